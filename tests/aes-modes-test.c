/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* aes-modes-test.c -- CMAC, key wrap and XTS against
   tests/aes-modes-vectors.txt (RFC 4493, SP 800-38B, RFC 3394, RFC
   5649, IEEE 1619): CMAC in every chunking and through export and
   import, key wrap and XTS in place and not; each length rule's
   SYMCRYPT_EINVAL and each tampered wrap's SYMCRYPT_EAUTH with nothing
   written; XTS of sectors against XTS of each data unit; then, where
   configure found OpenSSL's libcrypto, against its EVP_MAC "CMAC", EVP
   "id-aesN-wrap" and "id-aesN-wrap-pad", and "aes-N-xts" on random
   keys, lengths, chunkings, alignments and in-place buffers; and every
   variant of xts_encrypt_blocks and xts_decrypt_blocks against a block
   at a time.  */
#include "testutils.h"
#include "variants.h"
#include "aes/aes-internal.h"

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


/* Key wrap of one key size: the AES context's functions through void
   pointers.  */
struct kw_alg
{
  unsigned key_size;
  void (*set_encrypt_key)(void *ctx, const uint8_t *key);
  void (*set_decrypt_key)(void *ctx, const uint8_t *key);
  int (*ecb_encrypt)(const void *ctx, size_t length, uint8_t *dst,
		     const uint8_t *src);
  int (*wrap)(const void *ctx, size_t length, uint8_t *dst,
	      const uint8_t *src);
  int (*unwrap)(const void *ctx, size_t length, uint8_t *dst,
		const uint8_t *src);
  int (*wrap_pad)(const void *ctx, size_t length, uint8_t *dst,
		  const uint8_t *src);
  int (*unwrap_pad)(const void *ctx, size_t length, uint8_t *dst,
		    size_t *out_length, const uint8_t *src);
};

#define KW_ALG(bits)							\
  static void								\
  aes##bits##_enc_key(void *ctx, const uint8_t *key)			\
  { symcrypt_aes##bits##_set_encrypt_key(ctx, key); }			\
  static void								\
  aes##bits##_dec_key(void *ctx, const uint8_t *key)			\
  { symcrypt_aes##bits##_set_decrypt_key(ctx, key); }			\
  static int								\
  aes##bits##_ecb(const void *ctx, size_t length, uint8_t *dst,	\
		  const uint8_t *src)					\
  { return symcrypt_aes##bits##_encrypt(ctx, length, dst, src); }	\
  static int								\
  kw##bits##_wrap(const void *ctx, size_t length, uint8_t *dst,	\
		  const uint8_t *src)					\
  { return symcrypt_aes##bits##_keywrap(ctx, length, dst, src); }	\
  static int								\
  kw##bits##_unwrap(const void *ctx, size_t length, uint8_t *dst,	\
		    const uint8_t *src)					\
  { return symcrypt_aes##bits##_keyunwrap(ctx, length, dst, src); }	\
  static int								\
  kw##bits##_wrap_pad(const void *ctx, size_t length, uint8_t *dst,	\
		      const uint8_t *src)				\
  { return symcrypt_aes##bits##_keywrap_pad(ctx, length, dst, src); }	\
  static int								\
  kw##bits##_unwrap_pad(const void *ctx, size_t length, uint8_t *dst,	\
			size_t *out_length, const uint8_t *src)		\
  {									\
    return symcrypt_aes##bits##_keyunwrap_pad(ctx, length, dst,	\
					      out_length, src);		\
  }									\
  static const struct kw_alg kw##bits = {				\
    bits / 8, aes##bits##_enc_key, aes##bits##_dec_key, aes##bits##_ecb, \
    kw##bits##_wrap, kw##bits##_unwrap, kw##bits##_wrap_pad,		\
    kw##bits##_unwrap_pad,						\
  };

KW_ALG(128)
KW_ALG(192)
KW_ALG(256)

static const struct kw_alg *const kw_algs[] = { &kw128, &kw192, &kw256 };

static const struct kw_alg *
kw_by_key(size_t key_size)
{
  unsigned i;
  for (i = 0; i < 3; i++)
    if (kw_algs[i]->key_size == key_size)
      return kw_algs[i];
  FAIL("no key wrap for a key of %zu bytes", key_size);
}

/* The test's own RFC 3394 wrap with any initial value IV (8 bytes),
   over the ECB function with the encryption context ENC: N 8-byte
   blocks at P to 8 (N + 1) bytes at C.  */
static void
ref_wrap(const struct kw_alg *a, const void *enc, const uint8_t *iv,
	 size_t n, const uint8_t *p, uint8_t *c)
{
  uint8_t b[16];
  size_t i, j, t;
  memcpy(c, iv, 8);
  memcpy(c + 8, p, 8 * n);
  for (j = 0; j < 6; j++)
    for (i = 1; i <= n; i++)
      {
	memcpy(b, c, 8);
	memcpy(b + 8, c + 8 * i, 8);
	ASSERT_RC(a->ecb_encrypt(enc, 16, b, b), SYMCRYPT_OK);
	t = n * j + i;
	memcpy(c, b, 8);
	c[7] ^= (uint8_t) t;
	c[6] ^= (uint8_t) (t >> 8);
	c[5] ^= (uint8_t) (t >> 16);
	memcpy(c + 8 * i, b + 8, 8);
      }
}

