import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CorePushSchema, IPC_CONTRACT } from '../../src/shared/ipc';
import { MAIN_MESSAGES } from '../../src/shared/main-messages';

/**
 * What main sends a window for a person to read is a message id with parameters, worded by the
 * window (src/shared/main-messages). This scans the IPC contract — every response and every push —
 * for the string fields whose names hold sentences (message, detail, reason, summary, notes…), and
 * keeps each one accounted for as data that main did not write (a program's, a server's, a model's
 * or the person's own words). A new such field fails here. And no code of main's says a sentence
 * as `legacy.text` (the words a version-2 log wrote, read by the store's upgrade): that one id is
 * for old logs only.
 */

/** Field names that hold sentences for a person, when they hold a string. */
const SENTENCE_FIELDS =
  /^(message|detail|details|note|notes|reason|reasons|why|summary|explanation|hint|problem|limits|personNote|unavailableReason|outsideReasons|error)$/;

/** Sentence-named strings that are data: words main passes on as they came. */
const DATA: Record<string, string> = {
  'hook.reason': 'a hook program’s own reason',
  'runs.reason': 'a hook program’s own reason',
  'runs.message': 'a hook program’s own message',
  'runs.error': 'how a hook program failed, in its own or the system’s words',
  'rewriteRejected.detail': 'the tool’s own check of the arguments a hook’s rewrite gave it (what the model reads too)',
  'draft.reason': 'the person’s own typed reason',
  'decisions.reason': 'the person’s own typed reason',
  'entries.reason': 'the person’s own typed reason, in the approval record',
  'error.message': 'the model server’s own words, under “Technical details”',
  'compaction.summary': 'the model’s summary of the conversation',
  'reviewer_review.why': 'the reviewer model’s own reason',
  'verdicts.reason': 'the reviewer model’s own reason',
  'syntax.message': 'bash’s own words about the command’s syntax',
  'prompts.message': 'an MCP server’s own question to the person',
  'matches.summary': 'a past call as its own words: the command, the path or the arguments',
};

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** The tag of one option of a union: its literal kind, type or ok. */
function tagOf(option: AnySchema): string | null {
  const def = option._zod.def;
  if (def.type !== 'object') return null;
  const shape = def.shape as Record<string, AnySchema>;
  for (const key of ['kind', 'type']) {
    const field = shape[key]?._zod.def;
    if (field?.type === 'literal') return String((field.values as unknown[])[0]);
  }
  return null;
}

/**
 * Every sentence-named string field under `schema`, as "<where>.<field>": where is the field's
 * parent object, or the event or push kind when the parent is a payload (`data`).
 */
function collect(schema: AnySchema, out: Set<string>, where: string[] = [], seen = new Set<unknown>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def;
  switch (def.type) {
    case 'string': {
      const field = where.at(-1) ?? '';
      const parent = where.at(-2) ?? '';
      if (SENTENCE_FIELDS.test(field)) out.add(`${parent}.${field}`);
      break;
    }
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, AnySchema>)) {
        // A payload's fields are named for its kind: `error.message`, not `data.message`.
        const parent = key === 'data' && where.at(-1)?.startsWith('#') ? where.at(-1)!.slice(1) : key;
        collect(value, out, key === 'data' ? [...where, parent] : [...where, key], seen);
      }
      break;
    case 'array':
      collect(def.element as AnySchema, out, where, seen);
      break;
    case 'union':
      for (const option of def.options as AnySchema[]) {
        const tag = tagOf(option);
        collect(option, out, tag === null ? where : [...where, `#${tag}`], seen);
      }
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
      collect(def.innerType as AnySchema, out, where, seen);
      break;
    case 'record':
      collect(def.valueType as AnySchema, out, where, seen);
      break;
    case 'lazy':
      collect((def.getter as () => AnySchema)(), out, where, seen);
      break;
    case 'pipe':
      collect(def.in as AnySchema, out, where, seen);
      break;
    default:
      break;
  }
  seen.delete(schema);
}

function collectContract(): Set<string> {
  const out = new Set<string>();
  // A response's own fields are named for its channel's last word: `prompts.message` for mcp:prompts.
  for (const [channel, entry] of Object.entries(IPC_CONTRACT))
    collect(entry.response as unknown as AnySchema, out, [channel.split(':').at(-1)!]);
  collect(CorePushSchema as unknown as AnySchema, out);
  return out;
}

describe('the IPC contract', () => {
  it('carries no sentence main wrote for a person except as a message id (data and the listed rest aside)', () => {
    const found = [...collectContract()].map((key) => key.replace(/^#/, ''));
    const unaccounted = found.filter((key) => !(key in DATA)).sort();
    expect(unaccounted).toEqual([]);
  });

  it('lists as data only fields that are still strings', () => {
    const found = new Set([...collectContract()].map((key) => key.replace(/^#/, '')));
    expect(Object.keys(DATA).filter((key) => !found.has(key))).toEqual([]);
  });

  it('knows every message main may send by its id and parameters', () => {
    expect(Object.keys(MAIN_MESSAGES).length).toBeGreaterThan(50);
    for (const [id, params] of Object.entries(MAIN_MESSAGES)) {
      expect(id, id).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/);
      expect(new Set(params).size, id).toBe(params.length);
    }
  });
});

const MAIN = join(import.meta.dirname, '../../src/main');

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listSources(path) : /\.ts$/.test(name) ? [path] : [];
  });
}

describe('the main process', () => {
  it('says legacy.text only where it reads a version-2 log', () => {
    const saying = listSources(MAIN)
      .filter((file) => readFileSync(file, 'utf8').includes("say('legacy.text'"))
      .map((file) => relative(MAIN, file));
    expect(saying).toEqual(['store/upgrade-event.ts']);
  });
});
