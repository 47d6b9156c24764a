/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* blake3.c -- BLAKE3's tree: chunks, the stack of chaining values,
   the root and its extendable output.  The compression function and
   hash_many are blake3-compress.c (or their assembly replacements).

   The context keeps the input's last chunk uncompressed, so that a
   chunk is compressed only once more input shows it is not the last
   (the last chunk's last block is part of the root when the input is
   one chunk).  Every chaining value on the stack is therefore of a
   subtree that is not the root, and the stack is merged as soon as
   two subtrees of the same size meet: after a push it holds one
   subtree per set bit of the number of chunks hashed.  Runs of up to
   RUN_CHUNKS whole chunks go through one hash_many call, then as
   subtrees aligned on their size in the tree, the parents of each one
   level at a time, each level one hash_many call.  output() joins the last
   chunk's node with the stack on a copy, so the context is left as it
   was.  The one-shot symcrypt_blake3 needs no chunk kept back: up to
   RUN_CHUNKS chunks it hashes them all in lanes (hash_tree()).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/blake3.h>

#include "blake3-internal.h"
#include "dispatch.h"
#include "macros.h"

#define CHUNK SYMCRYPT_BLAKE3_CHUNK_SIZE
#define RUN_CHUNKS 64
/* From how many inputs hash_many is worth its lanes (else one chunk
   or parent after the other through blake3_compress): a block in
   lanes takes a compression's latency and the transposes, 245 ticks
   for 1 to 4 parents in x86_64/avx512 against 143 for a compression
   on rows and 290 for two (Zen 4, doc/blake3.md).  */
#define LANES_MIN 2

static void
start(struct symcrypt_blake3_ctx *ctx, const uint32_t *key, uint32_t flags)
{
  memcpy(ctx->key, key, sizeof(ctx->key));
  ctx->flags = flags;
  ctx->length = 0;
  ctx->chunks = 0;
  ctx->depth = 0;
}

void
symcrypt_blake3_init(struct symcrypt_blake3_ctx *ctx)
{
  start(ctx, _symcrypt_blake3_iv, 0);
}

void
symcrypt_blake3_init_keyed(struct symcrypt_blake3_ctx *ctx,
			   const uint8_t *key)
{
  uint32_t words[8];
  unsigned i;
  for (i = 0; i < 8; i++)
    words[i] = le_read_uint32(key + 4 * i);
  start(ctx, words, BLAKE3_KEYED_HASH);
  _symcrypt_wipe(words, sizeof(words));
}

void
symcrypt_blake3_init_derive_key(struct symcrypt_blake3_ctx *ctx,
				size_t context_length,
				const uint8_t *context)
{
  uint8_t context_key[32];
  uint32_t words[8];
  unsigned i;
  /* The context string hashed in its own mode gives the key.  */
  start(ctx, _symcrypt_blake3_iv, BLAKE3_DERIVE_KEY_CONTEXT);
  symcrypt_blake3_update(ctx, context_length, context);
  symcrypt_blake3_output(ctx, 0, sizeof(context_key), context_key);
  for (i = 0; i < 8; i++)
    words[i] = le_read_uint32(context_key + 4 * i);
  start(ctx, words, BLAKE3_DERIVE_KEY_MATERIAL);
}

/* The key words and counter as hash_many takes them.  */
static void
key_counter(uint32_t *kc, const uint32_t *key, uint64_t counter)
{
  memcpy(kc, key, 32);
  kc[8] = (uint32_t) counter;
  kc[9] = (uint32_t) (counter >> 32);
}

/* NODE as a parent under the key words KEY with the mode's FLAGS:
   its chaining words and block length and flags; its block (the two
   children) is the caller's.  */
static void
parent_node(struct blake3_node *node, const uint32_t *key, uint32_t flags)
{
  memcpy(node->cv, key, sizeof(node->cv));
  node->tail[0] = 0;
  node->tail[1] = 0;
  node->tail[2] = 64;
  node->tail[3] = flags | BLAKE3_PARENT;
}

/* The chaining values of N parents to OUT, parent i of the two at
   CHILDREN + 64 i, with the key words KEY and the mode's FLAGS.  A
   lone parent is compressed on its own: hash_many's lanes cost more
   for one input than a compression does.  */
