import path from 'node:path';

/** Monaco language id for a file, from its name or extension; 'plaintext' when unknown. Pure. */
export function deriveLanguageForPath(filePath: string): string {
  const base = path.basename(filePath).toLowerCase();
  const byName = LANGUAGE_BY_NAME[base];
  if (byName !== undefined) return byName;
  const ext = path.extname(base).slice(1);
  return LANGUAGE_BY_EXTENSION[ext] ?? 'plaintext';
}

const LANGUAGE_BY_NAME: Readonly<Record<string, string>> = {
  dockerfile: 'dockerfile',
  makefile: 'makefile',
  '.bashrc': 'shell',
  '.zshrc': 'shell',
  '.profile': 'shell',
  '.gitignore': 'plaintext',
  '.env': 'ini',
};

const LANGUAGE_BY_EXTENSION: Readonly<Record<string, string>> = {
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  json: 'json',
  jsonc: 'json',
  md: 'markdown',
  markdown: 'markdown',
  py: 'python',
  pyi: 'python',
  css: 'css',
  scss: 'scss',
  less: 'less',
  html: 'html',
  htm: 'html',
  xml: 'xml',
  svg: 'xml',
  yaml: 'yaml',
  yml: 'yaml',
  sh: 'shell',
  bash: 'shell',
  zsh: 'shell',
  go: 'go',
  rs: 'rust',
  java: 'java',
  kt: 'kotlin',
  c: 'c',
  h: 'c',
  cpp: 'cpp',
  cc: 'cpp',
  hpp: 'cpp',
  cs: 'csharp',
  rb: 'ruby',
  php: 'php',
  swift: 'swift',
  sql: 'sql',
  toml: 'ini',
  ini: 'ini',
  cfg: 'ini',
  ps1: 'powershell',
  bat: 'bat',
  cmd: 'bat',
  lua: 'lua',
  r: 'r',
  txt: 'plaintext',
};
