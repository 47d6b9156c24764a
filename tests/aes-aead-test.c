/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* aes-aead-test.c -- AES-SIV, CCM, OCB3 and AES-GCM-SIV against
   tests/aes-aead-vectors.txt (RFC 5297, NIST SP 800-38C, RFC 3610,
   RFC 7253 with its iterative test, RFC 8452): seal and open from
   separate misaligned buffers and in place; every tampered byte of a
   sealed message (or a sample of a long one) gives SYMCRYPT_EAUTH with
   the plaintext's bytes of DST zeroed and nothing after them written;
   each parameter rule's SYMCRYPT_EINVAL with nothing written; round
   trips at random key, nonce, tag, associated data and message
   lengths; then, where configure found OpenSSL's libcrypto, the
   output of seal against EVP "aes-N-ccm", "aes-N-ocb" and "AES-N-SIV"
   at random parameters.  Every variant of OCB's and CCM's block
   functions runs against their C twins (test_ocb_variants,
   test_ccm_variants).  */
#include "testutils.h"
#include "variants.h"
#include "aes/aes-internal.h"
#include "macros.h"

#if HAVE_OPENSSL
#include <openssl/core_names.h>
#include <openssl/evp.h>
#endif

/* A canary byte: what a buffer that must stay unwritten holds.  */
#define CANARY 0xa5

enum mode { SIV, CCM, OCB, GCM_SIV };

/* One mode and key size, its functions through void pointers on a
   key object of CTX_MAX bytes.  For SIV the key object is the key
   itself, and the nonce, if not empty, is the last AD item after the
   one associated data item.  */
struct aead_alg
{
  const char *name;
  enum mode mode;
  unsigned key_size;
  size_t nonce_min, nonce_max, tag_min, tag_max, tag_step;
  void (*set_key)(void *ctx, const uint8_t *key);
  int (*seal)(const void *ctx, size_t nonce_length, const uint8_t *nonce,
	      size_t ad_length, const uint8_t *ad, size_t tag_length,
	      size_t length, uint8_t *dst, const uint8_t *src);
  int (*open)(const void *ctx, size_t nonce_length, const uint8_t *nonce,
	      size_t ad_length, const uint8_t *ad, size_t tag_length,
	      size_t length, uint8_t *dst, const uint8_t *src);
};

#define CTX_MAX 2048
#define ALIGNED __attribute__((aligned(16)))

#define SIV_ALG(bits)							\
  static void								\
  siv##bits##_set_key(void *ctx, const uint8_t *key)			\
  { memcpy(ctx, key, bits / 4); }					\
  static int								\
  siv##bits##_call(int open, const void *ctx, size_t nonce_length,	\
		   const uint8_t *nonce, size_t ad_length,		\
		   const uint8_t *ad, size_t length, uint8_t *dst,	\
		   const uint8_t *src)					\
  {									\
    const uint8_t *items[2] = { ad, nonce };				\
    size_t lengths[2] = { ad_length, nonce_length };			\
    size_t n = nonce_length > 0 ? 2 : 1;				\
    return (open ? symcrypt_aes##bits##_siv_open			\
	    : symcrypt_aes##bits##_siv_seal)(ctx, n, items, lengths,	\
					     length, dst, src);		\
  }									\
  static int								\
  siv##bits##_seal(const void *ctx, size_t nonce_length,		\
		   const uint8_t *nonce, size_t ad_length,		\
		   const uint8_t *ad, size_t tag_length, size_t length,	\
		   uint8_t *dst, const uint8_t *src)			\
  {									\
    ASSERT(tag_length == 16);						\
    return siv##bits##_call(0, ctx, nonce_length, nonce, ad_length, ad, \
			    length, dst, src);				\
  }									\
  static int								\
  siv##bits##_open(const void *ctx, size_t nonce_length,		\
		   const uint8_t *nonce, size_t ad_length,		\
		   const uint8_t *ad, size_t tag_length, size_t length,	\
		   uint8_t *dst, const uint8_t *src)			\
  {									\
    ASSERT(tag_length == 16);						\
    return siv##bits##_call(1, ctx, nonce_length, nonce, ad_length, ad, \
			    length, dst, src);				\
  }									\
  static const struct aead_alg siv##bits = {				\
    "aes" #bits "-siv", SIV, bits / 4, 0, 16, 16, 16, 1,		\
    siv##bits##_set_key, siv##bits##_seal, siv##bits##_open,		\
  };

#define CCM_ALG(bits)							\
  static void								\
  ccm##bits##_set_key(void *ctx, const uint8_t *key)			\
  { symcrypt_aes##bits##_set_encrypt_key(ctx, key); }			\
  static const struct aead_alg ccm##bits = {				\
    "aes" #bits "-ccm", CCM, bits / 8, 7, 13, 4, 16, 2,			\
    ccm##bits##_set_key,						\
    (void *) symcrypt_aes##bits##_ccm_seal,				\
    (void *) symcrypt_aes##bits##_ccm_open,				\
  };

#define OCB_ALG(bits)							\
  static void								\
  ocb##bits##_set_key(void *ctx, const uint8_t *key)			\
  { symcrypt_aes##bits##_ocb_set_key(ctx, key); }			\
  static const struct aead_alg ocb##bits = {				\
    "aes" #bits "-ocb", OCB, bits / 8, 1, 15, 1, 16, 1,			\
    ocb##bits##_set_key,						\
    (void *) symcrypt_aes##bits##_ocb_seal,				\
    (void *) symcrypt_aes##bits##_ocb_open,				\
  };