static void
hash_parents(const uint32_t *key, uint32_t flags, uint8_t *out,
	     const uint8_t *children, size_t n)
{
  const uint8_t *inputs[RUN_CHUNKS / 2];
  uint32_t kc[10];
  size_t i;
  if (n < LANES_MIN)
    {
      uint32_t words[16], tail[4];
      unsigned j;
      tail[0] = tail[1] = 0;
      tail[2] = 64;
      tail[3] = flags | BLAKE3_PARENT;
      for (i = 0; i < n; i++)
	{
	  _symcrypt_blake3_compress(words, key, children + 64 * i, tail);
	  for (j = 0; j < 8; j++)
	    le_write_uint32(out + 32 * i + 4 * j, words[j]);
	}
      _symcrypt_wipe(words, sizeof(words));
      return;
    }
  inputs[0] = children;		/* N >= 1, as in add_chunks() */
  for (i = 1; i < n; i++)
    inputs[i] = children + 64 * i;
  key_counter(kc, key, 0);
  _symcrypt_blake3_hash_many(out, inputs, n, 1, kc,
			     BLAKE3_MANY_FLAGS(flags | BLAKE3_PARENT, 0, 0, 0));
}

/* Pushes CV, the chaining value of a subtree of SIZE chunks (a power
   of two that divides ctx->chunks), and merges the stack until it
   holds one subtree per set bit of the new chunk count.  */
static void
push(struct symcrypt_blake3_ctx *ctx, const uint8_t *cv, uint64_t size)
{
  uint64_t c;
  unsigned bits = 0;
  memcpy(ctx->stack[ctx->depth++], cv, 32);
  ctx->chunks += size;
  for (c = ctx->chunks; c; c &= c - 1)
    bits++;
  while (ctx->depth > bits)
    {
      /* The two top entries are one 64-byte parent block.  */
      uint8_t parent[32];
      hash_parents(ctx->key, ctx->flags, parent, ctx->stack[ctx->depth - 2], 1);
      memcpy(ctx->stack[ctx->depth - 2], parent, 32);
      ctx->depth--;
    }
}

/* The chaining value of the chunk (not the root) of LENGTH bytes
   (1..1024) at DATA with counter COUNTER, to OUT (32 bytes).  */
static void
chunk_cv(const uint32_t *key, uint32_t flags, uint8_t *out,
	 const uint8_t *data, size_t length, uint64_t counter)
{
  struct blake3_node node;
  uint32_t words[16];
  unsigned j;
  _symcrypt_blake3_chunk_node(&node, key, flags, data, length, counter);
  _symcrypt_blake3_compress(words, node.cv, node.block, node.tail);
  for (j = 0; j < 8; j++)
    le_write_uint32(out + 4 * j, words[j]);
  _symcrypt_wipe(&node, sizeof(node));
  _symcrypt_wipe(words, sizeof(words));
}

/* The chaining values of the N whole chunks at DATA (1 <= N <=
   RUN_CHUNKS), the first with counter COUNTER, to OUT + 32 i: one
   hash_many call, or one chunk after the other when N is too few for
   the lanes.  */
static void
hash_chunks(const uint32_t *key, uint32_t flags, uint8_t *out,
	    const uint8_t *data, size_t n, uint64_t counter)
{
  const uint8_t *inputs[RUN_CHUNKS];
  uint32_t kc[10];
  size_t i;
  if (n < LANES_MIN)
    {
      for (i = 0; i < n; i++)
	chunk_cv(key, flags, out + 32 * i, data + CHUNK * i, CHUNK,
		 counter + i);
      return;
    }
  /* N >= 1: the first store is unconditional, which tells gcc that
     the array is written before the call.  */
  inputs[0] = data;
  for (i = 1; i < n; i++)
    inputs[i] = data + CHUNK * i;
  key_counter(kc, key, counter);
  _symcrypt_blake3_hash_many(out, inputs, n, CHUNK / 64, kc,
			     BLAKE3_MANY_FLAGS(flags, BLAKE3_CHUNK_START,
					       BLAKE3_CHUNK_END, 1));
}

/* Hashes the N whole chunks at DATA (1 <= N <= RUN_CHUNKS), the first
   with counter ctx->chunks (hash_chunks()), and pushes them as
   the largest subtrees that the chunk count is a multiple of, the
   parents of each a level per hash_many call.  */
