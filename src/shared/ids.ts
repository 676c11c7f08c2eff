import { z } from 'zod';

/**
 * Ids Gatehouse generates (never the model's). Prefixed so a log line says what it names:
 * `ses_`, `run_`, `apr_`, `call_`. The model's own tool_use id is kept beside a call id,
 * because local models reuse ids such as `call_0` across turns.
 */
const id = (prefix: string) =>
  z
    .string()
    .min(prefix.length + 1)
    .max(80)
    .regex(new RegExp(`^${prefix}[A-Za-z0-9_-]+$`), `expected an id starting with ${prefix}`);

export const SessionIdSchema = id('ses_');
export const RunIdSchema = id('run_');
export const ApprovalIdSchema = id('apr_');
export const CallIdSchema = id('call_');

export type SessionId = z.infer<typeof SessionIdSchema>;
export type RunId = z.infer<typeof RunIdSchema>;
export type ApprovalId = z.infer<typeof ApprovalIdSchema>;
export type CallId = z.infer<typeof CallIdSchema>;
