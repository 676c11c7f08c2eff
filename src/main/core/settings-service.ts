import {
  DEFAULT_APPROVAL_STALE_HOURS,
  DEFAULT_CHECKPOINT_LIMIT_MB,
  isModelServerAddress,
  ThemeSchema,
  type Provider,
} from '../../shared/views';
import { LanguageSettingSchema } from '../../shared/language';
import { SettingsPatchSchema, type PublicSettings, type SettingsPatch } from '../../shared/views';
import type { DefaultApprovalMode } from '../../shared/modes';
import type { ModelSettings } from '../model';
import type { SettingsStore } from '../store';
import { CoreError, type SecretBox } from './types';
import { deriveCheck, describeFields, say, type MainMessage } from '../../shared/main-messages';

const DEFAULT_MODEL = 'claude-sonnet-4-5';
const DEFAULT_CONTEXT_WINDOW = 200_000;
/** Local servers ignore the key, but the SDK refuses to send a request without one. */
const LOCAL_PLACEHOLDER_KEY = 'local-no-key';

export interface SettingsService {
  getPublic(): PublicSettings;
  update(patch: unknown): PublicSettings;
  /** What a model client needs; throws CoreError('no_model') when nothing usable is configured. */
  buildModelSettings(): ModelSettings;
  contextWindow(): number;
  /** The approval mode a new conversation starts in: manual or auto; anything else stored (an old yolo) reads as manual. */
  defaultApprovalMode(): DefaultApprovalMode;
  /** Whether the person lets sandboxed commands read toolchain caches (default no). */
  commandCacheReads(): boolean;
  /** Undo: the most kept checkpoint content may take, in MB. */
  checkpointLimitMb(): number;
  rememberWorkspace(path: string): void;
  /** Auto approval: the reviewer's settings as saved. */
  reviewerSettings(): ReviewerSettings;
  /** Saved rules: how old an approval may be before its calls are checked again, in hours. */
  approvalStaleHours(): number;
}

/** Auto approval: the reviewer's part of the settings. */
export type ReviewerSettings = Pick<
  PublicSettings,
  'reviewerModel' | 'reviewerTimeoutSeconds' | 'reviewerThreshold' | 'reviewerDenialsToMe'
>;
const DEFAULT_REVIEWER_TIMEOUT_SECONDS = 60;
const DEFAULT_REVIEWER_THRESHOLD = 0.8;

/** What settings say about the command sandbox: a fact of this computer, found at start-up. */
export interface CommandSandboxFact {
  available: boolean;
  detail: MainMessage;
}

/**
 * Settings over the key/value table. The API key is stored only sealed by the SecretBox (Electron's
 * safeStorage in the app) and never leaves this module in clear except to the model client.
 */
