/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* arcfour-test.c -- RC4: known answers (RFC 6229), bad keys, chunking, and every
   variant against the C twin.  */
#include "testutils.h"
#include "variants.h"

static void
test_known(const struct tstring *key, const struct tstring *plain,
	   const struct tstring *cipher)
{
  struct symcrypt_arcfour_ctx ctx;
  uint8_t out[64];
  ASSERT(plain->length <= sizeof(out));
  ASSERT_RC(symcrypt_arcfour_set_key(&ctx, key->length, key->data), SYMCRYPT_OK);
  symcrypt_arcfour_crypt(&ctx, plain->length, out, plain->data);
  ASSERT_BYTES("rc4 known answer", cipher->length, out, cipher->data);
}

/* RFC 6229, section 2: the keystream (RC4 of zero bytes) of 14 keys,
   32 bytes at each of the listed offsets (the RFC prints each as two
   16-byte rows, at offsets N and N + 16).  The first seven keys are
   0x01 0x02 ...; the other seven are the RFC's second key set.  */
static const unsigned rfc6229_offsets[9] = {
  0, 240, 496, 752, 1008, 1520, 2032, 3056, 4080
};

static const struct
{
  const char *key;
  const char *stream[9];
} rfc6229[] = {
  { "0102030405",
    {
      "b2396305f03dc027ccc3524a0a1118a8 6982944f18fc82d589c403a47a0d0919", /* 0 */
      "28cb1132c96ce286421dcaadb8b69eae 1cfcf62b03eddb641d77dfcf7f8d8c93", /* 240 */
      "42b7d0cdd918a8a33dd51781c81f4041 6459844432a7da923cfb3eb4980661f6", /* 496 */
      "ec10327bde2beefd18f9277680457e22 eb62638d4f0ba1fe9fca20e05bf8ff2b", /* 752 */
      "45129048e6a0ed0b56b490338f078da5 30abbcc7c20b01609f23ee2d5f6bb7df", /* 1008 */
      "3294f744d8f9790507e70f62e5bbceea d8729db41882259bee4f825325f5a130", /* 1520 */
      "1eb14a0c13b3bf47fa2a0ba93ad45b8b cc582f8ba9f265e2b1be9112e975d2d7", /* 2032 */
      "f2e30f9bd102ecbf75aaade9bc35c43c ec0e11c479dc329dc8da7968fe965681", /* 3056 */
      "068326a2118416d21f9d04b2cd1ca050 ff25b58995996707e51fbdf08b34d875"  /* 4080 */
    } },
  { "01020304050607",
    {
      "293f02d47f37c9b633f2af5285feb46b e620f1390d19bd84e2e0fd752031afc1", /* 0 */
      "914f02531c9218810df60f67e338154c d0fdb583073ce85ab83917740ec011d5", /* 240 */
      "75f81411e871cffa70b90c74c592e454 0bb87202938dad609e87a5a1b079e5e4", /* 496 */
      "c2911246b612e7e7b903dfeda1dad866 32828f91502b6291368de8081de36fc2", /* 752 */
      "f3b9a7e3b297bf9ad804512f9063eff1 8ecb67a9ba1f55a5a067e2b026a3676f", /* 1008 */
      "d2aa902bd42d0d7cfd340cd45810529f 78b272c96e42eab4c60bd914e39d06e3", /* 1520 */
      "f4332fd31a079396ee3cee3f2a4ff049 05459781d41fda7f30c1be7e1246c623", /* 2032 */
      "adfd3868b8e51485d5e610017e3dd609 ad26581c0c5be45f4cea01db2f3805d5", /* 3056 */
      "f3172ceffc3b3d997c85ccd5af1a950c e74b0b9731227fd37c0ec08a47ddd8b8"  /* 4080 */
    } },
  { "0102030405060708",
    {
      "97ab8a1bf0afb96132f2f67258da15a8 8263efdb45c4a18684ef87e6b19e5b09", /* 0 */
      "9636ebc9841926f4f7d1f362bddf6e18 d0a990ff2c05fef5b90373c9ff4b870a", /* 240 */
      "73239f1db7f41d80b643c0c52518ec63 163b319923a6bdb4527c626126703c0f", /* 496 */
      "49d6c8af0f97144a87df21d91472f966 44173a103b6616c5d5ad1cee40c863d0", /* 752 */
      "273c9c4b27f322e4e716ef53a47de7a4 c6d0e7b226259fa9023490b26167ad1d", /* 1008 */
      "1fe8986713f07c3d9ae1c163ff8cf9d3 8369e1a965610be887fbd0c79162aafb", /* 1520 */
      "0a0127abb44484b9fbef5abcae1b579f c2cdadc6402e8ee866e1f37bdb47e42c", /* 2032 */
      "26b51ea37df8e1d6f76fc3b66a7429b3 bc7683205d4f443dc1f29dda3315c87b", /* 3056 */
      "d5fa5a3469d29aaaf83d23589db8c85b 3fb46e2c8f0f068edce8cdcd7dfc5862"  /* 4080 */
    } },
  { "0102030405060708090a",
    {
      "ede3b04643e586cc907dc21851709902 03516ba78f413beb223aa5d4d2df6711", /* 0 */
      "3cfd6cb58ee0fdde640176ad0000044d 48532b21fb6079c9114c0ffd9c04a1ad", /* 240 */
      "3e8cea98017109979084b1ef92f99d86 e20fb49bdb337ee48b8d8dc0f4afeffe", /* 496 */
      "5c2521eacd7966f15e056544bea0d315 e067a7031931a246a6c3875d2f678acb", /* 752 */
      "a64f70af88ae56b6f87581c0e23e6b08 f449031de312814ec6f319291f4a0516", /* 1008 */
      "bdae85924b3cb1d0a2e33a30c6d79599 8a0feddbac865a09bcd127fb562ed60a", /* 1520 */
      "b55a0a5b51a12a8be34899c3e047511a d9a09cea3ce75fe39698070317a71339", /* 2032 */
      "552225ed1177f44584ac8cfa6c4eb5fc 7e82cbabfc95381b080998442129c2f8", /* 3056 */
      "1f135ed14ce60a91369d2322bef25e3c 08b6be45124a43e2eb77953f84dc8553"  /* 4080 */
    } },
  { "0102030405060708090a0b0c0d0e0f10",
    {
      "9ac7cc9a609d1ef7b2932899cde41b97 5248c4959014126a6e8a84f11d1a9e1c", /* 0 */
      "065902e4b620f6cc36c8589f66432f2b d39d566bc6bce3010768151549f3873f", /* 240 */
      "b6d1e6c4a5e4771cad79538df295fb11 c68c1d5c559a974123df1dbc52a43b89", /* 496 */
      "c5ecf88de897fd57fed301701b82a259 eccbe13de1fcc91c11a0b26c0bc8fa4d", /* 752 */
      "e7a72574f8782ae26aabcf9ebcd66065 bdf0324e6083dcc6d3cedd3ca8c53c16", /* 1008 */
      "b40110c4190b5622a96116b0017ed297 ffa0b514647ec04f6306b892ae661181", /* 1520 */
      "d03d1bc03cd33d70dff9fa5d71963ebd 8a44126411eaa78bd51e8d87a8879bf5", /* 2032 */
      "fabeb76028ade2d0e48722e46c4615a3 c05d88abd50357f935a63c59ee537623", /* 3056 */
      "ff38265c1642c1abe8d3c2fe5e572bf8 a36a4c301ae8ac13610ccbc12256cacc"  /* 4080 */
    } },
  { "0102030405060708090a0b0c0d0e0f101112131415161718",
    {
      "0595e57fe5f0bb3c706edac8a4b2db11 dfde31344a1af769c74f070aee9e2326", /* 0 */
      "b06b9b1e195d13d8f4a7995c4553ac05 6bd2378ec341c9a42f37ba79f88a32ff", /* 240 */
      "e70bce1df7645adb5d2c4130215c3522 9a5730c7fcb4c9af51ffda89c7f1ad22", /* 496 */
      "0485055fd4f6f0d963ef5ab9a5476982 591fc66bcda10e452b03d4551f6b62ac", /* 752 */
      "2753cc83988afa3e1688a1d3b42c9a02 93610d523d1d3f0062b3c2a3bbc7c7f0", /* 1008 */
      "96c248610aadedfeaf8978c03de8205a 0e317b3d1c73b9e9a4688f296d133a19", /* 1520 */
      "bdf0e6c3cca5b5b9d533b69c56ada120 88a218b6e2ece1e6246d44c759d19b10", /* 2032 */
      "6866397e95c140534f94263421006e40 32cb0a1e9542c6b3b8b398abc3b0f1d5", /* 3056 */
      "29a0b8aed54a132324c62e423f54b4c8 3cb0f3b5020a98b82af9fe154484a168"  /* 4080 */
    } },
  { "0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20",
    {
      "eaa6bd25880bf93d3f5d1e4ca2611d91 cfa45c9f7e714b54bdfa80027cb14380", /* 0 */
      "114ae344ded71b35f2e60febad727fd8 02e1e7056b0f623900496422943e97b6", /* 240 */
      "91cb93c787964e10d9527d999c6f936b 49b18b42f8e8367cbeb5ef104ba1c7cd", /* 496 */
      "87084b3ba700bade955610672745b374 e7a7b9e9ec540d5ff43bdb12792d1b35", /* 752 */
      "c799b596738f6b018c76c74b1759bd90 7fec5bfd9f9b89ce6548309092d7e958", /* 1008 */
      "40f250b26d1f096a4afd4c340a588815 3e34135c79db010200767651cf263073", /* 1520 */
      "f656abccf88dd827027b2ce917d464ec 18b62503bfbc077fbabb98f20d98ab34", /* 2032 */
      "8aed95ee5b0dcbfbef4eb21d3a3f52f9 625a1ab00ee39a5327346bddb01a9c18", /* 3056 */
      "a13a7c79c7e119b5ab0296ab28c300b9 f3e4c0a2e02d1d01f7f0a74618af2b48"  /* 4080 */
    } },
  { "833222772a",
    {
      "80ad97bdc973df8a2e879e92a497efda 20f060c2f2e5126501d3d4fea10d5fc0", /* 0 */
      "faa148e99046181fec6b2085f3b20ed9 f0daf5bab3d596839857846f73fbfe5a", /* 240 */
      "1c7e2fc4639232fe297584b296996bc8 3db9b249406cc8edffac55ccd322ba12", /* 496 */
      "e4f9f7e0066154bbd125b745569bc897 75d5ef262b44c41a9cf63ae14568e1b9", /* 752 */
      "6da453dbf81e82334a3d8866cb50a1e3 7828d074119cab5c22b294d7a9bfa0bb", /* 1008 */
      "adb89cea9a15fbe617295bd04b8ca05c 6251d87fd4aaae9a7e4ad5c217d3f300", /* 1520 */
      "e7119bd6dd9b22afe8f89585432881e2 785b60fd7ec4e9fcb6545f350d660fab", /* 2032 */
      "afecc037fdb7b0838eb3d70bcd268382 dbc1a7b49d57358cc9fa6d61d73b7cf0", /* 3056 */
      "6349d126a37afcba89794f9804914fdc bf42c3018c2f7c66bfde524975768115"  /* 4080 */
    } },
  { "1910833222772a",
    {
      "bc9222dbd3274d8fc66d14ccbda6690b 7ae627410c9a2be693df5bb7485a63e3", /* 0 */
      "3f0931aa03defb300f060103826f2a64 beaa9ec8d59bb68129f3027c96361181", /* 240 */
      "74e04db46d28648d7dee8a0064b06cfe 9b5e81c62fe023c55be42f87bbf932b8", /* 496 */
      "ce178fc1826efecbc182f57999a46140 8bdf55cd55061c06dba6be11de4a578a", /* 752 */
      "626f5f4dce652501f3087d39c92cc349 42daac6a8f9ab9a7fd137c6037825682", /* 1008 */
      "cc03fdb79192a207312f53f5d4dc33d9 f70f14122a1c98a3155d28b8a0a8a41d", /* 1520 */
      "2a3a307ab2708a9c00fe0b42f9c2d6a1 862617627d2261eab0b1246597ca0ae9", /* 2032 */
      "55f877ce4f2e1ddbbf8e13e2cde0fdc8 1b1556cb935f173337705fbb5d501fc1", /* 3056 */
      "ecd0e96602be7f8d5092816cccf2c2e9 027881fab4993a1c262024a94fff3f61"  /* 4080 */
    } },
  { "641910833222772a",
    {
      "bbf609de9413172d07660cb680716926 46101a6dab43115d6c522b4fe93604a9", /* 0 */
      "cbe1fff21c96f3eef61e8fe0542cbdf0 347938bffa4009c512cfb4034b0dd1a7", /* 240 */
      "7867a786d00a7147904d76ddf1e520e3 8d3e9e1caefcccb3fbf8d18f64120b32", /* 496 */
      "942337f8fd76f0fae8c52d7954810672 b8548c10f51667f6e60e182fa19b30f7", /* 752 */
      "0211c7c6190c9efd1237c34c8f2e06c4 bda64f65276d2aacb8f90212203a808e", /* 1008 */
      "bd3820f732ffb53ec193e79d33e27c73 d0168616861907d482e36cdac8cf5749", /* 1520 */
      "97b0f0f224b2d2317114808fb03af7a0 e59616e469787939a063ceea9af956d1", /* 2032 */
      "c47e0dc1660919c11101208f9e69aa1f 5ae4f12896b8379a2aad89b5b553d6b0", /* 3056 */
      "6b6b098d0c293bc2993d80bf0518b6d9 8170cc3ccd92a698621b939dd38fe7b9"  /* 4080 */
    } },
  { "8b37641910833222772a",
    {
      "ab65c26eddb287600db2fda10d1e605c bb759010c29658f2c72d93a2d16d2930", /* 0 */
      "b901e8036ed1c383cd3c4c4dd0a6ab05 3d25ce4922924c55f064943353d78a6c", /* 240 */
      "12c1aa44bbf87e75e611f69b2c38f49b 28f2b3434b65c09877470044c6ea170d", /* 496 */
      "bd9ef822de5288196134cf8af7839304 67559c23f052158470a296f725735a32", /* 752 */
      "8bab26fbc2c12b0f13e2ab185eabf241 31185a6d696f0cfa9b42808b38e132a2", /* 1008 */
      "564d3dae183c5234c8af1e51061c44b5 3c0778a7b5f72d3c23a3135c7d67b9f4", /* 1520 */
      "f34369890fcf16fb517dcaae4463b2dd 02f31c81e8200731b899b028e791bfa7", /* 2032 */
      "72da646283228c14300853701795616f 4e0a8c6f7934a788e2265e81d6d0c8f4", /* 3056 */
      "438dd5eafea0111b6f36b4b938da2a68 5f6bfc73815874d97100f086979357d8"  /* 4080 */
    } },
  { "ebb46227c6cc8b37641910833222772a",
    {
      "720c94b63edf44e131d950ca211a5a30 c366fdeacf9ca80436be7c358424d20b", /* 0 */
      "b3394a40aabf75cba42282ef25a0059f 4847d81da4942dbc249defc48c922b9f", /* 240 */
      "08128c469f275342adda202b2b58da95 970dacef40ad98723bac5d6955b81761", /* 496 */
      "3cb89993b07b0ced93de13d2a11013ac ef2d676f1545c2c13dc680a02f4adbfe", /* 752 */
      "b60595514f24bc9fe522a6cad7393644 b515a8c5011754f59003058bdb81514e", /* 1008 */
      "3c70047e8cbc038e3b9820db601da495 1175da6ee756de46a53e2b075660b770", /* 1520 */
      "00a542bba02111cc2c65b38ebdba587e 5865fdbb5b48064104e830b380f2aede", /* 2032 */
      "34b21ad2ad44e999db2d7f0863f0d9b6 84a9218fc36e8a5f2ccfbeae53a27d25", /* 3056 */
      "a2221a11b833ccb498a59540f0545f4a 5bbeb4787d59e5373fdbea6c6f75c29b"  /* 4080 */
    } },
  { "c109163908ebe51debb46227c6cc8b37641910833222772a",
    {
      "54b64e6b5a20b5e2ec84593dc7989da7 c135eee237a85465ff97dc03924f45ce", /* 0 */
      "cfcc922fb4a14ab45d6175aabbf2d201 837b87e2a446ad0ef798acd02b94124f", /* 240 */
      "17a6dbd664926a0636b3f4c37a4f4694 4a5f9f26aeeed4d4a25f632d305233d9", /* 496 */
      "80a3d01ef00c8e9a4209c17f4eeb358c d15e7d5ffaaabc0207bf200a117793a2", /* 752 */
      "349682bf588eaa52d0aa1560346aeafa f5854cdb76c889e3ad63354e5f7275e3", /* 1008 */
      "532c7ceccb39df3236318405a4b1279c baefe6d9ceb651842260e0d1e05e3b90", /* 1520 */
      "e82d8c6db54e3c633f581c952ba04207 4b16e50abd381bd70900a9cd9a62cb23", /* 2032 */
      "3682ee33bd148bd9f58656cd8f30d9fb 1e5a0b8475045d9b20b2628624edfd9e", /* 3056 */
      "63edd684fb826282fe528f9c0e9237bc e4dd2e98d6960fae0b43545456743391"  /* 4080 */
    } },
  { "1ada31d5cf688221c109163908ebe51debb46227c6cc8b37641910833222772a",
    {
      "dd5bcb0018e922d494759d7c395d02d3 c8446f8f77abf737685353eb89a1c9eb", /* 0 */
      "af3e30f9c095045938151575c3fb9098 f8cb6274db99b80b1d2012a98ed48f0e", /* 240 */
      "25c3005a1cb85de076259839ab7198ab 9dcbc183e8cb994b727b75be3180769c", /* 496 */
      "a1d3078dfa9169503ed9d4491dee4eb2 8514a5495858096f596e4bcd66b10665", /* 752 */
      "5f40d59ec1b03b33738efa60b2255d31 3477c7f764a41baceff90bf14f92b7cc", /* 1008 */
      "ac4e95368d99b9eb78b8da8f81ffa795 8c3c13f8c2388bb73f38576e65b7c446", /* 1520 */
      "13c4b9c1dfb66579eddd8a280b9f7316 ddd27820550126698efaadc64b64f66e", /* 2032 */
      "f08f2e66d28ed143f3a237cf9de73559 9ea36c525531b880ba124334f57b0b70", /* 3056 */
      "d5a39e3dfcc50280bac4a6b5aa0dca7d 370b1c1fe655916d97fd0d47ca1d72b8"  /* 4080 */
    } },
};

