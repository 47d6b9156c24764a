/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* poly1305-26.c -- Poly1305 arithmetic in radix 2^26 with 64-bit
   products (after poly1305-donna-32), for targets without unsigned
   __int128; always built, so that it is tested everywhere.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "poly1305-internal.h"
#include "macros.h"

#define M26 0x3ffffff

/* Splits 128 bits (four little-endian words) into five 26-bit limbs,
   the last one 24 bits.  */
static void
split26(uint32_t x[5], uint32_t t0, uint32_t t1, uint32_t t2, uint32_t t3)
{
  x[0] = t0 & M26;
  x[1] = ((t0 >> 26) | (t1 << 6)) & M26;
  x[2] = ((t1 >> 20) | (t2 << 12)) & M26;
  x[3] = ((t2 >> 14) | (t3 << 18)) & M26;
  x[4] = t3 >> 8;
}

void
_symcrypt_poly1305_26_set_r(struct symcrypt_poly1305_ctx *ctx, const uint8_t *key)
{
  unsigned i;
  split26(ctx->u.l26.r,
	  le_read_uint32(key) & 0x0fffffff,
	  le_read_uint32(key + 4) & 0x0ffffffc,
	  le_read_uint32(key + 8) & 0x0ffffffc,
	  le_read_uint32(key + 12) & 0x0ffffffc);
  for (i = 0; i < 4; i++)
    ctx->u.l26.s[i] = 5 * ctx->u.l26.r[i + 1];
  for (i = 0; i < 5; i++)
    ctx->u.l26.h[i] = 0;
}

void
_symcrypt_poly1305_26_blocks(struct symcrypt_poly1305_ctx *ctx, size_t blocks,
			     const uint8_t *data, unsigned padbit)
{
  const uint32_t *r = ctx->u.l26.r, *s = ctx->u.l26.s;
  uint32_t *h = ctx->u.l26.h;

  for (; blocks > 0; blocks--, data += 16)
    {
      uint32_t m[5];
      uint64_t d[5], c;
      unsigned i;

      split26(m, le_read_uint32(data), le_read_uint32(data + 4),
	      le_read_uint32(data + 8), le_read_uint32(data + 12));
      m[4] |= (uint32_t) padbit << 24;
      for (i = 0; i < 5; i++)
	h[i] += m[i];

      /* Limb i of r times limb j of h lands at i + j; past limb 4 it
	 wraps to i + j - 5 times 2^130 = 5, hence s = 5 r.  */
      d[0] = (uint64_t) h[0] * r[0] + (uint64_t) h[1] * s[3] + (uint64_t) h[2] * s[2]
	+ (uint64_t) h[3] * s[1] + (uint64_t) h[4] * s[0];
      d[1] = (uint64_t) h[0] * r[1] + (uint64_t) h[1] * r[0] + (uint64_t) h[2] * s[3]
	+ (uint64_t) h[3] * s[2] + (uint64_t) h[4] * s[1];
      d[2] = (uint64_t) h[0] * r[2] + (uint64_t) h[1] * r[1] + (uint64_t) h[2] * r[0]
	+ (uint64_t) h[3] * s[3] + (uint64_t) h[4] * s[2];
      d[3] = (uint64_t) h[0] * r[3] + (uint64_t) h[1] * r[2] + (uint64_t) h[2] * r[1]
	+ (uint64_t) h[3] * r[0] + (uint64_t) h[4] * s[3];
      d[4] = (uint64_t) h[0] * r[4] + (uint64_t) h[1] * r[3] + (uint64_t) h[2] * r[2]
	+ (uint64_t) h[3] * r[1] + (uint64_t) h[4] * r[0];

      /* Carry, partly reducing: the limbs end up at most 26 bits but
	 h[1], which may be one bit more.  */
      c = 0;
      for (i = 0; i < 5; i++)
	{
	  d[i] += c;
	  h[i] = (uint32_t) d[i] & M26;
	  c = d[i] >> 26;
	}
      c = h[0] + c * 5;
      h[0] = (uint32_t) c & M26;
      h[1] += (uint32_t) (c >> 26);
    }
}

/* Carries each limb into the next, leaving 26-bit limbs; returns the
   carry out of the top limb (the bits from 2^130 up).  */
static uint32_t
carry26(uint32_t h[5], uint32_t c)
{
  unsigned i;
  for (i = 0; i < 5; i++)
    {
      h[i] += c;
      c = h[i] >> 26;
      h[i] &= M26;
    }
  return c;
}

void
_symcrypt_poly1305_26_final(struct symcrypt_poly1305_ctx *ctx, uint8_t *tag)
{
  uint32_t h[5], g[5], top, mask;
  uint64_t t;
  unsigned i;

  /* Fold the bits from 2^130 up (2^130 = 5 mod p), then carry again:
     the value is TOP 2^130 + h < 2 p.  */
  memcpy(h, ctx->u.l26.h, sizeof(h));
  top = carry26(h, 0);
  h[0] += 5 * top;
  top = carry26(h, 0);

  /* The value minus p is g = h + 5 mod 2^130; use it when the value
     reaches p, without a branch.  */
  memcpy(g, h, sizeof(g));
  top |= carry26(g, 5);
  mask = -top;
  for (i = 0; i < 5; i++)
    h[i] = (h[i] & ~mask) | (g[i] & mask);

  /* Back to four 32-bit words, plus the pad mod 2^128.  */
  t = (uint64_t) (h[0] | (h[1] << 26)) + le_read_uint32(ctx->pad);
  le_write_uint32(tag, (uint32_t) t);
  t = (uint64_t) ((h[1] >> 6) | (h[2] << 20)) + le_read_uint32(ctx->pad + 4) + (t >> 32);
  le_write_uint32(tag + 4, (uint32_t) t);
  t = (uint64_t) ((h[2] >> 12) | (h[3] << 14)) + le_read_uint32(ctx->pad + 8) + (t >> 32);
  le_write_uint32(tag + 8, (uint32_t) t);
  t = (uint64_t) ((h[3] >> 18) | (h[4] << 8)) + le_read_uint32(ctx->pad + 12) + (t >> 32);
  le_write_uint32(tag + 12, (uint32_t) t);
  /* The accumulator: with the tag, it gives the pad.  */
  _symcrypt_wipe(h, sizeof(h));
  _symcrypt_wipe(g, sizeof(g));
}
