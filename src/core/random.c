/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* random.c -- symcrypt_random: the operating system's random bytes.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <errno.h>
#include <unistd.h>
#if HAVE_SYS_RANDOM_H
# include <sys/random.h>
#endif

#include <symcrypt/random.h>

#include "macros.h"

/* getentropy takes at most this many bytes a call.  */
#define ENTROPY_MAX 256

int
symcrypt_random(size_t length, uint8_t *dst)
{
  if (BAD_PAIR(length, dst))
    return SYMCRYPT_EINVAL;
#if HAVE_GETRANDOM
  while (length > 0)
    {
      /* A call may return fewer bytes than asked (past 32 MiB, or
	 when a signal comes), or fail with EINTR: ask again.  */
      ssize_t got = getrandom(dst, length, 0);
      if (got < 0)
	{
	  if (errno == EINTR)
	    continue;
	  return SYMCRYPT_ERANDOM;
	}
      dst += got;
      length -= got;
    }
  return SYMCRYPT_OK;
#elif HAVE_GETENTROPY
  while (length > 0)
    {
      size_t n = length < ENTROPY_MAX ? length : ENTROPY_MAX;
      if (getentropy(dst, n) != 0)
	return SYMCRYPT_ERANDOM;
      dst += n;
      length -= n;
    }
  return SYMCRYPT_OK;
#else
  return length > 0 ? SYMCRYPT_ERANDOM : SYMCRYPT_OK;
#endif
}
