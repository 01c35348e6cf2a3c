// The texting dialog's change set (spec 1 §4 Texting dialog): only changed options are sent,
// unchanged flags as null; no changes, or a branding that differs from the cached one, is a
// local error. After a modify error the changed options revert to the cache, and options the
// server describes take the state it reports.
import type { OptionChange, ReportedOption, SubscriptionOption } from './profile-model';

export type { OptionChange };

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
    if (!before || before.brandingId !== option.brandingId)
      throw new TextingChangeError('The branding differs from the cached one');
    const marketing = option.optInMarketing !== before.optInMarketing;
    const account = option.optInAccount !== before.optInAccount;
    if (!marketing && !account) return;
    changes.push({
      brandingId: option.brandingId,
      optInMarketing: marketing ? option.optInMarketing : null,
      optInAccount: account ? option.optInAccount : null,
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
      before.optInMarketing !== option.optInMarketing ||
      before.optInAccount !== option.optInAccount
    );
  });

/** The phone's texting opt-in after a successful modify: true if any option is on. */
export const anyOptedIn = (options: readonly SubscriptionOption[]): boolean =>
  options.some((option) => option.optInMarketing || option.optInAccount);

/**
 * The options after a modify error: every option reverts to the cache, then any option the
 * server describes in its errors takes the state the server reports (spec 1 §4, §8).
 */
export function afterModifyError(
  cached: readonly SubscriptionOption[],
  reported: readonly ReportedOption[],
): SubscriptionOption[] {
  return cached.map((before) => {
    const report = reported.find((entry) => entry.brandingId === before.brandingId);
    return {
      ...before,
      optInMarketing: report?.optInMarketing ?? before.optInMarketing,
      optInAccount: report?.optInAccount ?? before.optInAccount,
    };
  });
}
