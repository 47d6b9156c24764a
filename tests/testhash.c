/* testhash.c -- checks shared by the hash and HMAC tests.  */
#include "testhash.h"

#define MAX_DIGEST 64

void
test_hash_message(const struct test_hash *h, void *ctx,
		  const struct tstring *msg, const struct tstring *expected)
{
  size_t length;

  ASSERT(expected->length >= 1 && expected->length <= h->digest_size);
  for (length = expected->length; length >= 1; length--)
    {
      uint8_t *out = test_buf_alloc(length, (unsigned) length);
      h->update(ctx, msg->length, msg->data);
      ASSERT_RC(h->digest(ctx, length, out), SYMCRYPT_OK);
      ASSERT_BYTES(h->name, length, out, expected->data);
      test_buf_free(out);
    }
}

void
test_hash_repeated(const struct test_hash *h, void *ctx,
		   size_t count, uint8_t c, const struct tstring *expected)
{
  uint8_t buf[1000], out[MAX_DIGEST];
  size_t done, piece;

  memset(buf, c, sizeof(buf));
  for (done = 0, piece = 1; done < count; done += piece, piece = piece * 7 % 997 + 1)
    {
      if (piece > count - done)
	piece = count - done;
      h->update(ctx, piece, buf);
    }
  ASSERT_RC(h->digest(ctx, expected->length, out), SYMCRYPT_OK);
  ASSERT_BYTES(h->name, expected->length, out, expected->data);
}

#define MSG 300

void
test_hash_chunking(const struct test_hash *h, void *ctx)
{
  uint8_t msg[MSG], whole[MAX_DIGEST], parts[MAX_DIGEST];
  size_t i, j;

  test_rand_fill(sizeof(msg), msg);
  h->update(ctx, sizeof(msg), msg);
  ASSERT_RC(h->digest(ctx, h->digest_size, whole), SYMCRYPT_OK);

  for (i = 0; i <= MSG; i++)
    {
      h->update(ctx, i, msg);
      h->update(ctx, MSG - i, msg + i);
      h->digest(ctx, h->digest_size, parts);
      if (memcmp(parts, whole, h->digest_size) != 0)
	FAIL("%s: split at %zu differs from one call", h->name, i);
    }
  for (i = 0; i <= MSG; i += 7)
    for (j = i; j <= MSG; j += 11)
      {
	h->update(ctx, i, msg);
	h->update(ctx, j - i, msg + i);
	h->update(ctx, MSG - j, msg + j);
	h->digest(ctx, h->digest_size, parts);
	if (memcmp(parts, whole, h->digest_size) != 0)
	  FAIL("%s: splits at %zu and %zu differ from one call",
	       h->name, i, j);
      }
  for (i = 0; i < MSG; i++)
    h->update(ctx, 1, msg + i);
  h->digest(ctx, h->digest_size, parts);
  ASSERT_BYTES(h->name, h->digest_size, parts, whole);
}

void
test_hash_bad_length(const struct test_hash *h, void *ctx)
{
  uint8_t msg[100], expected[MAX_DIGEST];
  uint8_t *saved = test_buf_alloc(h->ctx_size, 0);
  uint8_t *out = test_buf_alloc(h->digest_size + 1, 0);
  uint8_t *fill = test_buf_alloc(h->digest_size + 1, 0);
  size_t length;

  test_rand_fill(sizeof(msg), msg);
  /* The expected MAC of MSG, then MSG absorbed, partly buffered.  */
  h->update(ctx, sizeof(msg), msg);
  h->digest(ctx, h->digest_size, expected);
  h->update(ctx, sizeof(msg), msg);
  memcpy(saved, ctx, h->ctx_size);

  for (length = 0; length <= h->digest_size + 1; length += h->digest_size + 1)
    {
      ASSERT_RC(h->digest(ctx, length, out), SYMCRYPT_EINVAL);
      ASSERT_BYTES("output after a rejected digest", h->digest_size + 1,
		   out, fill);
      if (memcmp(ctx, saved, h->ctx_size) != 0)
	FAIL("%s: digest length %zu changed the context", h->name, length);
    }
  ASSERT_RC(h->digest(ctx, h->digest_size, out), SYMCRYPT_OK);
  ASSERT_BYTES(h->name, h->digest_size, out, expected);
  test_buf_free(fill);
  test_buf_free(out);
  test_buf_free(saved);
}
