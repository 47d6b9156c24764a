/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* outputs-test.c -- every algorithm (tests/algorithms.c) gives on this
   machine the outputs it gives on x86_64: for each, the results at
   lengths around every block and core width, folded into one line,
   must equal its line of tests/outputs.txt, which an x86_64 build
   wrote.  The algorithm tests check x86_64's results against the
   standard vectors; this test then carries them to every other
   architecture (big-endian included) and every variant a build runs,
   including the functions and lengths that have no standard vector.

   With SYMCRYPT_TEST_WRITE_OUTPUTS set, it prints the table instead:
   SYMCRYPT_TEST_WRITE_OUTPUTS=1 tests/outputs-test > tests/outputs.txt
   (on x86_64, after a change to tests/algorithms.c).  */
#include "testutils.h"
#include "algorithms.h"

static const size_t lengths[] = {
  0, 1, 3, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 191, 192,
  255, 256, 257, 383, 384, 511, 512, 513, 767, 768, 1000, 1023, 1024,
  1025, 2047, 2048, 4096,
};
#define N_LENGTHS (sizeof(lengths) / sizeof(lengths[0]))

static uint8_t msg[TEST_ALG_MAX_LENGTH];

/* ALG's line: its name and the results at every length, folded into
   TEST_ALG_OUT bytes, in hex.  */
static void
output_line(const struct test_algorithm *alg, char *line, size_t size)
{
  uint8_t all[TEST_ALG_OUT], out[TEST_ALG_OUT];
  unsigned l, i;
  size_t n;
  memset(all, 0, sizeof(all));
  for (l = 0; l < N_LENGTHS; l++)
    {
      alg->run(lengths[l], msg, out);
      /* Each length's result moves the sum one byte further, so that
	 results swapped between lengths differ too.  */
      for (i = 0; i < TEST_ALG_OUT; i++)
	all[(i + l) % TEST_ALG_OUT] ^= out[i];
    }
  n = (size_t) snprintf(line, size, "%s ", alg->name);
  for (i = 0; i < TEST_ALG_OUT && n + 3 <= size; i++, n += 2)
    snprintf(line + n, size - n, "%02x", all[i]);
}

void
test_main(void)
{
  char path[4096], line[512], want[512];
  unsigned a, matched = 0;
  FILE *f;

  test_algorithms_init(msg);
  if (getenv("SYMCRYPT_TEST_WRITE_OUTPUTS"))
    {
      for (a = 0; a < test_algorithms_count; a++)
	{
	  output_line(&test_algorithms[a], line, sizeof(line));
	  printf("%s\n", line);
	}
      return;
    }

  f = test_open_data("outputs.txt", path, sizeof(path));
  for (a = 0; a < test_algorithms_count; a++)
    {
      if (fgets(want, sizeof(want), f) == NULL)
	FAIL("%s: no line for %s", path, test_algorithms[a].name);
      want[strcspn(want, "\n")] = '\0';
      output_line(&test_algorithms[a], line, sizeof(line));
      if (test_verbose)
	printf("%s\n", line);
      if (strcmp(line, want) != 0)
	{
	  printf("here:   %s\nx86_64: %s\n", line, want);
	  FAIL("%s: another output than on x86_64", test_algorithms[a].name);
	}
      matched++;
    }
  if (fgets(want, sizeof(want), f) != NULL)
    FAIL("%s: a line for an algorithm the test lacks: %s", path, want);
  fclose(f);
  printf("%u algorithms at %u lengths: the outputs of x86_64\n",
	 matched, (unsigned) N_LENGTHS);
}
