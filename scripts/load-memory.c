/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* load-memory.c -- the memory a shared library costs each process that
   loads it: the private dirty pages of its mappings right after
   dlopen, as /proc/self/smaps counts them (the pages its relocations,
   its constructors and the loader wrote, which no other process
   shares).

   Usage: load-memory LIBRARY...
   Build: cc -O2 -o load-memory scripts/load-memory.c -ldl

   "bss+" marks an anonymous mapping that goes on past the library.

   For each LIBRARY (a path, or a name the loader finds) a child
   process loads it alone and prints each of its mappings (the
   address range, the permissions, the section kind, the size and the
   Private_Dirty kilobytes) and the sum.  The mappings of a library are
   those of its file and, when its .bss reaches beyond the last page
   of the file, the anonymous one that follows them directly (the
   kernel may have merged it with a neighbour: then it says so).  The
   libraries it depends on are not counted (libc is loaded already).  */
#define _GNU_SOURCE 1
#include <dlfcn.h>
#include <link.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* The end of the library loaded at BASE: the last byte of its
   segments in memory, rounded up to a page.  */
static unsigned long library_base, library_end;

static int
find_end(struct dl_phdr_info *info, size_t size, void *data)
{
  int i;
  (void) size, (void) data;
  if (info->dlpi_addr != library_base)
    return 0;
  for (i = 0; i < info->dlpi_phnum; i++)
    if (info->dlpi_phdr[i].p_type == PT_LOAD)
      {
	unsigned long end = info->dlpi_addr + info->dlpi_phdr[i].p_vaddr
	  + info->dlpi_phdr[i].p_memsz;
	unsigned long page = (unsigned long) sysconf(_SC_PAGESIZE);
	end = (end + page - 1) & ~(page - 1);
	if (end > library_end)
	  library_end = end;
      }
  return 1;
}

/* Prints the mappings of the file PATH and their private dirty
   kilobytes; returns the sum.  */
static unsigned long
report(const char *path)
{
  FILE *smaps = fopen("/proc/self/smaps", "r");
  char line[PATH_MAX + 200];
  unsigned long start, end, last_end = 0, total = 0, kb;
  int ours = 0;

  if (!smaps)
    {
      perror("/proc/self/smaps");
      exit(1);
    }
  while (fgets(line, sizeof(line), smaps))
    {
      char perms[8], name[PATH_MAX];
      name[0] = '\0';
      if (sscanf(line, "%lx-%lx %7s %*s %*s %*s %s", &start, &end, perms,
		 name) >= 3)
	{
	  /* A mapping header: the file's, or the anonymous one right
	     after it.  */
	  ours = strcmp(name, path) == 0 || (!name[0] && start == last_end
					     && start < library_end);
	  if (ours)
	    printf("  %lx-%lx %s %-6s %5lu kB", start, end, perms,
		   name[0] ? "file" : end > library_end ? "bss+" : "bss",
		   (end - start) / 1024);
	  if (strcmp(name, path) == 0)
	    last_end = end;
	  else
	    last_end = 0;
	}
      else if (ours && sscanf(line, "Private_Dirty: %lu kB", &kb) == 1)
	{
	  printf("  private dirty %3lu kB\n", kb);
	  total += kb;
	}
    }
  fclose(smaps);
  return total;
}

int
main(int argc, char **argv)
{
  int i, status = 0;

  if (argc < 2)
    {
      fprintf(stderr, "usage: load-memory LIBRARY...\n");
      return 2;
    }
  for (i = 1; i < argc; i++)
    {
      pid_t pid;
      int child_status;
      fflush(stdout);
      pid = fork();
      if (pid < 0)
	{
	  perror("fork");
	  return 1;
	}
      if (pid == 0)
	{
	  char path[PATH_MAX];
	  void *handle = dlopen(argv[i], RTLD_NOW | RTLD_LOCAL);
	  struct link_map *map;
	  if (!handle || dlinfo(handle, RTLD_DI_LINKMAP, &map) != 0)
	    {
	      fprintf(stderr, "load-memory: %s: %s\n", argv[i], dlerror());
	      _exit(1);
	    }
	  if (!realpath(map->l_name, path))
	    {
	      perror(map->l_name);
	      _exit(1);
	    }
	  library_base = map->l_addr;
	  dl_iterate_phdr(find_end, NULL);
	  printf("%s\n", path);
	  printf("%s: %lu kB private dirty after dlopen\n", argv[i],
		 report(path));
	  fflush(stdout);
	  _exit(0);
	}
      if (waitpid(pid, &child_status, 0) != pid || !WIFEXITED(child_status)
	  || WEXITSTATUS(child_status) != 0)
	status = 1;
    }
  return status;
}
