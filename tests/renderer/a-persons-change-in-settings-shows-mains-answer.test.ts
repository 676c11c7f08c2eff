import { describe, expect, it } from 'vitest';
import { initialAppState } from '../../src/renderer/src/state/app-state';
import { createAppController } from '../../src/renderer/src/state/controller';
import { selectHooks, selectMcpServers, selectNotes, selectRules } from '../../src/renderer/src/state/main-lists';
import { createAppStore } from '../../src/renderer/src/state/store';
import { accepted, createListsStandIn, hook, mcpView, note, refusal, rule } from './main-lists-stand-in';

const openWindow = (answer: Parameters<typeof createListsStandIn>[0]) => {
  const main = createListsStandIn(answer);
  const store = createAppStore({ ...initialAppState, phase: 'ready' });
  return { main, store, controller: createAppController(main.client, store) };
};

describe("a person's change in Settings", () => {
  it('shows the MCP servers main answers with, not what the window sent', async () => {
    const answered = mcpView({ name: 'mail', status: 'starting' });
    const { main, store, controller } = openWindow((channel) =>
      channel === 'mcp:remove' ? accepted(answered) : undefined,
    );
    const result = await controller.lists.runMcpChange('mcp:remove', { name: 'files' });
    expect(result.ok).toBe(true);
    expect(selectMcpServers(store.getSnapshot()).value).toBe(answered);
    expect(main.asked).toEqual(['mcp:remove']);
  });

  it('keeps the MCP list as it was when main refuses the change, and hands the refusal back to say', async () => {
    const kept = mcpView({ name: 'files', status: 'ready' });
    const { store, controller } = openWindow((channel) =>
      channel === 'mcp:list' ? accepted(kept) : refusal('No server is called “files”.'),
    );
    await controller.lists.loadMcpServers();
    const result = await controller.lists.runMcpChange('mcp:remove', { name: 'files' });
    expect(result).toMatchObject({ ok: false, error: { message: 'No server is called “files”.' } });
    expect(selectMcpServers(store.getSnapshot()).value).toBe(kept);
  });

  it('shows the rules main lists after a save, whose answer is only the rule', async () => {
    let rules = [rule('rule_1')];
    const { main, store, controller } = openWindow((channel) => {
      if (channel === 'rules:save') {
        rules = [...rules, rule('rule_2')];
        return accepted(rule('rule_2'));
      }
      return channel === 'rules:list' ? accepted(rules) : undefined;
    });
    await controller.lists.runRulesChange('rules:save', {
      definition: { tool: 'mcp__mail__send', effect: 'ask', match: { kind: 'any' }, scope: { kind: 'everywhere' } },
    });
    expect(main.asked).toEqual(['rules:save', 'rules:list']);
    expect(selectRules(store.getSnapshot()).value).toEqual([rule('rule_1'), rule('rule_2')]);
  });

  it('shows main’s list after a refused remove too: a hook already gone drops out of the window', async () => {
    const { store, controller } = openWindow((channel) =>
      channel === 'hooks:list' ? accepted([hook('hook_2')]) : refusal('That hook was already removed.'),
    );
    store.dispatch({ type: 'push', push: { type: 'hooks_changed', hooks: [hook('hook_1'), hook('hook_2')] } });
    const removed = await controller.lists.runHooksChange('hooks:remove', { id: 'hook_1' });
    expect(removed).toMatchObject({ ok: false, error: { message: 'That hook was already removed.' } });
    expect(selectHooks(store.getSnapshot()).value).toEqual([hook('hook_2')]);
  });

  it('deletes a note and shows the notes main lists afterwards; a refusal is also said as a notice', async () => {
    const { store, controller } = openWindow((channel, request) => {
      if (channel === 'notes:list') return accepted([note(2, 'keep me')]);
      if (channel === 'notes:delete')
        return (request as { id: number }).id === 1 ? accepted(null) : refusal('This note was already deleted.');
      return undefined;
    });
    store.dispatch({
      type: 'push',
      push: { type: 'notes_changed', notes: [note(1, 'forget me'), note(2, 'keep me')] },
    });
    await controller.lists.runNoteDelete(1);
    expect(selectNotes(store.getSnapshot()).value).toEqual([note(2, 'keep me')]);
    expect(store.getSnapshot().notices).toEqual([]);
    await controller.lists.runNoteDelete(9);
    expect(store.getSnapshot().notices.map((n) => n.message)).toEqual(['This note was already deleted.']);
  });
});
