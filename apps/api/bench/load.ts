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
