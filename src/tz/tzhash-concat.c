/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* tzhash-concat.c -- joining Tillich-Zémor digests, the product of
   their matrices, and taking a known prefix or suffix off a digest,
   a product with an inverse.  The field multiplication is portable C
   without branches or indices on the data: the C twin of
   tz_matrix_mul (functions.def), with which symcrypt_tz_update joins
   its slices, is eight of them, and the inverse is made of them.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "dispatch.h"
#include "macros.h"
#include "tzhash-internal.h"

/* The carry-less product of two 32-bit words from integer products.
   Each operand is split into four sets of bits: those at positions 0,
   4, 8, ..., those at 1, 5, 9, ..., and so on.  In the integer product
   of two sets at most eight pairs of bits meet at a position, so
   their sum takes at most four bits and stays below the set's next
   position: the product's bit there is the parity of the pairs, the
   carry-less coefficient.  Multiplication takes the same time for
   any operands on the CPUs we build for.  */
static uint64_t
clmul32(uint32_t a, uint32_t b)
{
  const uint64_t m0 = 0x1111111111111111, m1 = m0 << 1;
  const uint64_t m2 = m0 << 2, m3 = m0 << 3;
  /* 32-bit sets, so that each product is one 32 x 32 -> 64-bit
     multiplication on 32-bit CPUs too.  */
  uint32_t a0 = a & m0, a1 = a & m1, a2 = a & m2, a3 = a & m3;
  uint32_t b0 = b & m0, b1 = b & m1, b2 = b & m2, b3 = b & m3;
#define MUL(x, y) ((uint64_t) (x) * (y))

  return ((MUL(a0, b0) ^ MUL(a1, b3) ^ MUL(a2, b2) ^ MUL(a3, b1)) & m0)
    | ((MUL(a0, b1) ^ MUL(a1, b0) ^ MUL(a2, b3) ^ MUL(a3, b2)) & m1)
    | ((MUL(a0, b2) ^ MUL(a1, b1) ^ MUL(a2, b0) ^ MUL(a3, b3)) & m2)
    | ((MUL(a0, b3) ^ MUL(a1, b2) ^ MUL(a2, b1) ^ MUL(a3, b0)) & m3);
#undef MUL
}

/* R[0..1] = A B, carry-less, by Karatsuba over 32-bit halves.  */
static void
clmul64(uint64_t *r, uint64_t a, uint64_t b)
{
  uint64_t lo = clmul32(a, b);
  uint64_t hi = clmul32(a >> 32, b >> 32);
  uint64_t mid = clmul32(a ^ a >> 32, b ^ b >> 32) ^ lo ^ hi;
  r[0] = lo ^ mid << 32;
  r[1] = hi ^ mid >> 32;
}

/* R = A B in GF(2^127); R may be A or B.  The product P, of degree at
   most 252, by Karatsuba over 64-bit words, is L + x^127 Q with L and
   Q below x^127, and Q = Q0 + x^64 Q1.  With x^127 = x^63 + 1,
   x^127 Q = Q + x^63 Q0 + x^127 Q1 = Q + x^63 Q0 + x^63 Q1 + Q1, each
   term below x^127 (Q1 has at most 62 bits): R = L + Q + Q1 +
   x^63 (Q0 + Q1).  */
static void
gf_mul(uint64_t *r, const uint64_t *a, const uint64_t *b)
{
  uint64_t lo[2], hi[2], mid[2], q0, q1, s;

  clmul64(lo, a[0], b[0]);
  clmul64(hi, a[1], b[1]);
  clmul64(mid, a[0] ^ a[1], b[0] ^ b[1]);
  mid[0] ^= lo[0] ^ hi[0];
  mid[1] ^= lo[1] ^ hi[1];
  /* P = lo + x^64 mid + x^128 hi.  */
  lo[1] ^= mid[0];
  hi[0] ^= mid[1];

  q0 = lo[1] >> 63 | hi[0] << 1;
  q1 = hi[0] >> 63 | hi[1] << 1;
  s = q0 ^ q1;
  r[0] = lo[0] ^ s ^ s << 63;
  r[1] = (lo[1] & 0x7fffffffffffffff) ^ q1 ^ s >> 1;
}

void
_symcrypt_tz_matrix_mul_c(uint64_t *r, const uint64_t *a, const uint64_t *b)
{
  /* Indices of row i, column j: 2 * i + 4 * j (by columns).  */
  uint64_t t[8], p[2];
  unsigned i, j, k;

  for (i = 0; i < 2; i++)
    for (j = 0; j < 2; j++)
      {
	uint64_t *c = t + 2 * (i + 2 * j);
	c[0] = c[1] = 0;
	for (k = 0; k < 2; k++)
	  {
	    gf_mul(p, a + 2 * (i + 2 * k), b + 2 * (k + 2 * j));
	    c[0] ^= p[0];
	    c[1] ^= p[1];
	  }
      }
  memcpy(r, t, sizeof(t));
}

/* Nonzero if an entry of DIGEST has its top bit set, which no
   element of GF(2^127) has.  */
static int
invalid(const uint8_t *digest)
{
  return (digest[0] | digest[16] | digest[32] | digest[48]) & 0x80;
}

/* The product of the N matrices in DIGESTS, or -1 if one is invalid
   (then M is untouched).  */
