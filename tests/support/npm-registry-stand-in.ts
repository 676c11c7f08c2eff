import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadCarriedNpmFolder } from '../../src/main/mcp';

const here = dirname(fileURLToPath(import.meta.url));

/** The npm package Gatehouse carries (package.json "dependencies"), found as the app finds it. */
export function loadTestNpmFolder(): string {
  const folder = loadCarriedNpmFolder();
  if (folder === null)
    throw new Error("the npm package is not installed here: run npm install (it is one of Gatehouse's dependencies)");
  return folder;
}

/** A package built with the real `npm pack`: its name, version and tarball. */
export interface PackedPackage {
  name: string;
  version: string;
  tarball: Buffer;
}

/**
 * Builds, with `npm pack` on this Node, a tiny package whose one bin starts a test MCP server of
 * tests/support (through tsx, from this checkout): `npx -y <name> <state.json>` then runs it as a
 * person's `npx -y @scope/server …` would. The bin's `#!/usr/bin/env node` needs a `node` on PATH.
 */
export function buildTestServerPackage(
  folder: string,
  name: string,
  server: 'mcp-calendar-server.ts' | 'mcp-notes-server.ts',
): PackedPackage {
  const tsxApi = join(dirname(createRequire(import.meta.url).resolve('tsx/esm/api')), 'index.mjs');
  const source = join(folder, 'source');
  mkdirSync(source, { recursive: true });
  const version = '1.0.0';
  writeFileSync(
    join(source, 'package.json'),
    JSON.stringify({ name, version, bin: { [name]: 'bin.mjs' }, files: ['bin.mjs'] }),
  );
  writeFileSync(
    join(source, 'bin.mjs'),
    `#!/usr/bin/env node\nimport { register } from ${JSON.stringify(pathToFileURL(tsxApi).href)};\nregister();\nawait import(${JSON.stringify(pathToFileURL(resolve(here, server)).href)});\n`,
    { mode: 0o755 },
  );
  const npmCli = join(loadTestNpmFolder(), 'bin', 'npm-cli.js');
  execFileSync(
    process.execPath,
    [npmCli, 'pack', '--pack-destination', folder, '--cache', join(folder, 'pack-cache')],
    { cwd: source, stdio: 'ignore' },
  );
  return { name, version, tarball: readFileSync(join(folder, `${name}-${version}.tgz`)) };
}

/** A stand-in npm registry on 127.0.0.1: packages' packuments and tarballs, and every request it saw. */
export interface NpmRegistryStandIn {
  /** The registry's address, ending in `/`. */
  url: string;
  /** Each request's path, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

/** Serves each package as the npm registry does (`/<name>` the packument, `/<name>/-/<name>-<version>.tgz` the tarball); 404 for anything else. */
export async function startNpmRegistryStandIn(...packages: PackedPackage[]): Promise<NpmRegistryStandIn> {
  const requests: string[] = [];
  let url = '';
  const tarballPathOf = (pkg: PackedPackage) => `/${pkg.name}/-/${pkg.name}-${pkg.version}.tgz`;
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://registry').pathname);
    requests.push(path);
    const packument = packages.find((p) => path === `/${p.name}`);
    if (packument !== undefined) {
      const pkg = packument;
      const integrity = `sha512-${createHash('sha512').update(pkg.tarball).digest('base64')}`;
      const shasum = createHash('sha1').update(pkg.tarball).digest('hex');
      const manifest = {
        name: pkg.name,
        version: pkg.version,
        bin: { [pkg.name]: 'bin.mjs' },
        dist: { tarball: `${url}${tarballPathOf(pkg).slice(1)}`, integrity, shasum },
      };
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ name: pkg.name, 'dist-tags': { latest: pkg.version }, versions: { [pkg.version]: manifest } }),
      );
      return;
    }
    const tarball = packages.find((p) => path === tarballPathOf(p));
    if (tarball !== undefined) {
      res.setHeader('content-type', 'application/octet-stream');
      res.end(tarball.tarball);
      return;
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, requests, close: () => new Promise<void>((done) => server.close(() => done())) };
}
