/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* aes.c -- AES blocks (ECB), CBC and CTR for the three key sizes; the
   block functions are the replaceable ones of src/functions.def.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "aes-internal.h"
#include "macros.h"

int
_symcrypt_aes_ecb(const uint8_t *keys, unsigned nr, int decrypt,
		  size_t length, uint8_t *dst, const uint8_t *src)
{
  if (length % 16 != 0)
    return SYMCRYPT_EINVAL;
  if (decrypt)
    _symcrypt_aes_decrypt_blocks(keys, nr, length / 16, dst, src);
  else
    _symcrypt_aes_encrypt_blocks(keys, nr, length / 16, dst, src);
  return SYMCRYPT_OK;
}

/* Each block waits for the one before: one block a call.  */
int
_symcrypt_aes_cbc_encrypt(const uint8_t *keys, unsigned nr, uint8_t *iv,
			  size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t block[16];
  size_t i;

  if (length % 16 != 0)
    return SYMCRYPT_EINVAL;
  for (i = 0; i < length; i += 16)
    {
      _symcrypt_memxor3(block, src + i, iv, 16);
      _symcrypt_aes_encrypt_blocks(keys, nr, 1, dst + i, block);
      memcpy(iv, dst + i, 16);
    }
  _symcrypt_wipe(block, sizeof(block));
  return SYMCRYPT_OK;
}

/* The C twin of aes_cbc_decrypt_blocks: chunks of CBC_CHUNK blocks,
   whose ciphertext is copied aside before aes_decrypt_blocks, so that
   DST may be SRC, and then XORed into DST.  */
#define CBC_CHUNK 32

void
_symcrypt_aes_cbc_decrypt_blocks_c(const uint8_t *keys, unsigned nr,
				   uint8_t *iv, size_t blocks, uint8_t *dst,
				   const uint8_t *src)
{
  uint8_t chained[16 * (1 + CBC_CHUNK)];	/* the IV, then the chunk */

  memcpy(chained, iv, 16);
  while (blocks > 0)
    {
      size_t n = blocks < CBC_CHUNK ? blocks : CBC_CHUNK;
      memcpy(chained + 16, src, 16 * n);
      _symcrypt_aes_decrypt_blocks(keys, nr, n, dst, src);
      _symcrypt_memxor(dst, chained, 16 * n);
      memcpy(chained, chained + 16 * n, 16);
      src += 16 * n;
      dst += 16 * n;
      blocks -= n;
    }
  memcpy(iv, chained, 16);
}

int
_symcrypt_aes_cbc_decrypt(const uint8_t *keys, unsigned nr, uint8_t *iv,
			  size_t length, uint8_t *dst, const uint8_t *src)
{
  if (length % 16 != 0)
    return SYMCRYPT_EINVAL;
  _symcrypt_aes_cbc_decrypt_blocks(keys, nr, iv, length / 16, dst, src);
  return SYMCRYPT_OK;
}

void
_symcrypt_aes_ctr_crypt(const uint8_t *keys, unsigned nr, uint8_t *counter,
			uint8_t *keystream, uint32_t *used, size_t length,
			uint8_t *dst, const uint8_t *src)
{
  size_t blocks, tail;

  /* The keystream left from the last call first.  */
  for (; *used < 16 && length > 0; length--)
    *dst++ = *src++ ^ keystream[(*used)++];
  blocks = length / 16;
  tail = length % 16;
  if (blocks > 0)
    _symcrypt_aes_ctr_blocks(keys, nr, counter, blocks, dst, src);
  if (tail > 0)
    {
      memset(keystream, 0, 16);
      _symcrypt_aes_ctr_blocks(keys, nr, counter, 1, keystream, keystream);
      _symcrypt_memxor3(dst + 16 * blocks, src + 16 * blocks, keystream,
			tail);
      *used = (uint32_t) tail;
    }
}

/* The public functions' checks, for key schedules of NR rounds: a
   context's DIRECTION says which schedule its KEYS hold, and a call
   that wants the other one (WANT) fails.  */
static SYMCRYPT_ALWAYS_INLINE int
aes_ecb_checked(const uint8_t *keys, uint32_t direction, uint32_t want,
		unsigned nr, size_t length, uint8_t *dst, const uint8_t *src)
{
  if (direction != want || BAD_PAIR(length, dst) || BAD_PAIR(length, src))
    return SYMCRYPT_EINVAL;
  return _symcrypt_aes_ecb(keys, nr, want == AES_DECRYPT, length, dst, src);
}

static SYMCRYPT_ALWAYS_INLINE int
aes_cbc_checked(const uint8_t *keys, uint32_t direction, uint32_t want,
		unsigned nr, uint8_t *iv, size_t length, uint8_t *dst,
		const uint8_t *src)
{
  if (direction != want || BAD_PAIR(length, dst) || BAD_PAIR(length, src))
    return SYMCRYPT_EINVAL;
  if (want == AES_DECRYPT)
    return _symcrypt_aes_cbc_decrypt(keys, nr, iv, length, dst, src);
  return _symcrypt_aes_cbc_encrypt(keys, nr, iv, length, dst, src);
}

