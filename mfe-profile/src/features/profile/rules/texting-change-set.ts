// The texting dialog's change set (spec 1 §4 Texting dialog): only changed options are sent,
// unchanged flags as null; no changes, or a branding that differs from the cached one, is a
// local error. After a modify error the changed options revert to the cache, and options the
// server describes take the state it reports.
import type { SubscriptionOption } from '../api/subscription-info';

export interface OptionChange {
  BrandingId: number;
  OptInMarketing: boolean | null;
  OptInAccount: boolean | null;
}

export class TextingChangeError extends Error {
  override readonly name = 'TextingChangeError';
}

export function textingChangeSet(
  cached: readonly SubscriptionOption[],
  edited: readonly SubscriptionOption[],
): OptionChange[] {
  if (cached.length !== edited.length) throw new TextingChangeError('The options do not match');
  const changes: OptionChange[] = [];
  edited.forEach((option, index) => {
    const before = cached[index];
    if (!before || before.BrandingId !== option.BrandingId)
      throw new TextingChangeError('The branding differs from the cached one');
    const marketing = option.OptInMarketing !== before.OptInMarketing;
    const account = option.OptInAccount !== before.OptInAccount;
    if (!marketing && !account) return;
    changes.push({
      BrandingId: option.BrandingId,
      OptInMarketing: marketing ? option.OptInMarketing : null,
      OptInAccount: account ? option.OptInAccount : null,
    });
  });
  if (changes.length === 0) throw new TextingChangeError('There are no changes');
  return changes;
}

export const hasTextingChanges = (
  cached: readonly SubscriptionOption[],
  edited: readonly SubscriptionOption[],
): boolean =>
  edited.some((option, index) => {
    const before = cached[index];
    return (
      !before ||
      before.OptInMarketing !== option.OptInMarketing ||
      before.OptInAccount !== option.OptInAccount
    );
  });

/** The phone's OptInToTexting after a successful modify: true if any option is on. */
export const anyOptedIn = (options: readonly SubscriptionOption[]): boolean =>
  options.some((option) => option.OptInMarketing || option.OptInAccount);

interface ReportedOption {
  BrandingId: number;
  OptInMarketing?: boolean;
  OptInAccount?: boolean;
}

function parseReported(message: string): ReportedOption | undefined {
  try {
    const value: unknown = JSON.parse(message);
    if (typeof value !== 'object' || value === null) return undefined;
    const record = value as Record<string, unknown>;
    if (typeof record['BrandingId'] !== 'number') return undefined;
    const flag = (key: string) =>
      typeof record[key] === 'boolean' ? (record[key] as boolean) : undefined;
    return {
      BrandingId: record['BrandingId'],
      OptInMarketing: flag('OptInMarketing'),
      OptInAccount: flag('OptInAccount'),
    };
  } catch {
    return undefined;
  }
}

/**
 * The options after a modify error: every option reverts to the cache, then any option the
 * server describes in its errors takes the state the server reports (spec 1 §4, §8).
 */
export function afterModifyError(
  cached: readonly SubscriptionOption[],
  errorMessages: readonly string[],
): SubscriptionOption[] {
  const reported = errorMessages.map(parseReported);
  return cached.map((before) => {
    const report = reported.find((entry) => entry?.BrandingId === before.BrandingId);
    return {
      ...before,
      OptInMarketing: report?.OptInMarketing ?? before.OptInMarketing,
      OptInAccount: report?.OptInAccount ?? before.OptInAccount,
    };
  });
}
