/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* chacha-poly1305.c -- the ChaCha20-Poly1305 AEAD: streaming, and
   one-shot seal and open.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "stream/chacha-internal.h"
#include "chacha-poly1305-internal.h"
#include "macros.h"

enum { PHASE_AD, PHASE_DATA, PHASE_DONE };

static const uint8_t zeros[16];

void
symcrypt_chacha_poly1305_set_key(struct symcrypt_chacha_poly1305_ctx *ctx,
				 const uint8_t *key)
{
  symcrypt_chacha_set_key(&ctx->chacha, key);
  ctx->phase = PHASE_DONE;	/* until set_nonce */
}

/* The one-time Poly1305 key is the first half of keystream block 0;
   the message starts at block 1.  */
void
symcrypt_chacha_poly1305_set_nonce(struct symcrypt_chacha_poly1305_ctx *ctx,
				   const uint8_t *nonce12)
{
  uint8_t block[64];
  symcrypt_chacha_set_nonce96(&ctx->chacha, nonce12);
  memset(block, 0, sizeof(block));
  symcrypt_chacha_crypt32(&ctx->chacha, sizeof(block), block, block);
  symcrypt_poly1305_set_key(&ctx->poly1305, block);
  _symcrypt_wipe(block, sizeof(block));
  ctx->ad_length = ctx->data_length = 0;
  ctx->phase = PHASE_AD;
}

int
symcrypt_chacha_poly1305_update(struct symcrypt_chacha_poly1305_ctx *ctx,
				size_t length, const uint8_t *data)
{
  if (ctx->phase != PHASE_AD || BAD_PAIR(length, data))
    return SYMCRYPT_EINVAL;
  symcrypt_poly1305_update(&ctx->poly1305, length, data);
  ctx->ad_length += length;
  return SYMCRYPT_OK;
}

/* Pads the associated data to 16 bytes at the start of the message.  */
static void
start_data(struct symcrypt_chacha_poly1305_ctx *ctx)
{
  if (ctx->phase == PHASE_AD)
    {
      symcrypt_poly1305_update(&ctx->poly1305, (16 - ctx->ad_length % 16) % 16,
			       zeros);
      ctx->phase = PHASE_DATA;
    }
}

static void
auth_data(struct symcrypt_chacha_poly1305_ctx *ctx, size_t length,
	  const uint8_t *data)
{
  start_data(ctx);
  symcrypt_poly1305_update(&ctx->poly1305, length, data);
  ctx->data_length += length;
}

void
_symcrypt_chacha_poly1305_auth(struct symcrypt_chacha_poly1305_ctx *ctx,
			       size_t length, const uint8_t *data)
{
  auth_data(ctx, length, data);
}

/* Encryption by 256-byte chunks with the stitched core
   (chacha_poly1305_4core), which makes the keystream of chunk k while
   it hashes the ciphertext of chunk k - 1: where it is assembly and
   the widest ChaCha core is the 4-block one, or the hybrid 5-block one
   on AMD Zen (x86_64 without AVX2: the SSE2 and SSSE3 cores leave the
   integer units idle; the stitched core gives them the MAC, which
   beats the fifth block, doc/x86_64-stream.md).  With AVX2 or
   AVX-512 the wide cores and the vector MACs share the vector units,
   and the cipher and then the MAC run over the whole message
   (doc/x86_64-stream.md).  */
#define CHUNK 256

static int
stitched(void)
{
#if WORDS_BIGENDIAN
  return 0;			/* the keystream words are XORed as bytes */
#else
  struct _symcrypt_stream_width own[_SYMCRYPT_STREAM_MAX_WIDTHS];
  const struct _symcrypt_stream_width *w;
  if (&_symcrypt_chacha_poly1305_4core == &_symcrypt_chacha_poly1305_4core_c)
    return 0;
  w = _symcrypt_stream_widths_get(&_symcrypt_chacha_width_list, own);
  return w[0].blocks == 4 || w[0].blocks == 5;
#endif
}

/* Encrypts and authenticates a prefix of the LENGTH bytes at SRC by
   the stitched core, when the cipher and the MAC are both at a block
   boundary and it pays; returns the length done (0 or a multiple of
   CHUNK).  */
static size_t
encrypt_stitched(struct symcrypt_chacha_poly1305_ctx *ctx, size_t length,
		 uint8_t *dst, const uint8_t *src)
{
  uint32_t keystream[CHUNK / 4];
  const uint8_t *last = dst;
  size_t done = CHUNK;

  if (length < 2 * CHUNK || ctx->chacha.left != 0
      || ctx->poly1305.index != 0 || !stitched())
    return 0;
  symcrypt_chacha_crypt32(&ctx->chacha, CHUNK, dst, src);
  for (; length - done >= CHUNK; done += CHUNK)
    {
      _symcrypt_chacha_poly1305_4core(keystream, ctx->chacha.state,
				      &ctx->poly1305, last);
      ctx->chacha.state[12] += CHUNK / 64;
      ctx->data_length += CHUNK;
      _symcrypt_memxor3(dst + done, src + done, (uint8_t *) keystream,
			CHUNK);
      last = dst + done;
    }
  auth_data(ctx, CHUNK, last);
  _symcrypt_wipe(keystream, sizeof(keystream));
  return done;
}

