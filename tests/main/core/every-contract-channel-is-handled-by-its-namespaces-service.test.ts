import { describe, expect, it } from 'vitest';
import { createCoreServices, type GatehouseCore } from '../../../src/main/core';
import { buildIpcHandlers } from '../../../src/main/ipc';
import { IPC_CONTRACT } from '../../../src/shared/ipc';
import { INVOKE_CHANNELS } from '../../../src/shared/ipc-channels';

// The services only bind channels to the core; building them calls nothing on it.
const core = new Proxy({}, { get: () => () => undefined }) as unknown as GatehouseCore;
const desktop = { platform: 'linux' as const, pickFolder: async () => null, saveJson: async () => null };

describe("the core's IPC services", () => {
  it('are one per namespace of the contract, each handling exactly the channels with its prefix', () => {
    const services = createCoreServices(core, desktop);
    const namespaces = [...new Set(INVOKE_CHANNELS.map((c) => c.split(':')[0]!))].sort();
    expect(Object.keys(services).sort()).toEqual(namespaces);
    for (const [namespace, service] of Object.entries(services)) {
      expect(Object.keys(service).sort(), namespace).toEqual(
        INVOKE_CHANNELS.filter((c) => c.startsWith(`${namespace}:`)).sort(),
      );
      for (const handler of Object.values(service)) expect(typeof handler).toBe('function');
    }
  });

  it('together handle every channel of the contract and nothing else, and are all the IPC handlers are', () => {
    const services = createCoreServices(core, desktop);
    const handled = Object.values(services)
      .flatMap((s) => Object.keys(s))
      .sort();
    expect(handled).toEqual([...INVOKE_CHANNELS].sort());
    expect(handled).toEqual(Object.keys(IPC_CONTRACT).sort());
    expect(Object.keys(buildIpcHandlers(core, desktop)).sort()).toEqual(handled);
  });
});
