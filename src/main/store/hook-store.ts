import type Database from 'better-sqlite3';
import type { HookEvent, HookSandbox } from '../../shared/hooks';

/** A person's hook as stored. */
export interface HookRow {
  id: string;
  event: HookEvent;
  matcher: string;
  command: string;
  timeoutSec: number;
  sandbox: HookSandbox;
  createdAt: string;
  updatedAt: string;
}

export type NewHookRow = Omit<HookRow, 'createdAt' | 'updatedAt'>;

/** A folder whose project hooks the person trusted: exactly those whose hash is `hash`. */
export interface FolderTrustRow {
  folder: string;
  hash: string;
  trustedAt: string;
}

export interface HookStore {
  /** Every hook in the order they run (creation order). */
  listHooks(): HookRow[];
  loadHook(id: string): HookRow | null;
  /** Adds hooks in one transaction (all or none), each after every existing one. */
  insertHooks(rows: readonly NewHookRow[]): void;
  /** Replaces a hook's definition, keeping its place; false when it is gone. */
  updateHook(row: NewHookRow): boolean;
  deleteHook(id: string): boolean;
  listTrust(): FolderTrustRow[];
  loadTrust(folder: string): FolderTrustRow | null;
  saveTrust(folder: string, hash: string): void;
  deleteTrust(folder: string): boolean;
}

interface RawHook {
  id: string;
  event: string;
  matcher: string;
  command: string;
  timeout_sec: number;
  sandbox: string;
  created_at: string;
  updated_at: string;
}

/** Pure: a stored row read back; a sandbox word it does not know runs sandboxed (fail closed). */
function toRow(r: RawHook): HookRow {
  return {
    id: r.id,
    event: r.event === 'PostToolUse' ? 'PostToolUse' : 'PreToolUse',
    matcher: r.matcher,
    command: r.command,
    timeoutSec: r.timeout_sec,
    sandbox: r.sandbox === 'none' ? 'none' : 'hook',
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

const COLUMNS = 'id, event, matcher, command, timeout_sec, sandbox, created_at, updated_at';

/** Hooks and folder trust in SQLite. Throws only SQLite errors (a duplicate id among them). */
export function createHookStore(db: Database.Database, now: () => Date): HookStore {
  const selectAll = db.prepare(`SELECT ${COLUMNS} FROM hooks ORDER BY seq`);
  const selectOne = db.prepare(`SELECT ${COLUMNS} FROM hooks WHERE id = ?`);
  const insert = db.prepare(
    'INSERT INTO hooks (id, event, matcher, command, timeout_sec, sandbox, created_at, updated_at) VALUES (@id, @event, @matcher, @command, @timeoutSec, @sandbox, @at, @at)',
  );
  const update = db.prepare(
    'UPDATE hooks SET event = @event, matcher = @matcher, command = @command, timeout_sec = @timeoutSec, sandbox = @sandbox, updated_at = @at WHERE id = @id',
  );
  const remove = db.prepare('DELETE FROM hooks WHERE id = ?');
  const trustAll = db.prepare('SELECT folder, hash, trusted_at AS trustedAt FROM hook_folder_trust ORDER BY folder');
  const trustOne = db.prepare('SELECT folder, hash, trusted_at AS trustedAt FROM hook_folder_trust WHERE folder = ?');
  const trustSave = db.prepare(
    'INSERT INTO hook_folder_trust (folder, hash, trusted_at) VALUES (?, ?, ?) ON CONFLICT(folder) DO UPDATE SET hash = excluded.hash, trusted_at = excluded.trusted_at',
  );
  const trustDelete = db.prepare('DELETE FROM hook_folder_trust WHERE folder = ?');
  const insertAll = db.transaction((rows: readonly NewHookRow[]) => {
    const at = now().toISOString();
    for (const r of rows) insert.run({ ...r, at });
  });
  return {
    listHooks: () => (selectAll.all() as RawHook[]).map(toRow),
    loadHook: (id) => {
      const r = selectOne.get(id) as RawHook | undefined;
      return r === undefined ? null : toRow(r);
    },
    insertHooks: (rows) => insertAll.immediate(rows),
    updateHook: (row) => update.run({ ...row, at: now().toISOString() }).changes === 1,
    deleteHook: (id) => remove.run(id).changes === 1,
    listTrust: () => trustAll.all() as FolderTrustRow[],
    loadTrust: (folder) => (trustOne.get(folder) as FolderTrustRow | undefined) ?? null,
    saveTrust: (folder, hash) => void trustSave.run(folder, hash, now().toISOString()),
    deleteTrust: (folder) => trustDelete.run(folder).changes === 1,
  };
}
