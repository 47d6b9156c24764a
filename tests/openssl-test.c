/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* openssl-test.c -- SHA-512/224, SHA-512/256, SHA-3, HMAC over SHA-384,
   SHA-512/t and SHA-3, HKDF-SHA384, PBKDF2-HMAC-SHA384/SHA512-256,
   SHAKE128/256, KMAC128/256, AES (ECB, CBC, CTR) and AES-GCM (one-shot,
   detached with short tags, streaming in pieces on both sides) against
   OpenSSL's libcrypto, on random keys, lengths, nonce lengths,
   alignments and chunkings.  Skipped (77) when configure found no
   libcrypto.  */
#include "testutils.h"

#if HAVE_OPENSSL

#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/kdf.h>

#define ROUNDS 300
#define MAX_MSG 2000

/* Feeds LENGTH bytes at DATA to UPDATE on CTX in random pieces.  */
static void
update_chunked(void (*update)(void *, size_t, const uint8_t *), void *ctx,
	       size_t length, const uint8_t *data)
{
  while (length > 0)
    {
      size_t n = test_rand_below(4) == 0 ? length
	: 1 + test_rand_below(length < 300 ? length : 300);
      update(ctx, n, data);
      data += n;
      length -= n;
    }
}

struct alg
{
  const char *name;
  const EVP_MD *(*md)(void);
  size_t digest_size;
  void (*hash_init)(void *ctx);
  void (*hash_update)(void *ctx, size_t length, const uint8_t *data);
  int (*hash_digest)(void *ctx, size_t length, uint8_t *digest);
  void (*hmac_set_key)(void *ctx, size_t length, const uint8_t *key);
  void (*hmac_update)(void *ctx, size_t length, const uint8_t *data);
  int (*hmac_digest)(void *ctx, size_t length, uint8_t *digest);
  /* NULL where we have no such PBKDF2 or HKDF.  */
  int (*pbkdf2)(size_t, const uint8_t *, unsigned, size_t, const uint8_t *,
		size_t, uint8_t *);
  void (*extract)(size_t, const uint8_t *, size_t, const uint8_t *,
		  uint8_t *);
  int (*expand)(size_t, const uint8_t *, size_t, const uint8_t *,
		size_t, uint8_t *);
};

#define ALG_FUNCS(name)							\
  static void								\
  name##_init_(void *ctx)						\
  {									\
    symcrypt_##name##_init(ctx);					\
  }									\
  static void								\
  name##_update_(void *ctx, size_t length, const uint8_t *data)		\
  {									\
    symcrypt_##name##_update(ctx, length, data);			\
  }									\
  static int								\
  name##_digest_(void *ctx, size_t length, uint8_t *digest)		\
  {									\
    return symcrypt_##name##_digest(ctx, length, digest);		\
  }									\
  static void								\
  hmac_##name##_set_key_(void *ctx, size_t length, const uint8_t *key)	\
  {									\
    symcrypt_hmac_##name##_set_key(ctx, length, key);			\
  }									\
  static void								\
  hmac_##name##_update_(void *ctx, size_t length, const uint8_t *data)	\
  {									\
    symcrypt_hmac_##name##_update(ctx, length, data);			\
  }									\
  static int								\
  hmac_##name##_digest_(void *ctx, size_t length, uint8_t *digest)	\
  {									\
    return symcrypt_hmac_##name##_digest(ctx, length, digest);		\
  }
#define ALG_FIELDS(name)						\
  name##_init_, name##_update_, name##_digest_,				\
  hmac_##name##_set_key_, hmac_##name##_update_, hmac_##name##_digest_

ALG_FUNCS(sha384)
ALG_FUNCS(sha512_224)
ALG_FUNCS(sha512_256)
ALG_FUNCS(sha3_224)
ALG_FUNCS(sha3_256)
ALG_FUNCS(sha3_384)
ALG_FUNCS(sha3_512)

