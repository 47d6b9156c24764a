# Copyright (C) 2026 libsymcrypt maintainers
# SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
# This file is free software: you can redistribute it and/or modify it
# under the terms of the GNU Lesser General Public License as published
# by the Free Software Foundation, either version 3 of the License, or
# (at your option) any later version, or under the terms of the GNU
# General Public License as published by the Free Software Foundation,
# either version 2 of the License, or (at your option) any later version.
# The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
# tables.awk -- answers questions about src/features.tab,
# src/folders.tab and src/models.tab, for configure, autoconf and the
# test matrix, so that nothing else restates them.
#
#   awk -f tables.awk -v q=QUESTION [-v var=value...] \
#     features.tab folders.tab [models.tab [functions.def]]
#
# QUESTION is one of:
#   switches   autoconf input: SC_ASM_SWITCH([switch], [folders]) per
#              configure switch, in table order
#   dirs       every folder of every architecture
#   folders    the folders of architecture ARCH, in search order
#   switch     the switch of FOLDER (- for none)
#   macros     the compiler macros that all the features FOLDER needs
#              (with what they imply on its architecture) define, one
#              C condition per line: defined(M), or for alternatives
#              defined(A)||defined(B)
#   cheader    C definitions: SYMCRYPT_CPU_<NAME> bits,
#              SYMCRYPT_CPU_FEATURES(X), X(name, bit, bit with all
#              implied), for src/core/cpu.h through impl.h, and
#              SYMCRYPT_CPU_TIERS(X), X(tier, bit, required) for each
#              feature with a benchmark tier (tools/benchmark/tier.c)
#   cmask      the C expression of the features FOLDER needs
#   closure    the features LIST (comma separated; "none" is the empty
#              list) with all they imply (with ARCH, on that
#              architecture)
#   cpuinfo    the features whose cpuinfo flags are all in FLAGS
#              (space separated) and whose implied features are too
#              (with ARCH, those of that architecture)
#   overrides  the SYMCRYPT_FAT_OVERRIDE values that between them make
#              each folder of architecture ARCH the first choice once:
#              none, then the features of each folder that needs any,
#              from the last in the search order; with PREFIXES (space
#              separated) and SRCDIR, only the folders that have the
#              .asm file of a function of functions.def whose name
#              starts with one of them
#   expect     NAME=LABEL for each function of functions.def: the
#              first of the folders PATH (space separated) that has
#              SRCDIR/<folder>/<name>.asm and needs only features in
#              ENABLED (comma separated, or "all"), else c; with
#              MODEL, a row of models.tab, as that row's rules choose
#              (its dropped features and limits); then
#              runs:FOLLOWER=yes or no for each SYMCRYPT_FOLLOWS rule of
#              functions.def: whether the library runs that choice
#   follows    C definitions for a static build's impl.h (PATH, SRCDIR
#              as for expect, every feature enabled):
#              SYMCRYPT_FOLLOWER_RUNS_<follower>, 1 or 0, per rule
#   cmodels    C definitions of models.tab for src/core/cpu.c and
#              src/core/dispatch.c: SYMCRYPT_CPU_MODELS(X), X(name, dropped
#              features, hybrid) per row; SYMCRYPT_CPU_MODEL_MATCHES(X),
#              X(row, vendor, family lo, hi, model lo, hi) per range
#              (vendor 0 for every CPU); SYMCRYPT_CPU_MODEL_LIMITS(X),
#              X(row, function, lo, hi) per limit: the function may
#              not take a folder of rank lo to hi; and
#              SYMCRYPT_FOLDER_ORDER, the folders' names in order
#              (a label's rank is its index there, c after them all)
#   models     the rows of models.tab for ARCH (x86 or arm: those
#              matching its CPUs, and generic), space separated
#   model      the row a CPU of VENDOR (intel, amd, midr), FAMILY and
#              MODEL (midr: implementer and part) matches

function split_list(s, out,    n, i, parts)
{
  delete out
  if (s == "-" || s == "")
    return 0
  n = split(s, parts, ",")
  for (i = 1; i <= n; i++)
    out[i] = parts[i]
  return n
}

# Whether feature F exists on architecture A (a first path component
# of folders.tab); every feature does on "", no architecture in
# particular.
function of_arch(f, a)
{
  return a == "" || index("," feature_arch[f] ",", "," a ",") > 0
}

# The architecture of FOLDER: its first path component.
function folder_arch(folder,    p)
{
  split(folder, p, "/")
  return p[1]
}

