/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* ghash.c -- GHASH (NIST SP 800-38D, 6.4) in constant-time C: the C
   twins of ghash_blocks and ghash_powers, and the product of two
   blocks that tests/gcm-test.c takes as its reference.

   A 16-byte block is read as two big-endian 64-bit words, high word
   first.  GCM numbers the bits of a block from the left, bit 0 the
   coefficient of x^0, so these 128-bit numbers are the polynomials
   with their bits reversed: the carry-less product of two such
   numbers, shifted left by one bit, is the reversed 256-bit product
   (x^0 at its top bit), and the reduction modulo
   x^128 + x^7 + x^2 + x + 1 folds its low half into its high half
   with right shifts.

   The 64 x 64-bit carry-less products use integer multiplication on
   operands with holes: each operand is split into four masks of every
   fourth bit, so that the up to 16 terms that add up in a 4-bit field
   never carry into the next field of the same residue within the low
   64 bits of the product (the 16th term of the top field carries out
   of the word).  The high 64 bits are the low 64 bits of the product
   of the bit-reversed operands, reversed.  No table, no branch, no
   secret index.  Products of up to eight blocks with the powers H^8
   .. H^1 are added unreduced, and reduced once.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "aes-internal.h"
#include "macros.h"

/* The low 64 bits of the carry-less product of X and Y.  */
static uint64_t
clmul_low(uint64_t x, uint64_t y)
{
  const uint64_t m0 = 0x1111111111111111, m1 = m0 << 1;
  const uint64_t m2 = m0 << 2, m3 = m0 << 3;
  uint64_t x0 = x & m0, x1 = x & m1, x2 = x & m2, x3 = x & m3;
  uint64_t y0 = y & m0, y1 = y & m1, y2 = y & m2, y3 = y & m3;
  uint64_t z0 = (x0 * y0) ^ (x1 * y3) ^ (x2 * y2) ^ (x3 * y1);
  uint64_t z1 = (x0 * y1) ^ (x1 * y0) ^ (x2 * y3) ^ (x3 * y2);
  uint64_t z2 = (x0 * y2) ^ (x1 * y1) ^ (x2 * y0) ^ (x3 * y3);
  uint64_t z3 = (x0 * y3) ^ (x1 * y2) ^ (x2 * y1) ^ (x3 * y0);
  return (z0 & m0) | (z1 & m1) | (z2 & m2) | (z3 & m3);
}

static uint64_t
reverse_bits(uint64_t x)
{
  x = ((x >> 1) & 0x5555555555555555) | ((x & 0x5555555555555555) << 1);
  x = ((x >> 2) & 0x3333333333333333) | ((x & 0x3333333333333333) << 2);
  x = ((x >> 4) & 0x0f0f0f0f0f0f0f0f) | ((x & 0x0f0f0f0f0f0f0f0f) << 4);
  x = ((x >> 8) & 0x00ff00ff00ff00ff) | ((x & 0x00ff00ff00ff00ff) << 8);
  x = ((x >> 16) & 0x0000ffff0000ffff) | ((x & 0x0000ffff0000ffff) << 16);
  return (x >> 32) | (x << 32);
}

/* A factor: its high and low words, their XOR (for Karatsuba), and
   the three reversed.  */
struct factor
{
  uint64_t w[3], r[3];
};

static void
make_factor(struct factor *f, uint64_t high, uint64_t low)
{
  f->w[0] = high;
  f->w[1] = low;
  f->w[2] = high ^ low;
  f->r[0] = reverse_bits(high);
  f->r[1] = reverse_bits(low);
  f->r[2] = f->r[0] ^ f->r[1];
}

/* A sum of unreduced products, by Karatsuba's three parts (high words,
   low words, sums): the low halves, and the low halves of the
   reversed operands' products, which reversed give the high halves.
   Reversal is linear, so it is done once for the whole sum.  */
struct sum
{
  uint64_t low[3], rev[3];
};

static void
add_product(struct sum *s, const struct factor *a, const struct factor *b)
{
  unsigned i;
  for (i = 0; i < 3; i++)
    {
      s->low[i] ^= clmul_low(a->w[i], b->w[i]);
      s->rev[i] ^= clmul_low(a->r[i], b->r[i]);
    }
}

