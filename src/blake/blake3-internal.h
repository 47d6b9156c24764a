/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* blake3-internal.h -- what the BLAKE3 files share: the flags, the IV
   and the parameters of blake3_hash_many.  */
#ifndef SYMCRYPT_BLAKE3_INTERNAL_H
#define SYMCRYPT_BLAKE3_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

/* The domain flags (the BLAKE3 specification, table 3).  */
#define BLAKE3_CHUNK_START (1u << 0)
#define BLAKE3_CHUNK_END (1u << 1)
#define BLAKE3_PARENT (1u << 2)
#define BLAKE3_ROOT (1u << 3)
#define BLAKE3_KEYED_HASH (1u << 4)
#define BLAKE3_DERIVE_KEY_CONTEXT (1u << 5)
#define BLAKE3_DERIVE_KEY_MATERIAL (1u << 6)

/* blake3_hash_many's FLAGS: the flags of every block, those added to
   the first and to the last block of each input, and whether input i
   has counter + i.  */
#define BLAKE3_MANY_FLAGS(all, first, last, increment)			\
  ((unsigned) (all) | ((unsigned) (first) << 8)			\
   | ((unsigned) (last) << 16) | ((increment) ? 1u << 24 : 0u))

/* The IV: SHA-256's (the specification, table 1).  */
extern const uint32_t _symcrypt_blake3_iv[8];

/* A node's last compression, kept whole: the root's, or any node's
   before its chaining value is taken.  */
struct blake3_node
{
  uint32_t cv[8];		/* the input chaining value */
  uint8_t block[64];		/* the block, zero-padded */
  uint32_t tail[4];		/* counter low and high, length, flags */
};

/* The last node of the chunk of LENGTH bytes (0..1024) at DATA, with
   chunk counter COUNTER, key words KEY and the mode's FLAGS: its whole
   blocks but the last compressed, the last (1..64 bytes, or none for
   the empty input) kept for the node's compression.  */
void _symcrypt_blake3_chunk_node(struct blake3_node *node,
				 const uint32_t *key, uint32_t flags,
				 const uint8_t *data, size_t length,
				 uint64_t counter);

/* Bytes OFFSET .. OFFSET + LENGTH - 1 of the output of ROOT (its ROOT
   flag is added here) to DST.  */
void _symcrypt_blake3_root_output(const struct blake3_node *root,
				  uint64_t offset, size_t length,
				  uint8_t *dst);

/* An input hashed as subtrees apart (symcrypt-sum's threads inside
   one file): cut it into pieces of one size, a power of two of chunks
   up to BLAKE3_SUBTREE_MAX bytes, the last piece no longer; each piece
   is a subtree of the input's tree.  */
#define BLAKE3_SUBTREE_MAX (4u << 20)

struct symcrypt_blake3_ctx;

/* The chaining value (never the root's) of the piece of LENGTH bytes
   (1 .. BLAKE3_SUBTREE_MAX) at DATA whose first chunk is chunk number
   COUNTER of the input (a multiple of the pieces' chunk count), under
   the key and mode of MODE (as an init function left it), to CV
   (32 bytes).  */
void _symcrypt_blake3_subtree(const struct symcrypt_blake3_ctx *mode,
			      uint64_t counter, size_t length,
			      const uint8_t *data, uint8_t *cv);

/* The first LENGTH output bytes of the input whose N (2 or more)
   pieces have the chaining values at CVS (32 bytes each, in order),
   under the key and mode of MODE, to OUT.  CVS is overwritten.  */
void _symcrypt_blake3_join(const struct symcrypt_blake3_ctx *mode,
			   size_t n, uint8_t *cvs, size_t length,
			   uint8_t *out);

#endif /* SYMCRYPT_BLAKE3_INTERNAL_H */
