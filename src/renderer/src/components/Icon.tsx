/** Small inline icons (no icon font, no emoji: they render the same on every system). Decorative only. */
const PATHS = {
  gate: 'M3 21V9l9-6 9 6v12h-5v-7H8v7H3z',
  trash: 'M6 7h12l-1 14H7L6 7zm3-3h6l1 2H8l1-2zM4 6h16',
  pencil: 'M4 20l1-5L16 4l4 4L9 19l-5 1z',
  pause: 'M7 5h4v14H7zM13 5h4v14h-4z',
  warning: 'M12 3l10 18H2L12 3zm0 6v6m0 2v2',
  stop: 'M6 6h12v12H6z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
