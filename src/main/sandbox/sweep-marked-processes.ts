import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

/** The variable every command's processes inherit, so those that left its process group can be found. */
export const RUN_MARKER_VARIABLE = 'GATEHOUSE_COMMAND_RUN';

/** A new, unguessable marker value for one command. */
export function createRunMarker(): string {
  return randomBytes(12).toString('hex');
}

/**
 * Kills (SIGKILL) every process whose environment carries RUN_MARKER_VARIABLE=marker and returns how
 * many it signalled. Why: killing a command's process group misses what left the group (`setsid`,
 * a sandbox's own session), and a Stop that lands while bubblewrap is still setting up can orphan
 * the sandbox's first process before it has asked to die with its parent; killing that first
 * process ends its whole PID namespace. Linux only (reads /proc); elsewhere it does nothing. A
 * process that cleared its environment (`env -i`) is not found here: inside a sandbox it still dies
 * with the namespace. Never throws.
 */
export function runSweepMarkedProcesses(marker: string): number {
  if (process.platform !== 'linux') return 0;
  const needle = `${RUN_MARKER_VARIABLE}=${marker}`;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return 0;
  }
  let killed = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (!readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(needle)) continue;
      process.kill(Number(entry), 'SIGKILL');
      killed += 1;
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return killed;
}
