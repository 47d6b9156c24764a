/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* dispatch.c -- the variant table and, in a fat build, the choice of
   variants at load time.

   From a call to its code: library code calls, say,
   _symcrypt_chacha_core(dst, src, 20).  impl.h (written by configure
   from functions.def and the asm path) maps that name:

   - in a static build to the one variant linked, the first found along
     the asm path (_symcrypt_chacha_core_x86_64_avx512), else the C twin
     (_symcrypt_chacha_core_c); nothing is chosen at run time;

   - in a fat build to (*_symcrypt_chacha_core_ptr), a pointer defined
     below.  The pointers start at the C twins, so a call that comes
     before setup (from another library's constructor) is correct, only
     slower.  The constructor at the end of this file runs fat_setup:
     it reads the CPU features once (cpuid or AT_HWCAP, src/core/cpu.c),
     less those the CPU model's row of src/models.tab drops (or
     SYMCRYPT_FAT_MODEL's row), limited by SYMCRYPT_FAT_OVERRIDE, and
     points each function at its first variant (best first, the order
     of src/folders.tab) whose features are all enabled and whose folder
     the row's limit allows.  It runs while the library loads, before
     other threads can call into it, so plain stores suffice.

   In every build the constructor then makes the ChaCha and Salsa20
   widths lists (stream-internal.h), which the crypt loops read from
   then on.  What symcrypt_implementation() answers is worked out in
   implementation.c from the choices made here, when first asked.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "stream/chacha-internal.h"
#include "cpu.h"
#include "dispatch.h"
#include "stream/salsa20-internal.h"
#include "keccak/sha3-internal.h"

/* The variant table is code, not data: each answer below is made from
   the X-macros of impl.h when it is asked for, so that the library has
   no table of pointers for the loader to relocate, which would cost
   every process that loads it private pages (doc/memory.md).  */

/* The number of variants of each function, the C twin included.  */
#define SYMCRYPT_COUNT_VARIANT(...) + 1
#define VARIANT_COUNT(name, family, ret, params)			\
  (1 SYMCRYPT_VARIANTS_##name(SYMCRYPT_COUNT_VARIANT, name, family, ret, params))

static const unsigned char variant_count[SYMCRYPT_FN_COUNT] = {
#define SYMCRYPT_FUNC(name, family, ret, params) \
  VARIANT_COUNT(name, family, ret, params),
#include "functions.def"
#undef SYMCRYPT_FUNC
};

unsigned
_symcrypt_variant_count(unsigned id)
{
  return id < SYMCRYPT_FN_COUNT ? variant_count[id] : 0;
}

/* Variant K of function ID (best first, the C twin last) to *V; 0 when
   there is none.  */
static int
variant_at(unsigned id, unsigned k, struct symcrypt_variant *v)
{
  unsigned i = 0;
#define SYMCRYPT_VARIANT_CASE(suffix, folder, needs, fname, ...)	\
  if (i++ == k)								\
    {									\
      v->label = folder;						\
      v->features = needs;						\
      v->fn = (symcrypt_generic_fn) _symcrypt_##fname##_##suffix;	\
      return 1;								\
    }
#define SYMCRYPT_FUNC(fname, family, ret, params)			\
  case SYMCRYPT_FN_##fname:						\
    SYMCRYPT_VARIANTS_##fname(SYMCRYPT_VARIANT_CASE, fname)		\
    SYMCRYPT_VARIANT_CASE(c, "c", 0, fname)				\
    return 0;
  switch (id)
    {
#include "functions.def"
    }
#undef SYMCRYPT_FUNC
#undef SYMCRYPT_VARIANT_CASE
  return 0;
}

/* The label of the variant in use of function ID.  */
static const char *selected_label(unsigned id);

/* The table _symcrypt_function_info answers from, made on its first
   call (the tests, symcrypt_implementation, SYMCRYPT_FAT_VERBOSE):
   until then its pages are untouched zeros.  */
static struct symcrypt_function_info functions[SYMCRYPT_FN_COUNT];
static struct symcrypt_variant variant_table[0
#define SYMCRYPT_FUNC(name, family, ret, params) \
  + VARIANT_COUNT(name, family, ret, params)
#include "functions.def"
#undef SYMCRYPT_FUNC
];
static pthread_once_t functions_once = PTHREAD_ONCE_INIT;

static void
make_functions(void)
{
  struct symcrypt_variant *v = variant_table;
  unsigned id, k;
#define SYMCRYPT_FUNC(fname, ffamily, ret, params)			\
  functions[SYMCRYPT_FN_##fname].name = #fname;			\
  functions[SYMCRYPT_FN_##fname].family = #ffamily;
#include "functions.def"
#undef SYMCRYPT_FUNC
  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    {
      functions[id].variants = v;
      functions[id].n_variants = variant_count[id];
      for (k = 0; k < variant_count[id]; k++)
	variant_at(id, k, v++);
    }
}

const struct symcrypt_function_info *
_symcrypt_function_info(unsigned id)
{
  if (id >= SYMCRYPT_FN_COUNT)
    return NULL;
  pthread_once(&functions_once, make_functions);
  return &functions[id];
}

/* The index of the variant in use.  A static build has one variant
   besides the C twin, the first entry.  A fat build starts at the C
   twin (the last entry), matching the pointers below, so that
   symcrypt_implementation tells the truth even before setup.  */
static unsigned char selected[SYMCRYPT_FN_COUNT] = {
#if SYMCRYPT_FAT
# define SYMCRYPT_FUNC(name, family, ret, params)			\
  VARIANT_COUNT(name, family, ret, params) - 1,
# include "functions.def"
# undef SYMCRYPT_FUNC
#else
  0
#endif
};

unsigned
_symcrypt_selected_variant(unsigned id)
{
  return id < SYMCRYPT_FN_COUNT ? selected[id] : 0;
}

int
_symcrypt_runs_assembly(unsigned id)
{
  return _symcrypt_selected_variant(id) + 1 < _symcrypt_variant_count(id);
}

static const char *
selected_label(unsigned id)
{
  struct symcrypt_variant v;
  variant_at(id, selected[id], &v);
  return v.label;
}

/* The folders in search order (src/folders.tab): a variant's rank is
   its label's index here, the C twin's the count.  */
static const char folder_order[][32] = { SYMCRYPT_FOLDER_ORDER };
#define N_FOLDERS (sizeof(folder_order) / sizeof(folder_order[0]))

unsigned
_symcrypt_folder_rank(const char *label)
{
  unsigned i;
  for (i = 0; i < N_FOLDERS; i++)
    if (strcmp(folder_order[i], label) == 0)
      return i;
  return N_FOLDERS;
}

/* The limit column of src/models.tab: for model ROW, function ID may
   not take a variant of folder rank LO to HI.  */
static const struct
{
  unsigned char row, id, lo, hi;
} model_limits[] = {
#define SYMCRYPT_LIMIT_ENTRY(row, name, lo, hi) \
  { row, SYMCRYPT_FN_##name, lo, hi },
  SYMCRYPT_CPU_MODEL_LIMITS(SYMCRYPT_LIMIT_ENTRY)
#undef SYMCRYPT_LIMIT_ENTRY
  { 255, 0, 1, 0 }		/* for a table without limits */
};

int
_symcrypt_model_allows(unsigned row, unsigned id, const char *label)
{
  unsigned rank = _symcrypt_folder_rank(label);
  size_t i;
  for (i = 0; i < sizeof(model_limits) / sizeof(model_limits[0]); i++)
    if (model_limits[i].row == row && model_limits[i].id == id
	&& model_limits[i].lo <= rank && rank <= model_limits[i].hi)
      return 0;
  return 1;
}

#if SYMCRYPT_FAT
# define SYMCRYPT_FUNC(name, family, ret, params) \
  ret (*_symcrypt_##name##_ptr) params = _symcrypt_##name##_c;
# include "functions.def"
# undef SYMCRYPT_FUNC

/* Whether VERBOSE_ENV, SYMCRYPT_FAT_VERBOSE's value, asks for the
   choices: set and not "0" (or empty).  */
static int
verbose_asked(const char *verbose_env)
{
  return verbose_env && *verbose_env && strcmp(verbose_env, "0") != 0;
}

/* Prints the model, the features and each function's choice.  */
static void
print_choices(unsigned cpu, unsigned enabled, unsigned row)
{
  const char *override = _symcrypt_getenv("SYMCRYPT_FAT_OVERRIDE");
  const char *model = _symcrypt_getenv("SYMCRYPT_FAT_MODEL");
  char cpu_names[200], enabled_names[200];
  const char *unknown;
  size_t length;
  unsigned id;

  fprintf(stderr, "symcrypt: cpu model: %s (detected: %s)\n",
	  _symcrypt_cpu_model_row(row)->name,
	  _symcrypt_cpu_model_row(_symcrypt_cpu_detected_model())->name);
  if (model && _symcrypt_cpu_model_find(model) < 0)
    fprintf(stderr, "symcrypt: SYMCRYPT_FAT_MODEL: unknown model '%s',"
	    " ignored\n", model);
  if (override)
    {
      const char *p = override;
      while ((unknown = _symcrypt_cpu_unknown_feature(p, &length)))
	{
	  fprintf(stderr, "symcrypt: SYMCRYPT_FAT_OVERRIDE: unknown feature"
		  " '%.*s', ignored\n", (int) length, unknown);
	  p = unknown + length + (unknown[length] == ',');
	}
    }
  _symcrypt_cpu_feature_names(cpu, cpu_names, sizeof(cpu_names));
  _symcrypt_cpu_feature_names(enabled, enabled_names, sizeof(enabled_names));
  fprintf(stderr, "symcrypt: cpu features: %s; enabled: %s\n",
	  cpu_names, enabled_names);
  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    fprintf(stderr, "symcrypt: %s: %s\n", _symcrypt_function_info(id)->name,
	    selected_label(id));
}

/* Points each function at its first variant whose features are all
   enabled and whose folder the model's limit allows, and prints the
   choices if asked to.  */
static void
fat_setup(void)
{
  unsigned enabled = _symcrypt_cpu_features_enabled();
  unsigned row = _symcrypt_cpu_model();
  unsigned id;

  struct symcrypt_variant v;

  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    {
      unsigned i = 0;
      /* Stops at "c" at the latest, which needs nothing and which no
	 row forbids.  */
      while (variant_at(id, i, &v)
	     && ((v.features & enabled) != v.features
		 || !_symcrypt_model_allows(row, id, v.label)))
	i++;
      selected[id] = (unsigned char) i;
    }

# define SYMCRYPT_FUNC(name, family, ret, params)			\
  variant_at(SYMCRYPT_FN_##name, selected[SYMCRYPT_FN_##name], &v);	\
  _symcrypt_##name##_ptr = (ret (*) params) v.fn;
# include "functions.def"
# undef SYMCRYPT_FUNC

  if (verbose_asked(_symcrypt_getenv("SYMCRYPT_FAT_VERBOSE")))
    print_choices(_symcrypt_cpu_features(), enabled, row);
}
#endif /* SYMCRYPT_FAT */

unsigned char _symcrypt_folder_of[SYMCRYPT_FN_COUNT];

static void
write_folders(void)
{
  unsigned id, j;
  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    for (j = 0; j <= id; j++)
      if (strcmp(selected_label(j), selected_label(id)) == 0)
	{
	  _symcrypt_folder_of[id] = (unsigned char) j;
	  break;
	}
}

static void __attribute__((constructor))
setup(void)
{
#if SYMCRYPT_FAT
  fat_setup();
#endif
  write_folders();
  /* The widths lists read the variants and folders chosen above.  */
  _symcrypt_stream_widths_make(&_symcrypt_chacha_width_list);
  _symcrypt_stream_widths_make(&_symcrypt_salsa20_width_list);
  /* SHAKE's choice of squeezing loop, from the variants and folders
     too: once here rather than on every call.  */
  _symcrypt_keccak_squeeze_chosen = _symcrypt_keccak_squeeze_in_use();
  /* symcrypt_implementation's answers follow them from now on.  */
  _symcrypt_before_setup = 0;
}
