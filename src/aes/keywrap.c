/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* keywrap.c -- AES key wrap (RFC 3394, NIST SP 800-38F's KW) and key
   wrap with padding (RFC 5649, KWP) for the three key sizes, on the
   replaceable aes_kw_wrap and aes_kw_unwrap (the six passes) and
   aes_encrypt_blocks and aes_decrypt_blocks (a single block).

   Wrapping runs six passes over the n 64-bit blocks of key data R[i]
   with the integrity register A: B = E(K, A | R[i]), A = MSB64(B) XOR
   t with t = n j + i, R[i] = LSB64(B).  Each step waits for the one
   before.  Unwrapping runs the steps backwards with the decryption
   keys into a copy on the stack, checks A in constant time, and only
   then copies the key data out.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/aes-modes.h>

#include "aes-internal.h"
#include "macros.h"

/* The initial values: RFC 3394, 2.2.3.1, and RFC 5649, 3 (its first
   half; the second is the length of the key data).  */
#define KW_IV UINT64_C(0xa6a6a6a6a6a6a6a6)
#define KWP_IV_HIGH UINT64_C(0xa65959a6)

/* The C twins of aes_kw_wrap and aes_kw_unwrap: a block function
   call a step, A and R[i] through B, in a body whose stack the twin
   wipes after it (the assembly keeps them in registers, so a wrap
   that runs it has nothing on the stack to wipe).  */
static void __attribute__((noinline))
kw_wrap_steps(const uint8_t *keys, unsigned nr, size_t n, uint8_t *buf)
{
  uint8_t b[16];
  uint64_t t = 1;
  unsigned j;
  size_t i;
  memcpy(b, buf, 8);
  for (j = 0; j < 6; j++)
    for (i = 1; i <= n; i++, t++)
      {
	memcpy(b + 8, buf + 8 * i, 8);
	_symcrypt_aes_encrypt_blocks(keys, nr, 1, b, b);
	WRITE_UINT64(b, READ_UINT64(b) ^ t);
	memcpy(buf + 8 * i, b + 8, 8);
      }
  memcpy(buf, b, 8);
  _symcrypt_wipe(b, sizeof(b));
}

void
_symcrypt_aes_kw_wrap_c(const uint8_t *keys, unsigned nr, size_t n,
			uint8_t *buf)
{
  kw_wrap_steps(keys, nr, n, buf);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(16));
}

void
_symcrypt_aes_kw_unwrap_c(const uint8_t *keys, unsigned nr, size_t n,
			  uint8_t *buf)
{
  uint8_t b[16];
  uint64_t t = 6 * (uint64_t) n;
  unsigned j;
  size_t i;
  memcpy(b, buf, 8);
  for (j = 0; j < 6; j++)
    for (i = n; i > 0; i--, t--)
      {
	WRITE_UINT64(b, READ_UINT64(b) ^ t);
	memcpy(b + 8, buf + 8 * i, 8);
	_symcrypt_aes_decrypt_blocks(keys, nr, 1, b, b);
	memcpy(buf + 8 * i, b + 8, 8);
      }
  memcpy(buf, b, 8);
  _symcrypt_wipe(b, sizeof(b));
}

/* DST = A | the wrapped LENGTH bytes of SRC (a multiple of 8, 16 or
   more); with PADDED the key data is LENGTH bytes of SRC then zeros up
   to the next multiple of 8, and 8 bytes of it are one block.  Nothing
   secret stays in this frame: the key data goes straight to DST, and
   the C twins wipe their own stack.  */
static int
wrap(const uint8_t *keys, uint32_t direction, unsigned nr, uint64_t a,
     size_t length, size_t padded, uint8_t *dst, const uint8_t *src)
{
  if (direction != AES_ENCRYPT || dst == NULL || src == NULL)
    return SYMCRYPT_EINVAL;
  memmove(dst + 8, src, length);
  memset(dst + 8 + length, 0, padded - length);
  WRITE_UINT64(dst, a);
  if (padded == 8)
    _symcrypt_aes_encrypt_blocks(keys, nr, 1, dst, dst);
  else
    _symcrypt_aes_kw_wrap(keys, nr, padded / 8, dst);
  return SYMCRYPT_OK;
}

/* 1 if X is not 0, else 0, without a branch.  */
static inline uint64_t
nonzero(uint64_t x)
{
  return (x | (0 - x)) >> 63;
}

/* Unwraps the LENGTH bytes at SRC (a multiple of 8, 16 or more) into
   BUF, LENGTH bytes: the integrity value, then the key data R; returns
   0 if the integrity value is right,
   else non-zero, the check in constant time.  Without PADDED the
   value is KW_IV; with it, KWP_IV_HIGH and a length MLI of the key
   data that fits the blocks, the padding zero, and *OUT_LENGTH is
   set to MLI (even when the check fails: it is only read on
   success).  */
