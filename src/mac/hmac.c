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

/* A hash as HMAC's last steps see it: its sizes, the padding that
   follows the inner digest in the outer hash's last block, and its
   compression function and digest writer taking its chaining words
   through a void pointer.  Each function below is inlined with a
   constant description, so that its sizes are constants and its calls
   direct.

   update and digest call the compression function and the byte
   writers directly, with every size a constant: with a reused key and
   a short message the two compressions are most of the cost, and the
   path through the table of function pointers, variable-size copies
   and byte stores cost a fifth more (HMAC-SHA256 of 32 bytes on Zen 5,
   doc/x86_64-hash.md).  The end pads the inner hash's last block and
   compresses it, writes its digest as the first words of the outer
   hash's last block (in the hash's buffer: a block on the stack made
   HMAC-SHA256 of 64 bytes or more 10% slower on Zen 5), copies the
   constant padding after it and compresses that from the outer state;
   digest then writes the MAC and puts back the inner state.
   HMAC-SHA256's end is sha256_hmac_end, whose SHA-NI assembly pads
   the inner block and keeps the inner digest in registers;
   HMAC-SHA1's and HMAC-SHA224's end the inner hash with sha1_last and
   sha256_last, whose assembly pads in registers.  */
struct hmac_md
{
  unsigned digest_size;
  unsigned block_size;
  size_t state_size;		/* sizeof the chaining words */
  /* block_size - digest_size bytes: 0x80, zeros and the bit length
     of the key block and the digest.  */
  const uint8_t *outer_padding;
  void (*compress)(void *state, size_t blocks, const uint8_t *data);
  void (*write)(size_t length, uint8_t *dst, const void *state);
};

/* The outer hash's last block, built in OUTER_BLOCK from the inner
   digest in STATE, from OUTER into STATE.  */
static SYMCRYPT_ALWAYS_INLINE void
hmac_end_out(const struct hmac_md *m, void *state, uint8_t *outer_block,
	     const void *outer)
{
  m->write(m->digest_size, outer_block, state);
  memcpy(outer_block + m->digest_size, m->outer_padding,
	 m->block_size - m->digest_size);
  memcpy(state, outer, m->state_size);
  m->compress(state, 1, outer_block);
}

/* The inner hash's padded last block BLOCK into STATE, then the outer
   hash's last block, built in OUTER_BLOCK (which may be BLOCK), from
   OUTER into STATE.  */
static SYMCRYPT_ALWAYS_INLINE void
hmac_end_in(const struct hmac_md *m, void *state, const uint8_t *block,
	    uint8_t *outer_block, const void *outer)
{
  m->compress(state, 1, block);
  hmac_end_out(m, state, outer_block, outer);
}

/* After the end: the first LENGTH bytes of the MAC in STATE to
   DIGEST, and the keyed inner state INNER back into STATE.  */
static SYMCRYPT_ALWAYS_INLINE void
hmac_digest_out(const struct hmac_md *m, void *state, const void *inner,
		size_t length, uint8_t *digest)
{
  if (length == m->digest_size)
    m->write(m->digest_size, digest, state);
  else
    m->write(length, digest, state);
  memcpy(state, inner, m->state_size);
}

/* For hash NAME (sizes SYMCRYPT_<UPPER>_*, compression function
   _symcrypt_<COMPRESS>, output by md_write_<WRITE>, little-endian bit
   length if LE): its struct hmac_md, NAME_md, and NAME_end, which
   pads the inner hash's last block and ends as hmac_end_in.  */
