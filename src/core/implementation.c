/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* implementation.c -- what symcrypt_implementation() and
   symcrypt_implementation_for_length() answer: the labels ("c",
   "x86_64/avx2", ...) of the variants in use (dispatch.c; chosen by
   src/setup.c), comma separated.

   For most families one answer holds for every length: the labels of
   the variants in use of its functions.  Four families run different
   code by length: ChaCha and Salsa20, whose crypt loop chooses its
   cores by the blocks left (_symcrypt_stream_choose); Poly1305,
   whose assembly may switch to a vector path inside one call from a
   number of blocks it exports (VARIANT_CONSTANT in asm.m4); and the
   Tillich-Zemor hash, whose update runs four chains from
   TZ_CHAINS_MIN bytes (tzhash.c).  For those, each path (a core of
   the widths list; the fused single- and N-block crypts; Poly1305's
   function and its short path; tz_mul_bytes, tz_mul_chains and
   tz_matrix_mul, which joins the chains) has a label, a call of a
   given length runs a set of paths, and the answer is the set of
   their labels; the call is followed path by path when asked.

   The answers are strings the caller may keep for the life of the
   process, so each is made once: on the first question after the
   library has loaded (under pthread_once, so that a process that never
   asks pays no memory for them), into a pool of zero-filled memory of
   which only the bytes written are ever touched: the answer for each
   set of labels, a few kilobytes in all.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "stream/chacha-internal.h"
#include "dispatch.h"
#include "stream/salsa20-internal.h"
#include "tz/tzhash-internal.h"

/* The longest answer, as it always was: a label that would make it
   longer is left out (no architecture has that many).  */
#define ANSWER_SIZE 100

/* The paths of a family whose code depends on the length.  A stream
   cipher's are its widths, then the fused single-block crypt of the
   single-block entry (FUSED_PATH), which ends a request, then the
   fused N-block crypt of width i (CRYPT_PATH(i)); Poly1305's are 0,
   the function, and 1, its short path; the Tillich-Zemor hash's are
   0, tz_mul_bytes, 1, tz_mul_chains, and 2, tz_matrix_mul.  The
   labels are those of an architecture's folders and c (x86_64: at
   most five per family).  */
#define FUSED_PATH _SYMCRYPT_STREAM_MAX_WIDTHS
#define CRYPT_PATH(i) (FUSED_PATH + 1 + (i))
#define N_PATHS CRYPT_PATH(_SYMCRYPT_STREAM_MAX_WIDTHS)
#define MAX_LABELS (_SYMCRYPT_STREAM_MAX_WIDTHS + 1)

enum { BY_LENGTH_CHACHA, BY_LENGTH_SALSA20, BY_LENGTH_POLY1305,
       BY_LENGTH_TZ, N_BY_LENGTH };
static const struct
{
  const char *family;
  /* The crypt loop's cores (chacha-widths.c, salsa20-widths.c), or
     NULL for the others.  */
  struct _symcrypt_stream_widths *widths;
} length_families[N_BY_LENGTH] = {
  { "chacha", &_symcrypt_chacha_width_list },
  { "salsa20", &_symcrypt_salsa20_width_list },
  { "poly1305", NULL },
  { "tz", NULL },
};

/* All that is made, together so that it shares its few pages: for
   each of those families its labels, the label of each path, and
   where its answers for every set of labels (bit i: label i) start;
   the answer of each function's family; and the pool of the answers,
   strings and those sets' tables one after another.  The pool has room
   for all of it twice: made once before setup when a call comes from
   another library's constructor (answers a caller may keep), once
   after the library has loaded.  Zero-filled, so that only the bytes
   written cost memory (a few kilobytes).  */
#define POOL_WORDS \
  (2 * (N_BY_LENGTH * (1 << MAX_LABELS) * (1 + ANSWER_SIZE / 4 + 1) \
	+ SYMCRYPT_FN_COUNT * (ANSWER_SIZE / 4 + 1)))
