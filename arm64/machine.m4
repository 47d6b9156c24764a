dnl arm64/machine.m4 -- conventions of the AArch64 assembly (AAPCS64,
dnl little-endian).  See arm64/README.
dnl
dnl '#' marks immediates, not comments: let m4 expand macros after it.
changecom()dnl
define(<ALIGN_FUNCTION>, <.p2align 4>)dnl
dnl
dnl Branch Target Identification: every function starts with a landing
dnl pad for indirect calls ("bti c", a hint: a no-op on CPUs and
dnl processes without BTI), and every file carries the GNU property note
dnl that says so (BTI) and that no return address is signed or kept in
dnl memory (PAC: our functions are leaves and never store x30).  The
dnl linker keeps a property only when every object of the output has
dnl it, so the note never turns BTI on for code that lacks the pads;
dnl without it, linking our objects would turn BTI off for the whole
dnl library, and for a static executable.  Emitted always, not only
dnl when the compiler targets BTI (__ARM_FEATURE_BTI_DEFAULT, Debian's
dnl default): m4 cannot see the compiler's macros, and the pads cost one
dnl no-op per call.
define(<BTI_C>, <hint	#34		// bti c>)dnl
define(<PROLOGUE>, defn(<PROLOGUE>)<
	BTI_C>)dnl
	.pushsection .note.gnu.property, "a"
	.p2align 3
	.word	4			// name size ("GNU" and its NUL)
	.word	16			// descriptor size
	.word	5			// NT_GNU_PROPERTY_TYPE_0
	.asciz	"GNU"
	.word	0xc0000000		// GNU_PROPERTY_AARCH64_FEATURE_1_AND
	.word	4			// property size
	.word	3			// BTI | PAC
	.word	0			// padding to 8 bytes
	.popsection
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
dnl ARCH_BASE, ARCH_SHA2, ARCH_SHA512, ARCH_PMULL: what a file's
dnl instructions may need.  The assembler then rejects anything newer,
dnl whatever -mcpu says.  NEON (Advanced SIMD) is part of the base.
define(<ARCH_BASE>, <.arch armv8-a>)dnl
define(<ARCH_SHA2>, <.arch armv8-a+sha2>)dnl
define(<ARCH_SHA512>, <.arch armv8.2-a+sha2+sha3>)dnl
define(<ARCH_PMULL>, <.arch armv8-a+aes>)dnl
