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
   pieces, cSHAKE128 and cSHAKE256 (NIST SP 800-185, 3) in the same
   contexts, KMAC128, KMAC256 and their XOF forms (SP 800-185, 4)
   on cSHAKE, and TurboSHAKE128 and TurboSHAKE256 (RFC 9861, 2), all on
   the sponge of sha3-internal.h: TurboSHAKE is SHAKE's sponge on
   Keccak-p[1600, 12] (keccak_permute12) with a domain byte as the
   first byte of its padding.

   A SHAKE context absorbs like a hash (whole blocks straight from the
   data, the rest in its block).  The first output pads and absorbs the
   last block; from then on the block holds the current output block,
   of which index bytes have been given out.  Whole output blocks go
   straight to the caller's buffer.  The context's squeezing field
   says which of three states it is in (below): a context that
   cshake_init started with a name or customization string pads with
   cSHAKE's suffix, one that shake_init started with SHAKE's.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stddef.h>

#include "sha3-internal.h"

/* BLOCKS blocks of RATE bytes at DATA absorbed with the permutation
   of ROUNDS, 24 (keccak_absorb) or 12 (keccak_permute12).  */
static SYMCRYPT_ALWAYS_INLINE void
absorb_blocks(uint64_t *state, unsigned rate, unsigned rounds,
	      size_t blocks, const uint8_t *data)
{
  if (rounds == 24)
    keccak_absorb(state, rate, blocks, data);
  else
    keccak_absorb12(state, rate, blocks, data);
}

/* LENGTH bytes at DATA into a sponge of RATE and ROUNDS (STATE, BLOCK
   with INDEX bytes waiting).  */
static SYMCRYPT_ALWAYS_INLINE void
sponge_absorb(uint64_t *state, uint8_t *block, unsigned *index,
	      unsigned rate, unsigned rounds, size_t length,
	      const uint8_t *data)
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
      absorb_blocks(state, rate, rounds, 1, block);
      data += left;
      length -= left;
    }
  blocks = length / rate;
  absorb_blocks(state, rate, rounds, blocks, data);
  data += blocks * rate;
  length -= blocks * rate;
  memcpy(block, data, length);
  *index = (unsigned) length;
}

/* Ends the input with SUFFIX's padding (SHAKE's or cSHAKE's suffix,
   or TurboSHAKE's domain byte) and fills BLOCK with the first output
   block, none of it given out.  */
static SYMCRYPT_ALWAYS_INLINE void
sponge_finish(uint64_t *state, uint8_t *block, unsigned *index,
	      unsigned rate, unsigned rounds, uint8_t suffix)
{
  memset(block + *index, 0, rate - *index);
  block[*index] = suffix;
  block[rate - 1] |= 0x80;
  absorb_blocks(state, rate, rounds, 1, block);
  keccak_extract(state, rate, block);
  *index = 0;
}

/* BLOCKS output blocks to DST, the state permuted before each: for 24
   rounds keccak_squeeze when the library runs it (its rule in
   src/functions.def), else the C twin's loop inline; for 12 rounds
   keccak_permute12 and the copy.  */
static SYMCRYPT_ALWAYS_INLINE void
squeeze_blocks(uint64_t *state, unsigned rate, unsigned rounds,
	       size_t blocks, uint8_t *dst)
{
  if (rounds == 12)
    for (; blocks > 0; blocks--, dst += rate)
      {
	_symcrypt_keccak_permute12(state);
	keccak_extract(state, rate, dst);
      }
  else if (blocks > 0 && _SYMCRYPT_FOLLOWER_RUNS(keccak_squeeze))
    _symcrypt_keccak_squeeze(state, blocks, dst, rate);
  else
    keccak_squeeze_by_permute(state, rate, blocks, dst);
}

/* The next LENGTH output bytes to DST, after sponge_finish.  */
static SYMCRYPT_ALWAYS_INLINE void
sponge_squeeze(uint64_t *state, uint8_t *block, unsigned *index,
	       unsigned rate, unsigned rounds, size_t length, uint8_t *dst)
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
  squeeze_blocks(state, rate, rounds, length / rate, dst);
  dst += length / rate * rate;
  length %= rate;
  if (length > 0)
    {
      squeeze_blocks(state, rate, rounds, 1, block);
      memcpy(dst, block, length);
      *index = (unsigned) length;
    }
}

