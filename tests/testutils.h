/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* testutils.h -- helpers shared by the test programs.

   Each test program defines test_main(); main() in testutils.c calls it
   and exits 0 when it returns.  A failed check prints what it compared
   and exits 1; SKIP() exits 77, which automake counts as skipped.  */
#ifndef SYMCRYPT_TESTUTILS_H
#define SYMCRYPT_TESTUTILS_H

#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <symcrypt/symcrypt.h>

void test_main(void);

/* Nonzero when the environment sets SYMCRYPT_TEST_VERBOSE.  */
extern int test_verbose;

/* A byte string decoded from hex (or copied from text).  All are freed
   when test_main returns.  */
struct tstring
{
  struct tstring *next;
  size_t length;
  uint8_t data[];
};

/* Decodes hex digits, ignoring spaces and newlines.  */
const struct tstring *tstring_hex(const char *hex);
/* Copies a C string without its terminating NUL.  */
const struct tstring *tstring_text(const char *text);
#define SHEX(x) (tstring_hex(x))
#define SDATA(x) (tstring_text(x))

void print_hex(size_t length, const uint8_t *data);

/* Abort-free failure reporting.  */
void test_fail(const char *file, int line, const char *fmt, ...)
  __attribute__((format(printf, 3, 4), noreturn));

#define ASSERT(cond) do {						\
    if (!(cond))							\
      test_fail(__FILE__, __LINE__, "assertion failed: %s", #cond);	\
  } while (0)

#define FAIL(...) test_fail(__FILE__, __LINE__, __VA_ARGS__)

#define SKIP() exit(77)

/* Compares LENGTH bytes; on mismatch prints WHAT, both values and the
   first differing offset, then fails.  */
#define ASSERT_BYTES(what, length, got, expected)			\
  assert_bytes(__FILE__, __LINE__, (what), (length), (got), (expected))
void assert_bytes(const char *file, int line, const char *what,
		  size_t length, const uint8_t *got, const uint8_t *expected);

/* Checks that an int-returning call gave the expected code.  */
#define ASSERT_RC(call, expected) do {					\
    int assert_rc_ = (call);						\
    if (assert_rc_ != (expected))					\
      test_fail(__FILE__, __LINE__, "%s returned %d (%s), expected %d",	\
		#call, assert_rc_, symcrypt_strerror(assert_rc_), (expected)); \
  } while (0)

/* Deterministic pseudo-random data (xorshift64*), seeded from
   SYMCRYPT_TEST_SEED or a fixed value, so a failure can be replayed.  */
uint64_t test_rand(void);
/* Uniform in 0..bound-1, bound > 0.  */
size_t test_rand_below(size_t bound);
void test_rand_fill(size_t length, uint8_t *data);

/* The short run, under SYMCRYPT_TEST_SHORT (scripts/test-all.sh sets
   it where the tests run under valgrind or qemu; the native passes run
   in full): the longest tests try fewer of their random cases, every
   path and variant still taken.  test_trials(N) is N, or in the short
   run a quarter of N (at least 2, the fixed first case and a random
   one, where N is 2 or more).  */
int test_short(void);
unsigned test_trials(unsigned n);

/* A later pass, under SYMCRYPT_TEST_LATER_PASS (scripts/test-all.sh
   sets it on the passes of a stage after its first, each another
   override or model row of the same build, runner and CPU): what does
   not depend on the override or the row, every variant called
   directly (FOR_EACH_VARIANT lists the CPU's, whatever is chosen),
   ran in the first pass, and a test may leave it out.  */
int test_later_pass(void);

/* The data file tests/NAME of the source tree ($srcdir, "." without
   it), opened for reading, its path written into PATH (SIZE bytes) for
   the caller's messages; the test fails if it cannot be opened.  */
FILE *test_open_data(const char *name, char *path, size_t size);

/* Guarded buffers: LENGTH usable bytes at ALIGN bytes past a 64-byte
   boundary, with guard bytes on both sides.  The usable bytes start as
   a fill pattern.  test_buf_check fails if a guard byte changed.  */
uint8_t *test_buf_alloc(size_t length, unsigned align);
void test_buf_check(const uint8_t *buf);
void test_buf_free(uint8_t *buf);

#endif /* SYMCRYPT_TESTUTILS_H */
