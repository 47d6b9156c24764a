/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* chacha-core.c -- the ChaCha permutation with feed-forward: the C
   twins of the 1-, 2-, 3-, 4-, 5-, 8-, 9-, 16- and 32-block cores and
   of the fused crypts (1, 4, 5, 8, 9, 16 and 32 blocks), and the public
   cores.

   One inline function computes N blocks side by side: x[i][k] is word
   i of block k, and every step of a quarter round loops over the
   blocks, so the independent blocks interleave (instruction-level
   parallelism for scalar code) and the compiler may keep a row of
   lanes in a vector register.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "chacha-internal.h"

#define CHACHA_MAX_LANES 32

#define QROUND(a, b, c, d)					\
  for (k = 0; k < n; k++)					\
    chacha_quarter_round(&x[a][k], &x[b][k], &x[c][k], &x[d][k])

/* The stack chacha_blocks uses (X, CTR and COPY), for the wipe after
   it.  */
#define BLOCKS_STACK \
  SYMCRYPT_STACK_USE(sizeof(uint32_t) * (18 * CHACHA_MAX_LANES + 16))

static SYMCRYPT_ALWAYS_INLINE void
chacha_blocks(uint32_t *dst, const uint32_t *src, unsigned rounds,
	      unsigned n)
{
  uint32_t x[16][CHACHA_MAX_LANES];
  uint32_t ctr[2][CHACHA_MAX_LANES];
  uint32_t copy[16];
  const uint32_t *in;
  unsigned i, k;

  _SYMCRYPT_STREAM_BLOCKS_LOAD(x, ctr, in, copy, src, 12, n);

  for (i = 0; i < rounds; i += 2)
    CHACHA_DOUBLE_ROUND(QROUND);

  _SYMCRYPT_STREAM_BLOCKS_STORE(dst, x, ctr, in, 12, n);
}

/* The C twin _symcrypt_chacha<SUFFIX>_c of the N-block core: the
   blocks in a function of its own, where N is a constant, then the
   wipe of the stack it used (the state holds the key).  */
#define CHACHA_CORE_C(suffix, n)						\
  static void __attribute__((noinline))					\
  chacha##suffix(uint32_t *dst, const uint32_t *src, unsigned rounds)	\
  {									\
    chacha_blocks(dst, src, rounds, n);					\
  }									\
  void									\
  _symcrypt_chacha##suffix##_c(uint32_t *dst, const uint32_t *src,	\
			       unsigned rounds)				\
  {									\
    chacha##suffix(dst, src, rounds);					\
    _symcrypt_wipe_stack(BLOCKS_STACK);					\
  }

CHACHA_CORE_C(_core, 1)

void
_symcrypt_chacha_crypt1_c(uint8_t *keystream, const uint32_t *state,
		      unsigned rounds, size_t length, uint8_t *dst,
		      const uint8_t *src)
{
  _symcrypt_stream_crypt1(&_symcrypt_chacha_core, keystream, state, rounds,
			  length, dst, src);
}

CHACHA_CORE_C(_2core, 2)

CHACHA_CORE_C(_3core, 3)

CHACHA_CORE_C(_4core, 4)

void
_symcrypt_chacha_crypt_4core_c(uint8_t *dst, const uint8_t *src,
			       const uint32_t *state, unsigned rounds)
{
  _symcrypt_stream_crypt_blocks(&_symcrypt_chacha_4core, 4, dst, src, state,
				rounds);
}

CHACHA_CORE_C(_5core, 5)

void
_symcrypt_chacha_crypt_5core_c(uint8_t *dst, const uint8_t *src,
			       const uint32_t *state, unsigned rounds)
{
  _symcrypt_stream_crypt_blocks(&_symcrypt_chacha_5core, 5, dst, src, state,
				rounds);
}

CHACHA_CORE_C(_8core, 8)

void
_symcrypt_chacha_crypt_8core_c(uint8_t *dst, const uint8_t *src,
			       const uint32_t *state, unsigned rounds)
{
  _symcrypt_stream_crypt_blocks(&_symcrypt_chacha_8core, 8, dst, src, state,
				rounds);
}

CHACHA_CORE_C(_9core, 9)

void
_symcrypt_chacha_crypt_9core_c(uint8_t *dst, const uint8_t *src,
			       const uint32_t *state, unsigned rounds)
{
  _symcrypt_stream_crypt_blocks(&_symcrypt_chacha_9core, 9, dst, src, state,
				rounds);
}

CHACHA_CORE_C(_16core, 16)

CHACHA_CORE_C(_32core, 32)

void
_symcrypt_chacha_crypt_16core_c(uint8_t *dst, const uint8_t *src,
				const uint32_t *state, unsigned rounds)
{
  _symcrypt_stream_crypt_blocks(&_symcrypt_chacha_16core, 16, dst, src, state,
				rounds);
}

void
_symcrypt_chacha_crypt_32core_c(uint8_t *dst, const uint8_t *src,
				const uint32_t *state, unsigned rounds)
{
  _symcrypt_stream_crypt_blocks(&_symcrypt_chacha_32core, 32, dst, src, state,
				rounds);
}

void
symcrypt_chacha_core(uint32_t *dst, const uint32_t *src, unsigned rounds)
{
  _symcrypt_chacha_core(dst, src, rounds);
}

void
symcrypt_chacha_2core(uint32_t *dst, const uint32_t *src, unsigned rounds)
{
  _symcrypt_chacha_2core(dst, src, rounds);
}

void
symcrypt_chacha_3core(uint32_t *dst, const uint32_t *src, unsigned rounds)
{
  _symcrypt_chacha_3core(dst, src, rounds);
}
