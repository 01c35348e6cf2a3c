// Change password during sign-in (spec 1 §4): ResetPassword with the login's ChangePasswordToken.
import { describeApiFailure, getPortal } from '@portal/shared-contracts';
import { useState } from 'react';
import { Banner } from '../../../components/banner';
import { NewPasswordForm } from '../../../components/new-password-form';
import { resetPassword } from '../../../lib/api/reset-password';
import { resetPasswordFailure } from '../../../lib/reset-password-failure';
import type { StepProps } from './step-props';

export function ChangePasswordStep({ signIn, onSucceeded, onCancel }: StepProps) {
  const [error, setError] = useState<string | null>(null);
  const enc = signIn.login.ChangePasswordToken ?? '';

  const change = async (password: string) => {
    setError(null);
    try {
      const answer = await resetPassword(getPortal().api, enc, password);
      if (!answer.HasNoErrors) {
        setError(resetPasswordFailure(200, answer.Errors?.[0]?.ErrorMessage));
        return;
      }
      onSucceeded(answer.UserToken ? { userToken: answer.UserToken } : undefined);
    } catch (failure) {
      const { status, code } = await describeApiFailure(failure);
      setError(resetPasswordFailure(status, code));
    }
  };

  return (
    <div className="login-step">
      <h2 id="change-password-heading">Change Password</h2>
      <p>Your password must be changed before you continue.</p>
      {error && <Banner kind="error">{error}</Banner>}
      <NewPasswordForm
        logon={signIn.login.UserName}
        email={signIn.emailAddress}
        checkSource={
          signIn.userToken
            ? { kind: 'signedIn', userToken: signIn.userToken }
            : enc
              ? { kind: 'reset', resetToken: enc }
              : undefined
        }
        submitLabel="Change Password"
        onSubmit={change}
        onCancel={onCancel}
      />
    </div>
  );
}
