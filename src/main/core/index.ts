/** The core behind the IPC router. */
export { createCore, type CoreDeps } from './create-core';
export { CoreError, type GatehouseCore, type CoreEvent, type CoreOptions, type SecretBox, type EditPreviewResult, type CoreErrorCode } from './types';
export { DEFAULT_MODEL, DEFAULT_CONTEXT_WINDOW, LOCAL_PLACEHOLDER_KEY } from './settings-service';
