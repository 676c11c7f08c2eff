/**
 * Write-preview diff benchmark ("Proof"): Gatehouse's buildWriteDiff against the `diff`
 * package's createTwoFilesPatch and `git diff --no-index`, on a ~5 MB file of 100,000 lines with 20
 * scattered edits and on a full rewrite of it. Each competitor runs in a child process that is
 * killed when one run takes longer than the time limit ("did not finish").
 *
 *   node --import tsx bench/write-diff.bench.ts
 *   WRITE_DIFF_BENCH_RUNS=5 WRITE_DIFF_BENCH_TIMEOUT_S=60 node --import tsx bench/write-diff.bench.ts
 *
 * Prints a markdown table (median and fastest of the runs) and the machine it ran on.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runWriteDiffInputs } from './support/write-diff-input';

type CompetitorName = 'gatehouse' | 'jsdiff' | 'git';
type ScenarioName = 'edits' | 'rewrite' | 'replace';

interface RunRecord {
  ms: number;
  added: number;
  removed: number;
  /** Gatehouse only: characters of the preview as JSON (what the approval event stores and IPC carries). */
  previewJsonChars?: number;
  /** Gatehouse only: the groups of the same change the preview found, and the changed lines they leave out. */
  groups?: number;
  otherLines?: number;
}

interface Measurement {
  scenario: ScenarioName;
  competitor: CompetitorName;
  runs: RunRecord[];
  /** Set when a run hit the time limit or the competitor crashed. */
  failure: string | null;
}

export interface WriteDiffBenchOptions {
  runs?: number;
  timeoutSeconds?: number;
  lines?: number;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '..');
const WORKER = path.join(HERE, 'support', 'write-diff-worker.ts');

const SCENARIO_LABEL: Record<ScenarioName, string> = {
  edits: '20 scattered edits',
  rewrite: 'full rewrite',
  replace: 'find-and-replace (~70% of lines)',
};

const COMPETITOR_LABEL: Record<CompetitorName, string> = {
  gatehouse: 'Gatehouse `buildWriteDiff`',
  jsdiff: '`diff` (jsdiff) `createTwoFilesPatch`',
  git: '`git diff --no-index`',
};

/** Runs a Node competitor's runs in one child; the kill timer restarts after each finished run. */
function runNodeCompetitor(
  competitor: 'gatehouse' | 'jsdiff',
  oldPath: string,
  newPath: string,
  runs: number,
  timeoutMs: number,
): Promise<Omit<Measurement, 'scenario'>> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--max-old-space-size=4096', '--import', 'tsx', WORKER, competitor, oldPath, newPath, String(runs)],
      {
        cwd: REPO,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const records: RunRecord[] = [];
    let failure: string | null = null;
    let buffered = '';
    let stderr = '';
    let timer = setTimeout(onTimeout, timeoutMs);
    function onTimeout(): void {
      failure = `did not finish in ${Math.round(timeoutMs / 1000)} s`;
      child.kill('SIGKILL');
    }
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      let nl: number;
      while ((nl = buffered.indexOf('\n')) !== -1) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        records.push(JSON.parse(line) as RunRecord);
        clearTimeout(timer);
        timer = setTimeout(onTimeout, timeoutMs);
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (failure === null && code !== 0)
        failure = `crashed (exit ${code}): ${stderr.trim().split('\n').slice(-1)[0] ?? ''}`;
      resolve({ competitor, runs: records, failure });
    });
  });
}

