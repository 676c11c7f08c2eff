/**
 * electron-builder's afterPack step (electron-builder.yml): copies the npm package whole into the
 * app's resources folder as `npm`, where the packaged main finds it (loadCarriedNpmFolder in
 * src/main/mcp/resolve-server-runtime.ts). Why not extraResources: electron-builder leaves every
 * node_modules folder out of such a copy, and npm cannot start without its own.
 */
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

export default async function copyNpmBesideTheApp(context) {
  const from = path.join(context.packager.projectDir, 'node_modules', 'npm');
  if (!existsSync(path.join(from, 'bin', 'npx-cli.js')))
    throw new Error(`npm is not installed in ${from}: run npm install first`);
  const to = path.join(context.packager.getResourcesDir(context.appOutDir), 'npm');
  cpSync(from, to, { recursive: true, dereference: true });
}
