/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* blake2-compress-body.h -- the body of the BLAKE2b and BLAKE2s
   compression functions (RFC 7693, 3.2), over words of either size.
   blake2-compress.c includes it once for each hash, after defining:

   BLAKE2_WORD     the word type, uint64_t or uint32_t
   BLAKE2_READ     the little-endian reader of a word
   BLAKE2_ROTR     the rotation of a word
   BLAKE2_R1 .. BLAKE2_R4  G's rotation counts (RFC 7693, 3.1)
   BLAKE2_ROUNDS   12 or 10
   BLAKE2_IV       the initial values
   BLAKE2_DISPATCH the hash's replaceable compression function
   BLAKE2_COMPRESS the compression function's C twin, defined here
   BLAKE2_BODY     the name of its body, defined here (static)
   BLAKE2_LANES    the name of the lanes' loop, defined here (static)

   and undefines them all at its end.  It has no include guard, being
   included twice.  */

#define BLAKE2_W ((unsigned) sizeof(BLAKE2_WORD))
#define BLAKE2_BLOCK (16 * BLAKE2_W)

/* RFC 7693, 3.1, with the message words mX, mY.  */
#define BLAKE2_G(a, b, c, d, x, y) do {					\
    v##a += v##b + m##x; v##d = BLAKE2_ROTR(v##d ^ v##a, BLAKE2_R1);	\
    v##c += v##d;        v##b = BLAKE2_ROTR(v##b ^ v##c, BLAKE2_R2);	\
    v##a += v##b + m##y; v##d = BLAKE2_ROTR(v##d ^ v##a, BLAKE2_R3);	\
    v##c += v##d;        v##b = BLAKE2_ROTR(v##b ^ v##c, BLAKE2_R4);	\
  } while (0)

/* The blocks of LENGTH bytes at DATA into STATE (the chaining words,
   then the two words of the byte counter); the last block, if
   LAST_BIT, final and possibly partial (its LENGTH counts only the
   message's bytes), else whole blocks only.  The twin below calls it
   and then wipes its frame; noinline also keeps gcc from allocating
   BLAKE2s's registers as it would inside a wrapper, 128 bytes
   longer.  */
