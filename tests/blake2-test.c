/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* blake2-test.c -- BLAKE2b and BLAKE2s: the vectors of RFC 7693
   (Appendices A and B), the BLAKE2 authors' keyed test files whole and
   the cryptography project's unkeyed vectors (tests/blake2-vectors.txt),
   the self-test of RFC 7693 Appendix E, byte-for-byte agreement with libb2
   (every digest and key length, messages of 0 to 300 bytes and longer
   ones up to 200 000, in random pieces) and for BLAKE2b with libsodium's
   crypto_generichash when configure found them, keyed contexts
   restarting with their key, bad lengths (EINVAL, nothing written),
   alignments and in place, the _many functions against one message at
   a time (also with enough messages for the vector lanes, and their
   driver over every variant of every lane function, the C twins too),
   and every variant of the compression and lane functions against the
   C twins.  Without libb2 or libsodium their parts are skipped (with a
   note), unless SYMCRYPT_TEST_REQUIRE_LIBB2 or
   SYMCRYPT_TEST_REQUIRE_SODIUM is set.  */
#include <symcrypt/blake2.h>

#include "blake/blake2-internal.h"
#include "testutils.h"
#include "variants.h"

#if HAVE_LIBB2
# include <blake2.h>
#endif
#if HAVE_SODIUM
# include <sodium.h>
#endif

#define MAX_DIGEST 64
#define MAX_KEY 64
#define MAX_BLOCK 128
#define LONG_LENGTH 20000
/* A few of the long messages of test_lengths are up to this long, the
   issue's bound for whole messages: LONGEST_MESSAGES of them, fewer in
   short runs (test_trials).  */
#define LONGEST_LENGTH 200000
#define LONGEST_MESSAGES 4

/* One of the two hashes through uniform function types.  */
struct b2_hash
{
  const char *name;
  size_t block_size, digest_max, key_max, ctx_size;
  int (*init)(void *ctx, size_t digest_length, size_t key_length,
	      const uint8_t *key);
  void (*update)(void *ctx, size_t length, const uint8_t *data);
  void (*digest)(void *ctx, uint8_t *digest);
  int (*hash)(size_t digest_length, size_t key_length, const uint8_t *key,
	      size_t length, const uint8_t *data, uint8_t *digest);
  int (*many)(size_t digest_length, size_t key_length, const uint8_t *key,
	      size_t n, const uint8_t *const *msgs, const size_t *lengths,
	      uint8_t *digests);
  /* libb2's one-shot function, or NULL.  */
  int (*libb2)(uint8_t *out, const void *in, const void *key,
	       size_t outlen, size_t inlen, size_t keylen);
};

#if HAVE_LIBB2
# define LIBB2(name) name
#else
# define LIBB2(name) NULL
#endif

#define B2_HASH(name, UPPER)						\
  static int								\
  ours_##name##_init(void *ctx, size_t digest_length, size_t key_length, \
	      const uint8_t *key)					\
  {									\
    return symcrypt_##name##_init(ctx, digest_length, key_length, key);	\
  }									\
  static void								\
  ours_##name##_update(void *ctx, size_t length, const uint8_t *data)	\
  {									\
    symcrypt_##name##_update(ctx, length, data);			\
  }									\
  static void								\
  ours_##name##_digest(void *ctx, uint8_t *digest)			\
  {									\
    symcrypt_##name##_digest(ctx, digest);				\
  }									\
  static const struct b2_hash name##_hash = {				\
    #name, SYMCRYPT_##UPPER##_BLOCK_SIZE, SYMCRYPT_##UPPER##_DIGEST_SIZE, \
    SYMCRYPT_##UPPER##_KEY_SIZE, sizeof(struct symcrypt_##name##_ctx),	\
    ours_##name##_init, ours_##name##_update, ours_##name##_digest,	\
    symcrypt_##name,							\
    symcrypt_##name##_many, LIBB2(name)					\
  };

B2_HASH(blake2b, BLAKE2B)
B2_HASH(blake2s, BLAKE2S)

/* The digest of MSG through a context, in random pieces (some empty,
   some whole blocks, some longer).  */
static void
hash_in_pieces(const struct b2_hash *h, size_t digest_length,
	       size_t key_length, const uint8_t *key,
	       size_t length, const uint8_t *msg, uint8_t *digest)
{
  uint8_t ctx[512];
  size_t done, n;
  ASSERT(h->ctx_size <= sizeof(ctx));
  ASSERT_RC(h->init(ctx, digest_length, key_length, key), SYMCRYPT_OK);
  for (done = 0; done < length; done += n)
    {
      switch (test_rand_below(4))
	{
	case 0: n = 0; break;
	case 1: n = h->block_size; break;
	case 2: n = 1 + test_rand_below(h->block_size); break;
	default: n = test_rand_below(4 * h->block_size); break;
	}
      if (n > length - done)
	n = length - done;
      h->update(ctx, n, msg + done);
    }
  h->digest(ctx, digest);
}

/* RFC 7693, Appendices A and B: "abc"; the empty message; and the
   first keyed entries of the BLAKE2 authors' blake2b-kat.txt and
   blake2s-kat.txt (key 00 01 ... of the longest length; messages
   empty and 00).  */
