/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sha3.h -- the SHA-3 hashes SHA3-224, SHA3-256, SHA3-384 and
   SHA3-512, the extendable-output functions SHAKE128 and SHAKE256
   (FIPS 202), HMAC over the SHA-3 hashes, and from NIST SP 800-185
   cSHAKE128 and cSHAKE256, KMAC128 and KMAC256 with their XOF forms,
   TupleHash and ParallelHash.

   All of them are sponges on the permutation Keccak-p[1600, 24]: a
   state of 25 lanes of 64 bits, into which the message is added a
   block of RATE bytes at a time, one permutation per block.  The
   rate is the hash's block size (HMAC's too): 144, 136, 104 and 72
   bytes for SHA3-224 to SHA3-512, 168 and 136 for SHAKE128 and
   SHAKE256.  Each hash has its own context type, with the fields of
   the other hashes' (state, count, index, block).

   Pointers: the functions here that return void take each pointer of a
   (length, pointer) pair as valid memory of that length; it may be NULL
   only when the length is 0.  Those that return an error code refuse a
   NULL pointer with a non-zero length with SYMCRYPT_EINVAL, writing
   nothing (symcrypt/common.h).  */
#ifndef SYMCRYPT_SHA3_H
#define SYMCRYPT_SHA3_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCRYPT_SHA3_224_DIGEST_SIZE 28
#define SYMCRYPT_SHA3_224_BLOCK_SIZE 144
#define SYMCRYPT_SHA3_256_DIGEST_SIZE 32
#define SYMCRYPT_SHA3_256_BLOCK_SIZE 136
#define SYMCRYPT_SHA3_384_DIGEST_SIZE 48
#define SYMCRYPT_SHA3_384_BLOCK_SIZE 104
#define SYMCRYPT_SHA3_512_DIGEST_SIZE 64
#define SYMCRYPT_SHA3_512_BLOCK_SIZE 72
#define SYMCRYPT_SHAKE128_BLOCK_SIZE 168
#define SYMCRYPT_SHAKE256_BLOCK_SIZE 136

/* The exported states: 13 bytes of header and counts, the 25 lanes,
   one block; an HMAC's adds its keyed inner and outer lanes.  */
#define SYMCRYPT_SHA3_224_STATE_SIZE (13 + 200 + 144)
#define SYMCRYPT_SHA3_256_STATE_SIZE (13 + 200 + 136)
#define SYMCRYPT_SHA3_384_STATE_SIZE (13 + 200 + 104)
#define SYMCRYPT_SHA3_512_STATE_SIZE (13 + 200 + 72)
#define SYMCRYPT_HMAC_SHA3_224_STATE_SIZE (SYMCRYPT_SHA3_224_STATE_SIZE + 2 * 200)
#define SYMCRYPT_HMAC_SHA3_256_STATE_SIZE (SYMCRYPT_SHA3_256_STATE_SIZE + 2 * 200)
#define SYMCRYPT_HMAC_SHA3_384_STATE_SIZE (SYMCRYPT_SHA3_384_STATE_SIZE + 2 * 200)
#define SYMCRYPT_HMAC_SHA3_512_STATE_SIZE (SYMCRYPT_SHA3_512_STATE_SIZE + 2 * 200)

struct symcrypt_sha3_224_ctx
{
  uint64_t state[25];		/* the lanes, host order */
  uint64_t count;		/* blocks absorbed */
  unsigned index;		/* bytes waiting in block */
  uint8_t block[SYMCRYPT_SHA3_224_BLOCK_SIZE];
};

struct symcrypt_sha3_256_ctx
{
  uint64_t state[25];
  uint64_t count;
  unsigned index;
  uint8_t block[SYMCRYPT_SHA3_256_BLOCK_SIZE];
};

struct symcrypt_sha3_384_ctx
{
  uint64_t state[25];
  uint64_t count;
  unsigned index;
  uint8_t block[SYMCRYPT_SHA3_384_BLOCK_SIZE];
};

struct symcrypt_sha3_512_ctx
{
  uint64_t state[25];
  uint64_t count;
  unsigned index;
  uint8_t block[SYMCRYPT_SHA3_512_BLOCK_SIZE];
};

