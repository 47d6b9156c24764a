/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* abi-test.c -- every variant of every replaceable function, called
   through a trampoline (abi-<arch>.S) that loads known values into the
   callee-saved registers and records them after the call, so code that
   clobbers one fails here rather than corrupting a caller.

   The arguments come from each function's parameter list
   (test_make_args), so new functions are covered without changes
   here.  */
#include "testutils.h"
#include "variants.h"

#if HAVE_ABI_TRAMPOLINE

#if defined(__x86_64__)
# define SAVED_REGS 6
#elif defined(__aarch64__)
# define SAVED_REGS (10 + 8)	/* x19-x28, then d8-d15 */
#elif defined(__i386__)
# define SAVED_REGS 4
#elif defined(__arm__)
# ifdef __ARM_PCS_VFP
#  define SAVED_REGS (8 + 16)	/* r4-r11, then d8-d15 as word pairs */
# else
#  define SAVED_REGS 8
# endif
#endif

uintptr_t abi_trampoline(symcrypt_generic_fn fn, const uintptr_t args[6],
			 uintptr_t saved[SAVED_REGS]);

/* The values abi-<arch>.S loads.  */
static uintptr_t
expected(unsigned i)
{
#if defined(__x86_64__) || defined(__aarch64__)
  return 0x5ab1c0de0000b000ULL + i;
#elif defined(__i386__)
  return 0x5ab1b000 + i;
#else
  /* r4-r11 hold base+0..7; d8-d11 hold (r4,r5) (r6,r7) (r8,r9)
     (r10,r11); d12-d15 the same pairs swapped.  */
  static const unsigned char d[16] = {
    0, 1, 2, 3, 4, 5, 6, 7, 1, 0, 3, 2, 5, 4, 7, 6
  };
  return 0x5ab1b000 + (i < 8 ? i : d[i - 8]);
#endif
}

#define BUFFER_SIZE 65536

void
test_main(void)
{
  uint8_t *buffers[TEST_MAX_ARGS];
  unsigned id, i, calls = 0;

  for (i = 0; i < TEST_MAX_ARGS; i++)
    buffers[i] = test_buf_alloc(BUFFER_SIZE, 0);

  for (id = 0; id < SYMCRYPT_FN_COUNT; id++)
    {
      const struct symcrypt_function_info *f = _symcrypt_function_info(id);
      const struct symcrypt_variant *v;
      for (FOR_EACH_VARIANT(v, id))
	{
	  static const uintptr_t sizes[] = { 7, 300, 1 };  /* 300 blocks of 128 bytes fit */
	  unsigned s;
	  for (s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++)
	    {
	      uintptr_t args[TEST_MAX_ARGS] = { 0 };
	      uintptr_t saved[SAVED_REGS];
	      unsigned r;
	      test_make_args(id, args, NULL, buffers, BUFFER_SIZE, sizes[s]);
	      abi_trampoline(v->fn, args, saved);
	      calls++;
	      for (r = 0; r < SAVED_REGS; r++)
		if (saved[r] != expected(r))
		  FAIL("%s (%s) changed callee-saved register %u: "
		       "%#lx instead of %#lx", f->name, v->label, r,
		       (unsigned long) saved[r], (unsigned long) expected(r));
	    }
	  if (test_verbose)
	    fprintf(stderr, "%s (%s): callee-saved registers kept\n",
		    f->name, v->label);
	}
    }
  for (i = 0; i < TEST_MAX_ARGS; i++)
    test_buf_free(buffers[i]);
  ASSERT(calls > 0);
}

#else /* !HAVE_ABI_TRAMPOLINE */

void
test_main(void)
{
  SKIP();
}

#endif
