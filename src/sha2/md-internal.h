/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* md-internal.h -- the Merkle-Damgard block buffering shared by MD5,
   SHA-1 and SHA-2.

   Every hash context has the fields
     state[]   the chaining words,
     count     whole blocks compressed so far,
     index     bytes waiting in block[],
     block[]   one block (its size is sizeof(block)),
   and a multi-block compression function
     compress(state, n_blocks, data).
   These macros are shared by hashes whose contexts are distinct types
   with the same fields (SHA-224 and SHA-256, SHA-384 and SHA-512).  */
#ifndef SYMCRYPT_MD_INTERNAL_H
#define SYMCRYPT_MD_INTERNAL_H

#include <string.h>

#include "macros.h"

/* Copies the LENGTH (below a block) bytes at SRC to the start of a
   hash's block DST: whole 16 bytes with one 16-byte copy each, then
   the rest.  The last block's vector loads (the SHA extensions' 16
   bytes, and the like) read the pieces the stores wrote and take
   their data straight from the stores; a variable-length memcpy that
   the compiler expands into overlapping 8-byte stores at other
   offsets made each such load wait until the stores reached the
   cache: HMAC-SHA256 of 32 bytes with a reused key took 222 TSC ticks
   instead of 160 (AMD EPYC Zen 4, family 25 model 17).  */
static SYMCRYPT_ALWAYS_INLINE void
md_copy_tail(uint8_t *dst, const uint8_t *src, size_t length)
{
  size_t i;

  for (i = 0; i + 16 <= length; i += 16)
    memcpy(dst + i, src + i, 16);
  memcpy(dst + i, src + i, length - i);
}

/* Absorbs LENGTH bytes at DATA: completes a partial block first, then
   hands every whole block left in DATA to one COMPRESS call, and keeps
   the tail in the buffer.  */
#define MD_UPDATE(ctx, length, data, compress) do {			\
    const uint8_t *md_data_ = (data);					\
    size_t md_length_ = (length);					\
    const size_t md_block_size_ = sizeof((ctx)->block);		\
    size_t md_n_;							\
    if (md_length_ == 0)	/* DATA may be NULL then */		\
      break;								\
    if ((ctx)->index)							\
      {									\
	size_t md_left_ = md_block_size_ - (ctx)->index;		\
	if (md_length_ < md_left_)					\
	  {								\
	    memcpy((ctx)->block + (ctx)->index, md_data_, md_length_);	\
	    (ctx)->index += (unsigned) md_length_;			\
	    break;							\
	  }								\
	memcpy((ctx)->block + (ctx)->index, md_data_, md_left_);	\
	compress((ctx)->state, 1, (ctx)->block);			\
	(ctx)->count++;							\
	md_data_ += md_left_;						\
	md_length_ -= md_left_;						\
      }									\
    md_n_ = md_length_ / md_block_size_;				\
    if (md_n_)								\
      {									\
	compress((ctx)->state, md_n_, md_data_);			\
	(ctx)->count += md_n_;						\
	md_data_ += md_n_ * md_block_size_;				\
	md_length_ -= md_n_ * md_block_size_;				\
      }									\
    md_copy_tail((ctx)->block, md_data_, md_length_);			\
    (ctx)->index = (unsigned) md_length_;				\
  } while (0)

/* Appends the 0x80 byte at INDEX (the message's bytes in the block)
   and zeroes up to the last LENGTH_SIZE bytes of the block, compressing
   one block first if the length does not fit.  The caller stores the
   message length there and compresses.  */
#define MD_PAD(ctx, index, length_size, compress) do {			\
    const size_t md_block_size_ = sizeof((ctx)->block);		\
    size_t md_i_ = (index);						\
    (ctx)->block[md_i_++] = 0x80;					\
    if (md_i_ > md_block_size_ - (length_size))			\
      {									\
	memset((ctx)->block + md_i_, 0, md_block_size_ - md_i_);	\
	compress((ctx)->state, 1, (ctx)->block);			\
	md_i_ = 0;							\
      }									\
    memset((ctx)->block + md_i_, 0,					\
	   md_block_size_ - (length_size) - md_i_);			\
  } while (0)

/* MD_LAST(hash, compress): the end of HASH's message, as the C twin
   of an assembly function that pads in registers (sha1_last,
   sha256_last): the padding goes into the block after index modulo
   the block size bytes (a context's index is below it; the tests give
   any value), and the last block or two into the state.  The block
   is left as the last one compressed, as the assembly leaves it.  */
#define MD_LAST(hash, compress) do {					\
    MD_PAD_LENGTH_AT(hash, (hash)->index % sizeof((hash)->block),	\
		     compress, 0);					\
    compress((hash)->state, 1, (hash)->block);				\
  } while (0)

/* The host's byte order: the compiler's word where it gives one
   (tests/bigendian-test.sh builds these files without config.h),
   else configure's.  */
#if defined(__BYTE_ORDER__) && defined(__ORDER_BIG_ENDIAN__)
# define MD_HOST_BIG_ENDIAN (__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__)
#elif WORDS_BIGENDIAN
# define MD_HOST_BIG_ENDIAN 1
#else
# define MD_HOST_BIG_ENDIAN 0
#endif

