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
import { say } from '../../../src/shared/main-messages';
import { wordInEnglish } from '../../support/word-main';

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
      forPerson: say('call.fieldTooLong', { field: 'old_string', size: 2_000_000, max: 1_048_576 }),
    });
    expect(wordInEnglish(edit?.forPerson)).toBe(
      'Not run: the text to replace is 2,000,000 characters; Gatehouse accepts at most 1,048,576 in one call. Nothing was changed; the assistant was told why.',
    );
    const command = deriveArgsLimitBreach(runCommandTool, { command: 'echo '.repeat(5_000) });
    expect(command?.forPerson).toEqual(say('call.fieldTooLong', { field: 'command', size: 25_000, max: 20_000 }));
    expect(wordInEnglish(command?.forPerson)).toBe(
      'Not run: the command line is 25,000 characters; Gatehouse accepts at most 20,000 in one call. Nothing was changed; the assistant was told why.',
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
    expect(parsed.ok === false && parsed.personNote).toEqual(
      say('call.fieldTooLong', { field: 'content', size: 11 * 1024 * 1024, max: 10 * 1024 * 1024 }),
    );
    expect(wordInEnglish(parsed.ok === false ? parsed.personNote : undefined)).toMatch(
      /^Not run: the file’s new content is 11,534,336 characters/,
    );
    // Within the limits, the schema still judges everything else, as before.
    expect(parseToolArgs(registry, 'write_file', { path: 'a.txt', content: 3 })).toMatchObject({
      ok: false,
      message: expect.stringContaining('content'),
    });
  });
});
