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
   a product with an inverse.  Not a hot path, so the field
   multiplication is the plain shift-and-add one, without branches or
   indices on the data.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "tzhash-internal.h"

/* R = A B in GF(2^127); R may be A or B.  */
static void
gf_mul(uint64_t *r, const uint64_t *a, const uint64_t *b)
{
  uint64_t lo = a[0], hi = a[1], r_lo = 0, r_hi = 0;
  uint64_t b_lo = b[0], b_hi = b[1];
  unsigned i;

  for (i = 0; i < 127; i++)
    {
      uint64_t bit = i < 64 ? b_lo >> i : b_hi >> (i - 64);
      uint64_t mask = -(bit & 1), carry;
      r_lo ^= lo & mask;
      r_hi ^= hi & mask;
      /* A x, with x^127 = x^63 + 1.  */
      hi = (hi << 1) | (lo >> 63);
      lo <<= 1;
      carry = hi >> 63;
      lo ^= carry | (carry << 63);
      hi ^= carry << 63;
    }
  r[0] = r_lo;
  r[1] = r_hi;
}

void
_symcrypt_tz_matrix_mul(uint64_t *r, const uint64_t *a, const uint64_t *b)
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
  if (concat(m, n, digests) < 0)
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

  if (n == 0 || invalid(digest) || concat(m, n, digests) < 0)
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