/* WRAPPED, the wrap of the LENGTH bytes of key data at KEY under KEK
   (PAD: RFC 5649): wrap and unwrap from separate buffers at an odd
   alignment and in place; then each tampered byte of the wrap gives
   SYMCRYPT_EAUTH with nothing written.  */
static void
check_kw(const struct kw_alg *a, int pad, const uint8_t *kek, size_t length,
	 const uint8_t *key, size_t wrapped_length, const uint8_t *wrapped)
{
  uint8_t enc[CTX_MAX] ALIGNED, dec[CTX_MAX] ALIGNED;
  uint8_t *src = test_buf_alloc(wrapped_length, 1);
  uint8_t *dst = test_buf_alloc(wrapped_length, 3);
  size_t out_length = 0, i;

  a->set_encrypt_key(enc, kek);
  a->set_decrypt_key(dec, kek);
  memcpy(src, key, length);
  memset(dst, CANARY, wrapped_length);
  ASSERT_RC((pad ? a->wrap_pad : a->wrap)(enc, length, dst, src), SYMCRYPT_OK);
  ASSERT_BYTES("key wrap", wrapped_length, dst, wrapped);
  ASSERT_RC((pad ? a->wrap_pad : a->wrap)(enc, length, src, src), SYMCRYPT_OK);
  ASSERT_BYTES("key wrap in place", wrapped_length, src, wrapped);
  memset(dst, CANARY, wrapped_length);
  if (pad)
    {
      ASSERT_RC(a->unwrap_pad(dec, wrapped_length, dst, &out_length, src),
		SYMCRYPT_OK);
      ASSERT(out_length == length);
    }
  else
    ASSERT_RC(a->unwrap(dec, wrapped_length, dst, src), SYMCRYPT_OK);
  ASSERT_BYTES("key unwrap", length, dst, key);
  ASSERT(untouched(dst + length, wrapped_length - length));
  out_length = 0;
  if (pad)
    ASSERT_RC(a->unwrap_pad(dec, wrapped_length, src, &out_length, src),
	      SYMCRYPT_OK);
  else
    ASSERT_RC(a->unwrap(dec, wrapped_length, src, src), SYMCRYPT_OK);
  ASSERT_BYTES("key unwrap in place", length, src, key);
  for (i = 0; i < wrapped_length; i++)
    {
      memcpy(src, wrapped, wrapped_length);
      src[i] ^= (uint8_t) (1 << (i % 8));
      memset(dst, CANARY, wrapped_length);
      out_length = 12345;
      if (pad)
	ASSERT_RC(a->unwrap_pad(dec, wrapped_length, dst, &out_length, src),
		  SYMCRYPT_EAUTH);
      else
	ASSERT_RC(a->unwrap(dec, wrapped_length, dst, src), SYMCRYPT_EAUTH);
      ASSERT(untouched(dst, wrapped_length) && out_length == 12345);
      /* In place: the wrap stays as it was.  */
      if (pad)
	ASSERT_RC(a->unwrap_pad(dec, wrapped_length, src, &out_length, src),
		  SYMCRYPT_EAUTH);
      else
	ASSERT_RC(a->unwrap(dec, wrapped_length, src, src), SYMCRYPT_EAUTH);
      ASSERT(src[i] == (wrapped[i] ^ (uint8_t) (1 << (i % 8)))
	     && memcmp(src, wrapped, i) == 0
	     && memcmp(src + i + 1, wrapped + i + 1, wrapped_length - i - 1) == 0);
    }
  test_buf_check(src);
  test_buf_check(dst);
  test_buf_free(src);
  test_buf_free(dst);
}

/* The length rules (SYMCRYPT_EINVAL, nothing written), a context of
   the wrong direction, and RFC 5649 wraps whose integrity value names
   a length that does not fit or whose padding is not zero
   (SYMCRYPT_EAUTH).  */
