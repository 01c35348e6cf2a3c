// The wallet confirmation (spec 2 §4 Submission): the wallet call returns a checkout address,
// opened in a new tab; the borrower then goes to the dashboard.
import { getPortal, Modal, parseWire } from '@portal/shared-contracts';
import { useState } from 'react';
import * as v from 'valibot';
import { ErrorsSchema, firstError } from '../../../lib/wire';
import { formatMoney } from '../rules/money';

const WALLET_FAILED = 'There was an error processing your payment. Please try again.';
/** Spec 2 §9: the wallet dialog is 350px wide. */
const WALLET_WIDTH = 350;

const WalletResponseSchema = v.object({
  HasNoErrors: v.nullish(v.boolean(), true),
  Errors: ErrorsSchema,
  CheckoutUrl: v.nullish(v.string(), null),
});

export interface WalletModalProps {
  wallet: string;
  amount: number;
  fees: number;
  accountNumber: string;
  onClose(): void;
  onDone(): void;
}

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
  const pay = async () => {
    setBusy(true);
    try {
      const body = parseWire(
        WalletResponseSchema,
        await getPortal()
          .api.post('PaymentImmediate/SubmitWalletPayment', {
            json: {
              AmountPaid: amount,
              WalletTypePayment: wallet,
              LoanAccountNumber: accountNumber,
              Fees: fees,
            },
          })
          .json(),
        'SubmitWalletPayment',
      );
      const url = body.CheckoutUrl;
      if (firstError(body) !== undefined || !url || !/^https:\/\//i.test(url))
        return setError(WALLET_FAILED);
      window.open(url, '_blank', 'noopener');
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
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void pay()}>
            Continue
          </button>
        </>
      }
    >
      <p>
        You will pay {formatMoney(amount + fees)} with {wallet} in a new tab.
      </p>
      {error && (
        <p role="alert" className="field__error">
          {error}
        </p>
      )}
    </Modal>
  );
}
