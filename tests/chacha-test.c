/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* chacha-test.c -- ChaCha: RFC 8439 and draft-strombergson vectors,
   XChaCha20, the cores and their variants, counter carries, chunking,
   alignment, and the crypt32 boundary; every variant of the stitched
   ChaCha20-Poly1305 seal core.  */
#include "testutils.h"
#include "variants.h"
#include "stream/chacha-internal.h"
#include "stream-cores.h"

/* Encrypts PLAIN with KEY and NONCE (8 bytes: original construction
   and crypt; 12 bytes: RFC 8439 and crypt32) from block COUNTER and
   compares with CIPHER, in one call and byte by byte.  */
static void
test_crypt(const struct tstring *key, const struct tstring *nonce,
	   uint64_t counter, const struct tstring *plain,
	   const struct tstring *cipher)
{
  struct symcrypt_chacha_ctx ctx;
  uint8_t *out = test_buf_alloc(plain->length, 0);
  size_t i;
  int nonce96 = nonce->length == SYMCRYPT_CHACHA_NONCE96_SIZE;

  ASSERT(key->length == SYMCRYPT_CHACHA_KEY_SIZE);
  ASSERT(plain->length == cipher->length);
  ASSERT(nonce96 || nonce->length == SYMCRYPT_CHACHA_NONCE_SIZE);

  symcrypt_chacha_set_key(&ctx, key->data);
  if (nonce96)
    symcrypt_chacha_set_nonce96(&ctx, nonce->data);
  else
    symcrypt_chacha_set_nonce(&ctx, nonce->data);
  symcrypt_chacha_set_counter(&ctx, counter);
  if (nonce96)
    ASSERT_RC(symcrypt_chacha_crypt32(&ctx, plain->length, out, plain->data),
	      SYMCRYPT_OK);
  else
    symcrypt_chacha_crypt(&ctx, plain->length, out, plain->data);
  ASSERT_BYTES("chacha known answer", cipher->length, out, cipher->data);
  test_buf_check(out);

  /* Decrypt in place, one byte per call.  */
  symcrypt_chacha_set_counter(&ctx, counter);
  for (i = 0; i < plain->length; i++)
    if (nonce96)
      ASSERT_RC(symcrypt_chacha_crypt32(&ctx, 1, out + i, out + i), SYMCRYPT_OK);
    else
      symcrypt_chacha_crypt(&ctx, 1, out + i, out + i);
  ASSERT_BYTES("chacha bytewise decrypt", plain->length, out, plain->data);
  test_buf_check(out);
  test_buf_free(out);
}

/* Keystream: encrypts zeros.  */
static void
test_keystream(const struct tstring *key, const struct tstring *nonce,
	       uint64_t counter, const struct tstring *stream)
{
  struct tstring *plain = calloc(1, sizeof(*plain) + stream->length);
  ASSERT(plain);
  plain->length = stream->length;
  test_crypt(key, nonce, counter, plain, stream);
  free(plain);
}

/* The core with ROUNDS on the original-construction state for KEY and
   NONCE (counter 0): the first 64 (N = 1) or 128 (N = 2) bytes.  */
static void
test_rounds(const struct tstring *key, const struct tstring *nonce,
	    unsigned rounds, const struct tstring *stream)
{
  struct symcrypt_chacha_ctx ctx;
  uint32_t out[32];
  uint8_t bytes[128];
  unsigned i;

  ASSERT(stream->length == 64 || stream->length == 128);
  symcrypt_chacha_set_key(&ctx, key->data);
  symcrypt_chacha_set_nonce(&ctx, nonce->data);
  if (stream->length == 64)
    symcrypt_chacha_core(out, ctx.state, rounds);
  else
    symcrypt_chacha_2core(out, ctx.state, rounds);
  for (i = 0; i < stream->length / 4; i++)
    le_write_uint32(bytes + 4 * i, out[i]);
  ASSERT_BYTES("chacha rounds", stream->length, bytes, stream->data);
}

