// The Payment Details modal against a fake back end at the network level: the bank exists, the
// ACH data is accepted and the borrower has never agreed to anything, so saving the account goes
// through the terms panel unless a test answers otherwise.
import { describe, expect, it, jest } from '@jest/globals';
import { agreementRecords, logAgreements } from '@portal/api-contract/payments/agreement-logging';
import {
  achRoutingData,
  addAchPaymentMethod,
  validateAchPaymentMethod,
} from '@portal/api-contract/payments/payment-methods';
import { answer, refuse, type HttpHandler } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import { screen, waitFor } from '@testing-library/react';
import { DateTime } from 'luxon';
import type { Agreement } from '../../../lib/agreements';
import { NewMethodModal } from './new-method-modal';

const backEnd = [
  answer(achRoutingData, {
    Name: 'Bank',
    Address: '',
    City: '',
    State: '',
    Zip: '',
    RoutingNumber: '021000021',
    BankExists: true,
  }),
  answer(validateAchPaymentMethod),
  answer(agreementRecords, { Agreements: [] }),
  answer(logAgreements),
  answer(addAchPaymentMethod, { ProfileId: 'PM-100009' }),
];

const now = DateTime.fromISO('2026-03-10T10:00:00');
const agreement: Agreement = {
  url: 'https://www.example.com/ach',
  effectiveDate: '2026-01-01',
  name: 'ACH Terms',
  when: ['ach'],
  hostNumber: 11337,
};

const openTermsPanel = async (handlers: HttpHandler[] = []) => {
  const onCancel = jest.fn();
  const onDone = jest.fn();
  const view = renderArea(
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
        onDone={onDone}
      />
    </>,
    { area: 'payments', handlers: [...handlers, ...backEnd] },
  );
  const { user } = view;
  await user.type(screen.getByLabelText('Owner Name'), 'Alex Smith');
  await user.type(screen.getByLabelText('Routing Number'), '021000021');
  await user.type(screen.getByLabelText('Account Number'), '12345678');
  await user.type(screen.getByLabelText('Confirm Account Number'), '12345678');
  await user.tab();
  const save = screen.getByRole('checkbox', { name: 'Save Payment Profile' });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return { view, user, onCancel, onDone };
};

/** Ticks the one agreement and presses Agree. */
async function agree(user: Awaited<ReturnType<typeof openTermsPanel>>['user']) {
  await user.click(await screen.findByRole('checkbox', { name: 'I agree to ACH Terms' }));
  await user.click(screen.getByRole('button', { name: 'Agree' }));
}

describe('the Payment Details modal, saving a bank account (spec 2 §4 ACH agreement)', () => {
  it('moves focus to the terms panel when it replaces the form (WCAG 2.4.3)', async () => {
    await openTermsPanel();
    const heading = await screen.findByRole('heading', { name: 'Terms and conditions' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Terms and conditions' })).toBeInTheDocument();
  });

  it('after Disagree, puts focus on the form again with the spec message', async () => {
    const { user } = await openTermsPanel();
    await user.click(await screen.findByRole('button', { name: 'Disagree' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'In order to use the system you must agree to the terms and conditions.',
    );
    expect(screen.getByRole('radio', { name: 'Checking' })).toHaveFocus();
  });

  it('after Disagree, gives back the form as the borrower left it, nothing to type again', async () => {
    const { user } = await openTermsPanel();
    await user.click(await screen.findByRole('button', { name: 'Disagree' }));
    expect(screen.getByLabelText('Owner Name')).toHaveValue('Alex Smith');
    expect(screen.getByLabelText('Routing Number')).toHaveValue('021000021');
    expect(screen.getByLabelText('Account Number')).toHaveValue('12345678');
    expect(screen.getByLabelText('Confirm Account Number')).toHaveValue('12345678');
    expect(screen.getByRole('checkbox', { name: 'Save Payment Profile' })).toBeChecked();
  });

  it('still closes on Escape from the terms panel', async () => {
    const { user, onCancel } = await openTermsPanel();
    await screen.findByRole('heading', { name: 'Terms and conditions' });
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Agree records the agreement by host number, then saves the account', async () => {
    const { view, user, onDone } = await openTermsPanel();
    await agree(user);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ savedLastFour: '5678' }));
    const [logged] = await view.received(logAgreements);
    expect(logged?.body).toEqual({
      Agreements: [11337],
      UserName: 'borrower1',
      TurnEStatementsOn: false,
      UnRestrictEmail: false,
    });
    const [saved] = await view.received(addAchPaymentMethod);
    expect(saved?.body).toEqual({
      AccountType: 'Checking',
      RoutingNumber: '021000021',
      AccountNumber: '12345678',
      OwnerName: 'Alex Smith',
    });
  });

  it('an account saved before says "Payment method already exists." (spec 2 §8)', async () => {
    const { user, onDone } = await openTermsPanel([refuse(addAchPaymentMethod, 'AlreadyExists')]);
    await agree(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment method already exists.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a failed agreement post says "An error occurred, please try again." and saves nothing', async () => {
    const { view, user } = await openTermsPanel([refuse(logAgreements, 'InvalidData')]);
    await agree(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred, please try again.',
    );
    expect(await view.received(addAchPaymentMethod)).toHaveLength(0);
  });

  it.each([
    ['RoutingAccountInvalidThirdParty', 'Invalid account number.'],
    ['RoutingNumberAchNotAllowed', 'Invalid routing number.'],
    ['SomethingElse', 'An error occurred.'],
  ])('an account the back end refuses with %s says %j (spec 2 §8)', async (code, message) => {
    await openTermsPanel([refuse(validateAchPaymentMethod, code)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: 'Terms and conditions' })).toBeNull();
  });
});
