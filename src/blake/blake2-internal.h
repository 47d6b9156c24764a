/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* blake2-internal.h -- what the BLAKE2b and BLAKE2s files share: the
   message schedule of the rounds and the initial values.  */
#ifndef SYMCRYPT_BLAKE2_INTERNAL_H
#define SYMCRYPT_BLAKE2_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

/* RFC 7693, 2.6 and 2.7: the initial values (those of SHA-512 and
   SHA-256).  */
extern const uint64_t _symcrypt_blake2b_iv[8];
extern const uint32_t _symcrypt_blake2s_iv[8];

/* A lane function of BLAKE2b or BLAKE2s (src/functions.def:
   blake2b_8compress, _4compress, _2compress; blake2s_16compress,
   _8compress, _4compress).  */
typedef void _symcrypt_blake2b_lanes_fn(uint64_t *const *states,
					size_t blocks,
					const uint8_t *const *data,
					unsigned finals,
					const unsigned *last_bytes);
typedef void _symcrypt_blake2s_lanes_fn(uint32_t *const *states,
					size_t blocks,
					const uint8_t *const *data,
					unsigned finals,
					const unsigned *last_bytes);

/* symcrypt_blake2b_many and _blake2s_many over LANES_FN, of LANES
   lanes (at most 16), when there are N >= LANES messages; one message
   after the other when LANES is 0.  The _many functions call them
   with the lane function they choose, the tests with each variant of
   each, the C twins too.  */
int _symcrypt_blake2b_many_in_lanes(_symcrypt_blake2b_lanes_fn *lanes_fn,
				    unsigned lanes, size_t digest_length,
				    size_t key_length, const uint8_t *key,
				    size_t n, const uint8_t *const *msgs,
				    const size_t *lengths, uint8_t *digests);
int _symcrypt_blake2s_many_in_lanes(_symcrypt_blake2s_lanes_fn *lanes_fn,
				    unsigned lanes, size_t digest_length,
				    size_t key_length, const uint8_t *key,
				    size_t n, const uint8_t *const *msgs,
				    const size_t *lengths, uint8_t *digests);

/* One round (RFC 7693, 3.2) on the working words v0..v15 with the
   message words m0..m15 in the order S0..S15 (one row of the
   permutation sigma): G on the columns, then on the diagonals.  G(a,
   b, c, d, x, y) is the compression file's own, for its word size;
   every index is a constant, so the words stay in registers and no
   memory is addressed by data.  */
#define BLAKE2_ROUND(G, s0, s1, s2, s3, s4, s5, s6, s7,			\
		     s8, s9, s10, s11, s12, s13, s14, s15)		\
  do {									\
    G(0, 4, 8, 12, s0, s1);						\
    G(1, 5, 9, 13, s2, s3);						\
    G(2, 6, 10, 14, s4, s5);						\
    G(3, 7, 11, 15, s6, s7);						\
    G(0, 5, 10, 15, s8, s9);						\
    G(1, 6, 11, 12, s10, s11);						\
    G(2, 7, 8, 13, s12, s13);						\
    G(3, 4, 9, 14, s14, s15);						\
  } while (0)

/* The ten rows of sigma (RFC 7693, 2.7), rounds 0 to 9; BLAKE2b's
   rounds 10 and 11 take rows 0 and 1 again.  */
#define BLAKE2_ROUND_0(G)						\
  BLAKE2_ROUND(G, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
#define BLAKE2_ROUND_1(G)						\
  BLAKE2_ROUND(G, 14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3)
#define BLAKE2_ROUND_2(G)						\
  BLAKE2_ROUND(G, 11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4)
#define BLAKE2_ROUND_3(G)						\
  BLAKE2_ROUND(G, 7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8)
#define BLAKE2_ROUND_4(G)						\
  BLAKE2_ROUND(G, 9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13)
#define BLAKE2_ROUND_5(G)						\
  BLAKE2_ROUND(G, 2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9)
#define BLAKE2_ROUND_6(G)						\
  BLAKE2_ROUND(G, 12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11)
#define BLAKE2_ROUND_7(G)						\
  BLAKE2_ROUND(G, 13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10)
#define BLAKE2_ROUND_8(G)						\
  BLAKE2_ROUND(G, 6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5)
#define BLAKE2_ROUND_9(G)						\
  BLAKE2_ROUND(G, 10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0)

#endif /* SYMCRYPT_BLAKE2_INTERNAL_H */
