/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* shake.c -- SHAKE128 and SHAKE256 (FIPS 202, 6.2) with output in
   pieces, and KMAC128 and KMAC256 (NIST SP 800-185, 4) on cSHAKE
   (SP 800-185, 3), all on the sponge of sha3-internal.h.

   A SHAKE context absorbs like a hash (whole blocks straight from the
   data, the rest in its block).  The first output pads and absorbs the
   last block; from then on the block holds the current output block,
   of which index bytes have been given out.  Whole output blocks go
   straight to the caller's buffer.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "sha3-internal.h"

/* The fields every SHAKE context has, whatever its rate.  */
#define SHAKE_FIELDS(ctx) (ctx)->state, (ctx)->block, &(ctx)->index

/* LENGTH bytes at DATA into a sponge of RATE (STATE, BLOCK with INDEX
   bytes waiting).  */
static SYMCRYPT_ALWAYS_INLINE void
sponge_absorb(uint64_t *state, uint8_t *block, unsigned *index,
	      unsigned rate, size_t length, const uint8_t *data)
{
  size_t blocks;
  if (length == 0)		/* DATA may be NULL */
    return;
  if (*index > 0)
    {
      size_t left = rate - *index;
      if (length < left)
	{
	  memcpy(block + *index, data, length);
	  *index += (unsigned) length;
	  return;
	}
      memcpy(block + *index, data, left);
      keccak_absorb(state, rate, 1, block);
      data += left;
      length -= left;
    }
  blocks = length / rate;
  keccak_absorb(state, rate, blocks, data);
  data += blocks * rate;
  length -= blocks * rate;
  memcpy(block, data, length);
  *index = (unsigned) length;
}

/* Ends the input with SUFFIX's padding and fills BLOCK with the first
   output block, none of it given out.  */
static SYMCRYPT_ALWAYS_INLINE void
sponge_finish(uint64_t *state, uint8_t *block, unsigned *index,
	      unsigned rate, uint8_t suffix)
{
  keccak_pad(state, rate, block, *index, suffix);
  keccak_extract(state, rate, block);
  *index = 0;
}

/* BLOCKS output blocks to DST, the state permuted before each:
   keccak_squeeze when the library runs it (its rule in
   src/functions.def), else the C twin's loop inline.  */
static SYMCRYPT_ALWAYS_INLINE void
squeeze_blocks(uint64_t *state, unsigned rate, size_t blocks, uint8_t *dst)
{
  if (blocks > 0 && _SYMCRYPT_FOLLOWER_RUNS(keccak_squeeze))
    _symcrypt_keccak_squeeze(state, blocks, dst, rate);
  else
    keccak_squeeze_by_permute(state, rate, blocks, dst);
}

/* The next LENGTH output bytes to DST, after sponge_finish.  */
static SYMCRYPT_ALWAYS_INLINE void
sponge_squeeze(uint64_t *state, uint8_t *block, unsigned *index,
	       unsigned rate, size_t length, uint8_t *dst)
{
  size_t n = rate - *index;
  if (length == 0)		/* DST may be NULL */
    return;
  if (n > length)
    n = length;
  memcpy(dst, block + *index, n);
  *index += (unsigned) n;
  dst += n;
  length -= n;
  /* Here either LENGTH is 0 or the block is used up.  */
  squeeze_blocks(state, rate, length / rate, dst);
  dst += length / rate * rate;
  length %= rate;
  if (length > 0)
    {
      squeeze_blocks(state, rate, 1, block);
      memcpy(dst, block, length);
      *index = (unsigned) length;
    }
}

/* The public SHAKE functions for NAME with rate SYMCRYPT_<UPPER>_BLOCK_SIZE.  */
#define SHAKE_DEFINE(name, UPPER)					\
  void									\
  symcrypt_##name##_init(struct symcrypt_##name##_ctx *ctx)		\
  {									\
    keccak_zero(ctx->state);						\
    ctx->index = 0;							\
    ctx->squeezing = 0;							\
  }									\
  int									\
  symcrypt_##name##_update(struct symcrypt_##name##_ctx *ctx,		\
			   size_t length, const uint8_t *data)		\
  {									\
    if (ctx->squeezing)							\
      return SYMCRYPT_EINVAL;						\
    sponge_absorb(SHAKE_FIELDS(ctx), SYMCRYPT_##UPPER##_BLOCK_SIZE,	\
		  length, data);					\
    return SYMCRYPT_OK;							\
  }									\
  /* The output with SUFFIX's padding (SHAKE's, or cSHAKE's for	\
     KMAC).  */								\
  static void								\
  name##_squeeze(struct symcrypt_##name##_ctx *ctx, uint8_t suffix,	\
		 size_t length, uint8_t *dst)				\
  {									\
    if (!ctx->squeezing)						\
      {									\
	sponge_finish(SHAKE_FIELDS(ctx), SYMCRYPT_##UPPER##_BLOCK_SIZE,	\
		      suffix);						\
	ctx->squeezing = 1;						\
      }									\
    sponge_squeeze(SHAKE_FIELDS(ctx), SYMCRYPT_##UPPER##_BLOCK_SIZE,	\
		   length, dst);					\
  }									\
  void									\
  symcrypt_##name##_output(struct symcrypt_##name##_ctx *ctx,		\
			   size_t length, uint8_t *dst)			\
  {									\
    name##_squeeze(ctx, KECCAK_SUFFIX_SHAKE, length, dst);		\
  }									\
  void									\
  symcrypt_##name(size_t length, const uint8_t *data,			\
		  size_t out_length, uint8_t *out)			\
  {									\
    struct symcrypt_##name##_ctx ctx;					\
    symcrypt_##name##_init(&ctx);					\
    symcrypt_##name##_update(&ctx, length, data);			\
    symcrypt_##name##_output(&ctx, out_length, out);			\
    _symcrypt_wipe(&ctx, sizeof(ctx));					\
  }

