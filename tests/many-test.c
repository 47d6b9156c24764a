/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* many-test.c -- symcrypt_<hash>_many and symcrypt_hmac_<hash>_many
   against the one-message functions: random counts and lengths (mixed,
   equal, on and beside block and padding boundaries, every length from
   0 to 300 in one call), the key context
   left as it was, bad input (EINVAL, nothing written), SHA-3's
   many-message driver over the C twins of its lane functions with
   every width forced, symcrypt_shake*_many against the one-message
   SHAKE (random counts, lengths and output lengths, the driver over
   the C twins at every width too), and every
   variant of the two-message and the vector-lane compression
   functions against their C twins.  make check runs this
   once per SYMCRYPT_FAT_OVERRIDE, so the _many functions run over
   each variant the CPU has.  */
#include <symcrypt/hmac.h>
#include <symcrypt/sha1.h>
#include <symcrypt/sha2.h>
#include <symcrypt/sha3.h>

#include "keccak/sha3-internal.h"
#include "testutils.h"
#include "variants.h"

#define MAX_MESSAGES 100
#define MAX_LENGTH 2000

/* One hash with its HMAC, through uniform function types.  */
struct many_hash
{
  const char *name;
  unsigned digest_size, block_size;
  int (*many)(size_t n, const uint8_t *const *msgs, const size_t *lengths,
	      uint8_t *digests);
  int (*one)(size_t length, const uint8_t *data, uint8_t *digest);
  size_t key_ctx_size;
  void (*set_key)(void *key, size_t key_length, const uint8_t *key_data);
  int (*hmac_many)(const void *key, size_t n, const uint8_t *const *msgs,
		   const size_t *lengths, size_t tag_length, uint8_t *tags);
  int (*hmac_one)(void *key, size_t length, const uint8_t *data,
		  size_t tag_length, uint8_t *tag);
};

#define MANY_HASH(name, UPPER)						\
  static int								\
  name##_one(size_t length, const uint8_t *data, uint8_t *digest)	\
  {									\
    struct symcrypt_##name##_ctx ctx;					\
    symcrypt_##name##_init(&ctx);					\
    symcrypt_##name##_update(&ctx, length, data);			\
    return symcrypt_##name##_digest(&ctx, SYMCRYPT_##UPPER##_DIGEST_SIZE, \
				    digest);				\
  }									\
  static void								\
  name##_set_key(void *key, size_t key_length, const uint8_t *key_data)	\
  {									\
    symcrypt_hmac_##name##_set_key(key, key_length, key_data);		\
  }									\
  static int								\
  name##_hmac_many(const void *key, size_t n, const uint8_t *const *msgs, \
		   const size_t *lengths, size_t tag_length, uint8_t *tags) \
  {									\
    return symcrypt_hmac_##name##_many(key, n, msgs, lengths,		\
				       tag_length, tags);		\
  }									\
  static int								\
  name##_hmac_one(void *key, size_t length, const uint8_t *data,	\
		  size_t tag_length, uint8_t *tag)			\
  {									\
    symcrypt_hmac_##name##_update(key, length, data);			\
    return symcrypt_hmac_##name##_digest(key, tag_length, tag);		\
  }									\
  static const struct many_hash name##_many_hash = {			\
    #name, SYMCRYPT_##UPPER##_DIGEST_SIZE, SYMCRYPT_##UPPER##_BLOCK_SIZE, \
    symcrypt_##name##_many, name##_one,					\
    sizeof(struct symcrypt_hmac_##name##_ctx), name##_set_key,		\
    name##_hmac_many, name##_hmac_one					\
  };

MANY_HASH(sha1, SHA1)
MANY_HASH(sha224, SHA224)
MANY_HASH(sha256, SHA256)
MANY_HASH(sha384, SHA384)
MANY_HASH(sha512, SHA512)
MANY_HASH(sha3_224, SHA3_224)
MANY_HASH(sha3_256, SHA3_256)
MANY_HASH(sha3_384, SHA3_384)
MANY_HASH(sha3_512, SHA3_512)

/* A length for message I of a round: random up to MAX_LENGTH, on or
   beside a block boundary or the padding boundary (where the length
   field stops fitting in the last block), or the previous one again.  */
