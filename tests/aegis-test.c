/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* aegis-test.c -- AEGIS-128L, AEGIS-256 and their X2 and X4 forms:
   every test vector of draft-irtf-cfrg-aegis-aead (tests/aegis-vectors.txt:
   the AES round, the updates, seal and open of every variant with both
   tags, the vectors that must fail, AEGIS-MAC of every variant);
   every case of Project Wycheproof's AEGIS-128L and AEGIS-256 files,
   the invalid ones too (tests/aegis-wycheproof.txt); seal
   and open at random lengths of message and associated data, both
   tags, in place and at every alignment, the detached forms giving
   the attached bytes; every flipped bit of ciphertext, tag or
   associated data refused with DST zeroed; the MAC in random chunks;
   bad arguments refused with nothing written; and every variant of the
   block functions (the X forms' init functions too), of start and
   finish and of the one-call seal_message and open_message that this
   CPU runs against the C twin.  The draft's and Wycheproof's vectors are
   the reference, and the C twin for the assembly; libaegis, where the
   benchmark stage builds it, is compared with in
   tests/aegis-peer-test.c.  */
#include "testutils.h"
#include "variants.h"
#include "aes/aes-internal.h"

#define MAX_TAG 32

/* Whether the LENGTH bytes at P are all zero.  */
static int
all_zero(const void *p, size_t length)
{
  const uint8_t *b = p;
  size_t i;
  for (i = 0; i < length; i++)
    if (b[i] != 0)
      return 0;
  return 1;
}

/* A one-shot MAC over the public streaming functions: the data in
   chunks of random lengths when CHUNKED, else in one call.  Digest
   and verify leave the context zeroed unless they refuse the tag's
   length (symcrypt/aegis.h).  */
#define MAC_FUNCTIONS(name)						\
  static int								\
  mac_##name(const uint8_t *key, const uint8_t *nonce, size_t length,	\
	     const uint8_t *data, int chunked, size_t tag_length,	\
	     uint8_t *tag, int verify)					\
  {									\
    struct symcrypt_##name##_mac_ctx ctx;				\
    int rc;								\
    symcrypt_##name##_mac_init(&ctx, key, nonce);			\
    while (length > 0)							\
      {									\
	size_t n = chunked ? test_rand_below(length + 1) : length;	\
	if (chunked && test_rand_below(4) == 0)				\
	  n = test_rand_below(length < 3 ? length + 1 : 3);		\
	symcrypt_##name##_mac_update(&ctx, n, data);			\
	data += n;							\
	length -= n;							\
      }									\
    rc = verify ? symcrypt_##name##_mac_verify(&ctx, tag_length, tag)	\
      : symcrypt_##name##_mac_digest(&ctx, tag_length, tag);		\
    if (rc != SYMCRYPT_EINVAL)						\
      ASSERT(all_zero(&ctx, sizeof(ctx)));				\
    return rc;								\
  }

MAC_FUNCTIONS(aegis128l)
MAC_FUNCTIONS(aegis128x2)
MAC_FUNCTIONS(aegis128x4)
MAC_FUNCTIONS(aegis256)
MAC_FUNCTIONS(aegis256x2)
MAC_FUNCTIONS(aegis256x4)

typedef int seal_fn(const uint8_t *, const uint8_t *, size_t, const uint8_t *,
		    size_t, size_t, uint8_t *, const uint8_t *);
typedef int detached_fn(const uint8_t *, const uint8_t *, size_t,
			const uint8_t *, size_t, uint8_t *, size_t,
			uint8_t *, const uint8_t *);
typedef int open_detached_fn(const uint8_t *, const uint8_t *, size_t,
			     const uint8_t *, size_t, uint8_t *, size_t,
			     const uint8_t *, const uint8_t *);
typedef int mac_fn(const uint8_t *, const uint8_t *, size_t, const uint8_t *,
		   int, size_t, uint8_t *, int);

struct variant
{
  const char *name;
  size_t key_size;		/* and the nonce's */
  size_t rate, state_size;
  seal_fn *seal, *open;
  detached_fn *seal_detached;
  open_detached_fn *open_detached;
  mac_fn *mac;
  unsigned absorb, encrypt, decrypt;	/* function ids */
  int has_init;			/* the X forms: */
  unsigned init;		/* their init function's id */
};