#define GCM_SIV_ALG(bits)						\
  static void								\
  gcm_siv##bits##_set_key(void *ctx, const uint8_t *key)		\
  { symcrypt_aes##bits##_gcm_siv_set_key(ctx, key); }			\
  static int								\
  gcm_siv##bits##_seal(const void *ctx, size_t nonce_length,		\
		       const uint8_t *nonce, size_t ad_length,		\
		       const uint8_t *ad, size_t tag_length, size_t length, \
		       uint8_t *dst, const uint8_t *src)		\
  {									\
    ASSERT(tag_length == 16);						\
    if (nonce_length != 12)						\
      return SYMCRYPT_EINVAL;						\
    return symcrypt_aes##bits##_gcm_siv_seal(ctx, nonce, ad_length, ad, \
					     length, dst, src);		\
  }									\
  static int								\
  gcm_siv##bits##_open(const void *ctx, size_t nonce_length,		\
		       const uint8_t *nonce, size_t ad_length,		\
		       const uint8_t *ad, size_t tag_length, size_t length, \
		       uint8_t *dst, const uint8_t *src)		\
  {									\
    ASSERT(tag_length == 16);						\
    if (nonce_length != 12)						\
      return SYMCRYPT_EINVAL;						\
    return symcrypt_aes##bits##_gcm_siv_open(ctx, nonce, ad_length, ad, \
					     length, dst, src);		\
  }									\
  static const struct aead_alg gcm_siv##bits = {			\
    "aes" #bits "-gcm-siv", GCM_SIV, bits / 8, 12, 12, 16, 16, 1,	\
    gcm_siv##bits##_set_key, gcm_siv##bits##_seal, gcm_siv##bits##_open, \
  };

SIV_ALG(128)
SIV_ALG(256)
CCM_ALG(128)
CCM_ALG(192)
CCM_ALG(256)
OCB_ALG(128)
OCB_ALG(256)
GCM_SIV_ALG(128)
GCM_SIV_ALG(256)

static const struct aead_alg *const algs[] = {
  &siv128, &siv256, &ccm128, &ccm192, &ccm256, &ocb128, &ocb256,
  &gcm_siv128, &gcm_siv256,
};
#define N_ALGS (sizeof(algs) / sizeof(algs[0]))

static const struct aead_alg *
alg_by(enum mode mode, size_t key_size)
{
  unsigned i;
  for (i = 0; i < N_ALGS; i++)
    if (algs[i]->mode == mode && algs[i]->key_size == key_size)
      return algs[i];
  FAIL("no mode %d for a key of %zu bytes", (int) mode, key_size);
}

/* Whether the LENGTH bytes at P are all BYTE.  */
static int
all_bytes(const uint8_t *p, size_t length, uint8_t byte)
{
  size_t i;
  for (i = 0; i < length; i++)
    if (p[i] != byte)
      return 0;
  return 1;
}

/* Where seal puts the message in its output: after the 16-byte IV
   for SIV, first for the others.  */
static size_t
text_at(const struct aead_alg *a, size_t tag_length)
{
  return a->mode == SIV ? tag_length : 0;
}

/* Sealing LENGTH bytes at PLAIN gives the LENGTH + TAG_LENGTH bytes at
   SEALED: seal and open from separate buffers at odd alignments and in
   place (for SIV, the text in place after the IV); every tampered byte
   (a sample past 64; in the short run, where these opens took most of
   the program's time, past 8) fails with the plaintext zeroed, and so
   does a tampered associated data or nonce.  */
static void
check_sealed(const struct aead_alg *a, const void *ctx, size_t nonce_length,
	     const uint8_t *nonce, size_t ad_length, const uint8_t *ad,
	     size_t tag_length, size_t length, const uint8_t *plain,
	     const uint8_t *sealed)
{
  size_t total = length + tag_length, at = text_at(a, tag_length), i, tries;
  size_t sample;
  uint8_t *src = test_buf_alloc(total + 1, 1);
  uint8_t *dst = test_buf_alloc(total + 1, 3);
  uint8_t *in = test_buf_alloc(total, 5);
  uint8_t *bad_ad = test_buf_alloc(ad_length, 7);

  if (length > 0)
    memcpy(src, plain, length);
  memset(dst, CANARY, total + 1);
  ASSERT_RC(a->seal(ctx, nonce_length, nonce, ad_length, ad, tag_length,
		    length, dst, src), SYMCRYPT_OK);
  ASSERT_BYTES(a->name, total, dst, sealed);
  ASSERT(dst[total] == CANARY);
  /* In place.  */
  memset(src, CANARY, total + 1);
  if (length > 0)
    memcpy(src + at, plain, length);
  ASSERT_RC(a->seal(ctx, nonce_length, nonce, ad_length, ad, tag_length,
		    length, src, src + at), SYMCRYPT_OK);
  ASSERT_BYTES("seal in place", total, src, sealed);
  ASSERT(src[total] == CANARY);

  memcpy(in, sealed, total);
  memset(dst, CANARY, total + 1);
  ASSERT_RC(a->open(ctx, nonce_length, nonce, ad_length, ad, tag_length,
		    total, dst, in), SYMCRYPT_OK);
  ASSERT_BYTES("open", length, dst, plain);
  ASSERT(all_bytes(dst + length, tag_length + 1, CANARY));
  ASSERT_RC(a->open(ctx, nonce_length, nonce, ad_length, ad, tag_length,
		    total, src + at, src), SYMCRYPT_OK);
  ASSERT_BYTES("open in place", length, src + at, plain);

  /* A forgery passes a tag of T bytes with probability 2^(-8T): the
     checks below want T >= 4.  */
  sample = test_short() ? 8 : 64;
  tries = tag_length < 4 ? 0 : total <= sample ? total : sample;
  for (i = 0; i < tries; i++)
    {
      size_t byte = total <= sample ? i : test_rand_below(total);
      memcpy(in, sealed, total);
      in[byte] ^= (uint8_t) (1 << (i % 8));
      memset(dst, CANARY, total + 1);
      ASSERT_RC(a->open(ctx, nonce_length, nonce, ad_length, ad, tag_length,
			total, dst, in), SYMCRYPT_EAUTH);
      ASSERT(all_bytes(dst, length, 0));
      ASSERT(all_bytes(dst + length, tag_length + 1, CANARY));
      /* In place.  */
      memcpy(src, in, total);
      ASSERT_RC(a->open(ctx, nonce_length, nonce, ad_length, ad, tag_length,
			total, src + at, src), SYMCRYPT_EAUTH);
      ASSERT(all_bytes(src + at, length, 0));
    }
  if (ad_length > 0 && tag_length >= 4)
    {
      memcpy(bad_ad, ad, ad_length);
      bad_ad[test_rand_below(ad_length)] ^= 0x40;
      ASSERT_RC(a->open(ctx, nonce_length, nonce, ad_length, bad_ad,
			tag_length, total, dst, sealed), SYMCRYPT_EAUTH);
      ASSERT(all_bytes(dst, length, 0));
      ASSERT_RC(a->open(ctx, nonce_length, nonce, ad_length - 1, ad,
			tag_length, total, dst, sealed), SYMCRYPT_EAUTH);
    }
  if (nonce_length > 0 && tag_length >= 4)
    {
      uint8_t n2[16];
      memcpy(n2, nonce, nonce_length);
      n2[nonce_length - 1] ^= 1;
      ASSERT_RC(a->open(ctx, nonce_length, n2, ad_length, ad, tag_length,
			total, dst, sealed), SYMCRYPT_EAUTH);
    }
  test_buf_check(src);
  test_buf_check(dst);
  test_buf_check(in);
  test_buf_check(bad_ad);
  test_buf_free(src);
  test_buf_free(dst);
  test_buf_free(in);
  test_buf_free(bad_ad);
}

