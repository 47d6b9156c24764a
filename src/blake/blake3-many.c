/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* blake3-many.c -- symcrypt_blake3_many: the hashes of many
   independent messages.

   A message of one chunk (up to 1024 bytes) is one chain of blocks,
   and messages with the same number of whole blocks go through
   hash_many together, one per lane.  A message of k whole blocks
   (64 k bytes, k = 1..16) is all of it there: its last block carries
   the chunk's end and the root flag, and the chaining value is the
   digest.  A message of k whole blocks and a partial one (k = 1..15)
   has its whole blocks done there and its last block compressed
   alone.  Messages wait in a group per kind until LANES of them are
   there, so that one pass over the lengths fills the lanes whatever
   the order.  Messages of 2 to TREE_CHUNKS chunks wait in a group of
   their own, whose trees are built side by side: chunk j of every
   message in one hash_many call (the counter is j for all of them),
   a partial last chunk one block after the other, then each level of
   parents of all the trees in one call.  Messages of fewer than 64
   bytes, or longer, are hashed one at a time.  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/blake3.h>

#include "blake3-internal.h"
#include "dispatch.h"
#include "macros.h"

#define CHUNK SYMCRYPT_BLAKE3_CHUNK_SIZE
#define LANES 16		/* the widest hash_many */
#define MAX_BLOCKS (CHUNK / 64)
/* The longest messages whose trees are built side by side, in
   chunks, and how many such messages at once.  */
#define TREE_CHUNKS 16
#define TREES LANES

struct group
{
  unsigned count;
  const uint8_t *msgs[LANES];
  size_t index[LANES];
};

/* Hashes the messages of GROUP, each BLOCKS whole blocks then (unless
   EXACT) its partial last block.  */
static void
flush(struct group *group, size_t blocks, int exact,
      const size_t *lengths, uint8_t *digests)
{
  uint8_t cvs[LANES * 32];
  uint32_t kc[10];
  unsigned i, j;

  if (group->count == 0)
    return;
  memcpy(kc, _symcrypt_blake3_iv, 32);
  kc[8] = kc[9] = 0;
  _symcrypt_blake3_hash_many(cvs, group->msgs, group->count, blocks, kc,
			     BLAKE3_MANY_FLAGS(0, BLAKE3_CHUNK_START,
					       exact ? BLAKE3_CHUNK_END | BLAKE3_ROOT : 0,
					       0));
  for (i = 0; i < group->count; i++)
    {
      uint8_t *digest = digests + 32 * group->index[i];
      if (exact)
	memcpy(digest, cvs + 32 * i, 32);
      else
	{
	  struct blake3_node node;
	  size_t last = lengths[group->index[i]] - 64 * blocks;
	  for (j = 0; j < 8; j++)
	    node.cv[j] = le_read_uint32(cvs + 32 * i + 4 * j);
	  memset(node.block, 0, sizeof(node.block));
	  memcpy(node.block, group->msgs[i] + 64 * blocks, last);
	  node.tail[0] = node.tail[1] = 0;
	  node.tail[2] = (uint32_t) last;
	  node.tail[3] = BLAKE3_CHUNK_END;
	  _symcrypt_blake3_root_output(&node, 0, 32, digest);
	}
    }
  group->count = 0;
}

/* The digests of the messages of GROUP, each of 2 to TREE_CHUNKS
   chunks.  */
