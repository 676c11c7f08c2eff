/**
 * Sandbox benchmark: `npm run bench -- sandbox`
 * What confining one command costs: wall time from start to exit of `true`, and of `ls` in a small
 * workspace (20 files), through runProcess as run_command runs it:
 * 1. unsandboxed `bash -c` (the baseline);
 * 2. bare `bwrap --ro-bind / / true` (the floor of any bubblewrap sandbox);
 * 3. the read_only profile (Gatehouse's bwrap engine, with its temp folder made and removed, every
 *    top-level folder but the system's hidden and the PATH's program folders bound back);
 * 4. the approved profile, no hosts (Gatehouse's bwrap engine: no network, the protected places in
 *    the workspace bound read-only and walked again after it);
 * 5. the yolo profile (the same engine and walks);
 * 6. the approved profile with one host (Gatehouse's bwrap engine with a bridge to the library's proxy,
 *    which lets exactly that host through).
 * Variants take turns within each round, so load from elsewhere on the machine falls on all alike.
 * Prints a markdown table (median, p95, median added over unsandboxed bash) and the machine.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  createCommandSandbox,
  loadSandboxTools,
  runProcess,
  type RunProcessOptions,
  type SandboxGrant,
  type SandboxTools,
} from '../src/main/sandbox';

const RUNS = 40;
const WARMUP = 3;

const base = mkdtempSync(join(tmpdir(), 'gatehouse-bench-sandbox-'));
const ws = join(base, 'ws');
const dataDir = join(base, 'data');
mkdirSync(ws);
mkdirSync(dataDir);
for (let i = 0; i < 20; i++) writeFileSync(join(ws, `file-${i}.txt`), `file ${i}\n`);

const found = loadSandboxTools(process.env.PATH ?? '');
if ('missing' in found) throw new Error(found.missing);
const tools: SandboxTools = found;
const sandbox = await createCommandSandbox({ dataDir });
if (!sandbox.status.available) throw new Error(sandbox.status.reason);
const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/', LANG: 'C' };
const never = new AbortController().signal;
const common = { cwd: ws, env, timeoutMs: 30_000, outputCap: 20_000, signal: never };

async function runChecked(options: RunProcessOptions): Promise<void> {
  const outcome = await runProcess(options);
  if (outcome.exitCode !== 0) throw new Error(`bench: ${outcome.spawnError ?? outcome.output}`);
}

async function runSandboxed(command: string, grant: SandboxGrant, hosts: string[]): Promise<void> {
  const outcome = await sandbox.run({ ...common, command, workspaceRoot: ws, grant, outsidePaths: [], hosts });
  if (outcome.exitCode !== 0 || !outcome.confined) throw new Error(`bench: ${outcome.spawnError ?? outcome.output}`);
}

type Variant = { name: string; engine: string; aim: string; run: (command: string) => Promise<void> };
const variants: Variant[] = [
  { name: 'unsandboxed `bash -c`', engine: 'none', aim: '—', run: (c) => runChecked({ ...common, command: c }) },
  {
    name: 'bare `bwrap --ro-bind / /`',
    engine: 'bwrap',
    aim: '—',
    run: (c) =>
      runChecked({ ...common, argv: { file: tools.bwrap, args: ['--ro-bind', '/', '/', '--', tools.bash, '-c', c] } }),
  },
  {
    name: 'read_only profile',
    engine: 'bwrap (Gatehouse)',
    aim: '≤ 15 ms added',
    run: (c) => runSandboxed(c, 'read_only', []),
  },
  {
    name: 'approved profile, no hosts',
    engine: 'bwrap (Gatehouse)',
    aim: '≤ 60 ms added',
    run: (c) => runSandboxed(c, 'approved', []),
  },
  { name: 'yolo profile', engine: 'bwrap (Gatehouse)', aim: '≤ 60 ms added', run: (c) => runSandboxed(c, 'yolo', []) },
  {
    name: 'approved profile, one host',
    engine: 'bwrap (Gatehouse) + library proxy',
    aim: '≤ 60 ms added',
    run: (c) => runSandboxed(c, 'approved', ['registry.npmjs.org']),
  },
];

function quantile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

const load1 = loadavg()[0]!;
const rows: string[] = [];
for (const command of ['true', 'ls']) {
  const samples = variants.map(() => [] as number[]);
  for (let round = 0; round < RUNS + WARMUP; round++) {
    for (const [i, variant] of variants.entries()) {
      const t0 = performance.now();
      await variant.run(command);
      if (round >= WARMUP) samples[i]!.push(performance.now() - t0);
    }
  }
  const baseline = quantile(samples[0]!, 0.5);
  for (const [i, variant] of variants.entries()) {
    const median = quantile(samples[i]!, 0.5);
    const added = i === 0 ? '—' : (median - baseline).toFixed(1);
    rows.push(
      `| \`${command}\` | ${variant.name} | ${variant.engine} | ${median.toFixed(1)} | ${quantile(samples[i]!, 0.95).toFixed(1)} | ${added} | ${samples[i]!.length} | ${variant.aim} |`,
    );
  }
}
await sandbox.close();
rmSync(base, { recursive: true, force: true });
const load2 = loadavg()[0]!;

const cpu = cpus();
console.log(
  `Machine: ${cpu[0]?.model.trim() ?? 'cpu'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${platform()} ${release()}, ` +
    `Node ${process.version}, ${tools.bwrapVersion}, uid ${process.getuid?.() ?? '?'}, load average ${load1.toFixed(2)} before / ${load2.toFixed(2)} after`,
);
console.log('');
console.log('| command | sandbox | engine | median ms | p95 ms | added ms (median) | runs | aim |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
