/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* testhash.h -- checks shared by the hash and HMAC tests.

   Every check works on a prepared context: a hash context after init,
   or an HMAC context after set_key.  It uses only update and digest,
   since digest leaves either ready for the next message.  */
#ifndef SYMCRYPT_TESTHASH_H
#define SYMCRYPT_TESTHASH_H

#include "testutils.h"
#include "variants.h"

struct test_hash
{
  const char *name;
  size_t ctx_size;
  size_t digest_size;
  void (*update)(void *ctx, size_t length, const uint8_t *data);
  int (*digest)(void *ctx, size_t length, uint8_t *digest);
};

/* Defines NAME_test_hash for the functions symcrypt_NAME_update and
   symcrypt_NAME_digest (e.g. sha256 or hmac_sha256), whose digest
   size is SYMCRYPT_SIZE_DIGEST_SIZE.  */
#define TEST_HASH_DEFINE(name, SIZE)					\
  static void								\
  name##_test_update(void *ctx, size_t length, const uint8_t *data)	\
  {									\
    symcrypt_##name##_update(ctx, length, data);			\
  }									\
  static int								\
  name##_test_digest(void *ctx, size_t length, uint8_t *digest)		\
  {									\
    return symcrypt_##name##_digest(ctx, length, digest);		\
  }									\
  static const struct test_hash name##_test_hash = {			\
    #name, sizeof(struct symcrypt_##name##_ctx),			\
    SYMCRYPT_##SIZE##_DIGEST_SIZE,					\
    name##_test_update, name##_test_digest,				\
  }

/* MSG in one update gives EXPECTED (which may be shorter than the
   digest, for truncated MACs); every shorter digest length gives a
   prefix of it, and nothing is written past the requested length.  */
void test_hash_message(const struct test_hash *h, void *ctx,
		       const struct tstring *msg,
		       const struct tstring *expected);

/* COUNT copies of the byte C, fed in pieces of varying size.  */
void test_hash_repeated(const struct test_hash *h, void *ctx,
			size_t count, uint8_t c,
			const struct tstring *expected);

/* A 300-byte message fed in every two-way split, in three-way splits
   on a grid, and byte by byte, gives the one-call result.  */
void test_hash_chunking(const struct test_hash *h, void *ctx);

/* Digest lengths 0 and digest size + 1 return SYMCRYPT_EINVAL, write
   nothing and leave the context as it was and usable.  */
void test_hash_bad_length(const struct test_hash *h, void *ctx);

/* The hashes and HMACs with portable states (symcrypt_<hash>_export
   and _import), for state-test and fuzz-misuse: each hash, then its
   HMAC, in the order of the format's algorithm ids.  */
struct test_state_hash
{
  const char *name;
  uint8_t id;			/* the format's algorithm id */
  int hmac;
  size_t block_size, digest_size, state_size;
  uint64_t max_bytes;		/* the most a message may have */
  /* init for a hash; for HMAC set_key with KEY.  */
  void (*start)(void *ctx, size_t key_length, const uint8_t *key);
  void (*update)(void *ctx, size_t length, const uint8_t *data);
  int (*digest)(void *ctx, size_t length, uint8_t *digest);
  int (*export)(const void *ctx, size_t length, uint8_t *dst);
  int (*import)(void *ctx, size_t length, const uint8_t *src);
};

#define TEST_N_STATE_HASHES 24
extern const struct test_state_hash test_state_hashes[TEST_N_STATE_HASHES];

/* The size of one set of chaining words in A's string (an HMAC string
   has three: inner, outer, running).  */
size_t test_state_words_size(const struct test_state_hash *a);

/* Defines test_NAME_variants(): every variant of the compression
   function NAME (state of WORDS words of WORD_T, blocks of BLOCK_SIZE
   bytes) against the C twin, on random states, 0 to 40 blocks at any
   alignment, and a few long runs of 200 to 263 blocks (odd and even:
   the AVX2 code does two blocks at a time); the data must be left as
   it was.  */
