import { randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { SessionEvent } from '../../shared/events';
import {
  deriveMatcherProblem,
  HookDefinitionSchema,
  HookSaveSchema,
  type HookFolderTrust,
  type HookFolderTrustExport,
  type HookImportResult,
  type HookSave,
  type HookView,
  type ProjectHooksView,
} from '../../shared/hooks';
import type { HookJudge } from '../agent';
import {
  createHookJudge,
  deriveTranscriptPath,
  loadHookSnapshot,
  loadHookSnapshotExport,
  parseClaudeSettingsText,
  readProjectHookList,
  readProjectHooks,
  removeHookSnapshots,
  writeHookSnapshot,
  HookFilesChangedError,
  ClaudeSettingsUnreadableError,
  type ConfiguredHook,
  type ProjectHooks,
} from '../hooks';
import type { HookRow, HookStore } from '../store';
import { loadSandboxTools, type SandboxStatus, type SandboxTools } from '../sandbox';
import { CoreError, type HooksControl } from './types';
import { deriveCheck, describeFields, say } from '../../shared/main-messages';

export interface HooksServiceDeps {
  store: HookStore;
  dataDir: string;
  /** The conversation's log from its latest compaction on, for the transcript hooks read. */
  loadHistoryEvents(sessionId: string): readonly SessionEvent[];
  /** What the start-up probe found: without a sandbox, sandboxed hooks do not run (their calls ask). */
  sandboxStatus(): SandboxStatus;
  /** Where to look for bubblewrap (a PATH string); default this process's PATH. */
  searchPath?: string;
}

function toView(row: HookRow): HookView {
  return {
    id: row.id,
    event: row.event,
    matcher: row.matcher,
    command: row.command,
    timeoutSec: row.timeoutSec,
    sandbox: row.sandbox,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The folder as trust knows it: where it really is (a symlinked spelling is the same folder). */
function deriveFolderKey(folder: string): string {
  const resolved = path.resolve(folder);
  try {
    return realpathSync(resolved);
  } catch {
    return resolved;
  }
}

/**
 * Hooks: the one owner of the hooks and folder-trust tables and of the copies kept of
 * trusted folders' hook files (<data folder>/hook-snapshots), for windows (HooksControl) and for the
 * loop (HookJudge, reading the hooks fresh for every call). A folder's project hooks run only once it
 * is trusted, and then from the copy kept at trust; reading them never runs anything.
 * Refusals are CoreError 'invalid_input' ('not_found' for an id that is gone).
 */
export function createHooksService(
  deps: HooksServiceDeps,
): HooksControl & { judge: HookJudge; wipeFiles(): Promise<void>; forgetSession(sessionId: string): Promise<void> } {
  let tools: SandboxTools | { missing: string } | undefined;
  const loadTools = (): SandboxTools | { missing: string } => {
    const status = deps.sandboxStatus();
    if (!status.available) return { missing: status.reason };
    if (process.platform !== 'linux') return { missing: 'Gatehouse runs hooks in a sandbox only on Linux so far.' };
    tools ??= loadSandboxTools(deps.searchPath ?? process.env.PATH ?? '');
    return tools;
  };
  const requireAbsolute = (folder: string): string => {
    if (!path.isAbsolute(folder)) throw new CoreError('invalid_input', say('hooks.folderNotFull'));
    return deriveFolderKey(folder);
  };
  const buildProjectView = async (folder: string, found: ProjectHooks): Promise<ProjectHooksView> => {
    const trust = deps.store.loadTrust(folder);
    const kept =
      trust === null
        ? undefined
        : 'missing' in (await loadHookSnapshot(deps.dataDir, folder, trust.hash))
          ? ('missing' as const)
          : ('kept' as const);
    const status =
      trust === null
        ? found.hooks.length === 0
          ? 'none'
          : 'untrusted'
        : trust.hash === found.hash && kept === 'kept'
          ? 'trusted'
          : 'changed';
    return {
      folder,
      status,
      hooks: found.hooks,
      hash: found.hash,
      ...(trust !== null ? { trustedAt: trust.trustedAt, trustedCopy: kept } : {}),
      problems: found.problems,
      skipped: found.skipped,
      refusals: found.refusals,
    };
  };
  /**
   * A trusted folder's hooks are the ones in the copy kept when it was trusted, run from it whatever
   * the folder holds now (a repository that changes its hooks cannot change, nor stop, what the
   * person trusted); the folder's current hooks are read only to record them as not run.
   */
  const loadHooks = async (workspace: string): Promise<ConfiguredHook[]> => {
    const user: ConfiguredHook[] = deps.store.listHooks().map((h) => ({
      id: h.id,
      source: 'user',
      event: h.event,
      matcher: h.matcher,
      command: h.command,
      timeoutSec: h.timeoutSec,
      sandbox: h.sandbox,
    }));
    const folder = deriveFolderKey(workspace);
    const trust = deps.store.loadTrust(folder);
    const kept = trust === null ? null : await loadHookSnapshot(deps.dataDir, folder, trust.hash);
    // A folder's hooks always run in the hook sandbox: the repository wrote them, not the person.
    if (kept !== null && !('missing' in kept)) {
      return [
        ...user,
        ...kept.hooks.map((h): ConfiguredHook => ({
          id: h.id,
          source: 'project',
          event: h.event,
          matcher: h.matcher,
          command: h.command,
          timeoutSec: h.timeoutSec,
          sandbox: 'hook',
          folder,
          copies: kept.copies,
        })),
      ];
    }
    const found = await readProjectHookList(folder);
    const notRun = kept === null ? say('hooks.notRun.untrusted') : say('hooks.notRun.noTrustedCopy');
    return [
      ...user,
      ...found.hooks.map((h): ConfiguredHook => ({
        id: h.id,
        source: 'project',
        event: h.event,
        matcher: h.matcher,
        command: h.command,
        timeoutSec: h.timeoutSec,
        sandbox: 'hook',
        folder,
        notRun,
      })),
    ];
  };
  const requireRow = (id: string): HookRow => {
    const row = deps.store.loadHook(id);
    if (row === null) throw new CoreError('not_found', say('hooks.gone'));
    return row;
  };
  const newId = () => `hook_${randomBytes(6).toString('hex')}`;

  return {
    judge: createHookJudge({
      dataDir: deps.dataDir,
      loadHooks,
      loadSandboxTools: loadTools,
      loadHistoryEvents: deps.loadHistoryEvents,
    }),
    list: () => deps.store.listHooks().map(toView),
    save(input: HookSave) {
      const parsed = HookSaveSchema.safeParse(input);
      if (!parsed.success) {
        // A matcher it cannot read says so with the matcher; anything else names the fields.
        const matcher = parsed.error.issues.some((i) => i.path.join('.') === 'definition.matcher')
          ? deriveMatcherProblem(String(input.definition.matcher))
          : null;
        throw new CoreError(
          'invalid_input',
          matcher ?? say('hooks.invalid', { fields: describeFields(parsed.error), check: deriveCheck(parsed.error) }),
        );
      }
      const { id, definition, confirmRunWithoutSandbox } = parsed.data;
      if (definition.sandbox === 'none' && confirmRunWithoutSandbox !== true) {
        throw new CoreError('invalid_input', say('hooks.confirmOutsideSandbox'));
      }
      if (id !== undefined) {
        requireRow(id);
        deps.store.updateHook({ id, ...definition });
        return toView(requireRow(id));
      }
      const fresh = newId();
      deps.store.insertHooks([{ id: fresh, ...definition }]);
      return toView(requireRow(fresh));
    },
    remove(id) {
      if (!deps.store.deleteHook(id)) throw new CoreError('not_found', say('hooks.alreadyRemoved'));
    },
    importSettings(text): HookImportResult {
      let parsed;
      try {
        parsed = parseClaudeSettingsText(text);
      } catch (err) {
        if (err instanceof ClaudeSettingsUnreadableError) throw new CoreError('invalid_input', err.text);
        throw err;
      }
      const rows = parsed.hooks.map((h) => ({
        id: newId(),
        ...HookDefinitionSchema.parse({
          event: h.event,
          matcher: h.matcher,
          command: h.command,
          timeoutSec: h.timeoutSec,
          sandbox: h.sandbox,
        }),
      }));
      deps.store.insertHooks(rows);
      return { imported: rows.map((r) => toView(requireRow(r.id))), skipped: parsed.skipped };
    },
    async project(folder) {
      const key = requireAbsolute(folder);
      return buildProjectView(key, await readProjectHooks(key));
    },
    async trustFolder({ folder, hash }) {
      const key = requireAbsolute(folder);
      const found = await readProjectHooks(key);
      if (found.hooks.length === 0) throw new CoreError('invalid_input', say('hooks.nothingToTrust'));
      // The person trusts what they saw: hooks that changed since are shown again first.
      if (found.hash !== hash) throw new CoreError('invalid_input', say('hooks.changedWhileReading'));
      if (found.refusals.length > 0) throw new CoreError('invalid_input', say('hooks.cannotTrust'));
      // The copy first, the trust after: a trust row always names a copy that was written whole.
      try {
        await writeHookSnapshot(deps.dataDir, key, found);
      } catch (err) {
        if (err instanceof HookFilesChangedError)
          throw new CoreError('invalid_input', say('hooks.changedWhileReading'));
        throw err;
      }
      deps.store.saveTrust(key, hash);
      await removeHookSnapshots(deps.dataDir, key, hash);
      return buildProjectView(key, found);
    },
    async untrustFolder(folder) {
      const key = requireAbsolute(folder);
      deps.store.deleteTrust(key);
      await removeHookSnapshots(deps.dataDir, key);
      return buildProjectView(key, await readProjectHooks(key));
    },
    listTrust: (): HookFolderTrust[] => deps.store.listTrust(),
    async exportTrust(): Promise<HookFolderTrustExport[]> {
      const rows: HookFolderTrustExport[] = [];
      for (const row of deps.store.listTrust())
        rows.push({ ...row, copy: await loadHookSnapshotExport(deps.dataDir, row.folder, row.hash) });
      return rows;
    },
    async wipeFiles() {
      await rm(path.join(deps.dataDir, 'hook-logs'), { recursive: true, force: true });
      await rm(path.join(deps.dataDir, 'hook-transcripts'), { recursive: true, force: true });
      await rm(path.join(deps.dataDir, 'hook-snapshots'), { recursive: true, force: true });
    },
    async forgetSession(sessionId) {
      await rm(deriveTranscriptPath(deps.dataDir, sessionId), { force: true });
    },
  };
}
