/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* aes-modes-test.c -- CMAC against tests/aes-modes-vectors.txt (RFC
   4493, SP 800-38B) in every chunking, through export and import, and
   each length rule's SYMCRYPT_EINVAL with nothing written; then, where
   configure found OpenSSL's libcrypto, against its EVP_MAC "CMAC" on
   random keys, lengths, chunkings and alignments.  */
#include "testutils.h"

#if HAVE_OPENSSL
#include <openssl/core_names.h>
#include <openssl/evp.h>
#endif

/* A canary byte: what a buffer that must stay unwritten holds.  */
#define CANARY 0xa5

/* Whether the LENGTH bytes at P are all CANARY.  */
static int
untouched(const uint8_t *p, size_t length)
{
  size_t i;
  for (i = 0; i < length; i++)
    if (p[i] != CANARY)
      return 0;
  return 1;
}

/* CMAC of one key size, its functions through void pointers.  */
struct cmac_alg
{
  unsigned key_size;
  size_t ctx_size, state_size;
  void (*set_key)(void *ctx, const uint8_t *key);
  void (*update)(void *ctx, size_t length, const uint8_t *data);
  int (*digest)(void *ctx, size_t length, uint8_t *digest);
  int (*verify)(void *ctx, size_t length, const uint8_t *tag);
  int (*export_)(const void *ctx, size_t length, uint8_t *dst);
  int (*import)(void *ctx, size_t length, const uint8_t *src);
  int (*oneshot)(const uint8_t *key, size_t length, const uint8_t *data,
		 size_t tag_length, uint8_t *tag);
};

