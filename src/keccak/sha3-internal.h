/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sha3-internal.h -- the Keccak sponge (FIPS 202, 4), shared by SHA-3,
   SHAKE, HMAC-SHA3 and KMAC: whole blocks into the state, the padding
   of the last block, and bytes out of the state.  The permutation is
   the replaceable keccak_permute; the rest is here, the same for every
   variant.  */
#ifndef SYMCRYPT_SHA3_INTERNAL_H
#define SYMCRYPT_SHA3_INTERNAL_H

#include <string.h>

#include <symcrypt/sha3.h>

#include "dispatch.h"
#include "macros.h"
#include "sha2/md-internal.h"

#define KECCAK_LANES 25
#define KECCAK_MAX_RATE SYMCRYPT_SHAKE128_BLOCK_SIZE

/* The first byte of the padding: the domain's suffix bits and the
   first 1 of pad10*1 (FIPS 202, 6.1, 6.2; SP 800-185, 3.3).  The last
   byte of the block gets 0x80.  */
#define KECCAK_SUFFIX_SHA3 0x06
#define KECCAK_SUFFIX_SHAKE 0x1f
#define KECCAK_SUFFIX_CSHAKE 0x04

/* Lanes are little-endian (FIPS 202, B.1): X read from or stored to
   memory in little-endian order, a byte swap on a big-endian host.  */
static inline uint64_t
keccak_le64(uint64_t x)
{
#if MD_HOST_BIG_ENDIAN
  return (uint64_t) md_swap32((uint32_t) x) << 32
    | md_swap32((uint32_t) (x >> 32));
#else
  return x;
#endif
}

/* The bytes at P as a lane, and lane X as 8 bytes at P.  */
static inline uint64_t
keccak_read_lane(const uint8_t *p)
{
  return keccak_le64(host_read_uint64(p));
}

static inline void
keccak_write_lane(uint8_t *p, uint64_t x)
{
  host_write_uint64(p, keccak_le64(x));
}

/* STATE set to zeros, a row of five lanes at a time: gcc 12 -O2 makes
   a memset of its 200 bytes a `rep stosq`, which takes about 50 cycles
   to start on AMD Zen 3, a sixth of a 64-byte message's time outside
   the permutation (doc/sha3.md); this loop it makes vector stores.  */
static inline void
keccak_zero(uint64_t *state)
{
  unsigned i;
  for (i = 0; i < KECCAK_LANES; i += 5)
    {
      state[i] = 0;
      state[i + 1] = 0;
      state[i + 2] = 0;
      state[i + 3] = 0;
      state[i + 4] = 0;
    }
}

/* BLOCKS blocks of RATE bytes at DATA, each added to the state and
   permuted (the replaceable _symcrypt_keccak_absorb).  */
static SYMCRYPT_ALWAYS_INLINE void
keccak_absorb(uint64_t *state, unsigned rate, size_t blocks,
	      const uint8_t *data)
{
  _symcrypt_keccak_absorb(state, blocks, data, rate);
}

/* keccak_absorb on Keccak-p[1600, 12] (keccak_permute12): BLOCKS blocks
   of RATE bytes at DATA, each added to the state and permuted.  */
static SYMCRYPT_ALWAYS_INLINE void
keccak_absorb12(uint64_t *state, unsigned rate, size_t blocks,
		const uint8_t *data)
{
  for (; blocks > 0; blocks--, data += rate)
    {
      unsigned i;
      for (i = 0; i < rate / 8; i++)
	state[i] ^= keccak_read_lane(data + 8 * i);
      _symcrypt_keccak_permute12(state);
    }
}

/* The last block: the INDEX message bytes in BLOCK (RATE bytes), then
   SUFFIX, zeros and the final 1 bit, absorbed.  */
