/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* null-test.c -- every public function that returns an error code
   refuses a NULL pointer with a non-zero length: for each (length,
   pointer) pair of the table tests/pointer-pairs.awk reads from the
   public headers, a call whose other arguments are valid (the same
   call with the pointer given is not refused) returns SYMCRYPT_EINVAL
   with that pointer NULL, writes no output and leaves the context as
   it was.  With SYMCRYPT_TEST_LIST_PAIRS set, it prints the table
   too: function, what it returns (an error code, or void, int or
   another type with a precondition instead), length, pointer.  */
#include "null-args.h"

void
test_main(void)
{
  size_t i;
  unsigned k;
  const char *list = getenv("SYMCRYPT_TEST_LIST_PAIRS");

  for (i = 0; i < pp_count; i++)
    {
      const struct pp_function *f = &pp_functions[i];
      for (k = 0; k < f->npairs; k++)
	{
	  struct pp_args a;
	  if (list)
	    printf("%-34s %-5s %-14s %s\n", f->name, f->codes ? "code" : f->returns,
		   f->pairs[k].length_name, f->pairs[k].pointer_name);
	  if (!f->codes)
	    continue;
	  if (!pp_valid_args(f, k, &a))
	    FAIL("%s: no valid call with %s != 0 found", f->name,
		 f->pairs[k].length_name);
	  pp_call_null(f, &a, 1u << k, NULL);
	}
    }
}