static struct
{
  struct
  {
    unsigned n_labels;
    const char *labels[MAX_LABELS];
    unsigned char label_of_path[N_PATHS];
    uint32_t answers;		/* the word of the pool where they start */
  } by_length[N_BY_LENGTH];
  uint32_t family_answer[SYMCRYPT_FN_COUNT];
  int made;
  size_t pool_used;		/* in words */
  union
  {
    uint32_t words[POOL_WORDS];
    char bytes[4 * POOL_WORDS];
  } pool;
} made;

/* The threshold of each variant of poly1305_blocks, NULL for a
   variant without a vector path.  */
SYMCRYPT_VARIANT_CONSTANTS(poly1305_blocks, _symcrypt_poly1305_vector_min,
			   poly1305_vector_min)
/* The one in use (0: no vector path), and the label of the short path
   of a variant that has one: its architecture's base folder, whose
   radix-2^64 loop it runs there (POLY1305_BLOCKS_64 of
   x86_64/m4/poly1305.m4; arm64's own scalar loop).  */
static uint32_t poly1305_min;
static char poly1305_short_label[32];

static void make_answers(void);

unsigned
_symcrypt_poly1305_vector_min(void)
{
  make_answers();
  return poly1305_min;
}

/* Whether the family's answer names the variant in use of function
   ID (src/functions.def): not a follower's when the library does not
   run it (SYMCRYPT_FOLLOWS), nor the C twin of a function whose C twin
   runs other functions, named already (SYMCRYPT_UNNAMED_C).  */
