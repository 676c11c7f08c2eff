/** The thin Electron-specific parts of the main process, each tested with stand-ins. */
export { createApprovalAlerts, type AlertDeps, type ApprovalAlerts } from './approval-alerts';
export { createMainWindow } from './create-window';
export { DATA_DIR_VARIABLE, deriveDataDirOverride, runDataFolderCheck } from './data-folder';
export { createDesktopServices, type DialogLike } from './desktop-services';
export { deriveRendererEntry, type RendererEntry } from './renderer-entry';
export { APP_SCHEME, APP_SCHEME_PRIVILEGES, respondWithAppFile } from './app-scheme';
export {
  runAppStart,
  type AppLike,
  type AppStartDeps,
  type AppStartOutcome,
  type AppWindowHandle,
} from './run-app-start';
export { applyOfflineSession, deriveWindowRequestAllowed, type OfflineSession } from './offline-session';
export { createSafeStorageSecretBox, type SafeStorageLike } from './secret-box';
export { deriveLinuxMusl, detectLinuxMusl, type LibcProbe } from './linux-musl';
export {
  deriveSqliteMissingRemedy,
  deriveSqlitePrebuildTarget,
  resolveSqliteNativeBinding,
  SqliteBindingMissingError,
  type NativeBindingContext,
} from './sqlite-native-binding';
export {
  createUpdateChecks,
  decideUpdateCheck,
  type UpdateCheckContext,
  type UpdateCheckDecision,
  type UpdateChecks,
  type UpdaterLike,
} from './update-checks';
export {
  deriveStartFailureKind,
  deriveStartFailureText,
  type StartFailureContext,
  type StartFailureKind,
  type StartStep,
} from './start-failure';
export {
  applyContentSecurityPolicyHeader,
  buildWebPreferences,
  createAppResourceCheck,
  createAppUrlCheck,
  denyAllPermissions,
  hardenWebContents,
  CONTENT_SECURITY_POLICY,
} from './window-security';
