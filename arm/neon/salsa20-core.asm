C arm/neon/salsa20-core.asm -- the Salsa20 permutation on one block, NEON.

C void _symcrypt_salsa20_core(uint32_t *dst, const uint32_t *src,
C                             unsigned rounds)
C dst[i] = permuted state[i] + src[i], 16 host-order words.
C
C The state is held by diagonals, so that a column round is four
C quarter rounds at once, one per lane:
C   X0 = (x0, x5, x10, x15)  X1 = (x4, x9, x14, x3)
C   X2 = (x8, x13, x2, x7)   X3 = (x12, x1, x6, x11)
C The row round is the same with X1, X2, X3 turned by 3, 2, 1 lanes and
C the roles of X1 and X3 exchanged.  Every instruction waits for the one
C before, so on Cortex-A9 this loses to the scalar core
C (doc/arm-cost-model.md), which is preferred for single blocks; this
C one is built into fat builds and tested, for CPUs where a measurement
C shows the opposite.

	ARCH_NEON

define(<DST>, <r0>)
define(<SRC>, <r1>)
define(<ROUNDS>, <r2>)

define(<X0>, <q0>)
define(<X1>, <q1>)
define(<X2>, <q2>)
define(<X3>, <q3>)
define(<S0>, <q8>)	C the input in the same order
define(<S1>, <q9>)
define(<S2>, <q10>)
define(<S3>, <q11>)
define(<T0>, <q12>)
define(<T1>, <q13>)

C STEP(b, a, d, n, t, u): b ^= (a + d) <<< n.
define(<STEP>, <
	vadd.i32	$5, $2, $3
	vshl.i32	$6, $5, #$4
	vsri.32		$6, $5, #(32 - $4)
	veor		$1, $1, $6>)

C QROUND(a, b, c, d): four quarter rounds, one per lane.
define(<QROUND>, <
	STEP($2, $1, $4, 7, T0, T1)
	STEP($3, $2, $1, 9, T0, T1)
	STEP($4, $3, $2, 13, T0, T1)
	STEP($1, $4, $3, 18, T0, T1)>)

C TRANSPOSE(q0, q1, q2, q3, q0 high, q1 high, q2 low, q3 low): transpose
C four rows of four words.
define(<TRANSPOSE>, <
	vtrn.32	$1, $2
	vtrn.32	$3, $4
	vswp	$5, $7
	vswp	$6, $8>)

PROLOGUE(_symcrypt_salsa20_core)
	C Rows to diagonals: turn row i left by i lanes, transpose (giving
	C the order of the row round), then turn for the column round.
	vld1.32	{X0, X1}, [SRC]!
	vld1.32	{X2, X3}, [SRC]
	vext.32	X1, X1, X1, #1
	vext.32	X2, X2, X2, #2
	vext.32	X3, X3, X3, #3
	TRANSPOSE(X0, X1, X2, X3, d1, d3, d4, d6)
	C X0 = (x0, x5, x10, x15), X1 = (x1, x6, x11, x12),
	C X2 = (x2, x7, x8, x13), X3 = (x3, x4, x9, x14)
	vext.32	T0, X1, X1, #3
	vext.32	X2, X2, X2, #2
	vext.32	X1, X3, X3, #1
	vmov	X3, T0
	vmov	S0, X0
	vmov	S1, X1
	vmov	S2, X2
	vmov	S3, X3
	lsrs	ROUNDS, ROUNDS, #1
	beq	.Lfinal

.Loop:
	QROUND(X0, X1, X2, X3)
	C Row round: b = X3, c = X2, d = X1, turned into place.
	vext.32	X3, X3, X3, #1
	vext.32	X2, X2, X2, #2
	vext.32	X1, X1, X1, #3
	QROUND(X0, X3, X2, X1)
	vext.32	X3, X3, X3, #3
	vext.32	X2, X2, X2, #2
	vext.32	X1, X1, X1, #1
	subs	ROUNDS, ROUNDS, #1
	bne	.Loop

.Lfinal:
	vadd.i32	X0, X0, S0
	vadd.i32	X1, X1, S1
	vadd.i32	X2, X2, S2
	vadd.i32	X3, X3, S3
	C Diagonals back to rows: the steps above in reverse.
	vext.32	T0, X3, X3, #1
	vext.32	X2, X2, X2, #2
	vext.32	X3, X1, X1, #3
	vmov	X1, T0
	TRANSPOSE(X0, X1, X2, X3, d1, d3, d4, d6)
	vext.32	X1, X1, X1, #3
	vext.32	X2, X2, X2, #2
	vext.32	X3, X3, X3, #1
	vst1.32	{X0, X1}, [DST]!
	vst1.32	{X2, X3}, [DST]
	bx	lr
EPILOGUE(_symcrypt_salsa20_core)
