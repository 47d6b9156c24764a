/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* icount-compare.c -- run one primitive of libsymcrypt, OpenSSL or
   Nettle (or libsodium, for BLAKE2b) ITERS times over one SIZE-byte
   buffer, for counting guest
   instructions under qemu with the qemu-icount plugin
   (scripts/icount-compare.sh runs it twice and takes the difference).

   Usage: icount-compare LIBRARY FUNCTION SIZE ITERS
   LIBRARY: symcrypt (linked in), openssl, nettle or sodium (loaded
   with dlopen, so that one binary serves all of them and the peers
   need no development headers for the target); FUNCTION: chacha,
   salsa20, poly1305, sha1, sha256, sha512, sha3_256, sha3_256_many,
   sha3_256_each, blake2b, arcfour, tz, gcm, gcm_open, gmac, aes_ctr,
   aes_cbc_decrypt, aes_ecb_decrypt, blake2s, blake2s_many, blake3,
   aegis128l, aegis128l_open, aegis256, aegis256_open, aegis128x2,
   aegis128x4, aegis256x2, aegis256x4,
   gcm_siv, gcm_siv_open, xts, xts_decrypt, ocb, ocb_open, ccm, cmac,
   keywrap, shake128, kt128.
   Exit status 2: the library has no such function.

   Each loop calls the streaming function of the library, so that its
   own glue (counters, partial blocks, the XOR) is counted: ChaCha20
   with a 64-bit nonce, Salsa20 with a 256-bit key, Poly1305 updates
   (Nettle: poly1305-aes, whose update is plain Poly1305), hash
   updates (BLAKE2b with 64-byte digests, OpenSSL's BLAKE2B-512 and
   libsodium's crypto_generichash), RC4 with a 128-bit key.  gcm is one AES-128-GCM seal of
   the SIZE bytes per loop (a 12-byte nonce, no associated data, the
   16-byte tag), the key set once; gcm_open (ours only) one open of
   that message sealed before the loop; gmac the same with the SIZE bytes
   as associated data and no message (GHASH, and AES for the tag
   mask only); aes_ctr AES-128-CTR over the SIZE bytes, the stream
   going on from one call to the next; aes_cbc_decrypt AES-128-CBC
   decryption of the SIZE bytes (no padding), the IV going on from one
   call to the next; aes_ecb_decrypt AES-128 decryption of the SIZE
   bytes as separate blocks.  xts and xts_decrypt are AES-128-XTS
   encryption and decryption of the SIZE bytes as one data unit (a
   sector) per loop, under the same 16-byte tweak.  ocb is gcm with
   AES-128-OCB (Nettle 3.8 has no OCB), ocb_open (ours only) gcm_open
   with it; ccm is gcm with AES-128-CCM
   (Nettle's ccm_aes128_encrypt_message, OpenSSL's EVP with the
   message length given first, as CCM needs).  cmac is one AES-128-CMAC
   of the SIZE bytes per loop (update and digest, the key set once;
   all three).  keywrap is one AES-128 key wrap (RFC 3394, its
   default integrity value) of the SIZE bytes per loop, the key set
   once (OpenSSL's EVP AES-128-WRAP, Nettle's aes128_keywrap).
   gcm_siv and gcm_siv_open (ours only:
   OpenSSL 3.0 and Nettle 3.8 have no AES-GCM-SIV) are gcm and
   gcm_open with AES-128-GCM-SIV.  aegis128l (ours only) is one
   AEGIS-128L seal of the SIZE bytes per loop, no associated data, a
   16-byte tag; aegis256 and the X forms (ours only) the same with
   those variants; aegis128l_open and aegis256_open (ours only)
   gcm_open with AEGIS-128L and AEGIS-256.  blake2s and blake3 hash the SIZE bytes as one
   message per loop (the one-call functions, and OpenSSL's
   EVP_Digest with BLAKE2S-256), 32-byte digests; blake2s_many is one
   symcrypt_blake2s_many call on ITERS messages of SIZE bytes (the
   buffer each time).  sha3_256_many is ITERS messages of SIZE bytes
   (the one buffer each time): ours in one symcrypt_sha3_256_many call,
   OpenSSL's and Nettle's one at a time (EVP_Digest; init, update,
   digest); sha3_256_each is ours one at a time too (init, update,
   digest).  Each library fills the same tables of pointers and lengths
   first, so that their cost cancels out of a comparison.  shake128
   (ours only) is SHAKE128 updates, as the hash updates; kt128 (ours
   only) one KT128 message of the SIZE bytes per loop, no
   customization, 32 bytes out (the one-call function).  */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <symcrypt/aegis.h>
#include <symcrypt/aes.h>
#include <symcrypt/aes-modes.h>
#include <symcrypt/arcfour.h>
#include <symcrypt/blake2.h>
#include <symcrypt/blake3.h>
#include <symcrypt/chacha.h>
#include <symcrypt/gcm.h>
#include <symcrypt/poly1305.h>
#include <symcrypt/salsa20.h>
#include <symcrypt/sha1.h>
#include <symcrypt/sha2.h>
#include <symcrypt/sha3.h>
#include <symcrypt/tzhash.h>

static const uint8_t key[32] = { 1, 2, 3, 4 };
static const uint8_t nonce[32] = { 5, 6, 7, 8 };

/* Room for any peer context (Nettle's are below 400 bytes but for
   GCM's, whose key holds a 4 KiB table; OpenSSL's are allocated by
   OpenSSL).  */
static union { uint64_t align; uint8_t bytes[8192]; } peer_ctx;

static void *library;

/* sha3_256_many's tables: ITERS messages, each the SIZE bytes at SRC,
   and room for their digests.  */
static const uint8_t **many_msgs;
static size_t *many_lengths;
static uint8_t *many_digests;

static int
many_tables(size_t size, long iters, const uint8_t *src)
{
  long i;
  many_msgs = malloc(iters * sizeof(*many_msgs));
  many_lengths = malloc(iters * sizeof(*many_lengths));
  many_digests = malloc(iters * 32);
  if (!many_msgs || !many_lengths || !many_digests)
    return 0;
  for (i = 0; i < iters; i++)
    {
      many_msgs[i] = src;
      many_lengths[i] = size;
    }
  return 1;
}

static void *
symbol(const char *name)
{
  void *p = dlsym(library, name);
  if (!p)
    {
      fprintf(stderr, "icount-compare: no %s\n", name);
      exit(2);
    }
  return p;
}

static int
run_symcrypt(const char *fn, size_t size, long iters,
	     uint8_t *dst, const uint8_t *src)
{
  long i;
  if (strcmp(fn, "chacha") == 0)
    {
      struct symcrypt_chacha_ctx c;
      symcrypt_chacha_set_key(&c, key);
      symcrypt_chacha_set_nonce(&c, nonce);
      for (i = 0; i < iters; i++)
	symcrypt_chacha_crypt(&c, size, dst, src);
    }
  else if (strcmp(fn, "salsa20") == 0)
    {
      struct symcrypt_salsa20_ctx c;
      symcrypt_salsa20_set_key(&c, 32, key);
      symcrypt_salsa20_set_nonce(&c, nonce);
      for (i = 0; i < iters; i++)
	symcrypt_salsa20_crypt(&c, size, dst, src);
    }
  else if (strcmp(fn, "poly1305") == 0)
    {
      struct symcrypt_poly1305_ctx c;
      symcrypt_poly1305_set_key(&c, key);
      for (i = 0; i < iters; i++)
	symcrypt_poly1305_update(&c, size, src);
    }
  else if (strcmp(fn, "sha1") == 0)
    {
      struct symcrypt_sha1_ctx c;
      symcrypt_sha1_init(&c);
      for (i = 0; i < iters; i++)
	symcrypt_sha1_update(&c, size, src);
    }
  else if (strcmp(fn, "sha256") == 0)
    {
      struct symcrypt_sha256_ctx c;
      symcrypt_sha256_init(&c);
      for (i = 0; i < iters; i++)
	symcrypt_sha256_update(&c, size, src);
    }
  else if (strcmp(fn, "sha512") == 0)
    {
      struct symcrypt_sha512_ctx c;
      symcrypt_sha512_init(&c);
      for (i = 0; i < iters; i++)
	symcrypt_sha512_update(&c, size, src);
    }
  else if (strcmp(fn, "blake2s") == 0)
    {
      for (i = 0; i < iters; i++)
	symcrypt_blake2s(32, 0, NULL, size, src, dst);
    }
  else if (strcmp(fn, "blake2s_many") == 0)
    {
      const uint8_t **msgs = malloc(iters * sizeof(*msgs));
      size_t *lengths = malloc(iters * sizeof(*lengths));
      uint8_t *digests = malloc(iters * 32);
      if (!msgs || !lengths || !digests)
	return 2;
      for (i = 0; i < iters; i++)
	{
	  msgs[i] = src;
	  lengths[i] = size;
	}
      symcrypt_blake2s_many(32, 0, NULL, iters, msgs, lengths, digests);
      free(msgs);
      free(lengths);
      free(digests);
    }
  else if (strcmp(fn, "blake3") == 0)
    {
      for (i = 0; i < iters; i++)
	symcrypt_blake3(size, src, 32, dst);
    }
  else if (strcmp(fn, "blake2b") == 0)
    {
      struct symcrypt_blake2b_ctx c;
      symcrypt_blake2b_init(&c, 64, 0, NULL);
      for (i = 0; i < iters; i++)
	symcrypt_blake2b_update(&c, size, src);
    }
  else if (strcmp(fn, "sha3_256") == 0)
    {
      struct symcrypt_sha3_256_ctx c;
      symcrypt_sha3_256_init(&c);
      for (i = 0; i < iters; i++)
	symcrypt_sha3_256_update(&c, size, src);
    }
  else if (strcmp(fn, "shake128") == 0)
    {
      struct symcrypt_shake128_ctx c;
      symcrypt_shake128_init(&c);
      for (i = 0; i < iters; i++)
	symcrypt_shake128_update(&c, size, src);
    }
  else if (strcmp(fn, "kt128") == 0)
    for (i = 0; i < iters; i++)
      symcrypt_kt128(0, NULL, size, src, 32, dst);
  else if (strcmp(fn, "sha3_256_many") == 0)
    symcrypt_sha3_256_many(iters, many_msgs, many_lengths, many_digests);
  else if (strcmp(fn, "sha3_256_each") == 0)
    for (i = 0; i < iters; i++)
      {
	struct symcrypt_sha3_256_ctx c;
	symcrypt_sha3_256_init(&c);
	symcrypt_sha3_256_update(&c, many_lengths[i], many_msgs[i]);
	symcrypt_sha3_256_digest(&c, 32, many_digests + 32 * i);
      }
  else if (strcmp(fn, "arcfour") == 0)
    {
      struct symcrypt_arcfour_ctx c;
      symcrypt_arcfour_set_key(&c, 16, key);
      for (i = 0; i < iters; i++)
	symcrypt_arcfour_crypt(&c, size, dst, src);
    }
  else if (strcmp(fn, "tz") == 0)
    {
      struct symcrypt_tz_ctx c;
      symcrypt_tz_init(&c);
      for (i = 0; i < iters; i++)
	symcrypt_tz_update(&c, size, src);
    }
  else if (strcmp(fn, "gcm") == 0)
    {
      struct symcrypt_aes128_gcm_key k;
      symcrypt_aes128_gcm_set_key(&k, key);
      for (i = 0; i < iters; i++)
	symcrypt_aes128_gcm_seal(&k, 12, nonce, 0, NULL, size, dst, src);
    }
  else if (strcmp(fn, "gcm_siv") == 0)
    {
      struct symcrypt_aes128_gcm_siv_key k;
      symcrypt_aes128_gcm_siv_set_key(&k, key);
      for (i = 0; i < iters; i++)
	symcrypt_aes128_gcm_siv_seal(&k, nonce, 0, NULL, size, dst, src);
    }
  else if (strcmp(fn, "gcm_siv_open") == 0)
    {
      struct symcrypt_aes128_gcm_siv_key k;
      uint8_t *sealed = malloc(size + 16);
      if (!sealed)
	return 1;
      symcrypt_aes128_gcm_siv_set_key(&k, key);
      symcrypt_aes128_gcm_siv_seal(&k, nonce, 0, NULL, size, sealed, src);
      for (i = 0; i < iters; i++)
	if (symcrypt_aes128_gcm_siv_open(&k, nonce, 0, NULL, size + 16,
					 dst, sealed) != 0)
	  {
	    free(sealed);
	    return 1;
	  }
      free(sealed);
    }
  else if (strcmp(fn, "aegis128l") == 0)
    for (i = 0; i < iters; i++)
      symcrypt_aegis128l_seal(key, nonce, 0, NULL, 16, size, dst, src);
  else if (strcmp(fn, "aegis256") == 0)
    for (i = 0; i < iters; i++)
      symcrypt_aegis256_seal(key, nonce, 0, NULL, 16, size, dst, src);
  else if (strcmp(fn, "aegis128l_open") == 0
	   || strcmp(fn, "aegis256_open") == 0)
    {
      int l = strcmp(fn, "aegis128l_open") == 0;
      uint8_t *sealed = malloc(size + 16);
      if (!sealed)
	return 1;
      if (l)
	symcrypt_aegis128l_seal(key, nonce, 0, NULL, 16, size, sealed, src);
      else
	symcrypt_aegis256_seal(key, nonce, 0, NULL, 16, size, sealed, src);
      for (i = 0; i < iters; i++)
	if ((l ? symcrypt_aegis128l_open(key, nonce, 0, NULL, 16, size + 16,
					 dst, sealed)
	     : symcrypt_aegis256_open(key, nonce, 0, NULL, 16, size + 16,
				      dst, sealed)) != 0)
	  {
	    free(sealed);
	    return 1;
	  }
      free(sealed);
    }
  else if (strcmp(fn, "aegis128x2") == 0)
    for (i = 0; i < iters; i++)
      symcrypt_aegis128x2_seal(key, nonce, 0, NULL, 16, size, dst, src);
  else if (strcmp(fn, "aegis128x4") == 0)
    for (i = 0; i < iters; i++)
      symcrypt_aegis128x4_seal(key, nonce, 0, NULL, 16, size, dst, src);
  else if (strcmp(fn, "aegis256x2") == 0)
    for (i = 0; i < iters; i++)
      symcrypt_aegis256x2_seal(key, nonce, 0, NULL, 16, size, dst, src);
  else if (strcmp(fn, "aegis256x4") == 0)
    for (i = 0; i < iters; i++)
      symcrypt_aegis256x4_seal(key, nonce, 0, NULL, 16, size, dst, src);
  else if (strcmp(fn, "gcm_open") == 0)
    {
      struct symcrypt_aes128_gcm_key k;
      uint8_t *sealed = malloc(size + 16);
      if (!sealed)
	return 1;
      symcrypt_aes128_gcm_set_key(&k, key);
      symcrypt_aes128_gcm_seal(&k, 12, nonce, 0, NULL, size, sealed, src);
      for (i = 0; i < iters; i++)
	if (symcrypt_aes128_gcm_open(&k, 12, nonce, 0, NULL, size + 16,
				     dst, sealed) != 0)
	  {
	    free(sealed);
	    return 1;
	  }
      free(sealed);
    }
  else if (strcmp(fn, "gmac") == 0)
    {
      struct symcrypt_aes128_gcm_key k;
      symcrypt_aes128_gcm_set_key(&k, key);
      for (i = 0; i < iters; i++)
	symcrypt_aes128_gcm_seal(&k, 12, nonce, size, src, 0, dst, NULL);
    }
  else if (strcmp(fn, "aes_ctr") == 0)
    {
      struct symcrypt_aes128_ctr_ctx c;
      symcrypt_aes128_ctr_set_key(&c, key);
      for (i = 0; i < iters; i++)
	symcrypt_aes128_ctr_crypt(&c, size, dst, src);
    }
  else if (strcmp(fn, "aes_cbc_decrypt") == 0)
    {
      struct symcrypt_aes128_ctx c;
      uint8_t iv[16] = { 0 };
      symcrypt_aes128_set_decrypt_key(&c, key);
      for (i = 0; i < iters; i++)
	symcrypt_aes128_cbc_decrypt(&c, iv, size, dst, src);
    }
  else if (strcmp(fn, "aes_ecb_decrypt") == 0)
    {
      struct symcrypt_aes128_ctx c;
      symcrypt_aes128_set_decrypt_key(&c, key);
      for (i = 0; i < iters; i++)
	symcrypt_aes128_decrypt(&c, size, dst, src);
    }
  else if (strcmp(fn, "ocb") == 0)
    {
      struct symcrypt_aes128_ocb_key k;
      symcrypt_aes128_ocb_set_key(&k, key);
      for (i = 0; i < iters; i++)
	symcrypt_aes128_ocb_seal(&k, 12, nonce, 0, NULL, 16, size, dst, src);
    }
  else if (strcmp(fn, "ocb_open") == 0)
    {
      struct symcrypt_aes128_ocb_key k;
      uint8_t *sealed = malloc(size + 16);
      if (!sealed)
	return 1;
      symcrypt_aes128_ocb_set_key(&k, key);
      symcrypt_aes128_ocb_seal(&k, 12, nonce, 0, NULL, 16, size, sealed, src);
      for (i = 0; i < iters; i++)
	if (symcrypt_aes128_ocb_open(&k, 12, nonce, 0, NULL, 16, size + 16,
				     dst, sealed) != 0)
	  {
	    free(sealed);
	    return 1;
	  }
      free(sealed);
    }
  else if (strcmp(fn, "cmac") == 0)
    {
      struct symcrypt_aes128_cmac_ctx c;
      symcrypt_aes128_cmac_set_key(&c, key);
      for (i = 0; i < iters; i++)
	{
	  symcrypt_aes128_cmac_update(&c, size, src);
	  symcrypt_aes128_cmac_digest(&c, 16, dst);
	}
    }
  else if (strcmp(fn, "keywrap") == 0)
    {
      struct symcrypt_aes128_ctx c;
      symcrypt_aes128_set_encrypt_key(&c, key);
      for (i = 0; i < iters; i++)
	symcrypt_aes128_keywrap(&c, size, dst, src);
    }
  else if (strcmp(fn, "ccm") == 0)
    {
      struct symcrypt_aes128_ctx c;
      symcrypt_aes128_set_encrypt_key(&c, key);
      for (i = 0; i < iters; i++)
	symcrypt_aes128_ccm_seal(&c, 12, nonce, 0, NULL, 16, size, dst, src);
    }
  else if (strcmp(fn, "xts") == 0)
    {
      struct symcrypt_aes128_xts_ctx c;
      symcrypt_aes128_xts_set_encrypt_key(&c, key);
      for (i = 0; i < iters; i++)
	symcrypt_aes128_xts_encrypt(&c, nonce, size, dst, src);
    }
  else if (strcmp(fn, "xts_decrypt") == 0)
    {
      struct symcrypt_aes128_xts_ctx c;
      symcrypt_aes128_xts_set_decrypt_key(&c, key);
      for (i = 0; i < iters; i++)
	symcrypt_aes128_xts_decrypt(&c, nonce, size, dst, src);
    }
  else
    return 2;
  return 0;
}

/* OpenSSL 3 through its EVP interfaces, declared here by hand.  */
static int
run_openssl(const char *fn, size_t size, long iters,
	    uint8_t *dst, const uint8_t *src)
{
  long i;
  library = dlopen("libcrypto.so.3", RTLD_NOW);
  if (!library)
    {
      fprintf(stderr, "icount-compare: %s\n", dlerror());
      return 2;
    }
  if (strcmp(fn, "chacha") == 0 || strcmp(fn, "arcfour") == 0
      || strcmp(fn, "aes_ctr") == 0)
    {
      void *(*fetch)(void *, const char *, const char *)
	= symbol("EVP_CIPHER_fetch");
      void *(*ctx_new)(void) = symbol("EVP_CIPHER_CTX_new");
      int (*init)(void *, const void *, void *, const uint8_t *,
		  const uint8_t *) = symbol("EVP_EncryptInit_ex");
      int (*update)(void *, uint8_t *, int *, const uint8_t *, int)
	= symbol("EVP_EncryptUpdate");
      void *cipher, *c;
      int out_length;
      if (strcmp(fn, "arcfour") == 0)
	{
	  /* RC4 lives in the legacy provider (OPENSSL_MODULES).  */
	  void *(*load)(void *, const char *) = symbol("OSSL_PROVIDER_load");
	  int (*set_key_length)(void *, int)
	    = symbol("EVP_CIPHER_CTX_set_key_length");
	  load(NULL, "legacy");
	  load(NULL, "default");
	  cipher = fetch(NULL, "RC4", NULL);
	  if (!cipher)
	    return 2;
	  c = ctx_new();
	  init(c, cipher, NULL, NULL, NULL);
	  set_key_length(c, 16);
	}
      else
	{
	  cipher = fetch(NULL, strcmp(fn, "chacha") == 0
			 ? "ChaCha20" : "AES-128-CTR", NULL);
	  if (!cipher)
	    return 2;
	  c = ctx_new();
	  init(c, cipher, NULL, NULL, NULL);
	}
      init(c, NULL, NULL, key, nonce);
      for (i = 0; i < iters; i++)
	update(c, dst, &out_length, src, (int) size);
    }
  else if (strcmp(fn, "aes_cbc_decrypt") == 0
	   || strcmp(fn, "aes_ecb_decrypt") == 0)
    {
      void *(*fetch)(void *, const char *, const char *)
	= symbol("EVP_CIPHER_fetch");
      void *(*ctx_new)(void) = symbol("EVP_CIPHER_CTX_new");
      int (*init)(void *, const void *, void *, const uint8_t *,
		  const uint8_t *) = symbol("EVP_DecryptInit_ex");
      int (*update)(void *, uint8_t *, int *, const uint8_t *, int)
	= symbol("EVP_DecryptUpdate");
      int (*set_padding)(void *, int) = symbol("EVP_CIPHER_CTX_set_padding");
      void *cipher, *c;
      int out_length;
      cipher = fetch(NULL, strcmp(fn, "aes_cbc_decrypt") == 0
		     ? "AES-128-CBC" : "AES-128-ECB", NULL);
      if (!cipher)
	return 2;
      c = ctx_new();
      init(c, cipher, NULL, key, nonce);
      /* Without padding, each update decrypts all its blocks.  */
      set_padding(c, 0);
      for (i = 0; i < iters; i++)
	update(c, dst, &out_length, src, (int) size);
    }
  else if (strcmp(fn, "xts") == 0 || strcmp(fn, "xts_decrypt") == 0)
    {
      int decrypt = strcmp(fn, "xts_decrypt") == 0;
      void *(*fetch)(void *, const char *, const char *)
	= symbol("EVP_CIPHER_fetch");
      void *(*ctx_new)(void) = symbol("EVP_CIPHER_CTX_new");
      int (*init)(void *, const void *, void *, const uint8_t *,
		  const uint8_t *)
	= symbol(decrypt ? "EVP_DecryptInit_ex" : "EVP_EncryptInit_ex");
      int (*update)(void *, uint8_t *, int *, const uint8_t *, int)
	= symbol(decrypt ? "EVP_DecryptUpdate" : "EVP_EncryptUpdate");
      void *cipher = fetch(NULL, "AES-128-XTS", NULL), *c;
      int out_length;
      if (!cipher)
	return 2;
      c = ctx_new();
      init(c, cipher, NULL, key, NULL);
      /* One update is one data unit, under the tweak set before it.  */
      for (i = 0; i < iters; i++)
	{
	  init(c, NULL, NULL, NULL, nonce);
	  update(c, dst, &out_length, src, (int) size);
	}
    }
  else if (strcmp(fn, "poly1305") == 0)
    {
      void *(*fetch)(void *, const char *, const char *)
	= symbol("EVP_MAC_fetch");
      void *(*ctx_new)(void *) = symbol("EVP_MAC_CTX_new");
      int (*init)(void *, const uint8_t *, size_t, void *)
	= symbol("EVP_MAC_init");
      int (*update)(void *, const uint8_t *, size_t)
	= symbol("EVP_MAC_update");
      void *c = ctx_new(fetch(NULL, "POLY1305", NULL));
      init(c, key, 32, NULL);
      for (i = 0; i < iters; i++)
	update(c, src, size);
    }
  else if (strcmp(fn, "cmac") == 0)
    {
      /* OSSL_PARAM, as openssl/core.h lays it out: the cipher by name
	 (OSSL_PARAM_UTF8_STRING 4, return_size OSSL_PARAM_UNMODIFIED),
	 then the end of the list.  */
      struct param { const char *key; unsigned type; const void *data;
		     size_t data_size, return_size; };
      static const char aes[] = "AES-128-CBC";
      struct param params[2] = {
	{ "cipher", 4, aes, sizeof(aes) - 1, (size_t) -1 },
	{ NULL, 0, NULL, 0, 0 }
      };
      void *(*fetch)(void *, const char *, const char *)
	= symbol("EVP_MAC_fetch");
      void *(*ctx_new)(void *) = symbol("EVP_MAC_CTX_new");
      int (*init)(void *, const uint8_t *, size_t, const void *)
	= symbol("EVP_MAC_init");
      int (*update)(void *, const uint8_t *, size_t)
	= symbol("EVP_MAC_update");
      int (*final)(void *, uint8_t *, size_t *, size_t)
	= symbol("EVP_MAC_final");
      void *mac = fetch(NULL, "CMAC", NULL), *c;
      size_t out_length;
      if (!mac)
	return 2;
      c = ctx_new(mac);
      if (!init(c, key, 16, params))
	return 2;
      /* Each loop: init without a key (the same key again), the
	 message, the tag.  */
      for (i = 0; i < iters; i++)
	{
	  init(c, NULL, 0, NULL);
	  update(c, src, size);
	  final(c, dst, &out_length, 16);
	}
    }
  else if (strcmp(fn, "sha1") == 0 || strcmp(fn, "sha256") == 0
	   || strcmp(fn, "sha512") == 0 || strcmp(fn, "sha3_256") == 0
	   || strcmp(fn, "blake2b") == 0)
    {
      void *(*fetch)(void *, const char *, const char *)
	= symbol("EVP_MD_fetch");
      void *(*ctx_new)(void) = symbol("EVP_MD_CTX_new");
      int (*init)(void *, void *, void *) = symbol("EVP_DigestInit_ex");
      int (*update)(void *, const void *, size_t) = symbol("EVP_DigestUpdate");
      void *c = ctx_new();
      init(c, fetch(NULL, strcmp(fn, "sha3_256") == 0 ? "SHA3-256"
		    : strcmp(fn, "blake2b") == 0 ? "BLAKE2B-512" : fn, NULL),
	   NULL);
      for (i = 0; i < iters; i++)
	update(c, src, size);
    }
  else if (strcmp(fn, "blake2s") == 0)
    {
      void *(*fetch)(void *, const char *, const char *)
	= symbol("EVP_MD_fetch");
      int (*digest)(const void *, size_t, uint8_t *, unsigned *,
		    const void *, void *) = symbol("EVP_Digest");
      void *md = fetch(NULL, "BLAKE2S-256", NULL);
      if (!md)
	return 2;
      for (i = 0; i < iters; i++)
	digest(src, size, dst, NULL, md, NULL);
    }
  else if (strcmp(fn, "sha3_256_many") == 0)
    {
      void *(*fetch)(void *, const char *, const char *)
	= symbol("EVP_MD_fetch");
      int (*digest)(const void *, size_t, uint8_t *, unsigned *, void *,
		    void *) = symbol("EVP_Digest");
      void *md = fetch(NULL, "SHA3-256", NULL);
      for (i = 0; i < iters; i++)
	digest(many_msgs[i], many_lengths[i], many_digests + 32 * i, NULL,
	       md, NULL);
    }
  else if (strcmp(fn, "gcm") == 0 || strcmp(fn, "gmac") == 0
	   || strcmp(fn, "ocb") == 0)
    {
      void *(*fetch)(void *, const char *, const char *)
	= symbol("EVP_CIPHER_fetch");
      void *(*ctx_new)(void) = symbol("EVP_CIPHER_CTX_new");
      int (*init)(void *, const void *, void *, const uint8_t *,
		  const uint8_t *) = symbol("EVP_EncryptInit_ex");
      int (*update)(void *, uint8_t *, int *, const uint8_t *, int)
	= symbol("EVP_EncryptUpdate");
      int (*final)(void *, uint8_t *, int *) = symbol("EVP_EncryptFinal_ex");
      /* EVP_CIPHER_CTX_ctrl with EVP_CTRL_AEAD_GET_TAG (16).  */
      int (*ctrl)(void *, int, int, void *) = symbol("EVP_CIPHER_CTX_ctrl");
      void *cipher = fetch(NULL, strcmp(fn, "ocb") == 0
			   ? "AES-128-OCB" : "AES-128-GCM", NULL), *c;
      int out_length;
      if (!cipher)
	return 2;
      c = ctx_new();
      init(c, cipher, NULL, key, NULL);
      for (i = 0; i < iters; i++)
	{
	  init(c, NULL, NULL, NULL, nonce);
	  /* gmac: the data as associated data (no output buffer).  */
	  update(c, strcmp(fn, "gmac") == 0 ? NULL : dst, &out_length, src,
		 (int) size);
	  final(c, dst + size, &out_length);
	  ctrl(c, 16, 16, dst + size);
	}
    }
  else if (strcmp(fn, "keywrap") == 0)
    {
      void *(*fetch)(void *, const char *, const char *)
	= symbol("EVP_CIPHER_fetch");
      void *(*ctx_new)(void) = symbol("EVP_CIPHER_CTX_new");
      void (*set_flags)(void *, int) = symbol("EVP_CIPHER_CTX_set_flags");
      int (*init)(void *, const void *, void *, const uint8_t *,
		  const uint8_t *) = symbol("EVP_EncryptInit_ex");
      int (*update)(void *, uint8_t *, int *, const uint8_t *, int)
	= symbol("EVP_EncryptUpdate");
      void *cipher = fetch(NULL, "AES-128-WRAP", NULL), *c;
      int out_length;
      if (!cipher)
	return 2;
      c = ctx_new();
      /* EVP_CIPHER_CTX_FLAG_WRAP_ALLOW (1), then the key; each update
	 is one whole wrap.  */
      set_flags(c, 1);
      init(c, cipher, NULL, key, NULL);
      for (i = 0; i < iters; i++)
	update(c, dst, &out_length, src, (int) size);
    }
  else if (strcmp(fn, "ccm") == 0)
    {
      void *(*fetch)(void *, const char *, const char *)
	= symbol("EVP_CIPHER_fetch");
      void *(*ctx_new)(void) = symbol("EVP_CIPHER_CTX_new");
      int (*init)(void *, const void *, void *, const uint8_t *,
		  const uint8_t *) = symbol("EVP_EncryptInit_ex");
      int (*update)(void *, uint8_t *, int *, const uint8_t *, int)
	= symbol("EVP_EncryptUpdate");
      int (*final)(void *, uint8_t *, int *) = symbol("EVP_EncryptFinal_ex");
      int (*ctrl)(void *, int, int, void *) = symbol("EVP_CIPHER_CTX_ctrl");
      void *cipher = fetch(NULL, "AES-128-CCM", NULL), *c;
      int out_length;
      if (!cipher)
	return 2;
      c = ctx_new();
      init(c, cipher, NULL, NULL, NULL);
      /* EVP_CTRL_AEAD_SET_IVLEN (9) and EVP_CTRL_AEAD_SET_TAG (17),
	 then the key.  */
      ctrl(c, 9, 12, NULL);
      ctrl(c, 17, 16, NULL);
      init(c, NULL, NULL, key, NULL);
      for (i = 0; i < iters; i++)
	{
	  init(c, NULL, NULL, NULL, nonce);
	  /* The message length first, then the message.  */
	  update(c, NULL, &out_length, NULL, (int) size);
	  update(c, dst, &out_length, src, (int) size);
	  final(c, dst + size, &out_length);
	  /* EVP_CTRL_AEAD_GET_TAG (16).  */
	  ctrl(c, 16, 16, dst + size);
	}
    }
  else
    return 2;			/* no Salsa20, no Tillich-Zemor */
  return 0;
}

/* Nettle 3, whose exported names carry the nettle_ prefix.  */
static int
run_nettle(const char *fn, size_t size, long iters,
	   uint8_t *dst, const uint8_t *src)
{
  char name[64];
  long i;
  library = dlopen("libnettle.so.8", RTLD_NOW);
  if (!library)
    {
      fprintf(stderr, "icount-compare: %s\n", dlerror());
      return 2;
    }
  if (strcmp(fn, "chacha") == 0 || strcmp(fn, "salsa20") == 0)
    {
      void (*set_key)(void *, const uint8_t *), (*set_nonce)(void *, const uint8_t *);
      void (*crypt)(void *, size_t, uint8_t *, const uint8_t *);
      set_key = symbol(strcmp(fn, "chacha") == 0
		       ? "nettle_chacha_set_key" : "nettle_salsa20_256_set_key");
      snprintf(name, sizeof(name), "nettle_%s_set_nonce", fn);
      set_nonce = symbol(name);
      snprintf(name, sizeof(name), "nettle_%s_crypt", fn);
      crypt = symbol(name);
      set_key(&peer_ctx, key);
      set_nonce(&peer_ctx, nonce);
      for (i = 0; i < iters; i++)
	crypt(&peer_ctx, size, dst, src);
    }
  else if (strcmp(fn, "arcfour") == 0)
    {
      void (*set_key)(void *, size_t, const uint8_t *)
	= symbol("nettle_arcfour_set_key");
      void (*crypt)(void *, size_t, uint8_t *, const uint8_t *)
	= symbol("nettle_arcfour_crypt");
      set_key(&peer_ctx, 16, key);
      for (i = 0; i < iters; i++)
	crypt(&peer_ctx, size, dst, src);
    }
  else if (strcmp(fn, "poly1305") == 0)
    {
      void (*set_key)(void *, const uint8_t *)
	= symbol("nettle_poly1305_aes_set_key");
      void (*update)(void *, size_t, const uint8_t *)
	= symbol("nettle_poly1305_aes_update");
      set_key(&peer_ctx, key);
      for (i = 0; i < iters; i++)
	update(&peer_ctx, size, src);
    }
  else if (strcmp(fn, "sha1") == 0 || strcmp(fn, "sha256") == 0
	   || strcmp(fn, "sha512") == 0 || strcmp(fn, "sha3_256") == 0)
    {
      void (*init)(void *), (*update)(void *, size_t, const uint8_t *);
      snprintf(name, sizeof(name), "nettle_%s_init", fn);
      init = symbol(name);
      snprintf(name, sizeof(name), "nettle_%s_update", fn);
      update = symbol(name);
      init(&peer_ctx);
      for (i = 0; i < iters; i++)
	update(&peer_ctx, size, src);
    }
  else if (strcmp(fn, "sha3_256_many") == 0)
    {
      void (*init)(void *) = symbol("nettle_sha3_256_init");
      void (*update)(void *, size_t, const uint8_t *)
	= symbol("nettle_sha3_256_update");
      void (*digest)(void *, size_t, uint8_t *)
	= symbol("nettle_sha3_256_digest");
      for (i = 0; i < iters; i++)
	{
	  init(&peer_ctx);
	  update(&peer_ctx, many_lengths[i], many_msgs[i]);
	  digest(&peer_ctx, 32, many_digests + 32 * i);
	}
    }
  else if (strcmp(fn, "gcm") == 0)
    {
      void (*set_key)(void *, const uint8_t *)
	= symbol("nettle_gcm_aes128_set_key");
      void (*set_iv)(void *, size_t, const uint8_t *)
	= symbol("nettle_gcm_aes128_set_iv");
      void (*encrypt)(void *, size_t, uint8_t *, const uint8_t *)
	= symbol("nettle_gcm_aes128_encrypt");
      void (*digest)(void *, size_t, uint8_t *)
	= symbol("nettle_gcm_aes128_digest");
      set_key(&peer_ctx, key);
      for (i = 0; i < iters; i++)
	{
	  set_iv(&peer_ctx, 12, nonce);
	  encrypt(&peer_ctx, size, dst, src);
	  digest(&peer_ctx, 16, dst + size);
	}
    }
  else if (strcmp(fn, "cmac") == 0)
    {
      void (*set_key)(void *, const uint8_t *)
	= symbol("nettle_cmac_aes128_set_key");
      void (*update)(void *, size_t, const uint8_t *)
	= symbol("nettle_cmac_aes128_update");
      void (*digest)(void *, size_t, uint8_t *)
	= symbol("nettle_cmac_aes128_digest");
      set_key(&peer_ctx, key);
      for (i = 0; i < iters; i++)
	{
	  update(&peer_ctx, size, src);
	  digest(&peer_ctx, 16, dst);
	}
    }
  else if (strcmp(fn, "keywrap") == 0)
    {
      void (*set_key)(void *, const uint8_t *)
	= symbol("nettle_aes128_set_encrypt_key");
      void (*wrap)(void *, const uint8_t *, size_t, uint8_t *,
		   const uint8_t *) = symbol("nettle_aes128_keywrap");
      set_key(&peer_ctx, key);
      for (i = 0; i < iters; i++)
	wrap(&peer_ctx, (const uint8_t *) "\xa6\xa6\xa6\xa6\xa6\xa6\xa6\xa6",
	     size + 8, dst, src);
    }
  else if (strcmp(fn, "ccm") == 0)
    {
      void (*set_key)(void *, const uint8_t *)
	= symbol("nettle_ccm_aes128_set_key");
      void (*seal)(void *, size_t, const uint8_t *, size_t, const uint8_t *,
		   size_t, size_t, uint8_t *, const uint8_t *)
	= symbol("nettle_ccm_aes128_encrypt_message");
      set_key(&peer_ctx, key);
      for (i = 0; i < iters; i++)
	seal(&peer_ctx, 12, nonce, 0, NULL, 16, size + 16, dst, src);
    }
  else if (strcmp(fn, "gmac") == 0)
    {
      void (*set_key)(void *, const uint8_t *)
	= symbol("nettle_gcm_aes128_set_key");
      void (*set_iv)(void *, size_t, const uint8_t *)
	= symbol("nettle_gcm_aes128_set_iv");
      void (*update)(void *, size_t, const uint8_t *)
	= symbol("nettle_gcm_aes128_update");
      void (*digest)(void *, size_t, uint8_t *)
	= symbol("nettle_gcm_aes128_digest");
      set_key(&peer_ctx, key);
      for (i = 0; i < iters; i++)
	{
	  set_iv(&peer_ctx, 12, nonce);
	  update(&peer_ctx, size, src);
	  digest(&peer_ctx, 16, dst);
	}
    }
  else if (strcmp(fn, "aes_ctr") == 0)
    {
      void (*set_key)(void *, const uint8_t *)
	= symbol("nettle_aes128_set_encrypt_key");
      void *encrypt = symbol("nettle_aes128_encrypt");
      void (*ctr_crypt)(const void *, void *, size_t, uint8_t *, size_t,
			uint8_t *, const uint8_t *) = symbol("nettle_ctr_crypt");
      uint8_t counter[16] = { 0 };
      set_key(&peer_ctx, key);
      for (i = 0; i < iters; i++)
	ctr_crypt(&peer_ctx, encrypt, 16, counter, size, dst, src);
    }
  else if (strcmp(fn, "aes_cbc_decrypt") == 0
	   || strcmp(fn, "aes_ecb_decrypt") == 0)
    {
      void (*set_key)(void *, const uint8_t *)
	= symbol("nettle_aes128_set_decrypt_key");
      void (*decrypt)(const void *, size_t, uint8_t *, const uint8_t *)
	= symbol("nettle_aes128_decrypt");
      void (*cbc_decrypt)(const void *, void *, size_t, uint8_t *, size_t,
			  uint8_t *, const uint8_t *)
	= symbol("nettle_cbc_decrypt");
      uint8_t iv[16] = { 0 };
      set_key(&peer_ctx, key);
      for (i = 0; i < iters; i++)
	if (strcmp(fn, "aes_cbc_decrypt") == 0)
	  cbc_decrypt(&peer_ctx, (void *) decrypt, 16, iv, size, dst, src);
	else
	  decrypt(&peer_ctx, size, dst, src);
    }
  else if (strcmp(fn, "xts") == 0 || strcmp(fn, "xts_decrypt") == 0)
    {
      int decrypt = strcmp(fn, "xts_decrypt") == 0;
      void (*set_key)(void *, const uint8_t *)
	= symbol(decrypt ? "nettle_xts_aes128_set_decrypt_key"
		 : "nettle_xts_aes128_set_encrypt_key");
      void (*message)(const void *, const uint8_t *, size_t, uint8_t *,
		      const uint8_t *)
	= symbol(decrypt ? "nettle_xts_aes128_decrypt_message"
		 : "nettle_xts_aes128_encrypt_message");
      set_key(&peer_ctx, key);
      for (i = 0; i < iters; i++)
	message(&peer_ctx, nonce, size, dst, src);
    }
  else
    return 2;			/* no Tillich-Zemor */
  return 0;
}

/* libsodium: BLAKE2b only (crypto_generichash, 64-byte digests).  */
static int
run_sodium(const char *fn, size_t size, long iters, const uint8_t *src)
{
  long i;
  library = dlopen("libsodium.so.23", RTLD_NOW);
  if (!library)
    {
      fprintf(stderr, "icount-compare: %s\n", dlerror());
      return 2;
    }
  if (strcmp(fn, "blake2b") == 0)
    {
      int (*init)(void *, const uint8_t *, size_t, size_t)
	= symbol("crypto_generichash_init");
      int (*update)(void *, const uint8_t *, unsigned long long)
	= symbol("crypto_generichash_update");
      init(&peer_ctx, NULL, 0, 64);
      for (i = 0; i < iters; i++)
	update(&peer_ctx, src, size);
    }
  else
    return 2;
  return 0;
}

int
main(int argc, char **argv)
{
  size_t size;
  long iters;
  uint8_t *src, *dst;
  int status;

  if (argc != 5)
    {
      fprintf(stderr, "usage: icount-compare LIBRARY FUNCTION SIZE ITERS\n");
      return 1;
    }
  size = strtoul(argv[3], NULL, 0);
  iters = strtol(argv[4], NULL, 0);
  src = calloc(size + 1, 1);
  dst = calloc(size + 16, 1);	/* and a tag */
  if (!src || !dst)
    return 1;
  if ((strcmp(argv[2], "sha3_256_many") == 0
       || strcmp(argv[2], "sha3_256_each") == 0)
      && !many_tables(size, iters, src))
    return 1;
  if (strcmp(argv[1], "symcrypt") == 0)
    status = run_symcrypt(argv[2], size, iters, dst, src);
  else if (strcmp(argv[1], "openssl") == 0)
    status = run_openssl(argv[2], size, iters, dst, src);
  else if (strcmp(argv[1], "nettle") == 0)
    status = run_nettle(argv[2], size, iters, dst, src);
  else if (strcmp(argv[1], "sodium") == 0)
    status = run_sodium(argv[2], size, iters, src);
  else
    status = 1;
  free(src);
  free(dst);
  return status;
}
