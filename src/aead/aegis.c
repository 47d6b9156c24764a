/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* aegis.c -- AEGIS-128L, AEGIS-256 and their X2 and X4 forms
   (symcrypt/aegis.h; draft-irtf-cfrg-aegis-aead): seal, open and the
   MAC of every variant, over the block functions of functions.def.

   The initialisation, the padded last blocks and the finalisation
   are whole blocks of the variant's rate built here and given to the
   same absorb, encrypt and decrypt functions as the message, so that
   assembly runs them too; the state lives in the body's frame (seal,
   open) or the caller's context (the MAC), and the stack of the body
   is wiped after it.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "aegis-internal.h"
#include "macros.h"

/* The draft's constants C0 (the Fibonacci numbers mod 256) and C1.  */
static const uint8_t c0[16] = {
  0x00, 0x01, 0x01, 0x02, 0x03, 0x05, 0x08, 0x0d,
  0x15, 0x22, 0x37, 0x59, 0x90, 0xe9, 0x79, 0x62
};
static const uint8_t c1[16] = {
  0xdb, 0x3d, 0x18, 0x55, 0x6d, 0xc2, 0x2f, 0xf1,
  0x20, 0x11, 0x31, 0x42, 0x73, 0xb5, 0x28, 0xdd
};

static const uint8_t zero[16];

/* DST = A XOR B, eight bytes at a time while they last; inlined, so
   that the calls on 16-byte blocks become two XORs.  */
static SYMCRYPT_ALWAYS_INLINE void
xor_bytes(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t length)
{
  size_t i = 0;
  for (; i + 8 <= length; i += 8)
    host_write_uint64(dst + i,
		      host_read_uint64(a + i) ^ host_read_uint64(b + i));
  for (; i < length; i++)
    dst[i] = a[i] ^ b[i];
}

/* Block J of instance I of STATE.  */
#define BLOCK(v, state, j, i) ((state) + 16 * ((v)->degree * (j) + (i)))

/* Sets block J of every instance to A XOR B.  */
static void
set_row(const struct aegis_variant *v, uint8_t *state, unsigned j,
	const uint8_t *a, const uint8_t *b)
{
  unsigned i;
  for (i = 0; i < v->degree; i++)
    xor_bytes(BLOCK(v, state, j, i), a, b, 16);
}

/* The context separators of the parallel forms, XORed into blocks 3
   and 7 (128) or 3 and 5 (256) of each instance before every update
   of the initialisation: byte 0 the instance, byte 1 the degree less
   one; all zero for one instance.  */
static void
add_contexts(const struct aegis_variant *v, uint8_t *state)
{
  unsigned i;
  for (i = 0; i < v->degree; i++)
    {
      BLOCK(v, state, 3, i)[0] ^= (uint8_t) i;
      BLOCK(v, state, 3, i)[1] ^= (uint8_t) (v->degree - 1);
      BLOCK(v, state, v->lanes - 1, i)[0] ^= (uint8_t) i;
      BLOCK(v, state, v->lanes - 1, i)[1] ^= (uint8_t) (v->degree - 1);
    }
}

/* Copies the 16 bytes at A, XORed with B when B is not NULL, into
   block 0 of each instance of the update's message at BLOCK, from
   byte OFFSET on.  */
static void
repeat_block(const struct aegis_variant *v, uint8_t *block, size_t offset,
	     const uint8_t *a, const uint8_t *b)
{
  unsigned i;
  for (i = 0; i < v->degree; i++)
    if (b)
      xor_bytes(block + offset + 16 * i, a, b, 16);
    else
      memcpy(block + offset + 16 * i, a, 16);
}

