/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* cmac.c -- AES-CMAC (NIST SP 800-38B, RFC 4493) for the three key
   sizes, on the replaceable aes_cbc_mac_blocks and aes_encrypt_blocks.

   The MAC is a CBC-MAC whose last block is XORed with a subkey first:
   K1 if the message ends on a whole block, else K2 after the padding
   0x80 0x00 ...  So update keeps the last block of the message so far,
   whole or not, until more data shows it is not the last; digest
   finishes it.  Each block waits for the one before: the chain is
   the replaceable aes_cbc_mac_blocks.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/aes-modes.h>

#include "aes-internal.h"
#include "macros.h"

#define STATE_MAGIC 0x53
#define STATE_VERSION 1
#define STATE_CMAC 3

/* DST = 2 SRC in GF(2^128) with the polynomial x^128 + x^7 + x^2 + x +
   1, the 16 bytes a big-endian number (SP 800-38B, 6.1): a shift left
   by one bit and, if the bit shifted out is set, an XOR of 0x87 into the
   last byte, by a mask made from that bit.  Byte by byte: 64-bit
   big-endian words made gcc spill parts of the subkeys to the stack.  */
static void
gf_double(uint8_t *dst, const uint8_t *src)
{
  uint8_t mask = (uint8_t) (0 - (src[0] >> 7));
  unsigned i;
  for (i = 0; i < 15; i++)
    dst[i] = (uint8_t) ((src[i] << 1) | (src[i + 1] >> 7));
  dst[15] = (uint8_t) ((src[15] << 1) ^ (mask & 0x87));
}

/* X ^= the 16 bytes at P, as one vector: the block functions load X
   whole, and a block written as two 64-bit words and then loaded as
   one waits for the stores to reach the cache.  */
static inline void
xor_block(uint8_t *x, const uint8_t *p)
{
  *(symcrypt_block16 *) x ^= *(const symcrypt_block16 *) p;
}

/* The C twin of aes_cbc_mac_blocks: a block function call a block.  */
void
_symcrypt_aes_cbc_mac_blocks_c(const uint8_t *keys, unsigned nr, uint8_t *x,
			       size_t blocks, const uint8_t *src)
{
  for (; blocks > 0; blocks--, src += 16)
    {
      xor_block(x, src);
      _symcrypt_aes_encrypt_blocks(keys, nr, 1, x, x);
    }
}

/* The fields of a context after its round keys, which the three key
   sizes share (16 bytes each but INDEX).  */
struct cmac_state
{
  uint8_t *k1, *k2, *x, *block;
  uint32_t *index;
};

/* The bodies below keep the subkeys, the chain and the last block in
   the context and the block functions' registers, and 64-bit words in
   local variables (SYMCRYPT_WORDS_BODY): no stack wipe after them
   where those stay in registers.  */

/* The round keys of KEY at KEYS, the subkeys K1 = 2L and K2 = 4L of
   L = E(K, 0^128) (made in K2's place), and an empty message.  */
static SYMCRYPT_WORDS_BODY void
cmac_set_key_body(uint8_t *keys, unsigned nr, struct cmac_state *s,
		  const uint8_t *key)
{
  _symcrypt_aes_encrypt_keys(keys, nr, key);
  memset(s->k2, 0, 16);
  _symcrypt_aes_encrypt_blocks(keys, nr, 1, s->k2, s->k2);
  gf_double(s->k1, s->k2);
  gf_double(s->k2, s->k1);
  memset(s->x, 0, 16);
  memset(s->block, 0, 16);
  *s->index = 0;
}

static void
cmac_set_key(uint8_t *keys, unsigned nr, struct cmac_state *s,
	     const uint8_t *key)
{
  cmac_set_key_body(keys, nr, s, key);
  SYMCRYPT_WORDS_WIPE();
}

/* update and digest are inlined into each key size's functions, where
   CMAC_STATE's pointers become offsets from the context instead of a
   struct built on the stack for each call (doc/x86_64-aes.md, "The
   CBC-MAC chain").  */