static const struct alg algs[] = {
  { "sha384", EVP_sha384, 48, ALG_FIELDS(sha384),
    symcrypt_pbkdf2_hmac_sha384,
    symcrypt_hkdf_sha384_extract, symcrypt_hkdf_sha384_expand },
  { "sha512-224", EVP_sha512_224, 28, ALG_FIELDS(sha512_224),
    NULL, NULL, NULL },
  { "sha512-256", EVP_sha512_256, 32, ALG_FIELDS(sha512_256),
    symcrypt_pbkdf2_hmac_sha512_256, NULL, NULL },
  { "sha3-224", EVP_sha3_224, 28, ALG_FIELDS(sha3_224), NULL, NULL, NULL },
  { "sha3-256", EVP_sha3_256, 32, ALG_FIELDS(sha3_256), NULL, NULL, NULL },
  { "sha3-384", EVP_sha3_384, 48, ALG_FIELDS(sha3_384), NULL, NULL, NULL },
  { "sha3-512", EVP_sha3_512, 64, ALG_FIELDS(sha3_512), NULL, NULL, NULL },
};

/* Room for any context here.  */
#define MAX_CTX 1024

static void
test_hash(const struct alg *a)
{
  static uint8_t msg[MAX_MSG];
  uint64_t ctx[MAX_CTX / 8];
  unsigned round;

  ASSERT(sizeof(struct symcrypt_sha3_224_ctx) <= sizeof(ctx));

  a->hash_init(&ctx);
  for (round = 0; round < ROUNDS; round++)
    {
      size_t length = test_rand_below(sizeof(msg) + 1);
      uint8_t got[64], expected[EVP_MAX_MD_SIZE];
      unsigned expected_length;

      test_rand_fill(length, msg);
      update_chunked(a->hash_update, &ctx, length, msg);
      ASSERT_RC(a->hash_digest(&ctx, a->digest_size, got), SYMCRYPT_OK);
      ASSERT(EVP_Digest(msg, length, expected, &expected_length,
			a->md(), NULL) == 1);
      ASSERT(expected_length == a->digest_size);
      ASSERT_BYTES(a->name, a->digest_size, got, expected);
    }
}

static void
test_hmac(const struct alg *a)
{
  static uint8_t msg[MAX_MSG];
  uint64_t ctx[MAX_CTX / 8];
  unsigned round;

  ASSERT(sizeof(struct symcrypt_hmac_sha3_224_ctx) <= sizeof(ctx));

  for (round = 0; round < ROUNDS; round++)
    {
      uint8_t key[300], got[64], expected[EVP_MAX_MD_SIZE];
      size_t key_length = test_rand_below(sizeof(key) + 1);
      size_t length = test_rand_below(sizeof(msg) + 1);
      unsigned expected_length;

      test_rand_fill(key_length, key);
      test_rand_fill(length, msg);
      a->hmac_set_key(&ctx, key_length, key);
      update_chunked(a->hmac_update, &ctx, length, msg);
      ASSERT_RC(a->hmac_digest(&ctx, a->digest_size, got), SYMCRYPT_OK);
      ASSERT(HMAC(a->md(), key, (int) key_length, msg, length,
		  expected, &expected_length) != NULL);
      ASSERT(expected_length == a->digest_size);
      if (memcmp(got, expected, a->digest_size) != 0)
	FAIL("hmac-%s: key %zu bytes, message %zu bytes differ from OpenSSL",
	     a->name, key_length, length);
    }
}

static void
test_pbkdf2(const struct alg *a)
{
  unsigned round;

  for (round = 0; round < 60; round++)
    {
      uint8_t key[200], salt[100], got[200], expected[200];
      size_t key_length = test_rand_below(sizeof(key) + 1);
      size_t salt_length = test_rand_below(sizeof(salt) + 1);
      size_t length = 1 + test_rand_below(sizeof(got));
      unsigned iterations = 1 + (unsigned) test_rand_below(50);

      test_rand_fill(key_length, key);
      test_rand_fill(salt_length, salt);
      ASSERT_RC(a->pbkdf2(key_length, key, iterations, salt_length, salt,
			  length, got), SYMCRYPT_OK);
      ASSERT(PKCS5_PBKDF2_HMAC((const char *) key, (int) key_length,
			       salt, (int) salt_length, (int) iterations,
			       a->md(), (int) length, expected) == 1);
      if (memcmp(got, expected, length) != 0)
	FAIL("pbkdf2-%s: %zu-byte key, %zu-byte salt, %u iterations, "
	     "%zu bytes differ from OpenSSL", a->name, key_length,
	     salt_length, iterations, length);
    }
}

