/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* tzhash-test.c -- the Tillich-Zémor hash: vectors written by the
   reference Go package (tests/tzhash-vectors.txt, from
   tests/tzhash-gen), concat over random splits, validate, bad digests,
   subtraction of a prefix or a suffix (also against the reference),
   every variant of the hash loops against the C twins, and the
   sliced path of long inputs against one chain.  */
#include "testutils.h"
#include "variants.h"
#include "tz/tzhash-internal.h"

typedef void tz_mul_bytes_fn(uint64_t *, size_t, const uint8_t *);
typedef void tz_mul_chains_fn(uint64_t *, size_t, const uint8_t *);
typedef void tz_matrix_mul_fn(uint64_t *, const uint64_t *, const uint64_t *);

/* The generator of the pseudo-random vector inputs, as described in
   the header of the vector file.  */
static void
prng_bytes(uint64_t seed, size_t length, uint8_t *data)
{
  uint64_t x = seed, w = 0;
  size_t i;
  for (i = 0; i < length; i++)
    {
      if (i % 8 == 0)
	{
	  x ^= x >> 12;
	  x ^= x << 25;
	  x ^= x >> 27;
	  w = x * 0x2545f4914f6cdd1dULL;
	}
      data[i] = (uint8_t) (w >> 8 * (i % 8));
    }
}

/* The digest of DATA through variant FN, from a fresh state.  */
static void
variant_digest(tz_mul_bytes_fn *fn, size_t length, const uint8_t *data,
	       uint8_t *digest)
{
  uint64_t state[8];
  _symcrypt_tz_identity(state);
  if (length > 0)
    fn(state, length, data);
  _symcrypt_tz_write(digest, state);
}

/* DATA must hash to EXPECTED in one call, in pieces, and through every
   variant, at an odd alignment.  */
static void
check_message(size_t length, const uint8_t *data, const uint8_t *expected)
{
  struct symcrypt_tz_ctx ctx;
  const struct symcrypt_variant *v;
  uint8_t digest[SYMCRYPT_TZ_DIGEST_SIZE];
  uint8_t *buf = test_buf_alloc(length, (unsigned) (length % 64));
  size_t done, piece;

  memcpy(buf, data, length);
  symcrypt_tz_init(&ctx);
  symcrypt_tz_update(&ctx, length, buf);
  symcrypt_tz_digest(&ctx, digest);
  ASSERT_BYTES("tz digest", sizeof(digest), digest, expected);

  /* The context was re-initialized; now feed uneven pieces.  */
  for (done = 0; done < length; done += piece)
    {
      piece = 1 + test_rand_below(length / 3 + 1);
      if (piece > length - done)
	piece = length - done;
      symcrypt_tz_update(&ctx, piece, buf + done);
    }
  symcrypt_tz_digest(&ctx, digest);
  ASSERT_BYTES("tz digest in pieces", sizeof(digest), digest, expected);

  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_tz_mul_bytes))
    {
      variant_digest(VARIANT_FN(tz_mul_bytes, v), length, buf, digest);
      if (memcmp(digest, expected, sizeof(digest)) != 0)
	fprintf(stderr, "variant %s, length %zu:\n", v->label, length);
      ASSERT_BYTES("tz variant digest", sizeof(digest), digest, expected);
    }
  test_buf_check(buf);
  test_buf_free(buf);
}

