import { errorCodeOf } from '@portal/wire/api-result';
import type { BannerCode } from '@portal/telemetry-contract/banner-codes';
import { useState } from 'react';
import type { PersonalInfo } from '../rules/profile-model';
import type { SubscriptionOption } from '../rules/profile-model';
import { profileCalls as calls } from '../api/profile-calls';
import { PERSONAL_INFO_MESSAGES, TEXTING_MESSAGES } from '../rules/messages';
import { displayPhone } from '../rules/phone';
import {
  afterModifyError,
  anyOptedIn,
  hasTextingChanges,
  textingChangeSet,
  TextingChangeError,
} from '../rules/texting-change-set';
import { Spinner } from './spinner';
import { TermsDialogBody } from './terms-dialog-body';
import { cx, ui } from '@portal/ui/class-names';
import { Modal } from '@portal/ui/modal';

interface TextingDialogProps {
  phoneIndex: number;
  /** The section's last-saved personal info: the follow-up save starts from it. */
  saved: PersonalInfo;
  onClose(): void;
  onPersonalInfoSaved(info: PersonalInfo): void;
}

type Step =
  | { kind: 'terms' }
  | { kind: 'loading' }
  | { kind: 'options' }
  | { kind: 'saving' }
  | { kind: 'finalize'; optIn: boolean }
  | { kind: 'unavailable' };

/**
 * The texting subscription dialog (spec 1 §4): terms first, then the phone's subscription
 * options; Save only when they differ from the loaded copy, sending only the changed flags;
 * then the phone's texting opt-in is saved with the personal info, with Retry or Cancel if that fails.
 */
export function TextingDialog({
  phoneIndex,
  saved,
  onClose,
  onPersonalInfoSaved,
}: TextingDialogProps) {
  const phone = saved.phoneNumbers[phoneIndex]?.phoneNumber ?? '';
  const [step, setStep] = useState<Step>({ kind: 'terms' });
  const [error, setError] = useState<string | null>(null);
  const [cached, setCached] = useState<SubscriptionOption[]>([]);
  const [edited, setEdited] = useState<SubscriptionOption[]>([]);

  const load = async () => {
    setStep({ kind: 'loading' });
    const result = await calls.fetchSubscriptionInfo(phone);
    if (result.kind !== 'ok') {
      setError(
        errorCodeOf(result) === 'Invalid' ? TEXTING_MESSAGES.invalid : TEXTING_MESSAGES.loadFailure,
      );
      setStep({ kind: 'unavailable' });
      return;
    }
    setCached(result.value);
    setEdited(result.value);
    setStep({ kind: 'options' });
  };

  const agree = async () => {
    setError(null);
    const result = await calls.agreeToTexting();
    if (result.kind !== 'ok') {
      setError(PERSONAL_INFO_MESSAGES.agreement);
      return;
    }
    await load();
  };

  const finalize = async (optIn: boolean) => {
    setStep({ kind: 'saving' });
    const info: PersonalInfo = {
      ...saved,
      phoneNumbers: saved.phoneNumbers.map((entry, index) =>
        index === phoneIndex ? { ...entry, optInToTexting: optIn } : entry,
      ),
    };
    const result = await calls.updatePersonalInfo(info);
    if (result.kind !== 'ok') {
      setError(TEXTING_MESSAGES.finalizeFailure);
      setStep({ kind: 'finalize', optIn });
      return;
    }
    onPersonalInfoSaved(result.value);
    onClose();
  };

  const submit = async () => {
    setError(null);
    let changes;
    try {
      changes = textingChangeSet(cached, edited);
    } catch (problem) {
      if (problem instanceof TextingChangeError) {
        setError(problem.message);
        return;
      }
      throw problem;
    }
    setStep({ kind: 'saving' });
    const result = await calls.modifySubscriptions(phone, changes);
    if (result.kind !== 'saved') {
      const reverted = afterModifyError(cached, result.kind === 'refused' ? result.reported : []);
      setCached(reverted);
      setEdited(reverted);
      setError(TEXTING_MESSAGES.modifyError);
      setStep({ kind: 'options' });
      return;
    }
    setCached(edited);
    await finalize(anyOptedIn(edited));
  };

  const toggle = (index: number, key: 'optInMarketing' | 'optInAccount', value: boolean) =>
    setEdited((options) =>
      options.map((option, i) => (i === index ? { ...option, [key]: value } : option)),
    );

  // Closing clears every dialog error: the dialog's state goes with it.
  const title = `Texting options for ${displayPhone(phone)}`;
  return (
    <Modal title={title} onDismiss={onClose}>
      {error && (
        <div
          className={cx(ui.banner, ui.bannerError)}
          role="alert"
          data-banner-code={'profile.texting-failed' satisfies BannerCode}
        >
          {error}
        </div>
      )}
      {step.kind === 'terms' && (
        <TermsDialogBody onAgree={agree} onDisagree={() => setError(TEXTING_MESSAGES.disagree)} />
      )}
      {(step.kind === 'loading' || step.kind === 'saving') && (
        <Spinner
          size={30}
          label={
            step.kind === 'loading'
              ? 'Loading your texting options…'
              : 'Saving your texting options…'
          }
        />
      )}
      {step.kind === 'options' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {edited.map((option, index) => (
            <fieldset key={option.brandingId} className={ui.fieldset}>
              <legend>{option.brandingName}</legend>
              <label className={ui.choice}>
                <input
                  type="checkbox"
                  checked={option.optInAccount}
                  onChange={(event) => toggle(index, 'optInAccount', event.target.checked)}
                />{' '}
                Account texts from {option.brandingName}
              </label>
              <label className={ui.choice}>
                <input
                  type="checkbox"
                  checked={option.optInMarketing}
                  onChange={(event) => toggle(index, 'optInMarketing', event.target.checked)}
                />{' '}
                Marketing texts from {option.brandingName}
              </label>
            </fieldset>
          ))}
          <div className="profile-actions">
            <button type="button" className={cx(ui.button, ui.buttonSecondary)} onClick={onClose}>
              Close
            </button>
            <button
              type="submit"
              className={ui.button}
              disabled={!hasTextingChanges(cached, edited)}
            >
              Save
            </button>
          </div>
        </form>
      )}
      {step.kind === 'finalize' && (
        <>
          <p>{TEXTING_MESSAGES.finalizeWarning}</p>
          <div className="profile-actions">
            <button type="button" className={cx(ui.button, ui.buttonSecondary)} onClick={onClose}>
              Cancel
            </button>
            <button type="button" className={ui.button} onClick={() => void finalize(step.optIn)}>
              Retry
            </button>
          </div>
        </>
      )}
      {step.kind === 'unavailable' && (
        <div className="profile-actions">
          <button type="button" className={cx(ui.button, ui.buttonSecondary)} onClick={onClose}>
            Close
          </button>
        </div>
      )}
    </Modal>
  );
}
