/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* gcm-test.c -- AES-GCM: the test cases of the GCM specification for
   the three key sizes (with 8- and 60-byte nonces), round trips at
   random lengths, nonce lengths and alignments, in place, forgeries
   rejected with nothing written, the 32-bit counter wrap, bad
   lengths, long messages opened, every length up to 300 with a 12-byte
   nonce and short associated data (the one-call path), and every
   variant of ghash_blocks, gcm_encrypt, gcm_hash_keystream,
   gcm_seal_short and gcm_open_short against the C twin; the powers of
   H that every variant of ghash_blocks, polyval_blocks and
   ghash_powers makes;
   AES-GCM-SIV against a seal made one block at a time by RFC 8452.  */
#include "testutils.h"
#include "variants.h"
#include "aes/aes-internal.h"

#if defined(__linux__)
# include <sys/mman.h>
# include <unistd.h>
#endif

struct gcm_size
{
  unsigned bits;
  void (*set_key)(void *key, const uint8_t *k);
  int (*seal)(const void *key, size_t nonce_length, const uint8_t *nonce,
	      size_t ad_length, const uint8_t *ad, size_t length,
	      uint8_t *dst, const uint8_t *src);
  int (*open)(const void *key, size_t nonce_length, const uint8_t *nonce,
	      size_t ad_length, const uint8_t *ad, size_t length,
	      uint8_t *dst, const uint8_t *src);
};

#define SIZE(bits) {							\
    bits,								\
    (void (*)(void *, const uint8_t *)) symcrypt_aes##bits##_gcm_set_key, \
    (int (*)(const void *, size_t, const uint8_t *, size_t, const uint8_t *, \
	     size_t, uint8_t *, const uint8_t *)) symcrypt_aes##bits##_gcm_seal, \
    (int (*)(const void *, size_t, const uint8_t *, size_t, const uint8_t *, \
	     size_t, uint8_t *, const uint8_t *)) symcrypt_aes##bits##_gcm_open, \
  }

static const struct gcm_size sizes[3] = { SIZE(128), SIZE(192), SIZE(256) };

union any_key
{
  struct symcrypt_aes256_gcm_key key;
  uint64_t align;
};

/* D. McGrew and J. Viega, "The Galois/Counter Mode of Operation
   (GCM)", revised 2005, Appendix B: test cases 1-18.  Where the
   ciphertext is NULL only the tag is checked here (the ciphertext is
   then a prefix of an earlier case's, or checked by the round trip and
   the differential test against OpenSSL).  */
static const char plain64[] =
  "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
  "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255";
static const char ad20[] = "feedfacedeadbeeffeedfacedeadbeefabaddad2";
static const char nonce60[] =
  "9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728"
  "c3c0c95156809539fcf0e2429a6b525416aedbf5a0de6a57a637b39b";
static const char kf128[] = "feffe9928665731c6d6a8f9467308308";
static const char kf192[] = "feffe9928665731c6d6a8f9467308308feffe9928665731c";
static const char kf256[] =
  "feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308";
static const char zero128[] = "00000000000000000000000000000000";
static const char zero192[] = "000000000000000000000000000000000000000000000000";
static const char zero256[] =
  "0000000000000000000000000000000000000000000000000000000000000000";

static const struct
{
  unsigned size;		/* index into sizes */
  const char *key, *nonce, *plain;
  size_t plain_length;		/* bytes of PLAIN used */
  const char *ad, *cipher, *tag;
} cases[] = {
  { 0, zero128, "000000000000000000000000", "", 0, "", "",
    "58e2fccefa7e3061367f1d57a4e7455a" },
  { 0, zero128, "000000000000000000000000", zero128, 16, "",
    "0388dace60b6a392f328c2b971b2fe78", "ab6e47d42cec13bdf53a67b21257bddf" },
  { 0, kf128, "cafebabefacedbaddecaf888", plain64, 64, "",
    "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
    "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091473f5985",
    "4d5c2af327cd64a62cf35abd2ba6fab4" },
  { 0, kf128, "cafebabefacedbaddecaf888", plain64, 60, ad20,
    "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
    "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091",
    "5bc94fbc3221a5db94fae95ae7121a47" },
  { 0, kf128, "cafebabefacedbad", plain64, 60, ad20,
    "61353b4c2806934a777ff51fa22a4755699b2a714fcdc6f83766e5f97b6c7423"
    "73806900e49f24b22b097544d4896b424989b5e1ebac0f07c23f4598",
    "3612d2e79e3b0785561be14aaca2fccb" },
  { 0, kf128, nonce60, plain64, 60, ad20,
    "8ce24998625615b603a033aca13fb894be9112a5c3a211a8ba262a3cca7e2ca7"
    "01e4a9a4fba43c90ccdcb281d48c7c6fd62875d2aca417034c34aee5",
    "619cc5aefffe0bfa462af43c1699d050" },
  { 1, zero192, "000000000000000000000000", "", 0, "", "",
    "cd33b28ac773f74ba00ed1f312572435" },
  { 1, zero192, "000000000000000000000000", zero128, 16, "",
    "98e7247c07f0fe411c267e4384b0f600", "2ff58d80033927ab8ef4d4587514f0fb" },
  { 1, kf192, "cafebabefacedbaddecaf888", plain64, 64, "",
    "3980ca0b3c00e841eb06fac4872a2757859e1ceaa6efd984628593b40ca1e19c"
    "7d773d00c144c525ac619d18c84a3f4718e2448b2fe324d9ccda2710acade256",
    "9924a7c8587336bfb118024db8674a14" },
  { 1, kf192, "cafebabefacedbaddecaf888", plain64, 60, ad20, NULL,
    "2519498e80f1478f37ba55bd6d27618c" },
  { 1, kf192, "cafebabefacedbad", plain64, 60, ad20, NULL,
    "65dcc57fcf623a24094fcca40d3533f8" },
  { 1, kf192, nonce60, plain64, 60, ad20, NULL,
    "dcf566ff291c25bbb8568fc3d376a6d9" },
  { 2, zero256, "000000000000000000000000", "", 0, "", "",
    "530f8afbc74536b9a963b4f1c4cb738b" },
  { 2, zero256, "000000000000000000000000", zero128, 16, "",
    "cea7403d4d606b6e074ec5d3baf39d18", "d0d1c8a799996bf0265b98b5d48ab919" },
  { 2, kf256, "cafebabefacedbaddecaf888", plain64, 64, "",
    "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa"
    "8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662898015ad",
    "b094dac5d93471bdec1a502270e3cc6c" },
  { 2, kf256, "cafebabefacedbaddecaf888", plain64, 60, ad20, NULL,
    "76fc6ece0f4e1768cddf8853bb2d551b" },
  { 2, kf256, "cafebabefacedbad", plain64, 60, ad20, NULL,
    "3a337dbf46a792c45e454913fe2ea8f2" },
  { 2, kf256, nonce60, plain64, 60, ad20, NULL,
    "a44a8266ee1c8eb0c8b5d4cf5ae9f19a" },
};

static void
test_spec_cases(void)
{
  unsigned i;
  for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
    {
      const struct gcm_size *size = &sizes[cases[i].size];
      const struct tstring *key = SHEX(cases[i].key);
      const struct tstring *nonce = SHEX(cases[i].nonce);
      const struct tstring *plain = SHEX(cases[i].plain);
      const struct tstring *ad = SHEX(cases[i].ad);
      const struct tstring *tag = SHEX(cases[i].tag);
      size_t length = cases[i].plain_length;
      uint8_t *sealed = test_buf_alloc(length + 16, 1);
      uint8_t *opened = test_buf_alloc(length, 2);
      union any_key k;

      size->set_key(&k, key->data);
      ASSERT_RC(size->seal(&k, nonce->length, nonce->data, ad->length, ad->data,
			   length, sealed, plain->data), SYMCRYPT_OK);
      if (cases[i].cipher)
	ASSERT_BYTES("GCM ciphertext", length, sealed, SHEX(cases[i].cipher)->data);
      ASSERT_BYTES("GCM tag", 16, sealed + length, tag->data);
      ASSERT_RC(size->open(&k, nonce->length, nonce->data, ad->length, ad->data,
			   length + 16, opened, sealed), SYMCRYPT_OK);
      ASSERT_BYTES("GCM open", length, opened, plain->data);
      test_buf_check(sealed);
      test_buf_check(opened);
      test_buf_free(sealed);
      test_buf_free(opened);
    }
}

/* Round trips at random lengths, nonce lengths, alignments, in place;
   and a change of one bit anywhere in the tag, the ciphertext, the
   associated data or the nonce is rejected with DST untouched.  */
