/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* ocb.c -- OCB3 (RFC 7253) for AES-128 and AES-256, on the
   replaceable aes_encrypt_blocks and aes_decrypt_blocks.

   Block i is C_i = Offset_i XOR E(P_i XOR Offset_i), where Offset_i =
   Offset_(i-1) XOR L_ntz(i), from an offset made from the nonce; the
   tag is E(Checksum XOR Offset_m XOR L_$) XOR the hash of the
   associated data, which is the same sum over its blocks without the
   outputs.  The blocks are independent once their offsets are known,
   so they go by batches of BATCH: offsets made into a buffer and XORed
   into DST, one call of the block function on the batch (which the
   AES-NI and VAES code run at full width), one XOR again.  Which L_i a
   block takes depends on its number alone, never on the data.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stddef.h>
#include <string.h>

#include <symcrypt/aes-modes.h>

#include "aes-internal.h"
#include "macros.h"

/* Blocks a call of the block function (as for XTS).  */
#define BATCH 32

/* Where the parts of struct symcrypt_aes128_ocb_key and
   symcrypt_aes256_ocb_key lie, by the rounds NR: the encryption round
   keys first, then the decryption ones, L_*, L_$ and the L_i, all
   arrays of bytes (ocb_encrypt_blocks reads them so).  */
#define OCB_DECRYPT_KEYS(nr) (16 * ((nr) + 1))
#define OCB_L_STAR(nr) (32 * ((nr) + 1))
#define OCB_L_DOLLAR(nr) (OCB_L_STAR(nr) + 16)
#define OCB_L(nr) (OCB_L_STAR(nr) + 32)

/* The bytes of the state of ocb_encrypt_blocks: the offset, the
   checksum, the block number.  */
#define OCB_STATE_SIZE 40

/* DST = 2 SRC in GF(2^128), the 16 bytes a big-endian number (RFC
   7253, 2): a shift left by one bit and an XOR of 0x87 by a mask made
   from the bit shifted out.  */
static void
dbl(uint8_t *dst, const uint8_t *src)
{
  uint64_t hi = READ_UINT64(src), lo = READ_UINT64(src + 8);
  uint64_t mask = 0 - (hi >> 63);
  hi = (hi << 1) | (lo >> 63);
  lo = (lo << 1) ^ (mask & 0x87);
  WRITE_UINT64(dst, hi);
  WRITE_UINT64(dst + 8, lo);
}

/* A block in a vector register, read and written at any address: the
   offsets and the checksum stay in registers, and a block written is
   read back whole (a block written as two words and then loaded as
   one stalls the load until the stores retire: 77% of the time of
   encryption on Intel family 6 model 167).  */
typedef symcrypt_block16 block;

static inline block
load(const uint8_t *p)
{
  return *(const block *) p;
}

static inline void
store(uint8_t *p, block b)
{
  *(block *) p = b;
}

/* The number of trailing zero bits of I > 0: a public block number.  */
static unsigned
ntz(uint64_t i)
{
  return (unsigned) __builtin_ctzll(i);
}

static void __attribute__((noinline))
ocb_set_key_body(uint8_t *keys, uint8_t *decrypt_keys, unsigned nr,
		 uint8_t *l_star, uint8_t *l_dollar, uint8_t (*l)[16],
		 const uint8_t *k)
{
  unsigned i;
  _symcrypt_aes_encrypt_keys(keys, nr, k);
  _symcrypt_aes_decrypt_keys(decrypt_keys, nr, k);
  memset(l_star, 0, 16);
  _symcrypt_aes_encrypt_blocks(keys, nr, 1, l_star, l_star);
  dbl(l_dollar, l_star);
  dbl(l[0], l_dollar);
  for (i = 1; i < SYMCRYPT_AES_OCB_L_COUNT; i++)
    dbl(l[i], l[i - 1]);
}

static void
ocb_set_key(uint8_t *keys, uint8_t *decrypt_keys, unsigned nr,
	    uint8_t *l_star, uint8_t *l_dollar, uint8_t (*l)[16],
	    const uint8_t *k)
{
  ocb_set_key_body(keys, decrypt_keys, nr, l_star, l_dollar, l, k);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(0));
}

/* The hash of the associated data (RFC 7253, 4.1) to SUM.  A frame of
   its own, beside (not above) that of the C twins of
   ocb_encrypt_blocks: OCB_STACK counts the larger of the two.  */
