/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* stream-cores.c -- the tests shared by the ChaCha and Salsa20 cores.  */
#include "testutils.h"
#include "variants.h"
#include "stream-cores.h"

#define MAX_WORDS (16 * _SYMCRYPT_STREAM_MAX_BLOCKS)

void
test_stream_cores(const char *cipher, const struct test_stream_core *cores,
		  size_t n_cores, unsigned counter,
		  _symcrypt_stream_core_fn *reference)
{
  /* Low words that carry inside a call: block k is the first to carry
     for k = 1..8 (8: the scalar block of the 9-block core alone), 11,
     15, 16, 24 and 31.  */
  static const uint64_t counters[] = {
    0, 1, 0xffffffe1, 0xffffffe8, 0xfffffff0, 0xfffffff1, 0xfffffff5,
    0xfffffff8, 0xfffffff9, 0xfffffffa, 0xfffffffb, 0xfffffffc, 0xfffffffd,
    0xfffffffe, 0xffffffff, 0x1ffffffff, 0xffffffffffffffe1,
    0xfffffffffffffff1, 0xfffffffffffffffa, 0xfffffffffffffffe,
    0xffffffffffffffff,
  };
  static const unsigned rounds[] = { 8, 12, 20 };
  size_t f, c;
  unsigned r, trial;

  for (f = 0; f < n_cores; f++)
    {
      const struct symcrypt_variant *v;
      unsigned blocks = cores[f].blocks;
      ASSERT(blocks <= _SYMCRYPT_STREAM_MAX_BLOCKS);
      for (FOR_EACH_VARIANT(v, cores[f].id))
	{
	  _symcrypt_stream_core_fn *fn = (_symcrypt_stream_core_fn *) v->fn;
	  for (trial = 0; trial < 24; trial++)
	    for (c = 0; c < sizeof(counters) / sizeof(counters[0]); c++)
	      for (r = 0; r < 3; r++)
		{
		  uint32_t state[16], copy[16];
		  uint32_t out[MAX_WORDS + 1], expected[MAX_WORDS];
		  unsigned k;
		  uint64_t ctr = trial < 16 ? counters[c] : test_rand();

		  for (k = 0; k < 16; k++)
		    state[k] = (uint32_t) test_rand();
		  state[counter] = (uint32_t) ctr;
		  state[counter + 1] = (uint32_t) (ctr >> 32);
		  memcpy(copy, state, sizeof(state));
		  for (k = 0; k < blocks; k++)
		    {
		      uint64_t n = ctr + k;
		      copy[counter] = (uint32_t) n;
		      copy[counter + 1] = (uint32_t) (n >> 32);
		      reference(expected + 16 * k, copy, rounds[r]);
		    }
		  out[16 * blocks] = 0x5a5a5a5a;
		  fn(out, state, rounds[r]);
		  if (memcmp(out, expected, 64 * blocks) != 0)
		    FAIL("%s %u-block core %s: rounds %u, counter %llx",
			 cipher, blocks, v->label, rounds[r],
			 (unsigned long long) ctr);
		  ASSERT(out[16 * blocks] == 0x5a5a5a5a);
		  /* The input is not modified.  */
		  ASSERT(state[counter] == (uint32_t) ctr
			 && state[counter + 1] == (uint32_t) (ctr >> 32));
		  /* In place: the state in the first block of the output.  */
		  memcpy(out, state, sizeof(state));
		  fn(out, out, rounds[r]);
		  if (memcmp(out, expected, 64 * blocks) != 0)
		    FAIL("%s %u-block core %s in place: rounds %u, counter %llx",
			 cipher, blocks, v->label, rounds[r],
			 (unsigned long long) ctr);
		  ASSERT(out[16 * blocks] == 0x5a5a5a5a);
		}
	  if (test_verbose)
	    fprintf(stderr, "%s %u-block core %s: ok\n", cipher, blocks,
		    v->label);
	}
    }
}

void
test_stream_reference(_symcrypt_stream_core_fn *reference, unsigned counter,
		      const uint32_t *state, unsigned rounds,
		      uint64_t counter_start, size_t length, uint8_t *out)
{
  uint32_t x[16], block[16];
  size_t i;
  memcpy(x, state, sizeof(x));
  for (i = 0; i < length; i += 64)
    {
      size_t j;
      x[counter] = (uint32_t) counter_start;
      x[counter + 1] = (uint32_t) (counter_start >> 32);
      counter_start++;
      reference(block, x, rounds);
      for (j = 0; j < 64 && i + j < length; j++)
	out[i + j] = (uint8_t) (block[j / 4] >> (8 * (j % 4)));
    }
}

/* The widths test_stream_loop gives the crypt loop (N is never 0:
   the loop takes W as it is).  */
static struct _symcrypt_stream_widths loop;

