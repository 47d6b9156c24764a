C x86_64/bmi2/sha512-compress.asm -- SHA-512 compression: scalar rounds
C with BMI rotates, the message schedule four words at a time in AVX2.

C Why: the rounds are a serial chain on the general registers; rorx
C (BMI2) saves the moves of the plain rotates, and the vector unit
C computes the schedule (and adds the round constants) in the shadow of
C the rounds.  The schedule is computed for two blocks at once, one in
C each 128-bit lane, two words per step: that needs no lane crossing
C and halves its cost, which otherwise competes with the rounds for
C the decoders.  The second block's rounds then run alone.
C Measured (16 KiB, AMD EPYC Zen 4): see doc/x86_64-hash.md.

dnl void _symcrypt_sha512_compress(uint64_t *state, size_t blocks,
dnl                                 const uint8_t *data)
dnl STATE holds a..h in host order; DATA is BLOCKS whole 128-byte
dnl blocks, any alignment.

define(<STATE>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%rdx>)
define(<WKP>, <%rdx>)	dnl during the second block's rounds: w + k
dnl The eight working variables; round i finds a in R(-i), h in R(7-i).
define(<R0>, <%rax>)
define(<R1>, <%rbx>)
define(<R2>, <%rcx>)
define(<R3>, <%rbp>)
define(<R4>, <%r8>)
define(<R5>, <%r9>)
define(<R6>, <%r10>)
define(<R7>, <%r11>)
define(<Y0>, <%r12>)	dnl a ^ b of one round, which is b ^ c of the next
define(<Y1>, <%r13>)
define(<T1>, <%r14>)
define(<T2>, <%r15>)
dnl The schedule: X(n) holds w[2n], w[2n+1] of the first block in the
dnl low lane and of the second block in the high lane; X(n) and X(n+8)
dnl share a register.
define(<BSWAP>, <%ymm8>)	dnl vpshufb mask: big-endian qwords
define(<ROR8>, <%ymm9>)		dnl vpshufb mask: each qword rotated by 8 bits
define(<V0>, <%ymm10>)
define(<V1>, <%ymm11>)
define(<V2>, <%ymm12>)
define(<V3>, <%ymm13>)

dnl The frame: w + k for 80 rounds of two blocks, 32 bytes per two
dnl rounds (first block, then second), and the saved data pointer.
define(<WK_SIZE>, <1280>)
define(<DATA_SAVE>, <1280>)
define(<FRAME>, <1288>)		dnl keeps %rsp 16-byte aligned

define(<REG>, <ifelse(eval((($1) + 80) % 8), 0, <R0>, eval((($1) + 80) % 8), 1, <R1>,
	eval((($1) + 80) % 8), 2, <R2>, eval((($1) + 80) % 8), 3, <R3>,
	eval((($1) + 80) % 8), 4, <R4>, eval((($1) + 80) % 8), 5, <R5>,
	eval((($1) + 80) % 8), 6, <R6>, <R7>)>)
define(<X>, <%ymm<>eval(($1) % 8)>)
define(<XL>, <%xmm<>eval(($1) % 8)>)

dnl ROUND(w + k, a, b, c, d, e, f, g, h, y_new, y_old): one round.
dnl h += w + k + S1(e) + Ch(e, f, g); d += h; h += S0(a) + Maj(a, b, c).
dnl Ch = ((f ^ g) & e) ^ g;
dnl Maj = ((a ^ b) & (b ^ c)) ^ b, with b ^ c left by the previous round.
dnl The order keeps the chain from e to the next e at five additions
dnl deep: h gathers w + k and Ch while S1(e) is computed.
define(<ROUND>, <
	add	$1, $9			C h += w + k
	mov	$7, T1
	xor	$8, T1
	and	$6, T1
	xor	$8, T1			C Ch(e, f, g)
	add	T1, $9
	rorx	<$>14, $6, T1
	rorx	<$>18, $6, T2
	xor	T2, T1
	rorx	<$>41, $6, T2
	xor	T2, T1			C S1(e)
	add	T1, $9			C h is now t1
	add	$9, $5			C d += t1
	rorx	<$>28, $2, T1
	rorx	<$>34, $2, T2
	xor	T2, T1
	rorx	<$>39, $2, T2
	xor	T2, T1			C S0(a)
	mov	$2, $10
	xor	$3, $10			C a ^ b
	and	$10, $11
	xor	$3, $11			C Maj(a, b, c)
	add	$11, T1
	add	T1, $9>)

dnl ROUNDI(i, w + k): round i (only i mod 8 matters) with the given w + k.
define(<ROUNDI>, <ROUND($2, REG(0 - ($1)), REG(1 - ($1)), REG(2 - ($1)),
	REG(3 - ($1)), REG(4 - ($1)), REG(5 - ($1)), REG(6 - ($1)), REG(7 - ($1)),
	ifelse(eval(($1) % 2), 0, <Y0, Y1>, <Y1, Y0>))>)

dnl ROUNDS2(n): rounds 2n, 2n+1 of the first block.
define(<ROUNDS2>, <ROUNDI(eval(2 * ($1)), eval(32 * ($1))(%rsp))
	ROUNDI(eval(2 * ($1) + 1), eval(32 * ($1) + 8)(%rsp))>)

dnl WK(n): w + k for rounds 2n, 2n+1 of both blocks into the frame.
define(<WK>, <
	vbroadcasti128	.LK+eval(16 * ($1))(%rip), V0
	vpaddq	V0, X($1), V0
	vmovdqu	V0, eval(32 * ($1))(%rsp)>)

