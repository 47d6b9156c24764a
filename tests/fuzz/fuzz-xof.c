/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* fuzz-xof.c -- the extendable-output functions of 1.4 and SipHash,
   with lengths, chunkings, strings and keys from the input:

   - TurboSHAKE128 and TurboSHAKE256, with a domain byte of 0x01 to
     0x7f: the message in pieces and the output read in pieces equal
     one update and one read;
   - KT128 and KT256 (KangarooTwelve): a context fed in pieces and read
     in pieces (the customization string passed to each output call)
     equals the one-shot function, and both equal the tree of RFC 9861,
     3.2, built here from the public TurboSHAKE functions, on messages
     of up to a few 8192-byte chunks; another string on a later output
     call is refused;
   - cSHAKE128 and cSHAKE256 in pieces against one call (and SHAKE when
     the name and the string are empty); KMAC and KMACXOF against their
     definition over cSHAKE (SP 800-185, 4.3), a shorter KMACXOF output
     the start of a longer one; TupleHash over cSHAKE of the items'
     encodings (5.3); ParallelHash over cSHAKE of the blocks' SHAKE
     outputs (6.3), block sizes from the input;
   - SipHash-2-4 and SipHash-1-3, 64- and 128-bit outputs, against a
     reference written here from the paper, and the _u64 forms against
     the little-endian read of the 8-byte output.  */
#include "fuzz.h"

#define CHUNK 8192
/* Messages long enough for a KT tree of four leaves past the first
   chunk.  */
#define MAX_LENGTH (5 * CHUNK)
#define MAX_OUT 1000
#define MAX_CUSTOM 300

/* The functions of one strength, called through untyped contexts.  */
struct xof
{
  const char *name;
  size_t rate, cv_size;		/* a KT chaining value, a ParallelHash z_i */
  void (*shake)(size_t, const uint8_t *, size_t, uint8_t *);
  void (*cshake_init)(void *, size_t, const uint8_t *, size_t, const uint8_t *);
  int (*update)(void *, size_t, const uint8_t *);
  void (*output)(void *, size_t, uint8_t *);
  void (*ts_init)(void *, uint8_t);
  int (*ts_update)(void *, size_t, const uint8_t *);
  void (*ts_output)(void *, size_t, uint8_t *);
  void (*kt_init)(void *);
  int (*kt_update)(void *, size_t, const uint8_t *);
  int (*kt_output)(void *, size_t, const uint8_t *, size_t, uint8_t *);
  int (*kt)(size_t, const uint8_t *, size_t, const uint8_t *, size_t, uint8_t *);
  int (*kmac)(size_t, const uint8_t *, size_t, const uint8_t *,
	      size_t, const uint8_t *, size_t, uint8_t *);
  int (*kmacxof)(size_t, const uint8_t *, size_t, const uint8_t *,
		 size_t, const uint8_t *, size_t, uint8_t *);
  int (*tuplehash)(size_t, const uint8_t *const *, const size_t *,
		   size_t, const uint8_t *, size_t, uint8_t *);
  int (*tuplehash_xof)(size_t, const uint8_t *const *, const size_t *,
		       size_t, const uint8_t *, size_t, uint8_t *);
  int (*parallelhash)(size_t, size_t, const uint8_t *,
		      size_t, const uint8_t *, size_t, uint8_t *);
  int (*parallelhash_xof)(size_t, size_t, const uint8_t *,
			  size_t, const uint8_t *, size_t, uint8_t *);
};

