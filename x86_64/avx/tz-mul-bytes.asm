C x86_64/avx/tz-mul-bytes.asm -- the Tillich-Zémor hash bit by bit,
C 128-bit AVX, the low and the high words of the entries apart.
C
C Why: the bit-serial design of the reference Go package, for AVX;
C CPUs with AVX all have PCLMULQDQ, so this runs only where measurement
C (doc/tzhash.md) puts it first.
C
C Per bit, each row (a, b) becomes (a x + b, a + m (a x + b)), m the
C bit as a mask.  ALO holds the low words of c00 and c10 (column 0,
C row r in qword r), AHI their high words, BLO and BHI column 1: every
C operation is lane by lane, with no shuffle.  The entries stay
C redundant, polynomials of degree <= 127 congruent to the element:
C with t the top bit of a and x^128 = x^64 + x,
C   (a x)_lo = lo << 1 + 2t,  (a x)_hi = hi << 1 + lo63 + t;
C bit 127 is folded once, at the end.
C
C Speed (AMD EPYC Zen 5, 100000-byte input): see doc/tzhash.md.

dnl void _symcrypt_tz_mul_bytes(uint64_t *state, size_t length,
dnl                             const uint8_t *data)

define(<STATE>, <%rdi>)
define(<LENGTH>, <%rsi>)
define(<DATA>, <%rdx>)

define(<ALO>, <%xmm0>)
define(<AHI>, <%xmm1>)
define(<BLO>, <%xmm2>)
define(<BHI>, <%xmm3>)
define(<XLO>, <%xmm4>)	dnl the next ALO, AHI, alternating with them
define(<XHI>, <%xmm5>)
define(<D>, <%xmm6>)	dnl the byte in 16-bit lanes, current bit in bit 15
define(<M>, <%xmm7>)	dnl the current bit, all ones or zero
define(<T>, <%xmm8>)
define(<U>, <%xmm9>)
define(<ZERO>, <%xmm10>)

dnl BIT(alo, ahi, xlo, xhi): (a, b) times the matrix of the bit on top
dnl of D: x = a x + b, b = a + (x if the bit is 1).
define(<BIT>, <
	vpsrlq	<$>63, $2, T		C t
	vpsrlq	<$>63, $1, U		C lo63
	vpsllq	<$>1, $1, $3
	vpsllq	<$>1, $2, $4
	vpsraw	<$>15, D, M
	vpxor	T, U, U
	vpaddq	T, T, T
	vpxor	BLO, $3, $3
	vpxor	BHI, $4, $4
	vpaddw	D, D, D
	vpxor	T, $3, $3
	vpxor	U, $4, $4
	vpand	M, $3, BLO
	vpand	M, $4, BHI
	vpxor	$1, BLO, BLO
	vpxor	$2, BHI, BHI>)

	.file "tz-mul-bytes.asm"

PROLOGUE(_symcrypt_tz_mul_bytes)
	test	LENGTH, LENGTH
	jz	.Lreturn
	C Words by lane: [c00, c10] and [c01, c11], low words, high words.
	vmovdqu	(STATE), T
	vmovdqu	16(STATE), U
	vpunpcklqdq U, T, ALO
	vpunpckhqdq U, T, AHI
	vmovdqu	32(STATE), T
	vmovdqu	48(STATE), U
	vpunpcklqdq U, T, BLO
	vpunpckhqdq U, T, BHI
	vpxor	ZERO, ZERO, ZERO

.Lbyte:
	C Each word of D: the byte twice.
	movzbl	(DATA), %eax
	vmovd	%eax, D
	vpshufb	ZERO, D, D
	BIT(ALO, AHI, XLO, XHI)
	BIT(XLO, XHI, ALO, AHI)
	BIT(ALO, AHI, XLO, XHI)
	BIT(XLO, XHI, ALO, AHI)
	BIT(ALO, AHI, XLO, XHI)
	BIT(XLO, XHI, ALO, AHI)
	BIT(ALO, AHI, XLO, XHI)
	BIT(XLO, XHI, ALO, AHI)
	add	<$>1, DATA
	sub	<$>1, LENGTH
	jnz	.Lbyte

	C Fold bit 127: clear it, add x^63 + 1.
	TZ_FOLD127_SPLIT(ALO, AHI, T, U)
	TZ_FOLD127_SPLIT(BLO, BHI, T, U)
	vpunpcklqdq AHI, ALO, T
	vpunpckhqdq AHI, ALO, U
	vmovdqu	T, (STATE)
	vmovdqu	U, 16(STATE)
	vpunpcklqdq BHI, BLO, T
	vpunpckhqdq BHI, BLO, U
	vmovdqu	T, 32(STATE)
	vmovdqu	U, 48(STATE)
.Lreturn:
	ret
EPILOGUE(_symcrypt_tz_mul_bytes)
