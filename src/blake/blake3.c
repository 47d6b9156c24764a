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

   The context keeps the input's last chunk uncompressed when it is
   partial or the input's only chunk (its last block is then part of
   the root); an update that ends on a chunk boundary after the first
   chunk hashes every chunk, straight from the caller's buffer.  The
   stack of chaining values is merged lazily (push()): a subtree is
   merged only once more input shows it is not the root, so the stack
   holds one subtree per set bit of the number of chunks hashed before
   the last push, and the last subtree.  Runs of up to TREE_CHUNKS
   whole chunks go through hash_many (the kept chunk with the ones that
   follow it), then as subtrees aligned on their size in the tree, the
   parents of each one level at a time, each level through hash_many
   too, or through fold_levels() when the run is one subtree.  output()
   joins the last chunk's node, or the parent of the stack's top two
   entries, with the stack on a copy, so the context is left as it
   was.  The one-shot symcrypt_blake3 needs no chunk kept back: it
   hashes whole trees of TREE_CHUNKS chunks, then the tree of the rest,
   all of its whole chunks in lanes (tree_node()).  */
#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <string.h>

#include <symcrypt/blake3.h>

#include "blake3-internal.h"
#include "dispatch.h"
#include "macros.h"

#define CHUNK SYMCRYPT_BLAKE3_CHUNK_SIZE
/* Chunks a hash_many call (the array of their addresses).  */
#define RUN_CHUNKS 64
/* Chunks whose tree is built at once, each level of parents through
   hash_many in full groups of lanes: the levels of a few parents wait
   one for the other (about 900 ticks for the four of 16 chunks, Zen 4,
   doc/blake3.md), which a long input pays once a TREE_CHUNKS.  */
#define TREE_CHUNKS 256
#define TREE_LOG 8			/* log2 TREE_CHUNKS */
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
  unsigned i;
  /* The key words straight into the context: through a local array,
     gcc for i386 kept some of them in spill slots of its own as well,
     which no wipe reaches.  */
  start(ctx, _symcrypt_blake3_iv, BLAKE3_KEYED_HASH);
  for (i = 0; i < 8; i++)
    ctx->key[i] = le_read_uint32(key + 4 * i);
}

