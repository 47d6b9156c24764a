/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* scrypt.h -- the scrypt password-based key derivation function (RFC
   7914): PBKDF2-HMAC-SHA256 around P runs of ROMix, each of which
   writes and then reads at password-dependent places N blocks of 128 *
   R bytes, so that the memory it takes, 128 * R * N bytes, is the cost
   of each guess.

   The parameters: N a power of two greater than 1 and below 2^(16 * R)
   (RFC 7914, section 2), R and P at least 1 with R * P < 2^30, an
   output of 1 to (2^32 - 1) * 32 bytes.  Anything else is
   SYMCRYPT_EINVAL, with nothing written.

   ROMix reads its table at addresses that depend on the password, as
   the function's definition says: on a machine shared with an
   attacker, the cache lines it touches tell about the password (the
   manual, node "scrypt").

   Pointers: PWD and SALT may be NULL only when their length is 0; OUT
   is OUT_LENGTH bytes.  */
#ifndef SYMCRYPT_SCRYPT_H
#define SYMCRYPT_SCRYPT_H

#include <symcrypt/common.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The bytes of work memory symcrypt_scrypt needs for N, R and P: 128
   * R * (N + P + 2) for the table, the P blocks and two blocks of
   scratch, and 64 more to align the table; 0 when the parameters are
   not valid or the size does not fit a size_t.  */
size_t symcrypt_scrypt_work_size(uint64_t n, uint32_t r, uint32_t p);

/* scrypt of the PWD_LENGTH bytes at PWD and the SALT_LENGTH bytes at
   SALT with cost N, block size R and parallelism P, OUT_LENGTH bytes to
   OUT.  WORK is WORK_SIZE bytes of any alignment, at least
   symcrypt_scrypt_work_size(N, R, P), else SYMCRYPT_EINVAL; the
   function zeroes what it used of it before it returns.  With WORK NULL
   (WORK_SIZE is then not read) the function maps the memory itself and
   wipes it before it gives it back; SYMCRYPT_ENOMEM if the system has
   none to give.  */
int symcrypt_scrypt(size_t pwd_length, const uint8_t *pwd,
		    size_t salt_length, const uint8_t *salt,
		    uint64_t n, uint32_t r, uint32_t p,
		    void *work, size_t work_size,
		    size_t out_length, uint8_t *out);

#ifdef __cplusplus
}
#endif

#endif /* SYMCRYPT_SCRYPT_H */
