import { isAtOrUnder } from './build-command-profile';
import { isProtectedPath } from './protected-names';
import type { SandboxProfile } from './types';

/**
 * Pure: plain words for what the sandbox blocked, for the model and the person. From the library's
 * violation lines where there are some (a denied host by name, a refused write by path), else from
 * the errors the command's own programs printed. Only a hint, never a decision: the output is the
 * command's to forge, and a denied folder looks empty without any error at all. `kept`: the protected
 * places the sandbox kept read-only for this command (its walk of the writable folders), each named
 * as such when refused, beside the library's own list.
 */

const MAX_LINES = 12;
const NETWORK_DENY = /^deny network-outbound (.+):(\d+) \((.+)\)$/;
const WRITE_DENY = /^deny (\S+) (\/.*)$/;
const OWN_MOUNTS = /^\/(dev|proc)(\/|$)/;
const READ_ONLY_ERROR = /(?:'([^'\n]+)'|([^\s:'\n]+)): Read-only file system/g;
const NO_NETWORK_ERROR = /Could not resolve host|Network is unreachable|Temporary failure in name resolution|Name or service not known/;
/** With no network at all (read-only), even this computer's own servers are out of reach. */
const NO_LOOPBACK_ERROR = /Connection refused|Couldn't connect to server/;

export function deriveBlocked(profile: SandboxProfile, violationLines: readonly string[], output: string, kept: readonly string[] = []): string[] {
  const isKept = (target: string): boolean => isProtectedPath(target) || kept.some((place) => isAtOrUnder(target, place));
  const lines: string[] = [];
  const add = (line: string): void => {
    if (!lines.includes(line)) lines.push(line);
  };
  const reported: string[] = [];
  for (const raw of violationLines) {
    const network = NETWORK_DENY.exec(raw);
    if (network) {
      add(
        profile.hosts.length === 0
          ? `Reaching ${network[1]} (port ${network[2]}) was refused: this command may not use the network. To reach it, ask again with ${network[1]} named in the command.`
          : `Reaching ${network[1]} (port ${network[2]}) was refused: only ${profile.hosts.join(', ')} ${profile.hosts.length === 1 ? 'was' : 'were'} approved. To reach it, ask again with ${network[1]} named in the command.`,
      );
      continue;
    }
    const write = WRITE_DENY.exec(raw);
    // The library's write monitor judges by its start-up settings, not this command's: a write the
    // profile allows is no violation, unless it touches what stays read-only in any writable folder.
    // Nor is a write to the sandbox's own /dev or /proc.
    const target = write?.[2];
    if (!target || OWN_MOUNTS.test(target)) continue;
    if (isKept(target) || !profile.writable.some((dir) => isAtOrUnder(target, dir))) {
      add(describeRefusedWrite(profile, target, isKept(target)));
      reported.push(target);
    }
  }
  // The programs' own errors, which name paths as spelled: where the library reported writes, only
  // those it did not report (it reports by its own list, not the places this command's walk kept).
  for (const match of output.matchAll(READ_ONLY_ERROR)) {
    const target = match[1] ?? match[2];
    if (!target || reported.some((r) => r === target || r.endsWith(`/${target}`))) continue;
    const keptHere = isKept(target) || kept.some((place) => place.endsWith(`/${target}`));
    if (reported.length === 0 || keptHere) add(describeRefusedWrite(profile, target, keptHere));
  }
  const noNetwork = NO_NETWORK_ERROR.test(output) || (profile.grant === 'read_only' && NO_LOOPBACK_ERROR.test(output));
  if (profile.hosts.length === 0 && !violationLines.some((l) => NETWORK_DENY.test(l)) && noNetwork) {
    add(
      profile.grant === 'read_only'
        ? 'The network was out of reach: a command that runs without asking gets no network. Ask for approval with the host named in the command.'
        : 'The network was out of reach: no host was approved for this command. Ask again with the host named in the command.',
    );
  }
  return lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES), `…and ${lines.length - MAX_LINES} more.`] : lines;
}

function describeRefusedWrite(profile: SandboxProfile, target: string, kept: boolean): string {
  if (profile.grant === 'read_only') return `Changing ${target} was refused: a command that runs without asking may only read.`;
  if (kept) return `Changing ${target} was refused: git hooks and settings, shell start-up files and editor settings stay read-only even after approval.`;
  // Refused where the folder is read-only, thrown away with the command where it is hidden (an empty
  // throwaway folder stands in for it): either way the change never reached the disk.
  return `Changes to ${target} were not kept: it is outside what this command may change.`;
}