void
symcrypt_blake3_init_derive_key(struct symcrypt_blake3_ctx *ctx,
				size_t context_length,
				const uint8_t *context)
{
  uint8_t context_key[32];
  unsigned i;
  /* The context string hashed in its own mode gives the key, read
     straight into the context as in symcrypt_blake3_init_keyed.  */
  start(ctx, _symcrypt_blake3_iv, BLAKE3_DERIVE_KEY_CONTEXT);
  symcrypt_blake3_update(ctx, context_length, context);
  symcrypt_blake3_output(ctx, 0, sizeof(context_key), context_key);
  start(ctx, _symcrypt_blake3_iv, BLAKE3_DERIVE_KEY_MATERIAL);
  for (i = 0; i < 8; i++)
    ctx->key[i] = le_read_uint32(context_key + 4 * i);
  /* The context key is the mode's key.  */
  _symcrypt_wipe(context_key, sizeof(context_key));
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

/* The chaining values of N parents to OUT + 32 i, the block of
   parent i (its two children) at INPUTS[i], with the key words KEY and
   the mode's FLAGS.  A lone parent is compressed on its own:
   hash_many's lanes cost more for one input than a compression does.  */
static void
hash_parents(const uint32_t *key, uint32_t flags, uint8_t *out,
	     const uint8_t *const *inputs, size_t n)
{
  uint32_t kc[10];
  if (n < LANES_MIN)
    {
      uint32_t words[16], tail[4];
      size_t i;
      unsigned j;
      tail[0] = tail[1] = 0;
      tail[2] = 64;
      tail[3] = flags | BLAKE3_PARENT;
      for (i = 0; i < n; i++)
	{
	  _symcrypt_blake3_compress(words, key, inputs[i], tail);
	  for (j = 0; j < 8; j++)
	    le_write_uint32(out + 32 * i + 4 * j, words[j]);
	}
      _symcrypt_wipe(words, sizeof(words));
      return;
    }
  key_counter(kc, key, 0);
  _symcrypt_blake3_hash_many(out, inputs, n, 1, kc,
			     BLAKE3_MANY_FLAGS(flags | BLAKE3_PARENT, 0, 0, 0));
  /* The key words of the keyed modes.  */
  _symcrypt_wipe(kc, sizeof(kc));
}

/* The N parents of the 2 N chaining values at IN (N <= TREE_CHUNKS / 2)
   to OUT, which does not overlap IN: one level of the tree, one
   hash_many call.  */
static void
hash_level(const uint32_t *key, uint32_t flags, uint8_t *out,
	   const uint8_t *in, size_t n)
{
  const uint8_t *inputs[TREE_CHUNKS / 2];
  size_t i;
  inputs[0] = in;		/* N >= 1, as in hash_chunks() */
  for (i = 1; i < n; i++)
    inputs[i] = in + 64 * i;
  hash_parents(key, flags, out, inputs, n);
}

/* Folds the N (1 or more) chaining values at CVS, in place, into the
   levels of the tree above them until TOP (1 or 2) are left: the
   parents a level at a time, an odd one carried up to the next level
   (which builds BLAKE3's tree, its left subtrees whole).  A level of
   up to TREE_CHUNKS / 2 parents goes from one buffer to the other,
   CVS and OTHER in turns, so that each level reads the one before
   straight from hash_many's stores: copying the parents back to CVS
   cost about 40 ticks at 16 KiB (Zen 4, doc/blake3.md).  A level of
   16 goes to 2 in one blake3_parents16 call, which keeps the levels in
   registers: the top of every tree of 16 chunks or more.  */
static void
fold_levels(const uint32_t *key, uint32_t flags, uint8_t *cvs, size_t n,
	    size_t top)
{
  uint8_t other[(TREE_CHUNKS / 2 + 1) * 32];
  uint8_t *from = cvs, *to = other, *t;
  size_t used = 0;
  while (n > top)
    {
      size_t pairs = n / 2, i, batch;
      if (n == 16)
	{
	  _symcrypt_blake3_parents16(to, from, key, flags);
	  t = from;
	  from = to;
	  to = t;
	  if (from == other && used < 64)
	    used = 64;
	  n = 2;
	  continue;
	}
      if (pairs <= TREE_CHUNKS / 2)
	{
	  hash_level(key, flags, to, from, pairs);
	  if (n % 2)
	    memcpy(to + 32 * pairs, from + 32 * (n - 1), 32);
	  t = from;
	  from = to;
	  to = t;
	  if (from == other && used < 32 * (pairs + 1))
	    used = 32 * (pairs + 1);
	}
      else
	{
	  /* A wider level (FROM is CVS, levels only narrow) in batches
	     through OTHER, whose parents move down to CVS + 32 i, below
	     the chaining values of the batches after it.  */
	  for (i = 0; i < pairs; i += batch)
	    {
	      batch = pairs - i < TREE_CHUNKS / 2 ? pairs - i : TREE_CHUNKS / 2;
	      hash_level(key, flags, other, cvs + 64 * i, batch);
	      memcpy(cvs + 32 * i, other, 32 * batch);
	    }
	  used = sizeof(other);
	  if (n % 2)
	    memmove(cvs + 32 * pairs, cvs + 32 * (n - 1), 32);
	}
      n = pairs + n % 2;
    }
  if (from != cvs)
    memcpy(cvs, from, 32 * n);
  _symcrypt_wipe(other, used);
}

/* The top node of the tree over the N (2 or more) chaining values at
   CVS, which fold_levels() may overwrite, to NODE.  */
static void
top_node(struct blake3_node *node, const uint32_t *key, uint32_t flags,
	 uint8_t *cvs, size_t n)
{
  parent_node(node, key, flags);
  if (n == 16)
    {
      /* The three levels in one call, straight to the node's block.  */
      _symcrypt_blake3_parents16(node->block, cvs, key, flags);
      return;
    }
  fold_levels(key, flags, cvs, n, 2);
  memcpy(node->block, cvs, 64);
}

/* The number of bits set in X: the subtrees that X chunks make.  */
static unsigned
bits_set(uint64_t x)
{
  unsigned n = 0;
  for (; x; x &= x - 1)
    n++;
  return n;
}

/* Merges the entries of the stack of CTX past one subtree per set bit
   of ctx->chunks: pairs of subtrees that more input (the next push,
   or bytes kept after them) shows are not the root.  */
static void
merge(struct symcrypt_blake3_ctx *ctx)
{
  uint8_t block[64];
  const uint8_t *children = block;
  unsigned bits = bits_set(ctx->chunks);
  if (ctx->depth <= bits)
    return;
  do
    {
      ctx->depth--;
      memcpy(block, ctx->stack[ctx->depth - 1], 32);
      memcpy(block + 32, ctx->stack[ctx->depth], 32);
      hash_parents(ctx->key, ctx->flags, ctx->stack[ctx->depth - 1],
		   &children, 1);
    }
  while (ctx->depth > bits);
  _symcrypt_wipe(block, sizeof(block));
}

/* Pushes CV, the chaining value of a subtree of SIZE chunks (a power
   of two that divides ctx->chunks), on the stack.  The stack is merged
   lazily, as the official implementation does: merge() first, and
   the new subtree stays apart from the entries below it until more
   input follows it.  Every entry is then a subtree of the tree, and
   folding the stack from its top down gives the root, even when the
   input ends with the last pushed chunk (update() pushes it when the
   input ends on a chunk boundary).  Lazy merging needs one entry more
   than eager merging when a chunk follows 2^54 - 1 of them, which
   only an input past BLAKE3's 2^64 - 1 bytes has: update() then keeps
   the last chunk, so more input follows the new subtree, and it is
   merged at once, which keeps the stack within its
   SYMCRYPT_BLAKE3_MAX_DEPTH entries (tests/blake3-test.c,
   test_stack_bound).  */
static void
push(struct symcrypt_blake3_ctx *ctx, const uint8_t *cv, uint64_t size)
{
  /* The parent block: the stack's top entry, then the subtree so far.  */
  uint8_t block[64];
  const uint8_t *children = block;
  unsigned bits;
  merge(ctx);
  ctx->chunks += size;
  if (ctx->depth < SYMCRYPT_BLAKE3_MAX_DEPTH)
    {
      memcpy(ctx->stack[ctx->depth++], cv, 32);
      return;
    }
  bits = bits_set(ctx->chunks);
  memcpy(block + 32, cv, 32);
  while (ctx->depth >= bits)
    {
      memcpy(block, ctx->stack[--ctx->depth], 32);
      hash_parents(ctx->key, ctx->flags, block + 32, &children, 1);
    }
  memcpy(ctx->stack[ctx->depth++], block + 32, 32);
  _symcrypt_wipe(block, sizeof(block));
}

/* The chaining value of NODE (not the root) to OUT (32 bytes).  */
static void
node_cv(const struct blake3_node *node, uint8_t *out)
{
  uint32_t words[16];
  unsigned j;
  _symcrypt_blake3_compress(words, node->cv, node->block, node->tail);
  for (j = 0; j < 8; j++)
    le_write_uint32(out + 4 * j, words[j]);
  _symcrypt_wipe(words, sizeof(words));
}

/* The chaining value of the chunk (not the root) of LENGTH bytes
   (1..1024) at DATA with counter COUNTER, to OUT (32 bytes).  */
static void
chunk_cv(const uint32_t *key, uint32_t flags, uint8_t *out,
	 const uint8_t *data, size_t length, uint64_t counter)
{
  struct blake3_node node;
  _symcrypt_blake3_chunk_node(&node, key, flags, data, length, counter);
  node_cv(&node, out);
  _symcrypt_wipe(&node, sizeof(node));
}

/* The chaining values of N whole chunks (N >= 1), the first with
   counter COUNTER, to OUT + 32 i: the first chunk at FIRST, or at
   DATA when FIRST is NULL, the others one after the other at DATA.
   RUN_CHUNKS chunks a hash_many call, a lone chunk on its own (its
   blocks one after the other cost less than one lane).  */
static void
hash_chunks(const uint32_t *key, uint32_t flags, uint8_t *out,
	    const uint8_t *first, const uint8_t *data, size_t n,
	    uint64_t counter)
{
  const uint8_t *inputs[RUN_CHUNKS];
  uint32_t kc[10];
  size_t i, k;
  for (; n > 0; n -= k, out += 32 * k, counter += k)
    {
      k = n < RUN_CHUNKS ? n : RUN_CHUNKS;
      /* The first store is unconditional, which tells gcc that the
	 array is written before the call.  */
      inputs[0] = first ? first : data;
      data += first ? 0 : CHUNK;
      first = NULL;
      if (k < LANES_MIN)
	{
	  chunk_cv(key, flags, out, inputs[0], CHUNK, counter);
	  continue;
	}
      for (i = 1; i < k; i++, data += CHUNK)
	inputs[i] = data;
      key_counter(kc, key, counter);
      _symcrypt_blake3_hash_many(out, inputs, k, CHUNK / 64, kc,
				 BLAKE3_MANY_FLAGS(flags, BLAKE3_CHUNK_START,
						   BLAKE3_CHUNK_END, 1));
    }
  /* The key words of the keyed modes, once for all the runs.  */
  _symcrypt_wipe(kc, sizeof(kc));
}

/* Hashes N whole chunks (1 <= N <= TREE_CHUNKS; FIRST and DATA as in
   hash_chunks()), the first with counter ctx->chunks, and pushes them
   as the largest subtrees that the chunk count is a multiple of.  A
   run that is one subtree (every run of an input given in updates of
   a power of two of chunks) folds to its top through fold_levels(),
   as the one-shot does; when that subtree is the whole input so far
   and LAST says that nothing follows it in the context, it is pushed
   as its two halves, since its own chaining value would be the
   root's.  Otherwise the subtrees' parents are hashed a level at a
   time for all of them together, one hash_many call a level: a run
   that does not start on a multiple of its length (a stream of 64 KiB
   updates after an odd piece) makes up to 2 log2 N subtrees, each of
   whose levels would otherwise wait for the one before on its own.  */
static void
add_chunks(struct symcrypt_blake3_ctx *ctx, const uint8_t *first,
	   const uint8_t *data, size_t n, int last)
{
  uint8_t cvs[TREE_CHUNKS * 32], parents[TREE_CHUNKS / 2 * 32];
  const uint8_t *inputs[TREE_CHUNKS / 2];
  /* Each subtree's first chunk in the run, its size in chunks and the
     chaining values it has left (at cvs + 32 start[j]).  */
  size_t start[2 * TREE_LOG], size[2 * TREE_LOG], left[2 * TREE_LOG];
  unsigned subtrees = 0, j;
  uint64_t chunks = ctx->chunks;
  size_t done, pairs, i;

  hash_chunks(ctx->key, ctx->flags, cvs, first, data, n, ctx->chunks);
  if ((chunks & (n - 1)) == 0 && (n & (n - 1)) == 0)
    {
      /* One subtree.  */
      if (last && chunks == 0)
	{
	  fold_levels(ctx->key, ctx->flags, cvs, n, 2);
	  push(ctx, cvs, n / 2);
	  push(ctx, cvs + 32, n / 2);
	}
      else
	{
	  fold_levels(ctx->key, ctx->flags, cvs, n, 1);
	  push(ctx, cvs, n);
	}
      _symcrypt_wipe(cvs, n * 32);
      return;
    }
  for (done = 0; done < n; done += size[subtrees++])
    {
      size_t s = TREE_CHUNKS;
      while (s > n - done || ((chunks + done) & (s - 1)) != 0)
	s /= 2;
      start[subtrees] = done;
      size[subtrees] = left[subtrees] = s;
    }
  for (;;)
    {
      pairs = 0;
      for (j = 0; j < subtrees; j++)
	for (i = 0; i < left[j] / 2; i++)
	  inputs[pairs++] = cvs + 32 * start[j] + 64 * i;
      if (pairs == 0)
	break;
      hash_parents(ctx->key, ctx->flags, parents, inputs, pairs);
      for (j = 0, pairs = 0; j < subtrees; j++)
	if (left[j] > 1)
	  {
	    left[j] /= 2;
	    memcpy(cvs + 32 * start[j], parents + 32 * pairs, 32 * left[j]);
	    pairs += left[j];
	  }
    }
  for (j = 0; j < subtrees; j++)
    push(ctx, cvs + 32 * start[j], size[j]);
  _symcrypt_wipe(cvs, n * 32);
  _symcrypt_wipe(parents, n / 2 * 32);
}

void
symcrypt_blake3_update(struct symcrypt_blake3_ctx *ctx,
		       size_t length, const uint8_t *data)
{
  const uint8_t *first = NULL;
  size_t whole, n;
  if (length == 0)		/* DATA may be NULL then */
    return;
  /* Fill the kept chunk; with input left after it, it is not the last,
     and it goes into the lanes with the chunks that follow.  */
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
      first = ctx->chunk;
    }
  /* The whole chunks to hash now, with FIRST.  An input that ends on
     a chunk boundary is hashed to its end: its last chunk is not the
     root when chunks come before it, and push() keeps the root apart.
     The last chunk stays kept when it is the first (it may be the
     root) and past 2^54 - 1 chunks (beyond BLAKE3's inputs, where the
     stack has no room for it).  */
  whole = (first != NULL) + length / CHUNK;
  if (length % CHUNK == 0
      && (ctx->chunks + whole < 2
	  || ctx->chunks + whole >= (uint64_t) 1 << (64 - 10)))
    whole--;
  for (; whole > 0; whole -= n)
    {
      size_t used;
      n = whole < TREE_CHUNKS ? whole : TREE_CHUNKS;
      used = (n - (first != NULL)) * CHUNK;
      add_chunks(ctx, first, data, n, n == whole && used == length);
      data += used;
      length -= used;
      first = NULL;
    }
  /* The bytes kept.  A size that gcc cannot bound (not LENGTH % CHUNK)
     makes this a call of the C library's memcpy: inlined as rep movsq,
     the copy's stores held up the compression's 32-byte loads of them
     in output(), 20 ticks of a 64-byte hash (Zen 4, doc/blake3.md).  */
  memcpy(ctx->chunk, data, length);
  ctx->length = (uint32_t) length;
  /* The kept bytes come after the stack's subtrees: output() folds the
     stack onto their chunk, which it must be merged for.  */
  if (length > 0)
    merge(ctx);
}