static void
loop_width(const char *cipher_name, unsigned counter,
	   _symcrypt_stream_core_fn *reference)
{
  const struct _symcrypt_stream_cipher cipher = { counter, 20, &loop };
  unsigned round;
  for (round = 0; round < 40; round++)
    {
      size_t length = test_rand_below(2000), done = 0, i;
      uint64_t start = round % 2 ? test_rand() : 0xffffffff - test_rand_below(16);
      uint32_t state[16], left = 0;
      uint8_t keystream[64];
      uint8_t *src = test_buf_alloc(length, (unsigned) test_rand_below(64));
      uint8_t *dst = round % 3 ? test_buf_alloc(length, (unsigned) test_rand_below(64)) : src;
      uint8_t *expected = test_buf_alloc(length, 0);

      if (loop.n == 2)
	loop.w[0].min = 1 + (unsigned) test_rand_below(loop.w[0].blocks);
      for (i = 0; i < 16; i++)
	state[i] = (uint32_t) test_rand();
      state[counter] = (uint32_t) start;
      state[counter + 1] = (uint32_t) (start >> 32);
      test_rand_fill(length, src);
      test_stream_reference(reference, counter, state, 20, start, length,
			    expected);
      for (i = 0; i < length; i++)
	expected[i] ^= src[i];
      while (done < length)
	{
	  size_t n = 1 + test_rand_below(length - done < 700 ? length - done : 700);
	  _symcrypt_stream_crypt(&cipher, state, keystream, &left,
				 n, dst + done, src + done);
	  done += n;
	}
      if (memcmp(dst, expected, length) != 0)
	FAIL("%s loop widths: length %zu, counter %llx", cipher_name,
	     length, (unsigned long long) start);
      {
	uint64_t next = start + (length + 63) / 64;
	ASSERT(state[counter] == (uint32_t) next
	       && state[counter + 1] == (uint32_t) (next >> 32));
      }
      test_buf_check(dst);
      test_buf_free(expected);
      if (dst != src)
	test_buf_free(dst);
      test_buf_free(src);
    }
}

void
test_stream_loop(const char *cipher, const struct test_stream_core *cores,
		 size_t n_cores, unsigned counter,
		 _symcrypt_stream_core_fn *reference)
{
  size_t f;
  for (f = 0; f < n_cores; f++)
    {
      const struct symcrypt_variant *v;
      for (FOR_EACH_VARIANT(v, cores[f].id))
	{
	  loop.w[0].blocks = cores[f].blocks;
	  loop.w[0].min = 1;
	  loop.w[0].core = (_symcrypt_stream_core_fn *) v->fn;
	  loop.w[1].blocks = loop.w[1].min = 1;
	  loop.w[1].core = reference;
	  loop.n = cores[f].blocks == 1 ? 1 : 2;
	  loop_width(cipher, counter, reference);
	}
    }
}

void
test_stream_crypt1(const char *cipher, unsigned id, unsigned counter,
		   _symcrypt_stream_core_fn *reference)
{
  static const unsigned rounds[] = { 8, 12, 20 };
  const struct symcrypt_variant *v;

  for (FOR_EACH_VARIANT(v, id))
    {
      _symcrypt_stream_crypt1_fn *fn = (_symcrypt_stream_crypt1_fn *) v->fn;
      size_t length;
      unsigned trial;

      /* Lengths past 64 (which the loop never asks for) XOR 64 bytes,
	 0 none: the buffers have just the bytes that may change.  */
      for (length = 0; length <= 70; length++)
	for (trial = 0; trial < 6; trial++)
	  {
	    uint32_t state[16], copy[16];
	    uint8_t stream[64], expected[64];
	    unsigned r = rounds[trial % 3], i;
	    int in_place = trial >= 3;
	    size_t n = length < 64 ? length : 64;
	    uint8_t *src = test_buf_alloc(n, (unsigned) test_rand_below(64));
	    uint8_t *dst = in_place ? src
	      : test_buf_alloc(n, (unsigned) test_rand_below(64));
	    uint8_t *keystream = test_buf_alloc(64, (unsigned) test_rand_below(64));

	    for (i = 0; i < 16; i++)
	      state[i] = (uint32_t) test_rand();
	    if (trial == 1)
	      state[counter] = state[counter + 1] = 0xffffffff;
	    memcpy(copy, state, sizeof(state));
	    test_rand_fill(n, src);
	    test_stream_reference(reference, counter, state, r,
				  state[counter]
				  | (uint64_t) state[counter + 1] << 32,
				  64, stream);
	    for (i = 0; i < n; i++)
	      expected[i] = src[i] ^ stream[i];
	    fn(keystream, state, r, length, dst, src);
	    if (memcmp(dst, expected, n) != 0
		|| memcmp(keystream, stream, 64) != 0)
	      FAIL("%s crypt1 %s: length %zu, rounds %u%s", cipher, v->label,
		   length, r, in_place ? ", in place" : "");
	    /* The state is not modified.  */
	    ASSERT(memcmp(copy, state, sizeof(state)) == 0);
	    test_buf_check(dst);
	    test_buf_check(keystream);
	    test_buf_free(keystream);
	    if (!in_place)
	      test_buf_free(dst);
	    test_buf_free(src);
	  }

      loop.w[0].blocks = loop.w[0].min = 1;
      loop.w[0].core = reference;
      loop.w[0].crypt1 = fn;
      loop.n = 1;
      loop_width(cipher, counter, reference);
      loop.w[0].crypt1 = NULL;
      if (test_verbose)
	fprintf(stderr, "%s crypt1 %s: ok\n", cipher, v->label);
    }
}

