dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm/): neon/blake2s-4compress.asm, neon/blake2s-compress.asm.
dnl arm/blake2s.m4 -- BLAKE2s's message schedule.
dnl
dnl The rows of sigma (RFC 7693, 2.7), word k of round r as the hex
dnl digit k of B2S_SIGMA_ROW(r).
define(<B2S_SIGMA_ROW>, <ifelse($1, 0, <0123456789abcdef>,
	$1, 1, <ea489fd61c02b753>,
	$1, 2, <b8c052fdae367194>,
	$1, 3, <7931dcbe265a40f8>,
	$1, 4, <905724afe1bc683d>,
	$1, 5, <2c6a0b834d75fe19>,
	$1, 6, <c51fed4a0763928b>,
	$1, 7, <db7ec13950f4862a>,
	$1, 8, <6fe9b308c2d714a5>,
	<a2847615fb9e3cd0>)>)dnl
dnl SIGMA(r, k): the message word that round R takes K-th.
define(<SIGMA>, <eval(0x<>substr(B2S_SIGMA_ROW($1), $2, 1))>)dnl
