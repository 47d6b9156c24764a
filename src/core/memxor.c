/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* memxor.c -- XOR of byte strings, word at a time: the C twins of
   memxor and memxor3.  Buffers may be unaligned; dst may equal a
   source but must not overlap one partially.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "dispatch.h"

typedef uintptr_t word_t;

/* dst[i] ^= src[i] for i < length.  */
void
_symcrypt_memxor_c(uint8_t *dst, const uint8_t *src, size_t length)
{
  size_t i = 0;
  /* memcpy of one word compiles to a plain (unaligned) load or store.  */
  for (; i + sizeof(word_t) <= length; i += sizeof(word_t))
    {
      word_t d, s;
      memcpy(&d, dst + i, sizeof(d));
      memcpy(&s, src + i, sizeof(s));
      d ^= s;
      memcpy(dst + i, &d, sizeof(d));
    }
  for (; i < length; i++)
    dst[i] ^= src[i];
}

/* dst[i] = a[i] ^ b[i] for i < length.  */
void
_symcrypt_memxor3_c(uint8_t *dst, const uint8_t *a, const uint8_t *b,
		    size_t length)
{
  size_t i = 0;
  for (; i + sizeof(word_t) <= length; i += sizeof(word_t))
    {
      word_t x, y;
      memcpy(&x, a + i, sizeof(x));
      memcpy(&y, b + i, sizeof(y));
      x ^= y;
      memcpy(dst + i, &x, sizeof(x));
    }
  for (; i < length; i++)
    dst[i] = a[i] ^ b[i];
}
