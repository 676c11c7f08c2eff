// `npm run conformance`: every client scenario of the MCP conformance suite against Gatehouse's own
// MCP code (scripts/conformance/client.ts, bundled once with esbuild), a few at a time. A scenario listed in baseline.yml must
// fail, and its line must say why; any other must pass. Prints one line per scenario and writes the
// same summary to test-results/conformance/summary.md (the suite's own records beside it).
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const suite = join(repo, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
const baselinePath = join(repo, 'scripts/conformance/baseline.yml');
const out = join(repo, 'test-results/conformance');
const bundle = join(out, 'client.mjs');
/** The client, bundled once (packages left to node_modules): each scenario then starts it without transpiling the sources again. */
const client = `node --enable-source-maps ${bundle}`;
/** Scenarios at once: each is a test server and a client process; the machines have two cores. */
const AT_ONCE = 3;
/**
 * Scenarios whose checks time the client, each run alone after the others. Why: sse-retry closes a
 * stream that said "retry: 500" and times the reconnect: sooner than 450 ms fails, later than 700 ms
 * warns (and a warning fails the scenario), later than 1 s fails (the suite's own bounds). With two
 * other scenarios' processes starting beside it on two loaded cores, the reconnect came 709–717 ms
 * late and the run failed although the client waits as told. Alone, nothing
 * of this run competes for the cores while it is timed. No other scenario's checks measure time.
 */
const ALONE = new Set(['sse-retry']);

/** Pure: the client scenarios `conformance list` names. */
function parseClientScenarios(listing) {
  const section = listing.split(/^Client scenarios.*$/m)[1] ?? '';
  return [...section.matchAll(/^\s+- (\S+)/gm)].map((m) => m[1]);
}

/** Pure: baseline.yml's `client:` entries, each `  - <scenario>  # <why>`; an entry without its why is refused. */
function parseBaseline(text) {
  const entries = new Map();
  for (const line of text.split('\n')) {
    const m = /^\s+- (\S+)\s*(?:#\s*(.*))?$/.exec(line);
    if (m === null) continue;
    if (m[2] === undefined || m[2].trim() === '') throw new Error(`baseline.yml: ${m[1]} has no reason after "#"`);
    entries.set(m[1], m[2].trim());
  }
  return entries;
}

function runScenario(scenario) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [
        suite,
        'client',
        '--command',
        client,
        '--scenario',
        scenario,
        '--expected-failures',
        baselinePath,
        '-o',
        join(out, 'results'),
      ],
      {
        cwd: repo,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let text = '';
    child.stdout.on('data', (c) => (text += c));
    child.stderr.on('data', (c) => (text += c));
    child.on('close', (code) => {
      const counts = /Passed: (\d+)\/(\d+), (\d+) failed, (\d+) warnings/.exec(text);
      resolve({
        scenario,
        exit: code,
        seconds: (Date.now() - started) / 1000,
        checks:
          counts === null ? 'no checks reported' : `${counts[1]}/${counts[2]} checks passed, ${counts[4]} warnings`,
        text,
      });
    });
  });
}

const started = Date.now();
const baseline = parseBaseline(readFileSync(baselinePath, 'utf8'));
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const { build } = await import('esbuild');
// The suite's list and the client's bundle do not wait for each other.
const [listing] = await Promise.all([
  promisify(execFile)(process.execPath, [suite, 'list'], { encoding: 'utf8' }).then((r) => r.stdout),
  build({
    entryPoints: [join(repo, 'scripts/conformance/client.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  }),
]);
const scenarios = parseClientScenarios(listing);
const unknown = [...baseline.keys(), ...ALONE].filter((s) => !scenarios.includes(s));
if (unknown.length > 0)
  throw new Error(`baseline.yml or ALONE names scenarios the suite does not have: ${unknown.join(', ')}`);

const queue = scenarios.filter((s) => !ALONE.has(s));
const results = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let s = queue.shift(); s !== undefined; s = queue.shift()) results.push(await runScenario(s));
  }),
);
for (const s of scenarios.filter((name) => ALONE.has(name))) results.push(await runScenario(s));
results.sort((a, b) => scenarios.indexOf(a.scenario) - scenarios.indexOf(b.scenario));

const lines = results.map((r) => {
  const why = baseline.get(r.scenario);
  // The suite's exit code already weighs the baseline: 0 is a pass, or a listed scenario that failed.
  const verdict =
    r.exit === 0
      ? why === undefined
        ? 'passed'
        : `baselined (${why})`
      : why === undefined
        ? 'FAILED'
        : 'STALE: it passes now; remove it from baseline.yml';
  return { ok: r.exit === 0, text: `${r.scenario}: ${verdict} — ${r.checks}, ${r.seconds.toFixed(1)} s` };
});
const failed = results.filter((r) => r.exit !== 0);
const passed = lines.filter((l, i) => l.ok && !baseline.has(results[i].scenario)).length;
const total = `conformance: ${passed} passed, ${results.length - passed - failed.length} baselined, ${failed.length} failed of ${results.length} client scenarios in ${((Date.now() - started) / 1000).toFixed(0)} s`;
for (const f of failed) process.stdout.write(`\n== ${f.scenario}\n${f.text}\n`);
process.stdout.write(`${lines.map((l) => l.text).join('\n')}\n${total}\n`);
writeFileSync(
  join(out, 'summary.md'),
  `# MCP conformance (client)\n\n${lines.map((l) => `- ${l.text}`).join('\n')}\n\n${total}\n`,
);
process.exit(failed.length > 0 ? 1 : 0);
