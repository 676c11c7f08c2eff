import type { GatehouseCore } from '../types';
import type { NamespaceService } from './namespace';

/** 'audit:…': one conversation's audit. */
export function createAuditChannels(core: GatehouseCore): NamespaceService<'audit'> {
  return {
    'audit:export': (r) => core.exportAudit(r.sessionId),
  };
}
