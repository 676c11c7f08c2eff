// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const preload = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../src/renderer/src/approval/preload-diff-editor', () => ({
  preloadDiffEditor: () => {
    preload.calls += 1;
    return Promise.resolve();
  },
}));
const { useDiffEditorPreload, PRELOAD_AFTER_MS } =
  await import('../../src/renderer/src/react-hooks/use-diff-editor-preload');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Window({ settled }: { settled: boolean }) {
  useDiffEditorPreload(settled);
  return null;
}

/** The window's idle moments, run when the test says the window is idle. */
let idleCallbacks: Array<() => void> = [];
let root: Root;

beforeEach(() => {
  vi.useFakeTimers();
  preload.calls = 0;
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    idleCallbacks[handle - 1] = () => undefined;
  });
  root = createRoot(document.createElement('div'));
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const goIdle = () => idleCallbacks.splice(0).forEach((callback) => callback());

describe("Monaco's warm-up in a window", () => {
  it("leaves the window's first seconds to the person, then warms Monaco once, at an idle moment", () => {
    act(() => root.render(createElement(Window, { settled: true })));
    act(() => vi.advanceTimersByTime(PRELOAD_AFTER_MS - 1));
    goIdle();
    expect(preload.calls).toBe(0);

    act(() => vi.advanceTimersByTime(1));
    expect(preload.calls).toBe(0);
    goIdle();
    expect(preload.calls).toBe(1);

    act(() => vi.advanceTimersByTime(10 * PRELOAD_AFTER_MS));
    goIdle();
    expect(preload.calls).toBe(1);
  });

  it('waits for the open conversation to be on screen, and starts nothing for a window that closed', () => {
    act(() => root.render(createElement(Window, { settled: false })));
    act(() => vi.advanceTimersByTime(2 * PRELOAD_AFTER_MS));
    goIdle();
    expect(preload.calls).toBe(0);

    act(() => root.render(createElement(Window, { settled: true })));
    act(() => vi.advanceTimersByTime(PRELOAD_AFTER_MS));
    act(() => root.unmount());
    goIdle();
    expect(preload.calls).toBe(0);
    root = createRoot(document.createElement('div'));
  });
});
