/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* arcfour-crypt.c -- the RC4 keystream loop, C twin of the assembly
   versions.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "dispatch.h"

void
_symcrypt_arcfour_crypt_c(struct symcrypt_arcfour_ctx *ctx,
			  size_t length, uint8_t *dst, const uint8_t *src)
{
  unsigned i = ctx->i, j = ctx->j;
  size_t n;

  for (n = 0; n < length; n++)
    {
      unsigned si, sj;
      i = (i + 1) & 0xff;
      si = ctx->S[i];
      j = (j + si) & 0xff;
      sj = ctx->S[j];
      ctx->S[i] = (uint8_t) sj;
      ctx->S[j] = (uint8_t) si;
      dst[n] = src[n] ^ ctx->S[(si + sj) & 0xff];
    }
  ctx->i = (uint8_t) i;
  ctx->j = (uint8_t) j;
}
