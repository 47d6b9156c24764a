/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* k12-test.c -- Keccak-p[1600, 12] (keccak_permute12 and its lane
   forms): every variant this CPU runs against the C twin; and
   TurboSHAKE128, TurboSHAKE256, KT128 and KT256 (RFC 9861) against
   tests/k12-vectors.txt, the RFC's vectors and pycryptodome's outputs
   at random lengths around the 8192-byte leaves, each in one call and
   fed and read in random pieces at random alignments (whole leaves
   side by side in the lanes of the CPU: each override of the test
   stages), with bad arguments refused and nothing written.  */
#include "testutils.h"
#include "variants.h"
#include "keccak-lanes.h"
#include "keccak/sha3-internal.h"

/* A string of the vector file (its comment says how they are written):
   LENGTH bytes, in a buffer the caller frees.  */
static uint8_t *
vector_string(const char *word, size_t *length)
{
  uint8_t *p;
  size_t i;

  if (strcmp(word, "-") == 0)
    {
      *length = 0;
      return test_buf_alloc(0, 0);
    }
  if (strncmp(word, "ptn:", 4) == 0)
    {
      *length = strtoul(word + 4, NULL, 10);
      p = test_buf_alloc(*length, 0);
      for (i = 0; i < *length; i++)
	p[i] = (uint8_t) (i % 251);
      return p;
    }
  if (strncmp(word, "shake:", 6) == 0)
    {
      const char *colon = strchr(word + 6, ':');
      char seed[64];
      const struct tstring *s;
      ASSERT(colon && (size_t) (colon - word - 6) < sizeof(seed));
      memcpy(seed, word + 6, colon - word - 6);
      seed[colon - word - 6] = 0;
      s = SHEX(seed);
      *length = strtoul(colon + 1, NULL, 10);
      p = test_buf_alloc(*length, 0);
      symcrypt_shake128(s->length, s->data, *length, p);
      return p;
    }
  {
    const struct tstring *s = SHEX(word);
    *length = s->length;
    p = test_buf_alloc(*length, 0);
    memcpy(p, s->data, *length);
    return p;
  }
}

/* The bytes of a piece: 1 to MAX, at most LEFT, often a small one.  */
static size_t
piece(size_t left, size_t max)
{
  size_t n = test_rand_below(4) == 0 ? 1 + test_rand_below(max)
    : 1 + test_rand_below(300);
  return n < left ? n : left;
}

/* TurboSHAKE of the LENGTH bytes at MSG with DOMAIN to OUT, OUT_LENGTH
   bytes: all at once with PIECES 0, else fed and read in random
   pieces, each piece of input copied to an address of random
   alignment first.  */
static void
turboshake_run(int bits, uint8_t domain, size_t length, const uint8_t *msg,
	       size_t out_length, uint8_t *out, int pieces)
{
  struct symcrypt_turboshake128_ctx c128;
  struct symcrypt_turboshake256_ctx c256;
  size_t done, n;

  if (bits == 128)
    symcrypt_turboshake128_init(&c128, domain);
  else
    symcrypt_turboshake256_init(&c256, domain);
  for (done = 0; done < length || (length == 0 && done == 0); done += n)
    {
      const uint8_t *p = msg + done;
      uint8_t *copy = NULL;
      n = pieces ? piece(length - done, 20000) : length;
      if (pieces && n > 0)
	{
	  copy = test_buf_alloc(n, test_rand_below(16));
	  memcpy(copy, p, n);
	  p = copy;
	}
      ASSERT_RC(bits == 128 ? symcrypt_turboshake128_update(&c128, n, p)
		: symcrypt_turboshake256_update(&c256, n, p), SYMCRYPT_OK);
      if (copy)
	test_buf_free(copy);
      if (n == 0)
	break;
    }
  for (done = 0; done < out_length; done += n)
    {
      n = pieces ? piece(out_length - done, 2000) : out_length;
      if (bits == 128)
	symcrypt_turboshake128_output(&c128, n, out + done);
      else
	symcrypt_turboshake256_output(&c256, n, out + done);
    }
  /* No more input once output has begun.  */
  ASSERT_RC(bits == 128 ? symcrypt_turboshake128_update(&c128, 1, msg)
	    : symcrypt_turboshake256_update(&c256, 1, msg), SYMCRYPT_EINVAL);
}