static void
test_vectors(void)
{
  static const uint8_t abc[] = { 'a', 'b', 'c' };
  uint8_t key[MAX_KEY], zero = 0, digest[MAX_DIGEST];
  unsigned i;
  for (i = 0; i < MAX_KEY; i++)
    key[i] = i;

  ASSERT_RC(symcrypt_blake2b(64, 0, NULL, 3, abc, digest), SYMCRYPT_OK);
  ASSERT_BYTES("BLAKE2b-512(abc)", 64, digest,
	       SHEX("BA80A53F981C4D0D6A2797B69F12F6E94C212F14685AC4B74B12BB6FDBFFA2D1"
		    "7D87C5392AAB792DC252D5DE4533CC9518D38AA8DBF1925AB92386EDD4009923")->data);
  ASSERT_RC(symcrypt_blake2s(32, 0, NULL, 3, abc, digest), SYMCRYPT_OK);
  ASSERT_BYTES("BLAKE2s-256(abc)", 32, digest,
	       SHEX("508C5E8C327C14E2E1A72BA34EEB452F37458B209ED63A294D999B4C86675982")->data);
  ASSERT_RC(symcrypt_blake2b(64, 0, NULL, 0, NULL, digest), SYMCRYPT_OK);
  ASSERT_BYTES("BLAKE2b-512()", 64, digest,
	       SHEX("786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419"
		    "d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce")->data);
  ASSERT_RC(symcrypt_blake2s(32, 0, NULL, 0, NULL, digest), SYMCRYPT_OK);
  ASSERT_BYTES("BLAKE2s-256()", 32, digest,
	       SHEX("69217a3079908094e11121d042354a7c1f55b6482ca1a51e1b250dfd1ed0eef9")->data);
  ASSERT_RC(symcrypt_blake2b(64, 64, key, 0, NULL, digest), SYMCRYPT_OK);
  ASSERT_BYTES("keyed BLAKE2b-512()", 64, digest,
	       SHEX("10ebb67700b1868efb4417987acf4690ae9d972fb7a590c2f02871799aaa4786"
		    "b5e996e8f0f4eb981fc214b005f42d2ff4233499391653df7aefcbc13fc51568")->data);
  ASSERT_RC(symcrypt_blake2b(64, 64, key, 1, &zero, digest), SYMCRYPT_OK);
  ASSERT_BYTES("keyed BLAKE2b-512(00)", 64, digest,
	       SHEX("961f6dd1e4dd30f63901690c512e78e4b45e4742ed197c3c5e45c549fd25f2e4"
		    "187b0bc9fe30492b16b0d0bc4ef9b0f34c7003fac09a5ef1532e69430234cebd")->data);
  ASSERT_RC(symcrypt_blake2s(32, 32, key, 0, NULL, digest), SYMCRYPT_OK);
  ASSERT_BYTES("keyed BLAKE2s-256()", 32, digest,
	       SHEX("48a8997da407876b3d79c0d92325ad3b89cbb754d86ab71aee047ad345fd2c49")->data);
  ASSERT_RC(symcrypt_blake2s(32, 32, key, 1, &zero, digest), SYMCRYPT_OK);
  ASSERT_BYTES("keyed BLAKE2s-256(00)", 32, digest,
	       SHEX("40d15fee7c328830166ac3f918650f807e7e01e177258cdc0a39b11f598066f1")->data);
}

/* tests/blake2-vectors.txt: the BLAKE2 authors' whole keyed test files
   (256 messages each) and the unkeyed vectors of the cryptography
   project, each through the one-shot function and a context fed in
   random pieces.  */
static void
test_vector_file(void)
{
  char path[4096], line[1000];
  uint8_t key[MAX_KEY], msg[256], digest[MAX_DIGEST];
  unsigned i, keyed = 0, plain = 0;
  FILE *f;

  for (i = 0; i < MAX_KEY; i++)
    key[i] = i;
  for (i = 0; i < sizeof(msg); i++)
    msg[i] = i;
  f = test_open_data("blake2-vectors.txt", path, sizeof(path));
  while (fgets(line, sizeof(line), f))
    {
      char *word[4] = { NULL };
      const struct b2_hash *h;
      const struct tstring *data = NULL, *expected;
      size_t key_length = 0, length;
      unsigned n = 0;
      int is_keyed;
      if (!strchr(line, '\n'))
	FAIL("%s: a line longer than %zu bytes", path, sizeof(line) - 2);
      if (line[0] == '#')
	continue;
      for (word[0] = strtok(line, " \n"); word[n] && n < 3;)
	word[++n] = strtok(NULL, " \n");
      is_keyed = strcmp(word[0], "keyed") == 0;
      if (n != 3 || (word[3] != NULL) != is_keyed)
	FAIL("%s: bad record %s", path, word[0]);
      if (strcmp(word[is_keyed], "blake2b") == 0)
	h = &blake2b_hash;
      else if (strcmp(word[is_keyed], "blake2s") == 0)
	h = &blake2s_hash;
      else
	FAIL("%s: bad algorithm %s", path, word[is_keyed]);
      if (is_keyed)
	{
	  length = strtoul(word[2], NULL, 10);
	  ASSERT(length < sizeof(msg));
	  key_length = h->key_max;
	  expected = SHEX(word[3]);
	  keyed++;
	}
      else
	{
	  data = SHEX(strcmp(word[1], "-") == 0 ? "" : word[1]);
	  length = data->length;
	  expected = SHEX(word[2]);
	  plain++;
	}
      ASSERT(expected->length == h->digest_max);
      ASSERT_RC(h->hash(h->digest_max, key_length, key, length,
			data ? data->data : msg, digest), SYMCRYPT_OK);
      ASSERT_BYTES(h->name, h->digest_max, digest, expected->data);
      hash_in_pieces(h, h->digest_max, key_length, key, length,
		     data ? data->data : msg, digest);
      ASSERT_BYTES(h->name, h->digest_max, digest, expected->data);
    }
  fclose(f);
  if (keyed != 2 * 256 || plain != 14)
    FAIL("%s: %u keyed and %u unkeyed vectors", path, keyed, plain);
}