static void
add_chunks(struct symcrypt_blake3_ctx *ctx, const uint8_t *data, size_t n)
{
  uint8_t cvs[RUN_CHUNKS * 32], next[RUN_CHUNKS / 2 * 32];
  size_t done, size;

  hash_chunks(ctx->key, ctx->flags, cvs, data, n, ctx->chunks);
  for (done = 0; done < n; done += size)
    {
      uint8_t *level = cvs + 32 * done;
      size_t s;
      size = RUN_CHUNKS;
      while (size > n - done || (ctx->chunks & (size - 1)) != 0)
	size /= 2;
      for (s = size; s > 1; s /= 2)
	{
	  hash_parents(ctx->key, ctx->flags, next, level, s / 2);
	  memcpy(level, next, s / 2 * 32);
	}
      push(ctx, level, size);
    }
  _symcrypt_wipe(cvs, n * 32);
  _symcrypt_wipe(next, n / 2 * 32);
}

void
symcrypt_blake3_update(struct symcrypt_blake3_ctx *ctx,
		       size_t length, const uint8_t *data)
{
  if (length == 0)		/* DATA may be NULL then */
    return;
  /* Fill the kept chunk; with input left after it, it is not the
     last.  */
  if (ctx->length > 0)
    {
      size_t room = CHUNK - ctx->length;
      if (length <= room)
	{
	  memcpy(ctx->chunk + ctx->length, data, length);
	  ctx->length += (uint32_t) length;
	  return;
	}
      memcpy(ctx->chunk + ctx->length, data, room);
      data += room;
      length -= room;
      add_chunks(ctx, ctx->chunk, 1);
    }
  /* Whole chunks but the last, in runs.  */
  while (length > CHUNK)
    {
      size_t n = (length - 1) / CHUNK;
      if (n > RUN_CHUNKS)
	n = RUN_CHUNKS;
      add_chunks(ctx, data, n);
      data += n * CHUNK;
      length -= n * CHUNK;
    }
  memcpy(ctx->chunk, data, length);
  ctx->length = (uint32_t) length;
}

void
_symcrypt_blake3_chunk_node(struct blake3_node *node, const uint32_t *key,
			    uint32_t flags, const uint8_t *data,
			    size_t length, uint64_t counter)
{
  size_t whole = length == 0 ? 0 : (length - 1) / 64, last = length - 64 * whole;
  size_t i;
  memcpy(node->cv, key, sizeof(node->cv));
  node->tail[0] = (uint32_t) counter;
  node->tail[1] = (uint32_t) (counter >> 32);
  node->tail[2] = 64;
  for (i = 0; i < whole; i++)
    {
      node->tail[3] = flags | (i == 0 ? BLAKE3_CHUNK_START : 0);
      _symcrypt_blake3_compress(node->cv, node->cv, data + 64 * i, node->tail);
    }
  /* A whole last block is one copy of a known size, which gcc makes
     two moves (the 64-byte input's whole path).  */
  if (last == 64)
    memcpy(node->block, data + 64 * whole, 64);
  else
    {
      memset(node->block, 0, sizeof(node->block));
      if (last)
	memcpy(node->block, data + 64 * whole, last);
    }
  node->tail[2] = (uint32_t) last;
  node->tail[3] = flags | BLAKE3_CHUNK_END | (whole == 0 ? BLAKE3_CHUNK_START : 0);
}

void
_symcrypt_blake3_root_output(const struct blake3_node *root, uint64_t offset,
			     size_t length, uint8_t *dst)
{
  uint64_t block = offset / 64;
  size_t skip = offset % 64;
  uint32_t tail[4], words[16];
  uint8_t bytes[64];
  unsigned i;

  tail[2] = root->tail[2];
  tail[3] = root->tail[3] | BLAKE3_ROOT;
  while (length > 0)
    {
      size_t n = 64 - skip < length ? 64 - skip : length;
      tail[0] = (uint32_t) block;
      tail[1] = (uint32_t) (block >> 32);
      _symcrypt_blake3_compress(words, root->cv, root->block, tail);
      if (skip == 0 && n % 4 == 0)
	/* Whole words (a digest), straight to DST.  */
	for (i = 0; i < n / 4; i++)
	  le_write_uint32(dst + 4 * i, words[i]);
      else
	{
	  for (i = 0; i < 16; i++)
	    le_write_uint32(bytes + 4 * i, words[i]);
	  memcpy(dst, bytes + skip, n);
	}
      dst += n;
      length -= n;
      skip = 0;
      block++;
    }
}

