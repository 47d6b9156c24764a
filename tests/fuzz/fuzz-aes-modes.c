/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* fuzz-aes-modes.c -- the AES modes of 1.4 (symcrypt/aes-modes.h)
   with keys, lengths, chunkings and alignments from the input:

   - CMAC with AES-128, AES-192 and AES-256: a context fed in chunks,
     exported midway and imported into another, equals the one-shot
     function; verify accepts the tag and its prefixes, and refuses a
     tag with a flipped bit; digest and verify lengths outside 1..16
     are refused with the context unchanged;
   - XTS with AES-128 and AES-256: decrypt(encrypt(x)) == x for units
     of 16 to 4096 bytes, in place and not, at any alignment, with no
     write past the unit; the _sectors functions equal the unit
     functions applied sector by sector with the plain64 tweak; keys
     with equal halves are refused and leave a context that refuses
     every call;
   - key wrap (RFC 3394) and key wrap with padding (RFC 5649) with the
     three key sizes: round trips, in place and not; a wrap with any
     flipped bit unwraps to SYMCRYPT_EAUTH with nothing written.  */
#include "fuzz.h"

#define MAX_LENGTH 4096
#define MAX_SECTORS 4
#define FILL 0x5a

/* The input's key, message and tweak; the buffers the functions write,
   with room for an offset of up to 15 bytes and a canary after.  */
static uint8_t key[64], msg[MAX_SECTORS * MAX_LENGTH];
static uint8_t out[MAX_SECTORS * MAX_LENGTH + 32];
static uint8_t back[MAX_SECTORS * MAX_LENGTH + 32];
static uint8_t ref[MAX_SECTORS * MAX_LENGTH];

/* Nothing in BUF at or after OFFSET differs from FILL.  */
static void
untouched_from(const char *what, const uint8_t *buf, size_t size, size_t offset)
{
  size_t i;
  for (i = offset; i < size; i++)
    if (buf[i] != FILL)
      FAIL("%s wrote byte %zu (only %zu allowed)", what, i, offset);
}

struct cmac
{
  unsigned bits;
  size_t state_size;
  void (*set_key)(void *, const uint8_t *);
  void (*update)(void *, size_t, const uint8_t *);
  int (*digest)(void *, size_t, uint8_t *);
  int (*verify)(void *, size_t, const uint8_t *);
  int (*export)(const void *, size_t, uint8_t *);
  int (*import)(void *, size_t, const uint8_t *);
  int (*cmac)(const uint8_t *, size_t, const uint8_t *, size_t, uint8_t *);
};

