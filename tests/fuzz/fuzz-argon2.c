/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* fuzz-argon2.c -- Argon2's PHC string reader: symcrypt_argon2_str_verify
   on strings from the input, and on strings the library wrote (small
   costs and salts from the input) with one character replaced, against
   a reader of the format written here from its definition (the manual,
   "Argon2"): the library must refuse exactly the strings that reader
   refuses, or that ask for more memory than the limit, and otherwise
   answer SYMCRYPT_OK for the password that made the string and
   SYMCRYPT_EAUTH for another.  */
#include "fuzz.h"

#include <symcrypt/argon2.h>

/* The memory a string may ask for: 64 KiB, a few ms a hash.  */
#define LIMIT (64 * 1024 + 64)
#define MAX_STR 900

static int
b64_digit(int c)
{
  const char *a
    = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const char *p = c ? strchr(a, c) : NULL;
  return p ? (int) (p - a) : -1;
}

/* The bytes of the base64 field at *S up to a character not of the
   alphabet, advancing *S; -1 for a field no writer makes (a length of
   1 mod 4, bits left that are not 0) or longer than 256 bytes.  */
static long
ref_b64(const char **s)
{
  const char *p = *s;
  size_t n = 0;
  while (b64_digit(*p) >= 0)
    p++, n++;
  if (n % 4 == 1)
    return -1;
  /* The last character's low bits beyond the bytes.  */
  if (n % 4 == 2 && (b64_digit(p[-1]) & 15))
    return -1;
  if (n % 4 == 3 && (b64_digit(p[-1]) & 3))
    return -1;
  if (n / 4 * 3 + (n % 4 ? n % 4 - 1 : 0) > 256)
    return -1;
  *s = p;
  return (long) (n / 4 * 3 + (n % 4 ? n % 4 - 1 : 0));
}

/* A decimal of 1 .. 2^32 - 1 without a leading zero, or 0.  */
static uint64_t
ref_decimal(const char **s)
{
  const char *p = *s;
  uint64_t x = 0;
  if (*p < '1' || *p > '9')
    return 0;
  while (*p >= '0' && *p <= '9' && x <= 0xffffffff)
    x = 10 * x + (uint64_t) (*p++ - '0');
  if (x > 0xffffffff)
    return 0;
  *s = p;
  return x;
}

/* Whether the reference reader takes STR, and the memory and passes
   it asks for.  */
static int
ref_read(const char *s, uint64_t *memory, uint64_t *passes)
{
  uint64_t m, t, p, blocks;
  long salt, hash;
  if (!strncmp(s, "$argon2id$", 10))
    s += 10;
  else if (!strncmp(s, "$argon2i$", 9) || !strncmp(s, "$argon2d$", 9))
    s += 9;
  else
    return 0;
  if (strncmp(s, "v=19$m=", 7))
    return 0;
  s += 7;
  if (!(m = ref_decimal(&s)) || strncmp(s, ",t=", 3))
    return 0;
  s += 3;
  if (!(t = ref_decimal(&s)) || strncmp(s, ",p=", 3))
    return 0;
  s += 3;
  if (!(p = ref_decimal(&s)) || *s++ != '$')
    return 0;
  if ((salt = ref_b64(&s)) < 8 || *s++ != '$')
    return 0;
  if ((hash = ref_b64(&s)) < 4 || *s)
    return 0;
  if (p > 0xffffff || m < 8 * p)
    return 0;
  blocks = m / (4 * p) * 4 * p;
  *memory = blocks * 1024 + 64;
  *passes = t;
  return 1;
}

static void
check(const char *str, size_t pwd_length, const uint8_t *pwd, int made)
{
  uint64_t memory = 0, passes = 0;
  int valid = ref_read(str, &memory, &passes) && memory <= LIMIT;
  int rc;

  /* The limit bounds the memory, not the passes: a valid string of
     many passes would take the fuzzer's time.  */
  if (valid && passes > 4)
    return;
  rc = symcrypt_argon2_str_verify(str, pwd_length, pwd, LIMIT,
				  (uint32_t) (pwd_length % 3));
  if (!valid)
    {
      if (rc != SYMCRYPT_EINVAL)
	FAIL("accepted %s (%d)", str, rc);
      return;
    }
  if (rc != SYMCRYPT_OK && rc != SYMCRYPT_EAUTH)
    FAIL("refused %s (%d)", str, rc);
  if (made && rc != SYMCRYPT_OK)
    FAIL("refused its own password: %s", str);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  struct input in = { data, size };
  char str[MAX_STR + 1];
  uint8_t pwd[8] = "password", salt[32];
  unsigned type = take(&in, 4);

  if (type == 3)
    {
      /* The input as a string.  */
      size_t n = in.left < MAX_STR ? in.left : MAX_STR;
      memcpy(str, in.data, n);
      str[n] = '\0';
      check(str, sizeof(pwd), pwd, 0);
      return 0;
    }
  {
    static int (*const make[3])(const struct symcrypt_argon2_params *,
				size_t, const uint8_t *, size_t,
				const uint8_t *, size_t, char *) = {
      symcrypt_argon2d_str, symcrypt_argon2i_str, symcrypt_argon2id_str
    };
    struct symcrypt_argon2_params p = { 0, 0, 0, 0, NULL, 0, NULL, 0 };
    size_t salt_length = 8 + take(&in, 25), at, i;
    char c;

    p.parallelism = 1 + take(&in, 3);
    p.m_cost = 8 * p.parallelism + take(&in, 40);
    p.t_cost = 1 + take(&in, 2);
    for (i = 0; i < salt_length; i++)
      salt[i] = (uint8_t) take(&in, 256);
    ASSERT_RC(make[type](&p, sizeof(pwd), pwd, salt_length, salt,
			 sizeof(str), str), SYMCRYPT_OK);
    check(str, sizeof(pwd), pwd, 1);
    check(str, sizeof(pwd) - 1, pwd, 0);
    /* One character replaced (by NUL too, which cuts the string).  */
    at = take(&in, (unsigned) strlen(str));
    c = (char) take(&in, 128);
    if (str[at] != c)
      {
	str[at] = c;
	check(str, sizeof(pwd), pwd, 0);
      }
  }
  return 0;
}
