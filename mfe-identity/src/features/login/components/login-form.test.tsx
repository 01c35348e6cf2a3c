import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Credentials } from '../api/user-login';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('asks for both fields with the spec messages and does not submit', async () => {
    const onSubmit = jest.fn(async (_: Credentials) => undefined);
    render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('You must enter a username')).toBeInTheDocument();
    expect(screen.getByText('You must enter a password')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('treats a username of spaces as missing', async () => {
    const onSubmit = jest.fn(async (_: Credentials) => undefined);
    render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Username'), '   ');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('You must enter a username')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed username and disables the form until the sign-in settles', async () => {
    let settle: () => void = () => undefined;
    const onSubmit = jest.fn(
      (_: Credentials, _event?: unknown) => new Promise<void>((resolve) => (settle = resolve)),
    );
    render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Username'), ' borrower1 ');
    await userEvent.type(screen.getByLabelText('Password'), 'Welcome123{Enter}');

    expect(onSubmit).toHaveBeenCalledWith(
      { username: 'borrower1', password: 'Welcome123' },
      expect.anything(),
    );
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    settle();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
