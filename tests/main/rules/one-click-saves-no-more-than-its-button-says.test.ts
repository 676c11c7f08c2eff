import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRuleDraft } from '../../../src/main/rules';
import type { Inspection } from '../../../src/shared/tools';

/**
 * "Allow … in this conversation" saves main's draft in one click, so main offers one click only
 * where the draft is a rule the person reads on the button: never `write_file **` from a file outside
 * the folder or from two files at its top, never every call of an MCP tool, never a command whose
 * words cannot be read. Those still get "Always allow…", whose editor shows the rule before saving.
 */
const root = realpathSync(mkdtempSync(join(tmpdir(), 'gatehouse-one-click-')));
const where = { sessionId: 'ses_a', workspaceRoot: root };
const mcp = (mail?: string[]): Inspection =>
  ({
    paths: [],
    outsideWorkspace: false,
    outsideReasons: [],
    defaultEffect: 'ask',
    actsOnWorld: true,
    undoable: 'no',
    summary: 'Post',
    preview: {
      type: 'mcp',
      mcp: {
        server: 'social',
        tool: 'post',
        title: null,
        description: '',
        inputSchema: {},
        annotations: {},
        trusted: false,
        definitionHash: 'a'.repeat(64),
        ...(mail
          ? {
              mail: {
                action: 'send',
                to: mail.map((address) => ({ address, external: false })),
                cc: [],
                bcc: [],
                attachments: [],
              },
            }
          : {}),
      },
    },
  }) as unknown as Inspection;
const inside = (...paths: string[]) =>
  ({ paths: paths.map((p) => join(root, p)), outsideWorkspace: false, outsideReasons: [] }) as unknown as Inspection;

describe('one click saves no more than its button says', () => {
  it('a file outside the folder is offered no one-click rule (it drafted write_file ** before)', async () => {
    const outside = {
      paths: ['/etc/hosts'],
      outsideWorkspace: true,
      outsideReasons: ['the path is outside'],
    } as unknown as Inspection;
    const draft = await buildRuleDraft(
      { tool: 'write_file', args: { path: '/etc/hosts' }, inspection: outside },
      where,
    );
    expect(draft.oneClick).toBe(false);
  });

  it('two files at the top of the folder draft **, which one click may not save; one file there, or files in one folder, may', async () => {
    const two = await buildRuleDraft(
      { tool: 'write_file', args: { path: 'a.md' }, inspection: inside('a.md', 'b.md') },
      where,
    );
    expect([two.definition.match, two.oneClick]).toEqual([{ kind: 'path', glob: '**' }, false]);
    const one = await buildRuleDraft({ tool: 'write_file', args: { path: 'a.md' }, inspection: inside('a.md') }, where);
    expect([one.definition.match, one.oneClick]).toEqual([{ kind: 'path', glob: 'a.md' }, true]);
    const notes = await buildRuleDraft(
      { tool: 'write_file', args: { path: 'notes/a.md' }, inspection: inside('notes/a.md') },
      where,
    );
    expect([notes.definition.match, notes.oneClick]).toEqual([{ kind: 'path', glob: 'notes/**' }, true]);
  });

  it('an MCP tool with no condition to say drafts "any call": only the editor; with the recipients\u2019 domain, one click', async () => {
    const bare = await buildRuleDraft({ tool: 'mcp__social__post', args: { text: 'hello' }, inspection: mcp() }, where);
    expect([bare.definition.match, bare.oneClick]).toEqual([{ kind: 'any' }, false]);
    const mail = await buildRuleDraft(
      { tool: 'mcp__mail__send', args: {}, inspection: mcp(['ana@corp.example']) },
      where,
    );
    expect([mail.definition.match, mail.oneClick]).toEqual([
      { kind: 'mcp', conditions: [{ kind: 'recipients_within', domains: ['corp.example'] }] },
      true,
    ]);
  });

  it('a command: its own words make the rule, so one click; unreadable words, only the editor', async () => {
    const rm = await buildRuleDraft(
      { tool: 'run_command', args: { command: 'rm -rf build' }, inspection: inside() },
      where,
    );
    expect([rm.definition.match, rm.oneClick]).toEqual([{ kind: 'command', words: ['rm', '-rf', 'build'] }, true]);
    const unreadable = await buildRuleDraft(
      { tool: 'run_command', args: { command: 'rm -rf "$TARGET"' }, inspection: inside() },
      where,
    );
    expect(unreadable.oneClick).toBe(false);
  });

  it('a command of several steps is offered no one click: a rule is one step, and the button would read as all of it', async () => {
    const tidy = await buildRuleDraft(
      { tool: 'run_command', args: { command: 'mkdir -p archive && mv old-notes.txt archive/' }, inspection: inside() },
      where,
    );
    expect([tidy.definition.match, tidy.oneClick]).toEqual([
      { kind: 'command', words: ['mkdir', '-p', 'archive'] },
      false,
    ]);
  });
});