static SYMCRYPT_ALWAYS_INLINE void
cmac_update(const uint8_t *keys, unsigned nr, struct cmac_state *s,
	    size_t length, const uint8_t *data)
{
  size_t n;
  if (length == 0)
    return;
  /* Fill the kept block; it is the last one while nothing follows.  */
  n = 16 - *s->index;
  if (n > 0)
    {
      if (n > length)
	n = length;
      memcpy(s->block + *s->index, data, n);
      *s->index += (uint32_t) n;
      data += n;
      length -= n;
      if (length == 0)
	return;
    }
  /* More follows: the kept block goes into the chain, then every
     block but the last of what is left.  */
  _symcrypt_aes_cbc_mac_blocks(keys, nr, s->x, 1, s->block);
  n = (length - 1) / 16;
  _symcrypt_aes_cbc_mac_blocks(keys, nr, s->x, n, data);
  data += 16 * n;
  length -= 16 * n;
  memcpy(s->block, data, length);
  *s->index = (uint32_t) length;
}

/* The tag's first LENGTH bytes to DIGEST: the kept block, padded and
   with its subkey in place, ends the chain; then the context is made
   ready for the next message.  */
static SYMCRYPT_WORDS_BODY void
cmac_digest_body(const uint8_t *keys, unsigned nr, struct cmac_state *s,
		 size_t length, uint8_t *digest)
{
  unsigned index = *s->index;
  if (index == 16)
    xor_block(s->block, s->k1);
  else
    {
      s->block[index] = 0x80;
      memset(s->block + index + 1, 0, 15 - index);
      xor_block(s->block, s->k2);
    }
  _symcrypt_aes_cbc_mac_blocks(keys, nr, s->x, 1, s->block);
  /* A whole tag is one 16-byte copy, not a call of memcpy.  */
  if (length == 16)
    memcpy(digest, s->x, 16);
  else
    memcpy(digest, s->x, length);
  /* The context outlives the call: plain stores clear it.  */
  memset(s->x, 0, 16);
  memset(s->block, 0, 16);
  *s->index = 0;
}

static SYMCRYPT_ALWAYS_INLINE int
cmac_digest(const uint8_t *keys, unsigned nr, struct cmac_state *s,
	    size_t length, uint8_t *digest)
{
  if (length == 0 || length > 16 || digest == NULL)
    return SYMCRYPT_EINVAL;
  cmac_digest_body(keys, nr, s, length, digest);
  SYMCRYPT_WORDS_WIPE();
  return SYMCRYPT_OK;
}

static int
cmac_verify(const uint8_t *keys, unsigned nr, struct cmac_state *s,
	    size_t length, const uint8_t *tag)
{
  uint8_t mac[16];
  int rc;
  if (length == 0 || length > 16 || tag == NULL)
    return SYMCRYPT_EINVAL;
  cmac_digest(keys, nr, s, length, mac);
  rc = _symcrypt_memeql_code(mac, tag, length);
  _symcrypt_wipe(mac, sizeof(mac));
  return rc;
}

/* The state format of symcrypt/aes-modes.h: header, key (KEY_SIZE
   bytes: the first round keys are the key itself), chaining value,
   count of buffered bytes, buffer.  */
static int
cmac_export(const uint8_t *keys, size_t key_size, const struct cmac_state *s,
	    size_t length, uint8_t *dst)
{
  if (length < 4 + key_size + 16 + 1 + 16 || dst == NULL)
    return SYMCRYPT_EINVAL;
  dst[0] = STATE_MAGIC;
  dst[1] = STATE_VERSION;
  dst[2] = STATE_CMAC;
  dst[3] = (uint8_t) key_size;
  memcpy(dst + 4, keys, key_size);
  dst += 4 + key_size;
  memcpy(dst, s->x, 16);
  dst[16] = (uint8_t) *s->index;
  memcpy(dst + 17, s->block, *s->index);
  memset(dst + 17 + *s->index, 0, 16 - *s->index);
  return SYMCRYPT_OK;
}

/* Import checks the length, the header, the count and the zeros after
   the buffered bytes, never the key, the chaining value or the
   buffered bytes, which hold secrets; nothing is written before all of
   that holds.  */
