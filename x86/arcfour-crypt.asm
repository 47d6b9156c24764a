C x86/arcfour-crypt.asm -- the RC4 keystream loop for 32-bit x86.

dnl void _symcrypt_arcfour_crypt(struct symcrypt_arcfour_ctx *ctx,
dnl                              size_t length, uint8_t *dst, const uint8_t *src)
dnl ctx->S[256] is followed by ctx->i (offset 256) and ctx->j (257).
dnl
dnl Why this file exists: gcc -m32 spills three values per byte in the
dnl C loop, and, more important, a plain loop (C or assembly) loads
dnl S[i + 1] only after storing S[j], so each load waits for the
dnl previous byte's j: about 4 ticks per byte on a Zen 5 whatever the
dnl instruction count.  Here the load of the next S[i] is issued before
dnl the store to S[j]; it is wrong only when j = i + 1, which a
dnl rarely-taken branch repairs (the stored value is the current S[i]).
dnl That breaks the chain through memory: 1.3-1.5x the C loop.
dnl
dnl Registers: every value of the loop is in a register but the end of
dnl the buffer, compared from the stack.  A source pointer would not
dnl fit, so dst is first filled with src (rep movs, skipped when in
dnl place) and the loop xors the keystream into dst.  Two bytes per
dnl iteration, with S[i] and the next S[i] swapping registers.  Byte
dnl loads zero-extend (movzbl); the only partial registers read are
dnl low bytes, never a whole register after a byte write.
dnl
dnl Measured (doc/x86-32.md): 16 instructions per byte (callgrind),
dnl about 3.0 ticks per byte at 16 KiB against 4.0-4.5 for the -m32 C.

define(<CTX>, <%ebp>)
define(<P>, <%edi>)	dnl the next two dst bytes
define(<I>, <%esi>)	dnl i, kept in 0..255
define(<J>, <%ebx>)	dnl j, kept in 0..255
define(<SA>, <%ecx>)	dnl S[i] in the first half, the next S[i] in the second
define(<SB>, <%eax>)	dnl the next S[i] in the first half, S[i] in the second
define(<T>, <%edx>)	dnl S[j], then S[i] + S[j], then the keystream byte
define(<JL>, <%bl>)
define(<SAL>, <%cl>)
define(<SBL>, <%al>)
define(<TL>, <%dl>)

C Arguments, after the four pushes and the end pointer.
define(<ARG_CTX>, <24(%esp)>)
define(<ARG_LENGTH>, <28(%esp)>)
define(<ARG_DST>, <32(%esp)>)
define(<ARG_SRC>, <36(%esp)>)
define(<END>, <(%esp)>)

C ROUND(si, si low byte, next, next low byte, dst offset, fix label):
C one byte.  On entry I is i (already incremented) and si = S[i];
C on exit I is i + 1 and next = S[i + 1], loaded before S[j] is stored.
define(<ROUND>, <
	C j = j + si; t = S[j]; S[i] = t
	add	$1, J
	movzbl	JL, J
	movzbl	(CTX, J), T
	movb	TL, (CTX, I)
	C i = i + 1; next = S[i], early; S[j] = si
	add	$<>1, I
	and	$<>255, I
	movzbl	(CTX, I), $3
	movb	$2, (CTX, J)
	C j = i + 1 (I is already i + 1): next should be si
	cmp	I, J
	je	$6
$6<>_back:
	C k = S[(si + t) mod 256]; dst byte ^= k
	add	$1, T
	movzbl	TL, T
	movzbl	(CTX, T), T
	xorb	TL, $5(P)>)

PROLOGUE(_symcrypt_arcfour_crypt)
	PUSH(%ebx)
	PUSH(%ebp)
	PUSH(%esi)
	PUSH(%edi)
	C The end of dst, below the arguments.
	mov	16+8(%esp), %ecx
	test	%ecx, %ecx
	jz	.Lnothing
	mov	16+12(%esp), %edi
	lea	(%edi, %ecx), %eax
	PUSH(%eax)

	C Copy src to dst (the direction flag is clear by the ABI):
	C words, then the last 0..3 bytes.
	mov	ARG_SRC, %esi
	cmp	%esi, %edi
	je	.Lcopied
	mov	%ecx, %edx
	shr	$2, %ecx
	rep movsl
	mov	%edx, %ecx
	and	$3, %ecx
	rep movsb
.Lcopied:
	mov	ARG_DST, P
	mov	ARG_CTX, CTX
	movzbl	256(CTX), I
	movzbl	257(CTX), J
	add	$1, I
	and	$255, I
	C An odd length enters at the second half, one byte before dst.
	testb	$1, ARG_LENGTH
	jnz	.Lodd
	movzbl	(CTX, I), SA

	ALIGN_FUNCTION
.Loop:
	ROUND(SA, SAL, SB, SBL, 0, .Lfix_a)
.Lsecond:
	ROUND(SB, SBL, SA, SAL, 1, .Lfix_b)
	add	$2, P
	cmp	END, P
	jne	.Loop

	C Store i (one behind the incremented I) and j.
	sub	$1, I
	mov	I, %eax
	movb	%al, 256(CTX)
	movb	JL, 257(CTX)
	add	$4, %esp
	CFI(<.cfi_adjust_cfa_offset -4>)
.Lnothing:
	POP(%edi)
	POP(%esi)
	POP(%ebp)
	POP(%ebx)
	ret

	CFI(<.cfi_adjust_cfa_offset 4>)
.Lodd:
	movzbl	(CTX, I), SB
	sub	$1, P
	jmp	.Lsecond
	C j = i + 1: S[i + 1] is the si just stored there.
.Lfix_a:
	mov	SA, SB
	jmp	.Lfix_a_back
.Lfix_b:
	mov	SB, SA
	jmp	.Lfix_b_back
EPILOGUE(_symcrypt_arcfour_crypt)
