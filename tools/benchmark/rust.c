/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* rust.c -- symcrypt-benchmark's Rust peer: the official BLAKE3
   implementation, the blake3 crate, built as a C shared library by
   tools/benchmark/rust-blake3 (scripts/build-and-run.sh does it when
   cargo is installed) and loaded here only when
   SYMCRYPT_BENCHMARK_RUST_BLAKE3 gives its path, so that the benchmark
   neither needs Rust nor links it.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"

/* The crate's blake3::hash, and its Hasher: new, update, finalize.  */
static void (*rust_hash)(uint8_t *dst, const uint8_t *src, size_t length);
static void (*rust_stream)(uint8_t *dst, const uint8_t *src, size_t length);

const char *
bench_rust_init(void)
{
  const char *path = getenv("SYMCRYPT_BENCHMARK_RUST_BLAKE3");
  const char *(*version)(void);
  void *lib;

  if (!path || !*path)
    return NULL;
  lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!lib)
    {
      fprintf(stderr, "symcrypt-benchmark: no Rust peer: %s\n", dlerror());
      return NULL;
    }
  *(void **) &rust_hash = dlsym(lib, "bench_rust_blake3_hash");
  *(void **) &rust_stream = dlsym(lib, "bench_rust_blake3_stream");
  *(void **) &version = dlsym(lib, "bench_rust_blake3_version");
  if (!rust_hash || !rust_stream || !version)
    {
      fprintf(stderr, "symcrypt-benchmark: %s is not the Rust peer"
	      " (tools/benchmark/rust-blake3)\n", path);
      dlclose(lib);
      rust_hash = NULL;
      rust_stream = NULL;
      return NULL;
    }
  return version();
}

BENCH_RUN(rust_blake3)
{
  rust_hash(dst, src, length);
}

BENCH_RUN(rust_blake3_stream)
{
  rust_stream(dst, src, length);
}

/* The crate chooses its code at run time and cannot be limited: AVX-512
   (with VL) first, then AVX2, then SSE4.1, which SYMCRYPT_CPU_SSSE3
   stands for here (no tier allows SSE4.1 without SSSE3).  */
unsigned
rust_blake3_features(void)
{
  unsigned cpu = bench_cpu_features();
  if (cpu & SYMCRYPT_CPU_AVX512)
    return SYMCRYPT_CPU_AVX512;
  if (cpu & SYMCRYPT_CPU_AVX2)
    return SYMCRYPT_CPU_AVX2;
  return cpu & SYMCRYPT_CPU_SSSE3;
}
