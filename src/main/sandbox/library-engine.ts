import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync } from 'node:fs';
import path from 'node:path';
import { NetworkConfigSchema, type SandboxRuntimeConfig } from '@anthropic-ai/sandbox-runtime';
import { runProcess } from './run-process';
import { deriveProcessOptions } from './process-options';
import { buildMountPlan, realOrSelf, type PlannedMount } from './build-mount-plan';
import { deriveBlocked, deriveMissingWrites } from './derive-blocked';
import { findProtectedInPlan } from './find-protected-in-writable';
import { LIBRARY_ROOT, type LibrarySession } from './library-session';
import type { SandboxEngine, SandboxProfile } from './types';

/**
 * Runs a command through @anthropic-ai/sandbox-runtime's whole wrap: the engine for every command on
 * macOS (Seatbelt). On Linux Gatehouse's own bubblewrap runs every command and uses only the library's
 * proxy (create-command-sandbox.ts, `buildEngines`). Hiding the home folder but for the workspace it can
 * say: denyRead, then allowRead and allowWrite bound back over it.
 */
export function createLibraryEngine(openSession: () => Promise<LibrarySession>): SandboxEngine {
  // Opened at the first command that needs it, not when the core starts: a core that never runs an
  // approved command starts no proxy and no bridge.
  let opened: Promise<LibrarySession> | null = null;
  const session = () => {
    const next = (opened ??= openSession());
    next.catch(() => {
      if (opened === next) opened = null;
    });
    return next;
  };
  return {
    async run(profile, options) {
      const { hosts, refused } = deriveUsableHosts(profile.hosts);
      let command: Awaited<ReturnType<LibrarySession['wrap']>>;
      let plan: PlannedMount[];
      let kept: string[];
      try {
        const library = await session();
        plan = buildMountPlan({ ...profile, readable: [...profile.readable, library.runtimeDir, LIBRARY_ROOT] });
        const filesystem = buildLibraryFilesystem(plan, profile);
        kept = filesystem.denyWrite.map((entry) => (typeof entry === 'string' ? entry : entry.path));
        command = await library.wrap({
          // The library sets TMPDIR to a fixed shared folder; the command gets its own instead (on the
          // same line, so the command's line numbers in error messages stay its own).
          command: `export TMPDIR=${quoteForShell(profile.tempDir)}; ${options.command}`,
          commandText: options.command,
          commandId: randomBytes(16).toString('base64url'),
          workspaceRoot: profile.workspaceRoot,
          hosts,
          filesystem,
          signal: options.signal,
        });
      } catch (error) {
        const spawnError = `the sandbox could not be set up: ${error instanceof Error ? error.message : String(error)}`;
        return {
          exitCode: null,
          signal: null,
          timedOut: false,
          cancelled: options.signal.aborted,
          output: '',
          omitted: 0,
          spawnError,
          confined: true,
          blocked: refused,
        };
      }
      let lines: string[];
      let outcome: Awaited<ReturnType<typeof runProcess>>;
      const startedAt = Date.now();
      try {
        outcome = await runProcess({ command: command.wrapped, ...deriveProcessOptions(options) });
      } finally {
        lines = command.end();
      }
      // Violations name real paths: judge them against where the writable paths really are.
      const writable = plan.filter((m) => m.kind === 'writable').map((m) => m.path);
      const refusedLines = loadRefusedWriteLines(lines, writable, startedAt);
      const blocked = [
        ...refused,
        ...deriveMissingWrites(profile, existsSync),
        ...deriveBlocked({ ...profile, writable }, refusedLines, outcome.output, kept),
      ];
      return { ...outcome, confined: true, blocked };
    },
    async close() {
      const open = opened;
      opened = null;
      await open?.then(
        (library) => library.close(),
        () => undefined,
      );
    },
  };
}

/**
 * The mount plan as the library's filesystem rules: the same real paths bwrap gets, each once,
 * literal (never a pattern). Reads the disk (what each approved outside path holds).
 */
export function buildLibraryFilesystem(
  plan: readonly PlannedMount[],
  profile: SandboxProfile,
): SandboxRuntimeConfig['filesystem'] {
  const literal = (paths: readonly string[]) => paths.map((p) => ({ path: p, literal: true as const }));
  const of = (...kinds: PlannedMount['kind'][]) => plan.filter((m) => kinds.includes(m.kind)).map((m) => m.path);
  // Why: the library protects git hooks and settings files only in its working folder (the
  // workspace), two levels down; an approved outside folder, another repository say, gets the same
  // list here, and every writable folder but the command's own temp folder gets what is already in
  // it at any depth (a nested repository's config, a submodule's, .husky, .vscode/tasks.json).
  // Only a place that is where its name says: a `.git/config` that is a link (to a hook, say) would
  // open what the link leads to, which the sheet never named.
  const opened = new Set(profile.opened.filter((p) => realOrSelf(p) === path.resolve(p)));
  const protectedOutside = findProtectedInPlan(plan, profile.tempDir, profile.workspaceRoot).filter(
    (p) => !opened.has(realOrSelf(p)),
  );
  // Why: the library keeps every repository's .git/config read-only unless told otherwise; a person
  // who approved changing one gets that one (the walk above still keeps every other).
  const allowGitConfig = [...opened].some(
    (p) => path.basename(p) === 'config' && path.basename(path.dirname(p)) === '.git',
  );
  // Why: the library always binds its own /tmp/claude back writable when it exists (Claude Code's
  // temp folder), over any read deny; read-only at least, nothing can be left there for it to run.
  const libraryOwn = LIBRARY_OWN_WRITE_PATHS.filter((p) => existsSync(p));
  // A writable path is listed as readable too: Seatbelt (macOS) reads a read deny over it otherwise.
  return {
    denyRead: literal(of('hidden')),
    allowRead: literal(of('readable', 'writable')),
    allowWrite: literal(of('writable')),
    denyWrite: literal([...protectedOutside, ...libraryOwn]),
    ...(allowGitConfig ? { allowGitConfig } : {}),
  };
}

const LIBRARY_OWN_WRITE_PATHS = ['/tmp/claude', '/private/tmp/claude'];

const hostSchema = NetworkConfigSchema.shape.allowedDomains.element;

/** Pure: the hosts the library accepts as allow-list entries, and plain words for those it does not. */
export function deriveUsableHosts(hosts: readonly string[]): { hosts: string[]; refused: string[] } {
  const usable = hosts.filter((h) => hostSchema.safeParse(h).success);
  const refused = hosts
    .filter((h) => !usable.includes(h))
    .map(
      (h) => `"${h}" is not a host name the sandbox can allow; name the host alone (example.com or example.com:443).`,
    );
  return { hosts: usable, refused };
}

/**
 * The violation lines without the writes the disk shows went through. The library's write monitor
 * reports attempts, not refusals, judged by its start-up settings: inside a writable folder only the
 * protected names are refused, and only those the library knew of when the command started (a
 * repository the command itself created has unprotected hooks). So a reported file inside a writable
 * folder that changed after the command started was written, not refused. Reads the disk.
 */
function loadRefusedWriteLines(lines: readonly string[], writable: readonly string[], since: number): string[] {
  return lines.filter((line) => {
    const target = /^deny \S+ (\/.*)$/.exec(line)?.[1];
    if (!target || !writable.some((dir) => target === dir || target.startsWith(`${dir}/`))) return true;
    try {
      return lstatSync(target).mtimeMs < since;
    } catch {
      return true;
    }
  });
}

function quoteForShell(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
