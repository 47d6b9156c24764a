/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* aegis-update.c -- the C twins of the AEGIS block functions
   (functions.def): whole blocks absorbed, encrypted or decrypted on a
   state of any variant, laid out as aegis-internal.h says.

   The AES rounds of an update are the bitsliced circuit of
   aes-bitslice.c, four blocks at a time, each with its own round key:
   no table, no load or store whose address depends on the key, the
   state or the data.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "aegis-internal.h"
#include "aes/aes-internal.h"
#include "macros.h"

enum { ABSORB, ENCRYPT, DECRYPT, INIT };

static void
xor_bytes(uint8_t *dst, const uint8_t *src, size_t length)
{
  size_t i;
  for (i = 0; i < length; i++)
    dst[i] ^= src[i];
}

/* The draft's Update: block J of every instance becomes
   AESRound(block J - 1, block J) (block 0 takes the last block), with
   M0 (16 DEGREE bytes, one block per instance) XORed into block 0
   first and, for eight lanes, M1 into block 4.  */
static void
update(uint8_t *state, unsigned lanes, unsigned degree, const uint8_t *m0,
       const uint8_t *m1)
{
  uint8_t in[AEGIS_MAX_STATE], keys[AEGIS_MAX_STATE];
  size_t row = 16 * degree, size = row * lanes;

  memcpy(in, state + size - row, row);
  memcpy(in + row, state, size - row);
  memcpy(keys, state, size);
  xor_bytes(keys, m0, row);
  if (lanes == 8)
    xor_bytes(keys + 4 * row, m1, row);
  _symcrypt_aes_round_blocks(lanes * degree, state, in, keys);
}

/* The keystream of one update, RATE bytes to Z: for eight lanes
   S1 ^ S6 ^ (S2 & S3), then S2 ^ S5 ^ (S6 & S7); for six lanes
   S1 ^ S4 ^ S5 ^ (S2 & S3); each of every instance in turn.  */
static void
keystream(uint8_t *z, const uint8_t *state, unsigned lanes, unsigned degree)
{
  size_t row = 16 * degree, i;
  const uint8_t *s1 = state + row, *s2 = s1 + row, *s3 = s2 + row;
  const uint8_t *s4 = s3 + row, *s5 = s4 + row, *s6 = s5 + row;
  const uint8_t *s7 = s6 + row;

  if (lanes == 8)
    for (i = 0; i < row; i++)
      {
	z[i] = s1[i] ^ s6[i] ^ (s2[i] & s3[i]);
	z[row + i] = s2[i] ^ s5[i] ^ (s6[i] & s7[i]);
      }
  else
    for (i = 0; i < row; i++)
      z[i] = s1[i] ^ s4[i] ^ s5[i] ^ (s2[i] & s3[i]);
}

/* The stack blocks uses (update's copies, the keystream and the
   output block, the sliced blocks and keys), for the wipe after it.  */
#define BLOCKS_STACK \
  SYMCRYPT_STACK_USE(2 * AEGIS_MAX_STATE + 2 * AEGIS_MAX_RATE \
		     + 2 * 8 * sizeof(uint64_t))

/* INIT: CTX, one row, goes into blocks 3 and LANES - 1 before each
   update that absorbs.  */
static void __attribute__((noinline))
blocks_body(uint8_t *state, unsigned lanes, unsigned degree, int mode,
	    size_t blocks, uint8_t *dst, const uint8_t *src,
	    const uint8_t *ctx)
{
  size_t row = 16 * degree, rate = lanes == 8 ? 2 * row : row, i;
  uint8_t z[AEGIS_MAX_RATE], out[AEGIS_MAX_RATE];

  for (; blocks > 0; blocks--, src += rate)
    {
      if (mode == INIT)
	{
	  xor_bytes(state + 3 * row, ctx, row);
	  xor_bytes(state + (lanes - 1) * row, ctx, row);
	}
      if (mode == ABSORB || mode == INIT)
	{
	  update(state, lanes, degree, src, src + row);
	  continue;
	}
      keystream(z, state, lanes, degree);
      for (i = 0; i < rate; i++)
	out[i] = src[i] ^ z[i];
      /* The update absorbs the plaintext: SRC when encrypting (read
	 before DST, which may be SRC, is written), OUT when
	 decrypting.  */
      if (mode == ENCRYPT)
	update(state, lanes, degree, src, src + row);
      else
	update(state, lanes, degree, out, out + row);
      memcpy(dst, out, rate);
      dst += rate;
    }
}