# Adds feature F and everything it implies on architecture A ("" for
# all) to the set SET.
function add_closure(f, set, a,    n, i, imp)
{
  if (!(f in feature_row))
    {
      printf "tables.awk: unknown feature %s\n", f > "/dev/stderr"
      failed = 1
      exit 1
    }
  set[f] = 1
  n = split_list(implies[f], imp)
  for (i = 1; i <= n; i++)
    if (of_arch(imp[i], a))
      add_closure(imp[i], set, a)
}

# The closure of the comma-separated LIST on architecture A ("" for
# all), in table order, comma separated.
function closure_of(list, a,    set, n, i, parts, out)
{
  delete set
  n = split_list(list, parts)
  for (i = 1; i <= n; i++)
    add_closure(parts[i], set, a)
  out = ""
  for (i = 1; i <= n_features; i++)
    if (feature_name[i] in set)
      out = out (out == "" ? "" : ",") feature_name[i]
  return out
}

function upper_name(f)
{
  return "SYMCRYPT_CPU_" toupper(f)
}

function c_mask(list, a)
{
  return c_bits(closure_of(list, a))
}

# The C expression of the features LIST, as they are.
function c_bits(list,    n, i, parts, out)
{
  n = split_list(list, parts)
  if (n == 0)
    return "0"
  out = ""
  for (i = 1; i <= n; i++)
    out = out (i > 1 ? " | " : "") upper_name(parts[i])
  return n > 1 ? "(" out ")" : out
}

# The features that imply any of the comma-separated LIST (each with
# itself), comma separated: what a model's drop column leaves out.
function drop_closure(list,    n, i, j, parts, set, out, c)
{
  n = split_list(list, parts)
  out = ""
  for (i = 1; i <= n_features; i++)
    {
      c = "," closure_of(feature_name[i]) ","
      for (j = 1; j <= n; j++)
	if (index(c, "," parts[j] ","))
	  {
	    out = out (out == "" ? "" : ",") feature_name[i]
	    break
	  }
    }
  return out
}

# The rank of FOLDER in folders.tab's order (c after every folder).
function folder_rank(folder,    i)
{
  if (folder == "c")
    return n_folders
  for (i = 1; i <= n_folders; i++)
    if (folder_name[i] == folder)
      return i - 1
  printf "tables.awk: unknown folder %s in models.tab\n", folder > "/dev/stderr"
  failed = 1
  exit 1
}

# The function of RULE, a limit of models.tab (FUNCTION=FOLDER: from
# FOLDER on; FUNCTION!FOLDER: any but FOLDER), to OUT["name"], and the
# ranks of the folders it may not take, OUT["lo"] to OUT["hi"] (none
# when lo > hi).
function limit_range(rule, out,    fl)
{
  if (split(rule, fl, "!") == 2)
    {
      out["name"] = fl[1]
      out["lo"] = out["hi"] = folder_rank(fl[2])
      return
    }
  if (split(rule, fl, "=") != 2)
    {
      printf "tables.awk: bad limit %s in models.tab\n", rule > "/dev/stderr"
      failed = 1
      exit 1
    }
  out["name"] = fl[1]
  out["lo"] = 0
  out["hi"] = folder_rank(fl[2]) - 1
}

# The number of a vendor of models.tab's match column (0: any CPU).
function vendor_number(v)
{
  if (v == "-")
    return 0
  if (v == "intel")
    return 1
  if (v == "amd")
    return 2
  if (v == "midr")
    return 3
  printf "tables.awk: unknown vendor %s in models.tab\n", v > "/dev/stderr"
  failed = 1
  exit 1
}

# Whether NUMBER (decimal or 0x hex) lies in the comma-separated list
# of values and LO-HI ranges LIST.
function in_ranges(number, list,    n, i, parts, lh)
{
  n = split(list, parts, ",")
  for (i = 1; i <= n; i++)
    {
      if (split(parts[i], lh, "-") == 1)
	lh[2] = lh[1]
      if (number_of(lh[1]) <= number && number <= number_of(lh[2]))
	return 1
    }
  return 0
}

function number_of(s,    v, i, d)
{
  if (s !~ /^0x/)
    return s + 0
  v = 0
  for (i = 3; i <= length(s); i++)
    {
      d = index("0123456789abcdef", tolower(substr(s, i, 1))) - 1
      v = 16 * v + d
    }
  return v
}

