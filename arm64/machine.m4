dnl arm64/machine.m4 -- conventions of the AArch64 assembly (AAPCS64,
dnl little-endian).  See arm64/README.
dnl
dnl '#' marks immediates, not comments: let m4 expand macros after it.
changecom()dnl
define(<ALIGN_FUNCTION>, <.p2align 4>)dnl
dnl
dnl Branch Target Identification, when the compiler marks its own
dnl objects for it (ASM_BTI 1: -mbranch-protection=bti or standard;
dnl Debian 12's gcc does not by default): every function starts with a
dnl landing pad for indirect calls (ENTRY_PAD, which asm.m4's PROLOGUE
dnl puts first: "bti c", a hint, a no-op on CPUs and processes without
dnl BTI), and every file carries the GNU property note
dnl GNU_PROPERTY_AARCH64_FEATURE_1_AND with BTI (bit 0) and PAC (bit 1):
dnl no return address is kept in memory unsigned (our functions are
dnl leaves; arm64/sha512-compress.asm, which saves x30, signs it first
dnl with paciasp).  The linker keeps a property only when every object
dnl of the output has it, so without the note our objects would turn BTI
dnl off for the whole library (tests/cet-test.sh checks).
ifelse(ASM_BTI, 1, <define(<ENTRY_PAD>, <hint	#34		// bti c>)dnl
GNU_PROPERTY(0xc0000000, 3, 8)
>)dnl
dnl
dnl PUSHP(a, b) / POPP(a, b): push and pop a pair of registers (x or d)
dnl with a 16-byte step of sp, recording where each is saved for
dnl unwinding.  Pop in the reverse order of the pushes.
define(<PUSHP>, <stp	$1, $2, [sp, #-16]!
	CFI(<.cfi_adjust_cfa_offset 16>)
	CFI(<.cfi_rel_offset $1, 0>)
	CFI(<.cfi_rel_offset $2, 8>)>)dnl
define(<POPP>, <ldp	$1, $2, [sp], #16
	CFI(<.cfi_adjust_cfa_offset -16>)
	CFI(<.cfi_restore $1>)
	CFI(<.cfi_restore $2>)>)dnl
dnl
dnl QREG(vN), DREG(vN), SREG(vN): the 128-, 64- and 32-bit scalar names
dnl of vector register vN, for the instructions that take them.
define(<QREG>, <q<>substr($1, 1)>)dnl
define(<DREG>, <d<>substr($1, 1)>)dnl
define(<SREG>, <s<>substr($1, 1)>)dnl
dnl
dnl ARCH_BASE, ARCH_SHA1, ARCH_SHA2, ARCH_SHA512, ARCH_PMULL: what a file's
dnl instructions may need.  The assembler then rejects anything newer,
dnl whatever -mcpu says.  NEON (Advanced SIMD) is part of the base.
define(<ARCH_BASE>, <.arch armv8-a>)dnl
dnl (GNU as has no extension with only the SHA-1 instructions: +sha2
dnl enables both, so a SHA-1 file must not use sha256 instructions.)
define(<ARCH_SHA1>, <.arch armv8-a+sha2>)dnl
define(<ARCH_SHA2>, <.arch armv8-a+sha2>)dnl
define(<ARCH_SHA512>, <.arch armv8.2-a+sha2+sha3>)dnl
define(<ARCH_PMULL>, <.arch armv8-a+aes>)dnl
dnl
dnl MEMXOR_BODY(dst, a, b, length): dst = a ^ b over LENGTH bytes (a
dnl pointer may equal DST), then return.  64 bytes per iteration through
dnl NEON registers v0-v7, then 16, 8, 4, 2 and 1 bytes.  Each piece is
dnl loaded before it is stored, so DST may be A or B.
define(<MEMXOR_BODY>, <
	subs	$4, $4, #64
	b.lo	.Lmx_tail64
.Lmx_loop64:
	ld1	{v0.16b, v1.16b, v2.16b, v3.16b}, [$2], #64
	ld1	{v4.16b, v5.16b, v6.16b, v7.16b}, [$3], #64
	eor	v0.16b, v0.16b, v4.16b
	eor	v1.16b, v1.16b, v5.16b
	eor	v2.16b, v2.16b, v6.16b
	eor	v3.16b, v3.16b, v7.16b
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [$1], #64
	subs	$4, $4, #64
	b.hs	.Lmx_loop64
.Lmx_tail64:
	add	$4, $4, #64		C 0 to 63 bytes left
	C Bits 5 and 4: 32 and 16 bytes; then 8, 4, 2, 1.
	tbz	$4, #5, .Lmx_16
	ld1	{v0.16b, v1.16b}, [$2], #32
	ld1	{v4.16b, v5.16b}, [$3], #32
	eor	v0.16b, v0.16b, v4.16b
	eor	v1.16b, v1.16b, v5.16b
	st1	{v0.16b, v1.16b}, [$1], #32
.Lmx_16:
	tbz	$4, #4, .Lmx_8
	ldr	q0, [$2], #16
	ldr	q4, [$3], #16
	eor	v0.16b, v0.16b, v4.16b
	str	q0, [$1], #16
.Lmx_8:
	tbz	$4, #3, .Lmx_4
	ldr	x5, [$2], #8
	ldr	x6, [$3], #8
	eor	x5, x5, x6
	str	x5, [$1], #8
.Lmx_4:
	tbz	$4, #2, .Lmx_2
	ldr	w5, [$2], #4
	ldr	w6, [$3], #4
	eor	w5, w5, w6
	str	w5, [$1], #4
.Lmx_2:
	tbz	$4, #1, .Lmx_1
	ldrh	w5, [$2], #2
	ldrh	w6, [$3], #2
	eor	w5, w5, w6
	strh	w5, [$1], #2
.Lmx_1:
	tbz	$4, #0, .Lmx_done
	ldrb	w5, [$2]
	ldrb	w6, [$3]
	eor	w5, w5, w6
	strb	w5, [$1]
.Lmx_done:
	ret>)dnl
