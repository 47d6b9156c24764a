/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* blake3-compress.c -- the C twins of BLAKE3's replaceable functions
   (src/functions.def): the compression function, hash_many, N
   inputs of whole blocks to N chaining values, one after the other,
   parents16, the top levels of a subtree of 16 chaining values, a
   hash_many call a level, and compress_blocks, the blocks of a chunk
   one after the other.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "blake3-internal.h"
#include "dispatch.h"
#include "macros.h"

const uint32_t _symcrypt_blake3_iv[8] = {
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
  0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

/* The message words each round takes, in the order G reads them:
   round r + 1 is round r permuted by 2, 6, 3, 10, 7, 0, 4, 13, 1, 11,
   12, 5, 9, 14, 15, 8 (the specification, table 2).  Indices are
   constants, never data.  */
static const uint8_t schedule[7][16] = {
  { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 },
  { 2, 6, 3, 10, 7, 0, 4, 13, 1, 11, 12, 5, 9, 14, 15, 8 },
  { 3, 4, 10, 12, 13, 2, 7, 14, 6, 5, 9, 0, 11, 15, 8, 1 },
  { 10, 7, 12, 9, 14, 3, 13, 15, 4, 0, 11, 2, 5, 8, 1, 6 },
  { 12, 13, 9, 11, 15, 10, 14, 8, 7, 2, 5, 3, 0, 1, 6, 4 },
  { 9, 14, 11, 5, 8, 12, 15, 1, 13, 3, 0, 10, 2, 6, 4, 7 },
  { 11, 15, 5, 0, 1, 9, 8, 6, 14, 10, 2, 12, 3, 4, 7, 13 },
};

/* BLAKE2s's G with BLAKE3's rotations.  */
#define G(a, b, c, d, x, y) do {			\
    v[a] = v[a] + v[b] + (x);				\
    v[d] = ROTR32(v[d] ^ v[a], 16);			\
    v[c] = v[c] + v[d];					\
    v[b] = ROTR32(v[b] ^ v[c], 12);			\
    v[a] = v[a] + v[b] + (y);				\
    v[d] = ROTR32(v[d] ^ v[a], 8);			\
    v[c] = v[c] + v[d];					\
    v[b] = ROTR32(v[b] ^ v[c], 7);			\
  } while (0)

static void __attribute__((noinline))
compress(uint32_t *out, const uint32_t *cv, const uint8_t *block,
	 const uint32_t *tail)
{
  uint32_t m[16], v[16];
  unsigned i, r;

  for (i = 0; i < 16; i++)
    m[i] = le_read_uint32(block + 4 * i);
  for (i = 0; i < 8; i++)
    v[i] = cv[i];
  for (i = 0; i < 4; i++)
    {
      v[8 + i] = _symcrypt_blake3_iv[i];
      v[12 + i] = tail[i];
    }
  for (r = 0; r < 7; r++)
    {
      const uint8_t *s = schedule[r];
      /* The columns, then the diagonals.  */
      G(0, 4, 8, 12, m[s[0]], m[s[1]]);
      G(1, 5, 9, 13, m[s[2]], m[s[3]]);
      G(2, 6, 10, 14, m[s[4]], m[s[5]]);
      G(3, 7, 11, 15, m[s[6]], m[s[7]]);
      G(0, 5, 10, 15, m[s[8]], m[s[9]]);
      G(1, 6, 11, 12, m[s[10]], m[s[11]]);
      G(2, 7, 8, 13, m[s[12]], m[s[13]]);
      G(3, 4, 9, 14, m[s[14]], m[s[15]]);
    }
  /* OUT may be CV: read each word of CV before its place is written.  */
  for (i = 0; i < 8; i++)
    {
      out[8 + i] = v[8 + i] ^ cv[i];
      out[i] = v[i] ^ v[8 + i];
    }
}

void
_symcrypt_blake3_compress_c(uint32_t *out, const uint32_t *cv,
			    const uint8_t *block, const uint32_t *tail)
{
  compress(out, cv, block, tail);
  /* The message words (the block, which may be key material:
     derive-key mode) and the state.  */
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(2 * sizeof(uint32_t[16])));
}

