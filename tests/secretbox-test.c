/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* secretbox-test.c -- XSalsa20-Poly1305 in the NaCl secretbox layout:
   the NaCl vector, the construction rebuilt from XSalsa20 and
   Poly1305, every overlap of the buffers, forgeries, short input.  */
#include "testutils.h"

/* "Cryptography in NaCl" (D. J. Bernstein), section 9: the secretbox
   of the 131-byte message under firstkey and nonce; the output is the
   tag and the ciphertext, as crypto_secretbox_easy writes them.  */
static const char nacl_key[] =
  "1b27556473e985d462cd51197a9a46c76009549eac6474f206c4ee0844f68389";
static const char nacl_nonce[] =
  "69696ee955b62b73cd62bda875fc73d68219e0036b7a0b37";
static const char nacl_plain[] =
  "be075fc53c81f2d5cf141316ebeb0c7b5228c52a4c62cbd44b66849b64244ffc"
  "e5ecbaaf33bd751a1ac728d45e6c61296cdc3c01233561f41db66cce314adb31"
  "0e3be8250c46f06dceea3a7fa1348057e2f6556ad6b1318a024a838f21af1fde"
  "048977eb48f59ffd4924ca1c60902e52f0a089bc76897040e082f93776384864"
  "5e0705";
static const char nacl_box[] =
  "f3ffc7703f9400e52a7dfb4b3d3305d9"
  "8e993b9f48681273c29650ba32fc76ce48332ea7164d96a4476fb8c531a1186a"
  "c0dfc17c98dce87b4da7f011ec48c97271d2c20f9b928fe2270d6fb863d51738"
  "b48eeee314a7cc8ab932164548e526ae90224368517acfeabd6bb3732bc0e9da"
  "99832b61ca01b6de56244a9e88d5f9b37973f622a43d14a6599b1f654cb45a74"
  "e355a5";

static void
test_nacl_vector(void)
{
  const struct tstring *key = SHEX(nacl_key), *nonce = SHEX(nacl_nonce);
  const struct tstring *plain = SHEX(nacl_plain), *box = SHEX(nacl_box);
  uint8_t *out = test_buf_alloc(box->length, 5);
  uint8_t *back = test_buf_alloc(plain->length, 9);

  ASSERT(box->length == plain->length + 16);
  ASSERT_RC(symcrypt_secretbox_seal(key->data, nonce->data, plain->length,
				    out, plain->data), SYMCRYPT_OK);
  ASSERT_BYTES("secretbox seal", box->length, out, box->data);
  ASSERT_RC(symcrypt_secretbox_open(key->data, nonce->data, box->length,
				    back, box->data), SYMCRYPT_OK);
  ASSERT_BYTES("secretbox open", plain->length, back, plain->data);
  test_buf_check(out);
  test_buf_check(back);
  test_buf_free(out);
  test_buf_free(back);
}

/* The box from its parts: XSalsa20 keystream bytes 0-31 key Poly1305,
   bytes 32 on encrypt, the tag covers the ciphertext.  */
static void
reference_seal(const uint8_t *key, const uint8_t *nonce, size_t length,
	       uint8_t *box, const uint8_t *src)
{
  struct symcrypt_salsa20_ctx salsa;
  struct symcrypt_poly1305_ctx poly;
  uint8_t *stream = test_buf_alloc(length + 32, 0);
  size_t i;
  memset(stream, 0, length + 32);
  symcrypt_xsalsa20_set_key_nonce(&salsa, key, nonce);
  symcrypt_salsa20_crypt(&salsa, length + 32, stream, stream);
  for (i = 0; i < length; i++)
    box[16 + i] = src[i] ^ stream[32 + i];
  symcrypt_poly1305_set_key(&poly, stream);
  symcrypt_poly1305_update(&poly, length, box + 16);
  symcrypt_poly1305_digest(&poly, box);
  test_buf_free(stream);
}

/* Random lengths, with DST and SRC apart and overlapping at every
   offset from -40 to 40 bytes (0 and 16 being the usual in-place
   layouts).  */