/* Word X as its big-endian (md_be32, md_be64) or little-endian
   (md_le32) bytes read natively: a byte swap where the host's order is
   the other one, which compilers make one instruction.  */
static inline uint32_t
md_swap32(uint32_t x)
{
  return (x << 24) | ((x << 8) & 0xff0000) | ((x >> 8) & 0xff00) | (x >> 24);
}

static inline uint32_t
md_be32(uint32_t x)
{
#if MD_HOST_BIG_ENDIAN
  return x;
#else
  return md_swap32(x);
#endif
}

static inline uint64_t
md_be64(uint64_t x)
{
#if MD_HOST_BIG_ENDIAN
  return x;
#else
  return (uint64_t) md_swap32((uint32_t) x) << 32
    | md_swap32((uint32_t) (x >> 32));
#endif
}

static inline uint32_t
md_le32(uint32_t x)
{
#if MD_HOST_BIG_ENDIAN
  return md_swap32(x);
#else
  return x;
#endif
}

static inline uint64_t
md_le64(uint64_t x)
{
#if MD_HOST_BIG_ENDIAN
  return (uint64_t) md_swap32((uint32_t) x) << 32
    | md_swap32((uint32_t) (x >> 32));
#else
  return x;
#endif
}

/* MD_PAD, then the message's length in bits at the end of the block:
   64 bits big-endian, or little-endian if LE (MD5), and 128 bits
   big-endian for blocks of 128 bytes.  The caller compresses.
   MD_PAD_LENGTH_AT takes the message's bytes in the block from INDEX,
   MD_PAD_LENGTH from the context.  */
#define MD_PAD_LENGTH(ctx, compress, le)				\
  MD_PAD_LENGTH_AT(ctx, (ctx)->index, compress, le)
#define MD_PAD_LENGTH_AT(ctx, index, compress, le) do {			\
    const size_t md_bs_ = sizeof((ctx)->block);			\
    const size_t md_index_ = (index);					\
    uint64_t md_high_ = (ctx)->count >> 54; /* 128-byte blocks */	\
    uint64_t md_low_ = ((ctx)->count << (md_bs_ == 128 ? 10 : 9))	\
      | ((uint64_t) md_index_ << 3);					\
    MD_PAD(ctx, md_index_, md_bs_ / 8, compress);			\
    if (le)								\
      le_write_uint64((ctx)->block + md_bs_ - 8, md_low_);		\
    else								\
      {									\
	if (md_bs_ == 128)						\
	  WRITE_UINT64((ctx)->block + md_bs_ - 16, md_high_);		\
	WRITE_UINT64((ctx)->block + md_bs_ - 8, md_low_);		\
      }									\
  } while (0)

/* Store the first LENGTH bytes of the words at SRC, in big-endian or
   little-endian order; the last word may be cut.  A whole word is one
   swap and one store: stored byte by byte, gcc 12 builds the bytes of
   a digest of constant size in vector lanes (a long shuffle on x86_64,
   about 70 instructions for SHA-256's on AArch64).  */
static inline void
md_write_be32(size_t length, uint8_t *dst, const uint32_t *src)
{
  size_t words = length / 4, i;
  for (i = 0; i < words; i++)
    host_write_uint32(dst + 4 * i, md_be32(src[i]));
  for (i = 4 * words; i < length; i++)
    dst[i] = (uint8_t) (src[words] >> (24 - 8 * (i % 4)));
}

static inline void
md_write_be64(size_t length, uint8_t *dst, const uint64_t *src)
{
  size_t words = length / 8, i;
  for (i = 0; i < words; i++)
    host_write_uint64(dst + 8 * i, md_be64(src[i]));
  for (i = 8 * words; i < length; i++)
    dst[i] = (uint8_t) (src[words] >> (56 - 8 * (i % 8)));
}

static inline void
md_write_le32(size_t length, uint8_t *dst, const uint32_t *src)
{
  size_t words = length / 4, i;
  for (i = 0; i < words; i++)
    host_write_uint32(dst + 4 * i, md_le32(src[i]));
  for (i = 4 * words; i < length; i++)
    dst[i] = (uint8_t) (src[words] >> (8 * (i % 4)));
}

static inline void
md_write_le64(size_t length, uint8_t *dst, const uint64_t *src)
{
  size_t words = length / 8, i;
  for (i = 0; i < words; i++)
    host_write_uint64(dst + 8 * i, md_le64(src[i]));
  for (i = 8 * words; i < length; i++)
    dst[i] = (uint8_t) (src[words] >> (8 * (i % 8)));
}

/* The checks every _many function makes before it writes anything
   (md-many.c): 1 if N, MSGS, LENGTHS and OUT are acceptable.  */
int _symcrypt_many_args_ok(size_t n, const uint8_t *const *msgs,
			   const size_t *lengths, const uint8_t *out);

#endif /* SYMCRYPT_MD_INTERNAL_H */
