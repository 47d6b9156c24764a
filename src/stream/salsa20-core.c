/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* salsa20-core.c -- the Salsa20 permutation with feed-forward: the C
   twins of the 1-, 2-, 4-, 8-, 9- and 16-block cores and of the fused
   crypts (1, 8, 9 and 16 blocks), and the public cores.  As in
   chacha-core.c, x[i][k] is word i of block k and each step loops over
   the blocks.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "salsa20-internal.h"

#define SALSA20_MAX_LANES 16

#define QROUND(a, b, c, d)					\
  for (k = 0; k < n; k++)					\
    salsa20_quarter_round(&x[a][k], &x[b][k], &x[c][k], &x[d][k])

/* The stack salsa20_blocks uses (X, CTR and COPY), for the wipe after
   it.  */
#define BLOCKS_STACK \
  SYMCRYPT_STACK_USE(sizeof(uint32_t) * (18 * SALSA20_MAX_LANES + 16))

static SYMCRYPT_ALWAYS_INLINE void
salsa20_blocks(uint32_t *dst, const uint32_t *src, unsigned rounds,
	       unsigned n)
{
  uint32_t x[16][SALSA20_MAX_LANES];
  uint32_t ctr[2][SALSA20_MAX_LANES];
  uint32_t copy[16];
  const uint32_t *in;
  unsigned i, k;

  _SYMCRYPT_STREAM_BLOCKS_LOAD(x, ctr, in, copy, src, 8, n);

  for (i = 0; i < rounds; i += 2)
    SALSA20_DOUBLE_ROUND(QROUND);

  _SYMCRYPT_STREAM_BLOCKS_STORE(dst, x, ctr, in, 8, n);
}

/* The C twin _symcrypt_salsa20<SUFFIX>_c of the N-block core: the
   blocks in a function of its own, where N is a constant, then the
   wipe of the stack it used (the state holds the key).  */
#define SALSA20_CORE_C(suffix, n)						\
  static void __attribute__((noinline))					\
  salsa20##suffix(uint32_t *dst, const uint32_t *src, unsigned rounds)	\
  {									\
    salsa20_blocks(dst, src, rounds, n);					\
  }									\
  void									\
  _symcrypt_salsa20##suffix##_c(uint32_t *dst, const uint32_t *src,	\
			       unsigned rounds)				\
  {									\
    salsa20##suffix(dst, src, rounds);					\
    _symcrypt_wipe_stack(BLOCKS_STACK);					\
  }

SALSA20_CORE_C(_core, 1)

void
_symcrypt_salsa20_crypt1_c(uint8_t *keystream, const uint32_t *state,
		      unsigned rounds, size_t length, uint8_t *dst,
		      const uint8_t *src)
{
  _symcrypt_stream_crypt1(&_symcrypt_salsa20_core, keystream, state, rounds,
			  length, dst, src);
}

SALSA20_CORE_C(_2core, 2)

SALSA20_CORE_C(_4core, 4)

SALSA20_CORE_C(_8core, 8)

void
_symcrypt_salsa20_crypt_8core_c(uint8_t *dst, const uint8_t *src,
				const uint32_t *state, unsigned rounds)
{
  _symcrypt_stream_crypt_blocks(&_symcrypt_salsa20_8core, 8, dst, src,
				state, rounds);
}

SALSA20_CORE_C(_9core, 9)

void
_symcrypt_salsa20_crypt_9core_c(uint8_t *dst, const uint8_t *src,
				const uint32_t *state, unsigned rounds)
{
  _symcrypt_stream_crypt_blocks(&_symcrypt_salsa20_9core, 9, dst, src,
				state, rounds);
}

SALSA20_CORE_C(_16core, 16)

void
_symcrypt_salsa20_crypt_16core_c(uint8_t *dst, const uint8_t *src,
				 const uint32_t *state, unsigned rounds)
{
  _symcrypt_stream_crypt_blocks(&_symcrypt_salsa20_16core, 16, dst, src,
				state, rounds);
}

void
symcrypt_salsa20_core(uint32_t *dst, const uint32_t *src, unsigned rounds)
{
  _symcrypt_salsa20_core(dst, src, rounds);
}

void
symcrypt_salsa20_2core(uint32_t *dst, const uint32_t *src, unsigned rounds)
{
  _symcrypt_salsa20_2core(dst, src, rounds);
}