static void
check_kw_rules(const struct kw_alg *a)
{
  static const size_t bad_wrap[] = { 0, 8, 15, 17, 20, SYMCRYPT_AES_KEYWRAP_MAX_SIZE + 8 };
  static const size_t bad_unwrap[] = { 0, 8, 16, 23, 25, SYMCRYPT_AES_KEYWRAP_MAX_SIZE + 16 };
  static const size_t bad_unwrap_pad[] = { 0, 8, 15, 17, 23, SYMCRYPT_AES_KEYWRAP_MAX_SIZE + 16 };
  static uint8_t src[SYMCRYPT_AES_KEYWRAP_MAX_SIZE + 32], dst[SYMCRYPT_AES_KEYWRAP_MAX_SIZE + 32];
  uint8_t enc[CTX_MAX] ALIGNED, dec[CTX_MAX] ALIGNED;
  uint8_t kek[32], iv[8], plain[32];
  size_t i, out_length = 12345, mli;

  test_rand_fill(sizeof(kek), kek);
  test_rand_fill(sizeof(src), src);
  a->set_encrypt_key(enc, kek);
  a->set_decrypt_key(dec, kek);
  memset(dst, CANARY, sizeof(dst));
  for (i = 0; i < 6; i++)
    {
      ASSERT_RC(a->wrap(enc, bad_wrap[i], dst, src), SYMCRYPT_EINVAL);
      ASSERT_RC(a->unwrap(dec, bad_unwrap[i], dst, src), SYMCRYPT_EINVAL);
      ASSERT_RC(a->unwrap_pad(dec, bad_unwrap_pad[i], dst, &out_length, src),
		SYMCRYPT_EINVAL);
    }
  ASSERT_RC(a->wrap_pad(enc, 0, dst, src), SYMCRYPT_EINVAL);
  ASSERT_RC(a->wrap_pad(enc, SYMCRYPT_AES_KEYWRAP_MAX_SIZE + 1, dst, src),
	    SYMCRYPT_EINVAL);
  /* The wrong direction.  */
  ASSERT_RC(a->wrap(dec, 16, dst, src), SYMCRYPT_EINVAL);
  ASSERT_RC(a->wrap_pad(dec, 16, dst, src), SYMCRYPT_EINVAL);
  ASSERT_RC(a->unwrap(enc, 24, dst, src), SYMCRYPT_EINVAL);
  ASSERT_RC(a->unwrap_pad(enc, 24, dst, &out_length, src), SYMCRYPT_EINVAL);
  ASSERT_RC(a->unwrap_pad(dec, 24, dst, NULL, src), SYMCRYPT_EINVAL);
  ASSERT(untouched(dst, sizeof(dst)) && out_length == 12345);
  /* The largest key data is taken.  */
  ASSERT_RC(a->wrap(enc, SYMCRYPT_AES_KEYWRAP_MAX_SIZE, dst, src), SYMCRYPT_OK);
  ASSERT_RC(a->unwrap(dec, SYMCRYPT_AES_KEYWRAP_MAX_SIZE + 8, dst, dst),
	    SYMCRYPT_OK);
  ASSERT(memcmp(dst, src, SYMCRYPT_AES_KEYWRAP_MAX_SIZE) == 0);

  /* RFC 5649 integrity values made by hand: one block (ECB) and three
     blocks (the test's wrap), each length MLI around the ones that
     fit, and a non-zero padding byte.  */
  test_rand_fill(sizeof(plain), plain);
  for (mli = 0; mli <= 26; mli++)
    {
      size_t n = mli <= 8 ? 1 : 3, k;
      int fits = mli > 8 * (n - 1) && mli <= 8 * n;
      for (k = 0; k < 2; k++)
	{
	  uint8_t p[24];
	  memcpy(p, plain, sizeof(p));
	  iv[0] = 0xa6, iv[1] = 0x59, iv[2] = 0x59, iv[3] = 0xa6;
	  iv[4] = 0, iv[5] = 0, iv[6] = 0, iv[7] = (uint8_t) mli;
	  /* Zero padding, or a padding with its last byte set.  */
	  if (mli < 8 * n)
	    memset(p + mli, 0, 8 * n - mli);
	  if (k == 1)
	    {
	      if (mli == 8 * n)
		continue;
	      p[8 * n - 1] = 1;
	    }
	  if (n == 1)
	    {
	      memcpy(src, iv, 8);
	      memcpy(src + 8, p, 8);
	      ASSERT_RC(a->ecb_encrypt(enc, 16, src, src), SYMCRYPT_OK);
	    }
	  else
	    ref_wrap(a, enc, iv, n, p, src);
	  memset(dst, CANARY, 32);
	  out_length = 12345;
	  if (fits && k == 0)
	    {
	      ASSERT_RC(a->unwrap_pad(dec, 8 * n + 8, dst, &out_length, src),
			SYMCRYPT_OK);
	      ASSERT(out_length == mli && memcmp(dst, p, mli) == 0);
	      ASSERT(untouched(dst + mli, 32 - mli));
	    }
	  else
	    {
	      ASSERT_RC(a->unwrap_pad(dec, 8 * n + 8, dst, &out_length, src),
			SYMCRYPT_EAUTH);
	      ASSERT(untouched(dst, 32) && out_length == 12345);
	    }
	}
    }
  /* An RFC 3394 wrap is no RFC 5649 wrap, and the other way.  */
  ASSERT_RC(a->wrap(enc, 24, src, plain), SYMCRYPT_OK);
  ASSERT_RC(a->unwrap_pad(dec, 32, dst, &out_length, src), SYMCRYPT_EAUTH);
  ASSERT_RC(a->wrap_pad(enc, 24, src, plain), SYMCRYPT_OK);
  ASSERT_RC(a->unwrap(dec, 32, dst, src), SYMCRYPT_EAUTH);
  ASSERT(untouched(dst, 32) && out_length == 12345);
  /* The reference wrap agrees with the library's.  */
  memcpy(iv, "\xa6\xa6\xa6\xa6\xa6\xa6\xa6\xa6", 8);
  ref_wrap(a, enc, iv, 3, plain, dst);
  ASSERT_RC(a->wrap(enc, 24, src, plain), SYMCRYPT_OK);
  ASSERT_BYTES("the test's own wrap", 32, dst, src);
}

/* Wraps of random key data, RFC 3394 and 5649 in turn, at random
   lengths (up to 64 blocks, so that every pass of the six runs over
   the blocks several times) and alignments, through the library's
   aes_kw_wrap and aes_kw_unwrap (whichever variant this run chose),
   against the test's own wrap over the ECB function; unwrapped back
   apart and in place; one flipped bit gives SYMCRYPT_EAUTH with
   nothing written.  */
