/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* md5.h -- the MD5 hash (RFC 1321).

   MD5 is broken for collision resistance; it is here for protocols
   and data that need it (and for HMAC-MD5), not for new designs.

   Pointers: the functions here that return void take each pointer of a
   (length, pointer) pair as valid memory of that length; it may be NULL
   only when the length is 0.  Those that return an error code refuse a
   NULL pointer with a non-zero length with SYMCRYPT_EINVAL, writing
   nothing (symcrypt/common.h).  */
#ifndef SYMCRYPT_MD5_H
#define SYMCRYPT_MD5_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCRYPT_MD5_DIGEST_SIZE 16
#define SYMCRYPT_MD5_BLOCK_SIZE 64
/* The exported state: 13 bytes of header and counts, the chaining
   words, one block.  */
#define SYMCRYPT_MD5_STATE_SIZE (13 + 16 + 64)

struct symcrypt_md5_ctx
{
  uint32_t state[4];		/* chaining words */
  uint64_t count;		/* blocks compressed */
  unsigned index;		/* bytes waiting in block */
  uint8_t block[SYMCRYPT_MD5_BLOCK_SIZE];
};

void symcrypt_md5_init(struct symcrypt_md5_ctx *ctx);

void symcrypt_md5_update(struct symcrypt_md5_ctx *ctx,
			 size_t length, const uint8_t *data);

/* Writes the first LENGTH bytes of the digest and re-initializes CTX.
   Returns SYMCRYPT_EINVAL, writing nothing and leaving CTX as it was,
   unless 1 <= LENGTH <= SYMCRYPT_MD5_DIGEST_SIZE.  */
int symcrypt_md5_digest(struct symcrypt_md5_ctx *ctx,
			size_t length, uint8_t *digest);

/* Portable states (since 1.1): export writes the state of CTX, a
   message hashed so far, as a byte string of exactly
   SYMCRYPT_<HASH>_STATE_SIZE bytes that does not depend on the host's
   byte order or word size, and returns SYMCRYPT_OK; it returns
   SYMCRYPT_EINVAL, writing nothing, if LENGTH is less than that size.
   import makes CTX the context that exported SRC, so that hashing goes
   on with identical results in another process or on another host; it
   returns SYMCRYPT_EINVAL, leaving CTX as it was, unless LENGTH is the
   state size and SRC is a well-formed state of this hash and of this
   format version.  The format is in the manual (Portable states).  */
int symcrypt_md5_export(const struct symcrypt_md5_ctx *ctx,
			size_t length, uint8_t *dst);
int symcrypt_md5_import(struct symcrypt_md5_ctx *ctx,
			size_t length, const uint8_t *src);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_MD5_H */