#define AEGIS_TWINS(name, lanes, degree)				\
  void									\
  _symcrypt_##name##_absorb_c(uint8_t *state, size_t blocks,		\
			      const uint8_t *src)			\
  {									\
    blocks_body(state, lanes, degree, ABSORB, blocks, NULL, src, NULL);	\
    _symcrypt_wipe_stack(BLOCKS_STACK);					\
  }									\
  void									\
  _symcrypt_##name##_encrypt_c(uint8_t *state, size_t blocks,		\
			       uint8_t *dst, const uint8_t *src)	\
  {									\
    blocks_body(state, lanes, degree, ENCRYPT, blocks, dst, src, NULL);	\
    _symcrypt_wipe_stack(BLOCKS_STACK);					\
  }									\
  void									\
  _symcrypt_##name##_decrypt_c(uint8_t *state, size_t blocks,		\
			       uint8_t *dst, const uint8_t *src)	\
  {									\
    blocks_body(state, lanes, degree, DECRYPT, blocks, dst, src, NULL);	\
    _symcrypt_wipe_stack(BLOCKS_STACK);					\
  }

/* The X forms' initialisation.  */
#define AEGIS_INIT_TWIN(name, lanes, degree)				\
  void									\
  _symcrypt_##name##_init_c(uint8_t *state, size_t blocks,		\
			    const uint8_t *src, const uint8_t *ctx)	\
  {									\
    blocks_body(state, lanes, degree, INIT, blocks, NULL, src, ctx);	\
    _symcrypt_wipe_stack(BLOCKS_STACK);					\
  }

/* Sets block J of every instance of STATE (DEGREE instances) to A XOR
   B.  */
static void
set_row(uint8_t *state, unsigned degree, unsigned j, const uint8_t *a,
	const uint8_t *b)
{
  unsigned i;
  for (i = 0; i < degree; i++)
    {
      uint8_t *p = state + 16 * (degree * j + i);
      memcpy(p, a, 16);
      xor_bytes(p, b, 16);
    }
}

/* The Init's first blocks of DEGREE instances, from KEY and NONCE (16
   bytes each for eight lanes, 32 for six), which the X4 forms' start
   makes itself (functions.def).  */
static void
first_blocks(uint8_t *state, unsigned lanes, unsigned degree,
	     const uint8_t *key, const uint8_t *nonce)
{
  static const uint8_t c0[16] = AEGIS_C0, c1[16] = AEGIS_C1, zero[16];
  if (lanes == 8)
    {
      set_row(state, degree, 0, key, nonce);
      set_row(state, degree, 1, c1, zero);
      set_row(state, degree, 2, c0, zero);
      set_row(state, degree, 3, c1, zero);
      set_row(state, degree, 4, key, nonce);
      set_row(state, degree, 5, key, c0);
      set_row(state, degree, 6, key, c1);
      set_row(state, degree, 7, key, c0);
    }
  else
    {
      set_row(state, degree, 0, key, nonce);
      set_row(state, degree, 1, key + 16, nonce + 16);
      set_row(state, degree, 2, c1, zero);
      set_row(state, degree, 3, c0, zero);
      set_row(state, degree, 4, key, c0);
      set_row(state, degree, 5, key + 16, c1);
    }
}

/* The Init's updates of DEGREE instances (1, 2 or 4) on STATE, which
   for four is first made from KEY and NONCE (first_blocks): for
   eight lanes the message NONCE || KEY ten times, for six K0, K1,
   K0 ^ N0, K1 ^ N1 four times, each block in every instance, with the
   context row of init for more than one; the messages in a buffer
   wiped after them.  */