/* The draft's Init.  */
static void
init(const struct aegis_variant *v, uint8_t *state, const uint8_t *key,
     const uint8_t *nonce)
{
  uint8_t block[4][AEGIS_MAX_RATE];
  /* The updates of one instance, one after another: 32 bytes each for
     AEGIS-128L, 16 for AEGIS-256.  */
  uint8_t blocks[16 * 32];
  size_t row = 16 * v->degree;
  unsigned r, k;

  if (v->lanes == 8)
    {
      set_row(v, state, 0, key, nonce);
      set_row(v, state, 1, c1, zero);
      set_row(v, state, 2, c0, zero);
      set_row(v, state, 3, c1, zero);
      set_row(v, state, 4, key, nonce);
      set_row(v, state, 5, key, c0);
      set_row(v, state, 6, key, c1);
      set_row(v, state, 7, key, c0);
      repeat_block(v, block[0], 0, nonce, NULL);
      repeat_block(v, block[0], row, key, NULL);
      if (v->degree == 1)
	{
	  /* No contexts: the ten updates in one call.  */
	  for (r = 0; r < 10; r++)
	    memcpy(blocks + r * v->rate, block[0], v->rate);
	  v->absorb(state, 10, blocks);
	}
      else
	for (r = 0; r < 10; r++)
	  {
	    add_contexts(v, state);
	    v->absorb(state, 1, block[0]);
	  }
    }
  else
    {
      const uint8_t *k0 = key, *k1 = key + 16;
      const uint8_t *n0 = nonce, *n1 = nonce + 16;
      set_row(v, state, 0, k0, n0);
      set_row(v, state, 1, k1, n1);
      set_row(v, state, 2, c1, zero);
      set_row(v, state, 3, c0, zero);
      set_row(v, state, 4, k0, c0);
      set_row(v, state, 5, k1, c1);
      repeat_block(v, block[0], 0, k0, NULL);
      repeat_block(v, block[1], 0, k1, NULL);
      repeat_block(v, block[2], 0, k0, n0);
      repeat_block(v, block[3], 0, k1, n1);
      if (v->degree == 1)
	{
	  /* No contexts: the sixteen updates in one call.  */
	  for (r = 0; r < 16; r++)
	    memcpy(blocks + r * v->rate, block[r % 4], v->rate);
	  v->absorb(state, 16, blocks);
	}
      else
	for (r = 0; r < 4; r++)
	  for (k = 0; k < 4; k++)
	    {
	      add_contexts(v, state);
	      v->absorb(state, 1, block[k]);
	    }
    }
}

/* Absorbs LENGTH bytes at DATA, the last block padded with zeros.  */
static void
absorb_padded(const struct aegis_variant *v, uint8_t *state, size_t length,
	      const uint8_t *data)
{
  uint8_t block[AEGIS_MAX_RATE];
  size_t full = length / v->rate, tail = length % v->rate;
  if (full > 0)
    v->absorb(state, full, data);
  if (tail > 0)
    {
      memset(block, 0, v->rate);
      memcpy(block, data + full * v->rate, tail);
      v->absorb(state, 1, block);
    }
}

/* The tag (TAG_LENGTH bytes) of instance I of STATE, after the
   finalisation's updates: for 16 bytes the XOR of blocks 0 to 6
   (128) or 0 to 5 (256); for 32 the XOR of the first half of the
   blocks, then of the second half.  */
static void
instance_tag(const struct aegis_variant *v, const uint8_t *state, unsigned i,
	     size_t tag_length, uint8_t *tag)
{
  unsigned j, n = v->lanes == 8 ? 7 : 6, half = v->lanes / 2;
  memset(tag, 0, tag_length);
  if (tag_length == 16)
    for (j = 0; j < n; j++)
      xor_bytes(tag, tag, BLOCK(v, state, j, i), 16);
  else
    for (j = 0; j < v->lanes; j++)
      xor_bytes(tag + (j < half ? 0 : 16), tag + (j < half ? 0 : 16),
		BLOCK(v, state, j, i), 16);
}

/* The seven updates of the finalisation, in one call: each instance's
   block 2 (128) or 3 (256) XOR LE64(FIRST) || LE64(SECOND) is the
   message, in both halves for the 128 variants; with ONLY_FIRST, of
   instance 0 alone, the rest of the message zero (AEGIS-MAC's last
   step).  */
