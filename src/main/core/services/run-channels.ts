import type { GatehouseCore } from '../types';
import type { NamespaceService } from './namespace';

/** 'run:…': a message sent, a run stopped or tried again, a refused action asked of the person. */
export function createRunChannels(core: GatehouseCore): NamespaceService<'run'> {
  return {
    'run:send': (r) => core.send(r),
    'run:stop': async (r) => {
      await core.stop(r.sessionId);
      return null;
    },
    'run:retry': (r) => core.retry(r.sessionId),
    'run:ask-me-instead': (r) => core.askMeInstead(r),
  };
}
