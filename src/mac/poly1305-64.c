/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* poly1305-64.c -- Poly1305 arithmetic in radix 2^64 with 128-bit
   products, for targets whose compiler has unsigned __int128.  The
   layout is the one assembly for such targets uses.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "poly1305-internal.h"
#include "macros.h"

#if HAVE_UINT128

typedef unsigned __int128 u128;

void
_symcrypt_poly1305_64_set_r(struct symcrypt_poly1305_ctx *ctx, const uint8_t *key)
{
  /* Clamping clears the top four bits of each 32-bit word and the low
     two of words 1-3, so r1 is a multiple of 4 and 5 r1 / 4 exact.  */
  uint64_t r0 = le_read_uint64(key) & 0x0ffffffc0fffffff;
  uint64_t r1 = le_read_uint64(key + 8) & 0x0ffffffc0ffffffc;
  ctx->u.l64.r0 = r0;
  ctx->u.l64.r1 = r1;
  ctx->u.l64.s1 = r1 + (r1 >> 2);
  ctx->u.l64.h0 = ctx->u.l64.h1 = ctx->u.l64.h2 = 0;
}

/* h = (h + block + padbit 2^128) r, partly reduced: h2 stays below 8.  */
void
_symcrypt_poly1305_64_blocks(struct symcrypt_poly1305_ctx *ctx, size_t blocks,
			     const uint8_t *data, unsigned padbit)
{
  uint64_t r0 = ctx->u.l64.r0, r1 = ctx->u.l64.r1, s1 = ctx->u.l64.s1;
  uint64_t h0 = ctx->u.l64.h0, h1 = ctx->u.l64.h1, h2 = ctx->u.l64.h2;

  for (; blocks > 0; blocks--, data += 16)
    {
      u128 d0, d1;
      uint64_t c;

      d0 = (u128) h0 + le_read_uint64(data);
      d1 = (u128) h1 + le_read_uint64(data + 8) + (uint64_t) (d0 >> 64);
      h0 = (uint64_t) d0;
      h1 = (uint64_t) d1;
      h2 += (uint64_t) (d1 >> 64) + padbit;

      /* 2^128 = 5/4 mod p, so h1 r1 2^128 = h1 s1 and h2 r1 2^192 =
	 h2 s1 2^64; h2 r0 stays at 2^128.  */
      d0 = (u128) h0 * r0 + (u128) h1 * s1;
      d1 = (u128) h0 * r1 + (u128) h1 * r0 + (u128) h2 * s1 + (uint64_t) (d0 >> 64);
      h2 = h2 * r0 + (uint64_t) (d1 >> 64);
      h0 = (uint64_t) d0;
      h1 = (uint64_t) d1;

      /* Fold the bits from 2^130 up: 2^130 = 5 mod p.  */
      c = (h2 >> 2) + (h2 & ~(uint64_t) 3);
      h2 &= 3;
      h0 += c;
      c = h0 < c;
      h1 += c;
      c = h1 < c;
      h2 += c;
    }
  ctx->u.l64.h0 = h0;
  ctx->u.l64.h1 = h1;
  ctx->u.l64.h2 = h2;
}

void
_symcrypt_poly1305_64_final(struct symcrypt_poly1305_ctx *ctx, uint8_t *tag)
{
  uint64_t h0 = ctx->u.l64.h0, h1 = ctx->u.l64.h1, h2 = ctx->u.l64.h2;
  uint64_t g0, g1, g2, mask;
  u128 t;

  /* h < 2 p here; h - p = h + 5 - 2^130 when that has bit 130 set.  */
  t = (u128) h0 + 5;
  g0 = (uint64_t) t;
  t = (u128) h1 + (uint64_t) (t >> 64);
  g1 = (uint64_t) t;
  g2 = h2 + (uint64_t) (t >> 64);
  mask = -(g2 >> 2);		/* all ones if h >= p, without a branch */
  h0 = (h0 & ~mask) | (g0 & mask);
  h1 = (h1 & ~mask) | (g1 & mask);

  t = (u128) h0 + le_read_uint64(ctx->pad);
  le_write_uint64(tag, (uint64_t) t);
  t = (u128) h1 + le_read_uint64(ctx->pad + 8) + (uint64_t) (t >> 64);
  le_write_uint64(tag + 8, (uint64_t) t);
}

#endif /* HAVE_UINT128 */