static void __attribute__((noinline))
ocb_hash(const uint8_t *key, unsigned nr, size_t length, const uint8_t *ad,
	 uint8_t *sum)
{
  const uint8_t (*l)[16] = (const uint8_t (*)[16]) (key + OCB_L(nr));
  uint8_t buf[16 * BATCH];
  block offset = { 0, 0 }, total = { 0, 0 };
  uint64_t i = 0;
  size_t blocks = length / 16, tail = length % 16, n, j, used = 16;

  while (blocks > 0)
    {
      n = blocks < BATCH ? blocks : BATCH;
      used = 16 * n > used ? 16 * n : used;
      for (j = 0; j < n; j++)
	{
	  offset ^= load(l[ntz(++i)]);
	  store(buf + 16 * j, load(ad + 16 * j) ^ offset);
	}
      _symcrypt_aes_encrypt_blocks(key, nr, n, buf, buf);
      for (j = 0; j < n; j++)
	total ^= load(buf + 16 * j);
      ad += 16 * n;
      blocks -= n;
    }
  if (tail > 0)
    {
      offset ^= load(key + OCB_L_STAR(nr));
      memset(buf, 0, 16);
      memcpy(buf, ad, tail);
      buf[tail] = 0x80;
      store(buf, load(buf) ^ offset);
      _symcrypt_aes_encrypt_blocks(key, nr, 1, buf, buf);
      total ^= load(buf);
    }
  store(sum, total);
  _symcrypt_wipe(buf, used);
}

/* Offset_0 from the nonce (RFC 7253, 4.2): Ktop, the encryption of
   the nonce block with its last six bits cleared, stretched to 24
   bytes, and the 16 bytes from bit BOTTOM on, the last six bits of the
   nonce block (the nonce is public).  */
static void
ocb_offset0(const uint8_t *key, unsigned nr, size_t nonce_length,
	    const uint8_t *nonce, size_t tag_length, uint8_t *offset)
{
  uint8_t block[16], stretch[24];
  unsigned bottom, shift, i;

  memset(block, 0, 16);
  block[0] = (uint8_t) ((tag_length * 8 % 128) << 1);
  memcpy(block + 16 - nonce_length, nonce, nonce_length);
  block[15 - nonce_length] |= 1;
  bottom = block[15] & 0x3f;
  block[15] &= 0xc0;
  _symcrypt_aes_encrypt_blocks(key, nr, 1, stretch, block);
  for (i = 0; i < 8; i++)
    stretch[16 + i] = stretch[i] ^ stretch[i + 1];
  shift = bottom % 8;
  for (i = 0; i < 16; i++)
    {
      unsigned at = bottom / 8 + i;
      offset[i] = (uint8_t) (stretch[at] << shift
			     | (shift ? stretch[at + 1] >> (8 - shift) : 0));
    }
  _symcrypt_wipe(stretch, sizeof(stretch));
}

/* The C twins of ocb_encrypt_blocks (DECRYPT 0) and
   ocb_decrypt_blocks: by batches of BATCH blocks, the offsets made
   into a buffer and XORed into DST, one call of the block function on
   the batch, one XOR again.  */
static void
ocb_blocks(const uint8_t *key, unsigned nr, int decrypt, uint8_t *state,
	   size_t blocks, uint8_t *dst, const uint8_t *src)
{
  const uint8_t (*l)[16] = (const uint8_t (*)[16]) (key + OCB_L(nr));
  uint8_t offsets[16 * BATCH];
  block offset = load(state), checksum = load(state + 16), step[8];
  uint64_t i = host_read_uint64(state + 32);
  size_t n, j;
  unsigned t;

  /* STEP[t] for t < 8: the XOR of L_ntz(1) .. L_ntz(t), what blocks
     8k + 1 .. 8k + 7 add to the offset of block 8k.  */
  step[0] = offset ^ offset;
  for (t = 1; t < 8; t++)
    step[t] = step[t - 1] ^ load(l[ntz(t)]);
  while (blocks > 0)
    {
      n = blocks < BATCH ? blocks : BATCH;
      for (j = 0; j < n;)
	if (i % 8 == 0 && j + 8 <= n)
	  {
	    /* Eight blocks from a block number that is a multiple of
	       8: their offsets from the one before them, independent
	       of each other.  */
	    block base = offset;
	    for (t = 0; t < 8; t++, j++)
	      {
		block p = load(src + 16 * j);
		offset = t < 7 ? base ^ step[t + 1]
		  : base ^ step[7] ^ load(l[ntz(i + 8)]);
		store(offsets + 16 * j, offset);
		if (!decrypt)
		  checksum ^= p;
		store(dst + 16 * j, p ^ offset);
	      }
	    i += 8;
	  }
	else
	  {
	    block p = load(src + 16 * j);
	    offset ^= load(l[ntz(++i)]);
	    store(offsets + 16 * j, offset);
	    if (!decrypt)
	      checksum ^= p;
	    store(dst + 16 * j, p ^ offset);
	    j++;
	  }
      if (decrypt)
	{
	  _symcrypt_aes_decrypt_blocks(key + OCB_DECRYPT_KEYS(nr), nr, n,
				       dst, dst);
	  for (j = 0; j < n; j++)
	    {
	      block p = load(dst + 16 * j) ^ load(offsets + 16 * j);
	      store(dst + 16 * j, p);
	      checksum ^= p;
	    }
	}
      else
	{
	  /* memxor's wide code, faster here than 16-byte XORs.  */
	  _symcrypt_aes_encrypt_blocks(key, nr, n, dst, dst);
	  _symcrypt_memxor(dst, offsets, 16 * n);
	}
      src += 16 * n;
      dst += 16 * n;
      blocks -= n;
    }
  store(state, offset);
  store(state + 16, checksum);
  host_write_uint64(state + 32, i);
  _symcrypt_wipe(offsets, sizeof(offsets));
}