static void
check_kw_random(const struct kw_alg *a)
{
  enum { MAX_N = 64 };
  static uint8_t key[8 * MAX_N], expected[8 * MAX_N + 8];
  static uint8_t padded[8 * MAX_N], got[8 * MAX_N + 8];
  uint8_t enc[CTX_MAX] ALIGNED, dec[CTX_MAX] ALIGNED;
  uint8_t kek[32], iv[8];
  unsigned round, rounds = test_trials(24);

  for (round = 0; round < rounds; round++)
    {
      int pad = round % 2;
      size_t length = pad ? 9 + test_rand_below(8 * MAX_N - 8)
	: 8 * (2 + test_rand_below(MAX_N - 1));
      size_t n = (length + 7) / 8, wrapped = 8 * n + 8, out_length = 0;
      size_t flip = test_rand_below(wrapped);
      uint8_t *buf = test_buf_alloc(wrapped, test_rand_below(16));
      test_rand_fill(a->key_size, kek);
      test_rand_fill(length, key);
      a->set_encrypt_key(enc, kek);
      a->set_decrypt_key(dec, kek);
      /* The integrity value, and the key data padded with zeros.  */
      memcpy(iv, "\xa6\xa6\xa6\xa6\xa6\xa6\xa6\xa6", 8);
      if (pad)
	{
	  memcpy(iv, "\xa6\x59\x59\xa6", 4);
	  iv[4] = 0, iv[5] = 0;
	  iv[6] = (uint8_t) (length >> 8), iv[7] = (uint8_t) length;
	}
      memset(padded, 0, 8 * n);
      memcpy(padded, key, length);
      ref_wrap(a, enc, iv, n, padded, expected);

      memcpy(buf, key, length);
      ASSERT_RC((pad ? a->wrap_pad : a->wrap)(enc, length, buf, buf),
		SYMCRYPT_OK);
      ASSERT_BYTES("random key wrap", wrapped, buf, expected);
      memset(got, CANARY, sizeof(got));
      if (pad)
	ASSERT_RC(a->unwrap_pad(dec, wrapped, got, &out_length, buf),
		  SYMCRYPT_OK);
      else
	ASSERT_RC(a->unwrap(dec, wrapped, got, buf), SYMCRYPT_OK);
      ASSERT(!pad || out_length == length);
      ASSERT_BYTES("random key unwrap", length, got, key);
      ASSERT(untouched(got + length, sizeof(got) - length));
      /* A flipped bit, apart then in place: nothing written.  */
      buf[flip] ^= 0x10;
      memset(got, CANARY, sizeof(got));
      out_length = 12345;
      if (pad)
	ASSERT_RC(a->unwrap_pad(dec, wrapped, got, &out_length, buf),
		  SYMCRYPT_EAUTH);
      else
	ASSERT_RC(a->unwrap(dec, wrapped, got, buf), SYMCRYPT_EAUTH);
      ASSERT(untouched(got, sizeof(got)) && out_length == 12345);
      memcpy(got, buf, wrapped);
      if (pad)
	ASSERT_RC(a->unwrap_pad(dec, wrapped, buf, &out_length, buf),
		  SYMCRYPT_EAUTH);
      else
	ASSERT_RC(a->unwrap(dec, wrapped, buf, buf), SYMCRYPT_EAUTH);
      ASSERT_BYTES("a refused unwrap in place", wrapped, buf, got);
      buf[flip] ^= 0x10;
      if (pad)
	ASSERT_RC(a->unwrap_pad(dec, wrapped, buf, &out_length, buf),
		  SYMCRYPT_OK);
      else
	ASSERT_RC(a->unwrap(dec, wrapped, buf, buf), SYMCRYPT_OK);
      ASSERT_BYTES("random key unwrap in place", length, buf, key);
      test_buf_check(buf);
      test_buf_free(buf);
    }
}


/* XTS of one key size: its functions through void pointers.  */
struct xts_alg
{
  unsigned key_size;		/* both halves */
  size_t ctx_size;
  int (*set_encrypt_key)(void *ctx, const uint8_t *key);
  int (*set_decrypt_key)(void *ctx, const uint8_t *key);
  int (*encrypt)(const void *ctx, const uint8_t *tweak, size_t length,
		 uint8_t *dst, const uint8_t *src);
  int (*decrypt)(const void *ctx, const uint8_t *tweak, size_t length,
		 uint8_t *dst, const uint8_t *src);
  int (*encrypt_sectors)(const void *ctx, uint64_t first, size_t sector_size,
			 size_t length, uint8_t *dst, const uint8_t *src);
  int (*decrypt_sectors)(const void *ctx, uint64_t first, size_t sector_size,
			 size_t length, uint8_t *dst, const uint8_t *src);
};