void
test_stream_crypt_n(const char *cipher, unsigned id, unsigned blocks,
		    _symcrypt_stream_core_fn *core, unsigned counter,
		    _symcrypt_stream_core_fn *reference)
{
  /* Low words that carry inside a call, block k the first to carry
     for k = 1..8 (8: the scalar block of the 9-block crypt alone), and
     a counter that wraps at 2^64.  */
  static const uint64_t counters[] = {
    0xfffffff8, 0xfffffff9, 0xfffffffa, 0xfffffffb, 0xfffffffc, 0xfffffffd,
    0xfffffffe, 0xffffffff, 0xfffffffffffffffc,
  };
  static const unsigned rounds[] = { 8, 12, 20 };
  const struct symcrypt_variant *v;

  ASSERT(blocks >= 2 && blocks <= _SYMCRYPT_STREAM_MAX_BLOCKS);
  for (FOR_EACH_VARIANT(v, id))
    {
      _symcrypt_stream_crypt_fn *fn = (_symcrypt_stream_crypt_fn *) v->fn;
      unsigned trial;

      for (trial = 0; trial < 60; trial++)
	{
	  /* 1 to 4 calls in a row, as the loop makes them.  */
	  unsigned calls = 1 + (unsigned) test_rand_below(4), r, i, c;
	  size_t length = 64 * blocks * calls;
	  int in_place = trial % 3 == 0;
	  uint64_t start = trial < 27 ? counters[trial % 9] : test_rand();
	  uint32_t state[16], copy[16];
	  uint8_t *src = test_buf_alloc(length, (unsigned) test_rand_below(64));
	  uint8_t *dst = in_place ? src
	    : test_buf_alloc(length, (unsigned) test_rand_below(64));
	  uint8_t *expected = test_buf_alloc(length, 0);

	  r = rounds[trial % 3];
	  for (i = 0; i < 16; i++)
	    state[i] = (uint32_t) test_rand();
	  test_rand_fill(length, src);
	  test_stream_reference(reference, counter, state, r, start, length,
				expected);
	  for (i = 0; i < length; i++)
	    expected[i] ^= src[i];
	  for (c = 0; c < calls; c++)
	    {
	      uint64_t n = start + (uint64_t) c * blocks;
	      state[counter] = (uint32_t) n;
	      state[counter + 1] = (uint32_t) (n >> 32);
	      memcpy(copy, state, sizeof(state));
	      fn(dst + 64 * blocks * c, src + 64 * blocks * c, state, r);
	      /* The state is not modified.  */
	      ASSERT(memcmp(copy, state, sizeof(state)) == 0);
	    }
	  if (memcmp(dst, expected, length) != 0)
	    FAIL("%s %u-block crypt %s: %u calls, rounds %u, counter %llx%s",
		 cipher, blocks, v->label, calls, r, (unsigned long long) start,
		 in_place ? ", in place" : "");
	  test_buf_check(dst);
	  test_buf_free(expected);
	  if (!in_place)
	    test_buf_free(dst);
	  test_buf_free(src);
	}

      /* The crypt loop with the fused crypt as its wide entry.  */
      loop.w[0].blocks = blocks;
      loop.w[0].core = core;
      loop.w[0].crypt = fn;
      loop.w[1].blocks = loop.w[1].min = 1;
      loop.w[1].core = reference;
      loop.n = 2;
      loop_width(cipher, counter, reference);
      loop.w[0].crypt = NULL;
      if (test_verbose)
	fprintf(stderr, "%s %u-block crypt %s: ok\n", cipher, blocks,
		v->label);
    }
}

void
test_stream_widths(const char *cipher,
		   unsigned (*widths)(struct _symcrypt_stream_width *))
{
  struct _symcrypt_stream_width w[_SYMCRYPT_STREAM_MAX_WIDTHS];
  unsigned n = widths(w), i;
  ASSERT(n >= 1 && n <= _SYMCRYPT_STREAM_MAX_WIDTHS);
  ASSERT(w[n - 1].blocks == 1 && w[n - 1].min == 1 && w[n - 1].crypt1);
  for (i = 0; i < n; i++)
    ASSERT(w[i].min >= 1 && w[i].min <= w[i].blocks
	   && (w[i].crypt1 != NULL) == (i == n - 1)
	   && (!w[i].crypt || w[i].blocks > 1));
  for (i = 0; i + 1 < n; i++)
    ASSERT(w[i].blocks > w[i + 1].blocks && w[i].min >= w[i + 1].min);
  ASSERT(w[0].blocks <= _SYMCRYPT_STREAM_MAX_BLOCKS);
  if (test_verbose)
    for (i = 0; i < n; i++)
      fprintf(stderr, "%s crypt width %u from %u blocks\n", cipher,
	      w[i].blocks, w[i].min);
}
