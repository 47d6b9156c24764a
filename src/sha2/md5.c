/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* md5.c -- MD5 (RFC 1321): buffering, padding and output.  The
   compression function is md5-compress.c.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <symcrypt/md5.h>

#include "dispatch.h"
#include "md-internal.h"

void
symcrypt_md5_init(struct symcrypt_md5_ctx *ctx)
{
  /* RFC 1321, 3.3.  */
  ctx->state[0] = 0x67452301;
  ctx->state[1] = 0xefcdab89;
  ctx->state[2] = 0x98badcfe;
  ctx->state[3] = 0x10325476;
  ctx->count = 0;
  ctx->index = 0;
}

void
symcrypt_md5_update(struct symcrypt_md5_ctx *ctx,
		    size_t length, const uint8_t *data)
{
  MD_UPDATE(ctx, length, data, _symcrypt_md5_compress);
}

int
symcrypt_md5_digest(struct symcrypt_md5_ctx *ctx,
		    size_t length, uint8_t *digest)
{
  if (length == 0 || length > SYMCRYPT_MD5_DIGEST_SIZE
      || BAD_PAIR(length, digest))
    return SYMCRYPT_EINVAL;
  /* Like SHA, but the bit length and the output are little-endian.  */
  MD_PAD_LENGTH(ctx, _symcrypt_md5_compress, 1);
  _symcrypt_md5_compress(ctx->state, 1, ctx->block);
  md_write_le32(length, digest, ctx->state);
  symcrypt_md5_init(ctx);
  return SYMCRYPT_OK;
}
