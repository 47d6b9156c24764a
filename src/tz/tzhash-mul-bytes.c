/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* tzhash-mul-bytes.c -- the Tillich-Zémor hash loop, bit by bit: the
   C twins of tz_mul_bytes and tz_mul_chains.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "dispatch.h"
#include "tzhash-internal.h"

/* Multiplies the row (A, B) of the state on the right by the matrix of
   one bit: A' = A x + B, and B' = A for a 0 bit, B' = A (x + 1) + B =
   A + A' for a 1 bit.  MASK is all ones for a 1 bit, else 0.  */
static inline void
mul_bit(uint64_t *a, uint64_t *b, uint64_t mask)
{
  uint64_t lo = a[0], hi = a[1];
  /* A x: shift left; a carry into x^127 becomes x^63 + 1.  */
  uint64_t t_hi = (hi << 1) | (lo >> 63);
  uint64_t t_lo = lo << 1;
  uint64_t carry = t_hi >> 63;
  t_lo ^= carry | (carry << 63);
  t_hi ^= carry << 63;
  t_lo ^= b[0];
  t_hi ^= b[1];
  b[0] = lo ^ (t_lo & mask);
  b[1] = hi ^ (t_hi & mask);
  a[0] = t_lo;
  a[1] = t_hi;
}

/* Loads an entry of the state, reduced: a set bit 127 (which the
   library never stores) becomes x^63 + 1, as in the assembly
   versions, so that every variant computes the same for any words.  */
static inline void
load(uint64_t *e, const uint64_t *state)
{
  uint64_t carry = state[1] >> 63;
  e[0] = state[0] ^ carry ^ (carry << 63);
  e[1] = state[1] ^ (carry << 63);
}

/* Multiplies STATE (tzhash-internal.h) on the right by the matrices of
   the LENGTH bytes of DATA, from the top bit of each byte down.  */
void
_symcrypt_tz_mul_bytes_c(uint64_t *state, size_t length, const uint8_t *data)
{
  uint64_t r0[2], r0b[2], r1[2], r1b[2];
  size_t n;

  if (length == 0)
    return;			/* the state is left as it is, unreduced */
  load(r0, state + TZ_C00);
  load(r0b, state + TZ_C01);
  load(r1, state + TZ_C10);
  load(r1b, state + TZ_C11);

  for (n = 0; n < length; n++)
    {
      unsigned bit;
      for (bit = 8; bit-- > 0; )
	{
	  uint64_t mask = -(uint64_t) ((data[n] >> bit) & 1);
	  mul_bit(r0, r0b, mask);
	  mul_bit(r1, r1b, mask);
	}
    }
  state[TZ_C00] = r0[0]; state[TZ_C00 + 1] = r0[1];
  state[TZ_C01] = r0b[0]; state[TZ_C01 + 1] = r0b[1];
  state[TZ_C10] = r1[0]; state[TZ_C10 + 1] = r1[1];
  state[TZ_C11] = r1b[0]; state[TZ_C11 + 1] = r1b[1];
}

/* Multiplies each of the TZ_CHAINS states at STATES (8 words each) by
   the matrices of its own slice: state i by the LENGTH bytes at DATA +
   i LENGTH.  Here one slice after the other, through the tz_mul_bytes
   in use.  Running two slices side by side in C was slower than one
   (55 against 63 MB/s on AMD Zen 5; the bit loop already overlaps its
   two rows), so symcrypt_tz_update does not slice when this twin is
   the variant in use; the tests compare the assembly with it.  */
void
_symcrypt_tz_mul_chains_c(uint64_t *states, size_t length,
			  const uint8_t *data)
{
  unsigned i;
  if (length == 0)
    return;
  for (i = 0; i < TZ_CHAINS; i++)
    _symcrypt_tz_mul_bytes(states + 8 * i, length, data + i * length);
}
