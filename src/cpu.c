/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* cpu.c -- CPU feature detection and the SYMCRYPT_FAT_OVERRIDE list.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stdlib.h>
#include <string.h>

#include "cpu.h"

#if defined(__x86_64__) || defined(__i386__)
# include <cpuid.h>
#elif defined(__aarch64__) && HAVE_GETAUXVAL
# include <sys/auxv.h>
/* Bits of AT_HWCAP (Linux arch/arm64/include/uapi/asm/hwcap.h), for
   C libraries whose headers predate them.  */
# ifndef HWCAP_PMULL
#  define HWCAP_PMULL (1UL << 4)
# endif
# ifndef HWCAP_SHA1
#  define HWCAP_SHA1 (1UL << 5)
# endif
# ifndef HWCAP_SHA2
#  define HWCAP_SHA2 (1UL << 6)
# endif
# ifndef HWCAP_SHA512
#  define HWCAP_SHA512 (1UL << 21)
# endif
#elif defined(__arm__) && HAVE_GETAUXVAL
# include <sys/auxv.h>
# ifndef HWCAP_ARM_NEON
#  define HWCAP_ARM_NEON (1UL << 12)
# endif
#endif

static const struct
{
  const char *name;
  unsigned bit;
  unsigned with_implied;	/* the bit and what it presupposes */
} feature_names[] = {
#define SYMCRYPT_FEATURE_ENTRY(name, bit, with_implied) { name, bit, with_implied },
  SYMCRYPT_CPU_FEATURES(SYMCRYPT_FEATURE_ENTRY)
#undef SYMCRYPT_FEATURE_ENTRY
};
#define N_FEATURES (sizeof(feature_names) / sizeof(feature_names[0]))

/* The features to leave out on CPU models where code using them,
   though correct, costs more than it gains.  Intel Skylake-SP and -X,
   Cascade Lake and Cooper Lake (family 6, model 0x55) lower the clock
   of the whole core for a while after instructions on 512-bit
   registers, which slows everything else running there; the AVX2
   code is used instead (doc/x86_64-stream.md).  */
unsigned
_symcrypt_cpu_model_drops(int intel, unsigned family, unsigned model)
{
  if (intel && family == 6 && model == 0x55)
    return SYMCRYPT_CPU_AVX512 | SYMCRYPT_CPU_AVX512IFMA;
  return 0;
}

/* Whether the hybrid stream cores pay on this CPU: set by detect() on
   x86, -1 until known.  */
static int integer_units_apart = -1;

/* AMD Zen (family 0x17 and later) issues integer operations to four
   ALUs of their own, apart from the four vector pipes: a block of
   ChaCha in general registers beside the vector blocks costs almost
   nothing there (measured on Zen 4, doc/x86_64-stream.md, "One more
   block on the integer units").  Intel big cores run integer and
   vector operations on the same ports (0, 1 and 5), so the hybrid
   cores are left to AMD.  */
int
_symcrypt_cpu_model_integer_apart(int amd, unsigned family)
{
  return amd && family >= 0x17;
}

