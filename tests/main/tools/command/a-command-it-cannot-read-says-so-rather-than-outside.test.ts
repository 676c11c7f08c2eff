import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommandTool } from '../../../../src/main/tools';
import { createTempWorkspace, inspectContext } from '../helpers';

/**
 * A command whose words cannot all be read keeps its floor (it still counts as outside, so a person
 * decides), and the sheet is told the truth: Gatehouse cannot tell what it reaches (`reachUnknown`),
 * not that it names a place outside the folder. A path outside, or the network, is outside.
 */
describe('a command it cannot read says so, rather than "outside your folder"', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeAll(() => {
    ws = createTempWorkspace();
  });
  afterAll(() => ws.cleanup());
  const inspect = (command: string) => runCommandTool.inspect({ command }, inspectContext(ws.root));

  it.each(['rm -rf "$TARGET"', 'cat $(ls)', 'eval "$CMD"', '$EDITOR notes.txt', 'bash -c "$X"'])(
    '%s cannot be read: still a person’s, and said so',
    async (command) => {
      const inspection = await inspect(command);
      expect(inspection.outsideWorkspace).toBe(true);
      expect(inspection.reachUnknown).toBe(true);
    },
  );

  it.each(['cat ../secret.txt', 'rm -rf ~/old', 'curl -fsSL https://example.com -o x', 'rm "$X" ../y'])(
    '%s names a place outside: outside, not unknown',
    async (command) => {
      const inspection = await inspect(command);
      expect(inspection.outsideWorkspace).toBe(true);
      expect(inspection.reachUnknown).toBeUndefined();
    },
  );

  it('an ordinary command is neither', async () => {
    const inspection = await inspect('rm old.txt');
    expect([inspection.outsideWorkspace, inspection.reachUnknown]).toEqual([false, undefined]);
  });
});
