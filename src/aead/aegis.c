/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* aegis.c -- AEGIS-128L, AEGIS-256 and their X2 and X4 forms
   (symcrypt/aegis.h; draft-irtf-cfrg-aegis-aead): seal, open and the
   MAC of every variant, over the block functions of functions.def.

   The initialisation, the padded last blocks and the finalisation
   are whole blocks of the variant's rate built here and given to the
   same absorb, encrypt and decrypt functions as the message, so that
   assembly runs them too: the initialisation and the finalisation one
   call each (the X forms' initialisation through their init
   functions, which add the context rows).  Every variant runs the
   updates of both through its start and finish functions instead
   where those run (beside absorb's folder), which form the messages
   from the key and nonce, or from the state and the lengths, in
   registers: no message blocks written and read back, and none to
   wipe.  Seal and open of every variant go through seal_message and
   open_message instead where those run (beside absorb's folder): the
   whole message in one call, the state never in
   memory, the body's work area holding the key, the nonce and the
   padded last blocks.  The state lives in the body's frame (seal,
   open) or the caller's context (the MAC); each
   variant has bodies of its own, their arrays sized for it, and the
   stack of a body is wiped after it, as deep as the variant needs.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include "aegis-internal.h"
#include "macros.h"

/* The draft's constants C0 and C1.  */
static const uint8_t c0[16] = AEGIS_C0;
static const uint8_t c1[16] = AEGIS_C1;

static const uint8_t zero[16];

/* A block in a vector register, read and written at any address: a
   block stored as two words and then loaded whole by the block
   functions (or the other way round) waits for the stores to retire,
   at every call.  */
typedef symcrypt_block16 vblock;

static SYMCRYPT_ALWAYS_INLINE vblock
load(const uint8_t *p)
{
  return *(const vblock *) p;
}

static SYMCRYPT_ALWAYS_INLINE void
store(uint8_t *p, vblock b)
{
  *(vblock *) p = b;
}

/* The block LE64(LOW) || LE64(HIGH), made in a register.  */
static SYMCRYPT_ALWAYS_INLINE vblock
le_block(uint64_t low, uint64_t high)
{
#ifdef WORDS_BIGENDIAN
  return (vblock) { __builtin_bswap64(low), __builtin_bswap64(high) };
#else
  return (vblock) { low, high };
#endif
}

/* The LENGTH bytes at P (fewer than 16) padded with zeros, read in
   pieces of 8, 4, 2 and 1 bytes and put together in registers: the
   block stored in those pieces and loaded whole would wait for the
   stores to retire.  */
static SYMCRYPT_ALWAYS_INLINE vblock
load_partial(const uint8_t *p, size_t length)
{
  const uint8_t *q = p + (length & 8);
  uint64_t x = 0;
  unsigned shift = 0;

  if (length & 1)
    {
      x = q[0];
      shift = 8;
      q += 1;
    }
  if (length & 2)
    {
      x |= (uint64_t) (q[0] | (q[1] << 8)) << shift;
      shift += 16;
      q += 2;
    }
  if (length & 4)
    x |= (uint64_t) le_read_uint32(q) << shift;
  if (length & 8)
    return le_block(le_read_uint64(p), x);
  return le_block(x, 0);
}

/* Zeroes LENGTH bytes at P (a multiple of 16), a vector at a time in
   line, where _symcrypt_wipe is a call and memset's.  The empty asm
   statement after each store, which takes P and clobbers memory,
   keeps the stores, as in _symcrypt_wipe, and keeps GCC from making
   the loop a memset, which it does as a REP STOS.  */
static SYMCRYPT_ALWAYS_INLINE void
wipe_blocks(uint8_t *p, size_t length)
{
  vblock z = { 0, 0 };
  size_t k;
  for (k = 0; k < length; k += 16)
    {
      store(p + k, z);
      __asm__ __volatile__ ("" : : "r" (p) : "memory");
    }
}

/* SYMCRYPT_OK if the TAG_LENGTH bytes (16 or 32) at A and B are equal,
   else SYMCRYPT_EAUTH, in time that depends on TAG_LENGTH only: the
   blocks' XOR folded to a word in registers, not a byte loop of
   volatile loads behind two calls (doc/aegis.md, "Per message").
   The empty asm statement hides the word's value from the compiler,
   which could otherwise branch on it.  */
static SYMCRYPT_ALWAYS_INLINE int
tags_compare(const uint8_t *a, const uint8_t *b, size_t tag_length)
{
#if SYMCRYPT_FRAMES_UNOPTIMIZED
  /* Unoptimized code and AddressSanitizer's keep the blocks below in
     stack slots, and AEGIS-MAC compares in a frame that no stack wipe
     reaches (tests/residue-test under the sanitizers): there the
     library's compare, which holds a byte at a time.  */
  return _symcrypt_memeql_code(a, b, tag_length);
#else
  vblock d = load(a) ^ load(b);
  uint64_t w;
  if (tag_length == 32)
    d |= load(a + 16) ^ load(b + 16);
  w = d[0] | d[1];
  __asm__ ("" : "+r" (w));
  /* The top bit of W | -W is set unless W is 0.  */
  return -(int) ((w | (0 - w)) >> 63) & SYMCRYPT_EAUTH;
#endif
}

/* Block J of instance I of STATE.  */
#define BLOCK(v, state, j, i) ((state) + 16 * ((v)->degree * (j) + (i)))

/* Sets block J of every instance to A XOR B.  */
static SYMCRYPT_ALWAYS_INLINE void
set_row(const struct aegis_variant *v, uint8_t *state, unsigned j,
	const uint8_t *a, const uint8_t *b)
{
  vblock x = load(a) ^ load(b);
  unsigned i;
  for (i = 0; i < v->degree; i++)
    store(BLOCK(v, state, j, i), x);
}

/* The context rows of the parallel forms, XORed into blocks 3 and 7
   (128) or 3 and 5 (256) of each instance before every update of the
   initialisation (the init functions): byte 0 the instance, byte 1
   the degree less one.  */
static const uint8_t contexts2[32] = { 0, 1, [16] = 1, 1 };
static const uint8_t contexts4[64] = {
  0, 3, [16] = 1, 3, [32] = 2, 3, [48] = 3, 3
};

/* Stores X into block 0 of each instance of the update's message at
   BLOCK, from byte OFFSET on.  */
static SYMCRYPT_ALWAYS_INLINE void
repeat_block(const struct aegis_variant *v, uint8_t *block, size_t offset,
	     vblock x)
{
  unsigned i;
  for (i = 0; i < v->degree; i++)
    store(block + offset + 16 * i, x);
}

/* The LENGTH bytes at SRC (fewer than the rate) into BLOCK, padded
   with zeros to the rate, a vector at a time: GCC makes a memset or
   memcpy of AEGIS-128X4's 128 bytes, or of a length it knows to be
   under 128, a REP STOS or REP MOVS, whose start alone costs more than
   the stores, several times a message.  The partial vector is made in
   registers (load_partial), so that the block functions' loads of
   BLOCK take each vector straight from its store.  */
static SYMCRYPT_ALWAYS_INLINE void
pad_block(const struct aegis_variant *v, uint8_t *block, const uint8_t *src,
	  size_t length)
{
  vblock z = { 0, 0 };
  size_t k;
  for (k = 0; k < v->rate; k += 16)
    if (k + 16 <= length)
      store(block + k, load(src + k));
    else if (k < length)
      store(block + k, load_partial(src + k, length - k));
    else
      store(block + k, z);
}

/* The LENGTH bytes at SRC (fewer than the rate) to DST, whole vectors
   while they last, for the same reason.  */
static SYMCRYPT_ALWAYS_INLINE void
copy_bytes(uint8_t *dst, const uint8_t *src, size_t length)
{
  size_t k;
  for (k = 0; k + 16 <= length; k += 16)
    store(dst + k, load(src + k));
  if (k < length)
    memcpy(dst + k, src + k, (length - k) & 15);
}

/* Whether the Init and Finalize of variant V go through its start and
   finish; whether its seal and open go through seal_message and
   open_message.  */
#define ENDS_RUN(v) ((v)->ends_run && (v)->ends_run())
#define MESSAGE_RUNS(v) ((v)->message_runs && (v)->message_runs())

/* The parts of WORK of seal_message and open_message (functions.def,
   AEGIS_WORK_SIZE): the key and the nonce, then the padded last
   blocks of the associated data and of the text, then the tags.  */
#define WORK_AD_LAST(work) ((work) + 64)
#define WORK_TEXT_LAST(v, work) ((work) + 64 + (v)->rate)
#define WORK_TAGS(v, work) ((work) + 64 + 2 * (v)->rate)

/* The updates of the draft's Init: ten for the 128 variants, sixteen
   for the 256 ones.  */
#define INIT_UPDATES(v) ((v)->lanes == 8 ? 10 : 16)

/* The draft's Init in one call of the block functions: through start
   where it runs (beside absorb's folder), otherwise its
   updates' messages one after another in SCRATCH (INIT_UPDATES
   rate-sized blocks), absorbed, with the context rows for more than
   one instance.  */
static SYMCRYPT_ALWAYS_INLINE void
init(const struct aegis_variant *v, uint8_t *state, uint8_t *scratch,
     const uint8_t *key, const uint8_t *nonce)
{
  size_t row = 16 * v->degree;
  unsigned r, n = INIT_UPDATES(v);
  vblock m[4];

  /* The X4 forms' start makes the first blocks itself
     (functions.def).  */
  if (v->degree == 4 && ENDS_RUN(v))
    {
      v->start(state, key, nonce);
      return;
    }
  if (v->lanes == 8)
    {
      set_row(v, state, 0, key, nonce);
      set_row(v, state, 1, c1, zero);
      set_row(v, state, 2, c0, zero);
      set_row(v, state, 3, c1, zero);
      set_row(v, state, 4, key, nonce);
      set_row(v, state, 5, key, c0);
      set_row(v, state, 6, key, c1);
      set_row(v, state, 7, key, c0);
      if (ENDS_RUN(v))
	{
	  v->start(state, key, nonce);
	  return;
	}
      /* Every update's message: the nonce, then the key.  */
      m[0] = load(nonce);
      m[1] = load(key);
      for (r = 0; r < n; r++)
	{
	  repeat_block(v, scratch, r * v->rate, m[0]);
	  repeat_block(v, scratch, r * v->rate + row, m[1]);
	}
    }
  else
    {
      const uint8_t *k0 = key, *k1 = key + 16;
      const uint8_t *n0 = nonce, *n1 = nonce + 16;
      set_row(v, state, 0, k0, n0);
      set_row(v, state, 1, k1, n1);
      set_row(v, state, 2, c1, zero);
      set_row(v, state, 3, c0, zero);
      set_row(v, state, 4, k0, c0);
      set_row(v, state, 5, k1, c1);
      if (ENDS_RUN(v))
	{
	  v->start(state, key, nonce);
	  return;
	}
      /* The messages K0, K1, K0 ^ N0, K1 ^ N1, four times, stored
	 four at a time: indexed by R % 4, the messages were an array
	 on the stack.  */
      m[0] = load(k0);
      m[1] = load(k1);
      m[2] = m[0] ^ load(n0);
      m[3] = m[1] ^ load(n1);
      for (r = 0; r < n; r += 4)
	{
	  repeat_block(v, scratch, r * row, m[0]);
	  repeat_block(v, scratch, (r + 1) * row, m[1]);
	  repeat_block(v, scratch, (r + 2) * row, m[2]);
	  repeat_block(v, scratch, (r + 3) * row, m[3]);
	}
    }
  if (v->degree == 1)
    v->absorb(state, n, scratch);
  else
    v->init(state, n, scratch, v->degree == 2 ? contexts2 : contexts4);
}

/* Absorbs LENGTH bytes at DATA, the last block padded with zeros in
   BLOCK (a rate's bytes).  */
static SYMCRYPT_ALWAYS_INLINE void
absorb_padded(const struct aegis_variant *v, uint8_t *state, uint8_t *block,
	      size_t length, const uint8_t *data)
{
  size_t full = length / v->rate, tail = length % v->rate;
  if (full > 0)
    v->absorb(state, full, data);
  if (tail > 0)
    {
      pad_block(v, block, data + full * v->rate, tail);
      v->absorb(state, 1, block);
    }
}

/* The tag (TAG_LENGTH bytes) of the instances FIRST to END - 1 of
   STATE, XORed, after the finalisation's updates: an instance's
   16-byte tag is the XOR of its blocks 0 to 6 (128) or 0 to 5 (256);
   its 32-byte tag the XOR of the first half of its blocks, then of
   the second half.  */
static SYMCRYPT_ALWAYS_INLINE void
instances_tag(const struct aegis_variant *v, const uint8_t *state,
	      unsigned first, unsigned end, size_t tag_length, uint8_t *tag)
{
  unsigned i, j, n = v->lanes == 8 ? 7 : 6, half = v->lanes / 2;
  vblock t0 = { 0, 0 }, t1 = { 0, 0 };
  for (i = first; i < end; i++)
    if (tag_length == 16)
      for (j = 0; j < n; j++)
	t0 ^= load(BLOCK(v, state, j, i));
    else
      for (j = 0; j < half; j++)
	{
	  t0 ^= load(BLOCK(v, state, j, i));
	  t1 ^= load(BLOCK(v, state, half + j, i));
	}
  store(tag, t0);
  if (tag_length == 32)
    store(tag + 16, t1);
}

/* The seven updates of the finalisation, in one call, their messages
   in SCRATCH (seven rate-sized blocks): each instance's block 2 (128)
   or 3 (256) XOR LE64(FIRST) || LE64(SECOND), in both halves for the
   128 variants; with ONLY_FIRST, of instance 0 alone, the rest of the
   message zero (AEGIS-MAC's last step).  Through finish where it runs
   (but for ONLY_FIRST with more than one instance), without
   SCRATCH.  The block of the lengths is made in a register: stored as
   two words and loaded whole it would wait for the stores
   to retire.  */
static SYMCRYPT_ALWAYS_INLINE void
finalize_updates(const struct aegis_variant *v, uint8_t *state,
		 uint8_t *scratch, uint64_t first, uint64_t second,
		 int only_first)
{
  unsigned t = v->lanes == 8 ? 2 : 3, i, r;
  size_t row = 16 * v->degree;
  vblock x, m[4] = { { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 } };

  if ((v->degree == 1 || !only_first) && ENDS_RUN(v))
    {
      v->finish(state, first, second);
      return;
    }
  x = le_block(first, second);
  for (i = 0; i < (only_first ? 1 : v->degree); i++)
    m[i] = load(BLOCK(v, state, t, i)) ^ x;
  /* Stored whole, each update's, not copied from the first.  */
  for (r = 0; r < 7; r++)
    for (i = 0; i < v->degree; i++)
      {
	store(scratch + r * v->rate + 16 * i, m[i]);
	if (v->lanes == 8)
	  store(scratch + r * v->rate + row + 16 * i, m[i]);
      }
  v->absorb(state, 7, scratch);
}

/* The draft's Finalize: the tags of the instances XORed.  */
static SYMCRYPT_ALWAYS_INLINE void
finalize(const struct aegis_variant *v, uint8_t *state, uint8_t *scratch,
	 uint64_t ad_length, uint64_t length, size_t tag_length, uint8_t *tag)
{
  finalize_updates(v, state, scratch, 8 * ad_length, 8 * length, 0);
  instances_tag(v, state, 0, v->degree, tag_length, tag);
}

/* Seal and open on the state and scratch of the variant's own body
   (AEGIS_DEFINE): SCRATCH holds INIT_UPDATES rate-sized blocks, for
   the initialisation, the padded last blocks and the finalisation in
   turn; where start and finish run, only the padded last blocks, two
   at most (SCRATCH_USED).  */
static SYMCRYPT_ALWAYS_INLINE void
seal_run(const struct aegis_variant *v, uint8_t *state, uint8_t *scratch,
	 const uint8_t *key, const uint8_t *nonce, size_t ad_length,
	 const uint8_t *ad, size_t length, uint8_t *dst, size_t tag_length,
	 uint8_t *tag, const uint8_t *src)
{
  size_t full = length / v->rate, tail = length % v->rate;

  init(v, state, scratch, key, nonce);
  absorb_padded(v, state, scratch, ad_length, ad);
  if (full > 0)
    v->encrypt(state, full, dst, src);
  if (tail > 0)
    {
      pad_block(v, scratch, src + full * v->rate, tail);
      v->encrypt(state, 1, scratch, scratch);
      copy_bytes(dst + full * v->rate, scratch, tail);
    }
  finalize(v, state, scratch, ad_length, length, tag_length, tag);
}

/* Decrypts the padded last block at BLOCK, TAIL bytes of ciphertext
   and zeros, in place: the bytes past TAIL zero, Z (a rate's bytes)
   for the decryption's output.  Past the ciphertext's end the
   decryption absorbs the keystream where the draft absorbs zeros;
   the update XORs its message into blocks 0 (and 4) after the
   rounds, so those bytes are XORed out of the new blocks again.  */
static SYMCRYPT_ALWAYS_INLINE void
decrypt_last(const struct aegis_variant *v, uint8_t *state, uint8_t *block,
	     uint8_t *z, size_t tail)
{
  size_t row = 16 * v->degree;
  unsigned i;

  v->decrypt(state, 1, z, block);
  pad_block(v, block, z, tail);
  for (i = 0; i < v->degree; i++)
    {
      uint8_t *b0 = BLOCK(v, state, 0, i);
      store(b0, load(b0) ^ load(z + 16 * i) ^ load(block + 16 * i));
      if (v->lanes == 8)
	{
	  uint8_t *b4 = BLOCK(v, state, 4, i);
	  store(b4, load(b4) ^ load(z + row + 16 * i)
		^ load(block + row + 16 * i));
	}
    }
}

/* The tag is copied first: TAG may lie in DST.  */
static SYMCRYPT_ALWAYS_INLINE int
open_run(const struct aegis_variant *v, uint8_t *state, uint8_t *scratch,
	 const uint8_t *key, const uint8_t *nonce, size_t ad_length,
	 const uint8_t *ad, size_t length, uint8_t *dst, size_t tag_length,
	 const uint8_t *tag, const uint8_t *src)
{
  uint8_t tags[64], *given = tags, *expected = tags + 32;
  size_t full = length / v->rate, tail = length % v->rate;
  uint8_t *block = scratch, *z = scratch + v->rate;
  int rc;

  store(given, load(tag));
  if (tag_length == 32)
    store(given + 16, load(tag + 16));
  init(v, state, scratch, key, nonce);
  absorb_padded(v, state, scratch, ad_length, ad);
  if (full > 0)
    v->decrypt(state, full, dst, src);
  if (tail > 0)
    {
      pad_block(v, block, src + full * v->rate, tail);
      decrypt_last(v, state, block, z, tail);
      copy_bytes(dst + full * v->rate, block, tail);
    }
  finalize(v, state, scratch, ad_length, length, tag_length, expected);
  rc = tags_compare(expected, given, tag_length);
  wipe_blocks(tags, sizeof(tags));
  if (rc != SYMCRYPT_OK && length > 0)
    memset(dst, 0, length);
  return rc;
}

/* Seal and open through seal_message and open_message
   (functions.def), which keep the state in registers: the key, the
   nonce and the padded last blocks go in WORK (AEGIS_WORK_SIZE
   bytes), the tail of the text and the tag come back from there.
   Every byte of WORK written is wiped.  */
static SYMCRYPT_ALWAYS_INLINE void
message_prepare(const struct aegis_variant *v, uint8_t *work,
		const uint8_t *key, const uint8_t *nonce, size_t ad_length,
		const uint8_t *ad, size_t length, const uint8_t *src)
{
  size_t ad_tail = ad_length % v->rate, tail = length % v->rate;
  store(work, load(key));
  store(work + 32, load(nonce));
  if (v->lanes == 6)
    {
      store(work + 16, load(key + 16));
      store(work + 48, load(nonce + 16));
    }
  if (ad_tail > 0)
    pad_block(v, WORK_AD_LAST(work), ad + ad_length - ad_tail, ad_tail);
  if (tail > 0)
    pad_block(v, WORK_TEXT_LAST(v, work), src + length - tail, tail);
}

static SYMCRYPT_ALWAYS_INLINE void
message_wipe(const struct aegis_variant *v, uint8_t *work, size_t ad_length,
	     size_t length)
{
  wipe_blocks(work, 64);
  if (ad_length % v->rate > 0 || length % v->rate > 0)
    wipe_blocks(WORK_AD_LAST(work), 2 * v->rate);
  wipe_blocks(WORK_TAGS(v, work), 48);
}

static SYMCRYPT_ALWAYS_INLINE void
seal_message_run(const struct aegis_variant *v, uint8_t *work,
		 const uint8_t *key, const uint8_t *nonce, size_t ad_length,
		 const uint8_t *ad, size_t length, uint8_t *dst,
		 size_t tag_length, uint8_t *tag, const uint8_t *src)
{
  size_t tail = length % v->rate;
  const uint8_t *tags = WORK_TAGS(v, work);

  message_prepare(v, work, key, nonce, ad_length, ad, length, src);
  v->seal_message(work, ad_length, ad, length, dst, src);
  if (tail > 0)
    copy_bytes(dst + length - tail, WORK_TEXT_LAST(v, work), tail);
  if (tag_length == 16)
    store(tag, load(tags));
  else
    {
      store(tag, load(tags + 16));
      store(tag + 16, load(tags + 32));
    }
  message_wipe(v, work, ad_length, length);
}

/* The tag is copied first: TAG may lie in DST.  */
static SYMCRYPT_ALWAYS_INLINE int
open_message_run(const struct aegis_variant *v, uint8_t *work,
		 const uint8_t *key, const uint8_t *nonce, size_t ad_length,
		 const uint8_t *ad, size_t length, uint8_t *dst,
		 size_t tag_length, const uint8_t *tag, const uint8_t *src)
{
  uint8_t given[32];
  size_t tail = length % v->rate;
  const uint8_t *tags = WORK_TAGS(v, work);
  int rc;

  store(given, load(tag));
  if (tag_length == 32)
    store(given + 16, load(tag + 16));
  message_prepare(v, work, key, nonce, ad_length, ad, length, src);
  v->open_message(work, ad_length, ad, length, dst, src);
  if (tail > 0)
    copy_bytes(dst + length - tail, WORK_TEXT_LAST(v, work), tail);
  rc = tags_compare(tag_length == 16 ? tags : tags + 16, given, tag_length);
  message_wipe(v, work, ad_length, length);
  /* The given tag too: with a bit changed it is nearly the wanted
     one.  */
  wipe_blocks(given, sizeof(given));
  if (rc != SYMCRYPT_OK && length > 0)
    memset(dst, 0, length);
  return rc;
}

/* The C twins of seal_message and open_message: init, absorb,
   encrypt (decrypt) and the finalisation on a state in memory, the
   padded last blocks taken from WORK and put back there.  */
static SYMCRYPT_ALWAYS_INLINE void
message_twin(const struct aegis_variant *v, uint8_t *state, uint8_t *scratch,
	     int decrypt, uint8_t *work, size_t ad_length, const uint8_t *ad,
	     size_t length, uint8_t *dst, const uint8_t *src)
{
  size_t full = length / v->rate;
  uint8_t *last = WORK_TEXT_LAST(v, work), *tags = WORK_TAGS(v, work);

  init(v, state, scratch, work, work + 32);
  if (ad_length >= v->rate)
    v->absorb(state, ad_length / v->rate, ad);
  if (ad_length % v->rate > 0)
    v->absorb(state, 1, WORK_AD_LAST(work));
  if (full > 0)
    (decrypt ? v->decrypt : v->encrypt)(state, full, dst, src);
  if (length % v->rate > 0)
    {
      if (decrypt)
	decrypt_last(v, state, last, scratch, length % v->rate);
      else
	v->encrypt(state, 1, last, last);
    }
  finalize_updates(v, state, scratch, 8 * (uint64_t) ad_length,
		   8 * (uint64_t) length, 0);
  instances_tag(v, state, 0, v->degree, 16, tags);
  instances_tag(v, state, 0, v->degree, 32, tags + 16);
}

/* LENGTH bytes at P are a valid argument: P not NULL unless LENGTH is
   0.  */
#define TAKES(length, p) ((length) == 0 || (p) != NULL)

/* The arguments of seal and open are as the header asks.  */
static int
valid_args(size_t ad_length, const uint8_t *ad, size_t length,
	   const uint8_t *dst, const uint8_t *src, size_t tag_length,
	   const uint8_t *tag)
{
  return (tag_length == 16 || tag_length == 32)
    && (uint64_t) ad_length <= SYMCRYPT_AEGIS_MAX_LENGTH
    && (uint64_t) length <= SYMCRYPT_AEGIS_MAX_LENGTH
    && TAKES(ad_length, ad) && TAKES(length, src) && TAKES(length, dst)
    && tag != NULL;
}

/* The partial block waits in BLOCK; whole blocks go straight from
   DATA.  The bytes are copied a vector at a time (copy_bytes), and
   not at all when none are left over: a memcpy is a call.  */
static void
mac_update(const struct aegis_variant *v, uint8_t *state, uint64_t *count,
	   uint8_t *block, size_t length, const uint8_t *data)
{
  size_t used = (size_t) (*count % v->rate), full, tail;
  if (length == 0)
    return;
  *count += length;
  if (used > 0)
    {
      size_t take = v->rate - used < length ? v->rate - used : length;
      copy_bytes(block + used, data, take);
      data += take;
      length -= take;
      if (used + take < v->rate)
	return;
      v->absorb(state, 1, block);
    }
  full = length / v->rate;
  tail = length % v->rate;
  if (full > 0)
    v->absorb(state, full, data);
  if (tail > 0)
    copy_bytes(block, data + full * v->rate, tail);
}

/* AEGIS-MAC's end: the padded last block, the finalisation with the
   data's and the tag's length in bits, and for more than one
   instance FinalizeMac's second step: the other instances' tags
   (instance 0's too for the 128 variants' 16-byte tag) absorbed into
   instance 0, 32 bytes an update in its two message blocks (128) or
   16 in its one (256), then seven more updates with the degree and
   the tag length.  The tag is instance 0's.  SCRATCH as for seal:
   the padded last block, made in registers from BLOCK, in the first
   block; the tags wait after the finalisation's seven blocks, the
   message of their updates in the first.  */
static SYMCRYPT_ALWAYS_INLINE void
mac_end_run(const struct aegis_variant *v, uint8_t *state, uint8_t *scratch,
	    uint64_t count, uint8_t *block, size_t tag_length, uint8_t *tag)
{
  uint8_t *tags = scratch + 7 * v->rate, *message = scratch;
  size_t used = (size_t) (count % v->rate), n = 0, p, piece;
  size_t row = 16 * v->degree;
  unsigned i;

  if (used > 0)
    {
      pad_block(v, scratch, block, used);
      v->absorb(state, 1, scratch);
    }
  finalize_updates(v, state, scratch, 8 * count, 8 * tag_length, 0);
  if (v->degree > 1)
    {
      for (i = v->lanes == 8 && tag_length == 16 ? 0 : 1; i < v->degree; i++)
	{
	  instances_tag(v, state, i, i + 1, tag_length, tags + n);
	  n += tag_length;
	}
      piece = v->lanes == 8 ? 32 : 16;
      for (p = 0; p < n; p += piece)
	{
	  memset(message, 0, v->rate);
	  memcpy(message, tags + p, 16);
	  if (v->lanes == 8)
	    memcpy(message + row, tags + p + 16, 16);
	  v->absorb(state, 1, message);
	}
      finalize_updates(v, state, scratch, v->degree, 8 * tag_length, 1);
    }
  instances_tag(v, state, 0, 1, tag_length, tag);
}

/* Writes the tag to TAG, or with EXPECTED not NULL compares it with
   the TAG_LENGTH bytes there (COMPUTED the tag's place); wipes the
   context either way.  The compare and the wipes in registers and in
   line, as seal's and open's (tags_compare, wipe_blocks).  */
static SYMCRYPT_ALWAYS_INLINE int
mac_result(const struct aegis_variant *v, uint8_t *state, uint64_t *count,
	   uint8_t *block, size_t tag_length, uint8_t *computed,
	   uint8_t *tag, const uint8_t *expected)
{
  int rc = SYMCRYPT_OK;
  if (expected)
    rc = tags_compare(computed, expected, tag_length);
  else
    {
      store(tag, load(computed));
      if (tag_length == 32)
	store(tag + 16, load(computed + 16));
    }
  wipe_blocks(computed, 32);
  wipe_blocks(state, (size_t) 16 * v->lanes * v->degree);
  wipe_blocks(block, v->rate);
  *count = 0;
  return rc;
}

/* The bytes of SCRATCH (SIZE bytes) that seal and open of variant V
   wrote: two blocks of its rate for the padded last blocks where start
   and finish run, all of it otherwise.  */
#define SCRATCH_USED(v, size)						\
  (ENDS_RUN(v) ? 2 * (size_t) (v)->rate : (size))

/* Those that the MAC's bodies wrote: none in the initialisation and
   the padded last block in the end where start and finish run (for
   the end of the X forms, which absorb the instances' tags, only with
   one instance), all of it otherwise.  */
#define MAC_INIT_SCRATCH_USED(v, size) (ENDS_RUN(v) ? 0 : (size))
#define MAC_END_SCRATCH_USED(v, size)					\
  ((v)->degree == 1 && ENDS_RUN(v) ? (size_t) (v)->rate : (size))

/* The stack wipe after the bodies of seal, open and the MAC
   (doc/wiping.md).  The bodies wipe every array that held a secret
   (the state, the scratch, the tags); on x86_64 an optimizing
   compiler keeps their blocks in vector registers and the rest of
   their frames is pointers and lengths (tests/residue-test looks), so
   the wipe, a large part of a short message's time (doc/aegis.md,
   "Per message" and "AEGIS-MAC's ticks"), is left out there, as
   SYMCRYPT_WORDS_WIPE is.  Elsewhere the generic vectors may live in
   stack slots.  */
#if defined(__x86_64__) && !SYMCRYPT_FRAMES_UNOPTIMIZED
# define AEGIS_BODY_WIPE(length) ((void) 0)
#else
# define AEGIS_BODY_WIPE(length) _symcrypt_wipe_stack(length)
#endif

/* The block functions of each variant, as functions of their own (in
   a fat build the names are pointers, chosen at load time), its
   description, the bodies with their arrays sized for the variant
   (the state STATE bytes, the scratch SCRATCH: INIT_UPDATES blocks
   of its rate), and the public functions.  The bodies zero their own
   arrays before they return, and their callers then wipe the stack
   below them as doc/wiping.md says (AEGIS_BODY_WIPE).  Both are
   needed where the stack is wiped: on some ABIs
   _symcrypt_wipe_stack's area begins a few bytes under the top of
   the dead frame (under its frame header on ppc64, for one), and GCC may
   put there the last blocks of the scratch, which the initialisation
   fills with the key (ppc64el: the key 416 bytes under the caller
   after a MAC, tests/residue-test).  */
#define AEGIS_DEFINE(name, lanes, degree, rate, init_fn, start_fn,	\
		     finish_fn, ends_run_fn, seal_message_fn,		\
		     open_message_fn, message_runs_fn)			\
  static void								\
  name##_absorb(uint8_t *state, size_t blocks, const uint8_t *src)	\
  {									\
    _symcrypt_##name##_absorb(state, blocks, src);			\
  }									\
  static void								\
  name##_encrypt(uint8_t *state, size_t blocks, uint8_t *dst,		\
		 const uint8_t *src)					\
  {									\
    _symcrypt_##name##_encrypt(state, blocks, dst, src);		\
  }									\
  static void								\
  name##_decrypt(uint8_t *state, size_t blocks, uint8_t *dst,		\
		 const uint8_t *src)					\
  {									\
    _symcrypt_##name##_decrypt(state, blocks, dst, src);		\
  }									\
  static const struct aegis_variant name = {				\
    lanes, degree, rate,						\
    name##_absorb, name##_encrypt, name##_decrypt, init_fn,		\
    start_fn, finish_fn, ends_run_fn, seal_message_fn,		\
    open_message_fn, message_runs_fn					\
  };									\
  enum {								\
    name##_STATE = 16 * lanes * degree,					\
    name##_SCRATCH = (lanes == 8 ? 10 : 16) * rate			\
  };									\
  static void __attribute__((noinline))				\
  name##_seal_body(const uint8_t *key, const uint8_t *nonce,		\
		   size_t ad_length, const uint8_t *ad, size_t length,	\
		   uint8_t *dst, size_t tag_length, uint8_t *tag,	\
		   const uint8_t *src)					\
  {									\
    uint8_t state[name##_STATE], scratch[name##_SCRATCH];		\
    seal_run(&name, state, scratch, key, nonce, ad_length, ad, length, \
	     dst, tag_length, tag, src);				\
    wipe_blocks(state, sizeof(state));					\
    wipe_blocks(scratch, SCRATCH_USED(&name, sizeof(scratch)));	\
  }									\
  static int __attribute__((noinline))					\
  name##_open_body(const uint8_t *key, const uint8_t *nonce,		\
		   size_t ad_length, const uint8_t *ad, size_t length,	\
		   uint8_t *dst, size_t tag_length, const uint8_t *tag,	\
		   const uint8_t *src)					\
  {									\
    uint8_t state[name##_STATE];					\
    uint8_t scratch[name##_SCRATCH];					\
    int rc = open_run(&name, state, scratch, key, nonce, ad_length,	\
		      ad, length, dst, tag_length, tag, src);		\
    wipe_blocks(state, sizeof(state));					\
    wipe_blocks(scratch, SCRATCH_USED(&name, sizeof(scratch)));	\
    return rc;								\
  }									\
  static void __attribute__((noinline))				\
  name##_seal_message_body(const uint8_t *key, const uint8_t *nonce,	\
			   size_t ad_length, const uint8_t *ad,		\
			   size_t length, uint8_t *dst,			\
			   size_t tag_length, uint8_t *tag,		\
			   const uint8_t *src)				\
  {									\
    uint8_t work[AEGIS_WORK_SIZE(rate)];				\
    seal_message_run(&name, work, key, nonce, ad_length, ad, length,	\
		     dst, tag_length, tag, src);			\
  }									\
  static int __attribute__((noinline))					\
  name##_open_message_body(const uint8_t *key, const uint8_t *nonce,	\
			   size_t ad_length, const uint8_t *ad,		\
			   size_t length, uint8_t *dst,			\
			   size_t tag_length, const uint8_t *tag,	\
			   const uint8_t *src)				\
  {									\
    uint8_t work[AEGIS_WORK_SIZE(rate)];				\
    return open_message_run(&name, work, key, nonce, ad_length, ad,	\
			    length, dst, tag_length, tag, src);		\
  }									\
  static void __attribute__((noinline))				\
  name##_mac_init_body(uint8_t *state, const uint8_t *key,		\
		       const uint8_t *nonce)				\
  {									\
    uint8_t scratch[name##_SCRATCH];					\
    init(&name, state, scratch, key, nonce);				\
    wipe_blocks(scratch, MAC_INIT_SCRATCH_USED(&name, sizeof(scratch))); \
  }									\
  static void __attribute__((noinline))				\
  name##_mac_end_body(uint8_t *state, uint64_t count, uint8_t *block,	\
		      size_t tag_length, uint8_t *tag)			\
  {									\
    uint8_t scratch[name##_SCRATCH];					\
    mac_end_run(&name, state, scratch, count, block, tag_length, tag);	\
    wipe_blocks(scratch, MAC_END_SCRATCH_USED(&name, sizeof(scratch))); \
  }									\
  /* The bodies' arrays, and the few bytes of the tags and lengths.  */ \
  enum {								\
    name##_SEAL_STACK =							\
      SYMCRYPT_STACK_USE(name##_STATE + name##_SCRATCH + 64),		\
    name##_OPEN_STACK =							\
      SYMCRYPT_STACK_USE(name##_STATE + name##_SCRATCH + 128),	\
    name##_MAC_STACK = SYMCRYPT_STACK_USE(name##_SCRATCH + 64),		\
    name##_MESSAGE_STACK = SYMCRYPT_STACK_USE(AEGIS_WORK_SIZE(rate) + 32) \
  };									\
  static int								\
  name##_seal_checked(const uint8_t *key, const uint8_t *nonce,		\
		      size_t ad_length, const uint8_t *ad, size_t length, \
		      uint8_t *dst, size_t tag_length, uint8_t *tag,	\
		      const uint8_t *src)				\
  {									\
    if (!valid_args(ad_length, ad, length, dst, src, tag_length, tag))	\
      return SYMCRYPT_EINVAL;						\
    if (MESSAGE_RUNS(&name))						\
      {									\
	name##_seal_message_body(key, nonce, ad_length, ad, length, dst, \
				 tag_length, tag, src);			\
	AEGIS_BODY_WIPE(name##_MESSAGE_STACK);				\
	return SYMCRYPT_OK;						\
      }									\
    name##_seal_body(key, nonce, ad_length, ad, length, dst, tag_length, \
		     tag, src);						\
    AEGIS_BODY_WIPE(name##_SEAL_STACK);					\
    return SYMCRYPT_OK;							\
  }									\
  static int								\
  name##_open_checked(const uint8_t *key, const uint8_t *nonce,		\
		      size_t ad_length, const uint8_t *ad, size_t length, \
		      uint8_t *dst, size_t tag_length, const uint8_t *tag, \
		      const uint8_t *src)				\
  {									\
    int rc;								\
    if (!valid_args(ad_length, ad, length, dst, src, tag_length, tag))	\
      return SYMCRYPT_EINVAL;						\
    if (MESSAGE_RUNS(&name))						\
      {									\
	rc = name##_open_message_body(key, nonce, ad_length, ad, length, \
				      dst, tag_length, tag, src);	\
	AEGIS_BODY_WIPE(name##_MESSAGE_STACK);				\
	return rc;							\
      }									\
    rc = name##_open_body(key, nonce, ad_length, ad, length, dst,	\
			  tag_length, tag, src);			\
    AEGIS_BODY_WIPE(name##_OPEN_STACK);					\
    return rc;								\
  }									\
  /* Ends the MAC: the tag to TAG, or compared with EXPECTED.  */	\
  static int								\
  name##_mac_end(struct symcrypt_##name##_mac_ctx *ctx,			\
		 size_t tag_length, uint8_t *tag, const uint8_t *expected) \
  {									\
    uint8_t computed[32];						\
    if (tag_length != 16 && tag_length != 32)				\
      return SYMCRYPT_EINVAL;						\
    name##_mac_end_body(ctx->state, ctx->length, ctx->block, tag_length, \
			computed);					\
    AEGIS_BODY_WIPE(name##_MAC_STACK);					\
    return mac_result(&name, ctx->state, &ctx->length, ctx->block,	\
		      tag_length, computed, tag, expected);		\
  }									\
  int									\
  symcrypt_##name##_seal(const uint8_t *key, const uint8_t *nonce,	\
			 size_t ad_length, const uint8_t *ad,		\
			 size_t tag_length, size_t length, uint8_t *dst, \
			 const uint8_t *src)				\
  {									\
    if (dst == NULL || length > SIZE_MAX - 32)				\
      return SYMCRYPT_EINVAL;						\
    return name##_seal_checked(key, nonce, ad_length, ad, length, dst,	\
			       tag_length, dst + length, src);		\
  }									\
  int									\
  symcrypt_##name##_open(const uint8_t *key, const uint8_t *nonce,	\
			 size_t ad_length, const uint8_t *ad,		\
			 size_t tag_length, size_t length, uint8_t *dst, \
			 const uint8_t *src)				\
  {									\
    if (length < tag_length || src == NULL)				\
      return SYMCRYPT_EINVAL;						\
    return name##_open_checked(key, nonce, ad_length, ad,		\
			       length - tag_length, dst, tag_length,	\
			       src + length - tag_length, src);		\
  }									\
  int									\
  symcrypt_##name##_seal_detached(const uint8_t *key,			\
				  const uint8_t *nonce,			\
				  size_t ad_length, const uint8_t *ad,	\
				  size_t length, uint8_t *dst,		\
				  size_t tag_length, uint8_t *tag,	\
				  const uint8_t *src)			\
  {									\
    return name##_seal_checked(key, nonce, ad_length, ad, length, dst,	\
			       tag_length, tag, src);			\
  }									\
  int									\
  symcrypt_##name##_open_detached(const uint8_t *key,			\
				  const uint8_t *nonce,			\
				  size_t ad_length, const uint8_t *ad,	\
				  size_t length, uint8_t *dst,		\
				  size_t tag_length, const uint8_t *tag, \
				  const uint8_t *src)			\
  {									\
    return name##_open_checked(key, nonce, ad_length, ad, length, dst,	\
			       tag_length, tag, src);			\
  }									\
  void									\
  symcrypt_##name##_mac_init(struct symcrypt_##name##_mac_ctx *ctx,	\
			     const uint8_t *key, const uint8_t *nonce)	\
  {									\
    name##_mac_init_body(ctx->state, key, nonce);			\
    ctx->length = 0;							\
    AEGIS_BODY_WIPE(name##_MAC_STACK);					\
  }									\
  void									\
  symcrypt_##name##_mac_update(struct symcrypt_##name##_mac_ctx *ctx,	\
			       size_t length, const uint8_t *data)	\
  {									\
    mac_update(&name, ctx->state, &ctx->length, ctx->block, length, data); \
  }									\
  int									\
  symcrypt_##name##_mac_digest(struct symcrypt_##name##_mac_ctx *ctx,	\
			       size_t tag_length, uint8_t *tag)		\
  {									\
    if (tag == NULL)							\
      return SYMCRYPT_EINVAL;						\
    return name##_mac_end(ctx, tag_length, tag, NULL);			\
  }									\
  int									\
  symcrypt_##name##_mac_verify(struct symcrypt_##name##_mac_ctx *ctx,	\
			       size_t tag_length, const uint8_t *tag)	\
  {									\
    if (tag == NULL)							\
      return SYMCRYPT_EINVAL;						\
    return name##_mac_end(ctx, tag_length, NULL, tag);			\
  }

