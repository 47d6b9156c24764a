/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* fuzz-mac.c -- hashes, HMAC, Poly1305 and ChaCha20-Poly1305 with
   chunkings, keys and messages from the input:

   - every hash fed in chunks equals one update;
   - HMAC (keyed context, chunked, reused) equals its definition
     H(K ^ opad || H(K ^ ipad || m)) computed here over the hash API,
     and the one-shot function;
   - Poly1305 chunked equals one update, and every variant of the
     block function, started from a valid state, gives the C twin's tag;
   - ChaCha20-Poly1305: the streaming interface in chunks equals the
     one-shot seal, and open returns the plaintext;
   - SHAKE128 and SHAKE256 with input and output in chunks equal the
     one-shot function;
   - BLAKE2b and BLAKE2s, any digest and key length (out of range ones
     too: EINVAL, nothing written): a context fed in chunks and reused
     equals the one-shot function, and _many over pieces of the
     message equals one call per piece;
   - BLAKE3 in its three modes, on messages of up to 601 chunks: a
     context fed in chunks equals one update (and the one-shot function
     for the hash), and its output read in pieces at offsets up to
     2^40, across the block counter's 32-bit carry too, equals the
     matching slice of one long read.  */
#include "fuzz.h"
#include "../variants.h"

#define MAX_LENGTH 3000

/* A hash and its HMAC, called through untyped contexts.  */
struct hash
{
  const char *name;
  size_t digest_size, block_size;
  void (*init)(void *);
  void (*update)(void *, size_t, const uint8_t *);
  int (*digest)(void *, size_t, uint8_t *);
  void (*hmac_set_key)(void *, size_t, const uint8_t *);
  void (*hmac_update)(void *, size_t, const uint8_t *);
  int (*hmac_digest)(void *, size_t, uint8_t *);
  int (*hmac)(size_t, const uint8_t *, size_t, const uint8_t *, uint8_t *);
};

