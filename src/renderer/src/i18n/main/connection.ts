import type { CONNECTION_MESSAGES } from '../../../../shared/main-messages/connection';

/**
 * English: Test connection's messages (src/shared/main-messages/connection.ts), keyed `main.<id>`.
 * `server` (who usually listens on the port) and `kind` (what kind of server answered) are
 * selects; the rest are data.
 */
export const mainConnectionMessages: Record<`main.${keyof typeof CONNECTION_MESSAGES}`, string> = {
  'main.connection.invalidAddress':
    'The address must start with http:// or https:// and name a server, for example http://127.0.0.1:11434.',
  'main.connection.notRunning':
    'Nothing is running at {address}. Start {server, select, llama_server {llama-server (run `llama-server -m <model file>`)} lmstudio {LM Studio (start its local server in the Developer tab)} ollama {Ollama (start the app, or run `ollama serve`)} other {the model server}}, or check the port.',
  'main.connection.unreachable': 'Gatehouse could not reach {address}: {detail}. Check the address.',
  'main.connection.stoppedAnswering': 'The server stopped answering: {detail}.',
  'main.connection.wrongPort':
    'Something answers at {address}, but it is not a model server Gatehouse knows. Check the port (Ollama uses 11434, LM Studio 1234, llama-server 8080).',
  'main.connection.notAnthropic':
    'The server at {address} answers, but not with the Anthropic Messages API (/v1/messages) Gatehouse speaks.{kind, select, lmstudio { Update LM Studio to a version that serves /v1/messages.} ollama { Ollama serves it from version 0.14; update Ollama.} other {}}',
  'main.connection.ollamaModelMissing': 'Ollama does not have {model} yet: pull it first.',
  'main.connection.modelMissing': 'The server has no model called {model}. Choose one of its models.',
};