static void __attribute__((noinline))
start_body(uint8_t *state, unsigned lanes, unsigned degree,
	   const uint8_t *key, const uint8_t *nonce)
{
  uint8_t m[10 * 128], blocks[64], ctx[64] = { 0 };
  size_t row = 16 * degree;
  unsigned b, i, period = lanes == 8 ? 2 : 4;

  /* The message blocks in their order: one period of them.  */
  if (lanes == 8)
    {
      memcpy(blocks, nonce, 16);
      memcpy(blocks + 16, key, 16);
    }
  else
    {
      memcpy(blocks, key, 32);
      memcpy(blocks + 32, key, 32);
      xor_bytes(blocks + 32, nonce, 32);
    }
  for (b = 0; b < (lanes == 8 ? 20 : 16); b++)
    for (i = 0; i < degree; i++)
      memcpy(m + b * row + 16 * i, blocks + 16 * (b % period), 16);
  /* Instance I's context block: I, then the degree less one.  */
  for (i = 0; i < degree; i++)
    {
      ctx[16 * i] = i;
      ctx[16 * i + 1] = degree - 1;
    }
  if (degree == 4)
    first_blocks(state, lanes, degree, key, nonce);
  blocks_body(state, lanes, degree, degree == 1 ? ABSORB : INIT,
	      lanes == 8 ? 10 : 16, NULL, m, ctx);
  _symcrypt_wipe(m, sizeof(m));
  _symcrypt_wipe(blocks, sizeof(blocks));
}

/* The Finalize's seven updates of DEGREE instances on STATE, instance
   I's message its block T (2 or 3) XOR LE64(FIRST) || LE64(SECOND),
   in both message blocks for eight lanes.  */
static void __attribute__((noinline))
finish_body(uint8_t *state, unsigned lanes, unsigned degree,
	    uint64_t first, uint64_t second)
{
  uint8_t m[7 * 128], x[64];
  size_t row = 16 * degree, rate = (lanes == 8 ? 2 : 1) * row, k;
  unsigned i;

  for (i = 0; i < degree; i++)
    {
      le_write_uint64(x + 16 * i, first);
      le_write_uint64(x + 16 * i + 8, second);
    }
  xor_bytes(x, state + (lanes == 8 ? 2 : 3) * row, row);
  for (k = 0; k < 7 * rate; k += row)
    memcpy(m + k, x, row);
  blocks_body(state, lanes, degree, ABSORB, 7, NULL, m, NULL);
  _symcrypt_wipe(m, sizeof(m));
  _symcrypt_wipe(x, sizeof(x));
}

/* The stack of start_body and finish_body: their messages and
   blocks_body's.  */
#define START_STACK (BLOCKS_STACK + 10 * 128 + 128)

#define AEGIS_ENDS_TWINS(name, lanes, degree)				\
  void									\
  _symcrypt_##name##_start_c(uint8_t *state, const uint8_t *key,	\
			     const uint8_t *nonce)			\
  {									\
    start_body(state, lanes, degree, key, nonce);			\
    _symcrypt_wipe_stack(START_STACK);					\
  }									\
  void									\
  _symcrypt_##name##_finish_c(uint8_t *state, uint64_t first,		\
			      uint64_t second)				\
  {									\
    finish_body(state, lanes, degree, first, second);			\
    _symcrypt_wipe_stack(START_STACK);					\
  }

AEGIS_TWINS(aegis128l, 8, 1)
AEGIS_TWINS(aegis128x2, 8, 2)
AEGIS_TWINS(aegis128x4, 8, 4)
AEGIS_TWINS(aegis256, 6, 1)
AEGIS_TWINS(aegis256x2, 6, 2)
AEGIS_TWINS(aegis256x4, 6, 4)
AEGIS_INIT_TWIN(aegis128x2, 8, 2)
AEGIS_INIT_TWIN(aegis128x4, 8, 4)
AEGIS_INIT_TWIN(aegis256x2, 6, 2)
AEGIS_INIT_TWIN(aegis256x4, 6, 4)
AEGIS_ENDS_TWINS(aegis128l, 8, 1)
AEGIS_ENDS_TWINS(aegis256, 6, 1)
AEGIS_ENDS_TWINS(aegis128x2, 8, 2)
AEGIS_ENDS_TWINS(aegis256x2, 6, 2)
AEGIS_ENDS_TWINS(aegis128x4, 8, 4)
AEGIS_ENDS_TWINS(aegis256x4, 6, 4)
