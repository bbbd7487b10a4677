import { readdirSync, readFileSync, writeFileSync } from "node:fs";

/** CPU seconds (user + system) a process has used so far (Linux /proc), or null elsewhere. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks (USER_HZ = 100)
  } catch {
    return null;
  }
}

/** Resident set size of a process in bytes (Linux /proc), or null elsewhere. */
export function rssBytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return kb ? Number(kb[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** The highest resident set size a process has had (Linux VmHWM), in bytes, or null elsewhere. */
export function peakRssBytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmHWM:\s+(\d+)\s+kB/m.exec(status);
    return kb ? Number(kb[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Starts a new peak: VmHWM becomes the current RSS (Linux 4.0+, `5` to clear_refs). false where it cannot. */
export function resetPeakRss(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** CPU seconds used by the processes this one has waited for (Linux /proc: cutime + cstime), or null. */
export function childrenCpuSeconds() {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU seconds of a running process and everything below it: each one's own time and that of the
 * children it has already waited for (a finished build inside `npm start`), or null off Linux.
 */
export function treeCpuSeconds(rootPid) {
  try {
    const stats = new Map();
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        stats.set(Number(entry), stat.slice(stat.lastIndexOf(")") + 2).split(" "));
      } catch {
        // gone meanwhile
      }
    }
    let total = 0;
    const stack = [rootPid];
    while (stack.length) {
      const pid = stack.pop();
      const f = stats.get(pid);
      if (!f) continue;
      total += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
      for (const [child, g] of stats) if (Number(g[1]) === pid) stack.push(child);
    }
    return total / 100;
  } catch {
    return null;
  }
}
