dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes/aegis128l-open-message.asm -- AEGIS-128L with VAES and AVX2: opens a whole message (the tag left for C to compare) in one call, the state in registers; why and figures: x86_64/m4/aegis-xmm.m4.

dnl void _symcrypt_aegis128l_open_message(uint8_t *work, size_t ad_length,
dnl                            const uint8_t *ad, size_t length,
dnl                            uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/aegis-xmm.m4>)dnl

	.file "aegis128l-open-message.asm"

AEGIS_MESSAGE(_symcrypt_aegis128l_open_message, 8, open, vex)
