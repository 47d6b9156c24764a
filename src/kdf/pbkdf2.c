/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* pbkdf2.c -- PBKDF2 (RFC 8018, section 5.2) with HMAC-SHA1,
   HMAC-SHA256, HMAC-SHA384, HMAC-SHA512 and HMAC-SHA512/256.

   U_1 = HMAC(P, S || INT(i)) goes through the ordinary HMAC functions.
   Every later U_j = HMAC(P, U_{j-1}) hashes a message of one digest,
   which for these hashes fits one block together with its padding.  Since the padding and the bit length are the
   same in every iteration, they stay in one block buffer behind U;
   an iteration is then two compressions, one from the saved inner
   chaining state and one from the saved outer state, each writing its
   result words back over U.  T = U_1 ^ U_2 ^ ... is kept as words.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/pbkdf2.h>

#include "dispatch.h"
#include "mac/hmac-internal.h"
#include "macros.h"
#include "sha2/md-internal.h"

/* For words of WORD_T, BITS bits, read and written big-endian with
   READ_WORD and WRITE_WORD: read_wordsBITS sets T to the WORDS words
   at BLOCK; write_wordsBITS writes the first WORDS of STATE to BLOCK
   and, where T is not NULL, XORs them into T.  */
#define DEFINE_WORDS(bits, word_t, READ_WORD, WRITE_WORD)		\
  static SYMCRYPT_ALWAYS_INLINE void					\
  read_words##bits(word_t *t, const uint8_t *block, size_t words)	\
  {									\
    size_t i;								\
    for (i = 0; i < words; i++)						\
      t[i] = READ_WORD(block + i * sizeof(word_t));			\
  }									\
  static SYMCRYPT_ALWAYS_INLINE void					\
  write_words##bits(uint8_t *block, const word_t *state, word_t *t,	\
		    size_t words)					\
  {									\
    size_t i;								\
    for (i = 0; i < words; i++)						\
      {									\
	WRITE_WORD(block + i * sizeof(word_t), state[i]);		\
	if (t)								\
	  t[i] ^= state[i];						\
      }									\
  }

/* write_words2_BITS: write_wordsBITS for two blocks in one loop.  */
#define DEFINE_WORDS2(bits, word_t, WRITE_WORD)				\
  static SYMCRYPT_ALWAYS_INLINE void					\
  write_words2_##bits(uint8_t *block0, uint8_t *block1,			\
		      const word_t *state0, const word_t *state1,	\
		      word_t *t0, word_t *t1, size_t words)		\
  {									\
    size_t i;								\
    for (i = 0; i < words; i++)						\
      {									\
	WRITE_WORD(block0 + i * sizeof(word_t), state0[i]);		\
	WRITE_WORD(block1 + i * sizeof(word_t), state1[i]);		\
	if (t0)								\
	  {								\
	    t0[i] ^= state0[i];						\
	    t1[i] ^= state1[i];						\
	  }								\
      }									\
  }

DEFINE_WORDS(32, uint32_t, READ_UINT32, WRITE_UINT32)
DEFINE_WORDS(64, uint64_t, READ_UINT64, WRITE_UINT64)
DEFINE_WORDS2(32, uint32_t, WRITE_UINT32)
DEFINE_WORDS2(64, uint64_t, WRITE_UINT64)

/* Runs iterations 2..ITERATIONS for the hash with compression function
   COMPRESS, STATE_WORDS chaining words of type WORD_T and a digest of
   WORDS whole words (fewer than STATE_WORDS for the hashes cut from a
   wider state, SHA-384 and SHA-512/256): on entry BLOCK holds U_1 and
   its padding; on exit T holds U_1 ^ ... ^ U_c.  Written once, for
   32-bit and for 64-bit words.  */