/* The values of a context's squeezing field.  */
#define SHAKE_ABSORBING 0	/* pads with SHAKE's suffix */
#define SHAKE_SQUEEZING 1
#define SHAKE_ABSORBING_CSHAKE 2 /* pads with cSHAKE's */

/* A SHAKE context as the functions below see it: its rate and where
   its fields lie (offsetof).  Each function below is inlined with a
   constant description, so that the rate is a constant.  */
struct shake_kind
{
  unsigned rate;		/* SYMCRYPT_SHAKE<N>_BLOCK_SIZE */
  size_t index_at, squeezing_at, block_at;
};

/* The fields of a context of either SHAKE (struct symcrypt_shake128_ctx,
   struct symcrypt_shake256_ctx).  */
struct shake_fields
{
  uint64_t *state;
  uint8_t *block;
  unsigned *index;
  int *squeezing;
};

static SYMCRYPT_ALWAYS_INLINE struct shake_fields
shake_fields(const struct shake_kind *k, void *ctx)
{
  struct shake_fields c;
  c.state = ctx;		/* the first field */
  c.block = (uint8_t *) ctx + k->block_at;
  c.index = (unsigned *) ((uint8_t *) ctx + k->index_at);
  c.squeezing = (int *) ((uint8_t *) ctx + k->squeezing_at);
  return c;
}

static SYMCRYPT_ALWAYS_INLINE void
shake_init(const struct shake_kind *k, void *ctx)
{
  struct shake_fields c = shake_fields(k, ctx);
  keccak_zero(c.state);
  *c.index = 0;
  *c.squeezing = SHAKE_ABSORBING;
}

static SYMCRYPT_ALWAYS_INLINE int
shake_update(const struct shake_kind *k, void *ctx,
	     size_t length, const uint8_t *data)
{
  struct shake_fields c = shake_fields(k, ctx);
  if (*c.squeezing == SHAKE_SQUEEZING || BAD_PAIR(length, data))
    return SYMCRYPT_EINVAL;
  sponge_absorb(c.state, c.block, c.index, k->rate, 24, length, data);
  return SYMCRYPT_OK;
}

/* The output, the input padded with SHAKE's or cSHAKE's suffix.  */
static SYMCRYPT_ALWAYS_INLINE void
shake_output(const struct shake_kind *k, void *ctx, size_t length,
	     uint8_t *dst)
{
  struct shake_fields c = shake_fields(k, ctx);
  if (*c.squeezing != SHAKE_SQUEEZING)
    {
      sponge_finish(c.state, c.block, c.index, k->rate, 24,
		    *c.squeezing == SHAKE_ABSORBING_CSHAKE
		    ? KECCAK_SUFFIX_CSHAKE : KECCAK_SUFFIX_SHAKE);
      *c.squeezing = SHAKE_SQUEEZING;
    }
  sponge_squeeze(c.state, c.block, c.index, k->rate, 24, length, dst);
}

/* The bytes of bytepad (SP 800-185, 2.3.3) after the data absorbed
   since the last block boundary: zeros up to the next.  */
static SYMCRYPT_ALWAYS_INLINE void
bytepad_end(const struct shake_kind *k, void *ctx)
{
  static const uint8_t zeros[KECCAK_MAX_RATE];
  struct shake_fields c = shake_fields(k, ctx);
  if (*c.index > 0)
    sponge_absorb(c.state, c.block, c.index, k->rate, 24,
		  k->rate - *c.index, zeros);
}

/* LENGTH bytes at DATA absorbed, as update does.  */
static SYMCRYPT_ALWAYS_INLINE void
absorb(const struct shake_kind *k, void *ctx, size_t length,
       const uint8_t *data)
{
  struct shake_fields c = shake_fields(k, ctx);
  sponge_absorb(c.state, c.block, c.index, k->rate, 24, length, data);
}

