import { createTwoFilesPatch } from 'diff';
import { say } from '../../src/shared/main-messages';
import type { PendingApproval } from '../../src/shared/views';
import type { WritePreview } from '../../src/shared/tools';
import { buildUnifiedDiff } from '../../src/main/preview';
import { createWindowTexts } from '../../src/main/core/window-texts';
import { hashText } from '../../src/main/store';

/** Approvals for the sheet benchmark: one write call each, shaped as the main process sends them. */

function sourceLines(n: number, tag: string): string[] {
  return Array.from({ length: n }, (_, i) => `export const ${tag}${i} = compute(${i}, "value ${i}"); // line ${i + 1}`);
}

function writeApproval(write: WritePreview, label: string): PendingApproval {
  return {
    sessionId: 'ses_bench',
    runId: 'run_bench',
    approvalId: `apr_${label}`,
    requestedAt: new Date().toISOString(),
    seq: 1,
    calls: [
      {
        callId: `call_${label}`,
        toolUseId: `toolu_${label}`,
        tool: 'write_file',
        args: { path: write.path, content: write.proposed },
        rationale: 'Apply the refactor you asked for.',
        inspection: {
          paths: [`/home/bench/ws/${write.path}`],
          outsideWorkspace: false,
          outsideReasons: [],
          defaultEffect: 'ask',
          undoable: 'yes',
          summary: say('call.writeChange', { file: write.path, added: write.added, removed: write.removed }),
          preview: { type: 'write', write },
        },
      },
    ],
  };
}

function counts(unified: string): { added: number; removed: number; hunkCount: number } {
  let added = 0;
  let removed = 0;
  let hunkCount = 0;
  for (const line of unified.split('\n')) {
    if (line.startsWith('@@')) hunkCount += 1;
    else if (line.startsWith('+') && !line.startsWith('+++')) added += 1;
    else if (line.startsWith('-') && !line.startsWith('---')) removed += 1;
  }
  return { added, removed, hunkCount };
}

/**
 * A 300-line TypeScript file with 5 scattered edits (jsdiff computes the hunks, as main would);
 * `call` is the function the edited lines call, so two approvals can differ in their texts.
 */
export function buildOrdinaryApproval(label: string, call = 'computeBetter'): PendingApproval {
  const before = sourceLines(300, 'a');
  const after = [...before];
  for (const at of [10, 70, 140, 200, 280]) after[at] = `export const a${at} = ${call}(${at}); // edited`;
  const original = `${before.join('\n')}\n`;
  const proposed = `${after.join('\n')}\n`;
  const unified = createTwoFilesPatch('src/values.ts', 'src/values.ts', original, proposed, '', '', { context: 3 });
  const write: WritePreview = {
    kind: 'change',
    path: 'src/values.ts',
    unified,
    original,
    proposed,
    language: 'typescript',
    ...counts(unified),
    baseHash: 'f'.repeat(64),
    encoding: { name: 'utf8', bom: false, eol: 'lf' },
    sizes: { before: original.length, after: proposed.length },
    notes: [],
  };
  return writeApproval(write, label);
}

/** A 100,000-line file rewritten entirely: one hunk of 100,000 removals and 100,000 additions. */
export function buildRewriteApproval(label: string, lines = 100_000): PendingApproval {
  const before = sourceLines(lines, 'old');
  // Lines with nothing in common with the old ones, so no group of the same change exists (as the meaning below says).
  const after = Array.from(
    { length: lines },
    (_, i) => `let v${(i * 7919) % 1_000_003} = other[${i * 31}] ?? fallback; /* ${i} */`,
  );
  const original = `${before.join('\n')}\n`;
  const proposed = `${after.join('\n')}\n`;
  // jsdiff does not finish on a rewrite this size (TOOLCHAIN.md); write the hunk the main process would.
  const unified = [
    '--- src/big.ts',
    '+++ src/big.ts',
    `@@ -1,${lines} +1,${lines} @@`,
    ...before.map((l) => `-${l}`),
    ...after.map((l) => `+${l}`),
    '',
  ].join('\n');
  const write: WritePreview = {
    kind: 'change',
    path: 'src/big.ts',
    unified,
    original,
    proposed,
    language: 'typescript',
    added: lines,
    removed: lines,
    hunkCount: 1,
    baseHash: 'e'.repeat(64),
    encoding: { name: 'utf8', bom: false, eol: 'lf' },
    sizes: { before: original.length, after: proposed.length },
    notes: [],
    meaning: {
      groups: [],
      otherLines: 2 * lines,
      unchangedPairs: 0,
      otherHunks: [0],
      oldLineCount: lines,
      newLineCount: lines,
      rewrite: true,
    },
  };
  return writeApproval(write, label);
}

/**
 * A find-and-replace over a 100,000-line file, as the main process sends it: the
 * diff, its meaning (one group) and no texts (past the side-by-side limits). Built by the app's own
 * diff, since the grouping is part of the preview.
 */
export function buildReplaceApproval(label: string, lines = 100_000): PendingApproval {
  const original = `${sourceLines(lines, 'row')
    .map((l) => l.replace('compute(', 'tomato('))
    .join('\n')}\n`;
  const proposed = original.replaceAll('tomato', 'TOMATO');
  const diff = buildUnifiedDiff(original, proposed, { oldLabel: 'a/src/big.ts', newLabel: 'b/src/big.ts' });
  const write: WritePreview = {
    kind: 'change',
    path: 'src/big.ts',
    unified: diff.unified,
    original: null,
    proposed: null,
    textsOmitted: true,
    language: 'typescript',
    added: diff.added,
    removed: diff.removed,
    hunkCount: diff.hunkCount,
    baseHash: 'd'.repeat(64),
    proposedHash: 'c'.repeat(64),
    encoding: { name: 'utf8', bom: false, eol: 'lf' },
    sizes: { before: original.length, after: proposed.length },
    notes: [],
    ...(diff.meaning !== undefined ? { meaning: diff.meaning } : {}),
  };
  return writeApproval(write, label);
}

/**
 * An approval as main sends it to the window (src/main/core/window-texts.ts): its large texts held
 * back as markers, a long diff as its first page; and those texts by hash, for the page's stand-in
 * of main to read them from (holdTexts on the bench page).
 */
export function asTheWindowGetsIt(approval: PendingApproval): {
  approval: PendingApproval;
  texts: Record<string, string>;
} {
  const texts: Record<string, string> = {};
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts[hashText(value)] = value;
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(approval.calls);
  const windowTexts = createWindowTexts({
    hasSessionText: () => true,
    readSessionText: (_sessionId, hash) => texts[hash] ?? null,
  });
  return { approval: windowTexts.pending(approval), texts };
}
