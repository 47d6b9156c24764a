C x86_64/chacha-5core.asm -- five ChaCha blocks, four on the vector
C units (SSE2) and one on the integer units.
C
C Why: the keystream form of x86_64/chacha-crypt-5core.asm, for the
C crypt loop when 5 blocks are wanted but not all 320 bytes.  DST may
C be SRC.
C
C Needs SSE2 only.  Measured: see doc/x86_64-stream.md, "One more block
C on the integer units".

dnl void _symcrypt_chacha_5core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

CHACHA_COLS4_REGS
CHACHA_HYBRID5_REGS
define(<ROTL16>, <
	pshuflw	$<>0xb1, $1, $1
	pshufhw	$<>0xb1, $1, $1>)
define(<ROTL8>, <COLS4_ROTL($1, 8, $2)>)

PROLOGUE(_symcrypt_chacha_5core)
	C The fused crypt's argument registers: ROUNDS to %ecx, SRC to %rdx
	mov	%edx, %ecx
	mov	%rsi, %rdx
CHACHA_HYBRID5_BODY
EPILOGUE(_symcrypt_chacha_5core)

CHACHA_COLS4_RODATA
