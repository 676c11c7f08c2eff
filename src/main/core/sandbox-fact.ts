import type { SandboxStatus } from '../sandbox';
import type { CommandSandboxFact } from './settings-service';

/** Pure: what settings say about the command sandbox found at start-up, in plain words. */
export function deriveSandboxFact(status: SandboxStatus): CommandSandboxFact {
  return status.available
    ? { available: true, detail: `Sandbox: ${status.engine}.` }
    : { available: false, detail: status.reason };
}
