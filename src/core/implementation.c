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
   the variants in use of its functions.  A family that runs different
   code by length (a SYMCRYPT_BY_LENGTH line of functions.def: ChaCha
   and Salsa20, whose crypt loop chooses its cores by the blocks left;
   Poly1305, whose assembly may switch to a vector path; the
   Tillich-Zemor hash, whose update runs chains from a length on)
   describes that code as paths, each with a label, and which paths a
   call of a given length runs (struct _symcrypt_by_length,
   dispatch.h); its answer for a length is the set of their labels, and
   its answer for all lengths the set of all its labels.

   A family that the manual names but that has no replaceable function
   (C on every target, such as SipHash) answers "c".

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
#include <string.h>

#include "dispatch.h"

/* The longest answer, as it always was: a label that would make it
   longer is left out (no architecture has that many).  */
#define ANSWER_SIZE 100

/* The labels of a family's paths: those of an architecture's folders
   and c (x86_64: at most five per family).  */
#define MAX_LABELS 8
#define N_BY_LENGTH SYMCRYPT_BY_LENGTH_COUNT

/* All that is made, together so that it shares its few pages: for
   each family of a SYMCRYPT_BY_LENGTH line its labels, the label of each path, and
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
    unsigned char label_of_path[_SYMCRYPT_BY_LENGTH_PATHS];
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

/* The index of LABEL among family B's labels, added if new.  */
static unsigned
label_index(unsigned b, const char *label)
{
  unsigned i;
  for (i = 0; i < made.by_length[b].n_labels; i++)
    if (strcmp(made.by_length[b].labels[i], label) == 0)
      return i;
  if (made.by_length[b].n_labels == MAX_LABELS) /* more than a family has: never */
    return 0;
  made.by_length[b].labels[made.by_length[b].n_labels] = label;
  return made.by_length[b].n_labels++;
}

/* Family B's labels and the label of each of its paths.  */
static void
find_paths(unsigned b)
{
  const char *labels[_SYMCRYPT_BY_LENGTH_PATHS] = { NULL };
  unsigned i;

  made.by_length[b].n_labels = 0;
  _symcrypt_by_length_families[b]->paths(_symcrypt_by_length_families[b],
					  labels);
  for (i = 0; i < _SYMCRYPT_BY_LENGTH_PATHS; i++)
    if (labels[i])
      made.by_length[b].label_of_path[i] = label_index(b, labels[i]);
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
	if (strcmp(_symcrypt_by_length_families[b]->family, family) == 0)
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

/* The set of labels family B runs for LENGTH bytes: those of the
   paths it runs.  */
static unsigned
length_mask(unsigned b, size_t length)
{
  uint32_t paths
    = _symcrypt_by_length_families[b]->runs(_symcrypt_by_length_families[b],
					     length);
  unsigned i, mask = 0;
  for (i = 0; i < _SYMCRYPT_BY_LENGTH_PATHS; i++)
    if (paths & (uint32_t) 1 << i)
      mask |= 1u << made.by_length[b].label_of_path[i];
  return mask;
}

/* The families with no replaceable function: SipHash's four 64-bit
   words are the compiler's (src/mac/siphash.c).  */
static const char *const c_only_families[] = { "siphash" };

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
  for (id = 0; id < sizeof(c_only_families) / sizeof(*c_only_families); id++)
    if (strcmp(c_only_families[id], family) == 0)
      return "c";
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
    if (strcmp(_symcrypt_by_length_families[b]->family, family) == 0)
      return answer_at(made.pool.words[made.by_length[b].answers
				       + length_mask(b, length)]);
  return answer;
}
