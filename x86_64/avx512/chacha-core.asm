C x86_64/avx512/chacha-core.asm -- one ChaCha block in four xmm rows,
C AVX-512 (VL: vprold on xmm).
C
C Why: as x86_64/avx2/chacha-core.asm, with every rotate one vprold:
C fewer instructions for the same chain (vprold takes two cycles on Zen
C 4, as vpshufb and the shift pair with an or do).
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 214; the C
C code 263, x86_64/avx2 227.

dnl void _symcrypt_chacha_core(uint32_t *dst, const uint32_t *src,
dnl                            unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%xmm<>eval($1)>)	dnl rows 0..3 of the block

define(<VXOR>, <vpxord>)
define(<ROTL16>, <
	vprold	$<>16, $1, $1>)
define(<ROTL12>, <
	vprold	$<>12, $1, $1>)
define(<ROTL8>, <
	vprold	$<>8, $1, $1>)
define(<ROTL7>, <
	vprold	$<>7, $1, $1>)

PROLOGUE(_symcrypt_chacha_core)
	vmovdqu	0(SRC), ROW(0)
	vmovdqu	16(SRC), ROW(1)
	vmovdqu	32(SRC), ROW(2)
	vmovdqu	48(SRC), ROW(3)
	CHACHA_ROWS_ROUNDS(1)
	C Feed-forward (all of SRC read before DST is written: DST may be SRC)
	vpaddd	0(SRC), ROW(0), ROW(0)
	vpaddd	16(SRC), ROW(1), ROW(1)
	vpaddd	32(SRC), ROW(2), ROW(2)
	vpaddd	48(SRC), ROW(3), ROW(3)
	vmovdqu	ROW(0), 0(DST)
	vmovdqu	ROW(1), 16(DST)
	vmovdqu	ROW(2), 32(DST)
	vmovdqu	ROW(3), 48(DST)
	ret
EPILOGUE(_symcrypt_chacha_core)