/* For each hash: digest writes the first LENGTH bytes of the digest
   and re-initializes CTX.  It returns SYMCRYPT_EINVAL, writing nothing
   and leaving CTX as it was, unless 1 <= LENGTH <= the digest size.  */

void symcrypt_sha3_224_init(struct symcrypt_sha3_224_ctx *ctx);
void symcrypt_sha3_224_update(struct symcrypt_sha3_224_ctx *ctx,
			      size_t length, const uint8_t *data);
int symcrypt_sha3_224_digest(struct symcrypt_sha3_224_ctx *ctx,
			     size_t length, uint8_t *digest);

void symcrypt_sha3_256_init(struct symcrypt_sha3_256_ctx *ctx);
void symcrypt_sha3_256_update(struct symcrypt_sha3_256_ctx *ctx,
			      size_t length, const uint8_t *data);
int symcrypt_sha3_256_digest(struct symcrypt_sha3_256_ctx *ctx,
			     size_t length, uint8_t *digest);

void symcrypt_sha3_384_init(struct symcrypt_sha3_384_ctx *ctx);
void symcrypt_sha3_384_update(struct symcrypt_sha3_384_ctx *ctx,
			      size_t length, const uint8_t *data);
int symcrypt_sha3_384_digest(struct symcrypt_sha3_384_ctx *ctx,
			     size_t length, uint8_t *digest);

void symcrypt_sha3_512_init(struct symcrypt_sha3_512_ctx *ctx);
void symcrypt_sha3_512_update(struct symcrypt_sha3_512_ctx *ctx,
			      size_t length, const uint8_t *data);
int symcrypt_sha3_512_digest(struct symcrypt_sha3_512_ctx *ctx,
			     size_t length, uint8_t *digest);

/* Portable states, as for the other hashes (symcrypt/sha2.h): export
   writes exactly SYMCRYPT_<HASH>_STATE_SIZE bytes, or returns
   SYMCRYPT_EINVAL if LENGTH is less; import returns SYMCRYPT_EINVAL,
   leaving CTX as it was, unless SRC is a well-formed state of this
   hash of exactly that size.  */
int symcrypt_sha3_224_export(const struct symcrypt_sha3_224_ctx *ctx,
			     size_t length, uint8_t *dst);
int symcrypt_sha3_224_import(struct symcrypt_sha3_224_ctx *ctx,
			     size_t length, const uint8_t *src);
int symcrypt_sha3_256_export(const struct symcrypt_sha3_256_ctx *ctx,
			     size_t length, uint8_t *dst);
int symcrypt_sha3_256_import(struct symcrypt_sha3_256_ctx *ctx,
			     size_t length, const uint8_t *src);
int symcrypt_sha3_384_export(const struct symcrypt_sha3_384_ctx *ctx,
			     size_t length, uint8_t *dst);
int symcrypt_sha3_384_import(struct symcrypt_sha3_384_ctx *ctx,
			     size_t length, const uint8_t *src);
int symcrypt_sha3_512_export(const struct symcrypt_sha3_512_ctx *ctx,
			     size_t length, uint8_t *dst);
int symcrypt_sha3_512_import(struct symcrypt_sha3_512_ctx *ctx,
			     size_t length, const uint8_t *src);

/* Many messages at once, by the rules of symcrypt_sha256_many: the
   digest of message I (LENGTHS[I] bytes at MSGS[I]) goes to
   DIGESTS + I * SYMCRYPT_<HASH>_DIGEST_SIZE.  N == 0 does nothing and
   returns SYMCRYPT_OK; NULL arrays with N > 0, or a NULL message with
   a non-zero length, give SYMCRYPT_EINVAL and write nothing.  */
int symcrypt_sha3_224_many(size_t n, const uint8_t *const *msgs,
			   const size_t *lengths, uint8_t *digests);
int symcrypt_sha3_256_many(size_t n, const uint8_t *const *msgs,
			   const size_t *lengths, uint8_t *digests);
