import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SessionEventSchema } from '../../src/shared';
import type { McpResultBlock } from '../../src/shared/mcp-content';
import { McpResultBlocks } from '../../src/renderer/src/conversation/McpResultBlocks';
import { buildSessionView } from '../../src/renderer/src/state/apply-event';
import { createEventLog, snapshotOf } from './event-builders';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const blocks: McpResultBlock[] = [
  { kind: 'image', mimeType: 'image/png', data: PNG },
  { kind: 'audio', mimeType: 'audio/wav', seconds: 3 },
  {
    kind: 'resource',
    uri: 'demo://resource/dynamic/text/1',
    name: 'Text 1',
    mimeType: 'text/plain',
    text: 'Resource 1: the text',
  },
  { kind: 'resource_link', uri: 'https://example.com/report.pdf', name: 'Report', mimeType: 'application/pdf' },
  { kind: 'unknown', type: 'hologram' },
];

describe("an MCP tool's result on its card", () => {
  it('shows the image inline, names the audio with its length without a player, folds the resource text, gives the link by address only, names the unknown kind', () => {
    const log = createEventLog();
    const result = log.make('tool_result', {
      runId: 'run_1',
      callId: 'call_1',
      toolUseId: 't1',
      tool: 'mcp__everything__get-tiny-image',
      outcome: 'success',
      content: 'Here it is',
      mcpBlocks: blocks,
    });
    // What main sends is checked at the boundary, then reduced into the card.
    expect(SessionEventSchema.safeParse(result).success).toBe(true);
    const card = buildSessionView(snapshotOf([result])).tools.call_1!;
    expect(card.mcpBlocks).toEqual(blocks);

    const html = renderToStaticMarkup(createElement(McpResultBlocks, { blocks: card.mcpBlocks! }));
    expect(html).toContain(
      `<img class="mcp-result-image" src="data:image/png;base64,${PNG}" alt="An image the tool returned (image/png)"/>`,
    );
    expect(html).toContain('An audio clip, 3 s (audio/wav), not played');
    expect(html).not.toMatch(/<audio|<video|<source/);
    expect(html).toMatch(
      /A resource: Text 1 \(text\/plain\)<\/p><details><summary>Its text<\/summary><pre>Resource 1: the text<\/pre><\/details>/,
    );
    expect(html).toContain(
      'A link to a resource: Report (application/pdf), not opened <code>https://example.com/report.pdf</code>',
    );
    expect(html).not.toMatch(/<a |href=/);
    expect(html).toContain('Content of a kind Gatehouse does not know: “hologram”, not shown');
  });

  it('refuses a result whose image is of a type the window must not show inline', () => {
    const log = createEventLog();
    const forged = log.make('tool_result', {
      runId: 'run_1',
      callId: 'call_1',
      toolUseId: 't1',
      tool: 'mcp__x__y',
      outcome: 'success',
      content: '',
      mcpBlocks: [{ kind: 'image', mimeType: 'image/svg+xml', data: 'PHN2Zz4=' }] as never,
    });
    expect(SessionEventSchema.safeParse(forged).success).toBe(false);
  });
});