/* Each key's keystream in one call, and again produced in pieces that
   end exactly at the listed offsets.  */
static void
test_rfc6229(void)
{
  uint8_t zeros[4112], stream[4112];
  size_t k;

  memset(zeros, 0, sizeof(zeros));
  for (k = 0; k < sizeof(rfc6229) / sizeof(rfc6229[0]); k++)
    {
      const struct tstring *key = SHEX(rfc6229[k].key);
      struct symcrypt_arcfour_ctx ctx;
      size_t i, done;

      ASSERT_RC(symcrypt_arcfour_set_key(&ctx, key->length, key->data),
		SYMCRYPT_OK);
      symcrypt_arcfour_crypt(&ctx, sizeof(stream), stream, zeros);
      for (i = 0; i < 9; i++)
	{
	  const struct tstring *expected = SHEX(rfc6229[k].stream[i]);
	  ASSERT(expected->length == 32);
	  ASSERT_BYTES(rfc6229[k].key, 32, stream + rfc6229_offsets[i],
		       expected->data);
	}

      symcrypt_arcfour_set_key(&ctx, key->length, key->data);
      memset(stream, 0, sizeof(stream));
      for (i = done = 0; i < 9; i++)
	{
	  size_t end = rfc6229_offsets[i] + 32;
	  symcrypt_arcfour_crypt(&ctx, end - done, stream + done, zeros);
	  ASSERT_BYTES(rfc6229[k].key, 32, stream + rfc6229_offsets[i],
		       SHEX(rfc6229[k].stream[i])->data);
	  done = end;
	}
    }
}

