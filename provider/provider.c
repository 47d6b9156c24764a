/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* provider.c -- the module's entry point, OSSL_provider_init: the
   provider context, the provider's parameters, the query for its
   algorithms, the error stack and the counts printed at unload.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/params.h>

#include <symcrypt/symcrypt.h>

#include "provider.h"

/* What the counts are printed under, by sc_alg.  */
static const char *const count_names[SC_ALG_COUNT] = {
  "MD5", "SHA1", "SHA2-224", "SHA2-256", "SHA2-384", "SHA2-512",
  "SHA2-512/224", "SHA2-512/256",
  "SHA3-224", "SHA3-256", "SHA3-384", "SHA3-512",
  "SHAKE-128", "SHAKE-256", "BLAKE2B-512", "BLAKE2S-256",
  "HMAC", "KMAC-128", "KMAC-256", "Poly1305", "BLAKE2BMAC",
  "BLAKE2SMAC", "CMAC", "SipHash",
  "AES-128-GCM", "AES-192-GCM", "AES-256-GCM", "ChaCha20-Poly1305",
  "AES-128-CTR", "AES-192-CTR", "AES-256-CTR",
  "AES-128-CBC", "AES-192-CBC", "AES-256-CBC",
  "AES-128-ECB", "AES-192-ECB", "AES-256-ECB", "ChaCha20",
  "AES-128-XTS", "AES-256-XTS",
  "AES-128-WRAP", "AES-192-WRAP", "AES-256-WRAP",
  "AES-128-WRAP-PAD", "AES-192-WRAP-PAD", "AES-256-WRAP-PAD",
  "AES-128-CCM", "AES-192-CCM", "AES-256-CCM",
  "AES-128-OCB", "AES-256-OCB", "AES-128-GCM-SIV", "AES-256-GCM-SIV",
  "HKDF", "PBKDF2", "SCRYPT", "ARGON2I", "ARGON2D", "ARGON2ID"
};

static const OSSL_ITEM reason_strings[] = {
  { SC_R_NO_MEMORY, "out of memory" },
  { SC_R_OUTPUT_TOO_SMALL, "output buffer too small" },
  { SC_R_NOT_INITIALIZED, "context not initialized" },
  { SC_R_BAD_PARAMETER, "bad parameter" },
  { SC_R_UNSUPPORTED_DIGEST, "digest not supported by symcrypt" },
  { SC_R_NO_KEY, "no key set" },
  { SC_R_BAD_LENGTH, "bad length" },
  { SC_R_LIBRARY, "libsymcrypt refused the call" },
  { SC_R_BAD_DECRYPT, "bad decrypt" },
  { 0, NULL }
};

void
sc_error(const struct sc_provider *prov, int reason, const char *fmt, ...)
{
  va_list args;

  if (prov->new_error == NULL || prov->vset_error == NULL)
    return;
  prov->new_error(prov->handle);
  va_start(args, fmt);
  prov->vset_error(prov->handle, reason, fmt, args);
  va_end(args);
}

void *
sc_dup(struct sc_provider *prov, const void *src, size_t size)
{
  void *copy = OPENSSL_malloc(size);

  if (copy == NULL)
    {
      sc_error(prov, SC_R_NO_MEMORY, NULL);
      return NULL;
    }
  memcpy(copy, src, size);
  return copy;
}

void
sc_count(struct sc_provider *prov, enum sc_alg alg,
	 uint64_t messages, uint64_t bytes)
{
  struct sc_count *c = &prov->counts[alg];

  if (!prov->counting)
    return;
  if (messages != 0)
    __atomic_fetch_add(&c->messages, messages, __ATOMIC_RELAXED);
  if (bytes != 0)
    __atomic_fetch_add(&c->bytes, bytes, __ATOMIC_RELAXED);
}

int
sc_name_in(const char *name, const char *names)
{
  size_t length = strlen(name);

  while (*names != '\0')
    {
      size_t n = strcspn(names, ":");
      if (n == length && strncasecmp(names, name, n) == 0)
	return 1;
      names += n;
      if (*names == ':')
	names++;
    }
  return 0;
}

static const OSSL_PARAM provider_param_types[] = {
  OSSL_PARAM_DEFN(OSSL_PROV_PARAM_NAME, OSSL_PARAM_UTF8_PTR, NULL, 0),
  OSSL_PARAM_DEFN(OSSL_PROV_PARAM_VERSION, OSSL_PARAM_UTF8_PTR, NULL, 0),
  OSSL_PARAM_DEFN(OSSL_PROV_PARAM_BUILDINFO, OSSL_PARAM_UTF8_PTR, NULL, 0),
  OSSL_PARAM_DEFN(OSSL_PROV_PARAM_STATUS, OSSL_PARAM_INTEGER, NULL, 0),
  OSSL_PARAM_END
};

