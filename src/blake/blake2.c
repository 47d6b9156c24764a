/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* blake2.c -- BLAKE2b and BLAKE2s (RFC 7693): the parameters, the key
   block, buffering, the last block and the output, for one message at
   a time, in one call and for many messages.  The compression
   functions are blake2b-compress.c and blake2s-compress.c (or their
   assembly replacements).

   BLAKE2 marks the message's last block, so a block may not be
   compressed before the bytes after it show that it is not the last:
   the context keeps 1 to a whole block of bytes waiting (the key block
   counts as the message's first), and digest compresses them.

   The _many functions run the messages in vector lanes over the
   widest lane function (blake2b_8compress, _4compress, _2compress;
   blake2s_16compress, _8compress, _4compress) whose variant in use is
   assembly and whose lanes the messages fill; else one message after
   the other.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/blake2.h>

#include "blake2-internal.h"
#include "dispatch.h"
#include "lanes.h"
#include "macros.h"
#include "sha2/md-internal.h"

#define BLAKE2_MAX_BLOCK SYMCRYPT_BLAKE2B_BLOCK_SIZE
#define BLAKE2_MAX_LANES 16

/* The chaining words and counter of either hash.  */
union blake2_words
{
  uint64_t w64[10];
  uint32_t w32[10];
};

/* A lane function of either hash (blake2-internal.h).  */
union blake2_lanes_fn
{
  _symcrypt_blake2b_lanes_fn *w64;
  _symcrypt_blake2s_lanes_fn *w32;
};

/* A hash as the lanes see it.  */
struct blake2_lanes_hash
{
  unsigned block_size;
  void (*compress)(union blake2_words *state, size_t length,
		   const uint8_t *data, unsigned last_bit);
  /* FN on the COUNT lanes' STATES.  */
  void (*lanes_compress)(union blake2_lanes_fn fn, unsigned count,
			 union blake2_words *const *states, size_t blocks,
			 const uint8_t *const *data, unsigned finals,
			 const unsigned *last_bytes);
  void (*write)(size_t digest_length, uint8_t *digest,
		const union blake2_words *state);
};

/* One _many call: the messages, the states they start from and where
   their digests go.  */
struct blake2_many_job
{
  const struct blake2_lanes_hash *hash;
  union blake2_lanes_fn lanes_fn;
  unsigned lanes;		/* LANES_FN's lane count */
  const union blake2_words *start;  /* the parameters' state */
  const union blake2_words *keyed;  /* after the key block; NULL unkeyed */
  const uint8_t *key_block;
  const uint8_t *const *msgs;
  const size_t *lengths;
  size_t digest_length;
  uint8_t *digests;
};

struct blake2_lane
{
  union blake2_words state;
  const uint8_t *data;		/* the next block */
  size_t blocks;		/* blocks left at DATA; 0: no message */
  int last_next;		/* LAST, the final block, follows DATA's */
  unsigned last_bytes;		/* the bytes the final block counts */
  size_t message;		/* the message's index */
  uint8_t last[BLAKE2_MAX_BLOCK]; /* a partial final block, padded */
};

/* Puts message I in LANE.  Its final block is read from the message
   when whole, else copied and padded; an empty message's is a block
   of zeros counting 0 bytes, or with a key the key block counting a
   whole block, from the parameters' state.  */
static SYMCRYPT_ALWAYS_INLINE void
blake2_lane_start(const struct blake2_many_job *job, struct blake2_lane *lane,
		  size_t i)
{
  const unsigned block_size = job->hash->block_size;
  size_t length = job->lengths[i], whole;
  unsigned rest;

  lane->message = i;
  lane->last_next = 0;
  lane->blocks = 1;
  if (length == 0)
    {
      lane->state = *job->start;
      if (job->keyed)
	{
	  lane->data = job->key_block;
	  lane->last_bytes = block_size;
	}
      else
	{
	  memset(lane->last, 0, block_size);
	  lane->data = lane->last;
	  lane->last_bytes = 0;
	}
      return;
    }
  lane->state = job->keyed ? *job->keyed : *job->start;
  whole = (length - 1) / block_size;
  rest = length - whole * block_size;
  lane->last_bytes = rest;
  lane->data = job->msgs[i];
  if (rest == block_size)
    lane->blocks = whole + 1;
  else
    {
      memcpy(lane->last, job->msgs[i] + whole * block_size, rest);
      memset(lane->last + rest, 0, block_size - rest);
      if (whole > 0)
	{
	  lane->blocks = whole;
	  lane->last_next = 1;
	}
      else
	lane->data = lane->last;
    }
}

/* LANE has run BLOCKS blocks: moves it on, or writes its digest and
   returns 1 when its message is done.  */
static SYMCRYPT_ALWAYS_INLINE int
blake2_lane_advance(const struct blake2_many_job *job,
		    struct blake2_lane *lane, size_t blocks)
{
  lane->data += blocks * job->hash->block_size;
  lane->blocks -= blocks;
  if (lane->blocks > 0)
    return 0;
  if (lane->last_next)
    {
      lane->data = lane->last;
      lane->blocks = 1;
      lane->last_next = 0;
      return 0;
    }
  job->hash->write(job->digest_length,
		   job->digests + lane->message * job->digest_length,
		   &lane->state);
  return 1;
}

/* The N messages of JOB (N at least the lane count) in the lanes: one
   call of the lane function for as many blocks as the shortest stretch
   has left, the lanes whose message ends there with its final block;
   a lane whose message is done takes the next.  When none is left, the
   lanes still busy finish alone.  Inlined with the hash's constant
   description, so that the sizes are constants and the one-message
   calls direct.  */
static SYMCRYPT_ALWAYS_INLINE void
blake2_many_lanes(const struct blake2_many_job *job, size_t n)
{
  const struct blake2_lanes_hash *h = job->hash;
  const unsigned count = job->lanes;
  struct blake2_lane lanes[BLAKE2_MAX_LANES];
  union blake2_words *states[BLAKE2_MAX_LANES];
  const uint8_t *data[BLAKE2_MAX_LANES];
  unsigned last_bytes[BLAKE2_MAX_LANES];
  unsigned busy = count, j;
  size_t next = 0;

  for (j = 0; j < count; j++)
    {
      states[j] = &lanes[j].state;
      blake2_lane_start(job, &lanes[j], next++);
    }
  while (busy == count)
    {
      size_t blocks = lanes[0].blocks;
      unsigned finals = 0;
      for (j = 1; j < count; j++)
	if (lanes[j].blocks < blocks)
	  blocks = lanes[j].blocks;
      for (j = 0; j < count; j++)
	{
	  data[j] = lanes[j].data;
	  last_bytes[j] = lanes[j].last_bytes;
	  if (lanes[j].blocks == blocks && !lanes[j].last_next)
	    finals |= 1u << j;
	}
      h->lanes_compress(job->lanes_fn, count, states, blocks, data, finals,
			last_bytes);
      for (j = 0; j < count; j++)
	if (blake2_lane_advance(job, &lanes[j], blocks))
	  {
	    if (next < n)
	      blake2_lane_start(job, &lanes[j], next++);
	    else
	      busy--;
	  }
    }
  for (j = 0; j < count; j++)
    {
      struct blake2_lane *lane = &lanes[j];
      if (lane->blocks == 0)
	continue;
      if (lane->last_next)
	{
	  h->compress(&lane->state, lane->blocks * h->block_size,
		      lane->data, 0);
	  lane->data = lane->last;
	  lane->blocks = 1;
	}
      h->compress(&lane->state,
		  (lane->blocks - 1) * h->block_size + lane->last_bytes,
		  lane->data, 1);
      h->write(job->digest_length,
	       job->digests + lane->message * job->digest_length,
	       &lane->state);
    }
  _symcrypt_wipe(lanes, count * sizeof(lanes[0]));
}

/* The lane view of hash NAME (words WORD_T in FIELD, written out by
   WRITE_LE), and its lane function for N messages: the widest of WIDE,
   MID and NARROW lanes (blake2<x>_<lanes>compress) whose variant in use
   is assembly and whose lanes N fills, with its lane count; else 0.  */
#define BLAKE2_LANES_CHOICE(name, LANES)				\
    if (lanes == LANES)							\
      *fn = _symcrypt_##name##_##LANES##compress;
#define BLAKE2_LANES_DEFINE(name, word_t, field, BLOCK, WIDE, MID, NARROW, \
			    write_le)					\
  static void								\
  name##_compress_words(union blake2_words *state, size_t length,	\
			const uint8_t *data, unsigned last_bit)		\
  {									\
    _symcrypt_##name##_compress(state->field, length, data, last_bit);	\
  }									\
  static void								\
  name##_lanes_compress(union blake2_lanes_fn fn, unsigned count,	\
			union blake2_words *const *states, size_t blocks, \
			const uint8_t *const *data, unsigned finals,	\
			const unsigned *last_bytes)			\
  {									\
    word_t *words[BLAKE2_MAX_LANES];					\
    unsigned i;								\
    for (i = 0; i < count; i++)						\
      words[i] = states[i]->field;					\
    fn.field(words, blocks, data, finals, last_bytes);			\
  }									\
  static void								\
  name##_write_words(size_t digest_length, uint8_t *digest,		\
		     const union blake2_words *state)			\
  {									\
    write_le(digest_length, digest, state->field);			\
  }									\
  static const struct blake2_lanes_hash name##_lanes_hash = {		\
    BLOCK, name##_compress_words, name##_lanes_compress,		\
    name##_write_words							\
  };									\
  static unsigned							\
  name##_choose_lanes(size_t n, _symcrypt_##name##_lanes_fn **fn)	\
  {									\
    unsigned lanes = _symcrypt_lanes_choose(SYMCRYPT_FN_##name##_compress, n); \
    BLAKE2_LANES_CHOICE(name, WIDE)					\
    BLAKE2_LANES_CHOICE(name, MID)					\
    BLAKE2_LANES_CHOICE(name, NARROW)					\
    return lanes;							\
  }

BLAKE2_LANES_DEFINE(blake2b, uint64_t, w64, SYMCRYPT_BLAKE2B_BLOCK_SIZE,
		    8, 4, 2, md_write_le64)
BLAKE2_LANES_DEFINE(blake2s, uint32_t, w32, SYMCRYPT_BLAKE2S_BLOCK_SIZE,
		    16, 8, 4, md_write_le32)

/* The functions of NAME, whose words are WORD_T (FIELD of union
   blake2_words; written out by WRITE_LE), blocks BLOCK bytes, digests at most DIGEST bytes and keys
   at most KEY bytes.  */
#define BLAKE2_DEFINE(name, word_t, field, BLOCK, DIGEST, KEY, write_le) \
  /* The state of a message's start: the initial values with the	\
     first word of the parameter block (RFC 7693, 2.8: the digest	\
     and key lengths, fanout and depth 1; the other parameters are 0	\
     here) XORed into word 0, and the counter 0.  */			\
  static void								\
  name##_start(word_t *state, size_t digest_length, size_t key_length)	\
  {									\
    memcpy(state, _symcrypt_##name##_iv, 8 * sizeof(word_t));		\
    state[0] ^= (word_t) (0x01010000 | key_length << 8 | digest_length); \
    state[8] = 0;							\
    state[9] = 0;							\
  }									\
									\
  /* The key padded with zeros to a block (RFC 7693, 3.3).  */		\
  static void								\
  name##_key_block(uint8_t *block, size_t key_length, const uint8_t *key) \
  {									\
    memcpy(block, key, key_length);					\
    memset(block + key_length, 0, BLOCK - key_length);			\
  }									\
									\
  /* The start of the next message with CTX's lengths and key.  */	\
  static void								\
  name##_restart(struct symcrypt_##name##_ctx *ctx)			\
  {									\
    name##_start(ctx->state, ctx->digest_length, ctx->key_length);	\
    ctx->index = 0;							\
    if (ctx->key_length > 0)						\
      {									\
	name##_key_block(ctx->block, ctx->key_length, ctx->key);	\
	ctx->index = BLOCK;						\
      }									\
  }									\
									\
  static int								\
  name##_lengths_ok(size_t digest_length, size_t key_length,		\
		    const uint8_t *key)					\
  {									\
    return digest_length >= 1 && digest_length <= DIGEST		\
      && key_length <= KEY && (key_length == 0 || key);			\
  }									\
									\
  int									\
  symcrypt_##name##_init(struct symcrypt_##name##_ctx *ctx,		\
			 size_t digest_length,				\
			 size_t key_length, const uint8_t *key)		\
  {									\
    if (!name##_lengths_ok(digest_length, key_length, key))		\
      return SYMCRYPT_EINVAL;						\
    ctx->digest_length = digest_length;					\
    ctx->key_length = key_length;					\
    /* The whole field, so that no byte of an earlier key stays.  */	\
    memset(ctx->key, 0, KEY);						\
    if (key_length > 0)							\
      memcpy(ctx->key, key, key_length);				\
    name##_restart(ctx);						\
    return SYMCRYPT_OK;							\
  }									\
									\
  void									\
  symcrypt_##name##_update(struct symcrypt_##name##_ctx *ctx,		\
			   size_t length, const uint8_t *data)		\
  {									\
    size_t left = BLOCK - ctx->index, whole;				\
    if (length <= left)							\
      {									\
	if (length > 0)							\
	  memcpy(ctx->block + ctx->index, data, length);		\
	ctx->index += length;						\
	return;								\
      }									\
    /* More than fills the block: the block is not the last.  */	\
    if (ctx->index > 0)							\
      {									\
	memcpy(ctx->block + ctx->index, data, left);			\
	_symcrypt_##name##_compress(ctx->state, BLOCK, ctx->block, 0);	\
	data += left;							\
	length -= left;							\
      }									\
    /* The whole blocks from DATA but the last 1 to BLOCK bytes,	\
       which wait.  */							\
    whole = (length - 1) / BLOCK * BLOCK;				\
    if (whole > 0)							\
      _symcrypt_##name##_compress(ctx->state, whole, data, 0);		\
    memcpy(ctx->block, data + whole, length - whole);			\
    ctx->index = length - whole;					\
  }									\
									\
  void									\
  symcrypt_##name##_digest(struct symcrypt_##name##_ctx *ctx,		\
			   uint8_t *digest)				\
  {									\
    memset(ctx->block + ctx->index, 0, BLOCK - ctx->index);		\
    _symcrypt_##name##_compress(ctx->state, ctx->index, ctx->block, 1);	\
    write_le(ctx->digest_length, digest, ctx->state);			\
    name##_restart(ctx);						\
  }									\
									\
  /* The rest of a message of LENGTH bytes at DATA from STATE (after	\
     the key block, if any; LENGTH is not 0 then): its DIGEST_LENGTH	\
     bytes of digest to DIGEST.  A message of whole blocks is one	\
     call, its last block from DATA; else the last block is copied	\
     and padded.  */							\
  static void								\
  name##_finish(word_t *state, size_t length, const uint8_t *data,	\
		size_t digest_length, uint8_t *digest)			\
  {									\
    uint8_t last[BLOCK];						\
    size_t whole = length > 0 ? (length - 1) / BLOCK * BLOCK : 0;	\
    size_t rest = length - whole;					\
    if (rest == BLOCK)							\
      _symcrypt_##name##_compress(state, length, data, 1);		\
    else								\
      {									\
	if (whole > 0)							\
	  _symcrypt_##name##_compress(state, whole, data, 0);		\
	if (rest > 0)							\
	  memcpy(last, data + whole, rest);				\
	memset(last + rest, 0, BLOCK - rest);				\
	_symcrypt_##name##_compress(state, rest, last, 1);		\
      }									\
    write_le(digest_length, digest, state);				\
  }									\
									\
  int									\
  symcrypt_##name(size_t digest_length, size_t key_length,		\
		  const uint8_t *key, size_t length, const uint8_t *data, \
		  uint8_t *digest)					\
  {									\
    word_t state[10];							\
    if (!name##_lengths_ok(digest_length, key_length, key)		\
	|| (length > 0 && !data))					\
      return SYMCRYPT_EINVAL;						\
    name##_start(state, digest_length, key_length);			\
    if (key_length == 0)						\
      name##_finish(state, length, data, digest_length, digest);	\
    else								\
      {									\
	uint8_t key_block[BLOCK];					\
	name##_key_block(key_block, key_length, key);			\
	_symcrypt_##name##_compress(state, BLOCK, key_block, length == 0); \
	_symcrypt_wipe(key_block, BLOCK);				\
	if (length == 0)						\
	  write_le(digest_length, digest, state);			\
	else								\
	  name##_finish(state, length, data, digest_length, digest);	\
	_symcrypt_wipe(state, sizeof(state));				\
      }									\
    return SYMCRYPT_OK;							\
  }									\
									\
  /* A key block is compressed once, into the state that every	\
     non-empty message starts from.  In the LANES lanes of LANES_FN,	\
     or one message after the other when LANES is 0 (or more than	\
     N).  */								\
  int									\
  _symcrypt_##name##_many_in_lanes(_symcrypt_##name##_lanes_fn *lanes_fn, \
				   unsigned lanes, size_t digest_length, \
				   size_t key_length, const uint8_t *key, \
				   size_t n, const uint8_t *const *msgs, \
				   const size_t *lengths, uint8_t *digests) \
  {									\
    union blake2_words start, keyed, state;				\
    uint8_t key_block[BLOCK];						\
    size_t i;								\
    if (!name##_lengths_ok(digest_length, key_length, key)		\
	|| !_symcrypt_many_args_ok(n, msgs, lengths, digests)		\
	|| lanes > BLAKE2_MAX_LANES)					\
      return SYMCRYPT_EINVAL;						\
    if (n == 0)								\
      return SYMCRYPT_OK;						\
    name##_start(start.field, digest_length, key_length);		\
    if (key_length > 0)							\
      {									\
	name##_key_block(key_block, key_length, key);			\
	keyed = start;							\
	_symcrypt_##name##_compress(keyed.field, BLOCK, key_block, 0);	\
      }									\
    if (lanes > 0 && n >= lanes)					\
      {									\
	struct blake2_many_job job;					\
	job.hash = &name##_lanes_hash;					\
	job.lanes_fn.field = lanes_fn;					\
	job.lanes = lanes;						\
	job.start = &start;						\
	job.keyed = key_length > 0 ? &keyed : NULL;			\
	job.key_block = key_block;					\
	job.msgs = msgs;						\
	job.lengths = lengths;						\
	job.digest_length = digest_length;				\
	job.digests = digests;						\
	blake2_many_lanes(&job, n);					\
      }									\
    else								\
      for (i = 0; i < n; i++, digests += digest_length)		\
	if (key_length == 0)						\
	  {								\
	    state = start;						\
	    name##_finish(state.field, lengths[i], msgs[i],		\
			  digest_length, digests);			\
	  }								\
	else if (lengths[i] > 0)					\
	  {								\
	    state = keyed;						\
	    name##_finish(state.field, lengths[i], msgs[i],		\
			  digest_length, digests);			\
	  }								\
	else								\
	  {								\
	    /* The key block alone is the last block.  */		\
	    state = start;						\
	    _symcrypt_##name##_compress(state.field, BLOCK, key_block, 1); \
	    write_le(digest_length, digests, state.field);		\
	  }								\
    if (key_length > 0)							\
      {									\
	_symcrypt_wipe(key_block, BLOCK);				\
	_symcrypt_wipe(&keyed, sizeof(keyed));				\
	_symcrypt_wipe(&state, sizeof(state));				\
      }									\
    return SYMCRYPT_OK;							\
  }									\
									\
  int									\
  symcrypt_##name##_many(size_t digest_length, size_t key_length,	\
			 const uint8_t *key, size_t n,			\
			 const uint8_t *const *msgs,			\
			 const size_t *lengths, uint8_t *digests)	\
  {									\
    _symcrypt_##name##_lanes_fn *fn = NULL;				\
    unsigned lanes = name##_choose_lanes(n, &fn);			\
    return _symcrypt_##name##_many_in_lanes(fn, lanes, digest_length,	\
					    key_length, key, n, msgs,	\
					    lengths, digests);		\
  }

BLAKE2_DEFINE(blake2b, uint64_t, w64, SYMCRYPT_BLAKE2B_BLOCK_SIZE,
	      SYMCRYPT_BLAKE2B_DIGEST_SIZE, SYMCRYPT_BLAKE2B_KEY_SIZE,
	      md_write_le64)
BLAKE2_DEFINE(blake2s, uint32_t, w32, SYMCRYPT_BLAKE2S_BLOCK_SIZE,
	      SYMCRYPT_BLAKE2S_DIGEST_SIZE, SYMCRYPT_BLAKE2S_KEY_SIZE,
	      md_write_le32)
