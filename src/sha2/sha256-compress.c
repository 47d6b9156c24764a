/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sha256-compress.c -- the SHA-256 compression function (FIPS 180-4,
   6.2.2) over any number of 64-byte blocks: the C twin of the
   assembly versions, also used by SHA-224.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "dispatch.h"
#include "macros.h"
#include "sha2-rounds.h"

/* FIPS 180-4, 4.2.2: the first 32 bits of the fractional parts of the
   cube roots of the first 64 primes.  */
static const uint32_t K[64] = {
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5,
  0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
  0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
  0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

#define Sigma0(x) (ROTR32((x), 2) ^ ROTR32((x), 13) ^ ROTR32((x), 22))
#define Sigma1(x) (ROTR32((x), 6) ^ ROTR32((x), 11) ^ ROTR32((x), 25))
#define sigma0(x) (ROTR32((x), 7) ^ ROTR32((x), 18) ^ ((x) >> 3))
#define sigma1(x) (ROTR32((x), 17) ^ ROTR32((x), 19) ^ ((x) >> 10))

static void __attribute__((noinline))
compress(uint32_t *state, size_t blocks, const uint8_t *data)
{
  uint32_t W[16];

  for (; blocks > 0; blocks--, data += 64)
    {
      uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
      uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
      unsigned i;

      for (i = 0; i < 16; i++)
	W[i] = READ_UINT32(data + 4 * i);

      ROUND8(0);  ROUND8(8);  ROUND8(16); ROUND8(24);
      ROUND8(32); ROUND8(40); ROUND8(48); ROUND8(56);

      state[0] += a; state[1] += b; state[2] += c; state[3] += d;
      state[4] += e; state[5] += f; state[6] += g; state[7] += h;
    }
}

void
_symcrypt_sha256_compress_c(uint32_t *state, size_t blocks,
			    const uint8_t *data)
{
  compress(state, blocks, data);
  /* The schedule, which holds message words that may be a key, and
     copies of them and of the state in spill slots.  */
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(sizeof(uint32_t[16])));
}