int
symcrypt_chacha_poly1305_encrypt(struct symcrypt_chacha_poly1305_ctx *ctx,
				 size_t length, uint8_t *dst, const uint8_t *src)
{
  size_t done;

  if (ctx->phase == PHASE_DONE
      || BAD_PAIR(length, dst) || BAD_PAIR(length, src))
    return SYMCRYPT_EINVAL;
  if (!_symcrypt_chacha_crypt32_fits(&ctx->chacha, length))
    return SYMCRYPT_ERANGE;
  start_data(ctx);
  done = encrypt_stitched(ctx, length, dst, src);
  if (length > done)
    {
      symcrypt_chacha_crypt32(&ctx->chacha, length - done, dst + done,
			      src + done);
      auth_data(ctx, length - done, dst + done);
    }
  return SYMCRYPT_OK;
}

int
symcrypt_chacha_poly1305_decrypt(struct symcrypt_chacha_poly1305_ctx *ctx,
				 size_t length, uint8_t *dst, const uint8_t *src)
{
  if (ctx->phase == PHASE_DONE
      || BAD_PAIR(length, dst) || BAD_PAIR(length, src))
    return SYMCRYPT_EINVAL;
  if (!_symcrypt_chacha_crypt32_fits(&ctx->chacha, length))
    return SYMCRYPT_ERANGE;
  auth_data(ctx, length, src);
  symcrypt_chacha_crypt32(&ctx->chacha, length, dst, src);
  return SYMCRYPT_OK;
}

int
symcrypt_chacha_poly1305_digest(struct symcrypt_chacha_poly1305_ctx *ctx,
				size_t length, uint8_t *digest)
{
  uint8_t tag[16], lengths[16];

  if (ctx->phase == PHASE_DONE || length < 1 || length > sizeof(tag)
      || digest == NULL)
    return SYMCRYPT_EINVAL;
  start_data(ctx);
  symcrypt_poly1305_update(&ctx->poly1305, (16 - ctx->data_length % 16) % 16,
			   zeros);
  le_write_uint64(lengths, ctx->ad_length);
  le_write_uint64(lengths + 8, ctx->data_length);
  symcrypt_poly1305_update(&ctx->poly1305, sizeof(lengths), lengths);
  symcrypt_poly1305_digest(&ctx->poly1305, tag);
  memcpy(digest, tag, length);
  _symcrypt_wipe(tag, sizeof(tag));
  ctx->phase = PHASE_DONE;
  return SYMCRYPT_OK;
}

/* The one-shot seal and open start the message with one call of the
   crypt loop for the Poly1305 key (block 0) and the first HEAD bytes
   at most of the message (blocks 1 to 3): a short message then costs
   one 2- or 4-block core call instead of two calls (the multi-block
   cores of x86_64/avx2 and x86_64/avx512 take about as long as one
   block).  */
#define HEAD 192

/* Whether a message of LENGTH bytes fits in blocks 1 to 2^32 - 1.  */
static int
message_fits(size_t length)
{
  return (uint64_t) (length / 64 + (length % 64 != 0)) < (uint64_t) 1 << 32;
}

/* Keys CTX for NONCE12 and absorbs the associated data; BUF (64 + HEAD
   bytes) gets the key block and then the first FIRST (<= HEAD) bytes
   of SRC en- or decrypted.  */
static void
start_oneshot(struct symcrypt_chacha_poly1305_ctx *ctx, const uint8_t *key,
	      const uint8_t *nonce12, size_t ad_length, const uint8_t *ad,
	      size_t first, uint8_t *buf, const uint8_t *src)
{
  symcrypt_chacha_set_key(&ctx->chacha, key);
  symcrypt_chacha_set_nonce96(&ctx->chacha, nonce12);
  memset(buf, 0, 64);
  if (first > 0)		/* SRC may be NULL */
    memcpy(buf + 64, src, first);
  symcrypt_chacha_crypt32(&ctx->chacha, 64 + first, buf, buf);
  symcrypt_poly1305_set_key(&ctx->poly1305, buf);
  ctx->ad_length = ctx->data_length = 0;
  ctx->phase = PHASE_AD;
  symcrypt_chacha_poly1305_update(ctx, ad_length, ad);
}

/* seal with the tag at TAG, after DST or elsewhere.  */
static void
aead_seal_tag(const uint8_t *key, const uint8_t *nonce12,
	      size_t ad_length, const uint8_t *ad,
	      size_t length, uint8_t *dst, uint8_t *tag, const uint8_t *src)
{
  struct symcrypt_chacha_poly1305_ctx ctx;
  uint8_t buf[64 + HEAD];
  size_t first = length < HEAD ? length : HEAD;

  start_oneshot(&ctx, key, nonce12, ad_length, ad, first, buf, src);
  if (first > 0)		/* DST may be NULL */
    memcpy(dst, buf + 64, first);
  auth_data(&ctx, first, dst);
  if (length > first)
    symcrypt_chacha_poly1305_encrypt(&ctx, length - first, dst + first,
				     src + first);
  symcrypt_chacha_poly1305_digest(&ctx, SYMCRYPT_CHACHA_POLY1305_DIGEST_SIZE,
				  tag);
  _symcrypt_wipe(&ctx, sizeof(ctx));
  _symcrypt_wipe(buf, 64 + first);
}

