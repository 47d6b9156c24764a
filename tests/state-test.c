/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* state-test.c -- portable hash and HMAC states: export at every split
   point, import into a dirty context and go on gives the one-call
   digest; a truncated, lengthened or altered string (every field) is
   rejected and leaves the context as it was; a short export buffer is
   not written; pinned strings, built here from the standards' initial
   values, document the format and its byte order.  */
#include "testhash.h"

#define MAX_CTX 1024
#define MAX_STATE 800	/* HMAC-SHA3-224's is 757 */

static const uint8_t hmac_key[] = "a key of some length";

/* Where the running hash starts in the string: after the header, and
   for HMAC after the inner and outer chaining words.  */
static size_t
running_offset(const struct test_state_hash *a)
{
  size_t words = a->state_size - 4 - 9 - a->block_size;
  return a->hmac ? 4 + 2 * (words / 3) : 4;
}


/* A message of 3 blocks and a bit, split at every point: the first
   part hashed, exported, imported into a context full of garbage, the
   rest hashed there; the digest is the one of the whole.  The
   imported context exports the same string.  */
static void
test_split(const struct test_state_hash *a)
{
  uint8_t msg[3 * SYMCRYPT_SHA3_224_BLOCK_SIZE + 17], expected[64], got[64];
  size_t length = 3 * a->block_size + 17, split;
  uint64_t ctx[MAX_CTX / 8], ctx2[MAX_CTX / 8];

  test_rand_fill(length, msg);
  a->start(ctx, sizeof(hmac_key), hmac_key);
  a->update(ctx, length, msg);
  ASSERT_RC(a->digest(ctx, a->digest_size, expected), SYMCRYPT_OK);

  for (split = 0; split <= length; split++)
    {
      uint8_t *state = test_buf_alloc(a->state_size, split % 16);
      uint8_t again[MAX_STATE];
      size_t rest = length - split, piece = test_rand_below(rest + 1);

      a->start(ctx, sizeof(hmac_key), hmac_key);
      a->update(ctx, split, msg);
      ASSERT_RC(a->export(ctx, a->state_size, state), SYMCRYPT_OK);
      test_buf_check(state);
      test_rand_fill(sizeof(ctx2), (uint8_t *) ctx2);
      ASSERT_RC(a->import(ctx2, a->state_size, state), SYMCRYPT_OK);
      ASSERT_RC(a->export(ctx2, sizeof(again), again), SYMCRYPT_OK);
      ASSERT_BYTES("export after import", a->state_size, again, state);
      a->update(ctx2, piece, msg + split);
      a->update(ctx2, rest - piece, msg + split + piece);
      ASSERT_RC(a->digest(ctx2, a->digest_size, got), SYMCRYPT_OK);
      if (memcmp(got, expected, a->digest_size) != 0)
	FAIL("%s: exported after %zu of %zu bytes, imported, finished: "
	     "wrong digest", a->name, split, length);
      test_buf_free(state);
    }

  /* A context that has finished a message exports the state of its
     start: for HMAC the keyed state, ready for the next message.  */
  a->start(ctx, sizeof(hmac_key), hmac_key);
  a->update(ctx, 10, msg);
  ASSERT_RC(a->digest(ctx, a->digest_size, got), SYMCRYPT_OK);
  {
    uint8_t after_digest[MAX_STATE], fresh[MAX_STATE];
    ASSERT_RC(a->export(ctx, sizeof(after_digest), after_digest), SYMCRYPT_OK);
    a->start(ctx2, sizeof(hmac_key), hmac_key);
    ASSERT_RC(a->export(ctx2, sizeof(fresh), fresh), SYMCRYPT_OK);
    ASSERT_BYTES("state after digest", a->state_size, after_digest, fresh);
  }
}

