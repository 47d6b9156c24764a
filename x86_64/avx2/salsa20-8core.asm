C x86_64/avx2/salsa20-8core.asm -- eight Salsa20 blocks side by side, AVX2.
C
C Why: long messages.  Register Xi holds word i of eight blocks, one
C per 32-bit lane, so one instruction does eight blocks' work, the
C column and row rounds need no shuffles, and the four quarter rounds
C of a round are independent streams.  A step b ^= (a + d) <<< n is
C five ops (add, two shifts, two XORs into b), 4 * 4 * 5 = 80 per
C round for 512 bytes.  Sixteen words and two temporaries need eighteen
C registers.  Words 0, 5, 10 and 15 are the "a" of their quarter round
C in both kinds of round, so two of them live on the stack at any time:
C the quarter rounds run in pairs, and between the pairs of a round
C the pair's two a words are stored and the other pair's loaded.  A
C column round runs the pair of words 0 and 5 first, a row round the
C pair of 10 and 15, so each round starts with the a words the last
C one ended with, and a word comes back from the stack half a round
C after it went there, out of the chains.  (The previous version kept
C words 0 and 5 on the stack, with a store-to-load forwarding in two
C chains every round.)  At the end a 4x4 transpose within each 128-bit
C half turns lanes into blocks k and k + 4.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 429, the
C previous version 461 (1.19 against 1.28 cycles per byte).  The bound
C is issue: this mix of adds, shifts and XORs sustains about 3 ymm
C operations per cycle on Zen 4 (measured), 80 per round, 27 cycles; it
C takes 30.  At 16 KiB limited to AVX2: 0.94x libsodium's AVX2 code
C (was 0.88x), whose XOR of the data stays in registers.  Zen 5
C (earlier session, previous version): 1.27-1.29 ticks per byte with
C memxor3, libsodium 2.42-2.49.

dnl void _symcrypt_salsa20_8core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
SALSA8_REGS

PROLOGUE(_symcrypt_salsa20_8core)
SALSA8_BODY
EPILOGUE(_symcrypt_salsa20_8core)

SALSA8_RODATA
