/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* testutils.c -- helpers shared by the test programs.  */
#include "testutils.h"
/* TESTUTILS_INSTALLED: built against the installed library
   (debian/tests/installed-library), which exports none of cpu.h.  */
#ifndef TESTUTILS_INSTALLED
#include "cpu.h"
#endif

#include <stdarg.h>

int test_verbose;

static void *
xmalloc(size_t size)
{
  void *p = malloc(size ? size : 1);
  if (!p)
    {
      fprintf(stderr, "out of memory\n");
      exit(99);
    }
  return p;
}

static int
hex_digit(char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

static struct tstring *all_tstrings;

static struct tstring *
tstring_alloc(size_t length)
{
  struct tstring *s = xmalloc(sizeof(*s) + length);
  s->next = all_tstrings;
  s->length = length;
  all_tstrings = s;
  return s;
}

const struct tstring *
tstring_hex(const char *hex)
{
  struct tstring *s = tstring_alloc(strlen(hex) / 2);
  int high = -1;

  s->length = 0;
  for (; *hex; hex++)
    {
      int d = hex_digit(*hex);
      if (d < 0)
	{
	  if (*hex == ' ' || *hex == '\n' || *hex == '\t')
	    continue;
	  fprintf(stderr, "bad hex digit '%c' in test data\n", *hex);
	  exit(99);
	}
      if (high < 0)
	high = d;
      else
	{
	  s->data[s->length++] = (uint8_t) (high << 4 | d);
	  high = -1;
	}
    }
  if (high >= 0)
    {
      fprintf(stderr, "odd number of hex digits in test data\n");
      exit(99);
    }
  return s;
}

const struct tstring *
tstring_text(const char *text)
{
  size_t length = strlen(text);
  struct tstring *s = tstring_alloc(length);
  memcpy(s->data, text, length);
  return s;
}

void
print_hex(size_t length, const uint8_t *data)
{
  size_t i;
  for (i = 0; i < length; i++)
    {
      if (i && i % 32 == 0)
	fprintf(stderr, "\n  ");
      fprintf(stderr, "%02x", data[i]);
    }
  fprintf(stderr, "\n");
}

void
test_fail(const char *file, int line, const char *fmt, ...)
{
  va_list ap;
  fprintf(stderr, "%s:%d: FAIL: ", file, line);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fprintf(stderr, "\n");
  exit(1);
}

void
assert_bytes(const char *file, int line, const char *what,
	     size_t length, const uint8_t *got, const uint8_t *expected)
{
  size_t i;
  if (memcmp(got, expected, length) == 0)
    return;
  for (i = 0; got[i] == expected[i]; i++)
    ;
  fprintf(stderr, "%s:%d: FAIL: %s: %zu bytes differ from offset %zu\n",
	  file, line, what, length, i);
  fprintf(stderr, "  got:      ");
  print_hex(length, got);
  fprintf(stderr, "  expected: ");
  print_hex(length, expected);
  exit(1);
}

static uint64_t rand_state;

uint64_t
test_rand(void)
{
  if (!rand_state)
    {
      const char *seed = getenv("SYMCRYPT_TEST_SEED");
      rand_state = seed ? strtoull(seed, NULL, 0) : 0;
      if (!rand_state)
	rand_state = 0x9e3779b97f4a7c15ULL;
    }
  rand_state ^= rand_state >> 12;
  rand_state ^= rand_state << 25;
  rand_state ^= rand_state >> 27;
  return rand_state * 0x2545f4914f6cdd1dULL;
}

size_t
test_rand_below(size_t bound)
{
  return (size_t) (test_rand() % bound);
}

void
test_rand_fill(size_t length, uint8_t *data)
{
  size_t i;
  for (i = 0; i < length; i++)
    data[i] = (uint8_t) (test_rand() >> 56);
}

FILE *
test_open_data(const char *name, char *path, size_t size)
{
  const char *srcdir = getenv("srcdir");
  FILE *f;
  snprintf(path, size, "%s/tests/%s", srcdir ? srcdir : ".", name);
  f = fopen(path, "r");
  if (!f)
    FAIL("cannot open %s", path);
  return f;
}

int
test_short(void)
{
  static int short_run = -1;
  if (short_run < 0)
    short_run = getenv("SYMCRYPT_TEST_SHORT") != NULL;
  return short_run;
}

int
test_later_pass(void)
{
  static int later = -1;
  if (later < 0)
    later = getenv("SYMCRYPT_TEST_LATER_PASS") != NULL;
  return later;
}

unsigned
test_trials(unsigned n)
{
  if (!test_short() || n <= 2)
    return n;
  return n / 4 < 2 ? 2 : n / 4;
}

/* Layout of a guarded buffer: a header recording the block and the
   length, GUARD bytes, the usable bytes, GUARD bytes.  */
#define GUARD 16
#define GUARD_BYTE 0xa5
#define FILL_BYTE 0x5a

struct buf_header
{
  uint8_t *block;
  size_t length;
};

uint8_t *
test_buf_alloc(size_t length, unsigned align)
{
  size_t before = sizeof(struct buf_header) + GUARD + 64;
  uint8_t *block = xmalloc(before + 64 + length + GUARD);
  uintptr_t start = ((uintptr_t) block + before) & ~(uintptr_t) 63;
  uint8_t *buf = (uint8_t *) start + align % 64;
  struct buf_header header = { block, length };

  memcpy(buf - GUARD - sizeof(header), &header, sizeof(header));
  memset(buf - GUARD, GUARD_BYTE, GUARD);
  memset(buf, FILL_BYTE, length);
  memset(buf + length, GUARD_BYTE, GUARD);
  return buf;
}

void
test_buf_check(const uint8_t *buf)
{
  struct buf_header header;
  size_t i;

  memcpy(&header, buf - GUARD - sizeof(header), sizeof(header));
  for (i = 0; i < GUARD; i++)
    {
      if (buf[-1 - (ptrdiff_t) i] != GUARD_BYTE)
	FAIL("guard byte %zu before a %zu-byte buffer was overwritten",
	     i + 1, header.length);
      if (buf[header.length + i] != GUARD_BYTE)
	FAIL("guard byte %zu after a %zu-byte buffer was overwritten",
	     i + 1, header.length);
    }
}

void
test_buf_free(uint8_t *buf)
{
  struct buf_header header;
  test_buf_check(buf);
  memcpy(&header, buf - GUARD - sizeof(header), sizeof(header));
  free(header.block);
}

/* The fuzz targets use these helpers with libFuzzer's main.  */
#ifndef TESTUTILS_NO_MAIN
#ifndef TESTUTILS_INSTALLED
/* Names of SYMCRYPT_FAT_OVERRIDE and SYMCRYPT_FAT_MODEL the library
   ignores, said on standard error: the test would run other code than
   its caller meant.  (Against the installed library the tests cannot
   see cpu.h; the library itself says them under
   SYMCRYPT_FAT_VERBOSE=1.)  */
static void
report_unknown_names(void)
{
  const char *list = getenv("SYMCRYPT_FAT_OVERRIDE");
  const char *model = getenv("SYMCRYPT_FAT_MODEL");
  const char *unknown;
  size_t length;

  while (list && (unknown = _symcrypt_cpu_unknown_feature(list, &length)))
    {
      fprintf(stderr, "warning: SYMCRYPT_FAT_OVERRIDE: unknown feature"
	      " '%.*s', ignored by the library\n", (int) length, unknown);
      list = unknown + length + (unknown[length] == ',');
    }
  if (model && _symcrypt_cpu_model_find(model) < 0)
    fprintf(stderr, "warning: SYMCRYPT_FAT_MODEL: unknown model '%s',"
	    " ignored by the library\n", model);
}
#endif

int
main(int argc, char **argv)
{
  (void) argc;
  (void) argv;
  test_verbose = getenv("SYMCRYPT_TEST_VERBOSE") != NULL;
#ifndef TESTUTILS_INSTALLED
  report_unknown_names();
#endif
  test_main();
  while (all_tstrings)
    {
      struct tstring *next = all_tstrings->next;
      free(all_tstrings);
      all_tstrings = next;
    }
  return 0;
}
#endif /* !TESTUTILS_NO_MAIN */
