/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* kdfs.c -- the provider's key derivation: HKDF over SHA-256, SHA-384
   and SHA-512 (its three modes), PBKDF2 over SHA-1, SHA-256, SHA-384,
   SHA-512 and SHA-512/256, and scrypt, with the parameters and
   defaults of OpenSSL's default provider (PBKDF2: SHA-1, 2048
   iterations, the SP 800-132 lower bounds only with pkcs5 = 0; scrypt:
   N = 2^20, r = 8, p = 1, at most 1025 MiB of memory as OpenSSL counts
   it).  A digest the library has no HKDF or PBKDF2 for is refused when
   it is set.

   ARGON2I, ARGON2D and ARGON2ID (RFC 9106) under the names and
   parameters OpenSSL 3.2 gave them, with its defaults (iter 3, memcost
   8 KiB, lanes 1, threads 1, version 0x13): the library has version
   0x13 only, so version 0x10 is refused.  The output is the length
   derive is asked for; a size given to derive with it must be the
   same.  threads is how many threads the library may run the lanes
   on; the work memory is the library's own, mapped for each derive.

   The context holds the key or password (and Argon2's secret):
   freectx, reset and a new value wipe it.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <limits.h>
#include <string.h>
#include <strings.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/kdf.h>
#include <openssl/params.h>

#include <symcrypt/symcrypt.h>

#include "provider.h"

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

/* The most info HKDF takes, in all its info parameters together, as
   OpenSSL's.  */
#define SC_HKDF_MAX_INFO 1024

struct sc_hkdf
{
  enum sc_alg md;
  size_t size;
  void (*extract)(size_t salt_length, const uint8_t *salt,
		  size_t ikm_length, const uint8_t *ikm, uint8_t *prk);
  int (*expand)(size_t prk_length, const uint8_t *prk,
		size_t info_length, const uint8_t *info,
		size_t length, uint8_t *dst);
};

static const struct sc_hkdf hkdfs[] = {
  { SC_SHA256, SYMCRYPT_SHA256_DIGEST_SIZE,
    symcrypt_hkdf_sha256_extract, symcrypt_hkdf_sha256_expand },
  { SC_SHA384, SYMCRYPT_SHA384_DIGEST_SIZE,
    symcrypt_hkdf_sha384_extract, symcrypt_hkdf_sha384_expand },
  { SC_SHA512, SYMCRYPT_SHA512_DIGEST_SIZE,
    symcrypt_hkdf_sha512_extract, symcrypt_hkdf_sha512_expand }
};

struct sc_pbkdf2
{
  enum sc_alg md;
  size_t size;
  int (*derive)(size_t key_length, const uint8_t *key, unsigned iterations,
		size_t salt_length, const uint8_t *salt,
		size_t length, uint8_t *dst);
};

static const struct sc_pbkdf2 pbkdf2s[] = {
  { SC_SHA1, SYMCRYPT_SHA1_DIGEST_SIZE, symcrypt_pbkdf2_hmac_sha1 },
  { SC_SHA256, SYMCRYPT_SHA256_DIGEST_SIZE, symcrypt_pbkdf2_hmac_sha256 },
  { SC_SHA384, SYMCRYPT_SHA384_DIGEST_SIZE, symcrypt_pbkdf2_hmac_sha384 },
  { SC_SHA512, SYMCRYPT_SHA512_DIGEST_SIZE, symcrypt_pbkdf2_hmac_sha512 },
  { SC_SHA512_256, SYMCRYPT_SHA512_256_DIGEST_SIZE,
    symcrypt_pbkdf2_hmac_sha512_256 }
};

struct sc_kdf_ctx
{
  struct sc_provider *prov;
  enum sc_alg alg;		/* SC_HKDF, SC_PBKDF2, SC_SCRYPT, SC_ARGON2* */
  const struct sc_hkdf *hkdf;	/* NULL until the digest is set */
  const struct sc_pbkdf2 *pbkdf2;
  int mode;			/* HKDF: EVP_KDF_HKDF_MODE_* */
  int checks;			/* PBKDF2: SP 800-132's lower bounds */
  uint64_t iterations;
  uint64_t n, r, p, max_memory;	/* scrypt */
  uint32_t t_cost, m_cost, lanes, threads;	/* Argon2 */
  unsigned char *key;		/* HKDF's key, the others' password */
  size_t key_length;
  unsigned char *salt;
  size_t salt_length;
  unsigned char *secret;	/* Argon2's secret and associated data */
  size_t secret_length;
  unsigned char *ad;
  size_t ad_length;
  size_t info_length;
  unsigned char info[SC_HKDF_MAX_INFO];
};

/* The defaults of a new or reset context.  */
static void
kdf_defaults(struct sc_kdf_ctx *ctx)
{
  ctx->hkdf = NULL;
  ctx->pbkdf2 = ctx->alg == SC_PBKDF2 ? &pbkdf2s[0] : NULL;
  ctx->mode = EVP_KDF_HKDF_MODE_EXTRACT_AND_EXPAND;
  ctx->checks = 0;
  ctx->iterations = 2048;
  ctx->n = (uint64_t) 1 << 20;
  ctx->r = 8;
  ctx->p = 1;
  ctx->max_memory = (uint64_t) 1025 << 20;
  ctx->t_cost = 3;
  ctx->m_cost = 8;
  ctx->lanes = 1;
  ctx->threads = 1;
  ctx->key = ctx->salt = ctx->secret = ctx->ad = NULL;
  ctx->key_length = ctx->salt_length = ctx->info_length = 0;
  ctx->secret_length = ctx->ad_length = 0;
}

static void *
kdf_newctx(void *provctx, enum sc_alg alg)
{
  struct sc_kdf_ctx *ctx = OPENSSL_zalloc(sizeof(*ctx));

  if (ctx == NULL)
    {
      sc_error(provctx, SC_R_NO_MEMORY, NULL);
      return NULL;
    }
  ctx->prov = provctx;
  ctx->alg = alg;
  kdf_defaults(ctx);
  return ctx;
}

static void *
sc_hkdf_newctx(void *provctx)
{
  return kdf_newctx(provctx, SC_HKDF);
}

static void *
sc_pbkdf2_newctx(void *provctx)
{
  return kdf_newctx(provctx, SC_PBKDF2);
}

static void *
sc_scrypt_newctx(void *provctx)
{
  return kdf_newctx(provctx, SC_SCRYPT);
}

static void *
sc_argon2i_newctx(void *provctx)
{
  return kdf_newctx(provctx, SC_ARGON2I);
}

static void *
sc_argon2d_newctx(void *provctx)
{
  return kdf_newctx(provctx, SC_ARGON2D);
}

static void *
sc_argon2id_newctx(void *provctx)
{
  return kdf_newctx(provctx, SC_ARGON2ID);
}

static void
sc_kdf_reset(void *vctx)
{
  struct sc_kdf_ctx *ctx = vctx;

  OPENSSL_clear_free(ctx->key, ctx->key_length);
  OPENSSL_clear_free(ctx->secret, ctx->secret_length);
  OPENSSL_free(ctx->salt);
  OPENSSL_free(ctx->ad);
  OPENSSL_cleanse(ctx->info, sizeof(ctx->info));
  kdf_defaults(ctx);
}

static void
sc_kdf_freectx(void *vctx)
{
  if (vctx == NULL)
    return;
  sc_kdf_reset(vctx);
  OPENSSL_free(vctx);
}

/* A copy of LENGTH bytes at DATA into *TO (NULL and 0 for none); 0
   with an error on the stack if there is no memory.  */
static int
copy_bytes(struct sc_kdf_ctx *ctx, unsigned char **to, size_t *to_length,
	   const void *data, size_t length)
{
  unsigned char *copy = OPENSSL_malloc(length > 0 ? length : 1);

  if (copy == NULL)
    {
      sc_error(ctx->prov, SC_R_NO_MEMORY, NULL);
      return 0;
    }
  if (length > 0)
    memcpy(copy, data, length);
  *to = copy;
  *to_length = length;
  return 1;
}

static void *
sc_kdf_dupctx(void *vctx)
{
  struct sc_kdf_ctx *src = vctx;
  struct sc_kdf_ctx *copy = sc_dup(src->prov, src, sizeof(*src));

  if (copy == NULL)
    return NULL;
  copy->key = copy->salt = copy->secret = copy->ad = NULL;
  if ((src->key != NULL
       && !copy_bytes(copy, &copy->key, &copy->key_length, src->key,
		      src->key_length))
      || (src->salt != NULL
	  && !copy_bytes(copy, &copy->salt, &copy->salt_length, src->salt,
			 src->salt_length))
      || (src->secret != NULL
	  && !copy_bytes(copy, &copy->secret, &copy->secret_length,
			 src->secret, src->secret_length))
      || (src->ad != NULL
	  && !copy_bytes(copy, &copy->ad, &copy->ad_length, src->ad,
			 src->ad_length)))
    {
      sc_kdf_freectx(copy);
      return NULL;
    }
  return copy;
}

/* An octet-string parameter P into *TO, replacing (and wiping) what
   was there.  */
static int
set_bytes(struct sc_kdf_ctx *ctx, unsigned char **to, size_t *to_length,
	  const OSSL_PARAM *p)
{
  if (p->data_type != OSSL_PARAM_OCTET_STRING
      || (p->data == NULL && p->data_size != 0))
    {
      sc_error(ctx->prov, SC_R_BAD_PARAMETER, "%s", p->key);
      return 0;
    }
  OPENSSL_clear_free(*to, *to_length);
  *to = NULL;
  *to_length = 0;
  return copy_bytes(ctx, to, to_length, p->data, p->data_size);
}

static int
set_digest(struct sc_kdf_ctx *ctx, const OSSL_PARAM *p)
{
  char name[80], *np = name;
  size_t i;

  if (!OSSL_PARAM_get_utf8_string(p, &np, sizeof(name)))
    {
      sc_error(ctx->prov, SC_R_BAD_PARAMETER, "digest");
      return 0;
    }
  if (ctx->alg == SC_HKDF)
    {
      for (i = 0; i < sizeof(hkdfs) / sizeof(hkdfs[0]); i++)
	if (sc_name_in(name, sc_digest_names[hkdfs[i].md]))
	  {
	    ctx->hkdf = &hkdfs[i];
	    return 1;
	  }
    }
  else
    for (i = 0; i < sizeof(pbkdf2s) / sizeof(pbkdf2s[0]); i++)
      if (sc_name_in(name, sc_digest_names[pbkdf2s[i].md]))
	{
	  ctx->pbkdf2 = &pbkdf2s[i];
	  return 1;
	}
  sc_error(ctx->prov, SC_R_UNSUPPORTED_DIGEST, "%s over %s",
	   ctx->alg == SC_HKDF ? "HKDF" : "PBKDF2", name);
  return 0;
}

static int
argon2_set_ctx_params(struct sc_kdf_ctx *ctx, const OSSL_PARAM params[])
{
  static const char *const names[] = {
    OSSL_KDF_PARAM_ITER, OSSL_KDF_PARAM_ARGON2_MEMCOST,
    OSSL_KDF_PARAM_ARGON2_LANES, OSSL_KDF_PARAM_THREADS,
    OSSL_KDF_PARAM_ARGON2_VERSION, OSSL_KDF_PARAM_SIZE
  };
  /* The least and the most of each (RFC 9106, 3.1; size: OpenSSL's
     least, 4 bytes, is the RFC's).  */
  static const uint32_t least[] = { 1, 8, 1, 1, 0x13, 4 };
  static const uint32_t most[] = {
    UINT32_MAX, UINT32_MAX, (1 << 24) - 1, UINT32_MAX, 0x13, UINT32_MAX
  };
  uint32_t version, size;
  uint32_t *values[] = {
    &ctx->t_cost, &ctx->m_cost, &ctx->lanes, &ctx->threads, &version, &size
  };
  const OSSL_PARAM *p;
  unsigned i;

  p = OSSL_PARAM_locate_const(params, OSSL_KDF_PARAM_PASSWORD);
  if (p != NULL && !set_bytes(ctx, &ctx->key, &ctx->key_length, p))
    return 0;
  p = OSSL_PARAM_locate_const(params, OSSL_KDF_PARAM_SALT);
  if (p != NULL && !set_bytes(ctx, &ctx->salt, &ctx->salt_length, p))
    return 0;
  p = OSSL_PARAM_locate_const(params, OSSL_KDF_PARAM_SECRET);
  if (p != NULL && !set_bytes(ctx, &ctx->secret, &ctx->secret_length, p))
    return 0;
  p = OSSL_PARAM_locate_const(params, OSSL_KDF_PARAM_ARGON2_AD);
  if (p != NULL && !set_bytes(ctx, &ctx->ad, &ctx->ad_length, p))
    return 0;
  /* The version is only checked (0x13 is the library's); the size is
     checked here and by derive against its length.  */
  for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
    {
      uint32_t value;
      p = OSSL_PARAM_locate_const(params, names[i]);
      if (p == NULL)
	continue;
      if (!OSSL_PARAM_get_uint32(p, &value) || value < least[i]
	  || value > most[i])
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "%s", names[i]);
	  return 0;
	}
      *values[i] = value;
    }
  return 1;
}

