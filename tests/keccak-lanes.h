/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* keccak-lanes.h -- the test shared by the 24- and 12-round lane
   permutations (sha3-test, k12-test).  */
#ifndef SYMCRYPT_TESTS_KECCAK_LANES_H
#define SYMCRYPT_TESTS_KECCAK_LANES_H

#include <stdint.h>

/* Runs every variant of the lane permutation ID (named NAME in
   messages), which permutes WIDTH states stored lane by lane (word I
   of state J at WIDTH * I + J), against ONE, the C permutation of a
   single state, on random states at every 8-byte alignment.  */
void test_keccak_lanes(unsigned id, const char *name, unsigned width,
		       void (*one)(uint64_t *state));

#endif /* SYMCRYPT_TESTS_KECCAK_LANES_H */