#define XTS_ALG(bits)							\
  static int								\
  xts##bits##_enc_key(void *ctx, const uint8_t *key)			\
  { return symcrypt_aes##bits##_xts_set_encrypt_key(ctx, key); }	\
  static int								\
  xts##bits##_dec_key(void *ctx, const uint8_t *key)			\
  { return symcrypt_aes##bits##_xts_set_decrypt_key(ctx, key); }	\
  static int								\
  xts##bits##_encrypt(const void *ctx, const uint8_t *tweak,		\
		      size_t length, uint8_t *dst, const uint8_t *src)	\
  { return symcrypt_aes##bits##_xts_encrypt(ctx, tweak, length, dst, src); } \
  static int								\
  xts##bits##_decrypt(const void *ctx, const uint8_t *tweak,		\
		      size_t length, uint8_t *dst, const uint8_t *src)	\
  { return symcrypt_aes##bits##_xts_decrypt(ctx, tweak, length, dst, src); } \
  static int								\
  xts##bits##_encrypt_sectors(const void *ctx, uint64_t first,		\
			      size_t sector_size, size_t length,	\
			      uint8_t *dst, const uint8_t *src)		\
  {									\
    return symcrypt_aes##bits##_xts_encrypt_sectors(ctx, first, sector_size, \
						    length, dst, src);	\
  }									\
  static int								\
  xts##bits##_decrypt_sectors(const void *ctx, uint64_t first,		\
			      size_t sector_size, size_t length,	\
			      uint8_t *dst, const uint8_t *src)		\
  {									\
    return symcrypt_aes##bits##_xts_decrypt_sectors(ctx, first, sector_size, \
						    length, dst, src);	\
  }									\
  static const struct xts_alg xts##bits = {				\
    bits / 4, sizeof(struct symcrypt_aes##bits##_xts_ctx),		\
    xts##bits##_enc_key, xts##bits##_dec_key, xts##bits##_encrypt,	\
    xts##bits##_decrypt, xts##bits##_encrypt_sectors,			\
    xts##bits##_decrypt_sectors,					\
  };

XTS_ALG(128)
XTS_ALG(256)

static const struct xts_alg *const xts_algs[] = { &xts128, &xts256 };

static const struct xts_alg *
xts_by_key(size_t key_size)
{
  unsigned i;
  for (i = 0; i < 2; i++)
    if (xts_algs[i]->key_size == key_size)
      return xts_algs[i];
  FAIL("no XTS for a key of %zu bytes", key_size);
}

/* PLAIN encrypts to CIPHER under KEY and TWEAK, and back, from
   separate buffers at odd alignments and in place.  */
static void
check_xts(const struct xts_alg *a, const uint8_t *key, const uint8_t *tweak,
	  size_t length, const uint8_t *plain, const uint8_t *cipher)
{
  uint8_t enc[CTX_MAX] ALIGNED, dec[CTX_MAX] ALIGNED;
  uint8_t *src = test_buf_alloc(length, 5), *dst = test_buf_alloc(length, 9);

  ASSERT_RC(a->set_encrypt_key(enc, key), SYMCRYPT_OK);
  ASSERT_RC(a->set_decrypt_key(dec, key), SYMCRYPT_OK);
  memcpy(src, plain, length);
  ASSERT_RC(a->encrypt(enc, tweak, length, dst, src), SYMCRYPT_OK);
  ASSERT_BYTES("xts encrypt", length, dst, cipher);
  ASSERT_RC(a->encrypt(enc, tweak, length, src, src), SYMCRYPT_OK);
  ASSERT_BYTES("xts encrypt in place", length, src, cipher);
  ASSERT_RC(a->decrypt(dec, tweak, length, dst, src), SYMCRYPT_OK);
  ASSERT_BYTES("xts decrypt", length, dst, plain);
  ASSERT_RC(a->decrypt(dec, tweak, length, src, src), SYMCRYPT_OK);
  ASSERT_BYTES("xts decrypt in place", length, src, plain);
  test_buf_check(src);
  test_buf_check(dst);
  test_buf_free(src);
  test_buf_free(dst);
}

/* The rules: equal key halves, lengths below 16, sector sizes and
   lengths that are not multiples, wrong directions: SYMCRYPT_EINVAL
   with nothing written.  Then the sector functions against one call a
   sector with the sector number as the tweak, the 64-bit number
   wrapping.  */
