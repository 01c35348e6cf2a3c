// The payment type section (spec 2 §2 Payment type, Saved payment methods; §4 Default method):
// its saved methods, deleting one and the default method, against a fake back end at the network
// level.
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  deleteAchPayment,
  removeDefaultPaymentMethod,
  setDefaultPaymentMethod,
} from '@portal/api-contract/payments/payment-methods';
import { answer, refuse, type HttpHandler } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import { provideDialogs, type ConfirmDialogRequest } from '@portal/shared-contracts';
import { usePaymentSettings } from '../../../lib/payment-settings';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { PaymentInfo } from '../../../api/payment-info';
import type { ChosenMethod } from '../../../lib/chosen-method';
import type { PaymentType } from '../../../lib/fees';
import { checkingMethod, visaMethod } from '../../../testing/payment-methods';
import { PaymentTypeSection } from './payment-type-section';

const checking = checkingMethod;
const visa = visaMethod;

const info = (patch: Partial<PaymentInfo> = {}): PaymentInfo => ({
  dueDate: '2026-12-01T00:00:00',
  businessDate: '2026-11-18T00:00:00',
  allowAch: true,
  allowCards: true,
  daysInPeriod: 30,
  recurringAllowed: true,
  firstPartyFees: { scheduledAch: 0, eCheck: 0, recurringAch: 0, debitCard: 0, creditCard: 0 },
  blockAch: false,
  blockCard: false,
  blockImmediateAchAfterCutoff: false,
  scheduledPayments: [],
  recurringPayment: null,
  savedMethods: [checking, visa],
  defaultMethod: null,
  isLineOfCredit: false,
  payoffAmount: 1_250_000,
  totalAmountDue: 35_000,
  defaultPaymentAmount: 35_000,
  isDelinquent: false,
  delinquent: false,
  regularPaymentAmount: 35_000,
  billingFrequency: 'Monthly',
  mailPreference: 0,
  restrictionCode: '',
  nonPaymentDays: [],
  nonSchedulableDays: [],
  futureNonPaymentDays: [],
  ...patch,
});

const onMethodsChanged = jest.fn();
const onAddNew = jest.fn();

/** The section as the page holds it: the chosen type and method are the page's state. */
function Section({ loan }: { loan: PaymentInfo }) {
  const settings = usePaymentSettings();
  const [type, setType] = useState<PaymentType | null>(null);
  const [chosen, setChosen] = useState<ChosenMethod | null>(null);
  return (
    <PaymentTypeSection
      settings={settings}
      info={loan}
      accountNumber="00011002347"
      achAllowed
      cardAllowed
      type={type}
      chosen={chosen}
      onTypeChange={setType}
      onChoose={setChosen}
      onAddNew={onAddNew}
      onMethodsChanged={onMethodsChanged}
    />
  );
}

const show = (handlers: HttpHandler[] = [], loan = info()) =>
  renderArea(<Section loan={loan} />, { area: 'payments', handlers });

const questions: ConfirmDialogRequest[] = [];
let answerYes = true;
beforeEach(() => {
  onMethodsChanged.mockReset();
  onAddNew.mockReset();
  questions.length = 0;
  answerYes = true;
  provideDialogs({
    confirm: async (request) => {
      questions.push(request);
      return answerYes;
    },
    showAgreeText: async () => undefined,
  });
});

