/** What a Save (or a choice that saves at once) came to: a tick and "Saved.", or the refusal in words. */
export type SaveState = { tone: 'ok' | 'error'; text: string } | null;

/** The live region beside a form's controls; announced when it changes. */
export function SaveStatus({ state }: { state: SaveState }) {
  return (
    <span role="status" className={state?.tone === 'error' ? 'form-error' : 'form-ok'}>
      {state && (state.tone === 'ok' ? `✓ ${state.text}` : state.text)}
    </span>
  );
}
