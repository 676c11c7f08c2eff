import type { HOOKS_MESSAGES } from '../../../../shared/main-messages/hooks';

/** English: hooks' messages (src/shared/main-messages/hooks.ts), keyed `main.<id>`. */
export const mainHooksMessages: Record<`main.${keyof typeof HOOKS_MESSAGES}`, string> = {
  'main.hooks.matcherUnreadable':
    '"{matcher}" is not a pattern Gatehouse can read. Use a tool name such as Bash, names separated by | such as Write|Edit, or leave it empty for every tool.',
  'main.hooks.gone': 'That hook no longer exists.',
  'main.hooks.alreadyRemoved': 'That hook was already removed.',
  'main.hooks.invalid': 'This hook cannot be saved: {check} (in: {fields}). Nothing was changed.',
  'main.hooks.confirmOutsideSandbox':
    'This hook is set to run outside the sandbox, with everything your account may do. Confirm that before saving it.',
  'main.hooks.folderNotFull': 'Name the folder in full (starting from the top of the disk).',
  'main.hooks.nothingToTrust': 'This folder has no hooks to trust.',
  'main.hooks.changedWhileReading':
    'This folder’s hooks changed while you were reading them. Look at them again before trusting the folder.',
  'main.hooks.cannotTrust':
    'Gatehouse cannot trust this folder’s hooks as they are: Settings › Hooks says why for each one.',
  'main.hooks.import.notJson': 'This is not a settings file Gatehouse can read: it is not JSON.',
  'main.hooks.import.notObject': 'This is not a settings file: it is not a JSON object.',
  'main.hooks.import.noHooks': 'This settings file has no "hooks" entry.',
  'main.hooks.skip.notEvents': 'The "hooks" entry is not an object of events.',
  'main.hooks.skip.otherEvent': 'Gatehouse runs only PreToolUse and PostToolUse hooks.',
  'main.hooks.skip.notList': 'Its entry is not a list.',
  'main.hooks.skip.noHooksList': 'Entry {entry} has no "hooks" list.',
  'main.hooks.skip.notAHook': 'Entry {entry}, hook {hook} is not a hook.',
  'main.hooks.skip.notCommand': 'Entry {entry}, hook {hook} is of type "{type}"; Gatehouse runs only command hooks.',
  'main.hooks.skip.noCommand': 'Entry {entry}, hook {hook} has no command (or one longer than 10,000 characters).',
  'main.hooks.file.notJson': '{file} is not valid JSON, so its hooks are not read.',
  'main.hooks.file.notObject': '{file} is not a JSON object, so its hooks are not read.',
  'main.hooks.notRun.untrusted':
    'This folder’s hooks have not been trusted, so Gatehouse did not run them. Read their commands in Settings › Hooks and trust the folder to run them.',
  'main.hooks.notRun.noTrustedCopy':
    'This folder’s hooks were trusted without the copy Gatehouse now keeps of what it runs, so Gatehouse did not run them. Look at them again in Settings › Hooks and trust the folder to run them.',
  'main.hooks.failed.unreadable': 'The list of hooks could not be read: {detail}.',
  'main.hooks.failed.notStarted': 'It did not start ({detail}).',
  'main.hooks.failed.timedOut':
    'It did not answer within {seconds, plural, one {# second} other {# seconds}} and was stopped.',
  'main.hooks.failed.stopped': 'It stopped abruptly before answering.',
  'main.hooks.failed.stoppedBy': 'It stopped abruptly ({signal}) before answering.',
  'main.hooks.failed.exitCode': 'It failed with exit code {code}.',
  'main.hooks.failed.exitCodeSaid': 'It failed with exit code {code} and said: “{said}”.',
  'main.hooks.failed.notJson': 'It printed something that starts like JSON but is not valid JSON.',
  'main.hooks.failed.badShape': 'It answered in a shape Gatehouse does not understand (at {where}).',
  'main.hooks.failed.otherEvent': 'It answered for {answered} while it was asked about {asked}.',
};
