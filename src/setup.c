/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* setup.c -- the choice of variants while the library loads.

   In a fat build the constructor below reads the CPU features once
   (cpuid or AT_HWCAP, src/core/cpu.c), less those the CPU model's row
   of src/models.tab drops (or SYMCRYPT_FAT_MODEL's row), limited by
   SYMCRYPT_FAT_OVERRIDE, points each function's pointer at the variant
   _symcrypt_variant_choose gives (src/core/dispatch.c), and sets the
   flags of the SYMCRYPT_FOLLOWS rules of src/functions.def.  The
   pointers start at the C twins and the flags at 0, so that a call
   that comes before (from another library's constructor) is correct,
   only slower.  It runs while the library loads, before other threads
   can call into it, so plain stores suffice.

   It knows the families only through src/functions.def, whose
   SYMCRYPT_BY_LENGTH lines it also gathers into the table
   symcrypt_implementation_for_length reads.  A family's
   own work that reads the choice has a constructor of its own, of a
   later priority (SYMCRYPT_SETUP_AFTER_CHOICE, macros.h).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stdio.h>
#include <string.h>

#include "cpu.h"
#include "dispatch.h"
#include "macros.h"

/* Initialized, so that it lies in .data beside the other variables
   the constructor writes, not in a page of .bss of its own.  */
int _symcrypt_before_setup = 1;

/* The families whose code depends on the length of a call, for
   symcrypt_implementation_for_length (implementation.c).  */
#define SYMCRYPT_FUNC(...)
#define SYMCRYPT_BY_LENGTH(family) &_symcrypt_##family##_by_length,
const struct _symcrypt_by_length *const
_symcrypt_by_length_families[SYMCRYPT_BY_LENGTH_COUNT] = {
#include "functions.def"
};
#undef SYMCRYPT_BY_LENGTH
#undef SYMCRYPT_FUNC

#if SYMCRYPT_FAT
# define SYMCRYPT_FUNC(name, family, ret, params) \
  ret (*_symcrypt_##name##_ptr) params = _symcrypt_##name##_c;
# include "functions.def"
# undef SYMCRYPT_FUNC

unsigned char _symcrypt_follower_runs[SYMCRYPT_FOLLOWER_COUNT + 1];

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
	    _symcrypt_label_in_use(id));
}

/* Points each function at its variant, sets the rules' flags, and
   prints the choices if asked to.  */
static void
fat_setup(void)
{
  unsigned enabled = _symcrypt_cpu_features_enabled();
  unsigned row = _symcrypt_cpu_model();
  struct symcrypt_variant v;
  unsigned id, k;

  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    _symcrypt_variant_select(id, _symcrypt_variant_choose(id, enabled, row));

# define SYMCRYPT_FUNC(name, family, ret, params)			\
  _symcrypt_variant_at(SYMCRYPT_FN_##name,				\
		       _symcrypt_selected_variant(SYMCRYPT_FN_##name), &v); \
  _symcrypt_##name##_ptr = (ret (*) params) v.fn;
# include "functions.def"
# undef SYMCRYPT_FUNC

  for (k = 0; k < SYMCRYPT_FOLLOWER_COUNT; k++)
    _symcrypt_follower_runs[k] = (unsigned char) _symcrypt_follows_met(k);

  if (verbose_asked(_symcrypt_getenv("SYMCRYPT_FAT_VERBOSE")))
    print_choices(_symcrypt_cpu_features(), enabled, row);
}
#endif /* SYMCRYPT_FAT */

static void __attribute__((constructor(SYMCRYPT_SETUP_CHOICE)))
setup(void)
{
#if SYMCRYPT_FAT
  fat_setup();
#endif
  /* symcrypt_implementation's answers follow the choice from now on.  */
  _symcrypt_before_setup = 0;
}
