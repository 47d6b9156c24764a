/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sodium-test.c -- byte-for-byte agreement with libsodium, when
   configure found it (skipped otherwise): XChaCha20-Poly1305 and
   ChaCha20-Poly1305 (IETF) one-shot and streaming in random pieces,
   the secretbox, Poly1305 and HMAC verification and SipHash-2-4 (64
   and 128 bits), on random keys, nonces, lengths and alignments, in
   place too, and each side opening
   the other's output or rejecting it when altered.  libsodium is
   linked into this test only.  Without it the test is skipped, or
   fails if SYMCRYPT_TEST_REQUIRE_SODIUM is set.  */
#include "testutils.h"

#if HAVE_SODIUM
#include <sodium.h>

/* A length for round ROUND: mostly short, sometimes past 16 KiB.  */
static size_t
random_length(unsigned round)
{
  return round % 16 == 0 ? 16384 + test_rand_below(2000) : test_rand_below(1100);
}

/* Streaming encryption of SRC in random pieces, associated data in
   random pieces too, then the tag after the ciphertext in DST.  */
static void
xchacha_stream_seal(const uint8_t *key, const uint8_t *nonce,
		    size_t ad_length, const uint8_t *ad,
		    size_t length, uint8_t *dst, const uint8_t *src)
{
  struct symcrypt_xchacha_poly1305_ctx ctx;
  size_t done, n;
  symcrypt_xchacha_poly1305_set_key(&ctx, key);
  symcrypt_xchacha_poly1305_set_nonce(&ctx, nonce);
  for (done = 0; done < ad_length; done += n)
    {
      n = 1 + test_rand_below(ad_length - done);
      ASSERT_RC(symcrypt_xchacha_poly1305_update(&ctx, n, ad + done), SYMCRYPT_OK);
    }
  for (done = 0; done < length; done += n)
    {
      n = 1 + test_rand_below(length - done < 300 ? length - done : 300);
      ASSERT_RC(symcrypt_xchacha_poly1305_encrypt(&ctx, n, dst + done, src + done),
		SYMCRYPT_OK);
    }
  ASSERT_RC(symcrypt_xchacha_poly1305_digest(&ctx, 16, dst + length), SYMCRYPT_OK);
}

static void
test_xchacha(void)
{
  unsigned round;
  for (round = 0; round < 200; round++)
    {
      size_t length = random_length(round), ad_length = test_rand_below(70);
      uint8_t key[32], nonce[24];
      uint8_t *ad = test_buf_alloc(ad_length, (unsigned) test_rand_below(64));
      uint8_t *src = test_buf_alloc(length, (unsigned) test_rand_below(64));
      uint8_t *theirs = test_buf_alloc(length + 16, 0);
      uint8_t *ours = test_buf_alloc(length + 16, (unsigned) test_rand_below(64));
      unsigned long long theirs_length;
      size_t i;

      test_rand_fill(sizeof(key), key);
      test_rand_fill(sizeof(nonce), nonce);
      test_rand_fill(ad_length, ad);
      test_rand_fill(length, src);
      ASSERT(crypto_aead_xchacha20poly1305_ietf_encrypt(theirs, &theirs_length,
							src, length, ad, ad_length,
							NULL, nonce, key) == 0);
      ASSERT(theirs_length == length + 16);
      ASSERT_RC(symcrypt_xchacha_poly1305_seal(key, nonce, ad_length, ad, length,
					       ours, src), SYMCRYPT_OK);
      if (memcmp(ours, theirs, length + 16) != 0)
	FAIL("xchacha seal differs from libsodium: length %zu, ad %zu",
	     length, ad_length);
      memset(ours, 0, length + 16);
      xchacha_stream_seal(key, nonce, ad_length, ad, length, ours, src);
      ASSERT_BYTES("xchacha streaming vs libsodium", length + 16, ours, theirs);
      memcpy(ours, src, length);
      ASSERT_RC(symcrypt_xchacha_poly1305_seal(key, nonce, ad_length, ad, length,
					       ours, ours), SYMCRYPT_OK);
      ASSERT_BYTES("xchacha seal in place vs libsodium", length + 16, ours, theirs);

      /* Each opens the other's; an altered byte is refused by both.  */
      ASSERT_RC(symcrypt_xchacha_poly1305_open(key, nonce, ad_length, ad,
					       length + 16, ours, theirs),
		SYMCRYPT_OK);
      ASSERT_BYTES("xchacha open libsodium's", length, ours, src);
      i = test_rand_below(length + 16);
      theirs[i] ^= 0x40;
      ASSERT_RC(symcrypt_xchacha_poly1305_open(key, nonce, ad_length, ad,
					       length + 16, ours, theirs),
		SYMCRYPT_EAUTH);
      ASSERT(crypto_aead_xchacha20poly1305_ietf_decrypt(ours, NULL, NULL, theirs,
							length + 16, ad, ad_length,
							nonce, key) != 0);
      theirs[i] ^= 0x40;
      test_buf_check(ours);
      test_buf_free(ad);
      test_buf_free(src);
      test_buf_free(theirs);
      test_buf_free(ours);
    }
}

