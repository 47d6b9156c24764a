/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* gcm.h -- AES-GCM (NIST SP 800-38D), one-shot seal and open with a
   read-only key.  */
#ifndef SYMCRYPT_GCM_H
#define SYMCRYPT_GCM_H

#include <symcrypt/common.h>
#include <symcrypt/aes.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCRYPT_GCM_TAG_SIZE 16
#define SYMCRYPT_GCM_NONCE_SIZE 12	/* the recommended one */
/* The longest plaintext, 2^36 - 32 bytes (2^32 - 2 blocks).  */
#define SYMCRYPT_GCM_MAX_LENGTH ((uint64_t) 0xfffffffe0)
/* The powers of H the key holds.  */
#define SYMCRYPT_GCM_POWERS 8

/* The keys: the AES encryption round keys (as in symcrypt/aes.h) and
   the hash key H = E(K, 0^128) with its powers H^1 .. H^8, each as 16
   bytes in the byte order of SP 800-38D, H^1 first.  set_key fills
   it; seal and open only read it, so one key can serve many threads.  */
struct symcrypt_aes128_gcm_key
{
  uint8_t keys[(SYMCRYPT_AES128_ROUNDS + 1) * 16];
  uint8_t powers[SYMCRYPT_GCM_POWERS * 16];
};
struct symcrypt_aes192_gcm_key
{
  uint8_t keys[(SYMCRYPT_AES192_ROUNDS + 1) * 16];
  uint8_t powers[SYMCRYPT_GCM_POWERS * 16];
};
struct symcrypt_aes256_gcm_key
{
  uint8_t keys[(SYMCRYPT_AES256_ROUNDS + 1) * 16];
  uint8_t powers[SYMCRYPT_GCM_POWERS * 16];
};

/* seal writes LENGTH bytes of ciphertext and then the 16-byte tag to
   DST (LENGTH + 16 bytes).  open takes LENGTH bytes of ciphertext
   including the tag, authenticates the associated data and the
   ciphertext, compares the tags in constant time, and only then
   writes the LENGTH - 16 bytes of plaintext to DST: on a mismatch it
   returns SYMCRYPT_EAUTH and DST is not written at all.  The nonce is
   NONCE_LENGTH bytes, at least 1 (12 is the fast and recommended
   length; others go through GHASH, SP 800-38D 7.1); 0 is
   SYMCRYPT_EINVAL, as is a plaintext longer than
   SYMCRYPT_GCM_MAX_LENGTH or, in open, LENGTH < 16.  GMAC is seal
   with LENGTH 0.  DST may equal SRC.  A nonce must never be used
   twice with one key.

   The detached forms keep the tag apart from the ciphertext: DST
   takes LENGTH bytes in both, seal_detached writes the first
   TAG_LENGTH bytes of the tag to TAG, and open_detached compares the
   TAG_LENGTH bytes at TAG with as many of the tag, in constant time,
   before it writes anything (SYMCRYPT_EAUTH with DST untouched).
   TAG_LENGTH is 12 to 16, or 4 or 8 (SP 800-38D, appendix C: only
   where the messages are short and few), else SYMCRYPT_EINVAL.  */
#define SYMCRYPT_GCM_DECLARE(bits)					\
  void symcrypt_aes##bits##_gcm_set_key(struct symcrypt_aes##bits##_gcm_key *key, \
					const uint8_t *k);		\
  int symcrypt_aes##bits##_gcm_seal(const struct symcrypt_aes##bits##_gcm_key *key, \
				    size_t nonce_length, const uint8_t *nonce, \
				    size_t ad_length, const uint8_t *ad, \
				    size_t length, uint8_t *dst,	\
				    const uint8_t *src);		\
  int symcrypt_aes##bits##_gcm_open(const struct symcrypt_aes##bits##_gcm_key *key, \
				    size_t nonce_length, const uint8_t *nonce, \
				    size_t ad_length, const uint8_t *ad, \
				    size_t length, uint8_t *dst,	\
				    const uint8_t *src);		\
  int symcrypt_aes##bits##_gcm_seal_detached(const struct symcrypt_aes##bits##_gcm_key *key, \
					     size_t nonce_length, const uint8_t *nonce, \
					     size_t ad_length, const uint8_t *ad, \
					     size_t length, uint8_t *dst, \
					     size_t tag_length, uint8_t *tag, \
					     const uint8_t *src);	\
  int symcrypt_aes##bits##_gcm_open_detached(const struct symcrypt_aes##bits##_gcm_key *key, \
					     size_t nonce_length, const uint8_t *nonce, \
					     size_t ad_length, const uint8_t *ad, \
					     size_t length, uint8_t *dst, \
					     size_t tag_length, const uint8_t *tag, \
					     const uint8_t *src);

