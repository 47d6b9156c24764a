/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* xchacha-seal.c -- encrypt or decrypt a file with XChaCha20-Poly1305.

   usage: xchacha-seal -e|-d KEYFILE < INPUT > OUTPUT

   KEYFILE holds 32 key bytes.  Encryption draws a random 24-byte nonce
   (getrandom) and writes nonce || ciphertext || tag; decryption checks
   the tag before it writes anything.  The whole input is read into
   memory: this is an example of the API, not a streaming tool.

   XChaCha20-Poly1305 (symcrypt_xchacha_poly1305_seal and _open) is
   the RFC 8439 AEAD under the subkey HChaCha20(key, nonce[0..15]) with
   the nonce 0000 || nonce[16..23].  With 24-byte random nonces, a
   repeat is negligible, which is why this construction suits random
   nonces.  */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include <symcrypt/symcrypt.h>

#define NONCE_SIZE 24
#define TAG_SIZE 16

static uint8_t *
read_all(FILE *f, size_t *length)
{
  size_t size = 4096, used = 0, n;
  uint8_t *buf = malloc(size);
  while (buf && (n = fread(buf + used, 1, size - used, f)) > 0)
    {
      used += n;
      if (used == size)
	{
	  uint8_t *bigger = realloc(buf, size *= 2);
	  if (!bigger)
	    {
	      free(buf);
	      return NULL;
	    }
	  buf = bigger;
	}
    }
  *length = used;
  return buf;
}

static int
random_bytes(uint8_t *buf, size_t length)
{
  while (length > 0)
    {
      ssize_t n = getrandom(buf, length, 0);
      if (n < 0)
	{
	  if (errno == EINTR)
	    continue;
	  return -1;
	}
      buf += n;
      length -= (size_t) n;
    }
  return 0;
}

int
main(int argc, char **argv)
{
  uint8_t key[32], nonce[NONCE_SIZE];
  uint8_t *in, *out;
  size_t length;
  int encrypt, rc;
  FILE *kf;

  if (argc != 3 || (strcmp(argv[1], "-e") != 0 && strcmp(argv[1], "-d") != 0))
    {
      fprintf(stderr, "usage: %s -e|-d KEYFILE < INPUT > OUTPUT\n", argv[0]);
      return 2;
    }
  encrypt = argv[1][1] == 'e';
  kf = fopen(argv[2], "rb");
  if (!kf || fread(key, 1, sizeof(key), kf) != sizeof(key))
    {
      fprintf(stderr, "%s: cannot read 32 key bytes\n", argv[2]);
      return 1;
    }
  fclose(kf);
  in = read_all(stdin, &length);
  out = in ? malloc(length + NONCE_SIZE + TAG_SIZE) : NULL;
  if (!out)
    {
      fprintf(stderr, "out of memory\n");
      return 1;
    }

  if (encrypt)
    {
      if (random_bytes(nonce, sizeof(nonce)) < 0)
	{
	  perror("getrandom");
	  return 1;
	}
      memcpy(out, nonce, NONCE_SIZE);
    }
  else
    {
      if (length < NONCE_SIZE + TAG_SIZE)
	{
	  fprintf(stderr, "input too short\n");
	  return 1;
	}
      memcpy(nonce, in, NONCE_SIZE);
    }
  if (encrypt)
    {
      rc = symcrypt_xchacha_poly1305_seal(key, nonce, 0, NULL, length,
					  out + NONCE_SIZE, in);
      length += NONCE_SIZE + TAG_SIZE;
    }
  else
    {
      rc = symcrypt_xchacha_poly1305_open(key, nonce, 0, NULL,
					  length - NONCE_SIZE, out,
					  in + NONCE_SIZE);
      length -= NONCE_SIZE + TAG_SIZE;
    }
  symcrypt_wipe(key, sizeof(key));
  if (rc != SYMCRYPT_OK)
    {
      fprintf(stderr, "%s\n", symcrypt_strerror(rc));
      return 1;
    }
  if (fwrite(out, 1, length, stdout) != length)
    {
      perror("write");
      return 1;
    }
  free(in);
  free(out);
  return 0;
}