static void
finalize_updates(const struct aegis_variant *v, uint8_t *state,
		 uint64_t first, uint64_t second, int only_first)
{
  uint8_t u[16], block[7 * AEGIS_MAX_RATE];
  unsigned t = v->lanes == 8 ? 2 : 3, i, r;
  size_t row = 16 * v->degree;

  le_write_uint64(u, first);
  le_write_uint64(u + 8, second);
  memset(block, 0, v->rate);
  for (i = 0; i < (only_first ? 1 : v->degree); i++)
    xor_bytes(block + 16 * i, BLOCK(v, state, t, i), u, 16);
  if (v->lanes == 8)
    memcpy(block + row, block, row);
  for (r = 1; r < 7; r++)
    memcpy(block + r * v->rate, block, v->rate);
  v->absorb(state, 7, block);
}

/* The draft's Finalize: the tags of the instances XORed.  */
static void
finalize(const struct aegis_variant *v, uint8_t *state, uint64_t ad_length,
	 uint64_t length, size_t tag_length, uint8_t *tag)
{
  uint8_t t[32];
  unsigned i;
  finalize_updates(v, state, 8 * ad_length, 8 * length, 0);
  instance_tag(v, state, 0, tag_length, tag);
  for (i = 1; i < v->degree; i++)
    {
      instance_tag(v, state, i, tag_length, t);
      xor_bytes(tag, tag, t, tag_length);
    }
}

/* The stack seal_body and aegis_open_body use (open's arrays and init's,
   which are more than the finalisation's), and the MAC's bodies less,
   for the wipe after them.  */
#define BODY_STACK \
  SYMCRYPT_STACK_USE(2 * AEGIS_MAX_STATE + 6 * AEGIS_MAX_RATE + 16 * 32 + 64)

static void __attribute__((noinline))
seal_body(const struct aegis_variant *v, const uint8_t *key,
	  const uint8_t *nonce, size_t ad_length, const uint8_t *ad,
	  size_t length, uint8_t *dst, size_t tag_length, uint8_t *tag,
	  const uint8_t *src)
{
  uint8_t state[AEGIS_MAX_STATE], block[AEGIS_MAX_RATE];
  size_t full = length / v->rate, tail = length % v->rate;

  init(v, state, key, nonce);
  absorb_padded(v, state, ad_length, ad);
  if (full > 0)
    v->encrypt(state, full, dst, src);
  if (tail > 0)
    {
      memset(block, 0, v->rate);
      memcpy(block, src + full * v->rate, tail);
      v->encrypt(state, 1, block, block);
      memcpy(dst + full * v->rate, block, tail);
    }
  finalize(v, state, ad_length, length, tag_length, tag);
}

/* The tag is copied first: TAG may lie in DST.  A partial last block
   is decrypted with the keystream of the state (an encryption of
   zeros on a copy), and its plaintext padded with zeros absorbed.  */
static int __attribute__((noinline))
aegis_open_body(const struct aegis_variant *v, const uint8_t *key,
		const uint8_t *nonce, size_t ad_length, const uint8_t *ad,
		size_t length, uint8_t *dst, size_t tag_length,
		const uint8_t *tag, const uint8_t *src)
{
  uint8_t state[AEGIS_MAX_STATE], copy[AEGIS_MAX_STATE];
  uint8_t block[AEGIS_MAX_RATE], z[AEGIS_MAX_RATE];
  uint8_t given[32], expected[32];
  size_t full = length / v->rate, tail = length % v->rate;
  size_t size = (size_t) 16 * v->lanes * v->degree;
  int rc;

  memcpy(given, tag, tag_length);
  init(v, state, key, nonce);
  absorb_padded(v, state, ad_length, ad);
  if (full > 0)
    v->decrypt(state, full, dst, src);
  if (tail > 0)
    {
      memcpy(copy, state, size);
      memset(block, 0, v->rate);
      v->encrypt(copy, 1, z, block);
      xor_bytes(block, src + full * v->rate, z, tail);
      v->absorb(state, 1, block);
      memcpy(dst + full * v->rate, block, tail);
    }
  finalize(v, state, ad_length, length, tag_length, expected);
  rc = _symcrypt_memeql_code(expected, given, tag_length);
  if (rc != SYMCRYPT_OK && length > 0)
    memset(dst, 0, length);
  return rc;
}