int symcrypt_sha3_384_many(size_t n, const uint8_t *const *msgs,
			   const size_t *lengths, uint8_t *digests);
int symcrypt_sha3_512_many(size_t n, const uint8_t *const *msgs,
			   const size_t *lengths, uint8_t *digests);

/* HMAC (RFC 2104) over each SHA-3 hash, with the hash's rate as the
   block size, as in symcrypt/hmac.h: set_key absorbs the key block
   XOR ipad and XOR opad once and keeps both states; digest and verify
   truncate to 1..digest size bytes (else SYMCRYPT_EINVAL, nothing
   written, CTX unchanged) and leave CTX ready for the next message
   with the same key; verify compares in constant time (SYMCRYPT_OK or
   SYMCRYPT_EAUTH).  The one-shot function writes the whole MAC.  The
   contexts hold key-equivalent state: wipe them after use.  */

struct symcrypt_hmac_sha3_224_ctx
{
  struct symcrypt_sha3_224_ctx hash;
  uint64_t inner[25];
  uint64_t outer[25];
};

struct symcrypt_hmac_sha3_256_ctx
{
  struct symcrypt_sha3_256_ctx hash;
  uint64_t inner[25];
  uint64_t outer[25];
};

struct symcrypt_hmac_sha3_384_ctx
{
  struct symcrypt_sha3_384_ctx hash;
  uint64_t inner[25];
  uint64_t outer[25];
};

struct symcrypt_hmac_sha3_512_ctx
{
  struct symcrypt_sha3_512_ctx hash;
  uint64_t inner[25];
  uint64_t outer[25];
};

void symcrypt_hmac_sha3_224_set_key(struct symcrypt_hmac_sha3_224_ctx *ctx,
				    size_t key_length, const uint8_t *key);
void symcrypt_hmac_sha3_224_update(struct symcrypt_hmac_sha3_224_ctx *ctx,
				   size_t length, const uint8_t *data);
int symcrypt_hmac_sha3_224_digest(struct symcrypt_hmac_sha3_224_ctx *ctx,
				  size_t length, uint8_t *digest);
int symcrypt_hmac_sha3_224_verify(struct symcrypt_hmac_sha3_224_ctx *ctx,
				  size_t length, const uint8_t *tag);
int symcrypt_hmac_sha3_224(size_t key_length, const uint8_t *key,
			   size_t length, const uint8_t *data, uint8_t *digest);

void symcrypt_hmac_sha3_256_set_key(struct symcrypt_hmac_sha3_256_ctx *ctx,
				    size_t key_length, const uint8_t *key);
void symcrypt_hmac_sha3_256_update(struct symcrypt_hmac_sha3_256_ctx *ctx,
				   size_t length, const uint8_t *data);
int symcrypt_hmac_sha3_256_digest(struct symcrypt_hmac_sha3_256_ctx *ctx,
				  size_t length, uint8_t *digest);
int symcrypt_hmac_sha3_256_verify(struct symcrypt_hmac_sha3_256_ctx *ctx,
				  size_t length, const uint8_t *tag);
int symcrypt_hmac_sha3_256(size_t key_length, const uint8_t *key,
			   size_t length, const uint8_t *data, uint8_t *digest);

void symcrypt_hmac_sha3_384_set_key(struct symcrypt_hmac_sha3_384_ctx *ctx,
				    size_t key_length, const uint8_t *key);
void symcrypt_hmac_sha3_384_update(struct symcrypt_hmac_sha3_384_ctx *ctx,
				   size_t length, const uint8_t *data);
int symcrypt_hmac_sha3_384_digest(struct symcrypt_hmac_sha3_384_ctx *ctx,
				  size_t length, uint8_t *digest);
int symcrypt_hmac_sha3_384_verify(struct symcrypt_hmac_sha3_384_ctx *ctx,
				  size_t length, const uint8_t *tag);
int symcrypt_hmac_sha3_384(size_t key_length, const uint8_t *key,
			   size_t length, const uint8_t *data, uint8_t *digest);

void symcrypt_hmac_sha3_512_set_key(struct symcrypt_hmac_sha3_512_ctx *ctx,
				    size_t key_length, const uint8_t *key);