#define CMAC_ALG(bits)							\
  static void								\
  cmac##bits##_set_key(void *ctx, const uint8_t *key)			\
  { symcrypt_aes##bits##_cmac_set_key(ctx, key); }			\
  static void								\
  cmac##bits##_update(void *ctx, size_t length, const uint8_t *data)	\
  { symcrypt_aes##bits##_cmac_update(ctx, length, data); }		\
  static int								\
  cmac##bits##_digest(void *ctx, size_t length, uint8_t *digest)	\
  { return symcrypt_aes##bits##_cmac_digest(ctx, length, digest); }	\
  static int								\
  cmac##bits##_verify(void *ctx, size_t length, const uint8_t *tag)	\
  { return symcrypt_aes##bits##_cmac_verify(ctx, length, tag); }	\
  static int								\
  cmac##bits##_export(const void *ctx, size_t length, uint8_t *dst)	\
  { return symcrypt_aes##bits##_cmac_export(ctx, length, dst); }	\
  static int								\
  cmac##bits##_import(void *ctx, size_t length, const uint8_t *src)	\
  { return symcrypt_aes##bits##_cmac_import(ctx, length, src); }	\
  static const struct cmac_alg cmac##bits = {				\
    bits / 8, sizeof(struct symcrypt_aes##bits##_cmac_ctx),		\
    SYMCRYPT_AES##bits##_CMAC_STATE_SIZE,				\
    cmac##bits##_set_key, cmac##bits##_update, cmac##bits##_digest,	\
    cmac##bits##_verify, cmac##bits##_export, cmac##bits##_import,	\
    symcrypt_aes##bits##_cmac,						\
  };

CMAC_ALG(128)
CMAC_ALG(192)
CMAC_ALG(256)

static const struct cmac_alg *const cmac_algs[] = { &cmac128, &cmac192, &cmac256 };

static const struct cmac_alg *
cmac_by_key(size_t key_size)
{
  unsigned i;
  for (i = 0; i < 3; i++)
    if (cmac_algs[i]->key_size == key_size)
      return cmac_algs[i];
  FAIL("no CMAC for a key of %zu bytes", key_size);
}

/* Room for any of the three contexts and states, aligned for any of
   their fields.  */
#define CTX_MAX 512
#define ALIGNED __attribute__((aligned(16)))

/* The MAC of MSG under KEY is TAG: the one-shot function at every tag
   length; set_key, update in every split into two pieces and byte by
   byte, digest; verify of the tag and of a tampered one; export after
   each split point and import into a fresh context.  */
static void
check_cmac_vector(const struct cmac_alg *a, const uint8_t *key,
		  size_t length, const uint8_t *msg, const uint8_t *tag)
{
  uint8_t ctx[CTX_MAX] ALIGNED, ctx2[CTX_MAX] ALIGNED;
  uint8_t state[CTX_MAX], out[17], bad[16];
  size_t split, i, t;
  uint8_t *buf = test_buf_alloc(length, 3);

  if (length > 0)
    memcpy(buf, msg, length);
  for (t = 1; t <= 16; t++)
    {
      memset(out, CANARY, sizeof(out));
      ASSERT_RC(a->oneshot(key, length, buf, t, out), SYMCRYPT_OK);
      ASSERT_BYTES("cmac one-shot", t, out, tag);
      ASSERT(untouched(out + t, sizeof(out) - t));
    }
  a->set_key(ctx, key);
  for (split = 0; split <= length; split++)
    {
      a->update(ctx, split, buf);
      /* Through a portable state half way.  */
      ASSERT_RC(a->export_(ctx, a->state_size, state), SYMCRYPT_OK);
      memset(ctx2, 0, sizeof(ctx2));
      ASSERT_RC(a->import(ctx2, a->state_size, state), SYMCRYPT_OK);
      a->update(ctx2, length - split, buf + split);
      a->update(ctx, length - split, buf + split);
      ASSERT_RC(a->digest(ctx, 16, out), SYMCRYPT_OK);
      ASSERT_BYTES("cmac split", 16, out, tag);
      ASSERT_RC(a->digest(ctx2, 16, out), SYMCRYPT_OK);
      ASSERT_BYTES("cmac imported", 16, out, tag);
    }
  for (i = 0; i < length; i++)
    a->update(ctx, 1, buf + i);
  ASSERT_RC(a->verify(ctx, 16, tag), SYMCRYPT_OK);
  /* verify leaves the context ready for the next message.  */
  a->update(ctx, length, buf);
  ASSERT_RC(a->verify(ctx, 7, tag), SYMCRYPT_OK);
  memcpy(bad, tag, 16);
  bad[length % 16] ^= 0x10;
  a->update(ctx, length, buf);
  ASSERT_RC(a->verify(ctx, 16, bad), SYMCRYPT_EAUTH);
  a->update(ctx, length, buf);
  ASSERT_RC(a->digest(ctx, 16, out), SYMCRYPT_OK);
  ASSERT_BYTES("cmac after a failed verify", 16, out, tag);
  test_buf_check(buf);
  test_buf_free(buf);
}

/* Each length rule and malformed state: SYMCRYPT_EINVAL, nothing
   written, the context as it was.  */
static void
check_cmac_rules(const struct cmac_alg *a)
{
  uint8_t ctx[CTX_MAX] ALIGNED;
  uint8_t key[32], saved[CTX_MAX], state[CTX_MAX], bad[CTX_MAX], out[32],
    msg[40];
  size_t i;

  test_rand_fill(sizeof(key), key);
  test_rand_fill(sizeof(msg), msg);
  a->set_key(ctx, key);
  a->update(ctx, 21, msg);
  memcpy(saved, ctx, a->ctx_size);
  memset(out, CANARY, sizeof(out));
  ASSERT_RC(a->digest(ctx, 0, out), SYMCRYPT_EINVAL);
  ASSERT_RC(a->digest(ctx, 17, out), SYMCRYPT_EINVAL);
  ASSERT_RC(a->digest(ctx, 5, NULL), SYMCRYPT_EINVAL);
  ASSERT_RC(a->verify(ctx, 0, out), SYMCRYPT_EINVAL);
  ASSERT_RC(a->verify(ctx, 17, out), SYMCRYPT_EINVAL);
  ASSERT_RC(a->verify(ctx, 5, NULL), SYMCRYPT_EINVAL);
  ASSERT_RC(a->oneshot(key, sizeof(msg), msg, 0, out), SYMCRYPT_EINVAL);
  ASSERT_RC(a->oneshot(key, sizeof(msg), msg, 17, out), SYMCRYPT_EINVAL);
  ASSERT_RC(a->oneshot(key, 3, NULL, 16, out), SYMCRYPT_EINVAL);
  ASSERT_RC(a->export_(ctx, a->state_size - 1, out), SYMCRYPT_EINVAL);
  ASSERT(untouched(out, sizeof(out)));
  ASSERT(memcmp(ctx, saved, a->ctx_size) == 0);

  ASSERT_RC(a->export_(ctx, a->state_size, state), SYMCRYPT_OK);
  ASSERT(state[0] == 0x53 && state[1] == 1 && state[2] == 3
	 && state[3] == a->key_size);
  ASSERT(memcmp(state + 4, key, a->key_size) == 0);
  ASSERT(state[4 + a->key_size + 16] == 5);
  /* A state of each malformed kind, and the right one at the wrong
     lengths.  */
  for (i = 0; i < 6; i++)
    {
      size_t index_at = 4 + a->key_size + 16;
      memcpy(bad, state, a->state_size);
      switch (i)
	{
	case 0: bad[0] ^= 1; break;
	case 1: bad[1] = 2; break;
	case 2: bad[2] = 2; break;
	case 3: bad[3] = a->key_size == 16 ? 32 : 16; break;
	case 4: bad[index_at] = 17; break;
	case 5: bad[index_at + 1 + 15] = 1; break;
	}
      ASSERT_RC(a->import(ctx, a->state_size, bad), SYMCRYPT_EINVAL);
    }
  ASSERT_RC(a->import(ctx, a->state_size - 1, state), SYMCRYPT_EINVAL);
  ASSERT_RC(a->import(ctx, a->state_size + 1, state), SYMCRYPT_EINVAL);
  ASSERT_RC(a->import(ctx, a->state_size, NULL), SYMCRYPT_EINVAL);
  ASSERT(memcmp(ctx, saved, a->ctx_size) == 0);
}

static void
test_vector_file(void)
{
  char path[4096], line[3000];
  unsigned cmacs = 0;
  FILE *f = test_open_data("aes-modes-vectors.txt", path, sizeof(path));

  while (fgets(line, sizeof(line), f))
    {
      char *word[6] = { NULL };
      unsigned n = 0;
      if (!strchr(line, '\n'))
	FAIL("%s: a line longer than %zu bytes", path, sizeof(line) - 2);
      if (line[0] == '#')
	continue;
      for (word[0] = strtok(line, " \n"); word[n] && n < 5;)
	word[++n] = strtok(NULL, " \n");
      if (strcmp(word[0], "cmac") == 0 && n == 4)
	{
	  const struct tstring *key = SHEX(word[1]), *tag = SHEX(word[3]);
	  const struct tstring *msg = SHEX(strcmp(word[2], "-") == 0 ? "" : word[2]);
	  ASSERT(tag->length == 16);
	  check_cmac_vector(cmac_by_key(key->length), key->data,
			    msg->length, msg->data, tag->data);
	  cmacs++;
	}
      else
	FAIL("%s: bad record %s", path, word[0]);
    }
  fclose(f);
  if (cmacs != 12)
    FAIL("%s: %u CMAC vectors", path, cmacs);
}

#if HAVE_OPENSSL

#define ROUNDS 200
#define MAX_MSG 2000

/* Feeds LENGTH bytes at DATA to UPDATE on CTX in random pieces.  */
static void
update_chunked(void (*update)(void *, size_t, const uint8_t *), void *ctx,
	       size_t length, const uint8_t *data)
{
  while (length > 0)
    {
      size_t n = test_rand_below(4) == 0 ? length
	: 1 + test_rand_below(length < 100 ? length : 100);
      update(ctx, n, data);
      data += n;
      length -= n;
    }
}

static void
openssl_cmac(size_t key_size, const uint8_t *key, size_t length,
	     const uint8_t *data, uint8_t *tag)
{
  static const char *const names[] = { "AES-128-CBC", "AES-192-CBC", "AES-256-CBC" };
  EVP_MAC *mac = EVP_MAC_fetch(NULL, "CMAC", NULL);
  EVP_MAC_CTX *ctx = mac ? EVP_MAC_CTX_new(mac) : NULL;
  OSSL_PARAM params[2];
  size_t out = 0;
  params[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_CIPHER,
					       (char *) names[key_size / 8 - 2], 0);
  params[1] = OSSL_PARAM_construct_end();
  if (!ctx || !EVP_MAC_init(ctx, key, key_size, params)
      || !EVP_MAC_update(ctx, data, length)
      || !EVP_MAC_final(ctx, tag, &out, 16) || out != 16)
    FAIL("OpenSSL's CMAC failed");
  EVP_MAC_CTX_free(ctx);
  EVP_MAC_free(mac);
}

static void
test_cmac_openssl(const struct cmac_alg *a)
{
  uint8_t ctx[CTX_MAX] ALIGNED;
  uint8_t key[32], expected[16], got[16];
  unsigned round, rounds = test_trials(ROUNDS);

  for (round = 0; round < rounds; round++)
    {
      size_t length = round < 40 ? round : test_rand_below(MAX_MSG + 1);
      size_t t = 1 + test_rand_below(16);
      uint8_t *msg = test_buf_alloc(length, test_rand_below(16));
      test_rand_fill(a->key_size, key);
      test_rand_fill(length, msg);
      openssl_cmac(a->key_size, key, length, msg, expected);
      a->set_key(ctx, key);
      update_chunked(a->update, ctx, length, msg);
      ASSERT_RC(a->digest(ctx, t, got), SYMCRYPT_OK);
      ASSERT_BYTES("cmac against OpenSSL", t, got, expected);
      ASSERT_RC(a->oneshot(key, length, msg, 16, got), SYMCRYPT_OK);
      ASSERT_BYTES("cmac one-shot against OpenSSL", 16, got, expected);
      test_buf_check(msg);
      test_buf_free(msg);
    }
}

#endif /* HAVE_OPENSSL */

void
test_main(void)
{
  unsigned i;
  test_vector_file();
  for (i = 0; i < 3; i++)
    check_cmac_rules(cmac_algs[i]);
#if HAVE_OPENSSL
  for (i = 0; i < 3; i++)
    test_cmac_openssl(cmac_algs[i]);
#endif
}