/* encode_string (SP 800-185, 2.3.2) of the LENGTH bytes at S.  */
static SYMCRYPT_ALWAYS_INLINE void
absorb_string(const struct shake_kind *k, void *ctx, size_t length,
	      const uint8_t *s)
{
  uint8_t code[SP800_185_ENCODE_MAX];
  absorb(k, ctx, sp800_185_encode_bits(code, length, 1), code);
  absorb(k, ctx, length, s);
}

/* The start of bytepad: left_encode(rate).  */
static SYMCRYPT_ALWAYS_INLINE void
bytepad_start(const struct shake_kind *k, void *ctx)
{
  uint8_t code[SP800_185_ENCODE_MAX];
  absorb(k, ctx, sp800_185_encode(code, k->rate, 1), code);
}

/* cSHAKE (SP 800-185, 3.3) with function name N and customization S:
   SHAKE when both are empty, else a context that first absorbs
   bytepad(encode_string(N) || encode_string(S), rate) and pads with
   cSHAKE's suffix.  */
static SYMCRYPT_ALWAYS_INLINE void
cshake_init(const struct shake_kind *k, void *ctx,
	    size_t name_length, const uint8_t *name,
	    size_t custom_length, const uint8_t *custom)
{
  shake_init(k, ctx);
  if (name_length == 0 && custom_length == 0)
    return;
  bytepad_start(k, ctx);
  absorb_string(k, ctx, name_length, name);
  absorb_string(k, ctx, custom_length, custom);
  bytepad_end(k, ctx);
  *shake_fields(k, ctx).squeezing = SHAKE_ABSORBING_CSHAKE;
}

/* KMAC (SP 800-185, 4.3), and KMACXOF with XOF: cSHAKE of
     bytepad(encode_string(K), rate) || X || right_encode(L)
   with function name "KMAC" and customization S, where L is the
   output's length in bits, 0 for KMACXOF (4.3.1).  */
static SYMCRYPT_ALWAYS_INLINE int
kmac(const struct shake_kind *k, void *ctx, size_t ctx_size, int xof,
     size_t key_length, const uint8_t *key,
     size_t custom_length, const uint8_t *custom,
     size_t length, const uint8_t *data,
     size_t out_length, uint8_t *out)
{
  static const uint8_t function_name[4] = { 'K', 'M', 'A', 'C' };
  uint8_t code[SP800_185_ENCODE_MAX];

  if (out_length == 0 || BAD_PAIR(key_length, key)
      || BAD_PAIR(custom_length, custom) || BAD_PAIR(length, data)
      || out == NULL)
    return SYMCRYPT_EINVAL;
  cshake_init(k, ctx, sizeof(function_name), function_name,
	      custom_length, custom);
  bytepad_start(k, ctx);
  absorb_string(k, ctx, key_length, key);
  bytepad_end(k, ctx);
  absorb(k, ctx, length, data);
  absorb(k, ctx, sp800_185_encode_bits(code, xof ? 0 : out_length, 0),
	 code);
  shake_output(k, ctx, out_length, out);
  _symcrypt_wipe(ctx, ctx_size);
  return SYMCRYPT_OK;
}

/* The public SHAKE, cSHAKE, KMAC and KMACXOF functions on the SHAKE
   of NAME with rate SYMCRYPT_<UPPER>_BLOCK_SIZE.  */
