import { describe, expect, it } from 'vitest';
import { deriveMcpCallInputs, derivePathArguments } from '../../../src/main/mcp';
import { decide } from '../../../src/main/policy';

describe('what an MCP call brings to decide()', () => {
  const table = [
    // trusted, annotations → defaultEffect, actsOnWorld, category
    [true, { readOnlyHint: true }, 'allow', false, 'read'],
    [true, { readOnlyHint: true, openWorldHint: true }, 'allow', false, 'read'],
    [true, { readOnlyHint: false, openWorldHint: false }, 'ask', false, 'external'],
    [true, { readOnlyHint: false }, 'ask', true, 'external'],
    [true, {}, 'ask', true, 'external'],
    [true, undefined, 'ask', true, 'external'],
    [false, { readOnlyHint: true }, 'ask', true, 'external'],
    [false, { readOnlyHint: false, openWorldHint: false }, 'ask', true, 'external'],
  ] as const;
  it.each(table)(
    'trusted %s with %j → %s, actsOnWorld %s, %s',
    (trusted, annotations, effect, actsOnWorld, category) => {
      expect(deriveMcpCallInputs(trusted, annotations)).toEqual({ defaultEffect: effect, actsOnWorld, category });
    },
  );

  it('lets yolo lift only a trusted closed-world write, never an untrusted or open-world one', () => {
    const yolo = (trusted: boolean, annotations: Record<string, boolean>) => {
      const i = deriveMcpCallInputs(trusted, annotations);
      return decide({
        defaultEffect: i.defaultEffect,
        actsOnWorld: i.actsOnWorld,
        bound: true,
        outsideWorkspace: false,
        approvalMode: 'yolo',
        approved: false,
      }).effect;
    };
    expect(yolo(true, { readOnlyHint: false, openWorldHint: false })).toBe('allow');
    expect(yolo(true, { readOnlyHint: false })).toBe('ask');
    expect(yolo(false, { readOnlyHint: false, openWorldHint: false })).toBe('ask');
    expect(yolo(false, { readOnlyHint: true })).toBe('ask');
  });

  it('finds paths by their key or by how they look, nested and as file: URIs', () => {
    expect(
      derivePathArguments({
        path: 'a.txt',
        subject: 'no path here',
        note: '/etc/passwd',
        to: ['x@y.z'],
        attachments: [{ name: 'r.pdf', size: 3 }, '~/keys'],
        nested: { destination: '../up', uri: 'file:///home/me/x%20y' },
      }),
    ).toEqual([
      { at: 'path', path: 'a.txt' },
      { at: 'note', path: '/etc/passwd' },
      { at: 'attachments[0].name', path: 'r.pdf' },
      { at: 'attachments[1]', path: '~/keys' },
      { at: 'nested.destination', path: '../up' },
      { at: 'nested.uri', path: '/home/me/x y' },
    ]);
  });
});
