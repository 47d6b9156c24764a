/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* siv.c -- AES-SIV (RFC 5297) for AES-128 and AES-256: S2V over the
   library's CMAC, then CTR under the second key from the synthetic IV
   with two bits cleared.

   S2V folds the CMAC of each associated data item into D by D = 2 D
   XOR CMAC(item), starting from the CMAC of a zero block, and ends
   with the CMAC of the plaintext whose last 16 bytes are XORed with D
   (or, for a plaintext under 16 bytes, of 2 D XOR the padded
   plaintext).  The plaintext's CMAC is one call over its blocks and
   one over its last block, so that its chain runs on the block
   function as CMAC alone does.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/aes-modes.h>

#include "aes-internal.h"
#include "macros.h"

/* One key size: its CMAC through the public functions, on a context
   of CMAC_SIZE bytes, and the CTR key's rounds.  */
struct siv_alg
{
  size_t half;
  unsigned nr;
  void (*cmac_set_key)(void *ctx, const uint8_t *key);
  void (*cmac_update)(void *ctx, size_t length, const uint8_t *data);
  int (*cmac_digest)(void *ctx, size_t length, uint8_t *digest);
};

/* Room for either CMAC context, aligned for its fields.  */
union siv_cmac
{
  struct symcrypt_aes128_cmac_ctx c128;
  struct symcrypt_aes256_cmac_ctx c256;
};

/* DST = 2 SRC in GF(2^128), the 16 bytes a big-endian number (RFC
   5297, 2.3, as SP 800-38B's subkeys): a shift left by one bit and an
   XOR of 0x87 by a mask made from the bit shifted out.  */
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

/* The synthetic IV of the plaintext of LENGTH bytes at TEXT and the
   associated data to V, under the CMAC key KEY.  */
static void __attribute__((noinline))
s2v(const struct siv_alg *a, const uint8_t *key, size_t n_ad,
    const uint8_t *const *ad, const size_t *ad_lengths, size_t length,
    const uint8_t *text, uint8_t *v)
{
  union siv_cmac ctx;
  uint8_t d[16], t[16];
  size_t i;

  a->cmac_set_key(&ctx, key);
  memset(d, 0, 16);
  a->cmac_update(&ctx, 16, d);
  a->cmac_digest(&ctx, 16, d);
  for (i = 0; i < n_ad; i++)
    {
      dbl(d, d);
      a->cmac_update(&ctx, ad_lengths[i], ad[i]);
      a->cmac_digest(&ctx, 16, t);
      _symcrypt_memxor(d, t, 16);
    }
  if (length >= 16)
    {
      /* The last 16 bytes XOR D ("xorend").  */
      a->cmac_update(&ctx, length - 16, text);
      _symcrypt_memxor3(t, text + length - 16, d, 16);
    }
  else
    {
      dbl(t, d);
      _symcrypt_memxor(t, text, length);
      t[length] ^= 0x80;
    }
  a->cmac_update(&ctx, 16, t);
  a->cmac_digest(&ctx, 16, v);
  _symcrypt_wipe(&ctx, sizeof(ctx));
  _symcrypt_wipe(d, sizeof(d));
  _symcrypt_wipe(t, sizeof(t));
}

/* DST = SRC XOR the CTR keystream under the round keys KEYS from the
   counter block IV with bits 63 and 31 (from the right) cleared (RFC
   5297, 2.6), the whole block a 128-bit big-endian counter.  */
static void
siv_ctr(const struct siv_alg *a, const uint8_t *keys, const uint8_t *iv,
	size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t q[16], last[16];
  size_t blocks = length / 16, tail = length % 16;

  memcpy(q, iv, 16);
  q[8] &= 0x7f;
  q[12] &= 0x7f;
  if (blocks > 0)
    _symcrypt_aes_ctr_blocks(keys, a->nr, q, blocks, dst, src);
  if (tail > 0)
    {
      memset(last, 0, 16);
      _symcrypt_aes_ctr_blocks(keys, a->nr, q, 1, last, last);
      _symcrypt_memxor3(dst + 16 * blocks, src + 16 * blocks, last, tail);
      _symcrypt_wipe(last, sizeof(last));
    }
}

/* Whether the associated data list is one that seal and open take.  */
static int
ad_valid(size_t n_ad, const uint8_t *const *ad, const size_t *ad_lengths)
{
  size_t i;
  if (n_ad > SYMCRYPT_AES_SIV_MAX_AD || (n_ad > 0 && (!ad || !ad_lengths)))
    return 0;
  for (i = 0; i < n_ad; i++)
    if (BAD_PAIR(ad_lengths[i], ad[i]))
      return 0;
  return 1;
}