static void
test_vectors(void)
{
  char path[4096], line[2000];
  unsigned counts[3] = { 0, 0, 0 };
  FILE *f;

  f = test_open_data("tzhash-vectors.txt", path, sizeof(path));
  while (fgets(line, sizeof(line), f))
    {
      char *words[12];
      unsigned n = 0;
      char *p = strtok(line, " \n");
      if (!p || *p == '#')
	continue;
      while (p && n < 12)
	{
	  words[n++] = p;
	  p = strtok(NULL, " \n");
	}
      ASSERT(!p);
      if (strcmp(words[0], "m") == 0 && n == 3)
	{
	  const struct tstring *msg = SHEX(strcmp(words[1], "-") ? words[1] : "");
	  const struct tstring *digest = SHEX(words[2]);
	  ASSERT(digest->length == SYMCRYPT_TZ_DIGEST_SIZE);
	  check_message(msg->length, msg->data, digest->data);
	  counts[0]++;
	}
      else if (strcmp(words[0], "r") == 0 && n == 4)
	{
	  size_t length = strtoul(words[2], NULL, 10);
	  uint8_t *msg = malloc(length);
	  const struct tstring *digest = SHEX(words[3]);
	  ASSERT(msg && digest->length == SYMCRYPT_TZ_DIGEST_SIZE);
	  prng_bytes(strtoull(words[1], NULL, 10), length, msg);
	  check_message(length, msg, digest->data);
	  free(msg);
	  counts[1]++;
	}
      else if (strcmp(words[0], "c") == 0 && n >= 3
	       && n == 3 + strtoul(words[1], NULL, 10))
	{
	  size_t parts = n - 3, i;
	  uint8_t *all = malloc(64 * parts), digest[64];
	  const struct tstring *expected = SHEX(words[n - 1]);
	  ASSERT(all && expected->length == 64);
	  for (i = 0; i < parts; i++)
	    {
	      const struct tstring *d = SHEX(words[2 + i]);
	      ASSERT(d->length == 64);
	      memcpy(all + 64 * i, d->data, 64);
	    }
	  ASSERT_RC(symcrypt_tz_concat(parts, all, digest), SYMCRYPT_OK);
	  ASSERT_BYTES("tz concat", 64, digest, expected->data);
	  ASSERT_RC(symcrypt_tz_validate(expected->data, parts, all), SYMCRYPT_OK);
	  digest[63] ^= 1;
	  ASSERT_RC(symcrypt_tz_validate(digest, parts, all), SYMCRYPT_EAUTH);
	  free(all);
	  counts[2]++;
	}
      else
	FAIL("bad line in %s: %s", path, words[0]);
    }
  fclose(f);
  /* Empty input, lengths 1..64, patterns; long inputs; concat.  */
  ASSERT(counts[0] >= 65 && counts[1] >= 5 && counts[2] >= 5);
}

/* Vectors from the reference package's own tests (tz/hash_test.go).  */
static void
test_reference_cases(void)
{
  check_message(1, SHEX("00")->data, SHEX(
    "00000000000000000000000000000151000000000000000000000000000000800000000000000000000000000000008000000000000000000000000000000051")->data);
  check_message(18, SHEX("04080f10172aff007f41207b2a2dc9d2d5f4")->data, SHEX(
    "4db8a8e253903c70ab0efb65fe6de05a36d1dc9f567a147152d0148a86817b2062908d9b026a506007c1118e86901b672a39317c55ee3c10ac8efafa79efe8ee")->data);
}

/* A random message split into 2..8 chunks: the concat of the chunks'
   digests is the whole digest, and validate agrees.  */
static void
test_concat_splits(void)
{
  unsigned round;
  for (round = 0; round < 60; round++)
    {
      size_t length = test_rand_below(3000);
      unsigned parts = 2 + (unsigned) test_rand_below(7), i;
      uint8_t *msg = malloc(length + 1);
      uint8_t digests[8 * 64], whole[64], joined[64];
      size_t cut[9];
      struct symcrypt_tz_ctx ctx;

      ASSERT(msg);
      test_rand_fill(length, msg);
      symcrypt_tz_init(&ctx);
      symcrypt_tz_update(&ctx, length, msg);
      symcrypt_tz_digest(&ctx, whole);

      /* Sorted random cuts; empty chunks are allowed.  */
      cut[0] = 0;
      cut[parts] = length;
      for (i = 1; i < parts; i++)
	{
	  size_t c = test_rand_below(length + 1), j = i;
	  while (j > 1 && cut[j - 1] > c)
	    {
	      cut[j] = cut[j - 1];
	      j--;
	    }
	  cut[j] = c;
	}
      for (i = 0; i < parts; i++)
	{
	  symcrypt_tz_update(&ctx, cut[i + 1] - cut[i], msg + cut[i]);
	  symcrypt_tz_digest(&ctx, digests + 64 * i);
	}
      ASSERT_RC(symcrypt_tz_concat(parts, digests, joined), SYMCRYPT_OK);
      ASSERT_BYTES("tz concat of chunks", 64, joined, whole);
      ASSERT_RC(symcrypt_tz_validate(whole, parts, digests), SYMCRYPT_OK);

      /* A changed chunk digest; the last chunk left out, which only an
	 empty last chunk (the identity) allows.  */
      {
	size_t at = 64 * test_rand_below(parts) + 16 * test_rand_below(4) + 15;
	digests[at] ^= 2;
	ASSERT_RC(symcrypt_tz_validate(whole, parts, digests), SYMCRYPT_EAUTH);
	digests[at] ^= 2;
      }
      ASSERT_RC(symcrypt_tz_validate(whole, parts, digests), SYMCRYPT_OK);
      ASSERT_RC(symcrypt_tz_validate(whole, parts - 1, digests),
		cut[parts - 1] == length ? SYMCRYPT_OK : SYMCRYPT_EAUTH);
      free(msg);
    }
}

