import type { SandboxStatus } from '../sandbox';
import type { CommandSandboxFact } from './settings-service';

/** Pure: what settings say about the command sandbox found at start-up: its message for a person. */
export function deriveSandboxFact(status: SandboxStatus): CommandSandboxFact {
  return { available: status.available, detail: status.message };
}