static int
sc_kdf_set_ctx_params(void *vctx, const OSSL_PARAM params[])
{
  struct sc_kdf_ctx *ctx = vctx;
  const OSSL_PARAM *p;

  if (params == NULL)
    return 1;
  if (ctx->alg == SC_ARGON2I || ctx->alg == SC_ARGON2D
      || ctx->alg == SC_ARGON2ID)
    return argon2_set_ctx_params(ctx, params);
  p = OSSL_PARAM_locate_const(params, OSSL_KDF_PARAM_DIGEST);
  if (p != NULL && !set_digest(ctx, p))
    return 0;
  if (ctx->alg == SC_HKDF)
    {
      p = OSSL_PARAM_locate_const(params, OSSL_KDF_PARAM_MODE);
      if (p != NULL)
	{
	  int mode;
	  if (p->data_type == OSSL_PARAM_UTF8_STRING)
	    {
	      const char *s = p->data;
	      mode = strcasecmp(s, "EXTRACT_AND_EXPAND") == 0
		? EVP_KDF_HKDF_MODE_EXTRACT_AND_EXPAND
		: strcasecmp(s, "EXTRACT_ONLY") == 0
		? EVP_KDF_HKDF_MODE_EXTRACT_ONLY
		: strcasecmp(s, "EXPAND_ONLY") == 0
		? EVP_KDF_HKDF_MODE_EXPAND_ONLY : -1;
	    }
	  else if (!OSSL_PARAM_get_int(p, &mode))
	    mode = -1;
	  if (mode < EVP_KDF_HKDF_MODE_EXTRACT_AND_EXPAND
	      || mode > EVP_KDF_HKDF_MODE_EXPAND_ONLY)
	    {
	      sc_error(ctx->prov, SC_R_BAD_PARAMETER, "mode");
	      return 0;
	    }
	  ctx->mode = mode;
	}
      p = OSSL_PARAM_locate_const(params, OSSL_KDF_PARAM_KEY);
      if (p != NULL && !set_bytes(ctx, &ctx->key, &ctx->key_length, p))
	return 0;
      /* An empty salt leaves the one set before, as OpenSSL's does.  */
      p = OSSL_PARAM_locate_const(params, OSSL_KDF_PARAM_SALT);
      if (p != NULL && p->data != NULL && p->data_size != 0
	  && !set_bytes(ctx, &ctx->salt, &ctx->salt_length, p))
	return 0;
      /* The info parameters, all of them, one after another.  */
      p = OSSL_PARAM_locate_const(params, OSSL_KDF_PARAM_INFO);
      if (p != NULL)
	ctx->info_length = 0;
      for (; p != NULL;
	   p = OSSL_PARAM_locate_const(p + 1, OSSL_KDF_PARAM_INFO))
	{
	  if (p->data_type != OSSL_PARAM_OCTET_STRING
	      || (p->data == NULL && p->data_size != 0)
	      || p->data_size > SC_HKDF_MAX_INFO - ctx->info_length)
	    {
	      sc_error(ctx->prov, SC_R_BAD_LENGTH, "info");
	      return 0;
	    }
	  if (p->data_size != 0)
	    memcpy(ctx->info + ctx->info_length, p->data, p->data_size);
	  ctx->info_length += p->data_size;
	}
      return 1;
    }
  if (ctx->alg == SC_SCRYPT)
    {
      static const char *const names[] = {
	OSSL_KDF_PARAM_SCRYPT_N, OSSL_KDF_PARAM_SCRYPT_R,
	OSSL_KDF_PARAM_SCRYPT_P, OSSL_KDF_PARAM_SCRYPT_MAXMEM
      };
      uint64_t *values[] = { &ctx->n, &ctx->r, &ctx->p, &ctx->max_memory };
      unsigned i;

      p = OSSL_PARAM_locate_const(params, OSSL_KDF_PARAM_PASSWORD);
      if (p != NULL && !set_bytes(ctx, &ctx->key, &ctx->key_length, p))
	return 0;
      p = OSSL_PARAM_locate_const(params, OSSL_KDF_PARAM_SALT);
      if (p != NULL && !set_bytes(ctx, &ctx->salt, &ctx->salt_length, p))
	return 0;
      /* N a power of two above 1; r, p and the memory at least 1.  */
      for (i = 0; i < 4; i++)
	{
	  uint64_t value;
	  p = OSSL_PARAM_locate_const(params, names[i]);
	  if (p == NULL)
	    continue;
	  if (!OSSL_PARAM_get_uint64(p, &value) || value < 1
	      || (i == 0 && (value < 2 || (value & (value - 1)) != 0)))
	    {
	      sc_error(ctx->prov, SC_R_BAD_PARAMETER, "%s", names[i]);
	      return 0;
	    }
	  *values[i] = value;
	}
      return 1;
    }
  p = OSSL_PARAM_locate_const(params, OSSL_KDF_PARAM_PKCS5);
  if (p != NULL)
    {
      int pkcs5;
      if (!OSSL_PARAM_get_int(p, &pkcs5))
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "pkcs5");
	  return 0;
	}
      ctx->checks = pkcs5 == 0;
    }
  p = OSSL_PARAM_locate_const(params, OSSL_KDF_PARAM_PASSWORD);
  if (p != NULL && !set_bytes(ctx, &ctx->key, &ctx->key_length, p))
    return 0;
  p = OSSL_PARAM_locate_const(params, OSSL_KDF_PARAM_SALT);
  if (p != NULL)
    {
      if (ctx->checks && p->data_size < 16)
	{
	  sc_error(ctx->prov, SC_R_BAD_LENGTH, "a salt under 16 bytes");
	  return 0;
	}
      if (!set_bytes(ctx, &ctx->salt, &ctx->salt_length, p))
	return 0;
    }
  p = OSSL_PARAM_locate_const(params, OSSL_KDF_PARAM_ITER);
  if (p != NULL)
    {
      uint64_t iterations;
      if (!OSSL_PARAM_get_uint64(p, &iterations)
	  || iterations < (ctx->checks ? 1000 : 1) || iterations > UINT_MAX)
	{
	  sc_error(ctx->prov, SC_R_BAD_PARAMETER, "iter");
	  return 0;
	}
      ctx->iterations = iterations;
    }
  return 1;
}

