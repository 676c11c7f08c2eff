import { useState } from 'react';
import type { CallPreview } from '../../../shared/tools';
import { t } from '../i18n';
import { deriveReadableJson } from './format';
import { PlainLines } from '../components/PlainLines';
import { CallPreviewView } from './CallPreviewView';
import { McpSchemaArgs } from './mcp/McpSchemaArgs';
import './approval.css';
import './mcp/mcp.css';
import './record.css';

export interface RecordedCall {
  /** What the sheet showed for exactly these arguments (derivePreviewFor), or null when the log holds no look at them. */
  preview: CallPreview | null;
  args: Record<string, unknown>;
  label: string;
}

/**
 * A decided call in a record, read-only, in the layout its sheet showed (the command, the file
 * and its diff, the mail or the event); without a preview, its arguments field by field. The
 * JSON as sent stays folded under "As sent", unless the layout is that JSON already.
 */
export function RecordedCallView({ call, workspace }: { call: RecordedCall; workspace: string }) {
  const [expanded, setExpanded] = useState(false);
  const { preview, args, label } = call;
  return (
    <div className="gh-recorded" role="group" aria-label={label}>
      <p className="gh-label">{label}</p>
      {preview !== null ? (
        <CallPreviewView
          preview={preview}
          args={args}
          workspace={workspace}
          fenceShared={false}
          sharedSentences={[]}
          expanded={expanded}
          onToggleExpanded={() => setExpanded((e) => !e)}
        />
      ) : (
        <McpSchemaArgs schema={{}} args={args} title={t('approval.record.fields')} />
      )}
      {preview?.type !== 'args' && (
        <details className="gh-as-sent">
          <summary>{t('approval.record.asSent')}</summary>
          <pre className="gh-code-block">
            <PlainLines as="code" text={deriveReadableJson(args)} />
          </pre>
        </details>
      )}
    </div>
  );
}

/** What ran and, beside it, what the model proposed before the person's edit (when there was one). */
export function RecordedCallPair({
  ran,
  original,
  workspace,
}: {
  ran: RecordedCall;
  original: RecordedCall | null;
  workspace: string;
}) {
  return (
    <div className={original !== null ? 'gh-recorded-pair' : undefined}>
      <RecordedCallView call={ran} workspace={workspace} />
      {original !== null && <RecordedCallView call={original} workspace={workspace} />}
    </div>
  );
}
