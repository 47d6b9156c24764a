/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* xts.c -- AES-XTS (IEEE 1619, NIST SP 800-38E) with ciphertext
   stealing, for AES-128 and AES-256, on the replaceable
   xts_encrypt_blocks and xts_decrypt_blocks, and the C twins of those.

   Block j of a data unit is C = E(K1, P XOR T_j) XOR T_j, with T_0 the
   encryption of the tweak under K2 and T_(j+1) = T_j x in GF(2^128)
   (the 16 bytes a little-endian number, the polynomial x^128 + x^7 +
   x^2 + x + 1).  The whole blocks go to xts_encrypt_blocks or
   xts_decrypt_blocks, whose assembly makes the tweaks in registers
   beside the rounds.  The C twins take the blocks by
   batches of BATCH: the batch's tweaks made into a buffer and XORed
   into DST as they are made, one call of aes_encrypt_blocks or
   aes_decrypt_blocks on the whole batch, one XOR again.  A last
   partial block steals the tail of the ciphertext of the last whole
   block (IEEE 1619, 5.3.2), in C here.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/aes-modes.h>

#include "aes-internal.h"
#include "macros.h"

/* Blocks a call of the block function: 32 blocks, a 512-byte sector,
   fill the widest AES code (four 512-bit registers of VAES) eight
   times over and keep the tweaks in 512 bytes of stack.  */
#define BATCH 32

/* Tweaks made side by side: each is the one LANES places before it
   times x^LANES, so that LANES chains of multiplications run at once
   (one chain of doublings costs a dependent shift, or and xor a
   block).  */
#define LANES 8

/* A tweak as the two little-endian halves of its 16 bytes.  */
struct tweak
{
  uint64_t lo, hi;
};

/* T = T x^K for 1 <= K <= 8: a shift left by K bits of the 128-bit
   number, and the K bits shifted out, TOP (x^128 .. x^(127 + K)),
   folded back as TOP (x^7 + x^2 + x + 1), a carry-less product of at
   most 15 bits: shifts and XORs, no branch and no table.  */
static inline void
tweak_times_xk(struct tweak *t, unsigned k)
{
  uint64_t top = t->hi >> (64 - k);
  t->hi = (t->hi << k) | (t->lo >> (64 - k));
  t->lo = (t->lo << k) ^ top ^ (top << 1) ^ (top << 2) ^ (top << 7);
}

/* The tweak's 16 bytes to DST: on a little-endian host its two halves
   as they are (GCC 12 assembles le_write_uint64 of a value in
   registers byte by byte).  */
static inline void
tweak_write(uint8_t *dst, const struct tweak *t)
{
#if WORDS_BIGENDIAN
  le_write_uint64(dst, t->lo);
  le_write_uint64(dst + 8, t->hi);
#else
  host_write_uint64(dst, t->lo);
  host_write_uint64(dst + 8, t->hi);
#endif
}

/* DST = SRC XOR the tweak's 16 bytes.  */
static inline void
tweak_xor(uint8_t *dst, const uint8_t *src, const struct tweak *t)
{
#if WORDS_BIGENDIAN
  le_write_uint64(dst, le_read_uint64(src) ^ t->lo);
  le_write_uint64(dst + 8, le_read_uint64(src + 8) ^ t->hi);
#else
  host_write_uint64(dst, host_read_uint64(src) ^ t->lo);
  host_write_uint64(dst + 8, host_read_uint64(src + 8) ^ t->hi);
#endif
}

/* T = the tweak at BYTES (16, little-endian).  */
static inline void
tweak_read(struct tweak *t, const uint8_t *bytes)
{
  t->lo = le_read_uint64(bytes);
  t->hi = le_read_uint64(bytes + 8);
}

/* The C twin of xts_encrypt_blocks (DECRYPT 0) and xts_decrypt_blocks
   (DECRYPT 1): BLOCKS whole blocks from SRC to DST from the tweak at
   TWEAK on, which is left at the tweak of the next block.  LANE[j]
   holds the tweak of the next block whose number is j modulo LANES:
   T x^j at first, each made from T on its own.  The caller wipes the
   stack: LANE and TWEAKS are left there.  */