static void
test_rfc8439(void)
{
  /* RFC 8439 2.1.1: the quarter round.  */
  {
    uint32_t a = 0x11111111, b = 0x01020304, c = 0x9b8d6f43, d = 0x01234567;
    chacha_quarter_round(&a, &b, &c, &d);
    ASSERT(a == 0xea2a92f4 && b == 0xcb1cf8ce && c == 0x4581472e
	   && d == 0x5881c4bb);
  }
  /* RFC 8439 2.2.1: a quarter round on words 2, 7, 8, 13 of a state.  */
  {
    uint32_t x[16] = {
      0x879531e0, 0xc5ecf37d, 0x516461b1, 0xc9a62f8a,
      0x44c20ef3, 0x3390af7f, 0xd9fc690b, 0x2a5f714c,
      0x53372767, 0xb00a5631, 0x974c541a, 0x359e9963,
      0x5c971061, 0x3d631689, 0x2098d9d6, 0x91dbd320,
    };
    chacha_quarter_round(&x[2], &x[7], &x[8], &x[13]);
    ASSERT(x[2] == 0xbdb886dc && x[7] == 0xcfacafd2 && x[8] == 0xe46bea80
	   && x[13] == 0xccc07c79 && x[0] == 0x879531e0 && x[15] == 0x91dbd320);
  }
  /* RFC 8439 2.3.2: the state set up by the key, nonce and counter 1,
     and the block function.  */
  {
    static const uint32_t setup[16] = {
      0x61707865, 0x3320646e, 0x79622d32, 0x6b206574,
      0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c,
      0x13121110, 0x17161514, 0x1b1a1918, 0x1f1e1d1c,
      0x00000001, 0x09000000, 0x4a000000, 0x00000000,
    };
    static const uint32_t result[16] = {
      0xe4e7f110, 0x15593bd1, 0x1fdd0f50, 0xc47120a3,
      0xc7f4d1c7, 0x0368c033, 0x9aaa2204, 0x4e6cd4c3,
      0x466482d2, 0x09aa9f07, 0x05d7c214, 0xa2028bd9,
      0xd19c12b5, 0xb94e16de, 0xe883d0cb, 0x4e3c50a2,
    };
    struct symcrypt_chacha_ctx ctx;
    uint32_t out[16];
    symcrypt_chacha_set_key(&ctx, SHEX("000102030405060708090a0b0c0d0e0f"
				       "101112131415161718191a1b1c1d1e1f")->data);
    symcrypt_chacha_set_nonce96(&ctx, SHEX("000000090000004a00000000")->data);
    symcrypt_chacha_set_counter(&ctx, 1);
    ASSERT(memcmp(ctx.state, setup, sizeof(setup)) == 0);
    symcrypt_chacha_core(out, ctx.state, 20);
    ASSERT(memcmp(out, result, sizeof(result)) == 0);
    test_keystream(SHEX("000102030405060708090a0b0c0d0e0f"
			"101112131415161718191a1b1c1d1e1f"),
		   SHEX("000000090000004a00000000"), 1,
		   SHEX("10f1e7e4d13b5915500fdd1fa32071c4"
			"c7d1f4c733c068030422aa9ac3d46c4e"
			"d2826446079faa0914c2d705d98b02a2"
			"b5129cd1de164eb9cbd083e8a2503c4e"));
  }
  /* RFC 8439 2.4.2: encryption, counter 1.  */
  test_crypt(SHEX("000102030405060708090a0b0c0d0e0f"
		  "101112131415161718191a1b1c1d1e1f"),
	     SHEX("000000000000004a00000000"), 1,
	     SDATA("Ladies and Gentlemen of the class of '99: If I could offer "
		   "you only one tip for the future, sunscreen would be it."),
	     SHEX("6e2e359a2568f98041ba0728dd0d6981"
		  "e97e7aec1d4360c20a27afccfd9fae0b"
		  "f91b65c5524733ab8f593dabcd62b357"
		  "1639d624e65152ab8f530c359f0861d8"
		  "07ca0dbf500d6a6156a38e088a22b65e"
		  "52bc514d16ccf806818ce91ab7793736"
		  "5af90bbf74a35be6b40b8eedf2785e42"
		  "874d"));

  /* RFC 8439 A.1: the block function, test vectors #1-#5.  */
  test_keystream(SHEX("00000000000000000000000000000000"
		      "00000000000000000000000000000000"),
		 SHEX("000000000000000000000000"), 0,
		 SHEX("76b8e0ada0f13d90405d6ae55386bd28"
		      "bdd219b8a08ded1aa836efcc8b770dc7"
		      "da41597c5157488d7724e03fb8d84a37"
		      "6a43b8f41518a11cc387b669b2ee6586"));
  test_keystream(SHEX("00000000000000000000000000000000"
		      "00000000000000000000000000000000"),
		 SHEX("000000000000000000000000"), 1,
		 SHEX("9f07e7be5551387a98ba977c732d080d"
		      "cb0f29a048e3656912c6533e32ee7aed"
		      "29b721769ce64e43d57133b074d839d5"
		      "31ed1f28510afb45ace10a1f4b794d6f"));
  test_keystream(SHEX("00000000000000000000000000000000"
		      "00000000000000000000000000000001"),
		 SHEX("000000000000000000000000"), 1,
		 SHEX("3aeb5224ecf849929b9d828db1ced4dd"
		      "832025e8018b8160b82284f3c949aa5a"
		      "8eca00bbb4a73bdad192b5c42f73f2fd"
		      "4e273644c8b36125a64addeb006c13a0"));
  test_keystream(SHEX("00ff0000000000000000000000000000"
		      "00000000000000000000000000000000"),
		 SHEX("000000000000000000000000"), 2,
		 SHEX("72d54dfbf12ec44b362692df94137f32"
		      "8fea8da73990265ec1bbbea1ae9af0ca"
		      "13b25aa26cb4a648cb9b9d1be65b2c09"
		      "24a66c54d545ec1b7374f4872e99f096"));
  test_keystream(SHEX("00000000000000000000000000000000"
		      "00000000000000000000000000000000"),
		 SHEX("000000000000000000000002"), 0,
		 SHEX("c2c64d378cd536374ae204b9ef933fcd"
		      "1a8b2288b3dfa49672ab765b54ee27c7"
		      "8a970e0e955c14f3a88e741b97c286f7"
		      "5f8fc299e8148362fa198a39531bed6d"));

  /* RFC 8439 A.2: encryption, test vectors #1-#3.  */
  test_keystream(SHEX("00000000000000000000000000000000"
		      "00000000000000000000000000000000"),
		 SHEX("000000000000000000000000"), 0,
		 SHEX("76b8e0ada0f13d90405d6ae55386bd28"
		      "bdd219b8a08ded1aa836efcc8b770dc7"
		      "da41597c5157488d7724e03fb8d84a37"
		      "6a43b8f41518a11cc387b669b2ee6586"));
  test_crypt(SHEX("00000000000000000000000000000000"
		  "00000000000000000000000000000001"),
	     SHEX("000000000000000000000002"), 1,
	     SDATA("Any submission to the IETF intended by the Contributor for "
		   "publication as all or part of an IETF Internet-Draft or RFC "
		   "and any statement made within the context of an IETF "
		   "activity is considered an \"IETF Contribution\". Such "
		   "statements include oral statements in IETF sessions, as "
		   "well as written and electronic communications made at any "
		   "time or place, which are addressed to"),
	     SHEX("a3fbf07df3fa2fde4f376ca23e827370"
		  "41605d9f4f4f57bd8cff2c1d4b7955ec"
		  "2a97948bd3722915c8f3d337f7d37005"
		  "0e9e96d647b7c39f56e031ca5eb6250d"
		  "4042e02785ececfa4b4bb5e8ead0440e"
		  "20b6e8db09d881a7c6132f420e527950"
		  "42bdfa7773d8a9051447b3291ce1411c"
		  "680465552aa6c405b7764d5e87bea85a"
		  "d00f8449ed8f72d0d662ab052691ca66"
		  "424bc86d2df80ea41f43abf937d3259d"
		  "c4b2d0dfb48a6c9139ddd7f76966e928"
		  "e635553ba76c5c879d7b35d49eb2e62b"
		  "0871cdac638939e25e8a1e0ef9d5280f"
		  "a8ca328b351c3c765989cbcf3daa8b6c"
		  "cc3aaf9f3979c92b3720fc88dc95ed84"
		  "a1be059c6499b9fda236e7e818b04b0b"
		  "c39c1e876b193bfe5569753f88128cc0"
		  "8aaa9b63d1a16f80ef2554d7189c411f"
		  "5869ca52c5b83fa36ff216b9c1d30062"
		  "bebcfd2dc5bce0911934fda79a86f6e6"
		  "98ced759c3ff9b6477338f3da4f9cd85"
		  "14ea9982ccafb341b2384dd902f3d1ab"
		  "7ac61dd29c6f21ba5b862f3730e37cfd"
		  "c4fd806c22f221"));
  test_crypt(SHEX("1c9240a5eb55d38af333888604f6b5f0"
		  "473917c1402b80099dca5cbc207075c0"),
	     SHEX("000000000000000000000002"), 42,
	     SDATA("'Twas brillig, and the slithy toves\nDid gyre and gimble "
		   "in the wabe:\nAll mimsy were the borogoves,\nAnd the mome "
		   "raths outgrabe."),
	     SHEX("62e6347f95ed87a45ffae7426f27a1df"
		  "5fb69110044c0d73118effa95b01e5cf"
		  "166d3df2d721caf9b21e5fb14c616871"
		  "fd84c54f9d65b283196c7fe4f60553eb"
		  "f39c6402c42234e32a356b3e764312a6"
		  "1a5532055716ead6962568f87d3f3f77"
		  "04c6a8d1bcd1bf4d50d6154b6da731b1"
		  "87b58dfd728afa36757a797ac188d1"));
}

