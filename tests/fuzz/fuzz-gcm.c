/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* fuzz-gcm.c -- AES-GCM through the public API: key size, key, nonce
   (0 to 200 bytes), associated data, message, alignments and in-place
   use from the input.  seal and open must round-trip; with a 12-byte
   nonce the ciphertext must be AES-CTR from the counter block
   nonce || 2 (SP 800-38D); a nonce of 0 bytes and an open of fewer
   than 16 bytes must be SYMCRYPT_EINVAL; a flipped bit of the
   ciphertext, the tag or the associated data must be SYMCRYPT_EAUTH;
   and on every error nothing may be written, on success nothing past
   the output.  The streaming functions, in pieces from the input, must
   give seal's bytes and a tag of 4, 8 or 12 to 16 bytes that
   open_detached takes (and refuses flipped, writing nothing).  */
#include "fuzz.h"

#define MAX 2048
#define FILL 0x3c

static uint8_t src[MAX], sealed[MAX + 16 + 64], out[MAX + 16 + 64];
static uint8_t ad[300], nonce[200], key[32];

struct size
{
  unsigned key_size;
  void (*set_key)(void *, const uint8_t *);
  int (*seal)(const void *, size_t, const uint8_t *, size_t, const uint8_t *,
	      size_t, uint8_t *, const uint8_t *);
  int (*open)(const void *, size_t, const uint8_t *, size_t, const uint8_t *,
	      size_t, uint8_t *, const uint8_t *);
  void (*ctr_set_key)(void *, const uint8_t *);
  void (*ctr_set_counter)(void *, const uint8_t *);
  void (*ctr_crypt)(void *, size_t, uint8_t *, const uint8_t *);
  void (*start)(void *, const void *, size_t, const uint8_t *);
  int (*update)(void *, size_t, const uint8_t *);
  int (*encrypt)(void *, size_t, uint8_t *, const uint8_t *);
  int (*digest)(void *, size_t, uint8_t *);
  int (*open_detached)(const void *, size_t, const uint8_t *, size_t,
		       const uint8_t *, size_t, uint8_t *, size_t,
		       const uint8_t *, const uint8_t *);
};

#define SIZE(bits) {							\
    bits / 8,								\
    (void (*)(void *, const uint8_t *)) symcrypt_aes##bits##_gcm_set_key, \
    (int (*)(const void *, size_t, const uint8_t *, size_t, const uint8_t *, \
	     size_t, uint8_t *, const uint8_t *)) symcrypt_aes##bits##_gcm_seal, \
    (int (*)(const void *, size_t, const uint8_t *, size_t, const uint8_t *, \
	     size_t, uint8_t *, const uint8_t *)) symcrypt_aes##bits##_gcm_open, \
    (void (*)(void *, const uint8_t *)) symcrypt_aes##bits##_ctr_set_key, \
    (void (*)(void *, const uint8_t *)) symcrypt_aes##bits##_ctr_set_counter, \
    (void (*)(void *, size_t, uint8_t *, const uint8_t *)) symcrypt_aes##bits##_ctr_crypt, \
    (void (*)(void *, const void *, size_t, const uint8_t *))		\
    symcrypt_aes##bits##_gcm_start,					\
    (int (*)(void *, size_t, const uint8_t *)) symcrypt_aes##bits##_gcm_update, \
    (int (*)(void *, size_t, uint8_t *, const uint8_t *))		\
    symcrypt_aes##bits##_gcm_encrypt,					\
    (int (*)(void *, size_t, uint8_t *)) symcrypt_aes##bits##_gcm_digest, \
    (int (*)(const void *, size_t, const uint8_t *, size_t, const uint8_t *, \
	     size_t, uint8_t *, size_t, const uint8_t *, const uint8_t *)) \
    symcrypt_aes##bits##_gcm_open_detached,				\
  }

static const struct size sizes[3] = { SIZE(128), SIZE(192), SIZE(256) };

union any
{
  struct symcrypt_aes256_gcm_key gcm;
  struct symcrypt_aes256_ctr_ctx ctr;
  uint64_t align;
};

union any_stream
{
  struct symcrypt_aes128_gcm_ctx s128;
  struct symcrypt_aes192_gcm_ctx s192;
  struct symcrypt_aes256_gcm_ctx s256;
};

/* Nothing in BUF at or after OFFSET differs from FILL.  */
static void
untouched_from(const char *what, const uint8_t *buf, size_t size, size_t offset)
{
  size_t i;
  for (i = offset; i < size; i++)
    if (buf[i] != FILL)
      FAIL("%s wrote byte %zu (only %zu allowed)", what, i, offset);
}

