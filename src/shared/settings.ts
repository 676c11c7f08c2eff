import type { z } from 'zod';
import { LanguageSettingSchema } from './language';
import {
  PublicSettingsSchema as PublicSettingsFieldsSchema,
  SettingsPatchSchema as SettingsPatchFieldsSchema,
} from './views';

/**
 * The settings contract of 'settings:get' and 'settings:update': the fields views.ts declares, and
 * the window's language (language.ts). Every other file takes PublicSettings and SettingsPatch from
 * here (through ./index.ts), never the narrower ones of views.ts.
 */
export const PublicSettingsSchema = PublicSettingsFieldsSchema.extend({
  /** The window's language: 'system' (the default) or one the person chose. */
  language: LanguageSettingSchema,
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

export const SettingsPatchSchema = SettingsPatchFieldsSchema.extend({
  language: LanguageSettingSchema.optional(),
});
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;
