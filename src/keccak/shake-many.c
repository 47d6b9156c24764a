/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* shake-many.c -- symcrypt_shake128_many and symcrypt_shake256_many:
   SHAKE of many messages, each with an output of the same length, in
   eight, four or two interleaved states at once through the
   many-state absorbing functions (keccak_absorb_x8, _x4, _x2) and
   permutations (keccak_permute_x8, _x4, _x2) where they run assembly.

   The users are ML-KEM and ML-DSA: many messages of one short length
   (34 bytes), outputs of several blocks (504 or 840 bytes of
   SHAKE128).  So the lanes squeeze as well as absorb, and they take
   messages in groups, consecutive ones that end in the same block:
   a group's whole blocks straight from the caller's buffers, then its
   final blocks padded in buffers of their own, then rate bytes of
   every state to its output, a permutation of all of them, and again
   until the outputs are full.  At each message a group runs in the
   widest width more than half of whose lanes it fills, the lanes left
   idle when fewer messages are left; a message that starts no group
   goes through the one-state SHAKE (symcrypt_shake128, symcrypt_shake256), as every
   message does where the lanes are C twins, which are no faster than
   one state.  The widths are the driver's argument
   (_symcrypt_shake_many_widths), so that the tests run every set of
   them over the C twins.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stdint.h>

#include "lanes.h"
#include "sha3-internal.h"

#define MAX_LANES 8

/* The first LENGTH bytes (at most the rate) of state J of the WIDTH
   interleaved states at STATES to DST.  */
static void
extract_lane(const uint64_t *states, unsigned width, unsigned j,
	     size_t length, uint8_t *dst)
{
  size_t i;
  for (i = 0; i < length / 8; i++)
    keccak_write_lane(dst + 8 * i, states[width * i + j]);
  for (i = length & ~(size_t) 7; i < length; i++)
    dst[i] = (uint8_t) (states[width * (i / 8) + j] >> (8 * (i % 8)));
}

/* Messages FIRST to FIRST + BUSY - 1 of JOB, each of WHOLE whole
   blocks and a final one of fewer than the rate bytes, in the first
   BUSY of W->width states; the others, idle, read what the first one
   reads and give no output.  */
static void
group_in_lanes(const struct shake_many_job *job,
	       const struct shake_lane_width *w, size_t first,
	       unsigned busy, size_t whole)
{
  uint64_t states[MAX_LANES * KECCAK_LANES] SYMCRYPT_LINE_ALIGNED;
  uint8_t last[MAX_LANES][KECCAK_MAX_RATE];
  const uint8_t *data[MAX_LANES];
  unsigned rate = job->rate, width = w->width, j;
  size_t done;

  memset(states, 0, width * KECCAK_LANES * 8);
  for (j = 0; j < width; j++)
    data[j] = job->msgs[first + (j < busy ? j : 0)];
  if (whole > 0)
    w->absorb(states, whole, data, rate);
  /* Each final block with SHAKE's suffix and pad10*1 (FIPS 202, 6.2
     and 5.1); a message of no bytes may be NULL.  */
  for (j = 0; j < busy; j++)
    {
      size_t rest = job->lengths[first + j] - whole * rate;
      if (rest > 0)
	memcpy(last[j], data[j] + whole * rate, rest);
      memset(last[j] + rest, 0, rate - rest);
      last[j][rest] = KECCAK_SUFFIX_SHAKE;
      last[j][rate - 1] |= 0x80;
      data[j] = last[j];
    }
  for (; j < width; j++)
    data[j] = last[0];
  w->absorb(states, 1, data, rate);
  for (done = 0;;)
    {
      size_t length = job->out_length - done;
      if (length > rate)
	length = rate;
      for (j = 0; j < busy; j++)
	extract_lane(states, width, j, length,
		     job->outs + (first + j) * job->out_length + done);
      done += length;
      if (done == job->out_length)
	break;
      w->permute(states);
    }
  _symcrypt_wipe(last, busy * sizeof(last[0]));
  _symcrypt_wipe(states, width * KECCAK_LANES * 8);
}

/* The whole blocks of the messages FIRST to FIRST + COUNT - 1 of JOB,
   when they all have the same number of them, else SIZE_MAX.  */
