/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* provider-test.c -- the OpenSSL 3 provider module, loaded from the
   build tree into a library context of the test's own, against
   OpenSSL's default provider in the same context: every digest under
   every name, its parameters and flags, random messages in random
   chunks, a copy of the context midway, re-initialization, SHAKE's
   output lengths, SHA-1's SSL 3.0 step; HMAC over the digests that have
   it; KMAC, Poly1305, BLAKE2BMAC, BLAKE2SMAC, CMAC and SipHash on random
   keys, parameters and chunks; every cipher on random keys, IVs, lengths and chunks, associated
   data in pieces, tags changed, a copy midway (XTS, key wrap, CCM and
   OCB in whole messages, XTS in two data units, wrapped keys changed;
   AES-GCM-SIV, which the default provider of 3.0 lacks, against RFC
   8452's vectors and the library's own seal), GCM as
   TLS 1.3 drives
   it, TLS 1.2's AEAD records to and from the default provider, TLS's
   and DTLS's CBC records to and from it with every padding length,
   bad padding and bad MACs, HMAC's tls-data-size; HKDF,
   PBKDF2 and scrypt; Argon2i, Argon2d and Argon2id (which the default
   provider of 3.0 lacks) against RFC 9106's vectors and the library's
   own functions, and their refusals; errors on OpenSSL's error stack; and the counts
   the module prints at unload, from threads too.  Skipped (77) where configure found no OpenSSL 3 or did not
   build the module.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <symcrypt/symcrypt.h>

#if HAVE_OPENSSL && defined(SC_PROVIDER_DIR)

#include <pthread.h>
#include <unistd.h>

#include <openssl/core_names.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/kdf.h>
#include <openssl/params.h>
#include <openssl/provider.h>

#define FAIL(...) do {							\
    fprintf(stderr, "%s:%d: ", __FILE__, __LINE__);			\
    fprintf(stderr, __VA_ARGS__);					\
    fprintf(stderr, "\n");						\
    ERR_print_errors_fp(stderr);					\
    exit(1);								\
  } while (0)
#define ASSERT(cond) do {						\
    if (!(cond))							\
      FAIL("assertion failed: %s", #cond);				\
  } while (0)

/* Each digest under each of the names the module registers for it
   (the first is the one its counts are printed under).  */
static const char *const names[][5] = {
  { "MD5", "SSL3-MD5", "1.2.840.113549.2.5" },
  { "SHA1", "SHA-1", "SSL3-SHA1", "1.3.14.3.2.26" },
  { "SHA2-224", "SHA-224", "SHA224", "2.16.840.1.101.3.4.2.4" },
  { "SHA2-256", "SHA-256", "SHA256", "2.16.840.1.101.3.4.2.1" },
  { "SHA2-384", "SHA-384", "SHA384", "2.16.840.1.101.3.4.2.2" },
  { "SHA2-512", "SHA-512", "SHA512", "2.16.840.1.101.3.4.2.3" },
  { "SHA2-512/224", "SHA-512/224", "SHA512-224", "2.16.840.1.101.3.4.2.5" },
  { "SHA2-512/256", "SHA-512/256", "SHA512-256", "2.16.840.1.101.3.4.2.6" },
  { "SHA3-224", "2.16.840.1.101.3.4.2.7" },
  { "SHA3-256", "2.16.840.1.101.3.4.2.8" },
  { "SHA3-384", "2.16.840.1.101.3.4.2.9" },
  { "SHA3-512", "2.16.840.1.101.3.4.2.10" },
  { "SHAKE-128", "SHAKE128", "2.16.840.1.101.3.4.2.11" },
  { "SHAKE-256", "SHAKE256", "2.16.840.1.101.3.4.2.12" },
  { "BLAKE2B-512", "BLAKE2b512", "1.3.6.1.4.1.1722.12.2.1.16" },
  { "BLAKE2S-256", "BLAKE2s256", "1.3.6.1.4.1.1722.12.2.2.8" },
};
#define N_DIGESTS (sizeof(names) / sizeof(names[0]))

/* A fixed sequence (xorshift64*), so that a failure repeats.  */
static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;
static uint64_t
rng(void)
{
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return rng_state * 0x2545f4914f6cdd1dULL;
}
static size_t
rng_below(size_t n)
{
  return n == 0 ? 0 : rng() % n;
}
static void
rng_fill(size_t length, uint8_t *p)
{
  while (length-- > 0)
    *p++ = rng() >> 56;
}

static OSSL_LIB_CTX *
load(OSSL_PROVIDER **ours, OSSL_PROVIDER **deflt)
{
  OSSL_LIB_CTX *libctx = OSSL_LIB_CTX_new();

  ASSERT(libctx != NULL);
  ASSERT(OSSL_PROVIDER_set_default_search_path(libctx, SC_PROVIDER_DIR));
  *ours = OSSL_PROVIDER_load(libctx, "symcrypt");
  if (*ours == NULL)
    FAIL("cannot load the module from %s", SC_PROVIDER_DIR);
  *deflt = OSSL_PROVIDER_load(libctx, "default");
  ASSERT(*deflt != NULL);
  return libctx;
}

/* Unloads the providers and frees LIBCTX with standard error going to
   a file, whose text it returns (the module's counts).  */
static char *
unload_capture(OSSL_LIB_CTX *libctx, OSSL_PROVIDER *ours,
	       OSSL_PROVIDER *deflt)
{
  FILE *f = tmpfile();
  int saved;
  long size;
  char *text;

  ASSERT(f != NULL);
  fflush(stderr);
  saved = dup(2);
  ASSERT(saved >= 0 && dup2(fileno(f), 2) == 2);
  OSSL_PROVIDER_unload(ours);
  OSSL_PROVIDER_unload(deflt);
  OSSL_LIB_CTX_free(libctx);
  fflush(stderr);
  ASSERT(dup2(saved, 2) == 2);
  close(saved);
  size = ftell(f);
  ASSERT(size >= 0);
  text = calloc(1, size + 1);
  ASSERT(text != NULL);
  rewind(f);
  ASSERT(fread(text, 1, size, f) == (size_t) size);
  fclose(f);
  return text;
}

/* The messages and bytes the counts in TEXT give NAME, or 0 and 0.  */
static void
count_of(const char *text, const char *name,
	 unsigned long long *messages, unsigned long long *bytes)
{
  char key[64];
  const char *p;

  snprintf(key, sizeof(key), "symcrypt provider: %s ", name);
  *messages = *bytes = 0;
  p = strstr(text, key);
  if (p != NULL)
    ASSERT(sscanf(p + strlen(key), "%llu messages %llu bytes",
		  messages, bytes) == 2);
}

/* The digest of the message through MD, fed in random chunks, with
   OUT_LENGTH bytes of output for an XOF.  */
static void
digest_chunks(const EVP_MD *md, size_t length, const uint8_t *msg,
	      size_t out_length, uint8_t *out)
{
  EVP_MD_CTX *ctx = EVP_MD_CTX_new();
  size_t done = 0;

  ASSERT(ctx != NULL && EVP_DigestInit_ex(ctx, md, NULL));
  while (done < length)
    {
      size_t n = 1 + rng_below(length - done);
      if (rng() & 1)
	n = 1 + rng_below(n < 200 ? n : 200);
      ASSERT(EVP_DigestUpdate(ctx, msg + done, n));
      done += n;
    }
  if (EVP_MD_get_flags(md) & EVP_MD_FLAG_XOF)
    ASSERT(EVP_DigestFinalXOF(ctx, out, out_length));
  else
    {
      unsigned n;
      ASSERT(EVP_DigestFinal_ex(ctx, out, &n));
      ASSERT(n == out_length);
    }
  EVP_MD_CTX_free(ctx);
}

/* Final of CTX into OUT: OUT_LENGTH bytes.  */
static void
final(EVP_MD_CTX *ctx, size_t out_length, uint8_t *out)
{
  if (EVP_MD_get_flags(EVP_MD_CTX_get0_md(ctx)) & EVP_MD_FLAG_XOF)
    ASSERT(EVP_DigestFinalXOF(ctx, out, out_length));
  else
    {
      unsigned n;
      ASSERT(EVP_DigestFinal_ex(ctx, out, &n));
      ASSERT(n == out_length);
    }
}

static void
check_digest(OSSL_LIB_CTX *libctx, size_t d)
{
  EVP_MD *ours = EVP_MD_fetch(libctx, names[d][0], "provider=symcrypt");
  EVP_MD *theirs = EVP_MD_fetch(libctx, names[d][0], "provider=default");
  int xof;
  size_t size, i;
  uint8_t msg[3000], a[600], b[600];

  if (ours == NULL)
    FAIL("%s: not offered by the module", names[d][0]);
  ASSERT(theirs != NULL);
  ASSERT(strcmp(OSSL_PROVIDER_get0_name(EVP_MD_get0_provider(ours)),
		"symcrypt") == 0);
  /* Every alias names the same algorithm.  */
  for (i = 1; i < 5 && names[d][i] != NULL; i++)
    {
      EVP_MD *alias = EVP_MD_fetch(libctx, names[d][i], "provider=symcrypt");
      if (alias == NULL)
	FAIL("%s: no alias %s", names[d][0], names[d][i]);
      ASSERT(EVP_MD_is_a(alias, names[d][0]));
      EVP_MD_free(alias);
    }
  /* What EVP reads from get_params.  */
  ASSERT(EVP_MD_get_size(ours) == EVP_MD_get_size(theirs));
  ASSERT(EVP_MD_get_block_size(ours) == EVP_MD_get_block_size(theirs));
  if (EVP_MD_get_flags(ours) != EVP_MD_get_flags(theirs))
    FAIL("%s: flags %lx, the default provider's %lx", names[d][0],
	 EVP_MD_get_flags(ours), EVP_MD_get_flags(theirs));
  xof = (EVP_MD_get_flags(ours) & EVP_MD_FLAG_XOF) != 0;
  size = EVP_MD_get_size(ours);

  /* Random messages in random chunks (the default provider's in
     others), and for an XOF random output lengths.  */
  for (i = 0; i < 200; i++)
    {
      size_t length = rng_below(i < 100 ? 300 : sizeof(msg));
      size_t out_length = xof ? rng_below(sizeof(a)) : size;

      rng_fill(length, msg);
      digest_chunks(ours, length, msg, out_length, a);
      digest_chunks(theirs, length, msg, out_length, b);
      if (memcmp(a, b, out_length) != 0)
	FAIL("%s: %zu bytes, %zu out: differs", names[d][0], length,
	     out_length);
    }

  /* A copy midway goes on as the original, each with its own
     message; re-initialization forgets what was hashed.  */
  for (i = 0; i < 50; i++)
    {
      size_t length = rng_below(sizeof(msg));
      size_t cut = rng_below(length + 1);
      size_t out_length = xof ? rng_below(sizeof(a)) : size;
      EVP_MD_CTX *ctx = EVP_MD_CTX_new();
      EVP_MD_CTX *copy = EVP_MD_CTX_new();
      uint8_t c[600];

      rng_fill(length, msg);
      ASSERT(ctx != NULL && copy != NULL);
      ASSERT(EVP_DigestInit_ex(ctx, ours, NULL));
      ASSERT(EVP_DigestUpdate(ctx, msg, cut));
      ASSERT(EVP_MD_CTX_copy_ex(copy, ctx));
      ASSERT(EVP_DigestUpdate(copy, msg + cut, length - cut));
      ASSERT(EVP_DigestUpdate(ctx, "x", 1));
      final(copy, out_length, a);
      digest_chunks(theirs, length, msg, out_length, b);
      if (memcmp(a, b, out_length) != 0)
	FAIL("%s: copy at %zu of %zu: differs", names[d][0], cut, length);
      ASSERT(EVP_DigestInit_ex(ctx, NULL, NULL));
      ASSERT(EVP_DigestUpdate(ctx, msg, length));
      final(ctx, out_length, c);
      if (memcmp(c, b, out_length) != 0)
	FAIL("%s: re-initialized: differs", names[d][0]);
      EVP_MD_CTX_free(ctx);
      EVP_MD_CTX_free(copy);
    }

  /* One call: EVP_Digest.  */
  {
    unsigned n;
    rng_fill(1000, msg);
    ASSERT(EVP_Digest(msg, 1000, a, &n, ours, NULL));
    ASSERT(n == size);
    ASSERT(EVP_Digest(msg, 1000, b, &n, theirs, NULL));
    ASSERT(memcmp(a, b, size) == 0);
  }
  EVP_MD_free(ours);
  EVP_MD_free(theirs);
}

/* SHA-1's SSL 3.0 master-secret step, against the default provider's;
   a master secret of another length is refused.  */
