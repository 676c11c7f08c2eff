import { accessSync, constants, mkdirSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';

/** The environment variable that points a development build at another data folder (`npm run smoke`). */
export const DATA_DIR_VARIABLE = 'GATEHOUSE_DATA_DIR';

/**
 * The data folder GATEHOUSE_DATA_DIR asks for (resolved against `cwd`), or null to keep Electron's
 * userData. Pure. A packaged app ignores it: a variable left in a shell profile for a development run
 * must never point the installed app at another database, where the person's conversations and the
 * approvals waiting for them would seem to be gone.
 */
export function deriveDataDirOverride(input: {
  isPackaged: boolean;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
}): string | null {
  const value = input.env[DATA_DIR_VARIABLE]?.trim();
  if (input.isPackaged || !value) return null;
  return isAbsolute(value) ? value : resolve(input.cwd, value);
}

/**
 * Creates the data folder when missing and checks it can be written. Throws the file system's error
 * (EACCES, EROFS, ENOTDIR, ENOSPC…) otherwise; deriveStartFailureText puts it in words.
 */
export function runDataFolderCheck(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  accessSync(dataDir, constants.W_OK);
}
