/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* dispatch.h -- prototypes of every variant of the replaceable
   functions and the names the library calls them by.  See
   functions.def for the design.  */
#ifndef SYMCRYPT_DISPATCH_H
#define SYMCRYPT_DISPATCH_H

#include <symcrypt/symcrypt.h>

/* Written by configure: SYMCRYPT_FAT, SYMCRYPT_VARIANTS_<name> (the
   assembly variants built for each function, best first) and, in a
   static build, _symcrypt_<name> as the chosen variant.  */
#include "impl.h"

#define SYMCRYPT_DECLARE_VARIANT(suffix, label, features, name, family, ret, params) \
  ret _symcrypt_##name##_##suffix params;

#if SYMCRYPT_FAT
# define SYMCRYPT_DECLARE_POINTER(name, ret, params) \
  extern ret (*_symcrypt_##name##_ptr) params;
#else
# define SYMCRYPT_DECLARE_POINTER(name, ret, params)
#endif

#define SYMCRYPT_FUNC(name, family, ret, params)			\
  ret _symcrypt_##name##_c params;					\
  SYMCRYPT_VARIANTS_##name(SYMCRYPT_DECLARE_VARIANT, name, family, ret, params) \
  SYMCRYPT_DECLARE_POINTER(name, ret, params)
#include "functions.def"
#undef SYMCRYPT_FUNC

/* Function numbers, for the variant table below.  */
enum symcrypt_function_id
{
#define SYMCRYPT_FUNC(name, family, ret, params) SYMCRYPT_FN_##name,
#include "functions.def"
#undef SYMCRYPT_FUNC
  SYMCRYPT_FN_COUNT
};

/* The table of variants, for the tests and symcrypt_implementation.  */
typedef void (*symcrypt_generic_fn)(void);

struct symcrypt_variant
{
  const char *label;		/* "c", "x86_64", "x86_64/avx2", ... */
  unsigned features;		/* SYMCRYPT_CPU_* bits it needs */
  symcrypt_generic_fn fn;	/* cast back to the function's type */
};

struct symcrypt_function_info
{
  const char *name;
  const char *family;
  const struct symcrypt_variant *variants; /* best first, "c" last */
  unsigned n_variants;
};

/* Function ID's name, family and variants, or NULL past the last;
   the table is made on the first call (thread-safe).  */
const struct symcrypt_function_info *_symcrypt_function_info(unsigned id);

/* The number of variants of function ID, the C twin included.  */
unsigned _symcrypt_variant_count(unsigned id);

/* The rank of folder LABEL in src/folders.tab's order ("c" after
   them all), and whether src/models.tab's row ROW lets function ID
   take a variant of folder LABEL.  */
unsigned _symcrypt_folder_rank(const char *label);
int _symcrypt_model_allows(unsigned row, unsigned id, const char *label);

/* Index of the variant in use for function ID.  */
unsigned _symcrypt_selected_variant(unsigned id);

/* Whether the variant in use of function ID is assembly: the C twin
   is the last variant.  */
int _symcrypt_runs_assembly(unsigned id);

/* Variant K of function ID (best first, the C twin last) to *V; 0
   when there is none.  Reads no table: for the choice at load time
   (src/setup.c), which must not touch _symcrypt_function_info's.  */
int _symcrypt_variant_at(unsigned id, unsigned k, struct symcrypt_variant *v);

/* The first variant of function ID whose features are all in ENABLED
   and whose folder src/models.tab's row ROW allows (at the latest the
   C twin), and the making of variant K the one in use (the load-time
   choice, src/setup.c).  */
unsigned _symcrypt_variant_choose(unsigned id, unsigned enabled, unsigned row);
void _symcrypt_variant_select(unsigned id, unsigned k);

/* The label of the variant in use of function ID.  */
const char *_symcrypt_label_in_use(unsigned id);

/* The label of the variant in use whose code is FN, among the
   functions of FAMILY; "c" when none is.  */
const char *_symcrypt_label_of_code(const char *family,
				    symcrypt_generic_fn fn);

/* The rules of functions.def's SYMCRYPT_FOLLOWS lines, numbered in
   their order: rule K's follower and leader (function numbers), and
   whether the variants in use meet it: the follower's is assembly of
   the leader's folder, and the leader runs if it follows in turn.  */
enum symcrypt_follower_id
{
#define SYMCRYPT_FUNC(...)
#define SYMCRYPT_FOLLOWS(follower, leader) SYMCRYPT_FOLLOWER_##follower,
#include "functions.def"
#undef SYMCRYPT_FOLLOWS
#undef SYMCRYPT_FUNC
  SYMCRYPT_FOLLOWER_COUNT
};
unsigned _symcrypt_follower_function(unsigned k);
unsigned _symcrypt_leader_function(unsigned k);
int _symcrypt_follows_met(unsigned k);

/* Whether the library runs follower NAME's variant in use (a name of a
   SYMCRYPT_FOLLOWS line), for its callers: in a static build the
   constant configure wrote (src/tables.awk); in a fat build the flag
   the constructor sets from _symcrypt_follows_met, 0 before (when
   every function is its C twin).  */
#if SYMCRYPT_FAT
extern unsigned char _symcrypt_follower_runs[];
# define _SYMCRYPT_FOLLOWER_RUNS(name) \
  (_symcrypt_follower_runs[SYMCRYPT_FOLLOWER_##name])
#else
# define _SYMCRYPT_FOLLOWER_RUNS(name) SYMCRYPT_FOLLOWER_RUNS_##name
#endif

/* A family whose code depends on the length of a call (a
   SYMCRYPT_BY_LENGTH line of functions.def) describes that code to
   symcrypt_implementation_for_length (implementation.c) as paths, at
   most _SYMCRYPT_BY_LENGTH_PATHS, each run by one variant: PATHS sets
   LABELS[i] to the label of path i of the variants in use (LABELS
   comes zero-filled: NULL, no such path), and RUNS gives the set of
   paths (bit i: path i) a call of LENGTH bytes runs; both are given
   the entry, whose DATA is the family's own (the stream ciphers' width
   list), so that families alike share the two functions.  The family
   defines _symcrypt_<family>_by_length; src/setup.c gathers them into
   _symcrypt_by_length_families, in the order of their lines.  */
#define _SYMCRYPT_BY_LENGTH_PATHS 16
struct _symcrypt_by_length
{
  const char *family;
  void (*paths)(const struct _symcrypt_by_length *entry,
		const char **labels);
  uint32_t (*runs)(const struct _symcrypt_by_length *entry, size_t length);
  const void *data;
};
enum symcrypt_by_length_id
{
#define SYMCRYPT_FUNC(...)
#define SYMCRYPT_BY_LENGTH(family) SYMCRYPT_BY_LENGTH_##family,
#include "functions.def"
#undef SYMCRYPT_BY_LENGTH
  SYMCRYPT_BY_LENGTH_COUNT
};
#define SYMCRYPT_BY_LENGTH(family) \
  extern const struct _symcrypt_by_length _symcrypt_##family##_by_length;
#include "functions.def"
#undef SYMCRYPT_BY_LENGTH
#undef SYMCRYPT_FUNC
extern const struct _symcrypt_by_length *const
_symcrypt_by_length_families[SYMCRYPT_BY_LENGTH_COUNT];

/* 1 until the constructor (src/setup.c) has chosen the variants: from
   then on symcrypt_implementation's answers (implementation.c), made
   on the first question, follow them.  */
extern int _symcrypt_before_setup;

/* The figures assembly variants export with VARIANT_CONSTANT (asm.m4)
   as NAME_<variant>: SYMCRYPT_VARIANT_CONSTANTS(fn, NAME, TABLE)
   declares them as weak references and makes TABLE, one entry a
   variant of function FN in the order of its variant table, NULL for
   a variant that exports none and for the C twin (last).  */
#define SYMCRYPT_DECLARE_CONSTANT(suffix, label, features, name)	\
  extern const uint32_t name##_##suffix					\
  __attribute__((weak, visibility("hidden")));
#define SYMCRYPT_CONSTANT_ENTRY(suffix, label, features, name) &name##_##suffix,
#define SYMCRYPT_VARIANT_CONSTANTS(fn, name, table)			\
  SYMCRYPT_VARIANTS_##fn(SYMCRYPT_DECLARE_CONSTANT, name)		\
  static const uint32_t *const table[] = {				\
    SYMCRYPT_VARIANTS_##fn(SYMCRYPT_CONSTANT_ENTRY, name) NULL		\
  };

#endif /* SYMCRYPT_DISPATCH_H */
