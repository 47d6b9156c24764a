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
   sizes, on the replaceable aes_encrypt_blocks.

   The MAC is a CBC-MAC whose last block is XORed with a subkey first:
   K1 if the message ends on a whole block, else K2 after the padding
   0x80 0x00 ...  So update keeps the last block of the message so far,
   whole or not, until more data shows it is not the last; digest
   finishes it.  Each block waits for the one before: one block a call
   of the block function.  */
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
   last byte, by a mask made from that bit.  */
static void
gf_double(uint8_t *dst, const uint8_t *src)
{
  uint64_t hi = READ_UINT64(src), lo = READ_UINT64(src + 8);
  uint64_t mask = 0 - (hi >> 63);
  hi = (hi << 1) | (lo >> 63);
  lo = (lo << 1) ^ (mask & 0x87);
  WRITE_UINT64(dst, hi);
  WRITE_UINT64(dst + 8, lo);
}

/* X ^= the 16 bytes at P.  */
static inline void
xor_block(uint8_t *x, const uint8_t *p)
{
  host_write_uint64(x, host_read_uint64(x) ^ host_read_uint64(p));
  host_write_uint64(x + 8, host_read_uint64(x + 8) ^ host_read_uint64(p + 8));
}

/* The fields of a context after its round keys, which the three key
   sizes share (16 bytes each but INDEX).  */
struct cmac_state
{
  uint8_t *k1, *k2, *x, *block;
  uint32_t *index;
};

/* The round keys of KEY at KEYS, the subkeys K1 = 2L and K2 = 4L of
   L = E(K, 0^128), and an empty message.  */
static void __attribute__((noinline))
cmac_set_key_body(uint8_t *keys, unsigned nr, struct cmac_state *s,
		  const uint8_t *key)
{
  uint8_t l[16];
  _symcrypt_aes_encrypt_keys(keys, nr, key);
  memset(l, 0, sizeof(l));
  _symcrypt_aes_encrypt_blocks(keys, nr, 1, l, l);
  gf_double(s->k1, l);
  gf_double(s->k2, s->k1);
  _symcrypt_wipe(l, sizeof(l));
  memset(s->x, 0, 16);
  memset(s->block, 0, 16);
  *s->index = 0;
}

static void
cmac_set_key(uint8_t *keys, unsigned nr, struct cmac_state *s,
	     const uint8_t *key)
{
  cmac_set_key_body(keys, nr, s, key);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(16));
}

static void
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
  xor_block(s->x, s->block);
  _symcrypt_aes_encrypt_blocks(keys, nr, 1, s->x, s->x);
  for (; length > 16; length -= 16, data += 16)
    {
      xor_block(s->x, data);
      _symcrypt_aes_encrypt_blocks(keys, nr, 1, s->x, s->x);
    }
  memcpy(s->block, data, length);
  *s->index = (uint32_t) length;
}

/* The tag's first LENGTH bytes to DIGEST, and the context made ready
   for the next message.  */
static void __attribute__((noinline))
cmac_digest_body(const uint8_t *keys, unsigned nr, struct cmac_state *s,
		 size_t length, uint8_t *digest)
{
  uint8_t last[16];
  memcpy(last, s->block, 16);
  if (*s->index == 16)
    xor_block(last, s->k1);
  else
    {
      last[*s->index] = 0x80;
      memset(last + *s->index + 1, 0, 15 - *s->index);
      xor_block(last, s->k2);
    }
  xor_block(last, s->x);
  _symcrypt_aes_encrypt_blocks(keys, nr, 1, last, last);
  memcpy(digest, last, length);
  _symcrypt_wipe(last, sizeof(last));
  _symcrypt_wipe(s->x, 16);
  _symcrypt_wipe(s->block, 16);
  *s->index = 0;
}

static int
cmac_digest(const uint8_t *keys, unsigned nr, struct cmac_state *s,
	    size_t length, uint8_t *digest)
{
  if (length == 0 || length > 16 || digest == NULL)
    return SYMCRYPT_EINVAL;
  cmac_digest_body(keys, nr, s, length, digest);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(16));
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