/* LENGTH bytes at P are a valid argument: P not NULL unless LENGTH is
   0.  */
#define TAKES(length, p) ((length) == 0 || (p) != NULL)

static int
valid_lengths(size_t ad_length, size_t length, size_t tag_length)
{
  return (tag_length == 16 || tag_length == 32)
    && (uint64_t) ad_length <= SYMCRYPT_AEGIS_MAX_LENGTH
    && (uint64_t) length <= SYMCRYPT_AEGIS_MAX_LENGTH;
}

int
_symcrypt_aegis_seal(const struct aegis_variant *v, const uint8_t *key,
		     const uint8_t *nonce, size_t ad_length,
		     const uint8_t *ad, size_t length, uint8_t *dst,
		     size_t tag_length, uint8_t *tag, const uint8_t *src)
{
  if (!valid_lengths(ad_length, length, tag_length)
      || !TAKES(ad_length, ad) || !TAKES(length, src)
      || !TAKES(length, dst) || tag == NULL)
    return SYMCRYPT_EINVAL;
  seal_body(v, key, nonce, ad_length, ad, length, dst, tag_length, tag, src);
  _symcrypt_wipe_stack(BODY_STACK);
  return SYMCRYPT_OK;
}

int
_symcrypt_aegis_open(const struct aegis_variant *v, const uint8_t *key,
		     const uint8_t *nonce, size_t ad_length,
		     const uint8_t *ad, size_t length, uint8_t *dst,
		     size_t tag_length, const uint8_t *tag, const uint8_t *src)
{
  int rc;
  if (!valid_lengths(ad_length, length, tag_length)
      || !TAKES(ad_length, ad) || !TAKES(length, src)
      || !TAKES(length, dst) || tag == NULL)
    return SYMCRYPT_EINVAL;
  rc = aegis_open_body(v, key, nonce, ad_length, ad, length, dst,
		       tag_length, tag, src);
  _symcrypt_wipe_stack(BODY_STACK);
  return rc;
}

static void __attribute__((noinline))
mac_init_body(const struct aegis_variant *v, uint8_t *state,
	      const uint8_t *key, const uint8_t *nonce)
{
  init(v, state, key, nonce);
}

void
_symcrypt_aegis_mac_init(const struct aegis_variant *v, uint8_t *state,
			 uint64_t *count, const uint8_t *key,
			 const uint8_t *nonce)
{
  mac_init_body(v, state, key, nonce);
  *count = 0;
  _symcrypt_wipe_stack(BODY_STACK);
}

/* The partial block waits in BLOCK; whole blocks go straight from
   DATA.  */
void
_symcrypt_aegis_mac_update(const struct aegis_variant *v, uint8_t *state,
			   uint64_t *count, uint8_t *block, size_t length,
			   const uint8_t *data)
{
  size_t used = (size_t) (*count % v->rate), full;
  if (length == 0)
    return;
  *count += length;
  if (used > 0)
    {
      size_t take = v->rate - used < length ? v->rate - used : length;
      memcpy(block + used, data, take);
      data += take;
      length -= take;
      if (used + take < v->rate)
	return;
      v->absorb(state, 1, block);
    }
  full = length / v->rate;
  if (full > 0)
    v->absorb(state, full, data);
  memcpy(block, data + full * v->rate, length % v->rate);
}