static void
test_round_trips_and_forgeries(void)
{
  enum { MAX = 600, MAX_AD = 70, MAX_NONCE = 200 };
  uint8_t *src = test_buf_alloc(MAX, 3), *sealed = test_buf_alloc(MAX + 16, 0);
  uint8_t *dst = test_buf_alloc(MAX + 16, 7), *pattern = test_buf_alloc(MAX + 16, 0);
  uint8_t ad[MAX_AD], nonce[MAX_NONCE], key[32];
  unsigned s, trial;

  for (s = 0; s < 3; s++)
    for (trial = 0; trial < 60; trial++)
      {
	union any_key k;
	size_t length = test_rand_below(trial < 30 ? 70 : MAX + 1);
	size_t ad_length = test_rand_below(MAX_AD + 1);
	size_t nonce_length = trial % 2 ? 12 : 1 + test_rand_below(MAX_NONCE);
	size_t flip;
	test_rand_fill(sizeof(key), key);
	test_rand_fill(length, src);
	test_rand_fill(ad_length, ad);
	test_rand_fill(nonce_length, nonce);
	sizes[s].set_key(&k, key);
	ASSERT_RC(sizes[s].seal(&k, nonce_length, nonce, ad_length, ad, length,
				sealed, src), SYMCRYPT_OK);
	/* In place gives the same.  */
	memcpy(dst, src, length);
	ASSERT_RC(sizes[s].seal(&k, nonce_length, nonce, ad_length, ad, length,
				dst, dst), SYMCRYPT_OK);
	ASSERT_BYTES("GCM seal in place", length + 16, dst, sealed);
	ASSERT_RC(sizes[s].open(&k, nonce_length, nonce, ad_length, ad, length + 16,
				dst, dst), SYMCRYPT_OK);
	ASSERT_BYTES("GCM open in place", length, dst, src);

	test_rand_fill(MAX + 16, pattern);
	/* A flipped bit of the sealed message (ciphertext or tag).  */
	flip = test_rand_below(8 * (length + 16));
	sealed[flip / 8] ^= (uint8_t) (1u << (flip % 8));
	memcpy(dst, pattern, MAX + 16);
	ASSERT_RC(sizes[s].open(&k, nonce_length, nonce, ad_length, ad, length + 16,
				dst, sealed), SYMCRYPT_EAUTH);
	ASSERT_BYTES("nothing written on forgery", MAX + 16, dst, pattern);
	sealed[flip / 8] ^= (uint8_t) (1u << (flip % 8));
	/* A flipped bit of the associated data.  */
	if (ad_length > 0)
	  {
	    flip = test_rand_below(8 * ad_length);
	    ad[flip / 8] ^= (uint8_t) (1u << (flip % 8));
	    ASSERT_RC(sizes[s].open(&k, nonce_length, nonce, ad_length, ad,
				    length + 16, dst, sealed), SYMCRYPT_EAUTH);
	    ASSERT_BYTES("nothing written on forgery", MAX + 16, dst, pattern);
	    ad[flip / 8] ^= (uint8_t) (1u << (flip % 8));
	  }
	/* Another nonce.  */
	flip = test_rand_below(8 * nonce_length);
	nonce[flip / 8] ^= (uint8_t) (1u << (flip % 8));
	ASSERT_RC(sizes[s].open(&k, nonce_length, nonce, ad_length, ad,
				length + 16, dst, sealed), SYMCRYPT_EAUTH);
	ASSERT_BYTES("nothing written on forgery", MAX + 16, dst, pattern);
	nonce[flip / 8] ^= (uint8_t) (1u << (flip % 8));
	/* A truncated message.  */
	if (length > 0)
	  ASSERT_RC(sizes[s].open(&k, nonce_length, nonce, ad_length, ad,
				  length + 15, dst, sealed), SYMCRYPT_EAUTH);
	ASSERT_BYTES("nothing written on forgery", MAX + 16, dst, pattern);
	/* And the genuine one again, in place.  */
	ASSERT_RC(sizes[s].open(&k, nonce_length, nonce, ad_length, ad,
				length + 16, sealed, sealed), SYMCRYPT_OK);
	ASSERT_BYTES("GCM open", length, sealed, src);
      }
  test_buf_check(src);
  test_buf_check(sealed);
  test_buf_check(dst);
  test_buf_free(src);
  test_buf_free(sealed);
  test_buf_free(dst);
  test_buf_free(pattern);
}

/* The detached forms: the bytes of seal's ciphertext and the first
   TAG_LENGTH bytes of its tag (so OpenSSL's too, which test_gcm in
   openssl-test compares seal with), at random lengths (past the
   length from which open hashes while it makes keystream), alignments
   and tag lengths, in place; a wrong tag or tag length refused with
   nothing written.  */
typedef int gcm_detached_fn(const void *key, size_t nonce_length,
			    const uint8_t *nonce, size_t ad_length,
			    const uint8_t *ad, size_t length, uint8_t *dst,
			    size_t tag_length, uint8_t *tag, const uint8_t *src);

static void
test_detached(void)
{
  static gcm_detached_fn *const seal[3] = {
    (gcm_detached_fn *) symcrypt_aes128_gcm_seal_detached,
    (gcm_detached_fn *) symcrypt_aes192_gcm_seal_detached,
    (gcm_detached_fn *) symcrypt_aes256_gcm_seal_detached,
  };
  static gcm_detached_fn *const open[3] = {
    (gcm_detached_fn *) symcrypt_aes128_gcm_open_detached,
    (gcm_detached_fn *) symcrypt_aes192_gcm_open_detached,
    (gcm_detached_fn *) symcrypt_aes256_gcm_open_detached,
  };
  static const size_t tag_lengths[] = { 4, 8, 12, 13, 14, 15, 16 };
  static const size_t bad_tag_lengths[] = { 0, 1, 3, 5, 7, 9, 10, 11, 17, 32 };
  enum { MAX = 20000 };
  uint8_t *src = test_buf_alloc(MAX, 5), *sealed = test_buf_alloc(MAX + 16, 0);
  uint8_t *dst = test_buf_alloc(MAX, 3), *pattern = test_buf_alloc(MAX, 0);
  uint8_t ad[40], nonce[40], key[32], tag[16];
  unsigned s, trial, trials = test_trials(60);

  for (s = 0; s < 3; s++)
    for (trial = 0; trial < trials; trial++)
      {
	union any_key k;
	size_t length = trial % 6 == 5 ? 512 + test_rand_below(MAX - 511)
	  : test_rand_below(300);
	size_t ad_length = test_rand_below(sizeof(ad) + 1);
	size_t nonce_length = trial % 2 ? 12 : 1 + test_rand_below(sizeof(nonce));
	size_t tag_length = tag_lengths[test_rand_below(7)];
	size_t off = test_rand_below(MAX - length + 1), flip, i;
	uint8_t *d = dst + off;

	test_rand_fill(sizeof(key), key);
	test_rand_fill(length, src);
	test_rand_fill(ad_length, ad);
	test_rand_fill(nonce_length, nonce);
	sizes[s].set_key(&k, key);
	ASSERT_RC(sizes[s].seal(&k, nonce_length, nonce, ad_length, ad, length,
				sealed, src), SYMCRYPT_OK);
	memset(tag, 0xee, sizeof(tag));
	ASSERT_RC(seal[s](&k, nonce_length, nonce, ad_length, ad, length, d,
			  tag_length, tag, src), SYMCRYPT_OK);
	ASSERT_BYTES("GCM seal_detached ciphertext", length, d, sealed);
	ASSERT_BYTES("GCM seal_detached tag", tag_length, tag, sealed + length);
	for (i = tag_length; i < sizeof(tag); i++)
	  ASSERT(tag[i] == 0xee);
	/* In place.  */
	memcpy(d, src, length);
	ASSERT_RC(seal[s](&k, nonce_length, nonce, ad_length, ad, length, d,
			  tag_length, tag, d), SYMCRYPT_OK);
	ASSERT_BYTES("GCM seal_detached in place", length, d, sealed);
	ASSERT_RC(open[s](&k, nonce_length, nonce, ad_length, ad, length, d,
			  tag_length, tag, d), SYMCRYPT_OK);
	ASSERT_BYTES("GCM open_detached in place", length, d, src);

	/* A flipped bit of the ciphertext or of the tag's bytes.  */
	test_rand_fill(MAX, pattern);
	memcpy(dst, pattern, MAX);
	flip = test_rand_below(8 * (length + tag_length));
	if (flip < 8 * length)
	  sealed[flip / 8] ^= (uint8_t) (1u << (flip % 8));
	else
	  tag[flip / 8 - length] ^= (uint8_t) (1u << (flip % 8));
	ASSERT_RC(open[s](&k, nonce_length, nonce, ad_length, ad, length, d,
			  tag_length, tag, sealed), SYMCRYPT_EAUTH);
	ASSERT_BYTES("nothing written on a detached forgery", MAX, dst, pattern);
	if (flip < 8 * length)
	  sealed[flip / 8] ^= (uint8_t) (1u << (flip % 8));
	else
	  tag[flip / 8 - length] ^= (uint8_t) (1u << (flip % 8));
	/* Lengths of tag SP 800-38D does not name.  */
	for (i = 0; i < sizeof(bad_tag_lengths) / sizeof(bad_tag_lengths[0]); i++)
	  {
	    ASSERT_RC(seal[s](&k, nonce_length, nonce, ad_length, ad, length, d,
			      bad_tag_lengths[i], tag, src), SYMCRYPT_EINVAL);
	    ASSERT_RC(open[s](&k, nonce_length, nonce, ad_length, ad, length, d,
			      bad_tag_lengths[i], tag, sealed), SYMCRYPT_EINVAL);
	  }
	ASSERT_BYTES("nothing written on a bad tag length", MAX, dst, pattern);
	ASSERT_RC(open[s](&k, nonce_length, nonce, ad_length, ad, length, d,
			  tag_length, tag, sealed), SYMCRYPT_OK);
	ASSERT_BYTES("GCM open_detached", length, d, src);
      }
  test_buf_check(src);
  test_buf_check(sealed);
  test_buf_check(dst);
  test_buf_free(src);
  test_buf_free(sealed);
  test_buf_free(dst);
  test_buf_free(pattern);
}

/* Streaming: associated data and message in random pieces (of one
   byte to a few blocks, or all at once) give seal's ciphertext and
   tag; decrypt in pieces gives the plaintext back and the same tag;
   the calls out of order are refused.  */
