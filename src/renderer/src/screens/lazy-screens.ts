import { lazy } from 'react';
import { loadChunkOnce } from '../components/load-chunk-once';

/**
 * The screens a window does not show as it opens, each a chunk of its own, out of the window's first
 * script: it opens on a conversation. preloadScreens fetches them all once the open conversation
 * has painted, so the first visit to one renders at once (loadChunkOnce); App shows "Loading…" for
 * one asked for sooner.
 */
const loadSettings = loadChunkOnce(() => import('./SettingsScreen').then((m) => ({ default: m.SettingsScreen })));
const loadInbox = loadChunkOnce(() => import('./InboxScreen').then((m) => ({ default: m.InboxScreen })));
const loadAudit = loadChunkOnce(() => import('./AuditScreen').then((m) => ({ default: m.AuditScreen })));
const loadOnboarding = loadChunkOnce(() => import('./OnboardingScreen').then((m) => ({ default: m.OnboardingScreen })));
// Not a screen, but the one dialog of the sheet that checks with the shared schemas ("Always
// allow…"): with it, the schema library stays out of the first script too.
export const loadRuleEditor = loadChunkOnce(() =>
  import('../rules/RuleEditorDialog').then((m) => ({ default: m.RuleEditorDialog })),
);

export const SettingsScreen = lazy(loadSettings);
export const InboxScreen = lazy(loadInbox);
export const AuditScreen = lazy(loadAudit);
export const OnboardingScreen = lazy(loadOnboarding);
export const RuleEditorDialog = lazy(loadRuleEditor);

/** Fetches every screen's chunk and the rule editor's (a failed fetch is asked again when it is opened). */
export function preloadScreens(): void {
  for (const load of [loadSettings, loadInbox, loadAudit, loadOnboarding, loadRuleEditor])
    load().catch(() => undefined);
}