/* OpenSSL's HKDF in its extract-and-expand mode, against our extract
   followed by expand.  */
static void
test_hkdf(const struct alg *a)
{
  EVP_KDF *kdf = EVP_KDF_fetch(NULL, "HKDF", NULL);
  unsigned round;

  ASSERT(kdf != NULL);
  for (round = 0; round < 100; round++)
    {
      uint8_t ikm[200], salt[200], info[200], prk[64];
      uint8_t got[600], expected[600];
      size_t ikm_length = test_rand_below(sizeof(ikm) + 1);
      size_t salt_length = test_rand_below(sizeof(salt) + 1);
      size_t info_length = test_rand_below(sizeof(info) + 1);
      size_t length = 1 + test_rand_below(sizeof(got));
      EVP_KDF_CTX *kctx = EVP_KDF_CTX_new(kdf);
      OSSL_PARAM params[5], *p = params;

      ASSERT(kctx != NULL);
      test_rand_fill(ikm_length, ikm);
      test_rand_fill(salt_length, salt);
      test_rand_fill(info_length, info);
      a->extract(salt_length, salt, ikm_length, ikm, prk);
      ASSERT_RC(a->expand(a->digest_size, prk, info_length, info,
			  length, got), SYMCRYPT_OK);

      *p++ = OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_DIGEST,
					      (char *) EVP_MD_get0_name(a->md()), 0);
      *p++ = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_KEY,
					       ikm, ikm_length);
      *p++ = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT,
					       salt, salt_length);
      *p++ = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_INFO,
					       info, info_length);
      *p = OSSL_PARAM_construct_end();
      ASSERT(EVP_KDF_derive(kctx, expected, length, params) == 1);
      EVP_KDF_CTX_free(kctx);
      if (memcmp(got, expected, length) != 0)
	FAIL("hkdf-%s: ikm %zu, salt %zu, info %zu bytes: %zu bytes differ "
	     "from OpenSSL", a->name, ikm_length, salt_length, info_length,
	     length);
    }
  EVP_KDF_free(kdf);
}

/* SHAKE128 and SHAKE256: random messages fed in pieces, random output
   lengths squeezed in pieces, against EVP_DigestFinalXOF.  */
static void
test_shake(int wide)
{
  static uint8_t msg[MAX_MSG], got[MAX_MSG], expected[MAX_MSG];
  unsigned round;

  for (round = 0; round < ROUNDS; round++)
    {
      struct symcrypt_shake128_ctx ctx128;
      struct symcrypt_shake256_ctx ctx256;
      size_t length = test_rand_below(sizeof(msg) + 1), done;
      size_t out_length = test_rand_below(sizeof(got) + 1);
      EVP_MD_CTX *md = EVP_MD_CTX_new();

      test_rand_fill(length, msg);
      ASSERT(md && EVP_DigestInit_ex(md, wide ? EVP_shake256() : EVP_shake128(),
				     NULL) == 1);
      ASSERT(EVP_DigestUpdate(md, msg, length) == 1);
      ASSERT(EVP_DigestFinalXOF(md, expected, out_length) == 1);
      EVP_MD_CTX_free(md);

      symcrypt_shake128_init(&ctx128);
      symcrypt_shake256_init(&ctx256);
      for (done = 0; done < length;)
	{
	  size_t n = 1 + test_rand_below(length - done);
	  if (wide)
	    symcrypt_shake256_update(&ctx256, n, msg + done);
	  else
	    symcrypt_shake128_update(&ctx128, n, msg + done);
	  done += n;
	}
      for (done = 0; done < out_length;)
	{
	  size_t n = test_rand_below(out_length - done + 1);
	  if (wide)
	    symcrypt_shake256_output(&ctx256, n, got + done);
	  else
	    symcrypt_shake128_output(&ctx128, n, got + done);
	  done += n;
	}
      if (memcmp(got, expected, out_length) != 0)
	FAIL("shake%d: %zu bytes in, %zu out differ from OpenSSL",
	     wide ? 256 : 128, length, out_length);
    }
}

