import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyFieldEdit, deriveFieldKind } from '../../../src/renderer/src/approval/mcp/apply-field-edit';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';
import { testServerConfig } from '../../support/mcp-harness';
import { loadTestServerState } from '../../support/mcp-test-server-state';
import { final, reply, toolUse } from '../../support/model-server';

/**
 * The sheet's schema form writes the arguments' JSON text (apply-field-edit, what McpArgsForm
 * calls); that text then takes the one edit path every edit takes: previewEdit in main, then an
 * `edit` decision with its token. The whole core with the test calendar server over stdio.
 */
let t: TestCore | null = null;
afterEach(async () => {
  await t?.dispose();
  t = null;
});

const event = {
  title: 'Retro',
  start: '2030-01-04T16:00:00Z',
  end: '2030-01-04T17:00:00Z',
  guests: ['zoe@partner.org'],
};

describe('an MCP call edited through its schema form', () => {
  it("is checked in main against the tool's schema, shown as what will run, and the server receives exactly it", async () => {
    t = await openTestCore([reply(toolUse('t1', 'mcp__calendar__create_event', event)), final('Booked.')], {
      realTools: true,
    });
    await t.core.mcp.save(
      testServerConfig('calendar', 'mcp-calendar-server.ts', join(t.root, 'calendar.json'), {
        ownDomains: ['example.com'],
      }),
    );
    const { session, pending } = await sendUntilApproval(t, 'Book the retro');
    const call = pending.calls[0]!;
    const preview = call.inspection.preview;
    if (preview.type !== 'mcp') throw new Error('not an MCP preview');
    const properties = preview.mcp.inputSchema.properties as Record<
      string,
      { type?: string; items?: { type?: string } }
    >;
    expect(deriveFieldKind(properties.title!, event.title)).toBe('text');
    expect(deriveFieldKind(properties.guests!, event.guests)).toBe('list');

    let text = JSON.stringify(call.args, null, 2);
    // A value the schema refuses (a number for the title) is refused by main, in words.
    const wrong = applyFieldEdit(text, 'title', 'number', '12')!;
    const refused = await t.core.previewEdit({
      approvalId: pending.approvalId,
      callId: call.callId,
      args: JSON.parse(wrong),
    });
    expect(refused).toMatchObject({ ok: false });

    text = applyFieldEdit(text, 'title', 'text', 'Retro, moved')!;
    text = applyFieldEdit(text, 'guests', 'list', 'zoe@partner.org\n  ann@example.com \n\n')!;
    const edited = JSON.parse(text) as Record<string, unknown>;
    expect(edited).toEqual({ ...event, title: 'Retro, moved', guests: ['zoe@partner.org', 'ann@example.com'] });

    const checked = await t.core.previewEdit({ approvalId: pending.approvalId, callId: call.callId, args: edited });
    if (!checked.ok) throw new Error(`refused: ${checked.text.id}`);
    const after = checked.inspection.preview.type === 'mcp' ? checked.inspection.preview.mcp.calendar?.after : null;
    expect(after).toMatchObject({
      title: 'Retro, moved',
      guests: [
        { address: 'zoe@partner.org', external: true },
        { address: 'ann@example.com', external: false },
      ],
    });

    expect(
      await t.core.submitDecisions({
        approvalId: pending.approvalId,
        decisions: [{ callId: call.callId, action: 'edit', args: edited, previewToken: checked.previewToken }],
      }),
    ).toEqual({ ok: true });
    await waitForRunState(t.core, session.id, 'completed', 20_000);
    expect(loadTestServerState(join(t.root, 'calendar.json')).received).toEqual([
      { tool: 'create_event', args: edited },
    ]);
  });

  it('the form leaves the JSON alone when it is not an object, and keeps unparsable numbers as text for main to refuse', () => {
    expect(applyFieldEdit('{"a": ', 'a', 'text', 'x')).toBeNull();
    expect(JSON.parse(applyFieldEdit('{"n": 1}', 'n', 'integer', 'twelve')!)).toEqual({ n: 'twelve' });
    expect(JSON.parse(applyFieldEdit('{"n": 1, "b": false}', 'n', 'number', ' ')!)).toEqual({ b: false });
    expect(JSON.parse(applyFieldEdit('{"b": false}', 'b', 'boolean', true)!)).toEqual({ b: true });
    expect(JSON.parse(applyFieldEdit('{}', 'o', 'json', '{"x": [1]}')!)).toEqual({ o: { x: [1] } });
    expect(deriveFieldKind({ type: 'object' }, {})).toBe('json');
    expect(deriveFieldKind({ type: 'string' }, 'two\nlines')).toBe('long-text');
  });
});
