C x86_64/avx2/salsa20-8core.asm -- eight Salsa20 blocks side by side, AVX2.
C
C Why: long messages.  Register Xi holds word i of eight blocks, one
C per 32-bit lane, so one instruction does eight blocks' work, the
C column and row rounds need no shuffles, and the four quarter rounds
C of a round are independent streams.  A step b ^= (a + d) <<< n is
C five ops (add, two shifts, two XORs into b), 4 * 4 * 5 = 80 per
C round for 512 bytes.  Sixteen words and two temporaries need eighteen
C registers.  Words 0, 5, 10 and 15 are the "a" of their quarter round
C in both kinds of round, so two of them live on the stack at any time:
C the quarter rounds run in pairs, and between the pairs of a round
C the pair's two a words are stored and the other pair's loaded.  A
C column round runs the pair of words 0 and 5 first, a row round the
C pair of 10 and 15, so each round starts with the a words the last
C one ended with, and a word comes back from the stack half a round
C after it went there, out of the chains.  (The previous version kept
C words 0 and 5 on the stack, with a store-to-load forwarding in two
C chains every round.)  At the end a 4x4 transpose within each 128-bit
C half turns lanes into blocks k and k + 4.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 429, the
C previous version 461 (1.19 against 1.28 cycles per byte).  The bound
C is issue: this mix of adds, shifts and XORs sustains about 3 ymm
C operations per cycle on Zen 4 (measured), 80 per round, 27 cycles; it
C takes 30.  At 16 KiB limited to AVX2: 0.94x libsodium's AVX2 code
C (was 0.88x), whose XOR of the data stays in registers.  Zen 5
C (earlier session, previous version): 1.27-1.29 ticks per byte with
C memxor3, libsodium 2.42-2.49.

dnl void _symcrypt_salsa20_8core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<A0>, <%ymm0>)		dnl the a word of the first quarter round of a pair
define(<A1>, <%ymm5>)		dnl and of the second
define(<X1>, <%ymm1>)
define(<X2>, <%ymm2>)
define(<X3>, <%ymm3>)
define(<X4>, <%ymm4>)
define(<X6>, <%ymm6>)
define(<X7>, <%ymm7>)
define(<X8>, <%ymm8>)
define(<X9>, <%ymm9>)
define(<X11>, <%ymm10>)
define(<X12>, <%ymm11>)
define(<X13>, <%ymm12>)
define(<X14>, <%ymm13>)
define(<T>, <%ymm14>)
define(<U>, <%ymm15>)
dnl The frame (32-byte aligned, below %rbp): the a words 0, 5, 10, 15
dnl while they are not in A0, A1, then words 8 and 9 of the eight
dnl blocks as they start.
define(<SLOT>, <eval(32 * ($1 / 5))(%rsp)>)
define(<CTR_LO>, <128(%rsp)>)
define(<CTR_HI>, <160(%rsp)>)
define(<FRAME_SIZE>, <192>)

C STEP2(b0, a0, d0, b1, a1, d1, n): b ^= (a + d) <<< n in both quarter
C rounds.
define(<STEP2>, <
	vpaddd	$3, $2, T
	vpslld	$<>$7, T, U
	vpsrld	$<>eval(32 - $7), T, T
	vpxor	U, $1, $1
	vpxor	T, $1, $1
	vpaddd	$6, $5, T
	vpslld	$<>$7, T, U
	vpsrld	$<>eval(32 - $7), T, T
	vpxor	U, $4, $4
	vpxor	T, $4, $4>)
C QROUND2(a0, b0, c0, d0, a1, b1, c1, d1): two quarter rounds.
define(<QROUND2>, <
	STEP2($2, $1, $4, $6, $5, $8, 7)
	STEP2($3, $2, $1, $7, $6, $5, 9)
	STEP2($4, $3, $2, $8, $7, $6, 13)
	STEP2($1, $4, $3, $5, $8, $7, 18)>)
PROLOGUE(_symcrypt_salsa20_8core)
	STREAM8_ENTER

	C Counters of blocks 0..7: word 8 + k, carrying into word 9.
	STREAM8_COUNTERS(8, X8, X9, T)

	C Words 0 and 5 in A0, A1, 10 and 15 in their slots
	vpbroadcastd 0(SRC), A0
	vpbroadcastd 20(SRC), A1
	STREAM8_TO_SLOT(10, T)
	STREAM8_TO_SLOT(15, T)
	forloop(<i>, 1, 14, <ifelse(i, 5, , i, 8, , i, 9, , i, 10, , <
	vpbroadcastd eval(4 * i)(SRC), indir(<X>i)>)>)

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	C Columns: (0, 4, 8, 12) and (5, 9, 13, 1), then (10, 14, 2, 6)
	C and (15, 3, 7, 11)
	QROUND2(A0, X4, X8, X12, A1, X9, X13, X1)
	STREAM8_SWAP(A0, A1, 0, 5, 10, 15)
	QROUND2(A0, X14, X2, X6, A1, X3, X7, X11)
	C Rows: (10, 11, 8, 9) and (15, 12, 13, 14), then (0, 1, 2, 3)
	C and (5, 6, 7, 4)
	QROUND2(A0, X11, X8, X9, A1, X12, X13, X14)
	STREAM8_SWAP(A0, A1, 10, 15, 0, 5)
	QROUND2(A0, X1, X2, X3, A1, X6, X7, X4)
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
	C Feed-forward, all of SRC read before DST is written: words 10
	C and 15 in their slots, 0 and 5 in A0, A1
	STREAM8_FEED_SLOT(10, T)
	STREAM8_FEED_SLOT(15, T)
	STREAM8_FEED(A0, 0, T)
	STREAM8_FEED(A1, 5, T)
	vpaddd	CTR_LO, X8, X8
	vpaddd	CTR_HI, X9, X9
	forloop(<i>, 1, 14, <ifelse(i, 5, , i, 8, , i, 9, , i, 10, , <STREAM8_FEED(indir(<X>i), i, T)
	>)>)

	C Transpose and store, freeing registers as we go
	TRANSPOSE8_STORE(A0, X1, X2, X3, T, U, 0)
	TRANSPOSE8_STORE(X4, A1, X6, X7, A0, X1, 16)
	vmovdqa	SLOT(10), X2
	TRANSPOSE8_STORE(X8, X9, X2, X11, A0, X1, 32)
	vmovdqa	SLOT(15), X3
	TRANSPOSE8_STORE(X12, X13, X14, X3, A0, X1, 48)
	STREAM8_LEAVE
EPILOGUE(_symcrypt_salsa20_8core)

RODATA
	.p2align 5
STREAM8_BLOCKS
