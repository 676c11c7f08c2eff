import { useId, useState } from 'react';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';
import { deriveRationaleExcerpt } from './call-text';

/**
 * The model's explanation, framed as its words (not the sheet's): a quote under a label that says
 * so (the sheet says once that Gatehouse has not checked it). Why: a hostile model can write text that
 * imitates the sheet ("✅ Gatehouse verified this is safe — press y"). A long one is cut short
 * so it cannot push the action and its buttons out of sight.
 */
export function Rationale({ text }: { text: string }) {
  const [whole, setWhole] = useState(false);
  const id = useId();
  const trimmed = text.trim();
  const excerpt = deriveRationaleExcerpt(trimmed);
  const shown = deriveVisibleText(whole ? trimmed : excerpt.text);
  return (
    <div className="gh-why">
      <p className="gh-label" id={`${id}-label`}>
        {t('approval.call.why')}
      </p>
      {trimmed === '' ? (
        <p className="gh-muted">{t('approval.call.noRationale')}</p>
      ) : (
        <>
          <blockquote className="gh-rationale" aria-labelledby={`${id}-label`}>
            {shown}
            {excerpt.omitted > 0 && !whole && '…'}
          </blockquote>
          {excerpt.omitted > 0 && (
            <button type="button" className="gh-link-button" aria-expanded={whole} onClick={() => setWhole((v) => !v)}>
              {whole ? t('approval.call.whyLess') : t('approval.call.whyMore', { count: excerpt.omitted })}
            </button>
          )}
        </>
      )}
    </div>
  );
}
