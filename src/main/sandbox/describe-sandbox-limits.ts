import { HOME_ROOTS, isAtOrUnder } from './build-command-profile';
import { PROTECTED_FILES, PROTECTED_FOLDERS } from './protected-names';
import { say, type MainMessage } from '../../shared/main-messages';
import type { SandboxGrant, SandboxProfile } from './types';

/**
 * Pure: the lines the approval sheet shows, as messages. First what stays blocked even after approval
 * (the library's built-in write protection, for the grants that may write), then what this grant and
 * profile leave out of reach.
 */
export function describeSandboxLimits(grant: SandboxGrant, profile: SandboxProfile): MainMessage[] {
  const lines: MainMessage[] = [];
  if (grant !== 'read_only') {
    // As the library enforces them: at the top of every writable folder, and below the workspace
    // where they already exist (files 3 folders down, folders and repositories 2).
    lines.push(
      say('fence.gitSettings'),
      say('fence.shellFiles', { files: PROTECTED_FILES.join(', ') }),
      say('fence.settingsFolders', { folders: PROTECTED_FOLDERS.join(', ') }),
    );
  }
  const extraWrites = profile.writable.filter((p) => p !== profile.workspaceRoot && p !== profile.tempDir);
  lines.push(
    grant === 'read_only'
      ? say('fence.readOnly')
      : extraWrites.length > 0
        ? say('fence.changesHereAnd', { folders: extraWrites.join(', ') })
        : say('fence.changesHere'),
  );
  lines.push(
    profile.hosts.length > 0
      ? say('fence.networkOnly', { hosts: profile.hosts.join(', ') })
      : grant === 'read_only'
        ? say('fence.noNetworkAtAll')
        : say('fence.noNetwork'),
  );
  const caches = profile.readable.filter(
    (p) => !isAtOrUnder(p, profile.workspaceRoot) && HOME_ROOTS.some((root) => isAtOrUnder(p, root)),
  );
  lines.push(
    caches.length > 0 ? say('fence.homeHiddenExcept', { folders: caches.join(', ') }) : say('fence.homeHidden'),
    say('fence.dataHidden'),
    say('fence.restHidden'),
    say('fence.socketsHidden'),
    say('fence.stopped'),
  );
  return lines;
}
