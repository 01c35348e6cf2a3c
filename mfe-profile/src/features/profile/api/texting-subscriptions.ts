// The texting provider's subscriptions of one phone: load, and change (spec 1 §4, §7).
import {
  getSubscriptionInfo,
  modifySubscriptions as modifyEndpoint,
} from '@portal/api-contract/profile/texting-subscriptions';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import type { OptionChange, ReportedOption, SubscriptionOption } from '../rules/profile-model';

export async function fetchSubscriptionInfo(
  api: KyInstance,
  phoneNumber: string,
): Promise<ApiResult<SubscriptionOption[]>> {
  const result = await call(api, getSubscriptionInfo, { PhoneNumber: phoneNumber });
  return mapResult(result, (wire) =>
    (wire.SubscriptionInfo?.Options ?? []).map((option) => ({
      brandingId: option.BrandingId,
      brandingName: option.BrandingName ?? '',
      optInMarketing: option.OptInMarketing ?? false,
      optInAccount: option.OptInAccount ?? false,
    })),
  );
}

export type ModifyResult =
  | { kind: 'saved' }
  /** The provider kept some options as they were; `reported` says how it left them. */
  | { kind: 'refused'; reported: ReportedOption[] }
  | { kind: 'failed' };

export async function modifySubscriptions(
  api: KyInstance,
  phoneNumber: string,
  options: readonly OptionChange[],
): Promise<ModifyResult> {
  const result = await call(api, modifyEndpoint, {
    PhoneNumber: phoneNumber,
    Options: options.map((option) => ({
      BrandingId: option.brandingId,
      OptInMarketing: option.optInMarketing,
      OptInAccount: option.optInAccount,
    })),
  });
  if (result.kind === 'ok') return { kind: 'saved' };
  if (result.kind !== 'refused') return { kind: 'failed' };
  const messages = result.messages ?? [result.code];
  return {
    kind: 'refused',
    reported: messages.flatMap((message) => {
      const option = reportedOption(message);
      return option ? [option] : [];
    }),
  };
}

// Each ErrorMessage of a refusal is JSON text of an option with the state the provider kept.
const ReportedSchema = v.object({
  BrandingId: v.number(),
  OptInMarketing: v.optional(v.unknown()),
  OptInAccount: v.optional(v.unknown()),
});

function reportedOption(message: string): ReportedOption | undefined {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(ReportedSchema, value);
  if (!parsed.success) return undefined;
  const flag = (raw: unknown) => (typeof raw === 'boolean' ? raw : undefined);
  return {
    brandingId: parsed.output.BrandingId,
    optInMarketing: flag(parsed.output.OptInMarketing),
    optInAccount: flag(parsed.output.OptInAccount),
  };
}
