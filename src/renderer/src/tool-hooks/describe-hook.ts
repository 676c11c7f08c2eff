import type { HookRunRecord, PostToolUseRecord, PreToolUseRecord } from '../../../shared/hook-records';
import type { HookDefinition } from '../../../shared/hooks';
import type { SessionSummary } from '../../../shared/views';
import { t, type MessageKey, type MessageParams } from '../i18n';
import { wordMain } from '../i18n/main/word-main';

/**
 * Hooks in the person's words, pure. Everything here reads what main recorded
 * (hook-records.ts) and decides only what to say: never whether a call runs.
 * A "hook" in this folder is a Claude Code-style tool hook, not a React hook (those live in ../hooks).
 */

/** One sentence for a person's hook: when it runs, on which actions, where and for how long. */
export function formatHookSentence(hook: Pick<HookDefinition, 'event' | 'matcher' | 'timeoutSec' | 'sandbox'>): string {
  return t('hooks.words.sentence', {
    event: t(`hooks.words.event.${hook.event}`),
    matcher: formatHookMatcher(hook.matcher),
    sandbox: t(`hooks.words.sandbox.${hook.sandbox}`),
    timeout: t('hooks.words.timeout', { count: hook.timeoutSec }),
  });
}

/** '' and '*' match every action; anything else is Claude Code's tool names as written. */
export function formatHookMatcher(matcher: string): string {
  return matcher === '' || matcher === '*'
    ? t('hooks.words.matcherAll')
    : t('hooks.words.matcher', { matcher: matcher.split('|').join(', ') });
}

