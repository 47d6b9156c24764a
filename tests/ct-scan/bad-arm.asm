C arch: arm
C Planted mistakes for tests/ct-scan-test.sh (32-bit ARM): a branch on
C flags from a state word, and a load indexed by one.  Never assembled.
PROLOGUE(planted_arm)
	ldr	r2, [r0]
	cmp	r2, #0
	beq	.Lzero
	and	r2, r2, #0xff
	ldrb	r3, [r1, r2]
.Lzero:
	bx	lr
EPILOGUE(planted_arm)
