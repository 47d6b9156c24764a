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

   A static build links one variant of each replaceable function (the
   first found along the asm path, else the C twin) and calls it
   directly; impl.h maps _symcrypt_<name> to it.

   A fat build links every variant for the architecture and calls each
   function through a pointer.  The pointers start at the C twins, so a
   call that comes before setup (from another library's constructor) is
   correct, only slower.  The constructor below reads the CPU features
   once (cpuid or AT_HWCAP) and the CPU model's row of src/models.tab
   (or SYMCRYPT_FAT_MODEL's), limits the features by the row and by
   SYMCRYPT_FAT_OVERRIDE, and points each function at its first variant
   whose features are all present and whose folder the row allows.  It runs while the library loads, before other threads can
   call into it, so plain stores suffice.  In every build it then makes
   the ChaCha and Salsa20 widths lists (stream-internal.h), which the
   crypt loops read from then on instead of computing them per call.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stdio.h>
#include <stdlib.h>
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

/* The limit column of src/models.tab: for model ROW, function ID
   takes a variant of at least rank RANK.  */
static const struct
{
  unsigned char row, id, rank;
} model_limits[] = {
#define SYMCRYPT_LIMIT_ENTRY(row, name, rank) { row, SYMCRYPT_FN_##name, rank },
  SYMCRYPT_CPU_MODEL_LIMITS(SYMCRYPT_LIMIT_ENTRY)
#undef SYMCRYPT_LIMIT_ENTRY
  { 255, 0, 0 }			/* for a table without limits */
};

unsigned
_symcrypt_model_limit(unsigned row, unsigned id)
{
  size_t i;
  for (i = 0; i < sizeof(model_limits) / sizeof(model_limits[0]); i++)
    if (model_limits[i].row == row && model_limits[i].id == id)
      return model_limits[i].rank;
  return 0;
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
      unsigned limit = _symcrypt_model_limit(row, id);
      unsigned i = 0;
      /* Stops at "c", which needs nothing and ranks last.  */
      while ((f->variants[i].features & enabled) != f->variants[i].features
	     || _symcrypt_folder_rank(f->variants[i].label) < limit)
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

/* The family of each function of functions.def, and what
   symcrypt_implementation answers for each: the labels of every
   variant that runs for some length, widest core first for the stream
   ciphers, comma separated ("x86_64/avx512,c").  Written once, while
   the library loads.  */
static const char *const families[] = {
#define SYMCRYPT_FUNC(name, family, ret, params) #family,
#include "functions.def"
#undef SYMCRYPT_FUNC
};
#define N_FAMILY_ENTRIES (sizeof(families) / sizeof(families[0]))
#define ANSWER_SIZE 100
static char answers[N_FAMILY_ENTRIES][ANSWER_SIZE];

/* Appends LABEL to ANSWER unless it is there already.  */
static void
add_label(char *answer, size_t size, const char *label)
{
  size_t used = strlen(answer), length = strlen(label);
  const char *p;
  for (p = answer; *p; p += strcspn(p, ","), p += (*p == ','))
    if (strncmp(p, label, length) == 0 && (p[length] == ',' || !p[length]))
      return;
  if (used + (used > 0) + length < size)
    {
      if (used > 0)
	answer[used++] = ',';
      memcpy(answer + used, label, length + 1);
    }
}

/* The label of the variant in use whose code is FN, among the
   functions of FAMILY.  */
static const char *
label_of(const char *family, symcrypt_generic_fn fn)
{
  unsigned id;
  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    if (strcmp(functions[id].family, family) == 0
	&& functions[id].variants[selected[id]].fn == fn)
      return functions[id].variants[selected[id]].label;
  return "c";
}

/* The families whose code depends on the length: ChaCha and Salsa20,
   whose crypt loop chooses its cores by the blocks left
   (_symcrypt_stream_choose), and Poly1305, whose assembly may switch
   to a vector path inside one call from a number of blocks it exports
   (VARIANT_CONSTANT in asm.m4).  For each, the labels that may run,
   widest first; the label of each path (a core of the widths list;
   for Poly1305 the function and its short path); and the answer for
   every set of labels (bit i: label i).  A stream cipher's paths are
   its widths, then the fused single-block crypt of the single-block
   entry (FUSED_PATH), which ends a request, then the fused N-block
   crypt of width i (CRYPT_PATH(i)).  The labels are those of an
   architecture's folders (x86_64: at most five).  */
#define FUSED_PATH _SYMCRYPT_STREAM_MAX_WIDTHS
#define CRYPT_PATH(i) (FUSED_PATH + 1 + (i))
#define N_PATHS CRYPT_PATH(_SYMCRYPT_STREAM_MAX_WIDTHS)
#define MAX_LABELS (_SYMCRYPT_STREAM_MAX_WIDTHS + 1)

struct by_length
{
  const char *family;
  /* The crypt loop's cores (chacha-widths.c, salsa20-widths.c), or
     NULL.  */
  struct _symcrypt_stream_widths *widths;
  unsigned n_labels;
  const char *labels[MAX_LABELS];
  unsigned char label_of_path[N_PATHS];
  char answers[1 << MAX_LABELS][ANSWER_SIZE];
};
enum { BY_LENGTH_CHACHA, BY_LENGTH_SALSA20, BY_LENGTH_POLY1305,
       N_BY_LENGTH };
static struct by_length by_length[N_BY_LENGTH] = {
  { .family = "chacha", .widths = &_symcrypt_chacha_width_list },
  { .family = "salsa20", .widths = &_symcrypt_salsa20_width_list },
  { .family = "poly1305" },
};

/* The threshold of each variant of poly1305_blocks, in the order of
   the variant table: a weak reference, NULL for a variant without a
   vector path (it exports none) and for the C twin.  */
#define SYMCRYPT_VECTOR_MIN_DECLARE(suffix, ...)			\
  extern const uint32_t _symcrypt_poly1305_vector_min_##suffix		\
  __attribute__((weak, visibility("hidden")));
#define SYMCRYPT_VECTOR_MIN_ENTRY(suffix, ...)	\
  &_symcrypt_poly1305_vector_min_##suffix,
SYMCRYPT_VARIANTS_poly1305_blocks(SYMCRYPT_VECTOR_MIN_DECLARE, poly1305_blocks)
static const uint32_t *const poly1305_vector_min[] = {
  SYMCRYPT_VARIANTS_poly1305_blocks(SYMCRYPT_VECTOR_MIN_ENTRY, poly1305_blocks)
  NULL
};
/* The one in use (0: no vector path), and the label of the short path
   of a variant that has one: its architecture's base folder, whose
   radix-2^64 loop it runs there (POLY1305_BLOCKS_64 of
   x86_64/machine.m4; arm64's own scalar loop).  */
static uint32_t poly1305_min;
static char poly1305_short_label[32];

/* The index of LABEL among B's labels, added if new.  */
static unsigned
label_index(struct by_length *b, const char *label)
{
  unsigned i;
  for (i = 0; i < b->n_labels; i++)
    if (strcmp(b->labels[i], label) == 0)
      return i;
  if (b->n_labels == MAX_LABELS)	/* more folders than paths: never */
    return 0;
  b->labels[b->n_labels] = label;
  return b->n_labels++;
}

static void
write_length_answers(void)
{
  struct _symcrypt_stream_width own[_SYMCRYPT_STREAM_MAX_WIDTHS];
  const struct _symcrypt_stream_width *widths;
  struct by_length *b;
  unsigned f, i, n, mask;

  for (b = by_length; b < by_length + N_BY_LENGTH; b++)
    {
      b->n_labels = 0;
      if (b->widths)
	{
	  widths = _symcrypt_stream_widths_get(b->widths, own);
	  /* The single-block entry, the only one with crypt1, is last.  */
	  for (n = 1; !widths[n - 1].crypt1; n++)
	    ;
	  for (i = 0; i < n; i++)
	    b->label_of_path[i] = label_index(b, label_of(b->family,
			(symcrypt_generic_fn) widths[i].core));
	  for (i = 0; i < n; i++)
	    if (widths[i].crypt1)
	      b->label_of_path[FUSED_PATH] = label_index(b, label_of(b->family,
			(symcrypt_generic_fn) widths[i].crypt1));
	  for (i = 0; i < n; i++)
	    if (widths[i].crypt)
	      b->label_of_path[CRYPT_PATH(i)] = label_index(b,
			label_of(b->family, (symcrypt_generic_fn) widths[i].crypt));
	}
      else
	{
	  /* Poly1305: path 0 the function, path 1 its short path.  */
	  unsigned v = selected[SYMCRYPT_FN_poly1305_blocks];
	  const char *label
	    = functions[SYMCRYPT_FN_poly1305_blocks].variants[v].label;
	  poly1305_min = poly1305_vector_min[v] ? *poly1305_vector_min[v] : 0;
	  b->label_of_path[0] = b->label_of_path[1] = label_index(b, label);
	  if (poly1305_min > 0)
	    {
	      snprintf(poly1305_short_label, sizeof(poly1305_short_label),
		       "%.*s", (int) strcspn(label, "/"), label);
	      b->label_of_path[1] = label_index(b, poly1305_short_label);
	    }
	}
      for (mask = 0; mask < 1u << b->n_labels; mask++)
	{
	  b->answers[mask][0] = '\0';
	  for (i = 0; i < b->n_labels; i++)
	    if (mask & 1u << i)
	      add_label(b->answers[mask], ANSWER_SIZE, b->labels[i]);
	}
      /* symcrypt_implementation names all of them.  */
      for (f = 0; f < N_FAMILY_ENTRIES; f++)
	if (strcmp(families[f], b->family) == 0)
	  memcpy(answers[f], b->answers[(1u << b->n_labels) - 1], ANSWER_SIZE);
    }
}

static void
write_answers(void)
{
  unsigned f, id;
  for (f = 0; f < N_FAMILY_ENTRIES; f++)
    {
      answers[f][0] = '\0';
      for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
	if (strcmp(functions[id].family, families[f]) == 0)
	  add_label(answers[f], ANSWER_SIZE,
		    functions[id].variants[selected[id]].label);
    }
  write_length_answers();
}

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

unsigned
_symcrypt_poly1305_vector_min(void)
{
  return poly1305_min;
}

/* The set of labels that a stream cipher's crypt loop runs for LENGTH
   bytes from a fresh nonce: the cores _symcrypt_stream_choose picks,
   call by call.  */
static unsigned
stream_mask(const struct by_length *b, size_t length)
{
  struct _symcrypt_stream_width own[_SYMCRYPT_STREAM_MAX_WIDTHS];
  const struct _symcrypt_stream_width *w
    = _symcrypt_stream_widths_get(b->widths, own);
  unsigned i = 0, mask = 0;

  while (length > 0)
    {
      size_t blocks = length / 64 + (length % 64 != 0);
      i = _symcrypt_stream_choose(w, i, blocks);
      if (blocks == 1 && w[i].crypt1)
	{
	  mask |= 1u << b->label_of_path[FUSED_PATH];
	  break;
	}
      if (w[i].crypt && length >= 64 * w[i].blocks)
	{
	  /* The fused crypt while all its blocks are wanted (core I
	     stays the choice meanwhile: its minimum is at most that).  */
	  mask |= 1u << b->label_of_path[CRYPT_PATH(i)];
	  length %= 64 * w[i].blocks;
	  continue;
	}
      mask |= 1u << b->label_of_path[i];
      /* The calls of core I that leave at least its minimum wanted
	 would choose it again: take all but the last at once, and
	 choose again for that one (it may be the fused crypt).  */
      if (blocks >= w[i].min + w[i].blocks)
	{
	  length -= 64 * w[i].blocks * ((blocks - w[i].min) / w[i].blocks);
	  continue;
	}
      length = blocks <= w[i].blocks ? 0 : length - 64 * w[i].blocks;
    }
  return mask;
}

/* The set of labels Poly1305 runs for a message of LENGTH bytes
   (set_key, update, digest; poly1305.c): one call of the blocks
   function for the whole blocks, one for a last partial block; a call
   of fewer blocks than the threshold takes the short path.  */
static unsigned
poly1305_mask(const struct by_length *b, size_t length)
{
  size_t blocks = length / 16;
  unsigned mask = 0;
  if (blocks > 0)
    mask |= 1u << b->label_of_path[blocks < poly1305_min];
  if (length % 16 != 0)
    mask |= 1u << b->label_of_path[1 < poly1305_min];
  return mask;
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
  write_answers();
}

const char *
symcrypt_implementation(const char *family)
{
  unsigned f;
  if (!family)
    return NULL;
  for (f = 0; f < N_FAMILY_ENTRIES; f++)
    if (strcmp(families[f], family) == 0)
      {
	/* A call from another library's constructor may come before
	   setup: answer for the variants in use now.  */
	if (!answers[f][0])
	  write_answers();
	return answers[f];
      }
  return NULL;
}

const char *
symcrypt_implementation_for_length(const char *family, size_t length)
{
  const char *answer = symcrypt_implementation(family);
  const struct by_length *b;

  if (!answer)			/* unknown; else everything is written */
    return NULL;
  for (b = by_length; b < by_length + N_BY_LENGTH; b++)
    if (strcmp(b->family, family) == 0)
      return b->answers[b->widths ? stream_mask(b, length)
			: poly1305_mask(b, length)];
  return answer;
}