static void
check_ssl3_ms(OSSL_LIB_CTX *libctx)
{
  const char *props[2] = { "provider=symcrypt", "provider=default" };
  uint8_t ms[48], msg[100], out[2][20];
  unsigned i, n;

  rng_fill(sizeof(ms), ms);
  rng_fill(sizeof(msg), msg);
  for (i = 0; i < 2; i++)
    {
      EVP_MD *md = EVP_MD_fetch(libctx, "SHA1", props[i]);
      EVP_MD_CTX *ctx = EVP_MD_CTX_new();
      OSSL_PARAM params[2];

      params[0] = OSSL_PARAM_construct_octet_string
	(OSSL_DIGEST_PARAM_SSL3_MS, ms, sizeof(ms));
      params[1] = OSSL_PARAM_construct_end();
      ASSERT(md != NULL && ctx != NULL);
      ASSERT(EVP_DigestInit_ex(ctx, md, NULL));
      ASSERT(EVP_DigestUpdate(ctx, msg, sizeof(msg)));
      ASSERT(EVP_MD_CTX_set_params(ctx, params) > 0);
      ASSERT(EVP_DigestFinal_ex(ctx, out[i], &n) && n == 20);
      if (i == 0)
	{
	  params[0] = OSSL_PARAM_construct_octet_string
	    (OSSL_DIGEST_PARAM_SSL3_MS, ms, 47);
	  ASSERT(EVP_DigestInit_ex(ctx, md, NULL));
	  ERR_clear_error();
	  ASSERT(EVP_MD_CTX_set_params(ctx, params) <= 0);
	  ASSERT(ERR_peek_last_error() != 0);
	  ERR_clear_error();
	}
      EVP_MD_CTX_free(ctx);
      EVP_MD_free(md);
    }
  ASSERT(memcmp(out[0], out[1], 20) == 0);
}

/* An output longer than the buffer EVP gives, and update after final:
   refused, with the reason on OpenSSL's error stack in the module's
   words.  */
static void
check_errors(OSSL_LIB_CTX *libctx)
{
  EVP_MD *md = EVP_MD_fetch(libctx, "SHAKE-128", "provider=symcrypt");
  EVP_MD_CTX *ctx = EVP_MD_CTX_new();
  size_t xoflen = 100;
  OSSL_PARAM params[2];
  uint8_t out[100];
  unsigned n;
  unsigned long e;

  ASSERT(md != NULL && ctx != NULL);
  params[0] = OSSL_PARAM_construct_size_t(OSSL_DIGEST_PARAM_XOFLEN, &xoflen);
  params[1] = OSSL_PARAM_construct_end();
  ERR_clear_error();
  ASSERT(EVP_DigestInit_ex2(ctx, md, params));
  /* EVP_DigestFinal_ex gives the default size, 16 bytes.  */
  ASSERT(!EVP_DigestFinal_ex(ctx, out, &n));
  e = ERR_peek_last_error();
  ASSERT(e != 0);
  ASSERT(ERR_reason_error_string(e) != NULL);
  ASSERT(strcmp(ERR_reason_error_string(e), "output buffer too small") == 0);
  ERR_clear_error();
  ASSERT(EVP_DigestFinalXOF(ctx, out, sizeof(out)));
  ASSERT(!EVP_DigestUpdate(ctx, "x", 1));
  e = ERR_peek_last_error();
  ASSERT(e != 0 && ERR_reason_error_string(e) != NULL);
  ASSERT(strcmp(ERR_reason_error_string(e), "context not initialized") == 0);
  ERR_clear_error();
  EVP_MD_CTX_free(ctx);
  EVP_MD_free(md);
}

/* The MAC of the message through MAC (ours or the default provider's)
   over DIGEST with KEY, fed in random chunks.  */
static size_t
hmac_chunks(EVP_MAC *mac, const char *digest, size_t key_length,
	    const uint8_t *key, size_t length, const uint8_t *msg,
	    uint8_t *out)
{
  EVP_MAC_CTX *ctx = EVP_MAC_CTX_new(mac);
  OSSL_PARAM params[2];
  size_t done = 0, out_length;

  params[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST,
					       (char *) digest, 0);
  params[1] = OSSL_PARAM_construct_end();
  ASSERT(ctx != NULL);
  if (!EVP_MAC_init(ctx, key, key_length, params))
    FAIL("HMAC over %s: init", digest);
  while (done < length)
    {
      size_t n = 1 + rng_below(length - done);
      ASSERT(EVP_MAC_update(ctx, msg + done, n));
      done += n;
    }
  ASSERT(EVP_MAC_final(ctx, out, &out_length, EVP_MAX_MD_SIZE));
  EVP_MAC_CTX_free(ctx);
  return out_length;
}

/* HMAC over each digest the library has it for, under each name,
   against the default provider's: random keys (longer than a block
   too) and messages, a copy midway, init again without a key; the
   other digests refused, with the reason on the error stack.  */
static void
check_hmac(OSSL_LIB_CTX *libctx)
{
  EVP_MAC *ours = EVP_MAC_fetch(libctx, "HMAC", "provider=symcrypt");
  EVP_MAC *theirs = EVP_MAC_fetch(libctx, "HMAC", "provider=default");
  const char *refused[] = { "SHAKE-128", "SHAKE256", "BLAKE2B-512",
			    "BLAKE2s256", "SM3", "NO-SUCH-DIGEST" };
  uint8_t key[300], msg[2000], a[EVP_MAX_MD_SIZE], b[EVP_MAX_MD_SIZE];
  size_t d, i, j;

  if (ours == NULL)
    FAIL("HMAC: not offered by the module");
  ASSERT(theirs != NULL);
  for (d = 0; d < N_DIGESTS; d++)
    {
      if (strncmp(names[d][0], "SHAKE", 5) == 0
	  || strncmp(names[d][0], "BLAKE2", 6) == 0)
	continue;
      for (j = 0; j < 5 && names[d][j] != NULL; j++)
	for (i = 0; i < 20; i++)
	  {
	    size_t key_length = rng_below(sizeof(key));
	    size_t length = rng_below(sizeof(msg));
	    size_t na, nb;

	    rng_fill(key_length, key);
	    rng_fill(length, msg);
	    na = hmac_chunks(ours, names[d][j], key_length, key, length, msg,
			     a);
	    nb = hmac_chunks(theirs, names[d][0], key_length, key, length,
			     msg, b);
	    if (na != nb || memcmp(a, b, na) != 0)
	      FAIL("HMAC over %s: key %zu, message %zu: differs",
		   names[d][j], key_length, length);
	  }

      /* A copy midway; init without a key keeps the key.  */
      {
	EVP_MAC_CTX *ctx = EVP_MAC_CTX_new(ours);
	EVP_MAC_CTX *copy;
	OSSL_PARAM params[2];
	size_t n, nb;

	params[0] = OSSL_PARAM_construct_utf8_string
	  (OSSL_MAC_PARAM_DIGEST, (char *) names[d][0], 0);
	params[1] = OSSL_PARAM_construct_end();
	rng_fill(100, key);
	rng_fill(1000, msg);
	ASSERT(ctx != NULL && EVP_MAC_init(ctx, key, 100, params));
	ASSERT(EVP_MAC_CTX_get_mac_size(ctx) > 0);
	ASSERT(EVP_MAC_update(ctx, msg, 300));
	copy = EVP_MAC_CTX_dup(ctx);
	ASSERT(copy != NULL);
	ASSERT(EVP_MAC_update(ctx, (const unsigned char *) "x", 1));
	ASSERT(EVP_MAC_update(copy, msg + 300, 700));
	ASSERT(EVP_MAC_final(copy, a, &n, sizeof(a)));
	nb = hmac_chunks(theirs, names[d][0], 100, key, 1000, msg, b);
	ASSERT(n == nb && memcmp(a, b, n) == 0);
	ASSERT(EVP_MAC_init(ctx, NULL, 0, NULL));
	ASSERT(EVP_MAC_update(ctx, msg, 1000));
	ASSERT(EVP_MAC_final(ctx, a, &n, sizeof(a)));
	ASSERT(n == nb && memcmp(a, b, n) == 0);
	EVP_MAC_CTX_free(copy);
	EVP_MAC_CTX_free(ctx);
      }
    }

  for (i = 0; i < sizeof(refused) / sizeof(refused[0]); i++)
    {
      EVP_MAC_CTX *ctx = EVP_MAC_CTX_new(ours);
      OSSL_PARAM params[2];
      unsigned long e;

      params[0] = OSSL_PARAM_construct_utf8_string
	(OSSL_MAC_PARAM_DIGEST, (char *) refused[i], 0);
      params[1] = OSSL_PARAM_construct_end();
      ERR_clear_error();
      ASSERT(ctx != NULL);
      if (EVP_MAC_init(ctx, key, 16, params))
	FAIL("HMAC over %s: not refused", refused[i]);
      e = ERR_peek_last_error();
      ASSERT(e != 0 && ERR_reason_error_string(e) != NULL);
      ASSERT(strcmp(ERR_reason_error_string(e),
		    "digest not supported by symcrypt") == 0);
      ERR_clear_error();
      EVP_MAC_CTX_free(ctx);
    }
  EVP_MAC_free(ours);
  EVP_MAC_free(theirs);
}

/* The MACs other than HMAC, under the names the module counts them
   by, with the name the default provider fetches them by.  */
static const struct
{
  const char *name;		/* the fetch name */
  const char *counted;		/* the name of its count */
} other_macs[] = {
  { "KMAC-128", "KMAC-128" }, { "KMAC256", "KMAC-256" },
  { "Poly1305", "Poly1305" }, { "BLAKE2BMAC", "BLAKE2BMAC" },
  { "BLAKE2SMAC", "BLAKE2SMAC" }, { "CMAC", "CMAC" },
  { "SipHash", "SipHash" }
};
#define N_OTHER_MACS (sizeof(other_macs) / sizeof(other_macs[0]))

/* The parameters of one message of MAC number M: a key of a length it
   takes (to *KEY_LENGTH), and, at random, the others it has, in
   PARAMS (ended); strings the parameters point to live in CUSTOM and
   CIPHER.  *XOF tells whether KMAC is to give its XOF form.  */
static void
other_mac_params(size_t m, OSSL_PARAM *params, size_t *key_length,
		 uint8_t *custom, size_t *custom_length, size_t *size,
		 unsigned *rounds, int *xof)
{
  static const char *const cmac_ciphers[] = {
    "AES-128-CBC", "AES-192-CBC", "AES-256-CBC"
  };
  OSSL_PARAM *p = params;

  switch (m)
    {
    case 0:
    case 1:
      *key_length = 4 + rng_below(200);
      *custom_length = rng_below(3) == 0 ? 0 : rng_below(513);
      rng_fill(*custom_length, custom);
      *p++ = OSSL_PARAM_construct_octet_string(OSSL_MAC_PARAM_CUSTOM,
					       custom, *custom_length);
      if (rng_below(2))
	{
	  *size = 1 + rng_below(300);
	  *p++ = OSSL_PARAM_construct_size_t(OSSL_MAC_PARAM_SIZE, size);
	}
      *xof = rng_below(2);
      *p++ = OSSL_PARAM_construct_int(OSSL_MAC_PARAM_XOF, xof);
      break;
    case 2:
      *key_length = 32;
      break;
    case 3:
    case 4:
      *key_length = 1 + rng_below(m == 3 ? 64 : 32);
      if (rng_below(2))
	{
	  *size = 1 + rng_below(m == 3 ? 64 : 32);
	  *p++ = OSSL_PARAM_construct_size_t(OSSL_MAC_PARAM_SIZE, size);
	}
      break;
    case 5:
      {
	size_t c = rng_below(3);
	*key_length = 16 + 8 * c;
	*p++ = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_CIPHER,
						(char *) cmac_ciphers[c], 0);
      }
      break;
    default:
      *key_length = 16;
      *size = rng_below(2) ? 8 : 16;
      *p++ = OSSL_PARAM_construct_size_t(OSSL_MAC_PARAM_SIZE, size);
      if (rng_below(2))
	{
	  rounds[0] = 1;
	  rounds[1] = 3;
	  *p++ = OSSL_PARAM_construct_uint(OSSL_MAC_PARAM_C_ROUNDS, &rounds[0]);
	  *p++ = OSSL_PARAM_construct_uint(OSSL_MAC_PARAM_D_ROUNDS, &rounds[1]);
	}
      break;
    }
  *p = OSSL_PARAM_construct_end();
}

/* The MAC of the LENGTH bytes at MSG through the context CTX, just
   initialized, in random chunks, to OUT (room for SIZE bytes); its
   length.  */
static size_t
mac_chunks(EVP_MAC_CTX *ctx, size_t length, const uint8_t *msg, int xof,
	   size_t size, uint8_t *out)
{
  size_t done = 0, out_length = 0;

  while (done < length)
    {
      size_t n = 1 + rng_below(length - done);
      ASSERT(EVP_MAC_update(ctx, msg + done, n));
      done += n;
    }
  if (xof)
    {
      ASSERT(EVP_MAC_finalXOF(ctx, out, size));
      return size;
    }
  ASSERT(EVP_MAC_final(ctx, out, &out_length, size));
  return out_length;
}

/* KMAC-128, KMAC-256, Poly1305, BLAKE2BMAC, BLAKE2SMAC, CMAC over AES
   and SipHash against the default provider's: random keys, messages,
   chunks and parameters (KMAC's custom string, size and XOF form;
   BLAKE2's size; CMAC's cipher; SipHash's size and rounds); a copy
   midway; init again without a key, which Poly1305 refuses; and the
   parameters the module refuses: a BLAKE2 salt or personalization that
   is not zero, SipHash's other rounds, CMAC over another cipher, keys
   of the wrong length.  */
