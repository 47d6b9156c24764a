/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* md5-test.c -- MD5: the RFC 1321 test suite, chunking, bad digest
   lengths, and every compression variant against the C twin.  */
#include "testhash.h"

TEST_HASH_DEFINE(md5, MD5);
TEST_COMPRESS_DEFINE(md5_compress, uint32_t, 4, 64)

void
test_main(void)
{
  struct symcrypt_md5_ctx ctx;

  memset(&ctx, 0, sizeof(ctx));	/* compared whole, padding too */
  symcrypt_md5_init(&ctx);
  /* RFC 1321, appendix A.5.  */
  test_hash_message(&md5_test_hash, &ctx, SDATA(""),
		    SHEX("d41d8cd98f00b204e9800998ecf8427e"));
  test_hash_message(&md5_test_hash, &ctx, SDATA("a"),
		    SHEX("0cc175b9c0f1b6a831c399e269772661"));
  test_hash_message(&md5_test_hash, &ctx, SDATA("abc"),
		    SHEX("900150983cd24fb0d6963f7d28e17f72"));
  test_hash_message(&md5_test_hash, &ctx, SDATA("message digest"),
		    SHEX("f96b697d7cb7938d525a2f31aaf161d0"));
  test_hash_message(&md5_test_hash, &ctx,
		    SDATA("abcdefghijklmnopqrstuvwxyz"),
		    SHEX("c3fcd3d76192e4007dfb496cca67e13b"));
  test_hash_message(&md5_test_hash, &ctx,
		    SDATA("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
			  "0123456789"),
		    SHEX("d174ab98d277d9f5a5611c2c9f419d9f"));
  test_hash_message(&md5_test_hash, &ctx,
		    SDATA("1234567890123456789012345678901234567890"
			  "1234567890123456789012345678901234567890"),
		    SHEX("57edf4a22be3c955ac49da2e2107b67a"));

  test_hash_chunking(&md5_test_hash, &ctx);
  test_hash_bad_length(&md5_test_hash, &ctx);
  test_md5_compress_variants();
}