/* An export buffer one byte short (or empty) is not written.  */
static void
test_short_export(const struct test_state_hash *a)
{
  uint64_t ctx[MAX_CTX / 8];
  uint8_t *dst = test_buf_alloc(a->state_size, 0);
  uint8_t *fill = test_buf_alloc(a->state_size, 0);

  a->start(ctx, sizeof(hmac_key), hmac_key);
  a->update(ctx, 5, (const uint8_t *) "12345");
  ASSERT_RC(a->export(ctx, a->state_size - 1, dst), SYMCRYPT_EINVAL);
  ASSERT_RC(a->export(ctx, 0, dst), SYMCRYPT_EINVAL);
  ASSERT_BYTES("export buffer after EINVAL", a->state_size, dst, fill);
  test_buf_check(dst);
  test_buf_free(fill);
  test_buf_free(dst);
}

/* SRC (LENGTH bytes) is rejected, and a context holding a message
   in progress is left exactly as it was.  */
static void
expect_reject(const struct test_state_hash *a, const char *what, size_t length,
	      const uint8_t *src)
{
  uint64_t ctx[MAX_CTX / 8], saved[MAX_CTX / 8];
  test_rand_fill(sizeof(ctx), (uint8_t *) ctx);
  a->start(ctx, sizeof(hmac_key), hmac_key);
  a->update(ctx, 7, (const uint8_t *) "pending");
  memcpy(saved, ctx, sizeof(ctx));
  if (a->import(ctx, length, src) != SYMCRYPT_EINVAL)
    FAIL("%s: import accepted %s", a->name, what);
  if (memcmp(ctx, saved, sizeof(ctx)) != 0)
    FAIL("%s: rejected import of %s changed the context", a->name, what);
}

/* A well-formed string of the message MSG of LENGTH bytes.  */
static void
make_state(const struct test_state_hash *a, size_t length, const uint8_t *msg,
	   uint8_t *state)
{
  uint64_t ctx[MAX_CTX / 8];
  a->start(ctx, sizeof(hmac_key), hmac_key);
  a->update(ctx, length, msg);
  ASSERT_RC(a->export(ctx, a->state_size, state), SYMCRYPT_OK);
}

static void
put_be64(uint8_t *p, uint64_t x)
{
  unsigned i;
  for (i = 0; i < 8; i++)
    p[i] = (uint8_t) (x >> (56 - 8 * i));
}

static void
test_reject(const struct test_state_hash *a)
{
  uint8_t msg[300], good[MAX_STATE + 1], bad[MAX_STATE + 1];
  size_t r = running_offset(a), size = a->state_size, i;
  size_t buffered = 5, length = a->block_size + buffered;
  size_t block = r + 9 + test_state_words_size(a);
  uint64_t bytes = (a->hmac ? a->block_size : 0) + length;
  unsigned v;

  test_rand_fill(sizeof(msg), msg);
  make_state(a, length, msg, good);
  good[size] = 0;
  /* The unaltered string is fine.  */
  {
    uint64_t ctx[MAX_CTX / 8];
    ASSERT_RC(a->import(ctx, size, good), SYMCRYPT_OK);
  }
  /* The layout is the documented one.  */
  ASSERT(good[0] == 0x53 && good[1] == 1 && good[2] == (a->hmac ? 2 : 1)
	 && good[3] == a->id);
  put_be64(bad, bytes);
  ASSERT_BYTES("byte count", 8, good + r, bad);
  ASSERT(good[r + 8] == buffered);
  ASSERT_BYTES("buffered bytes", buffered, good + block, msg + a->block_size);

  /* Truncated, and one byte too long.  */
  for (i = 0; i < size; i++)
    expect_reject(a, "a truncated string", i, good);
  expect_reject(a, "a string with a byte more", size + 1, good);

  /* The header: every other magic, version, kind and algorithm.  */
  for (i = 0; i < 4; i++)
    for (v = 0; v < 256; v++)
      if (v != good[i])
	{
	  memcpy(bad, good, size);
	  bad[i] = (uint8_t) v;
	  expect_reject(a, "an altered header", size, bad);
	}

  /* Buffered bytes: a block or more, or not the count mod the block
     size.  */
  for (v = 0; v < 256; v++)
    if (v != buffered)
      {
	memcpy(bad, good, size);
	bad[r + 8] = (uint8_t) v;
	expect_reject(a, "a wrong buffered length", size, bad);
      }
  /* The byte count: inconsistent with the buffer, too large for the
     padding, or (HMAC) less than the key block.  */
  memcpy(bad, good, size);
  put_be64(bad + r, bytes + 1);
  expect_reject(a, "a byte count off by one", size, bad);
  if (a->max_bytes != UINT64_MAX)
    {
      memcpy(bad, good, size);
      put_be64(bad + r, (a->max_bytes + 1) + buffered);
      expect_reject(a, "a byte count past the limit", size, bad);
      /* The largest count is fine.  */
      put_be64(bad + r, a->max_bytes + 1 - a->block_size + buffered);
      {
	uint64_t ctx[MAX_CTX / 8];
	ASSERT_RC(a->import(ctx, size, bad), SYMCRYPT_OK);
      }
    }
  if (a->hmac)
    {
      memcpy(bad, good, size);
      put_be64(bad + r, buffered);
      expect_reject(a, "a count without the key block", size, bad);
    }
  /* Anything but zero after the buffered bytes.  */
  for (i = buffered; i < a->block_size; i++)
    {
      memcpy(bad, good, size);
      bad[block + i] = (uint8_t) (1 + test_rand_below(255));
      expect_reject(a, "a non-zero byte after the buffer", size, bad);
    }
}

