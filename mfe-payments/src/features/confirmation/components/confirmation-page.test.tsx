import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Confirmation } from '../../../lib/confirmation';
import ConfirmationPage from './confirmation-page';

const confirmation: Confirmation = {
  referenceNumber: 'RP12345678',
  kind: 'recurring',
  loan: 'Home Equity Loan 00011002355',
  paidFrom: 'Checking x4321',
  isCard: false,
  frequency: 'Days Before Due Date',
  payDate: '12/28/2026',
  dueDate: '01/01/2027',
  daysPrior: 4,
  amount: 61240,
  fee: 0,
  additionalPrincipal: 5000,
  total: 66240,
  isRecurringLOCPayingTotalDue: false,
};

const renderAt = (state: unknown) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: '/myaccount/paymentConfirm', state }]}>
      <ConfirmationPage />
    </MemoryRouter>,
  );

describe('the payment confirmation', () => {
  it('shows every row of a recurring payment with the recurring warning', () => {
    renderAt(confirmation);
    const row = (name: RegExp) => screen.getByRole('row', { name });
    expect(row(/^Confirmation Number/)).toHaveTextContent('RP12345678');
    expect(row(/^Loan to Pay Down/)).toHaveTextContent('Home Equity Loan 00011002355');
    expect(row(/^Account to Pay From/)).toHaveTextContent('Checking x4321');
    expect(row(/^Days Prior/)).toHaveTextContent('4');
    expect(row(/^Additional Principal Amount/)).toHaveTextContent('$50.00');
    expect(row(/^Total Payment to Draft/)).toHaveTextContent('$662.40');
    expect(screen.getByText(/Your recurring payment has been set up/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('says there is nothing to confirm when it arrives without a payment', () => {
    renderAt({ referenceNumber: 42 });
    expect(screen.getByText('There is no payment to confirm.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });
});
