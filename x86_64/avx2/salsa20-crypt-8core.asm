C x86_64/avx2/salsa20-crypt-8core.asm -- eight Salsa20 blocks XORed
C with the data, AVX2.
C
C Why: the crypt loop of long messages.  The core of salsa20-8core.asm
C (see there: a 32-bit lane per block, two of the a words on the
C stack) with its stores replaced by XOR with the data, as in
C chacha-crypt-8core.asm: each half of the words is transposed within
C the 128-bit halves, vperm2i128 joins a block's eight words, which
C are XORed with the data at the same place and stored to DST 32 bytes
C at a time, instead of going to a stack buffer that memxor3 reads
C back.  The state is not written; the loop advances the counter.  DST
C may be SRC (each 32 bytes are read before they are written).
C
C Needs AVX2.
C
C Measured: doc/x86_64-stream.md, "Fused crypt" (AMD EPYC Zen 4,
C family 25 model 17, 2026-11-22).

dnl void _symcrypt_salsa20_crypt_8core(uint8_t *dst, const uint8_t *src,
dnl                                    const uint32_t *state,
dnl                                    unsigned rounds)

define(<DST>, <%rdi>)
define(<DATA>, <%rsi>)		dnl the data XORed
define(<SRC>, <%rdx>)		dnl the state, as the STREAM8 macros name it
define(<ROUNDS>, <%ecx>)
SALSA8_REGS

PROLOGUE(_symcrypt_salsa20_crypt_8core)
SALSA8_BODY(xor)
EPILOGUE(_symcrypt_salsa20_crypt_8core)

SALSA8_RODATA