/* The same message in another algorithm of the same sizes is refused:
   SHA-384's string is not SHA-512's.  */
static void
test_cross(void)
{
  size_t i, j;
  for (i = 0; i < TEST_N_STATE_HASHES; i++)
    {
      uint8_t state[MAX_STATE];
      make_state(&test_state_hashes[i], 3, (const uint8_t *) "abc", state);
      for (j = 0; j < TEST_N_STATE_HASHES; j++)
	if (j != i)
	  expect_reject(&test_state_hashes[j], "another algorithm's state",
			test_state_hashes[i].state_size, state);
    }
}

/* Pinned strings: after "abc" a hash has compressed nothing, so its
   chaining words are the standard's initial values, and the format
   puts them in big-endian order (MD5's too, although its digest is
   little-endian).  The hex is written from FIPS 180-4 (5.3.3, 5.3.5)
   and RFC 1321 (3.3), not from the library.  */
static const struct test_state_hash *
find(const char *name)
{
  unsigned i;
  for (i = 0; i < TEST_N_STATE_HASHES; i++)
    if (strcmp(test_state_hashes[i].name, name) == 0)
      return &test_state_hashes[i];
  FAIL("no state hash %s", name);
}

/* Five zero lanes.  */
#define ZERO_ROW " 0000000000000000 0000000000000000 0000000000000000" \
  " 0000000000000000 0000000000000000"

static void
test_pinned(void)
{
  static const char abc_zeros[] = "616263";
  struct
  {
    const char *name;
    const char *head;		/* up to the block buffer */
  } cases[] = {
    { "md5", "53 01 01 01  0000000000000003 03"
      " 67452301 efcdab89 98badcfe 10325476" },
    { "sha256", "53 01 01 04  0000000000000003 03"
      " 6a09e667 bb67ae85 3c6ef372 a54ff53a 510e527f 9b05688c 1f83d9ab 5be0cd19" },
    { "sha512", "53 01 01 06  0000000000000003 03"
      " 6a09e667f3bcc908 bb67ae8584caa73b 3c6ef372fe94f82b a54ff53a5f1d36f1"
      " 510e527fade682d1 9b05688c2b3e6c1f 1f83d9abfb41bd6b 5be0cd19137e2179" },
    /* SHA-3 starts from the state of zeros (FIPS 202, 4).  */
    { "sha3_256", "53 01 01 0a  0000000000000003 03"
      ZERO_ROW ZERO_ROW ZERO_ROW ZERO_ROW ZERO_ROW },
  };
  size_t i;

  for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
    {
      const struct test_state_hash *a = find(cases[i].name);
      const struct tstring *head = SHEX(cases[i].head);
      uint8_t expected[MAX_STATE], got[MAX_STATE];
      uint64_t ctx[MAX_CTX / 8];

      memset(expected, 0, sizeof(expected));
      memcpy(expected, head->data, head->length);
      memcpy(expected + head->length, SHEX(abc_zeros)->data, 3);
      ASSERT(head->length + a->block_size == a->state_size);
      make_state(a, 3, (const uint8_t *) "abc", got);
      ASSERT_BYTES(a->name, a->state_size, got, expected);
      /* Imported and finished, it is the digest of "abc".  */
      ASSERT_RC(a->import(ctx, a->state_size, expected), SYMCRYPT_OK);
      {
	uint8_t d1[64], d2[64];
	ASSERT_RC(a->digest(ctx, a->digest_size, d1), SYMCRYPT_OK);
	a->start(ctx, sizeof(hmac_key), hmac_key);
	a->update(ctx, 3, (const uint8_t *) "abc");
	ASSERT_RC(a->digest(ctx, a->digest_size, d2), SYMCRYPT_OK);
	ASSERT_BYTES("digest of an imported pinned state", a->digest_size, d1, d2);
      }
    }
}

