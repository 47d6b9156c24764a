/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* ccm.c -- CCM (NIST SP 800-38C, RFC 3610) for the three key sizes,
   on the replaceable aes_encrypt_blocks, aes_cbc_mac_blocks,
   aes_ctr_blocks and ccm_encrypt_blocks / ccm_decrypt_blocks.

   The tag is a CBC-MAC of the block B0 (flags, nonce, message length),
   the associated data with its length in front, and the message, each
   padded with zeros to whole blocks; the message is encrypted in CTR
   from the counter block A1, and the tag with the keystream of A0.
   The chain takes one block after another, and its latency bounds
   CCM: the message's whole blocks go through ccm_encrypt_blocks or
   ccm_decrypt_blocks, whose assembly runs each block's CTR rounds
   between its chain's rounds, so that the CTR half costs nothing
   beside the chain.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/aes-modes.h>

#include "aes-internal.h"
#include "macros.h"

/* The counter block: flags L - 1, the nonce, the counter in the last
   L = 15 - NONCE_LENGTH bytes, 2 to 8 (big-endian); BLOCK's counter is
   incremented by one.  It never passes its L bytes (the length checks
   keep it below 2^(8L)), so the last 8 bytes as one number do.  */
static void
counter_next(uint8_t *block)
{
  WRITE_UINT64(block + 8, READ_UINT64(block + 8) + 1);
}

/* The chain X takes the LENGTH bytes at DATA, the last block padded
   with zeros: the whole blocks through aes_cbc_mac_blocks.  */
static void
ccm_chain(const uint8_t *keys, unsigned nr, uint8_t *x, size_t length,
	  const uint8_t *data)
{
  size_t blocks = length / 16;
  _symcrypt_aes_cbc_mac_blocks(keys, nr, x, blocks, data);
  length %= 16;
  if (length > 0)
    {
      _symcrypt_memxor(x, data + 16 * blocks, length);
      _symcrypt_aes_encrypt_blocks(keys, nr, 1, x, x);
    }
}

/* The CBC-MAC value X of B0 and the associated data, and A1 in CTR,
   S0 = E(A0) in S0.  */
static void
ccm_start(const uint8_t *keys, unsigned nr, size_t nonce_length,
	  const uint8_t *nonce, size_t ad_length, const uint8_t *ad,
	  size_t tag_length, size_t length, uint8_t *x, uint8_t *ctr,
	  uint8_t *s0)
{
  size_t l = 15 - nonce_length, i, n;
  uint8_t block[16], two[32];

  /* B0 and A0, encrypted together.  */
  x[0] = (uint8_t) ((ad_length > 0 ? 0x40 : 0)
		    | ((tag_length - 2) / 2) << 3 | (l - 1));
  memcpy(x + 1, nonce, nonce_length);
  for (i = 0; i < l; i++)
    x[15 - i] = (uint8_t) (i < sizeof(size_t) ? (uint64_t) length >> (8 * i) : 0);
  ctr[0] = (uint8_t) (l - 1);
  memcpy(ctr + 1, nonce, nonce_length);
  memset(ctr + 1 + nonce_length, 0, l);
  memcpy(s0, ctr, 16);
  memcpy(two, x, 16);
  memcpy(two + 16, s0, 16);
  _symcrypt_aes_encrypt_blocks(keys, nr, 2, two, two);
  memcpy(x, two, 16);
  memcpy(s0, two + 16, 16);
  _symcrypt_wipe(two, sizeof(two));
  counter_next(ctr);
  if (ad_length == 0)
    return;
  /* The length of the associated data: 2 bytes below 0xff00, else
     0xfffe and 4 bytes, else 0xffff and 8 (SP 800-38C, A.2.2).  */
  memset(block, 0, 16);
  if (ad_length < 0xff00)
    {
      block[0] = (uint8_t) (ad_length >> 8);
      block[1] = (uint8_t) ad_length;
      i = 2;
    }
  else if ((uint64_t) ad_length >> 32 == 0)
    {
      block[0] = 0xff;
      block[1] = 0xfe;
      WRITE_UINT32(block + 2, (uint32_t) ad_length);
      i = 6;
    }
  else
    {
      block[0] = 0xff;
      block[1] = 0xff;
      WRITE_UINT64(block + 2, (uint64_t) ad_length);
      i = 10;
    }
  n = 16 - i < ad_length ? 16 - i : ad_length;
  memcpy(block + i, ad, n);
  ccm_chain(keys, nr, x, 16, block);
  ccm_chain(keys, nr, x, ad_length - n, ad + n);
}

