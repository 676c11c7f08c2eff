import { say } from '../../../shared/main-messages';
import { CoreError, type GatehouseCore } from '../types';
import type { NamespaceService } from './namespace';

/** 'text:…': the large texts a window's copy holds back, each only to a window naming a conversation that refers to it. */
export function createTextChannels(core: GatehouseCore): NamespaceService<'text'> {
  return {
    'text:read': (r) => {
      const text = core.windowTexts.read(r.sessionId, r.hash);
      if (text === null) throw new CoreError('not_found', say('session.textGone'));
      return { text };
    },
    'text:page': (r) => {
      const page = core.windowTexts.page(r.sessionId, r.hash, r.from);
      if (page === null) throw new CoreError('not_found', say('session.textGone'));
      return page;
    },
  };
}