/* Fills BUF with the input's bytes, repeated when it runs out.  */
static void
fill(struct input *in, uint8_t *buf, size_t length)
{
  size_t i;
  for (i = 0; i < length; i++)
    buf[i] = in->left > 0 ? in->data[i % in->left] ^ (uint8_t) (i / 251) : (uint8_t) i;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  struct input in = { data, size };
  const struct size *s = &sizes[take(&in, 3)];
  size_t nonce_length = take(&in, 4) == 0 ? 12 : take(&in, sizeof(nonce) + 1);
  size_t ad_length = take(&in, sizeof(ad) + 1);
  size_t length = take(&in, MAX + 1);
  unsigned seal_at = take(&in, 64), open_at = take(&in, 64);
  unsigned in_place = take(&in, 2), flip = take(&in, 65536);
  unsigned short_length = take(&in, 16);
  uint8_t *c = sealed + seal_at, *p = out + open_at;
  union any k;
  int rc;

  fill(&in, key, s->key_size);
  fill(&in, nonce, nonce_length);
  fill(&in, ad, ad_length);
  fill(&in, src, length);
  s->set_key(&k, key);

  memset(sealed, FILL, sizeof(sealed));
  if (in_place)
    memcpy(c, src, length);
  rc = s->seal(&k, nonce_length, nonce, ad_length, ad, length, c,
	       in_place ? c : src);
  if (nonce_length == 0)
    {
      if (rc != SYMCRYPT_EINVAL)
	FAIL("seal with no nonce returned %d", rc);
      if (in_place && memcmp(c, src, length) != 0)
	FAIL("seal with no nonce changed its input");
      untouched_from("seal with no nonce", sealed, sizeof(sealed),
		     in_place ? seal_at + length : 0);
      return 0;
    }
  if (rc != SYMCRYPT_OK)
    FAIL("seal returned %d", rc);
  untouched_from("seal", sealed, sizeof(sealed), seal_at + length + 16);

  /* The ciphertext is CTR from J0 + 1 (no 32-bit wrap this short).  */
  if (nonce_length == 12)
    {
      union any ctr;
      uint8_t counter[16];
      memcpy(counter, nonce, 12);
      memset(counter + 12, 0, 4);
      counter[15] = 2;
      s->ctr_set_key(&ctr, key);
      s->ctr_set_counter(&ctr, counter);
      s->ctr_crypt(&ctr, length, out, src);
      if (memcmp(out, c, length) != 0)
	FAIL("GCM ciphertext is not CTR from nonce || 2");
    }

  memset(out, FILL, sizeof(out));
  rc = s->open(&k, nonce_length, nonce, ad_length, ad, length + 16, p, c);
  if (rc != SYMCRYPT_OK)
    FAIL("open returned %d", rc);
  if (memcmp(p, src, length) != 0)
    FAIL("open gave another plaintext");
  untouched_from("open", out, sizeof(out), open_at + length);

  /* Streaming in pieces from the input gives seal's bytes; its tag of
     TAG_LENGTH bytes opens detached, and flipped does not.  */
  {
    static const size_t tag_lengths[] = { 4, 8, 12, 13, 14, 15, 16 };
    size_t tag_length = tag_lengths[take(&in, 7)], done, n;
    union any_stream st;
    uint8_t tag[16];
    memset(out, FILL, sizeof(out));
    s->start(&st, &k, nonce_length, nonce);
    for (done = 0; done < ad_length; done += n)
      {
	n = 1 + take(&in, ad_length - done);
	if (s->update(&st, n, ad + done) != SYMCRYPT_OK)
	  FAIL("streaming update refused");
      }
    for (done = 0; done < length; done += n)
      {
	n = 1 + take(&in, length - done);
	if (s->encrypt(&st, n, p + done, src + done) != SYMCRYPT_OK)
	  FAIL("streaming encrypt refused");
      }
    if (s->digest(&st, tag_length, tag) != SYMCRYPT_OK)
      FAIL("streaming digest refused");
    if (memcmp(p, c, length) != 0 || memcmp(tag, c + length, tag_length) != 0)
      FAIL("streaming GCM differs from seal");
    untouched_from("streaming", out, sizeof(out), open_at + length);
    memset(out, FILL, sizeof(out));
    rc = s->open_detached(&k, nonce_length, nonce, ad_length, ad, length, p,
			  tag_length, tag, c);
    if (rc != SYMCRYPT_OK || memcmp(p, src, length) != 0)
      FAIL("open_detached of the streaming tag returned %d", rc);
    memset(out, FILL, sizeof(out));
    tag[flip % tag_length] ^= (uint8_t) (1u << (flip / 2 % 8));
    rc = s->open_detached(&k, nonce_length, nonce, ad_length, ad, length, p,
			  tag_length, tag, c);
    if (rc != SYMCRYPT_EAUTH)
      FAIL("open_detached of a flipped tag returned %d", rc);
    untouched_from("detached forgery", out, sizeof(out), 0);
  }

  /* Too short.  */
  memset(out, FILL, sizeof(out));
  rc = s->open(&k, nonce_length, nonce, ad_length, ad, short_length, p, c);
  if (rc != SYMCRYPT_EINVAL)
    FAIL("open of %u bytes returned %d", short_length, rc);
  untouched_from("short open", out, sizeof(out), 0);

  /* A flipped bit of the ciphertext and tag, or of the data.  */
  if (flip % 2 == 0 || ad_length == 0)
    c[flip / 16 % (length + 16)] ^= (uint8_t) (1u << (flip / 2 % 8));
  else
    ad[flip / 16 % ad_length] ^= (uint8_t) (1u << (flip / 2 % 8));
  rc = s->open(&k, nonce_length, nonce, ad_length, ad, length + 16, p, c);
  if (rc != SYMCRYPT_EAUTH)
    FAIL("open of a forgery returned %d", rc);
  untouched_from("forgery", out, sizeof(out), 0);
  return 0;
}
