/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* fuzz-aead-modes.c -- the authenticated encryption modes of
   symcrypt/aes-modes.h (AES-SIV, CCM, OCB3, AES-GCM-SIV) with keys,
   nonce and tag lengths, associated data, message lengths, alignments
   and in-place use from the input: open(seal(x)) == x with no write
   past the output; seal in place equals seal from another buffer; a
   flipped bit of the sealed message, of the associated data or of the
   nonce is refused with SYMCRYPT_EAUTH, the plaintext's bytes of DST
   zeroed and nothing after them written; nonce and tag lengths out of
   range are refused with nothing written.  */
#include "fuzz.h"

#define MAX_LENGTH 4096
#define MAX_AD 300
#define FILL 0x5a

static uint8_t key[64], nonce[16], msg[MAX_LENGTH], ad[MAX_AD];
static uint8_t out[MAX_LENGTH + 64], back[MAX_LENGTH + 64];
static uint8_t inplace[MAX_LENGTH + 64];

/* Nothing in BUF (SIZE bytes) from OFFSET on differs from BYTE.  */
static void
all_from(const char *what, const uint8_t *buf, size_t size, size_t offset,
	 uint8_t byte)
{
  size_t i;
  for (i = offset; i < size; i++)
    if (buf[i] != byte)
      FAIL("%s: byte %zu is %#x", what, i, buf[i]);
}

/* One mode and key size; SIV's nonce, if any, is the second AD item.  */
struct mode
{
  const char *name;
  size_t nonce_min, nonce_max, tag_min, tag_max, tag_step;
  void (*set_key)(void *ctx, const uint8_t *k);
  int (*seal)(const void *ctx, size_t nonce_length, const uint8_t *nonce,
	      size_t ad_length, const uint8_t *ad, size_t tag_length,
	      size_t length, uint8_t *dst, const uint8_t *src);
  int (*open)(const void *ctx, size_t nonce_length, const uint8_t *nonce,
	      size_t ad_length, const uint8_t *ad, size_t tag_length,
	      size_t length, uint8_t *dst, const uint8_t *src);
  int iv_first;
};

#define SIV(bits)							\
  static void siv##bits##_key(void *ctx, const uint8_t *k)		\
  { memcpy(ctx, k, bits / 4); }						\
  static int siv##bits##_call(int open, const void *ctx, size_t nl,	\
			      const uint8_t *n, size_t al,		\
			      const uint8_t *a, size_t length,		\
			      uint8_t *dst, const uint8_t *src)		\
  {									\
    const uint8_t *items[2] = { a, n };					\
    size_t lengths[2] = { al, nl };					\
    return (open ? symcrypt_aes##bits##_siv_open			\
	    : symcrypt_aes##bits##_siv_seal)(ctx, nl ? 2 : 1, items,	\
					     lengths, length, dst, src); \
  }									\
  static int siv##bits##_seal(const void *ctx, size_t nl,		\
			      const uint8_t *n, size_t al,		\
			      const uint8_t *a, size_t tl, size_t length, \
			      uint8_t *dst, const uint8_t *src)		\
  {									\
    (void) tl;								\
    return siv##bits##_call(0, ctx, nl, n, al, a, length, dst, src);	\
  }									\
  static int siv##bits##_open(const void *ctx, size_t nl,		\
			      const uint8_t *n, size_t al,		\
			      const uint8_t *a, size_t tl, size_t length, \
			      uint8_t *dst, const uint8_t *src)		\
  {									\
    (void) tl;								\
    return siv##bits##_call(1, ctx, nl, n, al, a, length, dst, src);	\
  }

#define GCM_SIV(bits)							\
  static void gcm_siv##bits##_key(void *ctx, const uint8_t *k)		\
  { symcrypt_aes##bits##_gcm_siv_set_key(ctx, k); }			\
  static int gcm_siv##bits##_seal(const void *ctx, size_t nl,		\
				  const uint8_t *n, size_t al,		\
				  const uint8_t *a, size_t tl,		\
				  size_t length, uint8_t *dst,		\
				  const uint8_t *src)			\
  {									\
    (void) nl;								\
    (void) tl;								\
    return symcrypt_aes##bits##_gcm_siv_seal(ctx, n, al, a, length,	\
					     dst, src);			\
  }									\
  static int gcm_siv##bits##_open(const void *ctx, size_t nl,		\
				  const uint8_t *n, size_t al,		\
				  const uint8_t *a, size_t tl,		\
				  size_t length, uint8_t *dst,		\
				  const uint8_t *src)			\
  {									\
    (void) nl;								\
    (void) tl;								\
    return symcrypt_aes##bits##_gcm_siv_open(ctx, n, al, a, length,	\
					     dst, src);			\
  }

