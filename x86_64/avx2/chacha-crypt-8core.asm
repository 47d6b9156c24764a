C x86_64/avx2/chacha-crypt-8core.asm -- eight ChaCha blocks XORed with
C the data, AVX2.
C
C Why: the crypt loop of long messages.  The core of chacha-8core.asm
C (see there: a 32-bit lane per block, two of the c words on the stack)
C with its stores replaced by XOR with the data: each half of the
C words is transposed within the 128-bit halves, vperm2i128 joins a
C block's eight words (32 bytes), which are XORed with the data at the
C same place and stored to DST, instead of going to a stack buffer
C that memxor3 reads back (8-13% of the time at 1-16 KiB).  The state
C is not written; the loop advances the counter.  DST may be SRC (each
C 32 bytes are read before they are written).
C
C Needs AVX2.
C
C Measured (AMD EPYC Zen 4, family 25 model 17, 2026-11-22; rdtsc
C cycles per byte of symcrypt_chacha_crypt limited to AVX2, medians of
C 5 batches, three runs interleaved with the build without it):
C
C   bytes                         512    1024   8192   16384
C   8-block core + memxor3       0.83   0.81   0.79   0.79-0.80
C   fused, 16-byte rows          0.78   0.78   0.75   0.75
C   fused, 32-byte rows (this)   0.78   0.76   0.74   0.74-0.75
C
C Instructions per 16 KiB call (callgrind): 54246, 53236, 52212.

dnl void _symcrypt_chacha_crypt_8core(uint8_t *dst, const uint8_t *src,
dnl                                   const uint32_t *state,
dnl                                   unsigned rounds)

define(<DST>, <%rdi>)
define(<DATA>, <%rsi>)		dnl the data XORed
define(<SRC>, <%rdx>)		dnl the state, as the STREAM8 macros name it
define(<ROUNDS>, <%ecx>)
define(<X0>, <%ymm0>)
define(<X1>, <%ymm1>)
define(<X2>, <%ymm2>)
define(<X3>, <%ymm3>)
define(<X4>, <%ymm4>)
define(<X5>, <%ymm5>)
define(<X6>, <%ymm6>)
define(<X7>, <%ymm7>)
define(<C0>, <%ymm8>)		dnl the c word of the first quarter round of a pair
define(<C1>, <%ymm9>)		dnl and of the second
define(<X12>, <%ymm10>)
define(<X13>, <%ymm11>)
define(<X14>, <%ymm12>)
define(<X15>, <%ymm13>)
define(<T0>, <%ymm14>)		dnl rotate temporaries of the pair
define(<T1>, <%ymm15>)
dnl The frame (32-byte aligned, below %rbp): the c words 8..11 while
dnl they are not in C0, C1, then word 12 and 13 of the eight blocks as
dnl they start.
define(<SLOT>, <eval(32 * ($1 - 8))(%rsp)>)
define(<CTR_LO>, <128(%rsp)>)
define(<CTR_HI>, <160(%rsp)>)
define(<FRAME_SIZE>, <192>)

C ARX2(x0, y0, z0, x1, y1, z1): x += y; z ^= x in both quarter rounds.
define(<ARX2>, <
	vpaddd	$2, $1, $1
	vpaddd	$5, $4, $4
	vpxor	$1, $3, $3
	vpxor	$4, $6, $6>)
C ROTB2(x0, x1, mask): rotate by 16 or 8 with vpshufb.
define(<ROTB2>, <
	vpshufb	$3(%rip), $1, $1
	vpshufb	$3(%rip), $2, $2>)
C ROTS2(x0, x1, n): rotate by N (12 or 7) with two shifts and an or.
define(<ROTS2>, <
	vpslld	$<>$3, $1, T0
	vpslld	$<>$3, $2, T1
	vpsrld	$<>eval(32 - $3), $1, $1
	vpsrld	$<>eval(32 - $3), $2, $2
	vpor	T0, $1, $1
	vpor	T1, $2, $2>)
C QROUND2(a0, b0, c0, d0, a1, b1, c1, d1): two quarter rounds, step by
C step.
define(<QROUND2>, <
	ARX2($1, $2, $4, $5, $6, $8)
	ROTB2($4, $8, .Lrot16)
	ARX2($3, $4, $2, $7, $8, $6)
	ROTS2($2, $6, 12)
	ARX2($1, $2, $4, $5, $6, $8)
	ROTB2($4, $8, .Lrot8)
	ARX2($3, $4, $2, $7, $8, $6)
	ROTS2($2, $6, 7)>)
