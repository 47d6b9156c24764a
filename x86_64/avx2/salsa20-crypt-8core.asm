C x86_64/avx2/salsa20-crypt-8core.asm -- eight Salsa20 blocks XORed
C with the data, AVX2.
C
C Why: the crypt loop of long messages.  The core of salsa20-8core.asm
C (see there: a 32-bit lane per block, two of the a words on the
C stack) with its stores replaced by XOR with the data, as in
C chacha-crypt-8core.asm: each half of the words is transposed within
C the 128-bit halves, vperm2i128 joins a block's eight words, which
C are XORed with the data at the same place and stored to DST 32 bytes
C at a time, instead of going to a stack buffer that memxor3 reads
C back.  The state is not written; the loop advances the counter.  DST
C may be SRC (each 32 bytes are read before they are written).
C
C Needs AVX2.
C
C Measured: doc/x86_64-stream.md, "Fused crypt" (AMD EPYC Zen 4,
C family 25 model 17, 2026-11-22).

dnl void _symcrypt_salsa20_crypt_8core(uint8_t *dst, const uint8_t *src,
dnl                                    const uint32_t *state,
dnl                                    unsigned rounds)

define(<DST>, <%rdi>)
define(<DATA>, <%rsi>)		dnl the data XORed
define(<SRC>, <%rdx>)		dnl the state, as the STREAM8 macros name it
define(<ROUNDS>, <%ecx>)
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
PROLOGUE(_symcrypt_salsa20_crypt_8core)
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
	C Feed-forward, all of the state read before DST is written: words 10
	C and 15 in their slots, 0 and 5 in A0, A1
	STREAM8_FEED_SLOT(10, T)
	STREAM8_FEED_SLOT(15, T)
	STREAM8_FEED(A0, 0, T)
	STREAM8_FEED(A1, 5, T)
	vpaddd	CTR_LO, X8, X8
	vpaddd	CTR_HI, X9, X9
	forloop(<i>, 1, 14, <ifelse(i, 5, , i, 8, , i, 9, , i, 10, , <STREAM8_FEED(indir(<X>i), i, T)
	>)>)

	C Words 0..7: transpose each half, join the halves of each block
	C (32 bytes), XOR with the data, store
	TRANSPOSE8(A0, X1, X2, X3, T, U)
	TRANSPOSE8(X4, A1, X6, X7, X2, U)
	MERGE8_XOR_STORE(X1, A1, 0, 0, X6)
	MERGE8_XOR_STORE(T, X2, 1, 0, X6)
	MERGE8_XOR_STORE(X3, X7, 2, 0, X6)
	MERGE8_XOR_STORE(A0, X4, 3, 0, X6)
	C Words 8..15 alike
	vmovdqa	SLOT(10), X2
	vmovdqa	SLOT(15), X3
	TRANSPOSE8(X8, X9, X2, X11, A0, X1)
	TRANSPOSE8(X12, X13, X14, X3, X4, X6)
	MERGE8_XOR_STORE(X9, X13, 0, 32, X6)
	MERGE8_XOR_STORE(A0, X4, 1, 32, X6)
	MERGE8_XOR_STORE(X11, X3, 2, 32, X6)
	MERGE8_XOR_STORE(X8, X12, 3, 32, X6)
	STREAM8_LEAVE
EPILOGUE(_symcrypt_salsa20_crypt_8core)

RODATA
	.p2align 5
STREAM8_BLOCKS
