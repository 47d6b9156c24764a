C x86/sse2/memxor3.asm -- dst[i] = a[i] ^ b[i], SSE2.
C
C Why: every stream cipher's crypt loop XORs keystream into the data
C through memxor3, and the -m32 C twin moves 4 bytes per step (0.24
C ticks per byte, a tenth of the ChaCha20 time).  The loop is
C MEMXOR_BODY in machine.m4, shared with memxor.asm, which says how it
C works (dst may equal a or b).
C
C Measured (AMD EPYC Zen 5, family 26, November 2026, -m32; rdtsc
C ticks/byte, 4 KiB, unaligned; doc/x86-32.md):
C   this file  0.063     C twin (4 bytes a step)  0.25

dnl void _symcrypt_memxor3(uint8_t *dst, const uint8_t *a, const uint8_t *b,
dnl                        size_t length)

define(<DST>, <%eax>)
define(<A>, <%ecx>)	dnl a, then a - dst
define(<A_W>, <%cx>)
define(<A_B>, <%cl>)
define(<B>, <%edx>)	dnl b, then b - dst
define(<LENGTH>, <%ebx>)	dnl then the count of 16-byte blocks
define(<LAST>, <%xmm4>)	dnl the last 16 bytes' result

PROLOGUE(_symcrypt_memxor3)
	MEMXOR_BODY(12(%esp), 16(%esp), 20(%esp))
EPILOGUE(_symcrypt_memxor3)
