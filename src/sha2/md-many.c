/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* md-many.c -- many messages at once: symcrypt_<hash>_many and
   symcrypt_hmac_<hash>_many over the many-message compression
   functions.

   N lanes carry one message each: 2 over the two-message functions
   (interleaved chains), or 8 or 16 over the vector-lane functions of
   SHA-1 and SHA-256 when the variant in use of one of them is
   assembly (the widest such; their C twins would only run the lanes
   one after the other).  A lane runs the message's whole blocks straight from the
   caller's buffer, then its padded tail (one or two blocks built
   here, after a copy of the message's one whole block if it has only
   one), then, for HMAC, the outer block.  All lanes go through one
   call for as many blocks as the shortest of them has left in its
   current stretch; a lane whose message ends takes the next message,
   so the lanes stay full while messages are left.  When they run out,
   the lanes still busy finish alone through the one-message
   function.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/hmac.h>
#include <symcrypt/sha1.h>
#include <symcrypt/sha2.h>

#include "dispatch.h"
#include "lanes.h"
#include "mac/hmac-internal.h"
#include "macros.h"
#include "md-internal.h"

#define MANY_MAX_BLOCK_SIZE 128
#define MANY_MAX_LANES 16

/* The chaining words of any of the hashes here.  */
union md_words
{
  uint32_t w32[16];
  uint64_t w64[8];
};

/* A hash as the lanes see it.  */
struct md_many_hash
{
  unsigned block_size;
  unsigned word_size;		/* 4 or 8; the length field is two words */
  unsigned state_size;		/* bytes of chaining words */
  unsigned digest_size;
  void (*compress)(union md_words *state, size_t blocks,
		   const uint8_t *data);
  const struct md_many_lanes *lanes; /* widest first, 2 lanes last */
  unsigned group;		/* SYMCRYPT_FN_<compress>, the lanes' group */
};

/* A many-message compression function: BLOCKS blocks at DATA[i] into
   STATES[i] for each of its COUNT lanes.  */
struct md_many_lanes
{
  unsigned count;
  void (*compress)(union md_words *const *states, size_t blocks,
		   const uint8_t *const *data);
};

/* One call: the messages, the chaining words they start from, and
   where their digests or tags go.  */
struct md_many_job
{
  const struct md_many_hash *hash;
  const void *start;		/* the IV, or the keyed inner state */
  const void *outer;		/* the keyed outer state; NULL for a hash */
  unsigned prefix;		/* bytes hashed before each message */
  const uint8_t *const *msgs;
  const size_t *lengths;
  size_t out_length;		/* bytes of output per message */
  uint8_t *out;
};

struct md_lane
{
  union md_words state;
  const uint8_t *data;		/* the next block */
  size_t blocks;		/* blocks left at DATA */
  unsigned tail_blocks;		/* blocks of the tail after DATA's */
  int outer;			/* 1 while HMAC's outer block runs */
  size_t message;		/* the message's index */
  size_t length;		/* the length whose padding TAIL has */
  uint8_t tail[3 * MANY_MAX_BLOCK_SIZE];
  uint8_t outer_block[MANY_MAX_BLOCK_SIZE]; /* HMAC's, padded once */
};

/* Stores the digest of STATE at DST, a whole word at a time, the
   loop unrolled (as md_write_be32 it ran 20% slower for 1000 SHA-256
   digests of 64-byte messages on Zen 5).  */
static SYMCRYPT_ALWAYS_INLINE void
digest_write(const struct md_many_hash *h, uint8_t *dst,
	     const union md_words *state)
{
  unsigned i;
  if (h->word_size == 4)
    {
      SYMCRYPT_UNROLL16
      for (i = 0; i < h->digest_size / 4; i++)
	host_write_uint32(dst + 4 * i, md_be32(state->w32[i]));
    }
  else
    {
      SYMCRYPT_UNROLL16
      for (i = 0; i < h->digest_size / 8; i++)
	host_write_uint64(dst + 8 * i, md_be64(state->w64[i]));
    }
}

/* Puts message I in LANE: its whole blocks first, then its padded
   tail with the bit length of the prefix and message.  A message of
   exactly one whole block is copied ahead of the tail, so that all
   its blocks go through one call.  The padding is written only when
   the length differs from the lane's previous message's (messages
   of one length are the common case), and then with constant sizes
   but for the message's part: a few vector stores.  */
