C x86_64/avx2/tz-mul-bytes.asm -- the Tillich-Zémor hash bit by bit,
C a column of the state (both rows) in each 256-bit register.
C
C Why: CPUs with AVX2 but without PCLMULQDQ do not exist, so this
C file only runs where measurement (doc/tzhash.md) puts it before the
C carry-less multiplication code, and it is the measured answer to how
C far the bit-serial design of the reference Go package can go.
C
C Per bit, each row (a, b) becomes (a x + b, a + m (a x + b)), m the
C bit as a mask.  Row r lives in 128-bit lane r of A (column 0) and B
C (column 1), so one instruction does both rows.  The entries stay
C redundant, polynomials of degree <= 127 congruent to the element:
C a x = [lo << 1, hi << 1] + [0, lo63] + t [x, x^64] with t = bit 127
C of a (x^128 = x^64 + x), from one right shift: [lo63, t].  The chain
C from a to a x + b is four operations (Go's design: five, exact
C reduction); bit 127 is folded once, at the end.
C
C The byte is broadcast once to sixteen 16-bit lanes, each word b * 257,
C whose bit 15 is the bit to use; a word add moves the next one up.
C Constants are made in registers.
C
C Speed (AMD EPYC Zen 5, 100000-byte input): see doc/tzhash.md.

dnl void _symcrypt_tz_mul_bytes(uint64_t *state, size_t length,
dnl                             const uint8_t *data)

define(<STATE>, <%rdi>)
define(<LENGTH>, <%rsi>)
define(<DATA>, <%rdx>)

define(<A>, <%ymm0>)	dnl column 0: c00 | c10
define(<B>, <%ymm1>)	dnl column 1: c01 | c11
define(<AX>, <%ymm2>)	dnl the next A, alternating with A
define(<D>, <%ymm3>)	dnl the byte in 16-bit lanes, current bit in bit 15
define(<M>, <%ymm4>)	dnl the current bit, all ones or zero
define(<T>, <%ymm5>)
define(<U>, <%ymm6>)
define(<SHIFT10>, <%ymm7>)	dnl qword shift counts 1, 0 in each lane

dnl BIT(a, b, ax): (a, b) times the matrix of the bit on top of D: ax
dnl = a x + b, b = a + (ax if the bit is 1).
define(<BIT>, <
	vpsrlq	<$>63, $1, T		C [lo63, t]
	vpsllq	<$>1, $1, $3
	vpsraw	<$>15, D, M
	vpslldq	<$>8, T, U		C [0, lo63]
	vpunpckhqdq T, T, T		C [t, t]
	vpxor	$2, $3, $3
	vpsllvq	SHIFT10, T, T		C [2t, t]
	vpxor	U, $3, $3
	vpaddw	D, D, D
	vpxor	T, $3, $3
	vpand	M, $3, $2
	vpxor	$1, $2, $2>)

	.file "tz-mul-bytes.asm"

PROLOGUE(_symcrypt_tz_mul_bytes)
	test	LENGTH, LENGTH
	jz	.Lreturn
	vmovdqu	(STATE), A
	vmovdqu	32(STATE), B
	vpcmpeqd SHIFT10, SHIFT10, SHIFT10
	vpsrlq	<$>63, SHIFT10, SHIFT10
	vpsrldq	<$>8, SHIFT10, SHIFT10

.Lbyte:
	vpbroadcastb (DATA), D
	BIT(A, B, AX)
	BIT(AX, B, A)
	BIT(A, B, AX)
	BIT(AX, B, A)
	BIT(A, B, AX)
	BIT(AX, B, A)
	BIT(A, B, AX)
	BIT(AX, B, A)
	add	<$>1, DATA
	sub	<$>1, LENGTH
	jnz	.Lbyte

	C Fold bit 127, with [0, 2^63] made from SHIFT10.
	vpshufd	<$>0x4e, SHIFT10, M
	vpsllq	<$>63, M, M
	TZ_FOLD127(A, M, T, U)
	TZ_FOLD127(B, M, T, U)
	vmovdqu	A, (STATE)
	vmovdqu	B, 32(STATE)
	vzeroupper
.Lreturn:
	ret
EPILOGUE(_symcrypt_tz_mul_bytes)
