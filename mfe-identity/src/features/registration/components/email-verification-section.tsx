// Registration e-mail verification (spec 1 §4, §8): a code is sent on entry and on Resend.
import { describeApiFailure, getPortal } from '@portal/shared-contracts';
import { useEffect, useState } from 'react';
import { Banner } from '../../../components/banner';
import { Field } from '../../../components/field';
import { FormActions } from '../../../components/form-actions';
import {
  generateMfaCode,
  validateRegistrationCode,
  type PersonalInfo,
} from '../api/registration-calls';
import {
  EMAIL_VERIFICATION_MESSAGES,
  emailVerificationFailure,
} from '../rules/registration-failure';
import { cx, ui } from '@portal/ui/class-names';

interface EmailVerificationSectionProps {
  person: PersonalInfo;
  anonymousId: string;
  onVerified(registrationToken: string): void;
  onBack(): void;
  onCancel(): void;
}

export function EmailVerificationSection({
  person,
  anonymousId,
  onVerified,
  onBack,
  onCancel,
}: EmailVerificationSectionProps) {
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [shownEmail, setShownEmail] = useState('');
  const [sendInvalid, setSendInvalid] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sends, setSends] = useState(0);

  useEffect(() => {
    let live = true;
    generateMfaCode(getPortal().api, anonymousId, person).then(
      (answer) => {
        if (!live) return;
        if (answer.Invalid || !answer.MFAToken) setSendInvalid(true);
        else {
          setMfaToken(answer.MFAToken);
          setShownEmail(answer.EmailToDisplay ?? '');
        }
      },
      () => live && setError(EMAIL_VERIFICATION_MESSAGES.network),
    );
    return () => {
      live = false;
    };
  }, [anonymousId, person, sends]);

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (code.trim() === '') {
      setFieldError(EMAIL_VERIFICATION_MESSAGES.required);
      return;
    }
    setFieldError(null);
    if (!mfaToken) return;
    setBusy(true);
    try {
      onVerified(
        await validateRegistrationCode(getPortal().api, code.trim(), mfaToken, anonymousId),
      );
    } catch (failure) {
      const { status, code: errorCode } = await describeApiFailure(failure);
      setError(emailVerificationFailure(status, errorCode));
    } finally {
      setBusy(false);
    }
  };

  if (sendInvalid)
    return (
      <div>
        <Banner kind="error">{EMAIL_VERIFICATION_MESSAGES.sendInvalid}</Banner>
        <button type="button" className={cx(ui.button, ui.buttonSecondary)} onClick={onBack}>
          Go Back
        </button>
      </div>
    );

  return (
    <form noValidate onSubmit={verify} aria-label="Verify your e-mail address">
      <p>{shownEmail ? `We sent a security code to ${shownEmail}.` : 'Sending a security code…'}</p>
      {error && <Banner kind="error">{error}</Banner>}
      <Field id="register-code" label="Security Code" error={fieldError ?? undefined}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={32}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      <FormActions
        submitLabel="Continue"
        submitDisabled={busy || !mfaToken}
        onBack={onBack}
        onCancel={onCancel}
      >
        <button
          type="button"
          className={cx(ui.button, ui.buttonSecondary)}
          onClick={() => {
            setError(null);
            setSends((n) => n + 1);
          }}
        >
          Resend Code
        </button>
      </FormActions>
    </form>
  );
}
