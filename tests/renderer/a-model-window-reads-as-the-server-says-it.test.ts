import { describe, expect, it } from 'vitest';
import { formatTokens } from '../../src/renderer/src/i18n';

/** A context window reads as the server and its documentation say it: 32,768 is "32k", not "33k"; 8,192 is "8k", not "8.2k". */
describe('a model window reads as the server says it', () => {
  it.each([
    [8_192, '8k'],
    [32_768, '32k'],
    [131_072, '128k'],
    [1_048_576, '1M'],
    [200_000, '200k'],
    [4_500, '4.5k'],
    [2_000_000, '2.0M'],
    [512, '512'],
  ])('%i tokens: %s', (tokens, shown) => {
    expect(formatTokens(tokens)).toBe(shown);
  });
});