/* RFC 7693, Appendix E: the Fibonacci-like byte sequence of the
   self-test.  */
static void
selftest_seq(uint8_t *out, size_t length, uint32_t seed)
{
  uint32_t a = 0xDEAD4BAD * seed, b = 1, t;
  size_t i;
  for (i = 0; i < length; i++)
    {
      t = a + b;
      a = b;
      b = t;
      out[i] = (uint8_t) (t >> 24);
    }
}

/* RFC 7693, Appendix E: the 32-byte digest of the plain and keyed
   digests of four digest lengths and six message lengths.  */
static void
test_selftest(const struct b2_hash *h, const size_t digest_lengths[4],
	      const size_t lengths[6], const char *expected)
{
  uint8_t ctx[512], in[1024], key[MAX_KEY], md[MAX_DIGEST], grand[32];
  unsigned i, j;
  ASSERT_RC(h->init(ctx, 32, 0, NULL), SYMCRYPT_OK);
  for (i = 0; i < 4; i++)
    for (j = 0; j < 6; j++)
      {
	size_t outlen = digest_lengths[i], inlen = lengths[j];
	selftest_seq(in, inlen, inlen);
	ASSERT_RC(h->hash(outlen, 0, NULL, inlen, in, md), SYMCRYPT_OK);
	h->update(ctx, outlen, md);
	selftest_seq(key, outlen, outlen);
	ASSERT_RC(h->hash(outlen, outlen, key, inlen, in, md), SYMCRYPT_OK);
	h->update(ctx, outlen, md);
      }
  h->digest(ctx, grand);
  ASSERT_BYTES(h->name, 32, grand, SHEX(expected)->data);
}

/* One message: the one-shot function, the context in pieces, and
   libb2 and libsodium where they take the lengths.  */
static void
check_message(const struct b2_hash *h, size_t digest_length,
	      size_t key_length, const uint8_t *key,
	      size_t length, const uint8_t *msg)
{
  uint8_t digest[MAX_DIGEST], other[MAX_DIGEST];
  ASSERT_RC(h->hash(digest_length, key_length, key, length, msg, digest),
	    SYMCRYPT_OK);
  hash_in_pieces(h, digest_length, key_length, key, length, msg, other);
  if (memcmp(digest, other, digest_length) != 0)
    FAIL("%s: digest %zu, key %zu, %zu bytes: in pieces differs",
	 h->name, digest_length, key_length, length);
  if (h->libb2)
    {
      ASSERT(h->libb2(other, msg, key_length ? key : NULL, digest_length,
		      length, key_length) == 0);
      if (memcmp(digest, other, digest_length) != 0)
	FAIL("%s: digest %zu, key %zu, %zu bytes: libb2 differs",
	     h->name, digest_length, key_length, length);
    }
#if HAVE_SODIUM
  if (h == &blake2b_hash && digest_length >= crypto_generichash_BYTES_MIN
      && (key_length == 0 || key_length >= crypto_generichash_KEYBYTES_MIN))
    {
      ASSERT(crypto_generichash(other, digest_length, msg, length,
				key_length ? key : NULL, key_length) == 0);
      if (memcmp(digest, other, digest_length) != 0)
	FAIL("%s: digest %zu, key %zu, %zu bytes: libsodium differs",
	     h->name, digest_length, key_length, length);
    }
#endif
}

/* Every digest length with every key length, then every message
   length 0..300, then longer messages (a few of them up to
   LONGEST_LENGTH bytes), all random.  */