static void __attribute__((noinline))
xts_blocks(const uint8_t *keys, unsigned nr, int decrypt, uint8_t *tweak,
	   size_t blocks, uint8_t *dst, const uint8_t *src)
{
  uint8_t tweaks[16 * BATCH];
  struct tweak lane[LANES];
  size_t done = 0;
  unsigned j;

  tweak_read(&lane[0], tweak);
  for (j = 1; j < LANES; j++)
    {
      lane[j] = lane[0];
      tweak_times_xk(&lane[j], j);
    }
  while (done < blocks)
    {
      size_t n = blocks - done < BATCH ? blocks - done : BATCH, i;
      for (i = 0; i < n; i++)
	{
	  tweak_write(tweaks + 16 * i, &lane[i % LANES]);
	  tweak_xor(dst + 16 * i, src + 16 * i, &lane[i % LANES]);
	  tweak_times_xk(&lane[i % LANES], LANES);
	}
      if (decrypt)
	_symcrypt_aes_decrypt_blocks(keys, nr, n, dst, dst);
      else
	_symcrypt_aes_encrypt_blocks(keys, nr, n, dst, dst);
      _symcrypt_memxor(dst, tweaks, 16 * n);
      src += 16 * n;
      dst += 16 * n;
      done += n;
    }
  /* BATCH is a multiple of LANES: the next block's lane is
     BLOCKS modulo LANES.  */
  tweak_write(tweak, &lane[blocks % LANES]);
}

/* The stack xts_blocks uses: its tweaks and lanes.  The C twins wipe
   it themselves, so that the callers of the assembly wipe only their
   own.  */
#define XTS_BLOCKS_STACK \
  SYMCRYPT_STACK_USE(16 * BATCH + sizeof(struct tweak) * LANES)

void
_symcrypt_xts_encrypt_blocks_c(const uint8_t *keys, unsigned nr,
			       uint8_t *tweak, size_t blocks, uint8_t *dst,
			       const uint8_t *src)
{
  xts_blocks(keys, nr, 0, tweak, blocks, dst, src);
  _symcrypt_wipe_stack(XTS_BLOCKS_STACK);
}

void
_symcrypt_xts_decrypt_blocks_c(const uint8_t *keys, unsigned nr,
			       uint8_t *tweak, size_t blocks, uint8_t *dst,
			       const uint8_t *src)
{
  xts_blocks(keys, nr, 1, tweak, blocks, dst, src);
  _symcrypt_wipe_stack(XTS_BLOCKS_STACK);
}

/* The whole blocks by the variant in use for the direction.  */
static void
xts_whole(const uint8_t *keys, unsigned nr, int decrypt, uint8_t *tweak,
	  size_t blocks, uint8_t *dst, const uint8_t *src)
{
  if (decrypt)
    _symcrypt_xts_decrypt_blocks(keys, nr, tweak, blocks, dst, src);
  else
    _symcrypt_xts_encrypt_blocks(keys, nr, tweak, blocks, dst, src);
}

/* One block at BLOCK in place under the tweak at TWEAK.  */
static void
xts_one(const uint8_t *keys, unsigned nr, int decrypt, uint8_t *block,
	const uint8_t *tweak)
{
  _symcrypt_memxor(block, tweak, 16);
  if (decrypt)
    _symcrypt_aes_decrypt_blocks(keys, nr, 1, block, block);
  else
    _symcrypt_aes_encrypt_blocks(keys, nr, 1, block, block);
  _symcrypt_memxor(block, tweak, 16);
}

/* The last whole block at SRC and the TAIL (1..15) bytes after it,
   from the tweak T at TWEAK on: encryption takes the last whole block
   under T to CC, whose first TAIL bytes are the last, partial block of
   ciphertext, and encrypts the partial plaintext block with the rest
   of CC under the next tweak into the place of the last whole block.
   Decryption takes the tweaks the other way round.  */
static void
xts_steal(const uint8_t *keys, unsigned nr, int decrypt, const uint8_t *tweak,
	  size_t tail, uint8_t *dst, const uint8_t *src)
{
  uint8_t whole[16], partial[16], tweaks[32];
  const uint8_t *first = tweaks + (decrypt ? 16 : 0);
  const uint8_t *second = tweaks + (decrypt ? 0 : 16);
  struct tweak t;
  tweak_read(&t, tweak);
  memcpy(tweaks, tweak, 16);
  tweak_times_xk(&t, 1);
  tweak_write(tweaks + 16, &t);
  memcpy(whole, src, 16);
  xts_one(keys, nr, decrypt, whole, first);
  /* SRC's tail is read before DST's is written: they may be the same
     bytes.  */
  memcpy(partial, src + 16, tail);
  memcpy(partial + tail, whole + tail, 16 - tail);
  memcpy(dst + 16, whole, tail);
  xts_one(keys, nr, decrypt, partial, second);
  memcpy(dst, partial, 16);
  _symcrypt_wipe(whole, sizeof(whole));
  _symcrypt_wipe(partial, sizeof(partial));
  _symcrypt_wipe(tweaks, sizeof(tweaks));
  _symcrypt_wipe(&t, sizeof(t));
}

