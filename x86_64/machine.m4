dnl x86_64/machine.m4 -- conventions of the x86_64 assembly (SysV ABI).
dnl See x86_64/README.
define(<ALIGN_FUNCTION>, <.p2align 4>)dnl
dnl PUSH/POP of a callee-saved register, with unwind information.
define(<PUSH>, <push $1
	CFI(<.cfi_adjust_cfa_offset 8>)
	CFI(<.cfi_rel_offset $1, 0>)>)dnl
define(<POP>, <pop $1
	CFI(<.cfi_adjust_cfa_offset -8>)
	CFI(<.cfi_restore $1>)>)dnl
dnl forloop(var, from, to, body): BODY once for each VAR = FROM..TO.
define(<forloop>, <pushdef(<$1>, <$2>)_forloop(<$1>, <$2>, <$3>, <$4>)popdef(<$1>)>)dnl
define(<_forloop>, <$4<>ifelse($1, <$3>, ,
	<define(<$1>, incr($1))_forloop(<$1>, <$2>, <$3>, <$4>)>)>)dnl
dnl
dnl POLY1305_BLOCKS_64: the body of poly1305_blocks in radix 2^64, from
dnl the arguments in %rdi, %rsi, %rdx, %ecx to the ret (labels
dnl .Lp64_*).  One block is h = (h + m) r mod 2^130 - 5 with h in three
dnl 64-bit words and r in two: four 64x64-bit mul and two small imul,
dnl the partial reduction of the C twin (src/poly1305-64.c), so that
dnl both leave the same h (h2 at most 4).  x86_64/poly1305-blocks.asm
dnl is this alone; x86_64/avx512ifma runs it for short calls and tails.
define(<POLY1305_BLOCKS_64>, <dnl
pushdef(<CTX>, <%rdi>)dnl
pushdef(<BLOCKS>, <%rsi>)dnl
pushdef(<PADBIT>, <%rcx>)dnl
pushdef(<DATA>, <%r8>)dnl	moved from %rdx, which mul writes
pushdef(<R0>, <%r9>)dnl
pushdef(<R1>, <%r10>)dnl
pushdef(<S1>, <%r11>)dnl	r1 + r1 / 4
pushdef(<H0>, <%rbx>)dnl
pushdef(<H1>, <%rbp>)dnl
pushdef(<H2>, <%r12>)dnl
pushdef(<T0>, <%r13>)dnl	low word of d0 = h0 r0 + h1 s1
pushdef(<T1>, <%r14>)dnl	high word of d0
pushdef(<T2>, <%r15>)dnl	low word of d1 = h0 r1 + h1 r0 + h2 s1
dnl H1 holds the high word of d1 once h1 has gone into the products.
	test	BLOCKS, BLOCKS
	jz	.Lp64_return
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
.Lp64_loop:
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
	C d1 += h2 s1 (h2 at most 7: fits in 64 bits); h2 = h2 r0 + high(d1)
	mov	S1, %rax
	imul	H2, %rax
	imul	R0, H2
	add	%rax, T2
	adc	$<>0, H1
	add	T1, T2			C + high word of d0
	adc	H1, H2
	C h0 = low(d0), h1 = low(d1); fold bits 130 and up: 2^130 = 5 mod p,
	C c = 5 floor(h2 / 4) = floor(h2 / 4) + (h2 and -4)
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
	jnz	.Lp64_loop

	mov	H0, 24(CTX)
	mov	H1, 32(CTX)
	mov	H2, 40(CTX)
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbp)
	POP(%rbx)
.Lp64_return:
	ret
popdef(<CTX>, <BLOCKS>, <PADBIT>, <DATA>, <R0>, <R1>, <S1>, <H0>, <H1>, <H2>, <T0>, <T1>, <T2>)>)dnl