static int
hkdf_derive(struct sc_kdf_ctx *ctx, unsigned char *out, size_t length)
{
  const struct sc_hkdf *h = ctx->hkdf;
  uint8_t prk[SYMCRYPT_SHA512_DIGEST_SIZE];
  int r = SYMCRYPT_OK;

  if (h == NULL)
    {
      sc_error(ctx->prov, SC_R_NOT_INITIALIZED, "no digest");
      return 0;
    }
  switch (ctx->mode)
    {
    case EVP_KDF_HKDF_MODE_EXTRACT_ONLY:
      if (length != h->size)
	{
	  sc_error(ctx->prov, SC_R_BAD_LENGTH, "%zu bytes for a %zu-byte PRK",
		   length, h->size);
	  return 0;
	}
      h->extract(ctx->salt_length, ctx->salt, ctx->key_length, ctx->key,
		 out);
      break;
    case EVP_KDF_HKDF_MODE_EXPAND_ONLY:
      r = h->expand(ctx->key_length, ctx->key, ctx->info_length, ctx->info,
		    length, out);
      break;
    default:
      h->extract(ctx->salt_length, ctx->salt, ctx->key_length, ctx->key,
		 prk);
      r = h->expand(h->size, prk, ctx->info_length, ctx->info, length, out);
      OPENSSL_cleanse(prk, sizeof(prk));
      break;
    }
  if (r != SYMCRYPT_OK)
    {
      sc_error(ctx->prov, SC_R_LIBRARY, "%s", symcrypt_strerror(r));
      return 0;
    }
  return 1;
}

