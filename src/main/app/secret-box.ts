import type { SecretBox } from '../core/types';

/** The members of Electron's safeStorage the app uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(sealed: Buffer): string;
  getSelectedStorageBackend?(): string;
}

/**
 * The API key is encrypted with the OS keychain through safeStorage and never written in plain
 * text. On Linux without a keyring, Chromium falls back to 'basic_text' (a fixed key): we still use
 * it but report it, so Settings can say plainly that the key is only obscured.
 */
export function createSafeStorageSecretBox(safeStorage: SafeStorageLike, platform: string): SecretBox {
  const available = safeStorage.isEncryptionAvailable();
  const backend = platform === 'linux' ? (safeStorage.getSelectedStorageBackend?.() ?? 'unknown') : 'keyring';
  const storage: SecretBox['storage'] = !available
    ? 'unavailable'
    : backend === 'basic_text'
      ? 'basic_text'
      : 'keyring';
  return {
    storage,
    encrypt(plain) {
      if (!available)
        throw new Error('This computer offers no way to store the API key securely, so it was not saved.');
      return safeStorage.encryptString(plain);
    },
    decrypt(sealed) {
      return safeStorage.decryptString(sealed);
    },
  };
}