void
_symcrypt_blake3_chunk_node(struct blake3_node *node, const uint32_t *key,
			    uint32_t flags, const uint8_t *data,
			    size_t length, uint64_t counter)
{
  size_t whole = length == 0 ? 0 : (length - 1) / 64, last = length - 64 * whole;
  memcpy(node->cv, key, sizeof(node->cv));
  node->tail[0] = (uint32_t) counter;
  node->tail[1] = (uint32_t) (counter >> 32);
  node->tail[2] = 64;
  node->tail[3] = flags | BLAKE3_CHUNK_START;
  _symcrypt_blake3_compress_blocks(node->cv, data, whole, node->tail);
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
  /* The output block: in the derive-key mode, the derived key.  */
  _symcrypt_wipe(words, sizeof(words));
  _symcrypt_wipe(bytes, sizeof(bytes));
}

/* The hash of an input of at most one chunk, OUT_LENGTH <= 64 bytes
   of it, under the key words KEY with the mode's FLAGS: the blocks but
   the last through compress_blocks, then the last (the root)
   compressed once, from DATA itself when it is a whole block.  The
   general path (a node, then root_output()) copies the last block and
   goes through the output loop: it costs a third more at 64 bytes
   (Zen 4) and about 1% at 1 KiB (Zen 3, doc/blake3.md).  The one-shot
   and output() of a context with one chunk share it.  */
