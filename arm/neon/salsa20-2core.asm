C arm/neon/salsa20-2core.asm -- the Salsa20 permutation on two blocks, NEON.

C void _symcrypt_salsa20_2core(uint32_t *dst, const uint32_t *src,
C                              unsigned rounds)
C Block k of dst (32 words) is the block of src with the 64-bit counter
C (words 8-9) plus k, permuted, plus that input.
C
C Why this file exists: two independent blocks, interleaved, fill the
C gaps of NEON's result latency, so on Cortex-A9 a block costs less
C than on the scalar core (doc/arm-cost-model.md).  Each block is held
C by diagonals as in salsa20-core.asm:
C   X0 = (x0, x5, x10, x15)  X1 = (x4, x9, x14, x3)
C   X2 = (x8, x13, x2, x7)   X3 = (x12, x1, x6, x11)
C The second stream, Y, is indented one step further.

	ARCH_NEON

define(<DST>, <r0>)
define(<SRC>, <r1>)
define(<ROUNDS>, <r2>)

define(<X0>, <q0>)	C block 0
define(<X1>, <q1>)
define(<X2>, <q2>)
define(<X3>, <q3>)
define(<Y0>, <q8>)	C block 1
define(<Y1>, <q9>)
define(<Y2>, <q10>)
define(<Y3>, <q11>)
define(<TX>, <q12>)	C temporaries
define(<UX>, <q13>)
define(<TY>, <q14>)
define(<UY>, <q15>)
define(<ONE>, <d24>)	C 1 as a 64-bit lane, in TX before the rounds
define(<Y2LO>, <d20>)	C words 8-9 of block 1: the counter
define(<TYLO>, <d28>)	C words 8-9 of the input, at the end

C STEP2(b, a, d, n): b ^= (a + d) <<< n in both streams.
define(<STEP2>, <
	vadd.i32	TX, X$2, X$3
	 vadd.i32	TY, Y$2, Y$3
	vshl.i32	UX, TX, #$4
	 vshl.i32	UY, TY, #$4
	vsri.32		UX, TX, #(32 - $4)
	 vsri.32	UY, TY, #(32 - $4)
	veor		X$1, X$1, UX
	 veor		Y$1, Y$1, UY>)

C QROUND2(a, b, c, d): four quarter rounds, one per lane, per block.
define(<QROUND2>, <
	STEP2($2, $1, $4, 7)
	STEP2($3, $2, $1, 9)
	STEP2($4, $3, $2, 13)
	STEP2($1, $4, $3, 18)>)

C TURN2(row, lanes): turn a register of each block left by LANES.
define(<TURN2>, <
	vext.32		X$1, X$1, X$1, #$2
	 vext.32	Y$1, Y$1, Y$1, #$2>)

C TRANSPOSE(q0, q1, q2, q3, q0 high, q1 high, q2 low, q3 low): transpose
C four rows of four words.
define(<TRANSPOSE>, <
	vtrn.32	$1, $2
	vtrn.32	$3, $4
	vswp	$5, $7
	vswp	$6, $8>)

PROLOGUE(_symcrypt_salsa20_2core)
	vld1.32	{X0, X1}, [SRC]!
	vld1.32	{X2, X3}, [SRC]
	sub	SRC, SRC, #32
	C Block 1: the counter plus 1, with carry.
	vmov.i32	ONE, #1
	vshr.u64	ONE, ONE, #32
	vmov	Y0, X0
	vmov	Y1, X1
	vmov	Y2, X2
	vmov	Y3, X3
	vadd.i64	Y2LO, Y2LO, ONE

	C Rows to diagonals: turn row i left by i lanes, transpose (giving
	C the order of the row round), then turn for the column round.
	TURN2(1, 1)
	TURN2(2, 2)
	TURN2(3, 3)
	TRANSPOSE(X0, X1, X2, X3, d1, d3, d4, d6)
	 TRANSPOSE(Y0, Y1, Y2, Y3, d17, d19, d20, d22)
	C X0 = (x0, x5, x10, x15), X1 = (x1, x6, x11, x12),
	C X2 = (x2, x7, x8, x13), X3 = (x3, x4, x9, x14)
	vext.32	TX, X1, X1, #3
	 vext.32	TY, Y1, Y1, #3
	vext.32	X1, X3, X3, #1
	 vext.32	Y1, Y3, Y3, #1
	vmov	X3, TX
	 vmov	Y3, TY
	TURN2(2, 2)
	lsrs	ROUNDS, ROUNDS, #1
	beq	.Lfinal

.Loop:
	QROUND2(0, 1, 2, 3)
	C Row round: b = X3, c = X2, d = X1, turned into place.
	TURN2(3, 1)
	TURN2(2, 2)
	TURN2(1, 3)
	QROUND2(0, 3, 2, 1)
	TURN2(3, 3)
	TURN2(2, 2)
	TURN2(1, 1)
	subs	ROUNDS, ROUNDS, #1
	bne	.Loop

.Lfinal:
	C Diagonals back to rows: the steps above in reverse.
	vext.32	TX, X3, X3, #1
	 vext.32	TY, Y3, Y3, #1
	vext.32	X3, X1, X1, #3
	 vext.32	Y3, Y1, Y1, #3
	vmov	X1, TX
	 vmov	Y1, TY
	TURN2(2, 2)
	TRANSPOSE(X0, X1, X2, X3, d1, d3, d4, d6)
	 TRANSPOSE(Y0, Y1, Y2, Y3, d17, d19, d20, d22)
	TURN2(1, 3)
	TURN2(2, 2)
	TURN2(3, 1)

	C Add the input (block 1 with its counter) and store.
	vld1.32	{TX, UX}, [SRC]!
	vld1.32	{TY, UY}, [SRC]
	vadd.i32	X0, X0, TX
	 vadd.i32	Y0, Y0, TX
	vadd.i32	X1, X1, UX
	 vadd.i32	Y1, Y1, UX
	vadd.i32	X2, X2, TY
	vadd.i32	X3, X3, UY
	 vadd.i32	Y3, Y3, UY
	vmov.i32	ONE, #1			C TX is used up
	vshr.u64	ONE, ONE, #32
	vadd.i64	TYLO, TYLO, ONE
	 vadd.i32	Y2, Y2, TY
	vst1.32	{X0, X1}, [DST]!
	vst1.32	{X2, X3}, [DST]!
	vst1.32	{Y0, Y1}, [DST]!
	vst1.32	{Y2, Y3}, [DST]
	bx	lr
EPILOGUE(_symcrypt_salsa20_2core)
