/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* secretstream.c -- libsodium's crypto_secretstream_xchacha20poly1305:
   each message is ChaCha20-Poly1305 under the stream's subkey and
   nonce, with a 64-byte block holding the tag before the message
   (keystream block 1, the message from block 2 on), so the MAC covers
   AD || pad || block || C || pad || lengths, the lengths being those
   of the AD and of the block and C together (message_mac says which
   pad follows C).  After each message the
   MAC's first 8 bytes are XORed into the nonce's last 8 and the
   counter in its first 4 goes up.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/secretstream.h>

#include "chacha-poly1305-internal.h"
#include "macros.h"

#define BLOCK 64
#define MAC 16

static int
length_valid(size_t length)
{
  return length <= SIZE_MAX - SYMCRYPT_SECRETSTREAM_ABYTES
    && (uint64_t) length <= SYMCRYPT_SECRETSTREAM_MAX_LENGTH;
}

/* The counter back to 1.  */
static void
counter_reset(struct symcrypt_secretstream_ctx *ctx)
{
  le_write_uint32(ctx->nonce, 1);
}

/* The subkey HChaCha20(KEY, HEADER[0..15]), the nonce's last 8 bytes
   HEADER[16..23].  */
static void __attribute__((noinline))
start_body(struct symcrypt_secretstream_ctx *ctx, const uint8_t *header,
	   const uint8_t *key)
{
  symcrypt_hchacha20(ctx->key, key, header);
  counter_reset(ctx);
  memcpy(ctx->nonce + 4, header + 16, 8);
}

static void
start(struct symcrypt_secretstream_ctx *ctx, const uint8_t *header,
      const uint8_t *key)
{
  start_body(ctx, header, key);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(0));
}

int
symcrypt_secretstream_init_push(struct symcrypt_secretstream_ctx *ctx,
				uint8_t *header, const uint8_t *key)
{
  int rc = symcrypt_random(SYMCRYPT_SECRETSTREAM_HEADER_SIZE, header);
  if (rc != SYMCRYPT_OK)
    return rc;
  start(ctx, header, key);
  return SYMCRYPT_OK;
}

int
symcrypt_secretstream_init_pull(struct symcrypt_secretstream_ctx *ctx,
				const uint8_t *header, const uint8_t *key)
{
  start(ctx, header, key);
  return SYMCRYPT_OK;
}

/* The subkey and the nonce's last 8 bytes become the ChaCha20
   encryption of themselves under the current key and nonce (block 0
   on), and the counter restarts.  */
static void __attribute__((noinline))
rekey_body(struct symcrypt_secretstream_ctx *ctx)
{
  struct symcrypt_chacha_ctx chacha;
  uint8_t next[40];
  memcpy(next, ctx->key, 32);
  memcpy(next + 32, ctx->nonce + 4, 8);
  symcrypt_chacha_set_key(&chacha, ctx->key);
  symcrypt_chacha_set_nonce96(&chacha, ctx->nonce);
  symcrypt_chacha_crypt32(&chacha, sizeof(next), next, next);
  memcpy(ctx->key, next, 32);
  memcpy(ctx->nonce + 4, next + 32, 8);
  counter_reset(ctx);
  _symcrypt_wipe(next, sizeof(next));
  _symcrypt_wipe(&chacha, sizeof(chacha));
}

void
symcrypt_secretstream_rekey(struct symcrypt_secretstream_ctx *ctx)
{
  rekey_body(ctx);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(sizeof(struct symcrypt_chacha_ctx)
					  + 40));
}

/* The end of a message with tag TAG and MAC: the MAC into the nonce,
   the counter up, and a rekey after a REKEY tag or when the counter
   wraps to 0.  The branch on TAG is libsodium's too: a message's tag
   is the caller's to act on, not kept from timing (tests/ct-test.supp
   allows it).  */
static void
next_message(struct symcrypt_secretstream_ctx *ctx, uint8_t tag,
	     const uint8_t *mac)
{
  uint32_t counter = le_read_uint32(ctx->nonce) + 1;
  unsigned i;
  for (i = 0; i < 8; i++)
    ctx->nonce[4 + i] ^= mac[i];
  le_write_uint32(ctx->nonce, counter);
  if ((tag & SYMCRYPT_SECRETSTREAM_TAG_REKEY) != 0 || counter == 0)
    rekey_body(ctx);
}

/* AEAD keyed for the current message, with the associated data
   absorbed: Poly1305's key from block 0, ChaCha20 at block 1.  */
static void
start_message(const struct symcrypt_secretstream_ctx *ctx,
	      struct symcrypt_chacha_poly1305_ctx *aead,
	      size_t ad_length, const uint8_t *ad)
{
  symcrypt_chacha_poly1305_set_key(aead, ctx->key);
  symcrypt_chacha_poly1305_set_nonce(aead, ctx->nonce);
  symcrypt_chacha_poly1305_update(aead, ad_length, ad);
}

/* The MAC of a message of LENGTH bytes whose associated data, block
   and ciphertext AEAD has authenticated.  libsodium pads the
   ciphertext with (0x10 - 64 + LENGTH) & 0xf zero bytes, which is
   LENGTH mod 16 and not the padding to a multiple of 16 that
   ChaCha20-Poly1305's digest would add (the two agree only when 16
   divides LENGTH); its streams carry that MAC, so this does too.  */
