import { describe, expect, it } from 'vitest';
import {
  createMcpPromptRegistry,
  MCP_PROMPTS_PER_INSTANCE,
  type McpPromptAuditEntry,
} from '../../../src/main/mcp/prompt-registry';

describe('a server cannot flood the person with questions', () => {
  it('declines at once, and records, each question past the few one instance may have waiting; another instance still asks', async () => {
    const audit: McpPromptAuditEntry[] = [];
    const registry = createMcpPromptRegistry({ record: (e) => audit.push(e) });
    const signal = new AbortController().signal;
    const ask = (instance: string, message = 'q') =>
      registry.ask({
        kind: 'elicitation',
        server: 's',
        instance,
        workspace: null,
        message,
        requestedSchema: {},
        signal,
      });
    const waiting = Array.from({ length: MCP_PROMPTS_PER_INSTANCE }, () => ask('a'));
    await expect(ask('a')).resolves.toEqual({ action: 'decline' });
    expect(audit.at(-1)?.outcome).toMatchObject({
      action: 'decline',
      reason: expect.stringContaining('questions waiting'),
    });
    void ask('b', 'x'.repeat(50_000));
    expect(registry.list()).toHaveLength(MCP_PROMPTS_PER_INSTANCE + 1);
    expect(registry.list().at(-1)!.message).toHaveLength(20_000);
    registry.close();
    await expect(Promise.all(waiting)).resolves.toEqual(waiting.map(() => ({ action: 'decline' })));
    expect(registry.list()).toEqual([]);
  });
});