static void
hash_chunk(const uint32_t *key, uint32_t flags, size_t length,
	   const uint8_t *data, size_t out_length, uint8_t *out)
{
  size_t whole = length == 0 ? 0 : (length - 1) / 64, last = length - 64 * whole;
  const uint32_t *cv = key;
  uint32_t chain[8], tail[4], words[16];
  uint8_t block[64];
  size_t i;
  tail[0] = tail[1] = 0;
  if (whole > 0)
    {
      memcpy(chain, cv, sizeof(chain));
      tail[2] = 64;
      tail[3] = flags | BLAKE3_CHUNK_START;
      _symcrypt_blake3_compress_blocks(chain, data, whole, tail);
      data += 64 * whole;
      cv = chain;
    }
  if (last < 64)
    {
      memset(block, 0, sizeof(block));
      if (last)
	memcpy(block, data, last);
      data = block;
    }
  tail[2] = (uint32_t) last;
  tail[3] = flags | BLAKE3_CHUNK_END | BLAKE3_ROOT
    | (whole == 0 ? BLAKE3_CHUNK_START : 0);
  _symcrypt_blake3_compress(words, cv, data, tail);
  for (i = 0; i < out_length / 4; i++)
    le_write_uint32(out + 4 * i, words[i]);
  if (out_length % 4)
    {
      uint8_t end[4];
      le_write_uint32(end, words[i]);
      memcpy(out + 4 * i, end, out_length % 4);
      _symcrypt_wipe(end, sizeof(end));
    }
  if (whole > 0)
    _symcrypt_wipe(chain, sizeof(chain));
  /* The input's last block (key material in the derive-key mode).  */
  if (last < 64)
    _symcrypt_wipe(block, sizeof(block));
  /* The output block, of which OUT may have taken only a part.  */
  _symcrypt_wipe(words, sizeof(words));
}