static size_t
group_blocks(const struct shake_many_job *job, size_t first, size_t count)
{
  size_t whole = job->lengths[first] / job->rate, j;
  for (j = 1; j < count; j++)
    if (job->lengths[first + j] / job->rate != whole)
      return SIZE_MAX;
  return whole;
}

/* A group takes the widest width more than half of whose lanes it
   fills, with the messages left or a full group of them: idle lanes
   cost less than the one-state calls they save (x86_64 family 6
   model 167: eight states with AVX-512 take less time than four with
   AVX2; AMD Zen 4: eight a little more than four, four less than two
   of one; doc/sha3.md).  */
void
_symcrypt_shake_many_widths(const struct shake_many_job *job,
			    const struct shake_lane_width *widths,
			    unsigned count)
{
  size_t i = 0;
  while (i < job->n)
    {
      size_t left = job->n - i;
      unsigned k;
      for (k = 0; k < count; k++)
	if (2 * left > widths[k].width)
	  {
	    unsigned busy = left < widths[k].width
	      ? (unsigned) left : widths[k].width;
	    size_t whole = group_blocks(job, i, busy);
	    if (whole != SIZE_MAX)
	      {
		group_in_lanes(job, &widths[k], i, busy, whole);
		i += busy;
		break;
	      }
	  }
      if (k == count)
	{
	  job->one(job->lengths[i], job->msgs[i], job->out_length,
		   job->outs + i * job->out_length);
	  i++;
	}
    }
}

/* The messages of JOB through every width at which keccak_absorb_x8
   (_x4, _x2) runs assembly, widest first, whatever their number.  */
static void
shake_many(const struct shake_many_job *job)
{
  struct shake_lane_width widths[3];
  unsigned count = 0, width;

  for (width = _symcrypt_lanes_choose(SYMCRYPT_FN_keccak_absorb,
				      (size_t) -1);
       width > 0;
       width = _symcrypt_lanes_choose(SYMCRYPT_FN_keccak_absorb, width - 1))
    {
      widths[count].width = width;
      widths[count].absorb = width == 8 ? _symcrypt_keccak_absorb_x8
	: width == 4 ? _symcrypt_keccak_absorb_x4 : _symcrypt_keccak_absorb_x2;
      widths[count++].permute = width == 8 ? _symcrypt_keccak_permute_x8
	: width == 4 ? _symcrypt_keccak_permute_x4
	: _symcrypt_keccak_permute_x2;
    }
  _symcrypt_shake_many_widths(job, widths, count);
}

/* The rules of the _many functions (md-many.c): with N > 0 the
   arrays are not NULL, and a message is NULL only if it has no bytes;
   and OUTS is NULL only if OUT_LENGTH is 0, with room for N outputs in
   memory.  */
static int
shake_many_run(unsigned rate, shake_one_fn *one, size_t n,
	       const uint8_t *const *msgs, const size_t *lengths,
	       size_t out_length, uint8_t *outs)
{
  struct shake_many_job job;
  size_t i;
  if (BAD_PAIR(out_length, outs)
      || (n > 0 && (msgs == NULL || lengths == NULL
		    || out_length > SIZE_MAX / n)))
    return SYMCRYPT_EINVAL;
  for (i = 0; i < n; i++)
    if (BAD_PAIR(lengths[i], msgs[i]))
      return SYMCRYPT_EINVAL;
  job.rate = rate;
  job.one = one;
  job.n = n;
  job.msgs = msgs;
  job.lengths = lengths;
  job.out_length = out_length;
  job.outs = outs;
  if (out_length > 0)
    shake_many(&job);
  return SYMCRYPT_OK;
}

int
symcrypt_shake128_many(size_t n, const uint8_t *const *msgs,
		       const size_t *lengths, size_t out_length, uint8_t *outs)
{
  return shake_many_run(SYMCRYPT_SHAKE128_BLOCK_SIZE, symcrypt_shake128,
			n, msgs, lengths, out_length, outs);
}

int
symcrypt_shake256_many(size_t n, const uint8_t *const *msgs,
		       const size_t *lengths, size_t out_length, uint8_t *outs)
{
  return shake_many_run(SYMCRYPT_SHAKE256_BLOCK_SIZE, symcrypt_shake256,
			n, msgs, lengths, out_length, outs);
}
