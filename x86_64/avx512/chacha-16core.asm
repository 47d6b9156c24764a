C x86_64/avx512/chacha-16core.asm -- sixteen ChaCha blocks side by side,
C AVX-512.
C
C Why: long messages.  As in x86_64/avx2/chacha-8core.asm, register
C Z(i) holds word i of the blocks, one per 32-bit lane, but a zmm
C register has sixteen lanes, vprold rotates by any count in one
C operation (a quarter round is 12 operations instead of 14) and
C thirty-two registers hold the state and both counter words with no
C stack traffic.  The four quarter rounds of a round are interleaved
C step by step.  At the end a 16x16 transpose (two unpack stages within
C 128-bit lanes, two vshufi32x4 stages across them) turns lanes into
C blocks.
C
C MEASURED

dnl void _symcrypt_chacha_16core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<CTR_LO>, <%zmm16>)	dnl word 12 of the sixteen blocks
define(<CTR_HI>, <%zmm17>)	dnl word 13

C The words of quarter round I (0..3) of a column (S = 0) or diagonal
C (S = 1) round.
define(<QA>, <Z($1)>)
define(<QB>, <Z(4 + ($1 + $2) % 4)>)
define(<QC>, <Z(8 + ($1 + 2 * $2) % 4)>)
define(<QD>, <Z(12 + ($1 + 3 * $2) % 4)>)

C ARX(x, y, z, n, s): x += y; z ^= x; z <<<= n, in the four quarter
C rounds of round S, where X, Y, Z name the words' roles.
define(<ARX>, <forloop(<i>, 0, 3, <
	vpaddd	$2(i, $5), $1(i, $5), $1(i, $5)>)
	forloop(<i>, 0, 3, <
	vpxord	$1(i, $5), $3(i, $5), $3(i, $5)>)
	forloop(<i>, 0, 3, <
	vprold	$<>$4, $3(i, $5), $3(i, $5)>)>)

C ROUND(s): the four quarter rounds of a column or diagonal round.
define(<ROUND>, <
	ARX(<QA>, <QB>, <QD>, 16, $1)
	ARX(<QC>, <QD>, <QB>, 12, $1)
	ARX(<QA>, <QB>, <QD>, 8, $1)
	ARX(<QC>, <QD>, <QB>, 7, $1)>)

PROLOGUE(_symcrypt_chacha_16core)
	COUNTERS16(12, CTR_LO, CTR_HI)
	LOAD16(12, CTR_LO, CTR_HI)

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	ROUND(0)			C columns
	ROUND(1)			C diagonals
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
	FEED16(12, CTR_LO, CTR_HI)
	TRANSPOSE16_STORE
	vzeroupper
	ret
EPILOGUE(_symcrypt_chacha_16core)

RODATA
	.p2align 6
C Block numbers, added to the counter, and the carry.
.Lblock:
	.long 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
.Lone:
	.long 1