static void
check_other_macs(OSSL_LIB_CTX *libctx)
{
  static uint8_t key[256], custom[600], msg[3000], a[400], b[400];
  size_t m, i;

  for (m = 0; m < N_OTHER_MACS; m++)
    {
      EVP_MAC *ours = EVP_MAC_fetch(libctx, other_macs[m].name,
				    "provider=symcrypt");
      EVP_MAC *theirs = EVP_MAC_fetch(libctx, other_macs[m].name,
				      "provider=default");

      if (ours == NULL)
	FAIL("%s: not offered by the module", other_macs[m].name);
      ASSERT(theirs != NULL);
      for (i = 0; i < 60; i++)
	{
	  OSSL_PARAM params[6];
	  EVP_MAC_CTX *ca = EVP_MAC_CTX_new(ours);
	  EVP_MAC_CTX *cb = EVP_MAC_CTX_new(theirs);
	  EVP_MAC_CTX *copy;
	  size_t key_length, custom_length = 0, size = 0, length, na, nb;
	  size_t split;
	  unsigned rounds[2];
	  int xof = 0;

	  ASSERT(ca != NULL && cb != NULL);
	  other_mac_params(m, params, &key_length, custom, &custom_length,
			   &size, rounds, &xof);
	  rng_fill(key_length, key);
	  length = rng_below(sizeof(msg));
	  rng_fill(length, msg);
	  if (!EVP_MAC_init(ca, key, key_length, params))
	    FAIL("%s: init, key %zu", other_macs[m].name, key_length);
	  ASSERT(EVP_MAC_init(cb, key, key_length, params));
	  ASSERT(EVP_MAC_CTX_get_mac_size(ca) == EVP_MAC_CTX_get_mac_size(cb));
	  size = EVP_MAC_CTX_get_mac_size(ca);
	  na = mac_chunks(ca, length, msg, xof, size, a);
	  nb = mac_chunks(cb, length, msg, xof, size, b);
	  if (na != nb || memcmp(a, b, na) != 0)
	    FAIL("%s: key %zu, message %zu, size %zu, custom %zu, xof %d: "
		 "differs", other_macs[m].name, key_length, length, size,
		 custom_length, xof);

	  /* Again without the key: the same MAC, but for Poly1305,
	     whose key is for one message; then a copy midway.  */
	  if (m == 2)
	    {
	      ASSERT(!EVP_MAC_init(ca, NULL, 0, NULL));
	      ERR_clear_error();
	      ASSERT(EVP_MAC_init(ca, key, key_length, NULL));
	    }
	  else
	    ASSERT(EVP_MAC_init(ca, NULL, 0, NULL));
	  split = rng_below(length + 1);
	  ASSERT(EVP_MAC_update(ca, msg, split));
	  copy = EVP_MAC_CTX_dup(ca);
	  ASSERT(copy != NULL);
	  ASSERT(EVP_MAC_update(ca, (const unsigned char *) "x", 1));
	  na = mac_chunks(copy, length - split, msg + split, xof, size, a);
	  if (na != nb || memcmp(a, b, na) != 0)
	    FAIL("%s: a copy midway differs", other_macs[m].name);
	  EVP_MAC_CTX_free(copy);
	  EVP_MAC_CTX_free(ca);
	  EVP_MAC_CTX_free(cb);
	}
      EVP_MAC_free(theirs);
      EVP_MAC_free(ours);
    }

  /* Refused: what the library does not have, or a key of the wrong
     length, each with an error on the stack.  */
  {
    static const uint8_t salt[8] = { 1 };
    static unsigned three = 3, five = 5;
    static const struct
    {
      const char *mac;
      size_t key_length;
      OSSL_PARAM param;
    } refused[] = {
      { "BLAKE2BMAC", 16, OSSL_PARAM_octet_string(OSSL_MAC_PARAM_SALT,
						  (void *) salt, 8) },
      { "BLAKE2SMAC", 16, OSSL_PARAM_octet_string(OSSL_MAC_PARAM_CUSTOM,
						  (void *) salt, 8) },
      { "SipHash", 16, OSSL_PARAM_uint(OSSL_MAC_PARAM_C_ROUNDS, &three) },
      { "SipHash", 16, OSSL_PARAM_uint(OSSL_MAC_PARAM_D_ROUNDS, &five) },
      { "CMAC", 24, OSSL_PARAM_utf8_string(OSSL_MAC_PARAM_CIPHER,
					   "DES-EDE3-CBC", 0) },
      { "CMAC", 24, OSSL_PARAM_utf8_string(OSSL_MAC_PARAM_CIPHER,
					   "AES-128-CBC", 0) },
      { "Poly1305", 31, OSSL_PARAM_END },
      { "KMAC-128", 3, OSSL_PARAM_END },
      { "SipHash", 15, OSSL_PARAM_END },
    };

    for (i = 0; i < sizeof(refused) / sizeof(refused[0]); i++)
      {
	EVP_MAC *mac = EVP_MAC_fetch(libctx, refused[i].mac,
				     "provider=symcrypt");
	EVP_MAC_CTX *ctx = mac ? EVP_MAC_CTX_new(mac) : NULL;
	OSSL_PARAM params[2] = { refused[i].param, OSSL_PARAM_END };

	ASSERT(ctx != NULL);
	ERR_clear_error();
	if (EVP_MAC_init(ctx, key, refused[i].key_length, params))
	  FAIL("%s, case %zu: not refused", refused[i].mac, i);
	ASSERT(ERR_peek_last_error() != 0);
	ERR_clear_error();
	EVP_MAC_CTX_free(ctx);
	EVP_MAC_free(mac);
      }
  }
}

/* The ciphers the module offers, under their first names.  */
static const char *const ciphers[] = {
  "AES-128-GCM", "AES-192-GCM", "AES-256-GCM", "ChaCha20-Poly1305",
  "AES-128-CTR", "AES-192-CTR", "AES-256-CTR",
  "AES-128-CBC", "AES-192-CBC", "AES-256-CBC",
  "AES-128-ECB", "AES-192-ECB", "AES-256-ECB", "ChaCha20"
};
#define N_CIPHERS (sizeof(ciphers) / sizeof(ciphers[0]))

/* One message through CIPHER (the module's or the default provider's):
   the key and the IV (IV_LENGTH bytes, set first when not the
   cipher's own) in one init or two in either order, the associated
   data in random pieces, the input in random chunks, and, with DUP, a
   copy of the context made midway that finishes the message in its
   place.  Encrypting, TAG gets the tag; decrypting, it is set before
   the data or after it.  Returns the output length, or -1 where final
   fails.  */
static long
cipher_chunks(EVP_CIPHER *cipher, int enc, const uint8_t *key,
	      size_t iv_length, const uint8_t *iv, size_t ad_length,
	      const uint8_t *ad, size_t length, uint8_t *out,
	      const uint8_t *in, uint8_t *tag, size_t tag_length,
	      int padding, int dup)
{
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  int aead = (EVP_CIPHER_get_flags(cipher) & EVP_CIPH_FLAG_AEAD_CIPHER) != 0;
  int block = EVP_CIPHER_get_block_size(cipher);
  int early_tag = rng_below(2), n, order = rng_below(3);
  size_t done = 0, total = 0;
  long result;

  ASSERT(ctx != NULL);
  ASSERT(EVP_CipherInit_ex2(ctx, cipher, NULL, NULL, enc, NULL));
  if (aead && iv_length != (size_t) EVP_CIPHER_get_iv_length(cipher))
    ASSERT(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_IVLEN,
			       (int) iv_length, NULL) > 0);
  ASSERT(EVP_CIPHER_CTX_get_iv_length(ctx) == (int) iv_length);
  /* The key and the IV together, the key first (as TLS 1.3 does), or
     the IV first.  */
  if (order == 0)
    ASSERT(EVP_CipherInit_ex2(ctx, NULL, key, iv, enc, NULL));
  else if (order == 1)
    {
      ASSERT(EVP_CipherInit_ex2(ctx, NULL, key, NULL, enc, NULL));
      ASSERT(EVP_CipherInit_ex2(ctx, NULL, NULL, iv, enc, NULL));
    }
  else
    {
      ASSERT(EVP_CipherInit_ex2(ctx, NULL, NULL, iv, enc, NULL));
      ASSERT(EVP_CipherInit_ex2(ctx, NULL, key, NULL, enc, NULL));
    }
  if (block > 1)
    ASSERT(EVP_CIPHER_CTX_set_padding(ctx, padding));
  if (aead && !enc && early_tag)
    ASSERT(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG,
			       (int) tag_length, tag) > 0);
  while (done < ad_length)
    {
      size_t piece = 1 + rng_below(ad_length - done);
      ASSERT(EVP_CipherUpdate(ctx, NULL, &n, ad + done, (int) piece));
      ASSERT((size_t) n == piece);
      done += piece;
    }
  done = 0;
  while (done < length)
    {
      size_t chunk = 1 + rng_below(length - done);
      ASSERT(EVP_CipherUpdate(ctx, out + total, &n, in + done, (int) chunk));
      total += n;
      done += chunk;
      if (dup && done >= length / 2)
	{
	  EVP_CIPHER_CTX *copy = EVP_CIPHER_CTX_new();
	  ASSERT(copy != NULL && EVP_CIPHER_CTX_copy(copy, ctx));
	  EVP_CIPHER_CTX_free(ctx);
	  ctx = copy;
	  dup = 0;
	}
    }
  if (aead && !enc && !early_tag)
    ASSERT(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG,
			       (int) tag_length, tag) > 0);
  if (!EVP_CipherFinal_ex(ctx, out + total, &n))
    {
      ERR_clear_error();
      result = -1;
    }
  else
    {
      result = total + n;
      if (aead && enc)
	ASSERT(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG,
				   (int) tag_length, tag) > 0);
    }
  EVP_CIPHER_CTX_free(ctx);
  return result;
}

/* A cipher through the module against the default provider: its
   constants, random keys, IVs (of other lengths for GCM), associated
   data and messages at random offsets, in random chunks, in place, a
   copy midway; each ciphertext decrypted again, and a changed tag or
   ciphertext refused.  */
static void
check_cipher(OSSL_LIB_CTX *libctx, const char *name)
{
  EVP_CIPHER *ours = EVP_CIPHER_fetch(libctx, name, "provider=symcrypt");
  EVP_CIPHER *theirs = EVP_CIPHER_fetch(libctx, name, "provider=default");
  static uint8_t in[5000 + 16], out[2][5000 + 64], back[5000 + 64];
  uint8_t key[32], iv[64], ad[200], tag[2][16];
  unsigned i;
  int aead, block;

  if (ours == NULL || theirs == NULL)
    FAIL("%s: not fetched", name);
  ASSERT(EVP_CIPHER_get0_provider(ours) != EVP_CIPHER_get0_provider(theirs));
  ASSERT(EVP_CIPHER_get_key_length(ours) == EVP_CIPHER_get_key_length(theirs));
  ASSERT(EVP_CIPHER_get_iv_length(ours) == EVP_CIPHER_get_iv_length(theirs));
  ASSERT(EVP_CIPHER_get_block_size(ours) == EVP_CIPHER_get_block_size(theirs));
  ASSERT(EVP_CIPHER_get_mode(ours) == EVP_CIPHER_get_mode(theirs));
  aead = (EVP_CIPHER_get_flags(ours) & EVP_CIPH_FLAG_AEAD_CIPHER) != 0;
  ASSERT(aead == ((EVP_CIPHER_get_flags(theirs)
		   & EVP_CIPH_FLAG_AEAD_CIPHER) != 0));
  block = EVP_CIPHER_get_block_size(ours);
  for (i = 0; i < 60; i++)
    {
      size_t length = i < 40 ? rng_below(100) : rng_below(5000);
      size_t offset = rng_below(16), ad_length = 0;
      size_t iv_length = EVP_CIPHER_get_iv_length(ours);
      size_t tag_length = 16;
      int padding = block == 1 || rng_below(4) != 0;
      int in_place = rng_below(4) == 0;
      long n[2], m;
      uint8_t *src = in + offset;

      if (!padding)
	length -= length % 16;
      rng_fill(sizeof(key), key);
      rng_fill(sizeof(iv), iv);
      rng_fill(length, src);
      if (aead)
	{
	  ad_length = rng_below(sizeof(ad));
	  rng_fill(ad_length, ad);
	  if (EVP_CIPHER_get_mode(ours) == EVP_CIPH_GCM_MODE && i % 3 == 0)
	    iv_length = 1 + rng_below(sizeof(iv));
	  if (i % 5 == 0)
	    tag_length = 4 + rng_below(13);
	}
      n[1] = cipher_chunks(theirs, 1, key, iv_length, iv, ad_length, ad,
			   length, out[1], src, tag[1], tag_length, padding, 0);
      if (in_place)
	memcpy(out[0], src, length);
      n[0] = cipher_chunks(ours, 1, key, iv_length, iv, ad_length, ad,
			   length, out[0], in_place ? out[0] : src, tag[0],
			   tag_length, padding, i % 2);
      if (n[0] != n[1] || n[0] < 0 || memcmp(out[0], out[1], n[0]) != 0
	  || (aead && memcmp(tag[0], tag[1], tag_length) != 0))
	FAIL("%s: encryption of %zu bytes (IV %zu bytes, AD %zu, "
	     "padding %d) differs", name, length, iv_length, ad_length,
	     padding);
      m = cipher_chunks(ours, 0, key, iv_length, iv, ad_length, ad,
			n[0], back, out[0], tag[0], tag_length, padding,
			i % 2 == 0);
      if (m != (long) length || memcmp(back, src, length) != 0)
	FAIL("%s: decryption of %zu bytes fails", name, length);
      if (aead)
	{
	  /* A tag, a ciphertext or associated data changed: refused.  */
	  tag[0][rng_below(tag_length)] ^= 1 << rng_below(8);
	  ASSERT(cipher_chunks(ours, 0, key, iv_length, iv, ad_length, ad,
			       n[0], back, out[0], tag[0], tag_length,
			       padding, 0) == -1);
	  memcpy(tag[0], tag[1], sizeof(tag[0]));
	  if (length > 0)
	    {
	      out[0][rng_below(length)] ^= 1 << rng_below(8);
	      ASSERT(cipher_chunks(ours, 0, key, iv_length, iv, ad_length,
				   ad, n[0], back, out[0], tag[0], tag_length,
				   padding, 0) == -1);
	    }
	}
      else if (block > 1 && padding && length > 0)
	{
	  /* The default provider decrypts ours too.  */
	  m = cipher_chunks(theirs, 0, key, iv_length, iv, 0, NULL, n[0],
			    back, out[0], NULL, 0, padding, 0);
	  ASSERT(m == (long) length && memcmp(back, src, length) == 0);
	}
    }
  EVP_CIPHER_free(ours);
  EVP_CIPHER_free(theirs);
}

