/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* cpu.c -- CPU feature detection, the CPU-model policy of
   src/models.tab, and the environment variables that limit both.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

/* For secure_getenv.  */
#define _GNU_SOURCE 1

#include <stdlib.h>
#include <string.h>

#include "cpu.h"

#if defined(__x86_64__) || defined(__i386__)
# include <cpuid.h>
#elif defined(__aarch64__) && HAVE_GETAUXVAL
# include <sys/auxv.h>
/* Bits of AT_HWCAP (Linux arch/arm64/include/uapi/asm/hwcap.h), for
   C libraries whose headers predate them.  */
# ifndef HWCAP_AES
#  define HWCAP_AES (1UL << 3)
# endif
# ifndef HWCAP_PMULL
#  define HWCAP_PMULL (1UL << 4)
# endif
# ifndef HWCAP_SHA1
#  define HWCAP_SHA1 (1UL << 5)
# endif
# ifndef HWCAP_SHA2
#  define HWCAP_SHA2 (1UL << 6)
# endif
# ifndef HWCAP_CPUID
#  define HWCAP_CPUID (1UL << 11)
# endif
# ifndef HWCAP_SHA3
#  define HWCAP_SHA3 (1UL << 17)
# endif
# ifndef HWCAP_SHA512
#  define HWCAP_SHA512 (1UL << 21)
# endif
#elif defined(__arm__) && HAVE_GETAUXVAL
# include <sys/auxv.h>
# ifndef HWCAP_ARM_NEON
#  define HWCAP_ARM_NEON (1UL << 12)
# endif
/* Bits of AT_HWCAP2 (Linux arch/arm/include/uapi/asm/hwcap.h): the
   ARMv8 crypto extension's AES and 64-bit PMULL in AArch32.  */
# ifndef AT_HWCAP2
#  define AT_HWCAP2 26
# endif
# ifndef HWCAP2_AES
#  define HWCAP2_AES (1UL << 0)
# endif
# ifndef HWCAP2_PMULL
#  define HWCAP2_PMULL (1UL << 1)
# endif
#endif

const char *
_symcrypt_getenv(const char *name)
{
#if HAVE_SECURE_GETENV
  /* NULL in a setuid or file-capability program.  */
  return secure_getenv(name);
#else
  return getenv(name);
#endif
}

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

static const struct _symcrypt_cpu_model models[] = {
#define SYMCRYPT_MODEL_ENTRY(name, drops, hybrid) { name, drops, hybrid },
  SYMCRYPT_CPU_MODELS(SYMCRYPT_MODEL_ENTRY)
#undef SYMCRYPT_MODEL_ENTRY
};
#define N_MODELS (sizeof(models) / sizeof(models[0]))

/* The ranges of models.tab's match column, in table order.  */
static const struct
{
  unsigned char row, vendor;
  unsigned short family_lo, family_hi, model_lo, model_hi;
} model_matches[] = {
#define SYMCRYPT_MATCH_ENTRY(row, vendor, flo, fhi, mlo, mhi) \
  { row, vendor, flo, fhi, mlo, mhi },
  SYMCRYPT_CPU_MODEL_MATCHES(SYMCRYPT_MATCH_ENTRY)
#undef SYMCRYPT_MATCH_ENTRY
};

/* What detect() found besides the features: the vendor
   (SYMCRYPT_VENDOR_*, 0 when unknown), family and model.  */
static unsigned cpu_vendor, cpu_family, cpu_model;