/* AEGIS-MAC's end: the padded last block, the finalisation with the
   data's and the tag's length in bits, and for more than one
   instance FinalizeMac's second step: the other instances' tags
   (instance 0's too for the 128 variants' 16-byte tag) absorbed into
   instance 0, 32 bytes an update in its two message blocks (128) or
   16 in its one (256), then seven more updates with the degree and
   the tag length.  The tag is instance 0's.  */
static void __attribute__((noinline))
mac_end_body(const struct aegis_variant *v, uint8_t *state, uint64_t count,
	     uint8_t *block, size_t tag_length, uint8_t *tag)
{
  uint8_t tags[4 * 32], message[AEGIS_MAX_RATE];
  size_t used = (size_t) (count % v->rate), n = 0, p, piece;
  size_t row = 16 * v->degree;
  unsigned i;

  if (used > 0)
    {
      memset(block + used, 0, v->rate - used);
      v->absorb(state, 1, block);
    }
  finalize_updates(v, state, 8 * count, 8 * tag_length, 0);
  if (v->degree > 1)
    {
      for (i = v->lanes == 8 && tag_length == 16 ? 0 : 1; i < v->degree; i++)
	{
	  instance_tag(v, state, i, tag_length, tags + n);
	  n += tag_length;
	}
      piece = v->lanes == 8 ? 32 : 16;
      for (p = 0; p < n; p += piece)
	{
	  memset(message, 0, v->rate);
	  memcpy(message, tags + p, 16);
	  if (v->lanes == 8)
	    memcpy(message + row, tags + p + 16, 16);
	  v->absorb(state, 1, message);
	}
      finalize_updates(v, state, v->degree, 8 * tag_length, 1);
    }
  instance_tag(v, state, 0, tag_length, tag);
}

/* Writes the tag to TAG, or with EXPECTED not NULL compares it with
   the TAG_LENGTH bytes there; wipes the context either way.  */
int
_symcrypt_aegis_mac_digest(const struct aegis_variant *v, uint8_t *state,
			   uint64_t *count, uint8_t *block,
			   size_t tag_length, uint8_t *tag,
			   const uint8_t *expected)
{
  uint8_t computed[32];
  int rc = SYMCRYPT_OK;
  size_t size = (size_t) 16 * v->lanes * v->degree;

  if ((tag_length != 16 && tag_length != 32)
      || (tag == NULL && expected == NULL))
    return SYMCRYPT_EINVAL;
  mac_end_body(v, state, *count, block, tag_length, computed);
  _symcrypt_wipe_stack(BODY_STACK);
  if (expected)
    rc = _symcrypt_memeql_code(computed, expected, tag_length);
  else
    memcpy(tag, computed, tag_length);
  _symcrypt_wipe(computed, sizeof(computed));
  _symcrypt_wipe(state, size);
  _symcrypt_wipe(block, v->rate);
  *count = 0;
  return rc;
}

/* The block functions of each variant, as functions of their own (in
   a fat build the names are pointers, chosen at load time), its
   description, and the public functions.  */
