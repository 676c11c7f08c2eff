import { describe, expect, it } from 'vitest';
import { createLineMatcher } from '../../../src/main/tools/line-matcher';

/** Keeps this thread busy, as a loaded computer keeps it from handling the worker's start. */
function busyFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    /* busy */
  }
}

describe('the time budget of a search pattern', () => {
  it('counts the pattern’s own time, not the time the worker took to start', async () => {
    const matcher = createLineMatcher('todo', 'i', new AbortController().signal, 100);
    try {
      const pending = matcher.match('one\nTODO two\nthree', 10);
      busyFor(400);
      await expect(pending).resolves.toEqual({ ok: true, lines: [1] });
    } finally {
      matcher.close();
    }
  });

  it('still stops a pattern that backtracks without end', async () => {
    const matcher = createLineMatcher('(a+)+$', '', new AbortController().signal, 200);
    try {
      await expect(matcher.match(`${'a'.repeat(40)}!`, 10)).resolves.toEqual({ ok: false, reason: 'timeout' });
    } finally {
      matcher.close();
    }
  });
});
