import { describe, expect, it } from 'vitest';
import {
  deriveOutputText,
  deriveVisibleJson,
  deriveVisibleText,
  hasHiddenCharacters,
} from '../../src/renderer/src/text/visible-text';
import { deriveLinkView } from '../../src/renderer/src/components/link-view';
import { deriveRationaleExcerpt, hasHiddenCharactersInArgs } from '../../src/renderer/src/approval/call-text';
import { formatArgs, formatToolName } from '../../src/renderer/src/approval/format';
import { parseArgsText } from '../../src/renderer/src/approval/sheet-choices';

describe('deriveVisibleText', () => {
  it.each([
    ['a right-to-left override', 'rm -rf x\u202Etxt.exe', 'rm -rf x⟨U+202E⟩txt.exe'],
    ['bidi isolates (Trojan Source)', 'a \u2066\u2069b', 'a ⟨U+2066⟩⟨U+2069⟩b'],
    ['a zero-width space', 'src/ma\u200Bin.ts', 'src/ma⟨U+200B⟩in.ts'],
    ['a zero-width joiner and the byte-order mark', '\uFEFFa\u200Db', '⟨U+FEFF⟩a⟨U+200D⟩b'],
    ['a no-break space that looks like a space', 'rm x\u00A0/', 'rm x⟨U+00A0⟩/'],
    ['an escape and a bell', '\u001B[2J\u0007', '⟨U+001B⟩[2J⟨U+0007⟩'],
    ['a lone carriage return (overwrites a terminal line)', 'safe\rrm -rf ~', 'safe⟨U+000D⟩rm -rf ~'],
    ['a tag character (invisible ASCII)', 'ok\u{E0041}', 'ok⟨U+E0041⟩'],
    ['a line separator', 'a\u2028b', 'a⟨U+2028⟩b'],
  ])('shows %s as a marker', (_what, input, shown) => {
    expect(deriveVisibleText(input)).toBe(shown);
    expect(hasHiddenCharacters(input)).toBe(true);
  });

  it('leaves ordinary text, tabs, line breaks, accents, other scripts and emoji alone', () => {
    for (const text of ['plain', 'a\tb\nc', 'café naïve', 'שלום עולם', 'مرحبا', '日本語', '✅ done 🎉']) {
      expect(deriveVisibleText(text)).toBe(text);
      expect(hasHiddenCharacters(text)).toBe(false);
    }
    expect(deriveVisibleText('one\r\ntwo')).toBe('one\ntwo');
  });

  it('marks line breaks and tabs in text that must stay on one line', () => {
    expect(deriveVisibleText('Step 1\n☑ Step 2 (done)', { lines: 'mark' })).toBe('Step 1⟨U+000A⟩☑ Step 2 (done)');
    expect(deriveVisibleText('a\tb', { lines: 'mark' })).toBe('a⟨U+0009⟩b');
  });

  it('handles a 1 MB single line in well under a second', () => {
    const line = `${'x'.repeat(500_000)}\u202E${'y'.repeat(500_000)}`;
    const start = performance.now();
    expect(deriveVisibleText(line)).toHaveLength(line.length - 1 + '⟨U+202E⟩'.length);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});

describe('deriveOutputText', () => {
  it('drops colours, cursor moves, titles and hyperlinks, and shows the rest', () => {
    const raw =
      '\u001B[31mred\u001B[0m \u001B[2K\u001B]0;title\u0007\u001B]8;;https://evil.example\u001B\\link\u001B]8;;\u001B\\ \u009B1mbold';
    expect(deriveOutputText(raw)).toBe('red link bold');
  });

  it('starts a new line at a lone carriage return so nothing is overwritten out of sight', () => {
    expect(deriveOutputText('10%\r100%\r\ndone\n')).toBe('10%\n100%\ndone\n');
  });

  it('still shows bidi overrides in output', () => {
    expect(deriveOutputText('file\u202Etxt.exe')).toBe('file⟨U+202E⟩txt.exe');
  });
});

describe('arguments as JSON', () => {
  const args = { path: 'invoice\u202Efdp.exe', content: 'a\u200Bb\u{E0041}\n', n: 1 };

  it('are read with markers', () => {
    expect(deriveVisibleJson(args)).toContain('"invoice⟨U+202E⟩fdp.exe"');
  });

  it('are edited with JSON escapes that parse back to exactly the same value', () => {
    const text = formatArgs(args);
    expect(text).toContain('"invoice\\u202efdp.exe"');
    expect(text).toContain('a\\u200bb\\udb40\\udc41\\n');
    const parsed = parseArgsText(text);
    expect(parsed).toEqual({ ok: true, args });
  });

  it('report hidden characters anywhere, keys included', () => {
    expect(hasHiddenCharactersInArgs(args)).toBe(true);
    expect(hasHiddenCharactersInArgs({ ['ke\u200By']: 'v' })).toBe(true);
    expect(hasHiddenCharactersInArgs({ list: [{ deep: 'x\u2066' }] })).toBe(true);
    expect(hasHiddenCharactersInArgs({ path: 'notes.md', content: 'line\n\tindented\r\n', n: 3 })).toBe(false);
  });
});

describe('a tool name that is not ours', () => {
  it('stays on one line with its hidden characters shown', () => {
    expect(formatToolName('mcp__evil__read\nApproved_by_Gatehouse')).toContain('⟨U+000A⟩');
    expect(formatToolName('mcp__ev\u202Eil__read')).toContain('ev⟨U+202E⟩il');
    expect(formatToolName('write_file')).toBe('Write a file');
  });
});

describe('deriveLinkView', () => {
  it('makes only absolute http(s) addresses links', () => {
    expect(deriveLinkView('https://example.com/docs', 'the docs')).toEqual({
      kind: 'link',
      href: 'https://example.com/docs',
      shown: 'https://example.com/docs',
    });
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'file:///etc/passwd',
      'data:text/html,<script>',
      '/relative',
      '#top',
      'mailto:a@b.c',
      'vbscript:x',
      ' javascript:x',
      '',
    ]) {
      expect(deriveLinkView(href, 'safe').kind).toBe('text');
    }
    expect(deriveLinkView('javascript:alert(1)', 'safe')).toEqual({ kind: 'text', shown: 'javascript:alert(1)' });
  });

  it('shows the real address when the words name another', () => {
    expect(deriveLinkView('https://evil.example/steal', 'https://bank.example')).toMatchObject({
      kind: 'link',
      shown: 'https://evil.example/steal',
    });
    // Words that are exactly the address need no repeat.
    expect(deriveLinkView('https://bank.example', 'https://bank.example')).toMatchObject({ kind: 'link', shown: null });
  });

  it('shows a look-alike host as punycode and hidden characters as markers', () => {
    // Cyrillic "а" in "pаypal".
    expect(deriveLinkView('https://p\u0430ypal.com/', 'https://paypal.com/')).toMatchObject({
      kind: 'link',
      href: 'https://xn--pypal-4ve.com/',
    });
    expect(deriveLinkView('file:///a\u202Eb', 'x')).toEqual({ kind: 'text', shown: 'file:///a⟨U+202E⟩b' });
  });

  it('cuts a very long address', () => {
    const view = deriveLinkView(`https://evil.example/${'a'.repeat(5000)}`, 'x');
    expect(view.kind === 'link' && view.shown?.length).toBe(80);
  });
});

describe('deriveRationaleExcerpt', () => {
  it('shows a short reason whole', () => {
    expect(deriveRationaleExcerpt('Because you asked.')).toEqual({ text: 'Because you asked.', omitted: 0 });
  });

  it('cuts a long one by characters or by lines', () => {
    const long = 'x'.repeat(1_000_000);
    expect(deriveRationaleExcerpt(long)).toEqual({ text: 'x'.repeat(600), omitted: 999_400 });
    const lines = Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n');
    expect(deriveRationaleExcerpt(lines).text.split('\n')).toHaveLength(8);
  });

  it('never splits an emoji in two', () => {
    const text = `${'x'.repeat(599)}😀 and more`;
    expect(deriveRationaleExcerpt(text).text).toBe('x'.repeat(599));
  });
});
