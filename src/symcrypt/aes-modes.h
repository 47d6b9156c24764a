/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* aes-modes.h -- more modes of AES (since 1.4): CMAC (NIST SP 800-38B,
   RFC 4493), key wrap (RFC 3394) and key wrap with padding (RFC 5649)
   for AES-128, AES-192 and AES-256; XTS (IEEE 1619, NIST SP 800-38E)
   for AES-128 and AES-256; and the authenticated encryption modes
   (since 1.4) AES-SIV (RFC 5297), CCM (NIST SP 800-38C, RFC 3610),
   OCB3 (RFC 7253) and AES-GCM-SIV (RFC 8452).  All of them run on the AES block functions
   of symcrypt/aes.h, so that they take the same code (AES-NI, VAES,
   the bitsliced C) and read no table at an index that depends on the
   key or the data.

   Pointers: the functions here that return void take each pointer of a
   (length, pointer) pair as valid memory of that length; it may be NULL
   only when the length is 0.  Those that return an error code refuse a
   NULL pointer with a non-zero length with SYMCRYPT_EINVAL, writing
   nothing (symcrypt/common.h).  */
#ifndef SYMCRYPT_AES_MODES_H
#define SYMCRYPT_AES_MODES_H

#include <symcrypt/common.h>
#include <symcrypt/aes.h>

#ifdef __cplusplus
extern "C" {
#endif

/* CMAC.  The context: the encryption round keys, the subkeys K1 and
   K2, the CBC-MAC chaining value of the blocks processed, and the last
   block of the message so far (INDEX bytes, 0..16), which waits for
   digest: the standard treats the last block apart, and a whole block
   is the last one until more data comes.  The fields are public for
   sizing only.

   set_key takes a key of the size of the name.  update takes any
   chunking.  digest writes the first LENGTH bytes of the tag and
   leaves the context ready for the next message with the same key; it
   returns SYMCRYPT_EINVAL, writing nothing and leaving CTX as it was,
   unless 1 <= LENGTH <= 16.  verify computes the first LENGTH bytes as
   digest does and compares them in constant time with TAG:
   SYMCRYPT_OK or SYMCRYPT_EAUTH, the context ready for the next message
   either way; LENGTH outside 1..16 is SYMCRYPT_EINVAL with CTX as it
   was.  The one-shot symcrypt_aesN_cmac writes the first TAG_LENGTH
   bytes of the tag of the LENGTH bytes at DATA under KEY.

   export writes the state of CTX, SYMCRYPT_AESN_CMAC_STATE_SIZE bytes
   that are the same on every host, and returns SYMCRYPT_OK;
   SYMCRYPT_EINVAL, writing nothing, if LENGTH is less.  import makes
   CTX the context that exported SRC: SYMCRYPT_EINVAL, leaving CTX as it
   was, unless LENGTH is the state size and SRC a well-formed CMAC state
   of this key size.  The format (the manual, "AES modes"): the four
   header bytes of the HMAC states (magic 0x53, version 1, kind 3 for
   CMAC, algorithm 16, 24 or 32 by the key size in bytes), the key, the
   chaining value (16 bytes), the bytes buffered (1 byte, 0..16) and the
   16-byte buffer, the buffered bytes then zeros.  An exported state
   holds the key itself: keep it as secret.  */
#define SYMCRYPT_AES_CMAC_DIGEST_SIZE 16
#define SYMCRYPT_AES128_CMAC_STATE_SIZE (4 + 16 + 16 + 1 + 16)
#define SYMCRYPT_AES192_CMAC_STATE_SIZE (4 + 24 + 16 + 1 + 16)
#define SYMCRYPT_AES256_CMAC_STATE_SIZE (4 + 32 + 16 + 1 + 16)

struct symcrypt_aes128_cmac_ctx
{
  uint8_t keys[(SYMCRYPT_AES128_ROUNDS + 1) * 16];
  uint8_t k1[16], k2[16];
  uint8_t x[16];
  uint8_t block[16];
  uint32_t index;
};

struct symcrypt_aes192_cmac_ctx
{
  uint8_t keys[(SYMCRYPT_AES192_ROUNDS + 1) * 16];
  uint8_t k1[16], k2[16];
  uint8_t x[16];
  uint8_t block[16];
  uint32_t index;
};

struct symcrypt_aes256_cmac_ctx
{
  uint8_t keys[(SYMCRYPT_AES256_ROUNDS + 1) * 16];
  uint8_t k1[16], k2[16];
  uint8_t x[16];
  uint8_t block[16];
  uint32_t index;
};

#define SYMCRYPT_AES_CMAC_DECLARE(bits)					\
  void symcrypt_aes##bits##_cmac_set_key(struct symcrypt_aes##bits##_cmac_ctx *ctx, \
					 const uint8_t *key);		\
  void symcrypt_aes##bits##_cmac_update(struct symcrypt_aes##bits##_cmac_ctx *ctx, \
					size_t length, const uint8_t *data); \
  int symcrypt_aes##bits##_cmac_digest(struct symcrypt_aes##bits##_cmac_ctx *ctx, \
				       size_t length, uint8_t *digest); \
  int symcrypt_aes##bits##_cmac_verify(struct symcrypt_aes##bits##_cmac_ctx *ctx, \
				       size_t length, const uint8_t *tag); \
  int symcrypt_aes##bits##_cmac_export(const struct symcrypt_aes##bits##_cmac_ctx *ctx, \
				       size_t length, uint8_t *dst);	\
  int symcrypt_aes##bits##_cmac_import(struct symcrypt_aes##bits##_cmac_ctx *ctx, \
				       size_t length, const uint8_t *src); \
  int symcrypt_aes##bits##_cmac(const uint8_t *key, size_t length,	\
				const uint8_t *data, size_t tag_length, \
				uint8_t *tag);

