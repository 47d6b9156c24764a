/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* null-args.c -- valid arguments for any function of the table
   tests/pointer-pairs.awk writes, and its calls with NULL pointers.  */
#include "null-args.h"

/* Each argument has a buffer of its own: a context, bytes read (zero),
   bytes written (FILL), message pointers (into INPUT) or lengths.  */
#define PP_BUF (1 << 17)
#define FILL 0xa5
#define MESSAGE_LENGTH 16

static union
{
  uint64_t align;
  uint8_t bytes[PP_BUF];
} slot[PP_MAX_ARGS];
static uint8_t input[PP_BUF];
/* The fill each buffer holds ('o' FILL, 'm' pointers, 'l' lengths,
   'z' zeros), or 0 where it may have been written since it was filled
   (a call's output or context, a setup, an export).  reset fills only
   the buffers that do not hold the fill asked for: pp_valid_args makes
   thousands of calls, and filling every buffer anew before each took
   nearly all of this test's time.  */
static char held[PP_MAX_ARGS];
/* The bytes a setup reads: not all equal, since an XTS key whose two
   halves are equal is refused.  */
static uint8_t setup_input[PP_BUF];
static uint8_t ctx_before[PP_BUF];

/* The lengths tried for each size_t argument, in order, and for the
   length of the pair under test: the longest first, so that where a
   pointer takes less than its length (an open's plaintext, without
   the tag) it still takes some.  12 comes last, for CCM's nonce (7 to
   13 bytes).  */
static const size_t candidates[] = { 16, 32, 1, 0, 64, PP_MAX_LENGTH, 12 };
static const size_t tested[] = { 64, 32, 16, 1, PP_MAX_LENGTH, 0, 12 };
#define NCANDIDATES (sizeof(candidates) / sizeof(candidates[0]))

static const struct pp_function *
find_function(const char *name)
{
  size_t i;
  for (i = 0; i < pp_count; i++)
    if (strcmp(pp_functions[i].name, name) == 0)
      return &pp_functions[i];
  return NULL;
}

/* Fills the buffers of F's arguments and points P at them.  */
static void
reset(const struct pp_function *f, void **p)
{
  unsigned j;
  size_t i;
  for (j = 0; f->kinds[j]; j++)
    {
      uint8_t *b = slot[j].bytes;
      char kind = f->kinds[j];
      char fill = kind == 'o' || kind == 'm' || kind == 'l' ? kind : 'z';
      p[j] = b;
      if (held[j] != fill)
	switch (fill)
	  {
	  case 'o':
	    memset(b, FILL, PP_BUF);
	    break;
	  case 'm':
	    for (i = 0; i < PP_BUF / sizeof(const uint8_t *); i++)
	      ((const uint8_t **) (void *) b)[i] = input;
	    break;
	  case 'l':
	    for (i = 0; i < PP_BUF / sizeof(size_t); i++)
	      ((size_t *) (void *) b)[i] = MESSAGE_LENGTH;
	    break;
	  default:
	    memset(b, 0, PP_BUF);
	  }
      /* What the call or the setups may write is filled again.  */
      held[j] = kind == 'o' || kind == 'c' || kind == 'C' ? 0 : fill;
    }
}

/* Runs setup S (if any) on the context in P[0]: size_t arguments 32,
   other numbers 0, bytes read from SETUP_INPUT.  */
static void
run_setup(int s, void *ctx)
{
  void *p[PP_MAX_ARGS];
  size_t n[PP_MAX_ARGS];
  unsigned j;
  if (s < 0)
    return;
  if (setup_input[1] == 0)
    for (j = 0; j < PP_BUF; j++)
      setup_input[j] = (uint8_t) (j + 1);
  p[0] = ctx;
  for (j = 1; j < PP_MAX_ARGS; j++)
    {
      p[j] = setup_input;
      n[j] = 32;
    }
  n[0] = 0;
  pp_setups[s].call(p, n);
}

/* Readies the arguments of F for a call with A: the context by A's
   setups, Argon2's parameters (which no function sets up) as the
   smallest valid costs and its work area as NULL, the string of Argon2's verification with no
   limit on its memory, and for an import function the state its
   export writes, whose size goes to A's length (the export refuses
   any shorter room).  */
