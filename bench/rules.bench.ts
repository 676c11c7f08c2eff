/**
 * Saved rules benchmark: `npm run bench -- rules` (every call is judged against the
 * saved rules as they are now, read from SQLite). Measured per judged call, through the real rules
 * service over a real database: reading the rules, parsing each definition, and matching — path
 * patterns for a write, command words (the shell parser, the classifier for allow rules) for a command.
 * Prints a markdown table (median and p95 of wall time, median CPU time) and the machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { RuleDefinition } from '../src/shared/rules';
import { createRulesService } from '../src/main/core/rules-service';
import { createEventStore, createRuleStore, openDatabase } from '../src/main/store';

const RUNS = 200;
const WARMUP = 10;

function quantile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

/** N rules: a quarter path allows, a quarter path denies, a quarter command allows, a quarter command denies; none matches the probe calls until the last. */
function buildDefinitions(n: number): RuleDefinition[] {
  const everywhere = { kind: 'everywhere' } as const;
  const out: RuleDefinition[] = [];
  for (let i = 0; i < n; i++) {
    switch (i % 4) {
      case 0:
        out.push({
          tool: 'write_file',
          effect: 'allow',
          match: { kind: 'path', glob: `folder${i}/**/*.md` },
          scope: everywhere,
        });
        break;
      case 1:
        out.push({
          tool: 'write_file',
          effect: 'deny',
          match: { kind: 'path', glob: `secret${i}/**` },
          scope: everywhere,
        });
        break;
      case 2:
        out.push({
          tool: 'run_command',
          effect: 'allow',
          match: { kind: 'command', words: ['tool' + i, 'run'] },
          scope: everywhere,
        });
        break;
      default:
        out.push({
          tool: 'run_command',
          effect: 'deny',
          match: { kind: 'command', words: ['git', `verb${i}`] },
          scope: everywhere,
        });
        break;
    }
  }
  // The last two match the probes, so every rule before them is read and tried.
  out.push({ tool: 'write_file', effect: 'allow', match: { kind: 'path', glob: 'notes/**' }, scope: everywhere });
  out.push({
    tool: 'run_command',
    effect: 'allow',
    match: { kind: 'command', words: ['npm', 'test'] },
    scope: everywhere,
  });
  return out;
}

const dir = mkdtempSync(join(tmpdir(), 'gatehouse-bench-rules-'));
const load1 = loadavg()[0]!;
const rows: string[] = [];
try {
  for (const n of [10, 100, 1000]) {
    const db = openDatabase({ dataDir: join(dir, String(n)) });
    const rules = createRuleStore(db, () => new Date());
    const service = createRulesService({
      rules,
      events: createEventStore(db, () => new Date()),
      now: () => new Date(),
      workspaceOf: () => dir,
    });
    for (const definition of buildDefinitions(n)) service.save({ definition });
    const probes = [
      ['a write (path rules)', { tool: 'write_file', args: { path: 'notes/2026/today.md', content: 'x' } }],
      ['a command (command rules)', { tool: 'run_command', args: { command: 'npm test' } }],
    ] as const;
    for (const [label, probe] of probes) {
      const wall: number[] = [];
      const cpu: number[] = [];
      let last: unknown;
      for (let i = 0; i < RUNS + WARMUP; i++) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        last = await service.judge({ ...probe, workspaceRoot: dir, sessionId: 'ses_bench' });
        const w = performance.now() - t0;
        const c = process.cpuUsage(c0);
        if (i >= WARMUP) {
          wall.push(w);
          cpu.push((c.user + c.system) / 1000);
        }
      }
      if ((last as { effect?: string } | undefined)?.effect !== 'allow')
        throw new Error(`${label}: the probe was not allowed by the last rule: ${JSON.stringify(last)}`);
      rows.push(
        `| ${label}, ${n + 2} saved rules | ${quantile(wall, 0.5).toFixed(2)} | ${quantile(wall, 0.95).toFixed(2)} | ${quantile(cpu, 0.5).toFixed(2)} | ${RUNS} |`,
      );
    }
    db.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log(
  'Aim: judging one call against 100 saved rules under 5 ms (it happens once per call, before the call is recorded).\n',
);
console.log(
  `Machine: ${cpus()[0]?.model ?? 'cpu'}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${platform()} ${release()}, Node ${process.version}, load average ${load1.toFixed(2)} before / ${loadavg()[0]!.toFixed(2)} after\n`,
);
console.log('| judged call | median ms | p95 ms | median CPU ms | runs |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(r);
