/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* fuzz-aegis.c -- every AEGIS variant through the public API: key,
   nonce, associated data, message, tag length, alignments and in-place
   use from the input.  seal and open must round-trip, the detached
   forms must give seal's bytes and take them back; a flipped bit of
   the ciphertext, the tag or the associated data must be
   SYMCRYPT_EAUTH with the plaintext set to zero and nothing written
   past it; a tag length other than 16 or 32, or an open shorter than
   its tag, must be SYMCRYPT_EINVAL with nothing written; on success
   nothing may be written past the output.  AEGIS-MAC fed in pieces
   from the input must give the tag of one update, which mac_verify
   takes and refuses flipped.  */
#include "fuzz.h"

#include <symcrypt/aegis.h>

#define MAX 1500
#define MAX_AD 300
#define FILL 0x3c
#define SLACK (32 + 64)

static uint8_t src[MAX], sealed[MAX + SLACK], out[MAX + SLACK];
static uint8_t copy[MAX + SLACK], ad[MAX_AD], key[32], nonce[32];

typedef int seal_fn(const uint8_t *, const uint8_t *, size_t,
		    const uint8_t *, size_t, size_t, uint8_t *,
		    const uint8_t *);
typedef int seal_detached_fn(const uint8_t *, const uint8_t *, size_t,
			     const uint8_t *, size_t, uint8_t *, size_t,
			     uint8_t *, const uint8_t *);
typedef int open_detached_fn(const uint8_t *, const uint8_t *, size_t,
			     const uint8_t *, size_t, uint8_t *, size_t,
			     const uint8_t *, const uint8_t *);
/* The MAC of LENGTH bytes of DATA in pieces whose sizes come from IN
   (all of it in one update when IN is NULL), a tag of TAG_LENGTH
   bytes to TAG, or with VERIFY set compared with TAG: the return code
   of digest or verify.  */
typedef int mac_fn(const uint8_t *key, const uint8_t *nonce, size_t length,
		   const uint8_t *data, struct input *in, size_t tag_length,
		   uint8_t *tag, int verify);

struct variant
{
  const char *name;
  size_t key_size;		/* and the nonce's */
  seal_fn *seal, *open;
  seal_detached_fn *seal_detached;
  open_detached_fn *open_detached;
  mac_fn *mac;
};

#define MAC(name)							\
  static int								\
  mac_##name(const uint8_t *k, const uint8_t *n, size_t length,	\
	     const uint8_t *data, struct input *in, size_t tag_length,	\
	     uint8_t *tag, int verify)					\
  {									\
    struct symcrypt_##name##_mac_ctx ctx;				\
    size_t piece;							\
    symcrypt_##name##_mac_init(&ctx, k, n);				\
    while (length > 0)							\
      {									\
	piece = in ? take(in, length + 1) : length;			\
	symcrypt_##name##_mac_update(&ctx, piece, data);		\
	data += piece;							\
	length -= piece;						\
	/* An input that has run out takes the rest in one go.  */	\
	if (in && in->left < 2)						\
	  in = NULL;							\
      }									\
    return verify ? symcrypt_##name##_mac_verify(&ctx, tag_length, tag) \
      : symcrypt_##name##_mac_digest(&ctx, tag_length, tag);		\
  }

MAC(aegis128l)
MAC(aegis128x2)
MAC(aegis128x4)
MAC(aegis256)
MAC(aegis256x2)
MAC(aegis256x4)

