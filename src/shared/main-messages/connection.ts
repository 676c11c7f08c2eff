import { defineMessages } from './define';

/**
 * Test connection's words for a person: what is wrong with a local model server and what to do.
 * `address` is the address tested; `detail` the system's or the server's own words; `model` a
 * model's name. `server` is who usually listens on the port: ollama, lmstudio, llama_server or
 * other; `kind` what kind of server answered (ServerKind). A fixing command travels beside the
 * message (ConnectionTestResult's `command`), not in it.
 */
export const CONNECTION_MESSAGES = defineMessages({
  'connection.invalidAddress': [],
  'connection.notRunning': ['address', 'server'],
  'connection.unreachable': ['address', 'detail'],
  'connection.stoppedAnswering': ['detail'],
  'connection.wrongPort': ['address'],
  'connection.notAnthropic': ['address', 'kind'],
  'connection.ollamaModelMissing': ['model'],
  'connection.modelMissing': ['model'],
});