#define STREAM_FUNCTIONS(bits)						\
  static void								\
  stream##bits(const void *key, int encrypt, size_t nonce_length,	\
	       const uint8_t *nonce, size_t ad_length, const uint8_t *ad, \
	       size_t length, uint8_t *dst, const uint8_t *src,		\
	       size_t tag_length, uint8_t *tag)				\
  {									\
    struct symcrypt_aes##bits##_gcm_ctx ctx;				\
    size_t done, n;							\
    symcrypt_aes##bits##_gcm_start(&ctx, key, nonce_length, nonce);	\
    for (done = 0; done < ad_length; done += n)				\
      {									\
	n = piece(ad_length - done);					\
	ASSERT_RC(symcrypt_aes##bits##_gcm_update(&ctx, n, ad + done), SYMCRYPT_OK); \
      }									\
    for (done = 0; done < length; done += n)				\
      {									\
	n = piece(length - done);					\
	ASSERT_RC((encrypt ? symcrypt_aes##bits##_gcm_encrypt		\
		   : symcrypt_aes##bits##_gcm_decrypt)(&ctx, n, dst + done, \
						       src + done),	\
		  SYMCRYPT_OK);						\
	if (test_rand_below(4) == 0)					\
	  ASSERT_RC(symcrypt_aes##bits##_gcm_update(&ctx, 0, NULL),	\
		    SYMCRYPT_EINVAL);					\
      }									\
    ASSERT_RC(symcrypt_aes##bits##_gcm_digest(&ctx, 11, tag), SYMCRYPT_EINVAL); \
    ASSERT_RC(symcrypt_aes##bits##_gcm_digest(&ctx, tag_length, tag),	\
	      SYMCRYPT_OK);						\
    ASSERT_RC(symcrypt_aes##bits##_gcm_digest(&ctx, tag_length, tag),	\
	      SYMCRYPT_EINVAL);						\
    ASSERT_RC(symcrypt_aes##bits##_gcm_encrypt(&ctx, 0, NULL, NULL),	\
	      SYMCRYPT_EINVAL);						\
    ASSERT_RC(symcrypt_aes##bits##_gcm_update(&ctx, 0, NULL), SYMCRYPT_EINVAL); \
  }

/* A piece of at most LEFT bytes: all of it, a few blocks, or a few
   bytes.  */
static size_t
piece(size_t left)
{
  size_t n;
  switch (test_rand_below(4))
    {
    case 0:
      n = left;
      break;
    case 1:
      n = 1 + test_rand_below(100);
      break;
    case 2:
      n = 16 * (1 + test_rand_below(20));
      break;
    default:
      n = 1 + test_rand_below(17);
    }
  return n < left ? n : left;
}

STREAM_FUNCTIONS(128)
STREAM_FUNCTIONS(192)
STREAM_FUNCTIONS(256)

typedef void stream_fn(const void *key, int encrypt, size_t nonce_length,
		       const uint8_t *nonce, size_t ad_length,
		       const uint8_t *ad, size_t length, uint8_t *dst,
		       const uint8_t *src, size_t tag_length, uint8_t *tag);

static void
test_streaming(void)
{
  static stream_fn *const stream[3] = { stream128, stream192, stream256 };
  enum { MAX = 20000 };
  uint8_t *src = test_buf_alloc(MAX, 9), *sealed = test_buf_alloc(MAX + 16, 0);
  uint8_t *dst = test_buf_alloc(MAX, 2);
  uint8_t ad[300], nonce[40], key[32], tag[16];
  unsigned s, trial, trials = test_trials(80);

  for (s = 0; s < 3; s++)
    for (trial = 0; trial < trials; trial++)
      {
	union any_key k;
	size_t length = trial % 8 == 7 ? test_rand_below(MAX + 1)
	  : test_rand_below(700);
	size_t ad_length = test_rand_below(sizeof(ad) + 1);
	size_t nonce_length = trial % 2 ? 12 : 1 + test_rand_below(sizeof(nonce));
	size_t tag_length = trial % 3 ? 16 : 12;
	int in_place = trial % 4 == 0;

	test_rand_fill(sizeof(key), key);
	test_rand_fill(length, src);
	test_rand_fill(ad_length, ad);
	test_rand_fill(nonce_length, nonce);
	sizes[s].set_key(&k, key);
	ASSERT_RC(sizes[s].seal(&k, nonce_length, nonce, ad_length, ad, length,
				sealed, src), SYMCRYPT_OK);
	if (in_place)
	  memcpy(dst, src, length);
	stream[s](&k, 1, nonce_length, nonce, ad_length, ad, length, dst,
		  in_place ? dst : src, tag_length, tag);
	ASSERT_BYTES("GCM streaming ciphertext", length, dst, sealed);
	ASSERT_BYTES("GCM streaming tag", tag_length, tag, sealed + length);
	if (!in_place)
	  memcpy(dst, sealed, length);
	memset(tag, 0, sizeof(tag));
	stream[s](&k, 0, nonce_length, nonce, ad_length, ad, length, dst,
		  in_place ? dst : sealed, tag_length, tag);
	ASSERT_BYTES("GCM streaming decryption", length, dst, src);
	ASSERT_BYTES("GCM streaming decryption's tag", tag_length, tag,
		     sealed + length);
      }

  /* A context started with no nonce refuses everything.  */
  {
    union any_key k;
    struct symcrypt_aes128_gcm_ctx ctx;
    sizes[0].set_key(&k, key);
    symcrypt_aes128_gcm_start(&ctx, (const struct symcrypt_aes128_gcm_key *) &k,
			      0, nonce);
    ASSERT_RC(symcrypt_aes128_gcm_update(&ctx, 1, ad), SYMCRYPT_EINVAL);
    ASSERT_RC(symcrypt_aes128_gcm_encrypt(&ctx, 1, dst, src), SYMCRYPT_EINVAL);
    ASSERT_RC(symcrypt_aes128_gcm_decrypt(&ctx, 1, dst, src), SYMCRYPT_EINVAL);
    ASSERT_RC(symcrypt_aes128_gcm_digest(&ctx, 16, tag), SYMCRYPT_EINVAL);
  }
  test_buf_check(src);
  test_buf_check(sealed);
  test_buf_check(dst);
  test_buf_free(src);
  test_buf_free(sealed);
  test_buf_free(dst);
}

/* The 32-bit counter wrap.  A 16-byte nonce N gives
   J0 = ((N H) + L) H with L its length block, so the nonce for a
   chosen J0 is ((J0 / H) + L) / H: choose J0 with its last 32 bits at
   2^32 - 4 and check that the keystream of the five blocks from
   inc32(J0) is that of those counter blocks, the last two past the
   wrap, with the first 96 bits unchanged.  */
static void
test_counter32_wrap(void)
{
  uint8_t key[16], j0[16], nonce[16], inverse[16], length_block[16];
  uint8_t zeros[80], sealed[96], expected[80], keys[16 * 11];
  struct symcrypt_aes128_gcm_key k;
  unsigned i;

  test_rand_fill(sizeof(key), key);
  symcrypt_aes128_gcm_set_key(&k, key);
  _symcrypt_aes_encrypt_keys(keys, 10, key);
  /* 1 / H = H^(2^128 - 2): 127 times square and multiply, then square
     (the one of GF(2^128) is the block 80 00 .. 00).  */
  memset(inverse, 0, 16);
  inverse[0] = 0x80;
  for (i = 0; i < 127; i++)
    {
      _symcrypt_gf128_mul(inverse, inverse, inverse);
      _symcrypt_gf128_mul(inverse, inverse, k.powers);
    }
  _symcrypt_gf128_mul(inverse, inverse, inverse);
  _symcrypt_gf128_mul(nonce, inverse, k.powers);
  ASSERT(nonce[0] == 0x80);
  for (i = 1; i < 16; i++)
    ASSERT(nonce[i] == 0);

  test_rand_fill(12, j0);
  memset(j0 + 12, 0xff, 4);
  j0[15] = 0xfc;
  memset(length_block, 0, 16);
  length_block[15] = 128;
  _symcrypt_gf128_mul(nonce, j0, inverse);
  for (i = 0; i < 16; i++)
    nonce[i] ^= length_block[i];
  _symcrypt_gf128_mul(nonce, nonce, inverse);

  for (i = 0; i < 5; i++)
    {
      uint32_t low = 0xfffffffdu + i;
      memcpy(expected + 16 * i, j0, 12);
      expected[16 * i + 12] = (uint8_t) (low >> 24);
      expected[16 * i + 13] = (uint8_t) (low >> 16);
      expected[16 * i + 14] = (uint8_t) (low >> 8);
      expected[16 * i + 15] = (uint8_t) low;
    }
  _symcrypt_aes_encrypt_blocks(keys, 10, 5, expected, expected);
  memset(zeros, 0, sizeof(zeros));
  ASSERT_RC(symcrypt_aes128_gcm_seal(&k, sizeof(nonce), nonce, 0, NULL,
				     sizeof(zeros), sealed, zeros), SYMCRYPT_OK);
  ASSERT_BYTES("keystream across the 32-bit wrap", sizeof(zeros), sealed,
	       expected);
  ASSERT_RC(symcrypt_aes128_gcm_open(&k, sizeof(nonce), nonce, 0, NULL,
				     sizeof(sealed), sealed, sealed), SYMCRYPT_OK);
  ASSERT_BYTES("open across the 32-bit wrap", sizeof(zeros), sealed, zeros);
}

/* Bad lengths: nothing written, SYMCRYPT_EINVAL.  */
static void
test_bad_input(void)
{
  uint8_t key[32], nonce[12], src[64], dst[80], pattern[80];
  unsigned s;
  size_t length;

  test_rand_fill(sizeof(key), key);
  test_rand_fill(sizeof(nonce), nonce);
  test_rand_fill(sizeof(src), src);
  memset(pattern, 0x5a, sizeof(pattern));
  for (s = 0; s < 3; s++)
    {
      union any_key k;
      sizes[s].set_key(&k, key);
      memcpy(dst, pattern, sizeof(dst));
      ASSERT_RC(sizes[s].seal(&k, 0, nonce, 0, NULL, 16, dst, src),
		SYMCRYPT_EINVAL);
      ASSERT_RC(sizes[s].open(&k, 0, nonce, 0, NULL, 32, dst, src),
		SYMCRYPT_EINVAL);
      for (length = 0; length < 16; length++)
	ASSERT_RC(sizes[s].open(&k, 12, nonce, 0, NULL, length, dst, src),
		  SYMCRYPT_EINVAL);
      /* Past 2^36 - 32 bytes of plaintext: rejected before any byte is
	 read.  */
      if (sizeof(size_t) > 4)
	{
	  size_t big = (size_t) SYMCRYPT_GCM_MAX_LENGTH + 1;
	  ASSERT_RC(sizes[s].seal(&k, 12, nonce, 0, NULL, big, dst, src),
		    SYMCRYPT_EINVAL);
	  ASSERT_RC(sizes[s].open(&k, 12, nonce, 0, NULL, big + 16, dst, src),
		    SYMCRYPT_EINVAL);
	}
      ASSERT_BYTES("nothing written", sizeof(dst), dst, pattern);
      /* GMAC: no plaintext; and the shortest open.  */
      ASSERT_RC(sizes[s].seal(&k, 12, nonce, sizeof(src), src, 0, dst, NULL),
		SYMCRYPT_OK);
      ASSERT_RC(sizes[s].open(&k, 12, nonce, sizeof(src), src, 16, NULL, dst),
		SYMCRYPT_OK);
    }
}

/* ghash_blocks: each variant against the C twin at random block
   counts (a third of them past x86_64/vaes's turns of sixteen, from 80
   blocks on, some a block either side of it), and the C twin against
   the product one block at a time.  */
static void
test_ghash(void)
{
  enum { MAX_BLOCKS = 600 };
  uint8_t *data = test_buf_alloc(16 * MAX_BLOCKS, 5);
  uint8_t powers[16 * SYMCRYPT_GCM_POWERS], state[16], ref[16], slow[16];
  const struct symcrypt_variant *v, *c = test_variant_c(SYMCRYPT_FN_ghash_blocks);
  unsigned trial, i;

  for (trial = 0; trial < 50; trial++)
    {
      size_t blocks = test_rand_below(trial % 3 ? 41 : MAX_BLOCKS + 1);
      if (trial % 10 == 9)
	blocks = 79 + test_rand_below(3);
      test_rand_fill(16, powers);
      for (i = 1; i < SYMCRYPT_GCM_POWERS; i++)
	_symcrypt_gf128_mul(powers + 16 * i, powers + 16 * (i - 1), powers);
      test_rand_fill(16, state);
      test_rand_fill(16 * blocks, data);
      /* Y = (Y + X) H, one block at a time.  */
      memcpy(slow, state, 16);
      for (i = 0; i < blocks; i++)
	{
	  unsigned j;
	  for (j = 0; j < 16; j++)
	    slow[j] ^= data[16 * i + j];
	  _symcrypt_gf128_mul(slow, slow, powers);
	}
      memcpy(ref, state, 16);
      VARIANT_FN(ghash_blocks, c)(powers, ref, blocks, data);
      ASSERT_BYTES("ghash_blocks_c", 16, ref, slow);
      for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_ghash_blocks))
	{
	  memcpy(slow, state, 16);
	  VARIANT_FN(ghash_blocks, v)(powers, slow, blocks, data);
	  ASSERT_BYTES("ghash_blocks", 16, slow, ref);
	}
    }
  test_buf_check(data);
  test_buf_free(data);
}

/* POLYVAL by the relation of RFC 8452, appendix A, one block at a
   time through _symcrypt_gf128_mul: STATE becomes the byte reversal of
   (ByteReverse(STATE) + ByteReverse(X_i)) H' for each block, H' the key's
   GHASH form at POWERS.  */
static void
polyval_slow(const uint8_t *powers, uint8_t *state, size_t blocks,
	     const uint8_t *data)
{
  uint8_t y[16];
  size_t i;
  unsigned j;
  for (j = 0; j < 16; j++)
    y[j] = state[15 - j];
  for (i = 0; i < blocks; i++)
    {
      for (j = 0; j < 16; j++)
	y[j] ^= data[16 * i + 15 - j];
      _symcrypt_gf128_mul(y, y, powers);
    }
  for (j = 0; j < 16; j++)
    state[j] = y[15 - j];
}

/* H' = mulX_GHASH(ByteReverse(H)) to DST (RFC 8452, appendix A): the
   reversed key shifted right by a bit, 0xe1 into the first byte when
   a bit leaves.  */
static void
ghash_form(uint8_t *dst, const uint8_t *h)
{
  uint8_t r[16];
  unsigned carry = 0, i;
  for (i = 0; i < 16; i++)
    r[i] = h[15 - i];
  for (i = 0; i < 16; i++)
    {
      unsigned next = r[i] & 1;
      dst[i] = (uint8_t) ((r[i] >> 1) | (carry << 7));
      carry = next;
    }
  if (carry)
    dst[0] ^= 0xe1;
}

/* polyval_blocks: the example of RFC 8452, appendix A (H, two blocks,
   their POLYVAL), then each variant against the C twin and the C twin
   against polyval_slow at random block counts (past the turns of
   sixteen of x86_64/vaes512, some a block either side of five turns)
   and alignments.  */
static void
test_polyval(void)
{
  enum { MAX_BLOCKS = 600 };
  const struct tstring *h = SHEX("25629347589242761d31f826ba4b757b");
  const struct tstring *x = SHEX("4f4f95668c83dfb6401762bb2d01a262"
				 "d1a24ddd2721d006bbe45f20d3c9f362");
  const struct tstring *expected = SHEX("f7a3b47b846119fae5b7866cf5e5b77e");
  uint8_t *buf = test_buf_alloc(16 * MAX_BLOCKS + 15, 0);
  uint8_t powers[16 * SYMCRYPT_GCM_POWERS], state[16], ref[16], slow[16];
  const struct symcrypt_variant *v, *c = test_variant_c(SYMCRYPT_FN_polyval_blocks);
  unsigned trial, i, calls = 0;

  ghash_form(powers, h->data);
  for (i = 1; i < SYMCRYPT_GCM_POWERS; i++)
    _symcrypt_gf128_mul(powers + 16 * i, powers + 16 * (i - 1), powers);
  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_polyval_blocks))
    {
      memset(state, 0, 16);
      VARIANT_FN(polyval_blocks, v)(powers, state, 2, x->data);
      ASSERT_BYTES("RFC 8452 POLYVAL", 16, state, expected->data);
    }

  for (trial = 0; trial < 60; trial++)
    {
      size_t blocks = test_rand_below(trial % 3 ? 41 : MAX_BLOCKS + 1);
      unsigned align = (unsigned) test_rand_below(16);
      uint8_t *data = buf + align;
      if (trial % 10 == 9)
	blocks = 79 + test_rand_below(3);
      test_rand_fill(16, powers);
      for (i = 1; i < SYMCRYPT_GCM_POWERS; i++)
	_symcrypt_gf128_mul(powers + 16 * i, powers + 16 * (i - 1), powers);
      test_rand_fill(16, state);
      test_rand_fill(16 * blocks, data);
      memcpy(slow, state, 16);
      polyval_slow(powers, slow, blocks, data);
      memcpy(ref, state, 16);
      VARIANT_FN(polyval_blocks, c)(powers, ref, blocks, data);
      ASSERT_BYTES("polyval_blocks_c", 16, ref, slow);
      for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_polyval_blocks))
	{
	  memcpy(slow, state, 16);
	  VARIANT_FN(polyval_blocks, v)(powers, slow, blocks, data);
	  if (test_verbose && trial == 0)
	    fprintf(stderr, "polyval_blocks (%s)\n", v->label);
	  ASSERT_BYTES("polyval_blocks", 16, slow, ref);
	  calls++;
	}
    }
  ASSERT(calls > 0);
  test_buf_check(buf);
  test_buf_free(buf);
}

