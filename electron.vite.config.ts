import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * @monaco-editor/react's loader carries a CDN URL as its default; we always pass the bundled Monaco
 * (loader.config({ monaco })), so strip the address to keep the app fully offline. CI also fails if
 * any CDN address reaches out/ (scripts/check-no-cdn.mjs).
 */
function stripMonacoCdn(): Plugin {
  return {
    name: 'gatehouse-strip-monaco-cdn',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('@monaco-editor')) return null;
      const out = code.replace(/https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^'"`]*/g, '');
      return out === code ? null : { code: out, map: null };
    },
  };
}

export default defineConfig({
  main: {
    build: {
      rolldownOptions: {
        input: { index: resolve(__dirname, 'src/main/index.ts') },
      },
    },
  },
  preload: {
    build: {
      rolldownOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        // Sandboxed preloads must be one CommonJS file.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    plugins: [stripMonacoCdn(), react()],
    build: {
      minify: true,
      rolldownOptions: {
        input: { index: resolve(__dirname, 'src/renderer/index.html') },
      },
    },
  },
});
