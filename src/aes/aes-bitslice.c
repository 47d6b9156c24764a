/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* aes-bitslice.c -- AES in constant-time C: the C twins of the
   replaceable AES functions and the key schedule.

   Bitsliced, four blocks at once.  The 64 bytes of four blocks are
   spread over eight 64-bit words Q[0..7]: bit i of the byte in row R,
   column C of block B (FIPS 197's state, byte k of a block in row
   k % 4, column k / 4) is bit 16 R + 4 C + B of Q[i].  Each row is one
   16-bit field of every word, so:
   - SubBytes is a Boolean circuit on the eight words, the same
     operations for every byte (no table, no secret index);
   - ShiftRows rotates the 4-bit groups inside each row's field;
   - MixColumns combines a row with the next ones, which are the same
     word rotated by 16, 32 and 48 bits.
   The round keys of symcrypt/aes.h are turned into the same form (each
   key in all four block positions) at the start of every call, and
   wiped at its end: a context keeps only the round keys as bytes, the
   form that AES instructions take.  One block runs the same code as
   four, with the other three positions empty.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "aes-internal.h"
#include "macros.h"

/* The S-box of FIPS 197, 5.1.1, as the circuit of 113 gates (32 AND,
   77 XOR, 4 XNOR) of J. Boyar and R. Peralta, "A new combinational
   logic minimization technique with applications to cryptology"
   (SEA 2010; IACR ePrint 2009/191), on the eight bit planes of Q.
   The names are the paper's: inputs U0 (the byte's most significant
   bit) to U7, the top linear layer's outputs Y1..Y21, the middle's
   products and sums, the bottom layer's outputs S0 (most significant)
   to S7.  */
static SYMCRYPT_ALWAYS_INLINE void
sub_bytes(uint64_t *q)
{
  uint64_t u0 = q[7], u1 = q[6], u2 = q[5], u3 = q[4];
  uint64_t u4 = q[3], u5 = q[2], u6 = q[1], u7 = q[0];
  uint64_t y1, y2, y3, y4, y5, y6, y7, y8, y9, y10, y11, y12, y13, y14;
  uint64_t y15, y16, y17, y18, y19, y20, y21;
  uint64_t t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13;
  uint64_t t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25;
  uint64_t t26, t27, t28, t29, t30, t31, t32, t33, t34, t35, t36, t37;
  uint64_t t38, t39, t40, t41, t42, t43, t44, t45;
  uint64_t z0, z1, z2, z3, z4, z5, z6, z7, z8, z9, z10, z11, z12, z13;
  uint64_t z14, z15, z16, z17;
  uint64_t b46, b47, b48, b49, b50, b51, b52, b53, b54, b55, b56, b57;
  uint64_t b58, b59, b60, b61, b62, b63, b64, b65, b66, b67;

  /* Top linear layer: 23 XOR.  */
  y14 = u3 ^ u5;    y13 = u0 ^ u6;    y9 = u0 ^ u3;     y8 = u0 ^ u5;
  t0 = u1 ^ u2;     y1 = t0 ^ u7;     y4 = y1 ^ u3;     y12 = y13 ^ y14;
  y2 = y1 ^ u0;     y5 = y1 ^ u6;     y3 = y5 ^ y8;     t1 = u4 ^ y12;
  y15 = t1 ^ u5;    y20 = t1 ^ u1;    y6 = y15 ^ u7;    y10 = y15 ^ t0;
  y11 = y20 ^ y9;   y7 = u7 ^ y11;    y17 = y10 ^ y11;  y19 = y10 ^ y8;
  y16 = t0 ^ y11;   y21 = y13 ^ y16;  y18 = u0 ^ y16;

  /* Middle layer: the inversion in GF(2^8), 32 AND and 30 XOR.  */
  t2 = y12 & y15;   t3 = y3 & y6;     t4 = t3 ^ t2;     t5 = y4 & u7;
  t6 = t5 ^ t2;     t7 = y13 & y16;   t8 = y5 & y1;     t9 = t8 ^ t7;
  t10 = y2 & y7;    t11 = t10 ^ t7;   t12 = y9 & y11;   t13 = y14 & y17;
  t14 = t13 ^ t12;  t15 = y8 & y10;   t16 = t15 ^ t12;  t17 = t4 ^ t14;
  t18 = t6 ^ t16;   t19 = t9 ^ t14;   t20 = t11 ^ t16;  t21 = t17 ^ y20;
  t22 = t18 ^ y19;  t23 = t19 ^ y21;  t24 = t20 ^ y18;

  t25 = t21 ^ t22;  t26 = t21 & t23;  t27 = t24 ^ t26;  t28 = t25 & t27;
  t29 = t28 ^ t22;  t30 = t23 ^ t24;  t31 = t22 ^ t26;  t32 = t31 & t30;
  t33 = t32 ^ t24;  t34 = t23 ^ t33;  t35 = t27 ^ t33;  t36 = t24 & t35;
  t37 = t36 ^ t34;  t38 = t27 ^ t36;  t39 = t29 & t38;  t40 = t25 ^ t39;

  t41 = t40 ^ t37;  t42 = t29 ^ t33;  t43 = t29 ^ t40;  t44 = t33 ^ t37;
  t45 = t42 ^ t41;
  z0 = t44 & y15;   z1 = t37 & y6;    z2 = t33 & u7;    z3 = t43 & y16;
  z4 = t40 & y1;    z5 = t29 & y7;    z6 = t42 & y11;   z7 = t45 & y17;
  z8 = t41 & y10;   z9 = t44 & y12;   z10 = t37 & y3;   z11 = t33 & y4;
  z12 = t43 & y13;  z13 = t40 & y5;   z14 = t29 & y2;   z15 = t42 & y9;
  z16 = t45 & y14;  z17 = t41 & y8;

  /* Bottom linear layer: 30 XOR and 4 XNOR.  */
  b46 = z15 ^ z16;  b47 = z10 ^ z11;  b48 = z5 ^ z13;   b49 = z9 ^ z10;
  b50 = z2 ^ z12;   b51 = z2 ^ z5;    b52 = z7 ^ z8;    b53 = z0 ^ z3;
  b54 = z6 ^ z7;    b55 = z16 ^ z17;  b56 = z12 ^ b48;  b57 = b50 ^ b53;
  b58 = z4 ^ b46;   b59 = z3 ^ b54;   b60 = b46 ^ b57;  b61 = z14 ^ b57;
  b62 = b52 ^ b58;  b63 = b49 ^ b58;  b64 = z4 ^ b59;   b65 = b61 ^ b62;
  b66 = z1 ^ b63;   b67 = b64 ^ b65;

  q[7] = b59 ^ b63;			/* S0 */
  q[4] = b53 ^ b66;			/* S3 */
  q[6] = ~(b64 ^ q[4]);			/* S1 */
  q[5] = ~(b55 ^ b67);			/* S2 */
  q[3] = b51 ^ b66;			/* S4 */
  q[2] = b47 ^ b65;			/* S5 */
  q[1] = ~(b56 ^ b62);			/* S6 */
  q[0] = ~(b48 ^ b60);			/* S7 */
}

