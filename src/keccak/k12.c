/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* k12.c -- KT128 and KT256 (RFC 9861, 3), KangarooTwelve, on the
   public TurboSHAKE functions (shake.c) and the 12-round lane
   permutations.

   The input S = M || C || length_encode(|C|) is cut in chunks of 8192
   bytes.  With one chunk, KT is TurboSHAKE of S with the domain byte
   07.  With more, each chunk after the first is a leaf, hashed with
   TurboSHAKE (domain 0B) to a chaining value of 32 bytes (KT128) or 64
   (KT256), and the final node, S_0 || 03 00^7 || CV_1 || ... ||
   CV_{n-1} || length_encode(n - 1) || FF FF, is hashed with domain 06.

   A context absorbs the first chunk into the final node's sponge as it
   comes (both forms start with it, and the domain byte is only chosen
   when the input ends), and each later chunk into a leaf's sponge,
   whose chaining value goes into the final node when the chunk is
   whole.  Where an update brings two or more whole chunks at a chunk
   boundary, they are hashed side by side, eight, four or two at a
   time, in interleaved states where keccak_permute12_x8's, _x4's or
   _x2's variant in use is assembly, through the absorbing loops
   keccak_absorb12_x8, _x4 and _x2 (whose assembly keeps the states in
   registers from block to block): leaves, or the first chunk beside
   the first leaves, its state then handed to the final node's
   sponge.  Fewer chunks than the narrowest width go in it if they
   fill half its lanes, the others idle: two or three in four lanes
   with AVX2 and no AVX-512, whose four states take less time than two
   one after the other (doc/sha3.md).  So an update gives the same
   bytes whatever its pieces, and the one-shot function is init,
   update and output.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "lanes.h"
#include "sha3-internal.h"

#define KT_CHUNK 8192
#define MAX_LANES 8
#define MAX_CV 64

/* The domain bytes of RFC 9861, 3.2.  */
#define KT_SINGLE 0x07
#define KT_FINAL 0x06
#define KT_LEAF 0x0b

/* Either KT as the functions below see it: its TurboSHAKE's rate and
   functions (taking the context through a void pointer), the size of
   a chaining value, and where the context's fields lie.  */
struct kt_kind
{
  unsigned rate;
  unsigned cv_size;
  void (*init)(void *ctx, uint8_t domain);
  void (*update)(void *ctx, size_t length, const uint8_t *data);
  void (*output)(void *ctx, size_t length, uint8_t *dst);
};

/* The fields of a context of either KT.  */
struct kt_fields
{
  void *final;			/* the final node's TurboSHAKE */
  uint64_t *final_state;	/* its fields */
  uint8_t *final_block;
  unsigned *final_index;
  uint8_t *final_domain;
  void *leaf;			/* the current leaf's */
  struct symcrypt_kt_progress *p;
};