/* A field of the vector file: hex, "-" or "seq:N".  */
static const struct tstring *
field(const char *word)
{
  if (strcmp(word, "-") == 0)
    return SHEX("");
  if (strncmp(word, "seq:", 4) == 0)
    {
      size_t n = strtoul(word + 4, NULL, 10), i;
      char *hex = malloc(2 * n + 1);
      const struct tstring *s;
      ASSERT(hex != NULL);
      for (i = 0; i < n; i++)
	snprintf(hex + 2 * i, 3, "%02x", (unsigned) (i & 0xff));
      s = SHEX(hex);
      free(hex);
      return s;
    }
  return SHEX(word);
}

/* An SIV vector with its list of AD items: seal and open through the
   public functions, and the same through check_sealed's path where the
   list is one item, or one item and a nonce.  */
static void
check_siv_vector(const char *key_hex, char *items, const char *plain_hex,
		 const char *out_hex)
{
  const struct tstring *key = SHEX(key_hex), *plain = field(plain_hex);
  const struct tstring *out = SHEX(out_hex);
  const uint8_t *ad[SYMCRYPT_AES_SIV_MAX_AD];
  size_t lengths[SYMCRYPT_AES_SIV_MAX_AD], n = 0;
  uint8_t got[256];
  char *item, *save = NULL;
  int (*seal)(const uint8_t *, size_t, const uint8_t *const *,
	      const size_t *, size_t, uint8_t *, const uint8_t *);
  int (*open)(const uint8_t *, size_t, const uint8_t *const *,
	      const size_t *, size_t, uint8_t *, const uint8_t *);

  ASSERT(out->length == plain->length + 16 && out->length <= sizeof(got));
  if (strcmp(items, "-") != 0)
    for (item = strtok_r(items, ",", &save); item;
	 item = strtok_r(NULL, ",", &save))
      {
	const struct tstring *s = field(item);
	ad[n] = s->data;
	lengths[n++] = s->length;
      }
  seal = key->length == 32 ? symcrypt_aes128_siv_seal : symcrypt_aes256_siv_seal;
  open = key->length == 32 ? symcrypt_aes128_siv_open : symcrypt_aes256_siv_open;
  ASSERT_RC(seal(key->data, n, ad, lengths, plain->length, got, plain->data),
	    SYMCRYPT_OK);
  ASSERT_BYTES("siv", out->length, got, out->data);
  memset(got, CANARY, sizeof(got));
  ASSERT_RC(open(key->data, n, ad, lengths, out->length, got, out->data),
	    SYMCRYPT_OK);
  ASSERT_BYTES("siv open", plain->length, got, plain->data);
  ASSERT(all_bytes(got + plain->length, sizeof(got) - plain->length, CANARY));
  if (n <= 2)
    {
      const struct aead_alg *a = alg_by(SIV, key->length);
      check_sealed(a, key->data, n == 2 ? lengths[1] : 0, n == 2 ? ad[1] : NULL,
		   n > 0 ? lengths[0] : 0, n > 0 ? ad[0] : NULL, 16,
		   plain->length, plain->data, out->data);
    }
}

/* RFC 7253, appendix A's iterative test for a key of KEY_SIZE bytes
   and tags of TAG_LENGTH.  */
static void
check_ocb_iterative(size_t key_size, size_t tag_length, const uint8_t *tag)
{
  const struct aead_alg *a = alg_by(OCB, key_size);
  uint8_t ctx[CTX_MAX] ALIGNED, key[32], nonce[12], s[128];
  static uint8_t c[128 * 3 * (127 + 16) * 2];
  uint8_t out[16 + 128 + 16];
  size_t used = 0, i;

  memset(key, 0, sizeof(key));
  key[key_size - 1] = (uint8_t) (8 * tag_length);
  a->set_key(ctx, key);
  memset(s, 0, sizeof(s));
  memset(nonce, 0, sizeof(nonce));
  for (i = 0; i < 128; i++)
    {
      nonce[10] = (uint8_t) ((3 * i + 1) >> 8);
      nonce[11] = (uint8_t) (3 * i + 1);
      ASSERT_RC(a->seal(ctx, 12, nonce, i, s, tag_length, i, c + used, s),
		SYMCRYPT_OK);
      used += i + tag_length;
      nonce[10] = (uint8_t) ((3 * i + 2) >> 8);
      nonce[11] = (uint8_t) (3 * i + 2);
      ASSERT_RC(a->seal(ctx, 12, nonce, 0, NULL, tag_length, i, c + used, s),
		SYMCRYPT_OK);
      used += i + tag_length;
      nonce[10] = (uint8_t) ((3 * i + 3) >> 8);
      nonce[11] = (uint8_t) (3 * i + 3);
      ASSERT_RC(a->seal(ctx, 12, nonce, i, s, tag_length, 0, c + used, NULL),
		SYMCRYPT_OK);
      used += tag_length;
    }
  nonce[10] = 385 >> 8;
  nonce[11] = 385 & 0xff;
  ASSERT_RC(a->seal(ctx, 12, nonce, used, c, tag_length, 0, out, NULL),
	    SYMCRYPT_OK);
  ASSERT_BYTES("ocb iterative", tag_length, out, tag);
}