/* draft-strombergson-chacha-test-vectors-01, 256-bit keys, as kept in
   GNU Nettle's testsuite/chacha-test.c: TC1-TC8 for 8, 12 and 20
   rounds.  Twenty rounds go through crypt (128 bytes); 8 and 12
   through the public core (the first block; TC1 both blocks through
   the 2-block core).  */
static void
test_strombergson(void)
{
  static const struct
  {
    const char *key, *nonce, *r8, *r12, *r20;
  } tc[] = {
    /* TC1: all zero key and IV.  */
    { "0000000000000000000000000000000000000000000000000000000000000000",
      "0000000000000000",
      "3e00ef2f895f40d67f5bb8e81f09a5a12c840ec3ce9a7f3b181be188ef711a1e"
      "984ce172b9216f419f445367456d5619314a42a3da86b001387bfdb80e0cfe42"
      "d2aefa0deaa5c151bf0adb6c01f2a5adc0fd581259f9a2aadcf20f8fd566a26b"
      "5032ec38bbc5da98ee0c6f568b872a65a08abf251deb21bb4b56e5d8821e68aa",
      "9bf49a6a0755f953811fce125f2683d50429c3bb49e074147e0089a52eae155f"
      "0564f879d27ae3c02ce82834acfa8c793a629f2ca0de6919610be82f411326be"
      "0bd58841203e74fe86fc71338ce0173dc628ebb719bdcbcc151585214cc089b4"
      "42258dcda14cf111c602b8971b8cc843e91e46ca905151c02744a6b017e69316",
      "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7"
      "da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586"
      "9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed"
      "29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f" },
    /* TC2: single bit in key set, all zero IV.  */
    { "0100000000000000000000000000000000000000000000000000000000000000",
      "0000000000000000",
      "cf5ee9a0494aa9613e05d5ed725b804b12f4a465ee635acc3a311de8740489ea"
      "289d04f43c7518db56eb4433e498a1238cd8464d3763ddbb9222ee3bd8fae3c8",
      "12056e595d56b0f6eef090f0cd25a20949248c2790525d0f930218ff0b4ddd10"
      "a6002239d9a454e29e107a7d06fefdfef0210feba044f9f29b1772c960dc29c0",
      "c5d30a7ce1ec119378c84f487d775a8542f13ece238a9455e8229e888de85bbd"
      "29eb63d0a17a5b999b52da22be4023eb07620a54f6fa6ad8737b71eb0464dac0"
      "10f656e6d1fd55053e50c4875c9930a33f6d0263bd14dfd6ab8c70521c19338b"
      "2308b95cf8d0bb7d202d2102780ea3528f1cb48560f76b20f382b942500fceac" },
    /* TC3: single bit in IV set, all zero key.  */
    { "0000000000000000000000000000000000000000000000000000000000000000",
      "0100000000000000",
      "2b8f4bb3798306ca5130d47c4f8d4ed13aa0edccc1be6942090faeeca0d7599b"
      "7ff0fe616bb25aa0153ad6fdc88b954903c22426d478b97b22b8f9b1db00cf06",
      "64b8bdf87b828c4b6dbaf7ef698de03df8b33f635714418f9836ade59be12969"
      "46c953a0f38ecffc9ecb98e81d5d99a5edfc8f9a0a45b9e41ef3b31f028f1d0f",
      "ef3fdfd6c61578fbf5cf35bd3dd33b8009631634d21e42ac33960bd138e50d32"
      "111e4caf237ee53ca8ad6426194a88545ddc497a0b466e7d6bbdb0041b2f586b"
      "5305e5e44aff19b235936144675efbe4409eb7e8e5f1430f5f5836aeb49bb532"
      "8b017c4b9dc11f8a03863fa803dc71d5726b2b6b31aa32708afe5af1d6b69058" },
    /* TC4: all bits in key and IV set.  */
    { "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
      "ffffffffffffffff",
      "e163bbf8c9a739d18925ee8362dad2cdc973df05225afb2aa26396f2a9849a4a"
      "445e0547d31c1623c537df4ba85c70a9884a35bcbf3dfab077e98b0f68135f54",
      "04bf88dae8e47a228fa47b7e6379434ba664a7d28f4dab84e5f8b464add20c3a"
      "caa69c5ab221a23a57eb5f345c96f4d1322d0a2ff7a9cd43401cd536639a615a",
      "d9bf3f6bce6ed0b54254557767fb57443dd4778911b606055c39cc25e674b836"
      "3feabc57fde54f790c52c8ae43240b79d49042b777bfd6cb80e931270b7f50eb"
      "5bac2acd86a836c5dc98c116c1217ec31d3a63a9451319f097f3b4d6dab07787"
      "19477d24d24b403a12241d7cca064f790f1d51ccaff6b1667d4bbca1958c4306" },
    /* TC5: every even bit set in key and IV.  */
    { "5555555555555555555555555555555555555555555555555555555555555555",
      "5555555555555555",
      "7cb78214e4d3465b6dc62cf7a1538c88996952b4fb72cb6105f1243ce3442e29"
      "75a59ebcd2b2a598290d7538491fe65bdbfefd060d88798120a70d049dc2677d",
      "a600f07727ff93f3da00dd74cc3e8bfb5ca7302f6a0a2944953de00450eecd40"
      "b860f66049f2eaed63b2ef39cc310d2c488f5d9a241b615dc0ab70f921b91b95",
      "bea9411aa453c5434a5ae8c92862f564396855a9ea6e22d6d3b50ae1b3663311"
      "a4a3606c671d605ce16c3aece8e61ea145c59775017bee2fa6f88afc758069f7"
      "e0b8f676e644216f4d2a3422d7fa36c6c4931aca950e9da42788e6d0b6d1cd83"
      "8ef652e97b145b14871eae6c6804c7004db5ac2fce4c68c726d004b10fcaba86" },
    /* TC6: every odd bit set in key and IV.  */
    { "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
      "aaaaaaaaaaaaaaaa",
      "40f9ab86c8f9a1a0cdc05a75e5531b612d71ef7f0cf9e387df6ed6972f0aae21"
      "311aa581f816c90e8a99de990b6b95aac92450f4e112712667b804c99e9c6eda",
      "856505b01d3b47aae03d6a97aa0f033a9adcc94377babd8608864fb3f625b6e3"
      "14f086158f9f725d811eeb953b7f747076e4c3f639fa841fad6c9a709e621397",
      "9aa2a9f656efde5aa7591c5fed4b35aea2895dec7cb4543b9e9f21f5e7bcbcf3"
      "c43c748a970888f8248393a09d43e0b7e164bc4d0b0fb240a2d72115c4808906"
      "72184489440545d021d97ef6b693dfe5b2c132d47e6f041c9063651f96b623e6"
      "2a11999a23b6f7c461b2153026ad5e866a2e597ed07b8401dec63a0934c6b2a9" },
    /* TC7: sequence patterns in key and IV.  */
    { "00112233445566778899aabbccddeeffffeeddccbbaa99887766554433221100",
      "0f1e2d3c4b5a6978",
      "db43ad9d1e842d1272e4530e276b3f568f8859b3f7cf6d9d2c74fa53808cb515"
      "7a8ebf46ad3dcc4b6c7dadde131784b0120e0e22f6d5f9ffa7407d4a21b695d9",
      "7ed12a3a63912ae941ba6d4c0d5e862e568b0e5589346935505f064b8c2698db"
      "f7d850667d8e67be639f3b4f6a16f92e65ea80f6c7429445da1fc2c1b9365040",
      "9fadf409c00811d00431d67efbd88fba59218d5d6708b1d685863fabbb0e961e"
      "ea480fd6fb532bfd494b2151015057423ab60a63fe4f55f7a212e2167ccab931"
      "fbfd29cf7bc1d279eddf25dd316bb8843d6edee0bd1ef121d12fa17cbc2c574c"
      "ccab5e275167b08bd686f8a09df87ec3ffb35361b94ebfa13fec0e4889d18da5" },
    /* TC8: hashed string patterns.  */
    { "c46ec1b18ce8a878725a37e780dfb7351f68ed2e194c79fbc6aebee1a667975d",
      "1ada31d5cf688221",
      "838751b42d8ddd8a3d77f48825a2ba752cf4047cb308a5978ef274973be374c9"
      "6ad848065871417b08f034e681fe46a93f7d5c61d1306614d4aaf257a7cff08b",
      "1482072784bc6d06b4e73bdc118bc0103c7976786ca918e06986aa251f7e9cc1"
      "b2749a0a16ee83b4242d2e99b08d7c20092b80bc466c87283b61b1b39d0ffbab",
      "f63a89b75c2271f9368816542ba52f06ed49241792302b00b5e8f80ae9a473af"
      "c25b218f519af0fdd406362e8d69de7f54c604a6e00f353f110f771bdca8ab92"
      "e5fbc34e60a1d9a9db17345b0a402736853bf910b060bdf1f897b6290f01d138"
      "ae2c4c90225ba9ea14d518f55929dea098ca7a6ccfe61227053c84e49a4a3332" },
  };
  unsigned i;
  for (i = 0; i < sizeof(tc) / sizeof(tc[0]); i++)
    {
      const struct tstring *key = SHEX(tc[i].key), *nonce = SHEX(tc[i].nonce);
      test_rounds(key, nonce, 8, SHEX(tc[i].r8));
      test_rounds(key, nonce, 12, SHEX(tc[i].r12));
      test_keystream(key, nonce, 0, SHEX(tc[i].r20));
    }
}

