/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* macros.h -- byte order and small helpers shared by the C code.  */
#ifndef SYMCRYPT_MACROS_H
#define SYMCRYPT_MACROS_H

#include <stddef.h>
#include <stdint.h>

#define ROTL32(x, n) ((uint32_t) (((x) << (n)) | ((x) >> (32 - (n)))))
#define ROTR32(x, n) ((uint32_t) (((x) >> (n)) | ((x) << (32 - (n)))))
#define ROTR64(x, n) ((uint64_t) (((x) >> (n)) | ((x) << (64 - (n)))))

/* Big-endian loads and stores (the SHA family), written byte by byte:
   compilers turn them into one load or store and a byte swap.  */
#define READ_UINT32(p)				\
  (  ((uint32_t) (p)[0] << 24)			\
   | ((uint32_t) (p)[1] << 16)			\
   | ((uint32_t) (p)[2] << 8)			\
   |  (uint32_t) (p)[3])

#define WRITE_UINT32(p, v) do {			\
    uint32_t write_v_ = (v);			\
    (p)[0] = (uint8_t) (write_v_ >> 24);	\
    (p)[1] = (uint8_t) (write_v_ >> 16);	\
    (p)[2] = (uint8_t) (write_v_ >> 8);		\
    (p)[3] = (uint8_t) write_v_;		\
  } while (0)

#define READ_UINT64(p)					\
  (((uint64_t) READ_UINT32(p) << 32) | READ_UINT32((p) + 4))

#define WRITE_UINT64(p, v) do {				\
    uint64_t write64_v_ = (v);				\
    WRITE_UINT32((p), (uint32_t) (write64_v_ >> 32));	\
    WRITE_UINT32((p) + 4, (uint32_t) write64_v_);	\
  } while (0)

/* Host-order words at any address, kept in registers: loaded and
   stored whole where the target allows any alignment, else assembled
   from narrower accesses.  memcpy into a variable, the usual idiom,
   compiles on riscv64 and mips64el to bytes gathered in a stack slot,
   which left copies of digests and keys behind.  */
typedef uint32_t __attribute__((may_alias, aligned(1))) symcrypt_any_uint32;
typedef uint64_t __attribute__((may_alias, aligned(1))) symcrypt_any_uint64;
typedef uintptr_t __attribute__((may_alias, aligned(1))) symcrypt_any_word;

static inline uint32_t
host_read_uint32(const uint8_t *p)
{
  return *(const symcrypt_any_uint32 *) p;
}

static inline void
host_write_uint32(uint8_t *p, uint32_t x)
{
  *(symcrypt_any_uint32 *) p = x;
}

static inline uint64_t
host_read_uint64(const uint8_t *p)
{
  return *(const symcrypt_any_uint64 *) p;
}

static inline void
host_write_uint64(uint8_t *p, uint64_t x)
{
  *(symcrypt_any_uint64 *) p = x;
}

static inline uint32_t
le_read_uint32(const uint8_t *p)
{
  return (uint32_t) p[0] | ((uint32_t) p[1] << 8)
    | ((uint32_t) p[2] << 16) | ((uint32_t) p[3] << 24);
}

static inline void
le_write_uint32(uint8_t *p, uint32_t x)
{
  p[0] = (uint8_t) x;
  p[1] = (uint8_t) (x >> 8);
  p[2] = (uint8_t) (x >> 16);
  p[3] = (uint8_t) (x >> 24);
}

static inline uint64_t
le_read_uint64(const uint8_t *p)
{
  return (uint64_t) le_read_uint32(p) | ((uint64_t) le_read_uint32(p + 4) << 32);
}

static inline void
le_write_uint64(uint8_t *p, uint64_t x)
{
  le_write_uint32(p, (uint32_t) x);
  le_write_uint32(p + 4, (uint32_t) (x >> 32));
}

/* Zeroes LENGTH bytes at P in a way the compiler may not drop, for
   key material in buffers about to go out of scope.  */
void _symcrypt_wipe(void *p, size_t length);

/* Zeroes LENGTH bytes of the stack below the caller's frame, where
   the functions it has just called had theirs.  A C function that
   holds key material or secret state in local variables does its
   work in a function of its own (noinline) and then calls this with
   that function's stack use, SYMCRYPT_STACK_USE (its arrays): the
   compiler keeps copies of such variables in stack slots (spills,
   saved registers) that no wipe of a named variable reaches, and they
   differ by target and compiler; this reaches them all, the arrays
   included.  A function whose own variables hold no secret but whose
   C callees do wipes their frames the same way before it returns.  */
void _symcrypt_wipe_stack(size_t length);

/* The stack a C function whose arrays take ARRAYS bytes uses, the
   frames of its own callees without arrays included: besides the
   arrays a frame holds spill slots, saved registers, a return address
   and padding.  Where pointers have 32 bits, a 64-bit word takes two
   registers and the bodies of SHA-512 and BLAKE2b spill most of their
   state.  The margins cover every function that wipes this way with
   the compilers and targets the tests run (doc/wiping.md).  */
