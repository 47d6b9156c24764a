/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* aes.h -- the AES block cipher (FIPS 197) with 128-, 192- and 256-bit
   keys: blocks one after another (ECB), CBC, and CTR as a stream
   cipher.  No implementation, the C one included, reads a table at an
   index that depends on the key or the data.

   Pointers: the functions here that return void take each pointer of a
   (length, pointer) pair as valid memory of that length; it may be NULL
   only when the length is 0.  Those that return an error code refuse a
   NULL pointer with a non-zero length with SYMCRYPT_EINVAL, writing
   nothing (symcrypt/common.h).  */
#ifndef SYMCRYPT_AES_H
#define SYMCRYPT_AES_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCRYPT_AES_BLOCK_SIZE 16
#define SYMCRYPT_AES128_KEY_SIZE 16
#define SYMCRYPT_AES192_KEY_SIZE 24
#define SYMCRYPT_AES256_KEY_SIZE 32
#define SYMCRYPT_AES128_ROUNDS 10
#define SYMCRYPT_AES192_ROUNDS 12
#define SYMCRYPT_AES256_ROUNDS 14

/* The contexts.  KEYS holds the round keys as 16-byte strings, the
   bytes each round XORs into the state: for encryption the FIPS 197
   key schedule in order; for decryption the "equivalent inverse
   cipher" keys (FIPS 197, 5.3.5) from the last round key to the first,
   the middle ones through InvMixColumns, as the AESDEC and AESD
   instructions take them.  DIRECTION records which set_key ran
   (1 encrypt, 2 decrypt); a context set for the other direction is
   rejected.  The fields are public for sizing only.  */
struct symcrypt_aes128_ctx
{
  uint8_t keys[(SYMCRYPT_AES128_ROUNDS + 1) * 16];
  uint32_t direction;
};
struct symcrypt_aes192_ctx
{
  uint8_t keys[(SYMCRYPT_AES192_ROUNDS + 1) * 16];
  uint32_t direction;
};
struct symcrypt_aes256_ctx
{
  uint8_t keys[(SYMCRYPT_AES256_ROUNDS + 1) * 16];
  uint32_t direction;
};

/* CTR: the encryption round keys, the next counter block, and the
   keystream of the last block begun (its bytes from USED on are
   unused; 16 when there are none).  */
struct symcrypt_aes128_ctr_ctx
{
  uint8_t keys[(SYMCRYPT_AES128_ROUNDS + 1) * 16];
  uint8_t counter[16];
  uint8_t keystream[16];
  uint32_t used;
};
struct symcrypt_aes192_ctr_ctx
{
  uint8_t keys[(SYMCRYPT_AES192_ROUNDS + 1) * 16];
  uint8_t counter[16];
  uint8_t keystream[16];
  uint32_t used;
};
struct symcrypt_aes256_ctr_ctx
{
  uint8_t keys[(SYMCRYPT_AES256_ROUNDS + 1) * 16];
  uint8_t counter[16];
  uint8_t keystream[16];
  uint32_t used;
};

/* encrypt and decrypt (ECB: each block on its own) and the CBC
   functions take a multiple of 16 bytes, else SYMCRYPT_EINVAL; so is
   a context set for the other direction.  CBC has no padding and
   leaves the last ciphertext block in IV (16 bytes), so that calls
   chain.  DST may equal SRC.  */
#define SYMCRYPT_AES_DECLARE(bits)					\
  void symcrypt_aes##bits##_set_encrypt_key(struct symcrypt_aes##bits##_ctx *ctx, \
					    const uint8_t *key);	\
  void symcrypt_aes##bits##_set_decrypt_key(struct symcrypt_aes##bits##_ctx *ctx, \
					    const uint8_t *key);	\
  int symcrypt_aes##bits##_encrypt(const struct symcrypt_aes##bits##_ctx *ctx, \
				   size_t length, uint8_t *dst,	\
				   const uint8_t *src);			\
  int symcrypt_aes##bits##_decrypt(const struct symcrypt_aes##bits##_ctx *ctx, \
				   size_t length, uint8_t *dst,	\
				   const uint8_t *src);			\
  int symcrypt_aes##bits##_cbc_encrypt(const struct symcrypt_aes##bits##_ctx *ctx, \
				       uint8_t *iv, size_t length,	\
				       uint8_t *dst, const uint8_t *src); \
  int symcrypt_aes##bits##_cbc_decrypt(const struct symcrypt_aes##bits##_ctx *ctx, \
				       uint8_t *iv, size_t length,	\
				       uint8_t *dst, const uint8_t *src); \
  void symcrypt_aes##bits##_ctr_set_key(struct symcrypt_aes##bits##_ctr_ctx *ctx, \
					const uint8_t *key);		\
  void symcrypt_aes##bits##_ctr_set_counter(struct symcrypt_aes##bits##_ctr_ctx *ctx, \
					    const uint8_t *block);	\
  void symcrypt_aes##bits##_ctr_crypt(struct symcrypt_aes##bits##_ctr_ctx *ctx, \
				      size_t length, uint8_t *dst,	\
				      const uint8_t *src);

/* CTR: set_key sets the counter block to zero; set_counter sets it
   (16 bytes) and discards unused keystream.  The counter is the whole
   block as a 128-bit big-endian number, wrapping from 2^128 - 1 to 0.
   crypt follows the chunking rule of the stream ciphers: calls of A
   and then B bytes give the bytes of one call of A + B.  */
SYMCRYPT_AES_DECLARE(128)
SYMCRYPT_AES_DECLARE(192)
SYMCRYPT_AES_DECLARE(256)
#undef SYMCRYPT_AES_DECLARE

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_AES_H */