static size_t
pick_length(const struct many_hash *h, size_t previous)
{
  size_t block = h->block_size, field = block == 64 ? 8 : 16;
  size_t blocks = test_rand_below(MAX_LENGTH / block);
  switch (test_rand_below(5))
    {
    case 0:
      return test_rand_below(MAX_LENGTH + 1);
    case 1:
      return blocks * block + test_rand_below(3) - (blocks > 0);
    case 2:
      return blocks * block + block - field - 1 + test_rand_below(2);
    case 3:
      return test_rand_below(3 * block);
    default:
      return previous;
    }
}

static void
test_one_round(const struct many_hash *h, unsigned round)
{
  static uint8_t *msgs[MAX_MESSAGES];
  size_t lengths[MAX_MESSAGES];
  /* Every count from 0 to 17 first: every number of lanes left busy
     when the messages run out, in eight and in four lanes.  */
  size_t n = round < 18 ? round : test_rand_below(MAX_MESSAGES + 1);
  size_t tag_length = 1 + test_rand_below(h->digest_size);
  size_t key_length = test_rand_below(2 * h->block_size + 1);
  uint8_t key_data[2 * SYMCRYPT_SHA3_224_BLOCK_SIZE + 8];
  uint8_t *digests = test_buf_alloc(n * h->digest_size, round % 16);
  uint8_t *tags = test_buf_alloc(n * tag_length, round % 8);
  uint8_t *key = test_buf_alloc(h->key_ctx_size, 0);
  uint8_t *key_copy = test_buf_alloc(h->key_ctx_size, 0);
  uint8_t *one_key = test_buf_alloc(h->key_ctx_size, 0);
  uint8_t expected[64];
  size_t i, previous = 0;

  /* All of it: the 7 bytes MACed below may run past the key.  */
  test_rand_fill(sizeof(key_data), key_data);
  h->set_key(key, key_length, key_data);
  /* A key context that has MACed a message since set_key.  */
  if (round % 3 == 1)
    ASSERT(h->hmac_one(key, 7, key_data, h->digest_size, expected) == 0);
  memcpy(key_copy, key, h->key_ctx_size);

  /* In every fourth round all messages have one length, as most
     callers' do: each lane then reuses its padding from the message
     before.  */
  for (i = 0; i < n; i++)
    {
      if (round % 4 != 2 || i == 0)
	previous = pick_length(h, previous);
      lengths[i] = previous;
      msgs[i] = test_buf_alloc(lengths[i], (unsigned) test_rand_below(64));
      test_rand_fill(lengths[i], msgs[i]);
    }
  ASSERT(h->many(n, (const uint8_t *const *) msgs, lengths, digests)
	 == SYMCRYPT_OK);
  ASSERT(h->hmac_many(key, n, (const uint8_t *const *) msgs, lengths,
		      tag_length, tags) == SYMCRYPT_OK);
  ASSERT_BYTES("key context after hmac_many", h->key_ctx_size,
	       key, key_copy);

  for (i = 0; i < n; i++)
    {
      ASSERT(h->one(lengths[i], msgs[i], expected) == SYMCRYPT_OK);
      if (memcmp(digests + i * h->digest_size, expected, h->digest_size))
	FAIL("%s_many: message %zu of %zu (%zu bytes) differs",
	     h->name, i, n, lengths[i]);
      memcpy(one_key, key_copy, h->key_ctx_size);
      ASSERT(h->hmac_one(one_key, lengths[i], msgs[i], tag_length,
			 expected) == SYMCRYPT_OK);
      if (memcmp(tags + i * tag_length, expected, tag_length))
	FAIL("hmac_%s_many: message %zu of %zu (%zu bytes), tag %zu, differs",
	     h->name, i, n, lengths[i], tag_length);
      test_buf_free(msgs[i]);
    }
  test_buf_free(one_key);
  test_buf_free(key_copy);
  test_buf_free(key);
  test_buf_free(tags);
  test_buf_free(digests);
}

/* Every length from 0 to 300 bytes, each once, in one call: in order
   (neighbours in the lanes one byte apart) when MIXED is 0, else
   message i of (11 i) mod 301 bytes (each lane's lengths far apart);
   digests and full-length tags against the one-message functions.  */
