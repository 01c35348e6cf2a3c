import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UsernameStep, type VisibleFields } from './username-step';

const VISIBLE: VisibleFields = { email: true, dateOfBirth: true, zip: true, branch: false };

describe('the recovery username form before the business day is known', () => {
  it('stands, but does not continue until the day is known, and then checks against it', async () => {
    const onSubmit = jest.fn();
    const step = (today: string | null) => (
      <UsernameStep visible={VISIBLE} today={today} loading={false} onSubmit={onSubmit} />
    );
    const { rerender } = render(step(null));
    await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com');
    // The day after the business day below: known only once the day is.
    await userEvent.type(screen.getByLabelText(/Date of Birth/), '06022020');
    await userEvent.type(screen.getByLabelText('Zip Code'), '12345');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the form…');

    rerender(step('2020-06-01'));
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid Date')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('judges a date of birth typed before the day was known as soon as the day is', async () => {
    const step = (today: string | null) => (
      <UsernameStep visible={VISIBLE} today={today} loading={false} onSubmit={jest.fn()} />
    );
    const { rerender } = render(step(null));
    // Typed and left before the business day arrived: nothing to judge it against yet.
    await userEvent.type(screen.getByLabelText(/Date of Birth/), '06022020');
    await userEvent.click(screen.getByLabelText('Zip Code'));
    expect(screen.queryByText('Invalid Date')).toBeNull();

    rerender(step('2020-06-01'));
    expect(await screen.findByText('Invalid Date')).toBeInTheDocument();
  });
});