/* The affine map of the inverse S-box (FIPS 197, 5.3.2): bit i becomes
   bits i + 2, i + 5 and i + 7 (mod 8) XORed, and the constant 0x05.  */
static SYMCRYPT_ALWAYS_INLINE void
inverse_affine(uint64_t *q)
{
  uint64_t x0 = q[0], x1 = q[1], x2 = q[2], x3 = q[3];
  uint64_t x4 = q[4], x5 = q[5], x6 = q[6], x7 = q[7];
  q[0] = ~(x2 ^ x5 ^ x7);
  q[1] = x3 ^ x6 ^ x0;
  q[2] = ~(x4 ^ x7 ^ x1);
  q[3] = x5 ^ x0 ^ x2;
  q[4] = x6 ^ x1 ^ x3;
  q[5] = x7 ^ x2 ^ x4;
  q[6] = x0 ^ x3 ^ x5;
  q[7] = x1 ^ x4 ^ x6;
}

/* The S-box is the affine map A after the inversion; with A' the
   inverse map above, A'(S(A'(x))) is the inversion of A'(x), which is
   the inverse S-box of x.  */
static void
inverse_sub_bytes(uint64_t *q)
{
  inverse_affine(q);
  sub_bytes(q);
  inverse_affine(q);
}

/* Row R of each word (bits 16 R to 16 R + 15) rotated right by 4 R
   bits: column C takes column C + R.  */
static SYMCRYPT_ALWAYS_INLINE uint64_t
shift_row_bits(uint64_t x)
{
  return (x & 0x000000000000ffff)
    | ((x & 0x00000000fff00000) >> 4) | ((x & 0x00000000000f0000) << 12)
    | ((x & 0x0000ff0000000000) >> 8) | ((x & 0x000000ff00000000) << 8)
    | ((x & 0xf000000000000000) >> 12) | ((x & 0x0fff000000000000) << 4);
}

