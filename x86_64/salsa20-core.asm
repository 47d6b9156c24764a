C x86_64/salsa20-core.asm -- one Salsa20 block in four xmm rows, SSE2.
C
C Why: x86_64/avx2/salsa20-core.asm for CPUs without AVX2: the block in
C diagonal order (x86_64/machine.m4, SALSA_ROWS_*), each round four
C steps x ^= (y + z) <<< n on whole rows, a chain of four one-cycle
C operations per step on Zen 4.  SSE2 has no blend: a lane select is
C three or four operations on a mask (SALSA_SSE_BLEND).  Needs SSE2
C only.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 237; the C
C code 247-253, the AVX2 core 218.

dnl void _symcrypt_salsa20_core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%xmm<>eval($1)>)	dnl rows 0..3 of the block
define(<P0>, <%xmm4>)
define(<P1>, <%xmm5>)
define(<P2>, <%xmm6>)
define(<P3>, <%xmm7>)
define(<TA>, <P0>)
define(<TB>, <P1>)
define(<T>, <%xmm8>)

define(<ROWS_SSE>)
define(<VMOV>, <movdqa>)
define(<BLEND>, defn(<SALSA_SSE_BLEND>))

PROLOGUE(_symcrypt_salsa20_core)
	SALSA_ROWS_SSE(1)
EPILOGUE(_symcrypt_salsa20_core)

RODATA
	.p2align 4
SALSA_ROWS_SSE_RODATA