/* LENGTH bytes at DATA into the POLYVAL value Y by polyval_slow, the
   last block padded with zeros.  */
static void
polyval_slow_padded(const uint8_t *powers, uint8_t *y, size_t length,
		    const uint8_t *data)
{
  uint8_t last[16];
  polyval_slow(powers, y, length / 16, data);
  if (length % 16 > 0)
    {
      memset(last, 0, 16);
      memcpy(last, data + length - length % 16, length % 16);
      polyval_slow(powers, y, 1, last);
    }
}

/* AES-GCM-SIV seal by RFC 8452, section 4, one block at a time from
   the C twins of the AES key schedule and block function and
   polyval_slow: DST gets the ciphertext of LENGTH bytes and the tag,
   for KEY of KEY_SIZE (16 or 32) bytes.  */
static void
gcm_siv_slow(const uint8_t *key, size_t key_size, const uint8_t *nonce,
	     size_t ad_length, const uint8_t *ad, size_t length,
	     uint8_t *dst, const uint8_t *src)
{
  unsigned nr = key_size == 16 ? 10 : 14, n = key_size == 16 ? 4 : 6, i;
  uint8_t kgk[16 * 15], keys[16 * 15], block[16], h[16], message_key[32];
  uint8_t powers[16], y[16], tag[16], counter[16];
  size_t k;

  _symcrypt_aes_encrypt_keys_c(kgk, nr, key);
  for (i = 0; i < n; i++)
    {
      memset(block, 0, 4);
      block[0] = (uint8_t) i;
      memcpy(block + 4, nonce, 12);
      _symcrypt_aes_encrypt_blocks_c(kgk, nr, 1, block, block);
      memcpy(i < 2 ? h + 8 * i : message_key + 8 * (i - 2), block, 8);
    }
  _symcrypt_aes_encrypt_keys_c(keys, nr, message_key);
  ghash_form(powers, h);

  memset(y, 0, 16);
  polyval_slow_padded(powers, y, ad_length, ad);
  polyval_slow_padded(powers, y, length, src);
  for (i = 0; i < 8; i++)
    {
      block[i] = (uint8_t) (((uint64_t) ad_length << 3) >> (8 * i));
      block[8 + i] = (uint8_t) (((uint64_t) length << 3) >> (8 * i));
    }
  polyval_slow(powers, y, 1, block);
  for (i = 0; i < 12; i++)
    y[i] ^= nonce[i];
  y[15] &= 0x7f;
  _symcrypt_aes_encrypt_blocks_c(keys, nr, 1, tag, y);

  memcpy(counter, tag, 16);
  counter[15] |= 0x80;
  for (k = 0; k < length; k++)
    {
      if (k % 16 == 0)
	{
	  _symcrypt_aes_encrypt_blocks_c(keys, nr, 1, block, counter);
	  for (i = 0; i < 4 && ++counter[i] == 0; i++)
	    ;
	}
      dst[k] = src[k] ^ block[k % 16];
    }
  memcpy(dst + length, tag, 16);
}

