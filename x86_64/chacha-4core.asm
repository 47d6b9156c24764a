C x86_64/chacha-4core.asm -- four ChaCha blocks side by side, SSE2.
C
C Why: one block leaves most execution units idle (its rounds are a
C single dependency chain).  Here register Xi holds word i of four
C blocks, one per lane, so every instruction does four blocks' work
C and the four quarter rounds of a round are independent streams for
C the out-of-order core.  Sixteen words and a rotate temporary need
C seventeen registers: word 8, always in the "c" role, lives on the
C stack (one load and store per use).  At the end a 4x4 transpose per
C row of words turns lanes back into blocks.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, Zen 5): 504;
C the C twin (gcc vectorizes it with SSE2) 608, four single blocks
C 844.  On Zen 5 every simple vector operation has 2 cycles latency,
C so the 12-step chain of a quarter round (rotates of 12, 8 and 7 take
C two steps) bounds a round at ~30 cycles whatever the width.

dnl void _symcrypt_chacha_4core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

CHACHA_COLS4_REGS

C ROTL16(x), ROTL8(x): rotate each word of X left by 16 (two word
C shuffles) and by 8 (two shifts and an or, through T).
define(<ROTL16>, <
	pshuflw	$<>0xb1, $1, $1
	pshufhw	$<>0xb1, $1, $1>)
define(<ROTL8>, <COLS4_ROTL($1, 8)>)

PROLOGUE(_symcrypt_chacha_4core)
CHACHA_COLS4_BODY
EPILOGUE(_symcrypt_chacha_4core)

CHACHA_COLS4_RODATA
