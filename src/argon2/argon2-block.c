/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* argon2-block.c -- Argon2's compression function G (RFC 9106, 3.5
   and 3.6) on 1 KiB blocks of 128 64-bit words: the C twin of
   argon2_block (functions.def says what it takes).

   R = X ^ Y is read as an 8 x 8 matrix of 16-byte registers (two
   words each); the permutation P, BLAKE2b's round with the products
   2 * lo(a) * lo(b) added, runs on each row of eight registers and then
   on each column, and the result, XORed with R, is G(X, Y).  Only
   additions, multiplications, rotations and XORs of the words: no
   address depends on them.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "argon2-internal.h"
#include "dispatch.h"
#include "macros.h"

/* BLAKE2b's G with the multiplications (RFC 9106, 3.6).  */
static SYMCRYPT_ALWAYS_INLINE uint64_t
fbla(uint64_t x, uint64_t y)
{
  return x + y + 2 * (uint64_t) (uint32_t) x * (uint32_t) y;
}

#define GB(a, b, c, d) do {			\
    a = fbla(a, b); d = ROTR64(d ^ a, 32);	\
    c = fbla(c, d); b = ROTR64(b ^ c, 24);	\
    a = fbla(a, b); d = ROTR64(d ^ a, 16);	\
    c = fbla(c, d); b = ROTR64(b ^ c, 63);	\
  } while (0)

/* P on the 16 words at V[I0], V[I1], ... V[I15]: the columns of
   BLAKE2b's 4 x 4 state, then its diagonals.  */
#define PERMUTE(v, i0, i1, i2, i3, i4, i5, i6, i7,			\
		i8, i9, i10, i11, i12, i13, i14, i15) do {		\
    GB(v[i0], v[i4], v[i8], v[i12]);					\
    GB(v[i1], v[i5], v[i9], v[i13]);					\
    GB(v[i2], v[i6], v[i10], v[i14]);					\
    GB(v[i3], v[i7], v[i11], v[i15]);					\
    GB(v[i0], v[i5], v[i10], v[i15]);					\
    GB(v[i1], v[i6], v[i11], v[i12]);					\
    GB(v[i2], v[i7], v[i8], v[i13]);					\
    GB(v[i3], v[i4], v[i9], v[i14]);					\
  } while (0)

void
_symcrypt_argon2_block_c(uint64_t *out, const uint64_t *x,
			 const uint64_t *y, unsigned xor_out)
{
  uint64_t q[ARGON2_BLOCK_WORDS];
  unsigned i;

  /* R = X ^ Y; OUT takes R now (XORed into what it holds when
     XOR_OUT is set), and P(R) at the end.  */
  for (i = 0; i < ARGON2_BLOCK_WORDS; i++)
    q[i] = x[i] ^ y[i];
  if (xor_out)
    for (i = 0; i < ARGON2_BLOCK_WORDS; i++)
      out[i] ^= q[i];
  else
    for (i = 0; i < ARGON2_BLOCK_WORDS; i++)
      out[i] = q[i];

  /* Rows: registers 8i .. 8i+7 are words 16i .. 16i+15.  */
  for (i = 0; i < 8; i++)
    {
      uint64_t *r = q + 16 * i;
      PERMUTE(r, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    }
  /* Columns: registers i, i+8, ... i+56 are words 2i, 2i+1, 2i+16,
     2i+17, ... 2i+112, 2i+113.  */
  for (i = 0; i < 8; i++)
    {
      uint64_t *c = q + 2 * i;
      PERMUTE(c, 0, 1, 16, 17, 32, 33, 48, 49,
	      64, 65, 80, 81, 96, 97, 112, 113);
    }

  for (i = 0; i < ARGON2_BLOCK_WORDS; i++)
    out[i] ^= q[i];
}
