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
   forms): every variant this CPU runs against the C twin.  */
#include "testutils.h"
#include "variants.h"
#include "keccak/sha3-internal.h"

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

/* Every variant of the WIDTH-state function ID (keccak_permute12_x8,
   _x4 or _x2) against keccak_permute12_c on each of its interleaved
   states, at every alignment of 8 bytes.  */
static void
test_permute12_lanes_variants(unsigned id, const char *name, unsigned width)
{
  const struct symcrypt_variant *v;
  for (FOR_EACH_VARIANT(v, id))
    {
      __typeof__(&_symcrypt_keccak_permute12_x8_c) fn
	= VARIANT_FN(keccak_permute12_x8, v);
      unsigned round;
      for (round = 0; round < 100; round++)
	{
	  uint64_t *states
	    = (uint64_t *) test_buf_alloc(25 * width * 8, 8 * (round % 8));
	  uint64_t expected[200], one[25];
	  unsigned i, j;
	  test_rand_fill(25 * width * 8, (uint8_t *) expected);
	  memcpy(states, expected, 25 * width * 8);
	  for (j = 0; j < width; j++)
	    {
	      for (i = 0; i < 25; i++)
		one[i] = expected[width * i + j];
	      _symcrypt_keccak_permute12_c(one);
	      for (i = 0; i < 25; i++)
		expected[width * i + j] = one[i];
	    }
	  fn(states);
	  if (memcmp(states, expected, 25 * width * 8) != 0)
	    FAIL("%s %s: round %u differs from C", name, v->label, round);
	  test_buf_check((uint8_t *) states);
	  test_buf_free((uint8_t *) states);
	}
      if (test_verbose)
	fprintf(stderr, "%s %s: ok\n", name, v->label);
    }
}

void
test_main(void)
{
  test_permute12_variants();
  test_permute12_lanes_variants(SYMCRYPT_FN_keccak_permute12_x8,
				"keccak_permute12_x8", 8);
  test_permute12_lanes_variants(SYMCRYPT_FN_keccak_permute12_x4,
				"keccak_permute12_x4", 4);
  test_permute12_lanes_variants(SYMCRYPT_FN_keccak_permute12_x2,
				"keccak_permute12_x2", 2);
}