export function createSettingsService(
  store: SettingsStore,
  secrets: SecretBox,
  dataDir: string,
  loadSandboxFact: () => CommandSandboxFact = () => ({ available: false, detail: say('sandbox.notChecked') }),
): SettingsService {
  const str = (key: string, fallback: string): string => {
    const v = store.loadSetting(key);
    return typeof v === 'string' ? v : fallback;
  };
  const provider = (): Provider => (store.loadSetting('provider') === 'local' ? 'local' : 'anthropic');
  const contextWindow = (): number => {
    const v = store.loadSetting('contextWindow');
    return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : DEFAULT_CONTEXT_WINDOW;
  };
  const checkpointLimitMb = (): number => {
    const v = store.loadSetting('checkpointLimitMb');
    return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : DEFAULT_CHECKPOINT_LIMIT_MB;
  };
  const approvalStaleHours = (): number => {
    const v = store.loadSetting('approvalStaleHours');
    return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : DEFAULT_APPROVAL_STALE_HOURS;
  };
  const defaultApprovalMode = (): DefaultApprovalMode =>
    store.loadSetting('defaultApprovalMode') === 'auto' ? 'auto' : 'manual';
  // Auto approval: a stored value out of range reads as the default.
  const loadReviewerSettings = (): ReviewerSettings => {
    const timeout = store.loadSetting('reviewerTimeoutSeconds');
    const threshold = store.loadSetting('reviewerThreshold');
    return {
      reviewerModel: str('reviewerModel', ''),
      reviewerTimeoutSeconds:
        typeof timeout === 'number' && Number.isInteger(timeout) && timeout > 0
          ? timeout
          : DEFAULT_REVIEWER_TIMEOUT_SECONDS,
      reviewerThreshold:
        typeof threshold === 'number' && threshold >= 0.5 && threshold <= 1 ? threshold : DEFAULT_REVIEWER_THRESHOLD,
      reviewerDenialsToMe: store.loadSetting('reviewerDenialsToMe') === true,
    };
  };
  const loadKey = (): string | null => {
    const sealed = store.loadSetting('apiKeySealed');
    if (typeof sealed !== 'string') return null;
    try {
      return secrets.decrypt(Buffer.from(sealed, 'base64'));
    } catch {
      return null; // sealed by another OS user or keyring: treat as missing, the person re-enters it
    }
  };
  const getPublic = (): PublicSettings => {
    const last = store.loadSetting('lastWorkspace');
    return {
      provider: provider(),
      baseUrl: str('baseUrl', ''),
      model: str('model', DEFAULT_MODEL),
      hasApiKey: store.loadSetting('apiKeySealed') !== undefined,
      keyStorage: secrets.storage,
      lastWorkspace: typeof last === 'string' ? last : null,
      dataDir,
      contextWindow: contextWindow(),
      onboarded: store.loadSetting('onboarded') === true,
      commandSandbox: loadSandboxFact(),
      commandCacheReads: store.loadSetting('commandCacheReads') === true,
      checkpointLimitMb: checkpointLimitMb(),
      // A stored value this version does not know falls back to the default (always valid).
      theme: ThemeSchema.catch('system').parse(store.loadSetting('theme')),
      language: LanguageSettingSchema.catch('system').parse(store.loadSetting('language')),
      defaultApprovalMode: defaultApprovalMode(),
      ...loadReviewerSettings(),
      approvalStaleHours: approvalStaleHours(),
      // Updates: on unless the person turned them off.
      checkForUpdates: store.loadSetting('checkForUpdates') !== false,
    };
  };
  return {
    getPublic,
    update(raw) {
      const parsed = SettingsPatchSchema.safeParse(raw);
      if (!parsed.success)
        throw new CoreError(
          'invalid_input',
          say('settings.invalid', { fields: describeFields(parsed.error), check: deriveCheck(parsed.error) }),
        );
      const patch: SettingsPatch = parsed.data;
      if (patch.provider !== undefined) store.saveSetting('provider', patch.provider);
      if (patch.baseUrl !== undefined) store.saveSetting('baseUrl', patch.baseUrl.trim());
      if (patch.model !== undefined) store.saveSetting('model', patch.model.trim());
      if (patch.contextWindow !== undefined) store.saveSetting('contextWindow', patch.contextWindow);
      if (patch.onboarded !== undefined) store.saveSetting('onboarded', patch.onboarded);
      if (patch.commandCacheReads !== undefined) store.saveSetting('commandCacheReads', patch.commandCacheReads);
      if (patch.checkpointLimitMb !== undefined) store.saveSetting('checkpointLimitMb', patch.checkpointLimitMb);
      if (patch.theme !== undefined) store.saveSetting('theme', patch.theme);
      if (patch.language !== undefined) store.saveSetting('language', patch.language);
      if (patch.defaultApprovalMode !== undefined) store.saveSetting('defaultApprovalMode', patch.defaultApprovalMode);
      if (patch.reviewerModel !== undefined) store.saveSetting('reviewerModel', patch.reviewerModel.trim());
      if (patch.reviewerTimeoutSeconds !== undefined)
        store.saveSetting('reviewerTimeoutSeconds', patch.reviewerTimeoutSeconds);
      if (patch.reviewerThreshold !== undefined) store.saveSetting('reviewerThreshold', patch.reviewerThreshold);
      if (patch.reviewerDenialsToMe !== undefined) store.saveSetting('reviewerDenialsToMe', patch.reviewerDenialsToMe);
      if (patch.approvalStaleHours !== undefined) store.saveSetting('approvalStaleHours', patch.approvalStaleHours);
      if (patch.checkForUpdates !== undefined) store.saveSetting('checkForUpdates', patch.checkForUpdates);
      if (patch.apiKey !== undefined) {
        if (patch.apiKey.trim() === '') store.deleteSetting('apiKeySealed');
        else store.saveSetting('apiKeySealed', secrets.encrypt(patch.apiKey.trim()).toString('base64'));
      }
      return getPublic();
    },
    buildModelSettings() {
      const model = str('model', DEFAULT_MODEL);
      // The key goes to Anthropic and nowhere else: a local server gets the placeholder, and an
      // address left over from a local setup is not used with the cloud provider (the settings
      // screen keeps it while hiding it, and the key would otherwise travel to it, perhaps in clear).
      if (provider() === 'local') {
        const baseUrl = str('baseUrl', '');
        if (baseUrl === '' || !isModelServerAddress(baseUrl)) {
          throw new CoreError('no_model', say('model.noLocalServer'));
        }
        return { baseUrl, apiKey: LOCAL_PLACEHOLDER_KEY, model };
      }
      const key = loadKey();
      if (key === null) {
        throw new CoreError('no_model', say('model.none'));
      }
      return { baseUrl: '', apiKey: key, model };
    },
    contextWindow,
    defaultApprovalMode,
    commandCacheReads: () => store.loadSetting('commandCacheReads') === true,
    checkpointLimitMb,
    reviewerSettings: loadReviewerSettings,
    approvalStaleHours,
    rememberWorkspace(path) {
      store.saveSetting('lastWorkspace', path);
    },
  };
}