/* One data unit of LENGTH >= 16 bytes under the tweak at TWEAK.  */
static void __attribute__((noinline))
xts_unit(const uint8_t *keys, const uint8_t *tweak_keys, unsigned nr,
	 int decrypt, const uint8_t *tweak, size_t length, uint8_t *dst,
	 const uint8_t *src)
{
  uint8_t t[16];
  size_t blocks = length / 16, tail = length % 16;

  _symcrypt_aes_encrypt_blocks(tweak_keys, nr, 1, t, tweak);
  if (tail > 0)
    blocks--;
  xts_whole(keys, nr, decrypt, t, blocks, dst, src);
  if (tail > 0)
    xts_steal(keys, nr, decrypt, t, tail, dst + 16 * blocks,
	      src + 16 * blocks);
  _symcrypt_wipe(t, sizeof(t));
}

/* LENGTH bytes, whole data units of SECTOR_SIZE, the sector numbers
   from FIRST on: the tweaks of BATCH sectors encrypted in one call.  */
static void __attribute__((noinline))
xts_sectors(const uint8_t *keys, const uint8_t *tweak_keys, unsigned nr,
	    int decrypt, uint64_t first, size_t sector_size, size_t length,
	    uint8_t *dst, const uint8_t *src)
{
  uint8_t starts[16 * BATCH];
  size_t sectors = length / sector_size;
  while (sectors > 0)
    {
      size_t n = sectors < BATCH ? sectors : BATCH, i;
      memset(starts, 0, 16 * n);
      for (i = 0; i < n; i++)
	le_write_uint64(starts + 16 * i, first + i);
      _symcrypt_aes_encrypt_blocks(tweak_keys, nr, n, starts, starts);
      for (i = 0; i < n; i++)
	{
	  xts_whole(keys, nr, decrypt, starts + 16 * i, sector_size / 16,
		    dst, src);
	  src += sector_size;
	  dst += sector_size;
	}
      first += n;
      sectors -= n;
    }
  _symcrypt_wipe(starts, sizeof(starts));
}

/* The stack the bodies use beside what the C twins wipe: xts_unit's
   tweak and xts_steal's blocks, tweaks and tweak; xts_sectors's
   tweaks.  */
#define XTS_UNIT_STACK SYMCRYPT_STACK_USE(16 + 80)
#define XTS_SECTORS_STACK SYMCRYPT_STACK_USE(16 * BATCH)

/* A key whose halves are equal leaves the context unusable but
   defined: no direction, the round keys zero.  Whether they are equal
   is found in constant time and applied by masks, without a branch.  */
static int
xts_set_key(uint8_t *keys, uint8_t *tweak_keys, uint32_t *direction,
	    unsigned nr, size_t key_size, int decrypt, const uint8_t *key)
{
  uint32_t equal, keep;
  size_t i;
  if (key == NULL)
    {
      _symcrypt_wipe(keys, 16 * (nr + 1));
      _symcrypt_wipe(tweak_keys, 16 * (nr + 1));
      *direction = 0;
      return SYMCRYPT_EINVAL;
    }
  if (decrypt)
    _symcrypt_aes_decrypt_keys(keys, nr, key);
  else
    _symcrypt_aes_encrypt_keys(keys, nr, key);
  _symcrypt_aes_encrypt_keys(tweak_keys, nr, key + key_size);
  equal = (uint32_t) _symcrypt_memeql_sec(key, key + key_size, key_size);
  keep = equal - 1;		/* all ones when the halves differ */
  for (i = 0; i < 16 * (nr + 1); i++)
    {
      keys[i] &= (uint8_t) keep;
      tweak_keys[i] &= (uint8_t) keep;
    }
  *direction = (decrypt ? AES_DECRYPT : AES_ENCRYPT) & keep;
  return SYMCRYPT_EINVAL * (int) equal;
}