typedef int kt_fn(size_t, const uint8_t *, size_t, const uint8_t *,
		  size_t, uint8_t *);

/* KT of the LENGTH bytes at MSG with the customization string CUSTOM
   to OUT, OUT_LENGTH bytes: the one-shot function with PIECES 0, else
   a context fed and read in random pieces (large ones too, so that
   whole leaves go side by side from any position), each piece of input
   at an address of random alignment, the same string passed to every
   output call.  */
static void
kt_run(int bits, size_t custom_length, const uint8_t *custom,
       size_t length, const uint8_t *msg, size_t out_length, uint8_t *out,
       int pieces)
{
  struct symcrypt_kt128_ctx c128;
  struct symcrypt_kt256_ctx c256;
  size_t done, n;

  if (!pieces)
    {
      ASSERT_RC((bits == 128 ? symcrypt_kt128 : symcrypt_kt256)
		(custom_length, custom, length, msg, out_length, out),
		SYMCRYPT_OK);
      return;
    }
  if (bits == 128)
    symcrypt_kt128_init(&c128);
  else
    symcrypt_kt256_init(&c256);
  for (done = 0; done < length; done += n)
    {
      uint8_t *copy;
      n = piece(length - done, 9 * 8192 + 100);
      copy = test_buf_alloc(n, test_rand_below(16));
      memcpy(copy, msg + done, n);
      ASSERT_RC(bits == 128 ? symcrypt_kt128_update(&c128, n, copy)
		: symcrypt_kt256_update(&c256, n, copy), SYMCRYPT_OK);
      test_buf_free(copy);
    }
  for (done = 0; done < out_length || done == 0; done += n)
    {
      n = out_length > 0 ? piece(out_length - done, 2000) : 0;
      ASSERT_RC(bits == 128
		? symcrypt_kt128_output(&c128, custom_length, custom, n,
					out + done)
		: symcrypt_kt256_output(&c256, custom_length, custom, n,
					out + done), SYMCRYPT_OK);
      if (n == 0)
	break;
    }
  ASSERT_RC(bits == 128 ? symcrypt_kt128_update(&c128, 1, msg)
	    : symcrypt_kt256_update(&c256, 1, msg), SYMCRYPT_EINVAL);
}

/* One line of the vector file, its words at WORD.  */
static void
test_vector(char **word)
{
  size_t length, out_length = strtoul(word[3], NULL, 10);
  const struct tstring *tail = SHEX(word[4]);
  uint8_t *msg, *out;
  int pieces;

  ASSERT(tail->length <= out_length);
  if (out_length > 1000000 || (test_short() && strlen(word[2]) > 10
			       && strtoul(word[2] + 4, NULL, 10) > 2000000))
    return;
  msg = vector_string(word[2], &length);
  out = test_buf_alloc(out_length, 0);
  for (pieces = 0; pieces < 2; pieces++)
    {
      if (strncmp(word[0], "turboshake", 10) == 0)
	turboshake_run(atoi(word[0] + 10), (uint8_t) strtoul(word[1], NULL, 16),
		       length, msg, out_length, out, pieces);
      else if (strncmp(word[0], "kt", 2) == 0)
	{
	  size_t custom_length;
	  uint8_t *custom = vector_string(word[1], &custom_length);
	  kt_run(atoi(word[0] + 2), custom_length, custom, length, msg,
		 out_length, out, pieces);
	  test_buf_free(custom);
	}
      else
	FAIL("k12-vectors.txt: bad algorithm %s", word[0]);
      test_buf_check(out);
      ASSERT_BYTES(word[0], tail->length, out + out_length - tail->length,
		   tail->data);
    }
  test_buf_free(out);
  test_buf_free(msg);
}