static void
flush_trees(struct group *group, const size_t *lengths, uint8_t *digests)
{
  uint8_t cvs[TREES][TREE_CHUNKS * 32];
  uint8_t out[TREES * TREE_CHUNKS / 2 * 32];
  const uint8_t *inputs[TREES * TREE_CHUNKS / 2];
  unsigned owner[TREES];
  size_t left[TREES], k, done;
  uint32_t kc[10];
  unsigned m, i, j;

  if (group->count == 0)
    return;
  memcpy(kc, _symcrypt_blake3_iv, 32);
  /* The whole chunks, chunk j of every message in one call.  */
  for (j = 0; j < TREE_CHUNKS; j++)
    {
      for (m = 0, k = 0; m < group->count; m++)
	if ((j + 1) * CHUNK <= lengths[group->index[m]])
	  {
	    inputs[k] = group->msgs[m] + CHUNK * j;
	    owner[k++] = m;
	  }
      if (k == 0)
	break;
      kc[8] = j;
      kc[9] = 0;
      _symcrypt_blake3_hash_many(out, inputs, k, CHUNK / 64, kc,
				 BLAKE3_MANY_FLAGS(0, BLAKE3_CHUNK_START,
						   BLAKE3_CHUNK_END, 0));
      for (i = 0; i < k; i++)
	memcpy(cvs[owner[i]] + 32 * j, out + 32 * i, 32);
    }
  /* The partial last chunks.  */
  for (m = 0; m < group->count; m++)
    {
      size_t length = lengths[group->index[m]], whole = length / CHUNK;
      left[m] = (length + CHUNK - 1) / CHUNK;
      if (whole < left[m])
	{
	  struct blake3_node node;
	  uint32_t words[16];
	  _symcrypt_blake3_chunk_node(&node, _symcrypt_blake3_iv, 0,
				      group->msgs[m] + CHUNK * whole,
				      length - CHUNK * whole, whole);
	  _symcrypt_blake3_compress(words, node.cv, node.block, node.tail);
	  for (i = 0; i < 8; i++)
	    le_write_uint32(cvs[m] + 32 * whole + 4 * i, words[i]);
	}
    }
  /* The levels of parents down to the root's two children, an odd
     one out carried up as in symcrypt_blake3 (src/blake/blake3.c).  */
  kc[8] = 0;
  for (;;)
    {
      for (m = 0, k = 0; m < group->count; m++)
	if (left[m] > 2)
	  for (i = 0; i < left[m] / 2; i++)
	    inputs[k++] = cvs[m] + 64 * i;
      if (k == 0)
	break;
      _symcrypt_blake3_hash_many(out, inputs, k, 1, kc,
				 BLAKE3_MANY_FLAGS(BLAKE3_PARENT, 0, 0, 0));
      for (m = 0, done = 0; m < group->count; m++)
	if (left[m] > 2)
	  {
	    size_t pairs = left[m] / 2;
	    memcpy(cvs[m], out + 32 * done, 32 * pairs);
	    if (left[m] % 2)
	      memcpy(cvs[m] + 32 * pairs, cvs[m] + 32 * (left[m] - 1), 32);
	    left[m] = pairs + left[m] % 2;
	    done += pairs;
	  }
    }
  for (m = 0; m < group->count; m++)
    {
      struct blake3_node root;
      memcpy(root.cv, _symcrypt_blake3_iv, sizeof(root.cv));
      memcpy(root.block, cvs[m], 64);
      root.tail[0] = root.tail[1] = 0;
      root.tail[2] = 64;
      root.tail[3] = BLAKE3_PARENT;
      _symcrypt_blake3_root_output(&root, 0, 32, digests + 32 * group->index[m]);
    }
  group->count = 0;
}

int
symcrypt_blake3_many(size_t n, const uint8_t *const *msgs,
		     const size_t *lengths, uint8_t *digests)
{
  /* group[exact][blocks]  */
  struct group groups[2][MAX_BLOCKS + 1], trees;
  size_t i, b;
  int exact;

  if (n == 0)
    return SYMCRYPT_OK;
  if (!msgs || !lengths || !digests)
    return SYMCRYPT_EINVAL;
  for (i = 0; i < n; i++)
    if (!msgs[i] && lengths[i] != 0)
      return SYMCRYPT_EINVAL;

  for (b = 0; b <= MAX_BLOCKS; b++)
    groups[0][b].count = groups[1][b].count = 0;
  trees.count = 0;
  for (i = 0; i < n; i++)
    {
      size_t length = lengths[i];
      struct group *group;
      if (length > CHUNK && length <= TREE_CHUNKS * CHUNK)
	{
	  trees.msgs[trees.count] = msgs[i];
	  trees.index[trees.count++] = i;
	  if (trees.count == TREES)
	    flush_trees(&trees, lengths, digests);
	  continue;
	}
      if (length < 64 || length > CHUNK)
	{
	  symcrypt_blake3(length, msgs[i], 32, digests + 32 * i);
	  continue;
	}
      b = length / 64;
      exact = length % 64 == 0;
      group = &groups[exact][b];
      group->msgs[group->count] = msgs[i];
      group->index[group->count++] = i;
      if (group->count == LANES)
	flush(group, b, exact, lengths, digests);
    }
  for (b = 1; b <= MAX_BLOCKS; b++)
    for (exact = 0; exact < 2; exact++)
      flush(&groups[exact][b], b, exact, lengths, digests);
  flush_trees(&trees, lengths, digests);
  return SYMCRYPT_OK;
}
