import { describe, expect, it } from 'vitest';
import { applyAppAction, initialAppState, type AppState } from '../../src/renderer/src/state/app-state';
import {
  selectHooks,
  selectMcpServers,
  selectNotes,
  selectRules,
  type MainListChange,
  type MainListName,
} from '../../src/renderer/src/state/main-lists';
import { createAppStore } from '../../src/renderer/src/state/store';
import { hook, mcpView, note, prompt, rule } from './main-lists-stand-in';

const ready: AppState = { ...initialAppState, phase: 'ready' };
const push = (state: AppState, p: Parameters<typeof applyAppAction>[1] & { type: 'push' }) => applyAppAction(state, p);

describe('a push of a list main owns', () => {
  it('replaces that list whole and leaves every other list and the conversation identical', () => {
    const before = applyAppAction(ready, {
      type: 'list_answered',
      change: { type: 'notes_changed', notes: [note(1, 'old')] },
    });
    const cases: Array<{ push: MainListChange; list: MainListName; value: unknown }> = [
      {
        push: { type: 'mcp_servers_changed', servers: mcpView({ name: 'files', status: 'ready' }) },
        list: 'mcpServers',
        value: mcpView({ name: 'files', status: 'ready' }),
      },
      { push: { type: 'rules_changed', rules: [rule('rule_2')] }, list: 'rules', value: [rule('rule_2')] },
      { push: { type: 'hooks_changed', hooks: [hook('hook_3')] }, list: 'hooks', value: [hook('hook_3')] },
      { push: { type: 'notes_changed', notes: [note(2, 'new')] }, list: 'notes', value: [note(2, 'new')] },
      { push: { type: 'mcp_prompts', prompts: [prompt('prompt_1')] }, list: 'mcpPrompts', value: [prompt('prompt_1')] },
    ];
    for (const c of cases) {
      const after = push(before, { type: 'push', push: c.push });
      expect(after.lists[c.list]).toEqual({ value: c.value, loadError: null });
      for (const other of ['mcpServers', 'rules', 'hooks', 'notes', 'mcpPrompts'] as const) {
        if (other !== c.list) expect(after.lists[other]).toBe(before.lists[other]);
      }
      expect(after.session).toBe(before.session);
      expect(after.sessions).toBe(before.sessions);
    }
  });

  it('is what the window shows afterwards: a later push drops what an earlier one had', () => {
    let state = push(ready, { type: 'push', push: { type: 'rules_changed', rules: [rule('rule_1'), rule('rule_2')] } });
    state = push(state, { type: 'push', push: { type: 'rules_changed', rules: [rule('rule_2')] } });
    expect(selectRules(state).value).toEqual([rule('rule_2')]);
    state = push(state, {
      type: 'push',
      push: { type: 'mcp_servers_changed', servers: mcpView({ name: 'files', status: 'starting' }) },
    });
    state = push(state, {
      type: 'push',
      push: { type: 'mcp_servers_changed', servers: mcpView({ name: 'files', status: 'failed' }) },
    });
    expect(selectMcpServers(state).value?.states.map((s) => s.status)).toEqual(['failed']);
  });

  it('clears the words of an earlier refusal to list it', () => {
    let state = applyAppAction(ready, {
      type: 'list_refused',
      list: 'hooks',
      message: 'The hooks file cannot be read.',
    });
    expect(selectHooks(state)).toEqual({ value: null, loadError: 'The hooks file cannot be read.' });
    state = push(state, { type: 'push', push: { type: 'hooks_changed', hooks: [] } });
    expect(selectHooks(state)).toEqual({ value: [], loadError: null });
  });

  it('wakes only the screens that read it: the other selectors return the same object', () => {
    const store = createAppStore(ready);
    const notes = selectNotes(store.getSnapshot());
    const rules = selectRules(store.getSnapshot());
    store.dispatch({ type: 'push', push: { type: 'hooks_changed', hooks: [hook('hook_1')] } });
    expect(selectNotes(store.getSnapshot())).toBe(notes);
    expect(selectRules(store.getSnapshot())).toBe(rules);
    expect(selectHooks(store.getSnapshot()).value).toEqual([hook('hook_1')]);
  });
});
