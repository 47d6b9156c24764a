/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* chacha-poly1305-test.c -- ChaCha20-Poly1305: RFC 8439 vectors,
   forgeries, bad lengths, streaming against one-shot, the counter
   limit; XChaCha20-Poly1305: the draft's vector, its definition, the
   same checks.  The public API only: debian/tests/installed-library
   builds it against the installed library (chacha-test.c tests the
   stitched seal core's variants).  */
#include "testutils.h"

/* RFC 8439 2.8.2.  */
static const char key_282[] =
  "808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f";
static const char nonce_282[] = "070000004041424344454647";
static const char ad_282[] = "50515253c0c1c2c3c4c5c6c7";
static const char plain_282[] =
  "Ladies and Gentlemen of the class of '99: If I could offer you only one "
  "tip for the future, sunscreen would be it.";
static const char cipher_282[] =
  "d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d6"
  "3dbea45e8ca9671282fafb69da92728b1a71de0a9e060b2905d6a5b67ecd3b36"
  "92ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc"
  "3ff4def08e4b7a9de576d26586cec64b6116"
  "1ae10b594f09e26a7e902ecbd0600691";

/* RFC 8439 2.6.2 and A.4: the one-time Poly1305 key is the first 32
   bytes of keystream block 0.  */
static void
test_keygen(const char *key, const char *nonce, const char *otk)
{
  struct symcrypt_chacha_ctx chacha;
  struct symcrypt_chacha_poly1305_ctx ctx;
  uint8_t block[64];
  memset(block, 0, sizeof(block));
  symcrypt_chacha_set_key(&chacha, SHEX(key)->data);
  symcrypt_chacha_set_nonce96(&chacha, SHEX(nonce)->data);
  ASSERT_RC(symcrypt_chacha_crypt32(&chacha, 64, block, block), SYMCRYPT_OK);
  ASSERT_BYTES("poly1305 key generation", 32, block, SHEX(otk)->data);
  /* set_nonce keeps the second half as the pad, and starts the message
     at block 1.  */
  symcrypt_chacha_poly1305_set_key(&ctx, SHEX(key)->data);
  symcrypt_chacha_poly1305_set_nonce(&ctx, SHEX(nonce)->data);
  ASSERT_BYTES("poly1305 pad", 16, ctx.poly1305.pad, SHEX(otk)->data + 16);
  ASSERT(ctx.chacha.state[12] == 1 && ctx.chacha.left == 0);
}

static void
test_vectors(void)
{
  const struct tstring *plain = SDATA(plain_282), *cipher = SHEX(cipher_282);
  const struct tstring *ad = SHEX(ad_282);
  uint8_t *out = test_buf_alloc(cipher->length, 3);
  uint8_t *back = test_buf_alloc(plain->length, 5);

  test_keygen("808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f",
	      "000000000001020304050607",
	      "8ad5a08b905f81cc815040274ab29471a833b637e3fd0da508dbb8e2fdd1a646");
  test_keygen("0000000000000000000000000000000000000000000000000000000000000000",
	      "000000000000000000000000",
	      "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7");
  test_keygen("0000000000000000000000000000000000000000000000000000000000000001",
	      "000000000000000000000002",
	      "ecfa254f845f647473d3cb140da9e87606cb33066c447b87bc2666dde3fbb739");
  test_keygen("1c9240a5eb55d38af333888604f6b5f0473917c1402b80099dca5cbc207075c0",
	      "000000000000000000000002",
	      "965e3bc6f9ec7ed9560808f4d229f94b137ff275ca9b3fcbdd59deaad23310ae");
  /* And 2.8.2's key (the keystream block is printed there).  */
  test_keygen(key_282, nonce_282,
	      "7bac2b252db447af09b67a55a4e955840ae1d6731075d9eb2a9375783ed553ff");

  ASSERT(cipher->length == plain->length + 16);
  ASSERT_RC(symcrypt_chacha_poly1305_seal(SHEX(key_282)->data, SHEX(nonce_282)->data,
					  ad->length, ad->data, plain->length,
					  out, plain->data), SYMCRYPT_OK);
  ASSERT_BYTES("aead seal", cipher->length, out, cipher->data);
  test_buf_check(out);
  ASSERT_RC(symcrypt_chacha_poly1305_open(SHEX(key_282)->data, SHEX(nonce_282)->data,
					  ad->length, ad->data, cipher->length,
					  back, cipher->data), SYMCRYPT_OK);
  ASSERT_BYTES("aead open", plain->length, back, plain->data);
  test_buf_check(back);
  test_buf_free(out);
  test_buf_free(back);

  /* RFC 8439 A.5: decryption.  */
  {
    const struct tstring *k
      = SHEX("1c9240a5eb55d38af333888604f6b5f0473917c1402b80099dca5cbc207075c0");
    /* The ciphertext with the tag, then the plaintext, as printed.  */
    const struct tstring *ct = SHEX(
      "64 a0 86 15 75 86 1a f4 60 f0 62 c7 9b e6 43 bd"
      "5e 80 5c fd 34 5c f3 89 f1 08 67 0a c7 6c 8c b2"
      "4c 6c fc 18 75 5d 43 ee a0 9e e9 4e 38 2d 26 b0"
      "bd b7 b7 3c 32 1b 01 00 d4 f0 3b 7f 35 58 94 cf"
      "33 2f 83 0e 71 0b 97 ce 98 c8 a8 4a bd 0b 94 81"
      "14 ad 17 6e 00 8d 33 bd 60 f9 82 b1 ff 37 c8 55"
      "97 97 a0 6e f4 f0 ef 61 c1 86 32 4e 2b 35 06 38"
      "36 06 90 7b 6a 7c 02 b0 f9 f6 15 7b 53 c8 67 e4"
      "b9 16 6c 76 7b 80 4d 46 a5 9b 52 16 cd e7 a4 e9"
      "90 40 c5 a4 04 33 22 5e e2 82 a1 b0 a0 6c 52 3e"
      "af 45 34 d7 f8 3f a1 15 5b 00 47 71 8c bc 54 6a"
      "0d 07 2b 04 b3 56 4e ea 1b 42 22 73 f5 48 27 1a"
      "0b b2 31 60 53 fa 76 99 19 55 eb d6 31 59 43 4e"
      "ce bb 4e 46 6d ae 5a 10 73 a6 72 76 27 09 7a 10"
      "49 e6 17 d9 1d 36 10 94 fa 68 f0 ff 77 98 71 30"
      "30 5b ea ba 2e da 04 df 99 7b 71 4d 6c 6f 2c 29"
      "a6 ad 5c b4 02 2b 02 70 9b"
      "ee ad 9d 67 89 0c bb 22 39 23 36 fe a1 85 1f 38");
    const struct tstring *pt = SHEX(
      "49 6e 74 65 72 6e 65 74 2d 44 72 61 66 74 73 20"
      "61 72 65 20 64 72 61 66 74 20 64 6f 63 75 6d 65"
      "6e 74 73 20 76 61 6c 69 64 20 66 6f 72 20 61 20"
      "6d 61 78 69 6d 75 6d 20 6f 66 20 73 69 78 20 6d"
      "6f 6e 74 68 73 20 61 6e 64 20 6d 61 79 20 62 65"
      "20 75 70 64 61 74 65 64 2c 20 72 65 70 6c 61 63"
      "65 64 2c 20 6f 72 20 6f 62 73 6f 6c 65 74 65 64"
      "20 62 79 20 6f 74 68 65 72 20 64 6f 63 75 6d 65"
      "6e 74 73 20 61 74 20 61 6e 79 20 74 69 6d 65 2e"
      "20 49 74 20 69 73 20 69 6e 61 70 70 72 6f 70 72"
      "69 61 74 65 20 74 6f 20 75 73 65 20 49 6e 74 65"
      "72 6e 65 74 2d 44 72 61 66 74 73 20 61 73 20 72"
      "65 66 65 72 65 6e 63 65 20 6d 61 74 65 72 69 61"
      "6c 20 6f 72 20 74 6f 20 63 69 74 65 20 74 68 65"
      "6d 20 6f 74 68 65 72 20 74 68 61 6e 20 61 73 20"
      "2f e2 80 9c 77 6f 72 6b 20 69 6e 20 70 72 6f 67"
      "72 65 73 73 2e 2f e2 80 9d");
    uint8_t buf[265];
    ASSERT(ct->length == sizeof(buf) + 16 && pt->length == sizeof(buf));
    ASSERT_RC(symcrypt_chacha_poly1305_open(k->data,
					    SHEX("000000000102030405060708")->data,
					    12, SHEX("f33388860000000000004e91")->data,
					    ct->length, buf, ct->data), SYMCRYPT_OK);
    ASSERT_BYTES("aead A.5", sizeof(buf), buf, pt->data);
  }
}

/* Any changed bit in the ciphertext, the tag, the associated data or
   the nonce: SYMCRYPT_EAUTH and the output untouched.  Lengths below
   16: SYMCRYPT_EINVAL.  */
static void
test_forgeries(void)
{
  const struct tstring *ad = SHEX(ad_282);
  const struct tstring *cipher = SHEX(cipher_282);
  const uint8_t *key = SHEX(key_282)->data;
  uint8_t nonce[12], sealed[200], bad_ad[12], out[200];
  size_t i, n = cipher->length;
  unsigned bit;

  memcpy(nonce, SHEX(nonce_282)->data, 12);
  memcpy(sealed, cipher->data, n);
  memcpy(bad_ad, ad->data, 12);
  for (i = 0; i < n; i++)
    for (bit = 0; bit < 8; bit += 3)
      {
	sealed[i] ^= 1 << bit;
	memset(out, 0xa5, sizeof(out));
	ASSERT_RC(symcrypt_chacha_poly1305_open(key, nonce, 12, ad->data, n, out,
						sealed), SYMCRYPT_EAUTH);
	sealed[i] ^= 1 << bit;
	{
	  size_t j;
	  for (j = 0; j < sizeof(out); j++)
	    ASSERT(out[j] == 0xa5);
	}
      }
  for (i = 0; i < 12; i++)
    {
      bad_ad[i] ^= 0x80;
      ASSERT_RC(symcrypt_chacha_poly1305_open(key, nonce, 12, bad_ad, n, out,
					      sealed), SYMCRYPT_EAUTH);
      bad_ad[i] ^= 0x80;
      nonce[i] ^= 0x01;
      ASSERT_RC(symcrypt_chacha_poly1305_open(key, nonce, 12, ad->data, n, out,
					      sealed), SYMCRYPT_EAUTH);
      nonce[i] ^= 0x01;
    }
  /* Dropped associated data or a truncated message.  */
  ASSERT_RC(symcrypt_chacha_poly1305_open(key, nonce, 11, ad->data, n, out, sealed),
	    SYMCRYPT_EAUTH);
  ASSERT_RC(symcrypt_chacha_poly1305_open(key, nonce, 12, ad->data, n - 1, out, sealed),
	    SYMCRYPT_EAUTH);
  for (i = 0; i < 16; i++)
    {
      memset(out, 0xa5, sizeof(out));
      ASSERT_RC(symcrypt_chacha_poly1305_open(key, nonce, 12, ad->data, i, out,
					      sealed), SYMCRYPT_EINVAL);
      ASSERT(out[0] == 0xa5);
    }
  /* The intact message still opens.  */
  ASSERT_RC(symcrypt_chacha_poly1305_open(key, nonce, 12, ad->data, n, out, sealed),
	    SYMCRYPT_OK);
  /* An empty message: only the tag.  */
  ASSERT_RC(symcrypt_chacha_poly1305_seal(key, nonce, 12, ad->data, 0, out, out),
	    SYMCRYPT_OK);
  ASSERT_RC(symcrypt_chacha_poly1305_open(key, nonce, 12, ad->data, 16, out, out),
	    SYMCRYPT_OK);
  out[15] ^= 1;
  ASSERT_RC(symcrypt_chacha_poly1305_open(key, nonce, 12, ad->data, 16, out, out),
	    SYMCRYPT_EAUTH);
  /* No associated data and no message, as NULL pointers.  */
  ASSERT_RC(symcrypt_chacha_poly1305_seal(key, nonce, 0, NULL, 0, out, NULL),
	    SYMCRYPT_OK);
  ASSERT_RC(symcrypt_chacha_poly1305_open(key, nonce, 0, NULL, 16, NULL, out),
	    SYMCRYPT_OK);
}

/* Streaming in random pieces equals seal; decrypting in pieces gives
   the plaintext back; in place and unaligned one-shot round trips.  */
static void
test_streaming(void)
{
  unsigned round;
  for (round = 0; round < 300; round++)
    {
      /* A quarter long enough for the stitched chunks of seal
	 (from 192 + 512 bytes on), with every remainder.  */
      size_t ad_length = test_rand_below(100),
	length = test_rand_below(round % 4 == 3 ? 3000 : 600);
      uint8_t key[32], nonce[12], tag[16];
      uint8_t *ad = test_buf_alloc(ad_length, (unsigned) test_rand_below(64));
      uint8_t *src = test_buf_alloc(length, (unsigned) test_rand_below(64));
      uint8_t *sealed = test_buf_alloc(length + 16, (unsigned) test_rand_below(64));
      uint8_t *out = test_buf_alloc(length + 16, (unsigned) test_rand_below(64));
      struct symcrypt_chacha_poly1305_ctx ctx;
      size_t done, n;
      unsigned tag_length = 1 + (unsigned) test_rand_below(16);

      test_rand_fill(sizeof(key), key);
      test_rand_fill(sizeof(nonce), nonce);
      test_rand_fill(ad_length, ad);
      test_rand_fill(length, src);
      ASSERT_RC(symcrypt_chacha_poly1305_seal(key, nonce, ad_length, ad, length,
					      sealed, src), SYMCRYPT_OK);
      test_buf_check(sealed);

      symcrypt_chacha_poly1305_set_key(&ctx, key);
      symcrypt_chacha_poly1305_set_nonce(&ctx, nonce);
      for (done = 0; done < ad_length; done += n)
	{
	  n = 1 + test_rand_below(ad_length - done);
	  ASSERT_RC(symcrypt_chacha_poly1305_update(&ctx, n, ad + done), SYMCRYPT_OK);
	}
      for (done = 0; done < length; done += n)
	{
	  n = 1 + test_rand_below(length - done);
	  /* Whole blocks in some rounds, so that the stitched chunks
	     (from block boundaries) run within the stream too.  */
	  if (round % 8 == 7 && n > 64)
	    n -= n % 64;
	  ASSERT_RC(symcrypt_chacha_poly1305_encrypt(&ctx, n, out + done, src + done),
		    SYMCRYPT_OK);
	}
      ASSERT_RC(symcrypt_chacha_poly1305_update(&ctx, 1, ad),
		length ? SYMCRYPT_EINVAL : SYMCRYPT_OK);
      if (!length)
	{
	  /* One more byte of associated data changed the tag; redo.  */
	  symcrypt_chacha_poly1305_set_nonce(&ctx, nonce);
	  symcrypt_chacha_poly1305_update(&ctx, ad_length, ad);
	}
      ASSERT_RC(symcrypt_chacha_poly1305_digest(&ctx, 0, tag), SYMCRYPT_EINVAL);
      ASSERT_RC(symcrypt_chacha_poly1305_digest(&ctx, 17, tag), SYMCRYPT_EINVAL);
      ASSERT_RC(symcrypt_chacha_poly1305_digest(&ctx, tag_length, tag), SYMCRYPT_OK);
      ASSERT_BYTES("aead streaming encrypt", length, out, sealed);
      ASSERT_BYTES("aead streaming tag", tag_length, tag, sealed + length);
      /* After digest: set_nonce first.  */
      ASSERT_RC(symcrypt_chacha_poly1305_digest(&ctx, 16, tag), SYMCRYPT_EINVAL);
      ASSERT_RC(symcrypt_chacha_poly1305_update(&ctx, 1, ad), SYMCRYPT_EINVAL);
      ASSERT_RC(symcrypt_chacha_poly1305_encrypt(&ctx, 1, out, src), SYMCRYPT_EINVAL);

      symcrypt_chacha_poly1305_set_nonce(&ctx, nonce);
      symcrypt_chacha_poly1305_update(&ctx, ad_length, ad);
      for (done = 0; done < length; done += n)
	{
	  n = 1 + test_rand_below(length - done);
	  ASSERT_RC(symcrypt_chacha_poly1305_decrypt(&ctx, n, out + done,
						     sealed + done), SYMCRYPT_OK);
	}
      ASSERT_RC(symcrypt_chacha_poly1305_digest(&ctx, 16, tag), SYMCRYPT_OK);
      ASSERT_BYTES("aead streaming decrypt", length, out, src);
      ASSERT_BYTES("aead streaming decrypt tag", 16, tag, sealed + length);

      /* One-shot in place.  */
      memcpy(out, src, length);
      ASSERT_RC(symcrypt_chacha_poly1305_seal(key, nonce, ad_length, ad, length,
					      out, out), SYMCRYPT_OK);
      ASSERT_BYTES("aead seal in place", length + 16, out, sealed);
      ASSERT_RC(symcrypt_chacha_poly1305_open(key, nonce, ad_length, ad, length + 16,
					      out, out), SYMCRYPT_OK);
      ASSERT_BYTES("aead open in place", length, out, src);
      test_buf_check(out);
      test_buf_check(ad);
      test_buf_check(src);
      test_buf_free(ad);
      test_buf_free(src);
      test_buf_free(sealed);
      test_buf_free(out);
    }
}

/* The message may use blocks 1 to 2^32 - 1; past that, encrypt and
   decrypt refuse, writing nothing and leaving the context alone.  */
static void
test_counter_limit(void)
{
  struct symcrypt_chacha_poly1305_ctx ctx, saved;
  uint8_t key[32], nonce[12], buf[80], copy[80];
  int decrypt;

  test_rand_fill(sizeof(key), key);
  test_rand_fill(sizeof(nonce), nonce);
  for (decrypt = 0; decrypt < 2; decrypt++)
    {
      int (*fn)(struct symcrypt_chacha_poly1305_ctx *, size_t, uint8_t *,
		const uint8_t *) = decrypt ? symcrypt_chacha_poly1305_decrypt
	: symcrypt_chacha_poly1305_encrypt;
      memset(&ctx, 0, sizeof(ctx));
      symcrypt_chacha_poly1305_set_key(&ctx, key);
      symcrypt_chacha_poly1305_set_nonce(&ctx, nonce);
      /* As if 2^32 - 2 blocks had been used.  */
      symcrypt_chacha_set_counter(&ctx.chacha, 0xffffffff);
      test_rand_fill(sizeof(buf), buf);
      ASSERT_RC(fn(&ctx, 60, buf, buf), SYMCRYPT_OK);
      saved = ctx;
      memcpy(copy, buf, sizeof(buf));
      ASSERT_RC(fn(&ctx, 5, buf + 60, buf + 60), SYMCRYPT_ERANGE);
      ASSERT(memcmp(buf, copy, sizeof(buf)) == 0);
      ASSERT(memcmp(&ctx, &saved, sizeof(ctx)) == 0);
      ASSERT_RC(fn(&ctx, 4, buf + 60, buf + 60), SYMCRYPT_OK);
      ASSERT_RC(symcrypt_chacha_poly1305_digest(&ctx, 16, buf), SYMCRYPT_OK);
    }
}

/* draft-irtf-cfrg-xchacha-03, A.3.1 (the key and associated data of
   RFC 8439 2.8.2 with a 24-byte nonce).  */
static const char xnonce_a31[] = "404142434445464748494a4b4c4d4e4f5051525354555657";
static const char xcipher_a31[] =
  "bd6d179d3e83d43b9576579493c0e939572a1700252bfaccbed2902c21396cbb"
  "731c7f1b0b4aa6440bf3a82f4eda7e39ae64c6708c54c216cb96b72e1213b452"
  "2f8c9ba40db5d945b11b69b982c1bb9e3f3fac2bc369488f76b2383565d3fff9"
  "21f9664c97637da9768812f615c68b13b52e"
  "c0875924c1c7987947deafd8780acf49";

static void
test_xchacha_vector(void)
{
  const struct tstring *plain = SDATA(plain_282), *cipher = SHEX(xcipher_a31);
  const struct tstring *ad = SHEX(ad_282);
  const uint8_t *key = SHEX(key_282)->data, *nonce = SHEX(xnonce_a31)->data;
  uint8_t *out = test_buf_alloc(cipher->length, 7);
  uint8_t *back = test_buf_alloc(plain->length, 1);
  struct symcrypt_xchacha_poly1305_ctx ctx;
  uint8_t tag[16];

  ASSERT(cipher->length == plain->length + 16);
  ASSERT_RC(symcrypt_xchacha_poly1305_seal(key, nonce, ad->length, ad->data,
					   plain->length, out, plain->data),
	    SYMCRYPT_OK);
  ASSERT_BYTES("xchacha seal A.3.1", cipher->length, out, cipher->data);
  ASSERT_RC(symcrypt_xchacha_poly1305_open(key, nonce, ad->length, ad->data,
					   cipher->length, back, cipher->data),
	    SYMCRYPT_OK);
  ASSERT_BYTES("xchacha open A.3.1", plain->length, back, plain->data);
  test_buf_check(out);
  test_buf_check(back);

  /* Streaming, after another nonce first: the context keeps the key,
     not the last subkey.  */
  symcrypt_xchacha_poly1305_set_key(&ctx, key);
  ASSERT_RC(symcrypt_xchacha_poly1305_encrypt(&ctx, 1, out, plain->data),
	    SYMCRYPT_EINVAL);
  symcrypt_xchacha_poly1305_set_nonce(&ctx, SHEX("000102030405060708090a0b0c0d0e0f1011121314151617")->data);
  ASSERT_RC(symcrypt_xchacha_poly1305_digest(&ctx, 16, tag), SYMCRYPT_OK);
  symcrypt_xchacha_poly1305_set_nonce(&ctx, nonce);
  ASSERT_RC(symcrypt_xchacha_poly1305_update(&ctx, 5, ad->data), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_xchacha_poly1305_update(&ctx, ad->length - 5, ad->data + 5),
	    SYMCRYPT_OK);
  ASSERT_RC(symcrypt_xchacha_poly1305_encrypt(&ctx, 70, out, plain->data),
	    SYMCRYPT_OK);
  ASSERT_RC(symcrypt_xchacha_poly1305_update(&ctx, 1, ad->data), SYMCRYPT_EINVAL);
  ASSERT_RC(symcrypt_xchacha_poly1305_encrypt(&ctx, plain->length - 70, out + 70,
					      plain->data + 70), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_xchacha_poly1305_digest(&ctx, 17, tag), SYMCRYPT_EINVAL);
  ASSERT_RC(symcrypt_xchacha_poly1305_digest(&ctx, 16, tag), SYMCRYPT_OK);
  ASSERT_BYTES("xchacha streaming", plain->length, out, cipher->data);
  ASSERT_BYTES("xchacha streaming tag", 16, tag, cipher->data + plain->length);
  ASSERT_RC(symcrypt_xchacha_poly1305_digest(&ctx, 16, tag), SYMCRYPT_EINVAL);
  symcrypt_xchacha_poly1305_set_nonce(&ctx, nonce);
  ASSERT_RC(symcrypt_xchacha_poly1305_update(&ctx, ad->length, ad->data),
	    SYMCRYPT_OK);
  ASSERT_RC(symcrypt_xchacha_poly1305_decrypt(&ctx, plain->length, back,
					      cipher->data), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_xchacha_poly1305_digest(&ctx, 16, tag), SYMCRYPT_OK);
  ASSERT_BYTES("xchacha streaming decrypt", plain->length, back, plain->data);
  ASSERT_BYTES("xchacha streaming decrypt tag", 16, tag,
	       cipher->data + plain->length);
  test_buf_free(out);
  test_buf_free(back);
}

/* XChaCha20-Poly1305 is ChaCha20-Poly1305 under HChaCha20(key, nonce
   bytes 0-15) with the nonce 0^4 || nonce bytes 16-23 (the draft's
   2.3), on random inputs, in place too; forgeries, short input and the
   counter limit as for ChaCha20-Poly1305.  */
static void
test_xchacha_random(void)
{
  unsigned round;
  for (round = 0; round < 100; round++)
    {
      size_t ad_length = test_rand_below(80), length = test_rand_below(400), i;
      uint8_t key[32], nonce[24], subkey[32], nonce12[12];
      uint8_t *ad = test_buf_alloc(ad_length, (unsigned) test_rand_below(64));
      uint8_t *src = test_buf_alloc(length, (unsigned) test_rand_below(64));
      uint8_t *expected = test_buf_alloc(length + 16, 0);
      uint8_t *out = test_buf_alloc(length + 16, (unsigned) test_rand_below(64));

      test_rand_fill(sizeof(key), key);
      test_rand_fill(sizeof(nonce), nonce);
      test_rand_fill(ad_length, ad);
      test_rand_fill(length, src);
      symcrypt_hchacha20(subkey, key, nonce);
      memset(nonce12, 0, 4);
      memcpy(nonce12 + 4, nonce + 16, 8);
      ASSERT_RC(symcrypt_chacha_poly1305_seal(subkey, nonce12, ad_length, ad,
					      length, expected, src), SYMCRYPT_OK);
      ASSERT_RC(symcrypt_xchacha_poly1305_seal(key, nonce, ad_length, ad,
					       length, out, src), SYMCRYPT_OK);
      ASSERT_BYTES("xchacha seal as defined", length + 16, out, expected);
      memcpy(out, src, length);
      ASSERT_RC(symcrypt_xchacha_poly1305_seal(key, nonce, ad_length, ad,
					       length, out, out), SYMCRYPT_OK);
      ASSERT_BYTES("xchacha seal in place", length + 16, out, expected);
      ASSERT_RC(symcrypt_xchacha_poly1305_open(key, nonce, ad_length, ad,
					       length + 16, out, out), SYMCRYPT_OK);
      ASSERT_BYTES("xchacha open in place", length, out, src);

      /* A changed byte anywhere, or the nonce's last byte: EAUTH and
	 nothing written.  */
      i = test_rand_below(length + 16);
      expected[i] ^= 0x10;
      memset(out, 0x3c, length + 16);
      ASSERT_RC(symcrypt_xchacha_poly1305_open(key, nonce, ad_length, ad,
					       length + 16, out, expected),
		SYMCRYPT_EAUTH);
      expected[i] ^= 0x10;
      nonce[23] ^= 1;
      ASSERT_RC(symcrypt_xchacha_poly1305_open(key, nonce, ad_length, ad,
					       length + 16, out, expected),
		SYMCRYPT_EAUTH);
      for (i = 0; i < length + 16; i++)
	ASSERT(out[i] == 0x3c);
      ASSERT_RC(symcrypt_xchacha_poly1305_open(key, nonce, ad_length, ad,
					       length % 16, out, expected),
		SYMCRYPT_EINVAL);
      ASSERT(out[0] == 0x3c);
      test_buf_check(out);
      test_buf_free(ad);
      test_buf_free(src);
      test_buf_free(expected);
      test_buf_free(out);
    }
}

/* As for ChaCha20-Poly1305: blocks past 2^32 - 1 are refused.  */
static void
test_xchacha_counter_limit(void)
{
  struct symcrypt_xchacha_poly1305_ctx ctx, saved;
  uint8_t key[32], nonce[24], buf[80], copy[80];

  test_rand_fill(sizeof(key), key);
  test_rand_fill(sizeof(nonce), nonce);
  memset(&ctx, 0, sizeof(ctx));
  symcrypt_xchacha_poly1305_set_key(&ctx, key);
  symcrypt_xchacha_poly1305_set_nonce(&ctx, nonce);
  symcrypt_chacha_set_counter(&ctx.aead.chacha, 0xffffffff);
  test_rand_fill(sizeof(buf), buf);
  ASSERT_RC(symcrypt_xchacha_poly1305_encrypt(&ctx, 64, buf, buf), SYMCRYPT_OK);
  saved = ctx;
  memcpy(copy, buf, sizeof(buf));
  ASSERT_RC(symcrypt_xchacha_poly1305_encrypt(&ctx, 1, buf + 64, buf + 64),
	    SYMCRYPT_ERANGE);
  ASSERT_RC(symcrypt_xchacha_poly1305_decrypt(&ctx, 1, buf + 64, buf + 64),
	    SYMCRYPT_ERANGE);
  ASSERT(memcmp(buf, copy, sizeof(buf)) == 0);
  ASSERT(memcmp(&ctx, &saved, sizeof(ctx)) == 0);
}

/* The detached forms of both AEADs: seal's ciphertext and tag bytes
   at random lengths and alignments, in place; a flipped bit refused
   with nothing written.  */
typedef int detached_fn(const uint8_t *key, const uint8_t *nonce,
			size_t ad_length, const uint8_t *ad, size_t length,
			uint8_t *dst, uint8_t *tag, const uint8_t *src);
typedef int attached_fn(const uint8_t *key, const uint8_t *nonce,
			size_t ad_length, const uint8_t *ad, size_t length,
			uint8_t *dst, const uint8_t *src);

static void
test_detached(void)
{
  static const struct
  {
    attached_fn *seal;
    detached_fn *seal_detached, *open_detached;
  } aeads[2] = {
    { symcrypt_chacha_poly1305_seal,
      symcrypt_chacha_poly1305_seal_detached,
      (detached_fn *) symcrypt_chacha_poly1305_open_detached },
    { symcrypt_xchacha_poly1305_seal,
      symcrypt_xchacha_poly1305_seal_detached,
      (detached_fn *) symcrypt_xchacha_poly1305_open_detached },
  };
  enum { MAX = 5000 };
  uint8_t *src = test_buf_alloc(MAX, 1), *sealed = test_buf_alloc(MAX + 16, 0);
  uint8_t *dst = test_buf_alloc(MAX, 6), *pattern = test_buf_alloc(MAX, 0);
  uint8_t key[32], nonce[24], ad[40], tag[16];
  unsigned a, trial, trials = test_trials(80);

  for (a = 0; a < 2; a++)
    for (trial = 0; trial < trials; trial++)
      {
	size_t length = trial % 8 == 7 ? test_rand_below(MAX + 1)
	  : test_rand_below(400);
	size_t ad_length = test_rand_below(sizeof(ad) + 1);
	size_t off = test_rand_below(MAX - length + 1), flip;
	uint8_t *d = dst + off;

	test_rand_fill(sizeof(key), key);
	test_rand_fill(sizeof(nonce), nonce);
	test_rand_fill(ad_length, ad);
	test_rand_fill(length, src);
	ASSERT_RC(aeads[a].seal(key, nonce, ad_length, ad, length, sealed, src),
		  SYMCRYPT_OK);
	ASSERT_RC(aeads[a].seal_detached(key, nonce, ad_length, ad, length, d,
					 tag, src), SYMCRYPT_OK);
	ASSERT_BYTES("seal_detached ciphertext", length, d, sealed);
	ASSERT_BYTES("seal_detached tag", 16, tag, sealed + length);
	memcpy(d, src, length);
	ASSERT_RC(aeads[a].seal_detached(key, nonce, ad_length, ad, length, d,
					 tag, d), SYMCRYPT_OK);
	ASSERT_BYTES("seal_detached in place", length, d, sealed);
	ASSERT_RC(aeads[a].open_detached(key, nonce, ad_length, ad, length, d,
					 tag, d), SYMCRYPT_OK);
	ASSERT_BYTES("open_detached in place", length, d, src);

	test_rand_fill(MAX, pattern);
	memcpy(dst, pattern, MAX);
	flip = test_rand_below(8 * (length + 16 + ad_length));
	if (flip < 8 * length)
	  sealed[flip / 8] ^= (uint8_t) (1u << (flip % 8));
	else if (flip < 8 * (length + 16))
	  tag[flip / 8 - length] ^= (uint8_t) (1u << (flip % 8));
	else
	  ad[flip / 8 - length - 16] ^= (uint8_t) (1u << (flip % 8));
	ASSERT_RC(aeads[a].open_detached(key, nonce, ad_length, ad, length, d,
					 tag, sealed), SYMCRYPT_EAUTH);
	ASSERT_BYTES("nothing written on a detached forgery", MAX, dst, pattern);
	if (flip < 8 * length)
	  sealed[flip / 8] ^= (uint8_t) (1u << (flip % 8));
	else if (flip < 8 * (length + 16))
	  tag[flip / 8 - length] ^= (uint8_t) (1u << (flip % 8));
	else
	  ad[flip / 8 - length - 16] ^= (uint8_t) (1u << (flip % 8));
	ASSERT_RC(aeads[a].open_detached(key, nonce, ad_length, ad, length, d,
					 tag, sealed), SYMCRYPT_OK);
	ASSERT_BYTES("open_detached", length, d, src);
	ASSERT_RC(aeads[a].open_detached(key, nonce, ad_length, ad, length, d,
					 NULL, sealed), SYMCRYPT_EINVAL);
	ASSERT_RC(aeads[a].seal_detached(key, nonce, ad_length, ad, length, d,
					 NULL, src), SYMCRYPT_EINVAL);
      }
  test_buf_check(src);
  test_buf_check(sealed);
  test_buf_check(dst);
  test_buf_free(src);
  test_buf_free(sealed);
  test_buf_free(dst);
  test_buf_free(pattern);
}

void
test_main(void)
{
  test_vectors();
  test_forgeries();
  test_streaming();
  test_counter_limit();
  test_xchacha_vector();
  test_xchacha_random();
  test_xchacha_counter_limit();
  test_detached();
}