/* AES-GCM-SIV seal against gcm_siv_slow at random lengths of the
   associated data and the message, both key sizes: the short hash of
   src/aes/gcm-siv.c (at most eight blocks with the lengths', in calls
   of one or two blocks) around its limit, and the long one; open in
   place takes each back.  */
static void
test_gcm_siv_slow(void)
{
  uint8_t key[32], nonce[12], ad[100], src[300], dst[316], ref[316];
  struct symcrypt_aes128_gcm_siv_key k128;
  struct symcrypt_aes256_gcm_siv_key k256;
  unsigned trial;

  for (trial = 0; trial < 400; trial++)
    {
      int wide = trial % 2, small = trial % 4 < 2;
      size_t ad_length = test_rand_below(small ? 49 : sizeof(ad) + 1);
      size_t length = test_rand_below(small ? 97 : sizeof(src) + 1);
      test_rand_fill(sizeof(key), key);
      test_rand_fill(sizeof(nonce), nonce);
      test_rand_fill(ad_length, ad);
      test_rand_fill(length, src);
      gcm_siv_slow(key, wide ? 32 : 16, nonce, ad_length, ad, length, ref,
		   src);
      if (wide)
	{
	  symcrypt_aes256_gcm_siv_set_key(&k256, key);
	  ASSERT(symcrypt_aes256_gcm_siv_seal(&k256, nonce, ad_length, ad,
					      length, dst, src)
		 == SYMCRYPT_OK);
	}
      else
	{
	  symcrypt_aes128_gcm_siv_set_key(&k128, key);
	  ASSERT(symcrypt_aes128_gcm_siv_seal(&k128, nonce, ad_length, ad,
					      length, dst, src)
		 == SYMCRYPT_OK);
	}
      ASSERT_BYTES("gcm-siv seal against the slow one", length + 16, dst,
		   ref);
      ASSERT((wide ? symcrypt_aes256_gcm_siv_open(&k256, nonce, ad_length,
						   ad, length + 16, dst, dst)
	      : symcrypt_aes128_gcm_siv_open(&k128, nonce, ad_length, ad,
					     length + 16, dst, dst))
	     == SYMCRYPT_OK);
      ASSERT_BYTES("gcm-siv open in place", length, dst, src);
    }
}

/* The powers of H as the key setups make them (ghash_powers's C twin
   for GCM, src/aes/gcm-siv.c for the hash key of AES-GCM-SIV): H^i the
   hash of a zero block from the state H^(i - 1), one block a call, by
   each variant of ghash_blocks and polyval_blocks, against the powers
   of the C products.  The slots not yet made hold random bytes, so
   that a variant whose one-block call used another power than H^1
   fails.  Each variant of ghash_powers from H, with random bytes after
   it, likewise.  Then the powers that the AES-128 and AES-256 set_key
   store, against the C products from their H.  */
static void
test_powers(void)
{
  static const uint8_t zero[16];
  uint8_t ref[16 * SYMCRYPT_GCM_POWERS], powers[16 * SYMCRYPT_GCM_POWERS];
  uint8_t key[32], y[16];
  const struct symcrypt_variant *v;
  struct symcrypt_aes128_gcm_key k128;
  struct symcrypt_aes256_gcm_key k256;
  unsigned trial, i, j, calls = 0;

  for (trial = 0; trial < 20; trial++)
    {
      test_rand_fill(16, ref);
      for (i = 1; i < SYMCRYPT_GCM_POWERS; i++)
	_symcrypt_gf128_mul(ref + 16 * i, ref + 16 * (i - 1), ref);
      for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_ghash_blocks))
	{
	  memcpy(powers, ref, 16);
	  test_rand_fill(sizeof(powers) - 16, powers + 16);
	  for (i = 1; i < SYMCRYPT_GCM_POWERS; i++)
	    {
	      memcpy(powers + 16 * i, powers + 16 * (i - 1), 16);
	      VARIANT_FN(ghash_blocks, v)(powers, powers + 16 * i, 1, zero);
	    }
	  if (test_verbose && trial == 0)
	    fprintf(stderr, "powers by ghash_blocks (%s)\n", v->label);
	  ASSERT_BYTES("powers by ghash_blocks", sizeof(ref), powers, ref);
	  calls++;
	}
      for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_ghash_powers))
	{
	  memcpy(powers, ref, 16);
	  test_rand_fill(sizeof(powers) - 16, powers + 16);
	  VARIANT_FN(ghash_powers, v)(powers);
	  if (test_verbose && trial == 0)
	    fprintf(stderr, "powers by ghash_powers (%s)\n", v->label);
	  ASSERT_BYTES("powers by ghash_powers", sizeof(ref), powers, ref);
	  calls++;
	}
      /* POLYVAL's state is the byte reversal of GHASH's.  */
      for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_polyval_blocks))
	{
	  memcpy(powers, ref, 16);
	  test_rand_fill(sizeof(powers) - 16, powers + 16);
	  for (i = 1; i < SYMCRYPT_GCM_POWERS; i++)
	    {
	      for (j = 0; j < 16; j++)
		y[j] = powers[16 * i - 1 - j];
	      VARIANT_FN(polyval_blocks, v)(powers, y, 1, zero);
	      for (j = 0; j < 16; j++)
		powers[16 * i + j] = y[15 - j];
	    }
	  if (test_verbose && trial == 0)
	    fprintf(stderr, "powers by polyval_blocks (%s)\n", v->label);
	  ASSERT_BYTES("powers by polyval_blocks", sizeof(ref), powers, ref);
	  calls++;
	}

      test_rand_fill(sizeof(key), key);
      symcrypt_aes128_gcm_set_key(&k128, key);
      symcrypt_aes256_gcm_set_key(&k256, key);
      memcpy(ref, k128.powers, 16);
      memcpy(powers, k256.powers, 16);
      for (i = 1; i < SYMCRYPT_GCM_POWERS; i++)
	{
	  _symcrypt_gf128_mul(ref + 16 * i, ref + 16 * (i - 1), ref);
	  _symcrypt_gf128_mul(powers + 16 * i, powers + 16 * (i - 1), powers);
	}
      ASSERT_BYTES("aes128 set_key powers", sizeof(ref), k128.powers, ref);
      ASSERT_BYTES("aes256 set_key powers", sizeof(ref), k256.powers, powers);
    }
  ASSERT(calls >= 60);
}

/* gcm_encrypt: each variant against the C twin with real keys, at
   random lengths (whole turns of 256 bytes and a byte either side
   among them; about half of the longer ones take x86_64/vaes's turns
   of sixteen blocks, from 4 KiB on), alignments, in place, counters
   about to wrap 2^32.  */
