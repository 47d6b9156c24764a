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
dnl The body of memxor and memxor3: DST = A ^ B over LENGTH bytes, with
dnl the names DST, A, B, LENGTH, OFF (offset of the next block), END
dnl (LENGTH rounded down to 16), NEXT, T0, T1 (scratch) and LAST (xmm:
dnl the last 16 bytes' result) defined by the file; A or B may be DST.
dnl 64 bytes per iteration go through unaligned 16-byte loads and
dnl stores; the ragged end is one 16-byte block computed from the
dnl original bytes before the loop, so it may overlap the last whole
dnl block; below 16 bytes, two overlapping words of 8, 4 or 2 bytes,
dnl both computed before either is stored, or one byte.
dnl MEMXOR_SMALL(reg0, reg1, size): the two words of SIZE bytes.
define(<MEMXOR_SMALL>, <
	mov	(A), $1
	mov	-$3(A, LENGTH), $2
	xor	(B), $1
	xor	-$3(B, LENGTH), $2
	mov	$1, (DST)
	mov	$2, -$3(DST, LENGTH)
	ret>)dnl
dnl MEMXOR_BLOCK(offset, xa, xb): 16 bytes at OFF + offset.
define(<MEMXOR_BLOCK>, <
	movdqu	$1(A, OFF), $2
	movdqu	$1(B, OFF), $3
	pxor	$3, $2
	movdqu	$2, $1(DST, OFF)>)dnl
define(<MEMXOR_BODY>, <	cmp	$<>16, LENGTH
	jb	.Lsmall

	movdqu	-16(A, LENGTH), LAST
	movdqu	-16(B, LENGTH), %xmm5
	pxor	%xmm5, LAST
	mov	LENGTH, END
	and	$<>-16, END
	xor	OFF, OFF

.Loop64:
	lea	64(OFF), NEXT
	cmp	END, NEXT
	ja	.Loop16
	MEMXOR_BLOCK(0, %xmm0, %xmm1)
	MEMXOR_BLOCK(16, %xmm2, %xmm3)
	MEMXOR_BLOCK(32, %xmm0, %xmm1)
	MEMXOR_BLOCK(48, %xmm2, %xmm3)
	mov	NEXT, OFF
	jmp	.Loop64

.Loop16:
	cmp	END, OFF
	jae	.Llast
	MEMXOR_BLOCK(0, %xmm0, %xmm1)
	add	$<>16, OFF
	jmp	.Loop16

.Llast:
	movdqu	LAST, -16(DST, LENGTH)
	ret

.Lsmall:
	cmp	$<>8, LENGTH
	jb	.Lbelow8
	MEMXOR_SMALL(T0, T1, 8)
.Lbelow8:
	cmp	$<>4, LENGTH
	jb	.Lbelow4
	MEMXOR_SMALL(%r9d, %r10d, 4)
.Lbelow4:
	cmp	$<>2, LENGTH
	jb	.Lbelow2
	MEMXOR_SMALL(%r9w, %r10w, 2)
.Lbelow2:
	test	LENGTH, LENGTH
	jz	.Lreturn
	movzbl	(A), %r9d
	xorb	(B), %r9b
	movb	%r9b, (DST)
.Lreturn:
	ret>)dnl
dnl
dnl The Tillich-Zémor hash (tz-mul-bytes.asm in avx, avx2, vpclmul).
dnl TZ_FOLD127(e, hsb, t0, t1): E holds field elements as [low, high]
dnl qwords in each 128-bit lane, possibly with bit 127 set; where it is,
dnl clear it and add x^63 + 1 (x^127 = x^63 + 1).  HSB is [0, 2^63] in
dnl each lane.  VEX encoding, any register width.
define(<TZ_FOLD127>, <
	vpand	$2, $1, $3
	vpxor	$3, $1, $1
	vpshufd	<$>0x4e, $3, $3
	vpsrlq	<$>63, $3, $4
	vpxor	$3, $1, $1
	vpxor	$4, $1, $1>)dnl
dnl TZ_FOLD127_SPLIT(lo, hi, t0, t1): the same for elements whose low
dnl and high qwords are in LO and HI, lane by lane.
define(<TZ_FOLD127_SPLIT>, <
	vpsrlq	<$>63, $2, $3
	vpsllq	<$>63, $3, $4
	vpxor	$4, $2, $2
	vpxor	$4, $1, $1
	vpxor	$3, $1, $1>)dnl
