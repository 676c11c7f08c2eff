import { defineMessages } from './define';

/**
 * The command sandbox's words for a person: which one confines commands on this computer, or why
 * none can. `version` is bubblewrap's own `--version` line; `programs` the missing programs' names
 * (comma-separated) and `count` how many; `command` the command that installs them; `platform` the
 * operating system's name; `detail` a program's or the system's own words; `exit` an exit code or signal.
 */
export const SANDBOX_MESSAGES = defineMessages({
  'sandbox.notChecked': [],
  'sandbox.bubblewrap': ['version'],
  'sandbox.seatbelt': [],
  'sandbox.missing': ['programs', 'count', 'command'],
  'sandbox.noSandboxFor': ['platform'],
  'sandbox.libraryFailed': ['detail'],
  'sandbox.trialFailed': ['detail'],
  'sandbox.systemRefused': ['detail'],
  'sandbox.systemRefusedExit': ['exit'],
});
