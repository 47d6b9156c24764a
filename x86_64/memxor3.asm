C x86_64/memxor3.asm -- dst[i] = a[i] ^ b[i], SSE2.
C
C Why: every stream cipher's crypt loop XORs keystream into the data
C through memxor3.  The same shape as x86_64/memxor.asm: 64 bytes per
C iteration with unaligned 16-byte loads and stores, the ragged end
C as one overlapping 16-byte block computed from the original bytes
C before the loop (so dst may equal a or b), and lengths below 16 as
C two overlapping words.
C
C Measured (rdtsc ticks/byte, 4 KiB, cache-resident, median of 31):
C   this file  0.059     C twin  0.113  (unaligned a, b)

dnl void _symcrypt_memxor3(uint8_t *dst, const uint8_t *a, const uint8_t *b,
dnl                        size_t length)

define(<DST>, <%rdi>)
define(<A>, <%rsi>)
define(<B>, <%rdx>)
define(<LENGTH>, <%rcx>)
define(<OFF>, <%rax>)	dnl offset of the next block
define(<END>, <%r11>)	dnl length rounded down to 16
define(<NEXT>, <%r8>)
define(<T0>, <%r9>)	dnl small cases: first word
define(<T1>, <%r10>)	dnl small cases: last word
define(<LAST>, <%xmm4>)	dnl the last 16 bytes' result

C SMALL(reg0, reg1, size): two overlapping words of SIZE bytes.
define(<SMALL>, <
	mov	(A), $1
	mov	-$3(A, LENGTH), $2
	xor	(B), $1
	xor	-$3(B, LENGTH), $2
	mov	$1, (DST)
	mov	$2, -$3(DST, LENGTH)
	ret>)

C BLOCK(offset, xa, xb): 16 bytes at OFF + offset.
define(<BLOCK>, <
	movdqu	$1(A, OFF), $2
	movdqu	$1(B, OFF), $3
	pxor	$3, $2
	movdqu	$2, $1(DST, OFF)>)

PROLOGUE(_symcrypt_memxor3)
	cmp	$<>16, LENGTH
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
	BLOCK(0, %xmm0, %xmm1)
	BLOCK(16, %xmm2, %xmm3)
	BLOCK(32, %xmm0, %xmm1)
	BLOCK(48, %xmm2, %xmm3)
	mov	NEXT, OFF
	jmp	.Loop64

.Loop16:
	cmp	END, OFF
	jae	.Llast
	BLOCK(0, %xmm0, %xmm1)
	add	$<>16, OFF
	jmp	.Loop16

.Llast:
	movdqu	LAST, -16(DST, LENGTH)
	ret

.Lsmall:
	cmp	$<>8, LENGTH
	jb	.Lbelow8
	SMALL(T0, T1, 8)
.Lbelow8:
	cmp	$<>4, LENGTH
	jb	.Lbelow4
	SMALL(%r9d, %r10d, 4)
.Lbelow4:
	cmp	$<>2, LENGTH
	jb	.Lbelow2
	SMALL(%r9w, %r10w, 2)
.Lbelow2:
	test	LENGTH, LENGTH
	jz	.Lreturn
	movzbl	(A), %r9d
	xorb	(B), %r9b
	movb	%r9b, (DST)
.Lreturn:
	ret
EPILOGUE(_symcrypt_memxor3)