/* Subtraction: a random message cut at a random point; the digest of
   either piece from the whole and the other, also in place.  */
static void
test_subtract_splits(void)
{
  unsigned round;
  for (round = 0; round < 40; round++)
    {
      size_t length = test_rand_below(2000);
      size_t cut = test_rand_below(length + 1);
      uint8_t *msg = malloc(length + 1);
      uint8_t whole[64], prefix[64], suffix[64], rest[64], copy[64];
      struct symcrypt_tz_ctx ctx;

      ASSERT(msg);
      test_rand_fill(length, msg);
      symcrypt_tz_init(&ctx);
      symcrypt_tz_update(&ctx, length, msg);
      symcrypt_tz_digest(&ctx, whole);
      symcrypt_tz_update(&ctx, cut, msg);
      symcrypt_tz_digest(&ctx, prefix);
      symcrypt_tz_update(&ctx, length - cut, msg + cut);
      symcrypt_tz_digest(&ctx, suffix);

      ASSERT_RC(symcrypt_tz_subtract_left(whole, prefix, rest), SYMCRYPT_OK);
      ASSERT_BYTES("tz whole minus prefix", 64, rest, suffix);
      ASSERT_RC(symcrypt_tz_subtract_right(whole, suffix, rest), SYMCRYPT_OK);
      ASSERT_BYTES("tz whole minus suffix", 64, rest, prefix);

      /* In place, over either input.  */
      memcpy(copy, whole, 64);
      ASSERT_RC(symcrypt_tz_subtract_left(copy, prefix, copy), SYMCRYPT_OK);
      ASSERT_BYTES("tz subtract_left in place", 64, copy, suffix);
      memcpy(copy, suffix, 64);
      ASSERT_RC(symcrypt_tz_subtract_right(whole, copy, copy), SYMCRYPT_OK);
      ASSERT_BYTES("tz subtract_right in place", 64, copy, prefix);
      free(msg);
    }
}

/* The reference package's SubtractL and SubtractR on the digests of
   "Tillich-Zemor" and its halves, and on two matrices that are no
   digest (determinant not 1), which the general inverse handles as
   the reference does.  Printed by tests/tzhash-gen/subtract with
   github.com/nspcc-dev/tzhash v1.8.0.  Then the errors: a top bit set
   in either input, a known part without an inverse; nothing written.  */