#define SYMCRYPT_STACK_MARGIN (sizeof(void *) >= 8 ? 1024 : 3072)
#define SYMCRYPT_STACK_USE(arrays) ((arrays) + SYMCRYPT_STACK_MARGIN)

/* 1 where the compiler gives variables stack slots that an optimizing
   build keeps in registers, and frames grow past what -O2 makes of
   them: a build without optimization, or with AddressSanitizer (GCC
   defines __SANITIZE_ADDRESS__, Clang answers __has_feature), whose
   redzones surround every array.  Code that sizes its wipe from -O2's
   frames, or counts on secrets staying in registers, wipes the whole
   SYMCRYPT_STACK_USE there.  */
#if !defined(__OPTIMIZE__) || defined(__SANITIZE_ADDRESS__)
# define SYMCRYPT_FRAMES_UNOPTIMIZED 1
#elif defined(__has_feature)
# if __has_feature(address_sanitizer)
#  define SYMCRYPT_FRAMES_UNOPTIMIZED 1
# endif
#endif
#ifndef SYMCRYPT_FRAMES_UNOPTIMIZED
# define SYMCRYPT_FRAMES_UNOPTIMIZED 0
#endif

/* For a body that keeps its secrets in a context and in a few 64-bit
   local variables: where an optimizing compiler keeps those in
   registers (pointers of 64 bits; tests/residue-test looks on every
   target the suite builds), SYMCRYPT_WORDS_BODY inlines it and
   SYMCRYPT_WORDS_WIPE() does nothing, since a stack wipe would cost
   more than a short message's work; where they may land in stack
   slots (pointers of 32 bits, a 64-bit word taking two registers, or
   SYMCRYPT_FRAMES_UNOPTIMIZED), the body is a function of its own
   and its caller wipes the stack after it.  */
#if SYMCRYPT_FRAMES_UNOPTIMIZED || UINTPTR_MAX <= 0xffffffff
# define SYMCRYPT_WORDS_BODY __attribute__((noinline))
# define SYMCRYPT_WORDS_WIPE() _symcrypt_wipe_stack(SYMCRYPT_STACK_USE(0))
#else
# define SYMCRYPT_WORDS_BODY SYMCRYPT_ALWAYS_INLINE
# define SYMCRYPT_WORDS_WIPE() ((void) 0)
#endif

/* 1 if the LENGTH bytes at A and B are equal, else 0, in time that
   depends on LENGTH only (for comparing tags).  */
int _symcrypt_memeql_sec(const void *a, const void *b, size_t length);

/* The same comparison as a return code, without a branch: SYMCRYPT_OK
   (0) if equal, else SYMCRYPT_EAUTH.  */
int _symcrypt_memeql_code(const void *a, const void *b, size_t length);

#if defined(__GNUC__)
# define SYMCRYPT_ALWAYS_INLINE inline __attribute__((always_inline))
#else
# define SYMCRYPT_ALWAYS_INLINE inline
#endif

/* The priorities of the library's constructors: src/setup.c chooses
   the variants first; a family's own work at load time that reads the
   choice (the stream ciphers' widths lists) comes after.  */
#define SYMCRYPT_SETUP_CHOICE 101
#define SYMCRYPT_SETUP_AFTER_CHOICE 102

/* For a context on the stack: a cache line of its own.  The one-shot
   HMAC functions ran at 195 or 260 MB/s for 32 bytes on AMD Zen 5 by
   whether the caller's stack was at 0 or 16 modulo 32
   (doc/symcrypt-benchmark.1, HOW IT TIMES).  */
#if defined(__GNUC__)
# define SYMCRYPT_LINE_ALIGNED __attribute__((aligned(64)))
#else
# define SYMCRYPT_LINE_ALIGNED
#endif

/* Asks for full unrolling of the next loop of 16 iterations: gcc -O2
   leaves such loops rolled, which keeps arrays indexed by the loop
   variable in memory (measured on the ChaCha core: 15% more
   instructions).  */
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 8
# define SYMCRYPT_UNROLL16 _Pragma("GCC unroll 16")
#else
# define SYMCRYPT_UNROLL16
#endif

/* A (length, pointer) pair that names no memory: a NULL pointer with
   a non-zero length.  Every public function that returns an error
   code refuses one with SYMCRYPT_EINVAL before it writes anything (a
   NULL pointer with a length of 0 is valid everywhere); a void
   function states the pointers non-NULL as its precondition.  */
#define BAD_PAIR(length, p) ((p) == NULL && (length) != 0)

/* 16 bytes as one vector register, read and written at any address:
   a block written whole is read back whole, where one written as
   smaller pieces and loaded whole waits for the stores to retire.  */
typedef uint64_t symcrypt_block16
  __attribute__((vector_size(16), aligned(1), may_alias));

#endif /* SYMCRYPT_MACROS_H */
