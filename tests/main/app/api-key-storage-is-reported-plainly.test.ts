import { describe, expect, it } from 'vitest';
import { createSafeStorageSecretBox, type SafeStorageLike } from '../../../src/main/app/secret-box';

function fake(available: boolean, backend?: string): SafeStorageLike {
  return {
    isEncryptionAvailable: () => available,
    encryptString: (s) => Buffer.from(`sealed:${[...s].reverse().join('')}`),
    decryptString: (b) => [...b.toString().slice('sealed:'.length)].reverse().join(''),
    ...(backend ? { getSelectedStorageBackend: () => backend } : {}),
  };
}

describe('the API key box', () => {
  it('uses the OS keychain and round-trips the key without storing it in plain text', () => {
    const box = createSafeStorageSecretBox(fake(true), 'darwin');
    expect(box.storage).toBe('keyring');
    const sealed = box.encrypt('sk-ant-secret');
    expect(sealed.toString()).not.toContain('sk-ant-secret');
    expect(box.decrypt(sealed)).toBe('sk-ant-secret');
  });

  it('says so when Linux has no keyring (basic_text)', () => {
    expect(createSafeStorageSecretBox(fake(true, 'basic_text'), 'linux').storage).toBe('basic_text');
    expect(createSafeStorageSecretBox(fake(true, 'gnome_libsecret'), 'linux').storage).toBe('keyring');
  });

  it('refuses to save when no encryption is available, with a clear message', () => {
    const box = createSafeStorageSecretBox(fake(false), 'linux');
    expect(box.storage).toBe('unavailable');
    expect(() => box.encrypt('sk')).toThrow(/no way to store the API key securely/);
  });
});
