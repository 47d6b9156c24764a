dnl arm/machine.m4 -- conventions of the ARM assembly (AAPCS, ARM state).
dnl See arm/README.
define(<ALIGN_FUNCTION>, <.p2align 2>)dnl
	.syntax unified
	.arm
