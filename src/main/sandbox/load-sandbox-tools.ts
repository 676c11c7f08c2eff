import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { say, type MainMessage } from '../../shared/main-messages';

/** The programs the Linux sandbox needs, where they are on this computer. */
export interface SandboxTools {
  bwrap: string;
  socat: string;
  rg: string;
  bash: string;
  /** `bwrap --version`, e.g. "bubblewrap 0.8.0". */
  bwrapVersion: string;
  /** bwrap ≥ 0.8 can refuse new user namespaces inside the sandbox. */
  bwrapCanDisableUserns: boolean;
}

const NEEDED = [
  { name: 'bwrap', plain: 'bubblewrap' },
  { name: 'socat', plain: 'socat' },
  { name: 'rg', plain: 'ripgrep' },
  { name: 'bash', plain: 'bash' },
] as const;

const INSTALL_COMMAND = 'sudo apt install bubblewrap socat ripgrep';
const INSTALL_HINT = `On Debian or Ubuntu: ${INSTALL_COMMAND}`;

/** What is missing, in English (`missing`: the hooks' words) and as a message for a person. */
export interface SandboxToolsMissing {
  missing: string;
  message: MainMessage;
}

/**
 * Looks each program up in `searchPath` (a PATH string) and asks bwrap its version. Returns the tools,
 * or the plain reason the sandbox cannot be built here: what is missing and how to install it.
 */
export function loadSandboxTools(searchPath: string): SandboxTools | SandboxToolsMissing {
  const found: Partial<Record<(typeof NEEDED)[number]['name'], string>> = {};
  const missing: string[] = [];
  for (const tool of NEEDED) {
    const at = findOnPath(tool.name, searchPath);
    if (at) found[tool.name] = at;
    else missing.push(tool.plain);
  }
  if (missing.length > 0 || !found.bwrap || !found.socat || !found.rg || !found.bash) {
    const list =
      missing.length === 1 ? `${missing[0]} is` : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)} are`;
    return {
      missing: `Commands cannot be put in a sandbox on this computer: ${list} not installed. ${INSTALL_HINT}`,
      message: say('sandbox.missing', {
        programs: missing.join(', '),
        count: missing.length,
        command: INSTALL_COMMAND,
      }),
    };
  }
  const version = spawnSync(found.bwrap, ['--version'], { encoding: 'utf8', timeout: 5000 });
  const help = spawnSync(found.bwrap, ['--help'], { encoding: 'utf8', timeout: 5000 });
  return {
    bwrap: found.bwrap,
    socat: found.socat,
    rg: found.rg,
    bash: found.bash,
    bwrapVersion: (version.stdout ?? '').trim() || 'bubblewrap',
    bwrapCanDisableUserns: `${help.stdout ?? ''}`.includes('--disable-userns'),
  };
}

/**
 * Which programs `searchPath` finds right now, each by where it is and which file it is (inode and
 * change time): the key under which a trial of them may be remembered. A program replaced, removed
 * or shadowed by another folder on the path gives another key. Reads the disk only (no spawn).
 */
export function deriveSandboxToolsKey(searchPath: string): string {
  return NEEDED.map((tool) => {
    const at = findOnPath(tool.name, searchPath);
    if (!at) return `${tool.name}:none`;
    try {
      const stat = statSync(at);
      return `${tool.name}:${at}:${stat.dev}:${stat.ino}:${stat.ctimeMs}`;
    } catch {
      return `${tool.name}:none`;
    }
  }).join('|');
}

function findOnPath(name: string, searchPath: string): string | null {
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}
