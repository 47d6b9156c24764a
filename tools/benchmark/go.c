/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* go.c -- symcrypt-benchmark's Go peer: the reference Tillich-Zemor
   hash, github.com/nspcc-dev/tzhash, built as a C shared library by
   tools/benchmark/go-tzhash (scripts/build-and-run.sh does it when Go
   is installed) and loaded here only when SYMCRYPT_BENCHMARK_GO_TZHASH
   gives its path, so that the benchmark neither needs Go nor links
   it.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"

static void (*go_sum)(uint8_t *dst, const uint8_t *src, size_t length);

const char *
bench_go_init(void)
{
  const char *path = getenv("SYMCRYPT_BENCHMARK_GO_TZHASH");
  const char *(*version)(void);
  void *lib;

  if (!path || !*path)
    return NULL;
  lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!lib)
    {
      fprintf(stderr, "symcrypt-benchmark: no Go peer: %s\n", dlerror());
      return NULL;
    }
  *(void **) &go_sum = dlsym(lib, "bench_go_tzhash_sum");
  *(void **) &version = dlsym(lib, "bench_go_tzhash_version");
  if (!go_sum || !version)
    {
      fprintf(stderr, "symcrypt-benchmark: %s is not the Go peer"
	      " (tools/benchmark/go-tzhash)\n", path);
      dlclose(lib);
      go_sum = NULL;
      return NULL;
    }
  /* Never closed: the Go runtime cannot be unloaded.  */
  return version();
}

BENCH_RUN(go_tzhash)
{
  go_sum(dst, src, length);
}