static int
named_in_family(unsigned id)
{
  unsigned k;
  for (k = 0; k < SYMCRYPT_FOLLOWER_COUNT; k++)
    if (_symcrypt_follower_function(k) == id)
      return _symcrypt_follows_met(k);
#define SYMCRYPT_FUNC(...)
#define SYMCRYPT_UNNAMED_C(name)			\
  if (id == SYMCRYPT_FN_##name)				\
    return _symcrypt_runs_assembly(id);
#include "functions.def"
#undef SYMCRYPT_UNNAMED_C
#undef SYMCRYPT_FUNC
  return 1;
}

/* Appends LABEL to ANSWER unless it is there already.  */
static void
add_label(char *answer, const char *label)
{
  size_t used = strlen(answer), length = strlen(label);
  const char *p;
  for (p = answer; *p; p += strcspn(p, ","), p += (*p == ','))
    if (strncmp(p, label, length) == 0 && (p[length] == ',' || !p[length]))
      return;
  if (used + (used > 0) + length < ANSWER_SIZE)
    {
      if (used > 0)
	answer[used++] = ',';
      memcpy(answer + used, label, length + 1);
    }
}

/* ANSWER copied to the pool, from a word of its own; its offset there
   in bytes.  */
static uint32_t
keep(const char *answer)
{
  size_t offset = 4 * made.pool_used, size = strlen(answer) + 1;
  memcpy(made.pool.bytes + offset, answer, size);
  made.pool_used += (size + 3) / 4;
  return (uint32_t) offset;
}

/* The answer at OFFSET of the pool.  */
static const char *
answer_at(uint32_t offset)
{
  return made.pool.bytes + offset;
}

/* The label of the variant in use whose code is FN, among the
   functions of FAMILY.  */
static const char *
label_of(const char *family, symcrypt_generic_fn fn)
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

/* The index of LABEL among family B's labels, added if new.  */
static unsigned
label_index(unsigned b, const char *label)
{
  unsigned i;
  for (i = 0; i < made.by_length[b].n_labels; i++)
    if (strcmp(made.by_length[b].labels[i], label) == 0)
      return i;
  if (made.by_length[b].n_labels == MAX_LABELS) /* more folders than paths: never */
    return 0;
  made.by_length[b].labels[made.by_length[b].n_labels] = label;
  return made.by_length[b].n_labels++;
}

/* Family B's labels and the label of each of its paths.  */
static void
find_paths(unsigned b)
{
  struct _symcrypt_stream_width own[_SYMCRYPT_STREAM_MAX_WIDTHS];
  const struct _symcrypt_stream_width *widths;
  const char *family = length_families[b].family;
  unsigned char *path = made.by_length[b].label_of_path;
  unsigned i, n;

  made.by_length[b].n_labels = 0;
  if (length_families[b].widths)
    {
      widths = _symcrypt_stream_widths_get(length_families[b].widths, own);
      /* The single-block entry, the only one with crypt1, is last.  */
      for (n = 1; !widths[n - 1].crypt1; n++)
	;
      for (i = 0; i < n; i++)
	path[i] = label_index(b, label_of(family,
					  (symcrypt_generic_fn) widths[i].core));
      for (i = 0; i < n; i++)
	if (widths[i].crypt1)
	  path[FUSED_PATH] = label_index(b, label_of(family,
			(symcrypt_generic_fn) widths[i].crypt1));
      for (i = 0; i < n; i++)
	if (widths[i].crypt)
	  path[CRYPT_PATH(i)] = label_index(b, label_of(family,
			(symcrypt_generic_fn) widths[i].crypt));
    }
  else if (b == BY_LENGTH_TZ)
    {
      path[0] = label_index(b,
			    _symcrypt_label_in_use(SYMCRYPT_FN_tz_mul_bytes));
      path[1] = label_index(b,
			    _symcrypt_label_in_use(SYMCRYPT_FN_tz_mul_chains));
      path[2] = label_index(b,
			    _symcrypt_label_in_use(SYMCRYPT_FN_tz_matrix_mul));
    }
  else
    {
      unsigned v = _symcrypt_selected_variant(SYMCRYPT_FN_poly1305_blocks);
      const char *label = _symcrypt_label_in_use(SYMCRYPT_FN_poly1305_blocks);
      poly1305_min = poly1305_vector_min[v] ? *poly1305_vector_min[v] : 0;
      path[0] = path[1] = label_index(b, label);
      if (poly1305_min > 0)
	{
	  snprintf(poly1305_short_label, sizeof(poly1305_short_label),
		   "%.*s", (int) strcspn(label, "/"), label);
	  path[1] = label_index(b, poly1305_short_label);
	}
    }
}

static void
make_all(void)
{
  char answer[ANSWER_SIZE];
  unsigned b, i, id, j, mask, n;

  for (b = 0; b < N_BY_LENGTH; b++)
    {
      find_paths(b);
      n = 1u << made.by_length[b].n_labels;
      made.by_length[b].answers = (uint32_t) made.pool_used;
      made.pool_used += n;
      for (mask = 0; mask < n; mask++)
	{
	  answer[0] = '\0';
	  for (i = 0; i < made.by_length[b].n_labels; i++)
	    if (mask & 1u << i)
	      add_label(answer, made.by_length[b].labels[i]);
	  made.pool.words[made.by_length[b].answers + mask] = keep(answer);
	}
    }
  /* Each family's answer: for those above, the answer naming all their
     labels; for the others, the labels in use of its functions.  Kept
     once, by its first function.  */
  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    {
      const char *family = _symcrypt_function_info(id)->family;
      for (j = 0; j < id; j++)
	if (strcmp(_symcrypt_function_info(j)->family, family) == 0)
	  break;
      if (j < id)
	{
	  made.family_answer[id] = made.family_answer[j];
	  continue;
	}
      for (b = 0; b < N_BY_LENGTH; b++)
	if (strcmp(length_families[b].family, family) == 0)
	  break;
      if (b < N_BY_LENGTH)
	{
	  made.family_answer[id] = made.pool.words[made.by_length[b].answers
		+ (1u << made.by_length[b].n_labels) - 1];
	  continue;
	}
      answer[0] = '\0';
      for (j = id; j < SYMCRYPT_FN_COUNT; j++)
	if (strcmp(_symcrypt_function_info(j)->family, family) == 0
	    && named_in_family(j))
	  add_label(answer, _symcrypt_label_in_use(j));
      made.family_answer[id] = keep(answer);
    }
  made.made = 1;
}

static pthread_once_t answers_once = PTHREAD_ONCE_INIT;

/* Makes the answers if they are not made yet for the variants in use:
   once after setup; before it (a call from another library's
   constructor, while no other thread can call), once for the C
   twins.  */
static void
make_answers(void)
{
  if (!_symcrypt_before_setup)
    pthread_once(&answers_once, make_all);
  else if (!made.made)
    make_all();
}

/* The set of labels that a stream cipher's crypt loop runs for LENGTH
   bytes from a fresh nonce: the cores _symcrypt_stream_choose picks,
   call by call.  */
static unsigned
stream_mask(unsigned b, size_t length)
{
  struct _symcrypt_stream_width own[_SYMCRYPT_STREAM_MAX_WIDTHS];
  const struct _symcrypt_stream_width *w
    = _symcrypt_stream_widths_get(length_families[b].widths, own);
  const unsigned char *path = made.by_length[b].label_of_path;
  unsigned i = 0, mask = 0;

  while (length > 0)
    {
      size_t blocks = length / 64 + (length % 64 != 0);
      i = _symcrypt_stream_choose(w, i, blocks);
      if (blocks == 1 && w[i].crypt1)
	{
	  mask |= 1u << path[FUSED_PATH];
	  break;
	}
      if (w[i].crypt && length >= 64 * w[i].blocks)
	{
	  /* The fused crypt while all its blocks are wanted (core I
	     stays the choice meanwhile: its minimum is at most that).  */
	  mask |= 1u << path[CRYPT_PATH(i)];
	  length %= 64 * w[i].blocks;
	  continue;
	}
      mask |= 1u << path[i];
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
poly1305_mask(unsigned b, size_t length)
{
  const unsigned char *path = made.by_length[b].label_of_path;
  size_t blocks = length / 16;
  unsigned mask = 0;
  if (blocks > 0)
    mask |= 1u << path[blocks < poly1305_min];
  if (length % 16 != 0)
    mask |= 1u << path[1 < poly1305_min];
  return mask;
}

/* The set of labels symcrypt_tz_update runs for LENGTH bytes: the
   chains over the slices it cuts (tzhash.c) and the products that
   join them, tz_mul_bytes over the rest.  */
static unsigned
tz_mask(unsigned b, size_t length)
{
  const unsigned char *path = made.by_length[b].label_of_path;
  size_t slice = _symcrypt_tz_slice(length);
  unsigned mask = 0;
  if (slice > 0)
    mask |= 1u << path[1] | 1u << path[2];
  if (length > TZ_CHAINS * slice)
    mask |= 1u << path[0];
  return mask;
}

/* The set of labels family B runs for LENGTH bytes.  */
static unsigned
length_mask(unsigned b, size_t length)
{
  switch (b)
    {
    case BY_LENGTH_POLY1305:
      return poly1305_mask(b, length);
    case BY_LENGTH_TZ:
      return tz_mask(b, length);
    default:
      return stream_mask(b, length);
    }
}

const char *
symcrypt_implementation(const char *family)
{
  unsigned id;
  if (!family)
    return NULL;
  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    if (strcmp(_symcrypt_function_info(id)->family, family) == 0)
      {
	make_answers();
	return answer_at(made.family_answer[id]);
      }
  return NULL;
}

const char *
symcrypt_implementation_for_length(const char *family, size_t length)
{
  const char *answer = symcrypt_implementation(family);
  unsigned b;

  if (!answer)			/* unknown; else everything is made */
    return NULL;
  for (b = 0; b < N_BY_LENGTH; b++)
    if (strcmp(length_families[b].family, family) == 0)
      return answer_at(made.pool.words[made.by_length[b].answers
				       + length_mask(b, length)]);
  return answer;
}
