/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* threads-test.c -- the library from many threads at once.  Eight
   threads each run every algorithm (tests/algorithms.c) on their own
   contexts, at several lengths, for ten rounds (two in the short run,
   under valgrind and qemu and in a stage's later passes, where more
   would run the same code again; the tsan stage and the first pass
   of each native stage run all ten), and compare each result with
   the one the main thread computed before they started (the
   algorithm tests check those against the standard vectors);
   meanwhile another thread asks symcrypt_implementation and
   symcrypt_implementation_for_length about every function, over and
   over, and checks that the answers never change.  Built with
   -fsanitize=thread (the tsan stage of scripts/test-matrix), any data
   race is also reported.  */
#include <pthread.h>

#include "testutils.h"
#include "algorithms.h"
#include "dispatch.h"

#define WORKERS 8
#define ROUNDS 10

static const size_t lengths[] = { 0, 65, 1000, 4096 };
#define N_LENGTHS (sizeof(lengths) / sizeof(lengths[0]))

static uint8_t msg[TEST_ALG_MAX_LENGTH];
static uint8_t (*expected)[N_LENGTHS][TEST_ALG_OUT];
static const char *first_answer[SYMCRYPT_FN_COUNT];
static unsigned worker_rounds;
static int workers_done;

/* A worker: every algorithm at every length, worker_rounds times;
   the name of the first algorithm that gave another result, or
   NULL.  */
static void *
worker(void *arg)
{
  unsigned round, a, l;
  uint8_t out[TEST_ALG_OUT];
  (void) arg;
  for (round = 0; round < worker_rounds; round++)
    for (a = 0; a < test_algorithms_count; a++)
      for (l = 0; l < N_LENGTHS; l++)
	{
	  test_algorithms[a].run(lengths[l], msg, out);
	  if (memcmp(out, expected[a][l], TEST_ALG_OUT) != 0)
	    return (void *) test_algorithms[a].name;
	}
  return NULL;
}

/* The asker: the name of the function whose answer changed or was
   missing, or NULL.  */
static void *
asker(void *arg)
{
  unsigned id, rounds = 0;
  (void) arg;
  do
    {
      for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
	{
	  const char *family = _symcrypt_function_info(id)->family;
	  const char *answer = symcrypt_implementation(family);
	  if (answer == NULL || strcmp(answer, first_answer[id]) != 0
	      || symcrypt_implementation_for_length(family,
						    lengths[rounds % N_LENGTHS])
	      == NULL)
	    return (void *) family;
	}
      rounds++;
    }
  while (!__atomic_load_n(&workers_done, __ATOMIC_ACQUIRE));
  return NULL;
}

void
test_main(void)
{
  pthread_t workers[WORKERS], ask;
  unsigned a, l, id, i;
  void *result;

  worker_rounds = test_trials(ROUNDS);
  test_algorithms_init(msg);
  expected = malloc(test_algorithms_count * sizeof(*expected));
  ASSERT(expected != NULL);
  for (a = 0; a < test_algorithms_count; a++)
    for (l = 0; l < N_LENGTHS; l++)
      test_algorithms[a].run(lengths[l], msg, expected[a][l]);
  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    {
      first_answer[id]
	= symcrypt_implementation(_symcrypt_function_info(id)->family);
      ASSERT(first_answer[id] != NULL);
    }

  ASSERT(pthread_create(&ask, NULL, asker, NULL) == 0);
  for (i = 0; i < WORKERS; i++)
    ASSERT(pthread_create(&workers[i], NULL, worker, NULL) == 0);
  for (i = 0; i < WORKERS; i++)
    {
      ASSERT(pthread_join(workers[i], &result) == 0);
      if (result != NULL)
	FAIL("thread %u: %s gave another result than alone", i,
	     (const char *) result);
    }
  __atomic_store_n(&workers_done, 1, __ATOMIC_RELEASE);
  ASSERT(pthread_join(ask, &result) == 0);
  if (result != NULL)
    FAIL("symcrypt_implementation(\"%s\") changed or failed",
	 (const char *) result);
  free(expected);
  if (test_verbose)
    printf("%u threads x %u algorithms x %u lengths x %u rounds\n",
	   WORKERS, test_algorithms_count, (unsigned) N_LENGTHS,
	   worker_rounds);
}