/* The X forms' initialisation function.  */
#define AEGIS_INIT(name)						\
  static void								\
  name##_init(uint8_t *state, size_t blocks, const uint8_t *src,	\
	      const uint8_t *ctx)					\
  {									\
    _symcrypt_##name##_init(state, blocks, src, ctx);			\
  }

AEGIS_INIT(aegis128x2)
AEGIS_INIT(aegis128x4)
AEGIS_INIT(aegis256x2)
AEGIS_INIT(aegis256x4)

/* The start and finish functions of each variant, and whether they
   run.  */
#define AEGIS_ENDS(name)						\
  static int								\
  name##_ends_run(void)							\
  {									\
    return _SYMCRYPT_FOLLOWER_RUNS(name##_start)			\
      && _SYMCRYPT_FOLLOWER_RUNS(name##_finish);			\
  }									\
  static void								\
  name##_start(uint8_t *state, const uint8_t *key, const uint8_t *nonce) \
  {									\
    _symcrypt_##name##_start(state, key, nonce);			\
  }									\
  static void								\
  name##_finish(uint8_t *state, uint64_t first, uint64_t second)	\
  {									\
    _symcrypt_##name##_finish(state, first, second);			\
  }

AEGIS_ENDS(aegis128l)
AEGIS_ENDS(aegis256)
AEGIS_ENDS(aegis128x2)
AEGIS_ENDS(aegis256x2)
AEGIS_ENDS(aegis128x4)
AEGIS_ENDS(aegis256x4)

/* The whole-message functions of every variant, whether they run,
   and their C twins (after the variant's description, which they
   use).  */
#define AEGIS_MESSAGE(name)						\
  static int								\
  name##_message_runs(void)						\
  {									\
    return _SYMCRYPT_FOLLOWER_RUNS(name##_seal_message)			\
      && _SYMCRYPT_FOLLOWER_RUNS(name##_open_message);			\
  }									\
  static void								\
  name##_seal_message(uint8_t *work, size_t ad_length, const uint8_t *ad, \
		      size_t length, uint8_t *dst, const uint8_t *src)	\
  {									\
    _symcrypt_##name##_seal_message(work, ad_length, ad, length, dst, src); \
  }									\
  static void								\
  name##_open_message(uint8_t *work, size_t ad_length, const uint8_t *ad, \
		      size_t length, uint8_t *dst, const uint8_t *src)	\
  {									\
    _symcrypt_##name##_open_message(work, ad_length, ad, length, dst, src); \
  }

#define AEGIS_MESSAGE_TWINS(name)					\
  static void __attribute__((noinline))				\
  name##_message_twin(int decrypt, uint8_t *work, size_t ad_length,	\
		      const uint8_t *ad, size_t length, uint8_t *dst,	\
		      const uint8_t *src)				\
  {									\
    uint8_t state[name##_STATE], scratch[name##_SCRATCH];		\
    message_twin(&name, state, scratch, decrypt, work, ad_length, ad,	\
		 length, dst, src);					\
    wipe_blocks(state, sizeof(state));					\
    wipe_blocks(scratch, sizeof(scratch));				\
  }									\
  void									\
  _symcrypt_##name##_seal_message_c(uint8_t *work, size_t ad_length,	\
				    const uint8_t *ad, size_t length,	\
				    uint8_t *dst, const uint8_t *src)	\
  {									\
    name##_message_twin(0, work, ad_length, ad, length, dst, src);	\
    _symcrypt_wipe_stack(name##_SEAL_STACK);				\
  }									\
  void									\
  _symcrypt_##name##_open_message_c(uint8_t *work, size_t ad_length,	\
				    const uint8_t *ad, size_t length,	\
				    uint8_t *dst, const uint8_t *src)	\
  {									\
    name##_message_twin(1, work, ad_length, ad, length, dst, src);	\
    _symcrypt_wipe_stack(name##_SEAL_STACK);				\
  }

AEGIS_MESSAGE(aegis128l)
AEGIS_MESSAGE(aegis256)
AEGIS_MESSAGE(aegis128x2)
AEGIS_MESSAGE(aegis256x2)
AEGIS_MESSAGE(aegis128x4)
AEGIS_MESSAGE(aegis256x4)

AEGIS_DEFINE(aegis128l, 8, 1, 32, NULL, aegis128l_start, aegis128l_finish,
	     aegis128l_ends_run, aegis128l_seal_message,
	     aegis128l_open_message, aegis128l_message_runs)
AEGIS_DEFINE(aegis128x2, 8, 2, 64, aegis128x2_init, aegis128x2_start,
	     aegis128x2_finish, aegis128x2_ends_run, aegis128x2_seal_message,
	     aegis128x2_open_message, aegis128x2_message_runs)
AEGIS_DEFINE(aegis128x4, 8, 4, 128, aegis128x4_init, aegis128x4_start,
	     aegis128x4_finish, aegis128x4_ends_run, aegis128x4_seal_message,
	     aegis128x4_open_message, aegis128x4_message_runs)
AEGIS_DEFINE(aegis256, 6, 1, 16, NULL, aegis256_start, aegis256_finish,
	     aegis256_ends_run, aegis256_seal_message, aegis256_open_message,
	     aegis256_message_runs)
AEGIS_DEFINE(aegis256x2, 6, 2, 32, aegis256x2_init, aegis256x2_start,
	     aegis256x2_finish, aegis256x2_ends_run, aegis256x2_seal_message,
	     aegis256x2_open_message, aegis256x2_message_runs)
AEGIS_DEFINE(aegis256x4, 6, 4, 64, aegis256x4_init, aegis256x4_start,
	     aegis256x4_finish, aegis256x4_ends_run, aegis256x4_seal_message,
	     aegis256x4_open_message, aegis256x4_message_runs)

AEGIS_MESSAGE_TWINS(aegis128l)
AEGIS_MESSAGE_TWINS(aegis256)
AEGIS_MESSAGE_TWINS(aegis128x2)
AEGIS_MESSAGE_TWINS(aegis256x2)
AEGIS_MESSAGE_TWINS(aegis128x4)
AEGIS_MESSAGE_TWINS(aegis256x4)
