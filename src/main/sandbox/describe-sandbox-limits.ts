import { HOME_ROOTS, isAtOrUnder } from './build-command-profile';
import { PROTECTED_FILES, PROTECTED_FOLDERS } from './protected-names';
import type { SandboxGrant, SandboxProfile } from './types';

/**
 * Pure: the plain-words lines the approval sheet shows. First what stays blocked even after approval
 * (the library's built-in write protection, for the grants that may write), then what this grant and
 * profile leave out of reach.
 */
export function describeSandboxLimits(grant: SandboxGrant, profile: SandboxProfile): string[] {
  const lines: string[] = [];
  if (grant !== 'read_only') {
    // As the library enforces them: at the top of every writable folder, and below the workspace
    // where they already exist (files 3 folders down, folders and repositories 2).
    lines.push(
      'Git hooks and settings (.git/hooks, .git/config) stay read-only, here and in the repositories already inside this folder, so nothing can be planted that runs later.',
      `Shell start-up and tool settings files stay read-only and cannot be created: ${PROTECTED_FILES.join(', ')}.`,
      `Editor and assistant settings folders stay read-only and cannot be created: ${PROTECTED_FOLDERS.join(', ')}.`,
    );
  }
  const extraWrites = profile.writable.filter((p) => p !== profile.workspaceRoot && p !== profile.tempDir);
  lines.push(
    grant === 'read_only'
      ? 'Nothing can be changed: it may only read this folder, and write a temporary folder that is deleted afterwards.'
      : extraWrites.length > 0
        ? `Changes only inside this folder and ${extraWrites.join(', ')}; everything else is read-only.`
        : 'Changes only inside this folder; everything else is read-only.',
  );
  lines.push(
    profile.hosts.length > 0
      ? `Network only to ${profile.hosts.join(', ')}; any other host is refused.`
      : grant === 'read_only'
        ? 'No network at all.'
        : 'No network: any host it tries is refused, and named so it can be asked for.',
  );
  const caches = profile.readable.filter(
    (p) => !isAtOrUnder(p, profile.workspaceRoot) && HOME_ROOTS.some((root) => isAtOrUnder(p, root)),
  );
  lines.push(
    caches.length > 0
      ? `Your home folder is hidden, except this folder and, to read only, ${caches.join(', ')}; keys and passwords stay hidden.`
      : 'Your home folder is hidden (keys, passwords, browser profiles), except this folder.',
    "Gatehouse's own data folder is hidden.",
    'Of the rest of this computer it sees only the system\u2019s programs and settings and where the programs it runs are installed; other folders (another project, disks, /opt, /srv, /mnt) are hidden, and so are the system\u2019s passwords and keys.',
    'Other programs\u2019 sockets and shared temporary folders (/run, /tmp) are out of reach.',
    'Everything it starts is stopped when it ends, when you press Stop, or when it runs out of time.',
  );
  return lines;
}
