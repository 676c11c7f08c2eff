import { describe, expect, it } from 'vitest';
import { deriveLanguageForPath } from '../../../src/main/preview';

describe('the preview language is the Monaco id for the file name', () => {
  it.each([
    ['src/app.ts', 'typescript'],
    ['src/App.TSX', 'typescript'],
    ['index.mjs', 'javascript'],
    ['package.json', 'json'],
    ['README.md', 'markdown'],
    ['tool.py', 'python'],
    ['site.css', 'css'],
    ['index.html', 'html'],
    ['ci.yml', 'yaml'],
    ['build.sh', 'shell'],
    ['Dockerfile', 'dockerfile'],
    ['notes', 'plaintext'],
    ['weird.unknownext', 'plaintext'],
  ])('%s → %s', (file, language) => {
    expect(deriveLanguageForPath(file)).toBe(language);
  });
});
