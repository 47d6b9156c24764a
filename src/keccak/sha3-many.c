/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sha3-many.c -- many messages at once for symcrypt_sha3_*_many and
   symcrypt_hmac_sha3_*_many: eight Keccak states side by side through
   keccak_sha3_x8 when its variant in use (or keccak_absorb_x8's) is
   assembly, four through keccak_sha3_x4 and two through
   keccak_sha3_x2 on the same terms.

   Each lane carries one message: its whole blocks and its final block
   straight from the caller's buffer, the lane function padding the
   final block, writing the digest and setting the state to zeros; for
   HMAC the digest then goes through the outer state as a message of
   its own.  All lanes absorb as many blocks as the shortest of them
   has left; a lane whose message ends takes the next one, so the
   lanes stay full while messages are left, as the SHA-2 lanes do
   (md-many.c).  When they run out, the lanes left go on, the idle
   ones reading what a busy one reads, while more are busy than four
   or their messages are nearly done (eight states cost a little more
   than four, and four less than two of one: doc/sha3.md); then in
   the next width while two or more are busy; the last one finishes alone
   through keccak_absorb, as every message does without the
   many-state assembly.  The widths are the driver's argument
   (_symcrypt_keccak_many_widths): the tests give it every set of them
   over the C twins, whatever assembly the CPU runs.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "lanes.h"
#include "sha3-internal.h"

#define MAX_LANES 8

/* One lane: its message's blocks left and where its digest goes.  */
struct keccak_lane
{
  const uint8_t *data;		/* the next block */
  size_t blocks;		/* blocks left, the final one included */
  unsigned last_bytes;		/* the message's bytes in the final block */
  int busy;			/* 0 once no message is left for it */
  int outer;			/* 1 while HMAC's outer message runs */
  size_t message;		/* the message's index */
  uint8_t *out;			/* where the digest goes: lane_digest */
  uint8_t digest[64];		/* HMAC's inner digest, a tag to cut */
};

/* Puts MSG, LENGTH bytes, in LANE: its blocks, the last one final.  */
static void
lane_set_message(const struct keccak_many_job *job, struct keccak_lane *lane,
		 const uint8_t *msg, size_t length)
{
  lane->data = msg;
  /* Most messages of many are short: no division for them.  */
  if (length < job->rate)
    {
      lane->blocks = 1;
      lane->last_bytes = length;
    }
  else
    {
      lane->blocks = length / job->rate + 1;
      lane->last_bytes = length % job->rate;
    }
}

/* Where LANE's digest goes when its message ends: the output when it
   is the whole digest of the last step, else LANE's own buffer.  Kept
   in LANE->out from the message's start (and the outer one's).  */
static uint8_t *
lane_digest(const struct keccak_many_job *job, struct keccak_lane *lane)
{
  if ((!job->outer || lane->outer) && job->out_length == job->digest_size)
    return job->out + lane->message * job->out_length;
  return lane->digest;
}

/* State J of the WIDTH states at STATES set to SRC.  */
static void
set_state(uint64_t *states, unsigned width, unsigned j, const uint64_t *src)
{
  unsigned i;
  for (i = 0; i < KECCAK_LANES; i++)
    states[width * i + j] = src[i];
}

/* Message I into lane J of the WIDTH states at STATES, whose state J is
   zeros; for HMAC the keyed inner state is set there, unless STATES is
   NULL (keccak_restart_x8, _x4 or _x2 has set it).  */
static void
lane_start(const struct keccak_many_job *job, struct keccak_lane *lane,
	   uint64_t *states, unsigned width, unsigned j, size_t i)
{
  lane_set_message(job, lane, job->msgs[i], job->lengths[i]);
  lane->message = i;
  lane->outer = 0;
  lane->busy = 1;
  lane->out = lane_digest(job, lane);
  if (job->outer && states)
    set_state(states, width, j, job->start);
}

/* LANE's message has ended in state J, which is zeros now, its digest
   written: moves HMAC's inner digest to the outer state (set there
   unless STATES is NULL, as in lane_start), or cuts a tag.  Returns 1
   when the message is done.  */
static int
lane_end(const struct keccak_many_job *job, struct keccak_lane *lane,
	 uint64_t *states, unsigned width, unsigned j)
{
  if (job->outer && !lane->outer)
    {
      lane_set_message(job, lane, lane->digest, job->digest_size);
      if (states)
	set_state(states, width, j, job->outer);
      lane->outer = 1;
      lane->out = lane_digest(job, lane);
      return 0;
    }
  if (lane->out == lane->digest)
    memcpy(job->out + lane->message * job->out_length, lane->digest,
	   job->out_length);
  return 1;
}

/* LANE, alone in STATE, to the end of its message.  */
static void
lane_finish(const struct keccak_many_job *job, struct keccak_lane *lane,
	    uint64_t *state)
{
  do
    {
      uint8_t block[KECCAK_MAX_RATE];
      keccak_absorb(state, job->rate, lane->blocks - 1, lane->data);
      /* A message of no bytes may be NULL.  */
      if (lane->last_bytes > 0)
	memcpy(block, lane->data + (lane->blocks - 1) * job->rate,
	       lane->last_bytes);
      keccak_pad(state, job->rate, block, lane->last_bytes,
		 KECCAK_SUFFIX_SHA3);
      keccak_extract(state, job->digest_size, lane->out);
      memset(state, 0, KECCAK_LANES * 8);
      _symcrypt_wipe(block, sizeof(block));
    }
  while (!lane_end(job, lane, state, 1, 0));
}

/* The busy ones of the first FROM lanes and their states, moved to
   the first lanes of TO (fewer) interleaved states.  */
static void
narrow_lanes(struct keccak_lane *lanes, uint64_t *states, unsigned from,
	     unsigned to)
{
  uint64_t copy[MAX_LANES * KECCAK_LANES];
  unsigned i, j, k = 0;

  memcpy(copy, states, from * KECCAK_LANES * 8);
  memset(states, 0, to * KECCAK_LANES * 8);
  for (j = 0; j < from; j++)
    if (lanes[j].busy)
      {
	const uint8_t *own = lanes[j].digest;
	lanes[k] = lanes[j];
	/* HMAC's outer message is the lane's own inner digest, and a
	   tag to cut goes there too.  */
	if (lanes[k].outer)
	  lanes[k].data = lanes[k].digest;
	if (lanes[k].out == own)
	  lanes[k].out = lanes[k].digest;
	for (i = 0; i < KECCAK_LANES; i++)
	  states[to * i + k] = copy[from * i + j];
	k++;
      }
  for (; k < to; k++)
    lanes[k].busy = 0;
  _symcrypt_wipe(copy, sizeof(copy));
}

/* Moving the busy lanes to fewer costs a copy of their states, and
   four lanes' calls cost more than eight's outside the permutation
   (the final blocks and the transposes, twice as many calls): it pays
   when one has this many blocks left (AMD Zen 4, doc/sha3.md: 64-byte
   messages lose, 1 KiB ones gain).  */
#define NARROW_BLOCKS 4

/* Whether BUSY lanes of WIDTH go on there rather than move to
   NEXT_WIDTH (0: none is left but one at a time).  */
static int
lanes_stay(const struct keccak_lane *lanes, unsigned width, unsigned busy,
	   unsigned next_width)
{
  unsigned j;
  if (busy < 2)
    return 0;
  if (busy > next_width)
    return 1;
  for (j = 0; j < width; j++)
    if (lanes[j].busy && lanes[j].blocks >= NARROW_BLOCKS)
      return 0;
  return 1;
}

/* The N messages, N at least 2, through the lane functions of WIDTHS
   (COUNT of them, the widest first): each while more lanes are busy
   than the next one has (or their messages are nearly done), then the
   busy ones move to the next; two or more busy in the last.  */
static void
many_lanes(const struct keccak_many_job *job, size_t n,
	   const struct keccak_lane_width *widths, unsigned count,
	   struct keccak_lane *lanes, uint64_t *states)
{
  const uint8_t *data[MAX_LANES];
  unsigned last_bytes[MAX_LANES];
  uint8_t *digests[MAX_LANES];
  /* HMAC's keyed inner and outer states, where ended lanes restart.  */
  uint64_t restart[2 * KECCAK_LANES];
  unsigned width, busy = 0, j, k = 0;
  size_t next = 0;

  if (job->outer)
    {
      memcpy(restart, job->start, KECCAK_LANES * 8);
      memcpy(restart + KECCAK_LANES, job->outer, KECCAK_LANES * 8);
    }

  /* Too few messages for the widest: from the first they fill.  */
  while (k + 1 < count && n <= widths[k + 1].width)
    k++;
  width = widths[k].width;
  memset(states, 0, width * KECCAK_LANES * 8);
  for (j = 0; j < width; j++)
    if (next < n)
      {
	lane_start(job, &lanes[j], states, width, j, next++);
	busy++;
      }
    else
      lanes[j].busy = 0;
  for (; k < count; k++)
    {
      unsigned next_width = k + 1 < count ? widths[k + 1].width : 0;
      if (width != widths[k].width)
	{
	  narrow_lanes(lanes, states, width, widths[k].width);
	  width = widths[k].width;
	}
      while (lanes_stay(lanes, width, busy, next_width))
	{
	  const struct keccak_lane *first = NULL;
	  size_t blocks = SIZE_MAX;
	  unsigned ended = 0, to_outer = 0;
	  for (j = 0; j < width; j++)
	    if (lanes[j].busy && lanes[j].blocks < blocks)
	      {
		blocks = lanes[j].blocks;
		first = &lanes[j];
	      }
	  for (j = 0; j < width; j++)
	    {
	      /* An idle lane reads what the lane ending first reads, and
		 writes its digest to its own buffer.  */
	      const struct keccak_lane *src = lanes[j].busy ? &lanes[j] : first;
	      data[j] = src->data;
	      last_bytes[j] = src->last_bytes;
	      digests[j] = NULL;
	      if (src->blocks == blocks && lanes[j].busy)
		{
		  digests[j] = lanes[j].out;
		  ended |= 1u << j;
		  /* An inner message goes on in the outer state.  */
		  if (!lanes[j].outer)
		    to_outer |= 1u << j;
		}
	      else if (src->blocks == blocks)
		digests[j] = lanes[j].digest;
	    }
	  widths[k].fn(states, blocks, data, job->rate, last_bytes, digests);
	  if (job->outer && ended)
	    widths[k].restart(states, restart, to_outer, ended);
	  for (j = 0; j < width; j++)
	    {
	      if (!lanes[j].busy)
		continue;
	      lanes[j].blocks -= blocks;
	      if (lanes[j].blocks > 0)
		lanes[j].data += blocks * job->rate;
	      else if (lane_end(job, &lanes[j], NULL, width, j))
		{
		  if (next < n)
		    lane_start(job, &lanes[j], NULL, width, j, next++);
		  else
		    {
		      lanes[j].busy = 0;
		      busy--;
		    }
		}
	    }
	}
    }
  /* The last busy lane, if any, finishes alone from a copy of its
     state.  */
  for (j = 0; j < width; j++)
    if (lanes[j].busy)
      {
	uint64_t state[KECCAK_LANES];
	unsigned i;
	for (i = 0; i < KECCAK_LANES; i++)
	  state[i] = states[width * i + j];
	lane_finish(job, &lanes[j], state);
	_symcrypt_wipe(state, sizeof(state));
      }
  _symcrypt_wipe(restart, sizeof(restart));
}

/* SHA-3's messages from the first, while they come in groups of
   WIDTH->width of one block each, straight through the lane function,
   a group a call: the lanes' bookkeeping is for messages that end at
   different blocks and for HMAC, and these need none of it.  STATES
   are zeros, and are again after each call (every state ends its
   message).  Returns the number of messages hashed.  */
static size_t
many_one_block(const struct keccak_many_job *job, size_t n,
	       const struct keccak_lane_width *width, uint64_t *states)
{
  const uint8_t *data[MAX_LANES];
  unsigned last_bytes[MAX_LANES];
  uint8_t *digests[MAX_LANES];
  size_t i;
  unsigned j;

  if (job->outer || job->out_length != job->digest_size)
    return 0;
  for (i = 0; i + width->width <= n; i += width->width)
    {
      for (j = 0; j < width->width; j++)
	{
	  if (job->lengths[i + j] >= job->rate)
	    return i;
	  data[j] = job->msgs[i + j];
	  last_bytes[j] = job->lengths[i + j];
	  digests[j] = job->out + (i + j) * job->out_length;
	}
      width->fn(states, 1, data, job->rate, last_bytes, digests);
    }
  return i;
}

void
_symcrypt_keccak_many_widths(const struct keccak_many_job *job, size_t n,
			     const struct keccak_lane_width *widths,
			     unsigned count)
{
  struct keccak_many_job rest;
  struct keccak_lane lanes[MAX_LANES];
  uint64_t states[MAX_LANES * KECCAK_LANES] SYMCRYPT_LINE_ALIGNED;
  size_t i;

  if (n >= 2 && count > 0)
    {
      size_t done;
      memset(states, 0, widths[0].width * KECCAK_LANES * 8);
      done = many_one_block(job, n, &widths[0], states);
      rest = *job;
      rest.msgs += done;
      rest.lengths += done;
      rest.out += done * job->out_length;
      job = &rest;
      n -= done;
    }
  if (n >= 2 && count > 0)
    many_lanes(job, n, widths, count, lanes, states);
  else
    for (i = 0; i < n; i++)
      {
	memcpy(states, job->start, KECCAK_LANES * 8);
	lanes[0].message = i;
	lanes[0].outer = 0;
	lanes[0].out = lane_digest(job, &lanes[0]);
	lane_set_message(job, &lanes[0], job->msgs[i], job->lengths[i]);
	lane_finish(job, &lanes[0], states);
      }
  _symcrypt_wipe(lanes, sizeof(lanes));
  _symcrypt_wipe(states, sizeof(states));
}

void
_symcrypt_keccak_many(const struct keccak_many_job *job, size_t n)
{
  struct keccak_lane_width widths[3];
  unsigned count = 0, width;

  /* Every width at which keccak_sha3_x<width> or keccak_absorb_x<width>
     runs assembly, widest first, whatever N.  */
  for (width = _symcrypt_lanes_choose(SYMCRYPT_FN_keccak_absorb, (size_t) -1);
       width > 0;
       width = _symcrypt_lanes_choose(SYMCRYPT_FN_keccak_absorb, width - 1))
    {
      widths[count].width = width;
      widths[count].restart = width == 8 ? _symcrypt_keccak_restart_x8
	: width == 4 ? _symcrypt_keccak_restart_x4 : _symcrypt_keccak_restart_x2;
      widths[count++].fn = width == 8 ? _symcrypt_keccak_sha3_x8
	: width == 4 ? _symcrypt_keccak_sha3_x4 : _symcrypt_keccak_sha3_x2;
    }
  _symcrypt_keccak_many_widths(job, n, widths, count);
}
