import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchHighlighter } from '../../src/renderer/src/components/highlighter';
import { Markdown } from '../../src/renderer/src/components/Markdown';
import { deriveNextDrawnCount } from '../../src/renderer/src/conversation/ReplyText';
import { derivePlainChunks, PLAIN_CHUNK_CHARS } from '../../src/renderer/src/text/derive-plain-chunks';
import {
  deriveReplyPieces,
  PROSE_PIECE_LIMIT_CHARS,
  type ReplyPiece,
} from '../../src/renderer/src/text/derive-reply-pieces';
import {
  DETECT_BUDGET_CHARS,
  DETECT_LIMIT_CHARS,
  FULL_HIGHLIGHT,
  HIGHLIGHT_LIMIT_CHARS,
  NO_HIGHLIGHT,
} from '../../src/renderer/src/text/highlight-limits';

/** Lines of code-like text, `chars` long or a little less. */
function code(chars: number, tag = 'v'): string {
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; ; i += 1) {
    const line = `const ${tag}${i} = compute(${i}, "item ${i}") + table[${i % 97}];`;
    if (size + line.length + 1 > chars) break;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

const prose = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `Paragraph ${i} says **something** about [the code](https://example.com/${i}).`,
  ).join('\n\n');
const html = (text: string, allowance = FULL_HIGHLIGHT) =>
  renderToStaticMarkup(createElement(Markdown, { text, allowance }));
const coloured = (markup: string) => /class="[^"]*hljs/.test(markup);

describe('a reply is cut into pieces the window can draw one at a time', () => {
  it('keeps a short reply whole, coloured once it is complete and never while it is written', () => {
    expect(deriveReplyPieces('Hello **there**', false)).toEqual([
      { kind: 'markdown', text: 'Hello **there**', allowance: FULL_HIGHLIGHT },
    ]);
    expect(deriveReplyPieces('Hello **there**', true)).toEqual([
      { kind: 'markdown', text: 'Hello **there**', allowance: NO_HIGHLIGHT },
    ]);
  });

  it('shows a megabyte block that names no language as its lines, between the words around it', () => {
    const body = code(1_000_000);
    const pieces = deriveReplyPieces(`Here is the dump:\n\n\`\`\`\n${body}\n\`\`\`\n\nThat is all.`, false);
    expect(pieces).toEqual([
      { kind: 'markdown', text: 'Here is the dump:\n\n', allowance: NO_HIGHLIGHT },
      { kind: 'plain-code', text: body },
      { kind: 'markdown', text: '\nThat is all.', allowance: NO_HIGHLIGHT },
    ]);
  });

  it('changes only its last piece while it is written: each piece before it is as the whole reply has it', () => {
    const reply = [
      prose(60),
      '```ts\n' + code(3_000) + '\n```',
      prose(40),
      '~~~\n' + code(30_000, 'w') + '\n```\nstill inside\n~~~',
      '1. A step with its own block:\n   ```bash\n   npm test\n   ```\n2. Another step.',
      '## A heading\n' +
        Array.from({ length: 300 }, (_, i) => `${i + 1}. item number ${i} of a long list, #${i}`).join('\n'),
      '#hashtag is not a heading\n- a\n-b is not an item\n' +
        Array.from({ length: 200 }, (_, i) => `- bullet ${i}`).join('\n'),
      prose(80),
      '````\n' + code(500) + '\n````',
      prose(10),
    ].join('\n\n');
    expect(reply.length).toBeGreaterThan(40_000);
    const whole = deriveReplyPieces(reply, true);
    expect(whole.length).toBeGreaterThan(5);
    for (let cut = 1; cut < reply.length; cut += 487) {
      const growing = deriveReplyPieces(reply.slice(0, cut), true);
      if (cut <= 8_000) continue;
      expect(growing.slice(0, -1)).toEqual(whole.slice(0, growing.length - 1));
    }
  });

  it('keeps a block indented in a list inside its list, and lets a block never closed run to the end', () => {
    const list = `${prose(70)}\n\n1. Run:\n   \`\`\`bash\n   npm test\n   \`\`\`\n2. Read the output.`;
    const pieces = deriveReplyPieces(list, false);
    expect(pieces.at(-1)).toMatchObject({
      kind: 'markdown',
      text: expect.stringContaining('1. Run:\n   ```bash\n   npm test\n   ```\n2. Read'),
    });
    const open = deriveReplyPieces(`${prose(70)}\n\n\`\`\`\n${code(30_000)}`, true);
    expect(open.at(-1)).toEqual({ kind: 'plain-code', text: code(30_000) });
  });

  it('keeps a long numbered list a list, numbered on from piece to piece', () => {
    const list = Array.from(
      { length: 400 },
      (_, i) => `${i + 1}. Change number ${i + 1} touches src/file-${i}.ts`,
    ).join('\n');
    const pieces = deriveReplyPieces(list, false);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.every((p) => p.kind === 'markdown')).toBe(true);
    expect(pieces.map((p) => p.text).join('')).toBe(list);
    const markup = pieces.map((p) => html(p.text)).join('');
    expect(markup.match(/<li>/g)).toHaveLength(400);
    expect(markup).toMatch(/<ol start="\d+">/);
  });

  it('shows prose with no break for too long as its words, never parsed', () => {
    const wall = 'word '.repeat(PROSE_PIECE_LIMIT_CHARS);
    expect(deriveReplyPieces(wall, false)).toEqual([{ kind: 'plain-text', text: wall }]);
  });

  it('guesses the language of short unnamed blocks only, within one budget for the reply, and colours long ones not at all', () => {
    const small = code(DETECT_LIMIT_CHARS - 100);
    const reply = [
      prose(60),
      ...Array.from({ length: 6 }, () => '```\n' + small + '\n```'),
      '```\n' + code(DETECT_LIMIT_CHARS + 200) + '\n```',
      '```js\n' + code(HIGHLIGHT_LIMIT_CHARS + 100) + '\n```',
      '```js\n' + code(5_000) + '\n```',
    ].join('\n\n');
    const pieces = deriveReplyPieces(reply, false);
    const blocks = pieces.filter(
      (p): p is Extract<ReplyPiece, { kind: 'markdown' }> => p.kind === 'markdown' && p.text.startsWith('```'),
    );
    const guessed = blocks.filter((p) => p.allowance.detectChars > 0);
    expect(guessed.length).toBe(Math.floor(DETECT_BUDGET_CHARS / small.length));
    expect(guessed.reduce((sum, p) => sum + p.allowance.detectChars, 0)).toBeLessThanOrEqual(DETECT_BUDGET_CHARS);
    // The long unnamed one is not guessed; the named one past the limit is its lines; the named short one is coloured.
    expect(blocks.filter((p) => p.allowance.detectChars === 0 && p.allowance.highlightChars === 0)).toHaveLength(
      6 - guessed.length + 1,
    );
    expect(pieces.filter((p) => p.kind === 'plain-code')).toHaveLength(1);
    expect(blocks.at(-1)?.allowance).toEqual({ detectChars: 0, highlightChars: code(5_000).length });
  });

  it('draws a long reply a step at a time, every piece in the end', () => {
    const pieces = deriveReplyPieces(prose(400), false);
    let drawn = deriveNextDrawnCount(pieces, 0);
    let steps = 1;
    while (drawn < pieces.length) {
      const next = deriveNextDrawnCount(pieces, drawn);
      expect(next).toBeGreaterThan(drawn);
      drawn = next;
      steps += 1;
    }
    expect(steps).toBeGreaterThan(3);
  });
});

