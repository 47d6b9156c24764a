/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* siphash.c -- SipHash-2-4 and SipHash-1-3 (symcrypt/siphash.h).

   The state is four 64-bit words, changed only by additions, rotations
   and XORs, so the compiler's code is all there is (no assembly, no
   replaceable function).  Each public function is a body of its own
   with the round counts and the output width constant: the rounds are
   unrolled, and a hash of a hash table's 8-byte key runs no loop and
   no test of a count (tools/benchmark, row siphash24; doc/sha3.md,
   "SipHash").  No load or store depends on the key or the state; the
   data is read at addresses that depend on its length only.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <symcrypt/siphash.h>

#include "macros.h"

#define ROTL64(x, n) ((uint64_t) (((x) << (n)) | ((x) >> (64 - (n)))))

/* One SipRound (the paper, 2.1).  */
#define SIPROUND(v0, v1, v2, v3) do {			\
    v0 += v1; v1 = ROTL64(v1, 13); v1 ^= v0;		\
    v0 = ROTL64(v0, 32);				\
    v2 += v3; v3 = ROTL64(v3, 16); v3 ^= v2;		\
    v0 += v3; v3 = ROTL64(v3, 21); v3 ^= v0;		\
    v2 += v1; v1 = ROTL64(v1, 17); v1 ^= v2;		\
    v2 = ROTL64(v2, 32);				\
  } while (0)

/* N SipRounds, N a constant from 1 to 4: written out, since GCC -O2
   keeps a loop of a constant count of 2 or 4 as a loop.  */
#define SIPROUNDS(n, v0, v1, v2, v3) do {		\
    SIPROUND(v0, v1, v2, v3);				\
    if ((n) > 1)					\
      SIPROUND(v0, v1, v2, v3);				\
    if ((n) > 2)					\
      SIPROUND(v0, v1, v2, v3);				\
    if ((n) > 3)					\
      SIPROUND(v0, v1, v2, v3);				\
  } while (0)

/* SipHash-C-D of LENGTH bytes at DATA under KEY, C and D constants:
   the first output word; with WIDE (a constant too) the 128-bit form,
   its second word to *HIGH.  */
static SYMCRYPT_ALWAYS_INLINE uint64_t
siphash(const uint8_t *key, size_t length, const uint8_t *data,
	unsigned c, unsigned d, int wide, uint64_t *high)
{
  uint64_t k0 = le_read_uint64(key), k1 = le_read_uint64(key + 8);
  uint64_t v0 = k0 ^ 0x736f6d6570736575, v1 = k1 ^ 0x646f72616e646f6d;
  uint64_t v2 = k0 ^ 0x6c7967656e657261, v3 = k1 ^ 0x7465646279746573;
  /* The last word: the length modulo 256 in its top byte.  */
  uint64_t m, last = (uint64_t) length << 56, out;
  size_t left;

  if (wide)
    v1 ^= 0xee;
  for (; length >= 8; length -= 8, data += 8)
    {
      m = le_read_uint64(data);
      v3 ^= m;
      SIPROUNDS(c, v0, v1, v2, v3);
      v0 ^= m;
    }
  /* The 0 to 7 bytes left, in two overlapping 4-byte words or as the
     first, middle and last byte: each byte lands where it belongs
     whichever word or byte brings it, and no byte past the end is
     read.  */
  left = length;
  if (left >= 4)
    last |= (uint64_t) le_read_uint32(data)
      | (uint64_t) le_read_uint32(data + left - 4) << (8 * (left - 4));
  else if (left > 0)
    last |= (uint64_t) data[0]
      | (uint64_t) data[left / 2] << (8 * (left / 2))
      | (uint64_t) data[left - 1] << (8 * (left - 1));
  v3 ^= last;
  SIPROUNDS(c, v0, v1, v2, v3);
  v0 ^= last;
  v2 ^= wide ? 0xee : 0xff;
  SIPROUNDS(d, v0, v1, v2, v3);
  out = v0 ^ v1 ^ v2 ^ v3;
  if (wide)
    {
      v1 ^= 0xdd;
      SIPROUNDS(d, v0, v1, v2, v3);
      *high = v0 ^ v1 ^ v2 ^ v3;
    }
  return out;
}

/* Where pointers have 32 bits, the four 64-bit words of the state
   take eight registers and spill; where they have 64, an optimizing
   compiler keeps them and the key words in registers, and a stack wipe
   would cost more than the hash of a hash table's key
   (SYMCRYPT_WORDS_BODY, macros.h).  */
#define SIPHASH_BODY static SYMCRYPT_WORDS_BODY uint64_t

/* The bodies and public functions of SipHash-C-D, NAME.  */
#define SIPHASH_DEFINE(name, c, d)					\
  SIPHASH_BODY								\
  name##_64(const uint8_t *key, size_t length, const uint8_t *data)	\
  {									\
    return siphash(key, length, data, c, d, 0, NULL);		\
  }									\
  SIPHASH_BODY								\
  name##_128(const uint8_t *key, size_t length, const uint8_t *data,	\
	     uint64_t *high)						\
  {									\
    return siphash(key, length, data, c, d, 1, high);		\
  }									\
  uint64_t								\
  symcrypt_##name##_u64(const uint8_t *key, size_t length,		\
			const uint8_t *data)				\
  {									\
    uint64_t out = name##_64(key, length, data);			\
    SYMCRYPT_WORDS_WIPE();							\
    return out;								\
  }									\
  void									\
  symcrypt_##name(const uint8_t *key, size_t length,			\
		  const uint8_t *data, uint8_t *out)			\
  {									\
    le_write_uint64(out, name##_64(key, length, data));		\
    SYMCRYPT_WORDS_WIPE();							\
  }									\
  void									\
  symcrypt_##name##_128(const uint8_t *key, size_t length,		\
			const uint8_t *data, uint8_t *out)		\
  {									\
    uint64_t high;							\
    le_write_uint64(out, name##_128(key, length, data, &high));	\
    le_write_uint64(out + 8, high);					\
    SYMCRYPT_WORDS_WIPE();							\
  }

SIPHASH_DEFINE(siphash24, 2, 4)
SIPHASH_DEFINE(siphash13, 1, 3)