static int
cmac_import(uint8_t *keys, unsigned nr, size_t key_size, struct cmac_state *s,
	    size_t length, const uint8_t *src)
{
  const uint8_t *running;
  unsigned index, i, tail = 0;
  if (length != 4 + key_size + 16 + 1 + 16 || src == NULL
      || src[0] != STATE_MAGIC || src[1] != STATE_VERSION
      || src[2] != STATE_CMAC || src[3] != key_size)
    return SYMCRYPT_EINVAL;
  running = src + 4 + key_size;
  if (running[16] > 16)
    return SYMCRYPT_EINVAL;
  index = running[16];
  for (i = index; i < 16; i++)
    tail |= running[17 + i];
  if (tail != 0)
    return SYMCRYPT_EINVAL;
  cmac_set_key(keys, nr, s, src + 4);
  memcpy(s->x, running, 16);
  memcpy(s->block, running + 17, 16);
  *s->index = index;
  return SYMCRYPT_OK;
}

/* The struct cmac_state of a context (its fields through pointers, so
   that an export from a const context reads them).  */
#define CMAC_STATE(ctx)							\
  (&(struct cmac_state) { (uint8_t *) (ctx)->k1, (uint8_t *) (ctx)->k2, \
			  (uint8_t *) (ctx)->x, (uint8_t *) (ctx)->block, \
			  (uint32_t *) &(ctx)->index })

/* The public functions for AES-BITS.  */
#define CMAC_DEFINE(bits)						\
  void									\
  symcrypt_aes##bits##_cmac_set_key(struct symcrypt_aes##bits##_cmac_ctx *ctx, \
				    const uint8_t *key)			\
  {									\
    cmac_set_key(ctx->keys, SYMCRYPT_AES##bits##_ROUNDS,		\
		 CMAC_STATE(ctx), key);				\
  }									\
  void									\
  symcrypt_aes##bits##_cmac_update(struct symcrypt_aes##bits##_cmac_ctx *ctx, \
				   size_t length, const uint8_t *data)	\
  {									\
    cmac_update(ctx->keys, SYMCRYPT_AES##bits##_ROUNDS,		\
		CMAC_STATE(ctx), length, data);			\
  }									\
  int									\
  symcrypt_aes##bits##_cmac_digest(struct symcrypt_aes##bits##_cmac_ctx *ctx, \
				   size_t length, uint8_t *digest)	\
  {									\
    return cmac_digest(ctx->keys, SYMCRYPT_AES##bits##_ROUNDS,		\
		       CMAC_STATE(ctx), length, digest);	\
  }									\
  int									\
  symcrypt_aes##bits##_cmac_verify(struct symcrypt_aes##bits##_cmac_ctx *ctx, \
				   size_t length, const uint8_t *tag)	\
  {									\
    return cmac_verify(ctx->keys, SYMCRYPT_AES##bits##_ROUNDS,		\
		       CMAC_STATE(ctx), length, tag);		\
  }									\
  int									\
  symcrypt_aes##bits##_cmac_export(const struct symcrypt_aes##bits##_cmac_ctx *ctx, \
				   size_t length, uint8_t *dst)		\
  {									\
    return cmac_export(ctx->keys, SYMCRYPT_AES##bits##_KEY_SIZE,	\
		       CMAC_STATE(ctx), length, dst);		\
  }									\
  int									\
  symcrypt_aes##bits##_cmac_import(struct symcrypt_aes##bits##_cmac_ctx *ctx, \
				   size_t length, const uint8_t *src)	\
  {									\
    return cmac_import(ctx->keys, SYMCRYPT_AES##bits##_ROUNDS,		\
		       SYMCRYPT_AES##bits##_KEY_SIZE,			\
		       CMAC_STATE(ctx), length, src);		\
  }									\
  int									\
  symcrypt_aes##bits##_cmac(const uint8_t *key, size_t length,		\
			    const uint8_t *data, size_t tag_length,	\
			    uint8_t *tag)				\
  {									\
    struct symcrypt_aes##bits##_cmac_ctx ctx SYMCRYPT_LINE_ALIGNED;	\
    if (BAD_PAIR(length, data) || tag_length == 0 || tag_length > 16	\
	|| tag == NULL)							\
      return SYMCRYPT_EINVAL;						\
    symcrypt_aes##bits##_cmac_set_key(&ctx, key);			\
    symcrypt_aes##bits##_cmac_update(&ctx, length, data);		\
    symcrypt_aes##bits##_cmac_digest(&ctx, tag_length, tag);		\
    _symcrypt_wipe(&ctx, sizeof(ctx));					\
    return SYMCRYPT_OK;							\
  }

CMAC_DEFINE(128)
CMAC_DEFINE(192)
CMAC_DEFINE(256)
