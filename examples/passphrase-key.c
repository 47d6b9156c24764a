/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* passphrase-key.c -- derive a 32-byte key from a passphrase with
   PBKDF2-HMAC-SHA256 and print it in hex.

   usage: passphrase-key PASSPHRASE SALT [ITERATIONS]

   The salt should be random and stored beside whatever the key
   protects; choose as many iterations as the application can afford
   (the default is 600000).  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <symcrypt/symcrypt.h>

int
main(int argc, char **argv)
{
  uint8_t key[32];
  unsigned long iterations = 600000;
  size_t i;
  int rc;

  if (argc < 3 || argc > 4)
    {
      fprintf(stderr, "usage: %s PASSPHRASE SALT [ITERATIONS]\n", argv[0]);
      return 2;
    }
  if (argc == 4)
    iterations = strtoul(argv[3], NULL, 10);
  rc = symcrypt_pbkdf2_hmac_sha256(strlen(argv[1]), (const uint8_t *) argv[1],
				   (unsigned) iterations,
				   strlen(argv[2]), (const uint8_t *) argv[2],
				   sizeof(key), key);
  if (rc != SYMCRYPT_OK)
    {
      fprintf(stderr, "pbkdf2: %s\n", symcrypt_strerror(rc));
      return 1;
    }
  for (i = 0; i < sizeof(key); i++)
    printf("%02x", key[i]);
  printf("\n");
  memset(key, 0, sizeof(key));
  return 0;
}
