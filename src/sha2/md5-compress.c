/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* md5-compress.c -- the MD5 compression function (RFC 1321, 3.4),
   over any number of 64-byte blocks: the C twin of the assembly
   version.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "dispatch.h"
#include "md-internal.h"

/* The round functions of RFC 1321; F and G written with one fewer
   operation than the RFC's forms.  */
#define F(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define G(x, y, z) F(z, x, y)
#define H(x, y, z) ((x) ^ (y) ^ (z))
#define I(x, y, z) ((y) ^ ((x) | ~(z)))

/* a = b + ((a + f(b, c, d) + x + t) <<< s).  The constants t are
   floor(2^32 |sin(i)|), i = 1..64, as listed in RFC 1321.  */
#define STEP(f, a, b, c, d, x, t, s) do {		\
    (a) += f((b), (c), (d)) + (x) + (t);		\
    (a) = ROTL32((a), s) + (b);				\
  } while (0)

static void __attribute__((noinline))
compress(uint32_t *state, size_t blocks, const uint8_t *data)
{
  for (; blocks > 0; blocks--, data += 64)
    {
      uint32_t X[16];
      uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
      unsigned i;

      for (i = 0; i < 16; i++)
	X[i] = le_read_uint32(data + 4 * i);

      /* Round 1.  */
      STEP(F, a, b, c, d, X[ 0], 0xd76aa478,  7);
      STEP(F, d, a, b, c, X[ 1], 0xe8c7b756, 12);
      STEP(F, c, d, a, b, X[ 2], 0x242070db, 17);
      STEP(F, b, c, d, a, X[ 3], 0xc1bdceee, 22);
      STEP(F, a, b, c, d, X[ 4], 0xf57c0faf,  7);
      STEP(F, d, a, b, c, X[ 5], 0x4787c62a, 12);
      STEP(F, c, d, a, b, X[ 6], 0xa8304613, 17);
      STEP(F, b, c, d, a, X[ 7], 0xfd469501, 22);
      STEP(F, a, b, c, d, X[ 8], 0x698098d8,  7);
      STEP(F, d, a, b, c, X[ 9], 0x8b44f7af, 12);
      STEP(F, c, d, a, b, X[10], 0xffff5bb1, 17);
      STEP(F, b, c, d, a, X[11], 0x895cd7be, 22);
      STEP(F, a, b, c, d, X[12], 0x6b901122,  7);
      STEP(F, d, a, b, c, X[13], 0xfd987193, 12);
      STEP(F, c, d, a, b, X[14], 0xa679438e, 17);
      STEP(F, b, c, d, a, X[15], 0x49b40821, 22);
      /* Round 2.  */
      STEP(G, a, b, c, d, X[ 1], 0xf61e2562,  5);
      STEP(G, d, a, b, c, X[ 6], 0xc040b340,  9);
      STEP(G, c, d, a, b, X[11], 0x265e5a51, 14);
      STEP(G, b, c, d, a, X[ 0], 0xe9b6c7aa, 20);
      STEP(G, a, b, c, d, X[ 5], 0xd62f105d,  5);
      STEP(G, d, a, b, c, X[10], 0x02441453,  9);
      STEP(G, c, d, a, b, X[15], 0xd8a1e681, 14);
      STEP(G, b, c, d, a, X[ 4], 0xe7d3fbc8, 20);
      STEP(G, a, b, c, d, X[ 9], 0x21e1cde6,  5);
      STEP(G, d, a, b, c, X[14], 0xc33707d6,  9);
      STEP(G, c, d, a, b, X[ 3], 0xf4d50d87, 14);
      STEP(G, b, c, d, a, X[ 8], 0x455a14ed, 20);
      STEP(G, a, b, c, d, X[13], 0xa9e3e905,  5);
      STEP(G, d, a, b, c, X[ 2], 0xfcefa3f8,  9);
      STEP(G, c, d, a, b, X[ 7], 0x676f02d9, 14);
      STEP(G, b, c, d, a, X[12], 0x8d2a4c8a, 20);
      /* Round 3.  */
      STEP(H, a, b, c, d, X[ 5], 0xfffa3942,  4);
      STEP(H, d, a, b, c, X[ 8], 0x8771f681, 11);
      STEP(H, c, d, a, b, X[11], 0x6d9d6122, 16);
      STEP(H, b, c, d, a, X[14], 0xfde5380c, 23);
      STEP(H, a, b, c, d, X[ 1], 0xa4beea44,  4);
      STEP(H, d, a, b, c, X[ 4], 0x4bdecfa9, 11);
      STEP(H, c, d, a, b, X[ 7], 0xf6bb4b60, 16);
      STEP(H, b, c, d, a, X[10], 0xbebfbc70, 23);
      STEP(H, a, b, c, d, X[13], 0x289b7ec6,  4);
      STEP(H, d, a, b, c, X[ 0], 0xeaa127fa, 11);
      STEP(H, c, d, a, b, X[ 3], 0xd4ef3085, 16);
      STEP(H, b, c, d, a, X[ 6], 0x04881d05, 23);
      STEP(H, a, b, c, d, X[ 9], 0xd9d4d039,  4);
      STEP(H, d, a, b, c, X[12], 0xe6db99e5, 11);
      STEP(H, c, d, a, b, X[15], 0x1fa27cf8, 16);
      STEP(H, b, c, d, a, X[ 2], 0xc4ac5665, 23);
      /* Round 4.  */
      STEP(I, a, b, c, d, X[ 0], 0xf4292244,  6);
      STEP(I, d, a, b, c, X[ 7], 0x432aff97, 10);
      STEP(I, c, d, a, b, X[14], 0xab9423a7, 15);
      STEP(I, b, c, d, a, X[ 5], 0xfc93a039, 21);
      STEP(I, a, b, c, d, X[12], 0x655b59c3,  6);
      STEP(I, d, a, b, c, X[ 3], 0x8f0ccc92, 10);
      STEP(I, c, d, a, b, X[10], 0xffeff47d, 15);
      STEP(I, b, c, d, a, X[ 1], 0x85845dd1, 21);
      STEP(I, a, b, c, d, X[ 8], 0x6fa87e4f,  6);
      STEP(I, d, a, b, c, X[15], 0xfe2ce6e0, 10);
      STEP(I, c, d, a, b, X[ 6], 0xa3014314, 15);
      STEP(I, b, c, d, a, X[13], 0x4e0811a1, 21);
      STEP(I, a, b, c, d, X[ 4], 0xf7537e82,  6);
      STEP(I, d, a, b, c, X[11], 0xbd3af235, 10);
      STEP(I, c, d, a, b, X[ 2], 0x2ad7d2bb, 15);
      STEP(I, b, c, d, a, X[ 9], 0xeb86d391, 21);

      state[0] += a;
      state[1] += b;
      state[2] += c;
      state[3] += d;
    }
}

void
_symcrypt_md5_compress_c(uint32_t *state, size_t blocks, const uint8_t *data)
{
  compress(state, blocks, data);
  /* The message words, which may be a key, and copies of them and
     of the state in spill slots.  */
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(sizeof(uint32_t[16])));
}
