/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* siphash-test.c -- SipHash-2-4 and SipHash-1-3 against
   tests/siphash-vectors.txt (the reference implementation's vectors
   and Wycheproof's), each through its byte, number and 128-bit
   functions where the vector gives them, from guarded buffers at every
   alignment.  libsodium agrees at random lengths in
   tests/sodium-test.c.  */
#include "testutils.h"

/* OUT (8 or 16 bytes) of ALG for KEY and MSG, every function that
   gives it, MSG at each alignment of a guarded buffer.  */
static void
check_vector(const char *alg, const uint8_t *key, size_t length,
	     const uint8_t *msg, size_t out_length, const uint8_t *out)
{
  uint8_t number[8];
  uint64_t u;
  unsigned align, i;
  int two_four = strncmp(alg, "siphash24", 9) == 0;

  for (align = 0; align < 8; align++)
    {
      uint8_t *buf = test_buf_alloc(length, align), *dst = test_buf_alloc(16, align);
      if (length > 0)
	memcpy(buf, msg, length);
      if (out_length == 16)
	{
	  (two_four ? symcrypt_siphash24_128 : symcrypt_siphash13_128)
	    (key, length, buf, dst);
	  ASSERT_BYTES(alg, 16, dst, out);
	}
      else
	{
	  (two_four ? symcrypt_siphash24 : symcrypt_siphash13)
	    (key, length, buf, dst);
	  ASSERT_BYTES(alg, 8, dst, out);
	  u = (two_four ? symcrypt_siphash24_u64 : symcrypt_siphash13_u64)
	    (key, length, buf);
	  for (i = 0; i < 8; i++)
	    number[i] = (uint8_t) (u >> (8 * i));
	  ASSERT_BYTES(alg, 8, number, out);
	}
      test_buf_check(buf);
      test_buf_check(dst);
      test_buf_free(buf);
      test_buf_free(dst);
    }
}

static void
test_vector_file(void)
{
  char path[4096], line[1000];
  unsigned counts[4] = { 0, 0, 0, 0 };
  FILE *f = test_open_data("siphash-vectors.txt", path, sizeof(path));

  while (fgets(line, sizeof(line), f))
    {
      char *word[5] = { NULL };
      const struct tstring *key, *msg, *out;
      unsigned n = 0, kind;
      if (!strchr(line, '\n'))
	FAIL("%s: a line longer than %zu bytes", path, sizeof(line) - 2);
      if (line[0] == '#')
	continue;
      for (word[0] = strtok(line, " \n"); word[n] && n < 4;)
	word[++n] = strtok(NULL, " \n");
      if (n != 4)
	FAIL("%s: bad record %s", path, word[0]);
      if (strcmp(word[0], "siphash24") == 0)
	kind = 0;
      else if (strcmp(word[0], "siphash24_128") == 0)
	kind = 1;
      else if (strcmp(word[0], "siphash13") == 0)
	kind = 2;
      else if (strcmp(word[0], "siphash13_128") == 0)
	kind = 3;
      else
	FAIL("%s: bad algorithm %s", path, word[0]);
      key = SHEX(word[1]);
      msg = SHEX(strcmp(word[2], "-") == 0 ? "" : word[2]);
      out = SHEX(word[3]);
      ASSERT(key->length == SYMCRYPT_SIPHASH_KEY_SIZE);
      ASSERT(out->length == (kind % 2 ? 16 : 8));
      check_vector(word[0], key->data, msg->length, msg->data,
		   out->length, out->data);
      counts[kind]++;
    }
  fclose(f);
  if (counts[0] != 64 + 40 || counts[1] != 64 + 40 || counts[2] != 64 + 40
      || counts[3] != 64)
    FAIL("%s: %u, %u, %u and %u vectors", path,
	 counts[0], counts[1], counts[2], counts[3]);
}

void
test_main(void)
{
  test_vector_file();
  ASSERT(strcmp(symcrypt_implementation("siphash"), "c") == 0);
}
