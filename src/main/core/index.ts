/** The core behind the IPC router. */
export { createCore, type CoreDeps } from './create-core';
export {
  CoreError,
  type GatehouseCore,
  type CoreEvent,
  type CoreOptions,
  type SecretBox,
  type EditPreviewResult,
  type CoreErrorCode,
} from './types';
export { DATA_FOLDER_NOT_EXPORTED } from './data-folder-entries';
export {
  createCoreServices,
  type CoreServices,
  type DesktopServices,
  type IpcNamespace,
  type NamespaceService,
} from './services';
