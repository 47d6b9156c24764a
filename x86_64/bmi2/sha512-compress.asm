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

define(<WORD>, <8>)
define(<ROUNDS>, <80>)
define(<STATE>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%rdx>)
define(<WKP>, <%rdx>)	dnl during the second block's rounds: w + k
dnl The eight working variables (see SHA2_REG in x86_64/machine.m4).
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
define(<TP>, <%r14>)
define(<T2>, <%r15>)
dnl The schedule: X(n) holds w[2n], w[2n+1] of the first block in the
dnl low lane and of the second block in the high lane; X(n) and X(n+8)
dnl share a register.
define(<BSWAP>, <%ymm8>)	dnl vpshufb mask: big-endian qwords
define(<ROR8>, <%ymm9>)		dnl vpshufb mask: each qword rotated by 8 bits
define(<V0>, <%ymm10>)
define(<V1>, <%ymm11>)
define(<V2>, <%ymm12>)
define(<X>, <%ymm<>eval(($1) % 8)>)
define(<XL>, <%xmm<>eval(($1) % 8)>)

define(<SIGMA1>, <SHA2_SIGMA(14, 18, 41, $1)>)
define(<SIGMA0>, <SHA2_SIGMA(28, 34, 39, $1)>)

dnl SCHED(n): w[2n], w[2n+1] into X(n), which held w[2n-16], w[2n-15]:
dnl w[i] = w[i-16] + s0(w[i-15]) + w[i-7] + s1(w[i-2]).  Then SHA2_WK(n).
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
	SHA2_WK($1)>)

PROLOGUE(_symcrypt_sha512_compress)
	SHA2_ENTER
	vmovdqa	.Lbswap(%rip), BSWAP
	vmovdqa	.Lror8(%rip), ROR8
	SHA2_BLOCKS
	SHA2_LEAVE
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
