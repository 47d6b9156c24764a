/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* scrypt.c -- scrypt (RFC 7914, section 6; symcrypt/scrypt.h):
   B = PBKDF2-HMAC-SHA256(P, S, 1, 128 * R * P), each of its P blocks
   through ROMix (scrypt_romix, src/functions.def), then
   PBKDF2-HMAC-SHA256(P, B, 1, dkLen).

   The work area, aligned to 64 bytes, holds the table V (N blocks of
   128 * R bytes), two blocks of scratch for ROMix and B; or, to run
   ROMix two lanes at a time (scrypt_romix_x2, where it is assembly and
   P is 2 or more), two tables and four blocks of scratch, when the
   caller's area has room for them.  The area the function maps itself
   is the work size: the memory the manual promises a hash takes.  The
   blocks of B are converted in place between the bytes PBKDF2 reads
   and writes and the host-order words ROMix takes.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stdint.h>

#include <symcrypt/pbkdf2.h>
#include <symcrypt/scrypt.h>

#include "dispatch.h"
#include "lanes.h"
#include "macros.h"
#include "workmem.h"

/* Whether N, R and P are as RFC 7914 wants them: N a power of two
   greater than 1 and below 2^(128 * R / 8), R * P below 2^30.  */
static int
valid(uint64_t n, uint32_t r, uint32_t p)
{
  return n > 1 && (n & (n - 1)) == 0 && r > 0 && p > 0
    && (uint64_t) r * p < (uint64_t) 1 << 30
    && (r >= 4 || n < (uint64_t) 1 << (16 * r));
}

/* The bytes of the work area for ROMix in LANES lanes at a time (1 or
   2): LANES tables and twice as many blocks of scratch, the P blocks
   and 64 bytes to align the table; 0 when that does not fit a size_t.  */
static size_t
area_size(uint64_t n, uint32_t r, uint32_t p, unsigned lanes)
{
  uint64_t blocks;

  /* A table that fits leaves N below 2^57: the sum fits.  */
  if (n > SIZE_MAX / 128 / r)
    return 0;
  blocks = lanes * n + p + 2 * lanes;
  if (blocks > (SIZE_MAX - 64) / 128 / r)
    return 0;
  return (size_t) blocks * 128 * r + 64;
}

size_t
symcrypt_scrypt_work_size(uint64_t n, uint32_t r, uint32_t p)
{
  if (!valid(n, r, p))
    return 0;
  return area_size(n, r, p, 1);
}

/* The WORDS words at BLOCK from little-endian bytes to host order, or
   back: the same operation, nothing on a little-endian host.  */
static void
swap_words(uint32_t *block, size_t words)
{
  size_t i;
  for (i = 0; i < words; i++)
    block[i] = le_read_uint32((const uint8_t *) (block + i));
}

int
symcrypt_scrypt(size_t pwd_length, const uint8_t *pwd,
		size_t salt_length, const uint8_t *salt,
		uint64_t n, uint32_t r, uint32_t p,
		void *work, size_t work_size,
		size_t out_length, uint8_t *out)
{
  size_t need = symcrypt_scrypt_work_size(n, r, p);
  size_t words = (size_t) 32 * r, i, used = need;
  unsigned lanes = 1;
  uint8_t *mapped = NULL, *base;
  uint32_t *v, *t, *b;
  int rc;

  /* PBKDF2-HMAC-SHA256 gives at most 2^32 - 1 blocks of 32 bytes; the
     test is never true where size_t has 32 bits.  */
  if (need == 0 || out_length == 0
      || (out_length - 1) / 32 >= 0xffffffff
      || BAD_PAIR(pwd_length, pwd) || BAD_PAIR(salt_length, salt)
      || BAD_PAIR(out_length, out)
      || (work != NULL && work_size < need))
    return SYMCRYPT_EINVAL;

  if (work == NULL)
    {
      mapped = _symcrypt_work_map(need);
      if (mapped == NULL)
	return SYMCRYPT_ENOMEM;
      work = mapped;
    }
  /* Two lanes where their code is assembly (a C twin's lanes run one
     after the other, for twice the memory) and the caller's area has
     room for them; one otherwise.  */
  else if (p >= 2 && _symcrypt_lanes_choose(SYMCRYPT_FN_scrypt_romix, p) == 2)
    {
      size_t pair = area_size(n, r, p, 2);
      if (pair != 0 && work_size >= pair)
	{
	  lanes = 2;
	  used = pair;
	}
    }

  base = (uint8_t *) work + (-(uintptr_t) work & 63);
  v = (uint32_t *) base;
  t = v + lanes * words * n;
  b = t + 2 * lanes * words;

  rc = symcrypt_pbkdf2_hmac_sha256(pwd_length, pwd, 1, salt_length, salt,
				   words * 4 * p, (uint8_t *) b);
  if (rc == SYMCRYPT_OK)
    {
      swap_words(b, words * p);
      for (i = 0; lanes == 2 && i + 2 <= p; i += 2)
	_symcrypt_scrypt_romix_x2(b + i * words, v, t, (size_t) n, r);
      for (; i < p; i++)
	_symcrypt_scrypt_romix(b + i * words, v, t, (size_t) n, r);
      swap_words(b, words * p);
      rc = symcrypt_pbkdf2_hmac_sha256(pwd_length, pwd, 1,
				       words * 4 * p, (uint8_t *) b,
				       out_length, out);
    }

  /* Every block of the area derives from the password (V_0 is B, one
     PBKDF2 iteration away from it).  */
  if (mapped)
    _symcrypt_work_unmap(mapped, used);
  else
    _symcrypt_wipe(base, used - 64);
  return rc;
}
