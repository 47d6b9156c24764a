/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* misc.c -- error strings and the version.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <symcrypt/common.h>

const char *
symcrypt_strerror(int code)
{
  switch (code)
    {
    case SYMCRYPT_OK:
      return "success";
    case SYMCRYPT_EINVAL:
      return "invalid argument: a length or value out of range";
    case SYMCRYPT_EAUTH:
      return "authentication failed";
    case SYMCRYPT_ERANGE:
      return "counter would wrap";
    case SYMCRYPT_ERANDOM:
      return "the system's random source failed";
    case SYMCRYPT_ENOMEM:
      return "out of memory for the work area";
    default:
      return "unknown error code";
    }
}

const char *
symcrypt_version(void)
{
  return PACKAGE_VERSION;
}
