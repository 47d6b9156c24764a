/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* gcm-siv.c -- AES-GCM-SIV (RFC 8452) for AES-128 and AES-256.

   Each message derives its own keys from the key generating key and
   the nonce (RFC 8452, 4): the encryptions of the blocks
   le32(i) || nonce, of which the first 8 bytes each make the POLYVAL
   key H and the message's AES key.  The tag is the encryption of the
   POLYVAL hash of the associated data, the plaintext and their
   lengths, XORed with the nonce, its top bit cleared; the plaintext is
   encrypted in CTR from the tag with its top bit set, the first 32
   bits a little-endian counter.

   The hash is the replaceable polyval_blocks (src/aes/polyval.c),
   which takes the powers of the key's GHASH form
   mulX_GHASH(ByteReverse(H)) (RFC 8452, appendix A); they are made by
   polyval_blocks too.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/aes-modes.h>

#include "aes-internal.h"
#include "macros.h"

/* The room for the last blocks: the counter block and a partial
   block of CTR, a padded block of the hash; or the whole input of
   the hash of a short message (SHORT_BLOCKS).  */
#define BUF 128

/* A message whose hash input (the associated data and the text, each
   padded to whole blocks, and the block of the lengths) is at most
   SHORT_BLOCKS blocks is hashed from a copy in BUF, in calls of
   short_step blocks.  Each call of polyval_blocks is a chain of its
   own (some 30 TSC ticks on an Intel Xeon, family 6 model 167, even
   for one block), and so is each power of the hash key that the
   calls need (one call each): of B blocks, calls of one take B calls,
   calls of two 1 + B / 2 (rounded up), fewer from four blocks on;
   below SHORT_BLOCKS, calls of more blocks cost as many powers as
   they save calls, or more.  */
#define SHORT_BLOCKS (BUF / 16)

static unsigned
short_step(size_t blocks)
{
  return blocks >= 4 ? 2 : 1;
}

/* The blocks LENGTH bytes take, padded (without the overflow of
   LENGTH + 15).  */
static size_t
blocks_of(size_t length)
{
  return length / 16 + (length % 16 != 0);
}

/* The 16 bytes of SRC in reverse order to DST (not in place): two
   words, each with its bytes swapped, the halves exchanged.  */
static inline void
reverse_block(uint8_t *dst, const uint8_t *src)
{
  uint64_t hi = host_read_uint64(src), lo = host_read_uint64(src + 8);
  host_write_uint64(dst, __builtin_bswap64(lo));
  host_write_uint64(dst + 8, __builtin_bswap64(hi));
}

/* The message keys: the powers of the hash key's GHASH form for
   polyval_blocks, the AES round keys; the state of the hash.  */
struct siv_state
{
  uint8_t powers[SYMCRYPT_GCM_POWERS * 16];
  uint8_t keys[(AES_MAX_ROUNDS + 1) * 16];
  uint8_t y[16];
};

/* The message keys from the key generating key KGK and the nonce
   (RFC 8452, 4), for POWERS powers of the hash key (1..8: the blocks
   of the longest call of polyval_blocks).  */
static void
derive(const uint8_t *kgk, unsigned nr, const uint8_t *nonce,
       unsigned powers, struct siv_state *s)
{
  static const uint8_t zero[16];
  uint8_t blocks[6 * 16], h[16], key[32];
  unsigned n = nr == SYMCRYPT_AES128_ROUNDS ? 4 : 6, i;

  for (i = 0; i < n; i++)
    {
      le_write_uint32(blocks + 16 * i, i);
      memcpy(blocks + 16 * i + 4, nonce, 12);
    }
  _symcrypt_aes_encrypt_blocks(kgk, nr, n, blocks, blocks);
  for (i = 0; i < n; i++)
    memcpy((i < 2 ? h + 8 * i : key + 8 * (i - 2)), blocks + 16 * i, 8);
  _symcrypt_aes_encrypt_keys(s->keys, nr, key);
  /* GHASH's key: mulX_GHASH(ByteReverse(H)), a shift right by one bit
     of the big-endian number (H read as a little-endian one) and, if
     the bit shifted out is set, an XOR of 0xe1 into the first byte,
     by a mask; and to Y in POLYVAL's byte order, for the powers.  */
  {
    uint64_t hi = le_read_uint64(h + 8), lo = le_read_uint64(h), mask;
    mask = 0 - (lo & 1);
    lo = (lo >> 1) | (hi << 63);
    hi = (hi >> 1) ^ (mask & 0xe100000000000000);
    WRITE_UINT64(s->powers, hi);
    WRITE_UINT64(s->powers + 8, lo);
    le_write_uint64(s->y, lo);
    le_write_uint64(s->y + 8, hi);
  }
  /* H'^k is the hash of a zero block from the state H'^(k-1), by
     polyval_blocks on the byte-reversed values (a call of one block
     uses H'^1 only).  */
  memset(s->powers + 16, 0, sizeof(s->powers) - 16);
  for (i = 1; i < powers; i++)
    {
      _symcrypt_polyval_blocks(s->powers, s->y, 1, zero);
      reverse_block(s->powers + 16 * i, s->y);
    }
  memset(s->y, 0, 16);
  _symcrypt_wipe(blocks, sizeof(blocks));
  _symcrypt_wipe(h, sizeof(h));
  _symcrypt_wipe(key, sizeof(key));
}

