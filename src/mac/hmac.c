/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* hmac.c -- HMAC-MD5, HMAC-SHA1 and HMAC-SHA2: the public functions,
   thin wrappers around hmac-internal.c.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stddef.h>
#include <string.h>

#include "dispatch.h"
#include "hmac-internal.h"
#include "macros.h"
#include "sha2/md-internal.h"

/* The outer hash's message length in bits: a block and a digest
   (less than 2^16 for every hash).  */
#define HMAC_OUTER_BITS(UPPER)						\
  ((SYMCRYPT_##UPPER##_BLOCK_SIZE + SYMCRYPT_##UPPER##_DIGEST_SIZE) * 8)

/* For hash NAME (digest and block sizes SYMCRYPT_<UPPER>_*, chaining
   words of type WORD_T, compression function _symcrypt_<COMPRESS>,
   output by md_write_<WRITE>, little-endian bit length if LE, END
   the function that pads and compresses the inner hash's last block
   and compresses the outer one: NAME_end, defined here, or a
   replaceable function that does the same): the table for the key
   setup in hmac-internal.c, with adapters from void pointers to the
   typed hash functions, the four public HMAC functions, and the table
   of the HMAC for PBKDF2 and HKDF.

   update and digest call the compression function and the byte
   writers directly, with every size a constant: with a reused key and
   a short message the two compressions are most of the cost, and the
   path through the table of function pointers, variable-size copies
   and byte stores cost a fifth more (HMAC-SHA256 of 32 bytes on Zen 5,
   doc/x86_64-hash.md).  END pads the inner hash's last block and
   compresses it, writes its digest as the first words of the
   outer hash's last block (in the hash's buffer: a block on the stack
   made HMAC-SHA256 of 64 bytes or more 10% slower on Zen 5), copies
   the constant padding after it and compresses that from the outer
   state; digest then writes the MAC and puts back the inner state.
   HMAC-SHA256's END is sha256_hmac_end, whose SHA-NI assembly pads
   the inner block and keeps the inner digest in registers;
   HMAC-SHA1's ends the inner hash with sha1_last, whose assembly
   pads in registers.  */
#define HMAC_DEFINE(name, UPPER, word_t, compress, write, le, end)			\
  HMAC_HASH_ADAPTERS(name)						\
  /* What follows the inner digest in the outer hash's last block:	\
     0x80, zeros and the bit length of the key block and the digest,	\
     stored as one copy of a constant.  */				\
  static const uint8_t name##_outer_padding[SYMCRYPT_##UPPER##_BLOCK_SIZE \
					    - SYMCRYPT_##UPPER##_DIGEST_SIZE] = { \
    [0] = 0x80,								\
    [sizeof(name##_outer_padding) - (le ? 8 : 2)]			\
      = (uint8_t) (HMAC_OUTER_BITS(UPPER) >> (le ? 0 : 8)),		\
    [sizeof(name##_outer_padding) - (le ? 7 : 1)]			\
      = (uint8_t) (HMAC_OUTER_BITS(UPPER) >> (le ? 8 : 0)),		\
  };									\
  /* The outer hash's last block, built in OUTER_BLOCK from the inner	\
     digest in STATE, from OUTER into STATE.  */			\
  static SYMCRYPT_ALWAYS_INLINE void					\
  name##_end_out(word_t *state, uint8_t *outer_block,			\
		 const word_t *outer)					\
  {									\
    const unsigned digest_size = SYMCRYPT_##UPPER##_DIGEST_SIZE;	\
    md_write_##write(digest_size, outer_block, state);			\
    memcpy(outer_block + digest_size, name##_outer_padding,		\
	   sizeof(name##_outer_padding));				\
    memcpy(state, outer,						\
	   sizeof(((struct symcrypt_##name##_ctx *) 0)->state));	\
    _symcrypt_##compress(state, 1, outer_block);			\
  }									\
  /* The inner hash's padded last block BLOCK into STATE, then the	\
     outer hash's last block, built in OUTER_BLOCK (which may be	\
     BLOCK), from OUTER into STATE.  */					\
  static SYMCRYPT_ALWAYS_INLINE void					\
  name##_end_in(word_t *state, const uint8_t *block,			\
		uint8_t *outer_block, const word_t *outer)		\
  {									\
    _symcrypt_##compress(state, 1, block);				\
    name##_end_out(state, outer_block, outer);				\
  }									\
  /* The inner hash HASH's padding, then the same with the outer	\
     block in its own buffer.  */					\
  static SYMCRYPT_ALWAYS_INLINE void					\
  name##_end(struct symcrypt_##name##_ctx *hash, const word_t *outer)	\
  {									\
    MD_PAD_LENGTH(hash, _symcrypt_##compress, le);			\
    name##_end_in(hash->state, hash->block, hash->block, outer);	\
  }									\
  static const struct hmac_hash name##_hmac_hash = {			\
    SYMCRYPT_##UPPER##_DIGEST_SIZE, SYMCRYPT_##UPPER##_BLOCK_SIZE,	\
    sizeof(struct symcrypt_##name##_ctx),				\
    name##_init, name##_update, name##_digest,				\
    name##_get_state, name##_set_state,					\
  };									\
									\
  void									\
  symcrypt_hmac_##name##_set_key(struct symcrypt_hmac_##name##_ctx *ctx, \
				 size_t key_length, const uint8_t *key)	\
  {									\
    _symcrypt_hmac_set_key(&name##_hmac_hash, &ctx->hash,		\
			   ctx->inner, ctx->outer, key_length, key);	\
  }									\
  void									\
  symcrypt_hmac_##name##_update(struct symcrypt_hmac_##name##_ctx *ctx, \
				size_t length, const uint8_t *data)	\
  {									\
    MD_UPDATE(&ctx->hash, length, data, _symcrypt_##compress);		\
  }									\
  int									\
  symcrypt_hmac_##name##_digest(struct symcrypt_hmac_##name##_ctx *ctx, \
				size_t length, uint8_t *digest)		\
  {									\
    struct symcrypt_##name##_ctx *c = &ctx->hash;			\
    const unsigned digest_size = SYMCRYPT_##UPPER##_DIGEST_SIZE;	\
									\
    if (length == 0 || length > digest_size)				\
      return SYMCRYPT_EINVAL;						\
    end(c, ctx->outer);							\
    if (length == digest_size)						\
      md_write_##write(digest_size, digest, c->state);			\
    else								\
      md_write_##write(length, digest, c->state);			\
									\
    memcpy(c->state, ctx->inner, sizeof(c->state));			\
    c->count = 1;							\
    c->index = 0;							\
    return SYMCRYPT_OK;							\
  }									\
  HMAC_VERIFY_AND_ONE_SHOT(name, UPPER)					\
									\
  static void								\
  hmac_##name##_mac_set_key(void *ctx, size_t key_length,		\
			    const uint8_t *key)				\
  {									\
    symcrypt_hmac_##name##_set_key(ctx, key_length, key);		\
  }									\
  static void								\
  hmac_##name##_mac_update(void *ctx, size_t length, const uint8_t *data) \
  {									\
    symcrypt_hmac_##name##_update(ctx, length, data);			\
  }									\
  static int								\
  hmac_##name##_mac_digest(void *ctx, size_t length, uint8_t *digest)	\
  {									\
    return symcrypt_hmac_##name##_digest(ctx, length, digest);		\
  }									\
  const struct hmac_mac _symcrypt_hmac_##name##_mac = {			\
    sizeof(struct symcrypt_hmac_##name##_ctx),				\
    SYMCRYPT_##UPPER##_DIGEST_SIZE, SYMCRYPT_##UPPER##_BLOCK_SIZE,	\
    hmac_##name##_mac_set_key, hmac_##name##_mac_update,		\
    hmac_##name##_mac_digest,						\
  };

HMAC_DEFINE(md5, MD5, uint32_t, md5_compress, le32, 1, md5_end)
static void sha1_last_end(struct symcrypt_sha1_ctx *hash,
			  const uint32_t *outer);
HMAC_DEFINE(sha1, SHA1, uint32_t, sha1_compress, be32, 0, sha1_last_end)
HMAC_DEFINE(sha224, SHA224, uint32_t, sha256_compress, be32, 0, sha224_end)
HMAC_DEFINE(sha256, SHA256, uint32_t, sha256_compress, be32, 0, _symcrypt_sha256_hmac_end)
HMAC_DEFINE(sha384, SHA384, uint64_t, sha512_compress, be64, 0, sha384_end)
HMAC_DEFINE(sha512, SHA512, uint64_t, sha512_compress, be64, 0, sha512_end)
HMAC_DEFINE(sha512_224, SHA512_224, uint64_t, sha512_compress, be64, 0, sha512_224_end)
HMAC_DEFINE(sha512_256, SHA512_256, uint64_t, sha512_compress, be64, 0, sha512_256_end)

/* HMAC-SHA1's END: the inner hash ends as a hash does (sha1_last,
   whose SSSE3 and SHA-NI assembly pads in registers), then the outer
   block as in the others.  */
static void
sha1_last_end(struct symcrypt_sha1_ctx *hash, const uint32_t *outer)
{
  _symcrypt_sha1_last(hash);
  sha1_end_out(hash->state, hash->block, outer);
}

void
_symcrypt_sha256_hmac_end_c(struct symcrypt_sha256_ctx *hash,
			    const uint32_t *outer)
{
  /* HASH's count, index and block are only read, as by the assembly:
     the padding goes into a copy of the block.  */
  struct
  {
    uint32_t *state;
    uint64_t count;
    unsigned index;
    uint8_t block[SYMCRYPT_SHA256_BLOCK_SIZE];
  } last;
  last.state = hash->state;
  last.count = hash->count;
  last.index = hash->index % sizeof(last.block);
  memcpy(last.block, hash->block, sizeof(last.block));
  MD_PAD_LENGTH(&last, _symcrypt_sha256_compress, 0);
  sha256_end_in(hash->state, last.block, last.block, outer);
}