static void __attribute__((noinline))
siv_seal_body(const struct siv_alg *a, const uint8_t *key, size_t n_ad,
	      const uint8_t *const *ad, const size_t *ad_lengths,
	      size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t keys[(AES_MAX_ROUNDS + 1) * 16], v[16];
  s2v(a, key, n_ad, ad, ad_lengths, length, src, v);
  _symcrypt_aes_encrypt_keys(keys, a->nr, key + a->half);
  /* SRC may be DST + 16: the text first, then the IV before it.  */
  siv_ctr(a, keys, v, length, dst + 16, src);
  memcpy(dst, v, 16);
  _symcrypt_wipe(keys, sizeof(keys));
}

static int __attribute__((noinline))
siv_open_body(const struct siv_alg *a, const uint8_t *key, size_t n_ad,
	      const uint8_t *const *ad, const size_t *ad_lengths,
	      size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t keys[(AES_MAX_ROUNDS + 1) * 16], v[16], expected[16];
  int rc;
  /* DST may be SRC + 16: the IV is read before the text is
     written.  */
  memcpy(v, src, 16);
  _symcrypt_aes_encrypt_keys(keys, a->nr, key + a->half);
  siv_ctr(a, keys, v, length, dst, src + 16);
  _symcrypt_wipe(keys, sizeof(keys));
  s2v(a, key, n_ad, ad, ad_lengths, length, dst, expected);
  rc = _symcrypt_memeql_code(expected, v, 16);
  /* The outcome is what open returns: no secret.  */
  if (rc != SYMCRYPT_OK)
    _symcrypt_wipe(dst, length);
  _symcrypt_wipe(expected, sizeof(expected));
  return rc;
}

static int
siv_seal(const struct siv_alg *a, const uint8_t *key, size_t n_ad,
	 const uint8_t *const *ad, const size_t *ad_lengths, size_t length,
	 uint8_t *dst, const uint8_t *src)
{
  if (key == NULL || !ad_valid(n_ad, ad, ad_lengths)
      || BAD_PAIR(length, src) || dst == NULL)
    return SYMCRYPT_EINVAL;
  siv_seal_body(a, key, n_ad, ad, ad_lengths, length, dst, src);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(sizeof(union siv_cmac)
					  + (AES_MAX_ROUNDS + 1) * 16 + 128));
  return SYMCRYPT_OK;
}

static int
siv_open(const struct siv_alg *a, const uint8_t *key, size_t n_ad,
	 const uint8_t *const *ad, const size_t *ad_lengths, size_t length,
	 uint8_t *dst, const uint8_t *src)
{
  int rc;
  if (key == NULL || !ad_valid(n_ad, ad, ad_lengths)
      || length < 16 || src == NULL || BAD_PAIR(length - 16, dst))
    return SYMCRYPT_EINVAL;
  rc = siv_open_body(a, key, n_ad, ad, ad_lengths, length - 16, dst, src);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(sizeof(union siv_cmac)
					  + (AES_MAX_ROUNDS + 1) * 16 + 128));
  return rc;
}

#define SIV_DEFINE(bits)						\
  static void								\
  cmac##bits##_set_key(void *ctx, const uint8_t *key)			\
  { symcrypt_aes##bits##_cmac_set_key(ctx, key); }			\
  static void								\
  cmac##bits##_update(void *ctx, size_t length, const uint8_t *data)	\
  { symcrypt_aes##bits##_cmac_update(ctx, length, data); }		\
  static int								\
  cmac##bits##_digest(void *ctx, size_t length, uint8_t *digest)	\
  { return symcrypt_aes##bits##_cmac_digest(ctx, length, digest); }	\
  static const struct siv_alg siv##bits = {				\
    SYMCRYPT_AES##bits##_KEY_SIZE, SYMCRYPT_AES##bits##_ROUNDS,		\
    cmac##bits##_set_key, cmac##bits##_update, cmac##bits##_digest,	\
  };									\
  int									\
  symcrypt_aes##bits##_siv_seal(const uint8_t *key, size_t n_ad,	\
				const uint8_t *const *ad,		\
				const size_t *ad_lengths, size_t length, \
				uint8_t *dst, const uint8_t *src)	\
  {									\
    return siv_seal(&siv##bits, key, n_ad, ad, ad_lengths, length,	\
		    dst, src);						\
  }									\
  int									\
  symcrypt_aes##bits##_siv_open(const uint8_t *key, size_t n_ad,	\
				const uint8_t *const *ad,		\
				const size_t *ad_lengths, size_t length, \
				uint8_t *dst, const uint8_t *src)	\
  {									\
    return siv_open(&siv##bits, key, n_ad, ad, ad_lengths, length,	\
		    dst, src);						\
  }

SIV_DEFINE(128)
SIV_DEFINE(256)