static SYMCRYPT_ALWAYS_INLINE void
lane_start(const struct md_many_job *job, struct md_lane *lane, size_t i)
{
  const struct md_many_hash *h = job->hash;
  const unsigned block_size = h->block_size;
  const uint8_t *msg = job->msgs[i];
  size_t length = job->lengths[i];
  size_t rest = length % block_size, whole = length / block_size;
  unsigned pad_blocks = rest + 1 + 2 * h->word_size <= block_size ? 1 : 2;
  uint8_t *pad = lane->tail;

  memcpy(lane->state.w32, job->start, h->state_size);
  lane->message = i;
  lane->outer = 0;
  if (whole == 1)
    {
      memcpy(pad, msg, block_size);
      pad += block_size;
      whole = 0;
      pad_blocks++;
    }
  if (length != lane->length)
    {
      uint64_t total = (uint64_t) job->prefix + length;
      uint8_t *end = lane->tail + pad_blocks * block_size;
      uint8_t bits[16];
      unsigned k;

      lane->length = length;
      /* Two blocks of zeroes, whether the padding takes one or two,
	 in pieces of 64 bytes: gcc makes one memset of 128 a rep
	 stos.  */
      for (k = 0; k < 2 * block_size; k += 64)
	memset(pad + k, 0, 64);
      pad[rest] = 0x80;
      /* The length field, built at a fixed place so that it becomes
	 a byte swap and a store or two.  */
      WRITE_UINT64(bits + 8, total << 3);
      if (h->word_size == 4)
	memcpy(end - 8, bits + 8, 8);
      else
	{
	  WRITE_UINT64(bits, total >> 61);
	  memcpy(end - 16, bits, 16);
	}
    }
  if (rest > 0)
    memcpy(pad, msg + length - rest, rest);
  if (whole > 0)
    {
      lane->data = msg;
      lane->blocks = whole;
      lane->tail_blocks = pad_blocks;
    }
  else
    {
      lane->data = lane->tail;
      lane->blocks = pad_blocks;
      lane->tail_blocks = 0;
    }
}

/* Makes LANE new: no padding in its tail yet, and for HMAC the
   padding of the outer block, which is the same for every message.  */
static SYMCRYPT_ALWAYS_INLINE void
lane_init(const struct md_many_job *job, struct md_lane *lane)
{
  const struct md_many_hash *h = job->hash;
  unsigned block_size = h->block_size, digest_size = h->digest_size;

  lane->length = (size_t) -1;	/* no message is that long */
  if (job->outer)
    /* The outer message: the inner digest after the key block.  */
    hmac_outer_padding(lane->outer_block, block_size, digest_size);
}

/* LANE has run out of blocks: moves it to its next phase, or writes
   its digest or tag and returns 1 when its message is done.  */
static SYMCRYPT_ALWAYS_INLINE int
lane_next(const struct md_many_job *job, struct md_lane *lane)
{
  const struct md_many_hash *h = job->hash;
  unsigned digest_size = h->digest_size;

  if (lane->tail_blocks > 0)
    {
      lane->data = lane->tail;
      lane->blocks = lane->tail_blocks;
      lane->tail_blocks = 0;
      return 0;
    }
  if (job->outer && !lane->outer)
    {
      digest_write(h, lane->outer_block, &lane->state);
      memcpy(lane->state.w32, job->outer, h->state_size);
      lane->outer = 1;
      lane->data = lane->outer_block;
      lane->blocks = 1;
      return 0;
    }
  if (job->out_length == digest_size)
    digest_write(h, job->out + lane->message * digest_size, &lane->state);
  else
    {
      /* A cut tag: the whole digest first.  */
      uint8_t digest[MANY_MAX_BLOCK_SIZE / 2];
      digest_write(h, digest, &lane->state);
      memcpy(job->out + lane->message * job->out_length, digest,
	     job->out_length);
      _symcrypt_wipe(digest, digest_size);
    }
  return 1;
}

/* The lanes' function for N messages: the widest that runs assembly
   and that N fills, else the last (2 lanes), whatever it runs.  */
static const struct md_many_lanes *
choose_lanes(const struct md_many_hash *h, size_t n)
{
  unsigned width = _symcrypt_lanes_choose(h->group, n);
  const struct md_many_lanes *l = h->lanes;
  while (l->count > 2 && l->count != width)
    l++;
  return l;
}

