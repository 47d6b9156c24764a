C x86_64/poly1305-blocks.asm -- Poly1305 blocks in radix 2^64.

C Why: one block is h = (h + m) r mod 2^130 - 5 with h in three
C 64-bit words and r in two: four 64x64->128 mul and two small imul.
C The C twin (src/poly1305-64.c) does the same through unsigned
C __int128, but the compiler spills and recomputes carries through
C setc/movzx; here every value stays in a register, the carries stay in
C the flags, and the chain from one block to the next is the mul
C latency plus a few adds.  The partial reduction is the C twin's, so
C both leave the same h (h2 below 8 after each block).
C Measured: see doc/x86_64-hash.md.

dnl void _symcrypt_poly1305_blocks(struct symcrypt_poly1305_ctx *ctx,
dnl                                 size_t blocks, const uint8_t *data,
dnl                                 unsigned padbit)
dnl ctx (symcrypt/poly1305.h, radix 2^64): r0 at 0, r1 at 8,
dnl s1 = r1 + r1 / 4 at 16, h0, h1, h2 at 24, 32, 40.

define(<CTX>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<PADBIT>, <%rcx>)
define(<DATA>, <%r8>)		dnl moved from %rdx, which mul writes
define(<R0>, <%r9>)
define(<R1>, <%r10>)
define(<S1>, <%r11>)
define(<H0>, <%rbx>)
define(<H1>, <%rbp>)
define(<H2>, <%r12>)
define(<T0>, <%r13>)		dnl low word of d0 = h0 r0 + h1 s1
define(<T1>, <%r14>)		dnl high word of d0
define(<T2>, <%r15>)		dnl low word of d1 = h0 r1 + h1 r0 + h2 s1
dnl H1 holds the high word of d1 once h1 has gone into the products.

PROLOGUE(_symcrypt_poly1305_blocks)
	test	BLOCKS, BLOCKS
	jz	.Lreturn
	PUSH(%rbx)
	PUSH(%rbp)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	mov	%rdx, DATA
	mov	%ecx, %ecx		C padbit is 32 bits: clear the upper half
	mov	(CTX), R0
	mov	8(CTX), R1
	mov	16(CTX), S1
	mov	24(CTX), H0
	mov	32(CTX), H1
	mov	40(CTX), H2

	ALIGN_FUNCTION
.Lloop:
	C h += m + padbit 2^128
	add	(DATA), H0
	adc	8(DATA), H1
	adc	PADBIT, H2

	C d1 = h1 r0 + h0 r1
	mov	R0, %rax
	mul	H1
	mov	%rax, T2
	mov	%rdx, T1
	mov	R1, %rax
	mul	H0
	add	%rax, T2
	adc	%rdx, T1
	C d0 = h1 s1 + h0 r0; h1 r1 2^128 = h1 s1 since 2^128 = 5/4 mod p
	mov	S1, %rax
	mul	H1
	mov	T1, H1			C H1: high word of d1 from here
	mov	%rax, T0
	mov	%rdx, T1
	mov	R0, %rax
	mul	H0
	add	%rax, T0
	adc	%rdx, T1
	C d1 += h2 s1 (h2 < 8, fits in 64 bits); h2 = h2 r0 + high(d1)
	mov	S1, %rax
	imul	H2, %rax
	imul	R0, H2
	add	%rax, T2
	adc	$<>0, H1
	add	T1, T2			C + high word of d0
	adc	H1, H2
	C h0 = low(d0), h1 = low(d1); fold bits 130 and up: 2^130 = 5 mod p,
	C c = (h2 >> 2) + (h2 & ~3) = 5 (h2 >> 2)
	mov	H2, %rax
	mov	H2, %rdx
	shr	$<>2, %rax
	and	$<>-4, %rdx
	and	$<>3, H2
	add	%rdx, %rax
	add	%rax, T0
	mov	T0, H0
	adc	$<>0, T2
	mov	T2, H1
	adc	$<>0, H2

	add	$<>16, DATA
	dec	BLOCKS
	jnz	.Lloop

	mov	H0, 24(CTX)
	mov	H1, 32(CTX)
	mov	H2, 40(CTX)
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbp)
	POP(%rbx)
.Lreturn:
	ret
EPILOGUE(_symcrypt_poly1305_blocks)
