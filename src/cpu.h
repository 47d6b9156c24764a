/* cpu.h -- CPU features that select assembly variants.  */
#ifndef SYMCRYPT_CPU_H
#define SYMCRYPT_CPU_H

/* One bit per feature an assembly folder may need.  A variant with
   features F runs when (F & available) == F.  */
#define SYMCRYPT_CPU_SSE2    0x0001
#define SYMCRYPT_CPU_SSSE3   0x0002
#define SYMCRYPT_CPU_AVX     0x0004
#define SYMCRYPT_CPU_AVX2    0x0008
#define SYMCRYPT_CPU_SHA_NI  0x0010
#define SYMCRYPT_CPU_PCLMUL  0x0020
#define SYMCRYPT_CPU_VPCLMUL 0x0040
#define SYMCRYPT_CPU_BMI2    0x0080
#define SYMCRYPT_CPU_NEON    0x0100
/* AVX-512 F, VL, BW and DQ with the opmask and ZMM state enabled.  */
#define SYMCRYPT_CPU_AVX512  0x0200
#define SYMCRYPT_CPU_AVX512IFMA 0x0400	/* 52-bit multiply-add */

/* What the CPU and the operating system support; computed once (cpuid
   traps to the hypervisor on some machines) and cached.  */
unsigned _symcrypt_cpu_features(void);

/* The features to use: the CPU's, limited by SYMCRYPT_FAT_OVERRIDE
   when it is set.  */
unsigned _symcrypt_cpu_features_enabled(void);

/* Parses a comma-separated feature list ("none", "sse2,avx2", ...)
   into feature bits; unknown names are ignored.  */
unsigned _symcrypt_cpu_parse_features(const char *list);

/* Writes the names of FEATURES, comma-separated, into BUF.  */
void _symcrypt_cpu_feature_names(unsigned features, char *buf, size_t size);

#endif /* SYMCRYPT_CPU_H */
