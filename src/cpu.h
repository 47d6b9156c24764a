/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* cpu.h -- CPU features that select assembly variants.  */
#ifndef SYMCRYPT_CPU_H
#define SYMCRYPT_CPU_H

/* One bit per feature an assembly folder may need, SYMCRYPT_CPU_<NAME>,
   and SYMCRYPT_CPU_FEATURES(X), X(name, bit, bit with every feature it
   implies), from src/features.tab (through impl.h, written by
   configure).  A variant needing features F runs when
   (F & enabled) == F.  */
#include "impl.h"

/* What the CPU and the operating system support; computed once (cpuid
   traps to the hypervisor on some machines) and cached.  */
unsigned _symcrypt_cpu_features(void);

/* The features to use: the CPU's, limited by SYMCRYPT_FAT_OVERRIDE
   when it is set.  */
unsigned _symcrypt_cpu_features_enabled(void);

/* The features to leave out on a CPU model where they cost more than
   they gain (INTEL: the vendor is GenuineIntel).  */
unsigned _symcrypt_cpu_model_drops(int intel, unsigned family,
				   unsigned model);

/* Whether the CPU runs integer operations on ALUs of their own, apart
   from the vector units, so that the hybrid stream cores (a block in
   general registers beside the vector blocks, x86_64 chacha_5core)
   pay; from the vendor (AMD: the vendor is AuthenticAMD) and the
   family, which _symcrypt_cpu_model_integer_apart judges.  */
int _symcrypt_cpu_integer_apart(void);
int _symcrypt_cpu_model_integer_apart(int amd, unsigned family);

/* Parses a comma-separated feature list ("none", "sse2,avx2", ...)
   into feature bits, each with the features it implies (avx2 brings
   avx, ssse3 and sse2); unknown names are ignored.  */
unsigned _symcrypt_cpu_parse_features(const char *list);

/* Writes the names of FEATURES, comma-separated, into BUF.  */
void _symcrypt_cpu_feature_names(unsigned features, char *buf, size_t size);

#endif /* SYMCRYPT_CPU_H */