#define CMAC(bits)							\
  { bits, SYMCRYPT_AES##bits##_CMAC_STATE_SIZE,			\
    (void (*)(void *, const uint8_t *)) symcrypt_aes##bits##_cmac_set_key, \
    (void (*)(void *, size_t, const uint8_t *)) symcrypt_aes##bits##_cmac_update, \
    (int (*)(void *, size_t, uint8_t *)) symcrypt_aes##bits##_cmac_digest, \
    (int (*)(void *, size_t, const uint8_t *)) symcrypt_aes##bits##_cmac_verify, \
    (int (*)(const void *, size_t, uint8_t *)) symcrypt_aes##bits##_cmac_export, \
    (int (*)(void *, size_t, const uint8_t *)) symcrypt_aes##bits##_cmac_import, \
    symcrypt_aes##bits##_cmac }

static const struct cmac cmacs[3] = { CMAC(128), CMAC(192), CMAC(256) };

union cmac_ctx
{
  struct symcrypt_aes128_cmac_ctx c128;
  struct symcrypt_aes192_cmac_ctx c192;
  struct symcrypt_aes256_cmac_ctx c256;
};

/* Feeds MSG[FROM..TO) to a CMAC context in chunks from the input.  */
static void
cmac_feed(struct input *in, const struct cmac *c, void *ctx, size_t from,
	  size_t to)
{
  while (from < to)
    {
      size_t n = take(in, 4) ? take(in, (unsigned) (to - from + 1)) : to - from;
      c->update(ctx, n, msg + from);
      from += n;
    }
}

static void
check_cmac(struct input *in, size_t length)
{
  const struct cmac *c = &cmacs[take(in, 3)];
  union cmac_ctx ctx, other;
  uint8_t tag[16], got[17], state[SYMCRYPT_AES256_CMAC_STATE_SIZE + 1];
  uint8_t before[SYMCRYPT_AES256_CMAC_STATE_SIZE];
  size_t tag_length = 1 + take(in, 16), mid = take(in, (unsigned) length + 1);
  size_t bit;

  ASSERT_RC(c->cmac(key, length, msg, 16, tag), SYMCRYPT_OK);
  memset(got, FILL, sizeof(got));
  ASSERT_RC(c->cmac(key, length, msg, tag_length, got), SYMCRYPT_OK);
  if (memcmp(got, tag, tag_length) != 0)
    FAIL("aes%u_cmac: a %zu-byte tag is not the start of the whole tag",
	 c->bits, tag_length);
  untouched_from("cmac", got, sizeof(got), tag_length);

  /* In chunks, exported at MID, imported into a context of another
     key, finished there; the exported context finishes too.  */
  c->set_key(&ctx, key);
  cmac_feed(in, c, &ctx, 0, mid);
  memset(state, FILL, sizeof(state));
  ASSERT_RC(c->export(&ctx, c->state_size - 1, state), SYMCRYPT_EINVAL);
  untouched_from("cmac export", state, sizeof(state), 0);
  ASSERT_RC(c->export(&ctx, sizeof(state), state), SYMCRYPT_OK);
  untouched_from("cmac export", state, sizeof(state), c->state_size);
  c->set_key(&other, key + 32);
  ASSERT_RC(c->import(&other, c->state_size, state), SYMCRYPT_OK);
  cmac_feed(in, c, &other, mid, length);
  memset(got, FILL, sizeof(got));
  ASSERT_RC(c->digest(&other, tag_length, got), SYMCRYPT_OK);
  if (memcmp(got, tag, tag_length) != 0)
    FAIL("aes%u_cmac: %zu bytes exported at %zu and imported differ",
	 c->bits, length, mid);
  untouched_from("cmac digest", got, sizeof(got), tag_length);
  cmac_feed(in, c, &ctx, mid, length);
  ASSERT_RC(c->digest(&ctx, 16, got), SYMCRYPT_OK);
  if (memcmp(got, tag, 16) != 0)
    FAIL("aes%u_cmac: %zu bytes in chunks differ from the one-shot "
	 "function", c->bits, length);

  /* digest left the context keyed and empty: verify the whole tag,
     then a flipped bit, then a prefix, each on the message again.  */
  cmac_feed(in, c, &ctx, 0, length);
  ASSERT_RC(c->verify(&ctx, 16, tag), SYMCRYPT_OK);
  memcpy(got, tag, 16);
  bit = take(in, 8 * (unsigned) tag_length);
  got[bit / 8] ^= (uint8_t) (1 << bit % 8);
  cmac_feed(in, c, &ctx, 0, length);
  ASSERT_RC(c->verify(&ctx, tag_length, got), SYMCRYPT_EAUTH);
  cmac_feed(in, c, &ctx, 0, length);
  ASSERT_RC(c->verify(&ctx, tag_length, tag), SYMCRYPT_OK);

  /* Lengths 0 and 17 are refused, the context as it was.  */
  cmac_feed(in, c, &ctx, 0, mid);
  ASSERT_RC(c->export(&ctx, c->state_size, before), SYMCRYPT_OK);
  memset(got, FILL, sizeof(got));
  ASSERT_RC(c->digest(&ctx, take(in, 2) ? 17 : 0, got), SYMCRYPT_EINVAL);
  untouched_from("cmac digest of a bad length", got, sizeof(got), 0);
  ASSERT_RC(c->verify(&ctx, take(in, 2) ? 17 : 0, tag), SYMCRYPT_EINVAL);
  ASSERT_RC(c->export(&ctx, c->state_size, state), SYMCRYPT_OK);
  if (memcmp(before, state, c->state_size) != 0)
    FAIL("aes%u_cmac: a refused digest or verify changed the context",
	 c->bits);
}

struct xts
{
  unsigned bits;
  size_t key_size;
  int (*set_encrypt_key)(void *, const uint8_t *);
  int (*set_decrypt_key)(void *, const uint8_t *);
  int (*encrypt)(const void *, const uint8_t *, size_t, uint8_t *, const uint8_t *);
  int (*decrypt)(const void *, const uint8_t *, size_t, uint8_t *, const uint8_t *);
  int (*encrypt_sectors)(const void *, uint64_t, size_t, size_t, uint8_t *,
			 const uint8_t *);
  int (*decrypt_sectors)(const void *, uint64_t, size_t, size_t, uint8_t *,
			 const uint8_t *);
};

#define XTS(bits)							\
  { bits, SYMCRYPT_AES##bits##_XTS_KEY_SIZE,				\
    (int (*)(void *, const uint8_t *)) symcrypt_aes##bits##_xts_set_encrypt_key, \
    (int (*)(void *, const uint8_t *)) symcrypt_aes##bits##_xts_set_decrypt_key, \
    (int (*)(const void *, const uint8_t *, size_t, uint8_t *, const uint8_t *)) \
    symcrypt_aes##bits##_xts_encrypt,					\
    (int (*)(const void *, const uint8_t *, size_t, uint8_t *, const uint8_t *)) \
    symcrypt_aes##bits##_xts_decrypt,					\
    (int (*)(const void *, uint64_t, size_t, size_t, uint8_t *, const uint8_t *)) \
    symcrypt_aes##bits##_xts_encrypt_sectors,				\
    (int (*)(const void *, uint64_t, size_t, size_t, uint8_t *, const uint8_t *)) \
    symcrypt_aes##bits##_xts_decrypt_sectors }

static const struct xts xtss[2] = { XTS(128), XTS(256) };

union xts_ctx
{
  struct symcrypt_aes128_xts_ctx x128;
  struct symcrypt_aes256_xts_ctx x256;
};

/* The plain64 tweak of sector N: N as a 16-byte little-endian number.  */
static void
plain64(uint8_t *tweak, uint64_t n)
{
  unsigned i;
  for (i = 0; i < 16; i++)
    tweak[i] = i < 8 ? (uint8_t) (n >> (8 * i)) : 0;
}

static void
check_xts(struct input *in, size_t length)
{
  const struct xts *x = &xtss[take(in, 2)];
  union xts_ctx enc, dec;
  uint8_t tweak[16];
  size_t at = take(in, 16), back_at = take(in, 16), i;
  size_t sector_size = 16 * (1 + take(in, MAX_LENGTH / 16));
  size_t sectors = 1 + take(in, MAX_SECTORS);
  unsigned in_place = take(in, 3) == 0;
  uint64_t first = take(in, 4) ? (uint64_t) take(in, 65535 + 1) << 48
    | (uint64_t) take(in, 65535 + 1) << 16 | take(in, 65535 + 1)
    : UINT64_MAX - take(in, 3);

  memcpy(tweak, key + 48, 16);
  length = 16 + length % (MAX_LENGTH - 15);
  if (take(in, 16) == 0)
    {
      /* Equal halves: refused, and so is every later call.  */
      memcpy(key + x->key_size / 2, key, x->key_size / 2);
      ASSERT_RC(x->set_encrypt_key(&enc, key), SYMCRYPT_EINVAL);
      ASSERT_RC(x->set_decrypt_key(&dec, key), SYMCRYPT_EINVAL);
      memset(out, FILL, sizeof(out));
      ASSERT_RC(x->encrypt(&enc, tweak, length, out, msg), SYMCRYPT_EINVAL);
      ASSERT_RC(x->decrypt(&dec, tweak, length, out, msg), SYMCRYPT_EINVAL);
      ASSERT_RC(x->encrypt_sectors(&enc, first, 16, 16, out, msg),
		SYMCRYPT_EINVAL);
      untouched_from("xts with equal key halves", out, sizeof(out), 0);
      return;
    }
  ASSERT_RC(x->set_encrypt_key(&enc, key), SYMCRYPT_OK);
  ASSERT_RC(x->set_decrypt_key(&dec, key), SYMCRYPT_OK);

  /* One unit, out of place or in place.  */
  memset(out, FILL, sizeof(out));
  memset(back, FILL, sizeof(back));
  if (in_place)
    {
      memcpy(out + at, msg, length);
      ASSERT_RC(x->encrypt(&enc, tweak, length, out + at, out + at), SYMCRYPT_OK);
      memcpy(ref, out + at, length);
      ASSERT_RC(x->decrypt(&dec, tweak, length, out + at, out + at), SYMCRYPT_OK);
      if (memcmp(out + at, msg, length) != 0)
	FAIL("aes%u_xts: in place, decrypt(encrypt(x)) of %zu bytes is not x",
	     x->bits, length);
      untouched_from("xts in place", out, sizeof(out), at + length);
      ASSERT_RC(x->encrypt(&enc, tweak, length, back + back_at, msg), SYMCRYPT_OK);
      if (memcmp(back + back_at, ref, length) != 0)
	FAIL("aes%u_xts: %zu bytes in place differ from out of place",
	     x->bits, length);
    }
  else
    {
      ASSERT_RC(x->encrypt(&enc, tweak, length, out + at, msg), SYMCRYPT_OK);
      untouched_from("xts encrypt", out, sizeof(out), at + length);
      ASSERT_RC(x->decrypt(&dec, tweak, length, back + back_at, out + at),
		SYMCRYPT_OK);
      untouched_from("xts decrypt", back, sizeof(back), back_at + length);
      if (memcmp(back + back_at, msg, length) != 0)
	FAIL("aes%u_xts: decrypt(encrypt(x)) of %zu bytes is not x",
	     x->bits, length);
    }
  /* The other direction's context, and a short unit, are refused.  */
  memset(back, FILL, sizeof(back));
  ASSERT_RC(x->encrypt(&dec, tweak, length, back, msg), SYMCRYPT_EINVAL);
  ASSERT_RC(x->decrypt(&enc, tweak, length, back, msg), SYMCRYPT_EINVAL);
  ASSERT_RC(x->encrypt(&enc, tweak, take(in, 16), back, msg), SYMCRYPT_EINVAL);
  untouched_from("xts refused", back, sizeof(back), 0);

  /* Sectors against units with the plain64 tweak, the sector number
     wrapping past 2^64 - 1.  */
  length = sectors * sector_size;
  for (i = 0; i < sectors; i++)
    {
      plain64(tweak, first + i);
      ASSERT_RC(x->encrypt(&enc, tweak, sector_size, ref + i * sector_size,
			   msg + i * sector_size), SYMCRYPT_OK);
    }
  memset(out, FILL, sizeof(out));
  if (in_place)
    memcpy(out + at, msg, length);
  ASSERT_RC(x->encrypt_sectors(&enc, first, sector_size, length, out + at,
			       in_place ? out + at : msg), SYMCRYPT_OK);
  untouched_from("xts encrypt_sectors", out, sizeof(out), at + length);
  if (memcmp(out + at, ref, length) != 0)
    FAIL("aes%u_xts: %zu sectors of %zu bytes from %llu differ from the "
	 "units with plain64 tweaks", x->bits, sectors, sector_size,
	 (unsigned long long) first);
  ASSERT_RC(x->decrypt_sectors(&dec, first, sector_size, length,
			       out + at, out + at), SYMCRYPT_OK);
  if (memcmp(out + at, msg, length) != 0)
    FAIL("aes%u_xts: decrypt_sectors(encrypt_sectors(x)) of %zu sectors "
	 "is not x", x->bits, sectors);
}

struct keywrap
{
  unsigned bits;
  void (*set_encrypt_key)(void *, const uint8_t *);
  void (*set_decrypt_key)(void *, const uint8_t *);
  int (*wrap)(const void *, size_t, uint8_t *, const uint8_t *);
  int (*unwrap)(const void *, size_t, uint8_t *, const uint8_t *);
  int (*wrap_pad)(const void *, size_t, uint8_t *, const uint8_t *);
  int (*unwrap_pad)(const void *, size_t, uint8_t *, size_t *, const uint8_t *);
};

#define KEYWRAP(bits)							\
  { bits,								\
    (void (*)(void *, const uint8_t *)) symcrypt_aes##bits##_set_encrypt_key, \
    (void (*)(void *, const uint8_t *)) symcrypt_aes##bits##_set_decrypt_key, \
    (int (*)(const void *, size_t, uint8_t *, const uint8_t *))	\
    symcrypt_aes##bits##_keywrap,					\
    (int (*)(const void *, size_t, uint8_t *, const uint8_t *))	\
    symcrypt_aes##bits##_keyunwrap,					\
    (int (*)(const void *, size_t, uint8_t *, const uint8_t *))	\
    symcrypt_aes##bits##_keywrap_pad,					\
    (int (*)(const void *, size_t, uint8_t *, size_t *, const uint8_t *)) \
    symcrypt_aes##bits##_keyunwrap_pad }

static const struct keywrap keywraps[3] = { KEYWRAP(128), KEYWRAP(192),
					    KEYWRAP(256) };

union aes_ctx
{
  struct symcrypt_aes128_ctx a128;
  struct symcrypt_aes192_ctx a192;
  struct symcrypt_aes256_ctx a256;
};

/* Unwraps WRAPPED bytes at SRC to DST by the form PAD: the error
   code, and in *GOT the length of the key data.  A failed
   keyunwrap_pad may not write the length either.  */
static int
unwrap(const struct keywrap *w, const void *ctx, int pad, size_t wrapped,
       uint8_t *dst, const uint8_t *src, size_t *got)
{
  size_t out_length = FILL;
  int rc = pad ? w->unwrap_pad(ctx, wrapped, dst, &out_length, src)
    : w->unwrap(ctx, wrapped, dst, src);
  if (rc != SYMCRYPT_OK && out_length != FILL)
    FAIL("aes%u_keyunwrap_pad failed (%d) and wrote the length", w->bits, rc);
  *got = pad ? out_length : wrapped - 8;
  return rc;
}

static void
check_keywrap(struct input *in, size_t length)
{
  const struct keywrap *w = &keywraps[take(in, 3)];
  union aes_ctx enc, dec;
  int pad = take(in, 2), rc;
  unsigned in_place = take(in, 3) == 0;
  size_t at = take(in, 16), back_at = take(in, 16), wrapped, bit, got;

  /* RFC 3394 takes 16 bytes or more, a multiple of 8; RFC 5649 any
     length from 1.  */
  length = length % 1024;
  length = pad ? 1 + length : 16 + length / 8 * 8;
  wrapped = pad ? 8 + (length + 7) / 8 * 8 : length + 8;
  w->set_encrypt_key(&enc, key);
  w->set_decrypt_key(&dec, key);

  memset(out, FILL, sizeof(out));
  if (in_place)
    memcpy(out + at, msg, length);
  ASSERT_RC((pad ? w->wrap_pad : w->wrap)(&enc, length, out + at,
					  in_place ? out + at : msg),
	    SYMCRYPT_OK);
  untouched_from("keywrap", out, sizeof(out), at + wrapped);
  memset(back, FILL, sizeof(back));
  ASSERT_RC((pad ? w->wrap_pad : w->wrap)(&dec, length, back, msg),
	    SYMCRYPT_EINVAL);
  ASSERT_RC(unwrap(w, &enc, pad, wrapped, back, out + at, &got),
	    SYMCRYPT_EINVAL);
  untouched_from("key wrap with the wrong direction", back, sizeof(back), 0);

  if (in_place)
    {
      memcpy(back, out + at, wrapped);
      ASSERT_RC(unwrap(w, &dec, pad, wrapped, out + at, out + at, &got),
		SYMCRYPT_OK);
      if (got != length || memcmp(out + at, msg, length) != 0)
	FAIL("aes%u_keyunwrap%s in place of %zu bytes gave %zu bytes, not "
	     "the key data", w->bits, pad ? "_pad" : "", wrapped, got);
      memcpy(out + at, back, wrapped);
    }
  memset(back, FILL, sizeof(back));
  ASSERT_RC(unwrap(w, &dec, pad, wrapped, back + back_at, out + at, &got),
	    SYMCRYPT_OK);
  if (got != length || memcmp(back + back_at, msg, length) != 0)
    FAIL("aes%u_keyunwrap%s of %zu bytes gave %zu bytes, not the key "
	 "data", w->bits, pad ? "_pad" : "", wrapped, got);
  untouched_from("keyunwrap", back, sizeof(back),
		 back_at + (pad ? wrapped - 8 : length));

  /* Any flipped bit: SYMCRYPT_EAUTH, nothing written.  */
  bit = take(in, 8 * (unsigned) wrapped);
  out[at + bit / 8] ^= (uint8_t) (1 << bit % 8);
  memset(back, FILL, sizeof(back));
  rc = unwrap(w, &dec, pad, wrapped, back, out + at, &got);
  if (rc != SYMCRYPT_EAUTH)
    FAIL("aes%u_keyunwrap%s of %zu bytes with bit %zu flipped returned %d",
	 w->bits, pad ? "_pad" : "", wrapped, bit, rc);
  untouched_from("keyunwrap of a forgery", back, sizeof(back), 0);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  struct input in = { data, size };
  unsigned what = take(&in, 3);
  size_t length = take(&in, 4) ? take(&in, 200) : take(&in, MAX_LENGTH + 1);
  size_t i;

  for (i = 0; i < sizeof(key); i++)
    key[i] = (uint8_t) (i * 29 + (size ? data[i % size] : 0));
  /* The input's last bytes, backwards, then a pattern.  */
  for (i = 0; i < sizeof(msg); i++)
    msg[i] = (uint8_t) (i < in.left ? in.data[in.left - 1 - i]
			: i * 7 + (i >> 10));

  if (what == 0)
    check_cmac(&in, length);
  else if (what == 1)
    check_xts(&in, length);
  else
    check_keywrap(&in, length);
  return 0;
}
