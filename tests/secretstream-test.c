/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* secretstream-test.c -- symcrypt_random, and the secretstream byte
   for byte against libsodium's crypto_secretstream_xchacha20poly1305
   where configure found it: each side pushes the same messages from
   the same state (random lengths, associated data, tags, alignments,
   in place too), each pulls the other's, explicit rekeys and the
   counter's wrap from a state near it (the state layout is libsodium's
   and public on both sides), and a tampered message is refused with
   nothing written and the state as it was.  Without libsodium the
   vectors it made (tests/secretstream-vectors.txt), the round trips
   and the refusals run alone.  */
#include <string.h>

#include "testutils.h"

#if HAVE_SODIUM
#include <sodium.h>
#endif

static void
test_random(void)
{
  uint8_t a[600], b[600];
  size_t length;
  ASSERT_RC(symcrypt_random(0, NULL), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_random(1, NULL), SYMCRYPT_EINVAL);
  for (length = 0; length <= sizeof(a); length++)
    {
      memset(a, 0, sizeof(a));
      ASSERT_RC(symcrypt_random(length, a), SYMCRYPT_OK);
      /* Nothing past LENGTH.  */
      memset(b, 0, sizeof(b));
      ASSERT(memcmp(a + length, b, sizeof(a) - length) == 0);
    }
  /* Two draws of 32 bytes differ (a false failure has probability
     2^-256), and a long draw is not left zero at its end.  */
  ASSERT_RC(symcrypt_random(32, a), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_random(32, b), SYMCRYPT_OK);
  ASSERT(memcmp(a, b, 32) != 0);
  memset(a, 0, sizeof(a));
  ASSERT_RC(symcrypt_random(sizeof(a), a), SYMCRYPT_OK);
  ASSERT(memcmp(a + sizeof(a) - 32, b + sizeof(b) - 32, 32) != 0
	 || memcmp(a + sizeof(a) - 32, a, 32) != 0);
}

/* The vectors of tests/secretstream-vectors.txt, libsodium's bytes:
   ours pushes each message from the same state and pulls libsodium's
   output back.  */
static const struct tstring *
hex_or_empty(const char *word)
{
  return SHEX(strcmp(word, "-") == 0 ? "" : word);
}

static void
test_vectors(void)
{
  static char line[40000];
  char path[400];
  FILE *f = test_open_data("secretstream-vectors.txt", path, sizeof(path));
  struct symcrypt_secretstream_ctx push, pull;
  unsigned streams = 0, messages = 0;

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
      if (strcmp(word[0], "stream") == 0 && n == 3)
	{
	  const struct tstring *key = SHEX(word[1]), *header = SHEX(word[2]);
	  ASSERT(key->length == 32 && header->length == 24);
	  ASSERT_RC(symcrypt_secretstream_init_pull(&push, header->data,
						    key->data), SYMCRYPT_OK);
	  pull = push;
	  streams++;
	}
      else if (strcmp(word[0], "counter") == 0 && n == 2)
	{
	  uint32_t counter = (uint32_t) strtoul(word[1], NULL, 10);
	  unsigned i;
	  for (i = 0; i < 4; i++)
	    push.nonce[i] = pull.nonce[i] = (uint8_t) (counter >> (8 * i));
	}
      else if (strcmp(word[0], "rekey") == 0 && n == 1)
	{
	  symcrypt_secretstream_rekey(&push);
	  symcrypt_secretstream_rekey(&pull);
	}
      else if (strcmp(word[0], "push") == 0 && n == 5)
	{
	  uint8_t tag = (uint8_t) atoi(word[1]), got;
	  const struct tstring *ad = hex_or_empty(word[2]);
	  const struct tstring *m = hex_or_empty(word[3]), *out = SHEX(word[4]);
	  uint8_t *c = test_buf_alloc(m->length + 17, (unsigned) test_rand_below(64));
	  ASSERT(out->length == m->length + 17);
	  ASSERT_RC(symcrypt_secretstream_push(&push, ad->length, ad->data, tag,
					       m->length, c, m->data),
		    SYMCRYPT_OK);
	  ASSERT_BYTES("push vs libsodium's vector", out->length, c, out->data);
	  ASSERT_RC(symcrypt_secretstream_pull(&pull, ad->length, ad->data,
					       out->length, c, &got, out->data),
		    SYMCRYPT_OK);
	  ASSERT(got == tag);
	  ASSERT_BYTES("pull of libsodium's vector", m->length, c, m->data);
	  ASSERT(memcmp(&push, &pull, sizeof(push)) == 0);
	  test_buf_free(c);
	  messages++;
	}
      else
	FAIL("%s: bad record %s", path, word[0]);
    }
  fclose(f);
  ASSERT(streams == 3 && messages >= 30);
}

/* A length for message I: mostly short, sometimes past 16 KiB.  */
static size_t
random_length(unsigned i)
{
  return i % 13 == 12 ? 16384 + test_rand_below(3000) : test_rand_below(1500);
}

