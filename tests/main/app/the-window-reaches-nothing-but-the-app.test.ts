import { describe, expect, it } from 'vitest';
import {
  applyOfflineSession,
  deriveWindowRequestAllowed,
  type OfflineSession,
} from '../../../src/main/app/offline-session';
import { createAppResourceCheck } from '../../../src/main/app/window-security';

describe('the window reaches nothing but the app', () => {
  it('built app: its own files and local schemes only', () => {
    const isApp = createAppResourceCheck('gatehouse://app/index.html');
    expect(deriveWindowRequestAllowed('gatehouse://app/assets/index.js', isApp)).toBe(true);
    expect(deriveWindowRequestAllowed('blob:gatehouse://app/6f1c', isApp)).toBe(true);
    expect(deriveWindowRequestAllowed('file:///opt/gatehouse/out/renderer/assets/index.js', isApp)).toBe(false);
    expect(deriveWindowRequestAllowed('file:///home/me/.ssh/id_ed25519', isApp)).toBe(false);
    expect(deriveWindowRequestAllowed('gatehouse://elsewhere/index.js', isApp)).toBe(false);
    expect(deriveWindowRequestAllowed('https://cdn.jsdelivr.net/npm/monaco-editor/min/vs/loader.js', isApp)).toBe(
      false,
    );
    expect(deriveWindowRequestAllowed('not a url', isApp)).toBe(false);
  });

  it('dev server: its origin, its hot-reload socket, nothing else', () => {
    const isApp = createAppResourceCheck('http://localhost:5173/');
    expect(deriveWindowRequestAllowed('http://localhost:5173/src/main.tsx', isApp)).toBe(true);
    expect(deriveWindowRequestAllowed('ws://localhost:5173/', isApp)).toBe(true);
    expect(deriveWindowRequestAllowed('ws://localhost:5174/', isApp)).toBe(false);
    expect(deriveWindowRequestAllowed('http://localhost:11434/api/tags', isApp)).toBe(false);
  });

  it('turns the spellchecker off and installs the guard on the session it is given', () => {
    const calls: string[] = [];
    let guard: ((d: { url: string }, cb: (r: { cancel?: boolean }) => void) => void) | null = null;
    const session: OfflineSession = {
      setSpellCheckerEnabled: (on) => calls.push(`spellchecker ${on}`),
      webRequest: { onBeforeRequest: (listener) => (guard = listener) },
    };
    applyOfflineSession(session, createAppResourceCheck('gatehouse://app/index.html'));
    expect(calls).toEqual(['spellchecker false']);
    const answers: Array<boolean | undefined> = [];
    guard!({ url: 'https://update.example/check' }, (r) => answers.push(r.cancel));
    guard!({ url: 'gatehouse://app/index.html' }, (r) => answers.push(r.cancel));
    expect(answers).toEqual([true, false]);
  });
});