static int
pbkdf2_derive(struct sc_kdf_ctx *ctx, unsigned char *out, size_t length)
{
  int r;

  if (ctx->salt == NULL)
    {
      sc_error(ctx->prov, SC_R_NOT_INITIALIZED, "no salt");
      return 0;
    }
  if (ctx->checks && length < 14)
    {
      sc_error(ctx->prov, SC_R_BAD_LENGTH, "a key under 112 bits");
      return 0;
    }
  r = ctx->pbkdf2->derive(ctx->key_length, ctx->key,
			  (unsigned) ctx->iterations, ctx->salt_length,
			  ctx->salt, length, out);
  if (r != SYMCRYPT_OK)
    {
      sc_error(ctx->prov, SC_R_LIBRARY, "%s", symcrypt_strerror(r));
      return 0;
    }
  return 1;
}

/* scrypt, within the memory allowed as OpenSSL counts it: 128 * r
   bytes for each of the p blocks and the N + 2 of the table and
   scratch.  */
static int
scrypt_derive(struct sc_kdf_ctx *ctx, unsigned char *out, size_t length)
{
  int r;

  if (ctx->salt == NULL)
    {
      sc_error(ctx->prov, SC_R_NOT_INITIALIZED, "no salt");
      return 0;
    }
  if (ctx->r > UINT32_MAX || ctx->p > UINT32_MAX
      || symcrypt_scrypt_work_size(ctx->n, ctx->r, ctx->p) == 0
      || ctx->n + 2 + ctx->p > ctx->max_memory / 128 / ctx->r)
    {
      sc_error(ctx->prov, SC_R_BAD_PARAMETER,
	       "N, r and p too large, or over maxmem_bytes");
      return 0;
    }
  r = symcrypt_scrypt(ctx->key_length, ctx->key, ctx->salt_length, ctx->salt,
		      ctx->n, (uint32_t) ctx->r, (uint32_t) ctx->p, NULL, 0,
		      length, out);
  if (r != SYMCRYPT_OK)
    {
      sc_error(ctx->prov, SC_R_LIBRARY, "%s", symcrypt_strerror(r));
      return 0;
    }
  return 1;
}

