/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* null-args.h -- calls of every public function that has a (length,
   pointer) pair with a NULL pointer and a non-zero length, from the
   table tests/pointer-pairs.awk writes from the public headers.  Used
   by tests/null-test and the fuzz target fuzz-misuse.  */
#ifndef SYMCRYPT_NULL_ARGS_H
#define SYMCRYPT_NULL_ARGS_H

#include "testutils.h"

#define PP_MAX_ARGS 12
#define PP_MAX_PAIRS 6

/* One pair: the indices of the length and the pointer argument.  */
/* A (length, pointer) pair: the argument indices, their names, and
   UNTAKEN, the bytes of the length the pointer does not take (the tag
   an open reads from its source and never writes to its DST).  */
struct pp_pair
{
  unsigned length, pointer;
  const char *length_name, *pointer_name;
  size_t untaken;
};

/* A public function: CODES is 1 when it returns error codes (and must
   refuse a NULL pointer with a non-zero length), 0 when it states the
   precondition instead.  KINDS has one letter per argument (s size_t,
   i bytes read, o bytes written, m message pointers, l lengths,
   c context, C context only read, u another number).  */
struct pp_function
{
  const char *name, *returns;
  int codes;
  int (*call)(void *const *p, const size_t *n);
  const char *kinds;
  const char *ctx_type;
  size_t ctx_size;
  unsigned npairs;
  struct pp_pair pairs[PP_MAX_PAIRS];
};

/* A function that readies a context of type CTX_TYPE (init, set_key,
   set_nonce, ...).  */
struct pp_setup
{
  const char *name, *ctx_type;
  void (*call)(void *const *p, const size_t *n);
};

extern const struct pp_function pp_functions[];
extern const size_t pp_count;
extern const struct pp_setup pp_setups[];
extern const size_t pp_setup_count;

/* Arguments that make a valid call: the numbers, and which setups (an
   index of pp_setups, or -1) ready the context.  */
struct pp_args
{
  size_t n[PP_MAX_ARGS];
  int setup[2];
};

/* The longest length pp_call_null gives a pair.  */
#define PP_MAX_LENGTH 1024

/* Finds arguments for F with which the call is not refused
   (SYMCRYPT_EINVAL) and the length of pair PAIR is not 0: the
   lengths are tried from a short list, the context from every way of
   readying it with one or two setup functions.  Returns 0 if there
   are none.  */
int pp_valid_args(const struct pp_function *f, unsigned pair,
		  struct pp_args *a);

/* Calls F with the arguments A, the pointer of each pair in the mask
   NULLS set to NULL, and the length of pair I, if LENGTHS[I] is not 0,
   set to LENGTHS[I] (at most PP_MAX_LENGTH).  If one of the NULL
   pointers takes bytes (its length, less the tag for an open's DST),
   the call must return SYMCRYPT_EINVAL and write nothing: every output
   buffer keeps its fill and the context its bytes; FAIL otherwise.
   If none does, the call is valid and is not made.  */
void pp_call_null(const struct pp_function *f, const struct pp_args *a,
		  unsigned nulls, const size_t *lengths);

#endif /* SYMCRYPT_NULL_ARGS_H */