/* Joins NODE, the last subtree's top node, with the first DEPTH
   entries of the stack of CTX: the node so far is the right child of
   a parent whose left child is the next entry.  NODE ends as the
   root's node.  */
static void
join_stack(const struct symcrypt_blake3_ctx *ctx, unsigned depth,
	   struct blake3_node *node)
{
  unsigned i;
  for (i = depth; i-- > 0;)
    {
      uint32_t words[16];
      unsigned j;
      _symcrypt_blake3_compress(words, node->cv, node->block, node->tail);
      memcpy(node->block, ctx->stack[i], 32);
      for (j = 0; j < 8; j++)
	le_write_uint32(node->block + 32 + 4 * j, words[j]);
      parent_node(node, ctx->key, ctx->flags);
      _symcrypt_wipe(words, sizeof(words));
    }
}

void
symcrypt_blake3_output(const struct symcrypt_blake3_ctx *ctx,
		       uint64_t offset, size_t length, uint8_t *dst)
{
  struct blake3_node node;
  unsigned depth = ctx->depth;
  if (length == 0)
    return;
  if (ctx->chunks == 0 && offset == 0 && length <= 64)
    {
      /* One chunk, the root, and one block of its output.  */
      hash_chunk(ctx->key, ctx->flags, ctx->length, ctx->chunk, length, dst);
      return;
    }
  if (ctx->length > 0 || ctx->chunks == 0)
    _symcrypt_blake3_chunk_node(&node, ctx->key, ctx->flags, ctx->chunk,
				ctx->length, ctx->chunks);
  else
    {
      /* The input ends with the last chunk pushed: the top two
	 entries are the children of the last subtree's top node.  */
      depth -= 2;
      parent_node(&node, ctx->key, ctx->flags);
      memcpy(node.block, ctx->stack[depth], 32);
      memcpy(node.block + 32, ctx->stack[depth + 1], 32);
    }
  join_stack(ctx, depth, &node);
  _symcrypt_blake3_root_output(&node, offset, length, dst);
  _symcrypt_wipe(&node, sizeof(node));
}

