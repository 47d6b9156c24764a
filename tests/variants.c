/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* variants.c -- enumerate the variants of replaceable functions.  */
#include "testutils.h"
#include "variants.h"
#include "cpu.h"

const struct symcrypt_variant *
test_variant(unsigned id, unsigned k)
{
  const struct symcrypt_function_info *f = _symcrypt_function_info(id);
  unsigned cpu = _symcrypt_cpu_features();
  unsigned i;

  for (i = 0; i < f->n_variants; i++)
    if ((f->variants[i].features & cpu) == f->variants[i].features
	&& k-- == 0)
      return &f->variants[i];
  return NULL;
}

const struct symcrypt_variant *
test_variant_c(unsigned id)
{
  const struct symcrypt_function_info *f = _symcrypt_function_info(id);
  return &f->variants[f->n_variants - 1];
}

static const char *const param_lists[SYMCRYPT_FN_COUNT] = {
#define SYMCRYPT_FUNC(name, family, ret, params) #params,
#include "functions.def"
#undef SYMCRYPT_FUNC
};

static int
is_name_char(char c)
{
  return c == '_' || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
}

void
test_lane_table(uint8_t *buf)
{
  uint8_t *table[TEST_MAX_LANES];
  unsigned i;
  for (i = 0; i < TEST_MAX_LANES; i++)
    table[i] = buf + TEST_LANE_TABLE + TEST_LANE_STRIDE * i;
  memcpy(buf, table, sizeof(table));
}

unsigned
test_make_args(unsigned id, uintptr_t args[TEST_MAX_ARGS],
	       enum test_arg_kind kinds[TEST_MAX_ARGS],
	       uint8_t *buffers[TEST_MAX_ARGS], size_t buffer_size,
	       uintptr_t size)
{
  const char *params = param_lists[id];
  const char *p = params + 1;	/* past '(' */
  unsigned n = 0;

  while (*p && *p != ')')
    {
      size_t length = strcspn(p, ",)");
      char param[100];
      const char *name;
      enum test_arg_kind kind;

      if (n == TEST_MAX_ARGS || length >= sizeof(param))
	FAIL("parameter list too long for the tests: %s", params);
      memcpy(param, p, length);
      param[length] = '\0';
      for (name = param + length; name > param && is_name_char(name[-1]); name--)
	;
      if (strstr(param, "*const *"))
	{
	  kind = TEST_ARG_LANES;
	  test_rand_fill(buffer_size, buffers[n]);
	  test_lane_table(buffers[n]);
	  args[n] = (uintptr_t) buffers[n];
	}
      else if (strcmp(name, "last_bytes") == 0)
	{
	  unsigned *counts = (unsigned *) buffers[n];
	  size_t i;
	  kind = TEST_ARG_LAST_BYTES;
	  for (i = 0; i < buffer_size / sizeof(unsigned); i++)
	    counts[i] = i % 65;
	  args[n] = (uintptr_t) buffers[n];
	}
      else if (strchr(param, '*'))
	{
	  kind = strstr(param, "uint8_t") ? TEST_ARG_BYTES : TEST_ARG_POINTER;
	  test_rand_fill(buffer_size, buffers[n]);
	  args[n] = (uintptr_t) buffers[n];
	}
      else if (strcmp(name, "rounds") == 0)
	{
	  kind = TEST_ARG_ROUNDS;
	  args[n] = 20;
	}
      else if (strcmp(name, "nr") == 0)
	{
	  kind = TEST_ARG_AES_ROUNDS;
	  args[n] = 14;
	}
      else if (strcmp(name, "rate") == 0)
	{
	  kind = TEST_ARG_RATE;
	  args[n] = 136;	/* SHA3-256's */
	}
      else if (length >= 3 && strcmp(param + length - 3, "bit") == 0)
	{
	  kind = TEST_ARG_FLAG;
	  args[n] = 1;
	}
      else
	{
	  kind = TEST_ARG_SIZE;
	  /* A count of lanes (blake3_hash_many's n) stays within the
	     table of pointers.  */
	  args[n] = strcmp(name, "n") == 0 && size > TEST_MAX_LANES
	    ? TEST_MAX_LANES : size;
	  /* So does scrypt_romix's table, N blocks of 128 * R bytes,
	     within 8 KiB (the smallest buffer of the callers): N 2 or
	     4, R from 1 to TEST_MAX_SCRYPT_R, or half that for the two
	     tables of scrypt_romix_x2.  */
	  if (strcmp(name, "cost") == 0)
	    args[n] = (size_t) 2 << size % 2;
	  if (strcmp(name, "r") == 0)
	    args[n] = 1 + size % (id == SYMCRYPT_FN_scrypt_romix_x2
				  ? TEST_MAX_SCRYPT_R / 2
				  : TEST_MAX_SCRYPT_R);
	}
      if (kinds)
	kinds[n] = kind;
      n++;
      p += length;
      if (*p == ',')
	p++;
      while (*p == ' ' || *p == '\t' || *p == '\n')
	p++;
    }
  return n;
}
