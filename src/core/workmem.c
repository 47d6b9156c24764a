/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* workmem.c -- the work area that the password hashes map for
   themselves when their caller passes none (symcrypt/argon2.h,
   symcrypt/scrypt.h): the one place the library asks the system for
   memory.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <sys/mman.h>

#include <symcrypt/memops.h>

#include "workmem.h"

void *
_symcrypt_work_map(size_t size)
{
  void *p;

  if (size == 0)
    return NULL;
  /* Anonymous pages come zeroed and are returned to the system whole
     by munmap, unlike a large malloc that may stay in the heap.
     MAP_POPULATE faults them in with the call, rather than one fault
     a page as the hash first writes them (16384 for 64 MiB).  */
  p = mmap(NULL, size, PROT_READ | PROT_WRITE,
	   MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
  return p == MAP_FAILED ? NULL : p;
}

void
_symcrypt_work_unmap(void *p, size_t size)
{
  if (p == NULL)
    return;
  /* The area holds blocks derived from the password: zero it before
     the pages go back, as the memory may be handed out again.  */
  symcrypt_wipe(p, size);
  munmap(p, size);
}