static void
test_lengths(const struct b2_hash *h, const uint8_t *msg)
{
  uint8_t key[MAX_KEY];
  size_t digest_length, key_length, length;
  unsigned k, longest = test_trials(LONGEST_MESSAGES);
  for (digest_length = 1; digest_length <= h->digest_max; digest_length++)
    for (key_length = 0; key_length <= h->key_max; key_length++)
      {
	test_rand_fill(key_length, key);
	check_message(h, digest_length, key_length, key,
		      test_rand_below(3 * h->block_size + 2), msg);
      }
  for (length = 0; length <= 300; length++)
    {
      key_length = test_rand_below(2) ? 0 : test_rand_below(h->key_max + 1);
      test_rand_fill(key_length, key);
      check_message(h, 1 + test_rand_below(h->digest_max), key_length, key,
		    length, msg);
      check_message(h, h->digest_max, 0, NULL, length, msg);
    }
  for (k = 0; k < 20; k++)
    {
      key_length = test_rand_below(h->key_max + 1);
      test_rand_fill(key_length, key);
      check_message(h, 1 + test_rand_below(h->digest_max), key_length, key,
		    300 + test_rand_below((k < longest ? LONGEST_LENGTH
					   : LONG_LENGTH) - 300), msg);
    }
}

/* A keyed context gives the keyed digest of each message in turn; a
   new init replaces the whole key.  */
static void
test_restart(const struct b2_hash *h, const uint8_t *msg)
{
  /* Zeroed: the context's padding, which init leaves as it is, is
     read below too.  */
  uint8_t ctx[512] = { 0 }, key[MAX_KEY], digest[MAX_DIGEST];
  uint8_t expected[MAX_DIGEST];
  unsigned k;
  size_t key_length = h->key_max, digest_length = h->digest_max - 3;

  test_rand_fill(sizeof(key), key);
  ASSERT_RC(h->init(ctx, digest_length, key_length, key), SYMCRYPT_OK);
  for (k = 0; k < 20; k++)
    {
      size_t length = test_rand_below(3 * h->block_size);
      h->update(ctx, length, msg + k);
      h->digest(ctx, digest);
      ASSERT_RC(h->hash(digest_length, key_length, key, length, msg + k,
			expected), SYMCRYPT_OK);
      ASSERT_BYTES("keyed digest after a restart", digest_length, digest,
		   expected);
    }
  /* A shorter key: no byte of the longer one stays in the context.  */
  ASSERT_RC(h->init(ctx, digest_length, 3, key), SYMCRYPT_OK);
  for (k = 0; k + 3 <= h->ctx_size; k++)
    ASSERT(memcmp(ctx + k, key + 3, 3) != 0);
  h->digest(ctx, digest);
  ASSERT_RC(h->hash(digest_length, 3, key, 0, NULL, expected), SYMCRYPT_OK);
  ASSERT_BYTES("digest of the empty message", digest_length, digest,
	       expected);
  /* No key: the plain hash again.  */
  ASSERT_RC(h->init(ctx, digest_length, 0, NULL), SYMCRYPT_OK);
  h->update(ctx, 100, msg);
  h->digest(ctx, digest);
  h->update(ctx, 0, NULL);
  h->update(ctx, 100, msg);
  h->digest(ctx, expected);
  ASSERT_BYTES("plain digest after a restart", digest_length, digest,
	       expected);
}

/* Lengths out of range: SYMCRYPT_EINVAL, the context and the digest
   buffer untouched.  */
static void
test_bad_lengths(const struct b2_hash *h, const uint8_t *msg)
{
  static const size_t bad_digest[] = { 0, 65, 1000, (size_t) -1 };
  uint8_t ctx[512] = { 0 }, copy[512], key[MAX_KEY + 1] = { 0 };
  uint8_t *digest = test_buf_alloc(MAX_DIGEST, 0);
  uint8_t *before = test_buf_alloc(MAX_DIGEST, 0);
  const uint8_t *msgs[1] = { msg };
  size_t lengths[1] = { 10 };
  unsigned i;

  memcpy(before, digest, MAX_DIGEST);
  ASSERT_RC(h->init(ctx, h->digest_max, 0, NULL), SYMCRYPT_OK);
  h->update(ctx, 10, msg);
  memcpy(copy, ctx, h->ctx_size);
  for (i = 0; i < sizeof(bad_digest) / sizeof(bad_digest[0]); i++)
    {
      size_t dl = bad_digest[i] == 65 ? h->digest_max + 1 : bad_digest[i];
      ASSERT_RC(h->init(ctx, dl, 0, NULL), SYMCRYPT_EINVAL);
      ASSERT_RC(h->hash(dl, 0, NULL, 10, msg, digest), SYMCRYPT_EINVAL);
      ASSERT_RC(h->many(dl, 0, NULL, 1, msgs, lengths, digest),
		SYMCRYPT_EINVAL);
    }
  ASSERT_RC(h->init(ctx, 16, h->key_max + 1, key), SYMCRYPT_EINVAL);
  ASSERT_RC(h->init(ctx, 16, 5, NULL), SYMCRYPT_EINVAL);
  ASSERT_RC(h->hash(16, h->key_max + 1, key, 10, msg, digest),
	    SYMCRYPT_EINVAL);
  ASSERT_RC(h->hash(16, 5, NULL, 10, msg, digest), SYMCRYPT_EINVAL);
  ASSERT_RC(h->hash(16, 0, NULL, 10, NULL, digest), SYMCRYPT_EINVAL);
  ASSERT_RC(h->many(16, h->key_max + 1, key, 1, msgs, lengths, digest),
	    SYMCRYPT_EINVAL);
  ASSERT_RC(h->many(16, 5, NULL, 1, msgs, lengths, digest), SYMCRYPT_EINVAL);
  ASSERT_BYTES("context after EINVAL", h->ctx_size, ctx, copy);
  ASSERT_BYTES("digest after EINVAL", MAX_DIGEST, digest, before);
  test_buf_check(digest);
  test_buf_free(digest);
  test_buf_free(before);
}

