import type { mainConnectionMessages as en } from '../../main/connection';

/** Spanish (es): Test connection's messages (src/shared/main-messages/connection.ts). ICU MessageFormat, as ../app.ts. */
export const mainConnectionMessages: Record<keyof typeof en, string> = {
  'main.connection.invalidAddress':
    'La dirección debe empezar por http:// o https:// e indicar un servidor, por ejemplo http://127.0.0.1:11434.',
  'main.connection.notRunning':
    'No hay nada en marcha en {address}. Inicia {server, select, llama_server {llama-server (ejecuta `llama-server -m <archivo del modelo>`)} lmstudio {LM Studio (inicia su servidor local en la pestaña Developer)} ollama {Ollama (abre la aplicación o ejecuta `ollama serve`)} other {el servidor del modelo}} o revisa el puerto.',
  'main.connection.unreachable': 'Gatehouse no pudo llegar a {address}: {detail}. Revisa la dirección.',
  'main.connection.stoppedAnswering': 'El servidor dejó de responder: {detail}.',
  'main.connection.wrongPort':
    'Algo responde en {address}, pero no es un servidor de modelos que Gatehouse conozca. Revisa el puerto (Ollama usa el 11434; LM Studio, el 1234; llama-server, el 8080).',
  'main.connection.notAnthropic':
    'El servidor de {address} responde, pero no con la API Messages de Anthropic (/v1/messages), que es la que usa Gatehouse.{kind, select, lmstudio { Actualiza LM Studio a una versión que ofrezca /v1/messages.} ollama { Ollama la ofrece desde la versión 0.14; actualiza Ollama.} other {}}',
  'main.connection.ollamaModelMissing': 'Ollama todavía no tiene {model}: descárgalo primero.',
  'main.connection.modelMissing': 'El servidor no tiene ningún modelo llamado {model}. Elige uno de sus modelos.',
};