#define DEFINE_ITERATE(name, word_t, bits)				\
  static void								\
  name(void (*compress)(word_t *, size_t, const uint8_t *),		\
       const word_t *inner, const word_t *outer, size_t state_words,	\
       size_t words, unsigned iterations, uint8_t *block, word_t *t)	\
  {									\
    word_t state[8];							\
    read_words##bits(t, block, words);					\
    for (; iterations > 1; iterations--)				\
      {									\
	memcpy(state, inner, state_words * sizeof(word_t));		\
	compress(state, 1, block);					\
	write_words##bits(block, state, NULL, words);			\
	memcpy(state, outer, state_words * sizeof(word_t));		\
	compress(state, 1, block);					\
	write_words##bits(block, state, t, words);			\
      }									\
    _symcrypt_wipe(state, sizeof(state));				\
  }

DEFINE_ITERATE(iterate32, uint32_t, 32)
DEFINE_ITERATE(iterate64, uint64_t, 64)

/* The same for two output blocks side by side, through the
   two-message compression function COMPRESS2: BLOCK0 and BLOCK1 hold
   the two U_1, T0 and T1 receive the two results.  */
#define DEFINE_ITERATE2(name, word_t, bits)				\
  static void								\
  name(void (*compress2)(word_t *, word_t *, size_t,			\
			 const uint8_t *, const uint8_t *),		\
       const word_t *inner, const word_t *outer, size_t state_words,	\
       size_t words, unsigned iterations,				\
       uint8_t *block0, uint8_t *block1, word_t *t0, word_t *t1)	\
  {									\
    word_t state0[8], state1[8];					\
    read_words##bits(t0, block0, words);				\
    read_words##bits(t1, block1, words);				\
    for (; iterations > 1; iterations--)				\
      {									\
	memcpy(state0, inner, state_words * sizeof(word_t));		\
	memcpy(state1, inner, state_words * sizeof(word_t));		\
	compress2(state0, state1, 1, block0, block1);			\
	write_words2_##bits(block0, block1, state0, state1,		\
			    NULL, NULL, words);				\
	memcpy(state0, outer, state_words * sizeof(word_t));		\
	memcpy(state1, outer, state_words * sizeof(word_t));		\
	compress2(state0, state1, 1, block0, block1);			\
	write_words2_##bits(block0, block1, state0, state1, t0, t1,	\
			    words);					\
      }									\
    _symcrypt_wipe(state0, sizeof(state0));				\
    _symcrypt_wipe(state1, sizeof(state1));				\
  }

DEFINE_ITERATE2(iterate2_32, uint32_t, 32)
DEFINE_ITERATE2(iterate2_64, uint64_t, 64)

/* Per hash: the HMAC, and F(P, S, c, i) after U_1, writing the first
   LENGTH bytes of T to DST; iterate2 does two consecutive blocks side
   by side, writing the whole first T and then the first LENGTH -
   digest size bytes of the second.  */
struct pbkdf2_hash
{
  const struct hmac_mac *mac;
  void (*iterate)(void *ctx, unsigned iterations, uint8_t *block,
		  size_t length, uint8_t *dst);
  void (*iterate2)(void *ctx, unsigned iterations, uint8_t *block0,
		   uint8_t *block1, size_t length, uint8_t *dst);
};

static int
pbkdf2(const struct pbkdf2_hash *h, void *ctx,
       size_t key_length, const uint8_t *key, unsigned iterations,
       size_t salt_length, const uint8_t *salt, size_t length, uint8_t *dst)
{
  const struct hmac_mac *mac = h->mac;
  size_t digest_size = mac->digest_size;
  uint8_t block[2][HMAC_MAX_BLOCK_SIZE];
  uint32_t i;
  unsigned j;

  /* At most 2^32 - 1 output blocks; the test is never true where
     size_t has 32 bits.  */
  if (iterations == 0 || length == 0
      || (length - 1) / mac->digest_size >= 0xffffffff
      || BAD_PAIR(key_length, key) || BAD_PAIR(salt_length, salt)
      || BAD_PAIR(length, dst))
    return SYMCRYPT_EINVAL;

  mac->set_key(ctx, key_length, key);

  /* The padding of a message of one digest after the key block.  */
  for (j = 0; j < 2; j++)
    hmac_outer_padding(block[j], mac->block_size, digest_size);

  /* Two blocks at a time while more than one is wanted: their chains
     are independent, and the two-message compression runs them side
     by side.  */
  for (i = 1; length > 0; i++)
    {
      size_t n = length < 2 * digest_size ? length : 2 * digest_size;
      unsigned blocks = n > digest_size ? 2 : 1;

      for (j = 0; j < blocks; j++)
	{
	  uint8_t index[4];
	  WRITE_UINT32(index, i + j);
	  mac->update(ctx, salt_length, salt);
	  mac->update(ctx, sizeof(index), index);
	  mac->digest(ctx, digest_size, block[j]);
	}
      if (blocks == 2)
	h->iterate2(ctx, iterations, block[0], block[1], n, dst);
      else
	h->iterate(ctx, iterations, block[0], n, dst);
      i += blocks - 1;
      dst += n;
      length -= n;
    }
  _symcrypt_wipe(block, sizeof(block));
  _symcrypt_wipe(ctx, mac->ctx_size);
  return SYMCRYPT_OK;
}

