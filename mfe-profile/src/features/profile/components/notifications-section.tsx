import { valibotResolver } from '@hookform/resolvers/valibot';
import type { BannerCode } from '@portal/telemetry-contract/banner-codes';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AlertPreferences } from '../rules/profile-model';
import { profileCalls as calls } from '../api/profile-calls';
import { useReportDirty } from '../hooks/use-report-dirty';
import { useSectionSave } from '../hooks/use-section-save';
import { ALERT_LABELS, ALERT_ROWS, isTextFlag } from '../rules/alert-flags';
import { isDirty } from '../rules/dirty';
import { NOTIFICATIONS_ERROR } from '../rules/messages';
import { AlertsFormSchema, type TextColumnState } from '../rules/notifications';
import { SectionActions } from './section-actions';
import { cx, ui } from '@portal/ui/class-names';

interface NotificationsSectionProps {
  /** The last-saved alerts, text alerts already cleared when phone 1 is not opted in. */
  saved: AlertPreferences;
  textColumn: TextColumnState;
  onSaved(alerts: AlertPreferences): void;
  onDirtyChange(dirty: boolean): void;
}

const TEXT_NOTICES: Partial<Record<TextColumnState, string>> = {
  'no-phone': 'No phone number is listed, so text alerts cannot be sent.',
  'not-agreed':
    'To choose text alerts, turn on text messages for your first phone number and agree to the texting terms.',
};

/** The notification preferences: a table of toggles with Email and Text columns (spec 1 §2, §3, §6). */
export function NotificationsSection({
  saved,
  textColumn,
  onSaved,
  onDirtyChange,
}: NotificationsSectionProps) {
  const id = useId();
  // The last-saved copy the form is compared with; updated by this section's own saves.
  const [cache, setCache] = useState(saved);
  const [banner, setBanner] = useState<string | null>(null);
  const { register, handleSubmit, reset, watch } = useForm<AlertPreferences>({
    resolver: valibotResolver(AlertsFormSchema),
    defaultValues: cache,
  });
  const values = watch();
  const dirty = isDirty(values, cache);
  useReportDirty(dirty, onDirtyChange);
  const showText = textColumn !== 'hidden';
  const textEnabled = textColumn === 'enabled';
  const notice = TEXT_NOTICES[textColumn];

  const save = useSectionSave(calls.updateNotifications, (result) => {
    if (result.kind !== 'ok') {
      setBanner(NOTIFICATIONS_ERROR);
      return false;
    }
    setCache(result.value);
    onSaved(result.value);
    reset(result.value);
    return true;
  });
  const submit = handleSubmit((alerts) => {
    setBanner(null);
    save.save(alerts);
  });

  return (
    <section className={ui.card} aria-labelledby={`${id}-heading`}>
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>Notifications</h2>
        {banner && (
          <div
            className={cx(ui.banner, ui.bannerError)}
            role="alert"
            data-banner-code={'profile.save-failed' satisfies BannerCode}
          >
            {banner}
          </div>
        )}
        {notice && <p className={cx(ui.banner, ui.bannerInfo)}>{notice}</p>}
        <label className={ui.choice}>
          <input type="checkbox" {...register('turnOffAllAlerts')} /> Turn off all alerts
        </label>
        <table className={ui.table}>
          <caption>Notification preferences</caption>
          <thead>
            <tr>
              <th scope="col">Alert</th>
              <th scope="col">Email</th>
              {showText && <th scope="col">Text</th>}
            </tr>
          </thead>
          <tbody>
            {ALERT_ROWS.map((flag) => (
              <tr key={flag}>
                <th scope="row">{ALERT_LABELS[flag]}</th>
                <td data-label="Email">
                  {/* The label around the box makes its 44 px row the hit area on phones. */}
                  <label className={ui.choice}>
                    <input
                      type="checkbox"
                      aria-label={`${ALERT_LABELS[flag]} by email`}
                      {...register(`emailAlerts.${flag}`)}
                    />
                  </label>
                </td>
                {showText && (
                  <td data-label="Text">
                    {isTextFlag(flag) && (
                      <label className={ui.choice}>
                        <input
                          type="checkbox"
                          aria-label={`${ALERT_LABELS[flag]} by text`}
                          disabled={!textEnabled}
                          {...register(`textAlerts.${flag}`)}
                        />
                      </label>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <SectionActions
          section="notifications"
          dirty={dirty}
          canSave
          status={save.status}
          onCancel={() => {
            reset(cache);
            setBanner(null);
          }}
        />
      </form>
    </section>
  );
}
