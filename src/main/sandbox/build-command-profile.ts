import path from 'node:path';
import type { SystemView } from './load-system-view';
import type { SandboxGrant, SandboxProfile } from './types';
import { isPathInside } from '../../shared/path-inside';

/** Every person's home, not only this one's: as root, /home/* would be readable otherwise. */
export const HOME_ROOTS = ['/home', '/root', '/Users'];

/**
 * Where running programs keep their sockets and share temp files. Why hidden: a read-only bind does
 * not stop connect() on a unix socket (the Docker daemon, the session bus, an ssh agent, a database),
 * and a shared temp folder is where another program's secrets and sockets sit.
 */
const SOCKETS_AND_SHARED_TEMP = ['/run', '/var/run', '/tmp', '/var/tmp'];

/**
 * Credentials and browser profiles inside a home folder. The home is hidden whole, but a workspace
 * that is the home (or holds it) is bound back over it: these stay hidden even then.
 */
export const CREDENTIALS_IN_HOME = [
  '.ssh',
  '.gnupg',
  '.aws',
  '.azure',
  '.kube',
  '.docker',
  '.config/gcloud',
  '.config/gh',
  '.password-store',
  '.netrc',
  '.git-credentials',
  '.npmrc',
  '.pypirc',
  '.mozilla',
  '.config/google-chrome',
  '.config/chromium',
];

export interface CommandProfileInput {
  grant: SandboxGrant;
  workspaceRoot: string;
  home: string;
  dataDir: string;
  tempDir: string;
  /** Paths outside the workspace the person saw and approved; `approved` only. */
  outsidePaths: readonly string[];
  /** Hosts the person saw and approved; `approved` only. */
  hosts: readonly string[];
  /** Protected places the person saw named and approved changing; `approved` only. */
  opened?: readonly string[];
  /** Toolchain caches in the home folder (~/.npm, ~/.cache) readable by approved and yolo commands. */
  cacheReads: readonly string[];
  /** What the program may see of the system outside its workspace (loadSystemView): all else at the top is hidden. */
  system: SystemView;
}

/**
 * Pure: the profile for one command. In every grant the program reads only the system's own folders
 * (its secrets hidden), the folders of the programs on its PATH and its workspace: every other
 * top-level folder is hidden. read_only: reads the workspace, writes only its temp folder, no
 * network. approved: writes the workspace, its temp folder and exactly the approved outside paths,
 * reaches exactly the approved hosts. yolo: approved with no outside paths and no hosts. In every
 * grant the homes, the data folder, /run and the shared temp folders are hidden; an approved command
 * may change exactly the protected places the person approved (`opened`); nothing may reopen
 * the data folder (a command that could read or write it could forge approvals).
 */
export function buildCommandProfile(input: CommandProfileInput): SandboxProfile {
  const { grant, workspaceRoot, home, dataDir, tempDir } = input;
  const outsideData = (p: string): boolean => !isAtOrUnder(p, dataDir);
  const { system } = input;
  const hidden = uniquePaths([
    ...system.hiddenRoots,
    ...HOME_ROOTS,
    home,
    ...CREDENTIALS_IN_HOME.map((p) => path.join(home, p)),
    dataDir,
    ...SOCKETS_AND_SHARED_TEMP,
    ...system.secrets,
  ]);
  const programs = system.programFolders.filter(outsideData);
  if (grant === 'read_only') {
    return {
      grant,
      workspaceRoot,
      hidden,
      readable: uniquePaths([...programs, workspaceRoot]),
      writable: [tempDir],
      hosts: [],
      tempDir,
      opened: [],
    };
  }
  const outside = grant === 'approved' ? input.outsidePaths.filter(outsideData) : [];
  return {
    grant,
    workspaceRoot,
    hidden,
    readable: uniquePaths([...programs, ...input.cacheReads.filter(outsideData)]),
    writable: uniquePaths([workspaceRoot, tempDir, ...outside]),
    hosts: grant === 'approved' ? [...new Set(input.hosts)] : [],
    tempDir,
    opened: grant === 'approved' ? uniquePaths((input.opened ?? []).filter(outsideData)) : [],
  };
}

/** Pure: `p` is `dir` or lies inside it, by path segment. */
export function isAtOrUnder(p: string, dir: string): boolean {
  return isPathInside(path.resolve(dir), path.resolve(p));
}

function uniquePaths(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => path.resolve(v)))];
}

/**
 * The folders `loadCacheReads` names when the person allows toolchains and their caches: package
 * caches, and toolchains installed in the home folder (nvm's node, rustup's cargo, pyenv…), which a
 * build run by an approved command needs to find. Never keys: those stay hidden whatever this says.
 */
export function deriveToolchainCaches(home: string): string[] {
  return [
    '.npm',
    '.cache',
    '.cargo/registry',
    '.cargo/bin',
    '.rustup',
    '.m2',
    '.gradle/caches',
    'go/pkg/mod',
    'go/bin',
    '.nuget/packages',
    '.nvm',
    '.volta',
    '.bun',
    '.deno',
    '.pyenv',
    '.rbenv',
    '.sdkman',
    '.local/bin',
  ].map((p) => path.join(home, p));
}