static void __attribute__((noinline))
BLAKE2_BODY(BLAKE2_WORD *state, size_t length, const uint8_t *data,
	    unsigned last_bit)
{
  BLAKE2_WORD t0 = state[8], t1 = state[9];

  for (;;)
    {
      BLAKE2_WORD v0, v1, v2, v3, v4, v5, v6, v7;
      BLAKE2_WORD v8, v9, v10, v11, v12, v13, v14, v15;
      BLAKE2_WORD m0, m1, m2, m3, m4, m5, m6, m7;
      BLAKE2_WORD m8, m9, m10, m11, m12, m13, m14, m15;
      BLAKE2_WORD bytes = BLAKE2_BLOCK, final = 0;

      if (last_bit && length <= BLAKE2_BLOCK)
	{
	  bytes = length;
	  final = ~(BLAKE2_WORD) 0;
	}
      else if (length < BLAKE2_BLOCK)
	break;
      /* The counter is a number of two words.  */
      t0 += bytes;
      t1 += t0 < bytes;

      m0 = BLAKE2_READ(data);
      m1 = BLAKE2_READ(data + 1 * BLAKE2_W);
      m2 = BLAKE2_READ(data + 2 * BLAKE2_W);
      m3 = BLAKE2_READ(data + 3 * BLAKE2_W);
      m4 = BLAKE2_READ(data + 4 * BLAKE2_W);
      m5 = BLAKE2_READ(data + 5 * BLAKE2_W);
      m6 = BLAKE2_READ(data + 6 * BLAKE2_W);
      m7 = BLAKE2_READ(data + 7 * BLAKE2_W);
      m8 = BLAKE2_READ(data + 8 * BLAKE2_W);
      m9 = BLAKE2_READ(data + 9 * BLAKE2_W);
      m10 = BLAKE2_READ(data + 10 * BLAKE2_W);
      m11 = BLAKE2_READ(data + 11 * BLAKE2_W);
      m12 = BLAKE2_READ(data + 12 * BLAKE2_W);
      m13 = BLAKE2_READ(data + 13 * BLAKE2_W);
      m14 = BLAKE2_READ(data + 14 * BLAKE2_W);
      m15 = BLAKE2_READ(data + 15 * BLAKE2_W);

      v0 = state[0]; v1 = state[1]; v2 = state[2]; v3 = state[3];
      v4 = state[4]; v5 = state[5]; v6 = state[6]; v7 = state[7];
      v8 = BLAKE2_IV[0];  v9 = BLAKE2_IV[1];
      v10 = BLAKE2_IV[2]; v11 = BLAKE2_IV[3];
      v12 = BLAKE2_IV[4] ^ t0;
      v13 = BLAKE2_IV[5] ^ t1;
      v14 = BLAKE2_IV[6] ^ final;
      v15 = BLAKE2_IV[7];

      BLAKE2_ROUND_0(BLAKE2_G); BLAKE2_ROUND_1(BLAKE2_G);
      BLAKE2_ROUND_2(BLAKE2_G); BLAKE2_ROUND_3(BLAKE2_G);
      BLAKE2_ROUND_4(BLAKE2_G); BLAKE2_ROUND_5(BLAKE2_G);
      BLAKE2_ROUND_6(BLAKE2_G); BLAKE2_ROUND_7(BLAKE2_G);
      BLAKE2_ROUND_8(BLAKE2_G); BLAKE2_ROUND_9(BLAKE2_G);
#if BLAKE2_ROUNDS == 12
      /* BLAKE2b's rounds 10 and 11 take rows 0 and 1 of sigma again.  */
      BLAKE2_ROUND_0(BLAKE2_G); BLAKE2_ROUND_1(BLAKE2_G);
#endif

      state[0] ^= v0 ^ v8;  state[1] ^= v1 ^ v9;
      state[2] ^= v2 ^ v10; state[3] ^= v3 ^ v11;
      state[4] ^= v4 ^ v12; state[5] ^= v5 ^ v13;
      state[6] ^= v6 ^ v14; state[7] ^= v7 ^ v15;

      if (final)
	break;
      data += BLAKE2_BLOCK;
      length -= BLAKE2_BLOCK;
    }
  state[8] = t0;
  state[9] = t1;
}

void
BLAKE2_COMPRESS(BLAKE2_WORD *state, size_t length, const uint8_t *data,
		unsigned last_bit)
{
  BLAKE2_BODY(state, length, data, last_bit);
  /* The body keeps its words in registers and spill slots only: the
     message words, which hold the key in a keyed hash's first block,
     and the chaining values.  */
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(0));
}

/* COUNT lanes one after the other through the replaceable
   compression function: each lane's blocks before its last, then the
   last, final or not.  */
static void
BLAKE2_LANES(unsigned count, BLAKE2_WORD *const *states, size_t blocks,
	     const uint8_t *const *data, unsigned finals,
	     const unsigned *last_bytes)
{
  unsigned i;
  if (blocks == 0)
    return;
  for (i = 0; i < count; i++)
    {
      const uint8_t *last = data[i] + (blocks - 1) * BLAKE2_BLOCK;
      if (blocks > 1)
	BLAKE2_DISPATCH(states[i], (blocks - 1) * BLAKE2_BLOCK, data[i], 0);
      if (finals >> i & 1)
	BLAKE2_DISPATCH(states[i], last_bytes[i], last, 1);
      else
	BLAKE2_DISPATCH(states[i], BLAKE2_BLOCK, last, 0);
    }
}

#undef BLAKE2_G
#undef BLAKE2_BLOCK
#undef BLAKE2_W
#undef BLAKE2_WORD
#undef BLAKE2_READ
#undef BLAKE2_ROTR
#undef BLAKE2_R1
#undef BLAKE2_R2
#undef BLAKE2_R3
#undef BLAKE2_R4
#undef BLAKE2_ROUNDS
#undef BLAKE2_IV
#undef BLAKE2_DISPATCH
#undef BLAKE2_COMPRESS
#undef BLAKE2_BODY
#undef BLAKE2_LANES
