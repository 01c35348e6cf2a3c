import {
  SETUP_OPTION_DEFAULTS,
  SETUP_OPTION_KEYS,
  type SetupOptionKey,
} from '@portal/settings/setup-option-catalogue';
import { badRequest } from '../http/http-error.ts';
import type { Database } from '../store/database.ts';
import { readState, writeState } from '../store/sandbox-state.ts';
import {
  BASE_OPTIONS,
  DEFAULT_PROFILE,
  isProfileName,
  PROFILES,
  type ProfileName,
} from './profiles.ts';

export type SetupOptions = Record<SetupOptionKey, string>;
export type OptionOverrides = Partial<SetupOptions>;

/** What the sandbox currently behaves as: a profile, its overrides and the resulting options. */
export interface ActiveSettings {
  profile: ProfileName;
  overrides: OptionOverrides;
  options: SetupOptions;
  maintenanceMode: boolean;
  mfaForEveryUser: boolean;
}

const isOptionKey = (key: string): key is SetupOptionKey =>
  Object.hasOwn(SETUP_OPTION_DEFAULTS, key);

/** Checks a requested profile name; 400 naming it when unknown. */
export function parseProfileName(value: unknown): ProfileName {
  if (value === undefined || value === null) return DEFAULT_PROFILE;
  if (typeof value !== 'string') throw badRequest('profile must be a string');
  if (!isProfileName(value)) throw badRequest(`Unknown profile "${value}"`);
  return value;
}

/** Checks requested overrides; 400 naming the first unknown key or bad value. Booleans/numbers become text. */
export function parseOverrides(value: unknown): OptionOverrides {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw badRequest('options must be an object');
  const overrides: OptionOverrides = {};
  for (const [key, raw] of Object.entries(value)) {
    if (!isOptionKey(key)) throw badRequest(`Unknown option "${key}"`);
    if (typeof raw === 'string') overrides[key] = raw;
    else if (typeof raw === 'boolean' || typeof raw === 'number') overrides[key] = String(raw);
    else throw badRequest(`Option "${key}" must be a string`);
  }
  return overrides;
}

export function resolveSettings(profile: ProfileName, overrides: OptionOverrides): ActiveSettings {
  const definition = PROFILES[profile];
  const options: SetupOptions = {
    ...SETUP_OPTION_DEFAULTS,
    ...BASE_OPTIONS,
    ...definition.options,
    ...overrides,
  };
  return {
    profile,
    overrides,
    options,
    maintenanceMode: definition.maintenanceMode,
    mfaForEveryUser: definition.mfaForEveryUser,
  };
}

const PROFILE_KEY = 'profile';
const OVERRIDES_KEY = 'overrides';

export function saveSettings(db: Database, profile: ProfileName, overrides: OptionOverrides): void {
  writeState(db, PROFILE_KEY, profile);
  writeState(db, OVERRIDES_KEY, JSON.stringify(overrides));
}

/** The persisted settings. Keys dropped from the catalogue since they were saved are ignored. */
export function loadSettings(db: Database): ActiveSettings {
  const storedProfile = readState(db, PROFILE_KEY) ?? DEFAULT_PROFILE;
  const profile = isProfileName(storedProfile) ? storedProfile : DEFAULT_PROFILE;
  let stored: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(readState(db, OVERRIDES_KEY) ?? '{}');
    stored =
      parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    stored = {};
  }
  const overrides: OptionOverrides = {};
  for (const key of SETUP_OPTION_KEYS) {
    const value = stored[key];
    if (typeof value === 'string') overrides[key] = value;
  }
  return resolveSettings(profile, overrides);
}