SYMCRYPT_AES_CMAC_DECLARE(128)
SYMCRYPT_AES_CMAC_DECLARE(192)
SYMCRYPT_AES_CMAC_DECLARE(256)
#undef SYMCRYPT_AES_CMAC_DECLARE

/* Key wrap (RFC 3394) and key wrap with padding (RFC 5649), with a
   context of symcrypt/aes.h: wrap takes one set by set_encrypt_key,
   unwrap one set by set_decrypt_key, else SYMCRYPT_EINVAL.

   keywrap wraps LENGTH bytes (16 or more, a multiple of 8) of key data
   at SRC into LENGTH + 8 bytes at DST.  keyunwrap unwraps LENGTH bytes
   (24 or more, a multiple of 8, the 8-byte integrity value included)
   into LENGTH - 8 bytes at DST.  keywrap_pad wraps LENGTH bytes (1 or
   more) into 8 + LENGTH rounded up to a multiple of 8 bytes at DST.
   keyunwrap_pad unwraps LENGTH bytes (16 or more, a multiple of 8) and
   writes the key data, *OUT_LENGTH bytes, to DST, which has room for
   LENGTH - 8.  Key data of more than SYMCRYPT_AES_KEYWRAP_MAX_SIZE
   bytes is refused (unwrap works in a copy on the stack).

   An unwrap compares the integrity value (and for RFC 5649 the length
   and the padding) in constant time and, if they are wrong, returns
   SYMCRYPT_EAUTH with nothing written.  DST may equal SRC.  */
#define SYMCRYPT_AES_KEYWRAP_MAX_SIZE 8192

#define SYMCRYPT_AES_KEYWRAP_DECLARE(bits)				\
  int symcrypt_aes##bits##_keywrap(const struct symcrypt_aes##bits##_ctx *ctx, \
				   size_t length, uint8_t *dst,	\
				   const uint8_t *src);			\
  int symcrypt_aes##bits##_keyunwrap(const struct symcrypt_aes##bits##_ctx *ctx, \
				     size_t length, uint8_t *dst,	\
				     const uint8_t *src);		\
  int symcrypt_aes##bits##_keywrap_pad(const struct symcrypt_aes##bits##_ctx *ctx, \
				       size_t length, uint8_t *dst,	\
				       const uint8_t *src);		\
  int symcrypt_aes##bits##_keyunwrap_pad(const struct symcrypt_aes##bits##_ctx *ctx, \
					 size_t length, uint8_t *dst,	\
					 size_t *out_length,		\
					 const uint8_t *src);

SYMCRYPT_AES_KEYWRAP_DECLARE(128)
SYMCRYPT_AES_KEYWRAP_DECLARE(192)
SYMCRYPT_AES_KEYWRAP_DECLARE(256)
#undef SYMCRYPT_AES_KEYWRAP_DECLARE

