import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { provideDialogs, type ConfirmDialogRequest } from '@portal/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  statementList,
  setStatementFormat,
} from '@portal/api-contract/servicing/alerts-and-statements';
import { logAgreements as agreementLogging } from '@portal/api-contract/payments/agreement-logging';
import { answer } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import type { UserSession } from '@portal/shared-contracts';
import { EStatementsSection } from './e-statements-section';

const ACCOUNT = '00041005021';
const ONE = '<p>First text</p>|01/01/2026|E-Sign Consent|estatements';
const TWO = '<p>Second text</p>|01/01/2026|Privacy Notice|3';
const WITHDRAW = 'Do you want to withdraw your consent and receive paper statements again?';

// Long flows through several dialogs; the machine these run on is shared and often busy.
jest.setTimeout(15_000);

const confirm = jest.fn(async (_request: ConfirmDialogRequest) => true);
beforeEach(() => {
  confirm.mockReset();
  confirm.mockResolvedValue(true);
  provideDialogs({ confirm, showAgreeText: async () => undefined });
});

async function setup(
  format: 'ElectronicOnly' | 'PaperOnly',
  settings: Record<string, string>,
  session: Partial<UserSession> = {},
) {
  const view = renderArea(
    <EStatementsSection accountNumber={ACCOUNT} format={format} closed={false} />,
    {
      area: 'servicing',
      handlers: [
        answer(statementList, { StatementList: [] }),
        answer(setStatementFormat),
        answer(agreementLogging),
      ],
      settings: { 'EStatements.WithdrawText': WITHDRAW, ...settings },
      session,
    },
  );
  const posts = async () => (await view.received()).filter((request) => request.method === 'POST');
  // The section waits for the institution's business day (the statement years count from it);
  // the first render of the file also loads the fake back end, slow on a busy machine.
  await screen.findByRole(
    'switch',
    { name: 'Receive statements electronically' },
    { timeout: 5000 },
  );
  return { posts };
}

const toggle = () => screen.getByRole('switch', { name: 'Receive statements electronically' });

