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
   functions are blake2-compress.c's (or their assembly
   replacements).

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

#include <stddef.h>
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

/* A hash as the functions below see it: its sizes and its typed
   functions, which take its words through union blake2_words (or a
   void pointer to the context's).  Each function below is inlined
   with a constant description, so that its sizes are constants and
   its calls direct.  */
struct blake2_hash
{
  unsigned block_size;
  unsigned word_size;		/* 8 or 4 */
  unsigned digest_max;		/* SYMCRYPT_BLAKE2<X>_DIGEST_SIZE */
  unsigned key_max;		/* SYMCRYPT_BLAKE2<X>_KEY_SIZE */
  const void *iv;		/* _symcrypt_blake2<x>_iv */
  unsigned group;		/* SYMCRYPT_FN_blake2<x>_compress */
  /* Where the context's fields lie (offsetof).  */
  size_t block_at, key_at, index_at, digest_length_at, key_length_at;
  /* The lane function of WIDTH lanes (one of the group's widths).  */
  union blake2_lanes_fn (*lanes_fn)(unsigned width);
  struct blake2_lanes_hash lanes;
  /* blake2_restart and blake2_finish for this hash, out of line.  */
  void (*restart)(void *ctx);
  void (*finish)(union blake2_words *state, size_t length,
		 const uint8_t *data, size_t digest_length, uint8_t *digest);
};

/* The state of a message's start: the initial values with the first
   word of the parameter block (RFC 7693, 2.8: the digest and key
   lengths, fanout and depth 1; the other parameters are 0 here)
   XORed into word 0, and the counter 0.  */
static SYMCRYPT_ALWAYS_INLINE void
blake2_start(const struct blake2_hash *h, void *state,
	     size_t digest_length, size_t key_length)
{
  uint32_t param = (uint32_t) (0x01010000 | key_length << 8 | digest_length);
  memcpy(state, h->iv, 8 * h->word_size);
  if (h->word_size == 8)
    {
      uint64_t *w = state;
      w[0] ^= param;
      w[8] = 0;
      w[9] = 0;
    }
  else
    {
      uint32_t *w = state;
      w[0] ^= param;
      w[8] = 0;
      w[9] = 0;
    }
}

/* The key padded with zeros to a block (RFC 7693, 3.3).  */
static SYMCRYPT_ALWAYS_INLINE void
blake2_key_block(const struct blake2_hash *h, uint8_t *block,
		 size_t key_length, const uint8_t *key)
{
  memcpy(block, key, key_length);
  memset(block + key_length, 0, h->block_size - key_length);
}

static SYMCRYPT_ALWAYS_INLINE int
blake2_lengths_ok(const struct blake2_hash *h, size_t digest_length,
		  size_t key_length, const uint8_t *key)
{
  return digest_length >= 1 && digest_length <= h->digest_max
    && key_length <= h->key_max && (key_length == 0 || key);
}

/* The fields of a context of either hash (struct symcrypt_blake2b_ctx,
   struct symcrypt_blake2s_ctx).  */
struct blake2_ctx_fields
{
  void *state;
  uint8_t *block;
  uint8_t *key;
  unsigned *index;
  unsigned *digest_length;
  unsigned *key_length;
};

static SYMCRYPT_ALWAYS_INLINE struct blake2_ctx_fields
blake2_fields(const struct blake2_hash *h, void *ctx)
{
  struct blake2_ctx_fields c;
  c.state = ctx;		/* the first field */
  c.block = (uint8_t *) ctx + h->block_at;
  c.key = (uint8_t *) ctx + h->key_at;
  c.index = (unsigned *) ((uint8_t *) ctx + h->index_at);
  c.digest_length = (unsigned *) ((uint8_t *) ctx + h->digest_length_at);
  c.key_length = (unsigned *) ((uint8_t *) ctx + h->key_length_at);
  return c;
}

/* The start of the next message with CTX's lengths and key.  */
static SYMCRYPT_ALWAYS_INLINE void
blake2_restart(const struct blake2_hash *h, void *ctx)
{
  struct blake2_ctx_fields c = blake2_fields(h, ctx);
  blake2_start(h, c.state, *c.digest_length, *c.key_length);
  *c.index = 0;
  if (*c.key_length > 0)
    {
      blake2_key_block(h, c.block, *c.key_length, c.key);
      *c.index = h->block_size;
    }
}

static SYMCRYPT_ALWAYS_INLINE int
blake2_init(const struct blake2_hash *h, void *ctx,
	    size_t digest_length, size_t key_length, const uint8_t *key)
{
  struct blake2_ctx_fields c = blake2_fields(h, ctx);
  if (!blake2_lengths_ok(h, digest_length, key_length, key))
    return SYMCRYPT_EINVAL;
  *c.digest_length = digest_length;
  *c.key_length = key_length;
  /* The whole field, so that no byte of an earlier key stays.  */
  memset(c.key, 0, h->key_max);
  if (key_length > 0)
    memcpy(c.key, key, key_length);
  h->restart(ctx);
  return SYMCRYPT_OK;
}