void
symcrypt_blake3_output(const struct symcrypt_blake3_ctx *ctx,
		       uint64_t offset, size_t length, uint8_t *dst)
{
  struct blake3_node node;
  unsigned i;
  if (length == 0)
    return;
  _symcrypt_blake3_chunk_node(&node, ctx->key, ctx->flags, ctx->chunk,
			      ctx->length, ctx->chunks);
  /* Up the stack: the node so far is the right child of a parent
     whose left child is the next entry.  */
  for (i = ctx->depth; i-- > 0;)
    {
      uint32_t words[16];
      unsigned j;
      _symcrypt_blake3_compress(words, node.cv, node.block, node.tail);
      memcpy(node.block, ctx->stack[i], 32);
      for (j = 0; j < 8; j++)
	le_write_uint32(node.block + 32 + 4 * j, words[j]);
      parent_node(&node, ctx->key, ctx->flags);
      _symcrypt_wipe(words, sizeof(words));
    }
  _symcrypt_blake3_root_output(&node, offset, length, dst);
  _symcrypt_wipe(&node, sizeof(node));
}

/* The hash of an input of 2 to RUN_CHUNKS chunks, LENGTH bytes at
   DATA, with the whole tree known at once: all its whole chunks in one
   hash_many call (none kept back), the parents a level per call, an
   odd one out carried up to the next level (which builds BLAKE3's
   tree, its left subtrees whole), the last two the root.  */
static void
hash_tree(size_t length, const uint8_t *data, size_t out_length,
	  uint8_t *out)
{
  uint8_t cvs[RUN_CHUNKS * 32], next[RUN_CHUNKS / 2 * 32];
  size_t whole = length / CHUNK, n = (length + CHUNK - 1) / CHUNK;
  struct blake3_node root;

  hash_chunks(_symcrypt_blake3_iv, 0, cvs, data, whole, 0);
  if (n > whole)
    chunk_cv(_symcrypt_blake3_iv, 0, cvs + 32 * whole, data + CHUNK * whole,
	     length - CHUNK * whole, whole);
  while (n > 2)
    {
      size_t pairs = n / 2;
      hash_parents(_symcrypt_blake3_iv, 0, next, cvs, pairs);
      memcpy(cvs, next, 32 * pairs);
      if (n % 2)
	memcpy(cvs + 32 * pairs, cvs + 32 * (n - 1), 32);
      n = pairs + n % 2;
    }
  parent_node(&root, _symcrypt_blake3_iv, 0);
  memcpy(root.block, cvs, 64);
  _symcrypt_blake3_root_output(&root, 0, out_length, out);
  _symcrypt_wipe(cvs, sizeof(cvs));
  _symcrypt_wipe(next, sizeof(next));
  _symcrypt_wipe(&root, sizeof(root));
}

/* The hash of an input of at most one block, OUT_LENGTH <= 64 bytes
   of it: one compression, from DATA itself when it is a whole block.
   The general path (a node, then root_output()) costs a third more at
   64 bytes (Zen 4, doc/blake3.md).  */
static void
hash_block(size_t length, const uint8_t *data, size_t out_length,
	   uint8_t *out)
{
  uint8_t block[64];
  uint32_t tail[4], words[16];
  size_t i;
  if (length < 64)
    {
      memset(block, 0, sizeof(block));
      if (length)
	memcpy(block, data, length);
      data = block;
    }
  tail[0] = tail[1] = 0;
  tail[2] = (uint32_t) length;
  tail[3] = BLAKE3_CHUNK_START | BLAKE3_CHUNK_END | BLAKE3_ROOT;
  _symcrypt_blake3_compress(words, _symcrypt_blake3_iv, data, tail);
  for (i = 0; i < out_length / 4; i++)
    le_write_uint32(out + 4 * i, words[i]);
  if (out_length % 4)
    {
      uint8_t last[4];
      le_write_uint32(last, words[i]);
      memcpy(out + 4 * i, last, out_length % 4);
    }
}

