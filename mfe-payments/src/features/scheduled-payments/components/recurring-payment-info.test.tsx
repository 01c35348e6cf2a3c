import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { provideDialogs, type ConfirmDialogRequest } from '@portal/shared-contracts';
import { deleteRecurringAch } from '@portal/api-contract/payments/delete-payment';
import { answer, refuse, type HttpHandler } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import { screen, waitFor, within } from '@testing-library/react';
import type { RecurringPayment } from '../../../api/payment-info';
import { RECURRING_MESSAGES } from '../rules/recurring-messages';
import { RecurringPaymentInfo } from './recurring-payment-info';

const ach: RecurringPayment = {
  encryptedData: 'enc-1',
  isCard: false,
  recurringOption: 'DayOfMonth',
  date: '2026-12-05T00:00:00',
  daysBeforeDue: 0,
  totalAmount: 38912,
  additionalPrincipal: 2500,
  paidFrom: '4321',
  canDelete: true,
};

const narrowScreen = (narrow: boolean) => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: narrow,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
};

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

const onDeleted = jest.fn();
const show = (payment: RecurringPayment, allowDelete = true, handlers: HttpHandler[] = []) =>
  renderArea(
    <RecurringPaymentInfo
      payment={payment}
      accountNumber="00011002347"
      allowDelete={allowDelete}
      onDeleted={onDeleted}
    />,
    { area: 'payments', handlers },
  );

describe('the recurring payment panel (spec 2 §2 card box and table variants)', () => {
  it('is a table on a wide screen, with the additional principal for ACH', () => {
    narrowScreen(false);
    show(ach);
    const table = screen.getByRole('table', { name: 'Recurring Payment' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Monthly on day 5');
    expect(row).toHaveTextContent('$389.12');
    expect(row).toHaveTextContent('$25.00');
    expect(row).toHaveTextContent('Account ending with x4321');
    expect(within(table).getByRole('button', { name: 'Delete Recurring Payment' })).toBeEnabled();
  });

  it('is a card box on a narrow screen; a card payment shows no additional principal', () => {
    narrowScreen(true);
    show({ ...ach, isCard: true, paidFrom: '1881' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Recurring Payment' });
    expect(region).toHaveTextContent('Card ending with x1881');
    expect(region).not.toHaveTextContent('Additional Principal Amount');
    expect(screen.getByRole('button', { name: 'Delete Recurring Payment' })).toBeInTheDocument();
  });

  it.each([
    ['the item cannot be deleted', { ...ach, canDelete: false }, true],
    ['the setting forbids deleting', ach, false],
  ])('says it cannot be deleted when %s, without asking', async (_case, payment, allow) => {
    const confirm = jest.fn(async (_request: ConfirmDialogRequest) => true);
    provideDialogs({ confirm, showAgreeText: async () => undefined });
    const view = show(payment, allow);
    await view.user.click(screen.getByRole('button', { name: 'Delete Recurring Payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent(RECURRING_MESSAGES.blocked);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks first and keeps the payment when the borrower says No', async () => {
    const confirm = jest.fn(async (_request: ConfirmDialogRequest) => false);
    provideDialogs({ confirm, showAgreeText: async () => undefined });
    const view = show(ach);
    await view.user.click(screen.getByRole('button', { name: 'Delete Recurring Payment' }));
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        text: RECURRING_MESSAGES.confirm,
        confirmLabel: 'Delete',
        cancelLabel: 'No',
      }),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Delete deletes it by its handle with the recurring ACH call', async () => {
    onDeleted.mockReset();
    provideDialogs({ confirm: async () => true, showAgreeText: async () => undefined });
    const view = show(ach, true, [answer(deleteRecurringAch, { Token: 'next' })]);
    await view.user.click(screen.getByRole('button', { name: 'Delete Recurring Payment' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    const [sent] = await view.received(deleteRecurringAch);
    expect(sent?.body).toEqual({
      Token: '',
      Payment: { EncryptedString: 'enc-1', LoanAccountNumber: '00011002347' },
    });
  });

  it('a refused delete shows the spec message and keeps the payment', async () => {
    onDeleted.mockReset();
    provideDialogs({ confirm: async () => true, showAgreeText: async () => undefined });
    const view = show(ach, true, [refuse(deleteRecurringAch, 'DeleteRecurringAchNotAllowed')]);
    await view.user.click(screen.getByRole('button', { name: 'Delete Recurring Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RECURRING_MESSAGES.failed);
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
