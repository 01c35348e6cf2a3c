// What must be known before the first page renders: the institution's settings and which
// remote builds to use. Both are fetched together; each failure has its own page.
import {
  ApplicationOptionsSchema,
  institutionSettings,
} from '@portal/settings/application-options';
import type { InstitutionSettings } from '@portal/shared-contracts';
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import { fetchRemotesConfig, type RemotesConfig } from './remotes-config';

export type StartUp =
  | { kind: 'ready'; options: InstitutionSettings; remotes: RemotesConfig }
  | { kind: 'settings-failed'; error: unknown }
  | { kind: 'remotes-failed'; error: unknown };

export async function startUp(api: KyInstance, fetchImpl: typeof fetch = fetch): Promise<StartUp> {
  const [settings, remotes] = await Promise.allSettled([
    api
      .get('setup/ApplicationOptions')
      .json()
      .then((body) =>
        institutionSettings(parseWire(ApplicationOptionsSchema, body, 'setup/ApplicationOptions')),
      ),
    fetchRemotesConfig(fetchImpl),
  ]);
  if (settings.status === 'rejected') return { kind: 'settings-failed', error: settings.reason };
  if (remotes.status === 'rejected') return { kind: 'remotes-failed', error: remotes.reason };
  return { kind: 'ready', options: settings.value, remotes: remotes.value };
}
