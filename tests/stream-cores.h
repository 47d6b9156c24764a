/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* stream-cores.h -- the tests shared by the ChaCha and Salsa20 cores:
   every variant of every width against single blocks of the C twin,
   and the shape of the widths table.  */
#ifndef SYMCRYPT_TESTS_STREAM_CORES_H
#define SYMCRYPT_TESTS_STREAM_CORES_H

#include "stream/stream-crypt.h"

struct test_stream_core
{
  unsigned id;			/* SYMCRYPT_FN_<name> */
  unsigned blocks;
};

/* Runs each of the N_CORES CORES of CIPHER, every variant, against
   REFERENCE (the C single-block core) called once per block with the
   64-bit counter at words COUNTER, COUNTER + 1 advanced by hand:
   counters that carry into the high word inside a call, that wrap at
   2^64, and random ones; 8, 12 and 20 rounds; out of place and in
   place (DST == SRC).  */
void test_stream_cores(const char *cipher, const struct test_stream_core *cores,
		       size_t n_cores, unsigned counter,
		       _symcrypt_stream_core_fn *reference);

/* Writes LENGTH bytes of keystream to OUT: blocks COUNTER_START,
   COUNTER_START + 1, ... of STATE, whose 64-bit block counter is at
   words COUNTER, COUNTER + 1, one at a time through the C single-block
   core REFERENCE with ROUNDS rounds.  */
void test_stream_reference(_symcrypt_stream_core_fn *reference,
			   unsigned counter, const uint32_t *state,
			   unsigned rounds, uint64_t counter_start,
			   size_t length, uint8_t *out);

/* The shared crypt loop (src/stream/stream-crypt.c) with each variant of each
   of the N_CORES CORES, alone or as the wide core before REFERENCE,
   used from a random number of blocks on (so that it may produce more
   than the request needs), whatever this build's widths are: random
   states, lengths and counters, in pieces, in place or not; against
   test_stream_reference.  */
void test_stream_loop(const char *cipher, const struct test_stream_core *cores,
		      size_t n_cores, unsigned counter,
		      _symcrypt_stream_core_fn *reference);

/* Runs every variant of the fused single-block crypt ID (chacha_crypt1,
   salsa20_crypt1) against REFERENCE: every length from 0 to 70 (64
   bytes at most are XORed), random
   states, counters, alignments, 8, 12 and 20 rounds, in place or not;
   the data, the whole keystream block left in the buffer and the
   guard bytes around both checked.  Then the crypt loop with only a
   single-block entry whose fused crypt is the variant (as in
   test_stream_loop).  */
void test_stream_crypt1(const char *cipher, unsigned id, unsigned counter,
			_symcrypt_stream_core_fn *reference);

/* Runs every variant of the fused N-block crypt ID (chacha_crypt_4core,
   chacha_crypt_8core, chacha_crypt_16core, chacha_crypt_32core,
   salsa20_crypt_8core, salsa20_crypt_16core)
   of BLOCKS blocks against REFERENCE: 1 to 4 calls in a row, counters
   that carry into the high word inside a call or wrap at 2^64, random
   ones, random alignments, 8, 12 and 20 rounds, in place or not; the
   state unmodified, the guard bytes checked.  Then the crypt loop with
   the variant as the fused crypt of its wide entry, whose core is CORE
   (the C twin), before REFERENCE (as in test_stream_loop).  */
void test_stream_crypt_n(const char *cipher, unsigned id, unsigned blocks,
			 _symcrypt_stream_core_fn *core, unsigned counter,
			 _symcrypt_stream_core_fn *reference);

/* Checks what WIDTHS gives: widest first, at most the bounds, the
   single-block core last, minimums falling.  */
void test_stream_widths(const char *cipher,
			unsigned (*widths)(struct _symcrypt_stream_width *));

#endif /* SYMCRYPT_TESTS_STREAM_CORES_H */
