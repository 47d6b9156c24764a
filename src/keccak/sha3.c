/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sha3.c -- SHA3-224, SHA3-256, SHA3-384 and SHA3-512 (FIPS 202, 6.1):
   buffering, padding and output around the Keccak sponge
   (sha3-internal.h), and the many-message functions' entry
   (sha3-many.c).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "sha3-internal.h"

/* A context's start: the zero state and no message (its fields
   STATE, COUNT and INDEX).  */
static SYMCRYPT_ALWAYS_INLINE void
sha3_init(uint64_t *state, uint64_t *count, unsigned *index)
{
  keccak_zero(state);
  *count = 0;
  *index = 0;
}

/* The digest of a hash of RATE and DIGEST_SIZE bytes whose context
   has the fields STATE, COUNT, INDEX and BLOCK: its first LENGTH
   bytes at DIGEST, and the context at its start.  */
static SYMCRYPT_ALWAYS_INLINE int
sha3_digest(unsigned rate, size_t digest_size, uint64_t *state,
	    uint64_t *count, unsigned *index, uint8_t *block,
	    size_t length, uint8_t *digest)
{
  if (length == 0 || length > digest_size || BAD_PAIR(length, digest))
    return SYMCRYPT_EINVAL;
  keccak_pad(state, rate, block, *index, KECCAK_SUFFIX_SHA3);
  keccak_extract(state, length, digest);
  sha3_init(state, count, index);
  return SYMCRYPT_OK;
}

/* The N digests of that hash of the messages MSGS of LENGTHS bytes,
   one after the other at DIGESTS.  */
static SYMCRYPT_ALWAYS_INLINE int
sha3_many(unsigned rate, unsigned digest_size, size_t n,
	  const uint8_t *const *msgs, const size_t *lengths, uint8_t *digests)
{
  static const uint64_t zero[KECCAK_LANES];
  struct keccak_many_job job;
  if (!_symcrypt_many_args_ok(n, msgs, lengths, digests))
    return SYMCRYPT_EINVAL;
  job.rate = rate;
  job.digest_size = digest_size;
  job.start = zero;
  job.outer = NULL;
  job.msgs = msgs;
  job.lengths = lengths;
  job.out_length = digest_size;
  job.out = digests;
  _symcrypt_keccak_many(&job, n);
  return SYMCRYPT_OK;
}

/* For hash NAME with sizes SYMCRYPT_<UPPER>_*: the absorbing function
   of its rate in the shape of a compression function (for MD_UPDATE
   and HMAC), and the public functions.  The buffering is MD_UPDATE's,
   so the context has the fields of the other hashes' and their
   portable state format (md-state.c).  */
#define SHA3_DEFINE(name, UPPER)					\
  void									\
  _symcrypt_##name##_absorb(uint64_t *state, size_t blocks,		\
			    const uint8_t *data)			\
  { keccak_absorb(state, SYMCRYPT_##UPPER##_BLOCK_SIZE, blocks, data); } \
  void									\
  symcrypt_##name##_init(struct symcrypt_##name##_ctx *ctx)		\
  { sha3_init(ctx->state, &ctx->count, &ctx->index); }			\
  void									\
  symcrypt_##name##_update(struct symcrypt_##name##_ctx *ctx,		\
			   size_t length, const uint8_t *data)		\
  { MD_UPDATE(ctx, length, data, _symcrypt_##name##_absorb); }		\
  int									\
  symcrypt_##name##_digest(struct symcrypt_##name##_ctx *ctx,		\
			   size_t length, uint8_t *digest)		\
  {									\
    return sha3_digest(SYMCRYPT_##UPPER##_BLOCK_SIZE,			\
		       SYMCRYPT_##UPPER##_DIGEST_SIZE, ctx->state,	\
		       &ctx->count, &ctx->index, ctx->block, length, digest); \
  }									\
  int									\
  symcrypt_##name##_many(size_t n, const uint8_t *const *msgs,		\
			 const size_t *lengths, uint8_t *digests)	\
  {									\
    return sha3_many(SYMCRYPT_##UPPER##_BLOCK_SIZE,			\
		     SYMCRYPT_##UPPER##_DIGEST_SIZE, n, msgs, lengths,	\
		     digests);						\
  }

SHA3_DEFINE(sha3_224, SHA3_224)
SHA3_DEFINE(sha3_256, SHA3_256)
SHA3_DEFINE(sha3_384, SHA3_384)
SHA3_DEFINE(sha3_512, SHA3_512)