static void
test_vector_file(void)
{
  char path[4096];
  static char line[200000];
  unsigned counts[5] = { 0 };
  FILE *f = test_open_data("aes-aead-vectors.txt", path, sizeof(path));

  while (fgets(line, sizeof(line), f))
    {
      char *word[7] = { NULL };
      unsigned n = 0;
      if (!strchr(line, '\n'))
	FAIL("%s: a line longer than %zu bytes", path, sizeof(line) - 2);
      if (line[0] == '#')
	continue;
      for (word[0] = strtok(line, " \n"); word[n] && n < 6;)
	word[++n] = strtok(NULL, " \n");
      if (strcmp(word[0], "siv") == 0 && n == 5)
	{
	  check_siv_vector(word[1], word[2], word[3], word[4]);
	  counts[0]++;
	}
      else if ((strcmp(word[0], "ccm") == 0 || strcmp(word[0], "ocb") == 0
		|| strcmp(word[0], "gcmsiv") == 0) && n == 6)
	{
	  enum mode mode = word[0][0] == 'c' ? CCM : word[0][0] == 'o' ? OCB
	    : GCM_SIV;
	  const struct tstring *key = SHEX(word[1]), *nonce = SHEX(word[2]);
	  const struct tstring *ad = field(word[3]), *plain = field(word[4]);
	  const struct tstring *out = SHEX(word[5]);
	  const struct aead_alg *a = alg_by(mode, key->length);
	  uint8_t ctx[CTX_MAX] ALIGNED;
	  ASSERT(out->length > plain->length);
	  a->set_key(ctx, key->data);
	  check_sealed(a, ctx, nonce->length, nonce->data, ad->length,
		       ad->data, out->length - plain->length, plain->length,
		       plain->data, out->data);
	  counts[mode == CCM ? 1 : mode == OCB ? 2 : 3]++;
	}
      else if (strcmp(word[0], "ocb-iter") == 0 && n == 4)
	{
	  const struct tstring *tag = SHEX(word[3]);
	  size_t tag_length = strtoul(word[2], NULL, 10);
	  ASSERT(tag->length == tag_length);
	  check_ocb_iterative(strtoul(word[1], NULL, 10), tag_length,
			      tag->data);
	  counts[4]++;
	}
      else
	FAIL("%s: bad record %s", path, word[0]);
    }
  fclose(f);
  if (counts[0] != 2 || counts[1] != 5 || counts[2] != 17 || counts[3] != 38
      || counts[4] != 4)
    FAIL("%s: %u SIV, %u CCM, %u OCB, %u GCM-SIV, %u OCB iterative vectors",
	 path, counts[0], counts[1], counts[2], counts[3], counts[4]);
}

/* Random parameters of A: a nonce length, a tag length.  */
static size_t
rand_nonce_length(const struct aead_alg *a)
{
  return a->nonce_min + test_rand_below(a->nonce_max - a->nonce_min + 1);
}

static size_t
rand_tag_length(const struct aead_alg *a)
{
  return a->tag_min
    + a->tag_step * test_rand_below((a->tag_max - a->tag_min) / a->tag_step + 1);
}

/* Round trips at random lengths: what seal writes, open takes back,
   and check_sealed's in-place and tampering checks hold.  */
static void
test_round_trips(const struct aead_alg *a)
{
  uint8_t ctx[CTX_MAX] ALIGNED, key[64], nonce[16];
  unsigned round, rounds = test_trials(300);

  for (round = 0; round < rounds; round++)
    {
      size_t nonce_length = rand_nonce_length(a), tag_length = rand_tag_length(a);
      size_t length = round < 100 ? round : test_rand_below(3000);
      size_t ad_length = round % 3 == 0 ? 0 : test_rand_below(round < 100 ? 40 : 600);
      uint8_t *plain = test_buf_alloc(length, test_rand_below(16));
      uint8_t *ad = test_buf_alloc(ad_length, test_rand_below(16));
      uint8_t *sealed = test_buf_alloc(length + tag_length, test_rand_below(16));
      uint8_t *back = test_buf_alloc(length, test_rand_below(16));
      test_rand_fill(a->key_size, key);
      test_rand_fill(sizeof(nonce), nonce);
      test_rand_fill(length, plain);
      test_rand_fill(ad_length, ad);
      a->set_key(ctx, key);
      ASSERT_RC(a->seal(ctx, nonce_length, nonce, ad_length, ad, tag_length,
			length, sealed, plain), SYMCRYPT_OK);
      ASSERT_RC(a->open(ctx, nonce_length, nonce, ad_length, ad, tag_length,
			length + tag_length, back, sealed), SYMCRYPT_OK);
      ASSERT_BYTES("round trip", length, back, plain);
      if (round % 8 == 0)
	check_sealed(a, ctx, nonce_length, nonce, ad_length, ad, tag_length,
		     length, plain, sealed);
      test_buf_check(plain);
      test_buf_check(ad);
      test_buf_check(sealed);
      test_buf_check(back);
      test_buf_free(plain);
      test_buf_free(ad);
      test_buf_free(sealed);
      test_buf_free(back);
    }
}

