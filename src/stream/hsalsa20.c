/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* hsalsa20.c -- HSalsa20, the key derivation of XSalsa20 ("Extending
   the Salsa20 nonce", D. J. Bernstein).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "salsa20-internal.h"
#include "macros.h"

#define QROUND(a, b, c, d)					\
  salsa20_quarter_round(&x[a], &x[b], &x[c], &x[d])

/* The twenty rounds of Salsa20 on X, without the feed-forward.  */
static void
hsalsa20_rounds(uint32_t *x)
{
  unsigned i;

  for (i = 0; i < 20; i += 2)
    SALSA20_DOUBLE_ROUND(QROUND);
}

/* The C twin of hsalsa20_words (src/functions.def): the eight output
   words in host order, the first four to LOW, the others to HIGH.
   Where the single-block core in use is the C twin, the rounds run
   here, without its call, feed-forward and store (which the words
   taken out would then take off again).  Otherwise the core runs in
   place on one buffer: the words taken out are those of the constants
   and of IN, public, which are subtracted again from what is known.  */
static void __attribute__((noinline))
hsalsa20_words(uint32_t *low, uint32_t *high, const uint8_t *key,
	       const uint8_t *in)
{
  static const uint32_t sigma[4] = {
    SALSA20_SIGMA0, SALSA20_SIGMA1, SALSA20_SIGMA2, SALSA20_SIGMA3
  };
  uint32_t x[16];
  unsigned i;

  for (i = 0; i < 4; i++)
    {
      x[5 * i] = sigma[i];
      x[1 + i] = le_read_uint32(key + 4 * i);
      x[6 + i] = le_read_uint32(in + 4 * i);
      x[11 + i] = le_read_uint32(key + 16 + 4 * i);
    }
  if (&_symcrypt_salsa20_core == &_symcrypt_salsa20_core_c)
    {
      hsalsa20_rounds(x);
      for (i = 0; i < 4; i++)
	{
	  low[i] = x[5 * i];
	  high[i] = x[6 + i];
	}
    }
  else
    {
      /* The core adds the input to the permuted state; take it off.  */
      _symcrypt_salsa20_core(x, x, 20);
      for (i = 0; i < 4; i++)
	{
	  low[i] = x[5 * i] - sigma[i];
	  high[i] = x[6 + i] - le_read_uint32(in + 4 * i);
	}
    }
}

void
_symcrypt_hsalsa20_words_c(uint32_t *low, uint32_t *high, const uint8_t *key,
			   const uint8_t *in)
{
  hsalsa20_words(low, high, key, in);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(sizeof(uint32_t) * 16));
}

void
symcrypt_hsalsa20(uint8_t out[32], const uint8_t key[32], const uint8_t in[16])
{
  uint32_t words[8];
  unsigned i;

  _symcrypt_hsalsa20_words(words, words + 4, key, in);
  for (i = 0; i < 8; i++)
    le_write_uint32(out + 4 * i, words[i]);
  _symcrypt_wipe(words, sizeof(words));
}
