C x86_64/avx512/chacha-32core.asm -- thirty-two ChaCha blocks, two
C groups of sixteen side by side, AVX-512.
C
C Why: long messages.  chacha-16core is bound by latency: its four
C quarter rounds per round are chains of twelve operations of 2 cycles
C each, 24 cycles a round, while the core could issue twice as many.
C Here two groups of sixteen blocks (words in Z(0)..Z(15) and
C Z(16)..Z(31), all thirty-two registers) give eight independent
C chains; the limit becomes throughput, three of these operations a
C cycle (vprold issues on two pipes).  The counter words for the
C feed-forward live on the stack; the second group is spilled there
C while the first is transposed and stored as in chacha-16core.
C
C Measured (Zen 5, rdtsc ticks, p25 of 301): 536 per call four in a
C row, 0.26 per byte, against 0.39 for chacha-16core.  Through
C symcrypt_chacha_crypt at 16 KiB (memxor3 adds ~0.05 per byte):
C 8716 MB/s, OpenSSL 3.0 with its AVX-512 code 6530 (1.33x; medians of
C 3 runs of symcrypt-benchmark).

dnl void _symcrypt_chacha_32core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
C A 64-byte aligned frame: the counter words of both groups, then
C room for the second group's sixteen words.
define(<CTR_LO_A>, <0(%rsp)>)
define(<CTR_HI_A>, <64(%rsp)>)
define(<CTR_LO_B>, <128(%rsp)>)
define(<CTR_HI_B>, <192(%rsp)>)
define(<SPILL>, <eval(256 + 64 * $1)(%rsp)>)	dnl word $1 of group B

PROLOGUE(_symcrypt_chacha_32core)
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	sub	$<>1280, %rsp
	and	$<>-64, %rsp

	C Blocks 0..15 and 16..31, counters kept for the feed-forward.
	COUNTERS16(12, Z(12), Z(13), .Lblock)
	COUNTERS16(12, Z(28), Z(29), .Lblock16)
	vmovdqa64 Z(12), CTR_LO_A
	vmovdqa64 Z(13), CTR_HI_A
	vmovdqa64 Z(28), CTR_LO_B
	vmovdqa64 Z(29), CTR_HI_B
	LOAD16(0, 12)
	LOAD16(16, 12)

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	CHACHA_ROUND(0, 2)		C columns
	CHACHA_ROUND(1, 2)		C diagonals
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
	FEED16(0, 12, CTR_LO_A, CTR_HI_A)
	FEED16(16, 12, CTR_LO_B, CTR_HI_B)
	forloop(<w>, 0, 15, <
	vmovdqa64 Z(16 + w), SPILL(w)>)
	TRANSPOSE16_STORE
	forloop(<w>, 0, 15, <
	vmovdqa64 SPILL(w), Z(w)>)
	add	$<>1024, DST
	TRANSPOSE16_STORE

	vzeroupper
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	ret
EPILOGUE(_symcrypt_chacha_32core)

RODATA
	.p2align 6
C Block numbers, added to the counter, and the carry.
.Lblock:
	.long 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
.Lblock16:
	.long 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
.Lone:
	.long 1
