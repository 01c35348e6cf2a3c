// /opt-out?token= (spec 1 §2, §4, §8 Opt-out).
import { getPortal } from '@portal/shared-contracts';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Banner } from '../../../components/banner';
import { useSettings } from '../../../lib/identity-settings';
import { optOut } from '../api/opt-out';
import { cx, ui } from '@portal/ui/class-names';

const OPT_OUT_MESSAGES = {
  success:
    'You have successfully been opted out of notifications. Please allow 24 hours for this to take effect.',
  error: 'There was a problem updating your email preferences. Please try again.',
} as const;

export default function OptOutPage() {
  const [params] = useSearchParams();
  const options = useSettings();
  const token = params.get('token') ?? '';
  const submission = useMutation({ mutationFn: () => optOut(getPortal().api, token) });
  // A missing token shows the error at once (spec 1 §4, Opt-out).
  const settled = submission.isSuccess || submission.isError;
  const result =
    !token || (settled && submission.data?.kind !== 'ok') ? 'error' : settled ? 'success' : null;
  const submit = () => submission.mutate();

  return (
    <section className={cx(ui.card, ui.authCard)} aria-labelledby="opt-out-heading">
      <h1 id="opt-out-heading">{options.text('OptOut.Heading')}</h1>
      <p>{options.text('OptOut.Text')}</p>
      {result === 'success' && <Banner kind="info">{OPT_OUT_MESSAGES.success}</Banner>}
      {result === 'error' && <Banner kind="error">{OPT_OUT_MESSAGES.error}</Banner>}
      {result !== 'success' && (
        <button
          type="button"
          className={ui.button}
          disabled={submission.isPending || !token}
          onClick={submit}
        >
          Opt Out
        </button>
      )}
    </section>
  );
}