static void
message_mac(struct symcrypt_chacha_poly1305_ctx *aead, size_t length,
	    uint8_t *mac)
{
  static const uint8_t zeros[16];
  uint8_t lengths[16];
  symcrypt_poly1305_update(&aead->poly1305, length % 16, zeros);
  le_write_uint64(lengths, aead->ad_length);
  le_write_uint64(lengths + 8, aead->data_length);
  symcrypt_poly1305_update(&aead->poly1305, sizeof(lengths), lengths);
  symcrypt_poly1305_digest(&aead->poly1305, mac);
}

/* The stack the bodies of push and pull use: the AEAD context, the
   block and the MAC.  */
#define MESSAGE_STACK \
  SYMCRYPT_STACK_USE(sizeof(struct symcrypt_chacha_poly1305_ctx) \
		     + BLOCK + MAC + 40)

static void __attribute__((noinline))
push_body(struct symcrypt_secretstream_ctx *ctx, size_t ad_length,
	  const uint8_t *ad, uint8_t tag, size_t length, uint8_t *dst,
	  const uint8_t *src)
{
  struct symcrypt_chacha_poly1305_ctx aead;
  uint8_t block[BLOCK];
  uint8_t *c = dst + 1;

  /* Where DST overlaps SRC, the message moves to its place in DST
     first and is encrypted there.  */
  if (length > 0 && c != src && c < src + length && src < c + length)
    {
      memmove(c, src, length);
      src = c;
    }
  start_message(ctx, &aead, ad_length, ad);
  memset(block, 0, sizeof(block));
  block[0] = tag;
  symcrypt_chacha_poly1305_encrypt(&aead, sizeof(block), block, block);
  if (length > 0)		/* SRC may be NULL */
    symcrypt_chacha_poly1305_encrypt(&aead, length, c, src);
  dst[0] = block[0];
  message_mac(&aead, length, c + length);
  next_message(ctx, tag, c + length);
  _symcrypt_wipe(block, sizeof(block));
  _symcrypt_wipe(&aead, sizeof(aead));
}

int
symcrypt_secretstream_push(struct symcrypt_secretstream_ctx *ctx,
			   size_t ad_length, const uint8_t *ad, uint8_t tag,
			   size_t length, uint8_t *dst, const uint8_t *src)
{
  /* DST takes the tag and MAC whatever the length.  */
  if (tag > SYMCRYPT_SECRETSTREAM_TAG_FINAL || !length_valid(length)
      || BAD_PAIR(ad_length, ad) || BAD_PAIR(length, src) || dst == NULL)
    return SYMCRYPT_EINVAL;
  push_body(ctx, ad_length, ad, tag, length, dst, src);
  _symcrypt_wipe_stack(MESSAGE_STACK);
  return SYMCRYPT_OK;
}

/* Authenticates first; the message's tag and plaintext are written,
   and CTX moves on, only when the MACs match (the branch on that
   verdict is the one tests/ct-test.supp allows here).  */
static int __attribute__((noinline))
secretstream_pull_body(struct symcrypt_secretstream_ctx *ctx,
		       size_t ad_length, const uint8_t *ad, size_t length,
		       uint8_t *dst, uint8_t *tag, const uint8_t *src)
{
  struct symcrypt_chacha_poly1305_ctx aead;
  uint8_t block[BLOCK], mac[MAC];
  const uint8_t *c = src + 1;
  uint8_t message_tag;
  int rc = SYMCRYPT_OK;

  start_message(ctx, &aead, ad_length, ad);
  /* Block 1 is keystream but for its first byte, the encrypted tag.  */
  memset(block, 0, sizeof(block));
  symcrypt_chacha_crypt32(&aead.chacha, sizeof(block), block, block);
  message_tag = block[0] ^ src[0];
  block[0] = src[0];
  _symcrypt_chacha_poly1305_auth(&aead, sizeof(block), block);
  _symcrypt_chacha_poly1305_auth(&aead, length, c);
  message_mac(&aead, length, mac);
  if (!_symcrypt_memeql_sec(mac, c + length, MAC))
    rc = SYMCRYPT_EAUTH;
  else
    {
      if (length > 0)		/* DST may be NULL */
	{
	  /* Where DST overlaps the ciphertext, it moves to its place
	     in DST first and is decrypted there.  */
	  if (dst != c && dst < c + length && c < dst + length)
	    {
	      memmove(dst, c, length);
	      c = dst;
	    }
	  symcrypt_chacha_crypt32(&aead.chacha, length, dst, c);
	}
      *tag = message_tag;
      next_message(ctx, message_tag, mac);
    }
  _symcrypt_wipe(block, sizeof(block));
  _symcrypt_wipe(mac, sizeof(mac));
  _symcrypt_wipe(&aead, sizeof(aead));
  return rc;
}

int
symcrypt_secretstream_pull(struct symcrypt_secretstream_ctx *ctx,
			   size_t ad_length, const uint8_t *ad,
			   size_t length, uint8_t *dst, uint8_t *tag,
			   const uint8_t *src)
{
  int rc;
  if (length < SYMCRYPT_SECRETSTREAM_ABYTES || BAD_PAIR(ad_length, ad)
      || src == NULL || tag == NULL)
    return SYMCRYPT_EINVAL;
  length -= SYMCRYPT_SECRETSTREAM_ABYTES;
  if (!length_valid(length) || BAD_PAIR(length, dst))
    return SYMCRYPT_EINVAL;
  rc = secretstream_pull_body(ctx, ad_length, ad, length, dst, tag, src);
  _symcrypt_wipe_stack(MESSAGE_STACK);
  return rc;
}