/* The RFC 8439 AEAD, streaming in pieces, against libsodium's.  */
static void
test_chacha(void)
{
  unsigned round;
  for (round = 0; round < 100; round++)
    {
      size_t length = random_length(round), ad_length = test_rand_below(70);
      size_t done, n;
      uint8_t key[32], nonce[12];
      uint8_t *ad = test_buf_alloc(ad_length, 0);
      uint8_t *src = test_buf_alloc(length, (unsigned) test_rand_below(64));
      uint8_t *theirs = test_buf_alloc(length + 16, 0);
      uint8_t *ours = test_buf_alloc(length + 16, (unsigned) test_rand_below(64));
      struct symcrypt_chacha_poly1305_ctx ctx;

      test_rand_fill(sizeof(key), key);
      test_rand_fill(sizeof(nonce), nonce);
      test_rand_fill(ad_length, ad);
      test_rand_fill(length, src);
      ASSERT(crypto_aead_chacha20poly1305_ietf_encrypt(theirs, NULL, src, length,
						       ad, ad_length, NULL,
						       nonce, key) == 0);
      symcrypt_chacha_poly1305_set_key(&ctx, key);
      symcrypt_chacha_poly1305_set_nonce(&ctx, nonce);
      ASSERT_RC(symcrypt_chacha_poly1305_update(&ctx, ad_length, ad), SYMCRYPT_OK);
      for (done = 0; done < length; done += n)
	{
	  n = 1 + test_rand_below(length - done);
	  ASSERT_RC(symcrypt_chacha_poly1305_encrypt(&ctx, n, ours + done,
						     src + done), SYMCRYPT_OK);
	}
      ASSERT_RC(symcrypt_chacha_poly1305_digest(&ctx, 16, ours + length),
		SYMCRYPT_OK);
      ASSERT_BYTES("chacha-poly1305 streaming vs libsodium", length + 16, ours,
		   theirs);
      test_buf_free(ad);
      test_buf_free(src);
      test_buf_free(theirs);
      test_buf_free(ours);
    }
}

static void
test_secretbox(void)
{
  unsigned round;
  for (round = 0; round < 200; round++)
    {
      size_t length = random_length(round), i;
      uint8_t key[32], nonce[24];
      uint8_t *src = test_buf_alloc(length, (unsigned) test_rand_below(64));
      uint8_t *theirs = test_buf_alloc(length + 16, 0);
      uint8_t *ours = test_buf_alloc(length + 16, (unsigned) test_rand_below(64));

      test_rand_fill(sizeof(key), key);
      test_rand_fill(sizeof(nonce), nonce);
      test_rand_fill(length, src);
      ASSERT(crypto_secretbox_easy(theirs, src, length, nonce, key) == 0);
      ASSERT_RC(symcrypt_secretbox_seal(key, nonce, length, ours, src), SYMCRYPT_OK);
      if (memcmp(ours, theirs, length + 16) != 0)
	FAIL("secretbox differs from libsodium: length %zu", length);
      /* In place, both layouts.  */
      memcpy(ours, src, length);
      ASSERT_RC(symcrypt_secretbox_seal(key, nonce, length, ours, ours), SYMCRYPT_OK);
      ASSERT_BYTES("secretbox seal, dst == src", length + 16, ours, theirs);
      memcpy(ours + 16, src, length);
      ASSERT_RC(symcrypt_secretbox_seal(key, nonce, length, ours, ours + 16),
		SYMCRYPT_OK);
      ASSERT_BYTES("secretbox seal, src == dst + 16", length + 16, ours, theirs);

      ASSERT_RC(symcrypt_secretbox_open(key, nonce, length + 16, ours + 16, ours),
		SYMCRYPT_OK);
      ASSERT_BYTES("secretbox open in place", length, ours + 16, src);
      i = test_rand_below(length + 16);
      theirs[i] ^= 0x02;
      ASSERT_RC(symcrypt_secretbox_open(key, nonce, length + 16, ours, theirs),
		SYMCRYPT_EAUTH);
      ASSERT(crypto_secretbox_open_easy(ours, theirs, length + 16, nonce, key) != 0);
      theirs[i] ^= 0x02;
      ASSERT_RC(symcrypt_secretbox_open(key, nonce, length + 16, ours, theirs),
		SYMCRYPT_OK);
      ASSERT_BYTES("secretbox open libsodium's", length, ours, src);
      test_buf_check(ours);
      test_buf_free(src);
      test_buf_free(theirs);
      test_buf_free(ours);
    }
}