static void
test_every_length(const struct many_hash *h, int mixed)
{
  enum { COUNT = 301 };
  static uint8_t data[COUNT + 64];
  const uint8_t *msgs[COUNT];
  size_t lengths[COUNT], i;
  uint8_t *digests = test_buf_alloc(COUNT * h->digest_size, 0);
  uint8_t *tags = test_buf_alloc(COUNT * h->digest_size, 0);
  uint8_t *key = test_buf_alloc(h->key_ctx_size, 0);
  uint8_t *one_key = test_buf_alloc(h->key_ctx_size, 0);
  uint8_t expected[64];

  test_rand_fill(sizeof(data), data);
  h->set_key(key, 32, data + COUNT);
  for (i = 0; i < COUNT; i++)
    {
      lengths[i] = mixed ? i * 11 % COUNT : i;
      msgs[i] = data + i % 64;
    }
  ASSERT(h->many(COUNT, msgs, lengths, digests) == SYMCRYPT_OK);
  ASSERT(h->hmac_many(key, COUNT, msgs, lengths, h->digest_size, tags)
	 == SYMCRYPT_OK);
  for (i = 0; i < COUNT; i++)
    {
      ASSERT(h->one(lengths[i], msgs[i], expected) == SYMCRYPT_OK);
      if (memcmp(digests + i * h->digest_size, expected, h->digest_size))
	FAIL("%s_many: every length%s: %zu bytes differ", h->name,
	     mixed ? " (mixed)" : "", lengths[i]);
      memcpy(one_key, key, h->key_ctx_size);
      ASSERT(h->hmac_one(one_key, lengths[i], msgs[i], h->digest_size,
			 expected) == SYMCRYPT_OK);
      if (memcmp(tags + i * h->digest_size, expected, h->digest_size))
	FAIL("hmac_%s_many: every length%s: %zu bytes differ", h->name,
	     mixed ? " (mixed)" : "", lengths[i]);
    }
  test_buf_free(one_key);
  test_buf_free(key);
  test_buf_free(tags);
  test_buf_free(digests);
}

/* A SHA-3 hash of the list above and where its HMAC key context keeps
   the keyed inner and outer states.  */
struct many_sha3
{
  const struct many_hash *h;
  size_t inner, outer;
};

