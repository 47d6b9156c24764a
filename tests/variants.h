/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* variants.h -- run every compiled-in variant of a replaceable
   function (src/functions.def) in the tests.  */
#ifndef SYMCRYPT_TEST_VARIANTS_H
#define SYMCRYPT_TEST_VARIANTS_H

#include "dispatch.h"

/* The K-th variant of function ID that this CPU can run (best first,
   the C twin last), or NULL after the last.  */
const struct symcrypt_variant *test_variant(unsigned id, unsigned k);

/* The C twin of function ID.  */
const struct symcrypt_variant *test_variant_c(unsigned id);

/* Iterate: for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_arcfour_crypt)) ...  */
#define FOR_EACH_VARIANT(v, id) \
  unsigned v##_k = 0; ((v) = test_variant((id), v##_k)) != NULL; v##_k++

/* Casts a variant to the type of function NAME.  */
#define VARIANT_FN(name, v) ((__typeof__(&_symcrypt_##name##_c)) (v)->fn)

/* Arguments for calling function ID without knowing its type, from
   its parameter list in src/functions.def: a pointer gets its own
   buffer from BUFFERS (filled with BUFFER_SIZE random bytes); an
   array of pointers (a lane function's "*const *") gets its buffer
   too, whose first TEST_LANE_TABLE bytes hold TEST_MAX_LANES pointers,
   pointer i to the same buffer at TEST_LANE_TABLE + TEST_LANE_STRIDE i
   (room of their own for chaining words, BLAKE2b's 80 bytes the
   largest; data may overlap), a
   parameter named "rounds" gets 20, one named "nr" (AES) 14, one
   named "rate" (a Keccak sponge's, in bytes) 136, one
   ending in "bit" gets 1, one named "n" (a count of lanes) gets SIZE
   but at most TEST_MAX_LANES, one named "cost" (scrypt's N) 2 or 4
   as SIZE is even or odd, one named "r" (scrypt's block size) 1 + SIZE
   modulo TEST_MAX_SCRYPT_R (half that for scrypt_romix_x2), one
   named "last_bytes" (the BLAKE2 lane functions' bytes of each lane's
   final block) a buffer of counts
   from 0 to 64, within any block, and other integers (lengths, block
   counts) get SIZE.  Returns the number
   of arguments; KINDS, unless NULL, receives the kind of each.  */
#define TEST_MAX_ARGS 6
#define TEST_MAX_LANES 16
#define TEST_MAX_SCRYPT_R 16
#define TEST_LANE_TABLE 256
#define TEST_LANE_STRIDE 80
enum test_arg_kind
{
  TEST_ARG_LANES,		/* the pointer table, then what it points to */
  TEST_ARG_BYTES,		/* uint8_t *: may be unaligned */
  TEST_ARG_POINTER,		/* to words or a struct: aligned */
  TEST_ARG_ROUNDS,
  TEST_ARG_AES_ROUNDS,
  TEST_ARG_RATE,			/* a Keccak sponge's rate in bytes */
  TEST_ARG_FLAG,
  TEST_ARG_SIZE,
  TEST_ARG_LAST_BYTES		/* unsigned[]: bytes of final blocks */
};
#define TEST_ARG_IS_POINTER(kind) ((kind) <= TEST_ARG_POINTER)
/* Writes the table of pointers of a TEST_ARG_LANES buffer at BUF,
   pointing into BUF (again after a copy of the buffer moved it).  */
void test_lane_table(uint8_t *buf);
unsigned test_make_args(unsigned id, uintptr_t args[TEST_MAX_ARGS],
			enum test_arg_kind kinds[TEST_MAX_ARGS],
			uint8_t *buffers[TEST_MAX_ARGS], size_t buffer_size,
			uintptr_t size);

#endif /* SYMCRYPT_TEST_VARIANTS_H */
