/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* hmac.h -- HMAC (RFC 2104) over MD5, SHA-1 and SHA-2 (SHA-224,
   SHA-256, SHA-384, SHA-512, SHA-512/224 and SHA-512/256).

   set_key absorbs the key, padded with ipad and opad, into the inner
   and outer hash states once and keeps both chaining states in the
   context.  digest finishes the inner hash, runs the outer hash from
   its saved state and restores the keyed inner state, so the context
   is at once ready for the next message with the same key and neither
   key block is hashed again.  Any key length is allowed; a key longer
   than the hash's block is hashed first (RFC 2104).

   digest writes the first LENGTH bytes of the MAC; it returns
   SYMCRYPT_EINVAL, writing nothing and leaving CTX as it was, unless
   1 <= LENGTH <= the digest size.  The one-shot functions
   symcrypt_hmac_<hash> write the whole MAC and return SYMCRYPT_OK.

   verify computes the first LENGTH bytes of the MAC as digest does and
   compares them in constant time with the LENGTH bytes at TAG (a
   received, possibly truncated MAC): SYMCRYPT_OK if equal, else
   SYMCRYPT_EAUTH; either way the context is ready for the next message
   with the same key, as after digest.  LENGTH outside 1..digest size
   is SYMCRYPT_EINVAL, with CTX left as it was.

   The contexts hold key-equivalent state: wipe them after use.

   Pointers: the functions here that return void take each pointer of a
   (length, pointer) pair as valid memory of that length; it may be NULL
   only when the length is 0.  Those that return an error code refuse a
   NULL pointer with a non-zero length with SYMCRYPT_EINVAL, writing
   nothing (symcrypt/common.h).  */
#ifndef SYMCRYPT_HMAC_H
#define SYMCRYPT_HMAC_H

#include <symcrypt/common.h>
#include <symcrypt/md5.h>
#include <symcrypt/sha1.h>
#include <symcrypt/sha2.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The exported HMAC states (since 1.1): the hash's state size and the
   keyed inner and outer chaining words.  */
#define SYMCRYPT_HMAC_MD5_STATE_SIZE (SYMCRYPT_MD5_STATE_SIZE + 2 * 16)
#define SYMCRYPT_HMAC_SHA1_STATE_SIZE (SYMCRYPT_SHA1_STATE_SIZE + 2 * 20)
#define SYMCRYPT_HMAC_SHA224_STATE_SIZE (SYMCRYPT_SHA224_STATE_SIZE + 2 * 32)
#define SYMCRYPT_HMAC_SHA256_STATE_SIZE (SYMCRYPT_SHA256_STATE_SIZE + 2 * 32)
#define SYMCRYPT_HMAC_SHA384_STATE_SIZE (SYMCRYPT_SHA384_STATE_SIZE + 2 * 64)
#define SYMCRYPT_HMAC_SHA512_STATE_SIZE (SYMCRYPT_SHA512_STATE_SIZE + 2 * 64)
#define SYMCRYPT_HMAC_SHA512_224_STATE_SIZE (SYMCRYPT_SHA512_224_STATE_SIZE + 2 * 64)
#define SYMCRYPT_HMAC_SHA512_256_STATE_SIZE (SYMCRYPT_SHA512_256_STATE_SIZE + 2 * 64)

/* Each context: the hash of the current message, and the chaining
   states after the key block XOR ipad (inner) and XOR opad (outer).  */

struct symcrypt_hmac_md5_ctx
{
  struct symcrypt_md5_ctx hash;
  uint32_t inner[4];
  uint32_t outer[4];
};

struct symcrypt_hmac_sha1_ctx
{
  struct symcrypt_sha1_ctx hash;
  uint32_t inner[5];
  uint32_t outer[5];
};

struct symcrypt_hmac_sha224_ctx
{
  struct symcrypt_sha224_ctx hash;
  uint32_t inner[8];
  uint32_t outer[8];
};