static void
test_random(void)
{
  unsigned round;
  for (round = 0; round < 200; round++)
    {
      size_t length = test_rand_below(300);
      int shift = (int) test_rand_below(81) - 40;
      uint8_t key[32], nonce[24];
      uint8_t *src = test_buf_alloc(length, (unsigned) test_rand_below(64));
      uint8_t *expected = test_buf_alloc(length + 16, 0);
      uint8_t *out = test_buf_alloc(length + 16, (unsigned) test_rand_below(64));
      uint8_t *area = test_buf_alloc(length + 16 + 80, 0);
      uint8_t *box = area + 40, *data = area + 40 + shift;

      test_rand_fill(sizeof(key), key);
      test_rand_fill(sizeof(nonce), nonce);
      test_rand_fill(length, src);
      reference_seal(key, nonce, length, expected, src);
      ASSERT_RC(symcrypt_secretbox_seal(key, nonce, length, out, src), SYMCRYPT_OK);
      ASSERT_BYTES("secretbox seal", length + 16, out, expected);
      test_buf_check(out);

      /* Overlapping: the message at DATA, the box at BOX.  */
      memcpy(data, src, length);
      ASSERT_RC(symcrypt_secretbox_seal(key, nonce, length, box, data), SYMCRYPT_OK);
      if (memcmp(box, expected, length + 16) != 0)
	FAIL("secretbox seal, message at box %+d, length %zu", shift, length);
      ASSERT_RC(symcrypt_secretbox_open(key, nonce, length + 16, data, box),
		SYMCRYPT_OK);
      if (memcmp(data, src, length) != 0)
	FAIL("secretbox open, message at box %+d, length %zu", shift, length);
      test_buf_check(area);

      test_buf_free(src);
      test_buf_free(expected);
      test_buf_free(out);
      test_buf_free(area);
    }
}

/* Any changed bit, another nonce or key: SYMCRYPT_EAUTH with nothing
   written, in place too; fewer than 16 bytes: SYMCRYPT_EINVAL.  */
static void
test_forgeries(void)
{
  const struct tstring *key = SHEX(nacl_key), *nonce = SHEX(nacl_nonce);
  const struct tstring *box = SHEX(nacl_box);
  uint8_t sealed[200], copy[200], out[200], other[32];
  size_t i, n = box->length;

  memcpy(sealed, box->data, n);
  for (i = 0; i < n; i++)
    {
      sealed[i] ^= 1 << (i % 8);
      memset(out, 0xa5, sizeof(out));
      ASSERT_RC(symcrypt_secretbox_open(key->data, nonce->data, n, out, sealed),
		SYMCRYPT_EAUTH);
      memcpy(copy, sealed, n);
      ASSERT_RC(symcrypt_secretbox_open(key->data, nonce->data, n, sealed + 16,
					sealed), SYMCRYPT_EAUTH);
      ASSERT(memcmp(copy, sealed, n) == 0);
      sealed[i] ^= 1 << (i % 8);
      {
	size_t j;
	for (j = 0; j < sizeof(out); j++)
	  ASSERT(out[j] == 0xa5);
      }
    }
  memcpy(other, nonce->data, 24);
  other[23] ^= 1;
  ASSERT_RC(symcrypt_secretbox_open(key->data, other, n, out, sealed),
	    SYMCRYPT_EAUTH);
  memcpy(other, key->data, 32);
  other[0] ^= 1;
  ASSERT_RC(symcrypt_secretbox_open(other, nonce->data, n, out, sealed),
	    SYMCRYPT_EAUTH);
  for (i = 0; i < 16; i++)
    {
      ASSERT_RC(symcrypt_secretbox_open(key->data, nonce->data, i, out, sealed),
		SYMCRYPT_EINVAL);
      ASSERT(out[0] == 0xa5);
    }
  /* A message cut short fails, the intact one opens; the empty message
     is a tag alone, with NULL for the empty buffers.  */
  ASSERT_RC(symcrypt_secretbox_open(key->data, nonce->data, n - 1, out, sealed),
	    SYMCRYPT_EAUTH);
  ASSERT_RC(symcrypt_secretbox_open(key->data, nonce->data, n, out, sealed),
	    SYMCRYPT_OK);
  ASSERT_RC(symcrypt_secretbox_seal(key->data, nonce->data, 0, out, NULL),
	    SYMCRYPT_OK);
  ASSERT_RC(symcrypt_secretbox_open(key->data, nonce->data, 16, NULL, out),
	    SYMCRYPT_OK);
  out[3] ^= 4;
  ASSERT_RC(symcrypt_secretbox_open(key->data, nonce->data, 16, NULL, out),
	    SYMCRYPT_EAUTH);
  ASSERT_RC(symcrypt_secretbox_seal(key->data, nonce->data, SIZE_MAX - 15, out,
				    sealed), SYMCRYPT_EINVAL);
}

void
test_main(void)
{
  test_nacl_vector();
  test_random();
  test_forgeries();
}