static uint8_t
random_tag(void)
{
  /* Mostly MESSAGE, so that the rekeys of REKEY and FINAL stay few.  */
  unsigned r = (unsigned) test_rand_below(8);
  return r < 4 ? (uint8_t) r : SYMCRYPT_SECRETSTREAM_TAG_MESSAGE;
}

/* Pulls C (LENGTH + 17 bytes) with CTX and checks the plaintext and
   tag against M and TAG; then a copy with one bit changed (in the
   message, the tag byte, the MAC or the associated data) is refused
   first with DST, *TAG and the context untouched.  */
static void
pull_check(struct symcrypt_secretstream_ctx *ctx, size_t ad_length,
	   const uint8_t *ad, size_t length, const uint8_t *c,
	   const uint8_t *m, uint8_t tag)
{
  struct symcrypt_secretstream_ctx copy = *ctx;
  uint8_t *bad = test_buf_alloc(length + 17, (unsigned) test_rand_below(64));
  uint8_t *dst = test_buf_alloc(length, (unsigned) test_rand_below(64));
  uint8_t *before = test_buf_alloc(length, 0);
  uint8_t got = 0xa5;
  size_t i = test_rand_below(length + 17 + ad_length);

  memcpy(bad, c, length + 17);
  memcpy(before, dst, length);
  if (i < length + 17)
    bad[i] ^= (uint8_t) (1 << test_rand_below(8));
  else
    {
      /* The associated data: one byte less.  */
      ASSERT_RC(symcrypt_secretstream_pull(ctx, ad_length - 1, ad, length + 17,
					   dst, &got, bad), SYMCRYPT_EAUTH);
    }
  ASSERT_RC(symcrypt_secretstream_pull(ctx, ad_length, ad, length + 17, dst,
				       &got, bad), i < length + 17
	    ? SYMCRYPT_EAUTH : SYMCRYPT_OK);
  if (i < length + 17)
    {
      ASSERT(got == 0xa5);
      ASSERT_BYTES("dst after a refused pull", length, dst, before);
      ASSERT(memcmp(&copy, ctx, sizeof(copy)) == 0);
      ASSERT_RC(symcrypt_secretstream_pull(ctx, ad_length, ad, length + 17,
					   dst, &got, c), SYMCRYPT_OK);
    }
  ASSERT(got == tag);
  ASSERT_BYTES("pulled plaintext", length, dst, m);
  test_buf_check(dst);
  test_buf_free(bad);
  test_buf_free(dst);
  test_buf_free(before);
}

#if HAVE_SODIUM
/* libsodium's state set to ours (the same layout: key, then nonce).  */
static void
their_state(crypto_secretstream_xchacha20poly1305_state *theirs,
	    const struct symcrypt_secretstream_ctx *ours)
{
  memset(theirs, 0, sizeof(*theirs));
  memcpy(theirs->k, ours->key, 32);
  memcpy(theirs->nonce, ours->nonce, 12);
}

static void
same_state(const crypto_secretstream_xchacha20poly1305_state *theirs,
	   const struct symcrypt_secretstream_ctx *ours)
{
  ASSERT_BYTES("stream key", 32, ours->key, theirs->k);
  ASSERT_BYTES("stream nonce", 12, ours->nonce, theirs->nonce);
}
#endif

/* A stream of MESSAGES messages from the state in PUSH (and PULL, the
   same); with libsodium its pusher and puller run beside ours from
   that state too.  */