void
_symcrypt_ocb_encrypt_blocks_c(const uint8_t *key, unsigned nr,
			       uint8_t *state, size_t blocks, uint8_t *dst,
			       const uint8_t *src)
{
  ocb_blocks(key, nr, 0, state, blocks, dst, src);
}

void
_symcrypt_ocb_decrypt_blocks_c(const uint8_t *key, unsigned nr,
			       uint8_t *state, size_t blocks, uint8_t *dst,
			       const uint8_t *src)
{
  ocb_blocks(key, nr, 1, state, blocks, dst, src);
}

/* LENGTH bytes from SRC to DST, encrypted (DECRYPT 0) or decrypted,
   and the tag's first TAG_LENGTH bytes to TAG.  */
static void __attribute__((noinline))
ocb_crypt(const uint8_t *key, unsigned nr, int decrypt, size_t nonce_length,
	  const uint8_t *nonce, size_t ad_length, const uint8_t *ad,
	  size_t tag_length, size_t length, uint8_t *dst, const uint8_t *src,
	  uint8_t *tag)
{
  uint8_t state[OCB_STATE_SIZE], last[16], pad[16];
  block offset, checksum;
  size_t blocks = length / 16, tail = length % 16;

  ocb_offset0(key, nr, nonce_length, nonce, tag_length, state);
  memset(state + 16, 0, OCB_STATE_SIZE - 16);
  if (blocks > 0)
    {
      if (decrypt)
	_symcrypt_ocb_decrypt_blocks(key, nr, state, blocks, dst, src);
      else
	_symcrypt_ocb_encrypt_blocks(key, nr, state, blocks, dst, src);
      src += 16 * blocks;
      dst += 16 * blocks;
    }
  offset = load(state);
  checksum = load(state + 16);
  if (tail > 0)
    {
      offset ^= load(key + OCB_L_STAR(nr));
      store(last, offset);
      _symcrypt_aes_encrypt_blocks(key, nr, 1, pad, last);
      /* The padded plaintext into the checksum.  */
      memset(last, 0, 16);
      if (!decrypt)
	memcpy(last, src, tail);
      _symcrypt_memxor3(dst, src, pad, tail);
      if (decrypt)
	memcpy(last, dst, tail);
      last[tail] = 0x80;
      checksum ^= load(last);
    }
  /* Tag = E(Checksum XOR Offset XOR L_$) XOR HASH(K, A).  */
  store(last, checksum ^ offset ^ load(key + OCB_L_DOLLAR(nr)));
  _symcrypt_aes_encrypt_blocks(key, nr, 1, last, last);
  ocb_hash(key, nr, ad_length, ad, pad);
  store(last, load(last) ^ load(pad));
  memcpy(tag, last, tag_length);
  _symcrypt_wipe(state, sizeof(state));
  _symcrypt_wipe(last, sizeof(last));
  _symcrypt_wipe(pad, sizeof(pad));
}

/* The body's arrays: the offsets of a batch and STEP in the C twins of
   ocb_encrypt_blocks (ocb_hash's buffer, beside them, is no larger),
   the blocks of ocb_crypt; and 2 KiB more for the copies of `block'
   values a target without vector registers keeps in the frame (on
   mips64el the portable build left L_* 3.4 KiB down).  */