/* The AES modes whose message is one update: XTS (each update a data
   unit under the IV) and key wrap (with and without padding).  */
static const char *const one_shots[] = {
  "AES-128-XTS", "AES-256-XTS",
  "AES-128-WRAP", "AES-192-WRAP", "AES-256-WRAP",
  "AES-128-WRAP-PAD", "AES-192-WRAP-PAD", "AES-256-WRAP-PAD"
};
#define N_ONE_SHOTS (sizeof(one_shots) / sizeof(one_shots[0]))

/* LENGTH bytes through CIPHER in one update, or for XTS in two data
   units of FIRST and LENGTH - FIRST bytes when FIRST is not 0, with,
   given DUP, a copy of the context after init doing the work.
   Returns the output length, -2 where init fails, -1 where the update
   does.  */
static long
one_shot(EVP_CIPHER *cipher, int enc, const uint8_t *key, const uint8_t *iv,
	 size_t first, size_t length, uint8_t *out, const uint8_t *in,
	 int dup)
{
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  size_t done = 0, total = 0;
  long result = -1;
  int n;

  ASSERT(ctx != NULL);
  EVP_CIPHER_CTX_set_flags(ctx, EVP_CIPHER_CTX_FLAG_WRAP_ALLOW);
  if (!EVP_CipherInit_ex2(ctx, cipher, key, iv, enc, NULL))
    {
      ERR_clear_error();
      EVP_CIPHER_CTX_free(ctx);
      return -2;
    }
  if (dup)
    {
      EVP_CIPHER_CTX *copy = EVP_CIPHER_CTX_new();
      ASSERT(copy != NULL && EVP_CIPHER_CTX_copy(copy, ctx));
      EVP_CIPHER_CTX_free(ctx);
      ctx = copy;
    }
  while (done < length)
    {
      size_t piece = done == 0 && first != 0 ? first : length - done;
      if (!EVP_CipherUpdate(ctx, out + total, &n, in + done, (int) piece))
	goto done;
      total += n;
      done += piece;
    }
  if (EVP_CipherFinal_ex(ctx, out + total, &n))
    result = total + n;
 done:
  ERR_clear_error();
  EVP_CIPHER_CTX_free(ctx);
  return result;
}

/* XTS or key wrap through the module against the default provider:
   the constants, random keys, tweaks, lengths and offsets, in place or
   not, two data units in a row (XTS), a copy after init; each output
   taken back by both providers; a changed wrapped key refused by both;
   XTS's key of equal halves and its data unit under 16 bytes
   refused.  */
static void
check_one_shot(OSSL_LIB_CTX *libctx, const char *name)
{
  EVP_CIPHER *ours = EVP_CIPHER_fetch(libctx, name, "provider=symcrypt");
  EVP_CIPHER *theirs = EVP_CIPHER_fetch(libctx, name, "provider=default");
  static uint8_t in[5000 + 16], out[2][5000 + 64], back[2][5000 + 64];
  uint8_t key[64], iv[16];
  int xts, pad;
  size_t key_length;
  unsigned i;

  if (ours == NULL || theirs == NULL)
    FAIL("%s: not fetched", name);
  ASSERT(EVP_CIPHER_get0_provider(ours) != EVP_CIPHER_get0_provider(theirs));
  ASSERT(EVP_CIPHER_get_key_length(ours) == EVP_CIPHER_get_key_length(theirs));
  ASSERT(EVP_CIPHER_get_iv_length(ours) == EVP_CIPHER_get_iv_length(theirs));
  ASSERT(EVP_CIPHER_get_block_size(ours) == EVP_CIPHER_get_block_size(theirs));
  ASSERT(EVP_CIPHER_get_mode(ours) == EVP_CIPHER_get_mode(theirs));
  ASSERT((EVP_CIPHER_get_flags(ours) & EVP_CIPH_CUSTOM_IV) != 0);
  ASSERT((EVP_CIPHER_get_flags(theirs) & EVP_CIPH_CUSTOM_IV) != 0);
  xts = EVP_CIPHER_get_mode(ours) == EVP_CIPH_XTS_MODE;
  pad = strstr(name, "PAD") != NULL;
  key_length = EVP_CIPHER_get_key_length(ours);
  for (i = 0; i < 60; i++)
    {
      size_t length, first = 0, offset = rng_below(16);
      int in_place = rng_below(4) == 0;
      uint8_t *src = in + offset;
      long n[2], m[2];

      if (xts)
	{
	  length = 16 + (i < 40 ? rng_below(100) : rng_below(5000 - 16));
	  if (i % 3 == 0 && length >= 32)
	    first = 16 + rng_below(length - 31);
	}
      else if (pad)
	length = 1 + (i < 40 ? rng_below(100) : rng_below(4000));
      else
	length = 8 * (2 + (i < 40 ? rng_below(12) : rng_below(500)));
      rng_fill(key_length, key);
      rng_fill(sizeof(iv), iv);
      rng_fill(length, src);
      n[1] = one_shot(theirs, 1, key, xts ? iv : NULL, first, length,
		      out[1], src, 0);
      if (in_place)
	memcpy(out[0], src, length);
      n[0] = one_shot(ours, 1, key, xts ? iv : NULL, first, length, out[0],
		      in_place ? out[0] : src, i % 2);
      if (n[0] != n[1] || n[0] < 0 || memcmp(out[0], out[1], n[0]) != 0)
	FAIL("%s: %zu bytes (first unit %zu) differ", name, length, first);
      m[0] = one_shot(ours, 0, key, xts ? iv : NULL, first, n[0], back[0],
		      out[0], i % 2 == 0);
      m[1] = one_shot(theirs, 0, key, xts ? iv : NULL, first, n[0], back[1],
		      out[0], 0);
      if (m[0] != (long) length || m[1] != (long) length
	  || memcmp(back[0], src, length) != 0
	  || memcmp(back[1], src, length) != 0)
	FAIL("%s: %zu bytes do not come back", name, length);
      if (!xts)
	{
	  out[0][rng_below(n[0])] ^= 1 << rng_below(8);
	  ASSERT(one_shot(ours, 0, key, NULL, 0, n[0], back[0], out[0], 0)
		 == -1);
	  ASSERT(one_shot(theirs, 0, key, NULL, 0, n[0], back[1], out[0], 0)
		 == -1);
	}
    }
  if (xts)
    {
      memcpy(key + key_length / 2, key, key_length / 2);
      ASSERT(one_shot(ours, 1, key, iv, 0, 16, out[0], in, 0) == -2);
      ASSERT(one_shot(ours, 0, key, iv, 0, 16, out[0], in, 0) == -2);
      key[0] ^= 1;
      ASSERT(one_shot(ours, 1, key, iv, 0, 15, out[0], in, 0) == -1);
      ASSERT(one_shot(theirs, 1, key, iv, 0, 15, out[0], in, 0) == -1);
    }
  EVP_CIPHER_free(ours);
  EVP_CIPHER_free(theirs);
}

/* The AEADs the module takes the message of in one update.  */
static const char *const ccms[] = {
  "AES-128-CCM", "AES-192-CCM", "AES-256-CCM", "AES-128-OCB", "AES-256-OCB"
};
#define N_CCMS (sizeof(ccms) / sizeof(ccms[0]))

/* One CCM or OCB message through CIPHER, in EVP's CCM shape: the
   nonce's length, the tag's length and decrypting the tag, the key
   and nonce, with DUP a copy of the context doing the rest, CCM's
   message length, the associated data (in two pieces when PIECES),
   the message in one update, final, and encrypting the tag.  Returns
   the output length, or -1 where the message fails.  */
static long
ccm_once(EVP_CIPHER *cipher, int enc, const uint8_t *key, size_t iv_length,
	 const uint8_t *iv, size_t tag_length, uint8_t *tag,
	 size_t ad_length, const uint8_t *ad, int pieces, size_t length,
	 uint8_t *out, const uint8_t *in, int dup)
{
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  size_t half = pieces ? ad_length / 2 : ad_length;
  long result = -1;
  int n, m;

  ASSERT(ctx != NULL);
  ASSERT(EVP_CipherInit_ex2(ctx, cipher, NULL, NULL, enc, NULL));
  ASSERT(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_IVLEN, (int) iv_length,
			     NULL) > 0);
  ASSERT(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, (int) tag_length,
			     NULL) > 0);
  if (!enc)
    ASSERT(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG,
			       (int) tag_length, tag) > 0);
  ASSERT(EVP_CipherInit_ex2(ctx, NULL, key, iv, enc, NULL));
  if (dup)
    {
      EVP_CIPHER_CTX *copy = EVP_CIPHER_CTX_new();
      ASSERT(copy != NULL && EVP_CIPHER_CTX_copy(copy, ctx));
      EVP_CIPHER_CTX_free(ctx);
      ctx = copy;
    }
  if (EVP_CIPHER_get_mode(cipher) == EVP_CIPH_CCM_MODE)
    ASSERT(EVP_CipherUpdate(ctx, NULL, &n, NULL, (int) length));
  ASSERT(EVP_CipherUpdate(ctx, NULL, &n, ad, (int) half));
  if (half != ad_length)
    ASSERT(EVP_CipherUpdate(ctx, NULL, &n, ad + half,
			   (int) (ad_length - half)));
  if (EVP_CipherUpdate(ctx, out, &n, in, (int) length)
      && EVP_CipherFinal_ex(ctx, out + n, &m))
    {
      result = n + m;
      if (enc)
	ASSERT(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG,
				   (int) tag_length, tag) > 0);
    }
  ERR_clear_error();
  EVP_CIPHER_CTX_free(ctx);
  return result;
}

/* CCM or OCB through the module against the default provider: random
   keys, nonces (CCM 7 to 13 bytes, OCB 1 to 15), tags (CCM 4 to 16
   bytes and even, OCB 1 to 16), associated data and messages, in place
   or not, a copy after init; each message opened again by both
   providers (the module's associated data in two pieces, which it
   keeps until the message), and a changed tag or ciphertext
   refused.  */