SHAKE_DEFINE(shake128, SHAKE128)
SHAKE_DEFINE(shake256, SHAKE256)

/* SP 800-185, 2.3.1: left_encode (LEFT) or right_encode of the
   number TOP * 2^64 + LOW into DST (10 bytes at most); returns the
   encoding's length.  */
static size_t
encode_number(uint8_t *dst, uint8_t top, uint64_t low, int left)
{
  uint8_t value[9];
  unsigned n, i;

  value[0] = top;
  for (i = 0; i < 8; i++)
    value[1 + i] = (uint8_t) (low >> (56 - 8 * i));
  /* The fewest bytes that hold the value, at least one.  */
  for (n = 9; n > 1 && value[9 - n] == 0; n--)
    ;
  if (left)
    {
      dst[0] = (uint8_t) n;
      memcpy(dst + 1, value + 9 - n, n);
    }
  else
    {
      memcpy(dst, value + 9 - n, n);
      dst[n] = (uint8_t) n;
    }
  return n + 1;
}

/* The encoding of the number of bits in BYTES bytes.  */
static size_t
encode_bits(uint8_t *dst, uint64_t bytes, int left)
{
  return encode_number(dst, (uint8_t) (bytes >> 61), bytes << 3, left);
}

static const uint8_t zeros[KECCAK_MAX_RATE];

/* KMAC (SP 800-185, 4.3) for KMAC with the SHAKE context of NAME:
   cSHAKE (3.3) of
     bytepad(encode_string(K), rate) || X || right_encode(L)
   with function name N = "KMAC" and customization S, which first
   absorbs bytepad(encode_string(N) || encode_string(S), rate), and
   pads with cSHAKE's suffix.  Each bytepad starts at a block
   boundary, so it ends by filling the block up with zeros.  */
#define KMAC_DEFINE(kmac, name, UPPER)					\
  static void								\
  kmac##_bytepad_end(struct symcrypt_##name##_ctx *ctx)			\
  {									\
    if (ctx->index > 0)							\
      symcrypt_##name##_update(ctx, SYMCRYPT_##UPPER##_BLOCK_SIZE	\
			       - ctx->index, zeros);			\
  }									\
  /* left_encode(rate), where each bytepad starts.  */			\
  static void								\
  kmac##_bytepad_start(struct symcrypt_##name##_ctx *ctx)		\
  {									\
    uint8_t code[10];							\
    size_t n = encode_number(code, 0, SYMCRYPT_##UPPER##_BLOCK_SIZE, 1); \
    symcrypt_##name##_update(ctx, n, code);				\
  }									\
  static void								\
  kmac##_encode_string(struct symcrypt_##name##_ctx *ctx,		\
		       size_t length, const uint8_t *s)			\
  {									\
    uint8_t code[10];							\
    size_t n = encode_bits(code, length, 1);				\
    symcrypt_##name##_update(ctx, n, code);				\
    symcrypt_##name##_update(ctx, length, s);				\
  }									\
  int									\
  symcrypt_##kmac(size_t key_length, const uint8_t *key,		\
		  size_t custom_length, const uint8_t *custom,		\
		  size_t length, const uint8_t *data,			\
		  size_t out_length, uint8_t *out)			\
  {									\
    static const uint8_t function_name[4] = { 'K', 'M', 'A', 'C' };	\
    struct symcrypt_##name##_ctx ctx;					\
    uint8_t code[10];							\
									\
    if (out_length == 0)						\
      return SYMCRYPT_EINVAL;						\
    symcrypt_##name##_init(&ctx);					\
    kmac##_bytepad_start(&ctx);					\
    kmac##_encode_string(&ctx, sizeof(function_name), function_name);	\
    kmac##_encode_string(&ctx, custom_length, custom);			\
    kmac##_bytepad_end(&ctx);						\
    kmac##_bytepad_start(&ctx);					\
    kmac##_encode_string(&ctx, key_length, key);			\
    kmac##_bytepad_end(&ctx);						\
    symcrypt_##name##_update(&ctx, length, data);			\
    symcrypt_##name##_update(&ctx, encode_bits(code, out_length, 0),	\
			     code);					\
    name##_squeeze(&ctx, KECCAK_SUFFIX_CSHAKE, out_length, out);	\
    _symcrypt_wipe(&ctx, sizeof(ctx));					\
    return SYMCRYPT_OK;							\
  }

KMAC_DEFINE(kmac128, shake128, SHAKE128)
KMAC_DEFINE(kmac256, shake256, SHAKE256)