void symcrypt_hmac_sha3_512_update(struct symcrypt_hmac_sha3_512_ctx *ctx,
				   size_t length, const uint8_t *data);
int symcrypt_hmac_sha3_512_digest(struct symcrypt_hmac_sha3_512_ctx *ctx,
				  size_t length, uint8_t *digest);
int symcrypt_hmac_sha3_512_verify(struct symcrypt_hmac_sha3_512_ctx *ctx,
				  size_t length, const uint8_t *tag);
int symcrypt_hmac_sha3_512(size_t key_length, const uint8_t *key,
			   size_t length, const uint8_t *data, uint8_t *digest);

int symcrypt_hmac_sha3_224_export(const struct symcrypt_hmac_sha3_224_ctx *ctx,
				  size_t length, uint8_t *dst);
int symcrypt_hmac_sha3_224_import(struct symcrypt_hmac_sha3_224_ctx *ctx,
				  size_t length, const uint8_t *src);
int symcrypt_hmac_sha3_256_export(const struct symcrypt_hmac_sha3_256_ctx *ctx,
				  size_t length, uint8_t *dst);
int symcrypt_hmac_sha3_256_import(struct symcrypt_hmac_sha3_256_ctx *ctx,
				  size_t length, const uint8_t *src);
int symcrypt_hmac_sha3_384_export(const struct symcrypt_hmac_sha3_384_ctx *ctx,
				  size_t length, uint8_t *dst);
int symcrypt_hmac_sha3_384_import(struct symcrypt_hmac_sha3_384_ctx *ctx,
				  size_t length, const uint8_t *src);
int symcrypt_hmac_sha3_512_export(const struct symcrypt_hmac_sha3_512_ctx *ctx,
				  size_t length, uint8_t *dst);
int symcrypt_hmac_sha3_512_import(struct symcrypt_hmac_sha3_512_ctx *ctx,
				  size_t length, const uint8_t *src);

/* By the rules of symcrypt_hmac_sha256_many: KEY is only read; the
   tag of message I, TAG_LENGTH bytes (1..digest size, else
   SYMCRYPT_EINVAL), goes to TAGS + I * TAG_LENGTH.  */
int symcrypt_hmac_sha3_224_many(const struct symcrypt_hmac_sha3_224_ctx *key,
				size_t n, const uint8_t *const *msgs,
				const size_t *lengths,
				size_t tag_length, uint8_t *tags);
int symcrypt_hmac_sha3_256_many(const struct symcrypt_hmac_sha3_256_ctx *key,
				size_t n, const uint8_t *const *msgs,
				const size_t *lengths,
				size_t tag_length, uint8_t *tags);
int symcrypt_hmac_sha3_384_many(const struct symcrypt_hmac_sha3_384_ctx *key,
				size_t n, const uint8_t *const *msgs,
				const size_t *lengths,
				size_t tag_length, uint8_t *tags);
int symcrypt_hmac_sha3_512_many(const struct symcrypt_hmac_sha3_512_ctx *key,
				size_t n, const uint8_t *const *msgs,
				const size_t *lengths,
				size_t tag_length, uint8_t *tags);

/* SHAKE128 and SHAKE256: update absorbs, output squeezes the next
   LENGTH bytes of the output, so that any sequence of output calls
   gives the bytes of one long call.  update after output has begun
   returns SYMCRYPT_EINVAL and changes nothing; init starts over.  The
   one-shot functions write OUT_LENGTH bytes (0 allowed).  */

struct symcrypt_shake128_ctx
{
  uint64_t state[25];
  unsigned index;		/* absorbing: bytes waiting in block;
				   squeezing: bytes of block given out */
  int squeezing;		/* 1 once output has begun; while
				   absorbing 0, or 2 for cSHAKE */
  uint8_t block[SYMCRYPT_SHAKE128_BLOCK_SIZE];
};

struct symcrypt_shake256_ctx
{
  uint64_t state[25];
  unsigned index;
  int squeezing;
  uint8_t block[SYMCRYPT_SHAKE256_BLOCK_SIZE];
};

