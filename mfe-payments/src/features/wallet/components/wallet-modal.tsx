// The wallet confirmation (spec 2 §4 Submission): the wallet call returns a checkout address,
// opened in a new tab; the borrower then goes to the dashboard.
import { getPortal } from '@portal/shared-contracts';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { paymentOutcome } from '../../../lib/payment-outcome';
import { submitWalletPayment } from '../api/submit-wallet';
import type { WalletModalProps } from '../../../lib/payment-sections';
import { formatMoney } from '@portal/money/cents';
import { cx, ui } from '@portal/ui/class-names';
import { Modal } from '@portal/ui/modal';

const WALLET_FAILED = 'There was an error processing your payment. Please try again.';
/** Spec 2 §9: the wallet dialog is 350px wide. */
const WALLET_WIDTH = 350;

export function WalletModal({
  wallet,
  amount,
  fees,
  accountNumber,
  onClose,
  onDone,
}: WalletModalProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Continue is the borrower's confirmation: its key is kept until a definite answer, so
  // pressing Continue again after a lost answer repeats the same payment.
  const key = useRef<string | null>(null);
  const pay = async () => {
    setBusy(true);
    key.current ??= newIdempotencyKey();
    try {
      const result = paymentOutcome(
        await submitWalletPayment(
          getPortal().api,
          { wallet, amount, fees, accountNumber },
          key.current,
        ),
      );
      if (result.outcome !== 'unknown') key.current = null;
      // Only a secure checkout address is opened; anything else is a failed payment.
      if (result.outcome !== 'done' || !/^https:\/\//i.test(result.value))
        return setError(WALLET_FAILED);
      window.open(result.value, '_blank', 'noopener');
      onDone();
    } catch {
      setError(WALLET_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title="Confirm Payment"
      width={WALLET_WIDTH}
      onDismiss={onClose}
      actions={
        <>
          <button type="button" className={cx(ui.button, ui.buttonSecondary)} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={ui.button} disabled={busy} onClick={() => void pay()}>
            Continue
          </button>
        </>
      }
    >
      <p>
        You will pay {formatMoney(amount + fees)} with {wallet} in a new tab.
      </p>
      {error && (
        <p role="alert" className={ui.fieldError}>
          {error}
        </p>
      )}
    </Modal>
  );
}