/* XTS (IEEE 1619, NIST SP 800-38E) with ciphertext stealing, for
   AES-128 and AES-256.  The key is two AES keys, 32 or 64 bytes: the
   data key, then the tweak key; a key whose halves are equal is
   refused with SYMCRYPT_EINVAL (SP 800-38E), and the context is then
   set for neither direction, so that every call with it fails.  The
   context: the data key's round keys for the direction set_key chose
   (symcrypt/aes.h), the tweak key's encryption round keys, and the
   direction.  The fields are public for sizing only.

   encrypt and decrypt take one data unit of LENGTH bytes, 16 or more
   (any length: a last partial block is handled by ciphertext
   stealing), under the 16-byte TWEAK, and return SYMCRYPT_EINVAL for a
   shorter one or a context set for the other direction.
   encrypt_sectors and decrypt_sectors take LENGTH bytes, a multiple of
   SECTOR_SIZE (16 to 65536, a multiple of 16), as consecutive data
   units whose tweaks are the sector numbers FIRST_SECTOR,
   FIRST_SECTOR + 1, ... as 16-byte little-endian numbers (dm-crypt's
   "plain64"; the 64-bit number wraps).  DST may equal SRC.  */
#define SYMCRYPT_AES128_XTS_KEY_SIZE 32
#define SYMCRYPT_AES256_XTS_KEY_SIZE 64
#define SYMCRYPT_AES_XTS_TWEAK_SIZE 16

struct symcrypt_aes128_xts_ctx
{
  uint8_t keys[(SYMCRYPT_AES128_ROUNDS + 1) * 16];
  uint8_t tweak_keys[(SYMCRYPT_AES128_ROUNDS + 1) * 16];
  uint32_t direction;
};

struct symcrypt_aes256_xts_ctx
{
  uint8_t keys[(SYMCRYPT_AES256_ROUNDS + 1) * 16];
  uint8_t tweak_keys[(SYMCRYPT_AES256_ROUNDS + 1) * 16];
  uint32_t direction;
};

#define SYMCRYPT_AES_XTS_DECLARE(bits)					\
  int symcrypt_aes##bits##_xts_set_encrypt_key(struct symcrypt_aes##bits##_xts_ctx *ctx, \
					       const uint8_t *key);	\
  int symcrypt_aes##bits##_xts_set_decrypt_key(struct symcrypt_aes##bits##_xts_ctx *ctx, \
					       const uint8_t *key);	\
  int symcrypt_aes##bits##_xts_encrypt(const struct symcrypt_aes##bits##_xts_ctx *ctx, \
				       const uint8_t *tweak, size_t length, \
				       uint8_t *dst, const uint8_t *src); \
  int symcrypt_aes##bits##_xts_decrypt(const struct symcrypt_aes##bits##_xts_ctx *ctx, \
				       const uint8_t *tweak, size_t length, \
				       uint8_t *dst, const uint8_t *src); \
  int symcrypt_aes##bits##_xts_encrypt_sectors(const struct symcrypt_aes##bits##_xts_ctx *ctx, \
					       uint64_t first_sector,	\
					       size_t sector_size,	\
					       size_t length, uint8_t *dst, \
					       const uint8_t *src);	\
  int symcrypt_aes##bits##_xts_decrypt_sectors(const struct symcrypt_aes##bits##_xts_ctx *ctx, \
					       uint64_t first_sector,	\
					       size_t sector_size,	\
					       size_t length, uint8_t *dst, \
					       const uint8_t *src);

SYMCRYPT_AES_XTS_DECLARE(128)
SYMCRYPT_AES_XTS_DECLARE(256)
#undef SYMCRYPT_AES_XTS_DECLARE

/* The authenticated encryption modes.  Each seal writes the ciphertext
   and the tag to DST; each open takes them at SRC, checks the tag in
   constant time and writes the plaintext to DST, or returns
   SYMCRYPT_EAUTH with all of DST's plaintext length zeroed (open
   computes the plaintext before it knows the tag: SIV and GCM-SIV need
   it to compute the tag, CCM and OCB keep one pass over the data).  A
   parameter outside its range is SYMCRYPT_EINVAL with nothing
   written.  */

