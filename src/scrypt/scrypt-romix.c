/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* scrypt-romix.c -- the C twins of scrypt_romix, scryptROMix with
   scryptBlockMix over Salsa20/8 (RFC 7914, sections 3 to 5) on blocks
   of host-order words, and of scrypt_romix_x2, two of them one after
   the other.

   Salsa20/8 is the Salsa20 core's double round (stream/salsa20-internal.h)
   four times with the feed-forward, inline: BlockMix calls it 2 * R
   times per block, too often for a call through the core's pointer.
   The table V is read at the index Integerify gives, which depends on
   the password: scrypt's definition, and the reason for its cost.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "dispatch.h"
#include "macros.h"
#include "stream/salsa20-internal.h"

#define QROUND(a, b, c, d) salsa20_quarter_round(&w[a], &w[b], &w[c], &w[d])

/* X = Salsa20/8(X ^ IN ^ MASK) (MASK may be NULL), 16 words.  */
static SYMCRYPT_ALWAYS_INLINE void
salsa20_8_xor(uint32_t *x, const uint32_t *in, const uint32_t *mask)
{
  uint32_t w[16];
  unsigned i;

  for (i = 0; i < 16; i++)
    {
      x[i] ^= in[i] ^ (mask ? mask[i] : 0);
      w[i] = x[i];
    }
  for (i = 0; i < 8; i += 2)
    SALSA20_DOUBLE_ROUND(QROUND);
  for (i = 0; i < 16; i++)
    x[i] += w[i];
}

/* OUT = BlockMix(IN ^ MASK) (MASK may be NULL), blocks of 2 * R times
   16 words; OUT is neither IN nor MASK.  Output block i goes to place
   i / 2 when i is even, R + i / 2 when it is odd.  */
static SYMCRYPT_ALWAYS_INLINE void
block_mix(uint32_t *out, const uint32_t *in, const uint32_t *mask, size_t r)
{
  uint32_t x[16];
  size_t i, last = 32 * r - 16;
  unsigned k;

  for (k = 0; k < 16; k++)
    x[k] = in[last + k] ^ (mask ? mask[last + k] : 0);
  for (i = 0; i < 2 * r; i++)
    {
      salsa20_8_xor(x, in + 16 * i, mask ? mask + 16 * i : NULL);
      memcpy(out + 16 * ((i & 1) * r + i / 2), x, sizeof(x));
    }
}

/* The stack romix uses: X and W of the inlined functions.  */
#define ROMIX_STACK SYMCRYPT_STACK_USE(2 * 16 * sizeof(uint32_t))

static void __attribute__((noinline))
romix(uint32_t *b, uint32_t *v, uint32_t *t, size_t n, size_t r)
{
  size_t words = 32 * r, i, j;
  uint32_t *x = t, *y = t + words, *swap;

  /* V_0 = B, V_i+1 = BlockMix(V_i), then X = BlockMix(V_N-1).  */
  memcpy(v, b, words * sizeof(uint32_t));
  for (i = 0; i + 1 < n; i++)
    block_mix(v + (i + 1) * words, v + i * words, NULL, r);
  block_mix(x, v + (n - 1) * words, NULL, r);

  /* N times X = BlockMix(X ^ V_j), j = Integerify(X) mod N: the first
     64 bits of X's last 64-byte block, little-endian.  */
  for (i = 0; i < n; i++)
    {
      j = (size_t) ((x[words - 16] | (uint64_t) x[words - 15] << 32)
		    & (n - 1));
      block_mix(y, x, v + j * words, r);
      swap = x;
      x = y;
      y = swap;
    }
  memcpy(b, x, words * sizeof(uint32_t));
}

void
_symcrypt_scrypt_romix_c(uint32_t *b, uint32_t *v, uint32_t *t, size_t n,
			 size_t r)
{
  romix(b, v, t, n, r);
  _symcrypt_wipe_stack(ROMIX_STACK);
}

void
_symcrypt_scrypt_romix_x2_c(uint32_t *b, uint32_t *v, uint32_t *t,
			    size_t n, size_t r)
{
  size_t words = 32 * r;
  _symcrypt_scrypt_romix(b, v, t, n, r);
  _symcrypt_scrypt_romix(b + words, v + n * words, t + 2 * words, n, r);
}