struct symcrypt_hmac_sha256_ctx
{
  struct symcrypt_sha256_ctx hash;
  uint32_t inner[8];
  uint32_t outer[8];
};

struct symcrypt_hmac_sha384_ctx
{
  struct symcrypt_sha384_ctx hash;
  uint64_t inner[8];
  uint64_t outer[8];
};

struct symcrypt_hmac_sha512_ctx
{
  struct symcrypt_sha512_ctx hash;
  uint64_t inner[8];
  uint64_t outer[8];
};

struct symcrypt_hmac_sha512_224_ctx
{
  struct symcrypt_sha512_224_ctx hash;
  uint64_t inner[8];
  uint64_t outer[8];
};

struct symcrypt_hmac_sha512_256_ctx
{
  struct symcrypt_sha512_256_ctx hash;
  uint64_t inner[8];
  uint64_t outer[8];
};

void symcrypt_hmac_md5_set_key(struct symcrypt_hmac_md5_ctx *ctx,
			       size_t key_length, const uint8_t *key);
void symcrypt_hmac_md5_update(struct symcrypt_hmac_md5_ctx *ctx,
			      size_t length, const uint8_t *data);
int symcrypt_hmac_md5_digest(struct symcrypt_hmac_md5_ctx *ctx,
			     size_t length, uint8_t *digest);
int symcrypt_hmac_md5_verify(struct symcrypt_hmac_md5_ctx *ctx,
			     size_t length, const uint8_t *tag);
int symcrypt_hmac_md5(size_t key_length, const uint8_t *key,
		      size_t length, const uint8_t *data, uint8_t *digest);

void symcrypt_hmac_sha1_set_key(struct symcrypt_hmac_sha1_ctx *ctx,
				size_t key_length, const uint8_t *key);
void symcrypt_hmac_sha1_update(struct symcrypt_hmac_sha1_ctx *ctx,
			       size_t length, const uint8_t *data);
int symcrypt_hmac_sha1_digest(struct symcrypt_hmac_sha1_ctx *ctx,
			      size_t length, uint8_t *digest);
int symcrypt_hmac_sha1_verify(struct symcrypt_hmac_sha1_ctx *ctx,
			      size_t length, const uint8_t *tag);
int symcrypt_hmac_sha1(size_t key_length, const uint8_t *key,
		       size_t length, const uint8_t *data, uint8_t *digest);

void symcrypt_hmac_sha224_set_key(struct symcrypt_hmac_sha224_ctx *ctx,
				  size_t key_length, const uint8_t *key);
void symcrypt_hmac_sha224_update(struct symcrypt_hmac_sha224_ctx *ctx,
				 size_t length, const uint8_t *data);
int symcrypt_hmac_sha224_digest(struct symcrypt_hmac_sha224_ctx *ctx,
				size_t length, uint8_t *digest);
int symcrypt_hmac_sha224_verify(struct symcrypt_hmac_sha224_ctx *ctx,
				size_t length, const uint8_t *tag);
int symcrypt_hmac_sha224(size_t key_length, const uint8_t *key,
			 size_t length, const uint8_t *data, uint8_t *digest);

void symcrypt_hmac_sha256_set_key(struct symcrypt_hmac_sha256_ctx *ctx,
				  size_t key_length, const uint8_t *key);
void symcrypt_hmac_sha256_update(struct symcrypt_hmac_sha256_ctx *ctx,
				 size_t length, const uint8_t *data);
int symcrypt_hmac_sha256_digest(struct symcrypt_hmac_sha256_ctx *ctx,
				size_t length, uint8_t *digest);
int symcrypt_hmac_sha256_verify(struct symcrypt_hmac_sha256_ctx *ctx,
				size_t length, const uint8_t *tag);
int symcrypt_hmac_sha256(size_t key_length, const uint8_t *key,
			 size_t length, const uint8_t *data, uint8_t *digest);

void symcrypt_hmac_sha384_set_key(struct symcrypt_hmac_sha384_ctx *ctx,
				  size_t key_length, const uint8_t *key);
