/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* hmac-sha3.c -- HMAC (RFC 2104) over the SHA-3 hashes, with the
   hash's rate as HMAC's block size (as NIST's HMAC-SHA3 examples and
   OpenSSL have it): the key setup of hmac-internal.c, and the message
   through the sponge of sha3-internal.h.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "lanes.h"
#include "mac/hmac-internal.h"
#include "sha3-internal.h"

/* The keyed inner and outer states: the key's block XORed with ipad
   and with opad, each absorbed into a state of zeros.  The two
   permutations do not depend on each other, so where the widest
   lanes of keccak_permute that run assembly are keccak_permute_x4's
   (AVX2 without AVX-512) they are one call of it, the two blocks put
   straight into states 0 and 1 of four (2 and 3 stay zeros): on AMD
   Zen 3 (family 25 model 1) about two thirds of the time of two
   one-state absorbs (doc/sha3.md, "The keyed states of HMAC").
   Elsewhere, _symcrypt_hmac_set_key's two absorbs.  */
static void
hmac_sha3_set_key(const struct hmac_hash *h, void *hash,
		  uint64_t *inner, uint64_t *outer,
		  size_t key_length, const uint8_t *key)
{
  uint64_t states[4 * KECCAK_LANES];
  uint8_t block[HMAC_MAX_BLOCK_SIZE];
  unsigned i;

  if (_symcrypt_lanes_choose(SYMCRYPT_FN_keccak_permute, (size_t) -1) != 4)
    {
      _symcrypt_hmac_set_key(h, hash, inner, outer, key_length, key);
      return;
    }
  _symcrypt_hmac_key_block(h, hash, key_length, key, block);
  /* Zeros as keccak_zero makes them (not memset's rep stosq).  */
  for (i = 0; i < 4; i++)
    keccak_zero(states + i * KECCAK_LANES);
  for (i = 0; i < h->block_size / 8; i++)
    {
      uint64_t k = keccak_read_lane(block + 8 * i);
      states[4 * i] = k ^ 0x3636363636363636;
      states[4 * i + 1] = k ^ 0x5c5c5c5c5c5c5c5c;
    }
  _symcrypt_keccak_permute_x4(states);
  for (i = 0; i < KECCAK_LANES; i++)
    {
      inner[i] = states[4 * i];
      outer[i] = states[4 * i + 1];
    }
  h->set_state(hash, inner);
  _symcrypt_wipe(states, sizeof(states));
  _symcrypt_wipe(block, sizeof(block));
}

/* The tag of the message in the hash of H (its sponge STATE, COUNT,
   INDEX and buffered BLOCK): pads the inner message and absorbs its
   last block, then runs the outer hash from the keyed state OUTER over
   one block, the inner digest and its padding, and puts back the keyed
   inner state INNER.  Inlined with a constant H, so that the rate and
   the digest size are constants.  */
static SYMCRYPT_ALWAYS_INLINE int
hmac_sha3_digest(const struct hmac_hash *h, uint64_t *state,
		 uint64_t *count, unsigned *index, uint8_t *block,
		 const uint64_t *inner, const uint64_t *outer,
		 size_t length, uint8_t *digest)
{
  const unsigned rate = h->block_size;
  const unsigned digest_size = h->digest_size;

  if (length == 0 || length > digest_size || BAD_PAIR(length, digest))
    return SYMCRYPT_EINVAL;
  keccak_pad(state, rate, block, *index, KECCAK_SUFFIX_SHA3);
  /* The outer message: the inner digest after the key block.  */
  keccak_extract(state, digest_size, block);
  memcpy(state, outer, KECCAK_LANES * 8);
  keccak_pad(state, rate, block, digest_size, KECCAK_SUFFIX_SHA3);
  keccak_extract(state, length, digest);

  memcpy(state, inner, KECCAK_LANES * 8);
  *count = 1;
  *index = 0;
  _symcrypt_wipe(block, rate);
  return SYMCRYPT_OK;
}

/* symcrypt_hmac_<hash>_many for the hash of H: the N messages from the
   keyed states INNER and OUTER, their tags of TAG_LENGTH bytes at
   TAGS.  */
static SYMCRYPT_ALWAYS_INLINE int
hmac_sha3_many(const struct hmac_hash *h,
	       const uint64_t *inner, const uint64_t *outer,
	       size_t n, const uint8_t *const *msgs, const size_t *lengths,
	       size_t tag_length, uint8_t *tags)
{
  struct keccak_many_job job;
  if (tag_length == 0 || tag_length > h->digest_size
      || !_symcrypt_many_args_ok(n, msgs, lengths, tags))
    return SYMCRYPT_EINVAL;
  job.rate = h->block_size;
  job.digest_size = h->digest_size;
  job.start = inner;
  job.outer = outer;
  job.msgs = msgs;
  job.lengths = lengths;
  job.out_length = tag_length;
  job.out = tags;
  _symcrypt_keccak_many(&job, n);
  return SYMCRYPT_OK;
}

/* For hash NAME with sizes SYMCRYPT_<UPPER>_*: the table for the key
   setup, with adapters from void pointers to the typed hash
   functions, and the public HMAC functions.  */
#define HMAC_SHA3_DEFINE(name, UPPER)					\
  HMAC_HASH_ADAPTERS(name)						\
  HMAC_HASH_TABLE(name, UPPER)						\
  void									\
  symcrypt_hmac_##name##_set_key(struct symcrypt_hmac_##name##_ctx *ctx, \
				 size_t key_length, const uint8_t *key)	\
  {									\
    hmac_sha3_set_key(&name##_hmac_hash, &ctx->hash,			\
		      ctx->inner, ctx->outer, key_length, key);		\
  }									\
  void									\
  symcrypt_hmac_##name##_update(struct symcrypt_hmac_##name##_ctx *ctx, \
				size_t length, const uint8_t *data)	\
  {									\
    MD_UPDATE(&ctx->hash, length, data, _symcrypt_##name##_absorb);	\
  }									\
  int									\
  symcrypt_hmac_##name##_digest(struct symcrypt_hmac_##name##_ctx *ctx, \
				size_t length, uint8_t *digest)		\
  {									\
    struct symcrypt_##name##_ctx *c = &ctx->hash;			\
    return hmac_sha3_digest(&name##_hmac_hash, c->state, &c->count,	\
			    &c->index, c->block, ctx->inner,		\
			    ctx->outer, length, digest);		\
  }									\
  HMAC_VERIFY_AND_ONE_SHOT(name, UPPER)					\
  HMAC_SHA3_MANY_DEFINE(name)

/* symcrypt_hmac_<name>_many, for HMAC_SHA3_DEFINE.  */
#define HMAC_SHA3_MANY_DEFINE(name)					\
  int									\
  symcrypt_hmac_##name##_many(const struct symcrypt_hmac_##name##_ctx *key, \
			      size_t n, const uint8_t *const *msgs,	\
			      const size_t *lengths,			\
			      size_t tag_length, uint8_t *tags)		\
  {									\
    if (!key)								\
      return SYMCRYPT_EINVAL;						\
    return hmac_sha3_many(&name##_hmac_hash, key->inner, key->outer,	\
			  n, msgs, lengths, tag_length, tags);		\
  }

HMAC_SHA3_DEFINE(sha3_224, SHA3_224)
HMAC_SHA3_DEFINE(sha3_256, SHA3_256)
HMAC_SHA3_DEFINE(sha3_384, SHA3_384)
HMAC_SHA3_DEFINE(sha3_512, SHA3_512)
