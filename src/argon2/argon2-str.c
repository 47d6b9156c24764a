/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* argon2-str.c -- Argon2's PHC strings (the format of the P-H-C
   reference implementation and libsodium):

     $argon2id$v=19$m=65536,t=3,p=4$<salt>$<hash>

   the salt and the hash in base64 (RFC 4648, 4, the standard
   alphabet) without padding.  The reader is strict: one string for
   one hash, every field present once and in this order, decimal
   numbers without signs or leading zeros, base64 without padding and
   with zero bits after the last byte, nothing after the hash.  It
   checks the costs against the caller's limit before the hash maps
   any memory.  The stored hash is what an offline search needs: the
   reader decodes it by masks, without a branch or a memory index on
   its characters; only their number, the string's length, is
   public.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stdio.h>
#include <string.h>

#include "argon2-internal.h"
#include "macros.h"

/* The hash of the strings _str writes.  */
#define STR_HASH_SIZE 32
/* The longest salt and hash a string may hold, so that the reader
   decodes them into arrays of its own.  */
#define STR_FIELD_MAX 256

static const char *const type_names[] = { "argon2d", "argon2i", "argon2id" };

/* The characters of LENGTH bytes in base64 without padding.  */
static size_t
b64_length(size_t length)
{
  return length / 3 * 4 + (length % 3 ? length % 3 + 1 : 0);
}

/* The base64 character of the 6-bit value X (A-Z, a-z, 0-9, '+',
   '/'), by arithmetic: the characters of a hash index no table and
   take no branch.  (K - X) >> 8 has its low 24 bits set when X > K
   and is 0 otherwise.  */
static char
b64_char(uint32_t x)
{
  uint32_t c = x + 'A';

  c += ((25 - x) >> 8) & ('a' - 'A' - 26);
  c -= ((51 - x) >> 8) & ('a' + 26 - '0');
  c -= ((61 - x) >> 8) & ('0' + 10 - '+');
  c += ((62 - x) >> 8) & ('/' - '+' - 1);
  return (char) c;
}

static char *
b64_encode(char *dst, size_t length, const uint8_t *src)
{
  uint32_t acc = 0;
  unsigned bits = 0;
  size_t i;

  for (i = 0; i < length; i++)
    {
      acc = acc << 8 | src[i];
      bits += 8;
      while (bits >= 6)
	{
	  bits -= 6;
	  *dst++ = b64_char((acc >> bits) & 63);
	}
    }
  if (bits)
    *dst++ = b64_char((acc << (6 - bits)) & 63);
  return dst;
}

/* All ones when LOW <= C <= HIGH, else 0 (C, LOW and HIGH below
   2^31): C - LOW or HIGH - C has its top bit set outside the range.  */
static uint32_t
range_mask(uint32_t c, uint32_t low, uint32_t high)
{
  return (((c - low) | (high - c)) >> 31) - 1;
}

/* The value of base64 character C from the masks of its ranges,
   without a branch or a table; bits set in *BAD when C is not of the
   alphabet.  */
static uint32_t
b64_value(uint32_t c, uint32_t *bad)
{
  uint32_t upper = range_mask(c, 'A', 'Z');
  uint32_t lower = range_mask(c, 'a', 'z');
  uint32_t digit = range_mask(c, '0', '9');
  uint32_t plus = range_mask(c, '+', '+');
  uint32_t slash = range_mask(c, '/', '/');

  *bad |= ~(upper | lower | digit | plus | slash);
  return (upper & (c - 'A')) | (lower & (c - 'a' + 26))
    | (digit & (c - '0' + 52)) | (plus & 62) | (slash & 63);
}

/* Decodes the LENGTH characters at SRC (LENGTH not 1 mod 4) into
   LENGTH * 3 / 4 bytes at DST, taking no branch and indexing no
   memory by their values (the stored hash is secret; the salt takes
   the same path): 0 when every character is of the alphabet and the
   bits after the last byte are 0, otherwise not 0, for the caller to
   check once.  */
static uint32_t
b64_decode(uint8_t *dst, size_t length, const char *src)
{
  uint32_t acc = 0, bad = 0;
  unsigned bits = 0;
  size_t i;

  for (i = 0; i < length; i++)
    {
      acc = (acc << 6 | b64_value((unsigned char) src[i], &bad))
	& 0xfff;
      bits += 6;
      /* BITS follows the position alone.  */
      if (bits >= 8)
	{
	  bits -= 8;
	  *dst++ = (uint8_t) (acc >> bits);
	}
    }
  return bad | (acc & ((1u << bits) - 1));
}

/* Decodes the base64 field of CHARS characters at SRC into DST: its
   bytes, or 0 when it is not whole bytes of at least MIN and at most
   STR_FIELD_MAX.  Only CHARS, the field's length, is public.  */
static size_t
read_field(uint8_t *dst, size_t chars, const char *src, size_t min)
{
  size_t length = chars * 3 / 4;

  if (chars % 4 == 1 || length < min || length > STR_FIELD_MAX
      || b64_decode(dst, chars, src))
    return 0;
  return length;
}

/* Reads the decimal number at *S, advancing *S: 0 for no digits, a
   leading zero, or a number above 2^32 - 1.  */