#define MANY_SHA3(name)							\
  { &name##_many_hash, offsetof(struct symcrypt_hmac_##name##_ctx, inner), \
    offsetof(struct symcrypt_hmac_##name##_ctx, outer) }

static const struct many_sha3 many_sha3s[] = {
  MANY_SHA3(sha3_224), MANY_SHA3(sha3_256), MANY_SHA3(sha3_384),
  MANY_SHA3(sha3_512),
};

/* The many-message driver of SHA-3 and HMAC-SHA3 (src/keccak/sha3-many.c)
   over the C twins of the lane functions, with the widths of eight,
   four and two states forced, as a CPU with the assembly of each would
   run it, then of four and two, then of two: its eight lanes, their
   narrowing and the groups of one-block messages run on every target,
   whatever assembly it has.  Random counts of messages at mixed
   lengths, in some rounds a run of one-block messages first; digests
   and tags against the one-message functions.  */
static void
test_sha3_many_widths(void)
{
  static const struct keccak_lane_width c_widths[] = {
    { 8, _symcrypt_keccak_sha3_x8_c, _symcrypt_keccak_restart_x8_c },
    { 4, _symcrypt_keccak_sha3_x4_c, _symcrypt_keccak_restart_x4_c },
    { 2, _symcrypt_keccak_sha3_x2_c, _symcrypt_keccak_restart_x2_c },
  };
  static const uint64_t zero[KECCAK_LANES];
  static uint8_t *msgs[MAX_MESSAGES];
  unsigned first, round, rounds = test_trials(24);

  for (first = 0; first < 3; first++)
    for (round = 0; round < rounds; round++)
      {
	const struct many_sha3 *s = &many_sha3s[round % 4];
	const struct many_hash *h = s->h;
	size_t lengths[MAX_MESSAGES];
	/* Every count of lanes to fill, and up to three groups of
	   eight.  */
	size_t n = round % 2 ? 9 + test_rand_below(16) : test_rand_below(9);
	size_t ones = round % 3 == 0 ? test_rand_below(n + 1) : 0;
	size_t tag_length = round % 2 ? h->digest_size
	  : 1 + test_rand_below(h->digest_size);
	uint8_t *digests = test_buf_alloc(n * h->digest_size, round % 16);
	uint8_t *tags = test_buf_alloc(n * tag_length, round % 8);
	uint8_t *key = test_buf_alloc(h->key_ctx_size, 0);
	uint8_t *one_key = test_buf_alloc(h->key_ctx_size, 0);
	uint8_t key_data[32], expected[64];
	struct keccak_many_job job;
	size_t i, previous = 0;

	test_rand_fill(sizeof(key_data), key_data);
	h->set_key(key, sizeof(key_data), key_data);
	for (i = 0; i < n; i++)
	  {
	    if (i < ones)
	      previous = test_rand_below(h->block_size);
	    else if (round % 4 != 1 || i == ones)
	      previous = pick_length(h, previous);
	    lengths[i] = previous;
	    msgs[i] = test_buf_alloc(lengths[i],
				     (unsigned) test_rand_below(64));
	    test_rand_fill(lengths[i], msgs[i]);
	  }

	/* The hash from the state of zeros, then HMAC from the key's.  */
	job.rate = h->block_size;
	job.digest_size = h->digest_size;
	job.start = zero;
	job.outer = NULL;
	job.msgs = (const uint8_t *const *) msgs;
	job.lengths = lengths;
	job.out_length = h->digest_size;
	job.out = digests;
	_symcrypt_keccak_many_widths(&job, n, c_widths + first, 3 - first);
	job.start = (const uint64_t *) (key + s->inner);
	job.outer = (const uint64_t *) (key + s->outer);
	job.out_length = tag_length;
	job.out = tags;
	_symcrypt_keccak_many_widths(&job, n, c_widths + first, 3 - first);

	for (i = 0; i < n; i++)
	  {
	    ASSERT(h->one(lengths[i], msgs[i], expected) == SYMCRYPT_OK);
	    if (memcmp(digests + i * h->digest_size, expected,
		       h->digest_size))
	      FAIL("%s, widths from %u: message %zu of %zu (%zu bytes) "
		   "differs", h->name, c_widths[first].width, i, n,
		   lengths[i]);
	    memcpy(one_key, key, h->key_ctx_size);
	    ASSERT(h->hmac_one(one_key, lengths[i], msgs[i], tag_length,
			       expected) == SYMCRYPT_OK);
	    if (memcmp(tags + i * tag_length, expected, tag_length))
	      FAIL("hmac_%s, widths from %u: message %zu of %zu (%zu bytes), "
		   "tag %zu, differs", h->name, c_widths[first].width, i, n,
		   lengths[i], tag_length);
	    test_buf_free(msgs[i]);
	  }
	test_buf_check(digests);
	test_buf_check(tags);
	test_buf_free(one_key);
	test_buf_free(key);
	test_buf_free(tags);
	test_buf_free(digests);
      }
}

/* Bad input: SYMCRYPT_EINVAL, and the output (with its guard bytes)
   untouched.  */
static void
test_misuse(const struct many_hash *h)
{
  static const uint8_t data[3] = { 1, 2, 3 };
  const uint8_t *msgs[3] = { data, NULL, data };
  size_t lengths[3] = { 3, 0, 3 };
  size_t size = 3 * h->digest_size;
  uint8_t *out = test_buf_alloc(size, 0);
  uint8_t *fill = test_buf_alloc(size, 0);
  uint8_t *key = test_buf_alloc(h->key_ctx_size, 0);

  memcpy(fill, out, size);
  h->set_key(key, 3, data);

  /* NULL arrays with n > 0 */
  ASSERT(h->many(3, NULL, lengths, out) == SYMCRYPT_EINVAL);
  ASSERT(h->many(3, msgs, NULL, out) == SYMCRYPT_EINVAL);
  ASSERT(h->many(3, msgs, lengths, NULL) == SYMCRYPT_EINVAL);
  ASSERT(h->hmac_many(key, 3, NULL, lengths, 4, out) == SYMCRYPT_EINVAL);
  ASSERT(h->hmac_many(key, 3, msgs, NULL, 4, out) == SYMCRYPT_EINVAL);
  ASSERT(h->hmac_many(key, 3, msgs, lengths, 4, NULL) == SYMCRYPT_EINVAL);
  /* a NULL message with a non-zero length, after good ones */
  lengths[1] = 1;
  ASSERT(h->many(3, msgs, lengths, out) == SYMCRYPT_EINVAL);
  ASSERT(h->hmac_many(key, 3, msgs, lengths, 4, out) == SYMCRYPT_EINVAL);
  lengths[1] = 0;
  /* tag lengths outside 1..digest size */
  ASSERT(h->hmac_many(key, 3, msgs, lengths, 0, out) == SYMCRYPT_EINVAL);
  ASSERT(h->hmac_many(key, 3, msgs, lengths, h->digest_size + 1, out)
	 == SYMCRYPT_EINVAL);
  ASSERT(h->hmac_many(NULL, 3, msgs, lengths, 4, out) == SYMCRYPT_EINVAL);
  ASSERT_BYTES("output after bad input", size, out, fill);

  /* n == 0: nothing, whatever the arrays */
  ASSERT(h->many(0, NULL, NULL, NULL) == SYMCRYPT_OK);
  ASSERT(h->hmac_many(key, 0, NULL, NULL, 4, NULL) == SYMCRYPT_OK);
  /* the NULL message of length 0 is fine */
  ASSERT(h->many(3, msgs, lengths, out) == SYMCRYPT_OK);
  test_buf_check(out);
  test_buf_free(key);
  test_buf_free(fill);
  test_buf_free(out);
}

/* SHAKE128 or SHAKE256 for the tests of symcrypt_shake*_many.  */
struct many_shake
{
  const char *name;
  unsigned rate;
  int (*many)(size_t n, const uint8_t *const *msgs, const size_t *lengths,
	      size_t out_length, uint8_t *outs);
  void (*one)(size_t length, const uint8_t *data, size_t out_length,
	      uint8_t *out);
};

static const struct many_shake many_shakes[] = {
  { "shake128", SYMCRYPT_SHAKE128_BLOCK_SIZE, symcrypt_shake128_many,
    symcrypt_shake128 },
  { "shake256", SYMCRYPT_SHAKE256_BLOCK_SIZE, symcrypt_shake256_many,
    symcrypt_shake256 },
};

#define MAX_SHAKE_MESSAGES 40

/* A round's messages for SHAKE of RATE: N of them (0 to 40), all of
   one length in even rounds (ML-KEM's case), else of lengths from 0 to
   three blocks, on a block boundary or beside it, or in runs of equal
   ones; each at its own alignment.  */
static size_t
shake_messages(unsigned rate, unsigned round, uint8_t **msgs,
	       size_t *lengths)
{
  size_t n = test_rand_below(MAX_SHAKE_MESSAGES + 1), i;
  size_t length = test_rand_below(3 * rate + 1);
  for (i = 0; i < n; i++)
    {
      if (round % 2)
	switch (test_rand_below(4))
	  {
	  case 0:
	    length = test_rand_below(3 * rate + 1);
	    break;
	  case 1:
	    length = test_rand_below(4) * rate;
	    break;
	  case 2:
	    length = test_rand_below(4) * rate + test_rand_below(3);
	    length = length > 0 ? length - 1 : 0;
	    break;
	  default:
	    break;		/* the previous one again */
	  }
      lengths[i] = length;
      msgs[i] = test_buf_alloc(length, (unsigned) test_rand_below(64));
      test_rand_fill(length, msgs[i]);
    }
  return n;
}

/* An output length: 1 to three blocks and an odd byte, or a whole
   number of blocks.  */
static size_t
shake_out_length(unsigned rate)
{
  size_t length = 1 + test_rand_below(3 * rate + 1);
  return test_rand_below(4) == 0 ? (length + rate - 1) / rate * rate : length;
}

/* The N outputs of OUT_LENGTH bytes at OUTS against the one-message
   SHAKE; the messages freed.  */
static void
shake_check(const struct many_shake *s, const char *how, size_t n,
	    uint8_t **msgs, const size_t *lengths, size_t out_length,
	    const uint8_t *outs)
{
  uint8_t *expected = test_buf_alloc(out_length, 0);
  size_t i;
  for (i = 0; i < n; i++)
    {
      s->one(lengths[i], msgs[i], out_length, expected);
      if (memcmp(outs + i * out_length, expected, out_length))
	FAIL("%s_many, %s: message %zu of %zu (%zu bytes), %zu bytes out, "
	     "differs", s->name, how, i, n, lengths[i], out_length);
      test_buf_free(msgs[i]);
    }
  test_buf_free(expected);
}

/* The SHAKE many-message driver (src/keccak/shake-many.c) over the C
   twins of keccak_absorb_x8 (_x4, _x2) and keccak_permute_x8 (_x4,
   _x2), with the widths of eight, four and two states forced, then of
   four and two, then of two, then none: every grouping and the
   multi-block squeeze in the lanes run on every target, whatever
   assembly it has.  */
static void
test_shake_many_widths(void)
{
  static const struct shake_lane_width c_widths[] = {
    { 8, _symcrypt_keccak_absorb_x8_c, _symcrypt_keccak_permute_x8_c },
    { 4, _symcrypt_keccak_absorb_x4_c, _symcrypt_keccak_permute_x4_c },
    { 2, _symcrypt_keccak_absorb_x2_c, _symcrypt_keccak_permute_x2_c },
  };
  static uint8_t *msgs[MAX_SHAKE_MESSAGES];
  unsigned first, round, rounds = test_trials(24);

  for (first = 0; first <= 3; first++)
    for (round = 0; round < rounds; round++)
      {
	const struct many_shake *s = &many_shakes[round / 2 % 2];
	size_t lengths[MAX_SHAKE_MESSAGES];
	size_t n = shake_messages(s->rate, round, msgs, lengths);
	size_t out_length = shake_out_length(s->rate);
	uint8_t *outs = test_buf_alloc(n * out_length, round % 16);
	struct shake_many_job job;
	char how[40];

	job.rate = s->rate;
	job.one = s->one;
	job.n = n;
	job.msgs = (const uint8_t *const *) msgs;
	job.lengths = lengths;
	job.out_length = out_length;
	job.outs = outs;
	_symcrypt_shake_many_widths(&job, c_widths + first, 3 - first);
	test_buf_check(outs);
	snprintf(how, sizeof(how), "widths from %u",
		 first < 3 ? c_widths[first].width : 1);
	shake_check(s, how, n, msgs, lengths, out_length, outs);
	test_buf_free(outs);
      }
}

/* symcrypt_shake128_many and _256_many as the library runs them (the
   lane functions of this override), against the one-message
   functions; output lengths from 0 on.  */
static void
test_shake_many(const struct many_shake *s)
{
  static uint8_t *msgs[MAX_SHAKE_MESSAGES];
  unsigned round, rounds = test_trials(100);
  for (round = 0; round < rounds; round++)
    {
      size_t lengths[MAX_SHAKE_MESSAGES];
      size_t n = shake_messages(s->rate, round, msgs, lengths);
      size_t out_length = round < 4 ? round : shake_out_length(s->rate);
      uint8_t *outs = test_buf_alloc(n * out_length, round % 16);
      ASSERT(s->many(n, (const uint8_t *const *) msgs, lengths, out_length,
		     outs) == SYMCRYPT_OK);
      test_buf_check(outs);
      shake_check(s, "in use", n, msgs, lengths, out_length, outs);
      test_buf_free(outs);
    }
}

/* FIPS 202's SHAKE128 and SHAKE256 of the empty message (the NIST
   example values, first 32 bytes), as NULL messages: nine (eight lanes
   and one alone where the library has lanes of eight), seven (eight
   lanes, one idle) and three (four lanes, one idle).  */
static void
test_shake_many_empty(void)
{
  static const char *const hex[2] = {
    "7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26",
    "46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762f",
  };
  static const size_t counts[3] = { 9, 7, 3 };
  const uint8_t *msgs[9] = { NULL };
  size_t lengths[9] = { 0 };
  uint8_t outs[9 * 32];
  unsigned k, c, i;
  for (k = 0; k < 2; k++)
    for (c = 0; c < 3; c++)
      {
	const struct tstring *expected = SHEX(hex[k]);
	memset(outs, 0, sizeof(outs));
	ASSERT(many_shakes[k].many(counts[c], msgs, lengths, 32, outs)
	       == SYMCRYPT_OK);
	for (i = 0; i < 9; i++)
	  if (i < counts[c])
	    ASSERT_BYTES("SHAKE of the empty message", 32, outs + 32 * i,
			 expected->data);
	  else
	    ASSERT(outs[32 * i] == 0 && outs[32 * i + 31] == 0);
      }
}

/* Bad input: SYMCRYPT_EINVAL, and the output (with its guard bytes)
   untouched; no output asked for with n messages, or n == 0.  */
static void
test_shake_misuse(const struct many_shake *s)
{
  static const uint8_t data[3] = { 1, 2, 3 };
  const uint8_t *msgs[3] = { data, NULL, data };
  size_t lengths[3] = { 3, 0, 3 };
  uint8_t *out = test_buf_alloc(3 * 40, 0);
  uint8_t *fill = test_buf_alloc(3 * 40, 0);

  memcpy(fill, out, 3 * 40);
  ASSERT(s->many(3, NULL, lengths, 40, out) == SYMCRYPT_EINVAL);
  ASSERT(s->many(3, msgs, NULL, 40, out) == SYMCRYPT_EINVAL);
  ASSERT(s->many(3, msgs, lengths, 40, NULL) == SYMCRYPT_EINVAL);
  ASSERT(s->many(0, NULL, NULL, 40, NULL) == SYMCRYPT_EINVAL);
  /* n outputs larger than memory */
  ASSERT(s->many(3, msgs, lengths, SIZE_MAX / 2, out) == SYMCRYPT_EINVAL);
  lengths[1] = 1;
  ASSERT(s->many(3, msgs, lengths, 40, out) == SYMCRYPT_EINVAL);
  ASSERT(s->many(3, msgs, lengths, 0, out) == SYMCRYPT_EINVAL);
  lengths[1] = 0;
  ASSERT_BYTES("output after bad input", 3 * 40, out, fill);

  ASSERT(s->many(0, NULL, NULL, 0, NULL) == SYMCRYPT_OK);
  ASSERT(s->many(0, NULL, NULL, 40, out) == SYMCRYPT_OK);
  ASSERT(s->many(3, msgs, lengths, 0, NULL) == SYMCRYPT_OK);
  ASSERT_BYTES("output after no output", 3 * 40, out, fill);
  ASSERT(s->many(3, msgs, lengths, 40, out) == SYMCRYPT_OK);
  test_buf_check(out);
  test_buf_free(fill);
  test_buf_free(out);
}

/* Every variant of a two-message function against its C twin: both
   states, the data left as it was.  */
#define TEST_2COMPRESS_DEFINE(name, word_t, words, block_size)		\
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
	for (round = 0; round < 200; round++)				\
	  {								\
	    size_t blocks = round < 20 ? round : test_rand_below(40);	\
	    size_t length = blocks * (block_size);			\
	    uint8_t *data0 = test_buf_alloc(length, round % 64);	\
	    uint8_t *data1 = test_buf_alloc(length, (round * 7) % 64);	\
	    uint8_t *copy0 = test_buf_alloc(length, 0);			\
	    uint8_t *copy1 = test_buf_alloc(length, 0);			\
	    word_t expected[2][words], state[2][words];			\
	    test_rand_fill(length, data0);				\
	    test_rand_fill(length, data1);				\
	    memcpy(copy0, data0, length);				\
	    memcpy(copy1, data1, length);				\
	    test_rand_fill(sizeof(state), (uint8_t *) state);		\
	    memcpy(expected, state, sizeof(state));			\
	    ref(expected[0], expected[1], blocks, data0, data1);	\
	    fn(state[0], state[1], blocks, data0, data1);		\
	    if (memcmp(state, expected, sizeof(state)) != 0)		\
	      FAIL("%s %s: %zu blocks differ from C",			\
		   #name, v->label, blocks);				\
	    ASSERT_BYTES("data0 after compression", length, data0, copy0); \
	    ASSERT_BYTES("data1 after compression", length, data1, copy1); \
	    test_buf_free(copy1);					\
	    test_buf_free(copy0);					\
	    test_buf_free(data1);					\
	    test_buf_free(data0);					\
	  }								\
	if (test_verbose)						\
	  fprintf(stderr, "%s %s: ok\n", #name, v->label);		\
      }									\
  }

TEST_2COMPRESS_DEFINE(sha1_2compress, uint32_t, 5, 64)
TEST_2COMPRESS_DEFINE(sha256_2compress, uint32_t, 8, 64)
TEST_2COMPRESS_DEFINE(sha512_2compress, uint64_t, 8, 128)

/* Every variant of a vector-lane function of LANES lanes against its
   C twin: random block counts, each lane's data at its own alignment,
   or every third round all lanes in one buffer at overlapping offsets
   (two lanes may read the same bytes); the data left as it was.  */
#define TEST_LANES_DEFINE(name, lanes, words)				\
  static void								\
  test_##name##_variants(void)						\
  {									\
    const struct symcrypt_variant *v;					\
    __typeof__(&_symcrypt_##name##_c) ref				\
      = VARIANT_FN(name, test_variant_c(SYMCRYPT_FN_##name));		\
    for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_##name))			\
      {									\
	__typeof__(&_symcrypt_##name##_c) fn = VARIANT_FN(name, v);	\
	unsigned round, i;						\
	for (round = 0; round < 200; round++)				\
	  {								\
	    size_t blocks = round < 10 ? round : test_rand_below(20);	\
	    size_t length = blocks * 64;				\
	    int shared = round % 3 == 2;				\
	    uint8_t *bufs[lanes], *copies[lanes];			\
	    const uint8_t *data[lanes];					\
	    uint32_t expected[lanes][words], state[lanes][words];	\
	    uint32_t *expected_p[lanes], *state_p[lanes];		\
	    for (i = 0; i < lanes; i++)					\
	      {								\
		size_t size = shared ? length + 8 * lanes : length;	\
		if (shared && i > 0)					\
		  bufs[i] = NULL;					\
		else							\
		  {							\
		    bufs[i] = test_buf_alloc(size, (unsigned) test_rand_below(64)); \
		    test_rand_fill(size, bufs[i]);			\
		  }							\
		data[i] = shared						\
		  ? bufs[0] + test_rand_below(8 * lanes + 1) : bufs[i];	\
		copies[i] = NULL;					\
		if (bufs[i])						\
		  {							\
		    copies[i] = test_buf_alloc(size, 0);		\
		    memcpy(copies[i], bufs[i], size);			\
		  }							\
		expected_p[i] = expected[i];				\
		state_p[i] = state[i];					\
	      }								\
	    test_rand_fill(sizeof(state), (uint8_t *) state);		\
	    memcpy(expected, state, sizeof(state));			\
	    ref(expected_p, blocks, data);				\
	    fn(state_p, blocks, data);					\
	    for (i = 0; i < lanes; i++)					\
	      if (memcmp(state[i], expected[i], sizeof(state[i])) != 0)	\
		FAIL("%s %s: lane %u, %zu blocks%s, differs from C",	\
		     #name, v->label, i, blocks, shared ? " (shared)" : ""); \
	    for (i = 0; i < lanes; i++)					\
	      if (bufs[i])						\
		{							\
		  size_t size = shared ? length + 8 * lanes : length;	\
		  ASSERT_BYTES("data after compression", size,		\
			       bufs[i], copies[i]);			\
		  test_buf_free(copies[i]);				\
		  test_buf_free(bufs[i]);				\
		}							\
	  }								\
	if (test_verbose)						\
	  fprintf(stderr, "%s %s: ok\n", #name, v->label);		\
      }									\
  }

TEST_LANES_DEFINE(sha1_16compress, 16, 5)
TEST_LANES_DEFINE(sha256_8compress, 8, 8)
TEST_LANES_DEFINE(sha256_16compress, 16, 8)

void
test_main(void)
{
  static const struct many_hash *const hashes[] = {
    &sha1_many_hash, &sha224_many_hash, &sha256_many_hash,
    &sha384_many_hash, &sha512_many_hash, &sha3_224_many_hash,
    &sha3_256_many_hash, &sha3_384_many_hash, &sha3_512_many_hash,
  };
  unsigned i, round;

  test_sha1_2compress_variants();
  test_sha256_2compress_variants();
  test_sha512_2compress_variants();
  test_sha1_16compress_variants();
  test_sha256_8compress_variants();
  test_sha256_16compress_variants();
  test_sha3_many_widths();
  test_shake_many_widths();
  test_shake_many_empty();
  for (i = 0; i < 2; i++)
    {
      test_shake_misuse(&many_shakes[i]);
      test_shake_many(&many_shakes[i]);
    }
  for (i = 0; i < sizeof(hashes) / sizeof(hashes[0]); i++)
    {
      test_misuse(hashes[i]);
      test_every_length(hashes[i], 0);
      test_every_length(hashes[i], 1);
      for (round = 0; round < 40; round++)
	test_one_round(hashes[i], round);
    }
}
