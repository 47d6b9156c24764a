/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* arcfour.c -- RC4 key schedule and the public crypt function.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "dispatch.h"

int
symcrypt_arcfour_set_key(struct symcrypt_arcfour_ctx *ctx,
			 size_t length, const uint8_t *key)
{
  unsigned i, j, k;

  if (length < SYMCRYPT_ARCFOUR_MIN_KEY_SIZE
      || length > SYMCRYPT_ARCFOUR_MAX_KEY_SIZE || key == NULL)
    return SYMCRYPT_EINVAL;

  for (i = 0; i < 256; i++)
    ctx->S[i] = (uint8_t) i;
  for (i = j = k = 0; i < 256; i++)
    {
      uint8_t t = ctx->S[i];
      j = (j + t + key[k]) & 0xff;
      ctx->S[i] = ctx->S[j];
      ctx->S[j] = t;
      if (++k == length)
	k = 0;
    }
  ctx->i = ctx->j = 0;
  return SYMCRYPT_OK;
}

void
symcrypt_arcfour_crypt(struct symcrypt_arcfour_ctx *ctx,
		       size_t length, uint8_t *dst, const uint8_t *src)
{
  _symcrypt_arcfour_crypt(ctx, length, dst, src);
}
