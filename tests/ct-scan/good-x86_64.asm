C arch: x86_64
C Constant-time code that tests/ct-scan-test.sh expects scripts/ct-scan
C to pass: loops counted from the length, constants through %rip, a
C public value spilled and reloaded, a register zeroed, and secrets in
C data flow only (cmov).  Never assembled.
define(<STATE>, <%rdi>)
define(<DATA>, <%rsi>)
define(<LENGTH>, <%rdx>)

PROLOGUE(planted_good)
	sub	$16, %rsp
	mov	LENGTH, 8(%rsp)
	mov	(STATE), %rax
	xor	%rcx, %rcx
	test	LENGTH, LENGTH
	jz	.Ldone
.Loop:
	movdqu	(DATA, %rcx), %xmm0
	pxor	.Lmask(%rip), %xmm0
	movq	%xmm0, %r8
	add	%r8, %rax
	cmp	$1, %r8
	cmovb	%r8, %rax
	add	$16, %rcx
	mov	8(%rsp), %r9
	cmp	%r9, %rcx
	jb	.Loop
.Ldone:
	mov	%rax, (STATE)
	add	$16, %rsp
	ret
EPILOGUE(planted_good)

RODATA
	.p2align 4
.Lmask:
	.quad	0x0123456789abcdef, 0x0123456789abcdef