#define OCB_STACK SYMCRYPT_STACK_USE(16 * BATCH + 16 * 8 + 128 + 2048)

static int
ocb_seal(const uint8_t *key, unsigned nr, size_t nonce_length,
	 const uint8_t *nonce, size_t ad_length, const uint8_t *ad,
	 size_t tag_length, size_t length, uint8_t *dst, const uint8_t *src)
{
  if (nonce_length < 1 || nonce_length > 15 || nonce == NULL
      || tag_length < 1 || tag_length > 16 || BAD_PAIR(ad_length, ad)
      || BAD_PAIR(length, src) || dst == NULL)
    return SYMCRYPT_EINVAL;
  ocb_crypt(key, nr, 0, nonce_length, nonce, ad_length, ad, tag_length,
	    length, dst, src, dst + length);
  _symcrypt_wipe_stack(OCB_STACK);
  return SYMCRYPT_OK;
}

/* A frame of its own, which tests/ct-test.supp names: it branches on
   the verdict.  */
static int __attribute__((noinline))
ocb_open(const uint8_t *key, unsigned nr, size_t nonce_length,
	 const uint8_t *nonce, size_t ad_length, const uint8_t *ad,
	 size_t tag_length, size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t tag[16], expected[16];
  int rc;
  if (nonce_length < 1 || nonce_length > 15 || nonce == NULL
      || tag_length < 1 || tag_length > 16 || length < tag_length
      || BAD_PAIR(ad_length, ad) || src == NULL
      || BAD_PAIR(length - tag_length, dst))
    return SYMCRYPT_EINVAL;
  length -= tag_length;
  /* SRC's tag is read first: DST may be SRC.  */
  memcpy(tag, src + length, tag_length);
  ocb_crypt(key, nr, 1, nonce_length, nonce, ad_length, ad, tag_length,
	    length, dst, src, expected);
  _symcrypt_wipe_stack(OCB_STACK);
  rc = _symcrypt_memeql_code(expected, tag, tag_length);
  /* The outcome is what open returns: no secret.  */
  if (rc != SYMCRYPT_OK)
    _symcrypt_wipe(dst, length);
  _symcrypt_wipe(expected, sizeof(expected));
  return rc;
}

/* The layout that OCB_L and the others describe, checked when the
   library is built: an array of size -1 does not compile.  */
typedef char ocb128_layout[offsetof(struct symcrypt_aes128_ocb_key, l)
			   == OCB_L(SYMCRYPT_AES128_ROUNDS) ? 1 : -1];
typedef char ocb256_layout[offsetof(struct symcrypt_aes256_ocb_key, l)
			   == OCB_L(SYMCRYPT_AES256_ROUNDS) ? 1 : -1];

#define OCB_DEFINE(bits)						\
  void									\
  symcrypt_aes##bits##_ocb_set_key(struct symcrypt_aes##bits##_ocb_key *key, \
				   const uint8_t *k)			\
  {									\
    ocb_set_key(key->keys, key->decrypt_keys, SYMCRYPT_AES##bits##_ROUNDS, \
		key->l_star, key->l_dollar, key->l, k);			\
  }									\
  int									\
  symcrypt_aes##bits##_ocb_seal(const struct symcrypt_aes##bits##_ocb_key *key, \
				size_t nonce_length, const uint8_t *nonce, \
				size_t ad_length, const uint8_t *ad,	\
				size_t tag_length, size_t length,	\
				uint8_t *dst, const uint8_t *src)	\
  {									\
    return ocb_seal((const uint8_t *) key, SYMCRYPT_AES##bits##_ROUNDS,		\
		    nonce_length, nonce, ad_length, ad, tag_length,	\
		    length, dst, src);					\
  }									\
  int									\
  symcrypt_aes##bits##_ocb_open(const struct symcrypt_aes##bits##_ocb_key *key, \
				size_t nonce_length, const uint8_t *nonce, \
				size_t ad_length, const uint8_t *ad,	\
				size_t tag_length, size_t length,	\
				uint8_t *dst, const uint8_t *src)	\
  {									\
    return ocb_open((const uint8_t *) key, SYMCRYPT_AES##bits##_ROUNDS,		\
		    nonce_length, nonce, ad_length, ad, tag_length,	\
		    length, dst, src);					\
  }

OCB_DEFINE(128)
OCB_DEFINE(256)