/* Each parameter rule: SYMCRYPT_EINVAL with nothing written.  */
static void
check_rules(const struct aead_alg *a)
{
  static uint8_t src[70000], dst[70000];
  uint8_t ctx[CTX_MAX] ALIGNED, key[64], nonce[16];
  size_t n, t;

  test_rand_fill(sizeof(key), key);
  test_rand_fill(sizeof(nonce), nonce);
  test_rand_fill(64, src);
  a->set_key(ctx, key);
  memset(dst, CANARY, sizeof(dst));
  /* GCM-SIV's nonce has no length argument.  */
  for (n = 0; n <= 16 && a->mode != GCM_SIV; n++)
    if (n < a->nonce_min || n > a->nonce_max)
      {
	ASSERT_RC(a->seal(ctx, n, nonce, 0, NULL, a->tag_max, 32, dst, src),
		  SYMCRYPT_EINVAL);
	ASSERT_RC(a->open(ctx, n, nonce, 0, NULL, a->tag_max, 48, dst, src),
		  SYMCRYPT_EINVAL);
      }
  if (a->mode == CCM || a->mode == OCB)
    for (t = 0; t <= 18; t++)
      if (t < a->tag_min || t > a->tag_max || (t - a->tag_min) % a->tag_step)
	{
	  ASSERT_RC(a->seal(ctx, a->nonce_max, nonce, 0, NULL, t, 32, dst, src),
		    SYMCRYPT_EINVAL);
	  ASSERT_RC(a->open(ctx, a->nonce_max, nonce, 0, NULL, t, 48, dst, src),
		    SYMCRYPT_EINVAL);
	}
  /* An open shorter than its tag.  */
  ASSERT_RC(a->open(ctx, a->nonce_max, nonce, 0, NULL, a->tag_max,
		    a->tag_max - 1, dst, src), SYMCRYPT_EINVAL);
  ASSERT_RC(a->seal(ctx, a->nonce_max, nonce, 5, NULL, a->tag_max, 32, dst, src),
	    SYMCRYPT_EINVAL);
  if (a->mode == CCM)
    {
      /* A 13-byte nonce leaves 2 bytes for the length: 65535 at most.  */
      ASSERT_RC(a->seal(ctx, 13, nonce, 0, NULL, 16, 65536, dst, src),
		SYMCRYPT_EINVAL);
      ASSERT_RC(a->open(ctx, 13, nonce, 0, NULL, 16, 65536 + 16, dst, src),
		SYMCRYPT_EINVAL);
    }
  /* RFC 8452: at most 2^36 bytes of plaintext and of AD.  */
  if (a->mode == GCM_SIV && sizeof(size_t) > 4)
    {
      size_t over = (size_t) SYMCRYPT_AES_GCM_SIV_MAX_LENGTH + 1;
      ASSERT_RC(a->seal(ctx, 12, nonce, 0, NULL, 16, over, dst, src),
		SYMCRYPT_EINVAL);
      ASSERT_RC(a->seal(ctx, 12, nonce, over, src, 16, 0, dst, src),
		SYMCRYPT_EINVAL);
      ASSERT_RC(a->open(ctx, 12, nonce, 0, NULL, 16, over + 16, dst, src),
		SYMCRYPT_EINVAL);
    }
  ASSERT(all_bytes(dst, sizeof(dst), CANARY));
  if (a->mode == CCM)
    {
      ASSERT_RC(a->seal(ctx, 13, nonce, 0, NULL, 16, 65535, dst, src),
		SYMCRYPT_OK);
      /* A context set for decryption.  */
      if (a->key_size == 16)
	symcrypt_aes128_set_decrypt_key((void *) ctx, key);
      else if (a->key_size == 24)
	symcrypt_aes192_set_decrypt_key((void *) ctx, key);
      else
	symcrypt_aes256_set_decrypt_key((void *) ctx, key);
      memset(dst, CANARY, 64);
      ASSERT_RC(a->seal(ctx, 13, nonce, 0, NULL, 16, 16, dst, src),
		SYMCRYPT_EINVAL);
      ASSERT_RC(a->open(ctx, 13, nonce, 0, NULL, 16, 32, dst, src),
		SYMCRYPT_EINVAL);
      ASSERT(all_bytes(dst, 64, CANARY));
    }
}

/* SIV's rules for the list of AD items.  */
static void
check_siv_items(void)
{
  static const uint8_t *items[SYMCRYPT_AES_SIV_MAX_AD + 1];
  static size_t lengths[SYMCRYPT_AES_SIV_MAX_AD + 1];
  uint8_t key[64], text[48], out[64], back[48];
  size_t i;

  test_rand_fill(sizeof(key), key);
  test_rand_fill(sizeof(text), text);
  for (i = 0; i <= SYMCRYPT_AES_SIV_MAX_AD; i++)
    {
      items[i] = text + i % 8;
      lengths[i] = i % 20;
    }
  memset(out, CANARY, sizeof(out));
  ASSERT_RC(symcrypt_aes128_siv_seal(key, SYMCRYPT_AES_SIV_MAX_AD + 1, items,
				     lengths, 16, out, text), SYMCRYPT_EINVAL);
  ASSERT_RC(symcrypt_aes256_siv_open(key, SYMCRYPT_AES_SIV_MAX_AD + 1, items,
				     lengths, 32, out, text), SYMCRYPT_EINVAL);
  ASSERT_RC(symcrypt_aes128_siv_seal(key, 2, NULL, lengths, 16, out, text),
	    SYMCRYPT_EINVAL);
  ASSERT_RC(symcrypt_aes128_siv_seal(key, 2, items, NULL, 16, out, text),
	    SYMCRYPT_EINVAL);
  items[1] = NULL;
  lengths[1] = 3;
  ASSERT_RC(symcrypt_aes128_siv_seal(key, 2, items, lengths, 16, out, text),
	    SYMCRYPT_EINVAL);
  ASSERT(all_bytes(out, sizeof(out), CANARY));
  /* An empty item counts: no items and one empty item differ.  */
  lengths[1] = 0;
  ASSERT_RC(symcrypt_aes128_siv_seal(key, 126, items, lengths, 16, out, text),
	    SYMCRYPT_OK);
  ASSERT_RC(symcrypt_aes128_siv_open(key, 126, items, lengths, 32, back, out),
	    SYMCRYPT_OK);
  ASSERT_BYTES("126 items", 16, back, text);
  ASSERT_RC(symcrypt_aes128_siv_open(key, 125, items, lengths, 32, back, out),
	    SYMCRYPT_EAUTH);
  ASSERT_RC(symcrypt_aes128_siv_seal(key, 0, NULL, NULL, 16, out, text),
	    SYMCRYPT_OK);
  ASSERT_RC(symcrypt_aes128_siv_open(key, 1, items + 1, lengths + 1, 32, back,
				     out), SYMCRYPT_EAUTH);
}