int
symcrypt_chacha_poly1305_seal(const uint8_t *key, const uint8_t *nonce12,
			      size_t ad_length, const uint8_t *ad,
			      size_t length, uint8_t *dst, const uint8_t *src)
{
  /* DST takes the tag whatever the length.  */
  if (length > SIZE_MAX - SYMCRYPT_CHACHA_POLY1305_DIGEST_SIZE
      || BAD_PAIR(ad_length, ad) || BAD_PAIR(length, src) || dst == NULL)
    return SYMCRYPT_EINVAL;
  if (!message_fits(length))
    return SYMCRYPT_ERANGE;
  aead_seal_tag(key, nonce12, ad_length, ad, length, dst, dst + length, src);
  return SYMCRYPT_OK;
}

int
symcrypt_chacha_poly1305_seal_detached(const uint8_t *key,
				       const uint8_t *nonce12,
				       size_t ad_length, const uint8_t *ad,
				       size_t length, uint8_t *dst,
				       uint8_t *tag, const uint8_t *src)
{
  if (BAD_PAIR(ad_length, ad) || BAD_PAIR(length, src)
      || BAD_PAIR(length, dst) || tag == NULL)
    return SYMCRYPT_EINVAL;
  if (!message_fits(length))
    return SYMCRYPT_ERANGE;
  aead_seal_tag(key, nonce12, ad_length, ad, length, dst, tag, src);
  return SYMCRYPT_OK;
}

/* Authenticates the LENGTH bytes of ciphertext, compares the tags in
   constant time (the one at EXPECTED), and writes the plaintext only
   when they match.  Not inlined: tests/ct-test.supp names it as the
   frame of the branch on the verdict.  */
static int __attribute__((noinline))
aead_open_tag(const uint8_t *key, const uint8_t *nonce12,
	      size_t ad_length, const uint8_t *ad,
	      size_t length, uint8_t *dst, const uint8_t *expected,
	      const uint8_t *src)
{
  struct symcrypt_chacha_poly1305_ctx ctx;
  uint8_t buf[64 + HEAD];
  uint8_t tag[SYMCRYPT_CHACHA_POLY1305_DIGEST_SIZE];
  size_t first;
  int rc = SYMCRYPT_OK;

  first = length < HEAD ? length : HEAD;
  start_oneshot(&ctx, key, nonce12, ad_length, ad, first, buf, src);
  auth_data(&ctx, length, src);
  symcrypt_chacha_poly1305_digest(&ctx, sizeof(tag), tag);
  if (!_symcrypt_memeql_sec(tag, expected, sizeof(tag)))
    rc = SYMCRYPT_EAUTH;
  else
    {
      if (first > 0)		/* DST may be NULL */
	memcpy(dst, buf + 64, first);
      if (length > first)
	symcrypt_chacha_crypt32(&ctx.chacha, length - first, dst + first,
				src + first);
    }
  _symcrypt_wipe(&ctx, sizeof(ctx));
  _symcrypt_wipe(buf, 64 + first);
  _symcrypt_wipe(tag, sizeof(tag));
  return rc;
}

int
symcrypt_chacha_poly1305_open(const uint8_t *key, const uint8_t *nonce12,
			      size_t ad_length, const uint8_t *ad,
			      size_t length, uint8_t *dst, const uint8_t *src)
{
  if (length < SYMCRYPT_CHACHA_POLY1305_DIGEST_SIZE || BAD_PAIR(ad_length, ad)
      || src == NULL
      || BAD_PAIR(length - SYMCRYPT_CHACHA_POLY1305_DIGEST_SIZE, dst))
    return SYMCRYPT_EINVAL;
  length -= SYMCRYPT_CHACHA_POLY1305_DIGEST_SIZE;
  if (!message_fits(length))
    return SYMCRYPT_ERANGE;
  return aead_open_tag(key, nonce12, ad_length, ad, length, dst, src + length,
		       src);
}

int
symcrypt_chacha_poly1305_open_detached(const uint8_t *key,
				       const uint8_t *nonce12,
				       size_t ad_length, const uint8_t *ad,
				       size_t length, uint8_t *dst,
				       const uint8_t *tag, const uint8_t *src)
{
  if (BAD_PAIR(ad_length, ad) || BAD_PAIR(length, src)
      || BAD_PAIR(length, dst) || tag == NULL)
    return SYMCRYPT_EINVAL;
  if (!message_fits(length))
    return SYMCRYPT_ERANGE;
  return aead_open_tag(key, nonce12, ad_length, ad, length, dst, tag, src);
}
