/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* argon2.c -- Argon2id, Argon2i and Argon2d (RFC 9106, version 0x13):
   H0 and the variable-length hash H' over BLAKE2b, the order in which
   the memory is filled (passes, slices, lanes, segments), the
   references of each block, the lanes of a slice on threads, and the
   public raw functions.

   The memory is P lanes of Q blocks each, Q = M' / P; each lane is
   four segments, one per slice.  The segments of one slice depend only
   on blocks of earlier slices and their own lane, so the lanes of a
   slice may run side by side; every thread joins at the end of the
   slice.  This is the only place the library starts threads.

   Argon2i, and Argon2id in the first half of its first pass, choose
   the reference of each block from address blocks computed from the
   position alone; Argon2d and the rest of Argon2id from the previous
   block: their loads then depend on the password, as RFC 9106 means
   them to.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <pthread.h>
#include <stdint.h>
#include <string.h>

#include <symcrypt/blake2.h>
#include <symcrypt/memops.h>

#include "argon2-internal.h"
#include "dispatch.h"
#include "macros.h"
#include "workmem.h"

#define SLICES 4
/* Pseudo-random words in an address block.  */
#define ADDRESSES ARGON2_BLOCK_WORDS
/* The memory's start is rounded up to this many bytes, so that the
   blocks lie on cache lines (and vector loads are aligned).  */
#define WORK_ALIGN 64
/* The most threads a hash starts, the caller's included: more lanes
   than that share them.  */
#define MAX_THREADS 256
/* The words of H0 and H' input, and the greatest stack any body
   below uses: the arrays of the hash body (the final block and
   BLAKE2b's context), of fill_segment (two address blocks) and of the
   block function's C twin.  */
#define ARGON2_STACK_ARRAYS (2 * ARGON2_BLOCK_SIZE + 512 + 3 * ARGON2_BLOCK_SIZE)

struct argon2_instance
{
  uint64_t *memory;		/* lanes * lane_length blocks */
  uint32_t passes;
  uint32_t lanes;
  uint32_t lane_length;		/* Q */
  uint32_t segment_length;	/* Q / 4 */
  uint32_t memory_blocks;	/* M' */
  enum argon2_type type;
};

static const uint64_t zero_block[ARGON2_BLOCK_WORDS];

static int
params_valid(const struct symcrypt_argon2_params *p)
{
  return p && p->t_cost >= 1
    && p->parallelism >= 1 && p->parallelism <= 0xffffff
    && (uint64_t) p->m_cost >= 8 * (uint64_t) p->parallelism
    && (p->secret || !p->secret_length)
    && (p->ad || !p->ad_length)
    && (uint64_t) p->secret_length <= 0xffffffff
    && (uint64_t) p->ad_length <= 0xffffffff;
}

/* M', the blocks of the memory: M rounded down to a multiple of 4P.  */
static uint32_t
memory_blocks(const struct symcrypt_argon2_params *p)
{
  uint32_t segment_blocks = SLICES * p->parallelism;
  return p->m_cost / segment_blocks * segment_blocks;
}

size_t
symcrypt_argon2_work_size(const struct symcrypt_argon2_params *p)
{
  uint64_t blocks;

  if (!params_valid(p))
    return 0;
  blocks = memory_blocks(p);
  if (blocks > (SIZE_MAX - WORK_ALIGN) / ARGON2_BLOCK_SIZE)
    return 0;
  return (size_t) blocks * ARGON2_BLOCK_SIZE + WORK_ALIGN;
}

static void
blake2b_le32(struct symcrypt_blake2b_ctx *ctx, uint32_t x)
{
  uint8_t b[4];
  le_write_uint32(b, x);
  symcrypt_blake2b_update(ctx, 4, b);
}

/* H' (RFC 9106, 3.3): LENGTH bytes to OUT from the BLAKE2b hashes of
   the LENGTH as a 32-bit word and the IN_LENGTH bytes at IN.  CTX is
   the caller's, which wipes it.  */
