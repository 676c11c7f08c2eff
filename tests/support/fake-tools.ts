import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { z } from 'zod';
import { say } from '../../src/shared/main-messages';
import type { Inspection } from '../../src/shared/tools';
import type { ExecuteContext, InspectContext, ToolDefinition, ToolRegistry } from '../../src/main/tools/types';

/** Where fake tools record their side effects, so tests can count them (one line per effect). */
export interface Effects {
  record(line: string): void;
}

/** Appends synchronously: a line is on disk before the tool returns, even if the process is killed next. */
export function createFileEffects(path: string): Effects {
  return { record: (line) => appendFileSync(path, `${line}\n`) };
}

export function readEffects(path: string): string[] {
  return existsSync(path)
    ? readFileSync(path, 'utf8')
        .split('\n')
        .filter((l) => l !== '')
    : [];
}

function locate(path: string, ctx: InspectContext) {
  const abs = isAbsolute(path) ? path : resolve(ctx.workspaceRoot, path);
  const rel = relative(ctx.workspaceRoot, abs);
  const outside = rel.startsWith('..') || isAbsolute(rel);
  return { abs, outside };
}

const hashOf = (p: string) => (existsSync(p) ? createHash('sha256').update(readFileSync(p)).digest('hex') : null);

/** `text`: the args preview's line (data, as a tool without a richer preview shows its arguments). */
function inspection(
  text: string,
  partial: Partial<Inspection> & Pick<Inspection, 'defaultEffect' | 'summary'>,
): Inspection {
  return {
    paths: [],
    outsideWorkspace: false,
    outsideReasons: [],
    undoable: 'yes',
    preview: { type: 'args', text },
    ...partial,
  };
}

const readSchema = z.object({ path: z.string().min(1) }).strict();
const writeSchema = z.object({ path: z.string().min(1), content: z.string() }).strict();
const commandSchema = z
  .object({ command: z.string().min(1), ms: z.number().int().nonnegative().max(60_000).optional() })
  .strict();

export interface FakeToolHooks {
  /** Runs at the start of write_file's execute, before its stale check (to change the file under it). */
  beforeWrite?(absolutePath: string): void;
}

export function createFakeTools(effects: Effects, hooks: FakeToolHooks = {}): ToolDefinition[] {
  const readFile: ToolDefinition<typeof readSchema> = {
    name: 'read_file',
    description: 'Read a file.',
    schema: readSchema,
    async inspect(args, ctx) {
      const { abs, outside } = locate(args.path, ctx);
      return inspection(`Read ${args.path}`, {
        defaultEffect: 'allow',
        summary: say('call.read', { file: args.path }),
        paths: [abs],
        outsideWorkspace: outside,
        outsideReasons: outside ? [say('outside.path', { path: abs })] : [],
      });
    },
    async execute(args, ctx: ExecuteContext) {
      const { abs } = locate(args.path, ctx);
      effects.record(`read ${args.path}`);
      return existsSync(abs)
        ? { outcome: 'success', content: readFileSync(abs, 'utf8') }
        : { outcome: 'failure', content: `No such file: ${args.path}` };
    },
  };
  const writeFile: ToolDefinition<typeof writeSchema> = {
    name: 'write_file',
    description: 'Write a file.',
    schema: writeSchema,
    async inspect(args, ctx) {
      const { abs, outside } = locate(args.path, ctx);
      const before = existsSync(abs) ? readFileSync(abs, 'utf8') : null;
      return inspection(`Write ${args.path}`, {
        defaultEffect: 'ask',
        summary:
          before === null
            ? say('call.writeNew', { file: args.path, added: 1 })
            : say('call.writeChange', { file: args.path, added: 1, removed: 0 }),
        paths: [abs],
        outsideWorkspace: outside,
        outsideReasons: outside ? [say('outside.path', { path: abs })] : [],
        preview: {
          type: 'write',
          write: {
            kind: before === null ? 'new' : 'change',
            path: abs,
            unified: '',
            original: before,
            proposed: args.content,
            language: 'text',
            added: 1,
            removed: 0,
            hunkCount: 1,
            baseHash: hashOf(abs),
            encoding: null,
            sizes: { before: before === null ? null : before.length, after: args.content.length },
            notes: [],
          },
        },
      });
    },
    async execute(args, ctx) {
      const { abs } = locate(args.path, ctx);
      hooks.beforeWrite?.(abs);
      const reviewed = ctx.reviewed.preview.type === 'write' ? ctx.reviewed.preview.write.baseHash : null;
      // The stale guard: what the person saw must still be what is on disk.
      if (hashOf(abs) !== reviewed) return { outcome: 'stale', reason: `${args.path} changed after it was reviewed.` };
      writeFileSync(abs, args.content);
      effects.record(`write ${args.path} ${args.content}`);
      return { outcome: 'success', content: `Wrote ${args.content.length} characters to ${args.path}.` };
    },
  };
  const runCommand: ToolDefinition<typeof commandSchema> = {
    name: 'run_command',
    description: 'Run a command (fake: records it, waits ms).',
    schema: commandSchema,
    async inspect(args) {
      return inspection(`Run ${args.command}`, {
        defaultEffect: args.command.startsWith('ls') ? 'allow' : 'ask',
        summary: say('call.run', { command: args.command }),
        undoable: 'no',
      });
    },
    async execute(args, ctx, signal) {
      effects.record(`start ${args.command}`);
      ctx.onProgress?.(`running ${args.command}\n`);
      const finished = await new Promise<boolean>((done) => {
        if (signal.aborted) return done(false);
        const t = setTimeout(() => done(true), args.ms ?? 0);
        signal.addEventListener('abort', () => (clearTimeout(t), done(false)), { once: true });
      });
      if (!finished) return { outcome: 'failure', content: `Killed: ${args.command}` };
      effects.record(`end ${args.command}`);
      return { outcome: 'success', content: `ran ${args.command}` };
    },
  };
  return [readFile, writeFile, runCommand] as unknown as ToolDefinition[];
}

/** A registry over any tool definitions, with JSON Schemas for the model. */
export function createFakeRegistry(tools: ToolDefinition[]): ToolRegistry {
  const byName = new Map(tools.map((t) => [t.name as string, t]));
  return {
    names: () => tools.map((t) => t.name),
    get: (name) => byName.get(name),
    modelTools: () =>
      tools.map((t) => ({
        name: t.name,
        description: t.description,
        input_schema: z.toJSONSchema(t.schema) as { type: 'object' },
      })),
  };
}