static void
run_stream(struct symcrypt_secretstream_ctx *push,
	   struct symcrypt_secretstream_ctx *pull, unsigned messages)
{
  unsigned k;
#if HAVE_SODIUM
  crypto_secretstream_xchacha20poly1305_state their_push, their_pull;
  their_state(&their_push, push);
  their_state(&their_pull, pull);
#endif
  for (k = 0; k < messages; k++)
    {
      size_t length = random_length(k), ad_length = test_rand_below(40);
      uint8_t tag = random_tag();
      uint8_t *ad = test_buf_alloc(ad_length, (unsigned) test_rand_below(64));
      uint8_t *m = test_buf_alloc(length, (unsigned) test_rand_below(64));
      uint8_t *c = test_buf_alloc(length + 17, (unsigned) test_rand_below(64));
      int in_place = test_rand_below(4) == 0;

      test_rand_fill(ad_length, ad);
      test_rand_fill(length, m);
      if (in_place)
	{
	  memcpy(c, m, length);
	  ASSERT_RC(symcrypt_secretstream_push(push, ad_length, ad, tag, length,
					       c, c), SYMCRYPT_OK);
	}
      else
	ASSERT_RC(symcrypt_secretstream_push(push, ad_length, ad, tag, length,
					     c, m), SYMCRYPT_OK);
      test_buf_check(c);
#if HAVE_SODIUM
      {
	uint8_t *theirs = test_buf_alloc(length + 17, 0);
	uint8_t *dst = test_buf_alloc(length, 0);
	unsigned long long n;
	unsigned char their_tag;
	ASSERT(crypto_secretstream_xchacha20poly1305_push(&their_push, theirs, &n, m,
							  length, ad, ad_length,
							  tag) == 0);
	ASSERT(n == length + 17);
	ASSERT_BYTES("push vs libsodium", length + 17, c, theirs);
	same_state(&their_push, push);
	/* libsodium pulls ours.  */
	ASSERT(crypto_secretstream_xchacha20poly1305_pull(&their_pull, dst, &n,
							  &their_tag, c,
							  length + 17, ad,
							  ad_length) == 0);
	ASSERT(n == length && their_tag == tag);
	ASSERT_BYTES("libsodium pulls ours", length, dst, m);
	test_buf_free(theirs);
	test_buf_free(dst);
      }
#endif
      if (in_place)
	{
	  uint8_t got;
	  uint8_t *copy = test_buf_alloc(length + 17, 0);
	  memcpy(copy, c, length + 17);
	  ASSERT_RC(symcrypt_secretstream_pull(pull, ad_length, ad, length + 17,
					       copy, &got, copy), SYMCRYPT_OK);
	  ASSERT(got == tag);
	  ASSERT_BYTES("pull in place", length, copy, m);
	  test_buf_free(copy);
	}
      else
	pull_check(pull, ad_length, ad, length, c, m, tag);
#if HAVE_SODIUM
      same_state(&their_pull, pull);
      /* An explicit rekey on every side now and then.  */
      if (test_rand_below(8) == 0)
	{
	  symcrypt_secretstream_rekey(push);
	  symcrypt_secretstream_rekey(pull);
	  crypto_secretstream_xchacha20poly1305_rekey(&their_push);
	  crypto_secretstream_xchacha20poly1305_rekey(&their_pull);
	  same_state(&their_push, push);
	}
#else
      if (test_rand_below(8) == 0)
	{
	  symcrypt_secretstream_rekey(push);
	  symcrypt_secretstream_rekey(pull);
	}
#endif
      ASSERT(memcmp(push, pull, sizeof(*push)) == 0);
      test_buf_free(ad);
      test_buf_free(m);
      test_buf_free(c);
    }
}

static void
test_streams(void)
{
  unsigned round, rounds = test_trials(12);
  for (round = 0; round < rounds; round++)
    {
      struct symcrypt_secretstream_ctx push, pull;
      uint8_t key[32], header[24];
      test_rand_fill(sizeof(key), key);
      ASSERT_RC(symcrypt_secretstream_init_push(&push, header, key), SYMCRYPT_OK);
      ASSERT_RC(symcrypt_secretstream_init_pull(&pull, header, key), SYMCRYPT_OK);
      ASSERT(memcmp(&push, &pull, sizeof(push)) == 0);
#if HAVE_SODIUM
      {
	crypto_secretstream_xchacha20poly1305_state theirs;
	ASSERT(crypto_secretstream_xchacha20poly1305_init_pull(&theirs, header,
							       key) == 0);
	same_state(&theirs, &pull);
      }
#endif
      /* Near the counter's wrap in every other round: the rekey it
	 brings comes within the first messages.  */
      if (round % 2 == 1)
	{
	  uint32_t counter = 0xffffffffu - (uint32_t) test_rand_below(3);
	  size_t i;
	  for (i = 0; i < 4; i++)
	    push.nonce[i] = pull.nonce[i] = (uint8_t) (counter >> (8 * i));
	}
      run_stream(&push, &pull, 24);
    }
}

/* Argument checks: nothing written, state unchanged.  */
static void
test_invalid(void)
{
  struct symcrypt_secretstream_ctx ctx, copy;
  uint8_t key[32] = { 1 }, header[24], buf[64], tag = 7;
  ASSERT_RC(symcrypt_secretstream_init_push(&ctx, header, key), SYMCRYPT_OK);
  copy = ctx;
  memset(buf, 0x55, sizeof(buf));
  ASSERT_RC(symcrypt_secretstream_push(&ctx, 0, NULL, 4, 0, buf, NULL),
	    SYMCRYPT_EINVAL);
  ASSERT_RC(symcrypt_secretstream_push(&ctx, 0, NULL, 0, 0, NULL, NULL),
	    SYMCRYPT_EINVAL);
  ASSERT_RC(symcrypt_secretstream_pull(&ctx, 0, NULL, 16, buf, &tag, buf),
	    SYMCRYPT_EINVAL);
  ASSERT_RC(symcrypt_secretstream_pull(&ctx, 0, NULL, 17, NULL, NULL, buf),
	    SYMCRYPT_EINVAL);
  ASSERT(tag == 7 && buf[0] == 0x55);
  ASSERT(memcmp(&copy, &ctx, sizeof(ctx)) == 0);
  /* An empty FINAL message, pulled.  */
  ASSERT_RC(symcrypt_secretstream_push(&ctx, 0, NULL,
				       SYMCRYPT_SECRETSTREAM_TAG_FINAL, 0, buf,
				       NULL), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_secretstream_init_pull(&ctx, header, key), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_secretstream_pull(&ctx, 0, NULL, 17, NULL, &tag, buf),
	    SYMCRYPT_OK);
  ASSERT(tag == SYMCRYPT_SECRETSTREAM_TAG_FINAL);
}

void
test_main(void)
{
  test_random();
  test_vectors();
  test_streams();
  test_invalid();
}
