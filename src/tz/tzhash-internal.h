/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* tzhash-internal.h -- the Tillich-Zémor hash inside the library.

   A field element of GF(2^127) (modulus x^127 + x^63 + 1) is two
   64-bit words, x^0..x^63 first; bit 63 of the second word is always
   0.  A matrix is four elements by columns, c00, c10, c01, c11: the
   layout of struct symcrypt_tz_ctx, so that vector code holds a column
   (both rows) in one 256-bit register.  */
#ifndef SYMCRYPT_TZHASH_INTERNAL_H
#define SYMCRYPT_TZHASH_INTERNAL_H

#include <symcrypt/tzhash.h>

/* Word offsets of the entries in a matrix of 8 words.  */
#define TZ_C00 0
#define TZ_C10 2
#define TZ_C01 4
#define TZ_C11 6

/* tz_mul_chains (functions.def) runs TZ_CHAINS slices of a length
   that is a multiple of TZ_CHAIN_UNIT; symcrypt_tz_update uses it for
   every input that gives each slice a unit, TZ_CHAINS_MIN bytes and
   more: with the assembly tz_matrix_mul that every CPU running
   assembly chains has, the three products that join the slices cost
   less than the chains save from there on (doc/tzhash.md).  */
#define TZ_CHAINS 4
#define TZ_CHAIN_UNIT 48
#define TZ_CHAINS_MIN (TZ_CHAINS * TZ_CHAIN_UNIT)

void _symcrypt_tz_identity(uint64_t *m);

/* The length of each of the TZ_CHAINS slices symcrypt_tz_update cuts
   from an input of LENGTH bytes, or 0 when it runs one chain.  */
size_t _symcrypt_tz_slice(size_t length);

/* Reads a 64-byte digest into M (the caller checks the top bits).  */
void _symcrypt_tz_read(uint64_t *m, const uint8_t *digest);

void _symcrypt_tz_write(uint8_t *digest, const uint64_t *m);

#endif /* SYMCRYPT_TZHASH_INTERNAL_H */