/* XChaCha20 and HChaCha20.  */
static void
test_xchacha(void)
{
  /* libsodium test/default/xchacha20.c, HChaCha20 (key, input, output).  */
  static const char *const hchacha[][3] = {
    { "24f11cce8a1b3d61e441561a696c1c1b7e173d084fd4812425435a8896a013dc",
      "d9660c5900ae19ddad28d6e06e45fe5e",
      "5966b3eec3bff1189f831f06afe4d4e3be97fa9235ec8c20d08acfbbb4e851e3" },
    { "80a5f6272031e18bb9bcd84f3385da65e7731b7039f13f5e3d475364cd4d42f7",
      "c0eccc384b44c88e92c57eb2d5ca4dfa",
      "6ed11741f724009a640a44fce7320954c46e18e0d7ae063bdbc8d7cf372709df" },
    { "cb1fc686c0eec11a89438b6f4013bf110e7171dace3297f3a657a309b3199629",
      "fcd49b93e5f8f299227e64d40dc864a3",
      "84b7e96937a1a0a406bb7162eeaad34308d49de60fd2f7ec9dc6a79cbab2ca34" },
    { "6640f4d80af5496ca1bc2cfff1fefbe99638dbceaabd7d0ade118999d45f053d",
      "31f59ceeeafdbfe8cae7914caeba90d6",
      "9af4697d2f5574a44834a2c2ae1a0505af9f5d869dbe381a994a18eb374c36a0" },
    { "0693ff36d971225a44ac92c092c60b399e672e4cc5aafd5e31426f123787ac27",
      "3a6293da061da405db45be1731d5fc4d",
      "f87b38609142c01095bfc425573bb3c698f9ae866b7e4216840b9c4caf3b0865" },
    { "809539bd2639a23bf83578700f055f313561c7785a4a19fc9114086915eee551",
      "780c65d6a3318e479c02141d3f0b3918",
      "902ea8ce4680c09395ce71874d242f84274243a156938aaa2dd37ac5be382b42" },
    { "1a170ddf25a4fd69b648926e6d794e73408805835c64b2c70efddd8cd1c56ce0",
      "05dbee10de87eb0c5acb2b66ebbe67d3",
      "a4e20b634c77d7db908d387b48ec2b370059db916e8ea7716dc07238532d5981" },
    { "3b354e4bb69b5b4a1126f509e84cad49f18c9f5f29f0be0c821316a6986e15a6",
      "d8a89af02f4b8b2901d8321796388b6c",
      "9816cb1a5b61993735a4b161b51ed2265b696e7ded5309c229a5a99f53534fbc" },
    { "4b9a818892e15a530db50dd2832e95ee192e5ed6afffb408bd624a0c4e12a081",
      "a9079c551de70501be0286d1bc78b045",
      "ebc5224cf41ea97473683b6c2f38a084bf6e1feaaeff62676db59d5b719d999b" },
    { "c49758f00003714c38f1d4972bde57ee8271f543b91e07ebce56b554eb7fa6a7",
      "31f0204e10cf4f2035f9e62bb5ba7303",
      "0dd8cc400f702d2c06ed920be52048a287076b86480ae273c6d568a2e9e7518c" },
    /* draft-irtf-cfrg-xchacha-03, 2.2.1.  */
    { "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
      "000000090000004a0000000031415927",
      "82413b4227b27bfed30e42508a877d73a0f9e4d58a74a853c12ec41326d3ecdc" },
  };
  /* draft-irtf-cfrg-xchacha-03, A.3.2: the keystream from block 1 and
     the encryption of the plaintext with it.  */
  const struct tstring *key
    = SHEX("808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f");
  const struct tstring *nonce
    = SHEX("404142434445464748494a4b4c4d4e4f5051525354555658");
  const struct tstring *plain = SHEX(
    "5468652064686f6c65202870726f6e6f756e6365642022646f6c652229206973"
    "20616c736f206b6e6f776e2061732074686520417369617469632077696c6420"
    "646f672c2072656420646f672c20616e642077686973746c696e6720646f672e"
    "2049742069732061626f7574207468652073697a65206f662061204765726d61"
    "6e20736865706865726420627574206c6f6f6b73206d6f7265206c696b652061"
    "206c6f6e672d6c656767656420666f782e205468697320686967686c7920656c"
    "757369766520616e6420736b696c6c6564206a756d70657220697320636c6173"
    "736966696564207769746820776f6c7665732c20636f796f7465732c206a6163"
    "6b616c732c20616e6420666f78657320696e20746865207461786f6e6f6d6963"
    "2066616d696c792043616e696461652e");
  const struct tstring *stream = SHEX(
    "29624b4b1b140ace53740e405b2168540fd7d630c1f536fecd722fc3cddba7f4"
    "cca98cf9e47e5e64d115450f9b125b54449ff76141ca620a1f9cfcab2a1a8a25"
    "5e766a5266b878846120ea64ad99aa479471e63befcbd37cd1c22a221fe46221"
    "5cf32c74895bf505863ccddd48f62916dc6521f1ec50a5ae08903aa259d9bf60"
    "7cd8026fba548604f1b6072d91bc91243a5b845f7fd171b02edc5a0a84cf28dd"
    "241146bc376e3f48df5e7fee1d11048c190a3d3deb0feb64b42d9c6fdeee290f"
    "a0e6ae2c26c0249ea8c181f7e2ffd100cbe5fd3c4f8271d62b15330cb8fdcf00"
    "b3df507ca8c924f7017b7e712d15a2eb5c50484451e54e1b4b995bd8fdd94597"
    "bb94d7af0b2c04df10ba0890899ed9293a0f55b8bafa999264035f1d4fbe7fe0"
    "aafa109a62372027e50e10cdfecca127");
  const struct tstring *cipher = SHEX(
    "7d0a2e6b7f7c65a236542630294e063b7ab9b555a5d5149aa21e4ae1e4fbce87"
    "ecc8e08a8b5e350abe622b2ffa617b202cfad72032a3037e76ffdcdc4376ee05"
    "3a190d7e46ca1de04144850381b9cb29f051915386b8a710b8ac4d027b8b050f"
    "7cba5854e028d564e453b8a968824173fc16488b8970cac828f11ae53cabd201"
    "12f87107df24ee6183d2274fe4c8b1485534ef2c5fbc1ec24bfc3663efaa08bc"
    "047d29d25043532db8391a8a3d776bf4372a6955827ccb0cdd4af403a7ce4c63"
    "d595c75a43e045f0cce1f29c8b93bd65afc5974922f214a40b7c402cdb91ae73"
    "c0b63615cdad0480680f16515a7ace9d39236464328a37743ffc28f4ddb324f4"
    "d0f5bbdc270c65b1749a6efff1fbaa09536175ccd29fb9e6057b307320d31683"
    "8a9c71f70b5b5907a66f7ea49aadc409");
  struct symcrypt_chacha_ctx ctx;
  uint8_t out[304], first[64];
  unsigned i;

  for (i = 0; i < sizeof(hchacha) / sizeof(hchacha[0]); i++)
    {
      uint8_t sub[32];
      symcrypt_hchacha20(sub, SHEX(hchacha[i][0])->data, SHEX(hchacha[i][1])->data);
      ASSERT_BYTES("hchacha20", 32, sub, SHEX(hchacha[i][2])->data);
    }

  ASSERT(plain->length == 304 && stream->length == 304 && cipher->length == 304);
  memset(out, 0, sizeof(out));
  symcrypt_xchacha_set_key_nonce(&ctx, key->data, nonce->data);
  symcrypt_chacha_set_counter(&ctx, 1);
  symcrypt_chacha_crypt(&ctx, sizeof(out), out, out);
  ASSERT_BYTES("xchacha20 keystream", sizeof(out), out, stream->data);

  /* Counter 0 after set_key_nonce: skipping the first block by
     encrypting it gives the same result.  */
  symcrypt_xchacha_set_key_nonce(&ctx, key->data, nonce->data);
  memset(first, 0, sizeof(first));
  symcrypt_chacha_crypt(&ctx, sizeof(first), first, first);
  symcrypt_chacha_crypt(&ctx, sizeof(out), out, plain->data);
  ASSERT_BYTES("xchacha20 encrypt", sizeof(out), out, cipher->data);
}