static void
check_ccm(OSSL_LIB_CTX *libctx, const char *name)
{
  EVP_CIPHER *ours = EVP_CIPHER_fetch(libctx, name, "provider=symcrypt");
  EVP_CIPHER *theirs = EVP_CIPHER_fetch(libctx, name, "provider=default");
  static uint8_t in[5000 + 16], out[2][5000 + 16], back[5000 + 16];
  uint8_t key[32], iv[15], ad[300], tag[2][16];
  size_t key_length;
  unsigned i;
  int ocb;

  if (ours == NULL || theirs == NULL)
    FAIL("%s: not fetched", name);
  ASSERT(EVP_CIPHER_get_key_length(ours) == EVP_CIPHER_get_key_length(theirs));
  ASSERT(EVP_CIPHER_get_iv_length(ours) == EVP_CIPHER_get_iv_length(theirs));
  ASSERT(EVP_CIPHER_get_mode(ours) == EVP_CIPHER_get_mode(theirs));
  ASSERT((EVP_CIPHER_get_flags(ours) & EVP_CIPH_FLAG_AEAD_CIPHER) != 0);
  key_length = EVP_CIPHER_get_key_length(ours);
  ocb = EVP_CIPHER_get_mode(ours) == EVP_CIPH_OCB_MODE;
  for (i = 0; i < 60; i++)
    {
      size_t iv_length = ocb ? 1 + rng_below(15) : 7 + rng_below(7);
      size_t tag_length = ocb ? 1 + rng_below(16) : 4 + 2 * rng_below(7);
      size_t length = i < 40 ? rng_below(100) : rng_below(5000);
      size_t ad_length = rng_below(sizeof(ad)), offset = rng_below(16);
      int in_place = rng_below(4) == 0;
      uint8_t *src = in + offset;
      long n[2], m;

      rng_fill(key_length, key);
      rng_fill(iv_length, iv);
      rng_fill(ad_length, ad);
      rng_fill(length, src);
      n[1] = ccm_once(theirs, 1, key, iv_length, iv, tag_length, tag[1],
		      ad_length, ad, 0, length, out[1], src, 0);
      if (in_place)
	memcpy(out[0], src, length);
      n[0] = ccm_once(ours, 1, key, iv_length, iv, tag_length, tag[0],
		      ad_length, ad, 0, length, out[0],
		      in_place ? out[0] : src, i % 2);
      if (n[0] != n[1] || n[0] != (long) length
	  || memcmp(out[0], out[1], length) != 0
	  || memcmp(tag[0], tag[1], tag_length) != 0)
	FAIL("%s: %zu bytes (nonce %zu, tag %zu, AD %zu) differ", name,
	     length, iv_length, tag_length, ad_length);
      m = ccm_once(ours, 0, key, iv_length, iv, tag_length, tag[0],
		   ad_length, ad, 1, length, back, out[0], i % 2 == 0);
      if (m != (long) length || memcmp(back, src, length) != 0)
	FAIL("%s: %zu bytes do not come back", name, length);
      m = ccm_once(theirs, 0, key, iv_length, iv, tag_length, tag[0],
		   ad_length, ad, 0, length, back, out[0], 0);
      ASSERT(m == (long) length && memcmp(back, src, length) == 0);
      tag[0][rng_below(tag_length)] ^= 1 << rng_below(8);
      ASSERT(ccm_once(ours, 0, key, iv_length, iv, tag_length, tag[0],
		      ad_length, ad, 0, length, back, out[0], 0) == -1);
      if (length > 0)
	{
	  memcpy(tag[0], tag[1], sizeof(tag[0]));
	  out[0][rng_below(length)] ^= 1 << rng_below(8);
	  ASSERT(ccm_once(ours, 0, key, iv_length, iv, tag_length, tag[0],
			  ad_length, ad, 0, length, back, out[0], 0) == -1);
	}
    }
  if (ocb)
    {
      /* The module takes OCB's message in one update: a second one is
	 refused.  */
      EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
      int n;
      ASSERT(ctx != NULL);
      ASSERT(EVP_EncryptInit_ex2(ctx, ours, key, iv, NULL));
      ASSERT(EVP_EncryptUpdate(ctx, out[0], &n, in, 32));
      ASSERT(!EVP_EncryptUpdate(ctx, out[0] + n, &n, in + 32, 32));
      ERR_clear_error();
      EVP_CIPHER_CTX_free(ctx);
    }
  EVP_CIPHER_free(ours);
  EVP_CIPHER_free(theirs);
}

/* The bytes of the hex string HEX into OUT; their number.  */
static size_t
unhex(const char *hex, uint8_t *out)
{
  size_t n;

  for (n = 0; hex[2 * n] != '\0'; n++)
    {
      unsigned byte;
      ASSERT(sscanf(hex + 2 * n, "%2x", &byte) == 1);
      out[n] = (uint8_t) byte;
    }
  return n;
}

/* RFC 8452's vectors (appendix C.1 and C.2: the first with 8 bytes of
   plaintext and no associated data, and one with both): key, nonce,
   associated data, plaintext, ciphertext and tag.  */
static const char *const gcm_siv_vectors[][5] = {
  { "01000000000000000000000000000000", "030000000000000000000000", "",
    "0100000000000000",
    "b5d839330ac7b786578782fff6013b815b287c22493a364c" },
  { "36864200e0eaf5284d884a0e77d31646", "bae8e37fc83441b16034566b",
    "46bb91c3c5", "7a806c", "af60eb711bd85bc1e4d3e0a462e074eea428a8" },
  { "0100000000000000000000000000000000000000000000000000000000000000",
    "030000000000000000000000", "", "0100000000000000",
    "c2ef328e5c71c83b843122130f7364b761e0b97427e3df28" },
  { "bae8e37fc83441b16034566b7a806c46bb91c3c5aedb64a6c590bc84d1a5e269",
    "e4b47801afc0577e34699b9e", "4fbdc66f14", "671fdd",
    "0eaccb93da9bb81333aee0c785b240d319719d" },
};

/* AES-GCM-SIV through the module, which OpenSSL 3.0's default provider
   does not have: RFC 8452's vectors of the key size, then random keys,
   nonces, associated data (given in two pieces when opening) and
   messages against the library's own seal, each opened again, a
   changed tag or ciphertext refused.  */
static void
check_gcm_siv(OSSL_LIB_CTX *libctx, const char *name, size_t key_length)
{
  EVP_CIPHER *ours = EVP_CIPHER_fetch(libctx, name, "provider=symcrypt");
  static uint8_t in[5000], out[5000 + 16], back[5000 + 16];
  uint8_t key[32], iv[12], ad[300], tag[16], expect[5000 + 16];
  unsigned i;

  if (ours == NULL)
    FAIL("%s: not fetched", name);
  ASSERT(EVP_CIPHER_get_key_length(ours) == (int) key_length);
  ASSERT(EVP_CIPHER_get_iv_length(ours) == 12);
  ASSERT((EVP_CIPHER_get_flags(ours) & EVP_CIPH_FLAG_AEAD_CIPHER) != 0);
  for (i = 0; i < sizeof(gcm_siv_vectors) / sizeof(gcm_siv_vectors[0]);
       i++)
    {
      const char *const *v = gcm_siv_vectors[i];
      size_t ad_length, length;
      if (unhex(v[0], key) != key_length)
	continue;
      ASSERT(unhex(v[1], iv) == 12);
      ad_length = unhex(v[2], ad);
      length = unhex(v[3], in);
      ASSERT(unhex(v[4], expect) == length + 16);
      if (ccm_once(ours, 1, key, 12, iv, 16, tag, ad_length, ad, 0, length,
		   out, in, 0) != (long) length
	  || memcmp(out, expect, length) != 0
	  || memcmp(tag, expect + length, 16) != 0)
	FAIL("%s: RFC 8452's vector %s", name, v[4]);
    }
  for (i = 0; i < 60; i++)
    {
      size_t length = i < 40 ? rng_below(100) : rng_below(5000);
      size_t ad_length = rng_below(sizeof(ad));
      int r;

      rng_fill(key_length, key);
      rng_fill(sizeof(iv), iv);
      rng_fill(ad_length, ad);
      rng_fill(length, in);
      if (key_length == 16)
	{
	  struct symcrypt_aes128_gcm_siv_key k;
	  symcrypt_aes128_gcm_siv_set_key(&k, key);
	  r = symcrypt_aes128_gcm_siv_seal(&k, iv, ad_length, ad, length,
					   expect, in);
	}
      else
	{
	  struct symcrypt_aes256_gcm_siv_key k;
	  symcrypt_aes256_gcm_siv_set_key(&k, key);
	  r = symcrypt_aes256_gcm_siv_seal(&k, iv, ad_length, ad, length,
					   expect, in);
	}
      ASSERT(r == SYMCRYPT_OK);
      if (ccm_once(ours, 1, key, 12, iv, 16, tag, ad_length, ad, i % 2,
		   length, out, in, i % 3 == 0) != (long) length
	  || memcmp(out, expect, length) != 0
	  || memcmp(tag, expect + length, 16) != 0)
	FAIL("%s: %zu bytes (AD %zu) differ from the library's", name,
	     length, ad_length);
      if (ccm_once(ours, 0, key, 12, iv, 16, tag, ad_length, ad, 1, length,
		   back, out, i % 2) != (long) length
	  || memcmp(back, in, length) != 0)
	FAIL("%s: %zu bytes do not come back", name, length);
      tag[rng_below(16)] ^= 1 << rng_below(8);
      ASSERT(ccm_once(ours, 0, key, 12, iv, 16, tag, ad_length, ad, 0,
		      length, back, out, 0) == -1);
      if (length > 0)
	{
	  memcpy(tag, expect + length, 16);
	  out[rng_below(length)] ^= 1 << rng_below(8);
	  ASSERT(ccm_once(ours, 0, key, 12, iv, 16, tag, ad_length, ad, 0,
			  length, back, out, 0) == -1);
	}
    }
  EVP_CIPHER_free(ours);
}

/* GCM as TLS 1.3's record layer drives it: the key once, then for each
   record the whole IV, the tag (reading), the header as associated
   data, the record, final and the tag (writing); a record whose IV is
   not renewed is refused; errors on the stack.  */
static void
check_tls13_shape(OSSL_LIB_CTX *libctx)
{
  EVP_CIPHER *ours = EVP_CIPHER_fetch(libctx, "AES-128-GCM",
				      "provider=symcrypt");
  EVP_CIPHER *theirs = EVP_CIPHER_fetch(libctx, "AES-128-GCM",
					"provider=default");
  EVP_CIPHER_CTX *ctx[3];
  uint8_t key[16], iv[12], header[5], record[3][300], tag[3][16];
  unsigned i, j;
  int n, m;
  unsigned long e;

  ASSERT(ours != NULL && theirs != NULL);
  rng_fill(sizeof(key), key);
  for (j = 0; j < 3; j++)
    {
      ctx[j] = EVP_CIPHER_CTX_new();
      ASSERT(ctx[j] != NULL);
      ASSERT(EVP_CipherInit_ex(ctx[j], j == 1 ? theirs : ours, NULL, NULL,
			       NULL, j != 2));
      ASSERT(EVP_CIPHER_CTX_ctrl(ctx[j], EVP_CTRL_AEAD_SET_IVLEN, 12, NULL)
	     > 0);
      ASSERT(EVP_CipherInit_ex(ctx[j], NULL, NULL, key, NULL, -1));
    }
  for (i = 0; i < 20; i++)
    {
      size_t length = rng_below(sizeof(record[0]));
      rng_fill(sizeof(iv), iv);
      rng_fill(sizeof(header), header);
      rng_fill(length, record[0]);
      memcpy(record[1], record[0], length);
      for (j = 0; j < 2; j++)
	{
	  ASSERT(EVP_CipherInit_ex(ctx[j], NULL, NULL, NULL, iv, 1));
	  ASSERT(EVP_CipherUpdate(ctx[j], NULL, &n, header, sizeof(header)));
	  ASSERT(EVP_CipherUpdate(ctx[j], record[j], &n, record[j],
				  (int) length));
	  ASSERT(EVP_CipherFinal_ex(ctx[j], record[j] + n, &m));
	  ASSERT((size_t) (n + m) == length);
	  ASSERT(EVP_CIPHER_CTX_ctrl(ctx[j], EVP_CTRL_AEAD_GET_TAG, 16,
				     tag[j]) > 0);
	}
      ASSERT(memcmp(record[0], record[1], length) == 0);
      ASSERT(memcmp(tag[0], tag[1], 16) == 0);
      /* Reading it back.  */
      ASSERT(EVP_CipherInit_ex(ctx[2], NULL, NULL, NULL, iv, 0));
      ASSERT(EVP_CIPHER_CTX_ctrl(ctx[2], EVP_CTRL_AEAD_SET_TAG, 16, tag[0])
	     > 0);
      ASSERT(EVP_CipherUpdate(ctx[2], NULL, &n, header, sizeof(header)));
      ASSERT(EVP_CipherUpdate(ctx[2], record[2], &n, record[0],
			      (int) length));
      ASSERT(EVP_CipherFinal_ex(ctx[2], record[2] + n, &m));
    }
  /* The IV is spent: another record without a new one fails, with
     the module's reason.  */
  ERR_clear_error();
  ASSERT(!EVP_CipherUpdate(ctx[0], NULL, &n, header, sizeof(header)));
  e = ERR_peek_last_error();
  ASSERT(e != 0 && ERR_reason_error_string(e) != NULL);
  ASSERT(strcmp(ERR_reason_error_string(e), "context not initialized") == 0);
  ERR_clear_error();
  /* The tag cannot be set encrypting, nor be longer than 16 bytes.  */
  ASSERT(EVP_CIPHER_CTX_ctrl(ctx[0], EVP_CTRL_AEAD_SET_TAG, 16, tag[0]) <= 0);
  ASSERT(EVP_CIPHER_CTX_ctrl(ctx[2], EVP_CTRL_AEAD_SET_TAG, 17, tag[0]) <= 0);
  ERR_clear_error();
  for (j = 0; j < 3; j++)
    EVP_CIPHER_CTX_free(ctx[j]);
  EVP_CIPHER_free(ours);
  EVP_CIPHER_free(theirs);
}

/* One TLS 1.2 AEAD record through CIPHER as libssl 3.0 sends or reads
   it: the sequence number SEQ, type and version and the record's
   length as associated data (tlsaad, whose answer is the tag's
   length), then the whole record in place, for GCM its explicit IV
   first.  RECORD holds the payload of LENGTH bytes (writing) or the
   record (reading).  Returns the output length, or -1.  */
static long
tls12_record(EVP_CIPHER_CTX *ctx, int gcm, int enc, uint64_t seq,
	     size_t length, uint8_t *record)
{
  size_t explicit_iv = gcm ? 8 : 0;
  size_t total = explicit_iv + length + 16;
  uint8_t aad[13];
  size_t record_length = enc ? explicit_iv + length : total;
  int i, n;

  for (i = 0; i < 8; i++)
    aad[i] = seq >> (56 - 8 * i);
  aad[8] = 23;
  aad[9] = 3;
  aad[10] = 3;
  aad[11] = record_length >> 8;
  aad[12] = record_length;
  if (EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_TLS1_AAD, 13, aad) != 16)
    FAIL("tlsaad");
  if (!EVP_CipherUpdate(ctx, record, &n, record, (int) total))
    {
      ERR_clear_error();
      return -1;
    }
  return n;
}

