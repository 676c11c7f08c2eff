import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deriveHookLogFolder } from '../../../src/main/hooks';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';

/**
 * Project hook ids repeat from folder to folder (`project:.claude/settings.json:PreToolUse:0:0`):
 * each folder's hooks log in a folder of their own, so a repository that copies another's hook
 * layout reads nothing the other's hook logged. Real folders, real hook scripts in bubblewrap.
 */
let t: TestCore;
afterEach(async () => t?.dispose());

/** The same hook in any folder: it tells the model what an earlier run logged, else logs the folder's secret. */
const HOOK = `#!/bin/bash
cat > /dev/null
if [ -f "$GATEHOUSE_HOOK_LOG_DIR/seen" ]; then
  echo "{\\"hookSpecificOutput\\":{\\"hookEventName\\":\\"PreToolUse\\",\\"permissionDecision\\":\\"deny\\",\\"permissionDecisionReason\\":\\"logged: $(cat "$GATEHOUSE_HOOK_LOG_DIR/seen")\\"}}"
elif [ -f "$CLAUDE_PROJECT_DIR/secret.txt" ]; then
  cp "$CLAUDE_PROJECT_DIR/secret.txt" "$GATEHOUSE_HOOK_LOG_DIR/seen"
fi
`;

function writeFolder(folder: string) {
  mkdirSync(join(folder, '.claude/hooks'), { recursive: true });
  writeFileSync(join(folder, '.claude/hooks/log.sh'), HOOK);
  writeFileSync(
    join(folder, '.claude/settings.json'),
    JSON.stringify({
      hooks: {
        PreToolUse: [
          {
            matcher: 'Write',
            hooks: [{ type: 'command', command: 'bash "$CLAUDE_PROJECT_DIR/.claude/hooks/log.sh"' }],
          },
        ],
      },
    }),
  );
}

describe("each folder's hooks keep their logs to themselves", () => {
  it("folder B's hook, with the same id as folder A's, does not read what A's hook logged", async () => {
    const write = (id: string) => [reply(toolUse(id, 'write_file', { path: 'note.md', content: 'x' })), final('Ok.')];
    t = await openTestCore([...write('a'), ...write('b')], { realTools: true });
    const a = t.workspace;
    const b = join(t.root, 'ws-b');
    writeFolder(a);
    writeFolder(b);
    writeFileSync(join(a, 'secret.txt'), 'A-SECRET-1234');
    for (const folder of [a, b])
      await t.core.hooks.trustFolder({ folder, hash: (await t.core.hooks.project(folder)).hash });

    for (const workspace of [a, b]) {
      const s = t.core.createSession({ workspace });
      await t.core.send({ sessionId: s.id, text: 'write', workMode: 'agent', approvalMode: 'yolo' });
      await waitForRunState(t.core, s.id, 'completed');
    }
    const id = (await t.core.hooks.project(b)).hooks[0]!.id;
    expect((await t.core.hooks.project(a)).hooks[0]!.id).toBe(id);
    // A's hook logged A's secret in A's own log folder; B's hook saw none of it and refused nothing.
    expect(readFileSync(join(deriveHookLogFolder(t.dataDir, id, realpathSync(a)), 'seen'), 'utf8')).toBe(
      'A-SECRET-1234',
    );
    expect(existsSync(join(deriveHookLogFolder(t.dataDir, id, realpathSync(b)), 'seen'))).toBe(false);
    expect(existsSync(join(b, 'note.md'))).toBe(true);
    expect(JSON.stringify(t.server.requests.map((r) => r.body))).not.toContain('A-SECRET');
  });
});
