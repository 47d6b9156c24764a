/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* provider-bench.c -- digests and AEADs through EVP, from the provider
   module and from OpenSSL's default provider, in one process: SHA-256,
   SHA3-256 and BLAKE2b-512, each message an EVP_DigestInit_ex,
   EVP_DigestUpdate and EVP_DigestFinal_ex on one context; AES-256-GCM
   and ChaCha20-Poly1305 sealing as a TLS 1.3 record is, the key set
   once, then for each message an init with the IV, 13 bytes of
   associated data, the message, final and the tag; all at 64, 1420 and
   16384 bytes, and the library called directly beside them (what EVP
   costs).  The two providers take turns, round after round, and each
   keeps its best round, so that both see the same machine.

   Built on demand (make tools/provider-bench) where the module is;
   run from the build tree, or with the folder of another symcrypt.so
   as its argument.  It prints the CPU's family and model with the
   figures.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <openssl/evp.h>
#include <openssl/provider.h>

#include <symcrypt/symcrypt.h>

#define ROUNDS 15
#define ROUND_BYTES (1 << 20)	/* about this many bytes a round */

static double
now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* The seconds one message of LENGTH bytes took through MD, in the
   round's N messages.  */
static double
time_evp(EVP_MD_CTX *ctx, const EVP_MD *md, size_t n, size_t length,
	 const uint8_t *msg)
{
  uint8_t out[EVP_MAX_MD_SIZE];
  unsigned out_length;
  double start = now();
  size_t i;

  for (i = 0; i < n; i++)
    if (!EVP_DigestInit_ex(ctx, md, NULL)
	|| !EVP_DigestUpdate(ctx, msg, length)
	|| !EVP_DigestFinal_ex(ctx, out, &out_length))
      {
	fprintf(stderr, "%s failed\n", EVP_MD_get0_name(md));
	exit(1);
      }
  return (now() - start) / n;
}

/* The seconds one record of LENGTH bytes took through CTX, keyed
   for encryption, in the round's N records.  */
static double
time_aead(EVP_CIPHER_CTX *ctx, size_t n, size_t length, const uint8_t *msg,
	  uint8_t *out)
{
  static const uint8_t iv[12], header[13];
  uint8_t tag[16];
  double start = now();
  int outl, finl;
  size_t i;

  for (i = 0; i < n; i++)
    if (!EVP_EncryptInit_ex(ctx, NULL, NULL, NULL, iv)
	|| !EVP_EncryptUpdate(ctx, NULL, &outl, header, sizeof(header))
	|| !EVP_EncryptUpdate(ctx, out, &outl, msg, (int) length)
	|| !EVP_EncryptFinal_ex(ctx, out + outl, &finl)
	|| EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, 16, tag) <= 0)
      {
	fprintf(stderr, "%s failed\n",
		EVP_CIPHER_get0_name(EVP_CIPHER_CTX_get0_cipher(ctx)));
	exit(1);
      }
  return (now() - start) / n;
}

static struct symcrypt_aes256_gcm_key gcm_key;
static const uint8_t aead_key[32];

/* The library called directly, for each digest and AEAD.  */
static void
direct(int which, size_t length, const uint8_t *msg)
{
  static const uint8_t iv[12], header[13];
  static uint8_t out[16384];
  uint8_t tag[64];

  switch (which)
    {
    case 3:
      symcrypt_aes256_gcm_seal_detached(&gcm_key, sizeof(iv), iv,
					sizeof(header), header, length, out,
					16, tag, msg);
      break;
    case 4:
      symcrypt_chacha_poly1305_seal_detached(aead_key, iv, sizeof(header),
					     header, length, out, tag, msg);
      break;
    case 0:
      {
	struct symcrypt_sha256_ctx ctx;
	symcrypt_sha256_init(&ctx);
	symcrypt_sha256_update(&ctx, length, msg);
	symcrypt_sha256_digest(&ctx, 32, tag);
	break;
      }
    case 1:
      {
	struct symcrypt_sha3_256_ctx ctx;
	symcrypt_sha3_256_init(&ctx);
	symcrypt_sha3_256_update(&ctx, length, msg);
	symcrypt_sha3_256_digest(&ctx, 32, tag);
	break;
      }
    default:
      {
	struct symcrypt_blake2b_ctx ctx;
	symcrypt_blake2b_init(&ctx, 64, 0, NULL);
	symcrypt_blake2b_update(&ctx, length, msg);
	symcrypt_blake2b_digest(&ctx, tag);
	break;
      }
    }
}

static double
time_direct(int which, size_t n, size_t length, const uint8_t *msg)
{
  double start = now();
  size_t i;

  for (i = 0; i < n; i++)
    direct(which, length, msg);
  return (now() - start) / n;
}

/* The CPU's vendor, family, model and name from /proc/cpuinfo.  */
static void
print_cpu(void)
{
  FILE *f = fopen("/proc/cpuinfo", "r");
  char line[256], vendor[64] = "?", family[16] = "?", model[16] = "?";
  char name[160] = "?";

  if (f != NULL)
    {
      while (fgets(line, sizeof(line), f) != NULL && line[0] != '\n')
	{
	  char *value = strchr(line, ':');
	  if (value == NULL)
	    continue;
	  value += strspn(value, ": ");
	  value[strcspn(value, "\n")] = '\0';
	  if (strncmp(line, "vendor_id", 9) == 0)
	    snprintf(vendor, sizeof(vendor), "%s", value);
	  else if (strncmp(line, "cpu family", 10) == 0)
	    snprintf(family, sizeof(family), "%s", value);
	  else if (strncmp(line, "model name", 10) == 0)
	    snprintf(name, sizeof(name), "%s", value);
	  else if (strncmp(line, "model\t", 6) == 0)
	    snprintf(model, sizeof(model), "%s", value);
	}
      fclose(f);
    }
  printf("CPU: %s family %s model %s (%s)\n", vendor, family, model, name);
}

