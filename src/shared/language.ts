import { z } from 'zod';

/** The languages the window is written in, as BCP 47 tags. */
export const AppLanguageSchema = z.enum(['en', 'es', 'zh-CN']);
export type AppLanguage = z.infer<typeof AppLanguageSchema>;

/**
 * The language setting: one of the window's languages, or 'system' (the operating system's
 * language when the window has it, English otherwise). Stored data never depends on it: ids,
 * ISO dates and the approval record stay as they are whatever the window shows.
 */
export const LanguageSettingSchema = z.enum(['system', ...AppLanguageSchema.options]);
export type LanguageSetting = z.infer<typeof LanguageSettingSchema>;
