C x86_64/poly1305-blocks.asm -- Poly1305 blocks in radix 2^64.

C Why: one block is h = (h + m) r mod 2^130 - 5 with h in three
C 64-bit words and r in two: four 64x64->128 mul and two small imul.
C The C twin (src/poly1305-64.c) does the same through unsigned
C __int128, but the compiler spills and recomputes carries through
C setc/movzx; here every value stays in a register, the carries stay in
C the flags, and the chain from one block to the next is the mul
C latency plus a few adds.  The partial reduction is the C twin's, so
C both leave the same h (h2 at most 4 after each block).  The loop is
C POLY1305_BLOCKS_64 in machine.m4, shared with x86_64/avx512ifma.
C
C Measured (AMD EPYC Zen 5, family 26, November 2026; rdtsc ticks per
C byte, 16 KiB, median of 21; doc/x86_64-hash.md):
C   this file  0.64     C twin  0.80     Nettle 3.8 (scalar asm)  0.49
C   OpenSSL 3.0 with AVX2  0.42 (AVX-512 IFMA: x86_64/avx512ifma)
C AMD EPYC Zen 4, family 25 model 17, 2026-11-22, rdtsc ticks per call
C of 1024 blocks, p25 of 401: this file 9717 (0.59 ticks/byte; 10094
C before the fold was deferred, machine.m4), C twin 17036.

dnl void _symcrypt_poly1305_blocks(struct symcrypt_poly1305_ctx *ctx,
dnl                                 size_t blocks, const uint8_t *data,
dnl                                 unsigned padbit)
dnl ctx (symcrypt/poly1305.h, radix 2^64): r0 at 0, r1 at 8,
dnl s1 = r1 + r1 / 4 at 16, h0, h1, h2 at 24, 32, 40.

PROLOGUE(_symcrypt_poly1305_blocks)
POLY1305_BLOCKS_64
EPILOGUE(_symcrypt_poly1305_blocks)
