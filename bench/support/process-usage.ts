import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Resident memory (VmRSS) of one process in bytes, or 0 when it has gone. */
function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kib === undefined ? 0 : Number(kib) * 1024;
  } catch {
    return 0;
  }
}

/** CPU time (user + system) the process has used, in seconds. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command's closing parenthesis; utime and stime are the 14th and 15th
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** Busy and total CPU time of the whole machine, in ticks (/proc/stat's first line). */
function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the 4th and 5th values
  return { busy: total - (ticks[3] ?? 0) - (ticks[4] ?? 0), total };
}

/** USER_HZ: /proc counts CPU time in 1/100 s on Linux. */
const CLOCK_TICKS = 100;

/** The process's children, from every one of its threads' `children` lists. */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  try {
    const tasks = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
    for (const child of tasks.trim().split(/\s+/)) if (child) found.push(Number(child));
  } catch {
    // gone, or no children
  }
  return found;
}

/** The process and all its descendants (a Next.js server may fork workers). */
function processTree(pid: number): number[] {
  const tree = [pid];
  for (let index = 0; index < tree.length; index++) tree.push(...childrenOf(tree[index] ?? pid));
  return tree;
}

/** CPU seconds used so far by `pid` and its descendants alive now (bench:request-costs). */
export function processTreeCpuSeconds(pid: number): number {
  return processTree(pid).reduce((sum, member) => sum + cpuSeconds(member), 0);
}

export interface ProcessUsage {
  /** Summed RSS when sampling began, and the largest seen, in MiB; how many processes it summed. */
  startMiB: number;
  peakMiB: number;
  processes: number;
  samples: number;
  /** CPU the tree used while sampled, in cores (2.0 = both cores of this machine all the time). */
  cores: number;
  /** CPU the whole machine used meanwhile (the server, PostgreSQL, the bench, anything else). */
  machineCores: number;
  machineCoreCount: number;
}

/**
 * Samples the summed VmRSS of `pid` and its descendants every `everyMs` (the brief: 250 ms), and
 * the CPU they used, to tell a slow answer from a saturated machine.
 */
export function sampleUsage(pid: number, everyMs = 250): { stop(): ProcessUsage } {
  let peak = 0;
  let processes = 0;
  let samples = 0;
  /** Each process's CPU seconds when first seen, and last seen. */
  const firstCpu = new Map<number, number>();
  const lastCpu = new Map<number, number>();
  const started = performance.now();
  const machineAtStart = machineTicks();
  const take = () => {
    const tree = processTree(pid);
    const total = tree.reduce((sum, member) => sum + residentBytes(member), 0);
    for (const member of tree) {
      const used = cpuSeconds(member);
      if (!firstCpu.has(member)) firstCpu.set(member, used);
      if (used > 0) lastCpu.set(member, used);
    }
    samples++;
    if (total > peak) {
      peak = total;
      processes = tree.length;
    }
  };
  take();
  const startMiB = peak / 1024 / 1024;
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      let cpuUsed = 0;
      for (const [member, last] of lastCpu) cpuUsed += last - (firstCpu.get(member) ?? last);
      const seconds = (performance.now() - started) / 1000;
      const machine = machineTicks();
      const machineCoreCount = availableParallelism();
      const busyShare =
        (machine.busy - machineAtStart.busy) / Math.max(1, machine.total - machineAtStart.total);
      return {
        startMiB,
        peakMiB: peak / 1024 / 1024,
        processes,
        samples,
        cores: Math.round((cpuUsed / seconds) * 100) / 100,
        machineCores: Math.round(busyShare * machineCoreCount * 100) / 100,
        machineCoreCount,
      };
    },
  };
}
