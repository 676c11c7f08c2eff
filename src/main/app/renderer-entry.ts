import { dirname } from 'node:path';
import { APP_PAGE_URL } from './app-scheme';

/**
 * Where the window's page comes from: the built renderer folder, served on the app's own scheme
 * (app-scheme.ts), or the dev server of `npm run dev`.
 */
export type RendererEntry = { kind: 'built'; dir: string; url: string } | { kind: 'dev-server'; url: string };

export interface RendererEntryInput {
  /** app.isPackaged */
  isPackaged: boolean;
  /** ELECTRON_RENDERER_URL, which `electron-vite dev` sets. */
  devServerUrl: string | undefined;
  /** The built out/renderer/index.html. */
  rendererFile: string;
}

/**
 * The page the window loads and the IPC router trusts. Pure. A packaged app always loads its own built
 * page: an environment variable must never point the installed app, and the bridge its preload
 * exposes, at another page. Unpackaged, an http(s) ELECTRON_RENDERER_URL is honoured; anything else
 * falls back to the built page.
 */
export function deriveRendererEntry(input: RendererEntryInput): RendererEntry {
  const built: RendererEntry = { kind: 'built', dir: dirname(input.rendererFile), url: APP_PAGE_URL };
  if (input.isPackaged || !input.devServerUrl) return built;
  try {
    const url = new URL(input.devServerUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? { kind: 'dev-server', url: url.href } : built;
  } catch {
    return built;
  }
}
