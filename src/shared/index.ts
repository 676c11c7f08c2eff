/** The shared vocabulary of main and renderer: ids, modes, tools, decisions, events, views. Types and zod schemas only, plus small pure helpers. */
export * from './ids';
export * from './modes';
export * from './tools';
export * from './decisions';
export * from './events';
export * from './views';
export * from './language';
export * from './model-connection';
export * from './first-run-checks';
export * from './rules';
export * from './hook-records';