/* Argon2 of the context's parameters, LENGTH bytes of it, the work
   memory the library's.  */
static int
argon2_derive(struct sc_kdf_ctx *ctx, unsigned char *out, size_t length)
{
  struct symcrypt_argon2_params a;
  int r;

  if (ctx->salt == NULL)
    {
      sc_error(ctx->prov, SC_R_NOT_INITIALIZED, "no salt");
      return 0;
    }
  a.t_cost = ctx->t_cost;
  a.m_cost = ctx->m_cost;
  a.parallelism = ctx->lanes;
  a.threads = ctx->threads;
  a.secret = ctx->secret;
  a.secret_length = ctx->secret_length;
  a.ad = ctx->ad;
  a.ad_length = ctx->ad_length;
  if (symcrypt_argon2_work_size(&a) == 0)
    {
      sc_error(ctx->prov, SC_R_BAD_PARAMETER,
	       "memcost under 8 * lanes, or too large");
      return 0;
    }
  r = (ctx->alg == SC_ARGON2I ? symcrypt_argon2i
       : ctx->alg == SC_ARGON2D ? symcrypt_argon2d
       : symcrypt_argon2id) (&a, ctx->key_length, ctx->key,
			     ctx->salt_length, ctx->salt, NULL, 0,
			     length, out);
  if (r != SYMCRYPT_OK)
    {
      sc_error(ctx->prov, SC_R_LIBRARY, "%s", symcrypt_strerror(r));
      return 0;
    }
  return 1;
}

