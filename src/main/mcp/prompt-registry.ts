import { randomUUID } from 'node:crypto';
import type { McpAnswerPrompt, McpPromptView } from '../../shared/mcp-prompts';
import { say } from '../../shared/main-messages';
import { McpRefusal } from './mcp-refusal';
import { decideMcpPromptContent, deriveMcpPromptFields } from './prompt-content';

/** How long a server's question waits for the person before it is declined. */
export const MCP_PROMPT_TIMEOUT_MS = 120_000;
/** Questions one server instance may have waiting at once; more are declined at once (a server flooding the person). */
export const MCP_PROMPTS_PER_INSTANCE = 3;
/** The longest message shown; the rest is cut. */
const MESSAGE_CHARS = 20_000;

type Content = Record<string, string | number | boolean>;
export interface McpPromptAnswer {
  action: 'accept' | 'decline' | 'cancel';
  content?: Content;
}

/** Who ended a prompt: the person, or why Gatehouse declined it for them. */
export type McpPromptEndedBy = 'person' | 'timeout' | 'stopped';

/** One line of the prompts' audit: written when a prompt is asked, and again when it ends. */
export interface McpPromptAuditEntry {
  id: string;
  kind: 'elicitation' | 'sampling';
  server: string;
  workspace: string | null;
  message: string;
  askedAt: string;
  /** Absent while the prompt waits. */
  outcome?: { action: McpPromptAnswer['action']; by: McpPromptEndedBy; reason?: string; content?: Content; at: string };
}

export interface McpPromptRequest {
  kind: 'elicitation' | 'sampling';
  /** The server's configured name and the instance (server, folder) that asked; a stop of the instance declines it. */
  server: string;
  instance: string;
  workspace: string | null;
  message: string;
  requestedSchema?: unknown;
  /** Aborted (with a reason in words) when the run's Stop, the tool call's end or the server withdraws it: declined then. */
  signal: AbortSignal;
}

export interface McpPromptRegistryDeps {
  timeoutMs?: number;
  /** The live prompts changed (the window's list). */
  onChange?(prompts: McpPromptView[]): void;
  /** Durable audit: called when a prompt is asked and when it ends, before the server is answered. */
  record?(entry: McpPromptAuditEntry): void;
  now?(): Date;
}

/** Thrown by answer() with plain words: unknown prompt, or content the request's schema refuses. */
/** An answer the person gave that cannot be sent (the prompt keeps waiting); `text` says why. */
export class McpPromptRefusedError extends McpRefusal {}

/**
 * The live prompts servers are waiting on. Each is shown to the person and ends exactly once: by
 * the person's answer, or declined on timeout, on Stop, or when its server instance stops or
 * restarts. Nothing is answered without the person; every prompt and its end are recorded.
 */
export interface McpPromptRegistry {
  ask(request: McpPromptRequest): Promise<McpPromptAnswer>;
  /** The person's answer. Throws McpPromptRefusedError (and the prompt keeps waiting) when the content does not fit the request. */
  answer(answer: McpAnswerPrompt): void;
  list(): McpPromptView[];
  /** Declines every prompt of this instance (the server stopped, restarts, or is removed). */
  declineInstance(instance: string, reason: string): void;
  /** Declines everything (the app closes). */
  close(): void;
}

interface Live {
  view: McpPromptView;
  instance: string;
  requestedSchema: unknown;
  audit: McpPromptAuditEntry;
  end(answer: McpPromptAnswer, by: McpPromptEndedBy, reason?: string): void;
}

export function createMcpPromptRegistry(deps: McpPromptRegistryDeps = {}): McpPromptRegistry {
  const live = new Map<string, Live>();
  const now = deps.now ?? (() => new Date());
  const timeoutMs = deps.timeoutMs ?? MCP_PROMPT_TIMEOUT_MS;
  const list = () => [...live.values()].map((l) => l.view);
  const changed = () => deps.onChange?.(list());
  const record = (entry: McpPromptAuditEntry) => {
    try {
      deps.record?.(entry);
    } catch {
      // the audit failing must not leave the server waiting forever; the prompt still ends
    }
  };

  return {
    ask(request) {
      return new Promise<McpPromptAnswer>((resolve) => {
        const id = `mcpp_${randomUUID()}`;
        const askedAt = now();
        const message = request.message.slice(0, MESSAGE_CHARS);
        const crowded =
          [...live.values()].filter((l) => l.instance === request.instance).length >= MCP_PROMPTS_PER_INSTANCE;
        const view: McpPromptView = {
          id,
          kind: request.kind,
          server: request.server,
          workspace: request.workspace,
          message,
          fields: request.kind === 'elicitation' ? deriveMcpPromptFields(request.requestedSchema) : [],
          askedAt: askedAt.toISOString(),
          expiresAt: new Date(askedAt.getTime() + timeoutMs).toISOString(),
        };
        const audit: McpPromptAuditEntry = {
          id,
          kind: request.kind,
          server: request.server,
          workspace: request.workspace,
          message,
          askedAt: view.askedAt,
        };
        record(audit);
        const onAbort = () =>
          entry.end(
            { action: 'decline' },
            'stopped',
            typeof request.signal.reason === 'string' ? request.signal.reason : 'the run stopped',
          );
        const timer = setTimeout(
          () => entry.end({ action: 'decline' }, 'timeout', `no answer within ${Math.round(timeoutMs / 1000)} s`),
          timeoutMs,
        );
        timer.unref();
        const entry: Live = {
          view,
          instance: request.instance,
          requestedSchema: request.requestedSchema,
          audit,
          end(answer, by, reason) {
            if (!live.delete(id)) return;
            clearTimeout(timer);
            request.signal.removeEventListener('abort', onAbort);
            record({
              ...audit,
              outcome: {
                action: answer.action,
                by,
                ...(reason !== undefined ? { reason } : {}),
                ...(answer.content !== undefined ? { content: answer.content } : {}),
                at: now().toISOString(),
              },
            });
            changed();
            resolve(answer);
          },
        };
        live.set(id, entry);
        if (crowded) {
          entry.end(
            { action: 'decline' },
            'stopped',
            `the server already has ${MCP_PROMPTS_PER_INSTANCE} questions waiting`,
          );
          return;
        }
        if (request.signal.aborted) {
          onAbort();
          return;
        }
        request.signal.addEventListener('abort', onAbort, { once: true });
        changed();
      });
    },
    answer({ id, action, content }) {
      const entry = live.get(id);
      if (entry === undefined) throw new McpPromptRefusedError(say('mcp.prompt.gone'));
      if (action !== 'accept') {
        entry.end({ action }, 'person');
        return;
      }
      if (entry.view.kind === 'sampling') throw new McpPromptRefusedError(say('mcp.prompt.noSampling'));
      const problems = decideMcpPromptContent(entry.requestedSchema, content ?? {});
      if (problems.length > 0)
        throw new McpPromptRefusedError(say('mcp.prompt.doesNotFit', { fields: problems.join(', ') }));
      entry.end({ action: 'accept', content: content ?? {} }, 'person');
    },
    list,
    declineInstance(instance, reason) {
      for (const entry of [...live.values()])
        if (entry.instance === instance) entry.end({ action: 'decline' }, 'stopped', reason);
    },
    close() {
      for (const entry of [...live.values()]) entry.end({ action: 'decline' }, 'stopped', 'Gatehouse closed');
    },
  };
}