/* KMAC128 and KMAC256: random keys (OpenSSL takes 4 to 512 bytes),
   customization strings (up to 512), messages and output lengths,
   against EVP_MAC "KMAC-128" and "KMAC-256".  */
static void
test_kmac(int wide)
{
  static uint8_t msg[MAX_MSG];
  EVP_MAC *mac = EVP_MAC_fetch(NULL, wide ? "KMAC-256" : "KMAC-128", NULL);
  unsigned round;

  ASSERT(mac);
  for (round = 0; round < ROUNDS; round++)
    {
      uint8_t key[300], custom[200], got[600], expected[600];
      size_t key_length = 4 + test_rand_below(sizeof(key) - 3);
      size_t custom_length = test_rand_below(sizeof(custom) + 1);
      size_t length = test_rand_below(sizeof(msg) + 1);
      size_t out_length = 1 + test_rand_below(sizeof(got));
      size_t expected_length;
      EVP_MAC_CTX *ctx = EVP_MAC_CTX_new(mac);
      OSSL_PARAM params[3];

      test_rand_fill(key_length, key);
      test_rand_fill(custom_length, custom);
      test_rand_fill(length, msg);
      ASSERT(ctx);
      params[0] = OSSL_PARAM_construct_octet_string(OSSL_MAC_PARAM_CUSTOM,
						    custom, custom_length);
      params[1] = OSSL_PARAM_construct_size_t(OSSL_MAC_PARAM_SIZE,
					      &out_length);
      params[2] = OSSL_PARAM_construct_end();
      ASSERT(EVP_MAC_init(ctx, key, key_length, params) == 1);
      ASSERT(EVP_MAC_update(ctx, msg, length) == 1);
      ASSERT(EVP_MAC_final(ctx, expected, &expected_length,
			   sizeof(expected)) == 1);
      ASSERT(expected_length == out_length);
      EVP_MAC_CTX_free(ctx);

      ASSERT_RC((wide ? symcrypt_kmac256 : symcrypt_kmac128)
		(key_length, key, custom_length, custom, length, msg,
		 out_length, got), SYMCRYPT_OK);
      if (memcmp(got, expected, out_length) != 0)
	FAIL("kmac%d: key %zu, custom %zu, message %zu, output %zu bytes "
	     "differ from OpenSSL", wide ? 256 : 128, key_length,
	     custom_length, length, out_length);
    }
  EVP_MAC_free(mac);
}

/* AES and AES-GCM, the three key sizes.  */
struct aes_alg
{
  unsigned key_size;
  const EVP_CIPHER *(*ecb)(void), *(*cbc)(void), *(*ctr)(void), *(*gcm)(void);
  void (*set_encrypt_key)(void *, const uint8_t *);
  void (*set_decrypt_key)(void *, const uint8_t *);
  int (*encrypt)(const void *, size_t, uint8_t *, const uint8_t *);
  int (*cbc_decrypt)(const void *, uint8_t *, size_t, uint8_t *, const uint8_t *);
  void (*ctr_set_key)(void *, const uint8_t *);
  void (*ctr_set_counter)(void *, const uint8_t *);
  void (*ctr_crypt)(void *, size_t, uint8_t *, const uint8_t *);
  void (*gcm_set_key)(void *, const uint8_t *);
  int (*seal)(const void *, size_t, const uint8_t *, size_t, const uint8_t *,
	      size_t, uint8_t *, const uint8_t *);
  int (*open)(const void *, size_t, const uint8_t *, size_t, const uint8_t *,
	      size_t, uint8_t *, const uint8_t *);
};

