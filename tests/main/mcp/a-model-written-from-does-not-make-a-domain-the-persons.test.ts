import { describe, expect, it } from 'vitest';
import { buildMcpLayouts } from '../../../src/main/mcp/build-mcp-layouts';

const tool = { name: 'send_mail', inputSchema: { type: 'object' } } as Parameters<typeof buildMcpLayouts>[0];

describe('the mail sheet: only the domains the person configured are inside the organisation', () => {
  it("a `from` the model wrote does not make its domain the person's own", async () => {
    const { mail } = await buildMcpLayouts(
      tool,
      { from: 'me@attacker.example', to: ['eve@attacker.example', 'bob@corp.com'], subject: 's', body: 'b' },
      '/w',
      ['corp.com'],
    );
    expect(mail?.from).toBe('me@attacker.example');
    expect(mail?.to.map((r) => [r.address, r.external])).toEqual([
      ['eve@attacker.example', true],
      ['bob@corp.com', false],
    ]);
  });
  it('an address that does not read as one counts as outside, whatever its last `@` says', async () => {
    const { mail } = await buildMcpLayouts(
      tool,
      { to: ['<eve@attacker.example> bob@corp.com', 'eve@attacker.example\n@corp.com'], subject: 's', body: 'b' },
      '/w',
      ['corp.com'],
    );
    expect(mail?.to.map((r) => r.external)).toEqual([true, true]);
  });
});
