C x86/sse2/memxor.asm -- dst[i] ^= src[i], SSE2.
C
C Why: the -m32 C twin moves 4 bytes per step.  This is memxor3 with
C a = dst: MEMXOR_BODY in machine.m4, which says how it works.
C
C Measured (AMD EPYC Zen 5, family 26, November 2026, -m32; rdtsc
C ticks/byte, 4 KiB, unaligned; doc/x86-32.md):
C   this file  0.063     C twin (4 bytes a step)  0.25

dnl void _symcrypt_memxor(uint8_t *dst, const uint8_t *src, size_t length)

define(<DST>, <%eax>)
define(<A>, <%ecx>)	dnl dst, then 0
define(<A_W>, <%cx>)
define(<A_B>, <%cl>)
define(<B>, <%edx>)	dnl src, then src - dst
define(<LENGTH>, <%ebx>)	dnl then the count of 16-byte blocks
define(<LAST>, <%xmm4>)	dnl the last 16 bytes' result

PROLOGUE(_symcrypt_memxor)
	MEMXOR_BODY(8(%esp), 12(%esp), 16(%esp))
EPILOGUE(_symcrypt_memxor)