/* A block number for ocb_encrypt_blocks' state: small, random, or a
   few blocks below a power of two, so that the call crosses it; 2^32
   at trials 2, 10, 18 ... (32-bit code keeps the number in two
   halves).  */
static uint64_t
rand_ocb_index(unsigned trial)
{
  switch (trial % 4)
    {
    case 0:
      return 0;
    case 1:
      return test_rand_below(1000);
    case 2:
      return ((uint64_t) 1 << (trial % 8 == 2 ? 32 : 3 + test_rand_below(50)))
	- test_rand_below(9);
    default:
      return ((uint64_t) test_rand_below(1 << 24) << 24) | test_rand_below(1 << 24);
    }
}

/* The shape OCB's and CCM's block functions share: KEYS, NR, a STATE
   in and out, BLOCKS 16-byte blocks from SRC to DST.  */
typedef void state_blocks_fn(const uint8_t *keys, unsigned nr,
			     uint8_t *state, size_t blocks, uint8_t *dst,
			     const uint8_t *src);

/* Runs FN, variant LABEL of the function NAME, on a copy of the
   STATE_SIZE bytes at STATE, from SRC to DST (or in place: SRC copied
   to DST first), and checks DST and the state against the C twin's
   REF and REF_STATE; then checks and frees the three buffers.  */
static void
check_state_variant(state_blocks_fn *fn, const char *name,
		    const char *label, int verbose, const uint8_t *keys,
		    unsigned nr, const uint8_t *state,
		    const uint8_t *ref_state, size_t state_size,
		    size_t blocks, uint8_t *src, uint8_t *ref, uint8_t *dst,
		    int in_place)
{
  uint8_t var_state[40];

  ASSERT(state_size <= sizeof(var_state));
  memcpy(var_state, state, state_size);
  if (in_place)
    memcpy(dst, src, 16 * blocks);
  fn(keys, nr, var_state, blocks, dst, in_place ? dst : src);
  if (verbose)
    fprintf(stderr, "%s (%s)\n", name, label);
  ASSERT_BYTES(name, 16 * blocks, dst, ref);
  ASSERT_BYTES(name, state_size, var_state, ref_state);
  test_buf_check(src);
  test_buf_check(ref);
  test_buf_check(dst);
  test_buf_free(src);
  test_buf_free(ref);
  test_buf_free(dst);
}

/* ocb_encrypt_blocks and ocb_decrypt_blocks: the C twins against a
   block at a time as RFC 7253 defines it, then every variant against
   the C twin, at random block counts (0 to 70: the wide variants'
   turns and their tails), first block numbers (rand_ocb_index), key
   sizes, alignments of SRC and DST, in place or not, with the state
   after the call.  The buffers have exactly the blocks' size, between
   guard bytes.  */
static void
test_ocb_variants(void)
{
  enum { MAX_BLOCKS = 70 };
  static const unsigned ids[2] = {
    SYMCRYPT_FN_ocb_encrypt_blocks, SYMCRYPT_FN_ocb_decrypt_blocks
  };
  struct symcrypt_aes128_ocb_key k128;
  struct symcrypt_aes256_ocb_key k256;
  uint8_t key[32], state[40], ref_state[40];
  uint8_t offset[16], checksum[16], block[16];
  unsigned d, s, trial, calls = 0;
  size_t i;

  for (d = 0; d < 2; d++)
    {
      const struct symcrypt_variant *v, *c = test_variant_c(ids[d]);
      for (FOR_EACH_VARIANT(v, ids[d]))
	for (s = 0; s < 2; s++)
	  for (trial = 0; trial < 40; trial++)
	    {
	      unsigned nr = s ? 14 : 10;
	      const uint8_t *keys = s ? (const uint8_t *) &k256 : (const uint8_t *) &k128;
	      const uint8_t *rk = s ? (d ? k256.decrypt_keys : k256.keys)
		: (d ? k128.decrypt_keys : k128.keys);
	      const uint8_t (*l)[16] = s ? (const uint8_t (*)[16]) k256.l
		: (const uint8_t (*)[16]) k128.l;
	      size_t blocks = trial < 20 ? trial : test_rand_below(MAX_BLOCKS + 1);
	      uint64_t first = rand_ocb_index(trial), index;
	      int in_place = trial % 3 == 0;
	      uint8_t *src = test_buf_alloc(16 * blocks, (unsigned) test_rand_below(64));
	      uint8_t *ref = test_buf_alloc(16 * blocks, 0);
	      uint8_t *dst = test_buf_alloc(16 * blocks, (unsigned) test_rand_below(64));
	      test_rand_fill(sizeof(key), key);
	      if (s)
		symcrypt_aes256_ocb_set_key(&k256, key);
	      else
		symcrypt_aes128_ocb_set_key(&k128, key);
	      test_rand_fill(16 * blocks, src);
	      test_rand_fill(32, state);
	      memcpy(state + 32, &first, 8);

	      memcpy(ref_state, state, sizeof(state));
	      if (d)
		VARIANT_FN(ocb_decrypt_blocks, c)(keys, nr, ref_state, blocks, ref, src);
	      else
		VARIANT_FN(ocb_encrypt_blocks, c)(keys, nr, ref_state, blocks, ref, src);
	      if (v == c)
		{
		  memcpy(offset, state, 16);
		  memcpy(checksum, state + 16, 16);
		  for (i = 0, index = first; i < blocks; i++)
		    {
		      index++;
		      _symcrypt_memxor(offset, l[__builtin_ctzll(index)], 16);
		      _symcrypt_memxor3(block, src + 16 * i, offset, 16);
		      if (d)
			_symcrypt_aes_decrypt_blocks_c(rk, nr, 1, block, block);
		      else
			_symcrypt_aes_encrypt_blocks_c(rk, nr, 1, block, block);
		      _symcrypt_memxor(block, offset, 16);
		      ASSERT_BYTES("OCB block", 16, ref + 16 * i, block);
		      _symcrypt_memxor(checksum, d ? block : src + 16 * i, 16);
		    }
		  ASSERT_BYTES("OCB offset", 16, ref_state, offset);
		  ASSERT_BYTES("OCB checksum", 16, ref_state + 16, checksum);
		  ASSERT(memcmp(ref_state + 32, &index, 8) == 0);
		}

	      check_state_variant(d ? VARIANT_FN(ocb_decrypt_blocks, v)
				  : VARIANT_FN(ocb_encrypt_blocks, v),
				  d ? "ocb_decrypt_blocks" : "ocb_encrypt_blocks",
				  v->label, test_verbose && trial == 0 && s == 0,
				  keys, nr, state, ref_state, sizeof(state),
				  blocks, src, ref, dst, in_place);
	      calls++;
	    }
    }
  ASSERT(calls > 0);
}

