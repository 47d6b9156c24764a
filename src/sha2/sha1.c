/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sha1.c -- SHA-1 (FIPS 180-4): buffering, padding and output.  The
   compression function is sha1-compress.c (or its assembly
   replacement).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <symcrypt/sha1.h>

#include "dispatch.h"
#include "md-internal.h"

/* FIPS 180-4, 5.3.1.  */
static const uint32_t sha1_iv[5] = {
  0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0,
};

void
symcrypt_sha1_init(struct symcrypt_sha1_ctx *ctx)
{
  memcpy(ctx->state, sha1_iv, sizeof(ctx->state));
  ctx->count = 0;
  ctx->index = 0;
}

void
symcrypt_sha1_update(struct symcrypt_sha1_ctx *ctx,
		     size_t length, const uint8_t *data)
{
  MD_UPDATE(ctx, length, data, _symcrypt_sha1_compress);
}

int
symcrypt_sha1_digest(struct symcrypt_sha1_ctx *ctx,
		     size_t length, uint8_t *digest)
{
  if (length == 0 || length > SYMCRYPT_SHA1_DIGEST_SIZE
      || BAD_PAIR(length, digest))
    return SYMCRYPT_EINVAL;
  _symcrypt_sha1_last(ctx);
  md_write_be32(length, digest, ctx->state);
  symcrypt_sha1_init(ctx);
  return SYMCRYPT_OK;
}

void
_symcrypt_sha1_last_c(struct symcrypt_sha1_ctx *hash)
{
  MD_LAST(hash, _symcrypt_sha1_compress);
}