#if defined(__x86_64__) || defined(__i386__)
static unsigned
detect(void)
{
  unsigned eax, ebx, ecx, edx, max_leaf, family, model;
  unsigned features = 0;
  int os_avx = 0, os_avx512 = 0;

  if (!__get_cpuid(0, &max_leaf, &ebx, &ecx, &edx))
    return 0;
  /* "GenuineIntel" or "AuthenticAMD" in ebx, edx, ecx.  */
  if (ebx == 0x756e6547 && edx == 0x49656e69 && ecx == 0x6c65746e)
    cpu_vendor = SYMCRYPT_VENDOR_INTEL;
  else if (ebx == 0x68747541 && edx == 0x69746e65 && ecx == 0x444d4163)
    cpu_vendor = SYMCRYPT_VENDOR_AMD;
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
  cpu_family = family;
  cpu_model = model;
  if (edx & (1U << 26))
    features |= SYMCRYPT_CPU_SSE2;
  if (ecx & (1U << 9))
    features |= SYMCRYPT_CPU_SSSE3;
  if (ecx & (1U << 1))
    features |= SYMCRYPT_CPU_PCLMUL;
  if (ecx & (1U << 25))
    features |= SYMCRYPT_CPU_AES;
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
      /* ECX: GFNI (bit 8, which has SSE forms), VAES (9) and
	 VPCLMULQDQ (10), whose forms are VEX or EVEX only.  */
      if (ecx & (1U << 8))
	features |= SYMCRYPT_CPU_GFNI;
      if (os_avx && (ecx & (1U << 9)))
	features |= SYMCRYPT_CPU_VAES;
      if (os_avx && (ecx & (1U << 10)))
	features |= SYMCRYPT_CPU_VPCLMUL;
      /* F (bit 16), DQ (17), BW (30) and VL (31); IFMA is bit 21,
	 VBMI bit 1 of ECX.  */
      if (os_avx512 && (ebx & 0xc0030000U) == 0xc0030000U)
	{
	  features |= SYMCRYPT_CPU_AVX512;
	  if (ebx & (1U << 21))
	    features |= SYMCRYPT_CPU_AVX512IFMA;
	  if (ecx & (1U << 1))
	    features |= SYMCRYPT_CPU_AVX512VBMI;
	}
    }
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
  if (hwcap & HWCAP_SHA3)
    features |= SYMCRYPT_CPU_SHA3;
  if (hwcap & HWCAP_AES)
    features |= SYMCRYPT_CPU_AES;
  if (hwcap & HWCAP_PMULL)
    features |= SYMCRYPT_CPU_PMULL;
  /* Linux lets user space read MIDR_EL1 (emulating the access) when it
     sets HWCAP_CPUID.  */
  if (hwcap & HWCAP_CPUID)
    {
      unsigned long midr;
      __asm__ volatile ("mrs %0, midr_el1" : "=r" (midr));
      cpu_vendor = SYMCRYPT_VENDOR_MIDR;
      cpu_family = (midr >> 24) & 0xff;	/* implementer */
      cpu_model = (midr >> 4) & 0xfff;	/* part number */
    }
  return features;
}
#elif defined(__arm__) && HAVE_GETAUXVAL
static unsigned
detect(void)
{
  unsigned long hwcap2 = getauxval(AT_HWCAP2);
  unsigned features = 0;

  if (getauxval(AT_HWCAP) & HWCAP_ARM_NEON)
    features |= SYMCRYPT_CPU_NEON;
  if (hwcap2 & HWCAP2_AES)
    features |= SYMCRYPT_CPU_AES;
  if (hwcap2 & HWCAP2_PMULL)
    features |= SYMCRYPT_CPU_PMULL;
  return features;
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

unsigned
_symcrypt_cpu_model_match(unsigned vendor, unsigned family, unsigned model)
{
  size_t i;
  for (i = 0; i < sizeof(model_matches) / sizeof(model_matches[0]); i++)
    if (model_matches[i].vendor == 0
	|| (model_matches[i].vendor == vendor
	    && model_matches[i].family_lo <= family
	    && family <= model_matches[i].family_hi
	    && model_matches[i].model_lo <= model
	    && model <= model_matches[i].model_hi))
      return model_matches[i].row;
  return N_MODELS - 1;
}

const struct _symcrypt_cpu_model *
_symcrypt_cpu_model_row(unsigned row)
{
  return row < N_MODELS ? &models[row] : NULL;
}

int
_symcrypt_cpu_model_find(const char *name)
{
  unsigned row;
  for (row = 0; row < N_MODELS; row++)
    if (strcmp(models[row].name, name) == 0)
      return (int) row;
  return -1;
}

unsigned
_symcrypt_cpu_detected_model(void)
{
  _symcrypt_cpu_features();
  return _symcrypt_cpu_model_match(cpu_vendor, cpu_family, cpu_model);
}

unsigned
_symcrypt_cpu_model(void)
{
  /* Written once; a race only repeats the same lookup.  The crypt
     loop asks on every call (the hybrid widths), so the known answer
     costs one load.  */
  static int row = -1;
  if (row < 0)
    {
      const char *name = _symcrypt_getenv("SYMCRYPT_FAT_MODEL");
      int found = name ? _symcrypt_cpu_model_find(name) : -1;
      row = found >= 0 ? found : (int) _symcrypt_cpu_detected_model();
    }
  return (unsigned) row;
}

int
_symcrypt_cpu_integer_apart(void)
{
  return models[_symcrypt_cpu_model()].hybrid;
}

/* The features of the LENGTH bytes at NAME with those they imply, 0
   for "none"; *FOUND says whether the name is one of those.  */
static unsigned
feature_of(const char *name, size_t length, int *found)
{
  size_t i;
  *found = length == 4 && memcmp(name, "none", 4) == 0;
  for (i = 0; i < N_FEATURES; i++)
    if (strlen(feature_names[i].name) == length
	&& memcmp(feature_names[i].name, name, length) == 0)
      {
	*found = 1;
	return feature_names[i].with_implied;
      }
  return 0;
}

unsigned
_symcrypt_cpu_parse_features(const char *list)
{
  unsigned features = 0;
  int found;
  while (*list)
    {
      size_t length = strcspn(list, ",");
      features |= feature_of(list, length, &found);
      list += length;
      if (*list == ',')
	list++;
    }
  return features;
}

const char *
_symcrypt_cpu_unknown_feature(const char *list, size_t *length)
{
  int found;
  while (*list)
    {
      *length = strcspn(list, ",");
      feature_of(list, *length, &found);
      if (!found)
	return list;
      list += *length;
      if (*list == ',')
	list++;
    }
  return NULL;
}

unsigned
_symcrypt_cpu_features_enabled(void)
{
  const char *override = _symcrypt_getenv("SYMCRYPT_FAT_OVERRIDE");
  unsigned features = _symcrypt_cpu_features();
  features &= ~models[_symcrypt_cpu_model()].drops;
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