/* The hash takes LENGTH more bytes, the last block padded with zeros
   in BUF (16 bytes).  */
static void
polyval(struct siv_state *s, size_t length, const uint8_t *data, uint8_t *buf)
{
  size_t whole = length & ~(size_t) 15;
  if (whole > 0)
    _symcrypt_polyval_blocks(s->powers, s->y, whole / 16, data);
  if (length > whole)
    {
      memset(buf, 0, 16);
      memcpy(buf, data + whole, length - whole);
      _symcrypt_polyval_blocks(s->powers, s->y, 1, buf);
    }
}

/* The tag of the plaintext of LENGTH bytes at TEXT to TAG; BUF is
   BUF bytes.  */
static void
make_tag(struct siv_state *s, unsigned nr, const uint8_t *nonce,
	 size_t ad_length, const uint8_t *ad, size_t length,
	 const uint8_t *text, uint8_t *tag, uint8_t *buf)
{
  size_t a = blocks_of(ad_length), m = blocks_of(length);
  unsigned i;
  if (a + m + 1 <= SHORT_BLOCKS)
    {
      size_t total = a + m + 1, step = short_step(total), done, n;
      memset(buf, 0, 16 * total);
      if (ad_length > 0)
	memcpy(buf, ad, ad_length);
      if (length > 0)
	memcpy(buf + 16 * a, text, length);
      /* The lengths in bits, le64 each.  */
      le_write_uint64(buf + 16 * (a + m), (uint64_t) ad_length << 3);
      le_write_uint64(buf + 16 * (a + m) + 8, (uint64_t) length << 3);
      for (done = 0; done < total; done += n)
	{
	  n = total - done < step ? total - done : step;
	  _symcrypt_polyval_blocks(s->powers, s->y, n, buf + 16 * done);
	}
    }
  else
    {
      polyval(s, ad_length, ad, buf);
      polyval(s, length, text, buf);
      le_write_uint64(buf, (uint64_t) ad_length << 3);
      le_write_uint64(buf + 8, (uint64_t) length << 3);
      _symcrypt_polyval_blocks(s->powers, s->y, 1, buf);
    }
  memcpy(tag, s->y, 16);
  for (i = 0; i < 12; i++)
    tag[i] ^= nonce[i];
  tag[15] &= 0x7f;
  _symcrypt_aes_encrypt_blocks(s->keys, nr, 1, tag, tag);
}

/* DST = SRC XOR the keystream of the counter blocks from TAG with its
   top bit set, the first 4 bytes a little-endian counter modulo 2^32
   (RFC 8452, 4), on aes_ctr32le_blocks; BUF's first 32 bytes, the
   counter block and the last partial block.  */
static void
ctr(const struct siv_state *s, unsigned nr, const uint8_t *tag,
    size_t length, uint8_t *dst, const uint8_t *src, uint8_t *buf)
{
  size_t whole = length / 16, rest = length % 16;

  memcpy(buf, tag, 16);
  buf[15] |= 0x80;
  if (whole > 0)
    _symcrypt_aes_ctr32le_blocks(s->keys, nr, buf, whole, dst, src);
  if (rest > 0)
    {
      memset(buf + 16, 0, 16);
      memcpy(buf + 16, src + 16 * whole, rest);
      _symcrypt_aes_ctr32le_blocks(s->keys, nr, buf, 1, buf + 16, buf + 16);
      memcpy(dst + 16 * whole, buf + 16, rest);
    }
}

/* The powers of the hash key that the longest call of polyval_blocks
   for these lengths takes (make_tag).  */
static unsigned
powers_for(size_t ad_length, size_t length)
{
  size_t a = blocks_of(ad_length), m = blocks_of(length);
  size_t most = a > m ? a : m;
  if (a + m + 1 <= SHORT_BLOCKS)
    return short_step(a + m + 1);
  return most >= SYMCRYPT_GCM_POWERS ? SYMCRYPT_GCM_POWERS
    : most > 0 ? (unsigned) most : 1;
}