/** A command cut for a label or a button's name (the full text is shown beside it). */
export function formatShortCommand(command: string, max = 60): string {
  const line = command.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** One line a card shows about what hooks said. `command`: the hook it is about, shown beside the words. */
export interface HookNote {
  kind: 'rewrite' | 'rewriteAsks' | 'error' | 'ask' | 'deny' | 'allow' | 'projectAllow' | 'notRun' | 'message';
  key: MessageKey;
  params: MessageParams;
  command?: string;
}

const runOf = (record: PreToolUseRecord, hookId: string): HookRunRecord | undefined =>
  record.runs.find((r) => r.hookId === hookId);

/** The first counted hook whose own answer was `outcome`: the one that speaks for the combined verdict. */
export function deriveSpeakingRun(
  runs: readonly HookRunRecord[],
  outcome: HookRunRecord['outcome'],
): HookRunRecord | undefined {
  return runs.find((r) => r.counted && r.outcome === outcome);
}

/**
 * What the approval sheet says about one call's PreToolUse record, in this order: the rewrite
 * (what runs is not what the model asked for), each hook error (why it asks), the verdict with its
 * reason (ask, deny, or an allow a floor kept asking), a folder's hooks that did not run, and each
 * hook's message for the person. Hook text is shown as data by the component (never as markup).
 * `subject`: the model's call as asked, or a person's edit of it (hooks run again on an edit).
 */
export function deriveCallHookNotes(
  record: PreToolUseRecord | undefined,
  subject: 'call' | 'edit' = 'call',
): HookNote[] {
  if (record === undefined) return [];
  const notes: HookNote[] = [];
  const rewriteRun =
    record.rewrite === undefined
      ? undefined
      : (runOf(record, record.rewrite.hookId) ??
        record.original?.runs.find((r) => r.hookId === record.rewrite?.hookId));
  const projectRewrite = rewriteRun?.source === 'project';
  if (record.rewrite !== undefined) {
    const key: MessageKey =
      subject === 'edit'
        ? projectRewrite
          ? 'hooks.sheet.changedEditProject'
          : 'hooks.sheet.changedEdit'
        : projectRewrite
          ? 'hooks.sheet.changedByProject'
          : 'hooks.sheet.changedBy';
    notes.push({ kind: 'rewrite', key, params: {}, command: record.rewrite.command });
  }
  // A second change is not applied; it is why the call asks.
  if (record.rewroteAgain !== undefined)
    notes.push({
      kind: 'rewriteAsks',
      key: 'hooks.sheet.rewroteAgain',
      params: {},
      command: record.rewroteAgain.command,
    });
  // Each error names its hook and says the call waits for the person: Gatehouse's own (a code) worded
  // here, a hook's own failure from main's message (records from before it was kept: main's English).
  // `errors` follows the counted runs that failed, in order.
  const failed = record.runs.filter((r) => r.counted && r.outcome === 'error');
  record.errors.forEach((error, i) => {
    const run = failed[i];
    // The error after the failed runs' is a rejected rewrite's, worded below when it is recorded.
    if (run === undefined && record.rewriteRejected !== undefined) return;
    notes.push(
      run?.errorCode !== undefined
        ? { kind: 'error', key: `hooks.sheet.error.${run.errorCode}`, params: { command: run.command } }
        : run?.errorText !== undefined
          ? {
              kind: 'error',
              key: 'hooks.sheet.hookFailed',
              params: { command: run.command, reason: wordMain(run.errorText) },
            }
          : { kind: 'error', key: 'hooks.sheet.failed', params: { error } },
    );
  });
  if (record.rewriteRejected !== undefined) {
    const { command, tool, detail } = record.rewriteRejected;
    notes.push({ kind: 'error', key: 'hooks.sheet.rewriteRejected', params: { command, tool, detail } });
  }
  const reason = record.reason?.trim() ?? '';
  // On an edit, main's own refusal says the deny (EditPreviewResult.refusedByHook).
  if (record.effect === 'deny' && subject === 'call') {
    const run = deriveSpeakingRun(record.runs, 'deny');
    const project = run?.source === 'project';
    const key: MessageKey =
      reason === '' ? 'hooks.sheet.deniesNoReason' : project ? 'hooks.sheet.projectDenies' : 'hooks.sheet.denies';
    notes.push({ kind: 'deny', key, params: { reason }, ...(run ? { command: run.command } : {}) });
  } else if (record.effect === 'ask') {
    const run = deriveSpeakingRun(record.runs, 'ask');
    // An ask that only comes from errors is said by the error lines above; one that comes from a
    // folder's rewrite (never more than ask, docs/policy.md) is said here.
    if (run === undefined && projectRewrite && record.rewroteAgain === undefined && record.errors.length === 0) {
      notes.push({
        kind: 'rewriteAsks',
        key: 'hooks.sheet.projectRewriteAsks',
        params: {},
        ...(record.rewrite !== undefined ? { command: record.rewrite.command } : {}),
      });
    }
    if (run !== undefined) {
      const project = run.source === 'project';
      const key: MessageKey =
        reason === ''
          ? project
            ? 'hooks.sheet.projectAsksNoReason'
            : 'hooks.sheet.asksNoReason'
          : project
            ? 'hooks.sheet.projectAsks'
            : 'hooks.sheet.asks';
      notes.push({ kind: 'ask', key, params: { reason }, command: run.command });
    }
  } else if (record.effect === 'allow') {
    const run = deriveSpeakingRun(record.runs, 'allow');
    notes.push({
      kind: 'allow',
      key: 'hooks.sheet.allowsButAsks',
      params: {},
      ...(run ? { command: run.command } : {}),
    });
  }
  // A folder's allow is recorded, never counted (docs/policy.md): said, so the person knows why it still asks.
  const folderAllow = record.runs.find((r) => r.source === 'project' && r.outcome === 'allow' && !r.counted);
  if (folderAllow !== undefined && record.effect !== 'deny')
    notes.push({
      kind: 'projectAllow',
      key: 'hooks.sheet.projectAllowNotCounted',
      params: {},
      command: folderAllow.command,
    });
  const notRunReasons = [
    ...new Set(
      record.runs
        .filter((r) => r.outcome === 'not_run')
        .map((r) => (r.notRunText !== undefined ? wordMain(r.notRunText) : (r.reason ?? ''))),
    ),
  ];
  for (const why of notRunReasons) notes.push({ kind: 'notRun', key: 'hooks.sheet.notRun', params: { reason: why } });
  for (const run of record.runs) {
    if (run.message !== undefined && run.message.trim() !== '')
      notes.push({ kind: 'message', key: 'hooks.sheet.says', params: { message: run.message }, command: run.command });
  }
  return notes;
}

/** What a finished (or running) call's card says about hooks. */
export interface HookOutcomeNotes {
  /** The hook that let it run or refused it (settled by a hook), with the hooks' reason for a refusal. */
  decided: { key: MessageKey; reason?: string; command?: string } | null;
  /** The hook that changed its input, with the input it replaced. */
  rewrite: { key: MessageKey; command: string; replaced: Record<string, unknown> } | null;
  /** Notes hooks appended to its result for the model: PreToolUse context, then PostToolUse notes with their hook's command. */
  post: { key: MessageKey; text: string; command?: string }[];
  /** What hooks said to the person (their systemMessage), each with its hook's command. */
  says: { key: MessageKey; text: string; command: string }[];
}

/**
 * Pure: for a transcript card or a record entry, who among the hooks decided it, whether one changed
 * it, and what PostToolUse hooks appended to its result (attributed by hook id to the run that said it).
 */
export function deriveHookOutcomeNotes(input: {
  /** A hook settled the call (src/shared/decisions.ts). */
  settledByHook: boolean;
  denied: boolean;
  hook: PreToolUseRecord | undefined;
  postHook: PostToolUseRecord | undefined;
}): HookOutcomeNotes {
  const { hook, postHook } = input;
  let decided: HookOutcomeNotes['decided'] = null;
  if (input.settledByHook) {
    const run = hook === undefined ? undefined : deriveSpeakingRun(hook.runs, input.denied ? 'deny' : 'allow');
    const project = run?.source === 'project';
    const reason = input.denied ? (hook?.reason?.trim() ?? '') : '';
    const key: MessageKey = !input.denied
      ? 'hooks.card.allowedBy'
      : reason !== ''
        ? project
          ? 'hooks.card.deniedByProjectReason'
          : 'hooks.card.deniedByReason'
        : project
          ? 'hooks.card.deniedByProject'
          : 'hooks.card.deniedBy';
    decided = { key, ...(reason !== '' ? { reason } : {}), ...(run ? { command: run.command } : {}) };
  }
  let rewrite: HookOutcomeNotes['rewrite'] = null;
  if (hook?.rewrite !== undefined) {
    const project = runOf(hook, hook.rewrite.hookId)?.source === 'project';
    rewrite = {
      key: project ? 'hooks.card.changedByProject' : 'hooks.card.changedBy',
      command: hook.rewrite.command,
      replaced: hook.rewrite.replaced,
    };
  }
  // PreToolUse context goes to the model with the result, in the order of the runs that added it.
  const adders = (hook?.runs ?? []).filter((r) => r.addedContext === true);
  const before = (hook?.additionalContext ?? []).map((text, i) => {
    const run = adders[i];
    const key: MessageKey =
      run === undefined
        ? 'hooks.card.preContext'
        : run.source === 'project'
          ? 'hooks.card.projectContext'
          : 'hooks.card.context';
    return { key, text, ...(run ? { command: run.command } : {}) };
  });
  const after = (postHook?.notes ?? []).map((note) => {
    const run = postHook?.runs.find((r) => r.hookId === note.hookId);
    const project = run?.source === 'project';
    const key: MessageKey =
      note.kind === 'block'
        ? project
          ? 'hooks.card.projectBlock'
          : 'hooks.card.block'
        : project
          ? 'hooks.card.projectContext'
          : 'hooks.card.context';
    return { key, text: note.text, ...(run ? { command: run.command } : {}) };
  });
  // Each hook's systemMessage is for the person, beside the record (never told to the model).
  const says = [...(hook?.runs ?? []), ...(postHook?.runs ?? [])].flatMap((r) =>
    r.message !== undefined && r.message.trim() !== ''
      ? [
          {
            key: (r.source === 'project' ? 'hooks.card.projectSays' : 'hooks.card.says') as MessageKey,
            text: r.message,
            command: r.command,
          },
        ]
      : [],
  );
  return { decided, rewrite, post: [...before, ...after], says };
}

/**
 * Pure: the folders whose project hooks Settings shows: every conversation's folder that is still
 * there, once each, most recently used first.
 */
export function deriveOpenFolders(sessions: readonly SessionSummary[]): string[] {
  const latest = new Map<string, string>();
  for (const s of sessions) {
    if (!s.workspaceExists) continue;
    const seen = latest.get(s.workspace);
    if (seen === undefined || s.updatedAt > seen) latest.set(s.workspace, s.updatedAt);
  }
  return [...latest.entries()]
    .sort((a, b) => (a[1] < b[1] ? 1 : a[1] > b[1] ? -1 : a[0].localeCompare(b[0])))
    .map(([folder]) => folder);
}
