import type { ModelAccess } from '../agent';
import type { ModelClient, ModelClientFactory } from '../model';
import type { SettingsService } from './settings-service';
import { CoreError } from './types';

export interface ModelAccessPolicy {
  /** For a model turn: the model, or why there is none (a value, so a decision, a Stop or a recovery needs no model). */
  loadModel(): ModelAccess;
  /** For what asks the model at once (send, retry, compact): throws CoreError('no_model') before anything is recorded. */
  requireModel(): ModelClient;
  /** The reviewer's model: the conversation's provider with another model name. */
  loadNamedModel(model: string): ModelClient;
}

/**
 * Built when a model turn starts, from the settings as they are then, and never before: a
 * decision, a Stop or a recovery needs no model, so a person can answer with none configured.
 */
export function createModelAccess(
  factory: ModelClientFactory,
  settings: Pick<SettingsService, 'buildModelSettings'>,
  idleTimeoutMs?: number,
): ModelAccessPolicy {
  const loadModel = (): ModelAccess => {
    try {
      return {
        ok: true,
        model: factory({ ...settings.buildModelSettings(), ...(idleTimeoutMs !== undefined ? { idleTimeoutMs } : {}) }),
      };
    } catch (err) {
      if (err instanceof CoreError && err.code === 'no_model') return { ok: false, text: err.text };
      throw err;
    }
  };
  return {
    loadModel,
    requireModel() {
      const access = loadModel();
      if (!access.ok) throw new CoreError('no_model', access.text);
      return access.model;
    },
    loadNamedModel: (model) => factory({ ...settings.buildModelSettings(), model }),
  };
}
