/** The thin Electron-specific parts of the main process, each tested with stand-ins. */
export { createApprovalAlerts, type AlertDeps, type ApprovalAlerts } from './approval-alerts';
export { createMainWindow } from './create-window';
export { createDesktopServices, type DialogLike } from './desktop-services';
export { createSafeStorageSecretBox, type SafeStorageLike } from './secret-box';
export { resolveSqliteNativeBinding, type NativeBindingContext } from './sqlite-native-binding';
export { buildWebPreferences, createAppUrlCheck, denyAllPermissions, hardenWebContents, CONTENT_SECURITY_POLICY } from './window-security';