/* ccm_encrypt_blocks and ccm_decrypt_blocks: the C twins against a
   block at a time as SP 800-38C defines it, then every variant against
   the C twin, at random block counts (0 to 70), key sizes, counters
   (some whose last 32 bits carry within the call), alignments of SRC
   and DST, in place or not, with the state after the call.  */
static void
test_ccm_variants(void)
{
  enum { MAX_BLOCKS = 70 };
  static const unsigned ids[2] = {
    SYMCRYPT_FN_ccm_encrypt_blocks, SYMCRYPT_FN_ccm_decrypt_blocks
  };
  uint8_t keys[16 * 15], key[32], state[32], ref_state[32];
  uint8_t mac[16], counter[16], block[16], plain[16];
  unsigned d, s, trial, calls = 0;
  size_t i;

  for (d = 0; d < 2; d++)
    {
      const struct symcrypt_variant *v, *c = test_variant_c(ids[d]);
      for (FOR_EACH_VARIANT(v, ids[d]))
	for (s = 0; s < 3; s++)
	  for (trial = 0; trial < 40; trial++)
	    {
	      unsigned nr = 10 + 2 * s;
	      size_t blocks = trial < 20 ? trial : test_rand_below(MAX_BLOCKS + 1);
	      int in_place = trial % 3 == 0;
	      uint8_t *src = test_buf_alloc(16 * blocks, (unsigned) test_rand_below(64));
	      uint8_t *ref = test_buf_alloc(16 * blocks, 0);
	      uint8_t *dst = test_buf_alloc(16 * blocks, (unsigned) test_rand_below(64));
	      test_rand_fill(sizeof(key), key);
	      _symcrypt_aes_encrypt_keys(keys, nr, key);
	      test_rand_fill(16 * blocks, src);
	      test_rand_fill(sizeof(state), state);
	      /* The counter's last 8 bytes never carry out (the
		 contract); its last 32 bits sometimes do.  */
	      state[24] &= 0x7f;
	      if (trial % 4 == 1)
		memset(state + 28, 0xff, 3);

	      memcpy(ref_state, state, sizeof(state));
	      if (d)
		VARIANT_FN(ccm_decrypt_blocks, c)(keys, nr, ref_state, blocks, ref, src);
	      else
		VARIANT_FN(ccm_encrypt_blocks, c)(keys, nr, ref_state, blocks, ref, src);
	      if (v == c)
		{
		  memcpy(mac, state, 16);
		  memcpy(counter, state + 16, 16);
		  for (i = 0; i < blocks; i++)
		    {
		      _symcrypt_aes_encrypt_blocks_c(keys, nr, 1, block, counter);
		      WRITE_UINT64(counter + 8, READ_UINT64(counter + 8) + 1);
		      _symcrypt_memxor(block, src + 16 * i, 16);
		      ASSERT_BYTES("CCM block", 16, ref + 16 * i, block);
		      memcpy(plain, d ? block : src + 16 * i, 16);
		      _symcrypt_memxor(mac, plain, 16);
		      _symcrypt_aes_encrypt_blocks_c(keys, nr, 1, mac, mac);
		    }
		  ASSERT_BYTES("CCM chain", 16, ref_state, mac);
		  ASSERT_BYTES("CCM counter", 16, ref_state + 16, counter);
		}

	      check_state_variant(d ? VARIANT_FN(ccm_decrypt_blocks, v)
				  : VARIANT_FN(ccm_encrypt_blocks, v),
				  d ? "ccm_decrypt_blocks" : "ccm_encrypt_blocks",
				  v->label, test_verbose && trial == 0 && s == 0,
				  keys, nr, state, ref_state, sizeof(state),
				  blocks, src, ref, dst, in_place);
	      calls++;
	    }
    }
  ASSERT(calls > 0);
}

#if HAVE_OPENSSL