static void
test_gcm_encrypt(void)
{
  enum { MAX = 9000 };
  uint8_t *src = test_buf_alloc(MAX, 0), *ref = test_buf_alloc(MAX, 0);
  uint8_t *out = test_buf_alloc(MAX + 16, 0);
  uint8_t cs[32], ref_cs[32], var_cs[32], key[32];
  const struct symcrypt_variant *v, *c = test_variant_c(SYMCRYPT_FN_gcm_encrypt);
  unsigned s, trial, calls = 0;

  for (s = 0; s < 3; s++)
    for (trial = 0; trial < 40; trial++)
      {
	union any_key k;
	/* The round keys and then the powers, as gcm_encrypt reads them.  */
	const uint8_t *keys = (const uint8_t *) &k;
	unsigned nr = 10 + 2 * s;
	size_t length = test_rand_below(trial < 20 ? 600 : MAX + 1);
	unsigned align = (unsigned) test_rand_below(16);
	uint8_t *dst = out + align;
	int in_place = trial % 3 == 0;
	if (trial % 5 == 4)
	  length = 256 * (1 + test_rand_below(MAX / 256 - 1))
	    + test_rand_below(3) - 1;
	test_rand_fill(sizeof(key), key);
	sizes[s].set_key(&k, key);
	test_rand_fill(length, src);
	test_rand_fill(32, cs);
	if (trial % 4 == 1)
	  {
	    memset(cs + 12, 0xff, 4);
	    cs[15] -= (uint8_t) test_rand_below(40);
	    /* Every turn of 8 or 16 blocks then starts at a last byte of
	       15 modulo 16: one of them at the last that cannot carry.
	       Or of 12 or 13 modulo 16: x86_64/vaes512's turns, whose
	       lanes of four counters add 16 to c + 3 as they are up to a
	       last byte of 236, and from the numbers from 237.  */
	    if (trial % 8 == 5)
	      cs[15] |= 0x0f;
	    else
	      cs[15] = (uint8_t) ((cs[15] & 0xf0) | (12 + trial / 8 % 2));
	  }
	memcpy(ref_cs, cs, 32);
	VARIANT_FN(gcm_encrypt, c)(keys, nr, ref_cs, length, ref, src);
	for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_gcm_encrypt))
	  {
	    memcpy(var_cs, cs, 32);
	    if (in_place)
	      memcpy(dst, src, length);
	    VARIANT_FN(gcm_encrypt, v)(keys, nr, var_cs, length, dst,
				       in_place ? dst : src);
	    ASSERT_BYTES("gcm_encrypt", length, dst, ref);
	    ASSERT_BYTES("gcm_encrypt counter and hash", 32, var_cs, ref_cs);
	    calls++;
	  }
      }
  ASSERT(calls > 0);
  test_buf_check(src);
  test_buf_check(ref);
  test_buf_check(out);
  test_buf_free(src);
  test_buf_free(ref);
  test_buf_free(out);
}

/* Flips bit BIT of P.  */
static void
flip_bit(uint8_t *p, size_t bit)
{
  p[bit / 8] ^= (uint8_t) (1u << (bit % 8));
}

/* The most bytes variant V of function ID (gcm_seal_short or
   gcm_open_short) takes.  */
static size_t
short_max(unsigned id, const struct symcrypt_variant *v)
{
  const struct symcrypt_function_info *f = _symcrypt_function_info(id);
  return _symcrypt_gcm_short_max(id, (unsigned) (v - f->variants));
}

/* gcm_seal_short and gcm_open_short: each variant against the C twin
   at every length from 0 to 256, and from there to 300 over each
   variant's limit (_symcrypt_gcm_short_max: nothing written), with
   real keys, random nonce, associated data and lengths blocks,
   alignments, in place; open takes the genuine message, and the
   message, nonce or blocks with one bit flipped, which it rejects
   with nothing written.  */
static void
test_gcm_short(void)
{
  enum { MAX = 300, AREA = MAX + 16 + 32 };
  uint8_t *src = test_buf_alloc(MAX, 0), *ref = test_buf_alloc(AREA, 0);
  uint8_t *out = test_buf_alloc(AREA, 0), *pattern = test_buf_alloc(AREA, 0);
  uint8_t *sealed = test_buf_alloc(MAX + 16, 0);
  uint8_t blocks[48], key[32];
  const struct symcrypt_variant *v;
  const struct symcrypt_variant *seal_c = test_variant_c(SYMCRYPT_FN_gcm_seal_short);
  unsigned s, calls = 0;
  size_t length;

  for (s = 0; s < 3; s++)
    for (length = 0; length <= MAX; length++)
      {
	union any_key k;
	const uint8_t *keys = (const uint8_t *) &k;
	unsigned nr = 10 + 2 * s;
	unsigned align = (unsigned) test_rand_below(16);
	uint8_t *dst = out + align;
	int in_place = length % 3 == 0;
	size_t flip;

	test_rand_fill(sizeof(key), key);
	sizes[s].set_key(&k, key);
	test_rand_fill(length, src);
	test_rand_fill(sizeof(blocks), blocks);
	test_rand_fill(AREA, pattern);
	memcpy(ref, pattern, AREA);
	VARIANT_FN(gcm_seal_short, seal_c)(keys, nr, blocks, length, ref + align,
					    src);
	if (length > 256)
	  ASSERT_BYTES("gcm_seal_short over 256 bytes", AREA, ref, pattern);
	memcpy(sealed, ref + align, length + 16);
	for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_gcm_seal_short))
	  {
	    int done = length <= short_max(SYMCRYPT_FN_gcm_seal_short, v);
	    memcpy(out, pattern, AREA);
	    if (in_place)
	      memcpy(dst, src, length);
	    VARIANT_FN(gcm_seal_short, v)(keys, nr, blocks, length, dst,
					  in_place ? dst : src);
	    /* Over its limit, in place leaves the copy of SRC.  */
	    if (in_place && !done)
	      memcpy(dst, pattern + align, length);
	    ASSERT_BYTES("gcm_seal_short", AREA, out, done ? ref : pattern);
	    calls++;
	  }
	if (length > 256)
	  continue;
	for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_gcm_open_short))
	  {
	    if (length > short_max(SYMCRYPT_FN_gcm_open_short, v))
	      {
		memcpy(out, pattern, AREA);
		ASSERT(VARIANT_FN(gcm_open_short, v)(keys, nr, blocks, length,
						     dst, sealed) == 0);
		ASSERT_BYTES("gcm_open_short over its limit", AREA, out, pattern);
		continue;
	      }
	    /* The genuine message, then in place.  */
	    memcpy(out, pattern, AREA);
	    ASSERT(VARIANT_FN(gcm_open_short, v)(keys, nr, blocks, length, dst,
						 sealed) == 1);
	    ASSERT_BYTES("gcm_open_short", length, dst, src);
	    ASSERT_BYTES("gcm_open_short after the message", AREA - align - length,
			 dst + length, pattern + align + length);
	    memcpy(dst, sealed, length + 16);
	    ASSERT(VARIANT_FN(gcm_open_short, v)(keys, nr, blocks, length, dst,
						 dst) == 1);
	    ASSERT_BYTES("gcm_open_short in place", length, dst, src);
	    /* A bit of the message or the tag.  */
	    memcpy(out, pattern, AREA);
	    flip = test_rand_below(8 * (length + 16));
	    flip_bit(sealed, flip);
	    ASSERT(VARIANT_FN(gcm_open_short, v)(keys, nr, blocks, length, dst,
						 sealed) == 0);
	    ASSERT_BYTES("nothing written on forgery", AREA, out, pattern);
	    flip_bit(sealed, flip);
	    /* A bit of the nonce, the associated data or the lengths.  */
	    flip = test_rand_below(8 * 44);
	    flip = flip < 8 * 12 ? flip : flip + 8 * 4;
	    flip_bit(blocks, flip);
	    ASSERT(VARIANT_FN(gcm_open_short, v)(keys, nr, blocks, length, dst,
						 sealed) == 0);
	    ASSERT_BYTES("nothing written on forgery", AREA, out, pattern);
	    flip_bit(blocks, flip);
	    calls++;
	  }
      }
  ASSERT(calls > 0);
  test_buf_check(src);
  test_buf_check(ref);
  test_buf_check(out);
  test_buf_check(sealed);
  test_buf_free(src);
  test_buf_free(ref);
  test_buf_free(out);
  test_buf_free(pattern);
  test_buf_free(sealed);
}

#if defined(__linux__)
/* Every variant of gcm_seal_short and gcm_open_short on messages that
   start where a readable page does, after an unreadable one, or end
   where one ends, before an unreadable one, source and destination
   apart (either at either edge) and in place: a byte read or written
   outside the message and its tag, by a masked load or store too,
   faults.  AES-256, every length up to each variant's limit.  */
static void
test_gcm_short_page_edges(void)
{
  size_t page = (size_t) sysconf(_SC_PAGESIZE);
  uint8_t *pages = mmap(NULL, 4 * page, PROT_READ | PROT_WRITE,
			MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  const struct symcrypt_variant *seal_c
    = test_variant_c(SYMCRYPT_FN_gcm_seal_short);
  const struct symcrypt_variant *v;
  uint8_t blocks[48], key[32], msg[256], sealed[256 + 16];
  union any_key k;
  const uint8_t *keys = (const uint8_t *) &k;
  size_t length;
  unsigned place;

  ASSERT(pages != MAP_FAILED);
  ASSERT(mprotect(pages, page, PROT_NONE) == 0);
  ASSERT(mprotect(pages + 3 * page, page, PROT_NONE) == 0);
  test_rand_fill(sizeof(key), key);
  sizes[2].set_key(&k, key);
  for (length = 0; length <= 256; length++)
    {
      test_rand_fill(length, msg);
      test_rand_fill(sizeof(blocks), blocks);
      VARIANT_FN(gcm_seal_short, seal_c)(keys, 14, blocks, length, sealed,
					  msg);
      /* PLACE 0: source at a page's start, destination at a page's
	 end; 1: the other way round; 2 and 3: in place at each.  */
      for (place = 0; place < 4; place++)
	{
	  uint8_t *start = pages + page, *end = pages + 3 * page;
	  uint8_t *src = place % 2 ? end - length - 16 : start;
	  uint8_t *dst = place < 2 ? (place ? start : end - length - 16) : src;
	  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_gcm_seal_short))
	    if (length <= short_max(SYMCRYPT_FN_gcm_seal_short, v))
	      {
		/* The message where the sealed one will end.  */
		memcpy(src, msg, length);
		VARIANT_FN(gcm_seal_short, v)(keys, 14, blocks, length, dst, src);
		ASSERT_BYTES("gcm_seal_short at a page's edge", length + 16, dst,
			     sealed);
	      }
	  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_gcm_open_short))
	    if (length <= short_max(SYMCRYPT_FN_gcm_open_short, v))
	      {
		memcpy(src, sealed, length + 16);
		ASSERT(VARIANT_FN(gcm_open_short, v)(keys, 14, blocks, length,
						     dst, src) == 1);
		ASSERT_BYTES("gcm_open_short at a page's edge", length, dst, msg);
	      }
	}
    }
  ASSERT(munmap(pages, 4 * page) == 0);
}
#endif