/* Sets the parameters and derives LENGTH bytes into OUT.  */
static int
sc_kdf_derive(void *vctx, unsigned char *out, size_t length,
	      const OSSL_PARAM params[])
{
  struct sc_kdf_ctx *ctx = vctx;
  int ok;

  if (!sc_kdf_set_ctx_params(ctx, params))
    return 0;
  /* Argon2: a size given with derive is the output's.  */
  if ((ctx->alg == SC_ARGON2I || ctx->alg == SC_ARGON2D
       || ctx->alg == SC_ARGON2ID) && params != NULL)
    {
      const OSSL_PARAM *p = OSSL_PARAM_locate_const(params,
						    OSSL_KDF_PARAM_SIZE);
      uint32_t size = 0;
      if (p != NULL && (!OSSL_PARAM_get_uint32(p, &size) || size != length))
	{
	  sc_error(ctx->prov, SC_R_BAD_LENGTH, "size %u for %zu bytes",
		   (unsigned) size, length);
	  return 0;
	}
    }
  if (ctx->key == NULL)
    {
      sc_error(ctx->prov, SC_R_NO_KEY, ctx->alg == SC_HKDF ? "no key"
	       : "no password");
      return 0;
    }
  if (length == 0)
    {
      sc_error(ctx->prov, SC_R_BAD_LENGTH, "no output");
      return 0;
    }
  ok = ctx->alg == SC_HKDF ? hkdf_derive(ctx, out, length)
    : ctx->alg == SC_PBKDF2 ? pbkdf2_derive(ctx, out, length)
    : ctx->alg == SC_SCRYPT ? scrypt_derive(ctx, out, length)
    : argon2_derive(ctx, out, length);
  if (ok)
    sc_count(ctx->prov, ctx->alg, 1, length);
  return ok;
}