/* DST = SRC XOR the keystream from the counter block CTR on, LENGTH
   bytes; CTR is left at the block after the last.  */
static void
ccm_ctr(const uint8_t *keys, unsigned nr, uint8_t *ctr, size_t length,
	uint8_t *dst, const uint8_t *src)
{
  uint8_t last[16];
  size_t blocks = length / 16, tail = length % 16;
  if (blocks > 0)
    _symcrypt_aes_ctr_blocks(keys, nr, ctr, blocks, dst, src);
  if (tail > 0)
    {
      memset(last, 0, 16);
      _symcrypt_aes_ctr_blocks(keys, nr, ctr, 1, last, last);
      _symcrypt_memxor3(dst + 16 * blocks, src + 16 * blocks, last, tail);
      _symcrypt_wipe(last, sizeof(last));
    }
}

/* The C twins of ccm_encrypt_blocks (OPEN 0) and ccm_decrypt_blocks,
   by chunks of CHUNK bytes: for seal the chain takes a chunk of
   plaintext and then the chunk is encrypted (DST may be SRC); for open
   the chunk is decrypted and then the chain takes it.  The CTR call is
   independent of the chain: the processor runs the wide CTR code
   beside the chain's one-block calls, whose latency bounds CCM.  A
   two-block call (chain and counter together) cost more on Intel
   family 6 model 167: the 32-byte load of the VAES code waits for the
   two 16-byte stores before it.  */
#define CHUNK 256

static void
ccm_blocks(const uint8_t *keys, unsigned nr, int open, uint8_t *state,
	   size_t blocks, uint8_t *dst, const uint8_t *src)
{
  size_t n;
  for (; blocks > 0; blocks -= n, src += 16 * n, dst += 16 * n)
    {
      n = blocks < CHUNK / 16 ? blocks : CHUNK / 16;
      if (open)
	{
	  _symcrypt_aes_ctr_blocks(keys, nr, state + 16, n, dst, src);
	  ccm_chain(keys, nr, state, 16 * n, dst);
	}
      else
	{
	  ccm_chain(keys, nr, state, 16 * n, src);
	  _symcrypt_aes_ctr_blocks(keys, nr, state + 16, n, dst, src);
	}
    }
}

void
_symcrypt_ccm_encrypt_blocks_c(const uint8_t *keys, unsigned nr,
			       uint8_t *state, size_t blocks, uint8_t *dst,
			       const uint8_t *src)
{
  ccm_blocks(keys, nr, 0, state, blocks, dst, src);
}

void
_symcrypt_ccm_decrypt_blocks_c(const uint8_t *keys, unsigned nr,
			       uint8_t *state, size_t blocks, uint8_t *dst,
			       const uint8_t *src)
{
  ccm_blocks(keys, nr, 1, state, blocks, dst, src);
}

/* The message: its whole blocks by ccm_encrypt_blocks or
   ccm_decrypt_blocks, with STATE the chain's value and the counter
   block, then the last bytes here.  */
static void
ccm_message(const uint8_t *keys, unsigned nr, int open, uint8_t *state,
	    size_t length, uint8_t *dst, const uint8_t *src)
{
  size_t blocks = length / 16, tail = length % 16;
  if (blocks > 0)
    {
      if (open)
	_symcrypt_ccm_decrypt_blocks(keys, nr, state, blocks, dst, src);
      else
	_symcrypt_ccm_encrypt_blocks(keys, nr, state, blocks, dst, src);
      src += 16 * blocks;
      dst += 16 * blocks;
    }
  if (tail > 0)
    {
      if (open)
	{
	  ccm_ctr(keys, nr, state + 16, tail, dst, src);
	  ccm_chain(keys, nr, state, tail, dst);
	}
      else
	{
	  ccm_chain(keys, nr, state, tail, src);
	  ccm_ctr(keys, nr, state + 16, tail, dst, src);
	}
    }
}

/* Whether the parameters are CCM's: the nonce's and tag's lengths,
   and a message length that fits in 15 - NONCE_LENGTH bytes.  */
static int
ccm_valid(size_t nonce_length, size_t tag_length, size_t length)
{
  size_t l = 15 - nonce_length;
  if (nonce_length < 7 || nonce_length > 13 || tag_length < 4
      || tag_length > 16 || tag_length % 2 != 0)
    return 0;
  return l >= sizeof(size_t) || ((uint64_t) length >> (8 * l)) == 0;
}