/* The N messages through FN, which has COUNT lanes.  Inlined with
   the hash's constant description and a constant COUNT, so that the
   sizes are constants (the copies and the padding of each message
   cost a few instructions, not calls) and the loops over two lanes
   unroll.  */
static SYMCRYPT_ALWAYS_INLINE void
md_many_run(const struct md_many_job *job, size_t n,
	    const struct md_many_lanes *fn, const unsigned count)
{
  const struct md_many_hash *h = job->hash;
  struct md_lane lanes[MANY_MAX_LANES];
  union md_words *states[MANY_MAX_LANES];
  const uint8_t *data[MANY_MAX_LANES];
  unsigned busy = 0, j;
  size_t next = 0;

  for (j = 0; j < count; j++)
    {
      states[j] = &lanes[j].state;
      lane_init(job, &lanes[j]);
    }
  for (j = 0; j < count && next < n; j++, busy++)
    lane_start(job, &lanes[j], next++);

  while (busy == count)
    {
      size_t blocks = lanes[0].blocks;
      for (j = 1; j < count; j++)
	if (lanes[j].blocks < blocks)
	  blocks = lanes[j].blocks;
      for (j = 0; j < count; j++)
	data[j] = lanes[j].data;
      fn->compress(states, blocks, data);
      for (j = 0; j < count; j++)
	{
	  lanes[j].data += blocks * h->block_size;
	  lanes[j].blocks -= blocks;
	  if (lanes[j].blocks == 0 && lane_next(job, &lanes[j]))
	    {
	      if (next < n)
		lane_start(job, &lanes[j], next++);
	      else
		busy--;
	    }
	}
    }
  /* No message is left (or there were fewer than the lanes): the
     lanes still busy finish alone.  A finished lane has no blocks
     left in its last phase.  */
  for (j = 0; j < count && j < n; j++)
    while (lanes[j].blocks > 0)
      {
	h->compress(&lanes[j].state, lanes[j].blocks, lanes[j].data);
	lanes[j].blocks = 0;
	lane_next(job, &lanes[j]);
      }
  _symcrypt_wipe(lanes, count * sizeof(lanes[0]));
}

/* One copy of md_many_run for each lane function of the hash (the
   table has one, two or three; the last has two lanes), with the
   entry as a constant: the lane count is a constant and the call of
   the lane function a direct one.  */
static SYMCRYPT_ALWAYS_INLINE void
md_many(const struct md_many_job *job, size_t n)
{
  const struct md_many_lanes *l = job->hash->lanes;
  const struct md_many_lanes *fn = choose_lanes(job->hash, n);

  if (l[0].count == 2)
    md_many_run(job, n, &l[0], 2);
  else if (fn == &l[0])
    md_many_run(job, n, &l[0], l[0].count);
  else if (l[1].count == 2)
    md_many_run(job, n, &l[1], 2);
  else if (fn == &l[1])
    md_many_run(job, n, &l[1], l[1].count);
  else
    md_many_run(job, n, &l[2], 2);
}

int
_symcrypt_many_args_ok(size_t n, const uint8_t *const *msgs,
		       const size_t *lengths, const uint8_t *out)
{
  size_t i;
  if (n == 0)
    return 1;
  if (!msgs || !lengths || !out)
    return 0;
  for (i = 0; i < n; i++)
    if (!msgs[i] && lengths[i] > 0)
      return 0;
  return 1;
}

/* The one- and many-message functions of hash CORE, seen through
   union md_words.  */
#define MANY_CORES(core, field)						\
  static void								\
  core##_one(union md_words *state, size_t blocks, const uint8_t *data) \
  {									\
    _symcrypt_##core##_compress(state->field, blocks, data);		\
  }									\
  static void								\
  core##_two(union md_words *const *states, size_t blocks,		\
	     const uint8_t *const *data)				\
  {									\
    _symcrypt_##core##_2compress(states[0]->field, states[1]->field,	\
				 blocks, data[0], data[1]);		\
  }

MANY_CORES(sha1, w32)
MANY_CORES(sha256, w32)
MANY_CORES(sha512, w64)

/* The vector-lane functions of CORE, LANES lanes.  */
#define MANY_LANES(core, lanes)						\
  static void								\
  core##_##lanes(union md_words *const *states, size_t blocks,		\
		 const uint8_t *const *data)				\
  {									\
    uint32_t *words[lanes];						\
    unsigned i;								\
    for (i = 0; i < lanes; i++)						\
      words[i] = states[i]->w32;					\
    _symcrypt_##core##_##lanes##compress(words, blocks, data);		\
  }