void symcrypt_hmac_sha384_update(struct symcrypt_hmac_sha384_ctx *ctx,
				 size_t length, const uint8_t *data);
int symcrypt_hmac_sha384_digest(struct symcrypt_hmac_sha384_ctx *ctx,
				size_t length, uint8_t *digest);
int symcrypt_hmac_sha384_verify(struct symcrypt_hmac_sha384_ctx *ctx,
				size_t length, const uint8_t *tag);
int symcrypt_hmac_sha384(size_t key_length, const uint8_t *key,
			 size_t length, const uint8_t *data, uint8_t *digest);

void symcrypt_hmac_sha512_set_key(struct symcrypt_hmac_sha512_ctx *ctx,
				  size_t key_length, const uint8_t *key);
void symcrypt_hmac_sha512_update(struct symcrypt_hmac_sha512_ctx *ctx,
				 size_t length, const uint8_t *data);
int symcrypt_hmac_sha512_digest(struct symcrypt_hmac_sha512_ctx *ctx,
				size_t length, uint8_t *digest);
int symcrypt_hmac_sha512_verify(struct symcrypt_hmac_sha512_ctx *ctx,
				size_t length, const uint8_t *tag);
int symcrypt_hmac_sha512(size_t key_length, const uint8_t *key,
			 size_t length, const uint8_t *data, uint8_t *digest);

void symcrypt_hmac_sha512_224_set_key(struct symcrypt_hmac_sha512_224_ctx *ctx,
				      size_t key_length, const uint8_t *key);
void symcrypt_hmac_sha512_224_update(struct symcrypt_hmac_sha512_224_ctx *ctx,
				     size_t length, const uint8_t *data);
int symcrypt_hmac_sha512_224_digest(struct symcrypt_hmac_sha512_224_ctx *ctx,
				    size_t length, uint8_t *digest);
int symcrypt_hmac_sha512_224(size_t key_length, const uint8_t *key,
			     size_t length, const uint8_t *data,
			     uint8_t *digest);
int symcrypt_hmac_sha512_224_verify(struct symcrypt_hmac_sha512_224_ctx *ctx,
				    size_t length, const uint8_t *tag);

void symcrypt_hmac_sha512_256_set_key(struct symcrypt_hmac_sha512_256_ctx *ctx,
				      size_t key_length, const uint8_t *key);
void symcrypt_hmac_sha512_256_update(struct symcrypt_hmac_sha512_256_ctx *ctx,
				     size_t length, const uint8_t *data);
int symcrypt_hmac_sha512_256_digest(struct symcrypt_hmac_sha512_256_ctx *ctx,
				    size_t length, uint8_t *digest);
int symcrypt_hmac_sha512_256(size_t key_length, const uint8_t *key,
			     size_t length, const uint8_t *data,
			     uint8_t *digest);
int symcrypt_hmac_sha512_256_verify(struct symcrypt_hmac_sha512_256_ctx *ctx,
				    size_t length, const uint8_t *tag);

/* Portable states (since 1.1): export writes the keyed state of CTX,
   the inner and outer states of its key and the message so far, as a
   byte string of exactly SYMCRYPT_HMAC_<HASH>_STATE_SIZE bytes that
   does not depend on the host, and returns SYMCRYPT_OK; SYMCRYPT_EINVAL,
   writing nothing, if LENGTH is less than that.  import makes CTX the
   context that exported SRC: SYMCRYPT_EINVAL, leaving CTX as it was,
   unless LENGTH is the state size and SRC a well-formed HMAC state of
   this hash.  An exported state is as secret as the key: anyone who
   holds it can compute MACs under that key (though not recover it).  */
int symcrypt_hmac_md5_export(const struct symcrypt_hmac_md5_ctx *ctx,
			     size_t length, uint8_t *dst);
int symcrypt_hmac_md5_import(struct symcrypt_hmac_md5_ctx *ctx,
			     size_t length, const uint8_t *src);
int symcrypt_hmac_sha1_export(const struct symcrypt_hmac_sha1_ctx *ctx,
			      size_t length, uint8_t *dst);
