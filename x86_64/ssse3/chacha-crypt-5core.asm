C x86_64/ssse3/chacha-crypt-5core.asm -- five ChaCha blocks XORed with
C the data, four on the vector units (SSSE3) and one on the integer
C units.
C
C Why: the SSSE3 4-block rounds keep the vector units about two thirds
C busy (a chain of 16 cycles a round against an issue bound of about
C 14) and the four integer ALUs idle; a fifth block in the general
C registers runs beside them (CHACHA_HYBRID5_BODY, x86_64/machine.m4).
C Blocks 0..3 go out as in chacha-crypt-4core.asm (COLS4_XOR_PUT),
C block 4 word by word (HYBRID_XOR_PUT).  The state is not written;
C the loop advances the counter.  DST may be SRC.
C
C Needs SSSE3.  Measured: see doc/x86_64-stream.md, "One more block on
C the integer units".

dnl void _symcrypt_chacha_crypt_5core(uint8_t *dst, const uint8_t *src,
dnl                                   const uint32_t *state,
dnl                                   unsigned rounds)

CHACHA_COLS4_REGS
CHACHA_HYBRID5_REGS
define(<COLS4_PUT>, defn(<COLS4_XOR_PUT>))
define(<HYBRID_PUT>, defn(<HYBRID_XOR_PUT>))
C ROTL16(x, t), ROTL8(x, t): rotate each word of X left by 16 and by 8,
C one byte shuffle each.
define(<ROTL16>, <
	pshufb	.Lrot16(%rip), $1>)
define(<ROTL8>, <
	pshufb	.Lrot8(%rip), $1>)

PROLOGUE(_symcrypt_chacha_crypt_5core)
CHACHA_HYBRID5_BODY
EPILOGUE(_symcrypt_chacha_crypt_5core)

CHACHA_COLS4_RODATA
ROWS_ROT_RODATA
