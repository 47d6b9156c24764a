/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sp800-185.c -- TupleHash and ParallelHash (NIST SP 800-185, 5 and
   6) and their XOF forms, on the public cSHAKE and SHAKE functions
   (shake.c).

   ParallelHash hashes each block of its input with SHAKE on its own:
   groups of eight, four or two blocks go through the many-state
   absorbing functions (keccak_absorb_x8, _x4, _x2) where their variant
   in use is assembly, whose C twins run the states one after the other
   and are no faster than one state; fewer blocks than the narrowest
   such width go in it if they fill half its lanes, the others idle
   (two or three in four lanes on x86_64, where the 24-round code has
   no two-state assembly and four AVX2 states take less time than two
   one after the other: doc/sha3.md); the rest one at a time.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "lanes.h"
#include "sha3-internal.h"

#define MAX_LANES 8

/* Either SHAKE as the functions below see it: its rate, the bytes of
   a block's hash in ParallelHash (twice its security strength), and
   its functions, taking the context through a void pointer.  */
struct xof_kind
{
  unsigned rate;
  unsigned leaf_size;
  void (*cshake_init)(void *ctx, size_t name_length, const uint8_t *name,
		      size_t custom_length, const uint8_t *custom);
  void (*absorb)(void *ctx, size_t length, const uint8_t *data);
  void (*output)(void *ctx, size_t length, uint8_t *dst);
  void (*shake)(size_t length, const uint8_t *data, size_t out_length,
		uint8_t *out);
};

union xof_ctx
{
  struct symcrypt_shake128_ctx shake128;
  struct symcrypt_shake256_ctx shake256;
};

