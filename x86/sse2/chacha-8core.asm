C x86/sse2/chacha-8core.asm -- eight ChaCha blocks, two quads of four
C side by side, SSE2.
C
C Why: the 4-block core runs at the latency of the quarter-round chain
C (16 dependent vector operations per round, 2 cycles each on Zen 5),
C leaving most of the vector units idle.  Two independent quads double
C the work per chain.
C
C The 32 words do not fit in eight xmm registers: every word lives in
C its slot of the frame, and the four quarter rounds of a round of one
C quad run interleaved step by step, two registers each.  Only the
C registers carry the chain: each step leaves its new word in one of
C them for the next step, and the words stored are read again a few
C steps later, or in the next round behind the other quad's work, so
C store-to-load forwarding stays off the critical path (except b, the
C quarter round's last result and the next round's first input).
C Two quarter rounds at a time with four registers each (fewer loads
C and stores) took 936 ticks per call against 858: the out-of-order
C window did not reach far enough ahead to overlap them.
C
C Measured: doc/x86-32.md and src/chacha-widths.c.

dnl void _symcrypt_chacha_8core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

define(<SRC>, <%eax>)
define(<ROUNDS>, <%ecx>)
define(<DST>, <%edx>)
define(<X0>, <%xmm0>)	dnl two registers for each of four quarter rounds
define(<Y0>, <%xmm1>)
define(<X1>, <%xmm2>)
define(<Y1>, <%xmm3>)
define(<X2>, <%xmm4>)
define(<Y2>, <%xmm5>)
define(<X3>, <%xmm6>)
define(<Y3>, <%xmm7>)

C ROTL16(x): rotate by 16, swapping the halves of each word.
define(<ROTL16>, <
	pshuflw	$<>0xb1, $1, $1
	pshufhw	$<>0xb1, $1, $1>)

C QSTEP(body): BODY for each quarter round k = 0..3 of QROUND4, in
C which X and Y are its registers and SA, SB, SC, SD the slots of its
C words a, b, c, d.
define(<QSTEP>, <forloop(<k>, 0, 3, <$1>)>)
define(<X>, <indir(<X>k)>)
define(<Y>, <indir(<Y>k)>)
define(<SA>, <_qslot(0)>)
define(<SB>, <_qslot(1)>)
define(<SC>, <_qslot(2)>)
define(<SD>, <_qslot(3)>)
define(<_qslot>, <SLOT(eval(16 * QUAD + 4 * $1 + (k + $1 * DIAG) % 4))>)

C QROUND4(quad, diag): the four column (DIAG 0) or diagonal (DIAG 1)
C quarter rounds of QUAD, interleaved step by step.  Only the
C registers carry words along the chain; words stored are read again
C a few steps later.
define(<QROUND4>, <pushdef(<QUAD>, $1)pushdef(<DIAG>, $2)
	C a += b; d = rotl(d ^ a, 16)
	QSTEP(<
	movdqa	SA, Y
	paddd	SB, Y
	movdqa	Y, SA>)
	QSTEP(<
	movdqa	SD, X
	pxor	Y, X>)
	QSTEP(<
	ROTL16(X)
	movdqa	X, SD>)
	C c += d; b = rotl(b ^ c, 12)
	QSTEP(<
	movdqa	SC, Y
	paddd	X, Y
	movdqa	Y, SC>)
	QSTEP(<
	movdqa	SB, X
	pxor	Y, X>)
	QSTEP(<
	ROTL(X, 12, Y)
	movdqa	X, SB>)
	C a += b; d = rotl(d ^ a, 8)
	QSTEP(<
	movdqa	SA, Y
	paddd	X, Y
	movdqa	Y, SA>)
	QSTEP(<
	movdqa	SD, X
	pxor	Y, X>)
	QSTEP(<
	ROTL(X, 8, Y)
	movdqa	X, SD>)
	C c += d; b = rotl(b ^ c, 7)
	QSTEP(<
	paddd	SC, X
	movdqa	X, SC>)
	QSTEP(<
	movdqa	SB, Y
	pxor	X, Y>)
	QSTEP(<
	ROTL(Y, 7, X)
	movdqa	Y, SB>)popdef(<QUAD>, <DIAG>)>)

PROLOGUE(_symcrypt_chacha_8core)
	STREAM_ENTER(SRC, ROUNDS, DST, 12, 2)

	C The words of both quads in their slots
	forloop(<i>, 0, 15, <ifelse(i, 12, <
	movdqa	CTR_LO(0), X0
	movdqa	CTR_LO(1), Y0>, i, 13, <
	movdqa	CTR_HI(0), X0
	movdqa	CTR_HI(1), Y0>, <
	BROADCAST(SRC, i, X0)
	movdqa	X0, Y0>)
	movdqa	X0, SLOT(i)
	movdqa	Y0, SLOT(eval(16 + i))>)

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	QROUND4(0, 0)
	QROUND4(1, 0)
	QROUND4(0, 1)
	QROUND4(1, 1)
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
	C Feed-forward, transpose and store, four words of a quad at a time
	mov	8(%ebp), DST
	forloop(<q>, 0, 1, <forloop(<g>, 0, 3, <
	STREAM4_OUTPUT(DST, SRC, 12, q, g, %xmm0, %xmm1, %xmm2, %xmm3, %xmm4, %xmm5)>)>)
	STREAM_LEAVE
EPILOGUE(_symcrypt_chacha_8core)
