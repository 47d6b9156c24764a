/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* libaegis.c -- symcrypt-benchmark's peer for the AEGIS rows:
   libaegis, the C library the aegis crate compiles, built as a C
   shared library by tools/benchmark/rust-aegis (scripts/stages/
   benchmark.sh does it when cargo is installed) and loaded here only
   when SYMCRYPT_BENCHMARK_LIBAEGIS gives its path, as rust.c loads
   the BLAKE3 crate.  Seal writes the ciphertext and the 16-byte tag
   after it, as our rows do, so that the outputs compare; the MAC
   writes its 16-byte tag.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"

/* tools/benchmark/rust-aegis/src/lib.rs: the variant's number, then
   the arguments of our detached functions.  */
static int (*libaegis_seal)(unsigned variant, const uint8_t *key,
			    const uint8_t *nonce, size_t ad_length,
			    const uint8_t *ad, size_t length, uint8_t *dst,
			    size_t tag_length, uint8_t *tag,
			    const uint8_t *src);
static int (*libaegis_open)(unsigned variant, const uint8_t *key,
			    const uint8_t *nonce, size_t ad_length,
			    const uint8_t *ad, size_t length, uint8_t *dst,
			    size_t tag_length, const uint8_t *tag,
			    const uint8_t *src);
/* NULL where the library was built before it had its MAC.  */
static int (*libaegis_mac)(unsigned variant, const uint8_t *key,
			   const uint8_t *nonce, size_t length,
			   const uint8_t *data, size_t tag_length,
			   uint8_t *tag);

const char *
bench_libaegis_init(void)
{
  const char *path = getenv("SYMCRYPT_BENCHMARK_LIBAEGIS");
  const char *(*version)(void);
  void *lib;

  if (!path || !*path)
    return NULL;
  lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!lib)
    {
      fprintf(stderr, "symcrypt-benchmark: no libaegis: %s\n", dlerror());
      return NULL;
    }
  *(void **) &libaegis_seal = dlsym(lib, "bench_libaegis_seal");
  *(void **) &libaegis_open = dlsym(lib, "bench_libaegis_open");
  *(void **) &version = dlsym(lib, "bench_libaegis_version");
  *(void **) &libaegis_mac = dlsym(lib, "bench_libaegis_mac");
  if (!libaegis_seal || !libaegis_open || !version)
    {
      fprintf(stderr, "symcrypt-benchmark: %s is not the libaegis peer"
	      " (tools/benchmark/rust-aegis)\n", path);
      dlclose(lib);
      libaegis_seal = NULL;
      libaegis_open = NULL;
      libaegis_mac = NULL;
      return NULL;
    }
  return version();
}

BENCH_RUN(libaegis_seal)
{
  const struct libaegis_param *p = param;
  libaegis_seal(p->variant, bench_key, bench_aegis_nonce, sizeof(bench_ad),
		bench_ad, length, dst, 16, dst + length, src);
}

BENCH_SETUP(libaegis_open)
{
  struct libaegis_open_ctx *o = ctx;
  o->ct = malloc(length + 16);
  if (!o->ct)
    return -1;
  libaegis_seal_run(NULL, param, length, o->ct, src);
  return 0;
}

BENCH_RUN(libaegis_open)
{
  const struct libaegis_param *p = param;
  struct libaegis_open_ctx *o = ctx;
  if (libaegis_open(p->variant, bench_key, bench_aegis_nonce,
		    sizeof(bench_ad), bench_ad, length, dst, 16,
		    o->ct + length, o->ct) != 0)
    memset(dst, 0, length);	/* shows as a mismatch */
}

BENCH_SETUP(libaegis_mac)
{
  return libaegis_mac ? 0 : -1;
}

BENCH_RUN(libaegis_mac)
{
  const struct libaegis_param *p = param;
  libaegis_mac(p->variant, bench_key, bench_aegis_nonce, length, src, 16,
	       dst);
}

BENCH_CLEANUP(libaegis_open)
{
  free(((struct libaegis_open_ctx *) ctx)->ct);
}

/* libaegis chooses its code at run time from cpuid and cannot be
   limited: AES-NI for AEGIS-128L and AEGIS-256; VAES with AVX2 for
   the X2 forms; AVX-512 (with VAES) for the X4 forms, else VAES with
   AVX2; AES-NI for all where there is no VAES.  */
static unsigned
features(unsigned degree)
{
  unsigned cpu = bench_cpu_features();
  unsigned wide = SYMCRYPT_CPU_AVX512 | SYMCRYPT_CPU_VAES;
  unsigned vaes = SYMCRYPT_CPU_VAES | SYMCRYPT_CPU_AVX2;
  if (degree == 4 && (cpu & wide) == wide)
    return wide;
  if (degree >= 2 && (cpu & vaes) == vaes)
    return vaes;
  return cpu & SYMCRYPT_CPU_AES;
}

unsigned
libaegis_features_1(void)
{
  return features(1);
}

unsigned
libaegis_features_2(void)
{
  return features(2);
}

unsigned
libaegis_features_4(void)
{
  return features(4);
}