static void
check_xts_rules(const struct xts_alg *a)
{
  static const size_t bad_sizes[] = { 0, 8, 24, 65536 + 16, 1 << 17 };
  static uint8_t src[4 * 4096], dst[4 * 4096], ref[4 * 4096];
  uint8_t enc[CTX_MAX] ALIGNED, dec[CTX_MAX] ALIGNED, saved[CTX_MAX];
  uint8_t key[64], tweak[16];
  size_t i, sizes[] = { 16, 32, 512, 4096 };
  uint64_t first;

  test_rand_fill(sizeof(key), key);
  test_rand_fill(sizeof(src), src);
  test_rand_fill(sizeof(tweak), tweak);
  memcpy(key + a->key_size / 2, key, a->key_size / 2);
  memset(enc, 0x11, sizeof(enc));
  ASSERT_RC(a->set_encrypt_key(enc, key), SYMCRYPT_EINVAL);
  ASSERT_RC(a->set_decrypt_key(dec, key), SYMCRYPT_EINVAL);
  memset(dst, CANARY, sizeof(dst));
  ASSERT_RC(a->encrypt(enc, tweak, 32, dst, src), SYMCRYPT_EINVAL);
  ASSERT_RC(a->decrypt(dec, tweak, 32, dst, src), SYMCRYPT_EINVAL);
  ASSERT_RC(a->encrypt_sectors(enc, 0, 512, 512, dst, src), SYMCRYPT_EINVAL);
  ASSERT_RC(a->decrypt_sectors(dec, 0, 512, 512, dst, src), SYMCRYPT_EINVAL);
  key[a->key_size - 1] ^= 1;
  ASSERT_RC(a->set_encrypt_key(enc, key), SYMCRYPT_OK);
  ASSERT_RC(a->set_decrypt_key(dec, key), SYMCRYPT_OK);
  memcpy(saved, enc, a->ctx_size);
  for (i = 0; i < 16; i++)
    {
      ASSERT_RC(a->encrypt(enc, tweak, i, dst, src), SYMCRYPT_EINVAL);
      ASSERT_RC(a->decrypt(dec, tweak, i, dst, src), SYMCRYPT_EINVAL);
    }
  ASSERT_RC(a->encrypt(dec, tweak, 32, dst, src), SYMCRYPT_EINVAL);
  ASSERT_RC(a->decrypt(enc, tweak, 32, dst, src), SYMCRYPT_EINVAL);
  ASSERT_RC(a->encrypt_sectors(dec, 0, 512, 512, dst, src), SYMCRYPT_EINVAL);
  ASSERT_RC(a->decrypt_sectors(enc, 0, 512, 512, dst, src), SYMCRYPT_EINVAL);
  for (i = 0; i < sizeof(bad_sizes) / sizeof(bad_sizes[0]); i++)
    {
      ASSERT_RC(a->encrypt_sectors(enc, 0, bad_sizes[i], 2 * bad_sizes[i],
				   dst, src), SYMCRYPT_EINVAL);
      ASSERT_RC(a->decrypt_sectors(dec, 0, bad_sizes[i], 2 * bad_sizes[i],
				   dst, src), SYMCRYPT_EINVAL);
    }
  ASSERT_RC(a->encrypt_sectors(enc, 0, 512, 1000, dst, src), SYMCRYPT_EINVAL);
  ASSERT_RC(a->decrypt_sectors(dec, 0, 512, 1536 + 16, dst, src),
	    SYMCRYPT_EINVAL);
  ASSERT_RC(a->encrypt_sectors(enc, 0, 512, 0, dst, src), SYMCRYPT_OK);
  ASSERT(untouched(dst, sizeof(dst)));
  ASSERT(memcmp(saved, enc, a->ctx_size) == 0);

  /* The largest sector.  */
  ASSERT_RC(a->encrypt_sectors(enc, 7, 65536, 0, dst, src), SYMCRYPT_OK);
  for (i = 0; i < 4; i++)
    {
      size_t s, n = sizeof(src) / sizes[i];
      /* Sector numbers that wrap past 2^64 - 1 in the middle.  */
      first = i % 2 ? UINT64_MAX - n / 2 : test_rand();
      for (s = 0; s < n; s++)
	{
	  uint64_t sector = first + s;
	  unsigned b;
	  memset(tweak, 0, 16);
	  for (b = 0; b < 8; b++)
	    tweak[b] = (uint8_t) (sector >> (8 * b));
	  ASSERT_RC(a->encrypt(enc, tweak, sizes[i], ref + s * sizes[i],
			       src + s * sizes[i]), SYMCRYPT_OK);
	}
      ASSERT_RC(a->encrypt_sectors(enc, first, sizes[i], sizeof(src), dst, src),
		SYMCRYPT_OK);
      ASSERT_BYTES("xts sectors", sizeof(src), dst, ref);
      ASSERT_RC(a->decrypt_sectors(dec, first, sizes[i], sizeof(src), dst, dst),
		SYMCRYPT_OK);
      ASSERT_BYTES("xts sectors decrypted in place", sizeof(src), dst, src);
    }
}

/* XTS of BLOCKS whole blocks a block at a time, the reference of the
   variants: the tweak doubled bit by bit, each block through the C
   twin of the block function.  */
static void
ref_xts_blocks(const uint8_t *keys, unsigned nr, int decrypt, uint8_t *tweak,
	       size_t blocks, uint8_t *dst, const uint8_t *src)
{
  size_t b;
  unsigned i;
  for (b = 0; b < blocks; b++)
    {
      uint8_t block[16], carry = 0, top = tweak[15] >> 7;
      for (i = 0; i < 16; i++)
	block[i] = src[16 * b + i] ^ tweak[i];
      if (decrypt)
	_symcrypt_aes_decrypt_blocks_c(keys, nr, 1, block, block);
      else
	_symcrypt_aes_encrypt_blocks_c(keys, nr, 1, block, block);
      for (i = 0; i < 16; i++)
	dst[16 * b + i] = block[i] ^ tweak[i];
      for (i = 0; i < 16; i++)
	{
	  uint8_t next = tweak[i] >> 7;
	  tweak[i] = (uint8_t) (tweak[i] << 1 | carry);
	  carry = next;
	}
      if (top)
	tweak[0] ^= 0x87;
    }
}

/* Every variant of xts_encrypt_blocks and xts_decrypt_blocks (the C
   twins too) against the reference, with real key schedules of the
   three key sizes, at 0 to 70 blocks (a turn of every width and every
   tail), random alignments and tweaks, in place and not; the tweak
   after the call too.  Every fourth tweak has its top bits set, so
   that the reduction runs in every lane.  */