#define SHAKE_DEFINE(name, UPPER, cshake_name, kmac_name, kmacxof_name)		\
  static const struct shake_kind name##_kind = {			\
    SYMCRYPT_##UPPER##_BLOCK_SIZE,					\
    offsetof(struct symcrypt_##name##_ctx, index),			\
    offsetof(struct symcrypt_##name##_ctx, squeezing),			\
    offsetof(struct symcrypt_##name##_ctx, block) };			\
  void									\
  symcrypt_##name##_init(struct symcrypt_##name##_ctx *ctx)		\
  { shake_init(&name##_kind, ctx); }					\
  int									\
  symcrypt_##name##_update(struct symcrypt_##name##_ctx *ctx,		\
			   size_t length, const uint8_t *data)		\
  { return shake_update(&name##_kind, ctx, length, data); }		\
  void									\
  symcrypt_##name##_output(struct symcrypt_##name##_ctx *ctx,		\
			   size_t length, uint8_t *dst)			\
  { shake_output(&name##_kind, ctx, length, dst); }			\
  void									\
  symcrypt_##name(size_t length, const uint8_t *data,			\
		  size_t out_length, uint8_t *out)			\
  {									\
    struct symcrypt_##name##_ctx ctx;					\
    symcrypt_##name##_init(&ctx);					\
    symcrypt_##name##_update(&ctx, length, data);			\
    symcrypt_##name##_output(&ctx, out_length, out);			\
    _symcrypt_wipe(&ctx, sizeof(ctx));					\
  }									\
  void									\
  symcrypt_##cshake_name##_init(struct symcrypt_##name##_ctx *ctx,	\
				size_t name_length, const uint8_t *name, \
				size_t custom_length,			\
				const uint8_t *custom)			\
  {									\
    cshake_init(&name##_kind, ctx, name_length, name,			\
		custom_length, custom);					\
  }									\
  int									\
  symcrypt_##kmac_name(size_t key_length, const uint8_t *key,		\
		       size_t custom_length, const uint8_t *custom,	\
		       size_t length, const uint8_t *data,		\
		       size_t out_length, uint8_t *out)			\
  {									\
    struct symcrypt_##name##_ctx ctx;					\
    return kmac(&name##_kind, &ctx, sizeof(ctx), 0, key_length, key,	\
		custom_length, custom, length, data, out_length, out);	\
  }									\
  int									\
  symcrypt_##kmacxof_name(size_t key_length, const uint8_t *key,	\
			    size_t custom_length, const uint8_t *custom, \
			    size_t length, const uint8_t *data,		\
			    size_t out_length, uint8_t *out)		\
  {									\
    struct symcrypt_##name##_ctx ctx;					\
    return kmac(&name##_kind, &ctx, sizeof(ctx), 1, key_length, key,	\
		custom_length, custom, length, data, out_length, out);	\
  }

SHAKE_DEFINE(shake128, SHAKE128, cshake128, kmac128, kmacxof128)
SHAKE_DEFINE(shake256, SHAKE256, cshake256, kmac256, kmacxof256)

/* TurboSHAKE (RFC 9861, 2.2): the sponge of SHAKE on Keccak-p[1600,
   12], its input padded with the context's domain byte in place of
   SHAKE's suffix.  */
#define TURBOSHAKE_DEFINE(name, UPPER)					\
  void									\
  symcrypt_##name##_init(struct symcrypt_##name##_ctx *ctx,		\
			 uint8_t domain)				\
  {									\
    keccak_zero(ctx->state);						\
    ctx->index = 0;							\
    ctx->squeezing = 0;							\
    ctx->domain = domain;						\
  }									\
  int									\
  symcrypt_##name##_update(struct symcrypt_##name##_ctx *ctx,		\
			   size_t length, const uint8_t *data)		\
  {									\
    if (ctx->squeezing || BAD_PAIR(length, data))			\
      return SYMCRYPT_EINVAL;						\
    sponge_absorb(ctx->state, ctx->block, &ctx->index,			\
		  SYMCRYPT_##UPPER##_BLOCK_SIZE, 12, length, data);	\
    return SYMCRYPT_OK;							\
  }									\
  void									\
  symcrypt_##name##_output(struct symcrypt_##name##_ctx *ctx,		\
			   size_t length, uint8_t *dst)			\
  {									\
    if (!ctx->squeezing)						\
      {									\
	sponge_finish(ctx->state, ctx->block, &ctx->index,		\
		      SYMCRYPT_##UPPER##_BLOCK_SIZE, 12, ctx->domain);	\
	ctx->squeezing = 1;						\
      }									\
    sponge_squeeze(ctx->state, ctx->block, &ctx->index,			\
		   SYMCRYPT_##UPPER##_BLOCK_SIZE, 12, length, dst);	\
  }

TURBOSHAKE_DEFINE(turboshake128, TURBOSHAKE128)
TURBOSHAKE_DEFINE(turboshake256, TURBOSHAKE256)
