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

#include <stddef.h>

#include "sha3-internal.h"

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
  *c.squeezing = 0;
}

static SYMCRYPT_ALWAYS_INLINE int
shake_update(const struct shake_kind *k, void *ctx,
	     size_t length, const uint8_t *data)
{
  struct shake_fields c = shake_fields(k, ctx);
  if (*c.squeezing || BAD_PAIR(length, data))
    return SYMCRYPT_EINVAL;
  sponge_absorb(c.state, c.block, c.index, k->rate, length, data);
  return SYMCRYPT_OK;
}

/* The output with SUFFIX's padding (SHAKE's, or cSHAKE's for KMAC).  */
static SYMCRYPT_ALWAYS_INLINE void
shake_squeeze(const struct shake_kind *k, void *ctx, uint8_t suffix,
	      size_t length, uint8_t *dst)
{
  struct shake_fields c = shake_fields(k, ctx);
  if (!*c.squeezing)
    {
      sponge_finish(c.state, c.block, c.index, k->rate, suffix);
      *c.squeezing = 1;
    }
  sponge_squeeze(c.state, c.block, c.index, k->rate, length, dst);
}

/* The public SHAKE functions for NAME with rate
   SYMCRYPT_<UPPER>_BLOCK_SIZE, and NAME_squeeze for KMAC.  */
#define SHAKE_DEFINE(name, UPPER)					\
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
  static void								\
  name##_squeeze(void *ctx, uint8_t suffix, size_t length, uint8_t *dst) \
  { shake_squeeze(&name##_kind, ctx, suffix, length, dst); }		\
  void									\
  symcrypt_##name##_output(struct symcrypt_##name##_ctx *ctx,		\
			   size_t length, uint8_t *dst)			\
  { name##_squeeze(ctx, KECCAK_SUFFIX_SHAKE, length, dst); }		\
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

/* KMAC as the function below sees it: its SHAKE and that SHAKE's
   functions, taking the context through a void pointer.  */
struct kmac_kind
{
  const struct shake_kind *shake;
  void (*init)(void *ctx);
  void (*update)(void *ctx, size_t length, const uint8_t *data);
  void (*squeeze)(void *ctx, uint8_t suffix, size_t length, uint8_t *dst);
};

static SYMCRYPT_ALWAYS_INLINE void
kmac_bytepad_end(const struct kmac_kind *k, void *ctx)
{
  unsigned index = *shake_fields(k->shake, ctx).index;
  if (index > 0)
    k->update(ctx, k->shake->rate - index, zeros);
}

/* left_encode(rate), where each bytepad starts.  */
static SYMCRYPT_ALWAYS_INLINE void
kmac_bytepad_start(const struct kmac_kind *k, void *ctx)
{
  uint8_t code[10];
  size_t n = encode_number(code, 0, k->shake->rate, 1);
  k->update(ctx, n, code);
}

static SYMCRYPT_ALWAYS_INLINE void
kmac_encode_string(const struct kmac_kind *k, void *ctx,
		   size_t length, const uint8_t *s)
{
  uint8_t code[10];
  size_t n = encode_bits(code, length, 1);
  k->update(ctx, n, code);
  k->update(ctx, length, s);
}

/* KMAC (SP 800-185, 4.3) in CTX, of CTX_SIZE bytes: cSHAKE (3.3) of
     bytepad(encode_string(K), rate) || X || right_encode(L)
   with function name N = "KMAC" and customization S, which first
   absorbs bytepad(encode_string(N) || encode_string(S), rate), and
   pads with cSHAKE's suffix.  Each bytepad starts at a block
   boundary, so it ends by filling the block up with zeros.  */
static SYMCRYPT_ALWAYS_INLINE int
kmac(const struct kmac_kind *k, void *ctx, size_t ctx_size,
     size_t key_length, const uint8_t *key,
     size_t custom_length, const uint8_t *custom,
     size_t length, const uint8_t *data,
     size_t out_length, uint8_t *out)
{
  static const uint8_t function_name[4] = { 'K', 'M', 'A', 'C' };
  uint8_t code[10];

  if (out_length == 0 || BAD_PAIR(key_length, key)
      || BAD_PAIR(custom_length, custom) || BAD_PAIR(length, data)
      || out == NULL)
    return SYMCRYPT_EINVAL;
  k->init(ctx);
  kmac_bytepad_start(k, ctx);
  kmac_encode_string(k, ctx, sizeof(function_name), function_name);
  kmac_encode_string(k, ctx, custom_length, custom);
  kmac_bytepad_end(k, ctx);
  kmac_bytepad_start(k, ctx);
  kmac_encode_string(k, ctx, key_length, key);
  kmac_bytepad_end(k, ctx);
  k->update(ctx, length, data);
  k->update(ctx, encode_bits(code, out_length, 0), code);
  k->squeeze(ctx, KECCAK_SUFFIX_CSHAKE, out_length, out);
  _symcrypt_wipe(ctx, ctx_size);
  return SYMCRYPT_OK;
}

/* symcrypt_KMAC on the SHAKE context of NAME.  */
#define KMAC_DEFINE(kmac_name, name)					\
  static void								\
  kmac_name##_init(void *ctx)						\
  { symcrypt_##name##_init(ctx); }					\
  static void								\
  kmac_name##_update(void *ctx, size_t length, const uint8_t *data)	\
  { symcrypt_##name##_update(ctx, length, data); }			\
  static const struct kmac_kind kmac_name##_kind = {			\
    &name##_kind, kmac_name##_init, kmac_name##_update,			\
    name##_squeeze };							\
  int									\
  symcrypt_##kmac_name(size_t key_length, const uint8_t *key,		\
		       size_t custom_length, const uint8_t *custom,	\
		       size_t length, const uint8_t *data,		\
		       size_t out_length, uint8_t *out)			\
  {									\
    struct symcrypt_##name##_ctx ctx;					\
    return kmac(&kmac_name##_kind, &ctx, sizeof(ctx),			\
		key_length, key, custom_length, custom,			\
		length, data, out_length, out);				\
  }

KMAC_DEFINE(kmac128, shake128)
KMAC_DEFINE(kmac256, shake256)