# The row of models.tab a CPU of VENDOR, FAMILY and MODEL matches.
function model_of(vendor, family, model,    i, mt)
{
  for (i = 1; i <= n_models; i++)
    {
      if (model_match[i] == "-")
	return model_name[i]
      split(model_match[i], mt, ":")
      if (mt[1] == vendor && in_ranges(family, mt[2]) && in_ranges(model, mt[3]))
	return model_name[i]
    }
  return "generic"
}

# The folder each function of functions.def takes to CHOSEN[name]: the
# first of PATH that has its .asm file, is usable with ENABLED ("all",
# or the features in ON) and that no limit of the model (SKIP_LO,
# SKIP_HI) keeps it from, else c.
function choose_all(    n_path, dirs, i, j, k, m, name, file, label, skipped,
		       usable, needs)
{
  n_path = split(path, dirs, " ")
  for (i = 1; i <= n_functions; i++)
    {
      name = function_name[i]
      file = name
      gsub(/_/, "-", file)
      label = "c"
      for (j = 1; j <= n_path && label == "c"; j++)
	{
	  if (!file_exists(srcdir "/" dirs[j] "/" file ".asm"))
	    continue
	  skipped = 0
	  for (k = 1; k <= n_skips[name]; k++)
	    if (skip_lo[name, k] <= folder_rank(dirs[j]) \
		&& folder_rank(dirs[j]) <= skip_hi[name, k])
	      skipped = 1
	  if (skipped)
	    continue
	  usable = 1
	  if (enabled != "all")
	    {
	      m = split_list(closure_of(folder_needs[dirs[j]],
					folder_arch(dirs[j])), needs)
	      for (k = 1; k <= m; k++)
		if (!(needs[k] in on))
		  usable = 0
	    }
	  if (usable)
	    label = dirs[j]
	}
      chosen[name] = label
    }
}

# Whether the library runs the follower of rule K of functions.def with
# the folders of CHOSEN: its folder is assembly, its leader's, and the
# leader runs if it follows in turn (the same rule as
# _symcrypt_follows_met of src/core/dispatch.c).
function follower_runs(k,    f, l)
{
  f = follower[k]
  l = leader[k]
  if (chosen[f] == "c" || chosen[f] != chosen[l])
    return 0
  return !(l in follows_rule) || follower_runs(follows_rule[l])
}

function file_exists(path,    line, r)
{
  r = (getline line < path)
  close(path)
  return r >= 0
}

/^#/ || NF == 0 { next }

FILENAME ~ /features\.tab$/ {
  n_features++
  feature_name[n_features] = $1
  feature_row[$1] = n_features
  feature_arch[$1] = $2
  implies[$1] = $3
  tier[$1] = $4
  macros[$1] = $5
  cpuflags[$1] = $6
  next
}

FILENAME ~ /folders\.tab$/ {
  n_folders++
  folder_name[n_folders] = $1
  folder_needs[$1] = $2
  folder_switch[$1] = $3
  n = split_list($2, parts)
  for (i = 1; i <= n; i++)
    if ((parts[i] in feature_row) && !of_arch(parts[i], folder_arch($1)))
      {
	printf "tables.awk: folder %s needs %s, which %s lacks\n", $1,
	  parts[i], folder_arch($1) > "/dev/stderr"
	failed = 1
	exit 1
      }
  next
}

FILENAME ~ /models\.tab$/ {
  n_models++
  model_name[n_models] = $1
  model_row[$1] = n_models
  model_match[n_models] = $2
  model_drop[n_models] = $3
  model_hybrid[n_models] = $4
  model_limit[n_models] = $5
  if ($4 != "yes" && $4 != "no")
    {
      printf "tables.awk: model %s: hybrid is yes or no\n", $1 > "/dev/stderr"
      failed = 1
      exit 1
    }
  next
}