static SYMCRYPT_ALWAYS_INLINE void
keccak_pad(uint64_t *state, unsigned rate, uint8_t *block, unsigned index,
	   uint8_t suffix)
{
  memset(block + index, 0, rate - index);
  block[index] = suffix;
  block[rate - 1] |= 0x80;
  keccak_absorb(state, rate, 1, block);
}

/* The first LENGTH bytes of the state (at most the rate) to DST.  */
static SYMCRYPT_ALWAYS_INLINE void
keccak_extract(const uint64_t *state, size_t length, uint8_t *dst)
{
  size_t i;
  for (i = 0; i < length / 8; i++)
    keccak_write_lane(dst + 8 * i, state[i]);
  for (i = length & ~(size_t) 7; i < length; i++)
    dst[i] = (uint8_t) (state[i / 8] >> (8 * (i % 8)));
}

/* BLOCKS times, the state permuted and its first RATE bytes to DST:
   keccak_squeeze's C twin, and SHAKE's output when it does not run
   keccak_squeeze's assembly (shake.c), where RATE is a constant and
   the copy is unrolled.  */
static SYMCRYPT_ALWAYS_INLINE void
keccak_squeeze_by_permute(uint64_t *state, unsigned rate, size_t blocks,
			  uint8_t *dst)
{
  for (; blocks > 0; blocks--, dst += rate)
    {
      _symcrypt_keccak_permute(state);
      keccak_extract(state, rate, dst);
    }
}

/* SP 800-185, 2.3.1: left_encode (LEFT) or right_encode of the
   number TOP * 2^64 + LOW into DST (SP800_185_ENCODE_MAX bytes at
   most); returns the encoding's length.  */
#define SP800_185_ENCODE_MAX 10
static inline size_t
sp800_185_encode_number(uint8_t *dst, uint8_t top, uint64_t low, int left)
{
  uint8_t value[9];
  unsigned n, i;

  value[0] = top;
  for (i = 0; i < 8; i++)
    value[1 + i] = (uint8_t) (low >> (56 - 8 * i));
  /* The fewest bytes that hold the value, at least one.  */
  for (n = 9; n > 1 && value[9 - n] == 0; n--)
    ;
  if (left)
    {
      dst[0] = (uint8_t) n;
      memcpy(dst + 1, value + 9 - n, n);
    }
  else
    {
      memcpy(dst, value + 9 - n, n);
      dst[n] = (uint8_t) n;
    }
  return n + 1;
}

/* The encoding of X, and of the number of bits in BYTES bytes.  */
static inline size_t
sp800_185_encode(uint8_t *dst, uint64_t x, int left)
{
  return sp800_185_encode_number(dst, 0, x, left);
}

static inline size_t
sp800_185_encode_bits(uint8_t *dst, uint64_t bytes, int left)
{
  return sp800_185_encode_number(dst, (uint8_t) (bytes >> 61), bytes << 3,
				 left);
}

/* The two forms of the C twins (keccak-permute.c): the permutation on
   64-bit lanes, and on lanes split into 32-bit words of their even and
   odd bits (bit interleaving), with its absorbing loop.  The two
   permutations run the last ROUNDS rounds of the 24, 24
   (Keccak-p[1600, 24]) or 12 (Keccak-p[1600, 12]).  The C twins of
   keccak_permute, keccak_permute12 and keccak_absorb run the 32-bit
   form where size_t has 32 bits, the 64-bit one elsewhere; the tests
   run both everywhere.  */
void _symcrypt_keccak_permute_64bit(uint64_t *state, unsigned rounds);
void _symcrypt_keccak_permute_32bit(uint64_t *state, unsigned rounds);
void _symcrypt_keccak_absorb_32bit(uint64_t *state, size_t blocks,
				   const uint8_t *data, unsigned rate);

/* Each hash's absorbing function in the shape of a compression
   function: BLOCKS blocks of its rate at DATA into STATE (sha3.c).  */
void _symcrypt_sha3_224_absorb(uint64_t *state, size_t blocks,
			       const uint8_t *data);