static int
concat(uint64_t *m, size_t n, const uint8_t *digests)
{
  uint64_t h[8];
  size_t i;

  for (i = 0; i < n; i++)
    if (invalid(digests + 64 * i))
      return -1;
  _symcrypt_tz_identity(m);
  for (i = 0; i < n; i++)
    {
      _symcrypt_tz_read(h, digests + 64 * i);
      _symcrypt_tz_matrix_mul(m, m, h);
    }
  return 0;
}

int
symcrypt_tz_concat(size_t n, const uint8_t *digests, uint8_t *digest)
{
  uint64_t m[8];
  if (BAD_PAIR(n, digests) || concat(m, n, digests) < 0)
    return SYMCRYPT_EINVAL;
  _symcrypt_tz_write(digest, m);
  return SYMCRYPT_OK;
}

int
symcrypt_tz_validate(const uint8_t *digest, size_t n, const uint8_t *digests)
{
  uint64_t m[8];
  uint8_t expected[SYMCRYPT_TZ_DIGEST_SIZE];
  unsigned diff = 0, i;

  if (n == 0 || BAD_PAIR(n, digests) || invalid(digest)
      || concat(m, n, digests) < 0)
    return SYMCRYPT_EINVAL;
  _symcrypt_tz_write(expected, m);
  for (i = 0; i < SYMCRYPT_TZ_DIGEST_SIZE; i++)
    diff |= digest[i] ^ expected[i];
  return diff ? SYMCRYPT_EAUTH : SYMCRYPT_OK;
}

/* R = A^(2^N) E: N squarings of A, then a product.  R may be A or E.  */
static void
gf_sqr_mul(uint64_t *r, const uint64_t *a, unsigned n, const uint64_t *e)
{
  uint64_t t[2];
  t[0] = a[0];
  t[1] = a[1];
  for (; n > 0; n--)
    gf_mul(t, t, t);
  gf_mul(r, t, e);
}

/* R = A^-1 in GF(2^127), as A^(2^127 - 2); 0 for A = 0.  With
   E(k) = A^(2^k - 1), E(i + j) = E(i)^(2^j) E(j), and the chain
   1, 2, 3, 6, 12, 15, 30, 31, 62, 63, 126 reaches E(126) in 10
   products and 125 squarings (Itoh and Tsujii); one more squaring
   gives the inverse.  Half the work of plain square-and-multiply.  */
static void
gf_inv(uint64_t *r, const uint64_t *a)
{
  uint64_t e3[2], e6[2], e15[2], e31[2], e63[2], t[2];

  gf_sqr_mul(t, a, 1, a);		/* E(2) */
  gf_sqr_mul(e3, t, 1, a);
  gf_sqr_mul(e6, e3, 3, e3);
  gf_sqr_mul(t, e6, 6, e6);		/* E(12) */
  gf_sqr_mul(e15, t, 3, e3);
  gf_sqr_mul(t, e15, 15, e15);		/* E(30) */
  gf_sqr_mul(e31, t, 1, a);
  gf_sqr_mul(t, e31, 31, e31);		/* E(62) */
  gf_sqr_mul(e63, t, 1, a);
  gf_sqr_mul(t, e63, 63, e63);		/* E(126) */
  gf_mul(r, t, t);
}

/* INV = M^-1 for M = [[p, q], [r, s]]: det^-1 [[s, q], [r, p]], with
   det = ps + qr (in characteristic 2 the minus signs vanish).  Every
   digest has det 1, but a matrix of valid entries may have any
   determinant: -1, leaving INV untouched, if it is 0.  */
static int
matrix_inv(uint64_t *inv, const uint64_t *m)
{
  uint64_t det[2], t[2], d_inv[2];

  gf_mul(det, m + TZ_C00, m + TZ_C11);
  gf_mul(t, m + TZ_C01, m + TZ_C10);
  det[0] ^= t[0];
  det[1] ^= t[1];
  if ((det[0] | det[1]) == 0)
    return -1;
  gf_inv(d_inv, det);
  gf_mul(t, d_inv, m + TZ_C00);
  gf_mul(inv + TZ_C00, d_inv, m + TZ_C11);
  gf_mul(inv + TZ_C01, d_inv, m + TZ_C01);
  gf_mul(inv + TZ_C10, d_inv, m + TZ_C10);
  inv[TZ_C11] = t[0];
  inv[TZ_C11 + 1] = t[1];
  return 0;
}

/* REST = PART^-1 DIGEST with LEFT (PART is the digest of a prefix),
   else DIGEST PART^-1 (PART is the digest of a suffix).  */
static int
subtract(const uint8_t *digest, const uint8_t *part, uint8_t *rest, int left)
{
  uint64_t whole[8], known[8], inv[8];

  if (invalid(digest) || invalid(part))
    return SYMCRYPT_EINVAL;
  _symcrypt_tz_read(whole, digest);
  _symcrypt_tz_read(known, part);
  if (matrix_inv(inv, known) < 0)
    return SYMCRYPT_EINVAL;
  if (left)
    _symcrypt_tz_matrix_mul(whole, inv, whole);
  else
    _symcrypt_tz_matrix_mul(whole, whole, inv);
  _symcrypt_tz_write(rest, whole);
  return SYMCRYPT_OK;
}

int
symcrypt_tz_subtract_left(const uint8_t *digest, const uint8_t *prefix,
			  uint8_t *rest)
{
  return subtract(digest, prefix, rest, 1);
}

int
symcrypt_tz_subtract_right(const uint8_t *digest, const uint8_t *suffix,
			   uint8_t *rest)
{
  return subtract(digest, suffix, rest, 0);
}
