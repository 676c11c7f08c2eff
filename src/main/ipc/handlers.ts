import { createCoreServices, type DesktopServices, type GatehouseCore } from '../core';
import type { IpcHandlers } from './router';

export type { DesktopServices };

/** Every contract channel, bound to its namespace's service (src/main/core/services). */
export function buildIpcHandlers(core: GatehouseCore, desktop: DesktopServices): IpcHandlers {
  const s = createCoreServices(core, desktop);
  return {
    ...s.app,
    ...s.session,
    ...s.run,
    ...s.approval,
    ...s.audit,
    ...s.settings,
    ...s.workspace,
    ...s.notes,
    ...s.data,
    ...s.undo,
    ...s.model,
    ...s.mcp,
    ...s.rules,
    ...s.hooks,
    ...s.text,
  };
}
