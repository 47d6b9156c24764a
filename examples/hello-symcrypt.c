/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* hello-symcrypt.c -- a small program that uses the library: RC4 over
   a message given on the command line, printed in hex.  */
#include <stdio.h>
#include <string.h>

#include <symcrypt/symcrypt.h>

int
main(int argc, char **argv)
{
  const char *key = argc > 1 ? argv[1] : "Key";
  const char *msg = argc > 2 ? argv[2] : "Plaintext";
  struct symcrypt_arcfour_ctx ctx;
  uint8_t out[256];
  size_t length = strlen(msg), i;
  int rc;

  if (length > sizeof(out))
    length = sizeof(out);
  rc = symcrypt_arcfour_set_key(&ctx, strlen(key), (const uint8_t *) key);
  if (rc != SYMCRYPT_OK)
    {
      fprintf(stderr, "rc4 key: %s\n", symcrypt_strerror(rc));
      return 1;
    }
  symcrypt_arcfour_crypt(&ctx, length, out, (const uint8_t *) msg);
  printf("libsymcrypt %s, rc4 (%s): ", symcrypt_version(),
	 symcrypt_implementation("arcfour"));
  for (i = 0; i < length; i++)
    printf("%02x", out[i]);
  printf("\n");
  return 0;
}