static SYMCRYPT_ALWAYS_INLINE void
blake2_update(const struct blake2_hash *h, void *ctx,
	      size_t length, const uint8_t *data)
{
  struct blake2_ctx_fields c = blake2_fields(h, ctx);
  const size_t block_size = h->block_size;
  /* In unsigned int, as the index is: in size_t, gcc expands the copy
     that fills the block inline, 120 bytes more.  */
  size_t left = h->block_size - *c.index, whole;
  if (length <= left)
    {
      if (length > 0)
	memcpy(c.block + *c.index, data, length);
      *c.index += length;
      return;
    }
  /* More than fills the block: the block is not the last.  */
  if (*c.index > 0)
    {
      memcpy(c.block + *c.index, data, left);
      h->lanes.compress(c.state, block_size, c.block, 0);
      data += left;
      length -= left;
    }
  /* The whole blocks from DATA but the last 1 to a block of bytes,
     which wait.  */
  whole = (length - 1) / block_size * block_size;
  if (whole > 0)
    h->lanes.compress(c.state, whole, data, 0);
  memcpy(c.block, data + whole, length - whole);
  *c.index = length - whole;
}

static SYMCRYPT_ALWAYS_INLINE void
blake2_digest(const struct blake2_hash *h, void *ctx,
	      uint8_t *digest)
{
  struct blake2_ctx_fields c = blake2_fields(h, ctx);
  memset(c.block + *c.index, 0, h->block_size - *c.index);
  h->lanes.compress(c.state, *c.index, c.block, 1);
  h->lanes.write(*c.digest_length, digest, c.state);
  h->restart(ctx);
}

/* The rest of a message of LENGTH bytes at DATA from STATE (after the
   key block, if any; LENGTH is not 0 then): its DIGEST_LENGTH bytes
   of digest to DIGEST.  A message of whole blocks is one call, its
   last block from DATA; else the last block is copied and padded.  */
static SYMCRYPT_ALWAYS_INLINE void
blake2_finish(const struct blake2_hash *h, union blake2_words *state,
	      size_t length, const uint8_t *data,
	      size_t digest_length, uint8_t *digest)
{
  const size_t block_size = h->block_size;
  uint8_t last[BLAKE2_MAX_BLOCK];
  size_t whole = length > 0 ? (length - 1) / block_size * block_size : 0;
  size_t rest = length - whole;
  if (rest == block_size)
    h->lanes.compress(state, length, data, 1);
  else
    {
      if (whole > 0)
	h->lanes.compress(state, whole, data, 0);
      if (rest > 0)
	memcpy(last, data + whole, rest);
      memset(last + rest, 0, block_size - rest);
      h->lanes.compress(state, rest, last, 1);
    }
  h->lanes.write(digest_length, digest, state);
}

static SYMCRYPT_ALWAYS_INLINE int
blake2_one_shot(const struct blake2_hash *h, size_t digest_length,
		size_t key_length, const uint8_t *key,
		size_t length, const uint8_t *data, uint8_t *digest)
{
  union blake2_words state;
  if (!blake2_lengths_ok(h, digest_length, key_length, key)
      || BAD_PAIR(length, data) || digest == NULL)
    return SYMCRYPT_EINVAL;
  blake2_start(h, &state, digest_length, key_length);
  if (key_length == 0)
    h->finish(&state, length, data, digest_length, digest);
  else
    {
      uint8_t key_block[BLAKE2_MAX_BLOCK];
      blake2_key_block(h, key_block, key_length, key);
      h->lanes.compress(&state, h->block_size, key_block, length == 0);
      _symcrypt_wipe(key_block, h->block_size);
      if (length == 0)
	h->lanes.write(digest_length, digest, &state);
      else
	h->finish(&state, length, data, digest_length, digest);
      _symcrypt_wipe(&state, 10 * h->word_size);
    }
  return SYMCRYPT_OK;
}

/* A key block is compressed once, into the state that every
   non-empty message starts from.  In the LANES lanes of LANES_FN, or
   one message after the other when LANES is 0 (or more than N).  */
