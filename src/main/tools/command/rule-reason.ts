import type { MainMessage } from '../../../shared/main-messages';

/**
 * Why a program's own read-only rule does not hold: `words` for a log and the model ("option
 * "-i" …", after the program's name), `text` for the person, as a whole "Asks because …" message.
 */
export interface RuleReason {
  words: string;
  text: MainMessage;
}

/** Pure: a rule's reason from its two forms. */
export function because(words: string, text: MainMessage): RuleReason {
  return { words, text };
}