#define HASH(name, NAME)						\
  { #name, SYMCRYPT_##NAME##_DIGEST_SIZE, SYMCRYPT_##NAME##_BLOCK_SIZE,	\
    (void (*)(void *)) symcrypt_##name##_init,				\
    (void (*)(void *, size_t, const uint8_t *)) symcrypt_##name##_update, \
    (int (*)(void *, size_t, uint8_t *)) symcrypt_##name##_digest,	\
    (void (*)(void *, size_t, const uint8_t *)) symcrypt_hmac_##name##_set_key, \
    (void (*)(void *, size_t, const uint8_t *)) symcrypt_hmac_##name##_update, \
    (int (*)(void *, size_t, uint8_t *)) symcrypt_hmac_##name##_digest, \
    symcrypt_hmac_##name }

static const struct hash hashes[] = {
  HASH(md5, MD5), HASH(sha1, SHA1), HASH(sha224, SHA224),
  HASH(sha256, SHA256), HASH(sha384, SHA384), HASH(sha512, SHA512),
  HASH(sha512_224, SHA512_224), HASH(sha512_256, SHA512_256),
  HASH(sha3_224, SHA3_224), HASH(sha3_256, SHA3_256),
  HASH(sha3_384, SHA3_384), HASH(sha3_512, SHA3_512),
};

/* Big enough for any context above.  */
union any_ctx
{
  struct symcrypt_sha512_ctx sha512;
  struct symcrypt_hmac_sha512_ctx hmac_sha512;
  struct symcrypt_hmac_md5_ctx hmac_md5;
  struct symcrypt_hmac_sha1_ctx hmac_sha1;
  struct symcrypt_hmac_sha256_ctx hmac_sha256;
  struct symcrypt_hmac_sha3_224_ctx hmac_sha3_224;
  uint8_t bytes[1];
};

static uint8_t msg[MAX_LENGTH], key[300];

/* Feeds MSG[0..LENGTH) to UPDATE in chunks from the input.  */
static void
feed(struct input *in, void (*update)(void *, size_t, const uint8_t *),
     void *ctx, size_t length)
{
  size_t done = 0;
  while (done < length)
    {
      size_t n = take(in, 4) ? 1 + take(in, (unsigned) (length - done)) : length - done;
      update(ctx, n, msg + done);
      done += n;
    }
}

static void
check_hash(struct input *in, const struct hash *h, size_t length, size_t key_length)
{
  union any_ctx ctx;
  uint8_t whole[64], parts[64], inner[64], mac[64];
  uint8_t pad[SYMCRYPT_SHA3_224_BLOCK_SIZE];	/* the largest block */
  size_t i;
  unsigned reuse;

  h->init(&ctx);
  h->update(&ctx, length, msg);
  ASSERT(h->digest(&ctx, h->digest_size, whole) == SYMCRYPT_OK);
  feed(in, h->update, &ctx, length);	/* digest re-initialized it */
  ASSERT(h->digest(&ctx, h->digest_size, parts) == SYMCRYPT_OK);
  if (memcmp(whole, parts, h->digest_size) != 0)
    FAIL("%s: chunked digest of %zu bytes differs", h->name, length);

  /* HMAC by its definition.  */
  memset(pad, 0, sizeof(pad));
  if (key_length > h->block_size)
    {
      h->update(&ctx, key_length, key);
      h->digest(&ctx, h->digest_size, pad);
    }
  else
    memcpy(pad, key, key_length);
  for (i = 0; i < h->block_size; i++)
    pad[i] ^= 0x36;
  h->update(&ctx, h->block_size, pad);
  h->update(&ctx, length, msg);
  h->digest(&ctx, h->digest_size, inner);
  for (i = 0; i < h->block_size; i++)
    pad[i] ^= 0x36 ^ 0x5c;
  h->update(&ctx, h->block_size, pad);
  h->update(&ctx, h->digest_size, inner);
  h->digest(&ctx, h->digest_size, whole);

  h->hmac(key_length, key, length, msg, mac);
  if (memcmp(whole, mac, h->digest_size) != 0)
    FAIL("hmac_%s one-shot differs from the definition (key %zu, message %zu)",
	 h->name, key_length, length);
  /* A keyed context, used several times.  */
  h->hmac_set_key(&ctx, key_length, key);
  for (reuse = 0; reuse < 3; reuse++)
    {
      feed(in, h->hmac_update, &ctx, length);
      ASSERT(h->hmac_digest(&ctx, h->digest_size, mac) == SYMCRYPT_OK);
      if (memcmp(whole, mac, h->digest_size) != 0)
	FAIL("hmac_%s (use %u of a keyed context) differs from the definition",
	     h->name, reuse + 1);
    }
}

static void
poly1305_update(void *ctx, size_t n, const uint8_t *data)
{
  symcrypt_poly1305_update(ctx, n, data);
}

static void
check_poly1305(struct input *in, size_t length)
{
  struct symcrypt_poly1305_ctx ctx, start;
  const struct symcrypt_variant *v;
  uint8_t whole[16], parts[16];
  size_t blocks = length / 16;
  unsigned padbit = take(in, 2);
  void (*c_blocks)(struct symcrypt_poly1305_ctx *, size_t, const uint8_t *, unsigned)
    = VARIANT_FN(poly1305_blocks, test_variant_c(SYMCRYPT_FN_poly1305_blocks));

  symcrypt_poly1305_set_key(&ctx, key);
  symcrypt_poly1305_update(&ctx, length, msg);
  symcrypt_poly1305_digest(&ctx, whole);
  symcrypt_poly1305_set_key(&ctx, key);
  feed(in, poly1305_update, &ctx, length);
  symcrypt_poly1305_digest(&ctx, parts);
  if (memcmp(whole, parts, 16) != 0)
    FAIL("poly1305: chunked tag of %zu bytes differs", length);

  /* The block function: a valid state after a few C blocks, then the
     rest by each variant; the C digest finishes both.  */
  symcrypt_poly1305_set_key(&start, key);
  c_blocks(&start, blocks / 2, msg, 1);
  ctx = start;
  c_blocks(&ctx, blocks - blocks / 2, msg + 16 * (blocks / 2), padbit);
  symcrypt_poly1305_digest(&ctx, whole);
  for (FOR_EACH_VARIANT(v, SYMCRYPT_FN_poly1305_blocks))
    {
      ctx = start;
      VARIANT_FN(poly1305_blocks, v)(&ctx, blocks - blocks / 2,
				     msg + 16 * (blocks / 2), padbit);
      symcrypt_poly1305_digest(&ctx, parts);
      if (memcmp(whole, parts, 16) != 0)
	FAIL("poly1305_blocks %s differs from C (%zu blocks, padbit %u)",
	     v->label, blocks, padbit);
    }
}

static void
check_aead(struct input *in, size_t length)
{
  static uint8_t sealed[MAX_LENGTH + 16], streamed[MAX_LENGTH + 16], opened[MAX_LENGTH];
  struct symcrypt_chacha_poly1305_ctx ctx;
  size_t ad_length = take(in, 100), done;
  const uint8_t *nonce = key + 32, *ad = key + 44;

  ASSERT_RC(symcrypt_chacha_poly1305_seal(key, nonce, ad_length, ad, length,
					  sealed, msg), SYMCRYPT_OK);
  symcrypt_chacha_poly1305_set_key(&ctx, key);
  symcrypt_chacha_poly1305_set_nonce(&ctx, nonce);
  ASSERT_RC(symcrypt_chacha_poly1305_update(&ctx, ad_length, ad), SYMCRYPT_OK);
  for (done = 0; done < length;)
    {
      size_t n = 1 + take(in, (unsigned) (length - done));
      ASSERT_RC(symcrypt_chacha_poly1305_encrypt(&ctx, n, streamed + done, msg + done),
		SYMCRYPT_OK);
      done += n;
    }
  ASSERT_RC(symcrypt_chacha_poly1305_digest(&ctx, 16, streamed + length), SYMCRYPT_OK);
  if (memcmp(sealed, streamed, length + 16) != 0)
    FAIL("chacha-poly1305: streaming seal of %zu bytes differs from one-shot", length);
  ASSERT_RC(symcrypt_chacha_poly1305_open(key, nonce, ad_length, ad, length + 16,
					  opened, sealed), SYMCRYPT_OK);
  if (memcmp(opened, msg, length) != 0)
    FAIL("chacha-poly1305: open of %zu bytes does not give the message", length);
}

#define SHAKE_OUT 700

/* SHAKE128 (SHAKE256 if WIDE): the message in chunks, the output in
   chunks (across rate boundaries), equal the one-shot function.  */
static void
check_shake(struct input *in, size_t length, int wide)
{
  struct symcrypt_shake128_ctx ctx128;
  struct symcrypt_shake256_ctx ctx256;
  uint8_t whole[SHAKE_OUT], parts[SHAKE_OUT];
  size_t out_length = take(in, SHAKE_OUT + 1), done;

  if (wide)
    {
      symcrypt_shake256(length, msg, out_length, whole);
      symcrypt_shake256_init(&ctx256);
    }
  else
    {
      symcrypt_shake128(length, msg, out_length, whole);
      symcrypt_shake128_init(&ctx128);
    }
  for (done = 0; done < length;)
    {
      size_t n = take(in, 4) ? 1 + take(in, (unsigned) (length - done)) : length - done;
      ASSERT_RC(wide ? symcrypt_shake256_update(&ctx256, n, msg + done)
		: symcrypt_shake128_update(&ctx128, n, msg + done), SYMCRYPT_OK);
      done += n;
    }
  for (done = 0; done < out_length;)
    {
      size_t n = take(in, 4) ? take(in, (unsigned) (out_length - done + 1))
	: out_length - done;
      if (wide)
	symcrypt_shake256_output(&ctx256, n, parts + done);
      else
	symcrypt_shake128_output(&ctx128, n, parts + done);
      done += n;
    }
  if (memcmp(whole, parts, out_length) != 0)
    FAIL("shake%s: %zu bytes out of %zu in, in chunks, differ",
	 wide ? "256" : "128", out_length, length);
}

/* BLAKE2b or BLAKE2s (B2S) with lengths from the input.  */
#define CHECK_BLAKE2(name, NAME) do {					\
    struct symcrypt_##name##_ctx ctx;					\
    uint8_t one[SYMCRYPT_##NAME##_DIGEST_SIZE + 1];			\
    uint8_t parts[SYMCRYPT_##NAME##_DIGEST_SIZE + 1];			\
    uint8_t many[4 * SYMCRYPT_##NAME##_DIGEST_SIZE];			\
    const uint8_t *msgs[4];						\
    size_t lengths[4], done = 0;					\
    size_t digest_length = take(in, SYMCRYPT_##NAME##_DIGEST_SIZE + 2);	\
    size_t key_length = take(in, SYMCRYPT_##NAME##_KEY_SIZE + 2);	\
    unsigned reuse, i;							\
    int rc;								\
    memset(one, 0x5a, sizeof(one));					\
    rc = symcrypt_##name(digest_length, key_length, key, length, msg, one); \
    if (digest_length == 0 || digest_length > SYMCRYPT_##NAME##_DIGEST_SIZE \
	|| key_length > SYMCRYPT_##NAME##_KEY_SIZE)			\
      {									\
	ASSERT(rc == SYMCRYPT_EINVAL);					\
	for (i = 0; i < sizeof(one); i++)				\
	  ASSERT(one[i] == 0x5a);					\
	ASSERT_RC(symcrypt_##name##_init(&ctx, digest_length, key_length, \
					 key), SYMCRYPT_EINVAL);	\
	break;								\
      }									\
    ASSERT_RC(rc, SYMCRYPT_OK);						\
    ASSERT(one[digest_length] == 0x5a);					\
    ASSERT_RC(symcrypt_##name##_init(&ctx, digest_length, key_length, key), \
	      SYMCRYPT_OK);						\
    for (reuse = 0; reuse < 3; reuse++)					\
      {									\
	feed(in, name##_update, &ctx, length);				\
	symcrypt_##name##_digest(&ctx, parts);				\
	if (memcmp(one, parts, digest_length) != 0)			\
	  FAIL(#name ": digest %zu, key %zu, %zu bytes: use %u of a "	\
	       "context differs from one call", digest_length, key_length, \
	       length, reuse + 1);					\
      }									\
    for (i = 0; i < 4; i++)						\
      {									\
	lengths[i] = i < 3 ? take(in, (unsigned) (length - done + 1))	\
	  : length - done;						\
	msgs[i] = msg + done;						\
	done += lengths[i];						\
      }									\
    ASSERT_RC(symcrypt_##name##_many(digest_length, key_length, key, 4,	\
				     msgs, lengths, many), SYMCRYPT_OK); \
    for (i = 0; i < 4; i++)						\
      {									\
	ASSERT_RC(symcrypt_##name(digest_length, key_length, key,	\
				  lengths[i], msgs[i], one), SYMCRYPT_OK); \
	if (memcmp(one, many + i * digest_length, digest_length) != 0)	\
	  FAIL(#name "_many: message %u of %zu bytes differs", i,	\
	       lengths[i]);						\
      }									\
  } while (0)

static void
blake2b_update(void *ctx, size_t n, const uint8_t *data)
{
  symcrypt_blake2b_update(ctx, n, data);
}

static void
blake2s_update(void *ctx, size_t n, const uint8_t *data)
{
  symcrypt_blake2s_update(ctx, n, data);
}

static void
check_blake2(struct input *in, size_t length, int b2s)
{
  if (b2s)
    CHECK_BLAKE2(blake2s, BLAKE2S);
  else
    CHECK_BLAKE2(blake2b, BLAKE2B);
}

/* BLAKE3 gets messages long enough for subtrees of 256 chunks (the
   most that one update hashes at once) and a stack of several
   levels; the bytes past what the input gives are a fixed pattern.  */
#define BLAKE3_MAX_CHUNKS 600
#define CHUNK SYMCRYPT_BLAKE3_CHUNK_SIZE
#define XOF_SPAN 4096
#define FILL 0x5a

static uint8_t blake3_msg[(BLAKE3_MAX_CHUNKS + 1) * CHUNK];

static void
blake3_start(struct symcrypt_blake3_ctx *ctx, unsigned mode,
	     size_t context_length)
{
  if (mode == 0)
    symcrypt_blake3_init(ctx);
  else if (mode == 1)
    symcrypt_blake3_init_keyed(ctx, key);
  else
    symcrypt_blake3_init_derive_key(ctx, context_length, key);
}

/* Feeds LENGTH bytes of BLAKE3_MSG to CTX in pieces from the input:
   the rest, any length up to 64 KiB, whole chunks, or a few bytes.  */
static void
blake3_feed(struct input *in, struct symcrypt_blake3_ctx *ctx, size_t length)
{
  size_t done = 0;
  while (done < length)
    {
      size_t left = length - done, n;
      switch (take(in, 4))
	{
	case 0: n = left; break;
	case 1: n = 1 + take(in, 65535); break;
	case 2: n = CHUNK * (1 + take(in, 300)); break;
	default: n = 1 + take(in, 64); break;
	}
      if (n > left)
	n = left;
      symcrypt_blake3_update(ctx, n, blake3_msg + done);
      done += n;
    }
}

/* The offset of a stretch of output: near 0, anywhere below 2^40, or
   just before a multiple of 2^38 bytes, where the block counter
   carries into its high word.  */
static uint64_t
xof_offset(struct input *in)
{
  uint64_t high, low;
  switch (take(in, 3))
    {
    case 0:
      return take(in, 2 * SYMCRYPT_BLAKE3_BLOCK_SIZE + 1);
    case 1:
      high = take(in, 65535 + 1);
      low = take(in, 65535 + 1);
      return high << 24 | low << 8 | take(in, 256);
    default:
      high = 1 + take(in, 4);
      return (high << 38) - take(in, XOF_SPAN + 1);
    }
}

static void
check_blake3(struct input *in, size_t length)
{
  static uint8_t span[XOF_SPAN + 1], piece[XOF_SPAN + 1];
  static uint8_t one_shot[2 * SYMCRYPT_BLAKE3_BLOCK_SIZE + XOF_SPAN];
  static int pattern_done;
  struct symcrypt_blake3_ctx whole, parts;
  unsigned mode = take(in, 3), i;
  size_t context_length = take(in, 200), b3_length, done, span_length;
  uint64_t offset;

  /* Few chunks or many; then the bytes past the whole chunks.  */
  b3_length = CHUNK * (take(in, 4) ? take(in, 5)
		       : take(in, BLAKE3_MAX_CHUNKS + 1));
  b3_length += take(in, CHUNK + 1);
  /* The input's message, then the pattern (the part past MAX_LENGTH
     written once: it never changes).  */
  memcpy(blake3_msg, msg, length);
  for (done = length; done < (pattern_done ? MAX_LENGTH : sizeof(blake3_msg));
       done++)
    blake3_msg[done] = (uint8_t) (done * 7 + (done >> 10));
  pattern_done = 1;

  blake3_start(&whole, mode, context_length);
  symcrypt_blake3_update(&whole, b3_length, blake3_msg);
  blake3_start(&parts, mode, context_length);
  blake3_feed(in, &parts, b3_length);

  offset = xof_offset(in);
  span_length = take(in, XOF_SPAN + 1);
  memset(span, FILL, sizeof(span));
  symcrypt_blake3_output(&whole, offset, span_length, span);
  if (span[span_length] != FILL)
    FAIL("blake3_output wrote past %zu bytes", span_length);
  if (mode == 0 && offset + span_length <= sizeof(one_shot))
    {
      symcrypt_blake3(b3_length, blake3_msg, offset + span_length, one_shot);
      if (memcmp(one_shot + offset, span, span_length) != 0)
	FAIL("blake3: %zu bytes at %llu of the hash of %zu bytes differ "
	     "from the one-shot function", span_length,
	     (unsigned long long) offset, b3_length);
    }

  /* The context fed in pieces, its output read in pieces.  */
  memset(piece, FILL, sizeof(piece));
  for (done = 0; done < span_length;)
    {
      size_t n = take(in, 4) ? take(in, (unsigned) (span_length - done + 1))
	: span_length - done;
      symcrypt_blake3_output(&parts, offset + done, n, piece + done);
      done += n;
    }
  if (memcmp(span, piece, span_length + 1) != 0)
    FAIL("blake3 (mode %u): %zu bytes at %llu, of %zu bytes fed in "
	 "pieces, read in pieces, differ", mode, span_length,
	 (unsigned long long) offset, b3_length);
  /* A few reads at offsets inside the stretch.  */
  for (i = 0; i < 4; i++)
    {
      size_t at = take(in, (unsigned) span_length + 1);
      size_t n = take(in, (unsigned) (span_length - at + 1));
      memset(piece, FILL, n + 1);
      symcrypt_blake3_output(&parts, offset + at, n, piece);
      if (memcmp(span + at, piece, n) != 0 || piece[n] != FILL)
	FAIL("blake3 (mode %u): %zu bytes at %llu differ from one long "
	     "read", mode, n, (unsigned long long) (offset + at));
    }
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  struct input in = { data, size };
  const unsigned n_hashes = sizeof(hashes) / sizeof(hashes[0]);
  unsigned what = take(&in, n_hashes + 7);
  size_t length = take(&in, MAX_LENGTH);
  size_t key_length = take(&in, sizeof(key));
  size_t i;

  for (i = 0; i < sizeof(key); i++)
    key[i] = (uint8_t) (i * 29 + (size ? data[i % size] : 0));
  for (i = 0; i < length; i++)
    msg[i] = (uint8_t) (i < in.left ? in.data[in.left - 1 - i] : i * 7);

  if (what < n_hashes)
    check_hash(&in, &hashes[what], length, key_length);
  else if (what == n_hashes)
    check_poly1305(&in, length);
  else if (what == n_hashes + 1)
    check_aead(&in, length);
  else if (what < n_hashes + 4)
    check_shake(&in, length, what == n_hashes + 3);
  else if (what < n_hashes + 6)
    check_blake2(&in, length, what == n_hashes + 5);
  else
    check_blake3(&in, length);
  return 0;
}
