C arch: x86
C Planted mistake for tests/ct-scan-test.sh (32-bit x86, arguments on
C the stack): an S-box lookup indexed by a key byte.  Never assembled.
PROLOGUE(planted_sbox)
	mov	4(%esp), %edx
	mov	8(%esp), %ecx
	movzbl	(%edx), %eax
	movzbl	(%ecx, %eax), %eax
	ret
EPILOGUE(planted_sbox)
