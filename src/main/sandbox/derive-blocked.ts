import path from 'node:path';
import { isAtOrUnder } from './build-command-profile';
import { isProtectedPath } from './protected-names';
import type { SandboxProfile } from './types';

/**
 * Pure (paths resolved, not read): plain words for what the sandbox blocked, for the model and the person. From the library's
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
const NO_NETWORK_ERROR =
  /Could not resolve host|Network is unreachable|Temporary failure in name resolution|Name or service not known/;
/** With no network at all (read-only), even this computer's own servers are out of reach. */
const NO_LOOPBACK_ERROR = /Connection refused|Couldn't connect to server/;
/**
 * A host a program said it could not reach, in the words of curl and git (`Failed to connect to H
 * port P`, `Could not resolve host: H`), wget (`unable to resolve host address ‘H’`) and Node.js
 * (`getaddrinfo ENOTFOUND H`, `connect ECONNREFUSED H:P`): with no network at all (bubblewrap, no
 * library proxy to name it) the only place the host shows.
 */
const TRIED_HOST = [
  /Failed to connect to ([A-Za-z0-9.:[\]-]+) port (\d+)/g,
  /Could not resolve host: ([A-Za-z0-9.-]+)/g,
  /unable to resolve host address [‘'"]([A-Za-z0-9.-]+)[’'"]/g,
  /(?:ENOTFOUND|EAI_AGAIN) ([A-Za-z0-9.-]+)/g,
  /ECONNREFUSED ([0-9.]+):(\d+)/g,
];

export function deriveBlocked(
  profile: SandboxProfile,
  violationLines: readonly string[],
  output: string,
  kept: readonly string[] = [],
): string[] {
  const isKept = (target: string): boolean =>
    isProtectedPath(target) || kept.some((place) => isAtOrUnder(target, place));
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
    // A path as the program spelt it, often from the working folder (most often the workspace).
    const keptHere =
      isKept(target) ||
      isKept(path.resolve(profile.workspaceRoot, target)) ||
      kept.some((place) => place.endsWith(`/${target}`));
    if (reported.length === 0 || keptHere) add(describeRefusedWrite(profile, target, keptHere));
  }
  const fromLibrary = violationLines.some((l) => NETWORK_DENY.test(l));
  // Without hosts a command runs with no network at all (bare bwrap): the programs' own errors name what they tried.
  // Read-only commands keep their one sentence: they ask for approval whatever they tried.
  if (profile.hosts.length === 0 && !fromLibrary && profile.grant !== 'read_only') {
    for (const pattern of TRIED_HOST) {
      for (const m of output.matchAll(pattern)) {
        const host = m[1]!;
        add(
          `Reaching ${host}${m[2] !== undefined ? ` (port ${m[2]})` : ''} was refused: this command may not use the network. To reach it, ask again with ${host} named in the command.`,
        );
      }
    }
  }
  const named = lines.some((l) => l.startsWith('Reaching '));
  const noNetwork = NO_NETWORK_ERROR.test(output) || (profile.grant === 'read_only' && NO_LOOPBACK_ERROR.test(output));
  if (profile.hosts.length === 0 && !fromLibrary && !named && noNetwork) {
    add(
      profile.grant === 'read_only'
        ? 'The network was out of reach: a command that runs without asking gets no network. Ask for approval with the host named in the command.'
        : 'The network was out of reach: no host was approved for this command. Ask again with the host named in the command.',
    );
  }
  return lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES), `…and ${lines.length - MAX_LINES} more.`] : lines;
}

function describeRefusedWrite(profile: SandboxProfile, target: string, kept: boolean): string {
  if (profile.grant === 'read_only')
    return `Changing ${target} was refused: a command that runs without asking may only read.`;
  if (kept)
    return `Changing ${target} was refused: git hooks and settings, shell start-up files and editor settings stay read-only even after approval.`;
  // Refused where the folder is read-only, thrown away with the command where it is hidden (an empty
  // throwaway folder stands in for it): either way the change never reached the disk.
  return `Changes to ${target} were not kept: it is outside what this command may change.`;
}

/**
 * Pure over what exists: approved paths that do not exist yet stay read-only: a bind needs something
 * to bind (the library skips them too), and binding the folder above instead would open more than
 * the person approved. One line each.
 */
export function deriveMissingWrites(profile: SandboxProfile, exists: (p: string) => boolean): string[] {
  return profile.writable
    .filter((p) => !exists(p))
    .map(
      (p) =>
        `${p} did not exist before the command, so it could not be opened for writing; create it first, or ask to write the folder it goes in.`,
    );
}
