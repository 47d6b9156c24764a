/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* symcrypt.h -- error codes, version and implementation introspection;
   includes every other public header.  */
#ifndef SYMCRYPT_SYMCRYPT_H
#define SYMCRYPT_SYMCRYPT_H

#include <symcrypt/common.h>
#include <symcrypt/arcfour.h>
#include <symcrypt/chacha.h>
#include <symcrypt/salsa20.h>
#include <symcrypt/poly1305.h>
#include <symcrypt/chacha-poly1305.h>
#include <symcrypt/secretbox.h>
#include <symcrypt/md5.h>
#include <symcrypt/sha1.h>
#include <symcrypt/sha2.h>
#include <symcrypt/sha3.h>
#include <symcrypt/hmac.h>
#include <symcrypt/pbkdf2.h>
#include <symcrypt/hkdf.h>
#include <symcrypt/tzhash.h>
#include <symcrypt/blake3.h>
#include <symcrypt/memops.h>
#include <symcrypt/blake2.h>
#include <symcrypt/aes.h>
#include <symcrypt/gcm.h>
#include <symcrypt/aes-modes.h>
#include <symcrypt/siphash.h>
#include <symcrypt/random.h>
#include <symcrypt/secretstream.h>
#include <symcrypt/argon2.h>
#include <symcrypt/aegis.h>
#include <symcrypt/scrypt.h>

#endif /* SYMCRYPT_SYMCRYPT_H */
