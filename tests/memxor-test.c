/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* memxor-test.c -- memxor and memxor3, every variant against a byte
   loop: every length 0..300 with alignments 0..15, then random lengths
   to 4 KiB and two near 1 MiB with alignments 0..63, in place.  */
#include "testutils.h"
#include "variants.h"

static void
test_memxor(const struct symcrypt_variant *v)
{
  void (*fn)(uint8_t *, const uint8_t *, size_t) = VARIANT_FN(memxor, v);
  size_t length;
  for (length = 0; length <= 300; length += (length < 70 ? 1 : 13))
    {
      unsigned da, sa;
      for (da = 0; da < 16; da++)
	for (sa = 0; sa < 16; sa++)
	  {
	    uint8_t *dst = test_buf_alloc(length, da);
	    uint8_t *src = test_buf_alloc(length, sa);
	    uint8_t *expected = test_buf_alloc(length, 0);
	    size_t i;
	    test_rand_fill(length, dst);
	    test_rand_fill(length, src);
	    for (i = 0; i < length; i++)
	      expected[i] = dst[i] ^ src[i];
	    fn(dst, src, length);
	    ASSERT_BYTES(v->label, length, dst, expected);
	    /* In place: x ^ x = 0.  */
	    fn(dst, dst, length);
	    for (i = 0; i < length; i++)
	      ASSERT(dst[i] == 0);
	    test_buf_free(dst);
	    test_buf_free(src);
	    test_buf_free(expected);
	  }
    }
}

static void
test_memxor3(const struct symcrypt_variant *v)
{
  void (*fn)(uint8_t *, const uint8_t *, const uint8_t *, size_t)
    = VARIANT_FN(memxor3, v);
  size_t length;
  for (length = 0; length <= 300; length += (length < 70 ? 1 : 13))
    {
      unsigned da, aa, ba;
      for (da = 0; da < 8; da++)
	for (aa = 0; aa < 8; aa++)
	  for (ba = 0; ba < 8; ba++)
	    {
	      uint8_t *dst = test_buf_alloc(length, da);
	      uint8_t *a = test_buf_alloc(length, aa);
	      uint8_t *b = test_buf_alloc(length, ba);
	      uint8_t *expected = test_buf_alloc(length, 0);
	      size_t i;
	      test_rand_fill(length, a);
	      test_rand_fill(length, b);
	      for (i = 0; i < length; i++)
		expected[i] = a[i] ^ b[i];
	      fn(dst, a, b, length);
	      ASSERT_BYTES(v->label, length, dst, expected);
	      /* dst may be either source.  */
	      fn(a, a, b, length);
	      ASSERT_BYTES(v->label, length, a, expected);
	      memcpy(a, b, length);
	      fn(b, expected, b, length);
	      for (i = 0; i < length; i++)
		ASSERT(b[i] == (expected[i] ^ a[i]));
	      test_buf_free(dst);
	      test_buf_free(a);
	      test_buf_free(b);
	      test_buf_free(expected);
	    }
    }
}

/* Random lengths and alignments 0..63 against a byte loop; dst equal
   to a source for memxor3 every third round.  */
static void
test_random(const struct symcrypt_variant *v2, const struct symcrypt_variant *v3)
{
  void (*fn2)(uint8_t *, const uint8_t *, size_t) = VARIANT_FN(memxor, v2);
  void (*fn3)(uint8_t *, const uint8_t *, const uint8_t *, size_t)
    = VARIANT_FN(memxor3, v3);
  unsigned round;
  for (round = 0; round < 300; round++)
    {
      size_t length = round >= 298 ? ((size_t) 1 << 20) + test_rand_below(64)
	: test_rand_below(4097);
      uint8_t *dst = test_buf_alloc(length, (unsigned) test_rand_below(64));
      uint8_t *a = test_buf_alloc(length, (unsigned) test_rand_below(64));
      uint8_t *b = test_buf_alloc(length, (unsigned) test_rand_below(64));
      uint8_t *expected = test_buf_alloc(length, 0);
      uint8_t *out = round % 3 == 1 ? a : round % 3 == 2 ? b : dst;
      size_t i;
      test_rand_fill(length, dst);
      test_rand_fill(length, a);
      test_rand_fill(length, b);
      for (i = 0; i < length; i++)
	expected[i] = a[i] ^ b[i];
      fn3(out, a, b, length);
      ASSERT_BYTES(v3->label, length, out, expected);
      test_buf_check(dst);
      test_buf_check(a);
      test_buf_check(b);
      /* memxor back to b: expected ^ a.  */
      memcpy(dst, expected, length);
      memcpy(b, a, length);
      test_rand_fill(length, a);
      for (i = 0; i < length; i++)
	expected[i] = dst[i] ^ a[i];
      fn2(dst, a, length);
      ASSERT_BYTES(v2->label, length, dst, expected);
      test_buf_check(dst);
      test_buf_free(dst);
      test_buf_free(a);
      test_buf_free(b);
      test_buf_free(expected);
    }
}

void
test_main(void)
{
  const struct symcrypt_variant *v;
  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_memxor))
    test_memxor(v);
  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_memxor3))
    test_memxor3(v);
  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_memxor))
    {
      const struct symcrypt_variant *w;
      for (FOR_EACH_VARIANT(w, SYMCRYPT_FN_memxor3))
	if (strcmp(v->label, w->label) == 0)
	  test_random(v, w);
    }
}