/* The cores, with their widths.  */
static const struct test_stream_core cores[] = {
  { SYMCRYPT_FN_chacha_core, 1 }, { SYMCRYPT_FN_chacha_2core, 2 },
  { SYMCRYPT_FN_chacha_3core, 3 }, { SYMCRYPT_FN_chacha_4core, 4 },
  { SYMCRYPT_FN_chacha_5core, 5 }, { SYMCRYPT_FN_chacha_8core, 8 },
  { SYMCRYPT_FN_chacha_9core, 9 }, { SYMCRYPT_FN_chacha_16core, 16 },
  { SYMCRYPT_FN_chacha_32core, 32 },
};
#define N_CORES (sizeof(cores) / sizeof(cores[0]))

/* crypt against the reference on random lengths up to 4 KiB and a few
   of 1 MiB, every alignment of src and dst (rounds 0..63 see each
   once), starting counters (some about to carry into word 13 inside a
   multi-block call, or to wrap), in place or not, from a random point
   inside a block.  */
static void
test_crypt_random(void)
{
  unsigned round;
  for (round = 0; round < 303; round++)
    {
      size_t length = round < 100 ? round * 7
	: round < 300 ? test_rand_below(4097)
	: ((size_t) 1 << 20) + test_rand_below(128);
      size_t skip = test_rand_below(64);
      int in_place = round % 3 == 0;
      unsigned src_align = round % 64, dst_align = (round * 37 + 5) % 64;
      uint8_t key[32], nonce[8];
      uint64_t counter;
      struct symcrypt_chacha_ctx ctx;
      uint8_t *src = test_buf_alloc(length, src_align);
      uint8_t *dst = in_place ? src : test_buf_alloc(length, dst_align);
      uint8_t *stream = test_buf_alloc(skip + length, 0);
      uint8_t *expected = test_buf_alloc(length, 0);
      uint8_t tmp[64];
      size_t i;

      switch (round % 4)
	{
	case 0: counter = 0xffffffff - test_rand_below(9); break;
	case 1: counter = 0xffffffffffffffff - test_rand_below(4); break;
	default: counter = test_rand(); break;
	}
      test_rand_fill(sizeof(key), key);
      test_rand_fill(sizeof(nonce), nonce);
      test_rand_fill(length, src);
      symcrypt_chacha_set_key(&ctx, key);
      symcrypt_chacha_set_nonce(&ctx, nonce);
      symcrypt_chacha_set_counter(&ctx, counter);
      test_stream_reference(_symcrypt_chacha_core_c, 12, ctx.state, 20, counter,
			    skip + length, stream);
      for (i = 0; i < length; i++)
	expected[i] = src[i] ^ stream[skip + i];
      symcrypt_chacha_crypt(&ctx, skip, tmp, tmp);
      symcrypt_chacha_crypt(&ctx, length, dst, src);
      ASSERT_BYTES("chacha random", length, dst, expected);
      test_buf_check(dst);
      test_buf_check(src);
      /* The counter names the block after the last one used.  */
      {
	uint64_t next = counter + (skip + length + 63) / 64;
	ASSERT(ctx.state[12] == (uint32_t) next
	       && ctx.state[13] == (uint32_t) (next >> 32));
      }
      test_buf_free(expected);
      test_buf_free(stream);
      if (!in_place)
	test_buf_free(dst);
      test_buf_free(src);
    }
}