#define VARIANT(name, key_size)						\
  { #name, key_size, symcrypt_##name##_seal, symcrypt_##name##_open,	\
    symcrypt_##name##_seal_detached, symcrypt_##name##_open_detached,	\
    mac_##name }

static const struct variant variants[6] = {
  VARIANT(aegis128l, 16), VARIANT(aegis128x2, 16), VARIANT(aegis128x4, 16),
  VARIANT(aegis256, 32), VARIANT(aegis256x2, 32), VARIANT(aegis256x4, 32),
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

/* BUF's LENGTH bytes from OFFSET are zero, and nothing after them
   differs from FILL.  */
static void
zeroed(const char *what, const uint8_t *buf, size_t offset, size_t length)
{
  size_t i;
  for (i = 0; i < length; i++)
    if (buf[offset + i] != 0)
      FAIL("%s left plaintext byte %zu", what, i);
  untouched_from(what, buf, MAX + SLACK, offset + length);
}

/* Fills BUF with the input's bytes, repeated when it runs out.  */
static void
fill(struct input *in, uint8_t *buf, size_t length)
{
  size_t i;
  for (i = 0; i < length; i++)
    buf[i] = in->left > 0 ? in->data[i % in->left] ^ (uint8_t) (i / 251) : (uint8_t) i;
}

/* The lengths no function may take: every function must return
   SYMCRYPT_EINVAL and write nothing.  */
static void
check_bad_lengths(const struct variant *v, size_t tag_length,
		  size_t ad_length, size_t length, size_t short_length)
{
  uint8_t tag[40];
  int rc;

  memset(sealed, FILL, sizeof(sealed));
  memset(tag, FILL, sizeof(tag));
  rc = v->seal(key, nonce, ad_length, ad, tag_length, length, sealed, src);
  if (rc != SYMCRYPT_EINVAL)
    FAIL("%s seal with a %zu-byte tag returned %d", v->name, tag_length, rc);
  rc = v->seal_detached(key, nonce, ad_length, ad, length, sealed,
			tag_length, tag, src);
  if (rc != SYMCRYPT_EINVAL)
    FAIL("%s seal_detached with a %zu-byte tag returned %d", v->name,
	 tag_length, rc);
  rc = v->open(key, nonce, ad_length, ad, tag_length, length, sealed, src);
  if (rc != SYMCRYPT_EINVAL)
    FAIL("%s open with a %zu-byte tag returned %d", v->name, tag_length, rc);
  rc = v->open_detached(key, nonce, ad_length, ad, length, sealed,
			tag_length, tag, src);
  if (rc != SYMCRYPT_EINVAL)
    FAIL("%s open_detached with a %zu-byte tag returned %d", v->name,
	 tag_length, rc);
  rc = v->mac(key, nonce, length, src, NULL, tag_length, tag, 0);
  if (rc != SYMCRYPT_EINVAL)
    FAIL("%s mac_digest with a %zu-byte tag returned %d", v->name,
	 tag_length, rc);
  /* A valid tag length, but fewer bytes than the tag to open.  */
  rc = v->open(key, nonce, ad_length, ad, 16, short_length, sealed, src);
  if (rc != SYMCRYPT_EINVAL)
    FAIL("%s open of %zu bytes returned %d", v->name, short_length, rc);
  untouched_from("a refused call", sealed, sizeof(sealed), 0);
  untouched_from("a refused call", tag, sizeof(tag), 0);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  struct input in = { data, size };
  const struct variant *v = &variants[take(&in, 6)];
  unsigned tag_choice = take(&in, 8);
  size_t tag_length = tag_choice < 4 ? 16 : tag_choice < 7 ? 32
    : take(&in, 64);
  size_t ad_length = take(&in, MAX_AD + 1);
  size_t length = take(&in, MAX + 1);
  unsigned seal_at = take(&in, 64), open_at = take(&in, 64);
  unsigned in_place = take(&in, 2), flip = take(&in, 65536);
  size_t short_length = take(&in, 16);
  uint8_t *c = sealed + seal_at, *p = out + open_at;
  uint8_t tag[32], mac_tag[32];
  size_t total, bit;
  int rc;

  fill(&in, key, v->key_size);
  fill(&in, nonce, v->key_size);
  fill(&in, ad, ad_length);
  fill(&in, src, length);

  if (tag_length != 16 && tag_length != 32)
    {
      check_bad_lengths(v, tag_length, ad_length, length, short_length);
      return 0;
    }

  /* Attached, at SEAL_AT, in place or not.  */
  memset(sealed, FILL, sizeof(sealed));
  if (in_place)
    memcpy(c, src, length);
  rc = v->seal(key, nonce, ad_length, ad, tag_length, length, c,
	       in_place ? c : src);
  if (rc != SYMCRYPT_OK)
    FAIL("%s seal returned %d", v->name, rc);
  untouched_from("seal", sealed, sizeof(sealed), seal_at + length + tag_length);

  /* Detached: the same ciphertext and tag.  */
  memset(out, FILL, sizeof(out));
  rc = v->seal_detached(key, nonce, ad_length, ad, length, p, tag_length,
			tag, src);
  if (rc != SYMCRYPT_OK)
    FAIL("%s seal_detached returned %d", v->name, rc);
  if (memcmp(p, c, length) != 0 || memcmp(tag, c + length, tag_length) != 0)
    FAIL("%s seal_detached differs from seal", v->name);
  untouched_from("seal_detached", out, sizeof(out), open_at + length);

  /* Open attached, at OPEN_AT, in place or not.  */
  memset(out, FILL, sizeof(out));
  if (in_place)
    memcpy(p, c, length + tag_length);
  rc = v->open(key, nonce, ad_length, ad, tag_length, length + tag_length,
	       p, in_place ? p : c);
  if (rc != SYMCRYPT_OK)
    FAIL("%s open returned %d", v->name, rc);
  if (memcmp(p, src, length) != 0)
    FAIL("%s open gave another plaintext", v->name);
  if (!in_place)
    untouched_from("open", out, sizeof(out), open_at + length);

  /* Open detached, in place.  */
  memset(out, FILL, sizeof(out));
  memcpy(p, c, length);
  rc = v->open_detached(key, nonce, ad_length, ad, length, p, tag_length,
			tag, p);
  if (rc != SYMCRYPT_OK)
    FAIL("%s open_detached returned %d", v->name, rc);
  if (memcmp(p, src, length) != 0)
    FAIL("%s open_detached gave another plaintext", v->name);
  untouched_from("open_detached", out, sizeof(out), open_at + length);

  /* One flipped bit of the ciphertext, the tag or the associated data,
     through both opens: refused, the plaintext zero.  */
  total = length + tag_length + ad_length;
  bit = (flip * (size_t) 8 + take(&in, 8)) % (8 * total);
  memcpy(copy, c, length + tag_length);
  if (bit / 8 < length + tag_length)
    copy[bit / 8] ^= 1 << bit % 8;
  else
    ad[bit / 8 - length - tag_length] ^= 1 << bit % 8;
  memset(out, FILL, sizeof(out));
  if (in_place)
    memcpy(p, copy, length + tag_length);
  rc = v->open(key, nonce, ad_length, ad, tag_length, length + tag_length,
	       p, in_place ? p : copy);
  if (rc != SYMCRYPT_EAUTH)
    FAIL("%s open of a flipped bit %zu returned %d", v->name, bit, rc);
  /* In place, the tag after the plaintext stays as it was.  */
  if (in_place)
    {
      if (memcmp(p + length, copy + length, tag_length) != 0)
	FAIL("%s open of a flipped bit changed the tag", v->name);
      memset(p + length, FILL, tag_length);
    }
  zeroed("open of a flipped bit", out, open_at, length);
  memset(out, FILL, sizeof(out));
  rc = v->open_detached(key, nonce, ad_length, ad, length, p, tag_length,
			copy + length, copy);
  if (rc != SYMCRYPT_EAUTH)
    FAIL("%s open_detached of a flipped bit %zu returned %d", v->name,
	 bit, rc);
  zeroed("open_detached of a flipped bit", out, open_at, length);
  if (bit / 8 >= length + tag_length)
    ad[bit / 8 - length - tag_length] ^= 1 << bit % 8;

  /* The MAC of the message in pieces against one update; verify takes
     the tag and refuses it flipped.  */
  rc = v->mac(key, nonce, length, src, NULL, tag_length, mac_tag, 0);
  if (rc != SYMCRYPT_OK)
    FAIL("%s mac_digest returned %d", v->name, rc);
  rc = v->mac(key, nonce, length, src, &in, tag_length, tag, 0);
  if (rc != SYMCRYPT_OK || memcmp(tag, mac_tag, tag_length) != 0)
    FAIL("%s MAC in pieces differs from one update", v->name);
  rc = v->mac(key, nonce, length, src, NULL, tag_length, mac_tag, 1);
  if (rc != SYMCRYPT_OK)
    FAIL("%s mac_verify of its own tag returned %d", v->name, rc);
  mac_tag[bit / 8 % tag_length] ^= 1 << bit % 8;
  rc = v->mac(key, nonce, length, src, NULL, tag_length, mac_tag, 1);
  if (rc != SYMCRYPT_EAUTH)
    FAIL("%s mac_verify of a flipped tag returned %d", v->name, rc);
  return 0;
}
