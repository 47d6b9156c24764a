C arm64/sha512/sha512-compress.asm -- SHA-512 compression with the
C ARMv8.2 SHA-512 instructions (HWCAP_SHA512).

C void _symcrypt_sha512_compress(uint64_t *state, size_t blocks,
C                                const uint8_t *data)
C
C Why: sha512h and sha512h2 do two rounds (the first the e side, the
C second the a side), sha512su0 and sha512su1 two words of the message
C schedule.  The state is four pairs of words, ab, cd, ef, gh; a double
C round turns (ab, cd, ef, gh) into (ab', ab, ef', ef), so five
C registers rotate through the roles with period five, and after the
C 40 double rounds of a block each is back in its first role.
C
C Two rounds, t and t+1, with KW(t) = K(t) + W(t):
C   fg = (f, g), de = (d, e)                    ext of neighbours
C   gh += (KW(t+1), KW(t)) in the lanes (g, h)
C   sha512h   gh, fg, de  gives (T1(t+1), T1(t)) without the d, c terms
C   ef' = cd + that       gives (e(t+2), e(t+1))
C   sha512h2  gh, cd, ab  gives (a(t+2), a(t+1)) = ab'
C
C Counted (qemu-aarch64 -cpu max, guest instructions per byte of
C sha512_update, gcc 12 -O2, 2026-11-22):
C                       64 B   1 KiB  16 KiB
C   C twin                            21.1
C   this file           4.83   3.79   3.73
C   OpenSSL 3.0.x                      3.79 (the same instructions)
C   Nettle 3.8.1                      19.0 (C)
C Cycles: doc/arm64-cost-model.md.

	ARCH_SHA512

define(<STATE>, <x0>)
define(<BLOCKS>, <x1>)
define(<DATA>, <x2>)
define(<KBASE>, <x3>)
define(<KPTR>, <x4>)

C v0-v4: the state pairs (rotating roles); v16-v23: M(0)-M(7), the
C schedule words W(2i), W(2i+1); v24-v27 the state at the start of the
C block.
define(<M>, <v<>eval(16 + ($1) % 8)>)
define(<KW>, <v5>)	C K + W of the two rounds
define(<FG>, <v6>)
define(<DE>, <v7>)
define(<W7>, <v28>)	C W(t-7), W(t-6) for the schedule
define(<KK>, <v29>)	C K(t), K(t+1)

C DROUND(k, ab, cd, ef, gh, spare): rounds 2k and 2k+1 with the state
C pairs in v(ab) .. v(gh); ef' goes to v(spare).  For k below 32, also the
C schedule words of rounds 2k+16, 2k+17 into M(k).
define(<DROUND>, <
	ld1	{KK.2d}, [KPTR], #16
	add	KW.2d, M($1).2d, KK.2d
	ext	FG.16b, v$4.16b, v$5.16b, #8
	ext	DE.16b, v$3.16b, v$4.16b, #8
	ext	KW.16b, KW.16b, KW.16b, #8
	add	v$5.2d, v$5.2d, KW.2d
	ifelse(eval($1 / 32), 0, <sha512su0	M($1).2d, M($1 + 1).2d
	ext	W7.16b, M($1 + 4).16b, M($1 + 5).16b, #8>)
	sha512h	q$5, QREG(FG), DE.2d
	ifelse(eval($1 / 32), 0, <sha512su1	M($1).2d, M($1 + 7).2d, W7.2d>)
	add	v$6.2d, v$3.2d, v$5.2d
	sha512h2	q$5, q$3, v$2.2d>)
C The roles for k mod 5: (ab, cd, ef, gh, spare) becomes
C (gh, ab, spare, ef, cd).
define(<DROUND_K>, <ifelse(eval($1 % 5), 0, <DROUND($1, 0, 1, 2, 3, 4)>,
	eval($1 % 5), 1, <DROUND($1, 3, 0, 4, 2, 1)>,
	eval($1 % 5), 2, <DROUND($1, 2, 3, 1, 4, 0)>,
	eval($1 % 5), 3, <DROUND($1, 4, 2, 0, 1, 3)>,
	<DROUND($1, 1, 4, 3, 0, 2)>)>)

PROLOGUE(_symcrypt_sha512_compress)
	cbz	BLOCKS, .Lnone
	adrp	KBASE, .Lk
	add	KBASE, KBASE, :lo12:.Lk
	ld1	{v0.2d, v1.2d, v2.2d, v3.2d}, [STATE]

.Lblock:
	C The message words are big-endian.
	ld1	{M(0).16b, M(1).16b, M(2).16b, M(3).16b}, [DATA], #64
	ld1	{M(4).16b, M(5).16b, M(6).16b, M(7).16b}, [DATA], #64
	forloop(<i>, 0, 7, <
	rev64	M(i).16b, M(i).16b>)
	mov	v24.16b, v0.16b
	mov	v25.16b, v1.16b
	mov	v26.16b, v2.16b
	mov	v27.16b, v3.16b
	mov	KPTR, KBASE
	forloop(<i>, 0, 39, <DROUND_K(i)>)
	add	v0.2d, v0.2d, v24.2d
	add	v1.2d, v1.2d, v25.2d
	add	v2.2d, v2.2d, v26.2d
	add	v3.2d, v3.2d, v27.2d
	subs	BLOCKS, BLOCKS, #1
	b.ne	.Lblock

	st1	{v0.2d, v1.2d, v2.2d, v3.2d}, [STATE]
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