/* TLS 1.2's AEAD records, AES-128-GCM and ChaCha20-Poly1305, written by
   the module and read by the default provider and the other way round,
   record after record; a changed record refused.  */
static void
check_tls12_records(OSSL_LIB_CTX *libctx)
{
  static const char *const names[] = { "AES-128-GCM", "ChaCha20-Poly1305" };
  unsigned a, way, i;

  for (a = 0; a < 2; a++)
    for (way = 0; way < 2; way++)
      {
	int gcm = a == 0;
	EVP_CIPHER *ours = EVP_CIPHER_fetch(libctx, names[a],
					    "provider=symcrypt");
	EVP_CIPHER *theirs = EVP_CIPHER_fetch(libctx, names[a],
					      "provider=default");
	EVP_CIPHER_CTX *writer = EVP_CIPHER_CTX_new();
	EVP_CIPHER_CTX *reader = EVP_CIPHER_CTX_new();
	uint8_t key[32], iv[12], payload[600], record[600 + 24];
	size_t key_length = gcm ? 16 : 32;

	ASSERT(ours != NULL && theirs != NULL && writer != NULL
	       && reader != NULL);
	rng_fill(sizeof(key), key);
	rng_fill(sizeof(iv), iv);
	/* As libssl: GCM takes the key, then the 4-byte fixed IV;
	   ChaCha20-Poly1305 the key and the whole IV.  */
	ASSERT(EVP_CipherInit_ex(writer, way ? theirs : ours, NULL, key,
				 gcm ? NULL : iv, 1));
	ASSERT(EVP_CipherInit_ex(reader, way ? ours : theirs, NULL, key,
				 gcm ? NULL : iv, 0));
	ASSERT(EVP_CIPHER_CTX_get_key_length(writer) == (int) key_length);
	if (gcm)
	  {
	    ASSERT(EVP_CIPHER_CTX_ctrl(writer, EVP_CTRL_GCM_SET_IV_FIXED, 4,
				       iv) > 0);
	    ASSERT(EVP_CIPHER_CTX_ctrl(reader, EVP_CTRL_GCM_SET_IV_FIXED, 4,
				       iv) > 0);
	  }
	for (i = 0; i < 30; i++)
	  {
	    size_t length = rng_below(sizeof(payload));
	    size_t at = gcm ? 8 : 0;
	    uint64_t seq = 1000 + i;
	    long n;

	    rng_fill(length, payload);
	    memcpy(record + at, payload, length);
	    n = tls12_record(writer, gcm, 1, seq, length, record);
	    ASSERT(n == (long) (at + length + 16));
	    if (i % 7 == 3)
	      {
		/* A changed bit: refused, and the reader's next record
		   (the same one, unchanged) still reads.  */
		uint8_t bad[600 + 24];
		memcpy(bad, record, n);
		bad[rng_below(n)] ^= 1;
		ASSERT(tls12_record(reader, gcm, 0, seq, length, bad) == -1);
	      }
	    n = tls12_record(reader, gcm, 0, seq, length, record);
	    ASSERT(n == (long) length);
	    ASSERT(memcmp(record + at, payload, length) == 0);
	  }
	EVP_CIPHER_CTX_free(writer);
	EVP_CIPHER_CTX_free(reader);
	EVP_CIPHER_free(ours);
	EVP_CIPHER_free(theirs);
      }
}

/* HMAC as libssl 3.0 uses it to check a TLS CBC record's MAC in
   constant time: tls-data-size (the record's length after the
   explicit IV), the 13-byte header, then the payload, whose length
   the padding decides and which lies in the last mac size + 256 bytes
   of the record.  The module's MAC is HMAC's of the header and the
   payload and, for the digests libssl takes this way, the default
   provider's (it has no tls-data-size for SHA-512/224 and /256).
   Every payload length a record allows, for record lengths that put
   the padding's end in every place of a block: short records, whose
   span starts in the header, and random ones up to 1100 bytes.  */
static void
check_tls_hmac(OSSL_LIB_CTX *libctx)
{
  static const struct
  {
    const char *name;
    size_t size;
    int default_has;
  } digests[] = {
    { "MD5", 16, 1 }, { "SHA1", 20, 1 }, { "SHA224", 28, 1 },
    { "SHA256", 32, 1 }, { "SHA384", 48, 1 }, { "SHA512", 64, 1 },
    { "SHA512-224", 28, 0 }, { "SHA512-256", 32, 0 }
  };
  EVP_MAC *ours = EVP_MAC_fetch(libctx, "HMAC", "provider=symcrypt");
  EVP_MAC *theirs = EVP_MAC_fetch(libctx, "HMAC", "provider=default");
  unsigned d, i, w;

  ASSERT(ours != NULL && theirs != NULL);
  for (d = 0; d < sizeof(digests) / sizeof(digests[0]); d++)
    for (i = 0; i < 6; i++)
      {
	uint8_t key[64], header[13], record[1200], mac[3][64];
	size_t size = digests[d].size, key_length = size;
	size_t total = size + 1 + (i < 2 ? i * 40 : rng_below(1100 - size));
	size_t span = total - size < 256 ? total - size : 256, length;

	rng_fill(key_length, key);
	rng_fill(sizeof(header), header);
	rng_fill(total, record);
	for (length = total - size - span; length <= total - size; length++)
	  {
	    header[11] = length >> 8;
	    header[12] = length;
	    for (w = 0; w < 3; w++)
	      {
		EVP_MAC_CTX *ctx;
		OSSL_PARAM params[2];
		size_t out;

		if (w == 1 && !digests[d].default_has)
		  continue;
		ctx = EVP_MAC_CTX_new(w == 1 ? theirs : ours);
		ASSERT(ctx != NULL);
		params[0] =
		  OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST,
						   (char *) digests[d].name,
						   0);
		params[1] = OSSL_PARAM_construct_end();
		ASSERT(EVP_MAC_init(ctx, key, key_length, params));
		/* W 2: plain HMAC of the header and the payload.  */
		if (w < 2)
		  {
		    params[0] =
		      OSSL_PARAM_construct_size_t(OSSL_MAC_PARAM_TLS_DATA_SIZE,
						  &total);
		    ASSERT(EVP_MAC_CTX_set_params(ctx, params));
		  }
		ASSERT(EVP_MAC_update(ctx, header, sizeof(header)));
		ASSERT(EVP_MAC_update(ctx, record, length));
		ASSERT(EVP_MAC_final(ctx, mac[w], &out, sizeof(mac[w])));
		ASSERT(out == size);
		EVP_MAC_CTX_free(ctx);
	      }
	    if ((digests[d].default_has && memcmp(mac[0], mac[1], size) != 0)
		|| memcmp(mac[0], mac[2], size) != 0)
	      FAIL("HMAC-%s of a TLS record of %zu bytes, payload %zu",
		   digests[d].name, total, length);
	  }
      }
  EVP_MAC_free(ours);
  EVP_MAC_free(theirs);
}

/* A CBC cipher context as libssl 3.0 sets one up for TLS or DTLS
   records: the key and the IV, then the version and the MAC's size
   (0 with encrypt-then-MAC).  */
static EVP_CIPHER_CTX *
tls_cbc_ctx(EVP_CIPHER *cipher, int enc, const uint8_t *key,
	    const uint8_t *iv, int version, size_t mac_size)
{
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  OSSL_PARAM params[3];

  ASSERT(ctx != NULL);
  ASSERT(EVP_CipherInit_ex(ctx, cipher, NULL, key, iv, enc));
  params[0] = OSSL_PARAM_construct_int(OSSL_CIPHER_PARAM_TLS_VERSION,
				       &version);
  params[1] = OSSL_PARAM_construct_size_t(OSSL_CIPHER_PARAM_TLS_MAC_SIZE,
					  &mac_size);
  params[2] = OSSL_PARAM_construct_end();
  ASSERT(EVP_CIPHER_CTX_set_params(ctx, params));
  return ctx;
}

/* One record of LENGTH bytes read in place through CTX; the output
   length (the payload's) and the MAC as libssl reads it, or -1 when
   the record is refused.  */
static long
tls_cbc_read(EVP_CIPHER_CTX *ctx, uint8_t *record, size_t length,
	     size_t mac_size, uint8_t *mac)
{
  OSSL_PARAM params[2];
  void *where = NULL;
  int n;

  if (!EVP_CipherUpdate(ctx, record, &n, record, (int) length))
    {
      ERR_clear_error();
      return -1;
    }
  if (mac_size != 0)
    {
      params[0] = OSSL_PARAM_construct_octet_ptr(OSSL_CIPHER_PARAM_TLS_MAC,
						 &where, mac_size);
      params[1] = OSSL_PARAM_construct_end();
      ASSERT(EVP_CIPHER_CTX_get_params(ctx, params));
      ASSERT(where != NULL);
      memcpy(mac, where, mac_size);
    }
  return n;
}

/* TLS's CBC records for AES-128, -192 and -256 under TLS 1.0 (no
   explicit IV), TLS 1.2 and DTLS 1.2, with a MAC of 20, 32 or 48 bytes
   or none (encrypt-then-MAC), in place.  Written: the module's record
   is the default provider's, byte for byte, and the module and the
   default provider read it alike.  Made here (padding of every length
   from 0 to 255, some bytes of it changed) with plain CBC of the
   default provider: the module reads it as the default provider does,
   the same payload length and, when the padding is good, the MAC;
   with bad padding the MAC is not the record's (libssl then fails the
   record with bad_record_mac), or with encrypt-then-MAC the record is
   refused.  */
static void
check_tls_cbc_records(OSSL_LIB_CTX *libctx)
{
  static const char *const names[] = {
    "AES-128-CBC", "AES-192-CBC", "AES-256-CBC"
  };
  static const int versions[] = { 0x0301, 0x0303, 0xfefd };
  static const size_t mac_sizes[] = { 20, 32, 48, 0 };
  unsigned a, v, m, i;

  for (a = 0; a < 3; a++)
    for (v = 0; v < 3; v++)
      for (m = 0; m < 4; m++)
	{
	  EVP_CIPHER *ours = EVP_CIPHER_fetch(libctx, names[a],
					      "provider=symcrypt");
	  EVP_CIPHER *theirs = EVP_CIPHER_fetch(libctx, names[a],
						"provider=default");
	  EVP_CIPHER_CTX *ctx[7];
	  size_t mac_size = mac_sizes[m];
	  size_t explicit_iv = versions[v] == 0x0301 ? 0 : 16;
	  uint8_t key[32], iv[16], mac[48], our_mac[48], their_mac[48];
	  uint8_t plain[700], record[4][700];
	  int raw_n, j;

	  ASSERT(ours != NULL && theirs != NULL);
	  rng_fill(sizeof(key), key);
	  rng_fill(sizeof(iv), iv);
	  /* Writers: ours, theirs; readers of theirs: ours, theirs;
	     plain CBC making records; readers of those: ours, theirs.  */
	  ctx[0] = tls_cbc_ctx(ours, 1, key, iv, versions[v], mac_size);
	  ctx[1] = tls_cbc_ctx(theirs, 1, key, iv, versions[v], mac_size);
	  ctx[2] = tls_cbc_ctx(ours, 0, key, iv, versions[v], mac_size);
	  ctx[3] = tls_cbc_ctx(theirs, 0, key, iv, versions[v], mac_size);
	  ctx[4] = EVP_CIPHER_CTX_new();
	  ASSERT(ctx[4] != NULL);
	  ASSERT(EVP_CipherInit_ex(ctx[4], theirs, NULL, key, iv, 1));
	  ASSERT(EVP_CIPHER_CTX_set_padding(ctx[4], 0));
	  ctx[5] = tls_cbc_ctx(ours, 0, key, iv, versions[v], mac_size);
	  ctx[6] = tls_cbc_ctx(theirs, 0, key, iv, versions[v], mac_size);
	  for (i = 0; i < 256; i++)
	    {
	      size_t payload = rng_below(300), length, pad, padded;
	      long n0, n1;
	      int n;

	      /* Written by both.  */
	      rng_fill(explicit_iv + payload + mac_size, plain);
	      length = explicit_iv + payload + mac_size;
	      memcpy(record[0], plain, length);
	      memcpy(record[1], plain, length);
	      ASSERT(EVP_CipherUpdate(ctx[0], record[0], &n, record[0],
				      (int) length));
	      ASSERT(n == (int) (length + 16 - length % 16));
	      ASSERT(EVP_CipherUpdate(ctx[1], record[1], &raw_n, record[1],
				      (int) length));
	      ASSERT(raw_n == n && memcmp(record[0], record[1], n) == 0);
	      n0 = tls_cbc_read(ctx[2], record[0], n, mac_size, our_mac);
	      n1 = tls_cbc_read(ctx[3], record[1], n, mac_size, their_mac);
	      ASSERT(n0 == (long) payload && n1 == n0);
	      ASSERT(memcmp(record[0] + explicit_iv, plain + explicit_iv,
			    payload) == 0);
	      ASSERT(memcmp(our_mac, plain + explicit_iv + payload,
			    mac_size) == 0);
	      ASSERT(memcmp(their_mac, our_mac, mac_size) == 0);

	      /* Made here: padding of length I to I + 15 (to fill the
		 block), one of its bytes other than the last changed
		 every fifth record (or without one, the last made 255),
		 or the MAC changed.  */
	      length = explicit_iv + payload + mac_size;
	      padded = (length + i + 1 + 15) / 16 * 16;
	      pad = padded - length - 1;
	      if (pad > 255)
		pad -= 16;
	      padded = length + pad + 1;
	      rng_fill(length, plain);
	      memcpy(mac, plain + explicit_iv + payload, mac_size);
	      memset(plain + length, (int) pad, pad + 1);
	      if (i % 5 == 2 && pad == 0)
		plain[length] = 255;
	      else if (i % 5 == 2)
		plain[length + rng_below(pad)] ^= 1 << rng_below(8);
	      else if (i % 5 == 4 && mac_size != 0)
		plain[explicit_iv + payload + rng_below(mac_size)] ^= 1;
	      ASSERT(EVP_CipherUpdate(ctx[4], record[2], &raw_n, plain,
				      (int) padded));
	      ASSERT(raw_n == (int) padded);
	      memcpy(record[3], record[2], padded);
	      n0 = tls_cbc_read(ctx[5], record[2], padded, mac_size, our_mac);
	      n1 = tls_cbc_read(ctx[6], record[3], padded, mac_size,
				their_mac);
	      ASSERT(n0 == n1);
	      if (i % 5 == 2)
		{
		  /* Bad padding: refused with encrypt-then-MAC; else the
		     whole record less the MAC, which is not the one
		     sent.  */
		  if (mac_size == 0)
		    ASSERT(n0 == -1);
		  else
		    ASSERT(n0 == (long) (padded - explicit_iv - mac_size)
			   && memcmp(our_mac, mac, mac_size) != 0);
		  continue;
		}
	      ASSERT(n0 == (long) payload);
	      ASSERT(memcmp(record[2] + explicit_iv, plain + explicit_iv,
			    payload) == 0);
	      ASSERT(memcmp(our_mac, their_mac, mac_size) == 0);
	      ASSERT(memcmp(our_mac, plain + explicit_iv + payload,
			    mac_size) == 0);
	      if (i % 5 == 4 && mac_size != 0)
		ASSERT(memcmp(our_mac, mac, mac_size) != 0);
	    }
	  /* A record shorter than the MAC and the padding's length byte,
	     or not of whole blocks, or out of place: refused.  */
	  memset(record[0], 0, sizeof(record[0]));
	  if (explicit_iv + mac_size + 1 > 16)
	    ASSERT(tls_cbc_read(ctx[5], record[0],
				(explicit_iv + mac_size) / 16 * 16,
				mac_size, our_mac) == -1);
	  ASSERT(tls_cbc_read(ctx[5], record[0], 40, mac_size,
			      our_mac) == -1);
	  ASSERT(!EVP_CipherUpdate(ctx[5], record[1], &j, record[0], 64));
	  ERR_clear_error();
	  for (j = 0; j < 7; j++)
	    EVP_CIPHER_CTX_free(ctx[j]);
	  EVP_CIPHER_free(ours);
	  EVP_CIPHER_free(theirs);
	}
}

