import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AchForm, type AchFormProps } from './ach-form';

const setup = (patch: Partial<AchFormProps> = {}) => {
  const onContinue = jest.fn<AchFormProps['onContinue']>();
  render(
    <AchForm
      allowSavings
      confirmShown
      preCheck={false}
      canSave
      busy={false}
      onCancel={() => undefined}
      onContinue={onContinue}
      {...patch}
    />,
  );
  return onContinue;
};

describe('the new ACH form (spec 2 §5 ACH form)', () => {
  it('names every missing field with the spec message and does not continue', async () => {
    const onContinue = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Owner Name is required')).toBeInTheDocument();
    expect(screen.getByText('Routing Number is required')).toBeInTheDocument();
    expect(screen.getByText('Account Number is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Account Number is required')).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('refuses a one-word owner, a bad check digit and all-same digits', async () => {
    const onContinue = setup();
    await userEvent.type(screen.getByLabelText('Owner Name'), 'Alex');
    await userEvent.type(screen.getByLabelText('Routing Number'), '021000022');
    await userEvent.type(screen.getByLabelText('Account Number'), '1111');
    await userEvent.type(screen.getByLabelText('Confirm Account Number'), '1111');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Owner Name is invalid')).toBeInTheDocument();
    expect(screen.getByText('Routing Number is invalid.')).toBeInTheDocument();
    expect(
      screen.getByText('Please contact your bank to confirm your bank account information.'),
    ).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('says when the two account numbers differ', async () => {
    const onContinue = setup();
    await userEvent.type(screen.getByLabelText('Account Number'), '1234');
    await userEvent.type(screen.getByLabelText('Confirm Account Number'), '1235');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Account Numbers Do Not Match')).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('keeps digits only on blur, enables Save once valid, and continues with the values', async () => {
    const onContinue = setup();
    const save = screen.getByRole('checkbox', { name: 'Save Payment Profile' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Owner Name'), 'Alex Morgan');
    await userEvent.type(screen.getByLabelText('Routing Number'), '021000021');
    await userEvent.type(screen.getByLabelText('Account Number'), '5550-001234');
    await userEvent.tab();
    expect(screen.getByLabelText('Account Number')).toHaveValue('5550001234');
    await userEvent.type(screen.getByLabelText('Confirm Account Number'), '5550001234');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('radio', { name: 'Savings' }));
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(
      {
        accountType: 'Savings',
        ownerName: 'Alex Morgan',
        routingNumber: '021000021',
        accountNumber: '5550001234',
        confirmAccountNumber: '5550001234',
      },
      true,
    );
  });

  it('hides Savings and the confirm field when configured so', () => {
    setup({ allowSavings: false, confirmShown: false, canSave: false });
    expect(screen.queryByRole('radio', { name: 'Savings' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm Account Number')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: 'Save Payment Profile' }),
    ).not.toBeInTheDocument();
  });
});
