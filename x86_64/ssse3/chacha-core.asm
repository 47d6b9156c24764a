C x86_64/ssse3/chacha-core.asm -- one ChaCha block in four xmm rows,
C SSSE3 (legacy SSE encoding).
C
C Why: x86_64/avx2/chacha-core.asm for CPUs without AVX: a row-wise
C round (x86_64/machine.m4, CHACHA_ROWS_*) with pshufb for the rotates
C by 16 and 8; the two-operand encoding costs a copy per rotate by 12
C and 7.
C
C Measured: see doc/x86_64-stream.md.

dnl void _symcrypt_chacha_core(uint32_t *dst, const uint32_t *src,
dnl                            unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%xmm<>eval($1)>)	dnl rows 0..3 of the block
define(<T>, <%xmm4>)
define(<M16>, <%xmm5>)	dnl pshufb pattern: rotate words by 16
define(<M8>, <%xmm6>)	dnl and by 8

define(<ROWS_SSE>)
define(<ROTL16>, <
	pshufb	M16, $1>)
define(<ROTL8>, <
	pshufb	M8, $1>)
define(<ROTL_SHIFT>, <
	movdqa	$1, T
	pslld	$<>$2, $1
	psrld	$<>eval(32 - $2), T
	por	T, $1>)
define(<ROTL12>, <ROTL_SHIFT($1, 12)>)
define(<ROTL7>, <ROTL_SHIFT($1, 7)>)

PROLOGUE(_symcrypt_chacha_core)
	movdqu	0(SRC), ROW(0)
	movdqu	16(SRC), ROW(1)
	movdqu	32(SRC), ROW(2)
	movdqu	48(SRC), ROW(3)
	movdqa	.Lrot16(%rip), M16
	movdqa	.Lrot8(%rip), M8
	CHACHA_ROWS_ROUNDS(1)
	C Feed-forward (all of SRC read before DST is written: DST may be SRC)
	forloop(<r>, 0, 3, <
	movdqu	eval(16 * r)(SRC), T
	paddd	T, ROW(r)>)
	forloop(<r>, 0, 3, <
	movdqu	ROW(r), eval(16 * r)(DST)>)
	ret
EPILOGUE(_symcrypt_chacha_core)

RODATA
	.p2align 4
C Byte indices for pshufb: each word rotated left by 16, by 8.
.Lrot16:
	.byte 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lrot8:
	.byte 3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14
