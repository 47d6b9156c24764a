/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* fuzz.h -- what every libFuzzer target here shares: the test helpers,
   the entry point's prototype, and the reader that turns the fuzzer's
   bytes into the target's choices.  */
#ifndef SYMCRYPT_FUZZ_H
#define SYMCRYPT_FUZZ_H

#include "../testutils.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The bytes of one input not yet used.  */
struct input
{
  const uint8_t *data;
  size_t left;
};

/* The next two bytes (little-endian) modulo BOUND, which must be at
   least 1; 0 once fewer than two bytes are left, so that every input,
   however short, is a complete run.  */
static inline unsigned
take(struct input *in, unsigned bound)
{
  unsigned v = 0;
  if (in->left >= 2)
    {
      v = in->data[0] | in->data[1] << 8;
      in->data += 2;
      in->left -= 2;
    }
  return v % bound;
}

#endif /* SYMCRYPT_FUZZ_H */