void _symcrypt_sha3_256_absorb(uint64_t *state, size_t blocks,
			       const uint8_t *data);
void _symcrypt_sha3_384_absorb(uint64_t *state, size_t blocks,
			       const uint8_t *data);
void _symcrypt_sha3_512_absorb(uint64_t *state, size_t blocks,
			       const uint8_t *data);

/* The many-message functions (sha3-many.c): N messages of a SHA-3
   hash of RATE and DIGEST_SIZE, each absorbed from the state START
   (zeros, or HMAC's keyed inner state); for HMAC (OUTER not NULL) the
   digest then goes through the keyed outer state OUTER.  The first
   OUT_LENGTH bytes of message i's output go to OUT + i OUT_LENGTH.
   The arguments are checked already.  */
struct keccak_many_job
{
  unsigned rate;
  unsigned digest_size;
  const uint64_t *start;
  const uint64_t *outer;
  const uint8_t *const *msgs;
  const size_t *lengths;
  size_t out_length;
  uint8_t *out;
};

/* A lane function of WIDTH interleaved states (keccak_sha3_x8, _x4 or
   _x2) and its restart function (keccak_restart_x8, _x4 or _x2).  */
typedef void keccak_sha3_lanes_fn(uint64_t *states, size_t blocks,
				  const uint8_t *const *data, unsigned rate,
				  const unsigned *last_bytes,
				  uint8_t *const *digests);
typedef void keccak_restart_lanes_fn(uint64_t *states,
				     const uint64_t *restart,
				     unsigned outer, unsigned ended);

struct keccak_lane_width
{
  unsigned width;
  keccak_sha3_lanes_fn *fn;
  keccak_restart_lanes_fn *restart;
};

/* The N messages of JOB through the lane functions of WIDTHS, COUNT of
   them, widest first, of 8, 4 and 2 states (all of them or some, in
   that order); with COUNT 0 one at a time through keccak_absorb.  */
void _symcrypt_keccak_many_widths(const struct keccak_many_job *job,
				  size_t n,
				  const struct keccak_lane_width *widths,
				  unsigned count);

/* The N messages of JOB through the widths whose lane functions the
   library runs as assembly (keccak_sha3_x8's or keccak_absorb_x8's
   variant in use, and so on), the public functions' path.  */
void _symcrypt_keccak_many(const struct keccak_many_job *job, size_t n);

/* SHAKE over many messages (shake-many.c): N messages of SHAKE of
   RATE, the first OUT_LENGTH bytes (at least 1) of message i's output
   to OUTS + i OUT_LENGTH; ONE is that SHAKE's one-shot function
   (symcrypt_shake128 or symcrypt_shake256).  The arguments are
   checked already.  */
typedef void shake_one_fn(size_t length, const uint8_t *data,
			  size_t out_length, uint8_t *out);

struct shake_many_job
{
  unsigned rate;
  shake_one_fn *one;
  size_t n;
  const uint8_t *const *msgs;
  const size_t *lengths;
  size_t out_length;
  uint8_t *outs;
};

/* The absorbing function and the permutation of WIDTH interleaved
   states (keccak_absorb_x8 and keccak_permute_x8, _x4, _x2).  */
struct shake_lane_width
{
  unsigned width;
  void (*absorb)(uint64_t *states, size_t blocks,
		 const uint8_t *const *data, unsigned rate);
  void (*permute)(uint64_t *states);
};

/* The messages of JOB in groups of consecutive messages that end in
   the same block, in the WIDTHS (COUNT of them, widest first, of 8, 4
   and 2 states, all or some in that order): each in the widest width
   of which it fills more than half the lanes.  The others one at a
   time through JOB->one, all of them with COUNT 0.  */
void _symcrypt_shake_many_widths(const struct shake_many_job *job,
				 const struct shake_lane_width *widths,
				 unsigned count);

#endif /* SYMCRYPT_SHA3_INTERNAL_H */