/* AES-SIV (RFC 5297), deterministic authenticated encryption: the
   key is two AES keys, 32 bytes for aes128 and 64 for aes256 (the
   CMAC key of S2V, then the CTR key).  The associated data is a list
   of N_AD items (at most SYMCRYPT_AES_SIV_MAX_AD), item i AD_LENGTHS[i]
   bytes at AD[i]; a nonce, if the protocol has one, is the last item.
   seal writes the 16-byte synthetic IV and then LENGTH bytes of
   ciphertext to DST; open takes LENGTH bytes, the 16-byte IV
   included.  DST + 16 may equal SRC in seal, and DST may equal SRC +
   16 in open (the text in place after the IV); no other overlap.  */
#define SYMCRYPT_AES_SIV_MAX_AD 126
#define SYMCRYPT_AES_SIV_SIZE 16
#define SYMCRYPT_AES128_SIV_KEY_SIZE 32
#define SYMCRYPT_AES256_SIV_KEY_SIZE 64

#define SYMCRYPT_AES_SIV_DECLARE(bits)					\
  int symcrypt_aes##bits##_siv_seal(const uint8_t *key, size_t n_ad,	\
				    const uint8_t *const *ad,		\
				    const size_t *ad_lengths,		\
				    size_t length, uint8_t *dst,	\
				    const uint8_t *src);		\
  int symcrypt_aes##bits##_siv_open(const uint8_t *key, size_t n_ad,	\
				    const uint8_t *const *ad,		\
				    const size_t *ad_lengths,		\
				    size_t length, uint8_t *dst,	\
				    const uint8_t *src);

SYMCRYPT_AES_SIV_DECLARE(128)
SYMCRYPT_AES_SIV_DECLARE(256)
#undef SYMCRYPT_AES_SIV_DECLARE

/* CCM (NIST SP 800-38C, RFC 3610) with a context of symcrypt/aes.h
   set by set_encrypt_key (else SYMCRYPT_EINVAL): a nonce of
   NONCE_LENGTH bytes, 7 to 13, a tag of TAG_LENGTH bytes, 4, 6, 8, 10,
   12, 14 or 16.  The message length is written in 15 - NONCE_LENGTH
   bytes: a message too long for them (more than 65535 bytes with a
   13-byte nonce) is SYMCRYPT_EINVAL.  seal writes LENGTH bytes of
   ciphertext and then the tag to DST; open takes LENGTH bytes, the tag
   included.  DST may equal SRC.  */
#define SYMCRYPT_AES_CCM_DECLARE(bits)					\
  int symcrypt_aes##bits##_ccm_seal(const struct symcrypt_aes##bits##_ctx *ctx, \
				    size_t nonce_length,		\
				    const uint8_t *nonce,		\
				    size_t ad_length, const uint8_t *ad, \
				    size_t tag_length, size_t length,	\
				    uint8_t *dst, const uint8_t *src);	\
  int symcrypt_aes##bits##_ccm_open(const struct symcrypt_aes##bits##_ctx *ctx, \
				    size_t nonce_length,		\
				    const uint8_t *nonce,		\
				    size_t ad_length, const uint8_t *ad, \
				    size_t tag_length, size_t length,	\
				    uint8_t *dst, const uint8_t *src);

SYMCRYPT_AES_CCM_DECLARE(128)
SYMCRYPT_AES_CCM_DECLARE(192)
SYMCRYPT_AES_CCM_DECLARE(256)
#undef SYMCRYPT_AES_CCM_DECLARE

/* OCB3 (RFC 7253).  The key: the encryption and decryption round
   keys, and the offsets L_* = E(K, 0), L_$ = 2 L_* and L_i = 2^(i+1)
   L_$ for i < SYMCRYPT_AES_OCB_L_COUNT (a message of 2^60 blocks
   needs no more).  The fields are public for sizing only.  A nonce of
   NONCE_LENGTH bytes, 1 to 15, a tag of TAG_LENGTH bytes, 1 to 16.
   seal writes LENGTH bytes of ciphertext and then the tag to DST; open
   takes LENGTH bytes, the tag included.  DST may equal SRC.  */
#define SYMCRYPT_AES_OCB_L_COUNT 60