static int
xts_crypt(const uint8_t *keys, const uint8_t *tweak_keys, uint32_t direction,
	  unsigned nr, int decrypt, const uint8_t *tweak, size_t length,
	  uint8_t *dst, const uint8_t *src)
{
  if (direction != (decrypt ? AES_DECRYPT : AES_ENCRYPT) || tweak == NULL
      || length < 16 || dst == NULL || src == NULL)
    return SYMCRYPT_EINVAL;
  xts_unit(keys, tweak_keys, nr, decrypt, tweak, length, dst, src);
  /* Whole blocks only: xts_unit's one secret is its tweak, which it
     wipes, and the block functions' C twins wipe their own stack.  A
     partial block leaves xts_steal's words in its frame.  */
  if (length % 16 != 0)
    _symcrypt_wipe_stack(XTS_UNIT_STACK);
  return SYMCRYPT_OK;
}

static int
xts_crypt_sectors(const uint8_t *keys, const uint8_t *tweak_keys,
		  uint32_t direction, unsigned nr, int decrypt,
		  uint64_t first, size_t sector_size, size_t length,
		  uint8_t *dst, const uint8_t *src)
{
  if (direction != (decrypt ? AES_DECRYPT : AES_ENCRYPT)
      || sector_size < 16 || sector_size > 65536 || sector_size % 16 != 0
      || length % sector_size != 0 || BAD_PAIR(length, dst)
      || BAD_PAIR(length, src))
    return SYMCRYPT_EINVAL;
  if (length == 0)
    return SYMCRYPT_OK;
  xts_sectors(keys, tweak_keys, nr, decrypt, first, sector_size, length,
	      dst, src);
  _symcrypt_wipe_stack(XTS_SECTORS_STACK);
  return SYMCRYPT_OK;
}

/* The public functions for AES-BITS.  */
#define XTS_DEFINE(bits)						\
  int									\
  symcrypt_aes##bits##_xts_set_encrypt_key(struct symcrypt_aes##bits##_xts_ctx *ctx, \
					   const uint8_t *key)		\
  {									\
    return xts_set_key(ctx->keys, ctx->tweak_keys, &ctx->direction,	\
		       SYMCRYPT_AES##bits##_ROUNDS, bits / 8, 0, key);	\
  }									\
  int									\
  symcrypt_aes##bits##_xts_set_decrypt_key(struct symcrypt_aes##bits##_xts_ctx *ctx, \
					   const uint8_t *key)		\
  {									\
    return xts_set_key(ctx->keys, ctx->tweak_keys, &ctx->direction,	\
		       SYMCRYPT_AES##bits##_ROUNDS, bits / 8, 1, key);	\
  }									\
  int									\
  symcrypt_aes##bits##_xts_encrypt(const struct symcrypt_aes##bits##_xts_ctx *ctx, \
				   const uint8_t *tweak, size_t length,	\
				   uint8_t *dst, const uint8_t *src)	\
  {									\
    return xts_crypt(ctx->keys, ctx->tweak_keys, ctx->direction,	\
		     SYMCRYPT_AES##bits##_ROUNDS, 0, tweak, length, dst, src); \
  }									\
  int									\
  symcrypt_aes##bits##_xts_decrypt(const struct symcrypt_aes##bits##_xts_ctx *ctx, \
				   const uint8_t *tweak, size_t length,	\
				   uint8_t *dst, const uint8_t *src)	\
  {									\
    return xts_crypt(ctx->keys, ctx->tweak_keys, ctx->direction,	\
		     SYMCRYPT_AES##bits##_ROUNDS, 1, tweak, length, dst, src); \
  }									\
  int									\
  symcrypt_aes##bits##_xts_encrypt_sectors(const struct symcrypt_aes##bits##_xts_ctx *ctx, \
					   uint64_t first_sector,	\
					   size_t sector_size, size_t length, \
					   uint8_t *dst, const uint8_t *src) \
  {									\
    return xts_crypt_sectors(ctx->keys, ctx->tweak_keys, ctx->direction, \
			     SYMCRYPT_AES##bits##_ROUNDS, 0, first_sector, \
			     sector_size, length, dst, src);		\
  }									\
  int									\
  symcrypt_aes##bits##_xts_decrypt_sectors(const struct symcrypt_aes##bits##_xts_ctx *ctx, \
					   uint64_t first_sector,	\
					   size_t sector_size, size_t length, \
					   uint8_t *dst, const uint8_t *src) \
  {									\
    return xts_crypt_sectors(ctx->keys, ctx->tweak_keys, ctx->direction, \
			     SYMCRYPT_AES##bits##_ROUNDS, 1, first_sector, \
			     sector_size, length, dst, src);		\
  }

XTS_DEFINE(128)
XTS_DEFINE(256)
