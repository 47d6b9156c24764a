C arm/neon/chacha-core.asm -- the ChaCha permutation on one block, NEON.

C void _symcrypt_chacha_core(uint32_t *dst, const uint32_t *src,
C                            unsigned rounds)
C dst[i] = permuted state[i] + src[i], 16 host-order words.
C
C One row of the state per register, so a column round is four
C quarter rounds at once; the diagonal round turns rows 1-3 by one,
C two and three lanes first and back after.  Every instruction waits
C for the one before, so on Cortex-A9 this loses to the scalar core
C (doc/arm-cost-model.md), which is preferred for single blocks; this
C one is built into fat builds and tested, for CPUs where a measurement
C shows the opposite.

	ARCH_NEON

define(<DST>, <r0>)
define(<SRC>, <r1>)
define(<ROUNDS>, <r2>)

define(<X0>, <q0>)	C x0-x3
define(<X1>, <q1>)	C x4-x7
define(<X2>, <q2>)	C x8-x11
define(<X3>, <q3>)	C x12-x15
define(<T0>, <q8>)
define(<S0>, <q12>)	C the input, for the final addition
define(<S1>, <q13>)
define(<S2>, <q14>)
define(<S3>, <q15>)

C QROUND(a, b, c, d, t): four quarter rounds, one per lane.
C <<< 16 is a swap of halfwords, the others shift left and insert the
C bits shifted out on the right.
define(<QROUND>, <
	vadd.i32	$1, $1, $2
	veor		$4, $4, $1
	vrev32.16	$4, $4

	vadd.i32	$3, $3, $4
	veor		$5, $2, $3
	vshl.i32	$2, $5, #12
	vsri.32	$2, $5, #20

	vadd.i32	$1, $1, $2
	veor		$5, $4, $1
	vshl.i32	$4, $5, #8
	vsri.32	$4, $5, #24

	vadd.i32	$3, $3, $4
	veor		$5, $2, $3
	vshl.i32	$2, $5, #7
	vsri.32	$2, $5, #25>)

PROLOGUE(_symcrypt_chacha_core)
	vld1.32	{S0, S1}, [SRC]!
	vld1.32	{S2, S3}, [SRC]
	vmov	X0, S0
	vmov	X1, S1
	vmov	X2, S2
	vmov	X3, S3
	lsrs	ROUNDS, ROUNDS, #1
	beq	.Lfinal

.Loop:
	QROUND(X0, X1, X2, X3, T0)
	C Diagonals into columns: rows 1, 2, 3 turned left by 1, 2, 3 lanes.
	vext.32	X1, X1, X1, #1
	vext.32	X2, X2, X2, #2
	vext.32	X3, X3, X3, #3
	QROUND(X0, X1, X2, X3, T0)
	vext.32	X1, X1, X1, #3
	vext.32	X2, X2, X2, #2
	vext.32	X3, X3, X3, #1
	subs	ROUNDS, ROUNDS, #1
	bne	.Loop

.Lfinal:
	vadd.i32	X0, X0, S0
	vadd.i32	X1, X1, S1
	vadd.i32	X2, X2, S2
	vadd.i32	X3, X3, S3
	vst1.32	{X0, X1}, [DST]!
	vst1.32	{X2, X3}, [DST]
	bx	lr
EPILOGUE(_symcrypt_chacha_core)
