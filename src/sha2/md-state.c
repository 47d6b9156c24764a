/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* md-state.c -- portable states of the hashes and of HMAC: export to
   and import from a byte string that is the same on every host.

   Format version 1 (the manual's "Portable states" has it with an
   example).  All numbers are big-endian, whatever the hash's own byte
   order (MD5's chaining words too).

     hash state                   HMAC state
     0  magic 0x53 ('S')          0  magic 0x53
     1  format version, 1         1  format version, 1
     2  kind, 1 = hash            2  kind, 2 = HMAC
     3  algorithm id              3  algorithm id
     4  running hash              4  inner keyed chaining words (W bytes)
                                  4 + W  outer keyed chaining words
                                  4 + 2W running hash

   The running hash, the message so far:
     0   byte count, 8 bytes (an HMAC's counts its key block)
     8   buffered bytes, 1 byte: byte count mod block size
     9   chaining words, W bytes (4 or 8 bytes each)
     9 + W  the block buffer: the buffered bytes, then zeros

   Algorithm ids: 1 MD5, 2 SHA-1, 3 SHA-224, 4 SHA-256, 5 SHA-384,
   6 SHA-512, 7 SHA-512/224, 8 SHA-512/256, 9 SHA3-224, 10 SHA3-256,
   11 SHA3-384, 12 SHA3-512.  The SHA-3 hashes' chaining words are
   their 25 lanes, and their block is the rate; their padding encodes
   no length, so any byte count is possible.

   Import checks everything but the chaining words, which can be any
   value: the length, magic, version, kind and algorithm; buffered
   bytes less than a block and equal to the byte count mod the block
   size; a byte count the padding can encode (below 2^61 where it is
   a 64-bit bit count) and, for HMAC, at least one block (the key
   block); zeros after the buffered bytes.  Nothing is written before
   all of that holds.  The checks look at the header, the counts and
   the bytes after the buffered ones, never at the chaining words or
   the buffered bytes, which hold secrets (the key, the message).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/hmac.h>
#include <symcrypt/sha3.h>

#include "macros.h"

#define STATE_MAGIC 0x53
#define STATE_VERSION 1
#define STATE_HASH 1
#define STATE_HMAC 2
#define STATE_HEADER_SIZE 4
#define RUNNING_HEADER_SIZE 9

struct md_format
{
  uint8_t id;
  unsigned word_size;		/* 4 or 8 */
  unsigned words;
  unsigned block_size;
  uint64_t max_bytes;		/* the most the padding can encode */
};

static void
put_words(const struct md_format *f, uint8_t *dst, const void *words)
{
  unsigned i;
  if (f->word_size == 4)
    for (i = 0; i < f->words; i++)
      WRITE_UINT32(dst + 4 * i, ((const uint32_t *) words)[i]);
  else
    for (i = 0; i < f->words; i++)
      WRITE_UINT64(dst + 8 * i, ((const uint64_t *) words)[i]);
}

static void
get_words(const struct md_format *f, void *words, const uint8_t *src)
{
  unsigned i;
  if (f->word_size == 4)
    for (i = 0; i < f->words; i++)
      ((uint32_t *) words)[i] = READ_UINT32(src + 4 * i);
  else
    for (i = 0; i < f->words; i++)
      ((uint64_t *) words)[i] = READ_UINT64(src + 8 * i);
}

static void
put_header(const struct md_format *f, uint8_t *dst, uint8_t kind)
{
  dst[0] = STATE_MAGIC;
  dst[1] = STATE_VERSION;
  dst[2] = kind;
  dst[3] = f->id;
}

static int
check_header(const struct md_format *f, const uint8_t *src, uint8_t kind)
{
  return src[0] == STATE_MAGIC && src[1] == STATE_VERSION
    && src[2] == kind && src[3] == f->id;
}

/* The running hash: STATE, COUNT whole blocks and INDEX bytes in
   BLOCK.  */
static void
put_running(const struct md_format *f, uint8_t *dst, const void *state,
	    uint64_t count, unsigned index, const uint8_t *block)
{
  uint8_t *buffer = dst + RUNNING_HEADER_SIZE + f->word_size * f->words;
  WRITE_UINT64(dst, count * f->block_size + index);
  dst[8] = (uint8_t) index;
  put_words(f, dst + RUNNING_HEADER_SIZE, state);
  memcpy(buffer, block, index);
  memset(buffer + index, 0, f->block_size - index);
}

/* Whether SRC is a possible running hash of at least MIN_BYTES.  */
static int
check_running(const struct md_format *f, const uint8_t *src,
	      uint64_t min_bytes)
{
  const uint8_t *buffer = src + RUNNING_HEADER_SIZE + f->word_size * f->words;
  uint64_t bytes = READ_UINT64(src);
  unsigned index = src[8], i, tail = 0;

  if (index >= f->block_size || bytes % f->block_size != index
      || bytes < min_bytes || bytes > f->max_bytes)
    return 0;
  for (i = index; i < f->block_size; i++)
    tail |= buffer[i];
  return tail == 0;
}

static void
get_running(const struct md_format *f, const uint8_t *src, void *state,
	    uint64_t *count, unsigned *index, uint8_t *block)
{
  *count = READ_UINT64(src) / f->block_size;
  *index = src[8];
  get_words(f, state, src + RUNNING_HEADER_SIZE);
  memcpy(block, src + RUNNING_HEADER_SIZE + f->word_size * f->words,
	 f->block_size);
}

/* The byte counts the padding can encode: a 64-bit bit count (MD5,
   SHA-1, SHA-256), or a 128-bit one of which the context keeps 64
   bits of blocks (SHA-512).  */
#define MAX_BYTES_64 ((UINT64_C(1) << 61) - 1)
#define MAX_BYTES_128 UINT64_MAX

/* The sizes of a hash's and of its HMAC's state with WORDS chaining
   words of WORD_SIZE bytes and blocks of BLOCK_SIZE bytes.  */
#define HASH_STATE_SIZE(word_size, words, block_size)			\
  (STATE_HEADER_SIZE + RUNNING_HEADER_SIZE + (word_size) * (words)	\
   + (block_size))
#define HMAC_STATE_SIZE(word_size, words, block_size)			\
  (HASH_STATE_SIZE(word_size, words, block_size) + 2 * (word_size) * (words))

/* Export and import of a hash context's fields STATE, COUNT, INDEX
   and BLOCK in format F: LENGTH is the room at DST or the length of
   SRC.  */
static SYMCRYPT_ALWAYS_INLINE int
md_export(const struct md_format *f, size_t length, uint8_t *dst,
	  const void *state, uint64_t count, unsigned index,
	  const uint8_t *block)
{
  if (length < HASH_STATE_SIZE(f->word_size, f->words, f->block_size)
      || dst == NULL)
    return SYMCRYPT_EINVAL;
  put_header(f, dst, STATE_HASH);
  put_running(f, dst + STATE_HEADER_SIZE, state, count, index, block);
  return SYMCRYPT_OK;
}

static SYMCRYPT_ALWAYS_INLINE int
md_import(const struct md_format *f, size_t length, const uint8_t *src,
	  void *state, uint64_t *count, unsigned *index, uint8_t *block)
{
  if (length != HASH_STATE_SIZE(f->word_size, f->words, f->block_size)
      || src == NULL || !check_header(f, src, STATE_HASH)
      || !check_running(f, src + STATE_HEADER_SIZE, 0))
    return SYMCRYPT_EINVAL;
  get_running(f, src + STATE_HEADER_SIZE, state, count, index, block);
  return SYMCRYPT_OK;
}

/* The same for an HMAC context, whose keyed chaining words INNER and
   OUTER come first, and whose running hash has at least the key
   block.  Export reads COUNT and INDEX after writing the keyed words,
   as the context's fields, not ahead into registers.  */
static SYMCRYPT_ALWAYS_INLINE int
hmac_md_export(const struct md_format *f, size_t length, uint8_t *dst,
	       const void *inner, const void *outer, const void *state,
	       const uint64_t *count, const unsigned *index,
	       const uint8_t *block)
{
  const size_t w = f->word_size * f->words;
  if (length < HMAC_STATE_SIZE(f->word_size, f->words, f->block_size)
      || dst == NULL)
    return SYMCRYPT_EINVAL;
  put_header(f, dst, STATE_HMAC);
  put_words(f, dst + STATE_HEADER_SIZE, inner);
  put_words(f, dst + STATE_HEADER_SIZE + w, outer);
  put_running(f, dst + STATE_HEADER_SIZE + 2 * w, state, *count, *index,
	      block);
  return SYMCRYPT_OK;
}

static SYMCRYPT_ALWAYS_INLINE int
hmac_md_import(const struct md_format *f, size_t length, const uint8_t *src,
	       void *inner, void *outer, void *state, uint64_t *count,
	       unsigned *index, uint8_t *block)
{
  const size_t w = f->word_size * f->words;
  if (length != HMAC_STATE_SIZE(f->word_size, f->words, f->block_size)
      || src == NULL || !check_header(f, src, STATE_HMAC)
      || !check_running(f, src + STATE_HEADER_SIZE + 2 * w, f->block_size))
    return SYMCRYPT_EINVAL;
  get_words(f, inner, src + STATE_HEADER_SIZE);
  get_words(f, outer, src + STATE_HEADER_SIZE + w);
  get_running(f, src + STATE_HEADER_SIZE + 2 * w, state, count, index,
	      block);
  return SYMCRYPT_OK;
}

/* For hash NAME (macros SYMCRYPT_UPPER_*), with algorithm ID and
   WORDS chaining words of WORD_SIZE bytes: the format, and export and
   import for the hash (MD_STATE_DEFINE) and for its HMAC
   (MD_HMAC_STATE_DEFINE).  */
#define MD_STATE_DEFINE(name, UPPER, id, word_size, words, max_bytes)	\
  static const struct md_format name##_format = {			\
    id, word_size, words, SYMCRYPT_##UPPER##_BLOCK_SIZE, max_bytes	\
  };									\
  /* The sizes in the headers agree with this file.  */		\
  typedef char name##_state_size_check					\
    [SYMCRYPT_##UPPER##_STATE_SIZE == HASH_STATE_SIZE(word_size, words,	\
      SYMCRYPT_##UPPER##_BLOCK_SIZE)					\
     && SYMCRYPT_HMAC_##UPPER##_STATE_SIZE == HMAC_STATE_SIZE(word_size, \
      words, SYMCRYPT_##UPPER##_BLOCK_SIZE) ? 1 : -1];			\
  int									\
  symcrypt_##name##_export(const struct symcrypt_##name##_ctx *ctx,	\
			   size_t length, uint8_t *dst)			\
  {									\
    return md_export(&name##_format, length, dst, ctx->state,		\
		     ctx->count, ctx->index, ctx->block);		\
  }									\
  int									\
  symcrypt_##name##_import(struct symcrypt_##name##_ctx *ctx,		\
			   size_t length, const uint8_t *src)		\
  {									\
    return md_import(&name##_format, length, src, ctx->state,		\
		     &ctx->count, &ctx->index, ctx->block);		\
  }									\
  MD_HMAC_STATE_DEFINE(name)

