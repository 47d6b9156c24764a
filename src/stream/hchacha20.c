/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* hchacha20.c -- HChaCha20, the key derivation of XChaCha20
   (draft-irtf-cfrg-xchacha).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "chacha-internal.h"
#include "macros.h"

#define QROUND(a, b, c, d)					\
  chacha_quarter_round(&x[a], &x[b], &x[c], &x[d])

/* The twenty rounds of ChaCha on X, without the feed-forward.  */
static void
hchacha20_rounds(uint32_t *x)
{
  unsigned i;

  for (i = 0; i < 20; i += 2)
    CHACHA_DOUBLE_ROUND(QROUND);
}

/* The C twin of hchacha20_words (src/functions.def): the eight output
   words in host order to DST.  Where the single-block core in use is
   the C twin, the rounds run here, without its call, feed-forward and
   store (which the words taken out would then take off again).
   Otherwise the core runs in place on one buffer: the words taken out
   are those of the constants and of IN, public, which are subtracted
   again from what is known.  */
static void __attribute__((noinline))
hchacha20_words(uint32_t *dst, const uint8_t *key, const uint8_t *in)
{
  static const uint32_t sigma[4] = {
    CHACHA_SIGMA0, CHACHA_SIGMA1, CHACHA_SIGMA2, CHACHA_SIGMA3
  };
  uint32_t x[16];
  unsigned i;

  for (i = 0; i < 4; i++)
    {
      x[i] = sigma[i];
      x[12 + i] = le_read_uint32(in + 4 * i);
    }
  for (i = 0; i < 8; i++)
    x[4 + i] = le_read_uint32(key + 4 * i);
  if (&_symcrypt_chacha_core == &_symcrypt_chacha_core_c)
    {
      hchacha20_rounds(x);
      for (i = 0; i < 4; i++)
	{
	  dst[i] = x[i];
	  dst[4 + i] = x[12 + i];
	}
    }
  else
    {
      /* The core adds the input to the permuted state; take it off.  */
      _symcrypt_chacha_core(x, x, 20);
      for (i = 0; i < 4; i++)
	{
	  dst[i] = x[i] - sigma[i];
	  dst[4 + i] = x[12 + i] - le_read_uint32(in + 4 * i);
	}
    }
}

void
_symcrypt_hchacha20_words_c(uint32_t *dst, const uint8_t *key,
			    const uint8_t *in)
{
  hchacha20_words(dst, key, in);
  _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(sizeof(uint32_t) * 16));
}

void
symcrypt_hchacha20(uint8_t out[32], const uint8_t key[32], const uint8_t in[16])
{
  uint32_t words[8];
  unsigned i;

  _symcrypt_hchacha20_words(words, key, in);
  for (i = 0; i < 8; i++)
    le_write_uint32(out + 4 * i, words[i]);
  _symcrypt_wipe(words, sizeof(words));
}
