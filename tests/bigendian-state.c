/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* bigendian-state.c -- prints exported hash and HMAC states, and the
   digests of imported ones, so that tests/bigendian-test.sh can
   compare a big-endian host (aarch64_be under qemu) with this one: the
   portable states must be the same bytes on both.

   It runs without a C library on the big-endian side (the cross
   toolchain has only a little-endian one): _start, write and exit by
   system call, and the three string functions the library uses.  On
   the build machine it is an ordinary program.  */
#include <stddef.h>
#include <stdint.h>

#include <symcrypt/hmac.h>

#if defined(__aarch64__) && defined(__AARCH64EB__)

static long
sys3(long n, long a, long b, long c)
{
  register long x8 __asm__("x8") = n;
  register long x0 __asm__("x0") = a;
  register long x1 __asm__("x1") = b;
  register long x2 __asm__("x2") = c;
  __asm__ __volatile__ ("svc #0" : "+r" (x0) : "r" (x8), "r" (x1), "r" (x2)
			: "memory");
  return x0;
}

static void
put(const char *s, size_t n)
{
  sys3(64, 1, (long) s, (long) n);	/* write(1, s, n) */
}

static void
leave(int status)
{
  sys3(93, status, 0, 0);		/* exit(status) */
  for (;;)
    ;
}

void *
memcpy(void *dst, const void *src, size_t n)
{
  uint8_t *d = dst;
  const uint8_t *s = src;
  while (n--)
    *d++ = *s++;
  return dst;
}

void *
memset(void *dst, int c, size_t n)
{
  uint8_t *d = dst;
  while (n--)
    *d++ = (uint8_t) c;
  return dst;
}

int
memcmp(const void *a, const void *b, size_t n)
{
  const uint8_t *x = a, *y = b;
  for (; n--; x++, y++)
    if (*x != *y)
      return *x - *y;
  return 0;
}

#else

#include <stdlib.h>
#include <unistd.h>

static void
put(const char *s, size_t n)
{
  if (write(1, s, n) != (ssize_t) n)
    exit(1);
}

static void
leave(int status)
{
  exit(status);
}

#endif

static void
put_hex(const char *label, size_t n, const uint8_t *data)
{
  static const char digits[] = "0123456789abcdef";
  char line[2 * 400 + 1];
  size_t i, length = 0;
  while (label[length])
    length++;
  put(label, length);
  put(" ", 1);
  for (i = 0; i < n; i++)
    {
      line[2 * i] = digits[data[i] >> 4];
      line[2 * i + 1] = digits[data[i] & 15];
    }
  line[2 * n] = '\n';
  put(line, 2 * n + 1);
}

static uint8_t msg[300];

/* For hash NAME: the state after 200 bytes (a partial block for every
   block size), then the digest of the whole 300 bytes from an
   imported copy.  */
#define SHOW(name, UPPER) do {						\
    struct symcrypt_##name##_ctx h;					\
    struct symcrypt_hmac_##name##_ctx m;				\
    uint8_t s[SYMCRYPT_HMAC_##UPPER##_STATE_SIZE];			\
    uint8_t d[SYMCRYPT_##UPPER##_DIGEST_SIZE];				\
    symcrypt_##name##_init(&h);						\
    symcrypt_##name##_update(&h, 200, msg);				\
    if (symcrypt_##name##_export(&h, sizeof(s), s) != SYMCRYPT_OK	\
	|| symcrypt_##name##_import(&h, SYMCRYPT_##UPPER##_STATE_SIZE, s) \
	   != SYMCRYPT_OK)						\
      leave(1);								\
    put_hex(#name " state", SYMCRYPT_##UPPER##_STATE_SIZE, s);		\
    symcrypt_##name##_update(&h, 100, msg + 200);			\
    symcrypt_##name##_digest(&h, sizeof(d), d);				\
    put_hex(#name " digest", sizeof(d), d);				\
    symcrypt_hmac_##name##_set_key(&m, 20, msg + 7);			\
    symcrypt_hmac_##name##_update(&m, 200, msg);			\
    if (symcrypt_hmac_##name##_export(&m, sizeof(s), s) != SYMCRYPT_OK	\
	|| symcrypt_hmac_##name##_import(&m, sizeof(s), s) != SYMCRYPT_OK) \
      leave(1);								\
    put_hex("hmac_" #name " state", sizeof(s), s);			\
    symcrypt_hmac_##name##_update(&m, 100, msg + 200);			\
    symcrypt_hmac_##name##_digest(&m, sizeof(d), d);			\
    put_hex("hmac_" #name " digest", sizeof(d), d);			\
  } while (0)

static void
run(void)
{
  size_t i;
  for (i = 0; i < sizeof(msg); i++)
    msg[i] = (uint8_t) (i * 37 + 11);
  SHOW(md5, MD5);
  SHOW(sha1, SHA1);
  SHOW(sha224, SHA224);
  SHOW(sha256, SHA256);
  SHOW(sha384, SHA384);
  SHOW(sha512, SHA512);
  SHOW(sha512_224, SHA512_224);
  SHOW(sha512_256, SHA512_256);
}

#if defined(__aarch64__) && defined(__AARCH64EB__)
void
_start(void)
{
  run();
  leave(0);
}
#else
int
main(void)
{
  run();
  return 0;
}
#endif
