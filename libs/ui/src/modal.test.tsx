import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Opener({ onDismiss }: { onDismiss?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal
          title="Payoff Quote"
          onDismiss={() => {
            onDismiss?.();
            setOpen(false);
          }}
          actions={
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
          }
        >
          <label>
            Payoff date <input />
          </label>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is named by its title, takes focus, keeps Tab inside and gives focus back on close', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Payoff Quote' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(screen.getByLabelText('Payoff date')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Payoff date')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on Escape through onDismiss, and focus returns to the opener', async () => {
    const onDismiss = jest.fn();
    render(<Opener onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('ignores Escape without onDismiss; an alertdialog is described by its body and focuses [data-autofocus]', async () => {
    render(
      <Modal
        role="alertdialog"
        title="Your session is about to expire"
        actions={
          <>
            <button type="button">Logout</button>
            <button type="button" data-autofocus>
              Resume
            </button>
          </>
        }
      >
        <p>You will be logged out soon.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Your session is about to expire' });
    expect(dialog).toHaveAccessibleDescription('You will be logged out soon.');
    expect(screen.getByRole('button', { name: 'Resume' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
  });

  it('can hide its title visually while it still names the dialog', () => {
    render(
      <Modal title="Are you sure?" hideTitle>
        <p>Text</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Are you sure?' })).toHaveClass('modal__hidden');
  });
});
