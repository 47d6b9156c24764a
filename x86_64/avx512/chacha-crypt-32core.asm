C x86_64/avx512/chacha-crypt-32core.asm -- thirty-two ChaCha blocks
C XORed with the data, AVX-512.
C
C Why: the crypt loop of long messages, which runs the 32-block core
C from 25 blocks on (src/chacha-widths.c).  The rounds, counters and
C feed-forward of chacha-32core.asm (see there: two groups of sixteen
C blocks, a 32-bit lane per block); at the end, each block's 64 bytes
C from the transpose are XORed with the data at the same place and
C stored to DST, instead of going to a buffer that memxor3 reads back.
C The state is not written; the loop advances the counter.  DST may be
C SRC (each block is read before it is written).
C
C Needs AVX-512F.
C
C Measured (AMD EPYC Zen 4, family 25 model 17, 2026-11-22; rdtsc
C cycles per byte of symcrypt_chacha_crypt in the avx512 tier, medians
C of 5 batches, three runs interleaved with the build without it;
C doc/x86_64-stream.md, "Fused crypt"):
C
C   bytes                          8192   16384
C   32-block core + memxor3        0.46   0.46-0.47
C   fused (this)                   0.43   0.43

dnl void _symcrypt_chacha_crypt_32core(uint8_t *dst, const uint8_t *src,
dnl                                    const uint32_t *state,
dnl                                    unsigned rounds)

define(<DST>, <%rdi>)
define(<DATA>, <%rsi>)		dnl the data XORed
define(<SRC>, <%rdx>)		dnl the state, as the 16-block macros name it
define(<ROUNDS>, <%ecx>)
C A 64-byte aligned frame: the counter words of both groups, then
C room for the second group's sixteen words.
define(<CTR_LO_A>, <0(%rsp)>)
define(<CTR_HI_A>, <64(%rsp)>)
define(<CTR_LO_B>, <128(%rsp)>)
define(<CTR_HI_B>, <192(%rsp)>)
define(<SPILL>, <eval(256 + 64 * $1)(%rsp)>)	dnl word $1 of group B

PROLOGUE(_symcrypt_chacha_crypt_32core)
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
	C Group B aside; group A transposed, XORed with the data, stored
	forloop(<w>, 0, 15, <
	vmovdqa64 Z(16 + w), SPILL(w)>)
	TRANSPOSE16_STORE(xor)
	C Then group B, 1024 bytes on
	forloop(<w>, 0, 15, <
	vmovdqa64 SPILL(w), Z(w)>)
	add	$<>1024, DST
	add	$<>1024, DATA
	TRANSPOSE16_STORE(xor)

	vzeroupper
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	ret
EPILOGUE(_symcrypt_chacha_crypt_32core)

RODATA
	.p2align 6
C Block numbers, added to the counter, and the carry.
.Lblock:
	.long 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
.Lblock16:
	.long 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
.Lone:
	.long 1