static SYMCRYPT_ALWAYS_INLINE int
blake2_many_in_lanes(const struct blake2_hash *h,
		     union blake2_lanes_fn lanes_fn, unsigned lanes,
		     size_t digest_length, size_t key_length,
		     const uint8_t *key, size_t n, const uint8_t *const *msgs,
		     const size_t *lengths, uint8_t *digests)
{
  union blake2_words start, keyed, state;
  uint8_t key_block[BLAKE2_MAX_BLOCK];
  size_t i;
  if (!blake2_lengths_ok(h, digest_length, key_length, key)
      || !_symcrypt_many_args_ok(n, msgs, lengths, digests)
      || lanes > BLAKE2_MAX_LANES)
    return SYMCRYPT_EINVAL;
  if (n == 0)
    return SYMCRYPT_OK;
  blake2_start(h, &start, digest_length, key_length);
  if (key_length > 0)
    {
      blake2_key_block(h, key_block, key_length, key);
      keyed = start;
      h->lanes.compress(&keyed, h->block_size, key_block, 0);
    }
  if (lanes > 0 && n >= lanes)
    {
      struct blake2_many_job job;
      job.hash = &h->lanes;
      job.lanes_fn = lanes_fn;
      job.lanes = lanes;
      job.start = &start;
      job.keyed = key_length > 0 ? &keyed : NULL;
      job.key_block = key_block;
      job.msgs = msgs;
      job.lengths = lengths;
      job.digest_length = digest_length;
      job.digests = digests;
      blake2_many_lanes(&job, n);
    }
  else
    for (i = 0; i < n; i++, digests += digest_length)
      if (key_length == 0)
	{
	  state = start;
	  h->finish(&state, lengths[i], msgs[i], digest_length, digests);
	}
      else if (lengths[i] > 0)
	{
	  state = keyed;
	  h->finish(&state, lengths[i], msgs[i], digest_length, digests);
	}
      else
	{
	  /* The key block alone is the last block.  */
	  state = start;
	  h->lanes.compress(&state, h->block_size, key_block, 1);
	  h->lanes.write(digest_length, digests, &state);
	}
  if (key_length > 0)
    {
      _symcrypt_wipe(key_block, h->block_size);
      _symcrypt_wipe(&keyed, sizeof(keyed));
      _symcrypt_wipe(&state, sizeof(state));
    }
  return SYMCRYPT_OK;
}

/* BLAKE2b's and BLAKE2s's adapters to the words of union
   blake2_words, and their lane functions by width.  */
static void
blake2b_compress_words(union blake2_words *state, size_t length,
		       const uint8_t *data, unsigned last_bit)
{
  _symcrypt_blake2b_compress(state->w64, length, data, last_bit);
}
static void
blake2s_compress_words(union blake2_words *state, size_t length,
		       const uint8_t *data, unsigned last_bit)
{
  _symcrypt_blake2s_compress(state->w32, length, data, last_bit);
}
static void
blake2b_lanes_compress(union blake2_lanes_fn fn, unsigned count,
		       union blake2_words *const *states, size_t blocks,
		       const uint8_t *const *data, unsigned finals,
		       const unsigned *last_bytes)
{
  uint64_t *words[BLAKE2_MAX_LANES];
  unsigned i;
  for (i = 0; i < count; i++)
    words[i] = states[i]->w64;
  fn.w64(words, blocks, data, finals, last_bytes);
}
static void
blake2s_lanes_compress(union blake2_lanes_fn fn, unsigned count,
		       union blake2_words *const *states, size_t blocks,
		       const uint8_t *const *data, unsigned finals,
		       const unsigned *last_bytes)
{
  uint32_t *words[BLAKE2_MAX_LANES];
  unsigned i;
  for (i = 0; i < count; i++)
    words[i] = states[i]->w32;
  fn.w32(words, blocks, data, finals, last_bytes);
}
static void
blake2b_write_words(size_t digest_length, uint8_t *digest,
		    const union blake2_words *state)
{
  md_write_le64(digest_length, digest, state->w64);
}
static void
blake2s_write_words(size_t digest_length, uint8_t *digest,
		    const union blake2_words *state)
{
  md_write_le32(digest_length, digest, state->w32);
}
static union blake2_lanes_fn
blake2b_lanes_fn(unsigned width)
{
  union blake2_lanes_fn fn;
  fn.w64 = width == 8 ? _symcrypt_blake2b_8compress
    : width == 4 ? _symcrypt_blake2b_4compress : _symcrypt_blake2b_2compress;
  return fn;
}
static union blake2_lanes_fn
blake2s_lanes_fn(unsigned width)
{
  union blake2_lanes_fn fn;
  fn.w32 = width == 16 ? _symcrypt_blake2s_16compress
    : width == 8 ? _symcrypt_blake2s_8compress : _symcrypt_blake2s_4compress;
  return fn;
}

/* BLAKE2b's and BLAKE2s's descriptions, and their restart and finish
   out of line, as the functions above call them.  */