#define MD_HMAC_STATE_DEFINE(name)					\
  int									\
  symcrypt_hmac_##name##_export(const struct symcrypt_hmac_##name##_ctx *ctx, \
				size_t length, uint8_t *dst)		\
  {									\
    return hmac_md_export(&name##_format, length, dst, ctx->inner,	\
			  ctx->outer, ctx->hash.state, &ctx->hash.count, \
			  &ctx->hash.index, ctx->hash.block);		\
  }									\
  int									\
  symcrypt_hmac_##name##_import(struct symcrypt_hmac_##name##_ctx *ctx, \
				size_t length, const uint8_t *src)	\
  {									\
    return hmac_md_import(&name##_format, length, src, ctx->inner,	\
			  ctx->outer, ctx->hash.state, &ctx->hash.count, \
			  &ctx->hash.index, ctx->hash.block);		\
  }

MD_STATE_DEFINE(md5, MD5, 1, 4, 4, MAX_BYTES_64)
MD_STATE_DEFINE(sha1, SHA1, 2, 4, 5, MAX_BYTES_64)
MD_STATE_DEFINE(sha224, SHA224, 3, 4, 8, MAX_BYTES_64)
MD_STATE_DEFINE(sha256, SHA256, 4, 4, 8, MAX_BYTES_64)
MD_STATE_DEFINE(sha384, SHA384, 5, 8, 8, MAX_BYTES_128)
MD_STATE_DEFINE(sha512, SHA512, 6, 8, 8, MAX_BYTES_128)
MD_STATE_DEFINE(sha512_224, SHA512_224, 7, 8, 8, MAX_BYTES_128)
MD_STATE_DEFINE(sha512_256, SHA512_256, 8, 8, 8, MAX_BYTES_128)
MD_STATE_DEFINE(sha3_224, SHA3_224, 9, 8, 25, MAX_BYTES_128)
MD_STATE_DEFINE(sha3_256, SHA3_256, 10, 8, 25, MAX_BYTES_128)
MD_STATE_DEFINE(sha3_384, SHA3_384, 11, 8, 25, MAX_BYTES_128)
MD_STATE_DEFINE(sha3_512, SHA3_512, 12, 8, 25, MAX_BYTES_128)