#define XOF(bits, cv)							\
  { #bits, SYMCRYPT_SHAKE##bits##_BLOCK_SIZE, cv,			\
    symcrypt_shake##bits,						\
    (void (*)(void *, size_t, const uint8_t *, size_t, const uint8_t *)) \
    symcrypt_cshake##bits##_init,					\
    (int (*)(void *, size_t, const uint8_t *)) symcrypt_shake##bits##_update, \
    (void (*)(void *, size_t, uint8_t *)) symcrypt_shake##bits##_output, \
    (void (*)(void *, uint8_t)) symcrypt_turboshake##bits##_init,	\
    (int (*)(void *, size_t, const uint8_t *)) symcrypt_turboshake##bits##_update, \
    (void (*)(void *, size_t, uint8_t *)) symcrypt_turboshake##bits##_output, \
    (void (*)(void *)) symcrypt_kt##bits##_init,			\
    (int (*)(void *, size_t, const uint8_t *)) symcrypt_kt##bits##_update, \
    (int (*)(void *, size_t, const uint8_t *, size_t, uint8_t *))	\
    symcrypt_kt##bits##_output,						\
    symcrypt_kt##bits, symcrypt_kmac##bits, symcrypt_kmacxof##bits,	\
    symcrypt_tuplehash##bits, symcrypt_tuplehash##bits##_xof,		\
    symcrypt_parallelhash##bits, symcrypt_parallelhash##bits##_xof }

static const struct xof xofs[2] = { XOF(128, 32), XOF(256, 64) };

/* Big enough for any context above (the 128-bit ones are the larger).  */
union any_ctx
{
  struct symcrypt_shake128_ctx shake;
  struct symcrypt_turboshake128_ctx ts;
  struct symcrypt_kt128_ctx kt128;
  struct symcrypt_kt256_ctx kt256;
};

static uint8_t msg[MAX_LENGTH], custom[MAX_CUSTOM];
static uint8_t whole[MAX_OUT], parts[MAX_OUT];

/* Feeds DATA[0..LENGTH) to UPDATE in pieces from the input: the rest,
   a few bytes, or any length.  */
static void
feed(struct input *in, int (*update)(void *, size_t, const uint8_t *),
     void *ctx, size_t length, const uint8_t *data)
{
  size_t done = 0;
  while (done < length)
    {
      size_t left = length - done, n;
      switch (take(in, 4))
	{
	case 0: n = left; break;
	case 1: n = 1 + take(in, 200); break;
	default: n = take(in, (unsigned) left + 1); break;
	}
      if (n > left)
	n = left;
      ASSERT_RC(update(ctx, n, data + done), SYMCRYPT_OK);
      done += n;
    }
}

/* Reads LENGTH bytes of output to DST in pieces (empty ones too).  */
static void
read_out(struct input *in, void (*output)(void *, size_t, uint8_t *),
	 void *ctx, size_t length, uint8_t *dst)
{
  size_t done = 0;
  while (done < length)
    {
      size_t n = take(in, 4) ? take(in, (unsigned) (length - done + 1))
	: length - done;
      output(ctx, n, dst + done);
      done += n;
    }
}

/* SP 800-185, 2.3.1: left_encode and right_encode of X to P; the
   number of bytes written.  */
static size_t
left_encode(uint8_t *p, uint64_t x)
{
  size_t n = 1, i;
  while (n < 8 && x >> (8 * n))
    n++;
  p[0] = (uint8_t) n;
  for (i = 0; i < n; i++)
    p[1 + i] = (uint8_t) (x >> (8 * (n - 1 - i)));
  return n + 1;
}

static size_t
right_encode(uint8_t *p, uint64_t x)
{
  size_t n = left_encode(p, x) - 1;
  memmove(p, p + 1, n);
  p[n] = (uint8_t) n;
  return n + 1;
}

/* Absorbs left_encode (LEFT) or right_encode of X.  */
static void
absorb_encoding(const struct xof *x, void *ctx, int left, uint64_t value)
{
  uint8_t e[9];
  size_t n = left ? left_encode(e, value) : right_encode(e, value);
  ASSERT_RC(x->update(ctx, n, e), SYMCRYPT_OK);
}

static void
check_turboshake(struct input *in, const struct xof *x, size_t length)
{
  union any_ctx ctx;
  uint8_t domain = (uint8_t) (1 + take(in, 0x7f));
  size_t out_length = take(in, MAX_OUT + 1);

  x->ts_init(&ctx, domain);
  ASSERT_RC(x->ts_update(&ctx, length, msg), SYMCRYPT_OK);
  x->ts_output(&ctx, out_length, whole);
  x->ts_init(&ctx, domain);
  feed(in, x->ts_update, &ctx, length, msg);
  read_out(in, x->ts_output, &ctx, out_length, parts);
  if (memcmp(whole, parts, out_length) != 0)
    FAIL("turboshake%s (domain 0x%02x): %zu bytes out of %zu in, in "
	 "pieces, differ from one call", x->name, domain, out_length, length);
}

/* RFC 9861, 3.3: X as big-endian bytes without leading zeros, then
   their number.  */
static size_t
kt_length_encode(uint8_t *p, uint64_t x)
{
  size_t n = 0, i;
  while (n < 8 && x >> (8 * n))
    n++;
  for (i = 0; i < n; i++)
    p[i] = (uint8_t) (x >> (8 * (n - 1 - i)));
  p[n] = (uint8_t) n;
  return n + 1;
}

/* KT of MSG[0..LENGTH) with the string CUSTOM[0..CUSTOM_LENGTH) by
   the tree of RFC 9861, 3.2, over TurboSHAKE: S = M || C ||
   length_encode(|C|); S alone with the domain byte 0x07 when it fits
   one chunk, else the final node S_0 || 0x03 0x00 x 7 || CV_1 ... ||
   CV_{n-1} || length_encode(n - 1) || 0xff 0xff with 0x06, CV_i the
   TurboSHAKE of S_i with 0x0b.  */
static void
kt_reference(const struct xof *x, size_t length, size_t custom_length,
	     size_t out_length, uint8_t *out)
{
  static uint8_t s[MAX_LENGTH + MAX_CUSTOM + 9];
  static const uint8_t marker[8] = { 0x03 }, end[2] = { 0xff, 0xff };
  union any_ctx final, leaf;
  uint8_t cv[64], e[9];
  size_t s_length = length, n_chunks, i;

  memcpy(s, msg, length);
  memcpy(s + s_length, custom, custom_length);
  s_length += custom_length;
  s_length += kt_length_encode(s + s_length, custom_length);

  if (s_length <= CHUNK)
    {
      x->ts_init(&final, 0x07);
      ASSERT_RC(x->ts_update(&final, s_length, s), SYMCRYPT_OK);
      x->ts_output(&final, out_length, out);
      return;
    }
  n_chunks = (s_length + CHUNK - 1) / CHUNK;
  x->ts_init(&final, 0x06);
  ASSERT_RC(x->ts_update(&final, CHUNK, s), SYMCRYPT_OK);
  ASSERT_RC(x->ts_update(&final, sizeof(marker), marker), SYMCRYPT_OK);
  for (i = 1; i < n_chunks; i++)
    {
      size_t at = i * CHUNK;
      size_t n = s_length - at < CHUNK ? s_length - at : CHUNK;
      x->ts_init(&leaf, 0x0b);
      ASSERT_RC(x->ts_update(&leaf, n, s + at), SYMCRYPT_OK);
      x->ts_output(&leaf, x->cv_size, cv);
      ASSERT_RC(x->ts_update(&final, x->cv_size, cv), SYMCRYPT_OK);
    }
  ASSERT_RC(x->ts_update(&final, kt_length_encode(e, n_chunks - 1), e),
	    SYMCRYPT_OK);
  ASSERT_RC(x->ts_update(&final, sizeof(end), end), SYMCRYPT_OK);
  x->ts_output(&final, out_length, out);
}

static void
check_kt(struct input *in, const struct xof *x, size_t length)
{
  union any_ctx ctx;
  size_t custom_length = take(in, 3) ? take(in, 40) : take(in, MAX_CUSTOM + 1);
  size_t out_length = take(in, MAX_OUT + 1), done;
  uint8_t fill[4];

  /* Lengths near the chunk boundaries of S are where the tree
     changes shape.  */
  if (take(in, 2))
    {
      size_t near = CHUNK * (1 + take(in, 4)) + take(in, 41);
      length = near > 20 + custom_length ? near - 20 - custom_length : 0;
    }

  ASSERT_RC(x->kt(custom_length, custom, length, msg, out_length, whole),
	    SYMCRYPT_OK);
  kt_reference(x, length, custom_length, out_length, parts);
  if (memcmp(whole, parts, out_length) != 0)
    FAIL("kt%s: %zu bytes of the hash of %zu bytes (string of %zu) "
	 "differ from the RFC 9861 tree", x->name, out_length, length,
	 custom_length);

  x->kt_init(&ctx);
  feed(in, x->kt_update, &ctx, length, msg);
  for (done = 0; done < out_length;)
    {
      size_t n = take(in, 4) ? take(in, (unsigned) (out_length - done + 1))
	: out_length - done;
      ASSERT_RC(x->kt_output(&ctx, custom_length, custom, n, parts + done),
		SYMCRYPT_OK);
      done += n;
    }
  if (memcmp(whole, parts, out_length) != 0)
    FAIL("kt%s: %zu bytes of %zu fed and read in pieces differ from "
	 "the one-shot function", x->name, out_length, length);

  /* Once output has begun, a string of another length or other bytes is
     refused, nothing written, and so is more input.  */
  if (out_length == 0)
    return;
  memset(fill, 0x5a, sizeof(fill));
  if (custom_length > 0 && take(in, 2))
    {
      custom[custom_length - 1] ^= 0x01;
      ASSERT_RC(x->kt_output(&ctx, custom_length, custom, sizeof(fill), fill),
		SYMCRYPT_EINVAL);
      custom[custom_length - 1] ^= 0x01;
    }
  else
    ASSERT_RC(x->kt_output(&ctx, custom_length ? custom_length - 1 : 1,
			   custom, sizeof(fill), fill), SYMCRYPT_EINVAL);
  for (done = 0; done < sizeof(fill); done++)
    if (fill[done] != 0x5a)
      FAIL("kt%s: output with another string wrote", x->name);
  ASSERT_RC(x->kt_update(&ctx, 1, msg), SYMCRYPT_EINVAL);
}

/* bytepad(encode_string(K), rate) of SP 800-185, 2.3.3, absorbed.  */
static void
absorb_key(const struct xof *x, void *ctx, size_t key_length, const uint8_t *key)
{
  static const uint8_t zeros[SYMCRYPT_SHAKE128_BLOCK_SIZE];
  uint8_t e[9];
  size_t n = left_encode(e, x->rate);
  ASSERT_RC(x->update(ctx, n, e), SYMCRYPT_OK);
  n += left_encode(e, 8 * (uint64_t) key_length);
  absorb_encoding(x, ctx, 1, 8 * (uint64_t) key_length);
  ASSERT_RC(x->update(ctx, key_length, key), SYMCRYPT_OK);
  n = (n + key_length) % x->rate;
  if (n)
    ASSERT_RC(x->update(ctx, x->rate - n, zeros), SYMCRYPT_OK);
}

/* cSHAKE in pieces against one call; KMAC and KMACXOF against their
   definition.  */
static void
check_cshake_kmac(struct input *in, const struct xof *x, size_t length)
{
  union any_ctx ctx;
  size_t name_length = take(in, 3) ? 0 : take(in, 30);
  size_t custom_length = take(in, MAX_CUSTOM + 1);
  size_t key_length = take(in, MAX_CUSTOM + 1);
  size_t out_length = 1 + take(in, MAX_OUT);
  size_t shorter = 1 + take(in, (unsigned) out_length);
  const uint8_t *name = custom + MAX_CUSTOM - name_length;
  const uint8_t *key = msg + length;	/* past the message: other bytes */

  x->cshake_init(&ctx, name_length, name, custom_length, custom);
  ASSERT_RC(x->update(&ctx, length, msg), SYMCRYPT_OK);
  x->output(&ctx, out_length, whole);
  x->cshake_init(&ctx, name_length, name, custom_length, custom);
  feed(in, x->update, &ctx, length, msg);
  read_out(in, x->output, &ctx, out_length, parts);
  if (memcmp(whole, parts, out_length) != 0)
    FAIL("cshake%s: %zu bytes of %zu in pieces differ from one call",
	 x->name, out_length, length);
  if (name_length == 0 && custom_length == 0)
    {
      x->shake(length, msg, out_length, parts);
      if (memcmp(whole, parts, out_length) != 0)
	FAIL("cshake%s with empty strings differs from shake%s",
	     x->name, x->name);
    }

  if (key + key_length > msg + MAX_LENGTH)
    key = msg;
  /* KMACXOF: cSHAKE("KMAC", S) of bytepad(encode_string(K)) || X ||
     right_encode(0); KMAC ends with right_encode(L) instead.  */
  x->cshake_init(&ctx, 4, (const uint8_t *) "KMAC", custom_length, custom);
  absorb_key(x, &ctx, key_length, key);
  ASSERT_RC(x->update(&ctx, length, msg), SYMCRYPT_OK);
  absorb_encoding(x, &ctx, 0, 0);
  x->output(&ctx, out_length, whole);
  ASSERT_RC(x->kmacxof(key_length, key, custom_length, custom, length, msg,
		       out_length, parts), SYMCRYPT_OK);
  if (memcmp(whole, parts, out_length) != 0)
    FAIL("kmacxof%s: %zu bytes (key %zu, string %zu, message %zu) differ "
	 "from the definition", x->name, out_length, key_length,
	 custom_length, length);
  ASSERT_RC(x->kmacxof(key_length, key, custom_length, custom, length, msg,
		       shorter, parts), SYMCRYPT_OK);
  if (memcmp(whole, parts, shorter) != 0)
    FAIL("kmacxof%s: %zu bytes are not the start of %zu", x->name,
	 shorter, out_length);

  x->cshake_init(&ctx, 4, (const uint8_t *) "KMAC", custom_length, custom);
  absorb_key(x, &ctx, key_length, key);
  ASSERT_RC(x->update(&ctx, length, msg), SYMCRYPT_OK);
  absorb_encoding(x, &ctx, 0, 8 * (uint64_t) out_length);
  x->output(&ctx, out_length, whole);
  ASSERT_RC(x->kmac(key_length, key, custom_length, custom, length, msg,
		    out_length, parts), SYMCRYPT_OK);
  if (memcmp(whole, parts, out_length) != 0)
    FAIL("kmac%s: %zu bytes (key %zu, string %zu, message %zu) differ "
	 "from the definition", x->name, out_length, key_length,
	 custom_length, length);
}

#define MAX_ITEMS 8

/* TupleHash: cSHAKE("TupleHash", S) of encode_string(X_1) || ... ||
   right_encode(L), L 0 for the XOF.  */
static void
check_tuplehash(struct input *in, const struct xof *x, size_t length)
{
  union any_ctx ctx;
  const uint8_t *items[MAX_ITEMS];
  size_t lengths[MAX_ITEMS], n = take(in, MAX_ITEMS + 1), i, done = 0;
  size_t custom_length = take(in, MAX_CUSTOM + 1);
  size_t out_length = 1 + take(in, MAX_OUT);
  int xof;

  /* Pieces of the message, or the same bytes again.  */
  for (i = 0; i < n; i++)
    {
      size_t at = take(in, 4) ? done : take(in, (unsigned) length + 1);
      lengths[i] = take(in, (unsigned) (length - at + 1));
      items[i] = msg + at;
      done = at + lengths[i];
    }
  for (xof = 0; xof < 2; xof++)
    {
      x->cshake_init(&ctx, 9, (const uint8_t *) "TupleHash", custom_length,
		     custom);
      for (i = 0; i < n; i++)
	{
	  absorb_encoding(x, &ctx, 1, 8 * (uint64_t) lengths[i]);
	  ASSERT_RC(x->update(&ctx, lengths[i], items[i]), SYMCRYPT_OK);
	}
      absorb_encoding(x, &ctx, 0, xof ? 0 : 8 * (uint64_t) out_length);
      x->output(&ctx, out_length, whole);
      ASSERT_RC((xof ? x->tuplehash_xof : x->tuplehash)
		(n, items, lengths, custom_length, custom, out_length, parts),
		SYMCRYPT_OK);
      if (memcmp(whole, parts, out_length) != 0)
	FAIL("tuplehash%s%s: %zu bytes of %zu items (string %zu) differ "
	     "from the definition", x->name, xof ? "_xof" : "", out_length,
	     n, custom_length);
    }
}

/* ParallelHash: cSHAKE("ParallelHash", S) of left_encode(B) || the
   SHAKE outputs (256 or 512 bits) of the blocks || right_encode(n) ||
   right_encode(L), L 0 for the XOF.  */
static void
check_parallelhash(struct input *in, const struct xof *x, size_t length)
{
  union any_ctx ctx;
  uint8_t z[64];
  size_t block_size = 1 + (take(in, 3) ? take(in, 300) : take(in, 3 * CHUNK));
  size_t custom_length = take(in, MAX_CUSTOM + 1);
  size_t out_length = 1 + take(in, MAX_OUT), n, i;
  int xof;

  /* At most 256 blocks, to keep a run short.  */
  if (length > 256 * block_size)
    length = 256 * block_size;
  n = (length + block_size - 1) / block_size;
  for (xof = 0; xof < 2; xof++)
    {
      x->cshake_init(&ctx, 12, (const uint8_t *) "ParallelHash",
		     custom_length, custom);
      absorb_encoding(x, &ctx, 1, block_size);
      for (i = 0; i < n; i++)
	{
	  size_t at = i * block_size;
	  x->shake(length - at < block_size ? length - at : block_size,
		   msg + at, x->cv_size, z);
	  ASSERT_RC(x->update(&ctx, x->cv_size, z), SYMCRYPT_OK);
	}
      absorb_encoding(x, &ctx, 0, n);
      absorb_encoding(x, &ctx, 0, xof ? 0 : 8 * (uint64_t) out_length);
      x->output(&ctx, out_length, whole);
      ASSERT_RC((xof ? x->parallelhash_xof : x->parallelhash)
		(block_size, length, msg, custom_length, custom, out_length,
		 parts), SYMCRYPT_OK);
      if (memcmp(whole, parts, out_length) != 0)
	FAIL("parallelhash%s%s: %zu bytes of %zu in blocks of %zu (string "
	     "%zu) differ from the definition", x->name, xof ? "_xof" : "",
	     out_length, length, block_size, custom_length);
    }
}

/* SipHash-C-D by the paper (and the 128-bit output of the authors'
   reference code): OUT gets 8 bytes, or 16 if WIDE.  */
#define ROTL(x, n) ((uint64_t) ((x) << (n) | (x) >> (64 - (n))))

static void
sip_rounds(uint64_t v[4], unsigned rounds)
{
  while (rounds--)
    {
      v[0] += v[1]; v[1] = ROTL(v[1], 13); v[1] ^= v[0]; v[0] = ROTL(v[0], 32);
      v[2] += v[3]; v[3] = ROTL(v[3], 16); v[3] ^= v[2];
      v[0] += v[3]; v[3] = ROTL(v[3], 21); v[3] ^= v[0];
      v[2] += v[1]; v[1] = ROTL(v[1], 17); v[1] ^= v[2]; v[2] = ROTL(v[2], 32);
    }
}

static uint64_t
le64(const uint8_t *p, size_t n)
{
  uint64_t x = 0;
  while (n--)
    x = x << 8 | p[n];
  return x;
}

static void
siphash_reference(unsigned c, unsigned d, int wide, const uint8_t *key,
		  size_t length, const uint8_t *data, uint8_t *out)
{
  uint64_t k0 = le64(key, 8), k1 = le64(key + 8, 8), v[4], m, h;
  size_t i, j;

  v[0] = k0 ^ 0x736f6d6570736575;
  v[1] = k1 ^ 0x646f72616e646f6d ^ (wide ? 0xee : 0);
  v[2] = k0 ^ 0x6c7967656e657261;
  v[3] = k1 ^ 0x7465646279746573;
  for (i = 0; i + 8 <= length; i += 8)
    {
      m = le64(data + i, 8);
      v[3] ^= m;
      sip_rounds(v, c);
      v[0] ^= m;
    }
  m = le64(data + i, length - i) | (uint64_t) (length & 0xff) << 56;
  v[3] ^= m;
  sip_rounds(v, c);
  v[0] ^= m;
  v[2] ^= wide ? 0xee : 0xff;
  sip_rounds(v, d);
  h = v[0] ^ v[1] ^ v[2] ^ v[3];
  for (j = 0; j < 8; j++)
    out[j] = (uint8_t) (h >> (8 * j));
  if (!wide)
    return;
  v[1] ^= 0xdd;
  sip_rounds(v, d);
  h = v[0] ^ v[1] ^ v[2] ^ v[3];
  for (j = 0; j < 8; j++)
    out[8 + j] = (uint8_t) (h >> (8 * j));
}

static void
check_siphash(struct input *in, size_t length)
{
  static const struct
  {
    const char *name;
    unsigned c, d;
    void (*h64)(const uint8_t *, size_t, const uint8_t *, uint8_t *);
    void (*h128)(const uint8_t *, size_t, const uint8_t *, uint8_t *);
    uint64_t (*u64)(const uint8_t *, size_t, const uint8_t *);
  } sips[2] = {
    { "siphash24", 2, 4, symcrypt_siphash24, symcrypt_siphash24_128,
      symcrypt_siphash24_u64 },
    { "siphash13", 1, 3, symcrypt_siphash13, symcrypt_siphash13_128,
      symcrypt_siphash13_u64 },
  };
  unsigned offset = take(in, 16), v;
  const uint8_t *data = msg + offset, *key = custom + take(in, 16);
  uint8_t out[17], ref[16];

  if (length > 2048)
    length = take(in, 2049);
  for (v = 0; v < 2; v++)
    {
      memset(out, 0x5a, sizeof(out));
      sips[v].h64(key, length, data, out);
      siphash_reference(sips[v].c, sips[v].d, 0, key, length, data, ref);
      if (memcmp(out, ref, 8) != 0 || out[8] != 0x5a)
	FAIL("%s of %zu bytes differs from the reference", sips[v].name, length);
      if (sips[v].u64(key, length, data) != le64(out, 8))
	FAIL("%s_u64 of %zu bytes is not the output read little-endian",
	     sips[v].name, length);
      sips[v].h128(key, length, data, out);
      siphash_reference(sips[v].c, sips[v].d, 1, key, length, data, ref);
      if (memcmp(out, ref, 16) != 0 || out[16] != 0x5a)
	FAIL("%s_128 of %zu bytes differs from the reference",
	     sips[v].name, length);
    }
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  struct input in = { data, size };
  unsigned what = take(&in, 6);
  const struct xof *x = &xofs[take(&in, 2)];
  size_t length = take(&in, 4) ? take(&in, 600) : take(&in, MAX_LENGTH + 1);
  size_t i;

  for (i = 0; i < sizeof(custom); i++)
    custom[i] = (uint8_t) (i * 13 + (size ? data[i % size] : 0));
  /* The input's last bytes, backwards, then a pattern.  */
  for (i = 0; i < MAX_LENGTH; i++)
    msg[i] = (uint8_t) (i < in.left ? in.data[in.left - 1 - i]
			: i * 7 + (i >> 10));

  switch (what)
    {
    case 0: check_turboshake(&in, x, length); break;
    case 1: check_kt(&in, x, length); break;
    case 2: check_cshake_kmac(&in, x, length); break;
    case 3: check_tuplehash(&in, x, length); break;
    case 4: check_parallelhash(&in, x, length); break;
    default: check_siphash(&in, length); break;
    }
  return 0;
}
