import type { GatehouseCore } from '../types';
import type { NamespaceService } from './namespace';

/** 'session:…': conversations listed, created, named, moved, read, summarised, deleted; their approval mode. */
export function createSessionChannels(core: GatehouseCore): NamespaceService<'session'> {
  return {
    'session:list': () => core.listSessions(),
    'session:create': (r) => core.createSession({ workspace: r.workspace, ...(r.title ? { title: r.title } : {}) }),
    'session:rename': (r) => core.renameSession(r.sessionId, r.title),
    'session:set-workspace': (r) => core.setWorkspace(r.sessionId, r.workspace),
    'session:delete': (r) => {
      core.deleteSession(r.sessionId);
      return null;
    },
    // The window's copy: its large texts held back, read when shown (src/shared/held-texts.ts).
    'session:load': (r) =>
      core.windowTexts.snapshot(
        core.loadSession(r.sessionId, r.from !== undefined ? { from: r.from } : { latest: true }),
      ),
    'session:compact': async (r) => {
      await core.compact(r.sessionId);
      return null;
    },
    'session:set-approval-mode': async (r) => core.setApprovalMode(r),
  };
}