/* Messages at every alignment, digests to guarded buffers at every
   alignment, and a digest written over its own message.  */
static void
test_alignment(const struct b2_hash *h)
{
  unsigned align;
  for (align = 0; align < 16; align++)
    {
      size_t length = test_rand_below(4 * h->block_size);
      size_t digest_length = 1 + test_rand_below(h->digest_max);
      uint8_t *msg = test_buf_alloc(length, align);
      uint8_t *digest = test_buf_alloc(digest_length, (align * 7) % 16);
      uint8_t expected[MAX_DIGEST], key[MAX_KEY], *in_place;
      size_t key_length = align % 2 ? h->key_max : 0;

      test_rand_fill(length, msg);
      test_rand_fill(key_length, key);
      hash_in_pieces(h, digest_length, key_length, key, length, msg,
		     expected);
      ASSERT_RC(h->hash(digest_length, key_length, key, length, msg, digest),
		SYMCRYPT_OK);
      ASSERT_BYTES("digest at an alignment", digest_length, digest, expected);
      test_buf_check(digest);
      test_buf_check(msg);

      in_place = test_buf_alloc(length > digest_length ? length : digest_length,
				align);
      memcpy(in_place, msg, length);
      ASSERT_RC(h->hash(digest_length, key_length, key, length, in_place,
			in_place), SYMCRYPT_OK);
      ASSERT_BYTES("digest in place", digest_length, in_place, expected);
      test_buf_check(in_place);
      test_buf_free(in_place);
      test_buf_free(digest);
      test_buf_free(msg);
    }
}

/* _many against one message at a time: mixed lengths (0, on and
   beside block boundaries, long), every key kind, n = 0, and the
   argument checks.  */
static void
test_many(const struct b2_hash *h, const uint8_t *msg)
{
  enum { N = 40 };
  const uint8_t *msgs[N];
  size_t lengths[N], i;
  uint8_t key[MAX_KEY], expected[N * MAX_DIGEST];
  uint8_t *digests = test_buf_alloc(N * MAX_DIGEST, 3);
  unsigned round;

  for (round = 0; round < 30; round++)
    {
      size_t n = round == 0 ? 0 : 1 + test_rand_below(N);
      size_t digest_length = 1 + test_rand_below(h->digest_max);
      size_t key_length = round % 3 == 0 ? 0 : test_rand_below(h->key_max + 1);
      test_rand_fill(key_length, key);
      for (i = 0; i < n; i++)
	{
	  switch (test_rand_below(4))
	    {
	    case 0: lengths[i] = 0; break;
	    case 1: lengths[i] = h->block_size * test_rand_below(4)
		+ test_rand_below(3) - 1; break;
	    case 2: lengths[i] = test_rand_below(300); break;
	    default: lengths[i] = test_rand_below(LONG_LENGTH); break;
	    }
	  if (lengths[i] > LONG_LENGTH)
	    lengths[i] = 0;
	  msgs[i] = lengths[i] == 0 && i % 2 ? NULL : msg + test_rand_below(64);
	  ASSERT_RC(h->hash(digest_length, key_length, key, lengths[i],
			    msgs[i], expected + i * digest_length),
		    SYMCRYPT_OK);
	}
      memset(digests, 0xa5, N * MAX_DIGEST);
      ASSERT_RC(h->many(digest_length, key_length, key, n, msgs, lengths,
			digests), SYMCRYPT_OK);
      ASSERT_BYTES("many digests", n * digest_length, digests, expected);
      for (i = n * digest_length; i < N * MAX_DIGEST; i++)
	ASSERT(digests[i] == 0xa5);
    }
  /* Bad arrays: nothing written.  */
  memset(digests, 0xa5, N * MAX_DIGEST);
  lengths[0] = 1;
  msgs[0] = NULL;
  ASSERT_RC(h->many(16, 0, NULL, 1, msgs, lengths, digests), SYMCRYPT_EINVAL);
  ASSERT_RC(h->many(16, 0, NULL, 1, NULL, lengths, digests), SYMCRYPT_EINVAL);
  ASSERT_RC(h->many(16, 0, NULL, 1, msgs, NULL, digests), SYMCRYPT_EINVAL);
  ASSERT_RC(h->many(16, 0, NULL, 1, msgs, lengths, NULL), SYMCRYPT_EINVAL);
  ASSERT_RC(h->many(16, 0, NULL, 0, NULL, NULL, NULL), SYMCRYPT_OK);
  for (i = 0; i < N * MAX_DIGEST; i++)
    ASSERT(digests[i] == 0xa5);
  test_buf_check(digests);
  test_buf_free(digests);
}

