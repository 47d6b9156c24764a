C arm64/sha512-compress.asm -- SHA-512 compression in general
C registers, for CPUs without the SHA-512 instructions.

C void _symcrypt_sha512_compress(uint64_t *state, size_t blocks,
C                                const uint8_t *data)
C
C Why: Cortex-A53, A72, Neoverse N1 and many more have no SHA-512
C instructions.  The eight state words and the sixteen schedule words
C all live in registers (x29 and x30 too, saved; STATE and BLOCKS wait
C on the stack), so a round is twenty instructions with the rotations
C folded into the XORs (eor with a rotated operand), and a schedule step
C nine; the roles a..h rotate through the registers by renaming.  The
C maj(a, b, c) = b ^ ((a ^ b) & (b ^ c)) of a round reuses the a ^ b
C of the round before as its b ^ c.
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions per byte of
C sha512_update, gcc 12 -O2, 2026-11-22):
C                       64 B   1 KiB  16 KiB
C   C twin                            21.1
C   this file          18.69  17.46  17.38
C   OpenSSL 3.0.x                     18.54 (scalar)
C   Nettle 3.8.1                      18.96 (C)
C Cycles: doc/arm64-cost-model.md.

	ARCH_BASE

define(<DATA>, <x2>)
define(<KPTR>, <x3>)
define(<T>, <x0>)	C sigma sums
define(<U>, <x1>)	C constants, ch, maj
define(<X>, <x<>eval(4 + ($1) % 2)>)	C X(t): a ^ b of round t
C S(r): the register of state word r (0 = a) in round 0; W(i): schedule
C word i mod 16.
define(<S>, <x<>eval(6 + ($1) % 8)>)
define(<W>, <ifelse(eval(($1) % 16 / 4), 0, <x<>eval(14 + ($1) % 16)>,
	<x<>eval(19 + ($1) % 16 - 4)>)>)
C The frame: x19-x30 in pairs, then STATE and BLOCKS at sp.

C Role r of round t is in S(r - t).
define(<RA>, <S(eval($1 + 80))>)
define(<RB>, <S(eval($1 + 81))>)
define(<RC>, <S(eval($1 + 82))>)
define(<RD>, <S(eval($1 + 83))>)
define(<RE>, <S(eval($1 + 84))>)
define(<RF>, <S(eval($1 + 85))>)
define(<RG>, <S(eval($1 + 86))>)
define(<RH>, <S(eval($1 + 87))>)

C SCHED(t): W(t) = sigma1(W(t-2)) + W(t-7) + sigma0(W(t-15)) + W(t-16).
define(<SCHED>, <
	ror	T, W($1 + 1), #1
	eor	T, T, W($1 + 1), ror #8
	eor	T, T, W($1 + 1), lsr #7
	add	W($1), W($1), T
	ror	T, W($1 + 14), #19
	eor	T, T, W($1 + 14), ror #61
	eor	T, T, W($1 + 14), lsr #6
	add	W($1), W($1), T
	add	W($1), W($1), W($1 + 9)>)

C ROUND(t, k): round t; the roles of round t are those of index k = 80 - t
C mod 8 (RA(k) is a).  h becomes T1 + T2, the next round's a; d += T1.
define(<ROUND>, <ifelse(eval($1 / 16), 0, , <SCHED($1)>)
	ldr	U, [KPTR], #8
	add	RH($2), RH($2), U
	add	RH($2), RH($2), W($1)
	ror	T, RE($2), #14			C Sigma1(e)
	eor	T, T, RE($2), ror #18
	eor	T, T, RE($2), ror #41
	add	RH($2), RH($2), T
	eor	U, RF($2), RG($2)		C ch(e, f, g)
	and	U, U, RE($2)
	eor	U, U, RG($2)
	add	RH($2), RH($2), U		C T1
	add	RD($2), RD($2), RH($2)
	ror	T, RA($2), #28			C Sigma0(a)
	eor	T, T, RA($2), ror #34
	eor	T, T, RA($2), ror #39
	eor	X($1), RA($2), RB($2)		C maj(a, b, c)
	and	U, X($1), X($1 + 1)
	eor	U, U, RB($2)
	add	RH($2), RH($2), T
	add	RH($2), RH($2), U>)

