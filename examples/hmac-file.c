/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* hmac-file.c -- print the HMAC-SHA256 of each file (or stdin), keyed
   with a text key, in the manner of sha256sum.

   usage: hmac-file KEY [FILE...]  */
#include <stdio.h>
#include <string.h>

#include <symcrypt/symcrypt.h>

static int
mac_stream(struct symcrypt_hmac_sha256_ctx *ctx, FILE *f, const char *name)
{
  uint8_t buf[65536], digest[SYMCRYPT_SHA256_DIGEST_SIZE];
  size_t n, i;

  while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
    symcrypt_hmac_sha256_update(ctx, n, buf);
  if (ferror(f))
    {
      perror(name);
      return 1;
    }
  /* digest leaves CTX keyed and ready for the next file.  */
  symcrypt_hmac_sha256_digest(ctx, sizeof(digest), digest);
  for (i = 0; i < sizeof(digest); i++)
    printf("%02x", digest[i]);
  printf("  %s\n", name);
  return 0;
}

int
main(int argc, char **argv)
{
  struct symcrypt_hmac_sha256_ctx ctx;
  int i, status = 0;

  if (argc < 2)
    {
      fprintf(stderr, "usage: %s KEY [FILE...]\n", argv[0]);
      return 2;
    }
  /* The key is absorbed once, however many files follow.  */
  symcrypt_hmac_sha256_set_key(&ctx, strlen(argv[1]), (const uint8_t *) argv[1]);
  if (argc == 2)
    return mac_stream(&ctx, stdin, "-");
  for (i = 2; i < argc; i++)
    {
      FILE *f = fopen(argv[i], "rb");
      if (!f)
	{
	  perror(argv[i]);
	  status = 1;
	  continue;
	}
      status |= mac_stream(&ctx, f, argv[i]);
      fclose(f);
    }
  return status;
}