#define AES_ALG(bits) {							    bits / 8, EVP_aes_##bits##_ecb, EVP_aes_##bits##_cbc,		    EVP_aes_##bits##_ctr, EVP_aes_##bits##_gcm,				    (void (*)(void *, const uint8_t *)) symcrypt_aes##bits##_set_encrypt_key,     (void (*)(void *, const uint8_t *)) symcrypt_aes##bits##_set_decrypt_key,     (int (*)(const void *, size_t, uint8_t *, const uint8_t *)) symcrypt_aes##bits##_encrypt,     (int (*)(const void *, uint8_t *, size_t, uint8_t *, const uint8_t *)) symcrypt_aes##bits##_cbc_decrypt,     (void (*)(void *, const uint8_t *)) symcrypt_aes##bits##_ctr_set_key,     (void (*)(void *, const uint8_t *)) symcrypt_aes##bits##_ctr_set_counter,     (void (*)(void *, size_t, uint8_t *, const uint8_t *)) symcrypt_aes##bits##_ctr_crypt,     (void (*)(void *, const uint8_t *)) symcrypt_aes##bits##_gcm_set_key,     (int (*)(const void *, size_t, const uint8_t *, size_t, const uint8_t *, 	     size_t, uint8_t *, const uint8_t *)) symcrypt_aes##bits##_gcm_seal,     (int (*)(const void *, size_t, const uint8_t *, size_t, const uint8_t *, 	     size_t, uint8_t *, const uint8_t *)) symcrypt_aes##bits##_gcm_open,   }

static const struct aes_alg aes_algs[] = { AES_ALG(128), AES_ALG(192), AES_ALG(256) };

union aes_any
{
  struct symcrypt_aes256_ctx aes;
  struct symcrypt_aes256_ctr_ctx ctr;
  struct symcrypt_aes256_gcm_key gcm;
  uint64_t align;
};

/* OpenSSL's encryption (or decryption) of LENGTH bytes, no padding.  */
static void
evp_crypt(const EVP_CIPHER *cipher, int encrypt, const uint8_t *key,
	  const uint8_t *iv, size_t length, uint8_t *dst, const uint8_t *src)
{
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  int n = 0, m = 0;
  ASSERT(ctx != NULL);
  ASSERT(EVP_CipherInit_ex(ctx, cipher, NULL, key, iv, encrypt) == 1);
  EVP_CIPHER_CTX_set_padding(ctx, 0);
  ASSERT(length == 0 || EVP_CipherUpdate(ctx, dst, &n, src, (int) length) == 1);
  ASSERT(EVP_CipherFinal_ex(ctx, dst + n, &m) == 1);
  ASSERT((size_t) (n + m) == length);
  EVP_CIPHER_CTX_free(ctx);
}

static void
evp_gcm_seal(const EVP_CIPHER *cipher, const uint8_t *key,
	     size_t nonce_length, const uint8_t *nonce,
	     size_t ad_length, const uint8_t *ad,
	     size_t length, uint8_t *dst, const uint8_t *src)
{
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  int n = 0, m = 0;
  ASSERT(ctx != NULL);
  ASSERT(EVP_EncryptInit_ex(ctx, cipher, NULL, NULL, NULL) == 1);
  ASSERT(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_SET_IVLEN, (int) nonce_length,
			     NULL) == 1);
  ASSERT(EVP_EncryptInit_ex(ctx, NULL, NULL, key, nonce) == 1);
  ASSERT(ad_length == 0
	 || EVP_EncryptUpdate(ctx, NULL, &n, ad, (int) ad_length) == 1);
  n = 0;
  ASSERT(length == 0 || EVP_EncryptUpdate(ctx, dst, &n, src, (int) length) == 1);
  ASSERT(EVP_EncryptFinal_ex(ctx, dst + n, &m) == 1);
  ASSERT((size_t) (n + m) == length);
  ASSERT(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_GET_TAG, 16, dst + length) == 1);
  EVP_CIPHER_CTX_free(ctx);
}

#define AES_MAX 70000

/* Nonce lengths other than 12 that each test takes in turn: their
   counters are secret, and seal and streaming encrypt hash them apart
   from gcm_encrypt (src/aes/gcm.c, encrypt_hash).  */
static const size_t other_nonces[4] = { 1, 8, 16, 60 };

/* AES-GCM against OpenSSL: random lengths 0..70000 (mostly short),
   nonces of 1..128 bytes (half of them 12, a quarter of other_nonces'
   lengths with the long messages; OpenSSL 3.0 takes no longer one),
   associated data, buffers
   at any alignment, in place or not; open takes OpenSSL's output.  */