#define XOF_DEFINE(name, cshake_name, leaf)				\
  static void								\
  name##_cshake_init(void *ctx, size_t name_length, const uint8_t *name, \
		     size_t custom_length, const uint8_t *custom)	\
  {									\
    symcrypt_##cshake_name##_init(ctx, name_length, name,		\
				  custom_length, custom);		\
  }									\
  static void								\
  name##_absorb(void *ctx, size_t length, const uint8_t *data)		\
  {									\
    symcrypt_##name##_update(ctx, length, data);			\
  }									\
  static void								\
  name##_output(void *ctx, size_t length, uint8_t *dst)			\
  {									\
    symcrypt_##name##_output(ctx, length, dst);				\
  }									\
  static const struct xof_kind name##_kind = {				\
    sizeof(((struct symcrypt_##name##_ctx *) 0)->block), leaf,		\
    name##_cshake_init, name##_absorb, name##_output, symcrypt_##name };

XOF_DEFINE(shake128, cshake128, 32)
XOF_DEFINE(shake256, cshake256, 64)

/* The encoding of X (left_encode or right_encode) absorbed.  */
static void
absorb_number(const struct xof_kind *k, void *ctx, uint64_t x, int left)
{
  uint8_t code[SP800_185_ENCODE_MAX];
  k->absorb(ctx, sp800_185_encode(code, x, left), code);
}

/* right_encode(L), L the output's bits, or right_encode(0) for the XOF
   forms, absorbed; then the output.  */
static void
finish(const struct xof_kind *k, void *ctx, int xof, size_t out_length,
       uint8_t *out)
{
  uint8_t code[SP800_185_ENCODE_MAX];
  k->absorb(ctx, sp800_185_encode_bits(code, xof ? 0 : out_length, 0),
	    code);
  k->output(ctx, out_length, out);
  _symcrypt_wipe(ctx, sizeof(union xof_ctx));
}

/* TupleHash (5.3): cSHAKE of encode_string(X_1) || ... ||
   encode_string(X_n) || right_encode(L), function name "TupleHash".  */
static int
tuplehash(const struct xof_kind *k, int xof, size_t n,
	  const uint8_t *const *items, const size_t *lengths,
	  size_t custom_length, const uint8_t *custom,
	  size_t out_length, uint8_t *out)
{
  static const uint8_t function_name[9] = "TupleHash";
  uint8_t code[SP800_185_ENCODE_MAX];
  union xof_ctx ctx;
  size_t i;

  if (out_length == 0 || out == NULL || BAD_PAIR(custom_length, custom)
      || (n > 0 && (items == NULL || lengths == NULL)))
    return SYMCRYPT_EINVAL;
  for (i = 0; i < n; i++)
    if (BAD_PAIR(lengths[i], items[i]))
      return SYMCRYPT_EINVAL;
  k->cshake_init(&ctx, sizeof(function_name), function_name,
		 custom_length, custom);
  for (i = 0; i < n; i++)
    {
      k->absorb(&ctx, sp800_185_encode_bits(code, lengths[i], 1), code);
      k->absorb(&ctx, lengths[i], items[i]);
    }
  finish(k, &ctx, xof, out_length, out);
  return SYMCRYPT_OK;
}

/* COUNT blocks of BLOCK_SIZE bytes from DATA on, each hashed with
   SHAKE to K->leaf_size bytes at OUT, OUT + K->leaf_size, ..., in
   WIDTH (at least COUNT) interleaved states through ABSORB
   (keccak_absorb_x8, _x4 or _x2), the lanes past COUNT idle (reading
   the first block): the whole rate-sized pieces of every block
   straight from DATA, then each block's last piece padded in a buffer
   of its own.  */
static void
leaves_in_lanes(const struct xof_kind *k, unsigned width, unsigned count,
		void (*absorb)(uint64_t *, size_t, const uint8_t *const *,
			       unsigned),
		size_t block_size, const uint8_t *data, uint8_t *out)
{
  uint64_t states[MAX_LANES * KECCAK_LANES] SYMCRYPT_LINE_ALIGNED;
  uint8_t last[MAX_LANES][KECCAK_MAX_RATE];
  const uint8_t *pieces[MAX_LANES];
  size_t whole = block_size / k->rate, rest = block_size % k->rate;
  unsigned i, j;

  memset(states, 0, width * KECCAK_LANES * 8);
  for (j = 0; j < width; j++)
    pieces[j] = data + (j < count ? j : 0) * block_size;
  if (whole > 0)
    absorb(states, whole, pieces, k->rate);
  for (j = 0; j < count; j++)
    {
      memcpy(last[j], pieces[j] + whole * k->rate, rest);
      memset(last[j] + rest, 0, k->rate - rest);
      last[j][rest] = KECCAK_SUFFIX_SHAKE;
      last[j][k->rate - 1] |= 0x80;
      pieces[j] = last[j];
    }
  for (; j < width; j++)
    pieces[j] = last[0];
  absorb(states, 1, pieces, k->rate);
  /* State j's lane i is element width i + j (keccak_permute_x8).  */
  for (j = 0; j < count; j++)
    for (i = 0; i < k->leaf_size / 8; i++)
      keccak_write_lane(out + j * k->leaf_size + 8 * i,
			states[width * i + j]);
  _symcrypt_wipe(states, sizeof(states));
}

/* ParallelHash (6.3): cSHAKE of left_encode(B) || z_0 || ... ||
   z_{n-1} || right_encode(n) || right_encode(L), function name
   "ParallelHash", where z_i is SHAKE of block i of the input.  */
static int
parallelhash(const struct xof_kind *k, int xof, size_t block_size,
	     size_t length, const uint8_t *data,
	     size_t custom_length, const uint8_t *custom,
	     size_t out_length, uint8_t *out)
{
  static const uint8_t function_name[12] = "ParallelHash";
  uint8_t leaves[MAX_LANES * 64];
  union xof_ctx ctx;
  size_t n, i;

  if (block_size == 0 || out_length == 0 || out == NULL
      || BAD_PAIR(length, data) || BAD_PAIR(custom_length, custom))
    return SYMCRYPT_EINVAL;
  n = length / block_size + (length % block_size > 0);
  k->cshake_init(&ctx, sizeof(function_name), function_name,
		 custom_length, custom);
  absorb_number(k, &ctx, block_size, 1);
  for (i = 0; i < n;)
    {
      /* The whole blocks left, side by side while two or more are,
	 with idle lanes where they fill half the width.  */
      size_t whole = length / block_size - i;
      unsigned width = whole >= 2
	? _symcrypt_lanes_choose_half(SYMCRYPT_FN_keccak_absorb, whole) : 0;
      if (width > 1)
	{
	  unsigned count = width < whole ? width : (unsigned) whole;
	  leaves_in_lanes(k, width, count,
			  width == 8 ? _symcrypt_keccak_absorb_x8
			  : width == 4 ? _symcrypt_keccak_absorb_x4
			  : _symcrypt_keccak_absorb_x2,
			  block_size, data + i * block_size, leaves);
	  k->absorb(&ctx, count * k->leaf_size, leaves);
	  i += count;
	}
      else
	{
	  size_t left = length - i * block_size;
	  k->shake(left < block_size ? left : block_size,
		   data + i * block_size, k->leaf_size, leaves);
	  k->absorb(&ctx, k->leaf_size, leaves);
	  i++;
	}
    }
  absorb_number(k, &ctx, n, 0);
  finish(k, &ctx, xof, out_length, out);
  return SYMCRYPT_OK;
}

#define SP800_185_DEFINE(bits)						\
  int									\
  symcrypt_tuplehash##bits(size_t n, const uint8_t *const *items,	\
			   const size_t *lengths, size_t custom_length,	\
			   const uint8_t *custom,			\
			   size_t out_length, uint8_t *out)		\
  {									\
    return tuplehash(&shake##bits##_kind, 0, n, items, lengths,		\
		     custom_length, custom, out_length, out);		\
  }									\
  int									\
  symcrypt_tuplehash##bits##_xof(size_t n, const uint8_t *const *items,	\
				 const size_t *lengths,			\
				 size_t custom_length,			\
				 const uint8_t *custom,			\
				 size_t out_length, uint8_t *out)	\
  {									\
    return tuplehash(&shake##bits##_kind, 1, n, items, lengths,		\
		     custom_length, custom, out_length, out);		\
  }									\
  int									\
  symcrypt_parallelhash##bits(size_t block_size, size_t length,		\
			      const uint8_t *data, size_t custom_length, \
			      const uint8_t *custom,			\
			      size_t out_length, uint8_t *out)		\
  {									\
    return parallelhash(&shake##bits##_kind, 0, block_size, length,	\
			data, custom_length, custom, out_length, out);	\
  }									\
  int									\
  symcrypt_parallelhash##bits##_xof(size_t block_size, size_t length,	\
				    const uint8_t *data,		\
				    size_t custom_length,		\
				    const uint8_t *custom,		\
				    size_t out_length, uint8_t *out)	\
  {									\
    return parallelhash(&shake##bits##_kind, 1, block_size, length,	\
			data, custom_length, custom, out_length, out);	\
  }

SP800_185_DEFINE(128)
SP800_185_DEFINE(256)
