import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Choice, Fieldset } from './choice';
import { MoneyField, SelectField, TextField } from './field';

describe('form controls', () => {
  it('names an input by its label and describes it by its error once there is one', () => {
    const { rerender } = render(<TextField id="zip" label="Zip Code" />);
    const input = screen.getByRole('textbox', { name: 'Zip Code' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
    rerender(<TextField id="zip" label="Zip Code" error="Zip Code is required" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Zip Code is required');
  });

  it('shows money with a "$" a screen reader does not read into the name', () => {
    render(<MoneyField id="amount" label="Payment Amount" />);
    const amount = screen.getByRole('textbox', { name: 'Payment Amount' });
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('$')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names a select by its label', () => {
    render(
      <SelectField id="when" label="When for alert 1" defaultValue="after">
        <option value="before">before the due date</option>
        <option value="after">after the due date</option>
      </SelectField>,
    );
    expect(screen.getByRole('combobox', { name: 'When for alert 1' })).toHaveValue('after');
  });

  it('toggles a checkbox from anywhere on its label row', async () => {
    render(<Choice label="Save Payment Profile" />);
    await userEvent.click(screen.getByText('Save Payment Profile'));
    expect(screen.getByRole('checkbox', { name: 'Save Payment Profile' })).toBeChecked();
  });

  it('groups radios under their legend', () => {
    render(
      <Fieldset legend="Account Type" inline>
        <Choice type="radio" name="kind" value="Checking" label="Checking" />
        <Choice type="radio" name="kind" value="Savings" label="Savings" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Account Type' });
    expect(group).toContainElement(screen.getByRole('radio', { name: 'Savings' }));
  });
});