/* size: HKDF's extract-only output, the digest's size; any other
   mode, PBKDF2, scrypt and Argon2, no limit but the library's.  */
static int
sc_kdf_get_ctx_params(void *vctx, OSSL_PARAM params[])
{
  struct sc_kdf_ctx *ctx = vctx;
  OSSL_PARAM *p = OSSL_PARAM_locate(params, OSSL_KDF_PARAM_SIZE);
  size_t size = SIZE_MAX;

  if (p == NULL)
    return 1;
  if (ctx->alg == SC_HKDF && ctx->mode == EVP_KDF_HKDF_MODE_EXTRACT_ONLY)
    {
      if (ctx->hkdf == NULL)
	{
	  sc_error(ctx->prov, SC_R_NOT_INITIALIZED, "no digest");
	  return 0;
	}
      size = ctx->hkdf->size;
    }
  return OSSL_PARAM_set_size_t(p, size);
}

static const OSSL_PARAM sc_kdf_gettable[] = {
  OSSL_PARAM_size_t(OSSL_KDF_PARAM_SIZE, NULL),
  OSSL_PARAM_END
};

/* The properties are taken and have no effect: the digest is always
   the library's.  */
static const OSSL_PARAM sc_hkdf_settable[] = {
  OSSL_PARAM_utf8_string(OSSL_KDF_PARAM_MODE, NULL, 0),
  OSSL_PARAM_int(OSSL_KDF_PARAM_MODE, NULL),
  OSSL_PARAM_utf8_string(OSSL_KDF_PARAM_PROPERTIES, NULL, 0),
  OSSL_PARAM_utf8_string(OSSL_KDF_PARAM_DIGEST, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_KDF_PARAM_KEY, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_KDF_PARAM_SALT, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_KDF_PARAM_INFO, NULL, 0),
  OSSL_PARAM_END
};

static const OSSL_PARAM sc_pbkdf2_settable[] = {
  OSSL_PARAM_utf8_string(OSSL_KDF_PARAM_PROPERTIES, NULL, 0),
  OSSL_PARAM_utf8_string(OSSL_KDF_PARAM_DIGEST, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_KDF_PARAM_PASSWORD, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_KDF_PARAM_SALT, NULL, 0),
  OSSL_PARAM_uint64(OSSL_KDF_PARAM_ITER, NULL),
  OSSL_PARAM_int(OSSL_KDF_PARAM_PKCS5, NULL),
  OSSL_PARAM_END
};

static const OSSL_PARAM sc_scrypt_settable[] = {
  OSSL_PARAM_utf8_string(OSSL_KDF_PARAM_PROPERTIES, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_KDF_PARAM_PASSWORD, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_KDF_PARAM_SALT, NULL, 0),
  OSSL_PARAM_uint64(OSSL_KDF_PARAM_SCRYPT_N, NULL),
  OSSL_PARAM_uint32(OSSL_KDF_PARAM_SCRYPT_R, NULL),
  OSSL_PARAM_uint32(OSSL_KDF_PARAM_SCRYPT_P, NULL),
  OSSL_PARAM_uint64(OSSL_KDF_PARAM_SCRYPT_MAXMEM, NULL),
  OSSL_PARAM_END
};