static void __attribute__((noinline))
ccm_seal_body(const uint8_t *keys, unsigned nr, size_t nonce_length,
	      const uint8_t *nonce, size_t ad_length, const uint8_t *ad,
	      size_t tag_length, size_t length, uint8_t *dst,
	      const uint8_t *src)
{
  uint8_t state[32], s0[16];
  ccm_start(keys, nr, nonce_length, nonce, ad_length, ad, tag_length,
	    length, state, state + 16, s0);
  ccm_message(keys, nr, 0, state, length, dst, src);
  _symcrypt_memxor3(dst + length, state, s0, tag_length);
  _symcrypt_wipe(state, sizeof(state));
  _symcrypt_wipe(s0, sizeof(s0));
}

static int __attribute__((noinline))
ccm_open_body(const uint8_t *keys, unsigned nr, size_t nonce_length,
	      const uint8_t *nonce, size_t ad_length, const uint8_t *ad,
	      size_t tag_length, size_t length, uint8_t *dst,
	      const uint8_t *src)
{
  uint8_t state[32], s0[16], tag[16];
  int rc;
  /* SRC's tag is read first: DST may be SRC.  */
  memcpy(tag, src + length, tag_length);
  ccm_start(keys, nr, nonce_length, nonce, ad_length, ad, tag_length,
	    length, state, state + 16, s0);
  ccm_message(keys, nr, 1, state, length, dst, src);
  _symcrypt_memxor(state, s0, tag_length);
  rc = _symcrypt_memeql_code(state, tag, tag_length);
  /* The outcome is what open returns: no secret.  */
  if (rc != SYMCRYPT_OK)
    _symcrypt_wipe(dst, length);
  _symcrypt_wipe(state, sizeof(state));
  _symcrypt_wipe(s0, sizeof(s0));
  return rc;
}

static int
ccm_seal(const uint8_t *keys, uint32_t direction, unsigned nr,
	 size_t nonce_length, const uint8_t *nonce, size_t ad_length,
	 const uint8_t *ad, size_t tag_length, size_t length, uint8_t *dst,
	 const uint8_t *src)
{
  if (direction != AES_ENCRYPT || !ccm_valid(nonce_length, tag_length, length)
      || nonce == NULL || BAD_PAIR(ad_length, ad) || BAD_PAIR(length, src)
      || dst == NULL)
    return SYMCRYPT_EINVAL;
  ccm_seal_body(keys, nr, nonce_length, nonce, ad_length, ad, tag_length,
		length, dst, src);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(128));
  return SYMCRYPT_OK;
}

static int
ccm_open(const uint8_t *keys, uint32_t direction, unsigned nr,
	 size_t nonce_length, const uint8_t *nonce, size_t ad_length,
	 const uint8_t *ad, size_t tag_length, size_t length, uint8_t *dst,
	 const uint8_t *src)
{
  int rc;
  if (direction != AES_ENCRYPT || length < tag_length
      || !ccm_valid(nonce_length, tag_length, length - tag_length)
      || nonce == NULL || BAD_PAIR(ad_length, ad) || src == NULL
      || BAD_PAIR(length - tag_length, dst))
    return SYMCRYPT_EINVAL;
  rc = ccm_open_body(keys, nr, nonce_length, nonce, ad_length, ad,
		     tag_length, length - tag_length, dst, src);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(128));
  return rc;
}

#define CCM_DEFINE(bits)						\
  int									\
  symcrypt_aes##bits##_ccm_seal(const struct symcrypt_aes##bits##_ctx *ctx, \
				size_t nonce_length, const uint8_t *nonce, \
				size_t ad_length, const uint8_t *ad,	\
				size_t tag_length, size_t length,	\
				uint8_t *dst, const uint8_t *src)	\
  {									\
    return ccm_seal(ctx->keys, ctx->direction, SYMCRYPT_AES##bits##_ROUNDS, \
		    nonce_length, nonce, ad_length, ad, tag_length,	\
		    length, dst, src);					\
  }									\
  int									\
  symcrypt_aes##bits##_ccm_open(const struct symcrypt_aes##bits##_ctx *ctx, \
				size_t nonce_length, const uint8_t *nonce, \
				size_t ad_length, const uint8_t *ad,	\
				size_t tag_length, size_t length,	\
				uint8_t *dst, const uint8_t *src)	\
  {									\
    return ccm_open(ctx->keys, ctx->direction, SYMCRYPT_AES##bits##_ROUNDS, \
		    nonce_length, nonce, ad_length, ad, tag_length,	\
		    length, dst, src);					\
  }

CCM_DEFINE(128)
CCM_DEFINE(192)
CCM_DEFINE(256)