/* The top node of the tree of the LENGTH bytes at DATA (at most
   TREE_CHUNKS chunks), its first chunk with counter COUNTER, to NODE:
   the node of the chunk when there is one, else the parent of the
   tree's two halves.  Nothing is kept back, as the whole input is
   known: every whole chunk goes through the lanes, the parents a level
   per hash_many call, an odd one out carried up to the next level
   (which builds BLAKE3's tree, its left subtrees whole).  */
static void
tree_node(struct blake3_node *node, const uint32_t *key, uint32_t flags,
	  const uint8_t *data, size_t length, uint64_t counter)
{
  uint8_t cvs[TREE_CHUNKS * 32];
  size_t whole = length / CHUNK, n = (length + CHUNK - 1) / CHUNK;

  if (n <= 1)
    {
      _symcrypt_blake3_chunk_node(node, key, flags, data, length, counter);
      return;
    }
  hash_chunks(key, flags, cvs, NULL, data, whole, counter);
  if (n > whole)
    chunk_cv(key, flags, cvs + 32 * whole, data + CHUNK * whole,
	     length - CHUNK * whole, counter + whole);
  top_node(node, key, flags, cvs, n);
  _symcrypt_wipe(cvs, 32 * n);
}

/* The root node of an input of more than a chunk, LENGTH bytes at
   DATA, to ROOT: whole trees of TREE_CHUNKS chunks while more than
   that is left, then the tree of the rest, which is the last subtree
   (it has no more chunks than the lowest set bit of those before).
   Not inlined: its frame (the chaining values of a tree, a context)
   is no cost of the inputs of a chunk.  */
