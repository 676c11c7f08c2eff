import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDesktopServices } from '../../../src/main/app/desktop-services';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function servicesSavingTo(file: string) {
  return createDesktopServices(
    {
      showOpenDialog: async () => ({ canceled: true, filePaths: [] }),
      showSaveDialog: async () => ({ canceled: false, filePath: file }),
    },
    'linux',
  );
}

describe('the export file is readable by its owner only', () => {
  it('a new export file is created 0600', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gatehouse-export-'));
    dirs.push(dir);
    const file = path.join(dir, 'export.json');
    expect(await servicesSavingTo(file).saveJson('export.json', '{"secret":1}')).toBe(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('an existing file chosen as the target is tightened to 0600', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gatehouse-export-'));
    dirs.push(dir);
    const file = path.join(dir, 'export.json');
    writeFileSync(file, 'old', { mode: 0o644 });
    await servicesSavingTo(file).saveJson('export.json', '{"secret":1}');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
