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

/* A machine word at any address.  Read and written through this type,
   a word is loaded into a register where the target can do so at any
   alignment, and assembled there from smaller loads where it cannot;
   memcpy into a variable compiled, on riscv64 and mips64el, to bytes
   gathered in a stack slot, which kept a copy of the keystream and of
   the GCM tag mask behind.  */
typedef uintptr_t __attribute__((may_alias, aligned(1))) word_t;

/* dst[i] ^= src[i] for i < length.  */
void
_symcrypt_memxor_c(uint8_t *dst, const uint8_t *src, size_t length)
{
  size_t i = 0;
  for (; i + sizeof(word_t) <= length; i += sizeof(word_t))
    *(word_t *) (dst + i) ^= *(const word_t *) (src + i);
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
    *(word_t *) (dst + i) = *(const word_t *) (a + i) ^ *(const word_t *) (b + i);
  for (; i < length; i++)
    dst[i] = a[i] ^ b[i];
}
