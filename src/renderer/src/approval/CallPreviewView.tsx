import type { CallPreview } from '../../../shared/tools';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';
import { deriveDisplayPath } from './display-path';
import { WritePreviewPane } from './WritePreviewPane';
import { McpCallPreview } from './mcp/McpCallPreview';
import { ArgsPreviewView, CommandPreviewView, PlanPreviewView } from './OtherPreviews';

interface CallPreviewViewProps {
  preview: CallPreview;
  args: Record<string, unknown>;
  workspace: string;
  /** The sheet already says how every command is fenced: a command's card leaves it out. */
  fenceShared: boolean;
  /** Verdict sentences the sheet says once for every command. */
  sharedSentences: readonly string[];
  expanded: boolean;
  onToggleExpanded(): void;
}

/**
 * The one place that picks a call's preview component by its kind. A new kind of preview is one more
 * case here; the switch is exhaustive, so a kind without a view does not compile.
 */
export function CallPreviewView({
  preview,
  args,
  workspace,
  fenceShared,
  sharedSentences,
  expanded,
  onToggleExpanded,
}: CallPreviewViewProps) {
  const shown = (path: string) => deriveVisibleText(deriveDisplayPath(path, workspace), { lines: 'mark' });
  const view = (() => {
    switch (preview.type) {
      case 'write':
        return (
          <WritePreviewPane
            write={preview.write}
            displayPath={shown(preview.write.path)}
            expanded={expanded}
            onToggleExpanded={onToggleExpanded}
          />
        );
      case 'command':
        return (
          <CommandPreviewView
            command={preview.command}
            cwd={shown(preview.command.cwd)}
            showFence={!fenceShared}
            sharedSentences={sharedSentences}
          />
        );
      case 'plan':
        return <PlanPreviewView items={preview.items} />;
      case 'args':
        return <ArgsPreviewView args={args} text={preview.text} />;
      case 'mcp':
        return <McpCallPreview preview={preview.mcp} args={args} />;
      default: {
        const unknown: never = preview;
        return unknown;
      }
    }
  })();
  return (
    <div className="gh-preview" aria-label={t('approval.call.preview')} role="group">
      {view}
    </div>
  );
}