MANY_LANES(sha1, 16)
MANY_LANES(sha256, 8)
MANY_LANES(sha256, 16)

static const struct md_many_lanes sha1_lanes[] = {
  { 16, sha1_16 },
  { 2, sha1_two },
};
static const struct md_many_lanes sha256_lanes[] = {
  { 16, sha256_16 },
  { 8, sha256_8 },
  { 2, sha256_two },
};
static const struct md_many_lanes sha512_lanes[] = {
  { 2, sha512_two },
};

/* symcrypt_<hash>_many for hash H: the N messages from chaining
   words IV, their digests at DIGESTS.  */
static SYMCRYPT_ALWAYS_INLINE int
md_hash_many(const struct md_many_hash *h, const void *iv,
	     size_t n, const uint8_t *const *msgs, const size_t *lengths,
	     uint8_t *digests)
{
  struct md_many_job job;
  if (!_symcrypt_many_args_ok(n, msgs, lengths, digests))
    return SYMCRYPT_EINVAL;
  if (n == 0)
    return SYMCRYPT_OK;
  job.hash = h;
  job.start = iv;
  job.outer = NULL;
  job.prefix = 0;
  job.msgs = msgs;
  job.lengths = lengths;
  job.out_length = h->digest_size;
  job.out = digests;
  md_many(&job, n);
  return SYMCRYPT_OK;
}

/* symcrypt_hmac_<hash>_many for hash H: the N messages from the keyed
   chaining words INNER and OUTER, their tags of TAG_LENGTH bytes at
   TAGS.  */
static SYMCRYPT_ALWAYS_INLINE int
md_hmac_many(const struct md_many_hash *h,
	     const void *inner, const void *outer,
	     size_t n, const uint8_t *const *msgs, const size_t *lengths,
	     size_t tag_length, uint8_t *tags)
{
  struct md_many_job job;
  if (tag_length == 0 || tag_length > h->digest_size
      || !_symcrypt_many_args_ok(n, msgs, lengths, tags))
    return SYMCRYPT_EINVAL;
  if (n == 0)
    return SYMCRYPT_OK;
  job.hash = h;
  job.start = inner;
  job.outer = outer;
  job.prefix = h->block_size;
  job.msgs = msgs;
  job.lengths = lengths;
  job.out_length = tag_length;
  job.out = tags;
  md_many(&job, n);
  return SYMCRYPT_OK;
}

/* symcrypt_<name>_many and symcrypt_hmac_<name>_many for hash NAME
   (sizes SYMCRYPT_<UPPER>_*), the compression functions of CORE and
   chaining words of WORD_T.  */
#define MANY_DEFINE(name, UPPER, core, word_t)				\
  static const struct md_many_hash name##_many_hash = {		\
    SYMCRYPT_##UPPER##_BLOCK_SIZE, sizeof(word_t),			\
    sizeof(((struct symcrypt_##name##_ctx *) 0)->state),		\
    SYMCRYPT_##UPPER##_DIGEST_SIZE, core##_one, core##_lanes,		\
    SYMCRYPT_FN_##core##_compress					\
  };									\
  int									\
  symcrypt_##name##_many(size_t n, const uint8_t *const *msgs,		\
			 const size_t *lengths, uint8_t *digests)	\
  {									\
    struct symcrypt_##name##_ctx ctx;					\
    symcrypt_##name##_init(&ctx);					\
    return md_hash_many(&name##_many_hash, ctx.state,			\
			n, msgs, lengths, digests);			\
  }									\
  int									\
  symcrypt_hmac_##name##_many(const struct symcrypt_hmac_##name##_ctx *key, \
			      size_t n, const uint8_t *const *msgs,	\
			      const size_t *lengths,			\
			      size_t tag_length, uint8_t *tags)		\
  {									\
    if (!key)								\
      return SYMCRYPT_EINVAL;						\
    return md_hmac_many(&name##_many_hash, key->inner, key->outer,	\
			n, msgs, lengths, tag_length, tags);		\
  }

MANY_DEFINE(sha1, SHA1, sha1, uint32_t)
MANY_DEFINE(sha224, SHA224, sha256, uint32_t)
MANY_DEFINE(sha256, SHA256, sha256, uint32_t)
MANY_DEFINE(sha384, SHA384, sha512, uint64_t)
MANY_DEFINE(sha512, SHA512, sha512, uint64_t)