static void
test_subtract_reference(void)
{
  const uint8_t *m = SHEX(
    "00000000000000000000000000000003" "00000000000000000000000000000005"
    "00000000000000000000000000000007" "0000000000000000000000000000000b")->data;
  const uint8_t *n = SHEX(
    "0123456789abcdef0123456789abcdef" "00000000000000000000000000000002"
    "7edcba98765432100123456789abcdef" "00000000000000000000000000000013")->data;
  /* det 0: [[1, 1], [1, 1]], and the zero matrix.  */
  const uint8_t *singular[2];
  uint8_t whole[64], prefix[64], suffix[64], rest[64], saved[64], bad[64];
  struct symcrypt_tz_ctx ctx;
  unsigned i, which;

  singular[0] = SHEX(
    "00000000000000000000000000000001" "00000000000000000000000000000001"
    "00000000000000000000000000000001" "00000000000000000000000000000001")->data;
  singular[1] = SHEX(
    "00000000000000000000000000000000" "00000000000000000000000000000000"
    "00000000000000000000000000000000" "00000000000000000000000000000000")->data;

  symcrypt_tz_init(&ctx);
  symcrypt_tz_update(&ctx, 13, (const uint8_t *) "Tillich-Zemor");
  symcrypt_tz_digest(&ctx, whole);
  symcrypt_tz_update(&ctx, 8, (const uint8_t *) "Tillich-");
  symcrypt_tz_digest(&ctx, prefix);
  symcrypt_tz_update(&ctx, 5, (const uint8_t *) "Zemor");
  symcrypt_tz_digest(&ctx, suffix);
  ASSERT_RC(symcrypt_tz_subtract_left(whole, prefix, rest), SYMCRYPT_OK);
  ASSERT_BYTES("tz SubtractL", 64, rest, SHEX(
    "0000000000000000000001bc03fc4c5f0000000000000000000000aa542e4e25"
    "0000000000000000000000ee502a1a640000000000000000000000420382523f")->data);
  ASSERT_RC(symcrypt_tz_subtract_right(whole, suffix, rest), SYMCRYPT_OK);
  ASSERT_BYTES("tz SubtractR", 64, rest, SHEX(
    "0000000000000001eabcbe2b22b898a70000000000000001310c03da1fe502e2"
    "0000000000000000cef5fda4781c9b040000000000000000bba8ba6f22bd9da3")->data);
  ASSERT_RC(symcrypt_tz_subtract_left(n, m, rest), SYMCRYPT_OK);
  ASSERT_BYTES("tz SubtractL of no digest", 64, rest, SHEX(
    "42a7b6126bcedf7b82a7b6126bcedf7b3fffffffffffffffc00000000000001c"
    "3e3d86450ecd76b581c279baf132894a3fffffffffffffffc00000000000000b")->data);
  ASSERT_RC(symcrypt_tz_subtract_right(n, m, rest), SYMCRYPT_OK);
  ASSERT_BYTES("tz SubtractR of no digest", 64, rest, SHEX(
    "3ceaae39d94f0b9c431551c626b0f46141b2e7d44d7e2b18c1b2e7d44d7e2b19"
    "1640049373e5a1377ceaae39d94f0b8941b2e7d44d7e2b1801b2e7d44d7e2b11")->data);

  test_rand_fill(sizeof(saved), saved);
  for (which = 0; which < 2; which++)
    {
      int (*fn)(const uint8_t *, const uint8_t *, uint8_t *)
	= which ? symcrypt_tz_subtract_right : symcrypt_tz_subtract_left;
      for (i = 0; i < 8; i++)
	{
	  /* A top bit in entry i % 4 of the whole or of the part.  */
	  memcpy(rest, saved, 64);
	  memcpy(bad, i < 4 ? whole : prefix, 64);
	  bad[16 * (i % 4)] |= 0x80;
	  ASSERT_RC(fn(i < 4 ? bad : whole, i < 4 ? prefix : bad, rest),
		    SYMCRYPT_EINVAL);
	  ASSERT_BYTES("tz subtract wrote on error", 64, rest, saved);
	}
      for (i = 0; i < 2; i++)
	{
	  memcpy(rest, saved, 64);
	  ASSERT_RC(fn(whole, singular[i], rest), SYMCRYPT_EINVAL);
	  ASSERT_BYTES("tz subtract wrote on error", 64, rest, saved);
	}
      /* A singular whole is fine: the known part is inverted.  */
      ASSERT_RC(fn(singular[0], prefix, rest), SYMCRYPT_OK);
    }
}

/* Zero digests, top bits set, and nothing written on error.  */
static void
test_edge_cases(void)
{
  static const uint8_t identity_hex[] =
    "00000000000000000000000000000001" "00000000000000000000000000000000"
    "00000000000000000000000000000000" "00000000000000000000000000000001";
  const uint8_t *identity = SHEX((const char *) identity_hex)->data;
  uint8_t digests[3 * 64], out[64], saved[64];
  struct symcrypt_tz_ctx ctx;
  unsigned entry;

  ASSERT_RC(symcrypt_tz_concat(0, NULL, out), SYMCRYPT_OK);
  ASSERT_BYTES("tz concat of nothing", 64, out, identity);
  symcrypt_tz_init(&ctx);
  symcrypt_tz_update(&ctx, 0, NULL);
  symcrypt_tz_digest(&ctx, out);
  ASSERT_BYTES("tz empty message", 64, out, identity);
  ASSERT_RC(symcrypt_tz_validate(identity, 0, NULL), SYMCRYPT_EINVAL);
  ASSERT_RC(symcrypt_tz_validate(identity, 1, identity), SYMCRYPT_OK);

  for (entry = 0; entry < 12; entry++)
    {
      test_rand_fill(sizeof(digests), digests);
      digests[0] &= 0x7f; digests[16] &= 0x7f; digests[32] &= 0x7f;
      digests[48] &= 0x7f; digests[64] &= 0x7f; digests[80] &= 0x7f;
      digests[96] &= 0x7f; digests[112] &= 0x7f; digests[128] &= 0x7f;
      digests[144] &= 0x7f; digests[160] &= 0x7f; digests[176] &= 0x7f;
      ASSERT_RC(symcrypt_tz_concat(3, digests, out), SYMCRYPT_OK);
      ASSERT_RC(symcrypt_tz_validate(out, 3, digests), SYMCRYPT_OK);
      /* A set top bit in any entry of any digest.  */
      digests[16 * entry] |= 0x80;
      test_rand_fill(sizeof(saved), saved);
      memcpy(out, saved, sizeof(out));
      ASSERT_RC(symcrypt_tz_concat(3, digests, out), SYMCRYPT_EINVAL);
      ASSERT_BYTES("tz concat wrote on error", 64, out, saved);
      ASSERT_RC(symcrypt_tz_validate(identity, 3, digests), SYMCRYPT_EINVAL);
      digests[16 * entry] &= 0x7f;
      if (entry < 4)
	{
	  ASSERT_RC(symcrypt_tz_concat(3, digests, out), SYMCRYPT_OK);
	  out[16 * entry] |= 0x80;
	  ASSERT_RC(symcrypt_tz_validate(out, 3, digests), SYMCRYPT_EINVAL);
	}
    }
}