static void
test_gcm(const struct aes_alg *a)
{
  uint8_t *src = test_buf_alloc(AES_MAX, 0), *expected = test_buf_alloc(AES_MAX + 16, 0);
  uint8_t *out = test_buf_alloc(AES_MAX + 16 + 64, 0);
  uint8_t key[32], nonce[128], ad[300];
  unsigned round;

  for (round = 0; round < 60; round++)
    {
      union aes_any k;
      size_t length = round % 4 == 0 ? test_rand_below(AES_MAX + 1)
	: test_rand_below(600);
      size_t nonce_length = round % 2 ? 12 : round % 4 == 0
	? other_nonces[round / 4 % 4] : 1 + test_rand_below(sizeof(nonce));
      size_t ad_length = test_rand_below(sizeof(ad) + 1);
      uint8_t *dst = out + test_rand_below(64);
      int in_place = round % 3 == 0;
      const uint8_t *from = in_place ? dst : src;

      test_rand_fill(a->key_size, key);
      test_rand_fill(nonce_length, nonce);
      test_rand_fill(ad_length, ad);
      test_rand_fill(length, src);
      evp_gcm_seal(a->gcm(), key, nonce_length, nonce, ad_length, ad,
		   length, expected, src);
      a->gcm_set_key(&k, key);
      memcpy(dst, src, length);
      ASSERT_RC(a->seal(&k, nonce_length, nonce, ad_length, ad, length, dst, from),
		SYMCRYPT_OK);
      if (memcmp(dst, expected, length + 16) != 0)
	FAIL("aes%u-gcm seal: %zu bytes, nonce %zu, ad %zu: differs from OpenSSL",
	     8 * a->key_size, length, nonce_length, ad_length);
      ASSERT_RC(a->open(&k, nonce_length, nonce, ad_length, ad, length + 16,
			dst, in_place ? dst : expected), SYMCRYPT_OK);
      if (memcmp(dst, src, length) != 0)
	FAIL("aes%u-gcm open: %zu bytes, nonce %zu, ad %zu: wrong plaintext",
	     8 * a->key_size, length, nonce_length, ad_length);
    }
  test_buf_check(out);
  test_buf_free(src);
  test_buf_free(expected);
  test_buf_free(out);
}

/* ECB, CBC (both ways) and CTR (in random chunks) against OpenSSL.  */
static void
test_aes_modes(const struct aes_alg *a)
{
  uint8_t *src = test_buf_alloc(AES_MAX, 0), *expected = test_buf_alloc(AES_MAX, 0);
  uint8_t *out = test_buf_alloc(AES_MAX + 64, 0);
  uint8_t key[32], iv[16], iv_out[16];
  unsigned round;

  for (round = 0; round < 40; round++)
    {
      union aes_any ctx;
      size_t length = round % 4 == 0 ? test_rand_below(AES_MAX + 1)
	: test_rand_below(600);
      size_t blocks_length = length - length % 16, done;
      uint8_t *dst = out + test_rand_below(64);

      test_rand_fill(a->key_size, key);
      test_rand_fill(sizeof(iv), iv);
      test_rand_fill(length, src);

      evp_crypt(a->ecb(), 1, key, NULL, blocks_length, expected, src);
      a->set_encrypt_key(&ctx, key);
      ASSERT_RC(a->encrypt(&ctx, blocks_length, dst, src), SYMCRYPT_OK);
      if (memcmp(dst, expected, blocks_length) != 0)
	FAIL("aes%u-ecb: %zu bytes differ from OpenSSL", 8 * a->key_size,
	     blocks_length);

      evp_crypt(a->cbc(), 0, key, iv, blocks_length, expected, src);
      a->set_decrypt_key(&ctx, key);
      memcpy(iv_out, iv, 16);
      memcpy(dst, src, blocks_length);
      ASSERT_RC(a->cbc_decrypt(&ctx, iv_out, blocks_length, dst, dst),
		SYMCRYPT_OK);
      if (memcmp(dst, expected, blocks_length) != 0)
	FAIL("aes%u-cbc decrypt: %zu bytes differ from OpenSSL",
	     8 * a->key_size, blocks_length);

      evp_crypt(a->ctr(), 1, key, iv, length, expected, src);
      a->ctr_set_key(&ctx, key);
      a->ctr_set_counter(&ctx, iv);
      for (done = 0; done < length; )
	{
	  size_t n = 1 + test_rand_below(length - done < 5000 ? length - done : 5000);
	  a->ctr_crypt(&ctx, n, dst + done, src + done);
	  done += n;
	}
      if (memcmp(dst, expected, length) != 0)
	FAIL("aes%u-ctr: %zu bytes differ from OpenSSL", 8 * a->key_size,
	     length);
    }
  test_buf_check(out);
  test_buf_free(src);
  test_buf_free(expected);
  test_buf_free(out);
}

