import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import type { Agreement } from '../../../lib/agreements';

// The modal's calls are answered here: the ACH data is accepted, the bank exists and the borrower
// has never agreed to anything, so saving the account goes through the terms panel.
jest.unstable_mockModule('../api/ach-method', () => ({
  validateAch: jest.fn(async () => ({ kind: 'ok', value: null })),
  addAch: jest.fn(async () => ({ kind: 'ok', value: { profileId: 'PM-100009' } })),
}));
jest.unstable_mockModule('../api/agreement-logging', () => ({
  fetchAgreedDates: jest.fn(async () => ({ kind: 'ok', value: [] })),
  logAgreements: jest.fn(async () => ({ kind: 'ok', value: null })),
}));
jest.unstable_mockModule('../api/routing-data', () => ({
  fetchRoutingData: jest.fn(async () => ({
    kind: 'ok',
    value: {
      name: 'Bank',
      address: '',
      city: '',
      state: '',
      zip: '',
      routingNumber: '021000021',
      exists: true,
    },
  })),
}));
const { NewMethodModal } = await import('./new-method-modal');

const now = DateTime.fromISO('2026-03-10T10:00:00');
const agreement: Agreement = {
  url: 'https://www.example.com/ach',
  effectiveDate: '2026-01-01',
  name: 'ACH Terms',
  when: ['ach'],
  hostNumber: 11337,
};

const openTermsPanel = async () => {
  const onCancel = jest.fn();
  render(
    <>
      <button type="button">Add a bank account</button>
      <NewMethodModal
        type="ACH"
        accountNumber="1000001"
        canSaveAch
        canSaveCard
        allowSavings
        confirmShown
        preCheck={false}
        allowedBrands={[]}
        debitOnly={false}
        fullAddress={false}
        now={now}
        agreements={[agreement]}
        forceClick={false}
        richText={false}
        onCancel={onCancel}
        onDone={() => undefined}
      />
    </>,
  );
  await userEvent.type(screen.getByLabelText('Owner Name'), 'Alex Smith');
  await userEvent.type(screen.getByLabelText('Routing Number'), '021000021');
  await userEvent.type(screen.getByLabelText('Account Number'), '12345678');
  await userEvent.type(screen.getByLabelText('Confirm Account Number'), '12345678');
  await userEvent.tab();
  const save = screen.getByRole('checkbox', { name: 'Save Payment Profile' });
  await waitFor(() => expect(save).toBeEnabled());
  await userEvent.click(save);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return onCancel;
};

describe('the Payment Details modal, saving a bank account (spec 2 §4 ACH agreement)', () => {
  it('moves focus to the terms panel when it replaces the form (WCAG 2.4.3)', async () => {
    await openTermsPanel();
    const heading = await screen.findByRole('heading', { name: 'Terms and conditions' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Terms and conditions' })).toBeInTheDocument();
  });

  it('after Disagree, puts focus on the form again with the spec message', async () => {
    await openTermsPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Disagree' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'In order to use the system you must agree to the terms and conditions.',
    );
    expect(screen.getByRole('radio', { name: 'Checking' })).toHaveFocus();
  });

  it('after Disagree, gives back the form as the borrower left it, nothing to type again', async () => {
    await openTermsPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Disagree' }));
    expect(screen.getByLabelText('Owner Name')).toHaveValue('Alex Smith');
    expect(screen.getByLabelText('Routing Number')).toHaveValue('021000021');
    expect(screen.getByLabelText('Account Number')).toHaveValue('12345678');
    expect(screen.getByLabelText('Confirm Account Number')).toHaveValue('12345678');
    expect(screen.getByRole('checkbox', { name: 'Save Payment Profile' })).toBeChecked();
  });

  it('still closes on Escape from the terms panel', async () => {
    const onCancel = await openTermsPanel();
    await screen.findByRole('heading', { name: 'Terms and conditions' });
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
