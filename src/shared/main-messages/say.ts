import type { MainMessageId, MainMessageOf, MainMessageParams, ParamNames } from './index';

/** The message `id` with its parameters (every one its shape names, typed). Pure. */
export function say<K extends MainMessageId>(
  id: K,
  ...params: ParamNames<K> extends never ? [] : [MainMessageParams<K>]
): MainMessageOf<K> {
  return { id, params: (params[0] ?? {}) as MainMessageParams<K> };
}
