/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* sha1-test.c -- SHA-1: the FIPS 180-4 examples, chunking, bad digest
   lengths, and every compression variant against the C twin.  */
#include "testhash.h"

TEST_HASH_DEFINE(sha1, SHA1);
TEST_COMPRESS_DEFINE(sha1_compress, uint32_t, 5, 64)
TEST_LAST_DEFINE(sha1_last, struct symcrypt_sha1_ctx)

void
test_main(void)
{
  struct symcrypt_sha1_ctx ctx;

  memset(&ctx, 0, sizeof(ctx));	/* compared whole, padding too */
  symcrypt_sha1_init(&ctx);
  /* The examples of NIST's FIPS 180-4 "Examples with intermediate
     values" (SHA1.pdf, SHA1_2.pdf), and the empty message.  */
  test_hash_message(&sha1_test_hash, &ctx, SDATA(""),
		    SHEX("da39a3ee 5e6b4b0d 3255bfef 95601890 afd80709"));
  test_hash_message(&sha1_test_hash, &ctx, SDATA("abc"),
		    SHEX("a9993e36 4706816a ba3e2571 7850c26c 9cd0d89d"));
  test_hash_message(&sha1_test_hash, &ctx,
		    SDATA("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
		    SHEX("84983e44 1c3bd26e baae4aa1 f95129e5 e54670f1"));
  test_hash_message(&sha1_test_hash, &ctx,
		    SDATA("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmn"
			  "hijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"),
		    SHEX("a49b2446 a02c645b f419f995 b6709125 3a04a259"));
  /* One million 'a' (FIPS 180-2, appendix A.3).  */
  test_hash_repeated(&sha1_test_hash, &ctx, 1000000, 'a',
		     SHEX("34aa973c d4c4daa4 f61eeb2b dbad2731 6534016f"));

  test_hash_chunking(&sha1_test_hash, &ctx);
  test_hash_bad_length(&sha1_test_hash, &ctx);
  test_sha1_compress_variants();
  test_sha1_last_variants();
}
