C x86_64/avx512/salsa20-core.asm -- one Salsa20 block in four xmm rows,
C AVX-512 (VL: vprold on xmm).
C
C Why: as x86_64/avx2/salsa20-core.asm, with every rotate one vprold:
C a step x ^= (y + z) <<< n is three instructions instead of five, the
C chain as long (vprold takes two cycles on Zen 4).
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 217; the C code
C 253, x86_64/avx2 224.

dnl void _symcrypt_salsa20_core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%xmm<>eval($1)>)	dnl rows 0..3 of the block
define(<TA>, <%xmm4>)
define(<TB>, <%xmm5>)
define(<P2>, <%xmm6>)
define(<P3>, <%xmm7>)
define(<T>, <%xmm8>)

define(<VMOV>, <vmovdqa>)
define(<BLEND>, <vpblendd $<>$1, $2, $3, $4>)
define(<SALSA_ROTXOR>, <
	vprold	$<>$4, $2, $2
	vpxord	$2, $1, $1>)

PROLOGUE(_symcrypt_salsa20_core)
	vmovdqu	0(SRC), ROW(0)
	vmovdqu	16(SRC), ROW(1)
	vmovdqu	32(SRC), ROW(2)
	vmovdqu	48(SRC), ROW(3)
	SALSA_DIAGONALS(0, TA, TB, P2, P3, T)
	SALSA_ROWS_ROUNDS(1)
	SALSA_UNDIAGONALS(0, TA, TB, P2, P3, T)
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
EPILOGUE(_symcrypt_salsa20_core)
