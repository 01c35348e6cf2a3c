// Change password during sign-in (spec 1 §4): ResetPassword with the login's ChangePasswordToken.
import { getPortal } from '@portal/shared-contracts';
import { useState } from 'react';
import { Banner } from '../../../components/banner';
import { NewPasswordForm } from '../../../components/new-password-form';
import { resetPassword } from '../../../lib/api/reset-password';
import { resetPasswordFailure } from '../../../lib/reset-password-failure';
import type { StepProps } from './step-props';

export function ChangePasswordStep({ signIn, onSucceeded, onCancel }: StepProps) {
  const [error, setError] = useState<string | null>(null);
  const enc = signIn.login.changePasswordToken ?? '';

  const change = async (password: string) => {
    setError(null);
    const result = await resetPassword(getPortal().api, enc, password);
    if (result.kind !== 'ok') {
      setError(resetPasswordFailure(result));
      return;
    }
    const { userToken } = result.value;
    onSucceeded(userToken ? { userToken } : undefined);
  };

  return (
    <div className="login-step">
      <h2 id="change-password-heading">Change Password</h2>
      <p>Your password must be changed before you continue.</p>
      {error && <Banner kind="error">{error}</Banner>}
      <NewPasswordForm
        logon={signIn.login.session.username}
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
