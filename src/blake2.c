/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* blake2.c -- BLAKE2b and BLAKE2s (RFC 7693): the parameters, the key
   block, buffering, the last block and the output, for one message at
   a time, in one call and for many messages.  The compression
   functions are blake2b-compress.c and blake2s-compress.c (or their
   assembly replacements).

   BLAKE2 marks the message's last block, so a block may not be
   compressed before the bytes after it show that it is not the last:
   the context keeps 1 to a whole block of bytes waiting (the key block
   counts as the message's first), and digest compresses them.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/blake2.h>

#include "blake2-internal.h"
#include "dispatch.h"
#include "macros.h"
#include "md-internal.h"

/* The functions of NAME, whose words are WORD_T (written out by
   WRITE_LE), blocks BLOCK bytes, digests at most DIGEST bytes and keys
   at most KEY bytes.  */
#define BLAKE2_DEFINE(name, word_t, BLOCK, DIGEST, KEY, write_le)	\
  /* The state of a message's start: the initial values with the	\
     first word of the parameter block (RFC 7693, 2.8: the digest	\
     and key lengths, fanout and depth 1; the other parameters are 0	\
     here) XORed into word 0, and the counter 0.  */			\
  static void								\
  name##_start(word_t *state, size_t digest_length, size_t key_length)	\
  {									\
    memcpy(state, _symcrypt_##name##_iv, 8 * sizeof(word_t));		\
    state[0] ^= (word_t) (0x01010000 | key_length << 8 | digest_length); \
    state[8] = 0;							\
    state[9] = 0;							\
  }									\
									\
  /* The key padded with zeros to a block (RFC 7693, 3.3).  */		\
  static void								\
  name##_key_block(uint8_t *block, size_t key_length, const uint8_t *key) \
  {									\
    memcpy(block, key, key_length);					\
    memset(block + key_length, 0, BLOCK - key_length);			\
  }									\
									\
  /* The start of the next message with CTX's lengths and key.  */	\
  static void								\
  name##_restart(struct symcrypt_##name##_ctx *ctx)			\
  {									\
    name##_start(ctx->state, ctx->digest_length, ctx->key_length);	\
    ctx->index = 0;							\
    if (ctx->key_length > 0)						\
      {									\
	name##_key_block(ctx->block, ctx->key_length, ctx->key);	\
	ctx->index = BLOCK;						\
      }									\
  }									\
									\
  static int								\
  name##_lengths_ok(size_t digest_length, size_t key_length,		\
		    const uint8_t *key)					\
  {									\
    return digest_length >= 1 && digest_length <= DIGEST		\
      && key_length <= KEY && (key_length == 0 || key);			\
  }									\
									\
  int									\
  symcrypt_##name##_init(struct symcrypt_##name##_ctx *ctx,		\
			 size_t digest_length,				\
			 size_t key_length, const uint8_t *key)		\
  {									\
    if (!name##_lengths_ok(digest_length, key_length, key))		\
      return SYMCRYPT_EINVAL;						\
    ctx->digest_length = digest_length;					\
    ctx->key_length = key_length;					\
    /* The whole field, so that no byte of an earlier key stays.  */	\
    memset(ctx->key, 0, KEY);						\
    if (key_length > 0)							\
      memcpy(ctx->key, key, key_length);				\
    name##_restart(ctx);						\
    return SYMCRYPT_OK;							\
  }									\
									\
  void									\
  symcrypt_##name##_update(struct symcrypt_##name##_ctx *ctx,		\
			   size_t length, const uint8_t *data)		\
  {									\
    size_t left = BLOCK - ctx->index, whole;				\
    if (length <= left)							\
      {									\
	if (length > 0)							\
	  memcpy(ctx->block + ctx->index, data, length);		\
	ctx->index += length;						\
	return;								\
      }									\
    /* More than fills the block: the block is not the last.  */	\
    if (ctx->index > 0)							\
      {									\
	memcpy(ctx->block + ctx->index, data, left);			\
	_symcrypt_##name##_compress(ctx->state, BLOCK, ctx->block, 0);	\
	data += left;							\
	length -= left;							\
      }									\
    /* The whole blocks from DATA but the last 1 to BLOCK bytes,	\
       which wait.  */							\
    whole = (length - 1) / BLOCK * BLOCK;				\
    if (whole > 0)							\
      _symcrypt_##name##_compress(ctx->state, whole, data, 0);		\
    memcpy(ctx->block, data + whole, length - whole);			\
    ctx->index = length - whole;					\
  }									\
									\
  void									\
  symcrypt_##name##_digest(struct symcrypt_##name##_ctx *ctx,		\
			   uint8_t *digest)				\
  {									\
    memset(ctx->block + ctx->index, 0, BLOCK - ctx->index);		\
    _symcrypt_##name##_compress(ctx->state, ctx->index, ctx->block, 1);	\
    write_le(ctx->digest_length, digest, ctx->state);			\
    name##_restart(ctx);						\
  }									\
									\
  /* The rest of a message of LENGTH bytes at DATA from STATE (after	\
     the key block, if any; LENGTH is not 0 then): its DIGEST_LENGTH	\
     bytes of digest to DIGEST.  A message of whole blocks is one	\
     call, its last block from DATA; else the last block is copied	\
     and padded.  */							\
  static void								\
  name##_finish(word_t *state, size_t length, const uint8_t *data,	\
		size_t digest_length, uint8_t *digest)			\
  {									\
    uint8_t last[BLOCK];						\
    size_t whole = length > 0 ? (length - 1) / BLOCK * BLOCK : 0;	\
    size_t rest = length - whole;					\
    if (rest == BLOCK)							\
      _symcrypt_##name##_compress(state, length, data, 1);		\
    else								\
      {									\
	if (whole > 0)							\
	  _symcrypt_##name##_compress(state, whole, data, 0);		\
	if (rest > 0)							\
	  memcpy(last, data + whole, rest);				\
	memset(last + rest, 0, BLOCK - rest);				\
	_symcrypt_##name##_compress(state, rest, last, 1);		\
      }									\
    write_le(digest_length, digest, state);				\
  }									\
									\
  int									\
  symcrypt_##name(size_t digest_length, size_t key_length,		\
		  const uint8_t *key, size_t length, const uint8_t *data, \
		  uint8_t *digest)					\
  {									\
    word_t state[10];							\
    if (!name##_lengths_ok(digest_length, key_length, key)		\
	|| (length > 0 && !data))					\
      return SYMCRYPT_EINVAL;						\
    name##_start(state, digest_length, key_length);			\
    if (key_length == 0)						\
      name##_finish(state, length, data, digest_length, digest);	\
    else								\
      {									\
	uint8_t key_block[BLOCK];					\
	name##_key_block(key_block, key_length, key);			\
	_symcrypt_##name##_compress(state, BLOCK, key_block, length == 0); \
	_symcrypt_wipe(key_block, BLOCK);				\
	if (length == 0)						\
	  write_le(digest_length, digest, state);			\
	else								\
	  name##_finish(state, length, data, digest_length, digest);	\
	_symcrypt_wipe(state, sizeof(state));				\
      }									\
    return SYMCRYPT_OK;							\
  }									\
									\
  /* One message after the other; a key block is compressed once,	\
     into the state that every non-empty message starts from.  */	\
  int									\
  symcrypt_##name##_many(size_t digest_length, size_t key_length,	\
			 const uint8_t *key, size_t n,			\
			 const uint8_t *const *msgs,			\
			 const size_t *lengths, uint8_t *digests)	\
  {									\
    word_t start[10], keyed[10], state[10];				\
    uint8_t key_block[BLOCK];						\
    size_t i;								\
    if (!name##_lengths_ok(digest_length, key_length, key)		\
	|| !_symcrypt_many_args_ok(n, msgs, lengths, digests))		\
      return SYMCRYPT_EINVAL;						\
    if (n == 0)								\
      return SYMCRYPT_OK;						\
    name##_start(start, digest_length, key_length);			\
    if (key_length > 0)							\
      {									\
	name##_key_block(key_block, key_length, key);			\
	memcpy(keyed, start, sizeof(keyed));				\
	_symcrypt_##name##_compress(keyed, BLOCK, key_block, 0);	\
      }									\
    for (i = 0; i < n; i++, digests += digest_length)			\
      if (key_length == 0)						\
	{								\
	  memcpy(state, start, sizeof(state));				\
	  name##_finish(state, lengths[i], msgs[i], digest_length, digests); \
	}								\
      else if (lengths[i] > 0)						\
	{								\
	  memcpy(state, keyed, sizeof(state));				\
	  name##_finish(state, lengths[i], msgs[i], digest_length, digests); \
	}								\
      else								\
	{								\
	  /* The key block alone is the last block.  */			\
	  memcpy(state, start, sizeof(state));				\
	  _symcrypt_##name##_compress(state, BLOCK, key_block, 1);	\
	  write_le(digest_length, digests, state);			\
	}								\
    if (key_length > 0)							\
      {									\
	_symcrypt_wipe(key_block, BLOCK);				\
	_symcrypt_wipe(keyed, sizeof(keyed));				\
	_symcrypt_wipe(state, sizeof(state));				\
      }									\
    return SYMCRYPT_OK;							\
  }

BLAKE2_DEFINE(blake2b, uint64_t, SYMCRYPT_BLAKE2B_BLOCK_SIZE,
	      SYMCRYPT_BLAKE2B_DIGEST_SIZE, SYMCRYPT_BLAKE2B_KEY_SIZE,
	      md_write_le64)
BLAKE2_DEFINE(blake2s, uint32_t, SYMCRYPT_BLAKE2S_BLOCK_SIZE,
	      SYMCRYPT_BLAKE2S_DIGEST_SIZE, SYMCRYPT_BLAKE2S_KEY_SIZE,
	      md_write_le32)