/* The inverse: row R rotated left by 4 R bits.  */
static SYMCRYPT_ALWAYS_INLINE uint64_t
inverse_shift_row_bits(uint64_t x)
{
  return (x & 0x000000000000ffff)
    | ((x & 0x000000000fff0000) << 4) | ((x & 0x00000000f0000000) >> 12)
    | ((x & 0x0000ff0000000000) >> 8) | ((x & 0x000000ff00000000) << 8)
    | ((x & 0xfff0000000000000) >> 4) | ((x & 0x000f000000000000) << 12);
}

static void
shift_rows(uint64_t *q)
{
  unsigned i;
  for (i = 0; i < 8; i++)
    q[i] = shift_row_bits(q[i]);
}

static void
inverse_shift_rows(uint64_t *q)
{
  unsigned i;
  for (i = 0; i < 8; i++)
    q[i] = inverse_shift_row_bits(q[i]);
}

/* MixColumns (FIPS 197, 5.1.3).  Row r of the result is
   2 s(r) + 3 s(r+1) + s(r+2) + s(r+3) = 2 t(r) + s(r+1) + t(r+2)
   with t(r) = s(r) + s(r+1); the word rotated right by 16 bits holds
   row r + 1 where row r was.  Multiplying the bit planes T by 2 moves
   plane i to i + 1 and folds plane 7 into planes 0, 1, 3 and 4
   (x^8 = x^4 + x^3 + x + 1).  */
static void
mix_columns(uint64_t *q)
{
  uint64_t next[8], t[8];
  unsigned i;
  for (i = 0; i < 8; i++)
    {
      next[i] = ROTR64(q[i], 16);
      t[i] = q[i] ^ next[i];
    }
  q[0] = t[7] ^ next[0] ^ ROTR64(t[0], 32);
  q[1] = t[0] ^ t[7] ^ next[1] ^ ROTR64(t[1], 32);
  q[2] = t[1] ^ next[2] ^ ROTR64(t[2], 32);
  q[3] = t[2] ^ t[7] ^ next[3] ^ ROTR64(t[3], 32);
  q[4] = t[3] ^ t[7] ^ next[4] ^ ROTR64(t[4], 32);
  q[5] = t[4] ^ next[5] ^ ROTR64(t[5], 32);
  q[6] = t[5] ^ next[6] ^ ROTR64(t[6], 32);
  q[7] = t[6] ^ next[7] ^ ROTR64(t[7], 32);
}

/* InvMixColumns is MixColumns after the map
   s(r) -> 5 s(r) + 4 s(r+2) = s(r) + 4 (s(r) + s(r+2))
   (the inverse matrix factors so; Daemen and Rijmen, "The Design of
   Rijndael", 4.1.3).  Times 4 moves plane i to i + 2 and folds planes
   6 and 7 back by x^8 = x^4 + x^3 + x + 1 and x^9 = x^5 + x^4 + x^2 + x.  */
static void
inverse_mix_columns(uint64_t *q)
{
  uint64_t u[8];
  unsigned i;
  for (i = 0; i < 8; i++)
    u[i] = q[i] ^ ROTR64(q[i], 32);
  q[0] ^= u[6];
  q[1] ^= u[6] ^ u[7];
  q[2] ^= u[0] ^ u[7];
  q[3] ^= u[1] ^ u[6];
  q[4] ^= u[2] ^ u[6] ^ u[7];
  q[5] ^= u[3] ^ u[7];
  q[6] ^= u[4];
  q[7] ^= u[5];
  mix_columns(q);
}

static SYMCRYPT_ALWAYS_INLINE void
add_round_key(uint64_t *q, const uint64_t *k)
{
  unsigned i;
  for (i = 0; i < 8; i++)
    q[i] ^= k[i];
}

/* Swaps the bits of X at the positions of MASK shifted left by S with
   the bits of Y at the positions of MASK.  */
#define SWAP_BITS(x, y, mask, s) do {			\
    uint64_t swap_t_ = (((x) >> (s)) ^ (y)) & (mask);	\
    (y) ^= swap_t_;					\
    (x) ^= swap_t_ << (s);				\
  } while (0)

/* Transposes each 8 x 8 bit matrix made of bits 8 m .. 8 m + 7 of the
   eight words: bit 8 m + k of Q[j] and bit 8 m + j of Q[k] change
   places.  It is its own inverse.  */
