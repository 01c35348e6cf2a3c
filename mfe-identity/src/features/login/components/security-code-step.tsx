// Security code (spec 1 §2, §4, §8): one-time code, Resend Code and, on desktop, the trusted
// device checkbox. Inside the mobile app a trusted device is always created.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { getMobileBridge, getPortal } from '@portal/shared-contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { Banner } from '../../../components/banner';
import { TextField } from '@portal/ui/field';
import { rememberTrustedDevice } from '../../../lib/trusted-devices';
import { resendCode, validateCode } from '../api/validate-code';
import { SECURITY_CODE_MESSAGES, securityCodeFailure } from '../rules/security-code-failure';
import type { StepProps } from './step-props';
import { FormActions } from '../../../components/form-actions';
import { cx, ui } from '@portal/ui/class-names';

const SecurityCodeSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.nonEmpty(SECURITY_CODE_MESSAGES.required)),
  trusted: v.boolean(),
});

type SecurityCodeValues = v.InferOutput<typeof SecurityCodeSchema>;

export function SecurityCodeStep({ signIn, onSucceeded, onCancel }: StepProps) {
  const inMobileApp = getMobileBridge() !== null;
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SecurityCodeValues>({
    resolver: valibotResolver(SecurityCodeSchema),
    defaultValues: { code: '', trusted: false },
  });

  const submit = handleSubmit(async ({ code, trusted }) => {
    setError(null);
    const result = await validateCode(getPortal().api, {
      userId: signIn.login.session.username,
      code,
      createTrustedDevice: inMobileApp || trusted,
      userToken: signIn.userToken,
    });
    if (result.kind !== 'ok') {
      setError(securityCodeFailure(result));
      return;
    }
    const accepted = result.value;
    if (accepted.trustedDevice)
      rememberTrustedDevice(accepted.trustedDevice.customerId, accepted.trustedDevice.token);
    onSucceeded({
      userToken: accepted.userToken,
      emailAddress: accepted.emailAddress ?? signIn.emailAddress,
    });
  });

  const resend = async () => {
    setError(null);
    setResent(false);
    const result = await resendCode(
      getPortal().api,
      signIn.login.session.username,
      signIn.userToken,
    );
    if (result.kind === 'ok') setResent(true);
    else setError(SECURITY_CODE_MESSAGES.error);
  };

  return (
    <div className="login-step">
      <h2 id="security-code-heading">Security Code</h2>
      <p>We sent a security code to the e-mail address on file. Enter it below to continue.</p>
      {error && <Banner kind="error">{error}</Banner>}
      {resent && <Banner kind="info">A new security code has been sent.</Banner>}
      <form noValidate onSubmit={submit} aria-label="Enter the code we sent">
        <fieldset disabled={isSubmitting} className="identity-plain-fieldset">
          <TextField
            id="security-code"
            label="Security Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={32}
            error={errors.code?.message}
            {...register('code')}
          />
          {!inMobileApp && (
            <label className={ui.choice}>
              <input type="checkbox" {...register('trusted')} /> This is a trusted device
            </label>
          )}
          <FormActions submitLabel="Verify" onCancel={onCancel}>
            <button type="button" className={cx(ui.button, ui.buttonSecondary)} onClick={resend}>
              Resend Code
            </button>
          </FormActions>
        </fieldset>
      </form>
    </div>
  );
}
