import { describe, expect, it } from 'vitest';
import { createLifecycle } from '../../../src/main/core/create-lifecycle';

describe('the lifecycle of the live-work owners', () => {
  it('closes and wipes the last added first, waits for each step, and closes once', async () => {
    const life = createLifecycle();
    const seen: string[] = [];
    const step = (what: string) => async () => {
      await new Promise((r) => setTimeout(r, 5));
      seen.push(what);
    };
    life.add('database', { stop: step('database.close'), wipe: step('database.wipe') });
    life.add('mcp', { stop: step('mcp.close'), wipe: step('mcp.stopAll') });
    life.add('runs', { stop: step('runs.close'), wipe: step('runs.stopAll') });
    life.add('retitler', { stop: step('retitler.close') });
    expect(life.names()).toEqual(['retitler', 'runs', 'mcp', 'database']);

    await life.wipe();
    expect(seen).toEqual(['runs.stopAll', 'mcp.stopAll', 'database.wipe']);
    expect(life.closed).toBe(false);

    seen.length = 0;
    await Promise.all([life.close(), life.close()]);
    await life.close();
    expect(life.closed).toBe(true);
    expect(seen).toEqual(['retitler.close', 'runs.close', 'mcp.close', 'database.close']);
  });

  it('gives every owner its turn when one fails to stop, then reports the first failure', async () => {
    const life = createLifecycle();
    const seen: string[] = [];
    life.add('database', { stop: () => void seen.push('database') });
    life.add('runs', { stop: () => Promise.reject(new Error('runs would not stop')) });
    life.add('reviewer', { stop: () => void seen.push('reviewer') });
    await expect(life.close()).rejects.toThrow('runs would not stop');
    expect(seen).toEqual(['reviewer', 'database']);
  });

  it('refuses an owner added twice', () => {
    const life = createLifecycle();
    life.add('runs', {});
    expect(() => life.add('runs', {})).toThrow(/already added/);
  });
});
