// The current follow-up step's screen (spec 1 §2, Login follow-up steps).
import { AreaQueries } from '@portal/area-kit/area-queries';
import { AgreementsStep } from './agreements-step';
import { ChangePasswordStep } from './change-password-step';
import { SecretQuestionStep } from './secret-question-step';
import { SecurityCodeStep } from './security-code-step';
import type { useLoginProcess } from './use-login-process';
import { ValidateSsnStep } from './validate-ssn-step';

type Process = ReturnType<typeof useLoginProcess>;

/** Loaded lazily by the login page, with the query cache the steps use. */
export default function LoginStepsViewWithQueries({ process }: { process: Process }) {
  return (
    <AreaQueries area="identity">
      <LoginStepsView process={process} />
    </AreaQueries>
  );
}

export function LoginStepsView({ process }: { process: Process }) {
  const { running, checking, finishStep } = process;
  if (!running || running.progress.kind !== 'step') return null;
  if (checking) return <p role="status">Please wait…</p>;
  const props = {
    signIn: running.signIn,
    onSucceeded: (patch?: Parameters<typeof finishStep>[1]) => void finishStep('succeeded', patch),
    onCancel: () => void finishStep('cancelled'),
  };
  switch (running.progress.step) {
    case 'securityCode':
      return <SecurityCodeStep key="securityCode" {...props} />;
    case 'validateSSN':
      return <ValidateSsnStep key="validateSSN" {...props} />;
    case 'changePassword':
      return <ChangePasswordStep key="changePassword" {...props} />;
    case 'setupSecretQuestion':
      return <SecretQuestionStep key="setupSecretQuestion" {...props} />;
    case 'agreements':
      return <AgreementsStep key="agreements" {...props} agreements={running.agreements} />;
  }
}