/* A random matrix as the state: entries with the top bit clear, or,
   when FULL, any words (every variant reduces bit 127 alike).  */
static void
random_state(uint64_t *state, int full)
{
  unsigned i;
  for (i = 0; i < 8; i++)
    state[i] = test_rand() >> (full ? 0 : i % 2);
}

/* Each variant against the C twin from random states: every length
   0..300 (all the block tails), then long inputs (up to 70,000 bytes,
   in the short run 7,000: the C twin takes nearly all of the
   program's time under valgrind); random alignments; the state
   carried across up to four calls of random sizes.  */
static void
test_variants(void)
{
  const struct symcrypt_variant *v;
  tz_mul_bytes_fn *ref = VARIANT_FN(tz_mul_bytes,
				    test_variant_c(SYMCRYPT_FN_tz_mul_bytes));
  size_t longest = test_short() ? 7000 : 70000;

  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_tz_mul_bytes))
    {
      tz_mul_bytes_fn *fn = VARIANT_FN(tz_mul_bytes, v);
      unsigned round;
      for (round = 0; round < 311; round++)
	{
	  size_t length = round <= 300 ? round : 301 + test_rand_below(longest);
	  uint8_t *data = test_buf_alloc(length, (unsigned) test_rand_below(64));
	  uint64_t state[8], expected[8];
	  size_t done, piece;
	  unsigned calls = 0;

	  test_rand_fill(length, data);
	  random_state(state, round % 2);
	  memcpy(expected, state, sizeof(state));
	  ref(expected, length, data);
	  for (done = 0; done < length; done += piece, calls++)
	    {
	      piece = calls < 3 ? test_rand_below(length - done + 1)
		: length - done;
	      fn(state, piece, data + done);
	    }
	  if (memcmp(state, expected, sizeof(state)) != 0)
	    fprintf(stderr, "variant %s, length %zu\n", v->label, length);
	  ASSERT_BYTES("tz variant state", sizeof(state),
		       (const uint8_t *) state, (const uint8_t *) expected);
	  test_buf_check(data);
	  test_buf_free(data);
	}
    }
}

/* Each variant of tz_mul_chains against the C tz_mul_bytes on each
   slice, from random states: slice lengths 0..20 units, then long
   ones; random alignments.  */
static void
test_chain_variants(void)
{
  const struct symcrypt_variant *v;

  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_tz_mul_chains))
    {
      tz_mul_chains_fn *fn = VARIANT_FN(tz_mul_chains, v);
      unsigned round;
      for (round = 0; round < 30; round++)
	{
	  size_t units = round <= 20 ? round : test_rand_below(400);
	  size_t slice = units * TZ_CHAIN_UNIT;
	  uint8_t *data = test_buf_alloc(TZ_CHAINS * slice,
					 (unsigned) test_rand_below(64));
	  uint64_t states[TZ_CHAINS * 8], expected[TZ_CHAINS * 8];
	  unsigned i;

	  test_rand_fill(TZ_CHAINS * slice, data);
	  for (i = 0; i < TZ_CHAINS; i++)
	    random_state(states + 8 * i, (round + i) % 2);
	  memcpy(expected, states, sizeof(states));
	  for (i = 0; i < TZ_CHAINS; i++)
	    _symcrypt_tz_mul_bytes_c(expected + 8 * i, slice, data + i * slice);
	  fn(states, slice, data);
	  if (memcmp(states, expected, sizeof(states)) != 0)
	    fprintf(stderr, "variant %s, slice %zu\n", v->label, slice);
	  ASSERT_BYTES("tz chains state", sizeof(states),
		       (const uint8_t *) states, (const uint8_t *) expected);
	  test_buf_check(data);
	  test_buf_free(data);
	}
    }
}

