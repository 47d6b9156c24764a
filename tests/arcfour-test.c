/* arcfour-test.c -- RC4: known answers, bad keys, chunking, and every
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
  test_bad_keys();
  test_chunking();
  test_variants();
}
