C x86_64/arcfour-crypt.asm -- the RC4 keystream loop.

dnl void _symcrypt_arcfour_crypt(struct symcrypt_arcfour_ctx *ctx,
dnl                              size_t length, uint8_t *dst, const uint8_t *src)
dnl ctx->S[256] is followed by ctx->i (offset 256) and ctx->j (257).
dnl
dnl One byte per iteration, every value in a caller-saved register.
dnl Byte loads zero-extend (movzbl), so no partial register is read.

define(<CTX>, <%rdi>)
define(<LENGTH>, <%rsi>)
define(<DST>, <%rdx>)
define(<SRC>, <%rcx>)
define(<I>, <%rax>)	dnl i, kept in 0..255
define(<J>, <%r8>)	dnl j, kept in 0..255
define(<SI>, <%r9>)	dnl S[i]
define(<SJ>, <%r10>)	dnl S[j], then S[i] + S[j]
define(<K>, <%r11>)	dnl keystream byte

PROLOGUE(_symcrypt_arcfour_crypt)
	test	LENGTH, LENGTH
	jz	.Ldone
	movzbl	256(CTX), %eax		C i
	movzbl	257(CTX), %r8d		C j
	sub	SRC, DST		C dst addressed as src + (dst - src)

	ALIGN_FUNCTION
.Loop:
	C i = i + 1; si = S[i]; j = j + si; sj = S[j]
	add	$1, %eax
	movzbl	%al, %eax
	movzbl	(CTX, I), %r9d
	add	%r9d, %r8d
	movzbl	%r8b, %r8d
	movzbl	(CTX, J), %r10d
	C swap S[i] and S[j]
	movb	%r10b, (CTX, I)
	movb	%r9b, (CTX, J)
	C k = S[(si + sj) mod 256]; *dst = *src ^ k
	add	%r9d, %r10d
	movzbl	%r10b, %r10d
	movzbl	(CTX, SJ), %r11d
	xorb	(SRC), %r11b
	movb	%r11b, (SRC, DST)
	add	$1, SRC
	sub	$1, LENGTH
	jnz	.Loop

	movb	%al, 256(CTX)
	movb	%r8b, 257(CTX)
.Ldone:
	ret
EPILOGUE(_symcrypt_arcfour_crypt)