static void
transpose(uint64_t *q)
{
  const uint64_t m1 = 0x5555555555555555, m2 = 0x3333333333333333;
  const uint64_t m4 = 0x0f0f0f0f0f0f0f0f;
  SWAP_BITS(q[0], q[1], m1, 1);
  SWAP_BITS(q[2], q[3], m1, 1);
  SWAP_BITS(q[4], q[5], m1, 1);
  SWAP_BITS(q[6], q[7], m1, 1);
  SWAP_BITS(q[0], q[2], m2, 2);
  SWAP_BITS(q[1], q[3], m2, 2);
  SWAP_BITS(q[4], q[6], m2, 2);
  SWAP_BITS(q[5], q[7], m2, 2);
  SWAP_BITS(q[0], q[4], m4, 4);
  SWAP_BITS(q[1], q[5], m4, 4);
  SWAP_BITS(q[2], q[6], m4, 4);
  SWAP_BITS(q[3], q[7], m4, 4);
}

/* Byte k of X to byte 2 k.  */
static SYMCRYPT_ALWAYS_INLINE uint64_t
spread_bytes(uint32_t x)
{
  uint64_t y = x;
  y = (y | (y << 16)) & 0x0000ffff0000ffff;
  return (y | (y << 8)) & 0x00ff00ff00ff00ff;
}

/* The inverse: byte 2 k of Y to byte k.  */
static SYMCRYPT_ALWAYS_INLINE uint32_t
gather_bytes(uint64_t y)
{
  y &= 0x00ff00ff00ff00ff;
  y = (y | (y >> 8)) & 0x0000ffff0000ffff;
  return (uint32_t) (y | (y >> 16));
}

/* Before the transposition, the byte of layout position
   p = 16 R + 4 C + B = 8 m + j is byte m of word j; so word B holds
   columns 0 and 2 of block B, bytes interleaved (row r of column 0 in
   byte 2 r, of column 2 in byte 2 r + 1), and word B + 4 columns 1 and
   3.  */
static SYMCRYPT_ALWAYS_INLINE void
load_block(uint64_t *q, unsigned b, const uint8_t *in)
{
  q[b] = spread_bytes(le_read_uint32(in))
    | (spread_bytes(le_read_uint32(in + 8)) << 8);
  q[b + 4] = spread_bytes(le_read_uint32(in + 4))
    | (spread_bytes(le_read_uint32(in + 12)) << 8);
}

static SYMCRYPT_ALWAYS_INLINE void
store_block(uint8_t *out, const uint64_t *q, unsigned b)
{
  le_write_uint32(out, gather_bytes(q[b]));
  le_write_uint32(out + 8, gather_bytes(q[b] >> 8));
  le_write_uint32(out + 4, gather_bytes(q[b + 4]));
  le_write_uint32(out + 12, gather_bytes(q[b + 4] >> 8));
}

/* N (1 to 4) blocks in, in the bitsliced form; the rest zero.  */
static void
load_blocks(uint64_t *q, unsigned n, const uint8_t *in)
{
  unsigned b;
  memset(q, 0, 8 * sizeof(*q));
  for (b = 0; b < n; b++)
    load_block(q, b, in + 16 * b);
  transpose(q);
}

static void
store_blocks(uint8_t *out, unsigned n, uint64_t *q)
{
  unsigned b;
  transpose(q);
  for (b = 0; b < n; b++)
    store_block(out + 16 * b, q, b);
}

/* The NR + 1 round keys at KEYS in the bitsliced form, each in all
   four block positions, to SLICED (8 words a key).  */
static void
slice_keys(uint64_t *sliced, const uint8_t *keys, unsigned nr)
{
  unsigned k, b;
  for (k = 0; k <= nr; k++)
    {
      uint64_t *q = sliced + 8 * k;
      load_block(q, 0, keys + 16 * k);
      for (b = 1; b < 4; b++)
	{
	  q[b] = q[0];
	  q[b + 4] = q[4];
	}
      transpose(q);
    }
}

static void
encrypt_sliced(uint64_t *q, const uint64_t *sliced, unsigned nr)
{
  unsigned r;
  add_round_key(q, sliced);
  for (r = 1; r < nr; r++)
    {
      sub_bytes(q);
      shift_rows(q);
      mix_columns(q);
      add_round_key(q, sliced + 8 * r);
    }
  sub_bytes(q);
  shift_rows(q);
  add_round_key(q, sliced + 8 * nr);
}

/* The equivalent inverse cipher (FIPS 197, 5.3.5), whose keys the
   decryption keys are.  */