static uint32_t
read_decimal(const char **s)
{
  const char *p = *s;
  uint64_t x = 0;

  if (*p < '1' || *p > '9')
    return 0;
  for (; *p >= '0' && *p <= '9'; p++)
    {
      x = 10 * x + (uint64_t) (*p - '0');
      if (x > 0xffffffff)
	return 0;
    }
  *s = p;
  return (uint32_t) x;
}

/* Whether *S starts with PREFIX; if so, *S moves past it.  */
static int
skip(const char **s, const char *prefix)
{
  size_t n = strlen(prefix);
  if (strncmp(*s, prefix, n))
    return 0;
  *s += n;
  return 1;
}

static int
argon2_str(enum argon2_type type, const struct symcrypt_argon2_params *p,
	   size_t pwd_length, const uint8_t *pwd,
	   size_t salt_length, const uint8_t *salt,
	   size_t str_size, char *str)
{
  uint8_t hash[STR_HASH_SIZE];
  char head[64];
  size_t head_length, length;
  char *end;
  int rc;

  if (!p || p->secret_length || p->ad_length || !str
      || !salt || salt_length < 8 || salt_length > STR_FIELD_MAX)
    return SYMCRYPT_EINVAL;
  head_length = (size_t) snprintf(head, sizeof(head),
				  "$%s$v=%u$m=%lu,t=%lu,p=%lu$",
				  type_names[type], ARGON2_VERSION,
				  (unsigned long) p->m_cost,
				  (unsigned long) p->t_cost,
				  (unsigned long) p->parallelism);
  length = head_length + b64_length(salt_length) + 1
    + b64_length(STR_HASH_SIZE);
  if (str_size < length + 1)
    return SYMCRYPT_EINVAL;
  rc = _symcrypt_argon2_hash(type, p, pwd_length, pwd, salt_length, salt,
			     NULL, 0, sizeof(hash), hash);
  if (rc != SYMCRYPT_OK)
    return rc;
  memcpy(str, head, head_length);
  end = b64_encode(str + head_length, salt_length, salt);
  *end++ = '$';
  end = b64_encode(end, sizeof(hash), hash);
  *end = '\0';
  _symcrypt_wipe(hash, sizeof(hash));
  return SYMCRYPT_OK;
}

int
symcrypt_argon2id_str(const struct symcrypt_argon2_params *p,
		      size_t pwd_length, const uint8_t *pwd,
		      size_t salt_length, const uint8_t *salt,
		      size_t str_size, char *str)
{
  return argon2_str(ARGON2_ID, p, pwd_length, pwd, salt_length, salt,
		    str_size, str);
}

int
symcrypt_argon2i_str(const struct symcrypt_argon2_params *p,
		     size_t pwd_length, const uint8_t *pwd,
		     size_t salt_length, const uint8_t *salt,
		     size_t str_size, char *str)
{
  return argon2_str(ARGON2_I, p, pwd_length, pwd, salt_length, salt,
		    str_size, str);
}

int
symcrypt_argon2d_str(const struct symcrypt_argon2_params *p,
		     size_t pwd_length, const uint8_t *pwd,
		     size_t salt_length, const uint8_t *salt,
		     size_t str_size, char *str)
{
  return argon2_str(ARGON2_D, p, pwd_length, pwd, salt_length, salt,
		    str_size, str);
}

int
symcrypt_argon2_str_verify(const char *str,
			   size_t pwd_length, const uint8_t *pwd,
			   size_t max_work_size, uint32_t threads)
{
  struct symcrypt_argon2_params p = { 0, 0, 0, 0, NULL, 0, NULL, 0 };
  uint8_t salt[STR_FIELD_MAX], hash[STR_FIELD_MAX], mine[STR_FIELD_MAX];
  size_t salt_length, hash_length, work_size;
  const char *salt_end;
  enum argon2_type type;
  int rc;

  if (!str || (!pwd && pwd_length))
    return SYMCRYPT_EINVAL;
  /* "$argon2i$" is a prefix of no other type's name with its '$'.  */
  if (skip(&str, "$argon2id$"))
    type = ARGON2_ID;
  else if (skip(&str, "$argon2i$"))
    type = ARGON2_I;
  else if (skip(&str, "$argon2d$"))
    type = ARGON2_D;
  else
    return SYMCRYPT_EINVAL;
  if (!skip(&str, "v=19$m=") || !(p.m_cost = read_decimal(&str))
      || !skip(&str, ",t=") || !(p.t_cost = read_decimal(&str))
      || !skip(&str, ",p=") || !(p.parallelism = read_decimal(&str))
      || !skip(&str, "$") || !(salt_end = strchr(str, '$'))
      || !(salt_length = read_field(salt, (size_t) (salt_end - str), str, 8)))
    return SYMCRYPT_EINVAL;
  /* The hash is the rest of the string.  */
  str = salt_end + 1;
  if (!(hash_length = read_field(hash, strlen(str), str, 4)))
    return SYMCRYPT_EINVAL;
  p.threads = threads;
  work_size = symcrypt_argon2_work_size(&p);
  if (!work_size || work_size > max_work_size)
    return SYMCRYPT_EINVAL;
  rc = _symcrypt_argon2_hash(type, &p, pwd_length, pwd, salt_length, salt,
			     NULL, 0, hash_length, mine);
  if (rc == SYMCRYPT_OK)
    rc = _symcrypt_memeql_code(mine, hash, hash_length);
  _symcrypt_wipe(mine, hash_length);
  return rc;
}
