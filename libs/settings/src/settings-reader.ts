// The one way to read an institution setting. The default comes from this build's catalogue, not
// from the call site and not from the shell: a remote that adds a key ships the key and its
// default itself, and a key nobody catalogued still fails loudly ('Cannot read option').
// Booleans travel as the text 'true' / 'false', exactly as the back end sends them.
import type { InstitutionOptions, InstitutionSettings } from '@portal/shared-contracts';

export class SetupOptionError extends Error {
  override readonly name = 'SetupOptionError';
  readonly key: string;

  constructor(key: string) {
    super('Cannot read option');
    this.key = key;
  }
}

/** The settings an app reads, typed by the keys of the catalogue it bundles. */
export interface Settings<K extends string> {
  /** Whether the start-up options have arrived (until then every setting reads as its default). */
  readonly loaded: boolean;
  /** The setting's text, or its catalogue default when the institution does not set it. */
  text(key: K): string;
  flag(key: K): boolean;
  /** A number setting; a blank or non-numeric text reads as the catalogue default. */
  number(key: K): number;
  /** A setting that may name any key (configurable error texts); undefined when unknown. */
  lookup(key: string): string | undefined;
  /** Null before the start-up options arrive (a remote running alone). */
  readonly institution: InstitutionOptions | null;
}

const asNumber = (text: string): number | undefined => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
};

/** The reader of one catalogue: an app passes the catalogue it bundles (its keys, its defaults). */
export function readerOf<K extends string>(catalogue: Readonly<Record<K, string>>) {
  const defaults: Readonly<Record<string, string>> = catalogue;
  const isKey = (key: string): key is K => Object.hasOwn(defaults, key);
  return (options: InstitutionSettings | null): Settings<K> => {
    const texts = options?.texts ?? {};
    const lookup = (key: string): string | undefined => texts[key] ?? defaults[key];
    const text = (key: string): string => {
      const value = lookup(key);
      // Keys reach here from typed code, but also from settings that name other settings.
      if (value === undefined) throw new SetupOptionError(key);
      return value;
    };
    return {
      loaded: options !== null,
      text,
      flag: (key) => text(key).trim().toLowerCase() === 'true',
      number: (key) => asNumber(text(key)) ?? asNumber(defaults[key] ?? '') ?? 0,
      lookup: (key) => (isKey(key) || Object.hasOwn(texts, key) ? lookup(key) : undefined),
      institution: options?.institution ?? null,
    };
  };
}