/* An HMAC-SHA256 state is its header, the hash states after the key
   XOR ipad and after the key XOR opad (as the hash exports them), and
   the running hash of the key block and the message (RFC 2104).  */
static void
test_hmac_layout(void)
{
  struct symcrypt_hmac_sha256_ctx hmac;
  struct symcrypt_sha256_ctx hash;
  uint8_t pad[64], got[SYMCRYPT_HMAC_SHA256_STATE_SIZE];
  uint8_t part[SYMCRYPT_SHA256_STATE_SIZE];
  const uint8_t *msg = (const uint8_t *) "The quick brown fox";
  size_t i;

  symcrypt_hmac_sha256_set_key(&hmac, sizeof(hmac_key), hmac_key);
  symcrypt_hmac_sha256_update(&hmac, 19, msg);
  ASSERT_RC(symcrypt_hmac_sha256_export(&hmac, sizeof(got), got), SYMCRYPT_OK);
  ASSERT_BYTES("hmac header", 4, got, SHEX("53010204")->data);

  for (i = 0; i < 64; i++)
    pad[i] = (uint8_t) ((i < sizeof(hmac_key) ? hmac_key[i] : 0) ^ 0x36);
  symcrypt_sha256_init(&hash);
  symcrypt_sha256_update(&hash, 64, pad);
  ASSERT_RC(symcrypt_sha256_export(&hash, sizeof(part), part), SYMCRYPT_OK);
  ASSERT_BYTES("inner chaining words", 32, got + 4, part + 13);
  symcrypt_sha256_update(&hash, 19, msg);
  ASSERT_RC(symcrypt_sha256_export(&hash, sizeof(part), part), SYMCRYPT_OK);
  ASSERT_BYTES("running hash", sizeof(part) - 4, got + 4 + 64, part + 4);

  for (i = 0; i < 64; i++)
    pad[i] = (uint8_t) ((i < sizeof(hmac_key) ? hmac_key[i] : 0) ^ 0x5c);
  symcrypt_sha256_init(&hash);
  symcrypt_sha256_update(&hash, 64, pad);
  ASSERT_RC(symcrypt_sha256_export(&hash, sizeof(part), part), SYMCRYPT_OK);
  ASSERT_BYTES("outer chaining words", 32, got + 4 + 32, part + 13);
}

void
test_main(void)
{
  size_t i;

  for (i = 0; i < TEST_N_STATE_HASHES; i++)
    {
      ASSERT(test_state_hashes[i].state_size <= MAX_STATE);
      test_split(&test_state_hashes[i]);
      test_short_export(&test_state_hashes[i]);
      test_reject(&test_state_hashes[i]);
      if (test_verbose)
	fprintf(stderr, "%s: ok\n", test_state_hashes[i].name);
    }
  test_cross();
  test_pinned();
  test_hmac_layout();
}