PROLOGUE(_symcrypt_chacha_crypt_8core)
	STREAM8_ENTER

	C Counters of blocks 0..7: word 12 + k, carrying into word 13.
	STREAM8_COUNTERS(12, X12, X13, T0)

	C Words 0..7, 14, 15 and 8, 9 in registers; 10, 11 in their slots
	forloop(<i>, 0, 7, <
	vpbroadcastd eval(4 * i)(SRC), indir(<X>i)>)
	vpbroadcastd 56(SRC), X14
	vpbroadcastd 60(SRC), X15
	vpbroadcastd 32(SRC), C0
	vpbroadcastd 36(SRC), C1
	STREAM8_TO_SLOT(10, T0)
	STREAM8_TO_SLOT(11, T0)

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	C Columns: (0, 4, 8, 12) and (1, 5, 9, 13), then (2, 6, 10, 14)
	C and (3, 7, 11, 15)
	QROUND2(X0, X4, C0, X12, X1, X5, C1, X13)
	STREAM8_SWAP(C0, C1, 8, 9, 10, 11)
	QROUND2(X2, X6, C0, X14, X3, X7, C1, X15)
	C Diagonals: (0, 5, 10, 15) and (1, 6, 11, 12), then (2, 7, 8, 13)
	C and (3, 4, 9, 14)
	QROUND2(X0, X5, C0, X15, X1, X6, C1, X12)
	STREAM8_SWAP(C0, C1, 10, 11, 8, 9)
	QROUND2(X2, X7, C0, X13, X3, X4, C1, X14)
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
	C Feed-forward, all of the state read before DST is written: words 10
	C and 11 in their slots, 8 and 9 in C0, C1
	STREAM8_FEED_SLOT(10, T0)
	STREAM8_FEED_SLOT(11, T0)
	forloop(<i>, 0, 7, <STREAM8_FEED(indir(<X>i), i, T0)
	>)
	STREAM8_FEED(C0, 8, T0)
	STREAM8_FEED(C1, 9, T0)
	vpaddd	CTR_LO, X12, X12
	vpaddd	CTR_HI, X13, X13
	STREAM8_FEED(X14, 14, T0)
	STREAM8_FEED(X15, 15, T0)

	C Words 0..7: transpose each half, join the halves of each block
	C (32 bytes), XOR with the data, store
	TRANSPOSE8(X0, X1, X2, X3, T0, T1)
	TRANSPOSE8(X4, X5, X6, X7, X2, T1)
	MERGE8_XOR_STORE(X1, X5, 0, 0, X6)
	MERGE8_XOR_STORE(T0, X2, 1, 0, X6)
	MERGE8_XOR_STORE(X3, X7, 2, 0, X6)
	MERGE8_XOR_STORE(X0, X4, 3, 0, X6)
	C Words 8..15 alike
	vmovdqa	SLOT(10), X2
	vmovdqa	SLOT(11), X3
	TRANSPOSE8(C0, C1, X2, X3, X0, X1)
	TRANSPOSE8(X12, X13, X14, X15, X4, X5)
	MERGE8_XOR_STORE(C1, X13, 0, 32, X5)
	MERGE8_XOR_STORE(X0, X4, 1, 32, X5)
	MERGE8_XOR_STORE(X3, X15, 2, 32, X5)
	MERGE8_XOR_STORE(C0, X12, 3, 32, X5)
	STREAM8_LEAVE
EPILOGUE(_symcrypt_chacha_crypt_8core)

RODATA
	.p2align 5
C vpshufb masks: rotate each 32-bit word left by 16 and by 8.
.Lrot16:
	.byte 2,3,0,1, 6,7,4,5, 10,11,8,9, 14,15,12,13
	.byte 2,3,0,1, 6,7,4,5, 10,11,8,9, 14,15,12,13
.Lrot8:
	.byte 3,0,1,2, 7,4,5,6, 11,8,9,10, 15,12,13,14
	.byte 3,0,1,2, 7,4,5,6, 11,8,9,10, 15,12,13,14
STREAM8_BLOCKS