/** Runs `git diff --no-index` once per run; wall time from spawn to exit, output drained from a pipe. */
async function runGitCompetitor(
  oldPath: string,
  newPath: string,
  runs: number,
  timeoutMs: number,
): Promise<Omit<Measurement, 'scenario'>> {
  const records: RunRecord[] = [];
  const dir = path.dirname(oldPath);
  for (let r = 0; r < runs; r++) {
    const outcome = await new Promise<RunRecord | string>((resolve) => {
      const started = performance.now();
      // Why: no user or system config (pagers, external diff drivers, colour) may change what runs.
      const child = spawn(
        'git',
        ['diff', '--no-index', '--no-color', '--no-ext-diff', path.basename(oldPath), path.basename(newPath)],
        {
          cwd: dir,
          env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_PAGER: 'cat' },
          stdio: ['ignore', 'pipe', 'ignore'],
        },
      );
      let added = 0;
      let removed = 0;
      let carry = '';
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        const rows = (carry + chunk).split('\n');
        carry = rows.pop() ?? '';
        for (const row of rows) {
          if (row.startsWith('+') && !row.startsWith('+++ ')) added++;
          else if (row.startsWith('-') && !row.startsWith('--- ')) removed++;
        }
      });
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(`did not finish in ${Math.round(timeoutMs / 1000)} s`);
      }, timeoutMs);
      child.on('close', (code) => {
        clearTimeout(timer);
        const ms = performance.now() - started;
        if (code === 0 || code === 1) resolve({ ms, added, removed });
        else resolve(`exited with ${code}`);
      });
    });
    if (typeof outcome === 'string') return { competitor: 'git', runs: records, failure: outcome };
    records.push(outcome);
  }
  return { competitor: 'git', runs: records, failure: null };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`;
}

function buildMachineInfo(): string[] {
  const cpus = os.cpus();
  const git = spawnSync('git', ['--version'], { encoding: 'utf8' }).stdout.trim();
  return [
    `- CPU: ${cpus[0]?.model ?? 'unknown'} (${cpus.length} logical cores visible)`,
    `- Memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- OS: ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node: ${process.version}; ${git}; diff (jsdiff) 9`,
  ];
}

function buildTable(measurements: Measurement[], runs: number): string[] {
  const rows = [
    "| input | competitor | median | fastest | runs | +lines / −lines | vs git (median) | lines ÷ git's |",
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const m of measurements) {
    const gitRuns = measurements.find((x) => x.scenario === m.scenario && x.competitor === 'git')?.runs ?? [];
    const label = SCENARIO_LABEL[m.scenario];
    if (m.runs.length === 0) {
      rows.push(
        `| ${label} | ${COMPETITOR_LABEL[m.competitor]} | ${m.failure ?? 'no result'} | – | 0/${runs} | – | – | – |`,
      );
      continue;
    }
    const times = m.runs.map((r) => r.ms);
    const med = median(times);
    const ratio = gitRuns.length > 0 ? `${(med / median(gitRuns.map((r) => r.ms))).toFixed(2)}×` : '–';
    const first = m.runs[0] as RunRecord;
    const note = m.failure === null ? '' : ` (then ${m.failure})`;
    // The diff's size beside git's for the same input: a preview longer than git's shows the person more than changed.
    const gitFirst = gitRuns[0];
    const lines =
      gitFirst !== undefined && gitFirst.added + gitFirst.removed > 0
        ? `${((first.added + first.removed) / (gitFirst.added + gitFirst.removed)).toFixed(2)}`
        : '–';
    rows.push(
      `| ${label} | ${COMPETITOR_LABEL[m.competitor]} | ${formatMs(med)}${note} | ${formatMs(Math.min(...times))} | ${m.runs.length}/${runs} | +${first.added} / −${first.removed} | ${ratio} | ${lines} |`,
    );
  }
  return rows;
}

/** One line per input: how large Gatehouse's preview is as JSON, next to its unified diff. */
function buildPreviewSizes(measurements: Measurement[]): string[] {
  const rows: string[] = [];
  for (const m of measurements) {
    const first = m.runs[0];
    if (m.competitor !== 'gatehouse' || first?.previewJsonChars === undefined) continue;
    const label = SCENARIO_LABEL[m.scenario];
    const meaning =
      first.groups === undefined
        ? ''
        : `; ${first.groups} group(s) of the same change, ${first.otherLines} changed lines in no group`;
    rows.push(
      `- Gatehouse preview as JSON, ${label}: ${(first.previewJsonChars / 1e6).toFixed(2)} MB (as built; the log stores its texts once, by reference, and a window is sent its first 256 KiB page of diff, src/main/core/window-texts.ts)${meaning}.`,
    );
  }
  return rows.length === 0 ? [] : [...rows, ''];
}

/** Generates the inputs in a temp folder, runs every competitor on both inputs, returns the markdown report. */
export async function runWriteDiffBench(options: WriteDiffBenchOptions = {}): Promise<string> {
  const runs = options.runs ?? Number(process.env.WRITE_DIFF_BENCH_RUNS ?? 5);
  const timeoutMs = 1000 * (options.timeoutSeconds ?? Number(process.env.WRITE_DIFF_BENCH_TIMEOUT_S ?? 60));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gh-write-diff-bench-'));
  try {
    const inputs = runWriteDiffInputs(dir, options.lines ?? 100_000);
    const measurements: Measurement[] = [];
    for (const scenario of ['edits', 'rewrite', 'replace'] as const) {
      const newPath = { edits: inputs.editsPath, rewrite: inputs.rewritePath, replace: inputs.replacePath }[scenario];
      for (const competitor of ['gatehouse', 'jsdiff', 'git'] as const) {
        process.stderr.write(`write-diff bench: ${scenario} / ${competitor}…\n`);
        const result =
          competitor === 'git'
            ? await runGitCompetitor(inputs.oldPath, newPath, runs, timeoutMs)
            : await runNodeCompetitor(competitor, inputs.oldPath, newPath, runs, timeoutMs);
        measurements.push({ scenario, ...result });
      }
    }
    return [
      `### Write-preview diff: ${inputs.lines.toLocaleString('en-US')} lines, ${(inputs.oldBytes / 1e6).toFixed(2)} MB`,
      '',
      ...buildTable(measurements, runs),
      '',
      ...buildPreviewSizes(measurements),
      `Median and fastest of up to ${runs} runs; a run over ${timeoutMs / 1000} s is killed and reported as "did not finish". ` +
        'Gatehouse and jsdiff: time inside a Node child process to read the file on disk and build the unified diff (3 lines of context) from the proposed text in memory; ' +
        'the first, cold run counts. git: wall time of the whole `git diff --no-index` process, output drained from a pipe.',
      '',
      ...buildMachineInfo(),
      '',
    ].join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(await runWriteDiffBench());
}