static void
prepare(const struct pp_function *f, struct pp_args *a, void **p)
{
  reset(f, p);
  if (f->ctx_type)
    {
      run_setup(a->setup[0], p[0]);
      run_setup(a->setup[1], p[0]);
    }
  if (f->ctx_type && strcmp(f->ctx_type, "struct symcrypt_argon2_params") == 0)
    {
      struct symcrypt_argon2_params *params = p[0];
      params->t_cost = 1;
      params->m_cost = 8;
      params->parallelism = 1;
      /* The raw hashes' work area: the library's own.  */
      if (strcmp(f->kinds, "Csisiosso") == 0)
	p[5] = NULL;
    }
  if (strcmp(f->name, "symcrypt_argon2_str_verify") == 0)
    {
      strcpy(p[0], "$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$"
	     "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
      held[0] = 0;
      a->n[3] = (size_t) -1;
    }
  if (f->ctx_type && strlen(f->name) > 7
      && strcmp(f->name + strlen(f->name) - 7, "_import") == 0)
    {
      char name[100];
      const struct pp_function *e;
      void *q[PP_MAX_ARGS];
      size_t n[PP_MAX_ARGS];
      snprintf(name, sizeof(name), "%.*s_export",
	       (int) strlen(f->name) - 7, f->name);
      e = find_function(name);
      ASSERT(e != NULL && strcmp(e->kinds, "Cso") == 0
	     && strcmp(f->kinds, "csi") == 0);
      q[0] = p[0];
      q[2] = p[2];
      for (n[1] = 1; e->call(q, n) != SYMCRYPT_OK; n[1]++)
	ASSERT(n[1] < PP_MAX_LENGTH);
      held[2] = 0;
      a->n[1] = n[1];
    }
}

/* The bytes the pointer of pair I of F takes with the lengths N (the
   manual, "Pointers": an open of a message that is only its tag writes
   nothing, and its DST may then be NULL).  */
static size_t
pointer_bytes(const struct pp_function *f, unsigned i, const size_t *n)
{
  size_t length = n[f->pairs[i].length];
  size_t untaken = f->pairs[i].untaken;
  return length > untaken ? length - untaken : 0;
}

int
pp_valid_args(const struct pp_function *f, unsigned pair,
	      struct pp_args *a)
{
  unsigned sizes[PP_MAX_ARGS], nsizes = 0, j;
  int ways[1 + 64 + 64 * 64][2], nways = 0;
  int s, t;
  unsigned long choice, count = 1;

  /* Other numbers are 1, the first of them 2: the smallest costs
     scrypt takes (N 2, R and P 1), an iteration count, a sector.  */
  for (j = 0; f->kinds[j]; j++)
    {
      a->n[j] = f->kinds[j] == 'u' && !memchr(f->kinds, 'u', j) ? 2 : 1;
      if (f->kinds[j] == 's')
	{
	  sizes[nsizes++] = j;
	  count *= NCANDIDATES;
	}
    }
  /* The ways to ready the context: none, one setup, two in order.  */
  ways[nways][0] = ways[nways][1] = -1;
  nways++;
  if (f->ctx_type)
    for (s = 0; s < (int) pp_setup_count; s++)
      {
	if (strcmp(pp_setups[s].ctx_type, f->ctx_type) != 0)
	  continue;
	ways[nways][0] = s;
	ways[nways][1] = -1;
	nways++;
	for (t = 0; t < (int) pp_setup_count; t++)
	  if (t != s && strcmp(pp_setups[t].ctx_type, f->ctx_type) == 0)
	    {
	      ASSERT(nways < (int) (sizeof(ways) / sizeof(ways[0])));
	      ways[nways][0] = s;
	      ways[nways][1] = t;
	      nways++;
	    }
      }
  for (s = 0; s < nways; s++)
    for (choice = 0; choice < count; choice++)
      {
	void *p[PP_MAX_ARGS];
	unsigned long c = choice;
	for (j = 0; j < nsizes; j++, c /= NCANDIDATES)
	  a->n[sizes[j]] = (sizes[j] == f->pairs[pair].length
			    ? tested : candidates)[c % NCANDIDATES];
	if (pointer_bytes(f, pair, a->n) == 0)
	  continue;
	a->setup[0] = ways[s][0];
	a->setup[1] = ways[s][1];
	prepare(f, a, p);
	if (f->call(p, a->n) != SYMCRYPT_EINVAL)
	  return 1;
      }
  return 0;
}

void
pp_call_null(const struct pp_function *f, const struct pp_args *a,
	     unsigned nulls, const size_t *lengths)
{
  struct pp_args b = *a;
  void *p[PP_MAX_ARGS];
  unsigned i, j;
  size_t k;
  int rc, bad = 0;

  prepare(f, &b, p);
  for (i = 0; i < f->npairs; i++)
    if (lengths && lengths[i] != 0)
      {
	ASSERT(lengths[i] <= PP_MAX_LENGTH);
	b.n[f->pairs[i].length] = lengths[i];
      }
  if (f->ctx_type)
    memcpy(ctx_before, p[0], f->ctx_size);
  for (i = 0; i < f->npairs; i++)
    if (nulls & (1u << i))
      {
	bad |= pointer_bytes(f, i, b.n) != 0;
	p[f->pairs[i].pointer] = NULL;
      }
  if (!bad)
    return;
  rc = f->call(p, b.n);
  if (rc != SYMCRYPT_EINVAL)
    FAIL("%s with NULL pointers (mask %u) returned %d", f->name, nulls, rc);
  for (j = 0; f->kinds[j]; j++)
    if (f->kinds[j] == 'o')
      for (k = 0; k < PP_BUF; k++)
	if (slot[j].bytes[k] != FILL)
	  FAIL("%s with NULL pointers (mask %u) wrote byte %zu of argument %u",
	       f->name, nulls, k, j);
  if (f->ctx_type && memcmp(ctx_before, slot[0].bytes, f->ctx_size) != 0)
    FAIL("%s with NULL pointers (mask %u) changed the context",
	 f->name, nulls);
}
