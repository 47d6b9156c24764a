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

#include <string.h>

#include <symcrypt/aes-modes.h>

#include "aes-internal.h"
#include "macros.h"

/* Blocks a call of the block function (as for XTS).  */
#define BATCH 32

/* The parts of a key that the two key sizes share.  */
struct ocb_key
{
  const uint8_t *keys, *decrypt_keys;
  const uint8_t *l_star, *l_dollar;
  const uint8_t (*l)[16];
};

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
typedef uint64_t block __attribute__((vector_size(16), aligned(1), may_alias));

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

/* The hash of the associated data (RFC 7253, 4.1) to SUM; BUF is room
   for BATCH blocks.  */
static void
ocb_hash(const struct ocb_key *key, unsigned nr, size_t length,
	 const uint8_t *ad, uint8_t *sum, uint8_t *buf)
{
  block offset = { 0, 0 }, total = { 0, 0 };
  uint64_t i = 0;
  size_t blocks = length / 16, tail = length % 16, n, j;

  while (blocks > 0)
    {
      n = blocks < BATCH ? blocks : BATCH;
      for (j = 0; j < n; j++)
	{
	  offset ^= load(key->l[ntz(++i)]);
	  store(buf + 16 * j, load(ad + 16 * j) ^ offset);
	}
      _symcrypt_aes_encrypt_blocks(key->keys, nr, n, buf, buf);
      for (j = 0; j < n; j++)
	total ^= load(buf + 16 * j);
      ad += 16 * n;
      blocks -= n;
    }
  if (tail > 0)
    {
      offset ^= load(key->l_star);
      memset(buf, 0, 16);
      memcpy(buf, ad, tail);
      buf[tail] = 0x80;
      store(buf, load(buf) ^ offset);
      _symcrypt_aes_encrypt_blocks(key->keys, nr, 1, buf, buf);
      total ^= load(buf);
    }
  store(sum, total);
}

/* Offset_0 from the nonce (RFC 7253, 4.2): Ktop, the encryption of
   the nonce block with its last six bits cleared, stretched to 24
   bytes, and the 16 bytes from bit BOTTOM on, the last six bits of the
   nonce block (the nonce is public).  */
static void
ocb_offset0(const struct ocb_key *key, unsigned nr, size_t nonce_length,
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
  _symcrypt_aes_encrypt_blocks(key->keys, nr, 1, stretch, block);
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

/* LENGTH bytes from SRC to DST, encrypted (DECRYPT 0) or decrypted,
   and the tag's first TAG_LENGTH bytes to TAG.  */
static void __attribute__((noinline))
ocb_crypt(const struct ocb_key *key, unsigned nr, int decrypt,
	  size_t nonce_length, const uint8_t *nonce, size_t ad_length,
	  const uint8_t *ad, size_t tag_length, size_t length, uint8_t *dst,
	  const uint8_t *src, uint8_t *tag)
{
  uint8_t offsets[16 * BATCH], last[16], pad[16];
  block offset, checksum = { 0, 0 }, step[8];
  uint64_t i = 0;
  size_t blocks = length / 16, tail = length % 16, n, j;
  unsigned t;

  ocb_offset0(key, nr, nonce_length, nonce, tag_length, last);
  offset = load(last);
  /* STEP[t] for t < 8: the XOR of L_ntz(1) .. L_ntz(t), what blocks
     8k + 1 .. 8k + 7 add to the offset of block 8k.  */
  step[0] = offset ^ offset;
  for (t = 1; t < 8; t++)
    step[t] = step[t - 1] ^ load(key->l[ntz(t)]);
  while (blocks > 0)
    {
      n = blocks < BATCH ? blocks : BATCH;
      /* Eight blocks at a time from a block number that is a multiple
	 of 8 (BATCH is one): their offsets from the one before them,
	 independent of each other.  */
      for (j = 0; j + 8 <= n; j += 8, i += 8)
	{
	  block base = offset;
	  for (t = 0; t < 8; t++)
	    {
	      block p = load(src + 16 * (j + t));
	      offset = t < 7 ? base ^ step[t + 1]
		: base ^ step[7] ^ load(key->l[ntz(i + 8)]);
	      store(offsets + 16 * (j + t), offset);
	      if (!decrypt)
		checksum ^= p;
	      store(dst + 16 * (j + t), p ^ offset);
	    }
	}
      for (; j < n; j++)
	{
	  block p = load(src + 16 * j);
	  offset ^= load(key->l[ntz(++i)]);
	  store(offsets + 16 * j, offset);
	  if (!decrypt)
	    checksum ^= p;
	  store(dst + 16 * j, p ^ offset);
	}
      if (decrypt)
	{
	  _symcrypt_aes_decrypt_blocks(key->decrypt_keys, nr, n, dst, dst);
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
	  _symcrypt_aes_encrypt_blocks(key->keys, nr, n, dst, dst);
	  _symcrypt_memxor(dst, offsets, 16 * n);
	}
      src += 16 * n;
      dst += 16 * n;
      blocks -= n;
    }
  if (tail > 0)
    {
      offset ^= load(key->l_star);
      store(last, offset);
      _symcrypt_aes_encrypt_blocks(key->keys, nr, 1, pad, last);
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
  store(last, checksum ^ offset ^ load(key->l_dollar));
  _symcrypt_aes_encrypt_blocks(key->keys, nr, 1, last, last);
  ocb_hash(key, nr, ad_length, ad, pad, offsets);
  store(last, load(last) ^ load(pad));
  memcpy(tag, last, tag_length);
  _symcrypt_wipe(offsets, sizeof(offsets));
  _symcrypt_wipe(last, sizeof(last));
  _symcrypt_wipe(pad, sizeof(pad));
}

/* The body's arrays: the offsets of a batch, STEP, the blocks of
   ocb_crypt and ocb_hash; and 2 KiB more for the copies of `block'
   values a target without vector registers keeps in the frame (on
   mips64el the portable build left L_* 3.4 KiB down).  */
#define OCB_STACK SYMCRYPT_STACK_USE(16 * BATCH + 16 * 8 + 128 + 2048)

static int
ocb_seal(const struct ocb_key *key, unsigned nr, size_t nonce_length,
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
ocb_open(const struct ocb_key *key, unsigned nr, size_t nonce_length,
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

/* The struct ocb_key of a public key.  */
#define OCB_KEY(key)							\
  (&(struct ocb_key) { (key)->keys, (key)->decrypt_keys, (key)->l_star, \
		       (key)->l_dollar, (const uint8_t (*)[16]) (key)->l })

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
    return ocb_seal(OCB_KEY(key), SYMCRYPT_AES##bits##_ROUNDS,		\
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
    return ocb_open(OCB_KEY(key), SYMCRYPT_AES##bits##_ROUNDS,		\
		    nonce_length, nonce, ad_length, ad, tag_length,	\
		    length, dst, src);					\
  }

OCB_DEFINE(128)
OCB_DEFINE(256)