struct symcrypt_aes128_ocb_key
{
  uint8_t keys[(SYMCRYPT_AES128_ROUNDS + 1) * 16];
  uint8_t decrypt_keys[(SYMCRYPT_AES128_ROUNDS + 1) * 16];
  uint8_t l_star[16], l_dollar[16];
  uint8_t l[SYMCRYPT_AES_OCB_L_COUNT][16];
};

struct symcrypt_aes256_ocb_key
{
  uint8_t keys[(SYMCRYPT_AES256_ROUNDS + 1) * 16];
  uint8_t decrypt_keys[(SYMCRYPT_AES256_ROUNDS + 1) * 16];
  uint8_t l_star[16], l_dollar[16];
  uint8_t l[SYMCRYPT_AES_OCB_L_COUNT][16];
};

#define SYMCRYPT_AES_OCB_DECLARE(bits)					\
  void symcrypt_aes##bits##_ocb_set_key(struct symcrypt_aes##bits##_ocb_key *key, \
					const uint8_t *k);		\
  int symcrypt_aes##bits##_ocb_seal(const struct symcrypt_aes##bits##_ocb_key *key, \
				    size_t nonce_length,		\
				    const uint8_t *nonce,		\
				    size_t ad_length, const uint8_t *ad, \
				    size_t tag_length, size_t length,	\
				    uint8_t *dst, const uint8_t *src);	\
  int symcrypt_aes##bits##_ocb_open(const struct symcrypt_aes##bits##_ocb_key *key, \
				    size_t nonce_length,		\
				    const uint8_t *nonce,		\
				    size_t ad_length, const uint8_t *ad, \
				    size_t tag_length, size_t length,	\
				    uint8_t *dst, const uint8_t *src);

SYMCRYPT_AES_OCB_DECLARE(128)
SYMCRYPT_AES_OCB_DECLARE(256)
#undef SYMCRYPT_AES_OCB_DECLARE

/* AES-GCM-SIV (RFC 8452), authenticated encryption that a repeated
   nonce does not break (it shows only whether two messages with the
   same nonce and associated data are equal).  The key: the key
   generating key's encryption round keys; seal and open derive the
   message keys from it and the 12-byte nonce.  The fields are public
   for sizing only.  The plaintext and the associated data are at most
   SYMCRYPT_AES_GCM_SIV_MAX_LENGTH bytes each, else SYMCRYPT_EINVAL.
   seal writes LENGTH bytes of ciphertext and then the 16-byte tag to
   DST; open takes LENGTH bytes, the tag included.  DST may equal
   SRC.  */
#define SYMCRYPT_AES_GCM_SIV_NONCE_SIZE 12
#define SYMCRYPT_AES_GCM_SIV_TAG_SIZE 16
#define SYMCRYPT_AES_GCM_SIV_MAX_LENGTH ((uint64_t) 1 << 36)

struct symcrypt_aes128_gcm_siv_key
{
  uint8_t keys[(SYMCRYPT_AES128_ROUNDS + 1) * 16];
};

struct symcrypt_aes256_gcm_siv_key
{
  uint8_t keys[(SYMCRYPT_AES256_ROUNDS + 1) * 16];
};

#define SYMCRYPT_AES_GCM_SIV_DECLARE(bits)				\
  void symcrypt_aes##bits##_gcm_siv_set_key(struct symcrypt_aes##bits##_gcm_siv_key *key, \
					    const uint8_t *k);		\
  int symcrypt_aes##bits##_gcm_siv_seal(const struct symcrypt_aes##bits##_gcm_siv_key *key, \
					const uint8_t *nonce,		\
					size_t ad_length, const uint8_t *ad, \
					size_t length, uint8_t *dst,	\
					const uint8_t *src);		\
  int symcrypt_aes##bits##_gcm_siv_open(const struct symcrypt_aes##bits##_gcm_siv_key *key, \
					const uint8_t *nonce,		\
					size_t ad_length, const uint8_t *ad, \
					size_t length, uint8_t *dst,	\
					const uint8_t *src);

SYMCRYPT_AES_GCM_SIV_DECLARE(128)
SYMCRYPT_AES_GCM_SIV_DECLARE(256)
#undef SYMCRYPT_AES_GCM_SIV_DECLARE

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_AES_MODES_H */
