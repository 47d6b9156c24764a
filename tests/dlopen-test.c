/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* dlopen-test.c -- the shared library loaded with dlopen from eight
   threads at once, over and over: each opens it, calls
   symcrypt_hmac_sha256 and symcrypt_implementation through dlsym,
   checks the HMAC against RFC 4231's test case 2, and closes it, so
   that loads, the constructor's choice of implementations and unloads
   of different threads overlap.  The program does not link the
   library.  Skipped (77) when the build has no shared library.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define THREADS 8
#define ROUNDS 20

/* RFC 4231, 4.3 (test case 2): HMAC-SHA-256, key "Jefe".  */
static const uint8_t expected[32] = {
  0x5b, 0xdc, 0xc1, 0x46, 0xbf, 0x60, 0x75, 0x4e, 0x6a, 0x04, 0x24, 0x26,
  0x08, 0x95, 0x75, 0xc7, 0x5a, 0x00, 0x3f, 0x08, 0x9d, 0x27, 0x39, 0x83,
  0x9d, 0xec, 0x58, 0xb9, 0x64, 0xec, 0x38, 0x43,
};

static char path[4096];
static pthread_barrier_t start;

typedef int hmac_fn(size_t, const uint8_t *, size_t, const uint8_t *,
		    uint8_t *);
typedef const char *implementation_fn(const char *);

/* One thread: ROUNDS loads; what went wrong, or NULL.  */
static void *
loader(void *arg)
{
  static const char data[] = "what do ya want for nothing?";
  unsigned round;
  (void) arg;
  pthread_barrier_wait(&start);
  for (round = 0; round < ROUNDS; round++)
    {
      hmac_fn *hmac;
      implementation_fn *implementation;
      uint8_t digest[32];
      void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
      if (lib == NULL)
	return "dlopen failed";
      /* POSIX's way to turn dlsym's answer into a function pointer.  */
      *(void **) &hmac = dlsym(lib, "symcrypt_hmac_sha256");
      *(void **) &implementation = dlsym(lib, "symcrypt_implementation");
      if (hmac == NULL || implementation == NULL)
	return "dlsym found no symbol";
      if (hmac(4, (const uint8_t *) "Jefe", sizeof(data) - 1,
	       (const uint8_t *) data, digest) != 0
	  || memcmp(digest, expected, sizeof(expected)) != 0)
	return "wrong HMAC-SHA256";
      if (implementation("sha256") == NULL)
	return "no implementation for sha256";
      if (dlclose(lib) != 0)
	return "dlclose failed";
    }
  return NULL;
}

int
main(void)
{
  const char *top = getenv("top_builddir");
  pthread_t threads[THREADS];
  unsigned i;
  int status = 0;

  snprintf(path, sizeof(path), "%s/src/.libs/libsymcrypt.so",
	   top != NULL ? top : ".");
  if (access(path, R_OK) != 0)
    {
      printf("no shared library %s, skipping\n", path);
      return 77;
    }
  if (pthread_barrier_init(&start, NULL, THREADS) != 0)
    return 99;
  for (i = 0; i < THREADS; i++)
    if (pthread_create(&threads[i], NULL, loader, NULL) != 0)
      return 99;
  for (i = 0; i < THREADS; i++)
    {
      void *result;
      if (pthread_join(threads[i], &result) != 0)
	return 99;
      if (result != NULL)
	{
	  printf("thread %u: %s\n", i, (const char *) result);
	  status = 1;
	}
    }
  pthread_barrier_destroy(&start);
  if (status == 0)
    printf("%u threads x %u loads: the right HMAC each time\n",
	   THREADS, ROUNDS);
  return status;
}