/* For hash NAME with compression functions _symcrypt_CORE_compress
   and _symcrypt_CORE_2compress, a digest of WORDS words of WORD_T, 32
   or 64 bits, and as many chaining words as the HMAC context keeps:
   PBKDF2_ITERATE_DEFINE the struct pbkdf2_hash's iterate and iterate2,
   PBKDF2_DEFINE the struct and the public function.  */
#define PBKDF2_ITERATE_DEFINE(name, core, word_t, bits, words)		\
  static void								\
  name##_iterate(void *ctx, unsigned iterations, uint8_t *block,	\
		 size_t length, uint8_t *dst)				\
  {									\
    const struct symcrypt_hmac_##name##_ctx *c = ctx;			\
    word_t t[words];							\
    iterate##bits(_symcrypt_##core##_compress, c->inner, c->outer,	\
		  sizeof(c->inner) / sizeof(word_t), words,		\
		  iterations, block, t);				\
    md_write_be##bits(length, dst, t);					\
    _symcrypt_wipe(t, sizeof(t));					\
  }									\
  static void								\
  name##_iterate2(void *ctx, unsigned iterations, uint8_t *block0,	\
		  uint8_t *block1, size_t length, uint8_t *dst)		\
  {									\
    const struct symcrypt_hmac_##name##_ctx *c = ctx;			\
    word_t t[2][words];							\
    iterate2_##bits(_symcrypt_##core##_2compress, c->inner, c->outer, \
		    sizeof(c->inner) / sizeof(word_t), words,		\
		    iterations, block0, block1, t[0], t[1]);		\
    md_write_be##bits(sizeof(t[0]), dst, t[0]);				\
    md_write_be##bits(length - sizeof(t[0]), dst + sizeof(t[0]), t[1]);	\
    _symcrypt_wipe(t, sizeof(t));					\
  }

#define PBKDF2_DEFINE(name, core, word_t, bits, words)			\
  PBKDF2_ITERATE_DEFINE(name, core, word_t, bits, words)		\
  static const struct pbkdf2_hash name##_pbkdf2 = {			\
    &_symcrypt_hmac_##name##_mac, name##_iterate, name##_iterate2	\
  };									\
  int									\
  symcrypt_pbkdf2_hmac_##name(size_t key_length, const uint8_t *key,	\
			      unsigned iterations,			\
			      size_t salt_length, const uint8_t *salt,	\
			      size_t length, uint8_t *dst)		\
  {									\
    struct symcrypt_hmac_##name##_ctx ctx;				\
    return pbkdf2(&name##_pbkdf2, &ctx, key_length, key, iterations,	\
		  salt_length, salt, length, dst);			\
  }

PBKDF2_DEFINE(sha1, sha1, uint32_t, 32, 5)
PBKDF2_DEFINE(sha256, sha256, uint32_t, 32, 8)
PBKDF2_DEFINE(sha384, sha512, uint64_t, 64, 6)
PBKDF2_DEFINE(sha512, sha512, uint64_t, 64, 8)
PBKDF2_DEFINE(sha512_256, sha512, uint64_t, 64, 4)
