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
#include <stddef.h>

#include "impl.h"

/* What the CPU and the operating system support; computed once (cpuid
   traps to the hypervisor on some machines) and cached.  */
unsigned _symcrypt_cpu_features(void);

/* The features to use: the CPU's, less those its model row drops,
   limited by SYMCRYPT_FAT_OVERRIDE when it is set.  */
unsigned _symcrypt_cpu_features_enabled(void);

/* A row of the CPU-model policy, src/models.tab (through impl.h,
   SYMCRYPT_CPU_MODELS), in table order, generic last.  */
struct _symcrypt_cpu_model
{
  const char *name;		/* the SYMCRYPT_FAT_MODEL name */
  unsigned drops;		/* features not to use */
  int hybrid;			/* the hybrid stream cores pay */
};

/* The vendors of models.tab's match column.  */
enum { SYMCRYPT_VENDOR_INTEL = 1, SYMCRYPT_VENDOR_AMD = 2,
       SYMCRYPT_VENDOR_MIDR = 3 };

/* Row ROW, or NULL past the last.  */
const struct _symcrypt_cpu_model *_symcrypt_cpu_model_row(unsigned row);

/* The row named NAME, or -1.  */
int _symcrypt_cpu_model_find(const char *name);

/* The row a CPU of VENDOR (SYMCRYPT_VENDOR_*, 0 when unknown), FAMILY
   and MODEL matches (ARM: MIDR_EL1's implementer and part number).  */
unsigned _symcrypt_cpu_model_match(unsigned vendor, unsigned family,
				   unsigned model);

/* The row this CPU matches, and the row in use: the one
   SYMCRYPT_FAT_MODEL names when it names one, else this CPU's.  */
unsigned _symcrypt_cpu_detected_model(void);
unsigned _symcrypt_cpu_model(void);

/* Whether the hybrid stream cores (a block in general registers beside
   the vector blocks, x86_64 chacha_5core) run: the row in use says.  */
int _symcrypt_cpu_integer_apart(void);

/* Parses a comma-separated feature list ("none", "sse2,avx2", ...)
   into feature bits, each with the features it implies (avx2 brings
   avx, ssse3 and sse2); the empty list is no feature, and a name that
   is no feature counts for none.  */
unsigned _symcrypt_cpu_parse_features(const char *list);

/* The first name of LIST that is neither a feature nor "none" (its
   length to *LENGTH), or NULL.  */
const char *_symcrypt_cpu_unknown_feature(const char *list, size_t *length);

/* Writes the names of FEATURES, comma-separated, into BUF.  */
void _symcrypt_cpu_feature_names(unsigned features, char *buf, size_t size);

/* getenv for the SYMCRYPT_* variables: secure_getenv where the C
   library has it, so that a setuid or file-capability program ignores
   them.  */
const char *_symcrypt_getenv(const char *name);

#endif /* SYMCRYPT_CPU_H */