enum { REFERENCE_AD = 32, REFERENCE_MAX = 300 };

/* GCM by its definition, for the checks below: the keystream from
   inc32(J0) of the C twin of aes_ctr32_blocks, GHASH block by block
   with _symcrypt_gf128_mul.  A 12-byte nonce, at most REFERENCE_AD
   bytes of associated data and REFERENCE_MAX of message.  */
static void
reference_seal(const union any_key *k, unsigned nr, const uint8_t *nonce,
	       size_t ad_length, const uint8_t *ad, size_t length,
	       uint8_t *dst, const uint8_t *src)
{
  const uint8_t *keys = (const uint8_t *) k;
  const uint8_t *h = keys + 16 * (nr + 1);
  const struct symcrypt_variant *ctr = test_variant_c(SYMCRYPT_FN_aes_ctr32_blocks);
  uint8_t counter[16], mask[16], y[16], block[16];
  uint8_t hashed[REFERENCE_AD + REFERENCE_MAX + 32];
  size_t i, j, a, c;

  memcpy(counter, nonce, 12);
  memcpy(counter + 12, "\0\0\0\1", 4);
  memset(mask, 0, 16);
  VARIANT_FN(aes_ctr32_blocks, ctr)(keys, nr, counter, 1, mask, mask);
  for (i = 0; i < length; i += 16)
    {
      size_t n = length - i < 16 ? length - i : 16;
      memset(block, 0, 16);
      memcpy(block, src + i, n);
      VARIANT_FN(aes_ctr32_blocks, ctr)(keys, nr, counter, 1, block, block);
      memcpy(dst + i, block, n);
    }
  /* The associated data and the ciphertext, each padded, and the
     lengths.  */
  a = (ad_length + 15) / 16 * 16;
  c = (length + 15) / 16 * 16;
  memset(hashed, 0, a + c);
  memcpy(hashed, ad, ad_length);
  memcpy(hashed + a, dst, length);
  for (j = 0; j < 8; j++)
    {
      hashed[a + c + 7 - j] = (uint8_t) ((uint64_t) ad_length * 8 >> 8 * j);
      hashed[a + c + 15 - j] = (uint8_t) ((uint64_t) length * 8 >> 8 * j);
    }
  memset(y, 0, 16);
  for (i = 0; i < a + c + 16; i += 16)
    {
      for (j = 0; j < 16; j++)
	block[j] = y[j] ^ hashed[i + j];
      _symcrypt_gf128_mul(y, block, h);
    }
  for (j = 0; j < 16; j++)
    dst[length + j] = y[j] ^ mask[j];
}

/* Every length from 0 to 300 with a 12-byte nonce and 0 to 20 bytes
   of associated data (the one-call path up to 96 bytes with at most
   16, the others past it), the three key sizes: seal against the
   definition, open in place, and a flipped bit of the sealed message,
   the associated data or the nonce rejected with nothing written.  */
static void
test_one_call_lengths(void)
{
  enum { AREA = REFERENCE_MAX + 16 + 32 };
  uint8_t *src = test_buf_alloc(REFERENCE_MAX, 0);
  uint8_t *expected = test_buf_alloc(REFERENCE_MAX + 16, 0);
  uint8_t *out = test_buf_alloc(AREA, 0), *pattern = test_buf_alloc(AREA, 0);
  uint8_t ad[REFERENCE_AD], nonce[12], key[32];
  unsigned s;
  size_t length;

  for (s = 0; s < 3; s++)
    for (length = 0; length <= REFERENCE_MAX; length++)
      {
	union any_key k;
	size_t ad_length = (length * 7 + s) % 21, flip;
	unsigned align = (unsigned) test_rand_below(16);
	uint8_t *dst = out + align;

	test_rand_fill(sizeof(key), key);
	test_rand_fill(sizeof(nonce), nonce);
	test_rand_fill(sizeof(ad), ad);
	test_rand_fill(length, src);
	test_rand_fill(AREA, pattern);
	sizes[s].set_key(&k, key);
	reference_seal(&k, 10 + 2 * s, nonce, ad_length, ad, length,
		       expected, src);
	memcpy(out, pattern, AREA);
	ASSERT_RC(sizes[s].seal(&k, 12, nonce, ad_length, ad, length, dst, src),
		  SYMCRYPT_OK);
	ASSERT_BYTES("GCM seal against the definition", length + 16, dst,
		     expected);
	ASSERT_BYTES("GCM seal: nothing after the tag", AREA - align - length - 16,
		     dst + length + 16, pattern + align + length + 16);
	ASSERT_RC(sizes[s].open(&k, 12, nonce, ad_length, ad, length + 16,
				dst, dst), SYMCRYPT_OK);
	ASSERT_BYTES("GCM open in place", length, dst, src);

	memcpy(out, pattern, AREA);
	flip = test_rand_below(8 * (length + 16));
	flip_bit(expected, flip);
	ASSERT_RC(sizes[s].open(&k, 12, nonce, ad_length, ad, length + 16,
				dst, expected), SYMCRYPT_EAUTH);
	ASSERT_BYTES("nothing written on forgery", AREA, out, pattern);
	flip_bit(expected, flip);
	if (ad_length > 0)
	  {
	    flip = test_rand_below(8 * ad_length);
	    flip_bit(ad, flip);
	    ASSERT_RC(sizes[s].open(&k, 12, nonce, ad_length, ad, length + 16,
				    dst, expected), SYMCRYPT_EAUTH);
	    ASSERT_BYTES("nothing written on forgery", AREA, out, pattern);
	    flip_bit(ad, flip);
	  }
	flip = test_rand_below(8 * 12);
	flip_bit(nonce, flip);
	ASSERT_RC(sizes[s].open(&k, 12, nonce, ad_length, ad, length + 16,
				dst, expected), SYMCRYPT_EAUTH);
	ASSERT_BYTES("nothing written on forgery", AREA, out, pattern);
	flip_bit(nonce, flip);
	ASSERT_RC(sizes[s].open(&k, 12, nonce, ad_length, ad, length + 16,
				dst, expected), SYMCRYPT_OK);
	ASSERT_BYTES("GCM open", length, dst, src);
      }
  test_buf_check(src);
  test_buf_check(expected);
  test_buf_check(out);
  test_buf_free(src);
  test_buf_free(expected);
  test_buf_free(out);
  test_buf_free(pattern);
}

/* gcm_hash_keystream: each variant against the C twin with real keys,
   at random block counts (whole turns of eight blocks and a few
   either side among them), counters about to wrap 2^32; the
   keystream is checked up to a guard after it.  */
static void
test_gcm_hash_keystream(void)
{
  enum { MAX_BLOCKS = 1100 };
  uint8_t *data = test_buf_alloc(16 * MAX_BLOCKS, 5);
  uint8_t *ref = test_buf_alloc(8 * MAX_BLOCKS + 16, 0);
  uint8_t *out = test_buf_alloc(8 * MAX_BLOCKS + 16, 0);
  uint8_t cs[32], ref_cs[32], var_cs[32], key[32];
  const struct symcrypt_variant *v, *c = test_variant_c(SYMCRYPT_FN_gcm_hash_keystream);
  unsigned s, trial, calls = 0;

  for (s = 0; s < 3; s++)
    for (trial = 0; trial < 40; trial++)
      {
	union any_key k;
	const uint8_t *keys = (const uint8_t *) &k;
	unsigned nr = 10 + 2 * s;
	size_t blocks = test_rand_below(trial < 20 ? 40 : MAX_BLOCKS + 1);
	if (trial % 5 == 4)
	  blocks = 8 * (1 + test_rand_below(MAX_BLOCKS / 8 - 1))
	    + test_rand_below(3) - 1;
	test_rand_fill(sizeof(key), key);
	sizes[s].set_key(&k, key);
	test_rand_fill(16 * blocks, data);
	test_rand_fill(32, cs);
	if (trial % 4 == 1)
	  {
	    memset(cs + 12, 0xff, 4);
	    cs[15] -= (uint8_t) test_rand_below(40);
	  }
	memcpy(ref_cs, cs, 32);
	memset(ref, 0x5a, 8 * MAX_BLOCKS + 16);
	VARIANT_FN(gcm_hash_keystream, c)(keys, nr, ref_cs, blocks, ref, data);
	for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_gcm_hash_keystream))
	  {
	    memcpy(var_cs, cs, 32);
	    memset(out, 0x5a, 8 * MAX_BLOCKS + 16);
	    VARIANT_FN(gcm_hash_keystream, v)(keys, nr, var_cs, blocks, out,
					      data);
	    ASSERT_BYTES("gcm_hash_keystream", 16 * (blocks / 2) + 16, out, ref);
	    ASSERT_BYTES("gcm_hash_keystream counter and hash", 32, var_cs,
			 ref_cs);
	    calls++;
	  }
      }
  ASSERT(calls > 0);
  test_buf_check(data);
  test_buf_check(ref);
  test_buf_check(out);
  test_buf_free(data);
  test_buf_free(ref);
  test_buf_free(out);
}