static void
hash_long(struct symcrypt_blake2b_ctx *ctx, size_t length, uint8_t *out,
	  size_t in_length, const uint8_t *in)
{
  uint8_t v[SYMCRYPT_BLAKE2B_DIGEST_SIZE];

  symcrypt_blake2b_init(ctx, length <= 64 ? length : 64, 0, NULL);
  blake2b_le32(ctx, (uint32_t) length);
  symcrypt_blake2b_update(ctx, in_length, in);
  if (length <= 64)
    {
      symcrypt_blake2b_digest(ctx, out);
      return;
    }
  /* V1 .. Vr give 32 bytes each, V(r+1) the last 33 to 64.  */
  symcrypt_blake2b_digest(ctx, v);
  memcpy(out, v, 32);
  out += 32;
  length -= 32;
  while (length > 64)
    {
      symcrypt_blake2b(64, 0, NULL, 64, v, v);
      memcpy(out, v, 32);
      out += 32;
      length -= 32;
    }
  symcrypt_blake2b(length, 0, NULL, 64, v, out);
  _symcrypt_wipe(v, sizeof(v));
}

/* Block N of the memory.  */
static uint64_t *
block_at(const struct argon2_instance *in, uint64_t n)
{
  return in->memory + (size_t) n * ARGON2_BLOCK_WORDS;
}

/* The block that block INDEX of the segment of LANE in slice SLICE of
   pass PASS refers to, from its pseudo-random word PSEUDO (RFC 9106,
   3.4.1.1: the lane, then the blocks it may be, the area starting at
   START).  */
static const uint64_t *
reference(const struct argon2_instance *in, uint32_t pass, uint32_t lane,
	  uint32_t slice, uint32_t index, uint32_t start, uint64_t pseudo)
{
  uint32_t q = in->lane_length, seglen = in->segment_length;
  uint32_t j1 = (uint32_t) pseudo, j2 = (uint32_t) (pseudo >> 32);
  uint32_t ref_lane = pass == 0 && slice == 0 ? lane : j2 % in->lanes;
  uint64_t x, area, relative;

  if (pass == 0)
    area = ref_lane == lane ? slice * seglen + index - 1
      : (uint64_t) slice * seglen - (index == 0);
  else
    area = ref_lane == lane ? q - seglen + index - 1
      : (uint64_t) q - seglen - (index == 0);
  x = (uint64_t) j1 * j1 >> 32;
  relative = area - 1 - (area * x >> 32);
  return block_at(in, (uint64_t) ref_lane * q + (start + relative) % q);
}

/* The segment of LANE in slice SLICE of pass PASS.  */
static void
fill_segment(const struct argon2_instance *in, uint32_t pass,
	     uint32_t lane, uint32_t slice)
{
  uint64_t input[ARGON2_BLOCK_WORDS], addresses[ARGON2_BLOCK_WORDS];
  uint32_t q = in->lane_length, seglen = in->segment_length;
  int independent = in->type == ARGON2_I
    || (in->type == ARGON2_ID && pass == 0 && slice < SLICES / 2);
  /* The first two blocks of each lane come from H0.  */
  uint32_t index = pass == 0 && slice == 0 ? 2 : 0;
  uint64_t lane_start = (uint64_t) lane * q;
  uint32_t start;
  unsigned i;

  if (independent)
    {
      /* The counter, word 6, goes up by one for each address block.  */
      input[0] = pass;
      input[1] = lane;
      input[2] = slice;
      input[3] = in->memory_blocks;
      input[4] = in->passes;
      input[5] = in->type;
      for (i = 6; i < ARGON2_BLOCK_WORDS; i++)
	input[i] = 0;
    }
  /* Where the reference area starts: the segment after this one in
     the passes after the first.  */
  start = pass == 0 || slice == SLICES - 1 ? 0 : (slice + 1) * seglen;

  for (; index < seglen; index++)
    {
      uint32_t column = slice * seglen + index;
      uint64_t *cur = block_at(in, lane_start + column);
      const uint64_t *prev
	= block_at(in, lane_start + (column ? column - 1 : q - 1));
      uint64_t pseudo;

      if (independent)
	{
	  if (index % ADDRESSES == 0 || (pass == 0 && slice == 0 && index == 2))
	    {
	      input[6] = index / ADDRESSES + 1;
	      _symcrypt_argon2_block(addresses, zero_block, input, 0);
	      _symcrypt_argon2_block(addresses, zero_block, addresses, 0);
	    }
	  pseudo = addresses[index % ADDRESSES];
	  /* The next block's reference is known already: ask for its
	     lines a block ahead (the addresses are public).  */
	  if ((index + 1) % ADDRESSES && index + 1 < seglen)
	    {
	      const uint8_t *next
		= (const uint8_t *) reference(in, pass, lane, slice, index + 1,
					      start,
					      addresses[(index + 1) % ADDRESSES]);
	      for (i = 0; i < ARGON2_BLOCK_SIZE; i += 64)
		__builtin_prefetch(next + i);
	    }
	}
      else
	pseudo = prev[0];

      _symcrypt_argon2_block(cur, prev,
			     reference(in, pass, lane, slice, index, start,
				       pseudo),
			     pass > 0);
    }
}

