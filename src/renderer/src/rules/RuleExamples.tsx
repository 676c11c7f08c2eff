import { useEffect, useState } from 'react';
import { useClient } from '../react-hooks/app-context';
import type { Effect } from '../../../shared/modes';
import type { RuleDefinition, RuleExample, RuleExamples } from '../../../shared/rules';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';

const EXAMPLES_DELAY_MS = 250;

export type Examples =
  | { status: 'incomplete' | 'checking' }
  | { status: 'failed'; message: string }
  | { status: 'done'; answer: RuleExamples };

/** Asks main for concrete calls the rule would and would not match (rules:examples), once the editing pauses. */
export function useRuleExamples(definition: RuleDefinition | null): Examples {
  const client = useClient();
  const key = definition === null ? null : JSON.stringify(definition);
  const [answer, setAnswer] = useState<{ key: string; examples: Examples } | null>(null);
  useEffect(() => {
    if (key === null || definition === null) return;
    let live = true;
    const timer = setTimeout(() => {
      void client.call('rules:examples', { definition }).then((result) => {
        if (!live) return;
        setAnswer({
          key,
          examples: result.ok
            ? { status: 'done', answer: result.value }
            : { status: 'failed', message: result.error.message },
        });
      });
    }, EXAMPLES_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);
  if (definition === null) return { status: 'incomplete' };
  return answer !== null && answer.key === key ? answer.examples : { status: 'checking' };
}

/** One example in words: the command or recipient value, and what the rule would do with it. */
function ExampleLine({ example, effect }: { example: RuleExample; effect: Effect }) {
  const verdict = t(`rules.editor.example.${effect}.${example.outcome}`);
  if (example.kind === 'command') {
    return (
      <li data-outcome={example.outcome}>
        <code className="rule-words">{deriveVisibleText(example.command, { lines: 'mark' })}</code> — {verdict}
      </li>
    );
  }
  return (
    <li data-outcome={example.outcome}>
      <code className="rule-words">
        {t('rules.editor.example.recipient', {
          field: example.field,
          value: deriveVisibleText(example.value, { lines: 'mark' }),
        })}
      </code>{' '}
      — {verdict}
      {example.problem !== undefined && (
        <> ({t('rules.editor.example.unreadable', { problem: t(`rules.address.${example.problem}`) })})</>
      )}
    </li>
  );
}

/** Concrete calls the rule would and would not match, worked out in main by the same matcher the assistant's calls meet. */
export function RuleExamplesList({ examples, effect }: { examples: Examples; effect: Effect }) {
  if (examples.status === 'incomplete' || (examples.status === 'done' && examples.answer.examples.length === 0))
    return null;
  return (
    <section className="rule-examples" aria-label={t('rules.editor.examples')}>
      <h3>{t('rules.editor.examples')}</h3>
      {examples.status === 'checking' && <p className="help">{t('rules.editor.examplesChecking')}</p>}
      {examples.status === 'failed' && (
        <p className="help">{t('rules.editor.examplesFailed', { message: examples.message })}</p>
      )}
      {examples.status === 'done' && (
        <ul className="rule-examples-list">
          {examples.answer.examples.map((example) => (
            <ExampleLine
              key={example.kind === 'command' ? example.command : example.value}
              example={example}
              effect={effect}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
