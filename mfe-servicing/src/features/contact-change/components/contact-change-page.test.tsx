import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountList } from '@portal/api-contract/payments/account-list';
import { manualChangeContactInfo } from '@portal/api-contract/servicing/contact-change';
import { answer, serverError } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import ContactChangePage from './contact-change-page';

const accounts = answer(accountList, {
  Accounts: [
    { Number: '00011002347', Description: 'Auto Loan', Type: 0 },
    { Number: '00011002355', Description: 'Home Equity Loan', Type: 0 },
  ],
});

describe('ContactChangePage', () => {
  it('keeps Submit disabled until touched and valid, then sends a phone change and says Request sent', async () => {
    const view = renderArea(<ContactChangePage signedIn />, {
      area: 'servicing',
      handlers: [accounts, answer(manualChangeContactInfo)],
    });
    // The form shows once the account list has loaded (it keeps its size from then on).
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.click(await screen.findByLabelText('Auto Loan 0001100234'));
    await userEvent.click(screen.getByRole('switch', { name: 'Change Phone' }));
    await userEvent.type(screen.getByLabelText('Old Phone Number'), '2695550100');
    expect(screen.getByLabelText('Old Phone Number')).toHaveValue('(269) 555-0100');
    expect(
      await screen.findByText('Must Enter Old Phone Number and New Phone Number'),
    ).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New Phone Number'), '26955501');
    expect(await screen.findByText('Enter Valid Phone Number')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New Phone Number'), '11');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    const [sent] = await view.received(manualChangeContactInfo);
    expect(sent?.body).toEqual({
      AccountNumbers: ['00011002347'],
      OldAddress: null,
      NewAddress: null,
      PhoneNumber1: { OldPhoneNumber: '(269) 555-0100', NewPhoneNumber: '(269) 555-0111' },
      UserName: 'borrower1',
      FirstName: 'Alex',
    });
    expect(screen.getByLabelText('Auto Loan 0001100234')).not.toBeChecked();
  });

  it('shows Required on a started address and removes the sub-forms when the toggle is off', async () => {
    renderArea(<ContactChangePage signedIn />, { area: 'servicing', handlers: [accounts] });
    await userEvent.click(await screen.findByLabelText('Auto Loan 0001100234'));
    await userEvent.click(screen.getByRole('switch', { name: 'Change Address' }));
    await userEvent.type(screen.getByLabelText('New Address City'), 'Holland');
    await userEvent.type(screen.getByLabelText('New Address Zip'), '49a4');
    expect(screen.getByLabelText('New Address Zip')).toHaveValue('494');
    expect(await screen.findByText('There needs to be 5 digits')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    await userEvent.click(screen.getByRole('switch', { name: 'Change Address' }));
    expect(screen.queryByLabelText('New Address City')).not.toBeInTheDocument();
  });

  it('shows the configured failure text', async () => {
    renderArea(<ContactChangePage signedIn />, {
      area: 'servicing',
      handlers: [accounts, serverError(manualChangeContactInfo, 500)],
      settings: { 'ContactChange.SubmitFormErrorText': 'Could not send' },
    });
    await userEvent.click(await screen.findByLabelText('Auto Loan 0001100234'));
    await userEvent.click(screen.getByRole('switch', { name: 'Change Phone' }));
    await userEvent.type(screen.getByLabelText('Old Phone Number'), '2695550100');
    await userEvent.type(screen.getByLabelText('New Phone Number'), '2695550111');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send');
  });
});