#if defined(__x86_64__) || defined(__i386__)
static unsigned
detect(void)
{
  unsigned eax, ebx, ecx, edx, max_leaf, family, model;
  unsigned features = 0;
  int os_avx = 0, os_avx512 = 0, intel, amd;

  if (!__get_cpuid(0, &max_leaf, &ebx, &ecx, &edx))
    return 0;
  /* "GenuineIntel" or "AuthenticAMD" in ebx, edx, ecx.  */
  intel = ebx == 0x756e6547 && edx == 0x49656e69 && ecx == 0x6c65746e;
  amd = ebx == 0x68747541 && edx == 0x69746e65 && ecx == 0x444d4163;
  if (max_leaf < 1)
    return 0;
  __cpuid(1, eax, ebx, ecx, edx);
  /* The family and the model with their extended bits (for family 6
     and 15 the extended model counts; Intel's SDM, CPUID leaf 1).  */
  family = (eax >> 8) & 0xf;
  model = (eax >> 4) & 0xf;
  if (family == 6 || family == 15)
    model |= (eax >> 12) & 0xf0;
  if (family == 15)
    family += (eax >> 20) & 0xff;
  if (edx & (1U << 26))
    features |= SYMCRYPT_CPU_SSE2;
  if (ecx & (1U << 9))
    features |= SYMCRYPT_CPU_SSSE3;
  if (ecx & (1U << 1))
    features |= SYMCRYPT_CPU_PCLMUL;
  /* AVX registers are usable only when the OS saves them: OSXSAVE set
     and XCR0 enabling both the SSE and the AVX state.  */
  if ((ecx & (1U << 27)) && (ecx & (1U << 28)))
    {
      unsigned xcr0_lo, xcr0_hi;
      __asm__ volatile (".byte 0x0f, 0x01, 0xd0" /* xgetbv */
			: "=a" (xcr0_lo), "=d" (xcr0_hi) : "c" (0));
      os_avx = (xcr0_lo & 6) == 6;
      /* AVX-512 also needs the opmask, ZMM0-15 upper and ZMM16-31
	 states.  */
      os_avx512 = (xcr0_lo & 0xe6) == 0xe6;
    }
  if (os_avx)
    features |= SYMCRYPT_CPU_AVX;
  if (max_leaf >= 7)
    {
      __cpuid_count(7, 0, eax, ebx, ecx, edx);
      if (os_avx && (ebx & (1U << 5)))
	features |= SYMCRYPT_CPU_AVX2;
      if (ebx & (1U << 3))
	features |= SYMCRYPT_CPU_BMI1;
      if (ebx & (1U << 8))
	features |= SYMCRYPT_CPU_BMI2;
      if (ebx & (1U << 29))
	features |= SYMCRYPT_CPU_SHA_NI;
      if (os_avx && (ecx & (1U << 10)))
	features |= SYMCRYPT_CPU_VPCLMUL;
      /* F (bit 16), DQ (17), BW (30) and VL (31); IFMA is bit 21.  */
      if (os_avx512 && (ebx & 0xc0030000U) == 0xc0030000U)
	{
	  features |= SYMCRYPT_CPU_AVX512;
	  if (ebx & (1U << 21))
	    features |= SYMCRYPT_CPU_AVX512IFMA;
	}
    }
  features &= ~_symcrypt_cpu_model_drops(intel, family, model);
  integer_units_apart = _symcrypt_cpu_model_integer_apart(amd, family);
  return features;
}
#elif defined(__aarch64__) && HAVE_GETAUXVAL
/* NEON (ASIMD) is part of the base: the arm64 folder needs nothing.  */
static unsigned
detect(void)
{
  unsigned long hwcap = getauxval(AT_HWCAP);
  unsigned features = 0;

  if (hwcap & HWCAP_SHA1)
    features |= SYMCRYPT_CPU_SHA1;
  if (hwcap & HWCAP_SHA2)
    features |= SYMCRYPT_CPU_SHA2;
  if (hwcap & HWCAP_SHA512)
    features |= SYMCRYPT_CPU_SHA512;
  if (hwcap & HWCAP_PMULL)
    features |= SYMCRYPT_CPU_PMULL;
  return features;
}
#elif defined(__arm__) && HAVE_GETAUXVAL
static unsigned
detect(void)
{
  return (getauxval(AT_HWCAP) & HWCAP_ARM_NEON) ? SYMCRYPT_CPU_NEON : 0;
}
#else
static unsigned
detect(void)
{
  return 0;
}
#endif

unsigned
_symcrypt_cpu_features(void)
{
  /* Written once; a race only repeats the same detection.  */
  static int done;
  static unsigned features;
  if (!done)
    {
      features = detect();
      done = 1;
    }
  return features;
}

int
_symcrypt_cpu_integer_apart(void)
{
  /* Written once; a race only repeats the same detection.  The crypt
     loop asks on every call, so the known answer costs one load.  */
  if (integer_units_apart < 0)
    {
      _symcrypt_cpu_features();
      if (integer_units_apart < 0)
	integer_units_apart = 0;
    }
  return integer_units_apart;
}

unsigned
_symcrypt_cpu_parse_features(const char *list)
{
  unsigned features = 0;
  while (*list)
    {
      size_t length = strcspn(list, ",");
      size_t i;
      for (i = 0; i < N_FEATURES; i++)
	if (strlen(feature_names[i].name) == length
	    && memcmp(feature_names[i].name, list, length) == 0)
	  features |= feature_names[i].with_implied;
      list += length;
      if (*list == ',')
	list++;
    }
  return features;
}

unsigned
_symcrypt_cpu_features_enabled(void)
{
  const char *override = getenv("SYMCRYPT_FAT_OVERRIDE");
  unsigned features = _symcrypt_cpu_features();
  if (override)
    features &= _symcrypt_cpu_parse_features(override);
  return features;
}

void
_symcrypt_cpu_feature_names(unsigned features, char *buf, size_t size)
{
  size_t used = 0, i;
  if (size == 0)
    return;
  buf[0] = '\0';
  for (i = 0; i < N_FEATURES; i++)
    if (features & feature_names[i].bit)
      {
	size_t length = strlen(feature_names[i].name);
	if (used + length + 2 > size)
	  break;
	if (used)
	  buf[used++] = ',';
	memcpy(buf + used, feature_names[i].name, length + 1);
	used += length;
      }
  if (!used && size >= 5)
    memcpy(buf, "none", 5);
}