static void __attribute__((noinline))
long_root(struct blake3_node *root, size_t length, const uint8_t *data)
{
  struct symcrypt_blake3_ctx ctx;
  if (length <= TREE_CHUNKS * CHUNK)
    {
      /* One tree, the root's: no stack of subtrees to join.  */
      tree_node(root, _symcrypt_blake3_iv, 0, data, length, 0);
      return;
    }
  symcrypt_blake3_init(&ctx);
  for (; length > TREE_CHUNKS * CHUNK; length -= TREE_CHUNKS * CHUNK,
	 data += TREE_CHUNKS * CHUNK)
    add_chunks(&ctx, NULL, data, TREE_CHUNKS, 0);
  /* The tree of the rest comes after the stack's subtrees.  */
  merge(&ctx);
  tree_node(root, ctx.key, ctx.flags, data, length, ctx.chunks);
  join_stack(&ctx, ctx.depth, root);
  /* Its stack of subtrees' chaining values.  */
  _symcrypt_wipe(&ctx, sizeof(ctx));
}

void
symcrypt_blake3(size_t length, const uint8_t *data,
		size_t out_length, uint8_t *out)
{
  struct blake3_node root;
  if (length <= CHUNK && out_length <= 64)
    {
      hash_chunk(_symcrypt_blake3_iv, 0, length, data, out_length, out);
      return;
    }
  if (length <= CHUNK)
    /* One chunk, which is the root.  */
    _symcrypt_blake3_chunk_node(&root, _symcrypt_blake3_iv, 0, data,
				length, 0);
  else
    long_root(&root, length, data);
  _symcrypt_blake3_root_output(&root, 0, out_length, out);
  _symcrypt_wipe(&root, sizeof(root));
}

/* Subtrees hashed apart, for symcrypt-sum's threads inside one file
   (tools/symcrypt-sum.c links the library's internal code for
   these).  */

void
_symcrypt_blake3_subtree(const struct symcrypt_blake3_ctx *mode,
			 uint64_t counter, size_t length,
			 const uint8_t *data, uint8_t *cv)
{
  uint8_t cvs[BLAKE3_SUBTREE_MAX / (TREE_CHUNKS * CHUNK) * 32];
  size_t n = 0;

  /* Each tree of TREE_CHUNKS chunks is a whole subtree (COUNTER is a
     multiple of it); the last may be smaller, its last chunk partial.  */
  for (; length > 0; n++)
    {
      size_t tree = length < TREE_CHUNKS * CHUNK ? length : TREE_CHUNKS * CHUNK;
      struct blake3_node node;
      tree_node(&node, mode->key, mode->flags, data, tree, counter);
      node_cv(&node, cvs + 32 * n);
      _symcrypt_wipe(&node, sizeof(node));
      data += tree;
      length -= tree;
      counter += TREE_CHUNKS;
    }
  fold_levels(mode->key, mode->flags, cvs, n, 1);
  memcpy(cv, cvs, 32);
  _symcrypt_wipe(cvs, sizeof(cvs));
}

void
_symcrypt_blake3_join(const struct symcrypt_blake3_ctx *mode,
		      size_t n, uint8_t *cvs, size_t length, uint8_t *out)
{
  struct blake3_node root;
  top_node(&root, mode->key, mode->flags, cvs, n);
  _symcrypt_blake3_root_output(&root, 0, length, out);
  _symcrypt_wipe(&root, sizeof(root));
}