static void
test_vector_file(void)
{
  char path[4096], *line = NULL;
  size_t line_size = 0;
  unsigned records = 0;
  FILE *f = test_open_data("k12-vectors.txt", path, sizeof(path));

  while (getline(&line, &line_size, f) > 0)
    {
      char *word[6] = { NULL };
      unsigned n = 0;
      if (line[0] == '#')
	continue;
      for (word[0] = strtok(line, " \n"); word[n] && n < 5;)
	word[++n] = strtok(NULL, " \n");
      if (n != 5)
	FAIL("%s: a line of %u words", path, n);
      test_vector(word);
      records++;
    }
  ASSERT(records >= 67 + 98);
  free(line);
  fclose(f);
}

/* Bad arguments: a NULL DATA with a length, and input after output,
   are refused and change nothing.  The contexts are zeroed first, so
   that their bytes the functions leave alone (padding, the block past
   its data) compare defined under valgrind.  */
static void
test_turboshake_refusals(void)
{
  struct symcrypt_turboshake128_ctx c128, copy128;
  struct symcrypt_turboshake256_ctx c256, copy256;
  uint8_t out[64], expected[64];

  memset(&c128, 0, sizeof(c128));
  symcrypt_turboshake128_init(&c128, 0x1f);
  ASSERT_RC(symcrypt_turboshake128_update(&c128, 3, SHEX("ffffff")->data),
	    SYMCRYPT_OK);
  memcpy(&copy128, &c128, sizeof(c128));
  ASSERT_RC(symcrypt_turboshake128_update(&c128, 1, NULL), SYMCRYPT_EINVAL);
  ASSERT(memcmp(&c128, &copy128, sizeof(c128)) == 0);
  ASSERT_RC(symcrypt_turboshake128_update(&c128, 0, NULL), SYMCRYPT_OK);
  symcrypt_turboshake128_output(&c128, 0, NULL);
  symcrypt_turboshake128_output(&c128, 32, out);
  memcpy(&copy128, &c128, sizeof(c128));
  ASSERT_RC(symcrypt_turboshake128_update(&c128, 0, NULL), SYMCRYPT_EINVAL);
  ASSERT(memcmp(&c128, &copy128, sizeof(c128)) == 0);
  /* Domain 1F: TurboSHAKE128(FF FF FF) is not the vector of domain 01
     or 07, each of which the file checks.  */
  turboshake_run(128, 0x1f, 3, SHEX("ffffff")->data, 32, expected, 0);
  ASSERT(memcmp(out, expected, 32) == 0);

  memset(&c256, 0, sizeof(c256));
  symcrypt_turboshake256_init(&c256, 0x01);
  memcpy(&copy256, &c256, sizeof(c256));
  ASSERT_RC(symcrypt_turboshake256_update(&c256, 5, NULL), SYMCRYPT_EINVAL);
  ASSERT(memcmp(&c256, &copy256, sizeof(c256)) == 0);
  symcrypt_turboshake256_output(&c256, 64, out);
  ASSERT_RC(symcrypt_turboshake256_update(&c256, 1, out), SYMCRYPT_EINVAL);
}

/* Every variant of keccak_permute12 against the C twin, on random
   states at every alignment of 8 bytes, and on a state permuted again
   and again (1000 times).  */
