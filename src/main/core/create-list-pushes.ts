import type { HookView } from '../../shared/hooks';
import type { McpServersView, MemoryNoteView } from '../../shared/ipc';
import type { RuleView } from '../../shared/rules';
import type { Broadcaster } from './create-broadcaster';

/** Each pushes its list, whole, as read now (src/shared/ipc.ts CorePushSchema); `all` pushes every list a window keeps. */
export interface ListPushes {
  servers(): void;
  notes(): void;
  rules(): void;
  hooks(): void;
  all(): void;
}

/**
 * The lists main owns, pushed to every window after a change so no window polls for them. Nothing
 * is read once `isClosed` (the database may be gone): a late server status change pushes nothing.
 */
export function createListPushes(
  broadcaster: Pick<Broadcaster, 'push' | 'pushLists'>,
  isClosed: () => boolean,
  read: { servers(): McpServersView; notes(): MemoryNoteView[]; rules(): RuleView[]; hooks(): HookView[] },
): ListPushes {
  const open = (push: () => void) => () => {
    if (!isClosed()) push();
  };
  const pushes = {
    servers: open(() => broadcaster.push({ type: 'mcp_servers_changed', servers: read.servers() })),
    notes: open(() => broadcaster.push({ type: 'notes_changed', notes: read.notes() })),
    rules: open(() => broadcaster.push({ type: 'rules_changed', rules: read.rules() })),
    hooks: open(() => broadcaster.push({ type: 'hooks_changed', hooks: read.hooks() })),
  };
  return {
    ...pushes,
    all: open(() => {
      broadcaster.pushLists();
      for (const push of Object.values(pushes)) push();
    }),
  };
}