describe('e-statement consent (spec 3 §4, §5)', () => {
  it('with rich-text agreements forced, Agree enables only once every agreement is opened and accepted', async () => {
    const user = userEvent.setup();
    const { posts } = await setup('PaperOnly', {
      'Agreements.Agreement1': ONE,
      'Agreements.Agreement2': TWO,
      'Agreements.RichText': 'true',
    });
    await user.click(toggle());
    const dialog = await screen.findByRole('dialog', { name: 'E-Statement Agreement' });
    const agree = within(dialog).getByRole('button', { name: 'Agree' });
    expect(agree).toBeDisabled();
    expect(
      within(dialog).getByRole('checkbox', { name: 'I agree to the E-Sign Consent' }),
    ).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Read the E-Sign Consent' }));
    const reader = screen.getByRole('dialog', { name: 'E-Sign Consent' });
    expect(reader).toHaveTextContent('First text');
    await user.click(within(reader).getByRole('button', { name: 'I Accept' }));
    expect(
      within(dialog).getByRole('checkbox', { name: 'I agree to the E-Sign Consent' }),
    ).toBeChecked();
    expect(within(dialog).getByRole('img', { name: 'E-Sign Consent opened' })).toBeInTheDocument();
    expect(agree).toBeDisabled();

    // Reading without accepting does not count.
    await user.click(within(dialog).getByRole('button', { name: 'Read the Privacy Notice' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Privacy Notice' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(agree).toBeDisabled();
    expect(
      within(dialog).getByRole('checkbox', { name: 'I agree to the Privacy Notice' }),
    ).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Read the Privacy Notice' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Privacy Notice' })).getByRole('button', {
        name: 'I Accept',
      }),
    );
    expect(agree).toBeEnabled();
    await user.click(agree);

    expect(await screen.findByRole('switch', { checked: true })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await posts()).map((request) => [request.path, request.body])).toEqual([
      [
        'AccountEStatements/SetStatementFormat',
        { AccountNumber: ACCOUNT, AccountType: 0, Format: 'ElectronicOnly' },
      ],
      [
        'AgreementLogging',
        {
          Agreements: [11337, 11338],
          UserName: 'borrower1',
          TurnEStatementsOn: true,
          UnRestrictEmail: false,
        },
      ],
    ]);
  });

  it('Escape on a rich-text agreement closes only its text: the box stays disabled and unticked', async () => {
    const user = userEvent.setup();
    const { posts } = await setup('PaperOnly', {
      'Agreements.Agreement1': ONE,
      'Agreements.RichText': 'true',
    });
    await user.click(toggle());
    const dialog = await screen.findByRole('dialog', { name: 'E-Statement Agreement' });
    await user.click(within(dialog).getByRole('button', { name: 'Read the E-Sign Consent' }));
    expect(screen.getByRole('dialog', { name: 'E-Sign Consent' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'E-Sign Consent' })).not.toBeInTheDocument();
    const box = within(dialog).getByRole('checkbox', { name: 'I agree to the E-Sign Consent' });
    expect(box).toBeDisabled();
    expect(box).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Agree' })).toBeDisabled();
    // Escape again is the agreement dialog's own dismissal: a Disagree, nothing saved.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).not.toBeChecked();
    expect(await posts()).toEqual([]);
  });

  it('unticking a rich-text agreement locks it until it is read and accepted again', async () => {
    const user = userEvent.setup();
    await setup('PaperOnly', { 'Agreements.Agreement1': ONE, 'Agreements.RichText': 'true' });
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Read the E-Sign Consent' }));
    await user.click(screen.getByRole('button', { name: 'I Accept' }));
    const box = screen.getByRole('checkbox', { name: 'I agree to the E-Sign Consent' });
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Agree' })).toBeDisabled();
  });

  it('link agreements: with click forced each box waits for its link; Disagree leaves statements on paper', async () => {
    const user = userEvent.setup();
    const { posts } = await setup('PaperOnly', {
      'Agreements.Agreement1': 'https://bank.example/esign|01/01/2026|E-Sign Consent|estatements',
      'Agreements.ForceClickOnUrl': 'true',
    });
    await user.click(toggle());
    const box = screen.getByRole('checkbox', { name: 'I agree to the E-Sign Consent' });
    expect(box).toBeDisabled();
    const link = screen.getByRole('link', { name: 'Read the E-Sign Consent' });
    expect(link).toHaveAttribute('href', 'https://bank.example/esign');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(box).toBeEnabled();
    await user.click(box);
    expect(screen.getByRole('button', { name: 'Agree' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Disagree' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).not.toBeChecked();
    expect(await posts()).toEqual([]);
  });

  it('with no agreement configured, the e-statement agreement text is read and accepted; nothing to record', async () => {
    const user = userEvent.setup();
    const { posts } = await setup('PaperOnly', {
      'EStatements.AgreementText': '<p>Paperless terms</p>',
    });
    await user.click(toggle());
    expect(screen.getByRole('button', { name: 'Agree' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Read the E-Statement Terms' }));
    expect(screen.getByRole('dialog', { name: 'E-Statement Terms' })).toBeInTheDocument();
    expect(screen.getByText('Paperless terms')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I Accept' }));
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    expect(await screen.findByRole('switch', { checked: true })).toBeInTheDocument();
    expect((await posts()).map((request) => request.path)).toEqual([
      'AccountEStatements/SetStatementFormat',
    ]);
  });

  it('asks the optional consent confirmation after the agreement; cancelling keeps paper', async () => {
    const user = userEvent.setup();
    confirm.mockResolvedValue(false);
    const { posts } = await setup('PaperOnly', {
      'Agreements.Agreement1': ONE,
      'Agreements.RichText': 'true',
      'EStatements.ConfirmConsent': 'true',
      'EStatements.ConsentText': 'Do you consent to receive your statements electronically?',
    });
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Read the E-Sign Consent' }));
    await user.click(screen.getByRole('button', { name: 'I Accept' }));
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        text: 'Do you consent to receive your statements electronically?',
      }),
    );
    expect(toggle()).not.toBeChecked();
    expect(await posts()).toEqual([]);
  });

  it('withdraw: asks first (Cancel keeps electronic), then sets PaperOnly and records the status', async () => {
    const user = userEvent.setup();
    confirm.mockResolvedValueOnce(false);
    const { posts } = await setup('ElectronicOnly', { 'Agreements.Agreement1': ONE });
    await user.click(toggle());
    expect(confirm).toHaveBeenLastCalledWith(
      expect.objectContaining({ text: WITHDRAW, confirmLabel: 'Withdraw' }),
    );
    expect(toggle()).toBeChecked();
    expect(await posts()).toEqual([]);

    await user.click(toggle());
    expect(await screen.findByRole('switch', { checked: false })).toBeInTheDocument();
    expect((await posts()).map((request) => [request.path, request.body])).toEqual([
      [
        'AccountEStatements/SetStatementFormat',
        { AccountNumber: ACCOUNT, AccountType: 0, Format: 'PaperOnly' },
      ],
      [
        'AgreementLogging',
        {
          Agreements: [11337],
          UserName: 'borrower1',
          TurnEStatementsOn: false,
          UnRestrictEmail: false,
        },
      ],
    ]);
  });

  it('a borrower with no e-mail on file is asked for one instead', async () => {
    const user = userEvent.setup();
    await setup('PaperOnly', {}, { hasEmailAddress: false, emailAddress: '' });
    await user.click(toggle());
    expect(screen.getByText('please provide email address')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
