import { readFileSync } from 'node:fs';

/** What deriveLinuxMusl looks at; each reader returns null when it cannot tell. */
export interface LibcProbe {
  platform: string;
  /** The text of /proc/self/maps: which libc loader is mapped into this process. */
  readMaps(): string | null;
  /** process.report's header.glibcVersionRuntime: set on glibc, absent on musl. */
  glibcVersionRuntime(): string | null;
}

/**
 * Whether this process runs on musl libc (Alpine and the like), so better-sqlite3's `linuxmusl-*`
 * prebuild is the one that loads. Decided as better-sqlite3's own lib/binding.js does: the libc
 * loader mapped into the process first, then whether the process report names a glibc runtime.
 * Pure; false off Linux.
 */
export function deriveLinuxMusl(probe: LibcProbe): boolean {
  if (probe.platform !== 'linux') return false;
  const maps = probe.readMaps();
  if (maps !== null) {
    if (/\/ld-musl-[^/\s]*\.so/.test(maps)) return true;
    if (/\/(?:ld-linux[^/\s]*|libc)\.so\.\d/.test(maps)) return false;
  }
  return probe.glibcVersionRuntime() === null;
}

function readMaps(): string | null {
  try {
    return readFileSync('/proc/self/maps', 'latin1');
  } catch {
    return null;
  }
}

function glibcVersionRuntime(): string | null {
  // excludeNetwork (Node 13.12+) keeps the report from resolving host names; @types/node omits it.
  const report = process.report as NodeJS.ProcessReport & { excludeNetwork: boolean };
  const excludeNetwork = report.excludeNetwork;
  report.excludeNetwork = true;
  try {
    const header = (report.getReport() as { header?: { glibcVersionRuntime?: string } }).header;
    return header?.glibcVersionRuntime ?? null;
  } finally {
    report.excludeNetwork = excludeNetwork;
  }
}

/** deriveLinuxMusl for this process. */
export function detectLinuxMusl(platform: string = process.platform): boolean {
  return deriveLinuxMusl({ platform, readMaps, glibcVersionRuntime });
}
