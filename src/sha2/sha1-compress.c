/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sha1-compress.c -- the SHA-1 compression function (FIPS 180-4,
   6.1.2) over any number of 64-byte blocks: the C twin of the
   assembly versions.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "dispatch.h"
#include "macros.h"

/* The four round functions and constants, 20 rounds each (FIPS
   180-4, 4.1.1 and 4.2.1).  */
#define F1(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define F2(x, y, z) ((x) ^ (y) ^ (z))
#define F3(x, y, z) (((x) & (y)) | ((z) & ((x) | (y))))
#define F4 F2
#define K1 0x5a827999
#define K2 0x6ed9eba1
#define K3 0x8f1bbcdc
#define K4 0xca62c1d6

/* The message schedule lives in 16 words, W[t mod 16]; T is a constant
   in every use, so the test folds away.  */
#define WORD(t) ((t) < 16 ? W[t]						\
		 : (W[(t) & 15] = ROTL32(W[((t) - 3) & 15] ^ W[((t) - 8) & 15] \
					 ^ W[((t) - 14) & 15] ^ W[(t) & 15], 1)))

/* One round with the working variables named in rotated order, so no
   variable is moved: after it, (e, a, b, c, d) play (a, b, c, d, e).  */
#define ROUND(f, k, a, b, c, d, e, t) do {			\
    (e) += ROTL32((a), 5) + f((b), (c), (d)) + (k) + WORD(t);	\
    (b) = ROTL32((b), 30);					\
  } while (0)

#define ROUND5(f, k, t) do {			\
    ROUND(f, k, a, b, c, d, e, (t));		\
    ROUND(f, k, e, a, b, c, d, (t) + 1);	\
    ROUND(f, k, d, e, a, b, c, (t) + 2);	\
    ROUND(f, k, c, d, e, a, b, (t) + 3);	\
    ROUND(f, k, b, c, d, e, a, (t) + 4);	\
  } while (0)

static void __attribute__((noinline))
compress(uint32_t *state, size_t blocks, const uint8_t *data)
{
  for (; blocks > 0; blocks--, data += 64)
    {
      uint32_t W[16];
      uint32_t a = state[0], b = state[1], c = state[2];
      uint32_t d = state[3], e = state[4];
      unsigned i;

      for (i = 0; i < 16; i++)
	W[i] = READ_UINT32(data + 4 * i);

      ROUND5(F1, K1, 0);  ROUND5(F1, K1, 5);
      ROUND5(F1, K1, 10); ROUND5(F1, K1, 15);
      ROUND5(F2, K2, 20); ROUND5(F2, K2, 25);
      ROUND5(F2, K2, 30); ROUND5(F2, K2, 35);
      ROUND5(F3, K3, 40); ROUND5(F3, K3, 45);
      ROUND5(F3, K3, 50); ROUND5(F3, K3, 55);
      ROUND5(F4, K4, 60); ROUND5(F4, K4, 65);
      ROUND5(F4, K4, 70); ROUND5(F4, K4, 75);

      state[0] += a; state[1] += b; state[2] += c;
      state[3] += d; state[4] += e;
    }
}

void
_symcrypt_sha1_compress_c(uint32_t *state, size_t blocks,
			  const uint8_t *data)
{
  compress(state, blocks, data);
  /* The schedule, which holds message words that may be a key, and
     copies of them and of the state in spill slots.  */
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(sizeof(uint32_t[16])));
}