#define CCM_KEY(bits)							\
  static void ccm##bits##_key(void *ctx, const uint8_t *k)		\
  { symcrypt_aes##bits##_set_encrypt_key(ctx, k); }
#define OCB_KEY(bits)							\
  static void ocb##bits##_key(void *ctx, const uint8_t *k)		\
  { symcrypt_aes##bits##_ocb_set_key(ctx, k); }

SIV(128)
SIV(256)
GCM_SIV(128)
GCM_SIV(256)
CCM_KEY(128)
CCM_KEY(192)
CCM_KEY(256)
OCB_KEY(128)
OCB_KEY(256)

#define SEAL_FN(f) ((int (*)(const void *, size_t, const uint8_t *, size_t, \
			     const uint8_t *, size_t, size_t, uint8_t *, \
			     const uint8_t *)) (f))

static const struct mode modes[] = {
  { "aes128_siv", 0, 16, 16, 16, 1, siv128_key, siv128_seal, siv128_open, 1 },
  { "aes256_siv", 0, 16, 16, 16, 1, siv256_key, siv256_seal, siv256_open, 1 },
  { "aes128_ccm", 7, 13, 4, 16, 2, ccm128_key,
    SEAL_FN(symcrypt_aes128_ccm_seal), SEAL_FN(symcrypt_aes128_ccm_open), 0 },
  { "aes192_ccm", 7, 13, 4, 16, 2, ccm192_key,
    SEAL_FN(symcrypt_aes192_ccm_seal), SEAL_FN(symcrypt_aes192_ccm_open), 0 },
  { "aes256_ccm", 7, 13, 4, 16, 2, ccm256_key,
    SEAL_FN(symcrypt_aes256_ccm_seal), SEAL_FN(symcrypt_aes256_ccm_open), 0 },
  { "aes128_ocb", 1, 15, 1, 16, 1, ocb128_key,
    SEAL_FN(symcrypt_aes128_ocb_seal), SEAL_FN(symcrypt_aes128_ocb_open), 0 },
  { "aes256_ocb", 1, 15, 1, 16, 1, ocb256_key,
    SEAL_FN(symcrypt_aes256_ocb_seal), SEAL_FN(symcrypt_aes256_ocb_open), 0 },
  { "aes128_gcm_siv", 12, 12, 16, 16, 1, gcm_siv128_key, gcm_siv128_seal,
    gcm_siv128_open, 0 },
  { "aes256_gcm_siv", 12, 12, 16, 16, 1, gcm_siv256_key, gcm_siv256_seal,
    gcm_siv256_open, 0 },
};

/* Room for any key object, aligned for its fields.  */
static union
{
  uint64_t align;
  uint8_t bytes[2048];
} ctx;

/* Opens the TOTAL bytes at SRC into BACK + AT and checks the verdict
   WANT: the plaintext on success, zeros on failure, FILL after.  */
