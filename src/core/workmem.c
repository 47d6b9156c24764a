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

#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#include <symcrypt/memops.h>

#include "workmem.h"

/* The size of the pages the system backs with one TLB entry when asked
   (x86_64's and arm64's 2 MiB with 4 KiB pages).  */
#define HUGE_PAGE ((size_t) 2 << 20)

/* The largest area put on huge pages.  Past it, the huge pages the
   system had to find for a fresh area cost more than they saved
   (doc/scrypt.md, Mapped areas).  */
#define HUGE_AREA_MAX ((size_t) 128 << 20)

/* Fresh anonymous memory of SIZE bytes starting at a multiple of
   HUGE_PAGE: mapped HUGE_PAGE longer, the part before the boundary
   and after the end unmapped again.  NULL if the system has none.  */
static uint8_t *
map_aligned(size_t size)
{
  size_t page = (size_t) sysconf(_SC_PAGESIZE);
  size_t span = size + HUGE_PAGE, head, used;
  uint8_t *p;

  if (span < size)
    return NULL;
  p = mmap(NULL, span, PROT_READ | PROT_WRITE,
	   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    return NULL;
  head = -(uintptr_t) p & (HUGE_PAGE - 1);
  used = (size + page - 1) & -page;
  if (head > 0)
    munmap(p, head);
  if (span - head > used)
    munmap(p + head + used, span - head - used);
  return p + head;
}

void *
_symcrypt_work_map(size_t size)
{
  void *p;

  if (size == 0)
    return NULL;
  if (size < HUGE_PAGE || size > HUGE_AREA_MAX)
    {
      /* Anonymous pages come zeroed and are returned to the system
	 whole by munmap, unlike a large malloc that may stay in the
	 heap.  MAP_POPULATE faults them in with the call, rather than
	 one fault a page as the hash first writes them.  */
      p = mmap(NULL, size, PROT_READ | PROT_WRITE,
	       MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
      return p == MAP_FAILED ? NULL : p;
    }
  /* The hashes write the whole area and then read it at random: on
     huge pages the kernel zeroes, maps and unmaps 512 times fewer
     pages, and the random reads miss the TLB less (doc/scrypt.md,
     doc/argon2.md).  Either piece of advice may be refused (no
     transparent huge pages, a kernel before 5.14): the area is then
     faulted in page by page as the hash writes it.  */
  p = map_aligned(size);
  if (p == NULL)
    return NULL;
#ifdef MADV_HUGEPAGE
  madvise(p, size, MADV_HUGEPAGE);
#endif
#ifdef MADV_POPULATE_WRITE
  madvise(p, size, MADV_POPULATE_WRITE);
#endif
  return p;
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