static void
test_bad_keys(void)
{
  struct symcrypt_arcfour_ctx ctx, saved;
  uint8_t key[257] = { 1 };
  memset(&ctx, 0x33, sizeof(ctx));
  saved = ctx;
  ASSERT_RC(symcrypt_arcfour_set_key(&ctx, 0, key), SYMCRYPT_EINVAL);
  ASSERT_RC(symcrypt_arcfour_set_key(&ctx, 257, key), SYMCRYPT_EINVAL);
  ASSERT(memcmp(&ctx, &saved, sizeof(ctx)) == 0);
  ASSERT_RC(symcrypt_arcfour_set_key(&ctx, 1, key), SYMCRYPT_OK);
  ASSERT_RC(symcrypt_arcfour_set_key(&ctx, 256, key), SYMCRYPT_OK);
}

/* Every split of a 300-byte message into two calls gives the bytes of
   one call.  */
static void
test_chunking(void)
{
  uint8_t key[16], msg[300], whole[300], parts[300];
  struct symcrypt_arcfour_ctx ctx;
  size_t split;

  test_rand_fill(sizeof(key), key);
  test_rand_fill(sizeof(msg), msg);
  symcrypt_arcfour_set_key(&ctx, sizeof(key), key);
  symcrypt_arcfour_crypt(&ctx, sizeof(msg), whole, msg);
  for (split = 0; split <= sizeof(msg); split++)
    {
      symcrypt_arcfour_set_key(&ctx, sizeof(key), key);
      symcrypt_arcfour_crypt(&ctx, split, parts, msg);
      symcrypt_arcfour_crypt(&ctx, sizeof(msg) - split, parts + split, msg + split);
      ASSERT_BYTES("rc4 chunked", sizeof(msg), parts, whole);
    }
}

