import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deriveHookLogFolder } from '../../../src/main/hooks';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';
import { saveHook, writeHookScript } from '../../support/hook-scripts';

let t: TestCore;
afterEach(async () => t?.dispose());

describe("a hook's verdict is committed with the call", () => {
  it("is reused after a restart, and a person's edit is judged once though previewed first", async () => {
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: 'a.md', content: 'A' })), final('Ok.')], {
      realTools: true,
    });
    // Appends each path it is asked about to its own log folder, and has no opinion.
    const script = writeHookScript(
      t,
      'count.js',
      `const i = JSON.parse(require('fs').readFileSync(0, 'utf8'));
require('fs').appendFileSync(process.env.GATEHOUSE_HOOK_LOG_DIR + '/asked', i.tool_input.file_path.split('/').pop() + '\\n');`,
    );
    const id = saveHook(t, { event: 'PreToolUse', matcher: 'Write', command: `node ${script}` });
    const asked = () =>
      readFileSync(join(deriveHookLogFolder(t.dataDir, id), 'asked'), 'utf8')
        .trim()
        .split('\n');
    const { session, pending } = await sendUntilApproval(t, 'write');
    expect(pending.calls[0]!.hook?.inputHash).toMatch(/^[0-9a-f]{64}$/);
    expect(asked()).toEqual(['a.md']);

    await t.core.close();
    const core = await t.reopen();
    const again = core.loadSession(session.id).pending!;
    expect(again.calls[0]!.hook?.runs).toEqual([expect.objectContaining({ hookId: id, outcome: 'no_opinion' })]);
    const edited = { path: 'b.md', content: 'B' };
    expect(
      await core.previewEdit({ approvalId: again.approvalId, callId: again.calls[0]!.callId, args: edited }),
    ).toMatchObject({ ok: true });
    await core.submitDecisions({
      approvalId: again.approvalId,
      decisions: [{ callId: again.calls[0]!.callId, action: 'edit', args: edited }],
    });
    await waitForRunState(core, session.id, 'completed');
    expect(readFileSync(join(t.workspace, 'b.md'), 'utf8')).toBe('B');
    // Once for the model's input (before the restart), once for the edit (previewed, then sent).
    expect(asked()).toEqual(['a.md', 'b.md']);
  });
});