static void __attribute__((noinline))
hash_many(uint8_t *out, const uint8_t *const *inputs, size_t n,
	  size_t blocks, const uint32_t *key_counter, unsigned flags)
{
  uint64_t counter = key_counter[8] | (uint64_t) key_counter[9] << 32;
  unsigned all = flags & 0xff, first = (flags >> 8) & 0xff;
  unsigned last = (flags >> 16) & 0xff;
  size_t i, b;

  for (i = 0; i < n; i++)
    {
      uint32_t cv[16], tail[4];
      const uint8_t *data = inputs[i];
      memcpy(cv, key_counter, 32);
      tail[0] = (uint32_t) counter;
      tail[1] = (uint32_t) (counter >> 32);
      tail[2] = 64;
      for (b = 0; b < blocks; b++)
	{
	  tail[3] = all | (b == 0 ? first : 0) | (b == blocks - 1 ? last : 0);
	  _symcrypt_blake3_compress(cv, cv, data + 64 * b, tail);
	}
      for (b = 0; b < 8; b++)
	le_write_uint32(out + 32 * i + 4 * b, cv[b]);
      if (flags & (1u << 24))
	counter++;
    }
}

void
_symcrypt_blake3_hash_many_c(uint8_t *out, const uint8_t *const *inputs,
			     size_t n, size_t blocks,
			     const uint32_t *key_counter, unsigned flags)
{
  hash_many(out, inputs, n, blocks, key_counter, flags);
  /* An input's chaining words, which start as the key, and its
     compression's tail.  */
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(sizeof(uint32_t[16])
					  + sizeof(uint32_t[4])));
}

static void __attribute__((noinline))
compress_blocks(uint32_t *cv, const uint8_t *data, size_t blocks,
		const uint32_t *tail)
{
  uint32_t words[16], t[4];
  size_t i;
  if (blocks == 0)
    return;
  memcpy(words, cv, 32);
  memcpy(t, tail, sizeof(t));
  for (i = 0; i < blocks; i++)
    {
      _symcrypt_blake3_compress(words, words, data + 64 * i, t);
      t[3] &= ~BLAKE3_CHUNK_START;
    }
  memcpy(cv, words, 32);
}

void
_symcrypt_blake3_compress_blocks_c(uint32_t *cv, const uint8_t *data,
				   size_t blocks, const uint32_t *tail)
{
  compress_blocks(cv, data, blocks, tail);
  /* The chaining words and the tail.  */
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(sizeof(uint32_t[16])
					  + sizeof(uint32_t[4])));
}

static void __attribute__((noinline))
parents16(uint8_t *out, const uint8_t *cvs, const uint32_t *key,
	  unsigned flags)
{
  uint8_t eight[8 * 32], four[4 * 32];
  const uint8_t *inputs[8];
  uint32_t kc[10];
  unsigned many = BLAKE3_MANY_FLAGS((flags & 0xff) | BLAKE3_PARENT, 0, 0, 0);
  unsigned i;

  memcpy(kc, key, 32);
  kc[8] = kc[9] = 0;
  for (i = 0; i < 8; i++)
    inputs[i] = cvs + 64 * i;
  _symcrypt_blake3_hash_many(eight, inputs, 8, 1, kc, many);
  for (i = 0; i < 4; i++)
    inputs[i] = eight + 64 * i;
  _symcrypt_blake3_hash_many(four, inputs, 4, 1, kc, many);
  inputs[0] = four;
  inputs[1] = four + 64;
  _symcrypt_blake3_hash_many(out, inputs, 2, 1, kc, many);
}

void
_symcrypt_blake3_parents16_c(uint8_t *out, const uint8_t *cvs,
			     const uint32_t *key, unsigned flags)
{
  parents16(out, cvs, key, flags);
  /* The chaining values of the two lower levels, their addresses and
     the key words.  */
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(sizeof(uint8_t[8 * 32])
					  + sizeof(uint8_t[4 * 32])
					  + sizeof(const uint8_t *[8])
					  + sizeof(uint32_t[10])));
}