/* gcm_open_decrypt: each variant against the C twin with real keys, at
   random block counts (whole turns of eight and a few either side),
   counters about to wrap 2^32, in place or not; DST is checked up to a
   guard after its 2 BLOCKS blocks, the counter moved, the stored
   keystream zeroed and the bytes after it untouched.  */
static void
test_gcm_open_decrypt(void)
{
  enum { MAX_BLOCKS = 600 };
  uint8_t *src = test_buf_alloc(32 * MAX_BLOCKS + 16, 5);
  uint8_t *ref = test_buf_alloc(32 * MAX_BLOCKS + 16, 0);
  uint8_t *out = test_buf_alloc(32 * MAX_BLOCKS + 16, 0);
  uint8_t *ks = test_buf_alloc(32 + 16 * MAX_BLOCKS + 16, 0);
  uint8_t *ref_ks = test_buf_alloc(32 + 16 * MAX_BLOCKS + 16, 0);
  uint8_t *var_ks = test_buf_alloc(32 + 16 * MAX_BLOCKS + 16, 0);
  uint8_t key[32];
  const struct symcrypt_variant *v, *c = test_variant_c(SYMCRYPT_FN_gcm_open_decrypt);
  unsigned s, trial, calls = 0;

  for (s = 0; s < 3; s++)
    for (trial = 0; trial < 40; trial++)
      {
	union any_key k;
	const uint8_t *keys = (const uint8_t *) &k;
	unsigned nr = 10 + 2 * s;
	int in_place = trial % 3 == 2;
	size_t blocks = test_rand_below(trial < 20 ? 20 : MAX_BLOCKS + 1);
	size_t bytes, i;
	uint8_t any = 0;
	if (trial % 5 == 4)
	  blocks = 8 * (1 + test_rand_below(MAX_BLOCKS / 8 - 1))
	    + test_rand_below(3) - 1;
	bytes = 32 * blocks;
	test_rand_fill(sizeof(key), key);
	sizes[s].set_key(&k, key);
	test_rand_fill(bytes, src);
	test_rand_fill(32 + 16 * blocks + 16, ks);
	if (trial % 4 == 1)
	  {
	    memset(ks + 12, 0xff, 4);
	    ks[15] -= (uint8_t) test_rand_below(40);
	  }
	memcpy(ref_ks, ks, 32 + 16 * blocks + 16);
	memset(ref, 0x5a, bytes + 16);
	if (in_place)
	  memcpy(ref, src, bytes);
	VARIANT_FN(gcm_open_decrypt, c)(keys, nr, ref_ks, blocks, ref,
					in_place ? ref : src);
	for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_gcm_open_decrypt))
	  {
	    memcpy(var_ks, ks, 32 + 16 * blocks + 16);
	    memset(out, 0x5a, bytes + 16);
	    if (in_place)
	      memcpy(out, src, bytes);
	    VARIANT_FN(gcm_open_decrypt, v)(keys, nr, var_ks, blocks, out,
					    in_place ? out : src);
	    ASSERT_BYTES("gcm_open_decrypt", bytes + 16, out, ref);
	    ASSERT_BYTES("gcm_open_decrypt counter, keystream", 32
			 + 16 * blocks + 16, var_ks, ref_ks);
	    calls++;
	  }
	/* The twin's own result: the keystream zeroed, and the first
	   half SRC XOR it.  */
	for (i = 0; i < 16 * blocks; i++)
	  {
	    any |= ref_ks[32 + i];
	    ASSERT((ref[i] ^ src[i]) == ks[32 + i]);
	  }
	ASSERT(any == 0);
      }
  ASSERT(calls > 0);
  test_buf_check(src);
  test_buf_check(ref);
  test_buf_check(out);
  test_buf_check(ks);
  test_buf_check(ref_ks);
  test_buf_check(var_ks);
  test_buf_free(src);
  test_buf_free(ref);
  test_buf_free(out);
  test_buf_free(ks);
  test_buf_free(ref_ks);
  test_buf_free(var_ks);
}

/* Long messages, where open keeps a part of the keystream while it
   hashes: round trips at the lengths around the start of that path
   (512 bytes), the end of that part (16 KiB of ciphertext) and the
   start of x86_64/vaes's hash of sixteen blocks a turn (80 blocks, and
   4 KiB for seal) and random ones up to 70 000 bytes, in place;
   a flipped bit in the first or last block or in the tag is rejected
   with DST untouched, in place too.  */
static void
test_long_open(void)
{
  enum { MAX = 70000 };
  static const size_t fixed[] = { 511, 512, 513, 527, 1263, 1279, 1280,
				  1281, 4095, 4096, 4097, 16368, 16383, 16384,
				  16385, 16399, 16400, 16512 };
  enum { FIXED = sizeof(fixed) / sizeof(fixed[0]) };
  uint8_t *src = test_buf_alloc(MAX, 3), *sealed = test_buf_alloc(MAX + 16, 0);
  uint8_t *dst = test_buf_alloc(MAX + 16, 7), *pattern = test_buf_alloc(MAX + 16, 0);
  uint8_t nonce[12], ad[20], key[32];
  unsigned s, trial;

  for (s = 0; s < 3; s++)
    for (trial = 0; trial < FIXED + 9; trial++)
      {
	union any_key k;
	size_t length = trial < FIXED ? fixed[trial] : test_rand_below(MAX + 1);
	size_t ad_length = test_rand_below(sizeof(ad) + 1), flip;
	unsigned where;
	test_rand_fill(sizeof(key), key);
	test_rand_fill(sizeof(nonce), nonce);
	test_rand_fill(ad_length, ad);
	test_rand_fill(length, src);
	sizes[s].set_key(&k, key);
	ASSERT_RC(sizes[s].seal(&k, sizeof(nonce), nonce, ad_length, ad,
				length, sealed, src), SYMCRYPT_OK);
	memset(dst, 0, MAX);
	ASSERT_RC(sizes[s].open(&k, sizeof(nonce), nonce, ad_length, ad,
				length + 16, dst, sealed), SYMCRYPT_OK);
	ASSERT_BYTES("GCM open, long", length, dst, src);
	for (where = 0; where < 3; where++)
	  {
	    int in_place = where == 1;
	    if (where == 0 || length == 0)
	      flip = test_rand_below(128);
	    else if (where == 1)
	      flip = 8 * (length - 1) + test_rand_below(8);
	    else
	      flip = 8 * length + test_rand_below(128);
	    sealed[flip / 8] ^= (uint8_t) (1u << (flip % 8));
	    if (in_place)
	      {
		memcpy(dst, sealed, length + 16);
		memcpy(pattern, dst, length + 16);
	      }
	    else
	      {
		test_rand_fill(length + 16, pattern);
		memcpy(dst, pattern, length + 16);
	      }
	    ASSERT_RC(sizes[s].open(&k, sizeof(nonce), nonce, ad_length, ad,
				    length + 16, dst, in_place ? dst : sealed),
		      SYMCRYPT_EAUTH);
	    ASSERT_BYTES("nothing written on forgery", length + 16, dst, pattern);
	    sealed[flip / 8] ^= (uint8_t) (1u << (flip % 8));
	  }
	ASSERT_RC(sizes[s].open(&k, sizeof(nonce), nonce, ad_length, ad,
				length + 16, sealed, sealed), SYMCRYPT_OK);
	ASSERT_BYTES("GCM open in place, long", length, sealed, src);
      }
  test_buf_check(src);
  test_buf_check(sealed);
  test_buf_check(dst);
  test_buf_free(src);
  test_buf_free(sealed);
  test_buf_free(dst);
  test_buf_free(pattern);
}

/* The product against the definition (SP 800-38D, 6.3, Algorithm 1),
   bit by bit.  */
static void
test_gf128_mul(void)
{
  uint8_t x[16], y[16], got[16], z[16], v[16];
  unsigned trial, i, j;
  for (trial = 0; trial < 100; trial++)
    {
      test_rand_fill(16, x);
      test_rand_fill(16, y);
      memset(z, 0, 16);
      memcpy(v, y, 16);
      for (i = 0; i < 128; i++)
	{
	  unsigned lsb;
	  if (x[i / 8] & (0x80 >> (i % 8)))
	    for (j = 0; j < 16; j++)
	      z[j] ^= v[j];
	  lsb = v[15] & 1;
	  for (j = 15; j > 0; j--)
	    v[j] = (uint8_t) ((v[j] >> 1) | (v[j - 1] << 7));
	  v[0] >>= 1;
	  if (lsb)
	    v[0] ^= 0xe1;
	}
      _symcrypt_gf128_mul(got, x, y);
      ASSERT_BYTES("GF(2^128) product", 16, got, z);
    }
}

void
test_main(void)
{
  test_gf128_mul();
  test_spec_cases();
  test_round_trips_and_forgeries();
  test_detached();
  test_streaming();
  test_counter32_wrap();
  test_bad_input();
  test_ghash();
  test_polyval();
  test_gcm_siv_slow();
  test_powers();
  test_gcm_encrypt();
  test_gcm_hash_keystream();
  test_gcm_open_decrypt();
  test_gcm_short();
#if defined(__linux__)
  test_gcm_short_page_edges();
#endif
  test_one_call_lengths();
  test_long_open();
  ASSERT(symcrypt_implementation("ghash") != NULL);
  ASSERT(symcrypt_implementation("polyval") != NULL);
}