/* A piece of at most LEFT bytes for the streaming test: a few bytes,
   a few blocks, or all that is left.  */
static size_t
gcm_piece(size_t left)
{
  size_t n = test_rand_below(3) == 0 ? left
    : test_rand_below(2) ? 1 + test_rand_below(40) : 16 * (1 + test_rand_below(9));
  return n < left ? n : left;
}

/* Streaming AES-GCM and the detached tags against OpenSSL's EVP
   streaming, both in random pieces, with tags of 4 to 16 bytes and
   nonces as test_gcm's (at most 64 bytes): ours encrypts, OpenSSL
   decrypts and checks our tag, and the other way round.  */
#define GCM_STREAM_TEST(bits)						\
  static void								\
  test_gcm_stream##bits(void)						\
  {									\
    static const size_t tag_lengths[] = { 4, 8, 12, 13, 14, 15, 16 };	\
    uint8_t *src = test_buf_alloc(3000, 1), *ours = test_buf_alloc(3000, 2); \
    uint8_t *theirs = test_buf_alloc(3000, 3);				\
    uint8_t key[32], nonce[64], ad[100], tag[16], their_tag[16];	\
    unsigned round;							\
    for (round = 0; round < 40; round++)				\
      {									\
	struct symcrypt_aes##bits##_gcm_key k;				\
	struct symcrypt_aes##bits##_gcm_ctx ctx;			\
	EVP_CIPHER_CTX *evp = EVP_CIPHER_CTX_new();			\
	size_t length = test_rand_below(3001);				\
	size_t ad_length = test_rand_below(sizeof(ad) + 1);		\
	size_t nonce_length = round % 2 ? 12 : round % 4 == 0		\
	  ? other_nonces[round / 4 % 4] : 1 + test_rand_below(sizeof(nonce)); \
	size_t tag_length = tag_lengths[test_rand_below(7)];		\
	size_t done, n;							\
	int m;								\
	test_rand_fill(bits / 8, key);					\
	test_rand_fill(nonce_length, nonce);				\
	test_rand_fill(ad_length, ad);					\
	test_rand_fill(length, src);					\
	symcrypt_aes##bits##_gcm_set_key(&k, key);			\
	/* Ours encrypts in pieces.  */					\
	symcrypt_aes##bits##_gcm_start(&ctx, &k, nonce_length, nonce);	\
	for (done = 0; done < ad_length; done += n)			\
	  {								\
	    n = gcm_piece(ad_length - done);				\
	    ASSERT_RC(symcrypt_aes##bits##_gcm_update(&ctx, n, ad + done), 0); \
	  }								\
	for (done = 0; done < length; done += n)			\
	  {								\
	    n = gcm_piece(length - done);				\
	    ASSERT_RC(symcrypt_aes##bits##_gcm_encrypt(&ctx, n, ours + done, \
						       src + done), 0);	\
	  }								\
	ASSERT_RC(symcrypt_aes##bits##_gcm_digest(&ctx, tag_length, tag), 0); \
	/* OpenSSL encrypts in pieces too.  */				\
	ASSERT(evp != NULL);						\
	ASSERT(EVP_EncryptInit_ex(evp, EVP_aes_##bits##_gcm(), NULL, NULL, NULL) == 1); \
	ASSERT(EVP_CIPHER_CTX_ctrl(evp, EVP_CTRL_GCM_SET_IVLEN,		\
				   (int) nonce_length, NULL) == 1);	\
	ASSERT(EVP_EncryptInit_ex(evp, NULL, NULL, key, nonce) == 1);	\
	for (done = 0; done < ad_length; done += n)			\
	  {								\
	    n = gcm_piece(ad_length - done);				\
	    ASSERT(EVP_EncryptUpdate(evp, NULL, &m, ad + done, (int) n) == 1); \
	  }								\
	for (done = 0; done < length; done += n)			\
	  {								\
	    n = gcm_piece(length - done);				\
	    ASSERT(EVP_EncryptUpdate(evp, theirs + done, &m, src + done, \
				     (int) n) == 1 && (size_t) m == n);	\
	  }								\
	ASSERT(EVP_EncryptFinal_ex(evp, theirs + length, &m) == 1 && m == 0); \
	ASSERT(EVP_CIPHER_CTX_ctrl(evp, EVP_CTRL_GCM_GET_TAG, (int) tag_length, \
				   their_tag) == 1);			\
	ASSERT_BYTES("streaming GCM vs OpenSSL", length, ours, theirs);	\
	ASSERT_BYTES("streaming GCM tag vs OpenSSL", tag_length, tag, their_tag); \
	/* The detached forms: OpenSSL's bytes, and its tag opens.  */	\
	ASSERT_RC(symcrypt_aes##bits##_gcm_seal_detached(&k, nonce_length, nonce, \
							 ad_length, ad, length, \
							 ours, tag_length, tag, \
							 src), 0);	\
	ASSERT_BYTES("GCM seal_detached vs OpenSSL", length, ours, theirs); \
	ASSERT_BYTES("GCM detached tag vs OpenSSL", tag_length, tag, their_tag); \
	ASSERT_RC(symcrypt_aes##bits##_gcm_open_detached(&k, nonce_length, nonce, \
							 ad_length, ad, length, \
							 ours, tag_length, \
							 their_tag, theirs), 0); \
	ASSERT_BYTES("GCM open_detached of OpenSSL's", length, ours, src); \
	/* OpenSSL decrypts ours and checks its tag.  */		\
	ASSERT(EVP_DecryptInit_ex(evp, EVP_aes_##bits##_gcm(), NULL, NULL, NULL) == 1); \
	ASSERT(EVP_CIPHER_CTX_ctrl(evp, EVP_CTRL_GCM_SET_IVLEN,		\
				   (int) nonce_length, NULL) == 1);	\
	ASSERT(EVP_DecryptInit_ex(evp, NULL, NULL, key, nonce) == 1);	\
	ASSERT(ad_length == 0						\
	       || EVP_DecryptUpdate(evp, NULL, &m, ad, (int) ad_length) == 1); \
	ASSERT(length == 0 || EVP_DecryptUpdate(evp, ours, &m, theirs,	\
					       (int) length) == 1);	\
	ASSERT(EVP_CIPHER_CTX_ctrl(evp, EVP_CTRL_GCM_SET_TAG, (int) tag_length, \
				   tag) == 1);				\
	ASSERT(EVP_DecryptFinal_ex(evp, ours + length, &m) == 1);	\
	EVP_CIPHER_CTX_free(evp);					\
      }									\
    test_buf_check(ours);						\
    test_buf_check(theirs);						\
    test_buf_free(src);							\
    test_buf_free(ours);						\
    test_buf_free(theirs);						\
  }

GCM_STREAM_TEST(128)
GCM_STREAM_TEST(192)
GCM_STREAM_TEST(256)

void
test_main(void)
{
  size_t i;

  for (i = 0; i < sizeof(algs) / sizeof(algs[0]); i++)
    {
      test_hash(&algs[i]);
      test_hmac(&algs[i]);
      if (algs[i].pbkdf2)
	test_pbkdf2(&algs[i]);
      if (algs[i].extract)
	test_hkdf(&algs[i]);
      if (test_verbose)
	fprintf(stderr, "%s: ok\n", algs[i].name);
    }
  test_shake(0);
  test_shake(1);
  test_kmac(0);
  test_kmac(1);
  for (i = 0; i < sizeof(aes_algs) / sizeof(aes_algs[0]); i++)
    {
      test_aes_modes(&aes_algs[i]);
      test_gcm(&aes_algs[i]);
      if (test_verbose)
	fprintf(stderr, "aes%u: ok\n", 8 * aes_algs[i].key_size);
    }
  test_gcm_stream128();
  test_gcm_stream192();
  test_gcm_stream256();
}

#else /* !HAVE_OPENSSL */

void
test_main(void)
{
  SKIP();
}

#endif /* !HAVE_OPENSSL */