/* Every split of a 200-byte message into two calls, for crypt and
   crypt32, and three calls at random splits.  */
static void
test_chunking(void)
{
  uint8_t key[32], nonce[12], msg[200], whole[200], parts[200];
  struct symcrypt_chacha_ctx ctx;
  size_t split;
  int mode;

  test_rand_fill(sizeof(key), key);
  test_rand_fill(sizeof(nonce), nonce);
  test_rand_fill(sizeof(msg), msg);
  for (mode = 0; mode < 2; mode++)
    {
      symcrypt_chacha_set_key(&ctx, key);
      if (mode)
	symcrypt_chacha_set_nonce96(&ctx, nonce);
      else
	symcrypt_chacha_set_nonce(&ctx, nonce);
      symcrypt_chacha_crypt(&ctx, sizeof(msg), whole, msg);
      for (split = 0; split <= sizeof(msg); split++)
	{
	  symcrypt_chacha_set_counter(&ctx, 0);
	  if (mode)
	    {
	      ASSERT_RC(symcrypt_chacha_crypt32(&ctx, split, parts, msg), SYMCRYPT_OK);
	      ASSERT_RC(symcrypt_chacha_crypt32(&ctx, sizeof(msg) - split,
						parts + split, msg + split),
			SYMCRYPT_OK);
	    }
	  else
	    {
	      symcrypt_chacha_crypt(&ctx, split, parts, msg);
	      symcrypt_chacha_crypt(&ctx, sizeof(msg) - split, parts + split,
				    msg + split);
	    }
	  ASSERT_BYTES("chacha chunked", sizeof(msg), parts, whole);
	}
      for (split = 0; split < 300; split++)
	{
	  size_t a = test_rand_below(sizeof(msg) + 1);
	  size_t b = a + test_rand_below(sizeof(msg) - a + 1);
	  /* A nonce discards unused keystream.  */
	  if (mode)
	    symcrypt_chacha_set_nonce96(&ctx, nonce);
	  else
	    symcrypt_chacha_set_nonce(&ctx, nonce);
	  symcrypt_chacha_crypt(&ctx, a, parts, msg);
	  symcrypt_chacha_crypt(&ctx, b - a, parts + a, msg + a);
	  symcrypt_chacha_crypt(&ctx, sizeof(msg) - b, parts + b, msg + b);
	  ASSERT_BYTES("chacha chunked in three", sizeof(msg), parts, whole);
	}
    }
}

/* crypt32 uses blocks up to 2^32 - 1 and refuses, writing nothing and
   leaving the context as it was, any request that needs one more.  */
