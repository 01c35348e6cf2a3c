import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { CARD_BRANDS } from '@portal/field-rules/card-number';
import { CardForm, type CardFormProps } from './card-form';

const setup = (patch: Partial<CardFormProps> = {}) => {
  const onContinue = jest.fn<CardFormProps['onContinue']>();
  render(
    <CardForm
      allowedBrands={CARD_BRANDS}
      debitOnly={false}
      fullAddress={false}
      now={DateTime.fromISO('2026-11-18')}
      canSave={false}
      busy={false}
      onCancel={() => undefined}
      onContinue={onContinue}
      {...patch}
    />,
  );
  return onContinue;
};

describe('the new card form (spec 2 §5 Card form)', () => {
  it('names every missing field with the spec message', async () => {
    const onContinue = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Name is required')).toHaveLength(2);
    expect(screen.getByText('Card Number is required')).toBeInTheDocument();
    expect(screen.getByText('Expiration required')).toBeInTheDocument();
    expect(screen.getByText('CVV/CVC required')).toBeInTheDocument();
    expect(screen.getByText('Zip Code required')).toBeInTheDocument();
    expect(screen.queryByText('Address 1 is required')).not.toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('asks for address, city and state when the full address is configured', async () => {
    setup({ fullAddress: true });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Address 1 is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('State is required')).toBeInTheDocument();
  });

  it('wants 4 digits of CVV for amex, refuses last month and unsupported numbers and markup', async () => {
    const onContinue = setup();
    await userEvent.type(screen.getByLabelText('First Name'), 'Al3x');
    await userEvent.type(screen.getByLabelText('Card Number'), '340000000000009');
    expect(screen.getByText('Card brand: American Express')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('CVV/CVC'), '123');
    await userEvent.type(screen.getByLabelText('Expiration (MM/YY)'), '10/26');
    await userEvent.type(screen.getByLabelText('City (optional)'), '<script>');
    await userEvent.type(screen.getByLabelText('Zip Code'), '4911');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid')).toBeInTheDocument();
    expect(screen.getByText('CVV/CVC invalid')).toBeInTheDocument();
    expect(screen.getByText('Expiration invalid')).toBeInTheDocument();
    expect(screen.getByText('The characters ~ < > { } ^ [ ] are not allowed.')).toBeInTheDocument();
    expect(screen.getByText('Zip Code invalid')).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Card Number'));
    await userEvent.type(screen.getByLabelText('Card Number'), '9111111111111111');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        "The card number you've entered does not appear to be a supported type.",
      ),
    ).toBeInTheDocument();
  });

  it('continues with a valid debit card and offers only debit when debit-only', async () => {
    const onContinue = setup({ debitOnly: true });
    expect(screen.queryByRole('radio', { name: 'Credit' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First Name'), 'Alex');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Morgan');
    await userEvent.type(screen.getByLabelText('Card Number'), '4111 1111 1111 1111');
    await userEvent.type(screen.getByLabelText('Expiration (MM/YY)'), '11/26');
    await userEvent.type(screen.getByLabelText('CVV/CVC'), '123');
    await userEvent.type(screen.getByLabelText('Zip Code'), '49116-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue.mock.calls[0]?.[0]).toMatchObject({
      debitCredit: 'DebitCard',
      cardNumber: '4111 1111 1111 1111',
      securityCode: '123',
    });
    expect(onContinue.mock.calls[0]?.[1]).toBe(false);
    expect(
      screen.queryByRole('checkbox', { name: 'Save Payment Profile' }),
    ).not.toBeInTheDocument();
  });

  it('offers Save Payment Profile (personal users), disabled until the card is valid', async () => {
    const onContinue = setup({ canSave: true });
    const save = screen.getByRole('checkbox', { name: 'Save Payment Profile' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText('First Name'), 'Alex');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Morgan');
    await userEvent.type(screen.getByLabelText('Card Number'), '5555555555554444');
    await userEvent.type(screen.getByLabelText('Expiration (MM/YY)'), '12/29');
    await userEvent.type(screen.getByLabelText('CVV/CVC'), '321');
    await userEvent.type(screen.getByLabelText('Zip Code'), '49116');
    await userEvent.tab();
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue.mock.calls[0]?.[1]).toBe(true);
  });
});