/* A _many function through its own type.  */
typedef int b2_many_fn(size_t digest_length, size_t key_length,
		       const uint8_t *key, size_t n,
		       const uint8_t *const *msgs, const size_t *lengths,
		       uint8_t *digests);

/* MANY (hash H's _many function, or its driver over one lane
   function) with at least MIN_N messages, enough to fill the vector
   lanes, of 0 to three blocks and one byte in random mixes (so that
   the lanes finish at different times and some messages are left to
   finish alone), with and without a key, at every digest length: each
   digest as the one-message function gives it.  */
static void
test_many_lanes(const struct b2_hash *h, const uint8_t *msg,
		b2_many_fn *many, size_t min_n)
{
  enum { N = 70 };
  const uint8_t *msgs[N];
  size_t lengths[N], i;
  size_t max_length = 3 * h->block_size + 1;
  uint8_t key[MAX_KEY], expected[N * MAX_DIGEST];
  uint8_t *digests = test_buf_alloc(N * MAX_DIGEST, 5);
  size_t digest_length;

  for (digest_length = 1; digest_length <= h->digest_max; digest_length++)
    {
      size_t n = min_n + test_rand_below(N - min_n + 1);
      size_t key_length = digest_length % 2 ? 0
	: 1 + test_rand_below(h->key_max);
      unsigned mix = test_rand_below(3);
      test_rand_fill(key_length, key);
      for (i = 0; i < n; i++)
	{
	  /* All of one length, lengths around the block boundaries, or
	     any length up to the maximum.  */
	  if (mix == 0)
	    lengths[i] = i == 0 ? test_rand_below(max_length + 1)
	      : lengths[0];
	  else if (mix == 1)
	    lengths[i] = h->block_size * test_rand_below(4)
	      + test_rand_below(3) - 1;
	  else
	    lengths[i] = test_rand_below(max_length + 1);
	  if (lengths[i] > max_length)
	    lengths[i] = 0;
	  msgs[i] = msg + test_rand_below(64);
	  ASSERT_RC(h->hash(digest_length, key_length, key, lengths[i],
			    msgs[i], expected + i * digest_length),
		    SYMCRYPT_OK);
	}
      memset(digests, 0xa5, N * MAX_DIGEST);
      ASSERT_RC(many(digest_length, key_length, key, n, msgs, lengths,
		     digests), SYMCRYPT_OK);
      ASSERT_BYTES("many digests in lanes", n * digest_length, digests,
		   expected);
      for (i = n * digest_length; i < N * MAX_DIGEST; i++)
	ASSERT(digests[i] == 0xa5);
    }
  test_buf_check(digests);
  test_buf_free(digests);
}

/* Every variant of the lane function NAME (LANES lanes, chaining words
   and counter of WORD_T, blocks of BLOCK bytes) against the C twin:
   random states, counters about to carry, 0 to 20 blocks and a few
   more, random final lanes counting 0 to BLOCK bytes, the lanes' data
   apart or overlapping in one buffer at any alignment, left as it
   was.  */
#define TEST_LANES_VARIANTS(name, word_t, BLOCK, LANES)			\
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
	    size_t blocks = round < 21 ? round				\
	      : round < 24 ? 40 + test_rand_below(40)			\
	      : test_rand_below(6);					\
	    size_t length = blocks * (BLOCK);				\
	    int shared = round % 3 == 2;				\
	    size_t size = shared ? length + 8 * (LANES) : length;	\
	    uint8_t *bufs[LANES], *copies[LANES];			\
	    const uint8_t *data[LANES];					\
	    word_t expected[LANES][10], state[LANES][10];		\
	    word_t *expected_p[LANES], *state_p[LANES];		\
	    unsigned finals = test_rand_below(1u << (LANES));		\
	    unsigned last_bytes[LANES];					\
	    for (i = 0; i < (LANES); i++)				\
	      {								\
		bufs[i] = NULL;						\
		copies[i] = NULL;					\
		if (!shared || i == 0)					\
		  {							\
		    bufs[i] = test_buf_alloc(size, (unsigned) test_rand_below(64)); \
		    test_rand_fill(size, bufs[i]);			\
		    copies[i] = test_buf_alloc(size, 0);		\
		    memcpy(copies[i], bufs[i], size);			\
		  }							\
		data[i] = shared						\
		  ? bufs[0] + test_rand_below(8 * (LANES) + 1) : bufs[i]; \
		last_bytes[i] = test_rand_below((BLOCK) + 1);		\
		expected_p[i] = expected[i];				\
		state_p[i] = state[i];					\
	      }								\
	    test_rand_fill(sizeof(state), (uint8_t *) state);		\
	    if (round % 4 >= 2)						\
	      for (i = 0; i < (LANES); i++)				\
		state[i][8] = (word_t) -1 - test_rand_below(8 * (BLOCK)); \
	    memcpy(expected, state, sizeof(state));			\
	    ref(expected_p, blocks, data, finals, last_bytes);		\
	    fn(state_p, blocks, data, finals, last_bytes);		\
	    for (i = 0; i < (LANES); i++)				\
	      if (memcmp(state[i], expected[i], sizeof(state[i])) != 0)	\
		FAIL("%s %s: lane %u, %zu blocks%s%s, differs from C",	\
		     #name, v->label, i, blocks,			\
		     finals >> i & 1 ? ", final" : "",			\
		     shared ? " (shared)" : "");			\
	    for (i = 0; i < (LANES); i++)				\
	      if (bufs[i])						\
		{							\
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

TEST_LANES_VARIANTS(blake2b_8compress, uint64_t, 128, 8)
TEST_LANES_VARIANTS(blake2b_4compress, uint64_t, 128, 4)
TEST_LANES_VARIANTS(blake2b_2compress, uint64_t, 128, 2)
TEST_LANES_VARIANTS(blake2s_16compress, uint32_t, 64, 16)
TEST_LANES_VARIANTS(blake2s_8compress, uint32_t, 64, 8)
TEST_LANES_VARIANTS(blake2s_4compress, uint32_t, 64, 4)

/* The lane function, and its lane count, that driver_blake2b_many or
   driver_blake2s_many hands the _many driver (src/blake/blake2.c).  */
static _symcrypt_blake2b_lanes_fn *driver_blake2b_fn;
static _symcrypt_blake2s_lanes_fn *driver_blake2s_fn;
static unsigned driver_lanes;

#define DRIVER_MANY(hash)						\
  static int								\
  driver_##hash##_many(size_t digest_length, size_t key_length,	\
		       const uint8_t *key, size_t n,			\
		       const uint8_t *const *msgs, const size_t *lengths, \
		       uint8_t *digests)				\
  {									\
    return _symcrypt_##hash##_many_in_lanes(driver_##hash##_fn,	\
					    driver_lanes, digest_length, \
					    key_length, key, n, msgs,	\
					    lengths, digests);		\
  }