describe('long plain text is cut into chunks laid out one at a time', () => {
  it('joins back to exactly the text, in chunks of bounded size, without splitting a character', () => {
    const text = `${code(100_000)}\n${'é😀'.repeat(20_000)}\n${code(30_000)}`;
    const chunks = derivePlainChunks(text);
    expect(chunks.join('')).toBe(text);
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(2 * PLAIN_CHUNK_CHARS);
    for (const chunk of chunks) expect(/^[\uDC00-\uDFFF]/.test(chunk)).toBe(false);
    expect(derivePlainChunks('short')).toEqual(['short']);
  });

  it('changes only its last chunk as the text grows', () => {
    const text = code(200_000);
    const whole = derivePlainChunks(text);
    for (let cut = 1; cut < text.length; cut += 4_999) {
      const growing = derivePlainChunks(text.slice(0, cut));
      expect(growing.slice(0, -1)).toEqual(whole.slice(0, growing.length - 1));
    }
  });
});

describe('code in a reply is coloured within bounds', () => {
  // The highlighter is a chunk of its own, which the window fetches as it starts.
  beforeAll(() => fetchHighlighter());

  it('guesses the language of a short unnamed block, not of a long one', () => {
    expect(coloured(html('```\nconst answer = compute(42);\nfunction f() { return answer; }\n```'))).toBe(true);
    expect(coloured(html('```\n' + code(DETECT_LIMIT_CHARS + 500) + '\n```'))).toBe(false);
  });

  it('colours a named block up to the limit and shows a longer one as its text', () => {
    expect(coloured(html('```js\n' + code(5_000) + '\n```'))).toBe(true);
    const long = html('```js\n' + code(HIGHLIGHT_LIMIT_CHARS + 500) + '\n```');
    expect(coloured(long)).toBe(false);
    expect(long).toContain('const v0 = compute(0, &quot;item 0&quot;)');
  });

  it('stops guessing once the reply spent its budget, and colours nothing without an allowance', () => {
    const body = code(DETECT_LIMIT_CHARS - 100);
    const markup = html(Array.from({ length: 4 }, () => '```\n' + body + '\n```').join('\n\n'));
    expect(markup.match(/<code class="[^"]*hljs/g)?.length).toBe(Math.floor(DETECT_BUDGET_CHARS / body.length));
    expect(coloured(html('```js\nconst a = 1;\n```', NO_HIGHLIGHT))).toBe(false);
  });
});
