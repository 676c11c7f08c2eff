import { pathToFileURL } from 'node:url';

/** Where the window's page comes from: the built file, or the dev server of `npm run dev`. */
export type RendererEntry = { kind: 'file'; path: string; url: string } | { kind: 'dev-server'; url: string };

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
 * file: an environment variable must never point the installed app, and the bridge its preload
 * exposes, at another page. Unpackaged, an http(s) ELECTRON_RENDERER_URL is honoured; anything else
 * falls back to the built file.
 */
export function deriveRendererEntry(input: RendererEntryInput): RendererEntry {
  const fileEntry: RendererEntry = {
    kind: 'file',
    path: input.rendererFile,
    url: pathToFileURL(input.rendererFile).href,
  };
  if (input.isPackaged || !input.devServerUrl) return fileEntry;
  try {
    const url = new URL(input.devServerUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? { kind: 'dev-server', url: url.href } : fileEntry;
  } catch {
    return fileEntry;
  }
}