#define TEST_COMPRESS_DEFINE(name, word_t, words, block_size)		\
  static void								\
  test_##name##_variants(void)						\
  {									\
    const struct symcrypt_variant *v;					\
    __typeof__(&_symcrypt_##name##_c) ref				\
      = VARIANT_FN(name, test_variant_c(SYMCRYPT_FN_##name));		\
    for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_##name))			\
      {									\
	__typeof__(&_symcrypt_##name##_c) fn = VARIANT_FN(name, v);	\
	unsigned round;							\
	for (round = 0; round < 300; round++)				\
	  {								\
	    size_t blocks = round < 41 ? round				\
	      : round < 45 ? 200 + 2 * test_rand_below(32) + round % 2	\
	      : test_rand_below(41);					\
	    size_t length = blocks * (block_size);			\
	    uint8_t *data = test_buf_alloc(length, round % 64);		\
	    uint8_t *copy = test_buf_alloc(length, 0);			\
	    word_t expected[words], state[words];			\
	    test_rand_fill(length, data);				\
	    memcpy(copy, data, length);					\
	    test_rand_fill(sizeof(state), (uint8_t *) state);		\
	    memcpy(expected, state, sizeof(state));			\
	    ref(expected, blocks, data);				\
	    fn(state, blocks, data);					\
	    if (memcmp(state, expected, sizeof(state)) != 0)		\
	      FAIL("%s %s: %zu blocks at alignment %u differ from C",	\
		   #name, v->label, blocks, round % 64);		\
	    ASSERT_BYTES("data after compression", length, data, copy); \
	    test_buf_free(copy);					\
	    test_buf_free(data);					\
	  }								\
	if (test_verbose)						\
	  fprintf(stderr, "%s %s: ok\n", #name, v->label);		\
      }									\
  }

/* Defines test_NAME_variants(): every variant of NAME (sha1_last,
   sha256_last: the padding and the last block or two of the message in
   a context of type CTX_T) against the C twin, on random chaining
   words, block contents, block counts and indices (every value 0..127,
   so the one- and two-block paddings and bits above the block size,
   then random ones), the context at every alignment of 8 bytes; the
   whole context is compared (only its state may change).  */
#define TEST_LAST_DEFINE(name, ctx_t)					\
  static void								\
  test_##name##_variants(void)						\
  {									\
    const size_t size = sizeof(ctx_t);					\
    const struct symcrypt_variant *v;					\
    __typeof__(&_symcrypt_##name##_c) ref				\
      = VARIANT_FN(name, test_variant_c(SYMCRYPT_FN_##name));		\
    for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_##name))			\
      {									\
	__typeof__(&_symcrypt_##name##_c) fn = VARIANT_FN(name, v);	\
	unsigned round;							\
	for (round = 0; round < 400; round++)				\
	  {								\
	    ctx_t *hash = (void *) test_buf_alloc(size, 8 * (round % 8)); \
	    ctx_t expected;						\
	    test_rand_fill(size, (uint8_t *) hash);			\
	    hash->index = round < 128 ? round : test_rand_below(1000);	\
	    if (round % 3 == 0)						\
	      hash->count = test_rand_below(100);			\
	    memcpy(&expected, hash, size);				\
	    ref(&expected);						\
	    fn(hash);							\
	    if (memcmp(hash, &expected, size) != 0)			\
	      FAIL("%s %s: round %u (index %u) differs from C",		\
		   #name, v->label, round, hash->index);		\
	    test_buf_check((uint8_t *) hash);				\
	    test_buf_free((uint8_t *) hash);				\
	  }								\
	if (test_verbose)						\
	  fprintf(stderr, "%s %s: ok\n", #name, v->label);		\
      }									\
  }

#endif /* SYMCRYPT_TESTHASH_H */
