/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* stream-internal.h -- the crypt loop shared by ChaCha and Salsa20.

   Both ciphers XOR a keystream of 64-byte blocks, each a function of a
   16-word state whose 64-bit block counter (low word first) sits at a
   fixed index.  The state-to-keystream work is done by cores of fixed
   width (1, 2, 3, ... blocks at a time; see functions.def), which
   assembly replaces; counters, partial blocks and the XOR stay here,
   but for the last block of a request, which the fused single-block
   crypt (chacha_crypt1, salsa20_crypt1) XORs with the data itself.  */
#ifndef SYMCRYPT_STREAM_INTERNAL_H
#define SYMCRYPT_STREAM_INTERNAL_H

#include "dispatch.h"
#include "macros.h"

typedef void _symcrypt_stream_core_fn(uint32_t *dst, const uint32_t *src,
				      unsigned rounds);

typedef void _symcrypt_stream_crypt_fn(uint8_t *dst, const uint8_t *src,
				       const uint32_t *state, unsigned rounds);

typedef void _symcrypt_stream_crypt1_fn(uint8_t *keystream,
					const uint32_t *state, unsigned rounds,
					size_t length, uint8_t *dst,
					const uint8_t *src);

/* A core the loop may call, producing BLOCKS blocks, once at least
   MIN blocks are wanted (MIN <= BLOCKS; when fewer than BLOCKS are
   wanted, the rest of the output is discarded).  The single-block
   entry also names CRYPT1, the fused core (functions.def,
   chacha_crypt1) the loop calls for the last block of a request; it
   is NULL in the others.  A multi-block entry may name CRYPT, the
   fused form of its core (functions.def, chacha_crypt_8core), which
   the loop calls instead of the core and memxor3 when all BLOCKS are
   wanted; NULL when there is none or it is the C twin.  */
struct _symcrypt_stream_width
{
  unsigned blocks;
  unsigned min;
  _symcrypt_stream_core_fn *core;
  _symcrypt_stream_crypt1_fn *crypt1;
  _symcrypt_stream_crypt_fn *crypt;
};

/* Bounds for every cipher's widths function.  */
#define _SYMCRYPT_STREAM_MAX_WIDTHS 7
#define _SYMCRYPT_STREAM_MAX_BLOCKS 32

/* Appends the core NAME (NBLOCKS wide, used from NMIN blocks on) to
   the widths array W of N entries when the variant in use is not the C
   twin -- assembly, in a fat build as chosen at load time -- or when
   C_FASTER says that its C twin beats narrower calls; but not when a
   wider core already covers NMIN blocks.  */