/* Each variant of tz_matrix_mul against the C twin: random matrices,
   reduced or any words (both reduce alike), the result apart, in
   place of A and in place of B, at 8-byte alignments.  */
static void
test_matrix_variants(void)
{
  const struct symcrypt_variant *v;

  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_tz_matrix_mul))
    {
      tz_matrix_mul_fn *fn = VARIANT_FN(tz_matrix_mul, v);
      unsigned round;
      for (round = 0; round < 3000; round++)
	{
	  uint64_t buf[3 * 8 + 2], expected[8];
	  unsigned shift = round / 3 % 3;
	  uint64_t *a = buf + shift, *b = a + 8, *r = b + 8;

	  random_state(a, round % 4 == 3);
	  random_state(b, round % 4 == 3);
	  _symcrypt_tz_matrix_mul_c(expected, a, b);
	  switch (round % 3)
	    {
	    case 0:
	      fn(r, a, b);
	      break;
	    case 1:
	      fn(a, a, b);
	      r = a;
	      break;
	    default:
	      fn(b, a, b);
	      r = b;
	      break;
	    }
	  if (memcmp(r, expected, sizeof(expected)) != 0)
	    fprintf(stderr, "variant %s, round %u\n", v->label, round);
	  ASSERT_BYTES("tz matrix product", sizeof(expected),
		       (const uint8_t *) r, (const uint8_t *) expected);
	}
    }
}

/* The digest of DATA through the C loop, one chain.  */
static void
one_chain_digest(size_t length, const uint8_t *data, uint8_t *digest)
{
  variant_digest(_symcrypt_tz_mul_bytes_c, length, data, digest);
}

/* symcrypt_tz_update, which slices inputs of TZ_CHAINS_MIN (192)
   bytes and more, against one chain: every length up to 4 KiB and on
   for two rounds of slice units (every tail of the sliced path, many
   slice lengths) in one call, then random
   lengths up to 1 MB in random pieces (cut anywhere: inside a slice,
   inside a unit).  The short run stops the lengths in one call at
   1 KiB and two rounds of units (every tail still, at six slice
   lengths or more), and tries a quarter of the random lengths.  */
static void
test_update_lengths(void)
{
  size_t max = 1 << 20, length;
  size_t last = (test_short() ? 1024 : 4096) + 2 * TZ_CHAINS * TZ_CHAIN_UNIT;
  uint8_t *data = malloc(max);
  uint8_t digest[64], expected[64];
  struct symcrypt_tz_ctx ctx;
  unsigned round;

  ASSERT(data);
  test_rand_fill(max, data);
  for (length = 0; length <= last; length++)
    {
      symcrypt_tz_init(&ctx);
      symcrypt_tz_update(&ctx, length, data + length % 7);
      symcrypt_tz_digest(&ctx, digest);
      one_chain_digest(length, data + length % 7, expected);
      ASSERT_BYTES("tz update, one call", 64, digest, expected);
    }
  for (round = 0; round < test_trials(8); round++)
    {
      size_t done, piece;
      length = round == 0 ? max : TZ_CHAINS_MIN + test_rand_below(max - TZ_CHAINS_MIN);
      for (done = 0; done < length; done += piece)
	{
	  /* Mostly long pieces, which take the sliced path.  */
	  piece = test_rand_below(4) ? test_rand_below(length / 2 + 1)
	    : test_rand_below(200);
	  if (piece > length - done)
	    piece = length - done;
	  symcrypt_tz_update(&ctx, piece, data + done);
	}
      symcrypt_tz_digest(&ctx, digest);
      one_chain_digest(length, data, expected);
      ASSERT_BYTES("tz update in pieces", 64, digest, expected);
    }
  free(data);
}

void
test_main(void)
{
  test_vectors();
  test_reference_cases();
  test_edge_cases();
  test_concat_splits();
  test_subtract_splits();
  test_subtract_reference();
  test_variants();
  test_chain_variants();
  test_matrix_variants();
  test_update_lengths();
}
