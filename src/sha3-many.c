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
   keccak_absorb_x8, when its variant in use is assembly and there
   are eight messages or more, else four through keccak_absorb_x4 on
   the same terms.

   Each lane carries one message: its whole blocks straight from the
   caller's buffer, then its padded last block (built here), then, for
   HMAC, the outer block (the inner digest, padded).
   All lanes absorb as many blocks as the shortest of them has left in
   its current stretch; a lane whose message ends writes its output and
   takes the next message, so the lanes stay full while messages are
   left, as the SHA-2 lanes do (md-many.c).  When they run out, the
   lanes still busy finish alone through keccak_absorb, as every
   message does without the many-state assembly.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "sha3-internal.h"

#define MAX_LANES 8

/* One lane: the stretch it absorbs now and what follows it.  Its
   state is lane i at STATE[i * STRIDE]: one of the interleaved states
   (the stride is their number), or a state of its own (stride 1).  */
struct keccak_lane
{
  uint64_t *state;
  unsigned stride;
  const uint8_t *data;		/* the next block */
  size_t blocks;		/* blocks left at DATA */
  int tail_left;		/* 1 while the padded last block is to come */
  int outer;			/* 1 while HMAC's outer block runs */
  size_t message;		/* the message's index */
  uint8_t block[KECCAK_MAX_RATE]; /* the padded last or outer block */
};

static void
lane_set_state(struct keccak_lane *lane, const uint64_t *src)
{
  unsigned i;
  for (i = 0; i < KECCAK_LANES; i++)
    lane->state[i * lane->stride] = src[i];
}

static void
lane_get_state(const struct keccak_lane *lane, uint64_t *dst)
{
  unsigned i;
  for (i = 0; i < KECCAK_LANES; i++)
    dst[i] = lane->state[i * lane->stride];
}

/* The first LENGTH bytes of LANE's state (at most the rate) to DST, as
   keccak_extract.  */
static void
lane_extract(const struct keccak_lane *lane, size_t length, uint8_t *dst)
{
  size_t i;
  for (i = 0; i < length / 8; i++)
    keccak_write_lane(dst + 8 * i, lane->state[i * lane->stride]);
  for (i = length & ~(size_t) 7; i < length; i++)
    dst[i] = (uint8_t) (lane->state[i / 8 * lane->stride] >> (8 * (i % 8)));
}

/* BLOCK, whose first REST bytes are the message's last, padded with
   SUFFIX (FIPS 202, 5.1) to RATE bytes.  */
static void
pad_block(uint8_t *block, unsigned rate, size_t rest, uint8_t suffix)
{
  memset(block + rest, 0, rate - rest);
  block[rest] = suffix;
  block[rate - 1] |= 0x80;
}

/* Puts message I in LANE, from the job's starting state.  */
static void
lane_start(const struct keccak_many_job *job, struct keccak_lane *lane,
	   size_t i)
{
  const uint8_t *msg = job->msgs[i];
  size_t length = job->lengths[i];
  size_t rest = length % job->rate;

  if (rest > 0)
    memcpy(lane->block, msg + length - rest, rest);
  pad_block(lane->block, job->rate, rest, KECCAK_SUFFIX_SHA3);
  lane_set_state(lane, job->start);
  lane->message = i;
  lane->outer = 0;
  lane->blocks = length / job->rate;
  if (lane->blocks > 0)
    {
      lane->data = msg;
      lane->tail_left = 1;
    }
  else
    {
      lane->data = lane->block;
      lane->blocks = 1;
      lane->tail_left = 0;
    }
}

/* LANE has absorbed its stretch: moves it to its next one, or writes
   its output and returns 1 when its message is done.  */
static int
lane_next(const struct keccak_many_job *job, struct keccak_lane *lane)
{
  if (lane->tail_left)
    {
      lane->data = lane->block;
      lane->blocks = 1;
      lane->tail_left = 0;
      return 0;
    }
  if (job->outer && !lane->outer)
    {
      /* The outer message: the inner digest after the key block.  */
      lane_extract(lane, job->digest_size, lane->block);
      pad_block(lane->block, job->rate, job->digest_size, KECCAK_SUFFIX_SHA3);
      lane_set_state(lane, job->outer);
      lane->outer = 1;
      lane->data = lane->block;
      lane->blocks = 1;
      return 0;
    }
  lane_extract(lane, job->out_length,
	       job->out + lane->message * job->out_length);
  return 1;
}

/* LANE, alone, to the end of its message.  */
static void
lane_finish(const struct keccak_many_job *job, struct keccak_lane *lane)
{
  do
    {
      keccak_absorb(lane->state, job->rate, lane->blocks, lane->data);
      lane->blocks = 0;
    }
  while (!lane_next(job, lane));
}

/* The absorbing loop of WIDTH interleaved states: keccak_absorb_x8 or
   keccak_absorb_x4.  */
typedef void absorb_lanes_fn(uint64_t *states, size_t blocks,
			     const uint8_t *const *data, unsigned rate);

/* The messages from the first on through WIDTH lanes and ABSORB;
   returns how many it took, all of them finished.  */
static size_t
many_lanes(const struct keccak_many_job *job, size_t n, unsigned width,
	   absorb_lanes_fn *absorb, struct keccak_lane *lanes,
	   uint64_t *states)
{
  const uint8_t *data[MAX_LANES];
  unsigned busy = 0, j;
  size_t next = 0;

  for (j = 0; j < width; j++, busy++)
    {
      lanes[j].state = states + j;
      lanes[j].stride = width;
      lane_start(job, &lanes[j], next++);
    }
  while (busy == width)
    {
      size_t blocks = lanes[0].blocks;
      for (j = 1; j < width; j++)
	if (lanes[j].blocks < blocks)
	  blocks = lanes[j].blocks;
      for (j = 0; j < width; j++)
	data[j] = lanes[j].data;
      absorb(states, blocks, data, job->rate);
      for (j = 0; j < width; j++)
	{
	  lanes[j].data += blocks * job->rate;
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
  /* No message is left: the lanes still busy finish alone, each from
     a copy of its state.  A finished lane has no blocks left.  */
  for (j = 0; j < width; j++)
    if (lanes[j].blocks > 0)
      {
	uint64_t state[KECCAK_LANES];
	lane_get_state(&lanes[j], state);
	lanes[j].state = state;
	lanes[j].stride = 1;
	lane_finish(job, &lanes[j]);
	_symcrypt_wipe(state, sizeof(state));
      }
  return next;
}

void
_symcrypt_keccak_many(const struct keccak_many_job *job, size_t n)
{
  struct keccak_lane lanes[MAX_LANES];
  uint64_t states[MAX_LANES * KECCAK_LANES] SYMCRYPT_LINE_ALIGNED;
  uint64_t state[KECCAK_LANES];
  size_t i = 0;

  if (n >= 8 && _symcrypt_runs_assembly(SYMCRYPT_FN_keccak_absorb_x8))
    i = many_lanes(job, n, 8, _symcrypt_keccak_absorb_x8, lanes, states);
  else if (n >= 4 && _symcrypt_runs_assembly(SYMCRYPT_FN_keccak_absorb_x4))
    i = many_lanes(job, n, 4, _symcrypt_keccak_absorb_x4, lanes, states);
  lanes[0].state = state;
  lanes[0].stride = 1;
  for (; i < n; i++)
    {
      lane_start(job, &lanes[0], i);
      lane_finish(job, &lanes[0]);
    }
  _symcrypt_wipe(lanes, sizeof(lanes));
  _symcrypt_wipe(states, sizeof(states));
  _symcrypt_wipe(state, sizeof(state));
}
