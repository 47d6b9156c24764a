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


#include "dispatch.h"
#include "macros.h"

/* Words are read and written at any address as symcrypt_any_word
   (macros.h), in registers: memcpy into a variable compiled, on riscv64
   and mips64el, to bytes gathered in a stack slot, which kept a copy of
   the keystream and of the GCM tag mask behind.  */

/* dst[i] ^= src[i] for i < length.  */
void
_symcrypt_memxor_c(uint8_t *dst, const uint8_t *src, size_t length)
{
  const size_t word = sizeof(symcrypt_any_word);
  size_t i = 0;
  for (; i + word <= length; i += word)
    *(symcrypt_any_word *) (dst + i) ^= *(const symcrypt_any_word *) (src + i);
  for (; i < length; i++)
    dst[i] ^= src[i];
}

/* dst[i] = a[i] ^ b[i] for i < length.  */
void
_symcrypt_memxor3_c(uint8_t *dst, const uint8_t *a, const uint8_t *b,
		    size_t length)
{
  const size_t word = sizeof(symcrypt_any_word);
  size_t i = 0;
  for (; i + word <= length; i += word)
    *(symcrypt_any_word *) (dst + i) = *(const symcrypt_any_word *) (a + i)
				       ^ *(const symcrypt_any_word *) (b + i);
  for (; i < length; i++)
    dst[i] = a[i] ^ b[i];
}