/* For AES-BITS: AES_ECB_DEFINE the key setting and ECB functions,
   AES_CBC_DEFINE the CBC ones (both over struct symcrypt_aesBITS_ctx),
   AES_CTR_DEFINE the CTR ones (over struct symcrypt_aesBITS_ctr_ctx).  */
#define AES_ECB_DEFINE(bits)						\
  void									\
  symcrypt_aes##bits##_set_encrypt_key(struct symcrypt_aes##bits##_ctx *ctx, \
				       const uint8_t *key)		\
  {									\
    _symcrypt_aes_encrypt_keys(ctx->keys, SYMCRYPT_AES##bits##_ROUNDS, key); \
    ctx->direction = AES_ENCRYPT;					\
  }									\
  void									\
  symcrypt_aes##bits##_set_decrypt_key(struct symcrypt_aes##bits##_ctx *ctx, \
				       const uint8_t *key)		\
  {									\
    _symcrypt_aes_decrypt_keys(ctx->keys, SYMCRYPT_AES##bits##_ROUNDS, key); \
    ctx->direction = AES_DECRYPT;					\
  }									\
  int									\
  symcrypt_aes##bits##_encrypt(const struct symcrypt_aes##bits##_ctx *ctx, \
			       size_t length, uint8_t *dst, const uint8_t *src) \
  {									\
    return aes_ecb_checked(ctx->keys, ctx->direction, AES_ENCRYPT,	\
			   SYMCRYPT_AES##bits##_ROUNDS, length, dst, src); \
  }									\
  int									\
  symcrypt_aes##bits##_decrypt(const struct symcrypt_aes##bits##_ctx *ctx, \
			       size_t length, uint8_t *dst, const uint8_t *src) \
  {									\
    return aes_ecb_checked(ctx->keys, ctx->direction, AES_DECRYPT,	\
			   SYMCRYPT_AES##bits##_ROUNDS, length, dst, src); \
  }

#define AES_CBC_DEFINE(bits)						\
  int									\
  symcrypt_aes##bits##_cbc_encrypt(const struct symcrypt_aes##bits##_ctx *ctx, \
				   uint8_t *iv, size_t length,		\
				   uint8_t *dst, const uint8_t *src)	\
  {									\
    return aes_cbc_checked(ctx->keys, ctx->direction, AES_ENCRYPT,	\
			   SYMCRYPT_AES##bits##_ROUNDS, iv, length,	\
			   dst, src);					\
  }									\
  int									\
  symcrypt_aes##bits##_cbc_decrypt(const struct symcrypt_aes##bits##_ctx *ctx, \
				   uint8_t *iv, size_t length,		\
				   uint8_t *dst, const uint8_t *src)	\
  {									\
    return aes_cbc_checked(ctx->keys, ctx->direction, AES_DECRYPT,	\
			   SYMCRYPT_AES##bits##_ROUNDS, iv, length,	\
			   dst, src);					\
  }

#define AES_CTR_DEFINE(bits)						\
  void									\
  symcrypt_aes##bits##_ctr_set_key(struct symcrypt_aes##bits##_ctr_ctx *ctx, \
				   const uint8_t *key)			\
  {									\
    _symcrypt_aes_encrypt_keys(ctx->keys, SYMCRYPT_AES##bits##_ROUNDS, key); \
    memset(ctx->counter, 0, sizeof(ctx->counter));			\
    memset(ctx->keystream, 0, sizeof(ctx->keystream));			\
    ctx->used = 16;							\
  }									\
  void									\
  symcrypt_aes##bits##_ctr_set_counter(struct symcrypt_aes##bits##_ctr_ctx *ctx, \
				       const uint8_t *block)		\
  {									\
    memcpy(ctx->counter, block, sizeof(ctx->counter));			\
    _symcrypt_wipe(ctx->keystream, sizeof(ctx->keystream));		\
    ctx->used = 16;							\
  }									\
  void									\
  symcrypt_aes##bits##_ctr_crypt(struct symcrypt_aes##bits##_ctr_ctx *ctx, \
				 size_t length, uint8_t *dst,		\
				 const uint8_t *src)			\
  {									\
    _symcrypt_aes_ctr_crypt(ctx->keys, SYMCRYPT_AES##bits##_ROUNDS,	\
			    ctx->counter, ctx->keystream, &ctx->used,	\
			    length, dst, src);				\
  }

#define AES_FUNCTIONS(bits)						\
  AES_ECB_DEFINE(bits)							\
  AES_CBC_DEFINE(bits)							\
  AES_CTR_DEFINE(bits)

AES_FUNCTIONS(128)
AES_FUNCTIONS(192)
AES_FUNCTIONS(256)
