import type { MainMessage } from '../../shared/main-messages';
import type { ProcessOutcome } from './run-process';

/**
 * How far a command is trusted: `read_only` runs without a person (the classifier let it through),
 * `approved` after a person saw its outside paths and hosts, `yolo` without asking inside the
 * workspace (so it gets no outside paths and no hosts).
 */
export type SandboxGrant = 'read_only' | 'approved' | 'yolo';

/**
 * One profile record: what a sandboxed process may read, write and reach. Commands use it now; hooks
 * and MCP servers will name one later. Everything outside `hidden` is readable and nothing outside
 * `writable` is writable. Where paths nest, the deeper one decides (a workspace inside the hidden
 * home is readable again; the data folder inside a writable folder is hidden again).
 */
export interface SandboxProfile {
  grant: SandboxGrant;
  /** The workspace: readable in every grant, writable unless `read_only`. */
  workspaceRoot: string;
  /** Folders that appear empty inside (home folders, Gatehouse's data, sockets and shared temp folders). */
  hidden: string[];
  /** Readable but not writable, even inside a hidden folder (the workspace when read-only, toolchain caches). */
  readable: string[];
  /** Writable (and readable); always holds `tempDir`. */
  writable: string[];
  /** Host names the command may reach through the filtering proxy; [] = no network at all. */
  hosts: string[];
  /** The command's own temp folder, given as TMPDIR: new for each command, removed after it. */
  tempDir: string;
  /**
   * Protected places a person saw named on the sheet and approved changing (the repository's
   * .git/config for `git remote add`): left writable for this command alone; `approved` only.
   */
  opened: string[];
}

/**
 * Whether commands are confined here. `message` says it to a person (the window words it: which
 * sandbox, or why there is none). `engine` and `reason` are the same in English, for a call's
 * inspection and the hooks, which still carry English.
 */
export type SandboxStatus =
  | { available: true; engine: string; message: MainMessage }
  | { available: false; reason: string; message: MainMessage };

export interface SandboxRunOptions {
  command: string;
  cwd: string;
  workspaceRoot: string;
  grant: SandboxGrant;
  outsidePaths: readonly string[];
  hosts: readonly string[];
  /** The protected places the person approved this command changing, as the sheet named them; `approved` only. */
  opened?: readonly string[];
  /** Toolchain caches approved and yolo commands may read, for this run; default: the sandbox's own (createCommandSandbox). */
  cacheReads?: readonly string[];
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  outputCap: number;
  signal: AbortSignal;
  onOutput?: (chunk: string) => void;
}

export interface SandboxRunOutcome extends ProcessOutcome {
  /** False when the command ran with the person's full rights (no sandbox on this computer). */
  confined: boolean;
  /** Plain words for what the sandbox blocked where it can tell (violation log, denied hosts by name). */
  blocked: string[];
}

export interface CommandSandbox {
  readonly status: SandboxStatus;
  /** Never rejects: a command that cannot start is a `spawnError` in the outcome. */
  run(options: SandboxRunOptions): Promise<SandboxRunOutcome>;
  /** Stops the network proxy and the library's helpers; `run` must not be called afterwards. */
  close(): Promise<void>;
}

/** One way of confining a command (bubblewrap directly, or the sandbox-runtime library). */
export interface SandboxEngine {
  /** Runs the command under the profile; `tempDir` already exists and is removed by the caller. Never rejects. */
  run(profile: SandboxProfile, options: SandboxRunOptions): Promise<SandboxRunOutcome>;
  close(): Promise<void>;
}
