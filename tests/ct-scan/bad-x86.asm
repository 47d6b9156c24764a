dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arch: x86
C Planted mistake for tests/ct-scan-test.sh (32-bit x86, arguments on
C the stack): an S-box lookup indexed by a key byte.  Never assembled.
PROLOGUE(planted_sbox)
	mov	4(%esp), %edx
	mov	8(%esp), %ecx
	movzbl	(%edx), %eax
	movzbl	(%ecx, %eax), %eax
	ret
EPILOGUE(planted_sbox)
