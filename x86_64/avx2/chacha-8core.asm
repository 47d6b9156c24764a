C x86_64/avx2/chacha-8core.asm -- eight ChaCha blocks side by side, AVX2.
C
C Why: long messages.  Register Xi holds word i of eight blocks, one per
C 32-bit lane, so one instruction does eight blocks' work and the four
C quarter rounds of a round are independent streams.  AVX2 rotates by
C 16 and 8 with one vpshufb; by 12 and 7 with two shifts and an OR.
C Sixteen words and two temporaries need eighteen registers, so two of
C the four "c" words (8 to 11) live on the stack at any time: the
C quarter rounds run in pairs, and between the pairs of a round the
C pair's two c words are stored and the next pair's loaded.  A column
C round ends with words 10 and 11 in registers, which the first pair
C of the diagonal round needs, and the diagonal round ends with 8 and
C 9, which the next column round starts with.  The stores and loads
C stay out of the chains (a c word comes back half a round after it was
C stored); the previous version kept word 8 on the stack and put a
C store-to-load forwarding into its quarter round's chain twice a
C round.  At the end a 4x4 transpose within each 128-bit half turns
C lanes into blocks k and k + 4.
C
C Counters are computed in vector registers: eight 32-bit stores read
C back as one 32-byte load cannot be forwarded.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 383, the
C previous version 393 (1.07 against 1.09 cycles per byte); the chain
C of a round is 16 cycles (two rotates of 2), which would allow about
C 250.  symcrypt_chacha_crypt at 16 KiB limited to AVX2: 0.94-0.98x
C OpenSSL 3.0 limited alike (was 0.94-0.95x).  Zen 5 (earlier
C session): 447 for the previous version.

dnl void _symcrypt_chacha_8core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
CHACHA8_REGS

PROLOGUE(_symcrypt_chacha_8core)
CHACHA8_BODY
EPILOGUE(_symcrypt_chacha_8core)

CHACHA8_RODATA
