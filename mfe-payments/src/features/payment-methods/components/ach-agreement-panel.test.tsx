import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Agreement } from '../../../lib/agreements';
import { AchAgreementPanel, type AchAgreementPanelProps } from './ach-agreement-panel';

const agreement: Agreement = {
  url: '<p>You authorise <b>ACH</b> drafts.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  effectiveDate: '2026-01-01',
  name: 'ACH Terms',
  when: ['ach'],
  hostNumber: 11337,
};

const setup = (patch: Partial<AchAgreementPanelProps> = {}) => {
  const onAgree = jest.fn();
  const onDisagree = jest.fn();
  render(
    <AchAgreementPanel
      agreements={[agreement]}
      forceClick={false}
      richText
      busy={false}
      onAgree={onAgree}
      onDisagree={onDisagree}
      {...patch}
    />,
  );
  return { onAgree, onDisagree };
};

const box = () => screen.getByRole('checkbox', { name: 'I agree to ACH Terms' });

describe('the ACH agreement with rich-text agreements (spec 2 §4 ACH agreement)', () => {
  it('I Accept ticks the checkbox, shows the check mark and enables Agree', async () => {
    const { onAgree } = setup();
    expect(box()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Agree' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'ACH Terms' }));
    const dialog = screen.getByRole('dialog', { name: 'ACH Terms' });
    expect(dialog).toHaveTextContent('You authorise ACH drafts.');
    await userEvent.click(screen.getByRole('button', { name: 'I Accept' }));
    expect(screen.queryByRole('dialog', { name: 'ACH Terms' })).not.toBeInTheDocument();
    expect(box()).toBeChecked();
    expect(screen.getByLabelText('opened')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(onAgree).toHaveBeenCalledTimes(1);
  });

  it('shows the agreement text without scripts or event handlers', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'ACH Terms' }));
    const text = screen.getByRole('document', { name: 'ACH Terms text' });
    expect(text.querySelector('script')).toBeNull();
    expect(text.querySelector('[onerror]')).toBeNull();
    expect(text.querySelector('b')).toHaveTextContent('ACH');
  });

  it('Cancel leaves the checkbox unticked and disabled, and focus back on the link', async () => {
    setup();
    const link = screen.getByRole('button', { name: 'ACH Terms' });
    await userEvent.click(link);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(box()).not.toBeChecked();
    expect(box()).toBeDisabled();
    expect(link).toHaveFocus();
  });

  it('Escape closes only the agreement text, as a Cancel', async () => {
    const { onDisagree } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'ACH Terms' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(box()).toBeDisabled();
    expect(box()).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Agree' })).toBeDisabled();
    expect(onDisagree).not.toHaveBeenCalled();
  });

  it('unticking disables the checkbox again until the text is accepted again', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'ACH Terms' }));
    await userEvent.click(screen.getByRole('button', { name: 'I Accept' }));
    await userEvent.click(box());
    expect(box()).not.toBeChecked();
    expect(box()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Agree' })).toBeDisabled();
  });

  it('Disagree finishes the agreement as refused', async () => {
    const { onDisagree } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Disagree' }));
    expect(onDisagree).toHaveBeenCalledTimes(1);
  });
});

describe('the ACH agreement with force-click', () => {
  it('keeps the checkbox disabled until the link is opened', async () => {
    setup({
      richText: false,
      forceClick: true,
      agreements: [{ ...agreement, url: 'https://www.example.com/ach' }],
    });
    expect(box()).toBeDisabled();
    await userEvent.click(screen.getByRole('link', { name: 'ACH Terms' }));
    expect(box()).toBeEnabled();
  });
});
