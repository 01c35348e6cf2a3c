// Agreements at sign-in (spec 1 §4): every needed agreement ticked, then the acceptance is
// recorded through the agreement log service.
import { getPortal } from '@portal/shared-contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AgreementChecklist } from '../../../components/agreement-checklist';
import { Banner } from '../../../components/banner';
import type { Agreement } from '@portal/agreements/agreement-setup';
import {
  agreementErrors,
  ALL_AGREEMENTS_MESSAGE,
} from '../../../lib/agreements/agreement-validation';
import { useSettings } from '../../../lib/identity-settings';
import { recordAgreements } from '../api/record-agreements';
import type { StepProps } from './step-props';
import { FormActions } from '../../../components/form-actions';

const SAVE_ERROR = 'There was an error saving changes to the agreements.';

export function AgreementsStep({
  signIn,
  agreements,
  onSucceeded,
  onCancel,
}: StepProps & { agreements: readonly Agreement[] }) {
  const options = useSettings();
  const forceClick = options.flag('Agreements.ForceClickOnUrl');
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [showErrors, setShowErrors] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recording = useMutation({
    mutationFn: () => recordAgreements(getPortal().api, agreements, 'login', signIn.userToken),
  });
  const saving = recording.isPending;
  const errors = agreementErrors(agreements, ticked, forceClick);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (errors.size > 0) return;
    setError(null);
    const result = await recording.mutateAsync();
    if (result.kind === 'ok') onSucceeded();
    else setError(SAVE_ERROR);
  };

  return (
    <div className="login-step">
      <h2 id="agreements-heading">Agreements</h2>
      <p>Please read and agree to the following before you continue.</p>
      {error && <Banner kind="error">{error}</Banner>}
      {showErrors && errors.size > 0 && <Banner kind="error">{ALL_AGREEMENTS_MESSAGE}</Banner>}
      <form noValidate onSubmit={submit} aria-label="Agreements">
        <fieldset disabled={saving} className="identity-plain-fieldset">
          <AgreementChecklist
            agreements={agreements}
            ticked={ticked}
            onChange={setTicked}
            forceClick={forceClick}
            richText={options.flag('Agreements.RichText')}
            errors={showErrors ? errors : undefined}
          />
          <FormActions submitLabel="Continue" onCancel={onCancel} />
        </fieldset>
      </form>
    </div>
  );
}