void symcrypt_shake128_init(struct symcrypt_shake128_ctx *ctx);
int symcrypt_shake128_update(struct symcrypt_shake128_ctx *ctx,
			     size_t length, const uint8_t *data);
void symcrypt_shake128_output(struct symcrypt_shake128_ctx *ctx,
			      size_t length, uint8_t *dst);
void symcrypt_shake128(size_t length, const uint8_t *data,
		       size_t out_length, uint8_t *out);

void symcrypt_shake256_init(struct symcrypt_shake256_ctx *ctx);
int symcrypt_shake256_update(struct symcrypt_shake256_ctx *ctx,
			     size_t length, const uint8_t *data);
void symcrypt_shake256_output(struct symcrypt_shake256_ctx *ctx,
			      size_t length, uint8_t *dst);
void symcrypt_shake256(size_t length, const uint8_t *data,
		       size_t out_length, uint8_t *out);

/* SHAKE over many messages, by the rules of symcrypt_sha3_256_many:
   the first OUT_LENGTH bytes of the output of message I (LENGTHS[I]
   bytes at MSGS[I]) go to OUTS + I * OUT_LENGTH.  OUT_LENGTH may be
   any size, 0 included (then OUTS may be NULL and nothing is written);
   N == 0 writes nothing, and the arrays may then be NULL.  NULL arrays
   with N > 0, a NULL message with a non-zero length, a NULL OUTS with
   a non-zero OUT_LENGTH (N == 0 included: the pair's rule), or N
   outputs larger than memory give SYMCRYPT_EINVAL and write nothing.
   Consecutive messages that end in the same block of the rate run side
   by side in one call where the library has many-state Keccak code
   (the matrix expansion and sampling of ML-KEM and ML-DSA: many inputs
   of one length, outputs of several blocks).  */
int symcrypt_shake128_many(size_t n, const uint8_t *const *msgs,
			   const size_t *lengths, size_t out_length,
			   uint8_t *outs);
int symcrypt_shake256_many(size_t n, const uint8_t *const *msgs,
			   const size_t *lengths, size_t out_length,
			   uint8_t *outs);

/* TurboSHAKE128 and TurboSHAKE256 (RFC 9861, 2): SHAKE's sponge on the
   12-round permutation Keccak-p[1600, 12], with a domain separation
   byte DOMAIN, which must be 0x01 to 0x7f (RFC 9861, 2.2; 0x1f is the
   default); init has no error to return, so any other value is a
   misuse whose output is no TurboSHAKE.  update and output follow the
   rules of SHAKE: output squeezes the next LENGTH bytes, so that any
   sequence of output calls gives the bytes of one long call; update
   after output has begun, or with a NULL DATA and a non-zero LENGTH,
   returns SYMCRYPT_EINVAL and changes nothing; init starts over.  */
#define SYMCRYPT_TURBOSHAKE128_BLOCK_SIZE 168
#define SYMCRYPT_TURBOSHAKE256_BLOCK_SIZE 136

struct symcrypt_turboshake128_ctx
{
  uint64_t state[25];
  unsigned index;		/* absorbing: bytes waiting in block;
				   squeezing: bytes of block given out */
  int squeezing;		/* 1 once output has begun */
  uint8_t domain;
  uint8_t block[SYMCRYPT_TURBOSHAKE128_BLOCK_SIZE];
};

struct symcrypt_turboshake256_ctx
{
  uint64_t state[25];
  unsigned index;
  int squeezing;
  uint8_t domain;
  uint8_t block[SYMCRYPT_TURBOSHAKE256_BLOCK_SIZE];
};

void symcrypt_turboshake128_init(struct symcrypt_turboshake128_ctx *ctx,
				 uint8_t domain);
int symcrypt_turboshake128_update(struct symcrypt_turboshake128_ctx *ctx,
				  size_t length, const uint8_t *data);
void symcrypt_turboshake128_output(struct symcrypt_turboshake128_ctx *ctx,
				   size_t length, uint8_t *dst);

void symcrypt_turboshake256_init(struct symcrypt_turboshake256_ctx *ctx,
				 uint8_t domain);