void
symcrypt_blake3(size_t length, const uint8_t *data,
		size_t out_length, uint8_t *out)
{
  if (length <= 64 && out_length <= 64)
    hash_block(length, data, out_length, out);
  else if (length <= CHUNK)
    {
      /* One chunk, which is the root: no context needed.  */
      struct blake3_node node;
      _symcrypt_blake3_chunk_node(&node, _symcrypt_blake3_iv, 0, data,
				  length, 0);
      _symcrypt_blake3_root_output(&node, 0, out_length, out);
    }
  else if (length <= RUN_CHUNKS * CHUNK)
    hash_tree(length, data, out_length, out);
  else
    {
      struct symcrypt_blake3_ctx ctx;
      symcrypt_blake3_init(&ctx);
      symcrypt_blake3_update(&ctx, length, data);
      symcrypt_blake3_output(&ctx, 0, out_length, out);
    }
}

/* Subtrees hashed apart, for symcrypt-sum's threads inside one file
   (tools/symcrypt-sum.c links the library's internal code for
   these).  */

/* Folds the N (1 or more) chaining values at CVS, in place, into the
   levels of the tree above them until TOP (1 or 2) are left: the
   parents a level at a time, an odd one carried up, as hash_tree().  */
static void
fold_levels(const uint32_t *key, uint32_t flags, uint8_t *cvs, size_t n,
	    size_t top)
{
  uint8_t next[RUN_CHUNKS / 2 * 32];
  while (n > top)
    {
      size_t pairs = n / 2, i, batch;
      /* Parent i goes to CVS + 32 i after its batch is hashed; later
	 batches read from CVS + 64 i, beyond.  */
      for (i = 0; i < pairs; i += batch)
	{
	  batch = pairs - i < RUN_CHUNKS / 2 ? pairs - i : RUN_CHUNKS / 2;
	  hash_parents(key, flags, next, cvs + 64 * i, batch);
	  memcpy(cvs + 32 * i, next, 32 * batch);
	}
      if (n % 2)
	memmove(cvs + 32 * pairs, cvs + 32 * (n - 1), 32);
      n = pairs + n % 2;
    }
  _symcrypt_wipe(next, sizeof(next));
}

void
_symcrypt_blake3_subtree(const struct symcrypt_blake3_ctx *mode,
			 uint64_t counter, size_t length,
			 const uint8_t *data, uint8_t *cv)
{
  uint8_t runs[BLAKE3_SUBTREE_MAX / (RUN_CHUNKS * CHUNK) * 32];
  uint8_t cvs[RUN_CHUNKS * 32];
  size_t n_runs = 0;

  /* Each run of RUN_CHUNKS chunks is a whole subtree (COUNTER is a
     multiple of the run); the last may be shorter, and its last chunk
     partial.  */
  while (length > 0)
    {
      size_t run = length < RUN_CHUNKS * CHUNK ? length : RUN_CHUNKS * CHUNK;
      size_t whole = run / CHUNK, n = whole;
      if (whole > 0)
	hash_chunks(mode->key, mode->flags, cvs, data, whole, counter);
      if (run % CHUNK)
	chunk_cv(mode->key, mode->flags, cvs + 32 * n++, data + CHUNK * whole,
		 run % CHUNK, counter + whole);
      fold_levels(mode->key, mode->flags, cvs, n, 1);
      memcpy(runs + 32 * n_runs++, cvs, 32);
      data += run;
      length -= run;
      counter += RUN_CHUNKS;
    }
  fold_levels(mode->key, mode->flags, runs, n_runs, 1);
  memcpy(cv, runs, 32);
  _symcrypt_wipe(cvs, sizeof(cvs));
  _symcrypt_wipe(runs, sizeof(runs));
}

void
_symcrypt_blake3_join(const struct symcrypt_blake3_ctx *mode,
		      size_t n, uint8_t *cvs, size_t length, uint8_t *out)
{
  struct blake3_node root;
  fold_levels(mode->key, mode->flags, cvs, n, 2);
  parent_node(&root, mode->key, mode->flags);
  memcpy(root.block, cvs, 64);
  _symcrypt_blake3_root_output(&root, 0, length, out);
  _symcrypt_wipe(&root, sizeof(root));
}
