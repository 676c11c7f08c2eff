import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { buildBwrapLaunch } from './build-bwrap-args';
import { deriveBlocked, deriveMissingWrites } from './derive-blocked';
import { deriveUsableHosts } from './library-engine';
import { LIBRARY_ROOT, PROXY_PORTS, type LibraryProxy, type LibrarySession } from './library-session';
import type { SandboxTools } from './load-sandbox-tools';
import { deriveProcessOptions } from './process-options';
import { runProcess } from './run-process';
import type { SandboxEngine } from './types';

/**
 * Runs a command whose sheet named hosts (Linux): under Gatehouse's own bubblewrap, as a command
 * without hosts runs (the same mounts, the protected places kept read-only, the new ones swept after
 * it), with no network of its own, only a bridge inside to the sandbox library's proxy, which lets
 * exactly this command's hosts through (registered under its random id). Why not the library's
 * whole wrap: it walks the folder again, looks up bash and starts its seccomp helper for every
 * command, about 100 ms against about 45 here (docs/benchmarks.md); the proxy is what it is needed for.
 */
export function createProxiedBwrapEngine(
  tools: SandboxTools,
  openSession: () => Promise<LibrarySession>,
): SandboxEngine {
  return {
    async run(profile, options) {
      const { hosts, refused } = deriveUsableHosts(profile.hosts);
      let proxy: LibraryProxy;
      let launch: { args: string[]; kept: string[] };
      try {
        const library = await openSession();
        proxy = library.openProxy({
          commandId: randomBytes(16).toString('base64url'),
          commandText: options.command,
          hosts,
        });
        try {
          // Shown read-only besides the profile's own: the sockets' folder (a read-only bind still lets
          // it connect) and the library's files its variables name (a Java agent).
          launch = buildBwrapLaunch(
            { ...profile, readable: [...profile.readable, library.runtimeDir, LIBRARY_ROOT] },
            {
              command: buildBridgedCommand(tools, proxy, options.command),
              cwd: options.cwd,
              bash: tools.bash,
              disableUserns: tools.bwrapCanDisableUserns,
              proxy: { env: proxy.env },
            },
          );
        } catch (error) {
          proxy.end();
          throw error;
        }
      } catch (error) {
        const spawnError = `the sandbox could not be set up: ${error instanceof Error ? error.message : String(error)}`;
        return {
          exitCode: null,
          signal: null,
          timedOut: false,
          cancelled: options.signal.aborted,
          output: '',
          omitted: 0,
          spawnError,
          confined: true,
          blocked: refused,
        };
      }
      const missing = deriveMissingWrites(profile, existsSync);
      let lines: string[];
      let outcome: Awaited<ReturnType<typeof runProcess>>;
      try {
        outcome = await runProcess({
          argv: { file: tools.bwrap, args: launch.args },
          ...deriveProcessOptions(options),
        });
      } finally {
        lines = proxy.end();
      }
      // The proxy's lines name the hosts it refused; a write refused shows in the output (read-only binds).
      return {
        ...outcome,
        confined: true,
        blocked: [...refused, ...missing, ...deriveBlocked(profile, lines, outcome.output, launch.kept)],
      };
    },
    async close() {},
  };
}

/**
 * Pure: the command behind a bridge to the proxy. Inside the sandbox's own network (nothing but
 * loopback), socat listens on the two ports the proxy variables name and passes each connection to
 * the proxy's socket; the command starts once both listen (or after 3 s, when a client would be
 * refused instead), then replaces the shell, so its exit code is the command's. The bridges end with
 * the sandbox (its process namespace ends with the command).
 */
export function buildBridgedCommand(
  tools: Pick<SandboxTools, 'socat' | 'bash'>,
  proxy: Pick<LibraryProxy, 'httpSocket' | 'socksSocket'>,
  command: string,
): string {
  const q = quoteForShell;
  const bridge = (port: number, socket: string) =>
    `{ ${q(tools.socat)} TCP6-LISTEN:${port},ipv6only=0,fork,reuseaddr UNIX-CONNECT:${q(socket)} || exec ${q(tools.socat)} TCP4-LISTEN:${port},fork,reuseaddr UNIX-CONNECT:${q(socket)}; } >/dev/null 2>&1 &`;
  // Ports in /proc/net/tcp{,6} are hex, state 0A is LISTEN: both bridges up, read without starting a program.
  const http = PROXY_PORTS.http.toString(16).toUpperCase().padStart(4, '0');
  const socks = PROXY_PORTS.socks.toString(16).toUpperCase().padStart(4, '0');
  return [
    bridge(PROXY_PORTS.http, proxy.httpSocket),
    bridge(PROXY_PORTS.socks, proxy.socksSocket),
    `_gh_until=$(( \${EPOCHREALTIME/./} + 3000000 ))`,
    `while (( \${EPOCHREALTIME/./} < _gh_until )); do _gh_up=0; for _gh_f in /proc/net/tcp /proc/net/tcp6; do [ -r "$_gh_f" ] || continue; while read -r _ _gh_local _ _gh_state _; do [ "$_gh_state" = 0A ] || continue; case "$_gh_local" in *:${http}) _gh_up=$((_gh_up | 1)) ;; *:${socks}) _gh_up=$((_gh_up | 2)) ;; esac; done < "$_gh_f"; done; [ "$_gh_up" = 3 ] && break; done`,
    `unset _gh_until _gh_up _gh_f _gh_local _gh_state`,
    `exec ${q(tools.bash)} -c ${q(command)}`,
  ].join('\n');
}

function quoteForShell(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