int symcrypt_hmac_sha1_import(struct symcrypt_hmac_sha1_ctx *ctx,
			      size_t length, const uint8_t *src);
int symcrypt_hmac_sha224_export(const struct symcrypt_hmac_sha224_ctx *ctx,
				size_t length, uint8_t *dst);
int symcrypt_hmac_sha224_import(struct symcrypt_hmac_sha224_ctx *ctx,
				size_t length, const uint8_t *src);
int symcrypt_hmac_sha256_export(const struct symcrypt_hmac_sha256_ctx *ctx,
				size_t length, uint8_t *dst);
int symcrypt_hmac_sha256_import(struct symcrypt_hmac_sha256_ctx *ctx,
				size_t length, const uint8_t *src);
int symcrypt_hmac_sha384_export(const struct symcrypt_hmac_sha384_ctx *ctx,
				size_t length, uint8_t *dst);
int symcrypt_hmac_sha384_import(struct symcrypt_hmac_sha384_ctx *ctx,
				size_t length, const uint8_t *src);
int symcrypt_hmac_sha512_export(const struct symcrypt_hmac_sha512_ctx *ctx,
				size_t length, uint8_t *dst);
int symcrypt_hmac_sha512_import(struct symcrypt_hmac_sha512_ctx *ctx,
				size_t length, const uint8_t *src);
int symcrypt_hmac_sha512_224_export(const struct symcrypt_hmac_sha512_224_ctx *ctx,
				    size_t length, uint8_t *dst);
int symcrypt_hmac_sha512_224_import(struct symcrypt_hmac_sha512_224_ctx *ctx,
				    size_t length, const uint8_t *src);
int symcrypt_hmac_sha512_256_export(const struct symcrypt_hmac_sha512_256_ctx *ctx,
				    size_t length, uint8_t *dst);
int symcrypt_hmac_sha512_256_import(struct symcrypt_hmac_sha512_256_ctx *ctx,
				    size_t length, const uint8_t *src);

/* Many messages under one key at once (since 1.2): KEY is a context
   after set_key (messages may have been MACed with it since); its keyed
   states are read, never changed, so one key context can serve many
   threads.  Message I is the LENGTHS[I] bytes at MSGS[I] (any length,
   0 allowed); the first TAG_LENGTH bytes of its MAC go to TAGS + I *
   TAG_LENGTH, equal to what digest gives.  N == 0 does nothing and
   returns SYMCRYPT_OK; NULL arrays with N > 0, a NULL message with a
   non-zero length, or TAG_LENGTH outside 1..SYMCRYPT_<HASH>_DIGEST_SIZE
   give SYMCRYPT_EINVAL and write nothing.  TAGS must not overlap the
   messages.  */
int symcrypt_hmac_sha1_many(const struct symcrypt_hmac_sha1_ctx *key,
			    size_t n, const uint8_t *const *msgs,
			    const size_t *lengths,
			    size_t tag_length, uint8_t *tags);
int symcrypt_hmac_sha224_many(const struct symcrypt_hmac_sha224_ctx *key,
			      size_t n, const uint8_t *const *msgs,
			      const size_t *lengths,
			      size_t tag_length, uint8_t *tags);
int symcrypt_hmac_sha256_many(const struct symcrypt_hmac_sha256_ctx *key,
			      size_t n, const uint8_t *const *msgs,
			      const size_t *lengths,
			      size_t tag_length, uint8_t *tags);
int symcrypt_hmac_sha384_many(const struct symcrypt_hmac_sha384_ctx *key,
			      size_t n, const uint8_t *const *msgs,
			      const size_t *lengths,
			      size_t tag_length, uint8_t *tags);
int symcrypt_hmac_sha512_many(const struct symcrypt_hmac_sha512_ctx *key,
			      size_t n, const uint8_t *const *msgs,
			      const size_t *lengths,
			      size_t tag_length, uint8_t *tags);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_HMAC_H */
