import { readFileSync } from 'node:fs';
// The machine's load beside each benchmark row: a row measured while other work shared the cores
// says little about the server, so the run warns when the machine was busy.

/** `os.loadavg()`: the 1-, 5- and 15-minute load averages. */
export type Load = number[];

export function formatLoad(load: Load): string {
  return load.map((value) => value.toFixed(2)).join(', ');
}

/** The benchmark's own load while a row runs: autocannon and the measured server, busy each. */
const OWN_LOAD = 2;

/**
 * A warning when the machine was busy: the 1-minute load average above the core count before
 * the run started, or above the core count plus the benchmark's own two busy processes at the
 * end of any row. Null on a quiet machine.
 */
export function busyWarning(atStart: Load, atRows: Load[], cores: number): string | null {
  const before = atStart[0] ?? 0;
  const during = Math.max(0, ...atRows.map((load) => load[0] ?? 0));
  if (before <= cores && during <= cores + OWN_LOAD) return null;
  return (
    `the machine was busy (1-minute load average ${before.toFixed(2)} before the run, up to ` +
    `${during.toFixed(2)} during it, on ${cores} cores): the absolute figures are low and noisy; ` +
    `compare only ratios to the baseline of this same run, and do not record it as an idle-machine run`
  );
}

/**
 * CPU time (user + system, all threads) a process has used so far, in ms, from /proc (Linux;
 * null elsewhere). Unlike requests per second it does not move with what else shares the cores,
 * so CPU per request compares across busy and quiet runs far better than throughput does.
 */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * (1000 / CLOCK_TICKS_PER_SECOND) : null;
  } catch {
    return null;
  }
}

/** USER_HZ: 100 on every Linux build in use. */
const CLOCK_TICKS_PER_SECOND = 100;