static const OSSL_PARAM sc_argon2_settable[] = {
  OSSL_PARAM_octet_string(OSSL_KDF_PARAM_PASSWORD, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_KDF_PARAM_SALT, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_KDF_PARAM_SECRET, NULL, 0),
  OSSL_PARAM_octet_string(OSSL_KDF_PARAM_ARGON2_AD, NULL, 0),
  OSSL_PARAM_uint32(OSSL_KDF_PARAM_SIZE, NULL),
  OSSL_PARAM_uint32(OSSL_KDF_PARAM_ARGON2_VERSION, NULL),
  OSSL_PARAM_uint32(OSSL_KDF_PARAM_ITER, NULL),
  OSSL_PARAM_uint32(OSSL_KDF_PARAM_THREADS, NULL),
  OSSL_PARAM_uint32(OSSL_KDF_PARAM_ARGON2_LANES, NULL),
  OSSL_PARAM_uint32(OSSL_KDF_PARAM_ARGON2_MEMCOST, NULL),
  OSSL_PARAM_END
};

static const OSSL_PARAM *
sc_kdf_gettable_ctx_params(void *vctx, void *provctx)
{
  return sc_kdf_gettable;
}

static const OSSL_PARAM *
sc_hkdf_settable_ctx_params(void *vctx, void *provctx)
{
  return sc_hkdf_settable;
}

static const OSSL_PARAM *
sc_pbkdf2_settable_ctx_params(void *vctx, void *provctx)
{
  return sc_pbkdf2_settable;
}

static const OSSL_PARAM *
sc_scrypt_settable_ctx_params(void *vctx, void *provctx)
{
  return sc_scrypt_settable;
}

static const OSSL_PARAM *
sc_argon2_settable_ctx_params(void *vctx, void *provctx)
{
  return sc_argon2_settable;
}

#define sc_argon2i_settable_ctx_params sc_argon2_settable_ctx_params
#define sc_argon2d_settable_ctx_params sc_argon2_settable_ctx_params
#define sc_argon2id_settable_ctx_params sc_argon2_settable_ctx_params

#define SC_KDF_FUNCTIONS(id)						\
  static const OSSL_DISPATCH sc_##id##_functions[] = {			\
    { OSSL_FUNC_KDF_NEWCTX, (void (*)(void)) sc_##id##_newctx },	\
    { OSSL_FUNC_KDF_DUPCTX, (void (*)(void)) sc_kdf_dupctx },		\
    { OSSL_FUNC_KDF_FREECTX, (void (*)(void)) sc_kdf_freectx },	\
    { OSSL_FUNC_KDF_RESET, (void (*)(void)) sc_kdf_reset },		\
    { OSSL_FUNC_KDF_DERIVE, (void (*)(void)) sc_kdf_derive },		\
    { OSSL_FUNC_KDF_GETTABLE_CTX_PARAMS,				\
      (void (*)(void)) sc_kdf_gettable_ctx_params },			\
    { OSSL_FUNC_KDF_GET_CTX_PARAMS,					\
      (void (*)(void)) sc_kdf_get_ctx_params },				\
    { OSSL_FUNC_KDF_SETTABLE_CTX_PARAMS,				\
      (void (*)(void)) sc_##id##_settable_ctx_params },		\
    { OSSL_FUNC_KDF_SET_CTX_PARAMS,					\
      (void (*)(void)) sc_kdf_set_ctx_params },				\
    { 0, NULL }								\
  };

SC_KDF_FUNCTIONS(hkdf)
SC_KDF_FUNCTIONS(pbkdf2)
SC_KDF_FUNCTIONS(scrypt)
SC_KDF_FUNCTIONS(argon2i)
SC_KDF_FUNCTIONS(argon2d)
SC_KDF_FUNCTIONS(argon2id)

const OSSL_ALGORITHM sc_kdf_algorithms[] = {
  { "HKDF", "provider=symcrypt", sc_hkdf_functions, NULL },
  { "PBKDF2:1.2.840.113549.1.5.12", "provider=symcrypt",
    sc_pbkdf2_functions, NULL },
  { "SCRYPT:id-scrypt:1.3.6.1.4.1.11591.4.11", "provider=symcrypt",
    sc_scrypt_functions, NULL },
  { "ARGON2I", "provider=symcrypt", sc_argon2i_functions, NULL },
  { "ARGON2D", "provider=symcrypt", sc_argon2d_functions, NULL },
  { "ARGON2ID", "provider=symcrypt", sc_argon2id_functions, NULL },
  { NULL, NULL, NULL, NULL }
};
