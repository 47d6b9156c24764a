/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* blake2-compress.c -- the BLAKE2b and BLAKE2s compression functions
   (RFC 7693, 3.2) over the bytes of a message, block after block, and
   their lane functions: the C twins of the assembly versions
   (functions.def says what they take).  The two hashes differ only in
   their word size, rotations and number of rounds, so their one body
   is blake2-compress-body.h, included here once for each; the lane
   functions are thin wrappers of its lane loop.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "blake2-internal.h"
#include "dispatch.h"
#include "macros.h"

/* RFC 7693, 2.6.  */
const uint64_t _symcrypt_blake2b_iv[8] = {
  0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL,
  0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
  0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
  0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL,
};

/* RFC 7693, 2.7.  */
const uint32_t _symcrypt_blake2s_iv[8] = {
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
  0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

/* BLAKE2b: 64-bit words, rotations 32, 24, 16 and 63, 12 rounds.  */
#define BLAKE2_WORD uint64_t
#define BLAKE2_READ le_read_uint64
#define BLAKE2_ROTR ROTR64
#define BLAKE2_R1 32
#define BLAKE2_R2 24
#define BLAKE2_R3 16
#define BLAKE2_R4 63
#define BLAKE2_ROUNDS 12
#define BLAKE2_IV _symcrypt_blake2b_iv
#define BLAKE2_DISPATCH _symcrypt_blake2b_compress
#define BLAKE2_COMPRESS _symcrypt_blake2b_compress_c
#define BLAKE2_BODY blake2b_body
#define BLAKE2_LANES blake2b_lanes_c
#include "blake2-compress-body.h"

/* BLAKE2s: 32-bit words, rotations 16, 12, 8 and 7, 10 rounds.  */
#define BLAKE2_WORD uint32_t
#define BLAKE2_READ le_read_uint32
#define BLAKE2_ROTR ROTR32
#define BLAKE2_R1 16
#define BLAKE2_R2 12
#define BLAKE2_R3 8
#define BLAKE2_R4 7
#define BLAKE2_ROUNDS 10
#define BLAKE2_IV _symcrypt_blake2s_iv
#define BLAKE2_DISPATCH _symcrypt_blake2s_compress
#define BLAKE2_COMPRESS _symcrypt_blake2s_compress_c
#define BLAKE2_BODY blake2s_body
#define BLAKE2_LANES blake2s_lanes_c
#include "blake2-compress-body.h"

void
_symcrypt_blake2b_8compress_c(uint64_t *const *states, size_t blocks,
			      const uint8_t *const *data, unsigned finals,
			      const unsigned *last_bytes)
{
  blake2b_lanes_c(8, states, blocks, data, finals, last_bytes);
}

void
_symcrypt_blake2b_4compress_c(uint64_t *const *states, size_t blocks,
			      const uint8_t *const *data, unsigned finals,
			      const unsigned *last_bytes)
{
  blake2b_lanes_c(4, states, blocks, data, finals, last_bytes);
}

void
_symcrypt_blake2b_2compress_c(uint64_t *const *states, size_t blocks,
			      const uint8_t *const *data, unsigned finals,
			      const unsigned *last_bytes)
{
  blake2b_lanes_c(2, states, blocks, data, finals, last_bytes);
}

void
_symcrypt_blake2s_16compress_c(uint32_t *const *states, size_t blocks,
			       const uint8_t *const *data, unsigned finals,
			       const unsigned *last_bytes)
{
  blake2s_lanes_c(16, states, blocks, data, finals, last_bytes);
}

void
_symcrypt_blake2s_8compress_c(uint32_t *const *states, size_t blocks,
			      const uint8_t *const *data, unsigned finals,
			      const unsigned *last_bytes)
{
  blake2s_lanes_c(8, states, blocks, data, finals, last_bytes);
}

void
_symcrypt_blake2s_4compress_c(uint32_t *const *states, size_t blocks,
			      const uint8_t *const *data, unsigned finals,
			      const unsigned *last_bytes)
{
  blake2s_lanes_c(4, states, blocks, data, finals, last_bytes);
}
