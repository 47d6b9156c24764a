/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* xkcp.c -- symcrypt-benchmark's peer for the kt128 row: XKCP's
   KangarooTwelve (the eXtended Keccak Code Package, its KT128
   function), loaded at run time from the shared library
   SYMCRYPT_BENCHMARK_LIBXKCP names, else from an installed libXKCP.so
   where the dynamic linker finds one.  XKCP chooses its code when it
   is built (a target: AVX512, AVX2, generic64, ...), not at run time;
   scripts/build-xkcp.sh builds a target's library from an XKCP source
   folder.  The output is 32 bytes with no customization string, as
   our row's, so that the outputs compare.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"

/* lib/high/KangarooTwelve/KangarooTwelve.h (XKCP since 2024, with
   KT256 beside it).  */
static int (*xkcp_kt128)(const unsigned char *input, size_t length,
			 unsigned char *output, size_t output_length,
			 const unsigned char *custom, size_t custom_length);

/* The SYMCRYPT_CPU_* features of the target it was built for, read
   from the lane code it holds: a target's many-state permutations
   that are its own (not fallbacks on fewer states) have a leaf
   function of their own, eight states for AVX512, four for AVX2.  */
static unsigned xkcp_target;

const char *
bench_xkcp_init(void)
{
  const char *path = getenv("SYMCRYPT_BENCHMARK_LIBXKCP");
  void *lib;

  lib = dlopen(path && *path ? path : "libXKCP.so", RTLD_NOW | RTLD_LOCAL);
  if (!lib)
    {
      if (path && *path)
	fprintf(stderr, "symcrypt-benchmark: no XKCP: %s\n", dlerror());
      return NULL;
    }
  *(void **) &xkcp_kt128 = dlsym(lib, "KT128");
  if (!xkcp_kt128)
    {
      fprintf(stderr, "symcrypt-benchmark: %s has no KT128 (XKCP before"
	      " 2024?)\n", path && *path ? path : "libXKCP.so");
      dlclose(lib);
      return NULL;
    }
  if (dlsym(lib, "KeccakP1600times8_KT128ProcessLeaves"))
    {
      xkcp_target = SYMCRYPT_CPU_AVX512;
      return "(AVX512 target)";
    }
  if (dlsym(lib, "KeccakP1600times4_KT128ProcessLeaves"))
    {
      xkcp_target = SYMCRYPT_CPU_AVX2;
      return "(AVX2 target)";
    }
  return "(one-state target)";
}

BENCH_RUN(xkcp_kt128)
{
  xkcp_kt128(src, length, dst, 32, NULL, 0);
}

unsigned
xkcp_features(void)
{
  return xkcp_target;
}