/* One derivation through KDF (the module's or the default provider's)
   with the parameters PARAMS, set on a context and derived from a copy
   of it when DUP is set; 0 if it fails.  */
static int
kdf_once(EVP_KDF *kdf, const OSSL_PARAM *params, size_t length,
	 uint8_t *out, int dup)
{
  EVP_KDF_CTX *ctx = EVP_KDF_CTX_new(kdf);
  int ok;

  ASSERT(ctx != NULL);
  ok = EVP_KDF_CTX_set_params(ctx, params);
  if (ok && dup)
    {
      EVP_KDF_CTX *copy = EVP_KDF_CTX_dup(ctx);
      ASSERT(copy != NULL);
      EVP_KDF_CTX_free(ctx);
      ctx = copy;
    }
  ok = ok && EVP_KDF_derive(ctx, out, length, NULL);
  EVP_KDF_CTX_free(ctx);
  ERR_clear_error();
  return ok;
}

/* HKDF in its three modes, PBKDF2 and scrypt, through the module
   against the default provider: every digest the module has them for,
   random keys, salts, info in pieces, iteration counts, costs and
   output lengths, a copy of the context; HKDF over SHA-1 refused, and
   scrypt past its memory limit.  */
static void
check_kdfs(OSSL_LIB_CTX *libctx)
{
  static const char *const hkdf_digests[] = { "SHA256", "SHA2-384",
					      "SHA512" };
  static const size_t hkdf_sizes[] = { 32, 48, 64 };
  static const char *const pbkdf2_digests[] = { "SHA1", "SHA256", "SHA384",
						"SHA512", "SHA512-256" };
  static const char *const modes[] = { "EXTRACT_AND_EXPAND", "EXTRACT_ONLY",
				       "EXPAND_ONLY" };
  EVP_KDF *ours = EVP_KDF_fetch(libctx, "HKDF", "provider=symcrypt");
  EVP_KDF *theirs = EVP_KDF_fetch(libctx, "HKDF", "provider=default");
  uint8_t key[104], salt[100], info[3][40], out[2][2000];
  OSSL_PARAM params[10];
  unsigned i, d;

  ASSERT(ours != NULL && theirs != NULL);
  for (d = 0; d < 3; d++)
    for (i = 0; i < 30; i++)
      {
	unsigned mode = i % 3, n = 0, pieces = rng_below(4), k;
	size_t key_length = mode == 2 ? hkdf_sizes[d] + rng_below(40)
	  : rng_below(sizeof(key));
	size_t salt_length = rng_below(sizeof(salt));
	size_t length = mode == 1 ? hkdf_sizes[d]
	  : 1 + rng_below(255 * hkdf_sizes[d] < sizeof(out[0])
			  ? 255 * hkdf_sizes[d] : sizeof(out[0]));

	rng_fill(key_length, key);
	rng_fill(salt_length, salt);
	params[n++] = OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_DIGEST,
						       (char *) hkdf_digests[d],
						       0);
	params[n++] = OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_MODE,
						       (char *) modes[mode], 0);
	params[n++] = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_KEY,
							key, key_length);
	params[n++] = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT,
							salt, salt_length);
	for (k = 0; k < pieces; k++)
	  {
	    size_t info_length = rng_below(sizeof(info[k]));
	    rng_fill(info_length, info[k]);
	    params[n++] = OSSL_PARAM_construct_octet_string
	      (OSSL_KDF_PARAM_INFO, info[k], info_length);
	  }
	params[n] = OSSL_PARAM_construct_end();
	ASSERT(kdf_once(theirs, params, length, out[1], 0));
	if (!kdf_once(ours, params, length, out[0], i % 2)
	    || memcmp(out[0], out[1], length) != 0)
	  FAIL("HKDF %s %s: %zu bytes differ", hkdf_digests[d], modes[mode],
	       length);
      }
  /* HKDF over a digest the library has no HKDF for.  */
  params[0] = OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_DIGEST,
					       "SHA1", 0);
  params[1] = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_KEY, key, 16);
  params[2] = OSSL_PARAM_construct_end();
  ASSERT(!kdf_once(ours, params, 16, out[0], 0));
  EVP_KDF_free(ours);
  EVP_KDF_free(theirs);

  ours = EVP_KDF_fetch(libctx, "PBKDF2", "provider=symcrypt");
  theirs = EVP_KDF_fetch(libctx, "PBKDF2", "provider=default");
  ASSERT(ours != NULL && theirs != NULL);
  for (d = 0; d < 5; d++)
    for (i = 0; i < 12; i++)
      {
	unsigned n = 0;
	uint64_t iterations = 1 + rng_below(40);
	int pkcs5 = 1;
	size_t key_length = rng_below(sizeof(key));
	size_t salt_length = rng_below(sizeof(salt));
	size_t length = 1 + rng_below(200);

	rng_fill(key_length, key);
	rng_fill(salt_length, salt);
	/* SHA-1 is the default digest.  */
	if (d != 0 || i % 2)
	  params[n++] = OSSL_PARAM_construct_utf8_string
	    (OSSL_KDF_PARAM_DIGEST, (char *) pbkdf2_digests[d], 0);
	params[n++] = OSSL_PARAM_construct_octet_string
	  (OSSL_KDF_PARAM_PASSWORD, key, key_length);
	params[n++] = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT,
							salt, salt_length);
	params[n++] = OSSL_PARAM_construct_uint64(OSSL_KDF_PARAM_ITER,
						  &iterations);
	params[n++] = OSSL_PARAM_construct_int(OSSL_KDF_PARAM_PKCS5, &pkcs5);
	params[n] = OSSL_PARAM_construct_end();
	ASSERT(kdf_once(theirs, params, length, out[1], 0));
	if (!kdf_once(ours, params, length, out[0], i % 2)
	    || memcmp(out[0], out[1], length) != 0)
	  FAIL("PBKDF2 %s: %zu bytes differ", pbkdf2_digests[d], length);
      }
  EVP_KDF_free(ours);
  EVP_KDF_free(theirs);

  ours = EVP_KDF_fetch(libctx, "SCRYPT", "provider=symcrypt");
  theirs = EVP_KDF_fetch(libctx, "SCRYPT", "provider=default");
  ASSERT(ours != NULL && theirs != NULL);
  for (i = 0; i < 12; i++)
    {
      uint64_t n = (uint64_t) 2 << rng_below(10);
      uint32_t r = 1 + rng_below(8), p = 1 + rng_below(3);
      size_t key_length = rng_below(sizeof(key));
      size_t salt_length = rng_below(sizeof(salt));
      size_t length = 1 + rng_below(100);
      unsigned k = 0;

      rng_fill(key_length, key);
      rng_fill(salt_length, salt);
      params[k++] = OSSL_PARAM_construct_octet_string
	(OSSL_KDF_PARAM_PASSWORD, key, key_length);
      params[k++] = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT,
						      salt, salt_length);
      params[k++] = OSSL_PARAM_construct_uint64(OSSL_KDF_PARAM_SCRYPT_N, &n);
      params[k++] = OSSL_PARAM_construct_uint32(OSSL_KDF_PARAM_SCRYPT_R, &r);
      params[k++] = OSSL_PARAM_construct_uint32(OSSL_KDF_PARAM_SCRYPT_P, &p);
      params[k] = OSSL_PARAM_construct_end();
      ASSERT(kdf_once(theirs, params, length, out[1], 0));
      if (!kdf_once(ours, params, length, out[0], i % 2)
	  || memcmp(out[0], out[1], length) != 0)
	FAIL("SCRYPT N %llu r %u p %u: %zu bytes differ",
	     (unsigned long long) n, r, p, length);
    }
  /* Past the memory allowed: refused, as OpenSSL's.  */
  {
    uint64_t n = 1024, max_memory = 128 * 8 * (1024 + 2 + 1) - 1;
    uint32_t r = 8;
    params[0] = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_PASSWORD,
						  key, 8);
    params[1] = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT,
						  salt, 8);
    params[2] = OSSL_PARAM_construct_uint64(OSSL_KDF_PARAM_SCRYPT_N, &n);
    params[3] = OSSL_PARAM_construct_uint32(OSSL_KDF_PARAM_SCRYPT_R, &r);
    params[4] = OSSL_PARAM_construct_uint64(OSSL_KDF_PARAM_SCRYPT_MAXMEM,
					    &max_memory);
    params[5] = OSSL_PARAM_construct_end();
    ASSERT(!kdf_once(theirs, params, 32, out[1], 0));
    ASSERT(!kdf_once(ours, params, 32, out[0], 0));
    max_memory++;
    ASSERT(kdf_once(theirs, params, 32, out[1], 0));
    ASSERT(kdf_once(ours, params, 32, out[0], 0));
    ASSERT(memcmp(out[0], out[1], 32) == 0);
  }
  EVP_KDF_free(ours);
  EVP_KDF_free(theirs);
}

/* Argon2's parameter names, which OpenSSL's headers have since 3.2.  */
#ifndef OSSL_KDF_PARAM_ARGON2_AD
# define OSSL_KDF_PARAM_ARGON2_AD "ad"
#endif
#ifndef OSSL_KDF_PARAM_ARGON2_LANES
# define OSSL_KDF_PARAM_ARGON2_LANES "lanes"
#endif
#ifndef OSSL_KDF_PARAM_ARGON2_MEMCOST
# define OSSL_KDF_PARAM_ARGON2_MEMCOST "memcost"
#endif
#ifndef OSSL_KDF_PARAM_ARGON2_VERSION
# define OSSL_KDF_PARAM_ARGON2_VERSION "version"
#endif
#ifndef OSSL_KDF_PARAM_THREADS
# define OSSL_KDF_PARAM_THREADS "threads"
#endif

static const char *const argon2_names[] = { "ARGON2D", "ARGON2I",
  "ARGON2ID" };

/* The Argon2 parameters PARAMS (with VERSION and THREADS), the
   password, salt, secret and associated data, into PARAMS; their
   number.  */
