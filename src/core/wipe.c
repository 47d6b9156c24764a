/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* wipe.c -- zeroing of secrets that the compiler may not remove, for
   the library and its users.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/memops.h>

#include "macros.h"

void
_symcrypt_wipe(void *p, size_t length)
{
#if defined(__GNUC__)
  /* memset runs at full width; the empty asm statement takes P and
     clobbers memory, so as far as the compiler knows the zeros are
     read afterwards and the stores must stay (even if this function
     is inlined by link-time optimization).  */
  memset(p, 0, length);
  __asm__ __volatile__ ("" : : "r" (p) : "memory");
#else
  /* Stores through a volatile pointer are observable behaviour, one
     byte at a time.  */
  volatile uint8_t *v = p;
  while (length--)
    *v++ = 0;
#endif
}

/* The area is an array of LENGTH bytes in this function's own frame,
   which begins where the frame of the function its caller called last
   began: zeroing it zeroes the dead frames of that function and of
   the functions it called, LENGTH bytes deep.  noinline keeps the
   frame a frame of its own even under link-time optimization;
   no_sanitize_address keeps AddressSanitizer's redzones and alloca
   bookkeeping out of it, and no_stack_protector the canary (with
   -fstack-protector-strong the array makes GCC put one between the
   frame record and the array, with a slot beside it that nothing
   writes): either would leave the top of the dead frames as they
   were.  */
#if defined(__has_attribute)
# if __has_attribute(no_stack_protector)
#  define WIPE_NO_STACK_PROTECTOR no_stack_protector,
# endif
#endif
#ifndef WIPE_NO_STACK_PROTECTOR
# define WIPE_NO_STACK_PROTECTOR
#endif
void __attribute__((WIPE_NO_STACK_PROTECTOR noinline, no_sanitize_address))
_symcrypt_wipe_stack(size_t length)
{
  uint8_t area[length];
  _symcrypt_wipe(area, length);
}

void
symcrypt_wipe(void *p, size_t length)
{
  _symcrypt_wipe(p, length);
}
