// The wallet confirmation (spec 2 §4 Submission, §8 "Wallet failure") against a fake back end at
// the network level: Continue is the borrower's confirmation, sent with one idempotency key.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { submitWalletPayment } from '@portal/api-contract/payments/submit-payment';
import { answer, networkFailure, refuse, type HttpHandler } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import { screen, waitFor } from '@testing-library/react';
import { WalletModal } from './wallet-modal';

const WALLET_FAILED = 'There was an error processing your payment. Please try again.';
const CHECKOUT = 'https://wallet.example.com/checkout/venmo/abc';

const onDone = jest.fn();
// jsdom opens no windows: the tab the checkout address would open in is recorded here.
let open: jest.Spied<typeof window.open>;
beforeEach(() => {
  onDone.mockReset();
  open = jest.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => open.mockRestore());

const show = (handlers: HttpHandler[]) =>
  renderArea(
    <WalletModal
      wallet="Venmo"
      amount={15_000}
      fees={295}
      accountNumber="00011002347"
      onClose={() => undefined}
      onDone={onDone}
    />,
    { area: 'payments', handlers },
  );

describe('paying with a wallet', () => {
  it('sends decimal dollars with a key and opens the checkout address in a new tab', async () => {
    const view = show([answer(submitWalletPayment, { CheckoutUrl: CHECKOUT })]);
    expect(screen.getByText('You will pay $152.95 with Venmo in a new tab.')).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith(CHECKOUT, '_blank', 'noopener');
    const [sent] = await view.received(submitWalletPayment);
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/\S{16,}/);
    expect(sent?.body).toEqual({
      AmountPaid: 150,
      WalletTypePayment: 'Venmo',
      LoanAccountNumber: '00011002347',
      Fees: 2.95,
    });
  });

  it.each<[string, HttpHandler]>([
    ['a refusal', refuse(submitWalletPayment, 'InvalidData')],
    ['an address that is not https', answer(submitWalletPayment, { CheckoutUrl: 'http://x' })],
  ])('%s is the wallet failure, and Continue again is a new payment', async (_, handler) => {
    const view = show([handler]);
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WALLET_FAILED);
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert');
    const sent = await view.received(submitWalletPayment);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.get('Idempotency-Key')).not.toBe(
      sent[0]?.headers.get('Idempotency-Key'),
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('a lost answer keeps the key: Continue again repeats the same payment', async () => {
    const view = show([networkFailure(submitWalletPayment)]);
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WALLET_FAILED);
    view.server.use(answer(submitWalletPayment, { CheckoutUrl: CHECKOUT }));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const sent = await view.received(submitWalletPayment);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.get('Idempotency-Key')).toBe(sent[0]?.headers.get('Idempotency-Key'));
  });
});
