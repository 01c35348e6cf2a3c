// Registration e-mail verification (spec 1 §4, §8): a code is sent on entry and on Resend.
import { getPortal } from '@portal/shared-contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Banner } from '../../../components/banner';
import { Field } from '@portal/ui/field';
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
  const verification = useMutation({
    mutationFn: (typed: string) =>
      validateRegistrationCode(getPortal().api, typed, mfaToken ?? '', anonymousId),
  });
  const busy = verification.isPending;
  const [sends, setSends] = useState(0);

  useEffect(() => {
    let live = true;
    void generateMfaCode(getPortal().api, anonymousId, person).then((result) => {
      if (!live) return;
      if (result.kind !== 'ok') setError(EMAIL_VERIFICATION_MESSAGES.network);
      else if (!result.value) setSendInvalid(true);
      else {
        setMfaToken(result.value.mfaToken);
        setShownEmail(result.value.emailToDisplay);
      }
    });
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
    const result = await verification.mutateAsync(code.trim());
    if (result.kind === 'ok') onVerified(result.value);
    else setError(emailVerificationFailure(result));
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
