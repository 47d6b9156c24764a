/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* keccak-lanes.c -- every variant of a lane permutation against the C
   permutation of one state.  */
#include <stdio.h>
#include <string.h>

#include "testutils.h"
#include "variants.h"
#include "keccak-lanes.h"
#include "keccak/sha3-internal.h"

void
test_keccak_lanes(unsigned id, const char *name, unsigned width,
		  void (*one)(uint64_t *state))
{
  const struct symcrypt_variant *v;
  for (FOR_EACH_VARIANT(v, id))
    {
      /* Every lane permutation has the type of keccak_permute_x8.  */
      __typeof__(&_symcrypt_keccak_permute_x8_c) fn
	= VARIANT_FN(keccak_permute_x8, v);
      unsigned round;
      for (round = 0; round < 100; round++)
	{
	  uint64_t *states
	    = (uint64_t *) test_buf_alloc(25 * width * 8, 8 * (round % 8));
	  uint64_t expected[200], state[25];
	  unsigned i, j;
	  test_rand_fill(25 * width * 8, (uint8_t *) expected);
	  memcpy(states, expected, 25 * width * 8);
	  for (j = 0; j < width; j++)
	    {
	      for (i = 0; i < 25; i++)
		state[i] = expected[width * i + j];
	      one(state);
	      for (i = 0; i < 25; i++)
		expected[width * i + j] = state[i];
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