#define HMAC_MD_DEFINE(name, UPPER, compress, write, le)		\
  static const uint8_t name##_outer_padding[SYMCRYPT_##UPPER##_BLOCK_SIZE \
					    - SYMCRYPT_##UPPER##_DIGEST_SIZE] = { \
    [0] = 0x80,								\
    [sizeof(name##_outer_padding) - (le ? 8 : 2)]			\
      = (uint8_t) (HMAC_OUTER_BITS(UPPER) >> (le ? 0 : 8)),		\
    [sizeof(name##_outer_padding) - (le ? 7 : 1)]			\
      = (uint8_t) (HMAC_OUTER_BITS(UPPER) >> (le ? 8 : 0)),		\
  };									\
  static void								\
  name##_compress_words(void *state, size_t blocks, const uint8_t *data) \
  { _symcrypt_##compress(state, blocks, data); }			\
  static void								\
  name##_write_words(size_t length, uint8_t *dst, const void *state)	\
  { md_write_##write(length, dst, state); }				\
  static const struct hmac_md name##_md = {				\
    SYMCRYPT_##UPPER##_DIGEST_SIZE, SYMCRYPT_##UPPER##_BLOCK_SIZE,	\
    sizeof(((struct symcrypt_##name##_ctx *) 0)->state),		\
    name##_outer_padding, name##_compress_words, name##_write_words,	\
  };									\
  static SYMCRYPT_ALWAYS_INLINE void					\
  name##_end(struct symcrypt_##name##_ctx *hash, const void *outer)	\
  {									\
    MD_PAD_LENGTH(hash, _symcrypt_##compress, le);			\
    hmac_end_in(&name##_md, hash->state, hash->block, hash->block,	\
		outer);							\
  }

/* _symcrypt_hmac_NAME_mac, the table of HMAC over hash NAME (sizes
   SYMCRYPT_<UPPER>_*) for PBKDF2 and HKDF, with adapters from void
   pointers to the public functions.  */
#define HMAC_MAC_DEFINE(name, UPPER)					\
  static void								\
  hmac_##name##_mac_set_key(void *ctx, size_t key_length,		\
			    const uint8_t *key)				\
  { symcrypt_hmac_##name##_set_key(ctx, key_length, key); }		\
  static void								\
  hmac_##name##_mac_update(void *ctx, size_t length, const uint8_t *data) \
  { symcrypt_hmac_##name##_update(ctx, length, data); }			\
  static int								\
  hmac_##name##_mac_digest(void *ctx, size_t length, uint8_t *digest)	\
  { return symcrypt_hmac_##name##_digest(ctx, length, digest); }	\
  const struct hmac_mac _symcrypt_hmac_##name##_mac = {			\
    sizeof(struct symcrypt_hmac_##name##_ctx),				\
    SYMCRYPT_##UPPER##_DIGEST_SIZE, SYMCRYPT_##UPPER##_BLOCK_SIZE,	\
    hmac_##name##_mac_set_key, hmac_##name##_mac_update,		\
    hmac_##name##_mac_digest,						\
  };

/* The public HMAC functions over hash NAME (HMAC_MD_DEFINE'd, with
   update by _symcrypt_<COMPRESS>), END the function that ends the
   inner and outer hashes as NAME_end does (it or a replaceable
   function), and the table of the HMAC for PBKDF2 and HKDF.  */
#define HMAC_DEFINE(name, UPPER, compress, end)				\
  HMAC_HASH_ADAPTERS(name)						\
  HMAC_HASH_TABLE(name, UPPER)						\
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
  { MD_UPDATE(&ctx->hash, length, data, _symcrypt_##compress); }	\
  int									\
  symcrypt_hmac_##name##_digest(struct symcrypt_hmac_##name##_ctx *ctx, \
				size_t length, uint8_t *digest)		\
  {									\
    if (length == 0 || length > SYMCRYPT_##UPPER##_DIGEST_SIZE	\
	|| BAD_PAIR(length, digest))					\
      return SYMCRYPT_EINVAL;						\
    end(&ctx->hash, ctx->outer);					\
    hmac_digest_out(&name##_md, ctx->hash.state, ctx->inner,		\
		    length, digest);					\
    ctx->hash.count = 1;						\
    ctx->hash.index = 0;						\
    return SYMCRYPT_OK;							\
  }									\
  HMAC_VERIFY_AND_ONE_SHOT(name, UPPER)					\
  HMAC_MAC_DEFINE(name, UPPER)

HMAC_MD_DEFINE(md5, MD5, md5_compress, le32, 1)
HMAC_MD_DEFINE(sha1, SHA1, sha1_compress, be32, 0)
HMAC_MD_DEFINE(sha224, SHA224, sha256_compress, be32, 0)
HMAC_MD_DEFINE(sha256, SHA256, sha256_compress, be32, 0)
HMAC_MD_DEFINE(sha384, SHA384, sha512_compress, be64, 0)
HMAC_MD_DEFINE(sha512, SHA512, sha512_compress, be64, 0)
HMAC_MD_DEFINE(sha512_224, SHA512_224, sha512_compress, be64, 0)
HMAC_MD_DEFINE(sha512_256, SHA512_256, sha512_compress, be64, 0)

HMAC_DEFINE(md5, MD5, md5_compress, md5_end)
static void sha1_last_end(struct symcrypt_sha1_ctx *hash,
			  const uint32_t *outer);
HMAC_DEFINE(sha1, SHA1, sha1_compress, sha1_last_end)
static void sha224_last_end(struct symcrypt_sha224_ctx *hash,
			    const uint32_t *outer);
HMAC_DEFINE(sha224, SHA224, sha256_compress, sha224_last_end)
HMAC_DEFINE(sha256, SHA256, sha256_compress, _symcrypt_sha256_hmac_end)
HMAC_DEFINE(sha384, SHA384, sha512_compress, sha384_end)
HMAC_DEFINE(sha512, SHA512, sha512_compress, sha512_end)
HMAC_DEFINE(sha512_224, SHA512_224, sha512_compress, sha512_224_end)
HMAC_DEFINE(sha512_256, SHA512_256, sha512_compress, sha512_256_end)

/* HMAC-SHA1's END: the inner hash ends as a hash does (sha1_last,
   whose SSSE3 and SHA-NI assembly pads in registers), then the outer
   block as in the others.  */
static void
sha1_last_end(struct symcrypt_sha1_ctx *hash, const uint32_t *outer)
{
  _symcrypt_sha1_last(hash);
  hmac_end_out(&sha1_md, hash->state, hash->block, outer);
}

/* HMAC-SHA224's END: the inner hash ends as a hash does (sha256_last,
   whose SHA-NI assembly pads in registers; the context has SHA-256's
   layout, symcrypt/sha2.h), then the outer block as in the others.  */
static void
sha224_last_end(struct symcrypt_sha224_ctx *hash, const uint32_t *outer)
{
  _symcrypt_sha256_last((struct symcrypt_sha256_ctx *) hash);
  hmac_end_out(&sha224_md, hash->state, hash->block, outer);
}

/* HASH's count, index and block are only read, as by the assembly:
   the padding goes into a copy of the block, which then holds the
   outer block, the inner digest.  */
struct sha256_last
{
  uint32_t *state;
  uint64_t count;
  unsigned index;
  uint8_t block[SYMCRYPT_SHA256_BLOCK_SIZE];
};

static void __attribute__((noinline))
sha256_hmac_end(struct symcrypt_sha256_ctx *hash, const uint32_t *outer)
{
  struct sha256_last last;
  last.state = hash->state;
  last.count = hash->count;
  last.index = hash->index % sizeof(last.block);
  memcpy(last.block, hash->block, sizeof(last.block));
  MD_PAD_LENGTH(&last, _symcrypt_sha256_compress, 0);
  hmac_end_in(&sha256_md, hash->state, last.block, last.block, outer);
}

void
_symcrypt_sha256_hmac_end_c(struct symcrypt_sha256_ctx *hash,
			    const uint32_t *outer)
{
  sha256_hmac_end(hash, outer);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(sizeof(struct sha256_last)));
}