DRIVER_MANY(blake2b)
DRIVER_MANY(blake2s)

/* The _many driver over every variant of the lane function NAME of
   HASH (LANES lanes), its C twin too, whatever the _many functions
   choose in this build: as test_many_lanes.  */
#define TEST_DRIVER_VARIANTS(hash, name, LANES)				\
  static void								\
  test_##name##_driver(const uint8_t *msg)				\
  {									\
    const struct symcrypt_variant *v;					\
    for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_##name))			\
      {									\
	driver_##hash##_fn = VARIANT_FN(name, v);			\
	driver_lanes = LANES;						\
	test_many_lanes(&hash##_hash, msg, driver_##hash##_many, LANES); \
	if (test_verbose)						\
	  fprintf(stderr, "%s %s: driver ok\n", #name, v->label);	\
      }									\
  }

TEST_DRIVER_VARIANTS(blake2b, blake2b_8compress, 8)
TEST_DRIVER_VARIANTS(blake2b, blake2b_4compress, 4)
TEST_DRIVER_VARIANTS(blake2b, blake2b_2compress, 2)
TEST_DRIVER_VARIANTS(blake2s, blake2s_16compress, 16)
TEST_DRIVER_VARIANTS(blake2s, blake2s_8compress, 8)
TEST_DRIVER_VARIANTS(blake2s, blake2s_4compress, 4)

/* Every variant of the compression function NAME (chaining words and
   counter of WORD_T, blocks of BLOCK bytes) against the C twin: random
   states, counters about to carry into their high word, 0 to 40 blocks
   and a few long runs, with and without the last block, the last
   holding 0 to BLOCK bytes; data at any alignment, left as it was.  */
#define TEST_COMPRESS_VARIANTS(name, word_t, BLOCK)			\
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
	for (round = 0; round < 400; round++)				\
	  {								\
	    size_t blocks = round < 41 ? round				\
	      : round < 45 ? 200 + test_rand_below(64)			\
	      : test_rand_below(41);					\
	    unsigned last = round % 2;					\
	    size_t length = blocks * (BLOCK);				\
	    size_t buffer = length;					\
	    uint8_t *data, *copy;					\
	    word_t expected[10], state[10];				\
	    if (last)							\
	      {								\
		/* The whole blocks before the last, and the last's	\
		   bytes: 0 only when it is alone.  */			\
		size_t rest = test_rand_below((BLOCK) + 1);		\
		if (blocks == 0)					\
		  blocks = 1;						\
		if (rest == 0 && blocks > 1)				\
		  rest = 1;						\
		length = (blocks - 1) * (BLOCK) + rest;			\
		buffer = blocks * (BLOCK);				\
	      }								\
	    data = test_buf_alloc(buffer, round % 64);			\
	    copy = test_buf_alloc(buffer, 0);				\
	    test_rand_fill(buffer, data);				\
	    memcpy(copy, data, buffer);					\
	    test_rand_fill(sizeof(state), (uint8_t *) state);		\
	    if (round % 4 >= 2)						\
	      state[8] = (word_t) -1 - test_rand_below(8 * (BLOCK));	\
	    memcpy(expected, state, sizeof(state));			\
	    ref(expected, length, data, last);				\
	    fn(state, length, data, last);				\
	    if (memcmp(state, expected, sizeof(state)) != 0)		\
	      FAIL("%s %s: %zu bytes%s at alignment %u differ from C",	\
		   #name, v->label, length, last ? ", last" : "",	\
		   round % 64);						\
	    ASSERT_BYTES("data after compression", buffer, data, copy);	\
	    test_buf_free(copy);					\
	    test_buf_free(data);					\
	  }								\
	if (test_verbose)						\
	  fprintf(stderr, "%s %s: ok\n", #name, v->label);		\
      }									\
  }

TEST_COMPRESS_VARIANTS(blake2b_compress, uint64_t, 128)
TEST_COMPRESS_VARIANTS(blake2s_compress, uint32_t, 64)

/* The counter carries into its high word: a state whose low word is
   about to wrap, compressed whole and in two calls, gives the same
   chaining words and counter, and the counter is the sum.  */
static void
test_counter_carry(void)
{
  uint8_t data[4 * 128];
  uint64_t a[10], b[10];
  uint32_t c[10], d[10];
  test_rand_fill(sizeof(data), data);
  test_rand_fill(sizeof(a), (uint8_t *) a);
  a[8] = (uint64_t) -200;
  a[9] = 7;
  memcpy(b, a, sizeof(a));
  _symcrypt_blake2b_compress(a, 4 * 128, data, 0);
  _symcrypt_blake2b_compress(b, 2 * 128, data, 0);
  _symcrypt_blake2b_compress(b, 2 * 128, data + 2 * 128, 0);
  ASSERT(memcmp(a, b, sizeof(a)) == 0);
  ASSERT(a[8] == 312 && a[9] == 8);
  test_rand_fill(sizeof(c), (uint8_t *) c);
  c[8] = (uint32_t) -100;
  c[9] = 0xffffffff;
  memcpy(d, c, sizeof(c));
  _symcrypt_blake2s_compress(c, 3 * 64 + 5, data, 1);
  _symcrypt_blake2s_compress(d, 64, data, 0);
  _symcrypt_blake2s_compress(d, 2 * 64 + 5, data + 64, 1);
  ASSERT(memcmp(c, d, sizeof(c)) == 0);
  ASSERT(c[8] == 97 && c[9] == 0);
}

void
test_main(void)
{
  static const size_t b2b_digest[4] = { 20, 32, 48, 64 };
  static const size_t b2b_in[6] = { 0, 3, 128, 129, 255, 1024 };
  static const size_t b2s_digest[4] = { 16, 20, 28, 32 };
  static const size_t b2s_in[6] = { 0, 3, 64, 65, 255, 1024 };
  const struct b2_hash *hashes[2] = { &blake2b_hash, &blake2s_hash };
  uint8_t *msg = test_buf_alloc(LONGEST_LENGTH + 64, 0);
  unsigned i;

#if !HAVE_LIBB2
  if (getenv("SYMCRYPT_TEST_REQUIRE_LIBB2"))
    FAIL("built without libb2, but SYMCRYPT_TEST_REQUIRE_LIBB2 is set");
  fprintf(stderr, "note: no libb2, its comparisons are skipped\n");
#endif
#if !HAVE_SODIUM
  if (getenv("SYMCRYPT_TEST_REQUIRE_SODIUM"))
    FAIL("built without libsodium, but SYMCRYPT_TEST_REQUIRE_SODIUM is set");
  fprintf(stderr, "note: no libsodium, its comparisons are skipped\n");
#endif

  test_rand_fill(LONGEST_LENGTH + 64, msg);
  test_vectors();
  test_vector_file();
  /* RFC 7693, Appendix E: the expected grand digests.  */
  test_selftest(&blake2b_hash, b2b_digest, b2b_in,
		"C23A7800D98123BD10F506C61E29DA5603D763B8BBAD2E737F5E765A7BCCD475");
  test_selftest(&blake2s_hash, b2s_digest, b2s_in,
		"6A411F08CE25ADCDFB02ABA641451CEC53C598B24F4FC787FBDC88797F4C1DFE");
  test_counter_carry();
  test_blake2b_compress_variants();
  test_blake2s_compress_variants();
  test_blake2b_8compress_variants();
  test_blake2b_4compress_variants();
  test_blake2b_2compress_variants();
  test_blake2s_16compress_variants();
  test_blake2s_8compress_variants();
  test_blake2s_4compress_variants();
  test_blake2b_8compress_driver(msg);
  test_blake2b_4compress_driver(msg);
  test_blake2b_2compress_driver(msg);
  test_blake2s_16compress_driver(msg);
  test_blake2s_8compress_driver(msg);
  test_blake2s_4compress_driver(msg);
  for (i = 0; i < 2; i++)
    {
      test_lengths(hashes[i], msg);
      test_restart(hashes[i], msg);
      test_bad_lengths(hashes[i], msg);
      test_alignment(hashes[i]);
      test_many(hashes[i], msg);
      /* From 2 messages: every lane count of the functions.  */
      test_many_lanes(hashes[i], msg, hashes[i]->many, 2);
    }
  ASSERT(symcrypt_implementation("blake2b") != NULL);
  ASSERT(symcrypt_implementation("blake2s") != NULL);
  test_buf_free(msg);
}