dnl SCHED(n): w[2n], w[2n+1] into X(n), which held w[2n-16], w[2n-15]:
dnl w[i] = w[i-16] + s0(w[i-15]) + w[i-7] + s1(w[i-2]).  Then WK(n).
define(<SCHED>, <
	vpalignr	<$>8, X($1), X(eval($1 + 1)), V0	C w[i-15], w[i-14]
	vpalignr	<$>8, X(eval($1 + 4)), X(eval($1 + 5)), V1	C w[i-7], w[i-6]
	vpaddq	V1, X($1), X($1)
	C s0: rotates by 1 and 8, shift by 7
	vpsrlq	<$>7, V0, V1
	vpshufb	ROR8, V0, V2
	vpxor	V2, V1, V1
	vpsrlq	<$>1, V0, V2
	vpxor	V2, V1, V1
	vpsllq	<$>63, V0, V2
	vpxor	V2, V1, V1
	vpaddq	V1, X($1), X($1)
	C s1 of w[i-2], w[i-1]: rotates by 19 and 61, shift by 6
	vpsrlq	<$>6, X(eval($1 + 7)), V1
	vpsrlq	<$>19, X(eval($1 + 7)), V2
	vpxor	V2, V1, V1
	vpsllq	<$>45, X(eval($1 + 7)), V2
	vpxor	V2, V1, V1
	vpsrlq	<$>61, X(eval($1 + 7)), V2
	vpxor	V2, V1, V1
	vpsllq	<$>3, X(eval($1 + 7)), V2
	vpxor	V2, V1, V1
	vpaddq	V1, X($1), X($1)
	WK($1)>)

dnl LOAD(n): w[2n], w[2n+1] of both blocks (DATA and T1), byte-swapped.
define(<LOAD>, <
	vmovdqu	eval(16 * ($1))(DATA), XL($1)
	vinserti128	<$>1, eval(16 * ($1))(T1), X($1), X($1)
	vpshufb	BSWAP, X($1), X($1)
	WK($1)>)

dnl ADD_STATE: a..h (back in R0..R7 after a multiple of 8 rounds) +=
dnl the state, and stored.
define(<ADD_STATE>, <
	add	(STATE), R0
	add	8(STATE), R1
	add	16(STATE), R2
	add	24(STATE), R3
	add	32(STATE), R4
	add	40(STATE), R5
	add	48(STATE), R6
	add	56(STATE), R7
	mov	R0, (STATE)
	mov	R1, 8(STATE)
	mov	R2, 16(STATE)
	mov	R3, 24(STATE)
	mov	R4, 32(STATE)
	mov	R5, 40(STATE)
	mov	R6, 48(STATE)
	mov	R7, 56(STATE)>)

PROLOGUE(_symcrypt_sha512_compress)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	PUSH(%rbx)
	PUSH(%rbp)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	C 6 pushes after the return address: FRAME = 8 mod 16 aligns %rsp
	sub	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset FRAME>)

	vmovdqa	.Lbswap(%rip), BSWAP
	vmovdqa	.Lror8(%rip), ROR8
	mov	(STATE), R0
	mov	8(STATE), R1
	mov	16(STATE), R2
	mov	24(STATE), R3
	mov	32(STATE), R4
	mov	40(STATE), R5
	mov	48(STATE), R6
	mov	56(STATE), R7

	ALIGN_FUNCTION
.Loop:
	C the second block, or the first again when it is the last
	lea	128(DATA), T1
	cmp	<$>1, BLOCKS
	cmove	DATA, T1
	LOAD(0)
	LOAD(1)
	LOAD(2)
	LOAD(3)
	LOAD(4)
	LOAD(5)
	LOAD(6)
	LOAD(7)
	mov	R1, Y1
	xor	R2, Y1			C b ^ c for round 0
	C Each pair of rounds comes after the schedule eight pairs ahead,
	C which the processor runs beside the rounds.
forloop(<n>, 0, 31, <
	SCHED(eval(n + 8))
	ROUNDS2(n)>)
forloop(<n>, 32, 39, <
	ROUNDS2(n)>)
	ADD_STATE
	sub	<$>1, BLOCKS
	jz	.Lend

	C The second block: its w + k are ready, 16 bytes into each pair.
	mov	DATA, DATA_SAVE<>(%rsp)
	lea	16(%rsp), WKP
	mov	R1, Y1
	xor	R2, Y1
.Lsecond:
forloop(<i>, 0, 7, <
	ROUNDI(i, eval(32 * (i / 2) + 8 * (i % 2))(WKP))>)
	sub	<$>-128, WKP
	lea	WK_SIZE + 16(%rsp), T1
	cmp	T1, WKP
	jne	.Lsecond
	ADD_STATE
	mov	DATA_SAVE<>(%rsp), DATA
	add	<$>256, DATA
	sub	<$>1, BLOCKS
	jnz	.Loop

.Lend:
	C the frame held w + k, derived from the message: clear it
	vpxor	V0, V0, V0
	mov	<$>WK_SIZE, T1
.Lwipe:
	vmovdqu	V0, -32(%rsp, T1)
	sub	<$>32, T1
	jnz	.Lwipe
	vzeroupper
	add	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbp)
	POP(%rbx)
.Ldone:
	ret
EPILOGUE(_symcrypt_sha512_compress)

RODATA
	.p2align 5
.Lbswap:
	.byte	7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
	.byte	7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
.Lror8:
	.byte	1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8
	.byte	1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8
C The round constants of FIPS 180-4, section 4.2.3.
.LK:
	.quad	0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc
	.quad	0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118
	.quad	0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2
	.quad	0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694
	.quad	0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65
	.quad	0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5
	.quad	0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4
	.quad	0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70
	.quad	0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df
	.quad	0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b
	.quad	0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30
	.quad	0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8
	.quad	0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8
	.quad	0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3
	.quad	0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec
	.quad	0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b
	.quad	0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178
	.quad	0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b
	.quad	0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c
	.quad	0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817