static void
test_crypt32_boundary(void)
{
  uint8_t key[32], nonce[12], buf[200], saved_buf[200], expected[200];
  struct symcrypt_chacha_ctx ctx, saved;
  uint32_t state[16], block[16];
  unsigned i;

  test_rand_fill(sizeof(key), key);
  test_rand_fill(sizeof(nonce), nonce);
  /* Defined bytes throughout, for the whole-context comparisons.  */
  memset(&ctx, 0, sizeof(ctx));
  symcrypt_chacha_set_key(&ctx, key);
  symcrypt_chacha_set_nonce96(&ctx, nonce);
  memcpy(state, ctx.state, sizeof(state));

  /* The last block, 2^32 - 1, is the core's block with word 12 all
     ones and the nonce in word 13.  */
  state[12] = 0xffffffff;
  _symcrypt_chacha_core_c(block, state, 20);
  for (i = 0; i < 64; i++)
    expected[i] = (uint8_t) (block[i / 4] >> (8 * (i % 4)));

  symcrypt_chacha_set_counter(&ctx, 0xffffffff);
  memset(buf, 0, sizeof(buf));
  ASSERT_RC(symcrypt_chacha_crypt32(&ctx, 64, buf, buf), SYMCRYPT_OK);
  ASSERT_BYTES("crypt32 last block", 64, buf, expected);
  ASSERT(ctx.state[13] == state[13]);
  /* One byte past it.  */
  saved = ctx;
  memset(buf, 0x77, sizeof(buf));
  ASSERT_RC(symcrypt_chacha_crypt32(&ctx, 1, buf, buf), SYMCRYPT_ERANGE);
  ASSERT(buf[0] == 0x77);
  ASSERT(memcmp(&ctx, &saved, sizeof(ctx)) == 0);
  ASSERT_RC(symcrypt_chacha_crypt32(&ctx, 0, buf, buf), SYMCRYPT_OK);

  /* The same in pieces: the leftover keystream of the last block is
     still usable.  */
  symcrypt_chacha_set_counter(&ctx, 0xffffffff);
  memset(buf, 0, sizeof(buf));
  ASSERT_RC(symcrypt_chacha_crypt32(&ctx, 10, buf, buf), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_chacha_crypt32(&ctx, 54, buf + 10, buf + 10), SYMCRYPT_OK);
  ASSERT_BYTES("crypt32 last block in pieces", 64, buf, expected);
  saved = ctx;
  memcpy(saved_buf, buf, sizeof(buf));
  ASSERT_RC(symcrypt_chacha_crypt32(&ctx, 1, buf + 64, buf + 64), SYMCRYPT_ERANGE);
  ASSERT(memcmp(buf, saved_buf, sizeof(buf)) == 0);
  ASSERT(memcmp(&ctx, &saved, sizeof(ctx)) == 0);

  /* From 2^32 - 2: two blocks (a multi-block request) succeed, three
     fail with nothing written.  */
  symcrypt_chacha_set_counter(&ctx, 0xfffffffe);
  saved = ctx;
  memset(buf, 0x55, sizeof(buf));
  memcpy(saved_buf, buf, sizeof(buf));
  ASSERT_RC(symcrypt_chacha_crypt32(&ctx, 129, buf, buf), SYMCRYPT_ERANGE);
  ASSERT(memcmp(buf, saved_buf, sizeof(buf)) == 0);
  ASSERT(memcmp(&ctx, &saved, sizeof(ctx)) == 0);
  memset(buf, 0, sizeof(buf));
  ASSERT_RC(symcrypt_chacha_crypt32(&ctx, 128, buf, buf), SYMCRYPT_OK);
  ASSERT_BYTES("crypt32 two last blocks", 64, buf + 64, expected);
  ASSERT(ctx.state[13] == state[13]);

  /* A partial last block, then the rest: 100 + 28 = 128 bytes.  */
  symcrypt_chacha_set_counter(&ctx, 0xfffffffe);
  memset(buf, 0, sizeof(buf));
  ASSERT_RC(symcrypt_chacha_crypt32(&ctx, 100, buf, buf), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_chacha_crypt32(&ctx, 29, buf + 100, buf + 100),
	    SYMCRYPT_ERANGE);
  ASSERT_RC(symcrypt_chacha_crypt32(&ctx, 28, buf + 100, buf + 100), SYMCRYPT_OK);
  ASSERT_BYTES("crypt32 100 + 28", 64, buf + 64, expected);

  /* set_counter makes the context usable again; after set_nonce96 it
     leaves word 13 (nonce) alone.  */
  symcrypt_chacha_set_counter(&ctx, 0x1fffffffe);
  ASSERT(ctx.state[12] == 0xfffffffe && ctx.state[13] == state[13]);
  ASSERT_RC(symcrypt_chacha_crypt32(&ctx, 1, buf, buf), SYMCRYPT_OK);

  /* After set_nonce96, crypt counts with 64 bits, as chacha.h says.
     Once crypt32 has used block 2^32 - 1 (and refuses more), word 12
     is 0 again and crypt repeats block 0 of this nonce.  */
  symcrypt_chacha_set_nonce96(&ctx, nonce);
  memset(buf, 0, sizeof(buf));
  ASSERT_RC(symcrypt_chacha_crypt32(&ctx, 64, buf, buf), SYMCRYPT_OK);
  memcpy(saved_buf, buf, 64);	/* block 0 */
  symcrypt_chacha_set_counter(&ctx, 0xffffffff);
  ASSERT_RC(symcrypt_chacha_crypt32(&ctx, 64, buf, buf), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_chacha_crypt32(&ctx, 1, buf, buf), SYMCRYPT_ERANGE);
  memset(buf, 0, sizeof(buf));
  symcrypt_chacha_crypt(&ctx, 64, buf, buf);
  ASSERT_BYTES("crypt after crypt32's last block", 64, buf, saved_buf);
  ASSERT(ctx.state[12] == 1 && ctx.state[13] == state[13]);

  /* A crypt call that crosses block 2^32 - 1 (as crypt32 would refuse
     to) carries into word 13: block 2^32 - 1, then block 0 of the
     nonce whose first word is one more.  */
  symcrypt_chacha_set_counter(&ctx, 0xffffffff);
  ASSERT_RC(symcrypt_chacha_crypt32(&ctx, 128, buf, buf), SYMCRYPT_ERANGE);
  memset(buf, 0, sizeof(buf));
  symcrypt_chacha_crypt(&ctx, 128, buf, buf);
  ASSERT_BYTES("crypt's block 2^32 - 1", 64, buf, expected);
  ASSERT(ctx.state[12] == 1 && ctx.state[13] == state[13] + 1);
  {
    struct symcrypt_chacha_ctx next;
    uint8_t next_nonce[12], next_stream[64];
    memcpy(next_nonce, nonce, sizeof(next_nonce));
    le_write_uint32(next_nonce, state[13] + 1);
    symcrypt_chacha_set_key(&next, key);
    symcrypt_chacha_set_nonce96(&next, next_nonce);
    memset(next_stream, 0, sizeof(next_stream));
    ASSERT_RC(symcrypt_chacha_crypt32(&next, 64, next_stream, next_stream),
	      SYMCRYPT_OK);
    ASSERT_BYTES("crypt past 2^32 - 1 after set_nonce96", 64, buf + 64,
		 next_stream);
  }

  /* crypt, in contrast, carries into word 13 with the original nonce.  */
  symcrypt_chacha_set_nonce(&ctx, nonce);
  symcrypt_chacha_set_counter(&ctx, 0xffffffff);
  memset(buf, 0, sizeof(buf));
  symcrypt_chacha_crypt(&ctx, 128, buf, buf);
  ASSERT(ctx.state[12] == 1 && ctx.state[13] == 1);
}

/* The public cores with DST == SRC give what they give out of place
   (the dispatched variant; test_stream_cores covers every variant).  */
static void
test_public_cores_in_place(void)
{
  static void (*const cores[])(uint32_t *, const uint32_t *, unsigned) = {
    symcrypt_chacha_core, symcrypt_chacha_2core, symcrypt_chacha_3core,
  };
  unsigned n, trial, i;

  for (n = 0; n < 3; n++)
    for (trial = 0; trial < 20; trial++)
      {
	uint32_t state[16], expected[48], buf[48];
	for (i = 0; i < 16; i++)
	  state[i] = (uint32_t) test_rand();
	if (trial % 2)
	  state[12] = 0xfffffffe;
	cores[n](expected, state, 20);
	memcpy(buf, state, sizeof(state));
	cores[n](buf, buf, 20);
	if (memcmp(buf, expected, 64 * (n + 1)) != 0)
	  FAIL("symcrypt_chacha_%ucore in place", n + 1);
      }
}

/* Every variant of chacha_poly1305_4core against the C twins of its
   two parts: random input states (some with the counter carrying into
   word 13 within the four blocks), a MAC keyed at random or with the
   largest r, h from a random prefix of blocks, random or all-ones
   data.  The keystream must be the same and the MAC give the same tag
   (h need only be congruent); the rest of the MAC state must be
   untouched.  */