/* Each variant against the C twin: random lengths and alignments,
   separate and in-place buffers, the state carried across calls.  */
static void
test_variants(void)
{
  const struct symcrypt_variant *v;
  void (*ref)(struct symcrypt_arcfour_ctx *, size_t, uint8_t *, const uint8_t *)
    = VARIANT_FN(arcfour_crypt, test_variant_c(SYMCRYPT_FN_arcfour_crypt));

  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_arcfour_crypt))
    {
      void (*fn)(struct symcrypt_arcfour_ctx *, size_t, uint8_t *, const uint8_t *)
	= VARIANT_FN(arcfour_crypt, v);
      unsigned round;
      for (round = 0; round < 400; round++)
	{
	  /* Every length to 99, random ones to 5000, two near 1 MiB.  */
	  size_t length = round < 100 ? round
	    : round >= 398 ? ((size_t) 1 << 20) + test_rand_below(64)
	    : test_rand_below(5000);
	  unsigned src_align = (unsigned) test_rand_below(64);
	  unsigned dst_align = (unsigned) test_rand_below(64);
	  int in_place = round % 3 == 0;
	  uint8_t key[32], skip[300];
	  struct symcrypt_arcfour_ctx a, b;
	  uint8_t *src = test_buf_alloc(length, src_align);
	  uint8_t *dst = in_place ? src : test_buf_alloc(length, dst_align);
	  uint8_t *expected = test_buf_alloc(length, 0);

	  test_rand_fill(sizeof(key), key);
	  test_rand_fill(length, src);
	  symcrypt_arcfour_set_key(&a, 1 + test_rand_below(sizeof(key)), key);
	  /* Start mid-stream, so i and j are arbitrary.  */
	  ref(&a, test_rand_below(sizeof(skip)), skip, skip);
	  b = a;
	  ref(&a, length, expected, src);
	  fn(&b, length, dst, src);
	  ASSERT_BYTES(v->label, length, dst, expected);
	  if (memcmp(&a, &b, sizeof(a)) != 0)
	    FAIL("%s: state after %zu bytes differs from C", v->label, length);
	  test_buf_free(expected);
	  if (!in_place)
	    test_buf_free(dst);
	  test_buf_free(src);
	}
      if (test_verbose)
	fprintf(stderr, "arcfour_crypt %s: ok\n", v->label);
    }
}

void
test_main(void)
{
  /* Widely published examples (key, plaintext, ciphertext).  */
  test_known(SDATA("Key"), SDATA("Plaintext"), SHEX("BBF316E8D940AF0AD3"));
  test_known(SDATA("Wiki"), SDATA("pedia"), SHEX("1021BF0420"));
  test_known(SDATA("Secret"), SDATA("Attack at dawn"),
	     SHEX("45A01F645FC35B383552544B9BF5"));
  test_rfc6229();
  test_bad_keys();
  test_chunking();
  /* The same variants under every override and model row: once a
     stage (tests/testutils.h).  */
  if (!test_later_pass())
    test_variants();
}
