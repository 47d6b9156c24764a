C x86_64/avx2/chacha-8core.asm -- eight ChaCha blocks side by side, AVX2.
C
C Why: long messages.  Register Xi holds word i of eight blocks, one per
C 32-bit lane, so one instruction does eight blocks' work and the four
C quarter rounds of a round are independent streams.  AVX2 rotates by
C 16 and 8 with one vpshufb; by 12 and 7 with two shifts and an OR.
C Per double round that is 2 * 4 * 16 = 128 vector ops for 512 bytes,
C about 0.25 ops per byte per round pair.  Word 8 (always the "c" of
C its quarter round) lives on the stack, since sixteen words and a
C temporary need seventeen registers.  At the end a 4x4 transpose
C within each 128-bit half turns lanes into blocks k and k + 4.
C
C Counters are computed in vector registers: eight 32-bit stores read
C back as one 32-byte load cannot be forwarded (463 -> 443 ticks).
C
C Measured (Zen 5, rdtsc ticks; 1 tick = 1.4 cycles): core alone 447
C per call (p25 of 301), i.e. ~28 cycles per round: the chain of a
C quarter round is 14 operations of 2 cycles latency each (vpshufb
C rotates 1, shift rotates 2), and 16 registers allow no more
C independent chains.  Through symcrypt_chacha_crypt at 16 KiB
C (memxor3 adds ~30 ticks per 512 bytes): 0.95 ticks/byte; OpenSSL
C 3.0 EVP ChaCha20 limited to AVX2 (OPENSSL_ia32cap=":~0x80010000")
C 0.90, with its AVX-512 code (vprold, 32 registers) 0.40.

dnl void _symcrypt_chacha_8core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<FRAME>, <%r8>)	dnl 32-byte aligned scratch in the red zone
define(<X0>, <%ymm0>)
define(<X1>, <%ymm1>)
define(<X2>, <%ymm2>)
define(<X3>, <%ymm3>)
define(<X4>, <%ymm4>)
define(<X5>, <%ymm5>)
define(<X6>, <%ymm6>)
define(<X7>, <%ymm7>)
define(<X8>, <0(FRAME)>)
define(<X9>, <%ymm9>)
define(<X10>, <%ymm10>)
define(<X11>, <%ymm11>)
define(<X12>, <%ymm12>)
define(<X13>, <%ymm13>)
define(<X14>, <%ymm14>)
define(<X15>, <%ymm15>)
define(<T>, <%ymm8>)
define(<CTR_LO>, <32(FRAME)>)	dnl word 12 of the eight blocks
define(<CTR_HI>, <64(FRAME)>)	dnl word 13

C ROTL(x, n): rotate each word of X left by N (12 or 7), using T.
define(<ROTL>, <
	vpslld	$<>$2, $1, T
	vpsrld	$<>eval(32 - $2), $1, $1
	vpor	T, $1, $1>)

C CADD(c, d, b): c += d; b ^= c.  C may be the stack slot.
define(<CADD>, <ifelse(substr(<$1>, 0, 1), <%>, <
	vpaddd	$2, $1, $1
	vpxor	$1, $3, $3>, <
	vpaddd	$1, $2, T
	vmovdqa	T, $1
	vpxor	T, $3, $3>)>)

C QROUND(a, b, c, d)
define(<QROUND>, <
	vpaddd	$2, $1, $1
	vpxor	$1, $4, $4
	vpshufb	.Lrot16(%rip), $4, $4
	CADD($3, $4, $2)
	ROTL($2, 12)
	vpaddd	$2, $1, $1
	vpxor	$1, $4, $4
	vpshufb	.Lrot8(%rip), $4, $4
	CADD($3, $4, $2)
	ROTL($2, 7)>)

PROLOGUE(_symcrypt_chacha_8core)
	C Scratch below the stack pointer (leaf function, red zone).
	lea	-96(%rsp), FRAME
	and	$<>-32, FRAME

	C Counters of blocks 0..7: word 12 + k, carrying into word 13.
	vpbroadcastd 48(SRC), X12
	vpaddd	.Lblock(%rip), X12, X12
	vpmaxud	.Lblock(%rip), X12, T
	vpcmpeqd X12, T, T		C -1 where no carry
	vpbroadcastd 52(SRC), X13
	vpaddd	T, X13, X13
	vpcmpeqd T, T, T
	vpsubd	T, X13, X13		C + 1
	vmovdqa	X12, CTR_LO
	vmovdqa	X13, CTR_HI

	forloop(<i>, 0, 15, <ifelse(i, 8, <
	vpbroadcastd 32(SRC), T
	vmovdqa	T, X8>, i, 12, , i, 13, , <
	vpbroadcastd eval(4 * i)(SRC), indir(<X>i)>)>)

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
	vpaddd	CTR_LO, X12, X12
	vpaddd	CTR_HI, X13, X13
	forloop(<i>, 0, 15, <ifelse(i, 8, <
	vpbroadcastd 32(SRC), T
	vpaddd	X8, T, T
	vmovdqa	T, X8>, i, 12, , i, 13, , <
	vpbroadcastd eval(4 * i)(SRC), T
	vpaddd	T, indir(<X>i), indir(<X>i)>)>)

	C Transpose and store, freeing registers as we go
	vmovdqa	X15, CTR_LO
	TRANSPOSE8_STORE(X0, X1, X2, X3, T, X15, 0)
	TRANSPOSE8_STORE(X4, X5, X6, X7, X0, X1, 16)
	vmovdqa	X8, X2
	TRANSPOSE8_STORE(X2, X9, X10, X11, X0, X1, 32)
	vmovdqa	CTR_LO, X3
	TRANSPOSE8_STORE(X12, X13, X14, X3, X0, X1, 48)
	vzeroupper
	ret
EPILOGUE(_symcrypt_chacha_8core)

RODATA
	.p2align 5
C vpshufb masks: rotate each 32-bit word left by 16 and by 8.
.Lrot16:
	.byte 2,3,0,1, 6,7,4,5, 10,11,8,9, 14,15,12,13
	.byte 2,3,0,1, 6,7,4,5, 10,11,8,9, 14,15,12,13
.Lrot8:
	.byte 3,0,1,2, 7,4,5,6, 11,8,9,10, 15,12,13,14
	.byte 3,0,1,2, 7,4,5,6, 11,8,9,10, 15,12,13,14
C Block numbers, added to the counter.
.Lblock:
	.long 0, 1, 2, 3, 4, 5, 6, 7
