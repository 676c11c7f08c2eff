import { describe, expect, it } from 'vitest';
import { buildMcpServerView, resolveKeptValues } from '../../../src/main/mcp/seal-server-secrets';
import {
  McpServerConfigSchema,
  McpServerSaveSchema,
  McpServerViewSchema,
  buildKeepAllSave,
} from '../../../src/shared/mcp';

const stored = McpServerConfigSchema.parse({
  name: 'files',
  transport: { type: 'stdio', command: 'files-mcp', env: { TOKEN: 'tok-1', EMPTY: '' } },
});
const save = (input: unknown) => McpServerSaveSchema.parse(input);

describe('keep marks and the view of env and header values', () => {
  it('the view carries each name and whether it is set, and no value', () => {
    const view = buildMcpServerView(stored);
    expect(view.transport).toEqual({
      type: 'stdio',
      command: 'files-mcp',
      args: [],
      env: { TOKEN: { set: true }, EMPTY: { set: false } },
    });
    expect(JSON.stringify(view)).not.toContain('tok-1');
    expect(McpServerViewSchema.safeParse(view).success).toBe(true);
  });

  it('saving the view as it is keeps the set value and leaves the unset one empty', () => {
    const result = resolveKeptValues(buildKeepAllSave(buildMcpServerView(stored)), stored);
    expect(result).toEqual({ ok: true, config: stored });
  });

  it('a new value replaces, a missing entry is removed, a keep takes the stored value', () => {
    const result = resolveKeptValues(
      save({
        name: 'files',
        transport: { type: 'stdio', command: 'files-mcp', env: { TOKEN: { keep: true }, NEW: 'n' } },
      }),
      stored,
    );
    expect(result).toMatchObject({ ok: true, config: { transport: { env: { TOKEN: 'tok-1', NEW: 'n' } } } });
  });

  it.each([
    [
      'a name with no stored value',
      { name: 'files', transport: { type: 'stdio', command: 'files-mcp', env: { OTHER: { keep: true } } } },
      stored,
      { kind: 'env', names: '"OTHER"' },
    ],
    [
      'an empty stored value',
      { name: 'files', transport: { type: 'stdio', command: 'files-mcp', env: { EMPTY: { keep: true } } } },
      stored,
      { kind: 'env', names: '"EMPTY"' },
    ],
    [
      'a server saved for the first time',
      { name: 'files', transport: { type: 'stdio', command: 'files-mcp', env: { TOKEN: { keep: true } } } },
      undefined,
      { kind: 'env', names: '"TOKEN"' },
    ],
    [
      'a transport of another kind',
      { name: 'files', transport: { type: 'http', url: 'https://x.example/mcp', headers: { TOKEN: { keep: true } } } },
      stored,
      { kind: 'header', names: '"TOKEN"' },
    ],
  ])('refuses a keep for %s, naming it', (_name, input, behind, params) => {
    const result = resolveKeptValues(save(input), behind);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.message).toEqual({ id: 'mcp.noKeptValue', params: { name: 'files', count: 1, ...params } });
  });
});
