import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchTranslations } from '../support/fetch-translations';
import { say } from '../../src/shared/main-messages';
import { setLocale } from '../../src/renderer/src/i18n';
import { wordMain } from '../../src/renderer/src/i18n/main/word-main';

// The window fetches the catalogue of the language it shows; these tests switch between them all.
beforeAll(fetchTranslations);

describe('Test connection’s findings and the sandbox’s status, as main sends them', () => {
  afterEach(() => setLocale('en'));

  it('reads in English as before, the server a port belongs to and the kind that answered chosen by the window', () => {
    setLocale('en');
    expect(wordMain(say('connection.notRunning', { address: 'http://127.0.0.1:11434', server: 'ollama' }))).toBe(
      'Nothing is running at http://127.0.0.1:11434. Start Ollama (start the app, or run `ollama serve`), or check the port.',
    );
    expect(wordMain(say('connection.notRunning', { address: 'http://10.0.0.2:9000', server: 'other' }))).toBe(
      'Nothing is running at http://10.0.0.2:9000. Start the model server, or check the port.',
    );
    expect(wordMain(say('connection.notAnthropic', { address: 'http://127.0.0.1:1234', kind: 'openai_style' }))).toBe(
      'The server at http://127.0.0.1:1234 answers, but not with the Anthropic Messages API (/v1/messages) Gatehouse speaks.',
    );
    expect(wordMain(say('connection.notAnthropic', { address: 'http://127.0.0.1:11434', kind: 'ollama' }))).toBe(
      'The server at http://127.0.0.1:11434 answers, but not with the Anthropic Messages API (/v1/messages) Gatehouse speaks. Ollama serves it from version 0.14; update Ollama.',
    );
    expect(
      wordMain(
        say('sandbox.missing', {
          programs: 'bubblewrap',
          count: 1,
          command: 'sudo apt install bubblewrap socat ripgrep',
        }),
      ),
    ).toBe(
      'Commands cannot be put in a sandbox on this computer: bubblewrap is not installed. On Debian or Ubuntu: sudo apt install bubblewrap socat ripgrep',
    );
    expect(wordMain(say('sandbox.notChecked'))).toBe('Not checked yet.');
  });

  it('reads in Spanish and Chinese, with the data (address, model, program’s words, command) as it came', () => {
    setLocale('es');
    expect(wordMain(say('connection.ollamaModelMissing', { model: 'qwen3:8b' }))).toBe(
      'Ollama todavía no tiene qwen3:8b: descárgalo primero.',
    );
    const missing = say('sandbox.missing', {
      programs: 'bubblewrap, socat',
      count: 2,
      command: 'sudo apt install bubblewrap socat ripgrep',
    });
    expect(wordMain(missing)).toContain('no están instalados estos programas: bubblewrap, socat');
    expect(wordMain(missing)).toContain('sudo apt install bubblewrap socat ripgrep');
    setLocale('zh-CN');
    expect(wordMain(say('connection.stoppedAnswering', { detail: 'socket hang up' }))).toBe(
      '服务器不再响应：socket hang up。',
    );
    expect(wordMain(say('sandbox.systemRefusedExit', { exit: 1 }))).toContain('退出码 1');
  });
});