static void
decrypt_sliced(uint64_t *q, const uint64_t *sliced, unsigned nr)
{
  unsigned r;
  add_round_key(q, sliced);
  for (r = 1; r < nr; r++)
    {
      inverse_sub_bytes(q);
      inverse_shift_rows(q);
      inverse_mix_columns(q);
      add_round_key(q, sliced + 8 * r);
    }
  inverse_sub_bytes(q);
  inverse_shift_rows(q);
  add_round_key(q, sliced + 8 * nr);
}

/* One AES round on each of BLOCKS blocks: block i of DST is SubBytes,
   ShiftRows and MixColumns of block i of SRC, XORed with block i of
   KEYS (AEGIS's AESRound, FIPS 197, 5.1, a round key per block).  DST
   may equal SRC or KEYS.  Four blocks go through the circuit at a
   time, their keys sliced alongside.  The caller wipes the stack.  */
void
_symcrypt_aes_round_blocks(size_t blocks, uint8_t *dst, const uint8_t *src,
			   const uint8_t *keys)
{
  uint64_t q[8], k[8];
  while (blocks > 0)
    {
      unsigned n = blocks < 4 ? (unsigned) blocks : 4;
      load_blocks(q, n, src);
      load_blocks(k, n, keys);
      sub_bytes(q);
      shift_rows(q);
      mix_columns(q);
      add_round_key(q, k);
      store_blocks(dst, n, q);
      src += 16 * n;
      keys += 16 * n;
      dst += 16 * n;
      blocks -= n;
    }
}

/* The stack crypt_blocks and ctr_blocks use (the sliced keys, the
   state, the keystream), for the wipe after them.  */
#define BLOCKS_STACK \
  SYMCRYPT_STACK_USE(sizeof(uint64_t) * 8 * (AES_MAX_ROUNDS + 2) + 64)

static void __attribute__((noinline))
crypt_blocks(const uint8_t *keys, unsigned nr, int decrypt, size_t blocks,
	     uint8_t *dst, const uint8_t *src)
{
  uint64_t sliced[8 * (AES_MAX_ROUNDS + 1)];
  uint64_t q[8];

  slice_keys(sliced, keys, nr);
  while (blocks > 0)
    {
      unsigned n = blocks < 4 ? (unsigned) blocks : 4;
      load_blocks(q, n, src);
      if (decrypt)
	decrypt_sliced(q, sliced, nr);
      else
	encrypt_sliced(q, sliced, nr);
      store_blocks(dst, n, q);
      src += 16 * n;
      dst += 16 * n;
      blocks -= n;
    }
}

void
_symcrypt_aes_encrypt_blocks_c(const uint8_t *keys, unsigned nr,
			       size_t blocks, uint8_t *dst, const uint8_t *src)
{
  crypt_blocks(keys, nr, 0, blocks, dst, src);
  _symcrypt_wipe_stack(BLOCKS_STACK);
}

void
_symcrypt_aes_decrypt_blocks_c(const uint8_t *keys, unsigned nr,
			       size_t blocks, uint8_t *dst, const uint8_t *src)
{
  crypt_blocks(keys, nr, 1, blocks, dst, src);
  _symcrypt_wipe_stack(BLOCKS_STACK);
}

/* Adds 1 to the number of WIDTH bytes of COUNTER (16 or 4) modulo
   2^(8 WIDTH), without a branch: the big-endian number of its last
   bytes, or with LITTLE the little-endian number of its first bytes
   (RFC 8452's counter).  */
static void
increment(uint8_t *counter, unsigned width, int little)
{
  unsigned carry = 1, i;
  for (i = 0; i < width; i++)
    {
      unsigned at = little ? i : 15 - i;
      carry += counter[at];
      counter[at] = (uint8_t) carry;
      carry >>= 8;
    }
}

static void __attribute__((noinline))
ctr_blocks(const uint8_t *keys, unsigned nr, unsigned width, int little,
	   uint8_t *counter, size_t blocks, uint8_t *dst, const uint8_t *src)
{
  uint64_t sliced[8 * (AES_MAX_ROUNDS + 1)];
  uint64_t q[8];
  uint8_t keystream[64];

  slice_keys(sliced, keys, nr);
  while (blocks > 0)
    {
      unsigned n = blocks < 4 ? (unsigned) blocks : 4, b;
      for (b = 0; b < n; b++)
	{
	  memcpy(keystream + 16 * b, counter, 16);
	  increment(counter, width, little);
	}
      load_blocks(q, n, keystream);
      encrypt_sliced(q, sliced, nr);
      store_blocks(keystream, n, q);
      _symcrypt_memxor3(dst, src, keystream, 16 * n);
      src += 16 * n;
      dst += 16 * n;
      blocks -= n;
    }
}

