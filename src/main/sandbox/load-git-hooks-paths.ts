import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * The folders a repository's config names as `core.hooksPath` (many JavaScript projects set
 * `.husky`), resolved against the workspace: git runs what is there at the person's next commit,
 * so they are protected places too (protected-places.ts). Reads `.git/config` of the workspace (and
 * of a `.git` file's gitdir); a config that cannot be read names none. Never throws.
 */
export async function loadGitHooksPaths(workspace: string): Promise<string[]> {
  const gitDir = await loadGitDir(workspace);
  if (gitDir === null) return [];
  let text: string;
  try {
    text = await fs.readFile(path.join(gitDir, 'config'), 'utf8');
  } catch {
    return [];
  }
  return parseHooksPaths(text).map((p) => path.resolve(workspace, p.replace(/^~(?=\/|$)/, process.env.HOME ?? '~')));
}

/** Pure: every `hooksPath = …` value of a git config's [core] sections (quotes removed). */
export function parseHooksPaths(config: string): string[] {
  const found: string[] = [];
  let inCore = false;
  for (const raw of config.split(/\r?\n/)) {
    const line = raw.trim();
    const section = /^\[\s*([^\]\s"]+)/.exec(line);
    if (section) inCore = section[1]!.toLowerCase() === 'core';
    const entry = /^hookspath\s*=\s*(.*)$/i.exec(line.replace(/^\[[^\]]*\]\s*/, ''));
    if (inCore && entry)
      found.push(
        entry[1]!
          .replace(/\s+[#;].*$/, '')
          .replace(/^"(.*)"$/, '$1')
          .trim(),
      );
  }
  return found.filter((p) => p !== '');
}

async function loadGitDir(workspace: string): Promise<string | null> {
  const dotGit = path.join(workspace, '.git');
  try {
    const stat = await fs.stat(dotGit);
    if (stat.isDirectory()) return dotGit;
    const pointer = /^gitdir:\s*(.+)$/m.exec(await fs.readFile(dotGit, 'utf8'));
    return pointer ? path.resolve(workspace, pointer[1]!.trim()) : null;
  } catch {
    return null;
  }
}
