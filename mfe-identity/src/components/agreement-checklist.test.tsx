import { describe, expect, it, jest } from '@jest/globals';
import type { Agreement } from '@portal/agreements/agreement-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AgreementChecklist } from './agreement-checklist';

const TERMS: Agreement = {
  url: '<p>These are the <b>Portal Terms</b>.</p>',
  effectiveDate: '2024-01-01',
  name: 'Portal Terms',
  when: ['login'],
  hostNumber: 11337,
};

interface ChecklistProps {
  richText?: boolean;
  onChange?: (ticked: Set<number>) => void;
}

function Checklist({ richText = true, onChange = () => undefined }: ChecklistProps) {
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  return (
    <AgreementChecklist
      agreements={[TERMS]}
      ticked={ticked}
      onChange={(next) => {
        setTicked(next);
        onChange(next);
      }}
      forceClick={false}
      richText={richText}
    />
  );
}

const box = () => screen.getByRole('checkbox', { name: 'I agree to the Portal Terms' });
const read = () => userEvent.click(screen.getByRole('button', { name: 'Read the Portal Terms' }));

describe('agreement checklist with rich-text agreements (spec 1 §4)', () => {
  it('starts with the box disabled', () => {
    render(<Checklist />);
    expect(box()).toBeDisabled();
  });

  it('Escape on the text neither enables nor ticks the box', async () => {
    const onChange = jest.fn<(ticked: Set<number>) => void>();
    render(<Checklist onChange={onChange} />);
    await read();
    expect(screen.getByRole('dialog', { name: 'Portal Terms' })).toHaveTextContent(
      'These are the Portal Terms.',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Portal Terms' })).toBeNull();
    expect(box()).toBeDisabled();
    expect(box()).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Cancel neither enables nor ticks the box', async () => {
    render(<Checklist />);
    await read();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(box()).toBeDisabled();
    expect(box()).not.toBeChecked();
  });

  it('I Accept enables the box without ticking it; the borrower ticks it', async () => {
    const onChange = jest.fn<(ticked: Set<number>) => void>();
    render(<Checklist onChange={onChange} />);
    await read();
    await userEvent.click(screen.getByRole('button', { name: 'I Accept' }));
    expect(box()).toBeEnabled();
    expect(box()).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(box());
    expect(box()).toBeChecked();
  });

  it('unticking disables the box again until the text is accepted once more', async () => {
    render(<Checklist />);
    await read();
    await userEvent.click(screen.getByRole('button', { name: 'I Accept' }));
    await userEvent.click(box());
    await userEvent.click(box());
    expect(box()).not.toBeChecked();
    expect(box()).toBeDisabled();
    await read();
    await userEvent.keyboard('{Escape}');
    expect(box()).toBeDisabled();
  });
});
