/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* argon2.h -- the memory-hard password hashes Argon2id, Argon2i and
   Argon2d (RFC 9106, version 0x13), raw and as PHC strings
   ($argon2id$v=19$m=65536,t=3,p=4$salt$hash).

   Limits (RFC 9106, 3.1): T_COST >= 1; PARALLELISM 1 .. 2^24 - 1;
   M_COST (KiB) >= 8 * PARALLELISM (rounded down to a multiple of
   4 * PARALLELISM, as the RFC does); salt 8 .. 2^32 - 1 bytes,
   output 4 .. 2^32 - 1 bytes, password, secret and associated data
   at most 2^32 - 1 bytes.  Anything else is SYMCRYPT_EINVAL with
   nothing written.

   WORK is the memory the hash fills: WORK_SIZE bytes, at least
   symcrypt_argon2_work_size (any alignment), else SYMCRYPT_EINVAL.
   With WORK NULL the function maps its own and unmaps it before it
   returns (SYMCRYPT_ENOMEM if the system has none).  Either way the
   area is zeroed before the function returns: the blocks in it are
   derived from the password.

   THREADS > 1 runs the lanes (PARALLELISM of them) on up to that many
   threads (at most 256), the caller's among them; 0 or 1 starts none.  The output
   does not depend on THREADS.  If the system refuses a thread, its
   lanes run on the caller's.

   Pointers: P and OUT never NULL; PWD, SALT, the secret and the
   associated data may be NULL only with a length of 0.  */
#ifndef SYMCRYPT_ARGON2_H
#define SYMCRYPT_ARGON2_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

struct symcrypt_argon2_params
{
  uint32_t t_cost;		/* passes over the memory, >= 1 */
  uint32_t m_cost;		/* memory in KiB */
  uint32_t parallelism;		/* lanes */
  uint32_t threads;		/* 0 or 1: the caller's thread only */
  const uint8_t *secret;	/* RFC 9106's K, may be empty */
  size_t secret_length;
  const uint8_t *ad;		/* RFC 9106's X, may be empty */
  size_t ad_length;
};

/* The bytes of work memory the hash with parameters P needs; 0 when
   P's costs are out of range or the memory does not fit a size_t.  */
size_t symcrypt_argon2_work_size(const struct symcrypt_argon2_params *p);

int symcrypt_argon2id(const struct symcrypt_argon2_params *p,
		      size_t pwd_length, const uint8_t *pwd,
		      size_t salt_length, const uint8_t *salt,
		      void *work, size_t work_size,
		      size_t out_length, uint8_t *out);
int symcrypt_argon2i(const struct symcrypt_argon2_params *p,
		     size_t pwd_length, const uint8_t *pwd,
		     size_t salt_length, const uint8_t *salt,
		     void *work, size_t work_size,
		     size_t out_length, uint8_t *out);
int symcrypt_argon2d(const struct symcrypt_argon2_params *p,
		     size_t pwd_length, const uint8_t *pwd,
		     size_t salt_length, const uint8_t *salt,
		     void *work, size_t work_size,
		     size_t out_length, uint8_t *out);

/* The PHC string of the 32-byte hash of PWD under SALT, written with
   its terminating NUL to STR: "$argon2id$v=19$m=M,t=T,p=P$" followed
   by the salt and the hash in base64 without padding.  The memory is
   the function's own (as with WORK NULL).  A string has no room for
   a secret or associated data, which symcrypt_argon2_str_verify could
   not know: P's must be empty.  SYMCRYPT_EINVAL, with nothing
   written, when STR_SIZE is less than the string's length plus 1.  */
int symcrypt_argon2id_str(const struct symcrypt_argon2_params *p,
			  size_t pwd_length, const uint8_t *pwd,
			  size_t salt_length, const uint8_t *salt,
			  size_t str_size, char *str);
int symcrypt_argon2i_str(const struct symcrypt_argon2_params *p,
			 size_t pwd_length, const uint8_t *pwd,
			 size_t salt_length, const uint8_t *salt,
			 size_t str_size, char *str);
int symcrypt_argon2d_str(const struct symcrypt_argon2_params *p,
			 size_t pwd_length, const uint8_t *pwd,
			 size_t salt_length, const uint8_t *salt,
			 size_t str_size, char *str);

/* Checks PWD against STR, a NUL-terminated PHC string of Argon2id,
   Argon2i or Argon2d, version 19, as the _str functions write it
   (salts of 8 to 256 bytes and hashes of 4 to 256 bytes, the
   parameters in the order m, t, p, decimal without leading zeros).
   SYMCRYPT_OK if the password hashes to the string's hash (compared
   in constant time), SYMCRYPT_EAUTH if not; SYMCRYPT_EINVAL, before
   any memory is mapped, for a string that is not such a string or
   whose work memory (symcrypt_argon2_work_size) would exceed
   MAX_WORK_SIZE; SYMCRYPT_ENOMEM if the system has no memory.
   THREADS as in the parameters.  */
int symcrypt_argon2_str_verify(const char *str,
			       size_t pwd_length, const uint8_t *pwd,
			       size_t max_work_size, uint32_t threads);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_ARGON2_H */