static void
test_xts_variants(void)
{
  enum { MAX_BLOCKS = 70 };
  static const unsigned functions[] = {
    SYMCRYPT_FN_xts_encrypt_blocks, SYMCRYPT_FN_xts_decrypt_blocks,
  };
  uint8_t *src = test_buf_alloc(16 * MAX_BLOCKS, 0);
  uint8_t *ref = test_buf_alloc(16 * MAX_BLOCKS, 0);
  uint8_t *out = test_buf_alloc(16 * MAX_BLOCKS + 16, 0);
  uint8_t keys[16 * 15], key[32], tweak[16], ref_tweak[16];
  unsigned f, s, trial, trials = test_trials(30), calls = 0;

  for (f = 0; f < sizeof(functions) / sizeof(functions[0]); f++)
    {
      unsigned id = functions[f];
      int decrypt = id == SYMCRYPT_FN_xts_decrypt_blocks;
      const struct symcrypt_variant *v;
      for (FOR_EACH_VARIANT(v, id))
	for (s = 0; s < 3; s++)
	  for (trial = 0; trial < trials; trial++)
	    {
	      unsigned nr = 10 + 2 * s;
	      size_t blocks = trial < 2 ? trial * MAX_BLOCKS
		: test_rand_below(MAX_BLOCKS + 1);
	      unsigned align = (unsigned) test_rand_below(16);
	      int in_place = trial % 3 == 0;
	      uint8_t *dst = out + align;
	      test_rand_fill(sizeof(key), key);
	      test_rand_fill(16 * blocks, src);
	      test_rand_fill(16, tweak);
	      if (trial % 4 == 1)
		tweak[15] |= 0xfe;
	      if (decrypt)
		_symcrypt_aes_decrypt_keys(keys, nr, key);
	      else
		_symcrypt_aes_encrypt_keys(keys, nr, key);
	      memcpy(ref_tweak, tweak, 16);
	      ref_xts_blocks(keys, nr, decrypt, ref_tweak, blocks, ref, src);
	      if (in_place)
		memcpy(dst, src, 16 * blocks);
	      VARIANT_FN(xts_encrypt_blocks, v)(keys, nr, tweak, blocks, dst,
						in_place ? dst : src);
	      if (test_verbose && trial == 0 && s == 0)
		fprintf(stderr, "%s (%s)\n", _symcrypt_function_info(id)->name,
			v->label);
	      if (memcmp(dst, ref, 16 * blocks) != 0
		  || memcmp(tweak, ref_tweak, 16) != 0)
		fprintf(stderr, "%s (%s), nr %u, %zu blocks%s\n",
			_symcrypt_function_info(id)->name, v->label, nr,
			blocks, in_place ? ", in place" : "");
	      ASSERT_BYTES(_symcrypt_function_info(id)->name, 16 * blocks,
			   dst, ref);
	      ASSERT_BYTES("tweak after", 16, tweak, ref_tweak);
	      calls++;
	    }
    }
  ASSERT(calls > 0);
  test_buf_check(out);
  test_buf_free(src);
  test_buf_free(ref);
  test_buf_free(out);
}

static void
test_vector_file(void)
{
  char path[4096], line[3000];
  unsigned cmacs = 0, kws = 0, kwps = 0, xtss = 0;
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
      else if ((strcmp(word[0], "kw") == 0 || strcmp(word[0], "kwp") == 0)
	       && n == 4)
	{
	  const struct tstring *kek = SHEX(word[1]), *key = SHEX(word[2]);
	  const struct tstring *wrapped = SHEX(word[3]);
	  int pad = word[0][2] == 'p';
	  check_kw(kw_by_key(kek->length), pad, kek->data, key->length,
		   key->data, wrapped->length, wrapped->data);
	  if (pad)
	    kwps++;
	  else
	    kws++;
	}
      else if (strcmp(word[0], "xts") == 0 && n == 5)
	{
	  const struct tstring *key = SHEX(word[1]), *tweak = SHEX(word[2]);
	  const struct tstring *plain = SHEX(word[3]), *cipher = SHEX(word[4]);
	  ASSERT(tweak->length == 16 && plain->length == cipher->length);
	  check_xts(xts_by_key(key->length), key->data, tweak->data,
		    plain->length, plain->data, cipher->data);
	  xtss++;
	}
      else
	FAIL("%s: bad record %s", path, word[0]);
    }
  fclose(f);
  if (cmacs != 12 || kws != 6 || kwps != 2 || xtss != 11)
    FAIL("%s: %u CMAC, %u KW, %u KWP and %u XTS vectors", path, cmacs, kws,
	 kwps, xtss);
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


/* OpenSSL's wrap (DECRYPT 0) or unwrap of LENGTH bytes: the bytes
   written, or -1 where it refuses.  */
static int
openssl_wrap(size_t key_size, int pad, int decrypt, const uint8_t *kek,
	     size_t length, const uint8_t *src, uint8_t *dst)
{
  char name[32];
  EVP_CIPHER *cipher;
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  int out = 0, rc;
  snprintf(name, sizeof(name), "id-aes%u-wrap%s", (unsigned) key_size * 8,
	   pad ? "-pad" : "");
  cipher = EVP_CIPHER_fetch(NULL, name, NULL);
  if (!ctx || !cipher)
    FAIL("OpenSSL has no %s", name);
  EVP_CIPHER_CTX_set_flags(ctx, EVP_CIPHER_CTX_FLAG_WRAP_ALLOW);
  if (!EVP_CipherInit_ex(ctx, cipher, NULL, kek, NULL, !decrypt))
    FAIL("OpenSSL's %s: init failed", name);
  rc = EVP_CipherUpdate(ctx, dst, &out, src, (int) length);
  EVP_CIPHER_CTX_free(ctx);
  EVP_CIPHER_free(cipher);
  return rc > 0 ? out : -1;
}