/* OpenSSL's seal of A's mode into OUT, laid out as ours.  */
static void
openssl_seal(const struct aead_alg *a, const uint8_t *key,
	     size_t nonce_length, const uint8_t *nonce, size_t ad_length,
	     const uint8_t *ad, size_t tag_length, size_t length,
	     const uint8_t *src, uint8_t *out)
{
  char name[32];
  EVP_CIPHER *cipher;
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  int n = 0, m = 0;
  size_t at = text_at(a, tag_length);
  static const uint8_t none[1];

  snprintf(name, sizeof(name), a->mode == SIV ? "AES-%u-SIV" : a->mode == CCM
	   ? "aes-%u-ccm" : "aes-%u-ocb",
	   a->mode == SIV ? a->key_size * 4 : a->key_size * 8);
  cipher = EVP_CIPHER_fetch(NULL, name, NULL);
  if (!ctx || !cipher || !EVP_EncryptInit_ex(ctx, cipher, NULL, NULL, NULL))
    FAIL("OpenSSL has no %s", name);
  if (a->mode != SIV
      && (!EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_IVLEN,
			       (int) nonce_length, NULL)
	  || !EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, (int) tag_length,
				  NULL)))
    FAIL("OpenSSL's %s: parameters refused", name);
  if (!EVP_EncryptInit_ex(ctx, NULL, NULL, key, a->mode == SIV ? NULL : nonce))
    FAIL("OpenSSL's %s: init failed", name);
  if (a->mode == CCM && !EVP_EncryptUpdate(ctx, NULL, &n, NULL, (int) length))
    FAIL("OpenSSL's %s: length refused", name);
  if ((ad_length > 0 || a->mode == SIV)
      && !EVP_EncryptUpdate(ctx, NULL, &n, ad_length ? ad : none, (int) ad_length))
    FAIL("OpenSSL's %s: AD refused", name);
  if (a->mode == SIV && nonce_length > 0
      && !EVP_EncryptUpdate(ctx, NULL, &n, nonce, (int) nonce_length))
    FAIL("OpenSSL's %s: nonce refused", name);
  n = 0;
  if (!EVP_EncryptUpdate(ctx, out + at, &n, length ? src : none, (int) length))
    FAIL("OpenSSL's %s failed: update", name);
  if (!EVP_EncryptFinal_ex(ctx, out + at + n, &m))
    FAIL("OpenSSL's %s failed: final", name);
  if ((size_t) (n + m) != length)
    FAIL("OpenSSL's %s failed: %d + %d of %zu", name, n, m, length);
  if (!EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, (int) tag_length,
			      a->mode == SIV ? out : out + length))
    FAIL("OpenSSL's %s failed: tag", name);
  EVP_CIPHER_CTX_free(ctx);
  EVP_CIPHER_free(cipher);
}

static void
test_openssl(const struct aead_alg *a)
{
  uint8_t ctx[CTX_MAX] ALIGNED, key[64], nonce[16];
  static uint8_t expected[3000 + 16];
  unsigned round, rounds = test_trials(200);

  for (round = 0; round < rounds; round++)
    {
      size_t nonce_length = rand_nonce_length(a), tag_length = rand_tag_length(a);
      /* OpenSSL 3.0's SIV refuses an empty plaintext (its final
	 fails) and takes an empty AD item as none: 1 byte on.  */
      size_t length = (a->mode == SIV && round == 0) + (round < 50 ? round
							  : test_rand_below(3000));
      size_t ad_length = (a->mode == SIV ? 1 : 0) + test_rand_below(round < 50 ? 40 : 700);
      uint8_t *plain = test_buf_alloc(length, test_rand_below(16));
      uint8_t *ad = test_buf_alloc(ad_length, test_rand_below(16));
      uint8_t *sealed = test_buf_alloc(length + tag_length, test_rand_below(16));
      if (a->mode == SIV && nonce_length == 0)
	nonce_length = 1 + test_rand_below(16);
      test_rand_fill(a->key_size, key);
      test_rand_fill(sizeof(nonce), nonce);
      test_rand_fill(length, plain);
      test_rand_fill(ad_length, ad);
      a->set_key(ctx, key);
      openssl_seal(a, key, nonce_length, nonce, ad_length, ad, tag_length,
		   length, plain, expected);
      if (round % 2)
	{
	  memcpy(sealed + text_at(a, tag_length), plain, length);
	  ASSERT_RC(a->seal(ctx, nonce_length, nonce, ad_length, ad, tag_length,
			    length, sealed, sealed + text_at(a, tag_length)),
		    SYMCRYPT_OK);
	}
      else
	ASSERT_RC(a->seal(ctx, nonce_length, nonce, ad_length, ad, tag_length,
			  length, sealed, plain), SYMCRYPT_OK);
      ASSERT_BYTES(a->name, length + tag_length, sealed, expected);
      ASSERT_RC(a->open(ctx, nonce_length, nonce, ad_length, ad, tag_length,
			length + tag_length, sealed + text_at(a, tag_length),
			sealed), SYMCRYPT_OK);
      ASSERT_BYTES("open in place", length, sealed + text_at(a, tag_length),
		   plain);
      test_buf_check(plain);
      test_buf_check(ad);
      test_buf_check(sealed);
      test_buf_free(plain);
      test_buf_free(ad);
      test_buf_free(sealed);
    }
}

#endif /* HAVE_OPENSSL */

void
test_main(void)
{
  unsigned i;
  /* GCM-SIV's POLYVAL is a family of its own (tests/variants-test
     checks what it names).  */
  ASSERT(symcrypt_implementation("polyval") != NULL);
  test_vector_file();
  check_siv_items();
  test_ocb_variants();
  test_ccm_variants();
  for (i = 0; i < N_ALGS; i++)
    {
      check_rules(algs[i]);
      test_round_trips(algs[i]);
#if HAVE_OPENSSL
      if (algs[i]->mode != GCM_SIV)
	test_openssl(algs[i]);
#endif
    }
}
