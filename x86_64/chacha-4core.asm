C x86_64/chacha-4core.asm -- four ChaCha blocks side by side, SSE2.
C
C Why: one block leaves most execution units idle (its rounds are a
C single dependency chain).  Here register Xi holds word i of four
C blocks, one per lane, so every instruction does four blocks' work
C and the four quarter rounds of a round are independent streams for
C the out-of-order core.  Sixteen words and a rotate temporary need
C seventeen registers: word 8, always in the "c" role, lives on the
C stack (one load and store per use).  At the end a 4x4 transpose per
C row of words turns lanes back into blocks.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, Zen 5): 504;
C the C twin (gcc vectorizes it with SSE2) 608, four single blocks
C 844.  On Zen 5 every simple vector operation has 2 cycles latency,
C so the 12-step chain of a quarter round (rotates of 12, 8 and 7 take
C two steps) bounds a round at ~30 cycles whatever the width.

dnl void _symcrypt_chacha_4core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<FRAME>, <%r8>)	dnl 16-byte aligned scratch in the red zone
define(<X0>, <%xmm0>)
define(<X1>, <%xmm1>)
define(<X2>, <%xmm2>)
define(<X3>, <%xmm3>)
define(<X4>, <%xmm4>)
define(<X5>, <%xmm5>)
define(<X6>, <%xmm6>)
define(<X7>, <%xmm7>)
define(<X8>, <0(FRAME)>)
define(<X9>, <%xmm9>)
define(<X10>, <%xmm10>)
define(<X11>, <%xmm11>)
define(<X12>, <%xmm12>)
define(<X13>, <%xmm13>)
define(<X14>, <%xmm14>)
define(<X15>, <%xmm15>)
define(<T>, <%xmm8>)
define(<CTR_LO>, <16(FRAME)>)	dnl word 12 of the four blocks
define(<CTR_HI>, <32(FRAME)>)	dnl word 13

C ROTL(x, n): rotate each word of X left by N, using T.
define(<ROTL>, <
	movdqa	$1, T
	pslld	$<>$2, $1
	psrld	$<>eval(32 - $2), T
	por	T, $1>)
define(<ROTL16>, <
	pshuflw	$<>0xb1, $1, $1
	pshufhw	$<>0xb1, $1, $1>)

C CADD(c, d, b): c += d; b ^= c.  C may be the stack slot.
define(<CADD>, <ifelse(substr(<$1>, 0, 1), <%>, <
	paddd	$2, $1
	pxor	$1, $3>, <
	movdqa	$1, T
	paddd	$2, T
	movdqa	T, $1
	pxor	T, $3>)>)

C QROUND(a, b, c, d)
define(<QROUND>, <
	paddd	$2, $1
	pxor	$1, $4
	ROTL16($4)
	CADD($3, $4, $2)
	ROTL($2, 12)
	paddd	$2, $1
	pxor	$1, $4
	ROTL($4, 8)
	CADD($3, $4, $2)
	ROTL($2, 7)>)

C BROADCAST(i, x): word I of the input in every lane of X.
define(<BROADCAST>, <
	movd	eval(4 * $1)(SRC), $2
	pshufd	$<>0, $2, $2>)

C TRANSPOSE_STORE(x0, x1, x2, x3, t0, t1, offset): X0..X3 hold words
C offset/4 .. offset/4 + 3 of blocks 0..3 (one block per lane); store
C each block's four words at DST + 64 * block + offset.
define(<TRANSPOSE_STORE>, <
	movdqa	$1, $5
	punpckldq $2, $5		C t0 = (a0 b0 a1 b1)
	punpckhdq $2, $1		C x0 = (a2 b2 a3 b3)
	movdqa	$3, $6
	punpckldq $4, $6		C t1 = (c0 d0 c1 d1)
	punpckhdq $4, $3		C x2 = (c2 d2 c3 d3)
	movdqa	$5, $2
	punpcklqdq $6, $5		C t0 = (a0 b0 c0 d0), block 0
	punpckhqdq $6, $2		C x1 = (a1 b1 c1 d1), block 1
	movdqa	$1, $4
	punpcklqdq $3, $1		C x0 = (a2 b2 c2 d2), block 2
	punpckhqdq $3, $4		C x3 = (a3 b3 c3 d3), block 3
	movdqu	$5, $7(DST)
	movdqu	$2, eval(64 + $7)(DST)
	movdqu	$1, eval(128 + $7)(DST)
	movdqu	$4, eval(192 + $7)(DST)>)

PROLOGUE(_symcrypt_chacha_4core)
	C Scratch below the stack pointer (leaf function, red zone).
	lea	-64(%rsp), FRAME
	and	$<>-16, FRAME

	C Counters of blocks 0..3: word 12 + k, carrying into word 13
	C where the sum is below k (unsigned; SSE2 compares signed, so
	C both sides have their top bit flipped).
	BROADCAST(12, X12)
	paddd	.Lblock(%rip), X12
	movdqa	X12, T
	pxor	.Lsign(%rip), T
	movdqa	.Lblock_flipped(%rip), X13
	pcmpgtd	T, X13			C -1 where the carry goes
	BROADCAST(13, T)
	psubd	X13, T
	movdqa	T, X13
	movdqa	X12, CTR_LO
	movdqa	X13, CTR_HI

	BROADCAST(0, X0)
	BROADCAST(1, X1)
	BROADCAST(2, X2)
	BROADCAST(3, X3)
	BROADCAST(4, X4)
	BROADCAST(5, X5)
	BROADCAST(6, X6)
	BROADCAST(7, X7)
	BROADCAST(8, T)
	movdqa	T, X8
	BROADCAST(9, X9)
	BROADCAST(10, X10)
	BROADCAST(11, X11)
	BROADCAST(14, X14)
	BROADCAST(15, X15)

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	QROUND(X0, X4, X8, X12)		C columns
	QROUND(X1, X5, X9, X13)
	QROUND(X2, X6, X10, X14)
	QROUND(X3, X7, X11, X15)
	QROUND(X0, X5, X10, X15)	C diagonals
	QROUND(X1, X6, X11, X12)
	QROUND(X2, X7, X8, X13)
	QROUND(X3, X4, X9, X14)
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
	C Feed-forward
	paddd	CTR_LO, X12
	paddd	CTR_HI, X13
	forloop(<i>, 0, 15, <ifelse(i, 8, <
	BROADCAST(8, T)
	paddd	X8, T
	movdqa	T, X8>, i, 12, , i, 13, , <
	BROADCAST(i, T)
	paddd	T, indir(<X>i)>)>)

	C Transpose and store, freeing registers as we go
	movdqa	X15, CTR_LO
	TRANSPOSE_STORE(X0, X1, X2, X3, T, X15, 0)
	TRANSPOSE_STORE(X4, X5, X6, X7, X0, X1, 16)
	movdqa	X8, X2
	TRANSPOSE_STORE(X2, X9, X10, X11, X0, X1, 32)
	movdqa	CTR_LO, X3
	TRANSPOSE_STORE(X12, X13, X14, X3, X0, X1, 48)
	ret
EPILOGUE(_symcrypt_chacha_4core)

RODATA
	.p2align 4
C Block numbers, added to the counter; the same with the top bit
C flipped, and the flip.
.Lblock:
	.long 0, 1, 2, 3
.Lblock_flipped:
	.long 0x80000000, 0x80000001, 0x80000002, 0x80000003
.Lsign:
	.long 0x80000000, 0x80000000, 0x80000000, 0x80000000