static void
test_kw_openssl(const struct kw_alg *a)
{
  static uint8_t key[1100], expected[1200], got[1200];
  uint8_t enc[CTX_MAX] ALIGNED, dec[CTX_MAX] ALIGNED;
  uint8_t kek[32];
  unsigned round, rounds = test_trials(ROUNDS);

  for (round = 0; round < rounds; round++)
    {
      int pad = round % 2;
      size_t length = pad ? 1 + test_rand_below(round < 60 ? 40 : 1000)
	: 8 * (2 + test_rand_below(round < 60 ? 5 : 125));
      size_t wrapped = 8 + (length + 7) / 8 * 8, out_length = 0;
      unsigned align = test_rand_below(16);
      uint8_t *buf = test_buf_alloc(wrapped, align);
      test_rand_fill(a->key_size, kek);
      test_rand_fill(length, key);
      a->set_encrypt_key(enc, kek);
      a->set_decrypt_key(dec, kek);
      ASSERT(openssl_wrap(a->key_size, pad, 0, kek, length, key, expected)
	     == (int) wrapped);
      /* In place, from the guarded buffer.  */
      memcpy(buf, key, length);
      ASSERT_RC((pad ? a->wrap_pad : a->wrap)(enc, length, buf, buf),
		SYMCRYPT_OK);
      ASSERT_BYTES("key wrap against OpenSSL", wrapped, buf, expected);
      memset(got, CANARY, sizeof(got));
      if (pad)
	ASSERT_RC(a->unwrap_pad(dec, wrapped, got, &out_length, buf),
		  SYMCRYPT_OK);
      else
	ASSERT_RC(a->unwrap(dec, wrapped, got, buf), SYMCRYPT_OK);
      ASSERT(!pad || out_length == length);
      ASSERT_BYTES("key unwrap of OpenSSL's wrap", length, got, key);
      ASSERT(openssl_wrap(a->key_size, pad, 1, kek, wrapped, buf, got)
	     == (int) length);
      ASSERT_BYTES("OpenSSL's unwrap of ours", length, got, key);
      test_buf_check(buf);
      test_buf_free(buf);
    }
}


/* OpenSSL's XTS of LENGTH bytes.  */
static void
openssl_xts(size_t key_size, int decrypt, const uint8_t *key,
	    const uint8_t *tweak, size_t length, const uint8_t *src,
	    uint8_t *dst)
{
  EVP_CIPHER *cipher = EVP_CIPHER_fetch(NULL, key_size == 32 ? "aes-128-xts"
					: "aes-256-xts", NULL);
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  int out = 0;
  if (!ctx || !cipher
      || !EVP_CipherInit_ex(ctx, cipher, NULL, key, tweak, !decrypt)
      || !EVP_CipherUpdate(ctx, dst, &out, src, (int) length)
      || out != (int) length)
    FAIL("OpenSSL's XTS failed");
  EVP_CIPHER_CTX_free(ctx);
  EVP_CIPHER_free(cipher);
}

static void
test_xts_openssl(const struct xts_alg *a)
{
  static uint8_t expected[5000];
  uint8_t enc[CTX_MAX] ALIGNED, dec[CTX_MAX] ALIGNED;
  uint8_t key[64], tweak[16];
  unsigned round, rounds = test_trials(400);

  for (round = 0; round < rounds; round++)
    {
      /* Every length 16..300 first (the stealing tails of every batch
	 position), then any up to 4100.  */
      size_t length = round < 285 ? 16 + round : 16 + test_rand_below(4085);
      uint8_t *buf = test_buf_alloc(length, test_rand_below(16));
      uint8_t *plain = test_buf_alloc(length, test_rand_below(16));
      test_rand_fill(a->key_size, key);
      test_rand_fill(sizeof(tweak), tweak);
      test_rand_fill(length, plain);
      ASSERT_RC(a->set_encrypt_key(enc, key), SYMCRYPT_OK);
      ASSERT_RC(a->set_decrypt_key(dec, key), SYMCRYPT_OK);
      openssl_xts(a->key_size, 0, key, tweak, length, plain, expected);
      if (round % 2)
	{
	  memcpy(buf, plain, length);
	  ASSERT_RC(a->encrypt(enc, tweak, length, buf, buf), SYMCRYPT_OK);
	}
      else
	ASSERT_RC(a->encrypt(enc, tweak, length, buf, plain), SYMCRYPT_OK);
      ASSERT_BYTES("xts against OpenSSL", length, buf, expected);
      openssl_xts(a->key_size, 1, key, tweak, length, buf, expected);
      ASSERT_BYTES("OpenSSL's XTS decryption", length, expected, plain);
      ASSERT_RC(a->decrypt(dec, tweak, length, buf, buf), SYMCRYPT_OK);
      ASSERT_BYTES("xts decryption", length, buf, plain);
      test_buf_check(buf);
      test_buf_check(plain);
      test_buf_free(buf);
      test_buf_free(plain);
    }
}

#endif /* HAVE_OPENSSL */

void
test_main(void)
{
  unsigned i;
  test_vector_file();
  for (i = 0; i < 3; i++)
    {
      check_cmac_rules(cmac_algs[i]);
      check_kw_rules(kw_algs[i]);
      check_kw_random(kw_algs[i]);
    }
  for (i = 0; i < 2; i++)
    check_xts_rules(xts_algs[i]);
  test_xts_variants();
#if HAVE_OPENSSL
  for (i = 0; i < 3; i++)
    {
      test_cmac_openssl(cmac_algs[i]);
      test_kw_openssl(kw_algs[i]);
    }
  for (i = 0; i < 2; i++)
    test_xts_openssl(xts_algs[i]);
#endif
}
