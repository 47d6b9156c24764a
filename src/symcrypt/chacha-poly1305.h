/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* chacha-poly1305.h -- the ChaCha20-Poly1305 AEAD (RFC 8439, 2.8) and
   XChaCha20-Poly1305.  */
#ifndef SYMCRYPT_CHACHA_POLY1305_H
#define SYMCRYPT_CHACHA_POLY1305_H

#include <symcrypt/common.h>
#include <symcrypt/chacha.h>
#include <symcrypt/poly1305.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCRYPT_CHACHA_POLY1305_KEY_SIZE 32
#define SYMCRYPT_CHACHA_POLY1305_NONCE_SIZE 12
#define SYMCRYPT_CHACHA_POLY1305_DIGEST_SIZE 16

/* One-shot.  seal writes LENGTH bytes of ciphertext and the 16-byte
   tag to DST.  open takes LENGTH bytes of ciphertext including the
   tag, checks the tag in constant time and only then writes the
   LENGTH - 16 bytes of plaintext; on a mismatch it returns
   SYMCRYPT_EAUTH with DST untouched.  LENGTH < 16 in open is
   SYMCRYPT_EINVAL; a message longer than 2^32 - 1 blocks is
   SYMCRYPT_ERANGE.  DST may equal SRC.  */
int symcrypt_chacha_poly1305_seal(const uint8_t *key, const uint8_t *nonce12,
				  size_t ad_length, const uint8_t *ad,
				  size_t length, uint8_t *dst, const uint8_t *src);
int symcrypt_chacha_poly1305_open(const uint8_t *key, const uint8_t *nonce12,
				  size_t ad_length, const uint8_t *ad,
				  size_t length, uint8_t *dst, const uint8_t *src);

/* The detached forms: DST takes LENGTH bytes in both, the 16-byte tag
   is at TAG; open_detached writes nothing unless the tag matches.  The
   rules of seal and open otherwise.  */
int symcrypt_chacha_poly1305_seal_detached(const uint8_t *key,
					   const uint8_t *nonce12,
					   size_t ad_length, const uint8_t *ad,
					   size_t length, uint8_t *dst,
					   uint8_t *tag, const uint8_t *src);
int symcrypt_chacha_poly1305_open_detached(const uint8_t *key,
					   const uint8_t *nonce12,
					   size_t ad_length, const uint8_t *ad,
					   size_t length, uint8_t *dst,
					   const uint8_t *tag, const uint8_t *src);

/* Streaming: set_key, then per message set_nonce, update (associated
   data, any number of calls), encrypt or decrypt (any number of calls)
   and digest.  decrypt releases plaintext before the tag is known; use
   open unless the caller can hold back the plaintext itself.  */
struct symcrypt_chacha_poly1305_ctx
{
  struct symcrypt_chacha_ctx chacha;
  struct symcrypt_poly1305_ctx poly1305;
  uint64_t ad_length;
  uint64_t data_length;
  uint32_t phase;		/* associated data, message, or done */
};

void symcrypt_chacha_poly1305_set_key(struct symcrypt_chacha_poly1305_ctx *ctx,
				      const uint8_t *key);
void symcrypt_chacha_poly1305_set_nonce(struct symcrypt_chacha_poly1305_ctx *ctx,
					const uint8_t *nonce12);
/* Associated data; SYMCRYPT_EINVAL after encrypt, decrypt or digest.  */
int symcrypt_chacha_poly1305_update(struct symcrypt_chacha_poly1305_ctx *ctx,
				    size_t length, const uint8_t *data);
/* SYMCRYPT_ERANGE past block 2^32 - 1, SYMCRYPT_EINVAL after digest;
   on error nothing is written and CTX is unchanged.  */
int symcrypt_chacha_poly1305_encrypt(struct symcrypt_chacha_poly1305_ctx *ctx,
				     size_t length, uint8_t *dst, const uint8_t *src);
int symcrypt_chacha_poly1305_decrypt(struct symcrypt_chacha_poly1305_ctx *ctx,
				     size_t length, uint8_t *dst, const uint8_t *src);
/* Writes the first LENGTH (1..16) bytes of the tag and ends the
   message: set_nonce before the next.  SYMCRYPT_EINVAL for another
   LENGTH or a second digest.  */
int symcrypt_chacha_poly1305_digest(struct symcrypt_chacha_poly1305_ctx *ctx,
				    size_t length, uint8_t *digest);

/* XChaCha20-Poly1305 (draft-irtf-cfrg-xchacha-03, libsodium's
   crypto_aead_xchacha20poly1305_ietf): the AEAD above with the subkey
   HChaCha20(KEY, NONCE24[0..15]) and the 12-byte nonce of four zero
   bytes and NONCE24[16..23].  A 24-byte nonce may be chosen at random.
   The functions behave exactly as their chacha_poly1305 counterparts.  */
#define SYMCRYPT_XCHACHA_POLY1305_KEY_SIZE 32
#define SYMCRYPT_XCHACHA_POLY1305_NONCE_SIZE 24
#define SYMCRYPT_XCHACHA_POLY1305_DIGEST_SIZE 16

int symcrypt_xchacha_poly1305_seal(const uint8_t *key, const uint8_t *nonce24,
				   size_t ad_length, const uint8_t *ad,
				   size_t length, uint8_t *dst, const uint8_t *src);
int symcrypt_xchacha_poly1305_open(const uint8_t *key, const uint8_t *nonce24,
				   size_t ad_length, const uint8_t *ad,
				   size_t length, uint8_t *dst, const uint8_t *src);
int symcrypt_xchacha_poly1305_seal_detached(const uint8_t *key,
					    const uint8_t *nonce24,
					    size_t ad_length, const uint8_t *ad,
					    size_t length, uint8_t *dst,
					    uint8_t *tag, const uint8_t *src);
int symcrypt_xchacha_poly1305_open_detached(const uint8_t *key,
					    const uint8_t *nonce24,
					    size_t ad_length, const uint8_t *ad,
					    size_t length, uint8_t *dst,
					    const uint8_t *tag, const uint8_t *src);

/* Streaming, as for chacha_poly1305; the context keeps the key to
   derive each nonce's subkey.  */
struct symcrypt_xchacha_poly1305_ctx
{
  struct symcrypt_chacha_poly1305_ctx aead;
  uint8_t key[32];
};

void symcrypt_xchacha_poly1305_set_key(struct symcrypt_xchacha_poly1305_ctx *ctx,
				       const uint8_t *key);
void symcrypt_xchacha_poly1305_set_nonce(struct symcrypt_xchacha_poly1305_ctx *ctx,
					 const uint8_t *nonce24);
int symcrypt_xchacha_poly1305_update(struct symcrypt_xchacha_poly1305_ctx *ctx,
				     size_t length, const uint8_t *data);
int symcrypt_xchacha_poly1305_encrypt(struct symcrypt_xchacha_poly1305_ctx *ctx,
				      size_t length, uint8_t *dst, const uint8_t *src);
int symcrypt_xchacha_poly1305_decrypt(struct symcrypt_xchacha_poly1305_ctx *ctx,
				      size_t length, uint8_t *dst, const uint8_t *src);
int symcrypt_xchacha_poly1305_digest(struct symcrypt_xchacha_poly1305_ctx *ctx,
				     size_t length, uint8_t *digest);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_CHACHA_POLY1305_H */
