/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* blake2s-compress.c -- the BLAKE2s compression function (RFC 7693,
   3.2) over the bytes of a message, block after block: the C twin of
   the assembly versions (functions.def says what it takes).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "blake2-internal.h"
#include "dispatch.h"
#include "macros.h"

/* RFC 7693, 2.7.  */
const uint32_t _symcrypt_blake2s_iv[8] = {
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
  0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

/* RFC 7693, 3.1, with BLAKE2s's rotations (16, 12, 8, 7) and the
   message words mX, mY.  */
#define G32(a, b, c, d, x, y) do {					\
    v##a += v##b + m##x; v##d = ROTR32(v##d ^ v##a, 16);		\
    v##c += v##d;        v##b = ROTR32(v##b ^ v##c, 12);		\
    v##a += v##b + m##y; v##d = ROTR32(v##d ^ v##a, 8);			\
    v##c += v##d;        v##b = ROTR32(v##b ^ v##c, 7);			\
  } while (0)

void
_symcrypt_blake2s_compress_c(uint32_t *state, size_t length,
			     const uint8_t *data, unsigned last_bit)
{
  uint32_t t0 = state[8], t1 = state[9];

  for (;;)
    {
      uint32_t v0, v1, v2, v3, v4, v5, v6, v7;
      uint32_t v8, v9, v10, v11, v12, v13, v14, v15;
      uint32_t m0, m1, m2, m3, m4, m5, m6, m7;
      uint32_t m8, m9, m10, m11, m12, m13, m14, m15;
      uint32_t bytes = 64, final = 0;

      if (last_bit && length <= 64)
	{
	  bytes = length;
	  final = ~(uint32_t) 0;
	}
      else if (length < 64)
	break;
      /* The counter is a 64-bit number.  */
      t0 += bytes;
      t1 += t0 < bytes;

      m0 = le_read_uint32(data + 0);    m1 = le_read_uint32(data + 4);
      m2 = le_read_uint32(data + 8);    m3 = le_read_uint32(data + 12);
      m4 = le_read_uint32(data + 16);   m5 = le_read_uint32(data + 20);
      m6 = le_read_uint32(data + 24);   m7 = le_read_uint32(data + 28);
      m8 = le_read_uint32(data + 32);   m9 = le_read_uint32(data + 36);
      m10 = le_read_uint32(data + 40);  m11 = le_read_uint32(data + 44);
      m12 = le_read_uint32(data + 48);  m13 = le_read_uint32(data + 52);
      m14 = le_read_uint32(data + 56);  m15 = le_read_uint32(data + 60);

      v0 = state[0]; v1 = state[1]; v2 = state[2]; v3 = state[3];
      v4 = state[4]; v5 = state[5]; v6 = state[6]; v7 = state[7];
      v8 = _symcrypt_blake2s_iv[0];  v9 = _symcrypt_blake2s_iv[1];
      v10 = _symcrypt_blake2s_iv[2]; v11 = _symcrypt_blake2s_iv[3];
      v12 = _symcrypt_blake2s_iv[4] ^ t0;
      v13 = _symcrypt_blake2s_iv[5] ^ t1;
      v14 = _symcrypt_blake2s_iv[6] ^ final;
      v15 = _symcrypt_blake2s_iv[7];

      BLAKE2_ROUND_0(G32); BLAKE2_ROUND_1(G32); BLAKE2_ROUND_2(G32);
      BLAKE2_ROUND_3(G32); BLAKE2_ROUND_4(G32); BLAKE2_ROUND_5(G32);
      BLAKE2_ROUND_6(G32); BLAKE2_ROUND_7(G32); BLAKE2_ROUND_8(G32);
      BLAKE2_ROUND_9(G32);

      state[0] ^= v0 ^ v8;  state[1] ^= v1 ^ v9;
      state[2] ^= v2 ^ v10; state[3] ^= v3 ^ v11;
      state[4] ^= v4 ^ v12; state[5] ^= v5 ^ v13;
      state[6] ^= v6 ^ v14; state[7] ^= v7 ^ v15;

      if (final)
	break;
      data += 64;
      length -= 64;
    }
  state[8] = t0;
  state[9] = t1;
}

/* COUNT lanes one after the other: each lane's blocks before its
   last, then the last, final or not.  */
static void
blake2s_lanes_c(unsigned count, uint32_t *const *states, size_t blocks,
		const uint8_t *const *data, unsigned finals,
		const unsigned *last_bytes)
{
  unsigned i;
  if (blocks == 0)
    return;
  for (i = 0; i < count; i++)
    {
      const uint8_t *last = data[i] + (blocks - 1) * 64;
      if (blocks > 1)
	_symcrypt_blake2s_compress(states[i], (blocks - 1) * 64, data[i], 0);
      if (finals >> i & 1)
	_symcrypt_blake2s_compress(states[i], last_bytes[i], last, 1);
      else
	_symcrypt_blake2s_compress(states[i], 64, last, 0);
    }
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
