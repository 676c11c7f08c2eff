import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDirTool, readFileTool, searchTool } from '../../../src/main/tools';
import type { ExecuteResult } from '../../../src/main/tools';
import type { Inspection } from '../../../src/shared/tools';
import { createTempWorkspace, executeContext, inspectContext, never } from './helpers';
import { wordInEnglish } from '../../support/word-main';

const text = (r: ExecuteResult): string => (r.outcome === 'stale' ? r.reason : r.content);

describe('read_file, list_dir and search', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeAll(() => {
    ws = createTempWorkspace();
    mkdirSync(path.join(ws.root, 'src/lib'), { recursive: true });
    mkdirSync(path.join(ws.root, 'build'));
    mkdirSync(path.join(ws.root, '.git'));
    writeFileSync(
      path.join(ws.root, 'src/a.ts'),
      Array.from({ length: 50 }, (_, i) => `line ${i + 1}${i === 9 ? ' TODO fix' : ''}`).join('\n') + '\n',
    );
    writeFileSync(path.join(ws.root, 'src/lib/b.ts'), 'export const TODO = 1;\r\nsecond\r\n');
    writeFileSync(path.join(ws.root, 'src/lib/notes.md'), '# todo list\n');
    writeFileSync(path.join(ws.root, 'build/out.js'), 'TODO in build\n');
    writeFileSync(path.join(ws.root, '.git/config'), 'TODO in git\n');
    writeFileSync(path.join(ws.root, '.gitignore'), 'build/\n');
    writeFileSync(path.join(ws.root, 'src/.gitignore'), '*.md\n');
    writeFileSync(
      path.join(ws.root, 'image.png'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x54, 0x4f, 0x44, 0x4f]),
    );
    writeFileSync(
      path.join(ws.root, 'utf16.txt'),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('héllo TODO\n', 'utf16le')]),
    );
    writeFileSync(path.join(ws.root, 'empty.txt'), '');
    writeFileSync(path.join(ws.outside, 'secret.txt'), 'TODO secret\n');
    symlinkSync(ws.outside, path.join(ws.root, 'out-link'));
  });
  afterAll(() => ws.cleanup());

  async function call<A>(
    tool: {
      inspect: (a: A, c: ReturnType<typeof inspectContext>) => Promise<Inspection>;
      execute: (a: A, c: ReturnType<typeof executeContext>, s: AbortSignal) => Promise<ExecuteResult>;
    },
    args: A,
  ) {
    const inspection = await tool.inspect(args, inspectContext(ws.root));
    return { inspection, result: await tool.execute(args, executeContext(ws.root, inspection), never) };
  }

  it('read_file shows numbered lines and a range', async () => {
    const { inspection, result } = await call(readFileTool, { path: 'src/a.ts', offset: 10, limit: 2 });
    expect(inspection).toMatchObject({ defaultEffect: 'allow', outsideWorkspace: false });
    expect(wordInEnglish(inspection.summary)).toBe('Read src/a.ts (lines 10–11)');
    expect(text(result)).toBe(
      '10\tline 10 TODO fix\n11\tline 11\n[Showing lines 10–11 of 50. Use offset 12 to read on.]',
    );
  });

  it('read_file refuses a binary file in plain words', async () => {
    const { result } = await call(readFileTool, { path: 'image.png' });
    expect(result.outcome).toBe('failure');
    expect(text(result)).toBe('image.png is a binary file (10 bytes); read_file only shows text.');
  });

  it('read_file decodes UTF-16 and reports empty files and folders', async () => {
    expect(text((await call(readFileTool, { path: 'utf16.txt' })).result)).toBe('1\théllo TODO');
    expect(text((await call(readFileTool, { path: 'empty.txt' })).result)).toBe('empty.txt is empty.');
    expect(text((await call(readFileTool, { path: 'src' })).result)).toMatch(/is a folder; use list_dir/);
    expect(text((await call(readFileTool, { path: 'nope.txt' })).result)).toBe(
      'Cannot read nope.txt: it does not exist.',
    );
    expect(text((await call(readFileTool, { path: 'src/a.ts', offset: 99 })).result)).toMatch(
      /has 50 lines; offset 99 is past the end/,
    );
  });

  it('read_file through a link out of the workspace is outside and says where it goes', async () => {
    const { inspection } = await call(readFileTool, { path: 'out-link/secret.txt' });
    expect(inspection.outsideWorkspace).toBe(true);
    expect(inspection.outsideReasons[0]?.id).toBe('guard.throughLink');
    expect(wordInEnglish(inspection.outsideReasons[0])).toContain('symbolic link');
    expect(inspection.paths).toEqual([path.join(ws.outside, 'secret.txt')]);
  });

  it('list_dir marks folders and links', async () => {
    const { result } = await call(listDirTool, {});
    expect(text(result).split('\n')).toEqual([
      '.git/',
      '.gitignore',
      'build/',
      'empty.txt',
      'image.png',
      `out-link -> ${ws.outside}`,
      'src/',
      'utf16.txt',
    ]);
  });

  it('search finds content, honours .gitignore at every level, skips binary and .git', async () => {
    const { result } = await call(searchTool, { pattern: 'todo' });
    expect(text(result).split('\n')).toEqual([
      'src/a.ts:10: line 10 TODO fix',
      'src/lib/b.ts:1: export const TODO = 1;',
    ]);
  });

  it('search in a sub-folder still honours the workspace .gitignore', async () => {
    const { result } = await call(searchTool, { pattern: 'TODO', path: 'build' });
    expect(text(result)).toBe('No matches.');
  });

  it('search by file-name glob, and caps results', async () => {
    expect(text((await call(searchTool, { glob: '*.ts' })).result).split('\n')).toEqual(['src/a.ts', 'src/lib/b.ts']);
    const capped = text((await call(searchTool, { pattern: 'line', max_results: 3 })).result);
    expect(capped.split('\n')).toHaveLength(4);
    expect(capped).toMatch(/Stopped at 3 results/);
  });

  it('search rejects a bad regular expression as a value', async () => {
    const { result } = await call(searchTool, { pattern: '(' });
    expect(result.outcome).toBe('failure');
    expect(text(result)).toMatch(/not a valid regular expression/);
    expect(text((await call(searchTool, { pattern: '(', literal: true })).result)).toBe('No matches.');
  });

  it('search needs a pattern or a glob', () => {
    expect(searchTool.schema.safeParse({}).success).toBe(false);
    expect(searchTool.schema.safeParse({ pattern: 'x', extra: 1 }).success).toBe(false);
  });
});