#define KT_DEFINE_KIND(name, ts, cv)					\
  static void								\
  name##_ts_init(void *ctx, uint8_t domain)				\
  {									\
    symcrypt_##ts##_init(ctx, domain);					\
  }									\
  static void								\
  name##_ts_update(void *ctx, size_t length, const uint8_t *data)	\
  {									\
    symcrypt_##ts##_update(ctx, length, data);				\
  }									\
  static void								\
  name##_ts_output(void *ctx, size_t length, uint8_t *dst)		\
  {									\
    symcrypt_##ts##_output(ctx, length, dst);				\
  }									\
  static const struct kt_kind name##_kind = {				\
    sizeof(((struct symcrypt_##ts##_ctx *) 0)->block), cv,		\
    name##_ts_init, name##_ts_update, name##_ts_output };		\
  static struct kt_fields						\
  name##_fields(struct symcrypt_##name##_ctx *ctx)			\
  {									\
    struct kt_fields c;							\
    c.final = &ctx->final;						\
    c.final_state = ctx->final.state;					\
    c.final_block = ctx->final.block;					\
    c.final_index = &ctx->final.index;					\
    c.final_domain = &ctx->final.domain;				\
    c.leaf = &ctx->leaf;						\
    c.p = &ctx->progress;						\
    return c;								\
  }

KT_DEFINE_KIND(kt128, turboshake128, 32)
KT_DEFINE_KIND(kt256, turboshake256, 64)

/* RFC 9861, 3.3: length_encode(X), X as the fewest big-endian bytes
   (none for 0), then their count, to DST; returns its length.  */
static size_t
length_encode(uint8_t *dst, uint64_t x)
{
  size_t n = 0, i;
  uint64_t y;
  for (y = x; y > 0; y >>= 8)
    n++;
  for (i = 0; i < n; i++)
    dst[i] = (uint8_t) (x >> (8 * (n - 1 - i)));
  dst[n] = (uint8_t) n;
  return n + 1;
}

/* COUNT whole chunks of KT_CHUNK bytes from DATA on in WIDTH (at least
   COUNT) interleaved states through ABSORB (keccak_absorb12_x8, _x4 or
   _x2), the lanes past COUNT idle (reading the first chunk): the whole
   blocks of every chunk straight from DATA in one call, then each
   leaf's last piece padded with the leaf's domain byte, and each
   leaf's chaining value of K->cv_size bytes to CVS, CVS + K->cv_size,
   ....  With FIRST, the first chunk is the input's first, which the
   final node's sponge of C (empty so far) absorbs: its state after the
   whole blocks, and the piece left, go to that sponge.  */
static void
leaves_in_lanes(const struct kt_kind *k, const struct kt_fields *c,
		unsigned width, unsigned count, int first,
		void (*absorb)(uint64_t *, size_t, const uint8_t *const *,
			       unsigned),
		const uint8_t *data, uint8_t *cvs)
{
  uint64_t states[MAX_LANES * KECCAK_LANES] SYMCRYPT_LINE_ALIGNED;
  uint8_t last[MAX_LANES][KECCAK_MAX_RATE];
  const uint8_t *pieces[MAX_LANES];
  size_t whole = KT_CHUNK / k->rate, rest = KT_CHUNK % k->rate;
  unsigned i, j;

  memset(states, 0, width * KECCAK_LANES * 8);
  for (j = 0; j < width; j++)
    pieces[j] = data + (j < count ? j : 0) * KT_CHUNK;
  absorb(states, whole, pieces, k->rate);
  if (first)
    {
      /* State j's lane i is element width i + j.  */
      for (i = 0; i < KECCAK_LANES; i++)
	c->final_state[i] = states[width * i];
      memcpy(c->final_block, data + whole * k->rate, rest);
      *c->final_index = (unsigned) rest;
    }
  for (j = 0; j < count; j++)
    {
      memcpy(last[j], pieces[j] + whole * k->rate, rest);
      memset(last[j] + rest, 0, k->rate - rest);
      last[j][rest] = KT_LEAF;
      last[j][k->rate - 1] |= 0x80;
      pieces[j] = last[j];
    }
  for (; j < width; j++)
    pieces[j] = last[0];
  absorb(states, 1, pieces, k->rate);
  for (j = first; j < count; j++)
    for (i = 0; i < k->cv_size / 8; i++)
      keccak_write_lane(cvs + (j - first) * k->cv_size + 8 * i,
			states[width * i + j]);
  _symcrypt_wipe(states, sizeof(states));
  _symcrypt_wipe(last, sizeof(last));
}

/* The final node becomes a tree's, after its first chunk: 03 00^7,
   and its domain byte.  */
static void
tree_begins(const struct kt_kind *k, const struct kt_fields *c)
{
  static const uint8_t marker[8] = { 0x03 };
  k->update(c->final, sizeof(marker), marker);
  *c->final_domain = KT_FINAL;
}

/* The LENGTH bytes at DATA as the next bytes of S (see above).  */
static void
kt_feed(const struct kt_kind *k, const struct kt_fields *c, size_t length,
	const uint8_t *data)
{
  uint8_t cvs[MAX_LANES * MAX_CV];
  struct symcrypt_kt_progress *p = c->p;

  while (length > 0)
    {
      /* At a chunk boundary, whole chunks side by side.  */
      size_t n, whole = length / KT_CHUNK;
      int first = p->chunks == 0;
      unsigned width = (first || p->index == KT_CHUNK) && whole >= 2
	? _symcrypt_lanes_choose_half(SYMCRYPT_FN_keccak_permute12, whole)
	: 0;
      if (p->chunks == 1 && p->index == KT_CHUNK)
	tree_begins(k, c);
      if (width > 1)
	{
	  unsigned count = width < whole ? width : (unsigned) whole;
	  leaves_in_lanes(k, c, width, count, first,
			  width == 8 ? _symcrypt_keccak_absorb12_x8
			  : width == 4 ? _symcrypt_keccak_absorb12_x4
			  : _symcrypt_keccak_absorb12_x2, data, cvs);
	  if (first)
	    tree_begins(k, c);
	  k->update(c->final, (count - first) * k->cv_size, cvs);
	  p->chunks += count;
	  p->index = KT_CHUNK;
	  data += count * KT_CHUNK;
	  length -= count * KT_CHUNK;
	  continue;
	}
      if (p->index == KT_CHUNK)
	{
	  /* The current chunk is whole: a leaf begins.  */
	  k->init(c->leaf, KT_LEAF);
	  p->chunks++;
	  p->index = 0;
	}
      n = KT_CHUNK - p->index;
      if (n > length)
	n = length;
      if (p->chunks <= 1)
	{
	  k->update(c->final, n, data);
	  p->chunks = 1;
	}
      else
	k->update(c->leaf, n, data);
      p->index += n;
      data += n;
      length -= n;
      if (p->chunks > 1 && p->index == KT_CHUNK)
	{
	  k->output(c->leaf, k->cv_size, cvs);
	  k->update(c->final, k->cv_size, cvs);
	}
    }
  _symcrypt_wipe(cvs, sizeof(cvs));
}

/* What a later output call must repeat of the customization string,
   beside its length, to CHECK (SYMCRYPT_KT_CUSTOM_CHECK_SIZE bytes):
   a string that short itself, padded with zeros (no hashing for the
   usual empty or short string), a longer one's TurboSHAKE128 (domain
   1F).  */
static void
custom_check(uint8_t *check, size_t custom_length, const uint8_t *custom)
{
  struct symcrypt_turboshake128_ctx ts;
  if (custom_length <= SYMCRYPT_KT_CUSTOM_CHECK_SIZE)
    {
      memset(check, 0, SYMCRYPT_KT_CUSTOM_CHECK_SIZE);
      if (custom_length > 0)
	memcpy(check, custom, custom_length);
      return;
    }
  symcrypt_turboshake128_init(&ts, 0x1f);
  symcrypt_turboshake128_update(&ts, custom_length, custom);
  symcrypt_turboshake128_output(&ts, SYMCRYPT_KT_CUSTOM_CHECK_SIZE, check);
  _symcrypt_wipe(&ts, sizeof(ts));
}

static void
kt_init(const struct kt_kind *k, const struct kt_fields *c)
{
  k->init(c->final, KT_SINGLE);
  c->p->chunks = 0;
  c->p->index = 0;
  c->p->squeezing = 0;
}

static int
kt_update(const struct kt_kind *k, const struct kt_fields *c, size_t length,
	  const uint8_t *data)
{
  if (c->p->squeezing || BAD_PAIR(length, data))
    return SYMCRYPT_EINVAL;
  kt_feed(k, c, length, data);
  return SYMCRYPT_OK;
}

/* The first output call ends S with the customization string and its
   length, and the tree with the last leaf and the leaves' count; a
   later one must name the same string.  */
static int
kt_output(const struct kt_kind *k, const struct kt_fields *c,
	  size_t custom_length, const uint8_t *custom,
	  size_t length, uint8_t *dst)
{
  struct symcrypt_kt_progress *p = c->p;
  uint8_t check[SYMCRYPT_KT_CUSTOM_CHECK_SIZE];
  uint8_t code[sizeof(uint64_t) + 3];

  if (BAD_PAIR(custom_length, custom) || BAD_PAIR(length, dst))
    return SYMCRYPT_EINVAL;
  custom_check(check, custom_length, custom);
  if (p->squeezing)
    {
      if (custom_length != p->custom_length
	  || !_symcrypt_memeql_sec(check, p->custom_check, sizeof(check)))
	return SYMCRYPT_EINVAL;
    }
  else
    {
      kt_feed(k, c, custom_length, custom);
      kt_feed(k, c, length_encode(code, custom_length), code);
      if (p->chunks > 1)
	{
	  size_t n;
	  /* The last leaf, unless it was whole; then the count.  */
	  if (p->index < KT_CHUNK)
	    {
	      uint8_t cv[MAX_CV];
	      k->output(c->leaf, k->cv_size, cv);
	      k->update(c->final, k->cv_size, cv);
	    }
	  n = length_encode(code, p->chunks - 1);
	  code[n] = 0xff;
	  code[n + 1] = 0xff;
	  k->update(c->final, n + 2, code);
	}
      p->custom_length = custom_length;
      memcpy(p->custom_check, check, sizeof(check));
      p->squeezing = 1;
    }
  k->output(c->final, length, dst);
  return SYMCRYPT_OK;
}

#define KT_DEFINE(name)							\
  void									\
  symcrypt_##name##_init(struct symcrypt_##name##_ctx *ctx)		\
  {									\
    struct kt_fields c = name##_fields(ctx);				\
    kt_init(&name##_kind, &c);						\
  }									\
  int									\
  symcrypt_##name##_update(struct symcrypt_##name##_ctx *ctx,		\
			   size_t length, const uint8_t *data)		\
  {									\
    struct kt_fields c = name##_fields(ctx);				\
    return kt_update(&name##_kind, &c, length, data);			\
  }									\
  int									\
  symcrypt_##name##_output(struct symcrypt_##name##_ctx *ctx,		\
			   size_t custom_length, const uint8_t *custom,	\
			   size_t length, uint8_t *dst)			\
  {									\
    struct kt_fields c = name##_fields(ctx);				\
    return kt_output(&name##_kind, &c, custom_length, custom,		\
		     length, dst);					\
  }									\
  int									\
  symcrypt_##name(size_t custom_length, const uint8_t *custom,		\
		  size_t length, const uint8_t *data,			\
		  size_t out_length, uint8_t *out)			\
  {									\
    struct symcrypt_##name##_ctx ctx;					\
    int rc;								\
    if (BAD_PAIR(custom_length, custom) || BAD_PAIR(length, data)	\
	|| BAD_PAIR(out_length, out))					\
      return SYMCRYPT_EINVAL;						\
    symcrypt_##name##_init(&ctx);					\
    symcrypt_##name##_update(&ctx, length, data);			\
    rc = symcrypt_##name##_output(&ctx, custom_length, custom,		\
				  out_length, out);			\
    _symcrypt_wipe(&ctx, sizeof(ctx));					\
    return rc;								\
  }

KT_DEFINE(kt128)
KT_DEFINE(kt256)