static void
check_open(const struct mode *m, size_t nonce_length, size_t ad_length,
	   const uint8_t *ad_in, size_t tag_length, size_t length,
	   const uint8_t *src, size_t at, int want)
{
  int rc;
  memset(back, FILL, sizeof(back));
  rc = m->open(&ctx, nonce_length, nonce, ad_length, ad_in, tag_length,
	       length + tag_length, back + at, src);
  if (rc != want)
    FAIL("%s open of %zu bytes returned %d, not %d", m->name, length, rc,
	 want);
  all_from("open before DST", back, at, 0, FILL);
  if (want == SYMCRYPT_OK && memcmp(back + at, msg, length) != 0)
    FAIL("%s open of %zu bytes did not give the message", m->name, length);
  if (want != SYMCRYPT_OK)
    all_from("a refused open's plaintext", back + at, length, 0, 0);
  all_from("open past the plaintext", back, sizeof(back), at + length, FILL);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  struct input in = { data, size };
  const struct mode *m = &modes[take(&in, sizeof(modes) / sizeof(modes[0]))];
  size_t nonce_length = m->nonce_min
    + take(&in, (unsigned) (m->nonce_max - m->nonce_min + 1));
  size_t tag_length = m->tag_min
    + m->tag_step * take(&in, (unsigned) ((m->tag_max - m->tag_min)
					  / m->tag_step + 1));
  size_t length = take(&in, 4) ? take(&in, 100) : take(&in, MAX_LENGTH + 1);
  size_t ad_length = take(&in, MAX_AD + 1);
  size_t at = take(&in, 16), back_at = take(&in, 16);
  size_t text_at = m->iv_first ? 16 : 0, total = length + tag_length, i;
  unsigned bit, bad_nonce;

  for (i = 0; i < sizeof(key); i++)
    key[i] = (uint8_t) (i * 29 + (size ? data[i % size] : 0));
  for (i = 0; i < sizeof(nonce); i++)
    nonce[i] = (uint8_t) (i * 13 + (size ? data[(i + 7) % size] : 0));
  for (i = 0; i < sizeof(ad); i++)
    ad[i] = (uint8_t) (i * 5 + 1);
  for (i = 0; i < sizeof(msg); i++)
    msg[i] = (uint8_t) (i < in.left ? in.data[in.left - 1 - i]
			: i * 7 + (i >> 10));
  m->set_key(&ctx, key);

  memset(out, FILL, sizeof(out));
  ASSERT_RC(m->seal(&ctx, nonce_length, nonce, ad_length, ad, tag_length,
		    length, out + at, msg), SYMCRYPT_OK);
  all_from("seal before DST", out, at, 0, FILL);
  all_from("seal past the output", out, sizeof(out), at + total, FILL);
  /* In place: the text where it is, SIV's IV before it.  */
  memset(inplace, FILL, sizeof(inplace));
  memcpy(inplace + at + text_at, msg, length);
  ASSERT_RC(m->seal(&ctx, nonce_length, nonce, ad_length, ad, tag_length,
		    length, inplace + at, inplace + at + text_at),
	    SYMCRYPT_OK);
  if (memcmp(inplace + at, out + at, total) != 0)
    FAIL("%s seal in place of %zu bytes differs", m->name, length);
  check_open(m, nonce_length, ad_length, ad, tag_length, length, out + at,
	     back_at, SYMCRYPT_OK);
  ASSERT_RC(m->open(&ctx, nonce_length, nonce, ad_length, ad, tag_length,
		    total, inplace + at + text_at, inplace + at),
	    SYMCRYPT_OK);
  if (memcmp(inplace + at + text_at, msg, length) != 0)
    FAIL("%s open in place of %zu bytes did not give the message", m->name,
	 length);

  /* Forgeries, where the tag has 4 bytes or more (a shorter one passes
     a forgery with a probability of 2^-24 or more).  */
  if (tag_length >= 4)
    {
      bit = take(&in, 8 * (unsigned) total);
      out[at + bit / 8] ^= (uint8_t) (1 << bit % 8);
      check_open(m, nonce_length, ad_length, ad, tag_length, length,
		 out + at, back_at, SYMCRYPT_EAUTH);
      out[at + bit / 8] ^= (uint8_t) (1 << bit % 8);
      if (ad_length > 0)
	{
	  bit = take(&in, 8 * (unsigned) ad_length);
	  ad[bit / 8] ^= (uint8_t) (1 << bit % 8);
	  check_open(m, nonce_length, ad_length, ad, tag_length, length,
		     out + at, back_at, SYMCRYPT_EAUTH);
	  ad[bit / 8] ^= (uint8_t) (1 << bit % 8);
	}
      if (nonce_length > 0)
	{
	  bad_nonce = take(&in, 8 * (unsigned) nonce_length);
	  nonce[bad_nonce / 8] ^= (uint8_t) (1 << bad_nonce % 8);
	  check_open(m, nonce_length, ad_length, ad, tag_length, length,
		     out + at, back_at, SYMCRYPT_EAUTH);
	  nonce[bad_nonce / 8] ^= (uint8_t) (1 << bad_nonce % 8);
	}
    }

  /* Lengths out of range: SYMCRYPT_EINVAL, nothing written.  */
  memset(back, FILL, sizeof(back));
  if (m->nonce_min > 0 && m->nonce_min != m->nonce_max)
    ASSERT_RC(m->seal(&ctx, m->nonce_min - 1, nonce, ad_length, ad,
		      tag_length, length, back, msg), SYMCRYPT_EINVAL);
  if (m->nonce_max < 16 && m->nonce_min != m->nonce_max)
    ASSERT_RC(m->seal(&ctx, m->nonce_max + 1, nonce, ad_length, ad,
		      tag_length, length, back, msg), SYMCRYPT_EINVAL);
  if (m->tag_min != m->tag_max)
    ASSERT_RC(m->seal(&ctx, nonce_length, nonce, ad_length, ad,
		      m->tag_max + 1, length, back, msg), SYMCRYPT_EINVAL);
  all_from("a refused seal", back, sizeof(back), 0, FILL);
  ASSERT_RC(m->open(&ctx, nonce_length, nonce, ad_length, ad, tag_length,
		    tag_length - 1, back, out + at), SYMCRYPT_EINVAL);
  return 0;
}
