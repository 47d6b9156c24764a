/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* memeql.c -- comparison of secrets in constant time, for the library
   and its users.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <symcrypt/memops.h>

#include "macros.h"

int
_symcrypt_memeql_sec(const void *a, const void *b, size_t length)
{
  const volatile uint8_t *x = a, *y = b;
  unsigned diff = 0;
  size_t i;
  for (i = 0; i < length; i++)
    diff |= x[i] ^ y[i];
  /* diff is 0..255: diff - 1 has bit 8 set only when diff is 0.  */
  return (int) (((diff - 1) >> 8) & 1);
}

int
_symcrypt_memeql_code(const void *a, const void *b, size_t length)
{
  /* 1 - 1 = 0 is all zeros, 0 - 1 all ones, which keeps EAUTH.  */
  return (_symcrypt_memeql_sec(a, b, length) - 1) & SYMCRYPT_EAUTH;
}

int
symcrypt_memeql_sec(const void *a, const void *b, size_t length)
{
  return _symcrypt_memeql_sec(a, b, length);
}