PROLOGUE(_symcrypt_sha512_compress)
	cbz	x1, .Lnone
	hint	#25				C paciasp: x30 goes to the stack
	CFI(<.cfi_negate_ra_state>)
	PUSHP(x29, x30)
	PUSHP(x27, x28)
	PUSHP(x25, x26)
	PUSHP(x23, x24)
	PUSHP(x21, x22)
	PUSHP(x19, x20)
	sub	sp, sp, #16
	CFI(<.cfi_adjust_cfa_offset 16>)
	stp	x0, x1, [sp]			C STATE, BLOCKS
	ldp	S(0), S(1), [x0]
	ldp	S(2), S(3), [x0, #16]
	ldp	S(4), S(5), [x0, #32]
	ldp	S(6), S(7), [x0, #48]

.Lblock:
	C The message words are big-endian.
	forloop(<i>, 0, 7, <
	ldp	W(eval(2 * i)), W(eval(2 * i + 1)), [DATA], #16
	rev	W(eval(2 * i)), W(eval(2 * i))
	rev	W(eval(2 * i + 1)), W(eval(2 * i + 1))>)
	adrp	KPTR, .Lk
	add	KPTR, KPTR, :lo12:.Lk
	eor	X(1), S(1), S(2)		C b ^ c for round 0
	forloop(<t>, 0, 79, <ROUND(t, eval((80 - t) % 8))>)

	C After 80 rounds every role is back in its register: add the
	C block's input state.
	ldr	T, [sp]
	ldp	U, X(0), [T]
	add	S(0), S(0), U
	add	S(1), S(1), X(0)
	ldp	U, X(0), [T, #16]
	add	S(2), S(2), U
	add	S(3), S(3), X(0)
	ldp	U, X(0), [T, #32]
	add	S(4), S(4), U
	add	S(5), S(5), X(0)
	ldp	U, X(0), [T, #48]
	add	S(6), S(6), U
	add	S(7), S(7), X(0)
	stp	S(0), S(1), [T]
	stp	S(2), S(3), [T, #16]
	stp	S(4), S(5), [T, #32]
	stp	S(6), S(7), [T, #48]
	ldr	U, [sp, #8]
	subs	U, U, #1
	str	U, [sp, #8]
	b.ne	.Lblock

	add	sp, sp, #16
	CFI(<.cfi_adjust_cfa_offset -16>)
	POPP(x19, x20)
	POPP(x21, x22)
	POPP(x23, x24)
	POPP(x25, x26)
	POPP(x27, x28)
	POPP(x29, x30)
	hint	#29				C autiasp
	CFI(<.cfi_negate_ra_state>)
.Lnone:
	ret
EPILOGUE(_symcrypt_sha512_compress)

	RODATA
	.p2align 4
C The round constants (FIPS 180-4, 4.2.3).
.Lk:
	.quad	0x428a2f98d728ae22, 0x7137449123ef65cd
	.quad	0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc
	.quad	0x3956c25bf348b538, 0x59f111f1b605d019
	.quad	0x923f82a4af194f9b, 0xab1c5ed5da6d8118
	.quad	0xd807aa98a3030242, 0x12835b0145706fbe
	.quad	0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2
	.quad	0x72be5d74f27b896f, 0x80deb1fe3b1696b1
	.quad	0x9bdc06a725c71235, 0xc19bf174cf692694
	.quad	0xe49b69c19ef14ad2, 0xefbe4786384f25e3
	.quad	0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65
	.quad	0x2de92c6f592b0275, 0x4a7484aa6ea6e483
	.quad	0x5cb0a9dcbd41fbd4, 0x76f988da831153b5
	.quad	0x983e5152ee66dfab, 0xa831c66d2db43210
	.quad	0xb00327c898fb213f, 0xbf597fc7beef0ee4
	.quad	0xc6e00bf33da88fc2, 0xd5a79147930aa725
	.quad	0x06ca6351e003826f, 0x142929670a0e6e70
	.quad	0x27b70a8546d22ffc, 0x2e1b21385c26c926
	.quad	0x4d2c6dfc5ac42aed, 0x53380d139d95b3df
	.quad	0x650a73548baf63de, 0x766a0abb3c77b2a8
	.quad	0x81c2c92e47edaee6, 0x92722c851482353b
	.quad	0xa2bfe8a14cf10364, 0xa81a664bbc423001
	.quad	0xc24b8b70d0f89791, 0xc76c51a30654be30
	.quad	0xd192e819d6ef5218, 0xd69906245565a910
	.quad	0xf40e35855771202a, 0x106aa07032bbd1b8
	.quad	0x19a4c116b8d2d0c8, 0x1e376c085141ab53
	.quad	0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8
	.quad	0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb
	.quad	0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3
	.quad	0x748f82ee5defb2fc, 0x78a5636f43172f60
	.quad	0x84c87814a1f0ab72, 0x8cc702081a6439ec
	.quad	0x90befffa23631e28, 0xa4506cebde82bde9
	.quad	0xbef9a3f7b2c67915, 0xc67178f2e372532b
	.quad	0xca273eceea26619c, 0xd186b8c721c0c207
	.quad	0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178
	.quad	0x06f067aa72176fba, 0x0a637dc5a2c898a6
	.quad	0x113f9804bef90dae, 0x1b710b35131c471b
	.quad	0x28db77f523047d84, 0x32caab7b40c72493
	.quad	0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c
	.quad	0x4cc5d4becb3e42b6, 0x597f299cfc657e2a
	.quad	0x5fcb6fab3ad6faec, 0x6c44198c4a475817