#define BLAKE2_HASH(name, NAME, word_size, group)			\
  static void name##_restart(void *ctx);				\
  static void name##_finish(union blake2_words *state, size_t length,	\
			    const uint8_t *data, size_t digest_length,	\
			    uint8_t *digest);				\
  static const struct blake2_hash name##_hash = {			\
    SYMCRYPT_##NAME##_BLOCK_SIZE, word_size, SYMCRYPT_##NAME##_DIGEST_SIZE, \
    SYMCRYPT_##NAME##_KEY_SIZE, _symcrypt_##name##_iv, group,		\
    offsetof(struct symcrypt_##name##_ctx, block),			\
    offsetof(struct symcrypt_##name##_ctx, key),			\
    offsetof(struct symcrypt_##name##_ctx, index),			\
    offsetof(struct symcrypt_##name##_ctx, digest_length),		\
    offsetof(struct symcrypt_##name##_ctx, key_length),		\
    name##_lanes_fn,							\
    { SYMCRYPT_##NAME##_BLOCK_SIZE, name##_compress_words,		\
      name##_lanes_compress, name##_write_words },			\
    name##_restart, name##_finish					\
  };									\
  static void								\
  name##_restart(void *ctx)						\
  {									\
    blake2_restart(&name##_hash, ctx);					\
  }									\
  static void								\
  name##_finish(union blake2_words *state, size_t length,		\
		const uint8_t *data, size_t digest_length, uint8_t *digest) \
  {									\
    blake2_finish(&name##_hash, state, length, data, digest_length, digest); \
  }

BLAKE2_HASH(blake2b, BLAKE2B, 8, SYMCRYPT_FN_blake2b_compress)
BLAKE2_HASH(blake2s, BLAKE2S, 4, SYMCRYPT_FN_blake2s_compress)

/* The public functions of hash NAME for one message, those that keep
   a context and the one-call one, each a call of the function above
   with NAME's description.  */
#define BLAKE2_DEFINE(name)						\
  int									\
  symcrypt_##name##_init(struct symcrypt_##name##_ctx *ctx,		\
			 size_t digest_length,				\
			 size_t key_length, const uint8_t *key)		\
  {									\
    return blake2_init(&name##_hash, ctx, digest_length, key_length, key); \
  }									\
  void									\
  symcrypt_##name##_update(struct symcrypt_##name##_ctx *ctx,		\
			   size_t length, const uint8_t *data)		\
  {									\
    blake2_update(&name##_hash, ctx, length, data);			\
  }									\
  void									\
  symcrypt_##name##_digest(struct symcrypt_##name##_ctx *ctx,		\
			   uint8_t *digest)				\
  {									\
    blake2_digest(&name##_hash, ctx, digest);				\
  }									\
  int									\
  symcrypt_##name(size_t digest_length, size_t key_length,		\
		  const uint8_t *key, size_t length, const uint8_t *data, \
		  uint8_t *digest)					\
  {									\
    return blake2_one_shot(&name##_hash, digest_length, key_length, key, \
			   length, data, digest);			\
  }

/* The many-message function of NAME, whose words are FIELD of union
   blake2_lanes_fn, and its driver for the tests (blake2-internal.h).  */
#define BLAKE2_MANY_DEFINE(name, field)					\
  int									\
  _symcrypt_##name##_many_in_lanes(_symcrypt_##name##_lanes_fn *lanes_fn, \
				   unsigned lanes, size_t digest_length, \
				   size_t key_length, const uint8_t *key, \
				   size_t n, const uint8_t *const *msgs, \
				   const size_t *lengths, uint8_t *digests) \
  {									\
    union blake2_lanes_fn fn;						\
    fn.field = lanes_fn;						\
    return blake2_many_in_lanes(&name##_hash, fn, lanes, digest_length, \
				key_length, key, n, msgs, lengths, digests); \
  }									\
  int									\
  symcrypt_##name##_many(size_t digest_length, size_t key_length,	\
			 const uint8_t *key, size_t n,			\
			 const uint8_t *const *msgs,			\
			 const size_t *lengths, uint8_t *digests)	\
  {									\
    _symcrypt_##name##_lanes_fn *fn = NULL;				\
    unsigned lanes = _symcrypt_lanes_choose(name##_hash.group, n);	\
    if (lanes > 0)							\
      fn = name##_hash.lanes_fn(lanes).field;				\
    return _symcrypt_##name##_many_in_lanes(fn, lanes, digest_length,	\
					    key_length, key, n, msgs,	\
					    lengths, digests);		\
  }

BLAKE2_DEFINE(blake2b)
BLAKE2_DEFINE(blake2s)
BLAKE2_MANY_DEFINE(blake2b, w64)
BLAKE2_MANY_DEFINE(blake2s, w32)