static void
test_permute12_variants(void)
{
  const struct symcrypt_variant *v;
  __typeof__(&_symcrypt_keccak_permute12_c) ref
    = VARIANT_FN(keccak_permute12,
		 test_variant_c(SYMCRYPT_FN_keccak_permute12));
  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_keccak_permute12))
    {
      __typeof__(&_symcrypt_keccak_permute12_c) fn
	= VARIANT_FN(keccak_permute12, v);
      uint64_t chain[25], chain_ref[25];
      unsigned round;
      for (round = 0; round < 200; round++)
	{
	  uint64_t *state
	    = (uint64_t *) test_buf_alloc(sizeof(chain), 8 * (round % 8));
	  uint64_t expected[25];
	  test_rand_fill(sizeof(expected), (uint8_t *) expected);
	  memcpy(state, expected, sizeof(expected));
	  ref(expected);
	  fn(state);
	  if (memcmp(state, expected, sizeof(expected)) != 0)
	    FAIL("keccak_permute12 %s: round %u differs from C", v->label,
		 round);
	  test_buf_check((uint8_t *) state);
	  test_buf_free((uint8_t *) state);
	}
      memset(chain, 0, sizeof(chain));
      memset(chain_ref, 0, sizeof(chain_ref));
      for (round = 0; round < 1000; round++)
	{
	  fn(chain);
	  ref(chain_ref);
	}
      ASSERT_BYTES("keccak_permute12 1000 times", sizeof(chain),
		   (uint8_t *) chain, (uint8_t *) chain_ref);
      if (test_verbose)
	fprintf(stderr, "keccak_permute12 %s: ok\n", v->label);
    }
}

/* Bad arguments of KT: NULL pointers with lengths, input after output,
   and a second output call with another customization string are
   refused, nothing written and the context unchanged; with the same
   string the output goes on.  */
static void
test_kt_refusals(void)
{
  static const struct
  {
    kt_fn *fn;
    unsigned size;
  } fns[2] = { { symcrypt_kt128, 32 }, { symcrypt_kt256, 64 } };
  uint8_t msg[20000], out[128], expected[128], custom[40];
  struct symcrypt_kt128_ctx c, copy;
  unsigned k;

  test_rand_fill(sizeof(msg), msg);
  test_rand_fill(sizeof(custom), custom);
  for (k = 0; k < 2; k++)
    {
      memset(out, 0xa5, sizeof(out));
      memcpy(expected, out, sizeof(out));
      ASSERT_RC(fns[k].fn(3, NULL, 10, msg, 32, out), SYMCRYPT_EINVAL);
      ASSERT_RC(fns[k].fn(0, NULL, 10, NULL, 32, out), SYMCRYPT_EINVAL);
      ASSERT_RC(fns[k].fn(3, custom, 10, msg, 32, NULL), SYMCRYPT_EINVAL);
      ASSERT_BYTES("output after a refused KT", sizeof(out), out, expected);
      ASSERT_RC(fns[k].fn(0, NULL, 0, NULL, 0, NULL), SYMCRYPT_OK);
    }

  /* The stream goes on with the same string, refuses another (the
     context zeroed first, as in test_turboshake_refusals).  */
  memset(&c, 0, sizeof(c));
  symcrypt_kt128_init(&c);
  ASSERT_RC(symcrypt_kt128_update(&c, sizeof(msg), msg), SYMCRYPT_OK);
  memcpy(&copy, &c, sizeof(c));
  ASSERT_RC(symcrypt_kt128_update(&c, 1, NULL), SYMCRYPT_EINVAL);
  ASSERT(memcmp(&c, &copy, sizeof(c)) == 0);
  ASSERT_RC(symcrypt_kt128_output(&c, 5, NULL, 32, out), SYMCRYPT_EINVAL);
  ASSERT_RC(symcrypt_kt128_output(&c, 5, custom, 32, NULL), SYMCRYPT_EINVAL);
  ASSERT(memcmp(&c, &copy, sizeof(c)) == 0);
  ASSERT_RC(symcrypt_kt128_output(&c, sizeof(custom), custom, 50, out),
	    SYMCRYPT_OK);
  memcpy(&copy, &c, sizeof(c));
  memset(out + 50, 0x5a, sizeof(out) - 50);
  memcpy(expected, out, sizeof(out));
  ASSERT_RC(symcrypt_kt128_output(&c, sizeof(custom) - 1, custom, 40,
				  out + 50), SYMCRYPT_EINVAL);
  custom[7] ^= 1;
  ASSERT_RC(symcrypt_kt128_output(&c, sizeof(custom), custom, 40, out + 50),
	    SYMCRYPT_EINVAL);
  ASSERT_RC(symcrypt_kt128_output(&c, 0, NULL, 40, out + 50),
	    SYMCRYPT_EINVAL);
  ASSERT(memcmp(&c, &copy, sizeof(c)) == 0);
  ASSERT_BYTES("output after a refused KT output", sizeof(out), out,
	       expected);
  custom[7] ^= 1;
  ASSERT_RC(symcrypt_kt128_output(&c, sizeof(custom), custom, 78, out + 50),
	    SYMCRYPT_OK);
  ASSERT_RC(symcrypt_kt128_update(&c, 0, NULL), SYMCRYPT_EINVAL);
  ASSERT_RC(symcrypt_kt128(sizeof(custom), custom, sizeof(msg), msg,
			   sizeof(expected), expected), SYMCRYPT_OK);
  ASSERT_BYTES("KT128 output in two calls", sizeof(out), out, expected);

  /* A string of 16 bytes or fewer is kept as it is: one byte more, or
     another byte, is refused too.  */
  symcrypt_kt128_init(&c);
  ASSERT_RC(symcrypt_kt128_output(&c, 5, custom, 10, out), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_kt128_output(&c, 6, custom, 10, out), SYMCRYPT_EINVAL);
  ASSERT_RC(symcrypt_kt128_output(&c, 0, NULL, 10, out), SYMCRYPT_EINVAL);
  custom[4] ^= 0x80;
  ASSERT_RC(symcrypt_kt128_output(&c, 5, custom, 10, out), SYMCRYPT_EINVAL);
  custom[4] ^= 0x80;
  ASSERT_RC(symcrypt_kt128_output(&c, 5, custom, 10, out), SYMCRYPT_OK);
}

