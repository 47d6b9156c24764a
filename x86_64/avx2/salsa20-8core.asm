C x86_64/avx2/salsa20-8core.asm -- eight Salsa20 blocks side by side, AVX2.
C
C Why: long messages.  Register Xi holds word i of eight blocks, one
C per 32-bit lane, so one instruction does eight blocks' work, the
C column and row rounds need no shuffles, and the four quarter rounds
C of a round are independent streams.  A step b ^= (a + d) <<< n is
C five ops (add, two shifts, two XORs into b), 4 * 4 * 5 = 80 per
C round for 512 bytes.  It needs two temporaries, so words 0 and 5,
C always the "a" of their quarter round (read twice, written once),
C live on the stack.  At the end a 4x4 transpose within each 128-bit
C half turns lanes into blocks k and k + 4.
C
C Measured (rdtsc ticks/byte, 16 KiB, median of 31, Zen 5, with
C memxor3): 1.27-1.29; libsodium crypto_stream_salsa20_xor_ic 2.42-2.49.

dnl void _symcrypt_salsa20_8core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<CTR>, <%rax>)	dnl 64-bit block counter (words 8, 9)
define(<TMP>, <%rcx>)
define(<TMP32>, <%ecx>)
define(<FRAME>, <%rsp>)	dnl 32-byte aligned scratch, 128 bytes
define(<X0>, <0(FRAME)>)
define(<X1>, <%ymm1>)
define(<X2>, <%ymm2>)
define(<X3>, <%ymm3>)
define(<X4>, <%ymm4>)
define(<X5>, <32(FRAME)>)
define(<X6>, <%ymm6>)
define(<X7>, <%ymm7>)
define(<X8>, <%ymm8>)
define(<X9>, <%ymm9>)
define(<X10>, <%ymm10>)
define(<X11>, <%ymm11>)
define(<X12>, <%ymm12>)
define(<X13>, <%ymm13>)
define(<X14>, <%ymm14>)
define(<X15>, <%ymm15>)
define(<T>, <%ymm0>)
define(<U>, <%ymm5>)
define(<CTR_LO>, <64(FRAME)>)	dnl word 8 of the eight blocks
define(<CTR_HI>, <96(FRAME)>)	dnl word 9

C STEP(b, a, d, n): b ^= (a + d) <<< n.  A or B may be a stack slot
C (never both of A and D: they are in different quarter rounds).
define(<STEP>, <ifelse(substr(<$2>, 0, 1), <%>, <
	vpaddd	$3, $2, T>, <
	vpaddd	$2, $3, T>)
	vpslld	$<>$4, T, U
	vpsrld	$<>eval(32 - $4), T, T<>ifelse(substr(<$1>, 0, 1), <%>, <
	vpxor	U, $1, $1
	vpxor	T, $1, $1>, <
	vpor	U, T, T
	vpxor	$1, T, T
	vmovdqa	T, $1>)>)

C QROUND(a, b, c, d)
define(<QROUND>, <
	STEP($2, $1, $4, 7)
	STEP($3, $2, $1, 9)
	STEP($4, $3, $2, 13)
	STEP($1, $4, $3, 18)>)

PROLOGUE(_symcrypt_salsa20_8core)
	C A 32-byte aligned frame (the red zone cannot hold 128 aligned
	C bytes).
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	sub	$<>128, %rsp
	and	$<>-32, %rsp

	C Counters of blocks 0..7, carrying into word 9.
	mov	32(SRC), CTR
	forloop(<k>, 0, 7, <
	lea	k<>(CTR), TMP
	mov	TMP32, eval(64 + 4 * k)(FRAME)
	shr	$<>32, TMP
	mov	TMP32, eval(96 + 4 * k)(FRAME)>)

	forloop(<i>, 0, 15, <ifelse(i, 0, <
	vpbroadcastd (SRC), T
	vmovdqa	T, X0>, i, 5, <
	vpbroadcastd 20(SRC), T
	vmovdqa	T, X5>, i, 8, <
	vmovdqa	CTR_LO, X8>, i, 9, <
	vmovdqa	CTR_HI, X9>, <
	vpbroadcastd eval(4 * i)(SRC), indir(<X>i)>)>)

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	QROUND(X0, X4, X8, X12)		C columns
	QROUND(X5, X9, X13, X1)
	QROUND(X10, X14, X2, X6)
	QROUND(X15, X3, X7, X11)
	QROUND(X0, X1, X2, X3)		C rows
	QROUND(X5, X6, X7, X4)
	QROUND(X10, X11, X8, X9)
	QROUND(X15, X12, X13, X14)
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
	C Feed-forward
	vpaddd	CTR_LO, X8, X8
	vpaddd	CTR_HI, X9, X9
	forloop(<i>, 0, 15, <ifelse(i, 0, <
	vpbroadcastd (SRC), T
	vpaddd	X0, T, T
	vmovdqa	T, X0>, i, 5, <
	vpbroadcastd 20(SRC), T
	vpaddd	X5, T, T
	vmovdqa	T, X5>, i, 8, , i, 9, , <
	vpbroadcastd eval(4 * i)(SRC), T
	vpaddd	T, indir(<X>i), indir(<X>i)>)>)

	C Transpose and store, freeing registers as we go
	TRANSPOSE8_STORE(X8, X9, X10, X11, T, U, 32)
	vmovdqa	X0, %ymm8
	TRANSPOSE8_STORE(%ymm8, X1, X2, X3, %ymm9, %ymm10, 0)
	vmovdqa	X5, %ymm11
	TRANSPOSE8_STORE(X4, %ymm11, X6, X7, %ymm9, %ymm10, 16)
	TRANSPOSE8_STORE(X12, X13, X14, X15, %ymm9, %ymm10, 48)
	vzeroupper
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	ret
EPILOGUE(_symcrypt_salsa20_8core)
