/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* pbkdf2-split.c -- PBKDF2-HMAC-SHA256 split across processes with a
   portable HMAC state: one process keys HMAC with the password and
   exports the keyed state; workers, which never see the password,
   import it and each compute one 32-byte block T_i of the output.
   The output is the blocks T_1, T_2, ... in order.

   usage: pbkdf2-split key PASSWORD
	    prints the keyed HMAC-SHA256 state in hex
	  pbkdf2-split block STATE SALT ITERATIONS INDEX
	    prints block INDEX (1, 2, ...) of the output in hex

   The state is as secret as the password's hash: anyone who holds it
   can run the derivation (and a dictionary attack costs as much with
   it as with the password's hash), so send it as you would a key.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <symcrypt/symcrypt.h>

static void
print_hex(size_t length, const uint8_t *data)
{
  size_t i;
  for (i = 0; i < length; i++)
    printf("%02x", data[i]);
  printf("\n");
}

/* Decodes exactly LENGTH bytes of hex; 0 on a malformed string.  */
static int
parse_hex(const char *hex, size_t length, uint8_t *dst)
{
  size_t i;
  if (strlen(hex) != 2 * length)
    return 0;
  for (i = 0; i < length; i++)
    {
      unsigned byte;
      if (sscanf(hex + 2 * i, "%2x", &byte) != 1)
	return 0;
      dst[i] = (uint8_t) byte;
    }
  return 1;
}

/* T_INDEX = U_1 ^ ... ^ U_c, U_1 = HMAC(P, SALT || INDEX) and U_j =
   HMAC(P, U_{j-1}) (RFC 8018, 5.2), from the keyed context CTX: digest
   leaves it keyed for the next U.  */
static void
pbkdf2_block(struct symcrypt_hmac_sha256_ctx *ctx, const char *salt,
	     unsigned long iterations, unsigned long index, uint8_t *t)
{
  uint8_t u[SYMCRYPT_SHA256_DIGEST_SIZE], be_index[4];
  unsigned long j;
  size_t i;

  be_index[0] = (uint8_t) (index >> 24);
  be_index[1] = (uint8_t) (index >> 16);
  be_index[2] = (uint8_t) (index >> 8);
  be_index[3] = (uint8_t) index;
  symcrypt_hmac_sha256_update(ctx, strlen(salt), (const uint8_t *) salt);
  symcrypt_hmac_sha256_update(ctx, 4, be_index);
  symcrypt_hmac_sha256_digest(ctx, sizeof(u), u);
  memcpy(t, u, sizeof(u));
  for (j = 1; j < iterations; j++)
    {
      symcrypt_hmac_sha256_update(ctx, sizeof(u), u);
      symcrypt_hmac_sha256_digest(ctx, sizeof(u), u);
      for (i = 0; i < sizeof(u); i++)
	t[i] ^= u[i];
    }
  memset(u, 0, sizeof(u));
}

int
main(int argc, char **argv)
{
  struct symcrypt_hmac_sha256_ctx ctx;
  uint8_t state[SYMCRYPT_HMAC_SHA256_STATE_SIZE];
  uint8_t t[SYMCRYPT_SHA256_DIGEST_SIZE];

  if (argc == 3 && strcmp(argv[1], "key") == 0)
    {
      symcrypt_hmac_sha256_set_key(&ctx, strlen(argv[2]),
				   (const uint8_t *) argv[2]);
      if (symcrypt_hmac_sha256_export(&ctx, sizeof(state), state)
	  != SYMCRYPT_OK)
	return 1;
      print_hex(sizeof(state), state);
    }
  else if (argc == 6 && strcmp(argv[1], "block") == 0)
    {
      unsigned long iterations = strtoul(argv[4], NULL, 10);
      unsigned long index = strtoul(argv[5], NULL, 10);
      int rc;
      if (!parse_hex(argv[2], sizeof(state), state))
	{
	  fprintf(stderr, "%s: the state is not %zu bytes of hex\n",
		  argv[0], sizeof(state));
	  return 1;
	}
      rc = symcrypt_hmac_sha256_import(&ctx, sizeof(state), state);
      if (rc != SYMCRYPT_OK)
	{
	  fprintf(stderr, "%s: bad state: %s\n", argv[0],
		  symcrypt_strerror(rc));
	  return 1;
	}
      if (iterations == 0 || index == 0 || index > 0xffffffffUL)
	{
	  fprintf(stderr, "%s: ITERATIONS and INDEX start at 1\n", argv[0]);
	  return 1;
	}
      pbkdf2_block(&ctx, argv[3], iterations, index, t);
      print_hex(sizeof(t), t);
    }
  else
    {
      fprintf(stderr, "usage: %s key PASSWORD\n"
	      "       %s block STATE SALT ITERATIONS INDEX\n",
	      argv[0], argv[0]);
      return 2;
    }
  memset(state, 0, sizeof(state));
  memset(&ctx, 0, sizeof(ctx));
  return 0;
}
