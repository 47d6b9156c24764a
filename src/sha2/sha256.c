/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sha256.c -- SHA-224 and SHA-256 (FIPS 180-4): buffering, padding
   and output.  The compression function is sha256-compress.c (or its
   assembly replacement).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <symcrypt/sha2.h>

#include "dispatch.h"
#include "md-internal.h"

/* FIPS 180-4, 5.3.2 and 5.3.3.  */
static const uint32_t sha224_iv[8] = {
  0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939,
  0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4,
};
static const uint32_t sha256_iv[8] = {
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
  0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

void
symcrypt_sha256_init(struct symcrypt_sha256_ctx *ctx)
{
  memcpy(ctx->state, sha256_iv, sizeof(ctx->state));
  ctx->count = 0;
  ctx->index = 0;
}

void
symcrypt_sha256_update(struct symcrypt_sha256_ctx *ctx,
		       size_t length, const uint8_t *data)
{
  MD_UPDATE(ctx, length, data, _symcrypt_sha256_compress);
}

int
symcrypt_sha256_digest(struct symcrypt_sha256_ctx *ctx,
		       size_t length, uint8_t *digest)
{
  if (length == 0 || length > SYMCRYPT_SHA256_DIGEST_SIZE
      || BAD_PAIR(length, digest))
    return SYMCRYPT_EINVAL;
  _symcrypt_sha256_last(ctx);
  md_write_be32(length, digest, ctx->state);
  symcrypt_sha256_init(ctx);
  return SYMCRYPT_OK;
}

void
symcrypt_sha224_init(struct symcrypt_sha224_ctx *ctx)
{
  memcpy(ctx->state, sha224_iv, sizeof(ctx->state));
  ctx->count = 0;
  ctx->index = 0;
}

void
symcrypt_sha224_update(struct symcrypt_sha224_ctx *ctx,
		       size_t length, const uint8_t *data)
{
  MD_UPDATE(ctx, length, data, _symcrypt_sha256_compress);
}

int
symcrypt_sha224_digest(struct symcrypt_sha224_ctx *ctx,
		       size_t length, uint8_t *digest)
{
  if (length == 0 || length > SYMCRYPT_SHA224_DIGEST_SIZE
      || BAD_PAIR(length, digest))
    return SYMCRYPT_EINVAL;
  /* The same layout as SHA-256's context (symcrypt/sha2.h).  */
  _symcrypt_sha256_last((struct symcrypt_sha256_ctx *) ctx);
  md_write_be32(length, digest, ctx->state);
  symcrypt_sha224_init(ctx);
  return SYMCRYPT_OK;
}

void
_symcrypt_sha256_last_c(struct symcrypt_sha256_ctx *hash)
{
  MD_LAST(hash, _symcrypt_sha256_compress);
}
