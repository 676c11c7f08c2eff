/**
 * What a message of the main process's is: its id and the names of its parameters. The words are
 * the window's (src/renderer/src/i18n/main/), one ICU message per id in each language.
 */
export type MessageShapes = Readonly<Record<string, readonly string[]>>;

/** Each area's messages, checked to be id → parameter names, kept literal for the types. */
export function defineMessages<const T extends MessageShapes>(shapes: T): T {
  return shapes;
}