#define AEGIS_DEFINE(name, lanes, degree, rate)		\
  static void								\
  name##_absorb(uint8_t *state, size_t blocks, const uint8_t *src)	\
  {									\
    _symcrypt_##name##_absorb(state, blocks, src);			\
  }									\
  static void								\
  name##_encrypt(uint8_t *state, size_t blocks, uint8_t *dst,		\
		 const uint8_t *src)					\
  {									\
    _symcrypt_##name##_encrypt(state, blocks, dst, src);		\
  }									\
  static void								\
  name##_decrypt(uint8_t *state, size_t blocks, uint8_t *dst,		\
		 const uint8_t *src)					\
  {									\
    _symcrypt_##name##_decrypt(state, blocks, dst, src);		\
  }									\
  static const struct aegis_variant name = {				\
    lanes, degree, rate,					\
    name##_absorb, name##_encrypt, name##_decrypt			\
  };									\
  int									\
  symcrypt_##name##_seal(const uint8_t *key, const uint8_t *nonce,	\
			 size_t ad_length, const uint8_t *ad,		\
			 size_t tag_length, size_t length, uint8_t *dst, \
			 const uint8_t *src)				\
  {									\
    if (dst == NULL || length > SIZE_MAX - 32)				\
      return SYMCRYPT_EINVAL;						\
    return _symcrypt_aegis_seal(&name, key, nonce, ad_length, ad, length, \
				dst, tag_length, dst + length, src);	\
  }									\
  int									\
  symcrypt_##name##_open(const uint8_t *key, const uint8_t *nonce,	\
			 size_t ad_length, const uint8_t *ad,		\
			 size_t tag_length, size_t length, uint8_t *dst, \
			 const uint8_t *src)				\
  {									\
    if (length < tag_length || src == NULL)				\
      return SYMCRYPT_EINVAL;						\
    return _symcrypt_aegis_open(&name, key, nonce, ad_length, ad,	\
				length - tag_length, dst, tag_length,	\
				src + length - tag_length, src);	\
  }									\
  int									\
  symcrypt_##name##_seal_detached(const uint8_t *key,			\
				  const uint8_t *nonce,			\
				  size_t ad_length, const uint8_t *ad,	\
				  size_t length, uint8_t *dst,		\
				  size_t tag_length, uint8_t *tag,	\
				  const uint8_t *src)			\
  {									\
    return _symcrypt_aegis_seal(&name, key, nonce, ad_length, ad, length, \
				dst, tag_length, tag, src);		\
  }									\
  int									\
  symcrypt_##name##_open_detached(const uint8_t *key,			\
				  const uint8_t *nonce,			\
				  size_t ad_length, const uint8_t *ad,	\
				  size_t length, uint8_t *dst,		\
				  size_t tag_length, const uint8_t *tag, \
				  const uint8_t *src)			\
  {									\
    return _symcrypt_aegis_open(&name, key, nonce, ad_length, ad, length, \
				dst, tag_length, tag, src);		\
  }									\
  void									\
  symcrypt_##name##_mac_init(struct symcrypt_##name##_mac_ctx *ctx,	\
			     const uint8_t *key, const uint8_t *nonce)	\
  {									\
    _symcrypt_aegis_mac_init(&name, ctx->state, &ctx->length, key, nonce); \
  }									\
  void									\
  symcrypt_##name##_mac_update(struct symcrypt_##name##_mac_ctx *ctx,	\
			       size_t length, const uint8_t *data)	\
  {									\
    _symcrypt_aegis_mac_update(&name, ctx->state, &ctx->length,		\
			       ctx->block, length, data);		\
  }									\
  int									\
  symcrypt_##name##_mac_digest(struct symcrypt_##name##_mac_ctx *ctx,	\
			       size_t tag_length, uint8_t *tag)		\
  {									\
    if (tag == NULL)							\
      return SYMCRYPT_EINVAL;						\
    return _symcrypt_aegis_mac_digest(&name, ctx->state, &ctx->length,	\
				      ctx->block, tag_length, tag, NULL); \
  }									\
  int									\
  symcrypt_##name##_mac_verify(struct symcrypt_##name##_mac_ctx *ctx,	\
			       size_t tag_length, const uint8_t *tag)	\
  {									\
    if (tag == NULL)							\
      return SYMCRYPT_EINVAL;						\
    return _symcrypt_aegis_mac_digest(&name, ctx->state, &ctx->length,	\
				      ctx->block, tag_length, NULL, tag); \
  }

AEGIS_DEFINE(aegis128l, 8, 1, 32)
AEGIS_DEFINE(aegis128x2, 8, 2, 64)
AEGIS_DEFINE(aegis128x4, 8, 4, 128)
AEGIS_DEFINE(aegis256, 6, 1, 16)
AEGIS_DEFINE(aegis256x2, 6, 2, 32)
AEGIS_DEFINE(aegis256x4, 6, 4, 64)