# functions.def: SYMCRYPT_FUNC(name, family, ...)
/^SYMCRYPT_FUNC\(/ {
  name = $0
  sub(/^SYMCRYPT_FUNC\(/, "", name)
  sub(/,.*/, "", name)
  n_functions++
  function_name[n_functions] = name
  next
}

# functions.def: SYMCRYPT_FOLLOWS(follower, leader)
/^SYMCRYPT_FOLLOWS\(/ {
  rule = $0
  gsub(/^SYMCRYPT_FOLLOWS\(|[ )]/, "", rule)
  split(rule, fl, ",")
  n_follows++
  follower[n_follows] = fl[1]
  leader[n_follows] = fl[2]
  follows_rule[fl[1]] = n_follows
  next
}

END {
  if (failed)
    exit 1
  if (q == "switches")
    {
      for (i = 1; i <= n_folders; i++)
	{
	  s = folder_switch[folder_name[i]]
	  if (s == "-" || s in dirs_of)
	    continue
	  order[++n_switches] = s
	  dirs_of[s] = ""
	  for (j = i; j <= n_folders; j++)
	    if (folder_switch[folder_name[j]] == s)
	      dirs_of[s] = dirs_of[s] (dirs_of[s] == "" ? "" : " ") folder_name[j]
	}
      for (i = 1; i <= n_switches; i++)
	printf "SC_ASM_SWITCH([%s], [%s])\n", order[i], dirs_of[order[i]]
    }
  else if (q == "dirs")
    {
      for (i = 1; i <= n_folders; i++)
	printf "%s%s", (i > 1 ? " " : ""), folder_name[i]
      print ""
    }
  else if (q == "folders")
    {
      out = ""
      for (i = 1; i <= n_folders; i++)
	{
	  split(folder_name[i], p, "/")
	  if (p[1] == arch)
	    out = out (out == "" ? "" : " ") folder_name[i]
	}
      print out
    }
  else if (q == "switch")
    print (folder in folder_switch) ? folder_switch[folder] : "-"
  else if (q == "macros")
    {
      n = split_list(closure_of(folder_needs[folder], folder_arch(folder)), parts)
      for (i = 1; i <= n; i++)
	{
	  m = split(macros[parts[i]], ms, ",")
	  for (j = 1; j <= m; j++)
	    {
	      cond = ms[j]
	      gsub(/\|/, ")||defined(", cond)
	      print "defined(" cond ")"
	    }
	}
    }
  else if (q == "cheader")
    {
      for (i = 1; i <= n_features; i++)
	printf "#define %s 0x%x\n", upper_name(feature_name[i]), 2 ^ (i - 1)
      printf "#define SYMCRYPT_CPU_FEATURES(X)"
      for (i = 1; i <= n_features; i++)
	printf " \\\n  X(\"%s\", %s, %s)", feature_name[i],
	  upper_name(feature_name[i]), c_mask(feature_name[i])
      print ""
      printf "#define SYMCRYPT_CPU_TIERS(X)"
      for (i = 1; i <= n_features; i++)
	{
	  t = tier[feature_name[i]]
	  if (t == "-")
	    continue
	  required = sub(/\?$/, "", t) == 0
	  printf " \\\n  X(\"%s\", %s, %d)", t, upper_name(feature_name[i]),
	    required
	}
      print ""
    }
  else if (q == "cmask")
    print c_mask(folder_needs[folder], folder_arch(folder))
  else if (q == "closure")
    print (list == "none" ? "" : closure_of(list, arch))
  else if (q == "cpuinfo")
    {
      split(flags, fl, " ")
      for (i in fl)
	have_flag[fl[i]] = 1
      for (i = 1; i <= n_features; i++)
	{
	  f = feature_name[i]
	  ok = 1
	  m = split(cpuflags[f], ms, ",")
	  for (j = 1; j <= m; j++)
	    if (!(ms[j] in have_flag))
	      ok = 0
	  n = split_list(implies[f], imp)
	  for (j = 1; j <= n; j++)
	    if (of_arch(imp[j], arch) && !(imp[j] in present))
	      ok = 0
	  if (ok)
	    present[f] = 1
	}
      out = ""
      for (i = 1; i <= n_features; i++)
	if (feature_name[i] in present)
	  out = out (out == "" ? "" : ",") feature_name[i]
      print out
    }
  else if (q == "overrides")
    {
      out = "none"
      n_prefixes = split(prefixes, pre, " ")
      for (i = n_folders; i >= 1; i--)
	{
	  split(folder_name[i], p, "/")
	  fneeds = folder_needs[folder_name[i]]
	  if (p[1] != arch || fneeds == "-" || index(" " out " ", " " fneeds " "))
	    continue
	  wanted = n_prefixes == 0
	  for (j = 1; j <= n_functions && !wanted; j++)
	    {
	      file = function_name[j]
	      gsub(/_/, "-", file)
	      for (k = 1; k <= n_prefixes; k++)
		if (index(function_name[j], pre[k]) == 1 &&
		    file_exists(srcdir "/" folder_name[i] "/" file ".asm"))
		  wanted = 1
	    }
	  if (wanted)
	    out = out " " fneeds
	}
      print out
    }
  else if (q == "expect")
    {
      if (model != "" && !(model in model_row))
	{
	  printf "tables.awk: unknown model %s\n", model > "/dev/stderr"
	  exit 1
	}
      if (enabled != "all")
	{
	  n = split_list(enabled, parts)
	  for (i = 1; i <= n; i++)
	    on[parts[i]] = 1
	}
      # The model's rules: its dropped features off, and for each
      # limited function the ranks of the folders it may not take.
      if (model != "")
	{
	  r = model_row[model]
	  if (enabled != "all")
	    {
	      n = split_list(drop_closure(model_drop[r]), parts)
	      for (i = 1; i <= n; i++)
		delete on[parts[i]]
	    }
	  n = split_list(model_limit[r], parts)
	  for (i = 1; i <= n; i++)
	    {
	      limit_range(parts[i], lr)
	      skip_lo[lr["name"], ++n_skips[lr["name"]]] = lr["lo"]
	      skip_hi[lr["name"], n_skips[lr["name"]]] = lr["hi"]
	    }
	}
      out = ""
      choose_all()
      for (i = 1; i <= n_functions; i++)
	out = out (out == "" ? "" : ",") function_name[i] "=" \
	  chosen[function_name[i]]
      for (i = 1; i <= n_follows; i++)
	out = out ",runs:" follower[i] "=" (follower_runs(i) ? "yes" : "no")
      print out
    }
  else if (q == "follows")
    {
      enabled = "all"
      choose_all()
      for (i = 1; i <= n_follows; i++)
	printf "#define SYMCRYPT_FOLLOWER_RUNS_%s %d\n", follower[i],
	  follower_runs(i)
    }
  else if (q == "cmodels")
    {
      printf "#define SYMCRYPT_CPU_MODELS(X)"
      for (i = 1; i <= n_models; i++)
	printf " \\\n  X(\"%s\", %s, %d)", model_name[i],
	  c_bits(drop_closure(model_drop[i])), model_hybrid[i] == "yes"
      print ""
      printf "#define SYMCRYPT_CPU_MODEL_MATCHES(X)"
      for (i = 1; i <= n_models; i++)
	{
	  if (model_match[i] == "-")
	    {
	      printf " \\\n  X(%d, 0, 0, 0, 0, 0)", i - 1
	      continue
	    }
	  split(model_match[i], mt, ":")
	  v = vendor_number(mt[1])
	  nf = split(mt[2], fams, ",")
	  nm = split(mt[3], mods, ",")
	  for (j = 1; j <= nf; j++)
	    for (k = 1; k <= nm; k++)
	      {
		if (split(fams[j], flh, "-") == 1)
		  flh[2] = flh[1]
		if (split(mods[k], mlh, "-") == 1)
		  mlh[2] = mlh[1]
		printf " \\\n  X(%d, %d, %s, %s, %s, %s)", i - 1, v,
		  flh[1], flh[2], mlh[1], mlh[2]
	      }
	}
      print ""
      printf "#define SYMCRYPT_CPU_MODEL_LIMITS(X)"
      for (i = 1; i <= n_models; i++)
	{
	  n = split_list(model_limit[i], parts)
	  for (j = 1; j <= n; j++)
	    {
	      limit_range(parts[j], lr)
	      printf " \\\n  X(%d, %s, %d, %d)", i - 1, lr["name"], lr["lo"], lr["hi"]
	    }
	}
      print ""
      printf "#define SYMCRYPT_FOLDER_ORDER"
      for (i = 1; i <= n_folders; i++)
	printf "%s \"%s\"", (i > 1 ? "," : ""), folder_name[i]
      print ""
    }
  else if (q == "models")
    {
      out = ""
      for (i = 1; i <= n_models; i++)
	{
	  split(model_match[i], mt, ":")
	  if (model_match[i] == "-" \
	      || (arch == "x86" && (mt[1] == "intel" || mt[1] == "amd")) \
	      || (arch == "arm" && mt[1] == "midr"))
	    out = out (out == "" ? "" : " ") model_name[i]
	}
      print out
    }
  else if (q == "model")
    print model_of(vendor, family, model)
  else
    {
      printf "tables.awk: unknown question '%s'\n", q > "/dev/stderr"
      exit 1
    }
}
