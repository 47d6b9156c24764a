C x86_64/avx512/salsa20-16core.asm -- sixteen Salsa20 blocks side by
C side, AVX-512.
C
C Why: long messages.  As in x86_64/avx2/salsa20-8core.asm, register
C Z(i) holds word i of the blocks, one per 32-bit lane, so the column
C and row rounds need no shuffles; here sixteen lanes, a step
C b ^= (a + d) <<< n is three operations (vpaddd, vprold, vpxord)
C instead of five, and thirty-two registers hold the state, both
C counter words and a temporary per quarter round with no stack
C traffic.  The four quarter rounds of a round are interleaved step by
C step.  The feed-forward and the 16x16 transpose are chacha-16core's.
C
C Measured (Zen 5, rdtsc ticks, p25 of 301): 403 per call four in a
C row (442 alone), 0.39 per byte; the AVX2 8-block core 637 for half
C the blocks.  Like chacha-16core it is bound by the 12-operation
C chain of a quarter round.  symcrypt_salsa20_crypt at 16 KiB: 6005
C MB/s, libsodium 1.0.18 2464 (2.44x; medians of 3 runs).

dnl void _symcrypt_salsa20_16core(uint32_t *dst, const uint32_t *src,
dnl                               unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<CTR_LO>, <%zmm16>)	dnl word 8 of the sixteen blocks
define(<CTR_HI>, <%zmm17>)	dnl word 9
define(<T>, <Z(18 + $1)>)	dnl temporary of quarter round $1

C QW(i, s, j): word J (0..3 for a..d) of quarter round I (0..3) of a
C column (S = 0) or row (S = 1) round.  Word a is 5i in both.
define(<QW>, <Z(ifelse($2, 0, <4 * (($1 + $3) % 4) + $1>,
	<4 * $1 + ($1 + $3) % 4>))>)

C STEP(j, n, s): in the four quarter rounds of round S, word J ^=
C (word J - 1 + word J - 2) <<< N, indices mod 4 (b ^= (a + d) <<< 7
C for J = 1).
define(<STEP>, <forloop(<i>, 0, 3, <
	vpaddd	QW(i, $3, ($1 + 2) % 4), QW(i, $3, ($1 + 3) % 4), T(i)>)
	forloop(<i>, 0, 3, <
	vprold	$<>$2, T(i), T(i)>)
	forloop(<i>, 0, 3, <
	vpxord	T(i), QW(i, $3, $1), QW(i, $3, $1)>)>)

C ROUND(s): the four quarter rounds of a column or row round.
define(<ROUND>, <
	STEP(1, 7, $1)
	STEP(2, 9, $1)
	STEP(3, 13, $1)
	STEP(0, 18, $1)>)

PROLOGUE(_symcrypt_salsa20_16core)
	COUNTERS16(8, CTR_LO, CTR_HI, .Lblock)
	vmovdqa64 CTR_LO, Z(8)
	vmovdqa64 CTR_HI, Z(9)
	LOAD16(0, 8)

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	ROUND(0)			C columns
	ROUND(1)			C rows
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
	FEED16(0, 8, CTR_LO, CTR_HI)
	TRANSPOSE16_STORE
	vzeroupper
	ret
EPILOGUE(_symcrypt_salsa20_16core)

RODATA
	.p2align 6
C Block numbers, added to the counter, and the carry.
.Lblock:
	.long 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
.Lone:
	.long 1