#define _SYMCRYPT_STREAM_WIDTH(w, n, nblocks, nmin, name, c_faster)	\
  do {									\
    if (((c_faster) || &_symcrypt_##name != &_symcrypt_##name##_c)	\
	&& ((n) == 0 || (w)[(n) - 1].min > (nmin)))			\
      {									\
	(w)[n].blocks = (nblocks);					\
	(w)[n].min = (nmin);						\
	(w)[n].core = &_symcrypt_##name;				\
	(w)[n].crypt1 = NULL;						\
	(w)[n].crypt = NULL;						\
	(n)++;								\
      }									\
  } while (0)

/* Gives the last entry of W (N entries), when its core is CORE_NAME, the
   fused crypt NAME if the library runs it: its rule in
   src/functions.def asks for assembly of the core's folder (another
   folder's, say the SSSE3 4-block crypt beside the row-wise AVX2
   4-block core, may be slower than that core and memxor3).  */
#define _SYMCRYPT_STREAM_CRYPT(w, n, core_name, name)			\
  do {									\
    if ((n) > 0 && (w)[(n) - 1].core == &_symcrypt_##core_name		\
	&& _SYMCRYPT_FOLLOWER_RUNS(name))				\
      (w)[(n) - 1].crypt = &_symcrypt_##name;				\
  } while (0)

/* Appends the single-block entry: the core NAME##_core and the fused
   NAME##_crypt1.  */
#define _SYMCRYPT_STREAM_WIDTH1(w, n, name)				\
  do {									\
    (w)[n].blocks = 1;							\
    (w)[n].min = 1;							\
    (w)[n].core = &_symcrypt_##name##_core;				\
    (w)[n].crypt1 = &_symcrypt_##name##_crypt1;				\
    (w)[n].crypt = NULL;						\
    (n)++;								\
  } while (0)

/* The thresholds both ciphers' widths functions share (the figures
   are in chacha-widths.c and salsa20-widths.c): the 8-block core runs
   from 5 blocks on (6 on 32-bit x86, whose 8-block core is two
   4-block quads); the C 4-block twin beats narrower calls where gcc
   vectorizes it (x86 with SSE2; AArch64, where NEON is always
   there).  */
#if defined(__i386__)
# define _SYMCRYPT_STREAM_MIN_8CORE 6
#else
# define _SYMCRYPT_STREAM_MIN_8CORE 5
#endif
#if defined(__SSE2__) || defined(__aarch64__)
# define _SYMCRYPT_STREAM_C_4CORE_FASTER 1
#else
# define _SYMCRYPT_STREAM_C_4CORE_FASTER 0
#endif

/* The crypt loop's choice of core, which
   _symcrypt_stream_runs (stream-crypt.c) follows call by call
   too: for BLOCKS > 0 blocks still wanted, the index in W of the
   widest core whose minimum BLOCKS reaches, searching from FROM, the
   last choice (0 at the start of a message: the minimums only fall as
   the request shrinks, and the last, the single-block core's, is 1).
   A new core or path is a row of the widths functions, or a choice
   made here, so that both see it.  */
static inline unsigned
_symcrypt_stream_choose(const struct _symcrypt_stream_width *w, unsigned from,
			size_t blocks)
{
  while (w[from].min > blocks)
    from++;
  /* The next width, when it is fused and takes BLOCKS in whole calls,
     no more of them than this width's path makes wide calls (its own,
     and one of the next width for a rest from that width's minimum
     on), runs all of them fused where this width's path would end
     with a partial call: 16 blocks as two fused 8-block calls rather
     than 9 and 7 (the hybrid widths, chacha-widths.c).  */
  if (w[from].min > 1 && w[from + 1].crypt
      && blocks <= w[from].blocks * w[from + 1].blocks)
    {
      /* Never true beyond that bound: with this width H and the next N,
	 BLOCKS = kN and at most kN / H + 1 wide calls, k <= H / (H - N).  */
      unsigned n = (unsigned) blocks, wide = w[from].blocks;
      unsigned next = w[from + 1].blocks;
      if (n % next == 0 && n / wide + (n % wide >= w[from + 1].min) >= n / next)
	from++;
    }
  return from;
}

/* A cipher's widths list, made once per process: the variants are
   chosen at load time, so the list is a constant from then on.  A
   constructor of the cipher's widths file fills W and N (from COMPUTE)
   while the library loads, before other threads can call into it; N
   is 0 before that (a call from another library's constructor), when
   the readers compute the list themselves.  */
struct _symcrypt_stream_widths
{
  /* Fills W with the cores to use, widest first, the single-block core
     (MIN 1) last, and returns their number (at most
     _SYMCRYPT_STREAM_MAX_WIDTHS, each at most
     _SYMCRYPT_STREAM_MAX_BLOCKS wide).  */
  unsigned (*compute)(struct _symcrypt_stream_width *w);
  unsigned n;
  struct _symcrypt_stream_width w[_SYMCRYPT_STREAM_MAX_WIDTHS];
};

/* Makes LIST's list (the widths files, at load time, after the choice
   of variants: src/setup.c).  */
static inline void
_symcrypt_stream_widths_make(struct _symcrypt_stream_widths *list)
{
  list->n = list->compute(list->w);
}

/* LIST's widths: the list made at load time, or, before that, the one
   computed into OWN now.  */
static inline const struct _symcrypt_stream_width *
_symcrypt_stream_widths_get(const struct _symcrypt_stream_widths *list,
			    struct _symcrypt_stream_width *own)
{
  if (list->n == 0)
    {
      list->compute(own);
      return own;
    }
  return list->w;
}

struct _symcrypt_stream_cipher
{
  unsigned counter;		/* index of the counter's low word */
  unsigned rounds;
  const struct _symcrypt_stream_widths *widths;
};

/* The C twins of the N-block cores (chacha-core.c, salsa20-core.c)
   compute N blocks side by side: X[i][k] is word i of block k, and
   CTR[0][k], CTR[1][k] the low and high words of block k's 64-bit
   counter, words CW and CW + 1 of the input plus k.

   _SYMCRYPT_STREAM_BLOCKS_LOAD points IN at the input and loads X and
   CTR from it.  DST may be SRC.  With several blocks, block 0's output
   overwrites the state before the feed-forward of the next block reads
   it, so IN is then a copy of SRC in COPY (16 words).  A single block
   reads each input word just before storing the output word in its
   place, and needs none (the copy cost the 1-block ChaCha core 5% more
   instructions).  */
#define _SYMCRYPT_STREAM_BLOCKS_LOAD(x, ctr, in, copy, src, cw, n)	\
  do {									\
    unsigned _i, _k;							\
    (in) = (src);							\
    if ((n) > 1)							\
      {									\
	SYMCRYPT_UNROLL16						\
	for (_i = 0; _i < 16; _i++)					\
	  (copy)[_i] = (src)[_i];					\
	(in) = (copy);							\
      }									\
    for (_k = 0; _k < (n); _k++)					\
      {									\
	uint64_t _c = ((in)[cw] | (uint64_t) (in)[(cw) + 1] << 32) + _k; \
	(ctr)[0][_k] = (uint32_t) _c;					\
	(ctr)[1][_k] = (uint32_t) (_c >> 32);				\
	SYMCRYPT_UNROLL16						\
	for (_i = 0; _i < 16; _i++)					\
	  (x)[_i][_k] = (in)[_i];					\
	(x)[cw][_k] = (ctr)[0][_k];					\
	(x)[(cw) + 1][_k] = (ctr)[1][_k];				\
      }									\
  } while (0)

/* The feed-forward: the N blocks of X plus IN (plus CTR at the counter
   words CW, CW + 1) to DST.  */
#define _SYMCRYPT_STREAM_BLOCKS_STORE(dst, x, ctr, in, cw, n)		\
  do {									\
    unsigned _i, _k;							\
    for (_k = 0; _k < (n); _k++)					\
      {									\
	SYMCRYPT_UNROLL16						\
	for (_i = 0; _i < 16; _i++)					\
	  (dst)[16 * _k + _i] = (x)[_i][_k] + (in)[_i];			\
	(dst)[16 * _k + (cw)] = (x)[cw][_k] + (ctr)[0][_k];		\
	(dst)[16 * _k + (cw) + 1] = (x)[(cw) + 1][_k] + (ctr)[1][_k];	\
      }									\
  } while (0)

#endif /* SYMCRYPT_STREAM_INTERNAL_H */