static void __attribute__((noinline))
gcm_siv_seal_body(const uint8_t *kgk, unsigned nr, const uint8_t *nonce,
		  size_t ad_length, const uint8_t *ad, size_t length,
		  uint8_t *dst, const uint8_t *src)
{
  struct siv_state s;
  uint8_t buf[BUF], tag[16];
  derive(kgk, nr, nonce, powers_for(ad_length, length), &s);
  make_tag(&s, nr, nonce, ad_length, ad, length, src, tag, buf);
  ctr(&s, nr, tag, length, dst, src, buf);
  memcpy(dst + length, tag, 16);
  _symcrypt_wipe(&s, sizeof(s));
  _symcrypt_wipe(buf, sizeof(buf));
}

static int __attribute__((noinline))
gcm_siv_open_body(const uint8_t *kgk, unsigned nr, const uint8_t *nonce,
		  size_t ad_length, const uint8_t *ad, size_t length,
		  uint8_t *dst, const uint8_t *src)
{
  struct siv_state s;
  uint8_t buf[BUF], tag[16], expected[16];
  int rc;
  /* SRC's tag is read first: DST may be SRC.  */
  memcpy(tag, src + length, 16);
  derive(kgk, nr, nonce, powers_for(ad_length, length), &s);
  ctr(&s, nr, tag, length, dst, src, buf);
  make_tag(&s, nr, nonce, ad_length, ad, length, dst, expected, buf);
  rc = _symcrypt_memeql_code(expected, tag, 16);
  /* The outcome is what open returns: no secret.  */
  if (rc != SYMCRYPT_OK)
    _symcrypt_wipe(dst, length);
  _symcrypt_wipe(&s, sizeof(s));
  _symcrypt_wipe(buf, sizeof(buf));
  _symcrypt_wipe(expected, sizeof(expected));
  return rc;
}

#define GCM_SIV_STACK							\
  SYMCRYPT_STACK_USE(sizeof(struct siv_state) + BUF + 6 * 16 + 96)

static int
gcm_siv_seal(const uint8_t *kgk, unsigned nr, const uint8_t *nonce,
	     size_t ad_length, const uint8_t *ad, size_t length,
	     uint8_t *dst, const uint8_t *src)
{
  if (nonce == NULL || BAD_PAIR(ad_length, ad) || BAD_PAIR(length, src)
      || dst == NULL || (uint64_t) ad_length > SYMCRYPT_AES_GCM_SIV_MAX_LENGTH
      || (uint64_t) length > SYMCRYPT_AES_GCM_SIV_MAX_LENGTH)
    return SYMCRYPT_EINVAL;
  gcm_siv_seal_body(kgk, nr, nonce, ad_length, ad, length, dst, src);
  _symcrypt_wipe_stack(GCM_SIV_STACK);
  return SYMCRYPT_OK;
}

static int
gcm_siv_open(const uint8_t *kgk, unsigned nr, const uint8_t *nonce,
	     size_t ad_length, const uint8_t *ad, size_t length,
	     uint8_t *dst, const uint8_t *src)
{
  int rc;
  if (nonce == NULL || BAD_PAIR(ad_length, ad) || length < 16 || src == NULL
      || BAD_PAIR(length - 16, dst)
      || (uint64_t) ad_length > SYMCRYPT_AES_GCM_SIV_MAX_LENGTH
      || (uint64_t) length - 16 > SYMCRYPT_AES_GCM_SIV_MAX_LENGTH)
    return SYMCRYPT_EINVAL;
  rc = gcm_siv_open_body(kgk, nr, nonce, ad_length, ad, length - 16, dst,
			 src);
  _symcrypt_wipe_stack(GCM_SIV_STACK);
  return rc;
}

#define GCM_SIV_DEFINE(bits)						\
  void									\
  symcrypt_aes##bits##_gcm_siv_set_key(struct symcrypt_aes##bits##_gcm_siv_key *key, \
				       const uint8_t *k)		\
  {									\
    _symcrypt_aes_encrypt_keys(key->keys, SYMCRYPT_AES##bits##_ROUNDS, k); \
  }									\
  int									\
  symcrypt_aes##bits##_gcm_siv_seal(const struct symcrypt_aes##bits##_gcm_siv_key *key, \
				    const uint8_t *nonce,		\
				    size_t ad_length, const uint8_t *ad, \
				    size_t length, uint8_t *dst,	\
				    const uint8_t *src)			\
  {									\
    return gcm_siv_seal(key->keys, SYMCRYPT_AES##bits##_ROUNDS, nonce,	\
			ad_length, ad, length, dst, src);		\
  }									\
  int									\
  symcrypt_aes##bits##_gcm_siv_open(const struct symcrypt_aes##bits##_gcm_siv_key *key, \
				    const uint8_t *nonce,		\
				    size_t ad_length, const uint8_t *ad, \
				    size_t length, uint8_t *dst,	\
				    const uint8_t *src)			\
  {									\
    return gcm_siv_open(key->keys, SYMCRYPT_AES##bits##_ROUNDS, nonce,	\
			ad_length, ad, length, dst, src);		\
  }

GCM_SIV_DEFINE(128)
GCM_SIV_DEFINE(256)