SYMCRYPT_GCM_DECLARE(128)
SYMCRYPT_GCM_DECLARE(192)
SYMCRYPT_GCM_DECLARE(256)
#undef SYMCRYPT_GCM_DECLARE

/* Streaming, with the rules of ChaCha20-Poly1305's (symcrypt/
   chacha-poly1305.h): start, then update (associated data, any number
   of calls), encrypt or decrypt (any number of calls, any lengths),
   and digest, which ends the message: start again before the next.
   The context points at KEY, which must outlive it.  decrypt releases
   plaintext before the tag is known; use open unless the caller can
   hold back the plaintext itself.  start with a NONCE_LENGTH of 0 (or
   2^61 and more) leaves the context refusing every call until the next
   start.  update after encrypt, decrypt or digest is SYMCRYPT_EINVAL,
   as are encrypt and decrypt after digest and a second digest;
   SYMCRYPT_ERANGE where the message would pass
   SYMCRYPT_GCM_MAX_LENGTH bytes (SYMCRYPT_EINVAL where the associated
   data would pass 2^61 - 1).  On an error nothing is written and the
   context is unchanged.  digest writes the first LENGTH bytes of the
   tag, LENGTH 4, 8 or 12 to 16 (else SYMCRYPT_EINVAL).  */
struct symcrypt_gcm_stream
{
  /* The next counter block, then the GHASH value.  */
  uint8_t counter_state[32];
  uint8_t mask[16];		/* E(K, J0), the tag mask (or the tag) */
  uint8_t block[16];		/* associated data or ciphertext not hashed yet */
  uint8_t keystream[16];	/* the keystream of the message's partial block */
  uint64_t ad_length, length;
  uint32_t fill;		/* the bytes in BLOCK */
  uint32_t phase;		/* associated data, message, or done */
  /* 1: digest makes the mask with the tag; 0 or 2: start made it,
     2 from a 12-byte nonce, 0 from another (whose counter blocks are
     secret, a hash under the key).  */
  uint32_t mask_later;
};

#define SYMCRYPT_GCM_STREAM_DECLARE(bits)				\
  struct symcrypt_aes##bits##_gcm_ctx					\
  {									\
    const struct symcrypt_aes##bits##_gcm_key *key;			\
    struct symcrypt_gcm_stream stream;					\
  };									\
  void symcrypt_aes##bits##_gcm_start(struct symcrypt_aes##bits##_gcm_ctx *ctx, \
				      const struct symcrypt_aes##bits##_gcm_key *key, \
				      size_t nonce_length, const uint8_t *nonce); \
  int symcrypt_aes##bits##_gcm_update(struct symcrypt_aes##bits##_gcm_ctx *ctx, \
				      size_t length, const uint8_t *ad); \
  int symcrypt_aes##bits##_gcm_encrypt(struct symcrypt_aes##bits##_gcm_ctx *ctx, \
				       size_t length, uint8_t *dst,	\
				       const uint8_t *src);		\
  int symcrypt_aes##bits##_gcm_decrypt(struct symcrypt_aes##bits##_gcm_ctx *ctx, \
				       size_t length, uint8_t *dst,	\
				       const uint8_t *src);		\
  int symcrypt_aes##bits##_gcm_digest(struct symcrypt_aes##bits##_gcm_ctx *ctx, \
				      size_t length, uint8_t *tag);

SYMCRYPT_GCM_STREAM_DECLARE(128)
SYMCRYPT_GCM_STREAM_DECLARE(192)
SYMCRYPT_GCM_STREAM_DECLARE(256)
#undef SYMCRYPT_GCM_STREAM_DECLARE

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_GCM_H */