int symcrypt_turboshake256_update(struct symcrypt_turboshake256_ctx *ctx,
				  size_t length, const uint8_t *data);
void symcrypt_turboshake256_output(struct symcrypt_turboshake256_ctx *ctx,
				   size_t length, uint8_t *dst);

/* KT128 and KT256 (RFC 9861, 3), KangarooTwelve: an XOF on the
   TurboSHAKE of the same strength, whose input is cut in leaves of
   8192 bytes that the library hashes side by side where it has
   many-state Keccak code.  update absorbs the message M in any pieces
   (the bytes are those of one call); output takes the customization
   string C, which RFC 9861 appends to M, and squeezes the next LENGTH
   bytes, so that any sequence of output calls gives the bytes of one
   long call.  A second output call must pass the same C: the context
   keeps its length and C itself when it is 16 bytes or shorter, else
   16 bytes of a TurboSHAKE128 hash of it, and another string is
   SYMCRYPT_EINVAL, nothing written.  update after
   output has begun, or a NULL pointer with a non-zero length, is
   SYMCRYPT_EINVAL with nothing changed.  init starts over.  The
   one-shot functions write OUT_LENGTH bytes (0 allowed).  */
#define SYMCRYPT_KT_CUSTOM_CHECK_SIZE 16

/* Where a KT context is in its input (k12.c).  */
struct symcrypt_kt_progress
{
  uint64_t chunks;		/* 8192-byte chunks begun, the first too */
  size_t index;			/* bytes of the last chunk absorbed */
  uint64_t custom_length;	/* once output has begun: C's length */
  uint8_t custom_check[SYMCRYPT_KT_CUSTOM_CHECK_SIZE];	/* and C's hash */
  int squeezing;		/* 1 once output has begun */
};

struct symcrypt_kt128_ctx
{
  struct symcrypt_turboshake128_ctx final;	/* the final node */
  struct symcrypt_turboshake128_ctx leaf;	/* the leaf being read */
  struct symcrypt_kt_progress progress;
};

struct symcrypt_kt256_ctx
{
  struct symcrypt_turboshake256_ctx final;
  struct symcrypt_turboshake256_ctx leaf;
  struct symcrypt_kt_progress progress;
};

void symcrypt_kt128_init(struct symcrypt_kt128_ctx *ctx);
int symcrypt_kt128_update(struct symcrypt_kt128_ctx *ctx,
			  size_t length, const uint8_t *data);
int symcrypt_kt128_output(struct symcrypt_kt128_ctx *ctx,
			  size_t custom_length, const uint8_t *custom,
			  size_t length, uint8_t *dst);
int symcrypt_kt128(size_t custom_length, const uint8_t *custom,
		   size_t length, const uint8_t *data,
		   size_t out_length, uint8_t *out);

void symcrypt_kt256_init(struct symcrypt_kt256_ctx *ctx);
int symcrypt_kt256_update(struct symcrypt_kt256_ctx *ctx,
			  size_t length, const uint8_t *data);
int symcrypt_kt256_output(struct symcrypt_kt256_ctx *ctx,
			  size_t custom_length, const uint8_t *custom,
			  size_t length, uint8_t *dst);
int symcrypt_kt256(size_t custom_length, const uint8_t *custom,
		   size_t length, const uint8_t *data,
		   size_t out_length, uint8_t *out);

/* KMAC128 and KMAC256 (SP 800-185, 4.3): the OUT_LENGTH-byte MAC of
   the LENGTH bytes at DATA under the KEY_LENGTH-byte KEY (any length,
   0 allowed) with the customization string CUSTOM (may be empty).
   OUT_LENGTH == 0 is SYMCRYPT_EINVAL, nothing written.  */
int symcrypt_kmac128(size_t key_length, const uint8_t *key,
		     size_t custom_length, const uint8_t *custom,
		     size_t length, const uint8_t *data,
		     size_t out_length, uint8_t *out);
int symcrypt_kmac256(size_t key_length, const uint8_t *key,
		     size_t custom_length, const uint8_t *custom,
		     size_t length, const uint8_t *data,
		     size_t out_length, uint8_t *out);

