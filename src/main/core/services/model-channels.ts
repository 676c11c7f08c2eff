import { runConnectionTest } from '../../model';
import type { GatehouseCore } from '../types';
import type { NamespaceService } from './namespace';

/** 'model:…': a local model's address probed; the saved model tried before onboarding creates anything. */
export function createModelChannels(core: GatehouseCore): NamespaceService<'model'> {
  return {
    'model:test-connection': (r) => runConnectionTest(r),
    'model:check': () => core.checkModel(),
  };
}
