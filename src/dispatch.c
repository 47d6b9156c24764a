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
     it reads the CPU features once (cpuid or AT_HWCAP, src/cpu.c),
     less those the CPU model's row of src/models.tab drops (or
     SYMCRYPT_FAT_MODEL's row), limited by SYMCRYPT_FAT_OVERRIDE, and
     points each function at its first variant (best first, the order
     of src/folders.tab) whose features are all enabled and whose folder
     the row's limit allows.  It runs while the library loads, before
     other threads can call into it, so plain stores suffice.

   In every build the constructor then makes the ChaCha and Salsa20
   widths lists (stream-internal.h), which the crypt loops read from
   then on.  What symcrypt_implementation() answers is worked out in
   implementation.c from the choices made here.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stdio.h>
#include <string.h>

#include "chacha-internal.h"
#include "cpu.h"
#include "dispatch.h"
#include "salsa20-internal.h"

#define SYMCRYPT_VARIANT_ENTRY(suffix, label, features, name, family, ret, params) \
  { label, features, (symcrypt_generic_fn) _symcrypt_##name##_##suffix },

#define SYMCRYPT_FUNC(name, family, ret, params)			\
  static const struct symcrypt_variant name##_variants[] = {		\
    SYMCRYPT_VARIANTS_##name(SYMCRYPT_VARIANT_ENTRY, name, family, ret, params) \
    { "c", 0, (symcrypt_generic_fn) _symcrypt_##name##_c }		\
  };
#include "functions.def"
#undef SYMCRYPT_FUNC

static const struct symcrypt_function_info functions[SYMCRYPT_FN_COUNT] = {
#define SYMCRYPT_FUNC(name, family, ret, params)			\
  { #name, #family, name##_variants,					\
    sizeof(name##_variants) / sizeof(name##_variants[0]) },
#include "functions.def"
#undef SYMCRYPT_FUNC
};

/* The index of the variant in use.  A static build has one variant
   besides the C twin, the first entry.  A fat build starts at the C
   twin (the last entry), matching the pointers below, so that
   symcrypt_implementation tells the truth even before setup.  */
static unsigned char selected[SYMCRYPT_FN_COUNT] = {
#if SYMCRYPT_FAT
# define SYMCRYPT_FUNC(name, family, ret, params)			\
  sizeof(name##_variants) / sizeof(name##_variants[0]) - 1,
# include "functions.def"
# undef SYMCRYPT_FUNC
#else
  0
#endif
};

const struct symcrypt_function_info *
_symcrypt_function_info(unsigned id)
{
  return id < SYMCRYPT_FN_COUNT ? &functions[id] : NULL;
}

unsigned
_symcrypt_selected_variant(unsigned id)
{
  return id < SYMCRYPT_FN_COUNT ? selected[id] : 0;
}

/* The folders in search order (src/folders.tab): a variant's rank is
   its label's index here, the C twin's the count.  */
static const char *const folder_order[] = { SYMCRYPT_FOLDER_ORDER };
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
    fprintf(stderr, "symcrypt: %s: %s\n", functions[id].name,
	    functions[id].variants[selected[id]].label);
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

  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    {
      const struct symcrypt_function_info *f = &functions[id];
      unsigned i = 0;
      /* Stops at "c" at the latest, which needs nothing and which no
	 row forbids.  */
      while ((f->variants[i].features & enabled) != f->variants[i].features
	     || !_symcrypt_model_allows(row, id, f->variants[i].label))
	i++;
      selected[id] = (unsigned char) i;
    }

# define SYMCRYPT_FUNC(name, family, ret, params)			\
  _symcrypt_##name##_ptr = (ret (*) params)				\
    name##_variants[selected[SYMCRYPT_FN_##name]].fn;
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
      if (strcmp(functions[j].variants[selected[j]].label,
		 functions[id].variants[selected[id]].label) == 0)
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
  /* Then symcrypt_implementation's answers, which follow them.  */
  _symcrypt_implementation_make();
}