describe('the payment type section (spec 2 §2)', () => {
  it('offers Card and E-Check, and lists only the saved methods of the chosen type', async () => {
    const view = show();
    expect(screen.queryByRole('group', { name: 'Saved Payment Methods' })).toBeNull();

    await view.user.click(screen.getByRole('radio', { name: 'E-Check' }));
    const saved = within(screen.getByRole('group', { name: 'Saved Payment Methods' }));
    expect(saved.getByRole('radio', { name: 'Checking x4321' })).not.toBeChecked();
    expect(saved.queryByRole('radio', { name: /x1881/ })).toBeNull();

    await view.user.click(screen.getByRole('radio', { name: 'Card' }));
    expect(
      within(screen.getByRole('group', { name: 'Saved Payment Methods' })).getByRole('radio', {
        name: 'visa x1881 Exp. 08/29',
      }),
    ).toBeVisible();
    expect(onAddNew).not.toHaveBeenCalled();
  });

  it('a type without saved methods asks for a new one', async () => {
    const view = show([], info({ savedMethods: [checking] }));
    await view.user.click(screen.getByRole('radio', { name: 'Card' }));
    expect(onAddNew).toHaveBeenCalledWith('Card');
  });

  it('each remove or delete button says its action in words, not a bare ✕', async () => {
    const view = show(
      [],
      info({ defaultMethod: { isCard: true, profileId: 'PM-100002', lastFour: '1881' } }),
    );
    await view.user.click(screen.getByRole('radio', { name: 'E-Check' }));
    // The visible word begins the accessible name; the rest is for screen readers.
    expect(screen.getByRole('button', { name: 'Delete Checking x4321' }).textContent).toMatch(
      /^Delete /,
    );
    expect(
      screen.getByRole('button', { name: 'Remove default payment method' }).textContent,
    ).toMatch(/^Remove /);
    expect(screen.queryByText('✕')).toBeNull();
  });

  it('deleting a saved method asks first, with the warning, and sends its info object', async () => {
    const view = show([answer(deleteAchPayment)]);
    await view.user.click(screen.getByRole('radio', { name: 'E-Check' }));
    await view.user.click(screen.getByRole('button', { name: 'Delete Checking x4321' }));

    expect(questions[0]?.text).toBe(
      'Are you sure you want to delete this payment method? Deleting this payment method will cancel and remove any scheduled payments currently setup with this payment method.',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Successfully deleted payment method.',
    );
    const [sent] = await view.received(deleteAchPayment);
    expect(sent?.body).toEqual({ ProfileId: 'PM-100001', IsCard: false, LastFour: '4321' });
    expect(onMethodsChanged).toHaveBeenCalledTimes(1);
  });

  it('No keeps the method and sends nothing', async () => {
    answerYes = false;
    const view = show();
    await view.user.click(screen.getByRole('radio', { name: 'E-Check' }));
    await view.user.click(screen.getByRole('button', { name: 'Delete Checking x4321' }));
    expect(await view.received(deleteAchPayment)).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a refused delete says "Error deleting payment method." and changes nothing', async () => {
    const view = show([refuse(deleteAchPayment, 'ErrorDeletingPaymentMethod')]);
    await view.user.click(screen.getByRole('radio', { name: 'E-Check' }));
    await view.user.click(screen.getByRole('button', { name: 'Delete Checking x4321' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Error deleting payment method.');
    expect(onMethodsChanged).not.toHaveBeenCalled();
  });

  it('sets the chosen saved method as the loan’s default', async () => {
    const view = show([answer(setDefaultPaymentMethod)]);
    await view.user.click(screen.getByRole('radio', { name: 'E-Check' }));
    const setDefault = screen.getByRole('button', { name: 'Set As Default Method' });
    expect(setDefault).toBeDisabled();
    await view.user.click(screen.getByRole('radio', { name: 'Checking x4321' }));
    await view.user.click(setDefault);

    const [sent] = await view.received(setDefaultPaymentMethod);
    expect(sent?.body).toEqual({
      AccountNumber: '00011002347',
      PaymentMethod: { ProfileId: 'PM-100001', IsCard: false, LastFour: '4321' },
    });
    expect(onMethodsChanged).toHaveBeenCalledTimes(1);
  });

  it('a failed default change only says so (spec 2 §7: an error flag)', async () => {
    const view = show([refuse(setDefaultPaymentMethod, 'InvalidData')]);
    await view.user.click(screen.getByRole('radio', { name: 'E-Check' }));
    await view.user.click(screen.getByRole('radio', { name: 'Checking x4321' }));
    await view.user.click(screen.getByRole('button', { name: 'Set As Default Method' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The default payment method could not be changed.',
    );
    expect(onMethodsChanged).not.toHaveBeenCalled();
  });

  it('shows the default method and removes it with the loan’s number', async () => {
    const view = show(
      [answer(removeDefaultPaymentMethod)],
      info({ defaultMethod: { isCard: true, profileId: 'PM-100002', lastFour: '1881' } }),
    );
    expect(screen.getByText(/Card ending with x1881/)).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'Remove default payment method' }));

    const [sent] = await view.received(removeDefaultPaymentMethod);
    expect(sent?.method).toBe('DELETE');
    expect(sent?.search.get('accountNumber')).toBe('00011002347');
    expect(onMethodsChanged).toHaveBeenCalledTimes(1);
  });
});