static const OSSL_PARAM *
provider_gettable_params(void *provctx)
{
  return provider_param_types;
}

/* name: the provider's; version: the module's (the version of the tree
   it was built from); buildinfo: the library it runs on, which may be
   newer; status: 1, it is always ready.  */
static int
provider_get_params(void *provctx, OSSL_PARAM params[])
{
  struct sc_provider *prov = provctx;
  OSSL_PARAM *p;

  p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_NAME);
  if (p != NULL && !OSSL_PARAM_set_utf8_ptr(p, "symcrypt"))
    return 0;
  p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_VERSION);
  if (p != NULL && !OSSL_PARAM_set_utf8_ptr(p, PACKAGE_VERSION))
    return 0;
  p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_BUILDINFO);
  if (p != NULL && !OSSL_PARAM_set_utf8_ptr(p, prov->buildinfo))
    return 0;
  p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_STATUS);
  if (p != NULL && !OSSL_PARAM_set_int(p, 1))
    return 0;
  return 1;
}

static const OSSL_ALGORITHM *
provider_query(void *provctx, int operation_id, int *no_cache)
{
  *no_cache = 0;
  switch (operation_id)
    {
    case OSSL_OP_DIGEST:
      return sc_digest_algorithms;
    case OSSL_OP_MAC:
      return sc_mac_algorithms;
    case OSSL_OP_CIPHER:
      return sc_cipher_algorithms;
    case OSSL_OP_KDF:
      return sc_kdf_algorithms;
    }
  return NULL;
}

static const OSSL_ITEM *
provider_reason_strings(void *provctx)
{
  return reason_strings;
}

/* With SYMCRYPT_PROVIDER_COUNT set in the environment when the
   provider loads, it counts, and the counts of every algorithm that
   ran go to standard error when it unloads, one line each: the proof
   that calls went through it.  Without, it pays no atomic increment
   per call.  */
static void
provider_teardown(void *provctx)
{
  struct sc_provider *prov = provctx;
  unsigned i;

  if (prov->counting)
    for (i = 0; i < SC_ALG_COUNT; i++)
      {
	uint64_t messages = __atomic_load_n(&prov->counts[i].messages,
					    __ATOMIC_RELAXED);
	uint64_t bytes = __atomic_load_n(&prov->counts[i].bytes,
					 __ATOMIC_RELAXED);
	if (messages != 0 || bytes != 0)
	  fprintf(stderr, "symcrypt provider: %s %llu messages %llu bytes\n",
		  count_names[i], (unsigned long long) messages,
		  (unsigned long long) bytes);
      }
  OPENSSL_free(prov);
}

static const OSSL_DISPATCH provider_functions[] = {
  { OSSL_FUNC_PROVIDER_TEARDOWN, (void (*)(void)) provider_teardown },
  { OSSL_FUNC_PROVIDER_GETTABLE_PARAMS,
    (void (*)(void)) provider_gettable_params },
  { OSSL_FUNC_PROVIDER_GET_PARAMS, (void (*)(void)) provider_get_params },
  { OSSL_FUNC_PROVIDER_QUERY_OPERATION, (void (*)(void)) provider_query },
  { OSSL_FUNC_PROVIDER_GET_REASON_STRINGS,
    (void (*)(void)) provider_reason_strings },
  { 0, NULL }
};

int
OSSL_provider_init(const OSSL_CORE_HANDLE *handle, const OSSL_DISPATCH *in,
		   const OSSL_DISPATCH **out, void **provctx)
{
  struct sc_provider *prov = OPENSSL_zalloc(sizeof(*prov));

  if (prov == NULL)
    return 0;
  prov->handle = handle;
  prov->counting = getenv("SYMCRYPT_PROVIDER_COUNT") != NULL;
  snprintf(prov->buildinfo, sizeof(prov->buildinfo), "libsymcrypt %s",
	   symcrypt_version());
  for (; in->function_id != 0; in++)
    switch (in->function_id)
      {
      case OSSL_FUNC_CORE_NEW_ERROR:
	prov->new_error = OSSL_FUNC_core_new_error(in);
	break;
      case OSSL_FUNC_CORE_VSET_ERROR:
	prov->vset_error = OSSL_FUNC_core_vset_error(in);
	break;
      }
  *out = provider_functions;
  *provctx = prov;
  return 1;
}