static uint64_t
unwrap_check(const uint8_t *keys, unsigned nr, int padded, size_t length,
	     uint8_t *buf, const uint8_t *src, size_t *out_length)
{
  size_t n = length / 8 - 1;
  const uint8_t *r = buf + 8;
  uint64_t a, mli, bad, shift, zeros;
  if (n == 1)
    _symcrypt_aes_decrypt_blocks(keys, nr, 1, buf, src);
  else
    {
      memcpy(buf, src, length);
      _symcrypt_aes_kw_unwrap(keys, nr, n, buf);
    }
  a = READ_UINT64(buf);
  if (!padded)
    return nonzero(a ^ KW_IV);
  /* KWP: 8 (n - 1) < MLI <= 8 n, and the bytes of the last block from
     MLI on, the low 8 (8 n - MLI) bits of it read as a big-endian
     number, are zero: a mask made by a shift, so that no address
     depends on MLI.  */
  mli = a & 0xffffffff;
  bad = nonzero((a >> 32) ^ KWP_IV_HIGH);
  bad |= nonzero((mli - 8 * (n - 1) - 1) >> 3);
  shift = (8 * (8 * (uint64_t) n - mli)) & 63;
  zeros = READ_UINT64(r + 8 * (n - 1)) & (((uint64_t) 1 << shift) - 1);
  bad |= nonzero(zeros);
  *out_length = (size_t) mli;
  return bad;
}

/* The unwrapped key data, *OUT_LENGTH bytes, to DST if the check
   passes; nothing written otherwise.  */
static int __attribute__((noinline))
unwrap_body(const uint8_t *keys, unsigned nr, int padded, size_t length,
	    uint8_t *dst, size_t *out_length, const uint8_t *src)
{
  uint8_t buf[length];
  const uint8_t *r = buf + 8;
  size_t mli = length - 8;
  uint64_t bad = unwrap_check(keys, nr, padded, length, buf, src, &mli);
  int rc = SYMCRYPT_EAUTH;
  if (!bad)
    {
      /* The blocks before the last, then the bytes of the last one
	 that are key data (all 8 without padding), so that the length
	 in the integrity value, public only now, is no copy's length.  */
      size_t before = length - 16, i;
      memcpy(dst, r, before);
      for (i = before; i < before + 8; i++)
	if (i < mli)
	  dst[i] = r[i];
      *out_length = mli;
      rc = SYMCRYPT_OK;
    }
  _symcrypt_wipe(buf, length);
  return rc;
}

static int
unwrap(const uint8_t *keys, uint32_t direction, unsigned nr, int padded,
       size_t length, uint8_t *dst, size_t *out_length, const uint8_t *src)
{
  int rc;
  if (direction != AES_DECRYPT || dst == NULL || src == NULL
      || out_length == NULL || length % 8 != 0
      || length < (padded ? 16 : 24)
      || length - 8 > SYMCRYPT_AES_KEYWRAP_MAX_SIZE)
    return SYMCRYPT_EINVAL;
  rc = unwrap_body(keys, nr, padded, length, dst, out_length, src);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(length + 16));
  return rc;
}

/* The public functions for AES-BITS.  */
#define KEYWRAP_DEFINE(bits)						\
  int									\
  symcrypt_aes##bits##_keywrap(const struct symcrypt_aes##bits##_ctx *ctx, \
			       size_t length, uint8_t *dst,		\
			       const uint8_t *src)			\
  {									\
    if (length % 8 != 0 || length < 16					\
	|| length > SYMCRYPT_AES_KEYWRAP_MAX_SIZE)			\
      return SYMCRYPT_EINVAL;						\
    return wrap(ctx->keys, ctx->direction, SYMCRYPT_AES##bits##_ROUNDS, \
		KW_IV, length, length, dst, src);			\
  }									\
  int									\
  symcrypt_aes##bits##_keyunwrap(const struct symcrypt_aes##bits##_ctx *ctx, \
				 size_t length, uint8_t *dst,		\
				 const uint8_t *src)			\
  {									\
    size_t out_length;							\
    return unwrap(ctx->keys, ctx->direction,				\
		  SYMCRYPT_AES##bits##_ROUNDS, 0, length, dst,		\
		  &out_length, src);					\
  }									\
  int									\
  symcrypt_aes##bits##_keywrap_pad(const struct symcrypt_aes##bits##_ctx *ctx, \
				   size_t length, uint8_t *dst,	\
				   const uint8_t *src)			\
  {									\
    if (length == 0 || length > SYMCRYPT_AES_KEYWRAP_MAX_SIZE)		\
      return SYMCRYPT_EINVAL;						\
    return wrap(ctx->keys, ctx->direction, SYMCRYPT_AES##bits##_ROUNDS, \
		KWP_IV_HIGH << 32 | length, length, (length + 7) / 8 * 8, \
		dst, src);						\
  }									\
  int									\
  symcrypt_aes##bits##_keyunwrap_pad(const struct symcrypt_aes##bits##_ctx *ctx, \
				     size_t length, uint8_t *dst,	\
				     size_t *out_length,		\
				     const uint8_t *src)		\
  {									\
    return unwrap(ctx->keys, ctx->direction,				\
		  SYMCRYPT_AES##bits##_ROUNDS, 1, length, dst,		\
		  out_length, src);					\
  }

KEYWRAP_DEFINE(128)
KEYWRAP_DEFINE(192)
KEYWRAP_DEFINE(256)
