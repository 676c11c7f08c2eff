import { readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { HOME_ROOTS, isAtOrUnder } from './build-command-profile';

/**
 * What a sandboxed program sees of the computer outside its workspace: the system's programs,
 * libraries and settings, and the folders of the programs on its PATH. Everything else at the top of
 * the disk is hidden (another checkout under /srv, a disk under /mnt, a program's data under /opt or
 * /var), so a program let run without a person reads only what it needs.
 */
export interface SystemView {
  /** Top-level folders hidden whole: everything but the system's own (SYSTEM_ROOTS). */
  hiddenRoots: string[];
  /** Secrets inside the system's settings (shadow passwords, host keys, TLS private keys, Wi-Fi passwords). */
  secrets: string[];
  /**
   * The folders of the programs on PATH, where they really are (links followed), each with its install
   * root (`/opt/node-22/bin` brings `/opt/node-22`, where node finds its own modules). Never a home
   * folder's: toolchains there are read only when the person allows them (deriveToolchainCaches).
   */
  programFolders: string[];
}

/**
 * The top-level folders every program needs, per system: programs, libraries, settings and the
 * kernel's views. /tmp, /run and the homes are hidden by the profile itself.
 */
const SYSTEM_ROOTS: Record<string, readonly string[]> = {
  linux: [
    'bin',
    'sbin',
    'lib',
    'lib32',
    'lib64',
    'libx32',
    'usr',
    'etc',
    'dev',
    'proc',
    'sys',
    'tmp',
    'run',
    'home',
    'root',
  ],
  // Not tried on this project's machines: /opt (Homebrew) comes back through PATH like any other.
  darwin: [
    'System',
    'Library',
    'Applications',
    'usr',
    'bin',
    'sbin',
    'private',
    'etc',
    'var',
    'tmp',
    'dev',
    'cores',
    'Users',
  ],
};

/** Hidden by the profile itself whatever the system (build-command-profile.ts), so a program folder there is bound back too. */
const SHARED_ROOTS = ['/tmp', '/run', '/var/run', '/var/tmp'];

/** Secrets in the system's settings, hidden even though /etc is readable; those missing are skipped by the mount plan. */
const SYSTEM_SECRETS = [
  '/etc/shadow',
  '/etc/shadow-',
  '/etc/gshadow',
  '/etc/gshadow-',
  '/etc/sudoers',
  '/etc/sudoers.d',
  '/etc/security/opasswd',
  '/etc/ssl/private',
  '/etc/pki/tls/private',
  '/etc/krb5.keytab',
  '/etc/NetworkManager/system-connections',
  '/etc/wpa_supplicant',
  '/etc/ppp/chap-secrets',
  '/etc/ppp/pap-secrets',
  '/etc/libvirt/secrets',
];

/** Folders named for the programs in them: their install root is the folder above. */
const PROGRAM_FOLDER_NAMES = new Set(['bin', 'sbin']);

const views = new Map<string, SystemView>();

/**
 * Reads the disk (the top of it, /etc/ssh, and the PATH's folders and links), changes nothing: the
 * system view for programs started with `searchPath`. Remembered per PATH and system, so a command
 * pays for it once per process (a PATH folder installed later is seen after a restart).
 */
export function loadSystemView(
  searchPath: string,
  home: string,
  dataDir: string,
  platform: NodeJS.Platform = process.platform,
): SystemView {
  const hidden = { homes: [...HOME_ROOTS, home], dataDir };
  const key = `${platform}\n${searchPath}\n${home}\n${dataDir}`;
  const held = views.get(key);
  if (held) return held;
  const system = SYSTEM_ROOTS[platform] ?? [];
  const hiddenRoots =
    system.length === 0
      ? []
      : listFolder('/')
          .filter((name) => !system.includes(name))
          .map((name) => `/${name}`);
  // Only what a hide would take away needs binding back: /usr/bin is readable as it is.
  const shown = (folder: string): boolean =>
    !hiddenRoots.some((root) => isAtOrUnder(folder, root)) && !SHARED_ROOTS.some((root) => isAtOrUnder(folder, root));
  const programFolders = collapseFolders(deriveProgramFolders(searchPath, hidden).filter((folder) => !shown(folder)));
  const view: SystemView = {
    hiddenRoots,
    secrets:
      platform === 'linux'
        ? [
            ...SYSTEM_SECRETS,
            ...listFolder('/etc/ssh')
              .filter((n) => n.startsWith('ssh_host_'))
              .map((n) => `/etc/ssh/${n}`),
          ]
        : [],
    // Why the whole store: a Nix program finds its libraries in other store paths, and the store holds no secrets by design.
    programFolders: programFolders.some((folder) => isAtOrUnder(folder, '/nix/store'))
      ? ['/nix/store', ...programFolders.filter((f) => !isAtOrUnder(f, '/nix/store'))]
      : programFolders,
  };
  if (views.size > 50) views.clear();
  views.set(key, view);
  return view;
}

/** Reads the disk: every PATH folder and every link in it, where each really is, with install roots; none inside a home or the data folder. */
function deriveProgramFolders(searchPath: string, hidden: { homes: readonly string[]; dataDir: string }): string[] {
  const found = new Set<string>();
  const add = (folder: string): void => {
    if ([...hidden.homes, hidden.dataDir].some((h) => isAtOrUnder(folder, h)) || folder === '/') return;
    found.add(folder);
    if (PROGRAM_FOLDER_NAMES.has(path.basename(folder))) {
      const root = path.dirname(folder);
      if (root !== '/' && ![...hidden.homes, hidden.dataDir].some((h) => isAtOrUnder(root, h))) found.add(root);
    }
  };
  for (const entry of searchPath.split(':')) {
    if (!path.isAbsolute(entry)) continue;
    const real = realOrNull(entry);
    if (real === null) continue;
    add(real);
    for (const link of listLinks(real)) {
      const target = realOrNull(path.join(real, link));
      if (target !== null) add(path.dirname(target));
    }
  }
  return [...found];
}

/** Packages beyond which their node_modules folder is shown instead: a project's node_modules/.bin links into hundreds, one mount each otherwise. */
const PACKAGES_BEFORE_FOLDER = 4;

/**
 * Pure: the same folders in fewer mounts. Where PACKAGES_BEFORE_FOLDER or more packages of one
 * node_modules folder are program folders (what a node_modules/.bin links to), that node_modules
 * folder instead, which holds installed packages only; then none inside another (`/opt/x/bin` goes
 * with `/opt/x`). Never a parent of any other kind: four tools under /srv do not show /srv.
 */
export function collapseFolders(folders: readonly string[]): string[] {
  const packagesFolder = (folder: string): string | null => {
    const parent = path.dirname(folder);
    if (path.basename(parent) === 'node_modules') return parent;
    return path.basename(parent).startsWith('@') && path.basename(path.dirname(parent)) === 'node_modules'
      ? path.dirname(parent)
      : null;
  };
  const count = new Map<string, number>();
  for (const folder of folders) {
    const holder = packagesFolder(folder);
    if (holder !== null) count.set(holder, (count.get(holder) ?? 0) + 1);
  }
  const lifted = folders.map((folder) => {
    const holder = packagesFolder(folder);
    return holder !== null && (count.get(holder) ?? 0) >= PACKAGES_BEFORE_FOLDER ? holder : folder;
  });
  const unique = [...new Set(lifted)].sort((a, b) => a.length - b.length);
  return unique.filter((folder, i) => !unique.slice(0, i).some((outer) => isAtOrUnder(folder, outer)));
}

function listFolder(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

function listLinks(folder: string): string[] {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((e) => e.isSymbolicLink())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

function realOrNull(p: string): string | null {
  try {
    return realpathSync(p);
  } catch {
    return null;
  }
}
