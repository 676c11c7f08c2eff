/** Small inline icons (no icon font, no emoji: they render the same on every system). Decorative only. */
const CIRCLE = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0';
const PATHS = {
  gate: 'M3 21V9l9-6 9 6v12h-5v-7H8v7H3z',
  trash: 'M6 7h12l-1 14H7L6 7zm3-3h6l1 2H8l1-2zM4 6h16',
  pencil: 'M4 20l1-5L16 4l4 4L9 19l-5 1z',
  warning: 'M12 3l10 18H2L12 3zm0 6v6m0 2v2',
  stop: 'M6 6h12v12H6z',
  check: 'M5 12.5l4.5 4.5L19 7',
  cross: 'M6 6l12 12M18 6L6 18',
  clock: `${CIRCLE}M12 7v5l3 2`,
  ban: `${CIRCLE}M5.6 5.6l12.8 12.8`,
  cancelled: `${CIRCLE}M9 9l6 6M15 9l-6 6`,
  question: `${CIRCLE}M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.2M12 17v.5`,
  dots: 'M6 12h.01M12 12h.01M18 12h.01',
  running: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4',
  // The collapsible sidebar.
  sidebar: 'M4 5h16v14H4zM9 5v14',
  plus: 'M12 5v14M5 12h14',
  inbox: 'M4 13l2-8h12l2 8v6H4v-6zm0 0h5l1 2h4l1-2h5',
  gear: `M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1`,
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