void
_symcrypt_aes_ctr_blocks_c(const uint8_t *keys, unsigned nr, uint8_t *counter,
			   size_t blocks, uint8_t *dst, const uint8_t *src)
{
  ctr_blocks(keys, nr, 16, 0, counter, blocks, dst, src);
  _symcrypt_wipe_stack(BLOCKS_STACK);
}

void
_symcrypt_aes_ctr32_blocks_c(const uint8_t *keys, unsigned nr,
			     uint8_t *counter, size_t blocks, uint8_t *dst,
			     const uint8_t *src)
{
  ctr_blocks(keys, nr, 4, 0, counter, blocks, dst, src);
  _symcrypt_wipe_stack(BLOCKS_STACK);
}

void
_symcrypt_aes_ctr32le_blocks_c(const uint8_t *keys, unsigned nr,
			       uint8_t *counter, size_t blocks, uint8_t *dst,
			       const uint8_t *src)
{
  ctr_blocks(keys, nr, 4, 1, counter, blocks, dst, src);
  _symcrypt_wipe_stack(BLOCKS_STACK);
}

/* SubWord of the key schedule: the S-box on the four bytes of W, each
   in bit planes of its own (bits 0, 8, 16, 24 of the words).  */
static uint32_t
sub_word(uint32_t w)
{
  uint64_t q[8];
  uint32_t out = 0;
  unsigned i;
  for (i = 0; i < 8; i++)
    q[i] = (w >> i) & 0x01010101;
  sub_bytes(q);
  for (i = 0; i < 8; i++)
    out |= ((uint32_t) q[i] & 0x01010101) << i;
  return out;
}

/* The stack expand_keys and invert_keys use (the key words, the
   forward keys, sub_word's and invert_keys' states), for the wipe
   after them.  */
#define KEYS_STACK \
  SYMCRYPT_STACK_USE(2 * 16 * (AES_MAX_ROUNDS + 1) + 2 * sizeof(uint64_t) * 8)

/* FIPS 197, 5.2, with the words little-endian (byte 0 of a word is
   its low byte, so RotWord is a rotation right by 8 bits).  */
static void __attribute__((noinline))
expand_keys(uint8_t *keys, unsigned nr, const uint8_t *key)
{
  uint32_t w[4 * (AES_MAX_ROUNDS + 1)];
  unsigned nk = nr - 6, total = 4 * (nr + 1), i;
  uint32_t rcon = 1;

  for (i = 0; i < nk; i++)
    w[i] = le_read_uint32(key + 4 * i);
  for (; i < total; i++)
    {
      uint32_t t = w[i - 1];
      if (i % nk == 0)
	{
	  t = sub_word(ROTR32(t, 8)) ^ rcon;
	  rcon = (rcon << 1) ^ (0x11b & -(rcon >> 7));
	}
      else if (nk > 6 && i % nk == 4)
	t = sub_word(t);
      w[i] = w[i - nk] ^ t;
    }
  for (i = 0; i < total; i++)
    le_write_uint32(keys + 4 * i, w[i]);
}

void
_symcrypt_aes_encrypt_keys_c(uint8_t *keys, unsigned nr, const uint8_t *key)
{
  expand_keys(keys, nr, key);
  _symcrypt_wipe_stack(KEYS_STACK);
}

/* The equivalent inverse cipher's keys: the round keys from the last
   to the first, the middle ones through InvMixColumns.  */
static void __attribute__((noinline))
invert_keys(uint8_t *keys, unsigned nr, const uint8_t *key)
{
  uint8_t forward[16 * (AES_MAX_ROUNDS + 1)];
  uint64_t q[8];
  unsigned k;

  expand_keys(forward, nr, key);
  memcpy(keys, forward + 16 * nr, 16);
  for (k = 1; k < nr; k++)
    {
      load_blocks(q, 1, forward + 16 * (nr - k));
      inverse_mix_columns(q);
      store_blocks(keys + 16 * k, 1, q);
    }
  memcpy(keys + 16 * nr, forward, 16);
}

void
_symcrypt_aes_decrypt_keys(uint8_t *keys, unsigned nr, const uint8_t *key)
{
  invert_keys(keys, nr, key);
  _symcrypt_wipe_stack(KEYS_STACK);
}