/* The one-shot functions against the streaming ones at random lengths
   around the leaves and chunkings, with no peer: each must give the
   other's bytes, and KT of a message is not that of the message one
   byte shorter (the test can fail on a tree that drops bytes).  */
static void
test_kt_streaming(void)
{
  static const size_t around[] = { 8192, 2 * 8192, 8 * 8192, 9 * 8192,
				   10 * 8192, 17 * 8192 };
  size_t max = 17 * 8192 + 600;
  uint8_t *msg = test_buf_alloc(max, 0), custom[300];
  uint8_t one[64], pieces[64], shorter[64];
  unsigned trial, trials = test_trials(200);

  test_rand_fill(max, msg);
  test_rand_fill(sizeof(custom), custom);
  for (trial = 0; trial < trials; trial++)
    {
      int bits = trial % 2 ? 256 : 128;
      size_t length = around[test_rand_below(6)] + test_rand_below(600) - 300;
      size_t custom_length = test_rand_below(4) ? test_rand_below(300) : 0;
      size_t out_length = 1 + test_rand_below(64);
      kt_run(bits, custom_length, custom, length, msg, out_length, one, 0);
      kt_run(bits, custom_length, custom, length, msg, out_length, pieces, 1);
      if (memcmp(one, pieces, out_length) != 0)
	FAIL("KT%d of %zu bytes, custom %zu: pieces differ from one call",
	     bits, length, custom_length);
      kt_run(bits, custom_length, custom, length - 1, msg, out_length,
	     shorter, 0);
      if (out_length >= 8 && memcmp(one, shorter, out_length) == 0)
	FAIL("KT%d of %zu bytes: the same as of one byte fewer", bits, length);
    }
  test_buf_free(msg);
}

void
test_main(void)
{
  test_vector_file();
  test_turboshake_refusals();
  test_kt_refusals();
  test_kt_streaming();
  test_permute12_variants();
  test_keccak_lanes(SYMCRYPT_FN_keccak_permute12_x8, "keccak_permute12_x8",
		    8, _symcrypt_keccak_permute12_c);
  test_keccak_lanes(SYMCRYPT_FN_keccak_permute12_x4, "keccak_permute12_x4",
		    4, _symcrypt_keccak_permute12_c);
  test_keccak_lanes(SYMCRYPT_FN_keccak_permute12_x2, "keccak_permute12_x2",
		    2, _symcrypt_keccak_permute12_c);
}
