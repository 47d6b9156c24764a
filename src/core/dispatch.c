/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* dispatch.c -- the variant table and its queries.

   From a call to its code: library code calls, say,
   _symcrypt_chacha_core(dst, src, 20).  impl.h (written by configure
   from functions.def and the asm path) maps that name:

   - in a static build to the one variant linked, the first found along
     the asm path (_symcrypt_chacha_core_x86_64_avx512), else the C twin
     (_symcrypt_chacha_core_c); nothing is chosen at run time;

   - in a fat build to (*_symcrypt_chacha_core_ptr), a pointer that the
     constructor of src/setup.c points, while the library loads, at the
     variant _symcrypt_variant_choose gives: the first (best first, the
     order of src/folders.tab) whose features the CPU has, less those
     its model's row of src/models.tab drops, limited by
     SYMCRYPT_FAT_OVERRIDE, and whose folder the row allows.

   The queries here answer from functions.def and impl.h alone: which
   variants each function has, which is in use, the model rows'
   limits, and the rules of the SYMCRYPT_FOLLOWS lines.  They name no
   family.  What symcrypt_implementation() answers is worked out in
   implementation.c from them, when first asked.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <pthread.h>
#include <string.h>

#include "cpu.h"
#include "dispatch.h"

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

int
_symcrypt_variant_at(unsigned id, unsigned k, struct symcrypt_variant *v)
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
	_symcrypt_variant_at(id, k, v++);
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

void
_symcrypt_variant_select(unsigned id, unsigned k)
{
  selected[id] = (unsigned char) k;
}

const char *
_symcrypt_label_in_use(unsigned id)
{
  struct symcrypt_variant v;
  _symcrypt_variant_at(id, selected[id], &v);
  return v.label;
}

const char *
_symcrypt_label_of_code(const char *family, symcrypt_generic_fn fn)
{
  unsigned id;
  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    {
      const struct symcrypt_function_info *f = _symcrypt_function_info(id);
      if (strcmp(f->family, family) == 0
	  && f->variants[_symcrypt_selected_variant(id)].fn == fn)
	return _symcrypt_label_in_use(id);
    }
  return "c";
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

unsigned
_symcrypt_variant_choose(unsigned id, unsigned enabled, unsigned row)
{
  struct symcrypt_variant v;
  unsigned i = 0;
  /* Stops at "c" at the latest, which needs nothing and which no row
     forbids.  */
  while (_symcrypt_variant_at(id, i, &v)
	 && ((v.features & enabled) != v.features
	     || !_symcrypt_model_allows(row, id, v.label)))
    i++;
  return i;
}

/* The SYMCRYPT_FOLLOWS lines of functions.def, in their order.  */
static const struct
{
  unsigned char follower, leader;
} follows[SYMCRYPT_FOLLOWER_COUNT + 1] = {
#define SYMCRYPT_FUNC(...)
#define SYMCRYPT_FOLLOWS(follower, leader) \
  { SYMCRYPT_FN_##follower, SYMCRYPT_FN_##leader },
#include "functions.def"
#undef SYMCRYPT_FOLLOWS
#undef SYMCRYPT_FUNC
  { 0, 0 }			/* for a list without rules */
};

unsigned
_symcrypt_follower_function(unsigned k)
{
  return follows[k].follower;
}

unsigned
_symcrypt_leader_function(unsigned k)
{
  return follows[k].leader;
}

int
_symcrypt_follows_met(unsigned k)
{
  unsigned f = follows[k].follower, l = follows[k].leader, j;
  if (!_symcrypt_runs_assembly(f)
      || strcmp(_symcrypt_label_in_use(f), _symcrypt_label_in_use(l)) != 0)
    return 0;
  for (j = 0; j < SYMCRYPT_FOLLOWER_COUNT; j++)
    if (follows[j].follower == l)
      return _symcrypt_follows_met(j);
  return 1;
}