static unsigned
argon2_params(OSSL_PARAM *params, struct symcrypt_argon2_params *a,
	      uint32_t *version, size_t pwd_length, uint8_t *pwd,
	      size_t salt_length, uint8_t *salt)
{
  unsigned n = 0;

  params[n++] = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_PASSWORD,
						  pwd, pwd_length);
  params[n++] = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT,
						  salt, salt_length);
  params[n++] = OSSL_PARAM_construct_octet_string
    (OSSL_KDF_PARAM_SECRET, (uint8_t *) a->secret, a->secret_length);
  params[n++] = OSSL_PARAM_construct_octet_string
    (OSSL_KDF_PARAM_ARGON2_AD, (uint8_t *) a->ad, a->ad_length);
  params[n++] = OSSL_PARAM_construct_uint32(OSSL_KDF_PARAM_ITER,
					    &a->t_cost);
  params[n++] = OSSL_PARAM_construct_uint32(OSSL_KDF_PARAM_ARGON2_MEMCOST,
					    &a->m_cost);
  params[n++] = OSSL_PARAM_construct_uint32(OSSL_KDF_PARAM_ARGON2_LANES,
					    &a->parallelism);
  params[n++] = OSSL_PARAM_construct_uint32(OSSL_KDF_PARAM_THREADS,
					    &a->threads);
  params[n++] = OSSL_PARAM_construct_uint32(OSSL_KDF_PARAM_ARGON2_VERSION,
					    version);
  params[n] = OSSL_PARAM_construct_end();
  return n;
}

/* ARGON2D, ARGON2I and ARGON2ID through the module: RFC 9106's
   vectors, random small parameters against the library's functions,
   and the refusals, with an error and nothing written.  */
static void
check_argon2(OSSL_LIB_CTX *libctx)
{
  /* RFC 9106, 5.1 to 5.3, in the order of argon2_names: password 32
     bytes of 01, salt 16 of 02, secret 8 of 03, associated data 12 of
     04; 3 passes over 32 KiB in 4 lanes; 32-byte tags.  */
  static const char *const tags[] = {
    "512b391b6f1162975371d30919734294f868e3be3984f3c1a13a4db9fabe4acb",
    "c814d9d1dc7f37aa13f0d77f2494bda1c8de6b016dd388d29952a4c4672b6ce8",
    "0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659"
  };
  int (*const library[])(const struct symcrypt_argon2_params *, size_t,
			 const uint8_t *, size_t, const uint8_t *, void *,
			 size_t, size_t, uint8_t *) = {
    symcrypt_argon2d, symcrypt_argon2i, symcrypt_argon2id
  };
  uint8_t pwd[64], salt[48], secret[32], ad[32], tag[32];
  uint8_t out[2][128];
  OSSL_PARAM params[12];
  uint32_t version = 0x13;
  size_t t, i;

  for (t = 0; t < 3; t++)
    {
      EVP_KDF *kdf = EVP_KDF_fetch(libctx, argon2_names[t],
				   "provider=symcrypt");
      struct symcrypt_argon2_params a = { 3, 32, 4, 2, secret, 8, ad, 12 };
      EVP_KDF_CTX *ctx;
      uint32_t size;

      ASSERT(kdf != NULL);
      memset(pwd, 1, 32);
      memset(salt, 2, 16);
      memset(secret, 3, 8);
      memset(ad, 4, 12);
      ASSERT(unhex(tags[t], tag) == 32);
      argon2_params(params, &a, &version, 32, pwd, 16, salt);
      /* The parameters given to derive, and set then derived from a
	 copy.  */
      ctx = EVP_KDF_CTX_new(kdf);
      ASSERT(ctx != NULL);
      if (EVP_KDF_derive(ctx, out[0], 32, params) != 1
	  || memcmp(out[0], tag, 32) != 0)
	FAIL("%s: RFC 9106's vector", argon2_names[t]);
      EVP_KDF_CTX_free(ctx);
      memset(out[0], 0, 32);
      if (!kdf_once(kdf, params, 32, out[0], 1)
	  || memcmp(out[0], tag, 32) != 0)
	FAIL("%s: RFC 9106's vector from a copy", argon2_names[t]);

      /* Random small parameters against the library.  */
      for (i = 0; i < 8; i++)
	{
	  size_t pwd_length = rng_below(sizeof(pwd));
	  size_t salt_length = 8 + rng_below(sizeof(salt) - 8);
	  size_t length = 4 + rng_below(sizeof(out[0]) - 4);

	  a.t_cost = 1 + rng_below(3);
	  a.parallelism = 1 + rng_below(4);
	  a.m_cost = 8 * a.parallelism + rng_below(64);
	  a.threads = 1 + rng_below(4);
	  a.secret_length = rng_below(sizeof(secret));
	  a.ad_length = rng_below(sizeof(ad));
	  rng_fill(pwd_length, pwd);
	  rng_fill(salt_length, salt);
	  rng_fill(a.secret_length, secret);
	  rng_fill(a.ad_length, ad);
	  argon2_params(params, &a, &version, pwd_length, pwd, salt_length,
			salt);
	  ASSERT(library[t](&a, pwd_length, pwd, salt_length, salt, NULL, 0,
			    length, out[1]) == SYMCRYPT_OK);
	  if (!kdf_once(kdf, params, length, out[0], i % 2)
	      || memcmp(out[0], out[1], length) != 0)
	    FAIL("%s t %u m %u lanes %u: %zu bytes differ", argon2_names[t],
		 a.t_cost, a.m_cost, a.parallelism, length);
	}

      /* Refused, with an error and nothing written: version 0x10, no
	 lanes, less memory than 8 KiB a lane, a size that is not the
	 length.  */
      for (i = 0; i < 4; i++)
	{
	  unsigned n;
	  a.t_cost = 1;
	  a.parallelism = 4;
	  a.m_cost = 32;
	  version = 0x13;
	  size = 32;
	  if (i == 0)
	    version = 0x10;
	  else if (i == 1)
	    a.parallelism = 0;
	  else if (i == 2)
	    a.m_cost = 31;
	  n = argon2_params(params, &a, &version, 8, pwd, 8, salt);
	  if (i == 3)
	    {
	      size = 33;
	      params[n++] = OSSL_PARAM_construct_uint32(OSSL_KDF_PARAM_SIZE,
							&size);
	      params[n] = OSSL_PARAM_construct_end();
	    }
	  memset(out[0], 0xa5, 32);
	  ctx = EVP_KDF_CTX_new(kdf);
	  ASSERT(ctx != NULL);
	  ERR_clear_error();
	  if (EVP_KDF_derive(ctx, out[0], 32, params) == 1
	      || ERR_peek_error() == 0)
	    FAIL("%s: refusal %zu derived or left no error", argon2_names[t],
		 i);
	  ERR_clear_error();
	  EVP_KDF_CTX_free(ctx);
	  memset(out[1], 0xa5, 32);
	  ASSERT(memcmp(out[0], out[1], 32) == 0);
	}
      version = 0x13;
      EVP_KDF_free(kdf);
    }
}

#define THREADS 4
#define THREAD_MESSAGES 500
#define THREAD_LENGTH 77

static void *
thread_body(void *arg)
{
  EVP_MD *md = arg;
  uint8_t msg[THREAD_LENGTH], out[32];
  unsigned i, n;

  memset(msg, 0xa5, sizeof(msg));
  for (i = 0; i < THREAD_MESSAGES; i++)
    if (!EVP_Digest(msg, sizeof(msg), out, &n, md, NULL))
      return arg;
  return NULL;
}

/* Threads share one provider context: the counts add up exactly.  */
static void
check_threads(void)
{
  OSSL_PROVIDER *ours, *deflt;
  OSSL_LIB_CTX *libctx = load(&ours, &deflt);
  EVP_MD *md = EVP_MD_fetch(libctx, "SHA256", "provider=symcrypt");
  pthread_t threads[THREADS];
  unsigned long long messages, bytes;
  char *text;
  unsigned i;
  void *ret;

  ASSERT(md != NULL);
  for (i = 0; i < THREADS; i++)
    ASSERT(pthread_create(&threads[i], NULL, thread_body, md) == 0);
  for (i = 0; i < THREADS; i++)
    {
      ASSERT(pthread_join(threads[i], &ret) == 0);
      ASSERT(ret == NULL);
    }
  EVP_MD_free(md);
  text = unload_capture(libctx, ours, deflt);
  count_of(text, "SHA2-256", &messages, &bytes);
  if (messages != THREADS * THREAD_MESSAGES
      || bytes != THREADS * THREAD_MESSAGES * THREAD_LENGTH)
    FAIL("threads: counts %llu messages %llu bytes in:\n%s",
	 messages, bytes, text);
  free(text);
}

int
main(void)
{
  OSSL_PROVIDER *ours, *deflt;
  OSSL_LIB_CTX *libctx;
  char *text;
  size_t d;

  printf("libsymcrypt %s, OpenSSL %s\n", symcrypt_version(),
	 OpenSSL_version(OPENSSL_VERSION));
  setenv("SYMCRYPT_PROVIDER_COUNT", "1", 1);
  libctx = load(&ours, &deflt);
  for (d = 0; d < N_DIGESTS; d++)
    check_digest(libctx, d);
  check_ssl3_ms(libctx);
  check_errors(libctx);
  check_hmac(libctx);
  check_other_macs(libctx);
  for (d = 0; d < N_CIPHERS; d++)
    check_cipher(libctx, ciphers[d]);
  for (d = 0; d < N_ONE_SHOTS; d++)
    check_one_shot(libctx, one_shots[d]);
  for (d = 0; d < N_CCMS; d++)
    check_ccm(libctx, ccms[d]);
  check_gcm_siv(libctx, "AES-128-GCM-SIV", 16);
  check_gcm_siv(libctx, "AES-256-GCM-SIV", 32);
  check_tls13_shape(libctx);
  check_tls12_records(libctx);
  check_tls_cbc_records(libctx);
  check_tls_hmac(libctx);
  check_kdfs(libctx);
  check_argon2(libctx);

  /* Every digest ran through the module, and it counted them.  */
  text = unload_capture(libctx, ours, deflt);
  for (d = 0; d < N_DIGESTS; d++)
    {
      unsigned long long messages, bytes;
      count_of(text, names[d][0], &messages, &bytes);
      if (messages < 250 || bytes == 0)
	FAIL("%s: counts %llu messages %llu bytes in:\n%s", names[d][0],
	     messages, bytes, text);
    }
  {
    unsigned long long messages, bytes;
    count_of(text, "HMAC", &messages, &bytes);
    if (messages < 12 * 20 || bytes == 0)
      FAIL("HMAC: counts %llu messages %llu bytes in:\n%s", messages,
	   bytes, text);
  }
  for (d = 0; d < N_OTHER_MACS; d++)
    {
      unsigned long long messages, bytes;
      count_of(text, other_macs[d].counted, &messages, &bytes);
      if (messages < 120 || bytes == 0)
	FAIL("%s: counts %llu messages %llu bytes in:\n%s",
	     other_macs[d].counted, messages, bytes, text);
    }
  for (d = 0; d < N_CIPHERS; d++)
    {
      unsigned long long messages, bytes;
      count_of(text, ciphers[d], &messages, &bytes);
      if (messages < 120 || bytes == 0)
	FAIL("%s: counts %llu messages %llu bytes in:\n%s", ciphers[d],
	     messages, bytes, text);
    }
  for (d = 0; d < N_ONE_SHOTS + N_CCMS + 2; d++)
    {
      const char *name = d < N_ONE_SHOTS ? one_shots[d]
	: d < N_ONE_SHOTS + N_CCMS ? ccms[d - N_ONE_SHOTS]
	: d == N_ONE_SHOTS + N_CCMS ? "AES-128-GCM-SIV" : "AES-256-GCM-SIV";
      unsigned long long messages, bytes;
      count_of(text, name, &messages, &bytes);
      if (messages < 120 || bytes == 0)
	FAIL("%s: counts %llu messages %llu bytes in:\n%s", name,
	     messages, bytes, text);
    }
  {
    static const char *const kdfs[] = { "HKDF", "PBKDF2", "SCRYPT",
      "ARGON2D", "ARGON2I", "ARGON2ID" };
    for (d = 0; d < 6; d++)
      {
	unsigned long long messages, bytes;
	count_of(text, kdfs[d], &messages, &bytes);
	/* Argon2: its two vectors and 8 random.  */
	if (messages < (d < 3 ? 12 : 10) || bytes == 0)
	  FAIL("%s: counts %llu messages %llu bytes in:\n%s", kdfs[d],
	       messages, bytes, text);
      }
  }
  free(text);

  check_threads();
  printf("%zu digests, HMAC, %zu other MACs, %zu ciphers, HKDF, PBKDF2 "
	 "and scrypt, TLS's AEAD and CBC records through the module agree "
	 "with the default provider; "
	 "Argon2 with RFC 9106 and the library\n",
	 N_DIGESTS, N_OTHER_MACS, N_CIPHERS + N_ONE_SHOTS + N_CCMS + 2);
  return 0;
}

#else /* !(HAVE_OPENSSL && SC_PROVIDER_DIR) */

int
main(void)
{
  printf("no OpenSSL 3 or no provider module in this build\n");
  return 77;
}

#endif
