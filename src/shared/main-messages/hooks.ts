import { defineMessages } from './define';

/**
 * Hooks' words for a person: the hooks service's refusals, why a hook of an imported settings
 * file or of a folder was left out, and why a folder's hook files could not be read.
 */
export const HOOKS_MESSAGES = defineMessages({
  // A matcher Gatehouse cannot read (src/shared/hooks.ts deriveMatcherProblem): the form, a save, an import.
  'hooks.matcherUnreadable': ['matcher'],
  // The hooks service's refusals.
  'hooks.gone': [],
  'hooks.alreadyRemoved': [],
  'hooks.invalid': ['fields', 'check'],
  'hooks.confirmOutsideSandbox': [],
  'hooks.folderNotFull': [],
  'hooks.nothingToTrust': [],
  'hooks.changedWhileReading': [],
  'hooks.cannotTrust': [],
  // A settings file that cannot be imported (src/main/hooks/parse-claude-hooks.ts).
  'hooks.import.notJson': [],
  'hooks.import.notObject': [],
  'hooks.import.noHooks': [],
  // Why an entry of a `hooks` object was left out. `entry` and `hook` count from 1.
  'hooks.skip.notEvents': [],
  'hooks.skip.otherEvent': [],
  'hooks.skip.notList': [],
  'hooks.skip.noHooksList': ['entry'],
  'hooks.skip.notAHook': ['entry', 'hook'],
  'hooks.skip.notCommand': ['entry', 'hook', 'type'],
  'hooks.skip.noCommand': ['entry', 'hook'],
  // Why a folder's hook did not run (src/main/core/hooks-service.ts), kept in its record.
  'hooks.notRun.untrusted': [],
  'hooks.notRun.noTrustedCopy': [],
  // How a hook failed (src/main/hooks/parse-hook-answer.ts, create-hook-judge.ts), kept in its
  // record: `detail` the system's own words, `said` the hook's first words on stderr, `signal` the
  // signal's name.
  'hooks.failed.unreadable': ['detail'],
  'hooks.failed.notStarted': ['detail'],
  'hooks.failed.timedOut': ['seconds'],
  'hooks.failed.stopped': [],
  'hooks.failed.stoppedBy': ['signal'],
  'hooks.failed.exitCode': ['code'],
  'hooks.failed.exitCodeSaid': ['code', 'said'],
  'hooks.failed.notJson': [],
  'hooks.failed.badShape': ['where'],
  'hooks.failed.otherEvent': ['answered', 'asked'],
  // A folder's hook file that could not be read (src/main/hooks/read-project-hooks.ts).
  'hooks.file.notJson': ['file'],
  'hooks.file.notObject': ['file'],
});