/* cSHAKE128 and cSHAKE256 (SP 800-185, 3): CTX started for the
   function name NAME and the customization string CUSTOM (either or
   both may be empty; both empty is SHAKE itself), then fed with
   shake128_update (shake256_update) and read with shake128_output
   (shake256_output), under the rules of SHAKE; init starts a SHAKE
   context over.  */
void symcrypt_cshake128_init(struct symcrypt_shake128_ctx *ctx,
			     size_t name_length, const uint8_t *name,
			     size_t custom_length, const uint8_t *custom);
void symcrypt_cshake256_init(struct symcrypt_shake256_ctx *ctx,
			     size_t name_length, const uint8_t *name,
			     size_t custom_length, const uint8_t *custom);

/* KMACXOF128 and KMACXOF256 (SP 800-185, 4.3.1): KMAC's arguments and
   rules, with output of any length whose bytes do not depend on it
   (a shorter output is the start of a longer one).  */
int symcrypt_kmacxof128(size_t key_length, const uint8_t *key,
			size_t custom_length, const uint8_t *custom,
			size_t length, const uint8_t *data,
			size_t out_length, uint8_t *out);
int symcrypt_kmacxof256(size_t key_length, const uint8_t *key,
			size_t custom_length, const uint8_t *custom,
			size_t length, const uint8_t *data,
			size_t out_length, uint8_t *out);

/* TupleHash128 and TupleHash256 (SP 800-185, 5): the OUT_LENGTH-byte
   hash of the N strings ITEMS[i] of LENGTHS[i] bytes (N may be 0, any
   string empty), with the customization string CUSTOM; the _xof forms
   (5.3.1) give output of any length whose bytes do not depend on it.
   OUT_LENGTH == 0, or a NULL ITEMS, LENGTHS or item with a non-zero
   N or length, is SYMCRYPT_EINVAL, nothing written.  */
int symcrypt_tuplehash128(size_t n, const uint8_t *const *items,
			  const size_t *lengths,
			  size_t custom_length, const uint8_t *custom,
			  size_t out_length, uint8_t *out);
int symcrypt_tuplehash256(size_t n, const uint8_t *const *items,
			  const size_t *lengths,
			  size_t custom_length, const uint8_t *custom,
			  size_t out_length, uint8_t *out);
int symcrypt_tuplehash128_xof(size_t n, const uint8_t *const *items,
			      const size_t *lengths,
			      size_t custom_length, const uint8_t *custom,
			      size_t out_length, uint8_t *out);
int symcrypt_tuplehash256_xof(size_t n, const uint8_t *const *items,
			      const size_t *lengths,
			      size_t custom_length, const uint8_t *custom,
			      size_t out_length, uint8_t *out);

/* ParallelHash128 and ParallelHash256 (SP 800-185, 6): the
   OUT_LENGTH-byte hash of the LENGTH bytes at DATA, cut in blocks of
   BLOCK_SIZE bytes (the last one shorter), each hashed on its own (side
   by side where the library has many-state Keccak code), with the
   customization string CUSTOM; the _xof forms (6.3.1) give output of
   any length whose bytes do not depend on it.  BLOCK_SIZE == 0 or
   OUT_LENGTH == 0 is SYMCRYPT_EINVAL, nothing written.  */
int symcrypt_parallelhash128(size_t block_size, size_t length,
			     const uint8_t *data,
			     size_t custom_length, const uint8_t *custom,
			     size_t out_length, uint8_t *out);
int symcrypt_parallelhash256(size_t block_size, size_t length,
			     const uint8_t *data,
			     size_t custom_length, const uint8_t *custom,
			     size_t out_length, uint8_t *out);
int symcrypt_parallelhash128_xof(size_t block_size, size_t length,
				 const uint8_t *data,
				 size_t custom_length, const uint8_t *custom,
				 size_t out_length, uint8_t *out);
int symcrypt_parallelhash256_xof(size_t block_size, size_t length,
				 const uint8_t *data,
				 size_t custom_length, const uint8_t *custom,
				 size_t out_length, uint8_t *out);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_SHA3_H */
