import { isModelServerAddress } from '../../../shared/model-server-address';
import type { MessageKey } from '../i18n';

/**
 * The rules each settings field is held to, in the app's own words (message keys), checked as the
 * person edits. Pure. The main process checks the same limits again with zod at the boundary
 * (SettingsPatchSchema); these only say it first, on the field. Every default passes.
 */

export const CONTEXT_WINDOW_MIN = 1024;
export const CONTEXT_WINDOW_MAX = 10_000_000;

/** "200000", "200 000", "200,000" or "200_000" → 200000; otherwise why not. */
export function parseContextWindow(text: string): { ok: true; value: number } | { ok: false; error: MessageKey } {
  const compact = text.trim().replace(/[\s,_'’.]/g, '');
  if (compact === '') return { ok: false, error: 'field.contextWindow.empty' };
  if (!/^\d+$/.test(compact)) return { ok: false, error: 'field.contextWindow.notNumber' };
  const value = Number(compact);
  if (value < CONTEXT_WINDOW_MIN || value > CONTEXT_WINDOW_MAX)
    return { ok: false, error: 'field.contextWindow.range' };
  return { ok: true, value };
}

/** A local server's address: needed when the model runs locally, an http(s) URL with a host. */
export function checkServerAddress(text: string, required: boolean): MessageKey | null {
  if (text.trim() === '') return required ? 'field.baseUrl.empty' : null;
  return isModelServerAddress(text) ? null : 'field.baseUrl.invalid';
}

export function checkModelName(text: string): MessageKey | null {
  const v = text.trim();
  if (v === '') return 'field.model.empty';
  return v.length > 200 ? 'field.model.long' : null;
}

/** The API key: empty keeps the saved one (or is missing on first run, when `required`). */
export function checkApiKey(text: string, required: boolean): MessageKey | null {
  const v = text.trim();
  if (v === '') return required ? 'field.apiKey.empty' : null;
  if (/\s/.test(v)) return 'field.apiKey.spaces';
  return v.length > 4000 ? 'field.apiKey.long' : null;
}
