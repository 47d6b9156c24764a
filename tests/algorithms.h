/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* algorithms.h -- every algorithm of the library as one call on a
   message, for the tests that compare whole outputs: threads-test
   (the same results from many threads at once) and outputs-test (the
   same results on every architecture as on x86_64).

   Each run takes a message of LENGTH bytes (at most
   TEST_ALG_MAX_LENGTH) and writes TEST_ALG_OUT bytes: a digest, a tag,
   or the output of a cipher folded into TEST_ALG_OUT bytes.  Keys and
   nonces are fixed.  test_algorithms_init must have been called once,
   before any run; after it every run is safe to call from any number
   of threads at once.  */
#ifndef SYMCRYPT_ALGORITHMS_H
#define SYMCRYPT_ALGORITHMS_H

#include <stddef.h>
#include <stdint.h>

#define TEST_ALG_OUT 64
#define TEST_ALG_MAX_LENGTH 4096

struct test_algorithm
{
  const char *name;
  void (*run)(size_t length, const uint8_t *msg, uint8_t *out);
};

extern const struct test_algorithm test_algorithms[];
extern const unsigned test_algorithms_count;

/* Fills the fixed keys, and MSG with TEST_ALG_MAX_LENGTH bytes of the
   fixed message.  */
void test_algorithms_init(uint8_t *msg);

#endif /* SYMCRYPT_ALGORITHMS_H */