/* The lanes FIRST, FIRST + STEP, ... of one slice.  */
struct slice_job
{
  const struct argon2_instance *in;
  uint32_t pass, slice, first, step;
};

static void __attribute__((noinline))
run_lanes_body(const struct slice_job *job)
{
  uint32_t lane;
  for (lane = job->first; lane < job->in->lanes; lane += job->step)
    fill_segment(job->in, job->pass, lane, job->slice);
}

static void
run_lanes(const struct slice_job *job)
{
  run_lanes_body(job);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(ARGON2_STACK_ARRAYS));
}

static void *
lane_thread(void *arg)
{
  run_lanes(arg);
  return NULL;
}

/* Every pass and slice, the lanes of each slice on THREADS threads
   (the caller's the first of them).  */
static void
fill_memory(const struct argon2_instance *in, uint32_t threads)
{
  uint32_t pass, slice, t;

  if (threads > in->lanes)
    threads = in->lanes;
  if (threads > MAX_THREADS)
    threads = MAX_THREADS;
  for (pass = 0; pass < in->passes; pass++)
    for (slice = 0; slice < SLICES; slice++)
      {
	if (threads <= 1)
	  {
	    struct slice_job job = { in, pass, slice, 0, 1 };
	    run_lanes_body(&job);
	    continue;
	  }
	{
	  struct slice_job jobs[threads];
	  pthread_t ids[threads];
	  unsigned char started[threads];

	  for (t = 0; t < threads; t++)
	    {
	      struct slice_job job = { in, pass, slice, t, threads };
	      jobs[t] = job;
	      started[t] = t > 0
		&& pthread_create(&ids[t], NULL, lane_thread, &jobs[t]) == 0;
	    }
	  /* The caller's share, and that of any thread the system
	     refused.  */
	  for (t = 0; t < threads; t++)
	    if (!started[t])
	      run_lanes_body(&jobs[t]);
	  for (t = 1; t < threads; t++)
	    if (started[t])
	      pthread_join(ids[t], NULL);
	}
      }
}

static void __attribute__((noinline))
argon2_body(enum argon2_type type, const struct symcrypt_argon2_params *p,
	    size_t pwd_length, const uint8_t *pwd,
	    size_t salt_length, const uint8_t *salt,
	    uint64_t *memory, size_t out_length, uint8_t *out)
{
  struct argon2_instance in;
  struct symcrypt_blake2b_ctx ctx;
  /* H0, then the block number and the lane (RFC 9106, 3.4).  */
  uint8_t h0[SYMCRYPT_BLAKE2B_DIGEST_SIZE + 8];
  uint8_t last[ARGON2_BLOCK_SIZE];
  uint32_t lane;
  unsigned i;

  in.memory = memory;
  in.passes = p->t_cost;
  in.lanes = p->parallelism;
  in.memory_blocks = memory_blocks(p);
  in.lane_length = in.memory_blocks / in.lanes;
  in.segment_length = in.lane_length / SLICES;
  in.type = type;

  symcrypt_blake2b_init(&ctx, 64, 0, NULL);
  blake2b_le32(&ctx, p->parallelism);
  blake2b_le32(&ctx, (uint32_t) out_length);
  blake2b_le32(&ctx, p->m_cost);
  blake2b_le32(&ctx, p->t_cost);
  blake2b_le32(&ctx, ARGON2_VERSION);
  blake2b_le32(&ctx, type);
  blake2b_le32(&ctx, (uint32_t) pwd_length);
  symcrypt_blake2b_update(&ctx, pwd_length, pwd);
  blake2b_le32(&ctx, (uint32_t) salt_length);
  symcrypt_blake2b_update(&ctx, salt_length, salt);
  blake2b_le32(&ctx, (uint32_t) p->secret_length);
  symcrypt_blake2b_update(&ctx, p->secret_length, p->secret);
  blake2b_le32(&ctx, (uint32_t) p->ad_length);
  symcrypt_blake2b_update(&ctx, p->ad_length, p->ad);
  symcrypt_blake2b_digest(&ctx, h0);

  /* The first two blocks of each lane, as bytes, then as words in
     host order.  */
  for (lane = 0; lane < in.lanes; lane++)
    for (i = 0; i < 2; i++)
      {
	uint64_t *b = block_at(&in, (uint64_t) lane * in.lane_length + i);
	unsigned w;
	le_write_uint32(h0 + 64, i);
	le_write_uint32(h0 + 68, lane);
	hash_long(&ctx, ARGON2_BLOCK_SIZE, (uint8_t *) b, sizeof(h0), h0);
	for (w = 0; w < ARGON2_BLOCK_WORDS; w++)
	  b[w] = le_read_uint64((const uint8_t *) (b + w));
      }

  fill_memory(&in, p->threads);

  /* The XOR of the last column, as bytes, through H'.  */
  for (i = 0; i < ARGON2_BLOCK_WORDS; i++)
    {
      uint64_t x = 0;
      for (lane = 0; lane < in.lanes; lane++)
	x ^= block_at(&in, (uint64_t) lane * in.lane_length
		      + in.lane_length - 1)[i];
      le_write_uint64(last + 8 * i, x);
    }
  hash_long(&ctx, out_length, out, sizeof(last), last);

  _symcrypt_wipe(&ctx, sizeof(ctx));
  _symcrypt_wipe(h0, sizeof(h0));
  _symcrypt_wipe(last, sizeof(last));
}

