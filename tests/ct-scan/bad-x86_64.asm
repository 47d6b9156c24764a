C arch: x86_64
C Planted mistakes for tests/ct-scan-test.sh: each function must be
C reported by scripts/ct-scan.  Never assembled.
define(<STATE>, <%rdi>)
define(<TABLE>, <%rsi>)
define(<LENGTH>, <%rdx>)

C A branch on a byte of the state.
PROLOGUE(planted_branch)
	movzbl	(STATE), %eax
	test	%eax, %eax
	jz	.Lzero
	add	$1, %eax
.Lzero:
	ret
EPILOGUE(planted_branch)

C A table lookup indexed by a state word, after a public loop counter.
PROLOGUE(planted_index)
	xor	%ecx, %ecx
.Loop:
	mov	(STATE, %rcx, 4), %eax
	and	$255, %eax
	movzbl	(TABLE, %rax), %r8d
	add	$1, %rcx
	cmp	LENGTH, %rcx
	jb	.Loop
	ret
EPILOGUE(planted_index)

C A secret spilled to the stack and reloaded as an index.
PROLOGUE(planted_spill)
	sub	$16, %rsp
	mov	8(STATE), %r9
	mov	%r9, 8(%rsp)
	mov	8(%rsp), %r10
	movzbl	(TABLE, %r10), %eax
	add	$16, %rsp
	ret
EPILOGUE(planted_spill)