#define VARIANT(name, key_size, rate, state_size, has_init, init)	\
  { #name, key_size, rate, state_size, symcrypt_##name##_seal,		\
    symcrypt_##name##_open, symcrypt_##name##_seal_detached,		\
    symcrypt_##name##_open_detached, mac_##name,			\
    SYMCRYPT_FN_##name##_absorb, SYMCRYPT_FN_##name##_encrypt,		\
    SYMCRYPT_FN_##name##_decrypt, has_init, init }

static const struct variant variants[] = {
  VARIANT(aegis128l, 16, 32, 128, 0, 0),
  VARIANT(aegis128x2, 16, 64, 256, 1, SYMCRYPT_FN_aegis128x2_init),
  VARIANT(aegis128x4, 16, 128, 512, 1, SYMCRYPT_FN_aegis128x4_init),
  VARIANT(aegis256, 32, 16, 96, 0, 0),
  VARIANT(aegis256x2, 32, 32, 192, 1, SYMCRYPT_FN_aegis256x2_init),
  VARIANT(aegis256x4, 32, 64, 384, 1, SYMCRYPT_FN_aegis256x4_init),
};
#define N_VARIANTS (sizeof(variants) / sizeof(variants[0]))

static const struct variant *
find_variant(const char *name)
{
  unsigned i;
  for (i = 0; i < N_VARIANTS; i++)
    if (strcmp(variants[i].name, name) == 0)
      return &variants[i];
  FAIL("unknown variant %s", name);
}

static const struct tstring *
field(const char *word)
{
  return SHEX(strcmp(word, "-") == 0 ? "" : word);
}

/* Seal (attached and detached) must give CT and TAG; open both ways
   must give MSG back, in place and not.  */
static void
check_seal(const struct variant *v, const struct tstring *key,
	   const struct tstring *nonce, const struct tstring *ad,
	   const struct tstring *msg, const struct tstring *ct,
	   const struct tstring *tag)
{
  size_t n = msg->length, t = tag->length;
  unsigned align;
  for (align = 0; align < 16; align += 5)
    {
      uint8_t *dst = test_buf_alloc(n + t, align);
      uint8_t *out = test_buf_alloc(n, align);
      uint8_t *tagbuf = test_buf_alloc(t, align);
      if (n > 0)
	memcpy(out, msg->data, n);
      ASSERT_RC(v->seal(key->data, nonce->data, ad->length, ad->data, t, n,
			dst, msg->data), SYMCRYPT_OK);
      ASSERT_BYTES(v->name, n, dst, ct->data);
      ASSERT_BYTES("tag", t, dst + n, tag->data);
      /* In place, detached.  */
      ASSERT_RC(v->seal_detached(key->data, nonce->data, ad->length,
				 ad->data, n, out, t, tagbuf, out),
		SYMCRYPT_OK);
      ASSERT_BYTES("detached", n, out, ct->data);
      ASSERT_BYTES("detached tag", t, tagbuf, tag->data);
      ASSERT_RC(v->open_detached(key->data, nonce->data, ad->length,
				 ad->data, n, out, t, tagbuf, out),
		SYMCRYPT_OK);
      ASSERT_BYTES("open detached", n, out, msg->data);
      /* In place, attached.  */
      ASSERT_RC(v->open(key->data, nonce->data, ad->length, ad->data, t,
			n + t, dst, dst), SYMCRYPT_OK);
      ASSERT_BYTES("open", n, dst, msg->data);
      test_buf_check(dst);
      test_buf_check(out);
      test_buf_check(tagbuf);
      test_buf_free(dst);
      test_buf_free(out);
      test_buf_free(tagbuf);
    }
}

/* A vector that must fail: EAUTH and DST all zero.  */
static void
check_refused(const struct variant *v, const struct tstring *key,
	      const struct tstring *nonce, const struct tstring *ad,
	      const struct tstring *ct, const struct tstring *tag)
{
  size_t n = ct->length, t = tag->length, i;
  uint8_t *src = test_buf_alloc(n + t, 3), *dst = test_buf_alloc(n, 1);
  memcpy(src, ct->data, n);
  memcpy(src + n, tag->data, t);
  ASSERT_RC(v->open(key->data, nonce->data, ad->length, ad->data, t, n + t,
		    dst, src), SYMCRYPT_EAUTH);
  for (i = 0; i < n; i++)
    ASSERT(dst[i] == 0);
  memset(dst, 0xa5, n);
  ASSERT_RC(v->open_detached(key->data, nonce->data, ad->length, ad->data,
			     n, dst, t, tag->data, ct->data), SYMCRYPT_EAUTH);
  for (i = 0; i < n; i++)
    ASSERT(dst[i] == 0);
  test_buf_check(src);
  test_buf_check(dst);
  test_buf_free(src);
  test_buf_free(dst);
}

/* The MAC in one call and in random chunks, digest and verify.  */
static void
check_mac(const struct variant *v, const struct tstring *key,
	  const struct tstring *nonce, const struct tstring *data,
	  const struct tstring *tag)
{
  uint8_t out[MAX_TAG], bad[MAX_TAG];
  int chunked;
  for (chunked = 0; chunked < 2; chunked++)
    {
      ASSERT_RC(v->mac(key->data, nonce->data, data->length, data->data,
		       chunked, tag->length, out, 0), SYMCRYPT_OK);
      ASSERT_BYTES(v->name, tag->length, out, tag->data);
      ASSERT_RC(v->mac(key->data, nonce->data, data->length, data->data,
		       chunked, tag->length, out, 1), SYMCRYPT_OK);
      memcpy(bad, out, tag->length);
      bad[tag->length - 1] ^= 0x80;
      ASSERT_RC(v->mac(key->data, nonce->data, data->length, data->data,
		       chunked, tag->length, bad, 1), SYMCRYPT_EAUTH);
    }
}

/* The update vectors: one block absorbed by every variant.  */
static void
check_update(const struct variant *v, const struct tstring *before,
	     const struct tstring *msg, const struct tstring *after)
{
  const struct symcrypt_variant *var;
  ASSERT(before->length == v->state_size && msg->length == v->rate);
  for (FOR_EACH_VARIANT(var, v->absorb))
    {
      uint8_t state[512];
      memcpy(state, before->data, before->length);
      VARIANT_FN(aegis128l_absorb, var)(state, 1, msg->data);
      ASSERT_BYTES(var->label, after->length, state, after->data);
    }
}

static void
test_vector_file(void)
{
  char path[4096], line[4096];
  unsigned counts[4] = { 0, 0, 0, 0 };
  FILE *f = test_open_data("aegis-vectors.txt", path, sizeof(path));

  while (fgets(line, sizeof(line), f))
    {
      char *word[10] = { NULL };
      unsigned n = 0;
      const struct variant *v;
      if (!strchr(line, '\n'))
	FAIL("%s: a line longer than %zu bytes", path, sizeof(line) - 2);
      if (line[0] == '#')
	continue;
      for (word[0] = strtok(line, " \n"); word[n] && n < 9;)
	word[++n] = strtok(NULL, " \n");
      if (strcmp(word[0], "aesround") == 0 && n == 4)
	{
	  uint8_t out[16];
	  _symcrypt_aes_round_blocks(1, out, SHEX(word[1])->data,
				     SHEX(word[2])->data);
	  ASSERT_BYTES("AESRound", 16, out, SHEX(word[3])->data);
	  counts[0]++;
	}
      else if (strcmp(word[0], "update") == 0 && n == 5)
	{
	  check_update(find_variant(word[1]), SHEX(word[2]), SHEX(word[3]),
		       SHEX(word[4]));
	  counts[0]++;
	}
      else if (strcmp(word[0], "aead") == 0 && n == 9)
	{
	  const struct tstring *key = SHEX(word[2]), *nonce = SHEX(word[3]);
	  const struct tstring *ad = field(word[4]), *ct = field(word[6]);
	  v = find_variant(word[1]);
	  ASSERT(key->length == v->key_size && nonce->length == v->key_size);
	  if (strcmp(word[5], "-") == 0 && ct->length > 0)
	    {
	      check_refused(v, key, nonce, ad, ct, SHEX(word[7]));
	      check_refused(v, key, nonce, ad, ct, SHEX(word[8]));
	      counts[2]++;
	    }
	  else
	    {
	      const struct tstring *msg = field(word[5]);
	      check_seal(v, key, nonce, ad, msg, ct, SHEX(word[7]));
	      check_seal(v, key, nonce, ad, msg, ct, SHEX(word[8]));
	      counts[1]++;
	    }
	}
      else if (strcmp(word[0], "mac") == 0 && n == 7)
	{
	  v = find_variant(word[1]);
	  check_mac(v, SHEX(word[2]), SHEX(word[3]), field(word[4]),
		    SHEX(word[5]));
	  check_mac(v, SHEX(word[2]), SHEX(word[3]), field(word[4]),
		    SHEX(word[6]));
	  counts[3]++;
	}
      else
	FAIL("%s: bad record %s", path, word[0]);
    }
  fclose(f);
  /* The AES round and two updates; five vectors of each of 128L and
     256 and two of each X form; four refused of each of 128L and 256;
     six MACs.  */
  if (counts[0] != 3 || counts[1] != 5 + 5 + 4 * 2 || counts[2] != 8
      || counts[3] != 6)
    FAIL("%s: %u, %u, %u and %u vectors", path, counts[0], counts[1],
	 counts[2], counts[3]);
}

/* Project Wycheproof's AEGIS-128L and AEGIS-256 cases
   (tests/aegis-wycheproof.txt): a valid case seals to CT and TAG and
   opens back, attached, detached and in place; an invalid one is
   refused with DST zeroed, both ways.  */
static void
test_wycheproof_file(void)
{
  char path[4096], line[8192];
  unsigned counts[2] = { 0, 0 };
  FILE *f = test_open_data("aegis-wycheproof.txt", path, sizeof(path));

  while (fgets(line, sizeof(line), f))
    {
      char *word[11] = { NULL };
      unsigned n = 0;
      const struct variant *v;
      const struct tstring *key, *nonce, *ad, *msg, *ct, *tag;
      if (!strchr(line, '\n'))
	FAIL("%s: a line longer than %zu bytes", path, sizeof(line) - 2);
      if (line[0] == '#')
	continue;
      for (word[0] = strtok(line, " \n"); word[n] && n < 10;)
	word[++n] = strtok(NULL, " \n");
      if (n != 10 || strcmp(word[0], "wycheproof") != 0)
	FAIL("%s: bad record %s", path, word[0]);
      v = find_variant(word[1]);
      key = SHEX(word[3]);
      nonce = SHEX(word[4]);
      ad = field(word[5]);
      msg = field(word[6]);
      ct = field(word[7]);
      tag = SHEX(word[8]);
      ASSERT(key->length == v->key_size && nonce->length == v->key_size);
      if (strcmp(word[9], "valid") == 0)
	{
	  check_seal(v, key, nonce, ad, msg, ct, tag);
	  counts[0]++;
	}
      else if (strcmp(word[9], "invalid") == 0)
	{
	  check_refused(v, key, nonce, ad, ct, tag);
	  counts[1]++;
	}
      else
	FAIL("%s: test %s: result %s", path, word[2], word[9]);
    }
  fclose(f);
  /* 479 cases of AEGIS-128L and 472 of AEGIS-256, 224 of them
     invalid.  */
  if (counts[0] != 479 + 472 - 224 || counts[1] != 224)
    FAIL("%s: %u valid and %u invalid cases", path, counts[0], counts[1]);
}

/* Random messages: seal attached and detached agree, open gives the
   message back (in place too), and any flipped bit of the ciphertext,
   the tag or the associated data is refused with DST zeroed.  */
static void
test_random(const struct variant *v)
{
  unsigned trial, trials = test_trials(300);
  for (trial = 0; trial < trials; trial++)
    {
      size_t n = trial < 3 * v->rate ? trial
	: test_rand_below(4) ? test_rand_below(3 * v->rate + 1)
	: test_rand_below(5000);
      size_t adlen = test_rand_below(4) ? test_rand_below(2 * v->rate + 1)
	: test_rand_below(700);
      size_t t = test_rand_below(2) ? 16 : 32, i, bit;
      unsigned align = (unsigned) test_rand_below(16);
      uint8_t key[32], nonce[32], tag[MAX_TAG];
      uint8_t *msg = test_buf_alloc(n, align);
      uint8_t *ad = test_buf_alloc(adlen, (align + 7) % 16);
      uint8_t *sealed = test_buf_alloc(n + t, (align + 3) % 16);
      uint8_t *ct = test_buf_alloc(n, (align + 1) % 16);
      uint8_t *out = test_buf_alloc(n, (align + 5) % 16);
      test_rand_fill(sizeof(key), key);
      test_rand_fill(sizeof(nonce), nonce);
      test_rand_fill(n, msg);
      test_rand_fill(adlen, ad);

      ASSERT_RC(v->seal(key, nonce, adlen, ad, t, n, sealed, msg),
		SYMCRYPT_OK);
      ASSERT_RC(v->seal_detached(key, nonce, adlen, ad, n, ct, t, tag, msg),
		SYMCRYPT_OK);
      ASSERT_BYTES("detached ciphertext", n, ct, sealed);
      ASSERT_BYTES("detached tag", t, tag, sealed + n);
      if (n >= 16)
	ASSERT(memcmp(ct, msg, n) != 0);
      ASSERT_RC(v->open(key, nonce, adlen, ad, t, n + t, out, sealed),
		SYMCRYPT_OK);
      ASSERT_BYTES("open", n, out, msg);
      memcpy(out, ct, n);
      ASSERT_RC(v->open_detached(key, nonce, adlen, ad, n, out, t, tag, out),
		SYMCRYPT_OK);
      ASSERT_BYTES("open detached in place", n, out, msg);

      /* One flipped bit, anywhere.  */
      bit = test_rand_below(8 * (n + t + adlen));
      if (bit < 8 * (n + t))
	sealed[bit / 8] ^= (uint8_t) (1 << bit % 8);
      else
	ad[bit / 8 - n - t] ^= (uint8_t) (1 << bit % 8);
      memset(out, 0xa5, n);
      ASSERT_RC(v->open(key, nonce, adlen, ad, t, n + t, out, sealed),
		SYMCRYPT_EAUTH);
      for (i = 0; i < n; i++)
	ASSERT(out[i] == 0);
      /* In place: the ciphertext is lost, the tag is left.  */
      ASSERT_RC(v->open(key, nonce, adlen, ad, t, n + t, sealed, sealed),
		SYMCRYPT_EAUTH);
      for (i = 0; i < n; i++)
	ASSERT(sealed[i] == 0);

      test_buf_check(msg);
      test_buf_check(ad);
      test_buf_check(sealed);
      test_buf_check(ct);
      test_buf_check(out);
      test_buf_free(msg);
      test_buf_free(ad);
      test_buf_free(sealed);
      test_buf_free(ct);
      test_buf_free(out);
    }
}

/* The MAC in random chunks gives the one call's tag.  */
static void
test_mac_chunks(const struct variant *v)
{
  unsigned trial, trials = test_trials(200);
  for (trial = 0; trial < trials; trial++)
    {
      size_t n = test_rand_below(6 * v->rate + 100);
      size_t t = test_rand_below(2) ? 16 : 32;
      uint8_t key[32], nonce[32], one[MAX_TAG], chunked[MAX_TAG];
      uint8_t *data = test_buf_alloc(n, (unsigned) test_rand_below(16));
      test_rand_fill(sizeof(key), key);
      test_rand_fill(sizeof(nonce), nonce);
      test_rand_fill(n, data);
      ASSERT_RC(v->mac(key, nonce, n, data, 0, t, one, 0), SYMCRYPT_OK);
      ASSERT_RC(v->mac(key, nonce, n, data, 1, t, chunked, 0), SYMCRYPT_OK);
      ASSERT_BYTES("chunked MAC", t, chunked, one);
      ASSERT_RC(v->mac(key, nonce, n, data, 1, t, one, 1), SYMCRYPT_OK);
      test_buf_check(data);
      test_buf_free(data);
    }
}

/* Bad lengths: SYMCRYPT_EINVAL, nothing written.  */
static void
test_refusals(const struct variant *v)
{
  static const size_t bad_tags[] = { 0, 1, 8, 15, 17, 24, 31, 33, 64 };
  uint8_t key[32] = { 1 }, nonce[32] = { 2 }, src[128], dst[128], tag[64];
  uint8_t before[128];
  unsigned i;

  memset(src, 0x5a, sizeof(src));
  memset(dst, 0xa5, sizeof(dst));
  memset(tag, 0xa5, sizeof(tag));
  memcpy(before, dst, sizeof(before));
  for (i = 0; i < sizeof(bad_tags) / sizeof(bad_tags[0]); i++)
    {
      size_t t = bad_tags[i];
      ASSERT_RC(v->seal(key, nonce, 0, NULL, t, 16, dst, src), SYMCRYPT_EINVAL);
      ASSERT_RC(v->open(key, nonce, 0, NULL, t, 64, dst, src),
		SYMCRYPT_EINVAL);
      ASSERT_RC(v->seal_detached(key, nonce, 0, NULL, 16, dst, t, tag, src),
		SYMCRYPT_EINVAL);
      ASSERT_RC(v->open_detached(key, nonce, 0, NULL, 16, dst, t, tag, src),
		SYMCRYPT_EINVAL);
      ASSERT_RC(v->mac(key, nonce, 16, src, 0, t, tag, 0), SYMCRYPT_EINVAL);
      ASSERT_RC(v->mac(key, nonce, 16, src, 0, t, tag, 1), SYMCRYPT_EINVAL);
    }
  /* An open shorter than its tag.  */
  ASSERT_RC(v->open(key, nonce, 0, NULL, 16, 15, dst, src), SYMCRYPT_EINVAL);
  ASSERT_RC(v->open(key, nonce, 0, NULL, 32, 31, dst, src), SYMCRYPT_EINVAL);
  /* NULL with a length.  */
  ASSERT_RC(v->seal(key, nonce, 1, NULL, 16, 16, dst, src), SYMCRYPT_EINVAL);
  ASSERT_RC(v->seal(key, nonce, 0, NULL, 16, 16, dst, NULL), SYMCRYPT_EINVAL);
  ASSERT_RC(v->seal(key, nonce, 0, NULL, 16, 0, NULL, NULL), SYMCRYPT_EINVAL);
  ASSERT_RC(v->open(key, nonce, 0, NULL, 16, 17, NULL, src), SYMCRYPT_EINVAL);
  ASSERT_RC(v->seal_detached(key, nonce, 0, NULL, 16, dst, 16, NULL, src),
	    SYMCRYPT_EINVAL);
  ASSERT_RC(v->open_detached(key, nonce, 0, NULL, 16, dst, 16, NULL, src),
	    SYMCRYPT_EINVAL);
  /* Over the draft's limit of 2^61 - 1 bytes (P_MAX, A_MAX).  */
  if (sizeof(size_t) > 4)
    {
      size_t over = (size_t) (SYMCRYPT_AEGIS_MAX_LENGTH + 1);
      ASSERT_RC(v->seal(key, nonce, over, src, 16, 16, dst, src),
		SYMCRYPT_EINVAL);
      ASSERT_RC(v->seal(key, nonce, 0, NULL, 16, over, dst, src),
		SYMCRYPT_EINVAL);
      ASSERT_RC(v->open_detached(key, nonce, 0, NULL, over, dst, 16, tag, src),
		SYMCRYPT_EINVAL);
    }
  ASSERT_RC(v->seal(key, nonce, 0, NULL, 16, SIZE_MAX - 8, dst, src),
	    SYMCRYPT_EINVAL);
  ASSERT(memcmp(dst, before, sizeof(dst)) == 0);
  for (i = 0; i < sizeof(tag); i++)
    ASSERT(tag[i] == 0xa5);
  /* An empty message with an empty DST.  */
  ASSERT_RC(v->seal_detached(key, nonce, 0, NULL, 0, NULL, 16, tag, NULL),
	    SYMCRYPT_OK);
  ASSERT_RC(v->open_detached(key, nonce, 0, NULL, 0, NULL, 16, tag, NULL),
	    SYMCRYPT_OK);
}

/* Every variant of the block function ID against the C twin: random
   states and blocks, separate and in place, at random alignments.  */
static void
test_block_variants(const struct variant *v, unsigned id, int has_dst)
{
  const struct symcrypt_variant *var, *c = test_variant_c(id);
  unsigned count = 0;
  for (FOR_EACH_VARIANT(var, id))
    {
      unsigned trial;
      count++;
      for (trial = 0; trial < test_trials(100); trial++)
	{
	  size_t blocks = trial < 10 ? trial : test_rand_below(41);
	  size_t n = blocks * v->rate;
	  int in_place = has_dst && trial % 3 == 2;
	  uint8_t *state = test_buf_alloc(v->state_size, trial % 16);
	  uint8_t *src = test_buf_alloc(n, (trial * 7) % 16);
	  uint8_t *dst = test_buf_alloc(n, (trial * 3) % 16);
	  uint8_t ref_state[512], *ref_dst = malloc(n + 1), *ref_src = malloc(n + 1);
	  test_rand_fill(v->state_size, state);
	  test_rand_fill(n, src);
	  memcpy(ref_state, state, v->state_size);
	  memcpy(ref_src, src, n);
	  if (has_dst)
	    {
	      VARIANT_FN(aegis128l_encrypt, c)(ref_state, blocks, ref_dst, ref_src);
	      VARIANT_FN(aegis128l_encrypt, var)(state, blocks,
						 in_place ? src : dst, src);
	      ASSERT_BYTES(var->label, n, in_place ? src : dst, ref_dst);
	    }
	  else
	    {
	      VARIANT_FN(aegis128l_absorb, c)(ref_state, blocks, ref_src);
	      VARIANT_FN(aegis128l_absorb, var)(state, blocks, src);
	    }
	  if (memcmp(state, ref_state, v->state_size) != 0)
	    FAIL("%s %s (%s): the state differs from C after %zu blocks",
		 v->name, _symcrypt_function_info(id)->name, var->label,
		 blocks);
	  test_buf_check(state);
	  test_buf_check(src);
	  test_buf_check(dst);
	  test_buf_free(state);
	  test_buf_free(src);
	  test_buf_free(dst);
	  free(ref_dst);
	  free(ref_src);
	}
      if (test_verbose)
	fprintf(stderr, "%s (%s): as C\n", _symcrypt_function_info(id)->name,
		var->label);
    }
  ASSERT(count >= 1);
}

/* Every variant of the X forms' init function against the C twin:
   random states, blocks and context rows (the row is one block of
   each instance, a quarter of the rate for AEGIS-128X, all of it for
   AEGIS-256X).  */
static void
test_init_variants(const struct variant *v)
{
  const struct symcrypt_variant *var, *c = test_variant_c(v->init);
  size_t row = v->key_size == 16 ? v->rate / 2 : v->rate;
  unsigned count = 0;
  for (FOR_EACH_VARIANT(var, v->init))
    {
      unsigned trial;
      count++;
      for (trial = 0; trial < test_trials(100); trial++)
	{
	  size_t blocks = trial < 20 ? trial : test_rand_below(41);
	  size_t n = blocks * v->rate;
	  uint8_t *state = test_buf_alloc(v->state_size, trial % 16);
	  uint8_t *src = test_buf_alloc(n, (trial * 7) % 16);
	  uint8_t *ctx = test_buf_alloc(row, (trial * 5) % 16);
	  uint8_t ref_state[512];
	  test_rand_fill(v->state_size, state);
	  test_rand_fill(n, src);
	  test_rand_fill(row, ctx);
	  memcpy(ref_state, state, v->state_size);
	  VARIANT_FN(aegis128x2_init, c)(ref_state, blocks, src, ctx);
	  VARIANT_FN(aegis128x2_init, var)(state, blocks, src, ctx);
	  if (memcmp(state, ref_state, v->state_size) != 0)
	    FAIL("%s init (%s): the state differs from C after %zu blocks",
		 v->name, var->label, blocks);
	  test_buf_check(state);
	  test_buf_check(src);
	  test_buf_check(ctx);
	  test_buf_free(state);
	  test_buf_free(src);
	  test_buf_free(ctx);
	}
      if (test_verbose)
	fprintf(stderr, "%s init (%s): as C\n", v->name, var->label);
    }
  ASSERT(count >= 1);
}

/* Every variant of the start and finish functions of AEGIS-128L,
   AEGIS-256 and their X forms (ids START and FINISH; KEY_SIZE the
   key's and nonce's bytes, STATE_SIZE the state's) against the C
   twins: random states, keys, nonces and lengths, at random
   alignments.  */
static void
test_ends_variants(const char *name, unsigned start, unsigned finish,
		   size_t key_size, size_t state_size)
{
  const struct symcrypt_variant *var, *cs = test_variant_c(start);
  const struct symcrypt_variant *cf = test_variant_c(finish);
  unsigned count = 0;
  for (FOR_EACH_VARIANT(var, start))
    {
      /* The finish function of the same folder: both are in the
	 same folders, in the same order.  */
      const struct symcrypt_variant *fin = test_variant(finish, var_k);
      unsigned trial;
      ASSERT(fin != NULL && strcmp(fin->label, var->label) == 0);
      count++;
      for (trial = 0; trial < test_trials(100); trial++)
	{
	  uint8_t *state = test_buf_alloc(state_size, trial % 16);
	  uint8_t *key = test_buf_alloc(key_size, (trial * 7) % 16);
	  uint8_t *nonce = test_buf_alloc(key_size, (trial * 5) % 16);
	  uint8_t ref_state[512], words[16];
	  uint64_t first, second;
	  test_rand_fill(state_size, state);
	  test_rand_fill(key_size, key);
	  test_rand_fill(key_size, nonce);
	  test_rand_fill(sizeof(words), words);
	  memcpy(&first, words, 8);
	  memcpy(&second, words + 8, 8);
	  memcpy(ref_state, state, state_size);
	  VARIANT_FN(aegis128l_start, cs)(ref_state, key, nonce);
	  VARIANT_FN(aegis128l_start, var)(state, key, nonce);
	  if (memcmp(state, ref_state, state_size) != 0)
	    FAIL("%s start (%s): the state differs from C", name,
		 var->label);
	  VARIANT_FN(aegis128l_finish, cf)(ref_state, first, second);
	  VARIANT_FN(aegis128l_finish, fin)(state, first, second);
	  if (memcmp(state, ref_state, state_size) != 0)
	    FAIL("%s finish (%s): the state differs from C", name,
		 var->label);
	  test_buf_check(state);
	  test_buf_check(key);
	  test_buf_check(nonce);
	  test_buf_free(state);
	  test_buf_free(key);
	  test_buf_free(nonce);
	}
      if (test_verbose)
	fprintf(stderr, "%s start, finish (%s): as C\n", name, var->label);
    }
  ASSERT(count >= 1);
}

/* Every variant of seal_message and open_message of AEGIS-128L,
   AEGIS-256 and their X2 and X4 forms (ids SEAL and OPEN; KEY_SIZE the
   key's and nonce's bytes, RATE the variant's) against the C twins:
   random keys, nonces, associated data and text (among the first even
   trials every length up to the rate or 49 bytes, among the odd ones
   random lengths), at
   random alignments, a third of them in place.  Open decrypts random
   bytes: the twins must agree on those too.  The whole blocks written
   to DST are compared, and the whole WORK: the padded last blocks and
   the tags.  */
static void
test_message_variants(const char *name, unsigned seal, unsigned open,
		      size_t key_size, size_t rate)
{
  const struct symcrypt_variant *var, *c[2];
  size_t work_size = 64 + 2 * rate + 48;
  unsigned count = 0, op;
  c[0] = test_variant_c(seal);
  c[1] = test_variant_c(open);
  for (op = 0; op < 2; op++)
    for (FOR_EACH_VARIANT(var, op ? open : seal))
      {
	unsigned trial;
	count++;
	for (trial = 0; trial < test_trials(100); trial++)
	  {
	    /* Every tail of a block among the even trials, random
	       lengths among the odd ones.  */
	    int fixed = trial % 2 == 0 && trial < 2 * rate;
	    size_t ad_length = fixed ? trial / 4 : test_rand_below(5 * rate);
	    size_t length = fixed ? trial / 2 : test_rand_below(20 * rate);
	    int in_place = trial % 3 == 2;
	    uint8_t *work = test_buf_alloc(work_size, trial % 16);
	    uint8_t *ad = test_buf_alloc(ad_length, (trial * 5) % 16);
	    uint8_t *src = test_buf_alloc(length, (trial * 7) % 16);
	    uint8_t *dst = test_buf_alloc(length, (trial * 3) % 16);
	    uint8_t *ref_work = malloc(work_size);
	    uint8_t *ref_dst = malloc(length + 1), *ref_src = malloc(length + 1);
	    size_t ad_tail = ad_length % rate, tail = length % rate;
	    memset(work, 0, work_size);
	    test_rand_fill(key_size, work);
	    test_rand_fill(key_size, work + 32);
	    test_rand_fill(ad_length, ad);
	    test_rand_fill(length, src);
	    memcpy(work + 64, ad + ad_length - ad_tail, ad_tail);
	    memcpy(work + 64 + rate, src + length - tail, tail);
	    memcpy(ref_work, work, work_size);
	    memcpy(ref_src, src, length);
	    VARIANT_FN(aegis128l_seal_message, c[op])(ref_work, ad_length, ad,
						      length, ref_dst, ref_src);
	    VARIANT_FN(aegis128l_seal_message, var)(work, ad_length, ad, length,
						    in_place ? src : dst, src);
	    if (memcmp(in_place ? src : dst, ref_dst, length - tail) != 0)
	      FAIL("%s %s (%s): the text differs from C, %zu bytes of "
		   "data, %zu of text", name, op ? "open" : "seal",
		   var->label, ad_length, length);
	    if (memcmp(work, ref_work, work_size) != 0)
	      FAIL("%s %s (%s): the last block or the tags differ from C, "
		   "%zu bytes of data, %zu of text", name,
		   op ? "open" : "seal", var->label, ad_length, length);
	    test_buf_check(work);
	    test_buf_check(ad);
	    test_buf_check(src);
	    test_buf_check(dst);
	    test_buf_free(work);
	    test_buf_free(ad);
	    test_buf_free(src);
	    test_buf_free(dst);
	    free(ref_work);
	    free(ref_dst);
	    free(ref_src);
	  }
	if (test_verbose)
	  fprintf(stderr, "%s %s_message (%s): as C\n", name,
		  op ? "open" : "seal", var->label);
      }
  ASSERT(count >= 2);
}

void
test_main(void)
{
  unsigned i;
  test_ends_variants("aegis128l", SYMCRYPT_FN_aegis128l_start,
		     SYMCRYPT_FN_aegis128l_finish, 16, 128);
  test_ends_variants("aegis256", SYMCRYPT_FN_aegis256_start,
		     SYMCRYPT_FN_aegis256_finish, 32, 96);
  test_ends_variants("aegis128x2", SYMCRYPT_FN_aegis128x2_start,
		     SYMCRYPT_FN_aegis128x2_finish, 16, 256);
  test_ends_variants("aegis256x2", SYMCRYPT_FN_aegis256x2_start,
		     SYMCRYPT_FN_aegis256x2_finish, 32, 192);
  test_ends_variants("aegis128x4", SYMCRYPT_FN_aegis128x4_start,
		     SYMCRYPT_FN_aegis128x4_finish, 16, 512);
  test_ends_variants("aegis256x4", SYMCRYPT_FN_aegis256x4_start,
		     SYMCRYPT_FN_aegis256x4_finish, 32, 384);
  test_message_variants("aegis128l", SYMCRYPT_FN_aegis128l_seal_message,
			SYMCRYPT_FN_aegis128l_open_message, 16, 32);
  test_message_variants("aegis256", SYMCRYPT_FN_aegis256_seal_message,
			SYMCRYPT_FN_aegis256_open_message, 32, 16);
  test_message_variants("aegis128x2", SYMCRYPT_FN_aegis128x2_seal_message,
			SYMCRYPT_FN_aegis128x2_open_message, 16, 64);
  test_message_variants("aegis256x2", SYMCRYPT_FN_aegis256x2_seal_message,
			SYMCRYPT_FN_aegis256x2_open_message, 32, 32);
  test_message_variants("aegis128x4", SYMCRYPT_FN_aegis128x4_seal_message,
			SYMCRYPT_FN_aegis128x4_open_message, 16, 128);
  test_message_variants("aegis256x4", SYMCRYPT_FN_aegis256x4_seal_message,
			SYMCRYPT_FN_aegis256x4_open_message, 32, 64);
  test_vector_file();
  test_wycheproof_file();
  for (i = 0; i < N_VARIANTS; i++)
    {
      const struct variant *v = &variants[i];
      test_block_variants(v, v->absorb, 0);
      test_block_variants(v, v->encrypt, 1);
      test_block_variants(v, v->decrypt, 1);
      if (v->has_init)
	test_init_variants(v);
      test_random(v);
      test_mac_chunks(v);
      test_refusals(v);
    }
  ASSERT(symcrypt_implementation("aegis") != NULL);
}