int
_symcrypt_argon2_hash(enum argon2_type type,
		      const struct symcrypt_argon2_params *p,
		      size_t pwd_length, const uint8_t *pwd,
		      size_t salt_length, const uint8_t *salt,
		      void *work, size_t work_size,
		      size_t out_length, uint8_t *out)
{
  size_t needed = symcrypt_argon2_work_size(p);
  uint8_t *area = work;

  if (!needed || !out || out_length < 4
      || (uint64_t) out_length > 0xffffffff
      || (!pwd && pwd_length) || (uint64_t) pwd_length > 0xffffffff
      || !salt || salt_length < 8 || (uint64_t) salt_length > 0xffffffff
      || (work && work_size < needed))
    return SYMCRYPT_EINVAL;
  if (!work)
    {
      area = _symcrypt_work_map(needed);
      if (!area)
	return SYMCRYPT_ENOMEM;
    }
  /* The blocks, from the first aligned address of the area.  */
  argon2_body(type, p, pwd_length, pwd, salt_length, salt,
	      (uint64_t *) (area + (-(uintptr_t) area & (WORK_ALIGN - 1))),
	      out_length, out);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(ARGON2_STACK_ARRAYS));
  if (work)
    _symcrypt_wipe(area, needed);
  else
    _symcrypt_work_unmap(area, needed);
  return SYMCRYPT_OK;
}

int
symcrypt_argon2id(const struct symcrypt_argon2_params *p,
		  size_t pwd_length, const uint8_t *pwd,
		  size_t salt_length, const uint8_t *salt,
		  void *work, size_t work_size,
		  size_t out_length, uint8_t *out)
{
  return _symcrypt_argon2_hash(ARGON2_ID, p, pwd_length, pwd, salt_length,
			       salt, work, work_size, out_length, out);
}

int
symcrypt_argon2i(const struct symcrypt_argon2_params *p,
		 size_t pwd_length, const uint8_t *pwd,
		 size_t salt_length, const uint8_t *salt,
		 void *work, size_t work_size,
		 size_t out_length, uint8_t *out)
{
  return _symcrypt_argon2_hash(ARGON2_I, p, pwd_length, pwd, salt_length,
			       salt, work, work_size, out_length, out);
}

int
symcrypt_argon2d(const struct symcrypt_argon2_params *p,
		 size_t pwd_length, const uint8_t *pwd,
		 size_t salt_length, const uint8_t *salt,
		 void *work, size_t work_size,
		 size_t out_length, uint8_t *out)
{
  return _symcrypt_argon2_hash(ARGON2_D, p, pwd_length, pwd, salt_length,
			       salt, work, work_size, out_length, out);
}
