// The modes' names, apart from their schemas (src/shared/modes.ts), so the window's composer needs no schema library.

/** The built-in agents a send may pick. */
export const WORK_MODES = ['ask', 'plan', 'agent'] as const;

/** How much may run without a person for one send. */
export const APPROVAL_MODES = ['manual', 'auto', 'yolo'] as const;
