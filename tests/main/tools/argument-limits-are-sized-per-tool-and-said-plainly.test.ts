import { describe, expect, it } from 'vitest';
import { parseToolArgs } from '../../../src/main/agent/classify-call';
import {
  createToolRegistry,
  deriveArgsLimitBreach,
  deriveMaxArgsChars,
  editFileTool,
  readFileTool,
  runCommandTool,
  writeFileTool,
} from '../../../src/main/tools';

/** Each tool's arguments have limits of their own size, and a limit that bites is said twice: to the model and to the person. */
describe('argument limits', () => {
  it('are sized per tool: a 5 MB file fits write_file, a 60,000-character edit fits edit_file, reads keep the small default', () => {
    const fiveMb = 'line of a big file\n'.repeat(280_000);
    expect(fiveMb.length).toBeGreaterThan(5_000_000);
    expect(deriveArgsLimitBreach(writeFileTool, { path: 'big.txt', content: fiveMb })).toBeNull();
    expect(
      deriveArgsLimitBreach(editFileTool, {
        path: 'a.ts',
        old_string: 'x'.repeat(60_000),
        new_string: 'y'.repeat(60_000),
      }),
    ).toBeNull();
    expect(deriveMaxArgsChars(writeFileTool)).toBeGreaterThan(10 * 1024 * 1024);
    expect(deriveMaxArgsChars(readFileTool)).toBe(100_000);
    expect(deriveArgsLimitBreach(readFileTool, { path: 'x'.repeat(150_000) })?.forModel).toContain('too large');
  });

  it('speak plain words to the person and name the field and the numbers to the model', () => {
    const edit = deriveArgsLimitBreach(editFileTool, {
      path: 'a.ts',
      old_string: 'x'.repeat(2_000_000),
      new_string: '',
    });
    expect(edit).toEqual({
      forModel:
        'old_string is 2000000 characters; edit_file takes at most 1048576 characters in old_string. Replace a smaller piece at a time, or use write_file for the whole file.',
      forPerson:
        'Not run: the text to replace is 2.0 million characters (1.9 MB); Gatehouse accepts at most 1.0 million characters (1.0 MB) in one call. Nothing was changed; the assistant was told why.',
    });
    const command = deriveArgsLimitBreach(runCommandTool, { command: 'echo '.repeat(5_000) });
    expect(command?.forPerson).toBe(
      'Not run: the command line is 25 thousand characters; Gatehouse accepts at most 20 thousand characters in one call. Nothing was changed; the assistant was told why.',
    );
    expect(command?.forModel).toContain('write_file');
  });

  it('reach the loop before the schema: the refusal carries the person’s words beside the model’s', () => {
    const registry = createToolRegistry();
    const parsed = parseToolArgs(registry, 'write_file', { path: 'huge.txt', content: 'x'.repeat(11 * 1024 * 1024) });
    expect(parsed).toMatchObject({
      ok: false,
      known: true,
      message: expect.stringContaining('write_file takes at most 10485760'),
    });
    expect(parsed.ok === false && parsed.personNote).toMatch(
      /^Not run: the file's new content is 11\.5 million characters/,
    );
    // Within the limits, the schema still judges everything else, as before.
    expect(parseToolArgs(registry, 'write_file', { path: 'a.txt', content: 3 })).toMatchObject({
      ok: false,
      message: expect.stringContaining('content'),
    });
  });
});
