// What must be known before the first page renders: the institution's settings and which
// remote builds to use. Both are fetched together; each failure has its own page.
import type { ResponseOf } from '@portal/api-contract/endpoint';
import { applicationOptions } from '@portal/api-contract/shell/start-up';
import {
  InstitutionOptionsSchema,
  institutionSettings,
} from '@portal/settings/application-options';
import type { InstitutionSettings } from '@portal/shared-contracts';
import { ApiResultError, mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { chooseReleases, releaseBucket } from './release-choice';
import { fetchRemotesConfig, type RemotesConfig } from './remotes-config';

export type StartUp =
  | { kind: 'ready'; options: InstitutionSettings; remotes: RemotesConfig }
  | { kind: 'settings-failed'; error: unknown }
  | { kind: 'remotes-failed'; error: unknown };

/**
 * @param bucket this browser's release bucket (./release-choice.ts): which areas run a canary
 */
export async function startUp(
  api: KyInstance,
  fetchImpl: typeof fetch = fetch,
  bucket: () => number = () => releaseBucket(globalThis.localStorage),
): Promise<StartUp> {
  const [settings, remotes] = await Promise.allSettled([
    fetchInstitutionSettings(api).then((result) => {
      if (result.kind !== 'ok') throw new ApiResultError(result);
      return result.value;
    }),
    fetchRemotesConfig(fetchImpl),
  ]);
  if (settings.status === 'rejected') return { kind: 'settings-failed', error: settings.reason };
  if (remotes.status === 'rejected') return { kind: 'remotes-failed', error: remotes.reason };
  return {
    kind: 'ready',
    options: settings.value,
    remotes: chooseReleases(remotes.value, bucket()) as RemotesConfig,
  };
}

/** GET setup/ApplicationOptions as the store keeps it: english texts over shared ones. */
export async function fetchInstitutionSettings(
  api: KyInstance,
): Promise<ApiResult<InstitutionSettings>> {
  return mapResult(await call(api, applicationOptions, {}), settingsOf);
}

type WireApplicationOptions = ResponseOf<typeof applicationOptions>;

function settingsOf({ gassySettings, institutionOptions }: WireApplicationOptions) {
  return institutionSettings({
    gassySettings: { shared: gassySettings.shared, english: gassySettings.english ?? {} },
    // The settings' own schema fills what the institution leaves out (null or absent).
    institutionOptions: v.parse(InstitutionOptionsSchema, withoutNulls(institutionOptions)),
  });
}

const withoutNulls = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
