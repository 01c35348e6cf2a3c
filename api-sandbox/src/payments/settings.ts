import { loadSettings, type SetupOptions } from '../settings/active-settings.ts';
import type { Database } from '../store/database.ts';

/** The settings in force (read per call, so a sandbox reset applies at once). */
export const optionsOf = (db: Database): SetupOptions => loadSettings(db).options;

export const flagOf = (options: SetupOptions, key: keyof SetupOptions): boolean =>
  options[key].trim().toLowerCase() === 'true';