/* The sum reduced, as the high and low words of a block.  */
static void
reduce(const struct sum *s, uint64_t *high, uint64_t *low)
{
  uint64_t hh1 = reverse_bits(s->rev[0]) >> 1, hh0 = s->low[0];
  uint64_t ll1 = reverse_bits(s->rev[1]) >> 1, ll0 = s->low[1];
  uint64_t mm1 = (reverse_bits(s->rev[2]) >> 1) ^ hh1 ^ ll1;
  uint64_t mm0 = s->low[2] ^ hh0 ^ ll0;
  /* The 256-bit product z0 (x^0 at its top bit) .. z3, then shifted
     left by one bit.  */
  uint64_t z0 = hh1, z1 = hh0 ^ mm1, z2 = ll1 ^ mm0, z3 = ll0;
  z0 = (z0 << 1) | (z1 >> 63);
  z1 = (z1 << 1) | (z2 >> 63);
  z2 = (z2 << 1) | (z3 >> 63);
  z3 <<= 1;
  /* x^(128 + k) = x^k (1 + x + x^2 + x^7): z3's terms go to z1, and
     the ones that pass x^127 to z2; then z2's to z0 and z1.  */
  z1 ^= z3 ^ (z3 >> 1) ^ (z3 >> 2) ^ (z3 >> 7);
  z2 ^= (z3 << 63) ^ (z3 << 62) ^ (z3 << 57);
  z0 ^= z2 ^ (z2 >> 1) ^ (z2 >> 2) ^ (z2 >> 7);
  z1 ^= (z2 << 63) ^ (z2 << 62) ^ (z2 << 57);
  *high = z0;
  *low = z1;
}

static void
load_factor(struct factor *f, const uint8_t *p)
{
  make_factor(f, READ_UINT64(p), READ_UINT64(p + 8));
}

static void __attribute__((noinline))
gf128_mul(uint8_t *r, const uint8_t *a, const uint8_t *b)
{
  struct factor fa, fb;
  struct sum s;
  uint64_t p[2];

  memset(&s, 0, sizeof(s));
  load_factor(&fa, a);
  load_factor(&fb, b);
  add_product(&s, &fa, &fb);
  reduce(&s, &p[0], &p[1]);
  WRITE_UINT64(r, p[0]);
  WRITE_UINT64(r + 8, p[1]);
}

void
_symcrypt_gf128_mul(uint8_t *r, const uint8_t *a, const uint8_t *b)
{
  gf128_mul(r, a, b);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(sizeof(struct factor) * 2
					  + sizeof(struct sum) + 16));
}

/* Y = (Y + X1) H^n + X2 H^(n-1) + ... + Xn H for each group of n = 8
   blocks (fewer for the last group).  */
static void __attribute__((noinline))
ghash_blocks(const uint8_t *powers, uint8_t *state, size_t blocks,
			 const uint8_t *data)
{
  struct factor h[SYMCRYPT_GCM_POWERS], x;
  struct sum s;
  /* The state, Y: its high and low words.  */
  uint64_t y[2];
  unsigned i;

  y[0] = READ_UINT64(state);
  y[1] = READ_UINT64(state + 8);
  /* The powers this call uses: a short call, only the first few.  */
  for (i = 0; i < SYMCRYPT_GCM_POWERS && i < blocks; i++)
    load_factor(&h[i], powers + 16 * i);
  while (blocks > 0)
    {
      unsigned n = blocks < SYMCRYPT_GCM_POWERS
	? (unsigned) blocks : SYMCRYPT_GCM_POWERS;
      memset(&s, 0, sizeof(s));
      for (i = 0; i < n; i++)
	{
	  make_factor(&x, y[0] ^ READ_UINT64(data), y[1] ^ READ_UINT64(data + 8));
	  add_product(&s, &x, &h[n - 1 - i]);
	  y[0] = y[1] = 0;
	  data += 16;
	}
      reduce(&s, &y[0], &y[1]);
      blocks -= n;
    }
  WRITE_UINT64(state, y[0]);
  WRITE_UINT64(state + 8, y[1]);
}

void
_symcrypt_ghash_blocks_c(const uint8_t *powers, uint8_t *state, size_t blocks,
			 const uint8_t *data)
{
  ghash_blocks(powers, state, blocks, data);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(sizeof(struct factor)
					  * (SYMCRYPT_GCM_POWERS + 1)
					  + sizeof(struct sum) + 16));
}

/* H^i is the hash of a zero block from the state H^(i - 1): (H^(i - 1)
   + 0) H, one call of ghash_blocks each, in place in POWERS.  Every
   variant multiplies the one block of such a call by H^1 alone (those
   that load more powers multiply them by zero lanes or not at all), so
   the carry-less multiply code makes the powers where the CPU has it.
   The slots not yet made are zeroed first: some variants load them.  */
void
_symcrypt_ghash_powers_c(uint8_t *powers)
{
  static const uint8_t zero[16];
  unsigned i;
  memset(powers + 16, 0, 16 * (SYMCRYPT_GCM_POWERS - 1));
  for (i = 1; i < SYMCRYPT_GCM_POWERS; i++)
    {
      memcpy(powers + 16 * i, powers + 16 * (i - 1), 16);
      _symcrypt_ghash_blocks(powers, powers + 16 * i, 1, zero);
    }
}