/* Tags made by libsodium verify; changed ones do not.  */
static void
test_verify(void)
{
  unsigned round;
  for (round = 0; round < 200; round++)
    {
      size_t length = test_rand_below(600), key_length = test_rand_below(200);
      uint8_t key[200], tag[64], *msg = test_buf_alloc(length, 0);
      struct symcrypt_poly1305_ctx poly;
      struct symcrypt_hmac_sha256_ctx h256;
      struct symcrypt_hmac_sha512_ctx h512;
      crypto_auth_hmacsha256_state s256;
      crypto_auth_hmacsha512_state s512;
      size_t n;

      test_rand_fill(sizeof(key), key);
      test_rand_fill(length, msg);
      crypto_onetimeauth(tag, msg, length, key);
      tag[round % 16] ^= (uint8_t) (round / 16 % 2);
      symcrypt_poly1305_set_key(&poly, key);
      symcrypt_poly1305_update(&poly, length, msg);
      ASSERT_RC(symcrypt_poly1305_verify(&poly, tag),
		round / 16 % 2 ? SYMCRYPT_EAUTH : SYMCRYPT_OK);

      crypto_auth_hmacsha256_init(&s256, key, key_length);
      crypto_auth_hmacsha256_update(&s256, msg, length);
      crypto_auth_hmacsha256_final(&s256, tag);
      n = 1 + test_rand_below(32);
      symcrypt_hmac_sha256_set_key(&h256, key_length, key);
      symcrypt_hmac_sha256_update(&h256, length, msg);
      ASSERT_RC(symcrypt_hmac_sha256_verify(&h256, n, tag), SYMCRYPT_OK);
      tag[test_rand_below(n)] ^= 0x80;
      symcrypt_hmac_sha256_update(&h256, length, msg);
      ASSERT_RC(symcrypt_hmac_sha256_verify(&h256, n, tag), SYMCRYPT_EAUTH);

      crypto_auth_hmacsha512_init(&s512, key, key_length);
      crypto_auth_hmacsha512_update(&s512, msg, length);
      crypto_auth_hmacsha512_final(&s512, tag);
      n = 1 + test_rand_below(64);
      symcrypt_hmac_sha512_set_key(&h512, key_length, key);
      symcrypt_hmac_sha512_update(&h512, length, msg);
      ASSERT_RC(symcrypt_hmac_sha512_verify(&h512, n, tag), SYMCRYPT_OK);
      tag[test_rand_below(n)] ^= 0x01;
      symcrypt_hmac_sha512_update(&h512, length, msg);
      ASSERT_RC(symcrypt_hmac_sha512_verify(&h512, n, tag), SYMCRYPT_EAUTH);
      test_buf_free(msg);
    }
}

/* SipHash-2-4, 64- and 128-bit (crypto_shorthash_siphash24 and
   crypto_shorthash_siphashx24), at random keys, lengths 0..1100 and
   alignments.  */
static void
test_siphash(void)
{
  uint8_t key[16], ours[16], theirs[16];
  unsigned round, i;
  for (round = 0; round < test_trials(1000); round++)
    {
      size_t length = round < 64 ? round : test_rand_below(1101);
      uint8_t *msg = test_buf_alloc(length, test_rand_below(8));
      uint64_t u;
      test_rand_fill(sizeof(key), key);
      test_rand_fill(length, msg);
      crypto_shorthash_siphash24(theirs, msg, length, key);
      symcrypt_siphash24(key, length, msg, ours);
      ASSERT_BYTES("siphash24", 8, ours, theirs);
      u = symcrypt_siphash24_u64(key, length, msg);
      for (i = 0; i < 8; i++)
	ours[i] = (uint8_t) (u >> (8 * i));
      ASSERT_BYTES("siphash24_u64", 8, ours, theirs);
      crypto_shorthash_siphashx24(theirs, msg, length, key);
      symcrypt_siphash24_128(key, length, msg, ours);
      ASSERT_BYTES("siphash24_128", 16, ours, theirs);
      test_buf_check(msg);
      test_buf_free(msg);
    }
}

void
test_main(void)
{
  if (sodium_init() < 0)
    FAIL("sodium_init failed");
  test_xchacha();
  test_chacha();
  test_secretbox();
  test_verify();
  test_siphash();
}

#else /* !HAVE_SODIUM */

/* Skipped, unless the environment sets SYMCRYPT_TEST_REQUIRE_SODIUM
   (on a machine that has libsodium, a skip would hide a broken
   configure check).  */
void
test_main(void)
{
  if (getenv("SYMCRYPT_TEST_REQUIRE_SODIUM"))
    FAIL("built without libsodium, but SYMCRYPT_TEST_REQUIRE_SODIUM is set");
  SKIP();
}

#endif /* !HAVE_SODIUM */
