/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* misc-test.c -- symcrypt_strerror, symcrypt_version, and the helpers
   symcrypt_memeql_sec and symcrypt_wipe.  */
#include "testutils.h"

/* memeql_sec: 1 for equal buffers (any length, 0 too, any alignment),
   0 when any one bit differs, whatever the byte values; wipe zeroes
   exactly the bytes asked.  */
static void
test_memops(void)
{
  unsigned round;
  for (round = 0; round < 300; round++)
    {
      size_t length = test_rand_below(100), bit;
      uint8_t *a = test_buf_alloc(length, (unsigned) test_rand_below(64));
      uint8_t *b = test_buf_alloc(length, (unsigned) test_rand_below(64));
      size_t i;

      test_rand_fill(length, a);
      memcpy(b, a, length);
      ASSERT(symcrypt_memeql_sec(a, b, length) == 1);
      if (length > 0)
	{
	  bit = test_rand_below(8 * length);
	  b[bit / 8] ^= (uint8_t) (1 << (bit % 8));
	  ASSERT(symcrypt_memeql_sec(a, b, length) == 0);
	  ASSERT(symcrypt_memeql_sec(b, a, length) == 0);
	  /* Only the first BIT / 8 bytes still agree.  */
	  ASSERT(symcrypt_memeql_sec(a, b, bit / 8) == 1);
	  b[bit / 8] ^= 0xff;
	  ASSERT(symcrypt_memeql_sec(a, b, length) == 0);
	}
      i = test_rand_below(length + 1);
      memset(b, 0x77, length);
      symcrypt_wipe(b + i / 2, i - i / 2);
      for (bit = 0; bit < length; bit++)
	ASSERT(b[bit] == (bit >= i / 2 && bit < i ? 0 : 0x77));
      test_buf_check(a);
      test_buf_check(b);
      test_buf_free(a);
      test_buf_free(b);
    }
  ASSERT(symcrypt_memeql_sec(NULL, NULL, 0) == 1);
}

void
test_main(void)
{
  static const int codes[] = {
    SYMCRYPT_OK, SYMCRYPT_EINVAL, SYMCRYPT_EAUTH, SYMCRYPT_ERANGE
  };
  size_t i, j;

  ASSERT(SYMCRYPT_OK == 0 && SYMCRYPT_EINVAL == -1
	 && SYMCRYPT_EAUTH == -2 && SYMCRYPT_ERANGE == -3);
  for (i = 0; i < 4; i++)
    {
      const char *s = symcrypt_strerror(codes[i]);
      ASSERT(s != NULL && s[0] != '\0');
      for (j = 0; j < i; j++)
	ASSERT(strcmp(s, symcrypt_strerror(codes[j])) != 0);
    }
  ASSERT(symcrypt_strerror(12345) != NULL);
  ASSERT(strcmp(symcrypt_version(), PACKAGE_VERSION) == 0);
  test_memops();
}