int
main(int argc, char **argv)
{
  static const char *const names[] = {
    "SHA2-256", "SHA3-256", "BLAKE2B-512", "AES-256-GCM", "ChaCha20-Poly1305"
  };
  static const size_t sizes[] = { 64, 1420, 16384 };
  const char *dir = argc > 1 ? argv[1] : SC_PROVIDER_DIR;
  OSSL_LIB_CTX *libctx = OSSL_LIB_CTX_new();
  OSSL_PROVIDER *ours, *deflt;
  EVP_MD_CTX *ctx = EVP_MD_CTX_new();
  static uint8_t msg[16384], out[16384 + 16];
  size_t a, s, r;

  if (libctx == NULL || ctx == NULL
      || !OSSL_PROVIDER_set_default_search_path(libctx, dir)
      || (ours = OSSL_PROVIDER_load(libctx, "symcrypt")) == NULL
      || (deflt = OSSL_PROVIDER_load(libctx, "default")) == NULL)
    {
      fprintf(stderr, "cannot load the module from %s\n", dir);
      return 1;
    }
  memset(msg, 0x5a, sizeof(msg));
  print_cpu();
  printf("libsymcrypt %s (%s), %s\n", symcrypt_version(),
	 symcrypt_implementation("sha256"), OpenSSL_version(OPENSSL_VERSION));
  printf("ns per message, best of %d interleaved rounds; ratio: default "
	 "provider / ours\n", ROUNDS);
  printf("%-17s %6s %10s %10s %10s %7s %9s\n", "algorithm", "bytes",
	 "direct", "symcrypt", "default", "ratio", "EVP cost");
  symcrypt_aes256_gcm_set_key(&gcm_key, aead_key);
  for (a = 0; a < sizeof(names) / sizeof(names[0]); a++)
    {
      int aead = a >= 3;
      EVP_MD *md_ours = NULL, *md_deflt = NULL;
      EVP_CIPHER *c_ours = NULL, *c_deflt = NULL;
      EVP_CIPHER_CTX *c_ctx[2] = { NULL, NULL };

      if (aead)
	{
	  c_ours = EVP_CIPHER_fetch(libctx, names[a], "provider=symcrypt");
	  c_deflt = EVP_CIPHER_fetch(libctx, names[a], "provider=default");
	  c_ctx[0] = EVP_CIPHER_CTX_new();
	  c_ctx[1] = EVP_CIPHER_CTX_new();
	  if (c_ours == NULL || c_deflt == NULL || c_ctx[0] == NULL
	      || c_ctx[1] == NULL
	      || !EVP_EncryptInit_ex(c_ctx[0], c_ours, NULL, aead_key, NULL)
	      || !EVP_EncryptInit_ex(c_ctx[1], c_deflt, NULL, aead_key, NULL))
	    {
	      fprintf(stderr, "no %s\n", names[a]);
	      return 1;
	    }
	}
      else
	{
	  md_ours = EVP_MD_fetch(libctx, names[a], "provider=symcrypt");
	  md_deflt = EVP_MD_fetch(libctx, names[a], "provider=default");
	  if (md_ours == NULL || md_deflt == NULL)
	    {
	      fprintf(stderr, "no %s\n", names[a]);
	      return 1;
	    }
	}
      for (s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++)
	{
	  size_t n = ROUND_BYTES / sizes[s];
	  double best_ours = 1e9, best_deflt = 1e9, best_direct = 1e9, t;

	  for (r = 0; r < ROUNDS; r++)
	    {
	      t = aead ? time_aead(c_ctx[0], n, sizes[s], msg, out)
		: time_evp(ctx, md_ours, n, sizes[s], msg);
	      best_ours = t < best_ours ? t : best_ours;
	      t = aead ? time_aead(c_ctx[1], n, sizes[s], msg, out)
		: time_evp(ctx, md_deflt, n, sizes[s], msg);
	      best_deflt = t < best_deflt ? t : best_deflt;
	      t = time_direct(a, n, sizes[s], msg);
	      best_direct = t < best_direct ? t : best_direct;
	    }
	  printf("%-17s %6zu %10.1f %10.1f %10.1f %7.2f %9.1f\n", names[a],
		 sizes[s], best_direct * 1e9, best_ours * 1e9,
		 best_deflt * 1e9, best_deflt / best_ours,
		 (best_ours - best_direct) * 1e9);
	}
      EVP_MD_free(md_ours);
      EVP_MD_free(md_deflt);
      EVP_CIPHER_CTX_free(c_ctx[0]);
      EVP_CIPHER_CTX_free(c_ctx[1]);
      EVP_CIPHER_free(c_ours);
      EVP_CIPHER_free(c_deflt);
    }
  EVP_MD_CTX_free(ctx);
  OSSL_PROVIDER_unload(ours);
  OSSL_PROVIDER_unload(deflt);
  OSSL_LIB_CTX_free(libctx);
  return 0;
}
