import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialAppState } from '../../src/renderer/src/state/app-state';
import { createAppController } from '../../src/renderer/src/state/controller';
import { selectMcpServers } from '../../src/renderer/src/state/main-lists';
import { createAppStore } from '../../src/renderer/src/state/store';
import { accepted, createListsStandIn, mcpView } from './main-lists-stand-in';

const TEN_SECONDS = 10_000;

describe('Settings › MCP servers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks main for the servers once when Settings opens, not again while 10 s pass, and takes their new states from pushes', async () => {
    const main = createListsStandIn((channel) =>
      channel === 'mcp:list' ? accepted(mcpView({ name: 'files', status: 'starting' })) : undefined,
    );
    const store = createAppStore({ ...initialAppState, phase: 'ready' });
    const controller = createAppController(main.client, store);
    await controller.start(); // the bootstrap is refused here: the window still listens to main's pushes
    controller.showScreen('settings');
    await vi.advanceTimersByTimeAsync(TEN_SECONDS);
    expect(main.count('mcp:list')).toBe(1);
    expect(selectMcpServers(store.getSnapshot()).value?.states.map((s) => s.status)).toEqual(['starting']);

    main.push({ type: 'mcp_servers_changed', servers: mcpView({ name: 'files', status: 'failed' }) });
    await vi.advanceTimersByTimeAsync(TEN_SECONDS);
    expect(selectMcpServers(store.getSnapshot()).value?.states.map((s) => s.status)).toEqual(['failed']);
    expect(main.count('mcp:list')).toBe(1);
    controller.stop();
  });

  it('has no timer and no list request of its own: the section and its parts read the store', () => {
    // There is no DOM in the unit tests to mount the section in; its files are read instead (the
    // browser tests under tests/browser/settings-*mcp* mount it against the real core).
    const sources = import.meta.glob<string>('../../src/renderer/src/screens/Mcp*.tsx', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(
      Object.keys(sources)
        .map((path) => path.replace(/.*\//, ''))
        .sort(),
    ).toEqual(['McpServerRuntime.tsx', 'McpServersSection.tsx', 'McpToolChoices.tsx', 'McpToolTrust.tsx']);
    for (const [file, source] of Object.entries(sources)) {
      expect({
        file,
        timer: /\bset(Interval|Timeout)\s*\(/.test(source),
        lists: source.includes("'mcp:list'"),
      }).toEqual({ file, timer: false, lists: false });
    }
  });
});