static void
test_stitched_core(void)
{
  const struct symcrypt_variant *v;
  unsigned round;

  for (round = 0; round < 300; round++)
    {
      uint32_t state[16], expected[64], got[64];
      struct symcrypt_poly1305_ctx mac, ref, ctx;
      uint8_t key[32], prefix[320], expected_tag[16], tag[16];
      uint8_t *data = test_buf_alloc(256, (unsigned) test_rand_below(64));
      size_t prefix_blocks = test_rand_below(21);

      test_rand_fill(sizeof(state), (uint8_t *) state);
      test_rand_fill(sizeof(key), key);
      test_rand_fill(256, data);
      test_rand_fill(sizeof(prefix), prefix);
      if (round % 4 == 1)
	state[12] = 0xfffffffe;
      else if (round % 4 == 2)
	{
	  memset(key, 0xff, sizeof(key));
	  memset(prefix, 0xff, sizeof(prefix));
	  memset(data, 0xff, 256);
	}
      memset(&mac, 0, sizeof(mac));	/* set_key leaves the block buffer */
      symcrypt_poly1305_set_key(&mac, key);
      symcrypt_poly1305_update(&mac, 16 * prefix_blocks, prefix);

      memcpy(&ref, &mac, sizeof(mac));
      _symcrypt_chacha_4core_c(expected, state, 20);
      _symcrypt_poly1305_blocks_c(&ref, 16, data, 1);
      symcrypt_poly1305_digest(&ref, expected_tag);

      for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_chacha_poly1305_4core))
	{
	  memcpy(&ctx, &mac, sizeof(mac));
	  VARIANT_FN(chacha_poly1305_4core, v)(got, state, &ctx, data);
	  if (memcmp(got, expected, sizeof(got)) != 0)
	    FAIL("chacha_poly1305_4core %s, round %u: keystream differs",
		 v->label, round);
	  if (memcmp(ctx.pad, mac.pad, sizeof(mac.pad)) != 0
	      || memcmp(ctx.block, mac.block, sizeof(mac.block)) != 0
	      || ctx.index != mac.index)
	    FAIL("chacha_poly1305_4core %s, round %u: MAC state changed",
		 v->label, round);
	  symcrypt_poly1305_digest(&ctx, tag);
	  if (memcmp(tag, expected_tag, sizeof(tag)) != 0)
	    FAIL("chacha_poly1305_4core %s, round %u: tag differs", v->label,
		 round);
	}
      test_buf_check(data);
      test_buf_free(data);
    }
}

/* Every hchacha20_words variant against the C one-block core (its
   output less the input), on random keys and inputs at any
   alignment.  */
static void
test_hchacha_variants(void)
{
  const struct symcrypt_variant *v;

  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_hchacha20_words))
    {
      unsigned trial;

      for (trial = 0; trial < 200; trial++)
	{
	  uint8_t *key = test_buf_alloc(32, (unsigned) test_rand_below(64));
	  uint8_t *in = test_buf_alloc(16, (unsigned) test_rand_below(64));
	  uint32_t *dst = (uint32_t *)
	    test_buf_alloc(32, 4 * (unsigned) test_rand_below(16));
	  uint32_t state[16], block[16], expected[8];
	  uint8_t key_copy[32], in_copy[16];
	  unsigned i;

	  test_rand_fill(32, key);
	  test_rand_fill(16, in);
	  memcpy(key_copy, key, 32);
	  memcpy(in_copy, in, 16);
	  state[0] = CHACHA_SIGMA0;
	  state[1] = CHACHA_SIGMA1;
	  state[2] = CHACHA_SIGMA2;
	  state[3] = CHACHA_SIGMA3;
	  for (i = 0; i < 8; i++)
	    state[4 + i] = le_read_uint32(key + 4 * i);
	  for (i = 0; i < 4; i++)
	    state[12 + i] = le_read_uint32(in + 4 * i);
	  _symcrypt_chacha_core_c(block, state, 20);
	  for (i = 0; i < 4; i++)
	    {
	      expected[i] = block[i] - state[i];
	      expected[4 + i] = block[12 + i] - state[12 + i];
	    }
	  VARIANT_FN(hchacha20_words, v)(dst, key, in);
	  if (memcmp(dst, expected, sizeof(expected)) != 0)
	    FAIL("hchacha20_words %s, trial %u: output differs", v->label,
		 trial);
	  ASSERT(memcmp(key, key_copy, 32) == 0
		 && memcmp(in, in_copy, 16) == 0);
	  test_buf_check((uint8_t *) dst);
	  test_buf_free((uint8_t *) dst);
	  test_buf_free(in);
	  test_buf_free(key);
	}
      if (test_verbose)
	fprintf(stderr, "hchacha20_words %s: ok\n", v->label);
    }
}

void
test_main(void)
{
  /* The variants called directly are the same under every override
     and model row: once a stage (tests/testutils.h).  */
  int every_variant = !test_later_pass();

  test_rfc8439();
  test_strombergson();
  test_xchacha();
  if (every_variant)
    {
      test_hchacha_variants();
      test_stream_cores("chacha", cores, N_CORES, 12,
			_symcrypt_chacha_core_c);
    }
  test_public_cores_in_place();
  if (every_variant)
    {
      test_stream_crypt1("chacha", SYMCRYPT_FN_chacha_crypt1, 12,
			 _symcrypt_chacha_core_c);
      test_stream_crypt_n("chacha", SYMCRYPT_FN_chacha_crypt_4core, 4,
			  _symcrypt_chacha_4core_c, 12, _symcrypt_chacha_core_c);
      test_stream_crypt_n("chacha", SYMCRYPT_FN_chacha_crypt_5core, 5,
			  _symcrypt_chacha_5core_c, 12, _symcrypt_chacha_core_c);
      test_stream_crypt_n("chacha", SYMCRYPT_FN_chacha_crypt_8core, 8,
			  _symcrypt_chacha_8core_c, 12, _symcrypt_chacha_core_c);
      test_stream_crypt_n("chacha", SYMCRYPT_FN_chacha_crypt_9core, 9,
			  _symcrypt_chacha_9core_c, 12, _symcrypt_chacha_core_c);
      test_stream_crypt_n("chacha", SYMCRYPT_FN_chacha_crypt_16core, 16,
			  _symcrypt_chacha_16core_c, 12, _symcrypt_chacha_core_c);
      test_stream_crypt_n("chacha", SYMCRYPT_FN_chacha_crypt_32core, 32,
			  _symcrypt_chacha_32core_c, 12, _symcrypt_chacha_core_c);
    }
  test_stream_widths("chacha", _symcrypt_chacha_widths);
  test_crypt_random();
  if (every_variant)
    test_stream_loop("chacha", cores, N_CORES, 12, _symcrypt_chacha_core_c);
  test_chunking();
  test_crypt32_boundary();
  if (every_variant)
    test_stitched_core();
}
