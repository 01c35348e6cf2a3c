import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PersonalInfo } from '../rules/profile-model';
import type { SubscriptionOption } from '../rules/profile-model';
import type { ProfileCalls } from '../hooks/use-profile-calls';
import { fakeCalls, personalInfo, WithCalls } from '../testing/profile-fixtures';
import { TextingDialog } from './texting-dialog';

const options = (): SubscriptionOption[] => [
  { brandingId: 1, brandingName: 'Lakeside', optInMarketing: false, optInAccount: false },
  { brandingId: 2, brandingName: 'Rewards', optInMarketing: true, optInAccount: false },
];

function renderDialog(overrides: Partial<ProfileCalls>) {
  const calls = fakeCalls({
    agreeToTexting: async () => ({ kind: 'ok' as const, value: true }),
    fetchSubscriptionInfo: async () => ({ kind: 'ok' as const, value: options() }),
    ...overrides,
  });
  const onClose = jest.fn();
  const onPersonalInfoSaved = jest.fn<(info: PersonalInfo) => void>();
  render(
    <WithCalls calls={calls}>
      <TextingDialog
        phoneIndex={0}
        saved={personalInfo()}
        onClose={onClose}
        onPersonalInfoSaved={onPersonalInfoSaved}
      />
    </WithCalls>,
  );
  return {
    dialog: screen.getByRole('dialog', { name: 'Texting options for 616-555-0142' }),
    onClose,
    onPersonalInfoSaved,
  };
}

async function agreeAndLoad(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'I Agree' }));
  return within(dialog).findByLabelText('Account texts from Lakeside');
}

describe('TextingDialog', () => {
  it('asks for the terms first; disagreeing says texting needs them', async () => {
    const { dialog } = renderDialog({});
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disagree' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'In order to use texting you must agree to the terms.',
    );
  });

  it('Escape on the terms closes the dialog without agreeing or loading anything', async () => {
    const agreeToTexting = jest.fn<ProfileCalls['agreeToTexting']>();
    const fetchSubscriptionInfo = jest.fn<ProfileCalls['fetchSubscriptionInfo']>();
    const { onClose } = renderDialog({ agreeToTexting, fetchSubscriptionInfo });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(agreeToTexting).not.toHaveBeenCalled();
    expect(fetchSubscriptionInfo).not.toHaveBeenCalled();
  });

  it.each([
    ['Invalid', 'This is not a textable phone number'],
    [undefined, 'Something went wrong trying to connect to the server.'],
  ])('a load refused with %p says %p', async (code, message) => {
    const { dialog } = renderDialog({
      fetchSubscriptionInfo: async () =>
        code === undefined
          ? ({ kind: 'unavailable', reason: 'network', status: 0 } as const)
          : ({ kind: 'refused', code } as const),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'I Agree' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('enables Save only when an option changed; sends only that change, then opts the phone in', async () => {
    const modifySubscriptions = jest.fn<ProfileCalls['modifySubscriptions']>(async () => ({
      kind: 'saved',
    }));
    const updatePersonalInfo = jest.fn<ProfileCalls['updatePersonalInfo']>(async (info) => ({
      kind: 'ok',
      value: info,
    }));
    const { dialog, onClose, onPersonalInfoSaved } = renderDialog({
      modifySubscriptions,
      updatePersonalInfo,
    });
    const account = await agreeAndLoad(dialog);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(account);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(modifySubscriptions).toHaveBeenCalledWith('6165550142', [
      { brandingId: 1, optInMarketing: null, optInAccount: true },
    ]);
    expect(updatePersonalInfo.mock.calls[0]?.[0].phoneNumbers[0]?.optInToTexting).toBe(true);
    expect(onPersonalInfoSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('a modify error reverts the options to what the server reports and says so', async () => {
    const reported = { brandingId: 1, optInMarketing: false, optInAccount: false };
    const { dialog } = renderDialog({
      modifySubscriptions: async () => ({ kind: 'refused', reported: [reported] }),
    });
    const account = await agreeAndLoad(dialog);
    await userEvent.click(account);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An error occurred while modifying your subscriptions. The form has been set to reflect the changes (if any) that have been made on the server.',
    );
    expect(within(dialog).getByLabelText('Account texts from Lakeside')).not.toBeChecked();
  });

  it('when the follow-up save fails, offers Retry or Cancel', async () => {
    const updatePersonalInfo = jest
      .fn<ProfileCalls['updatePersonalInfo']>()
      .mockResolvedValueOnce({
        kind: 'unavailable' as const,
        reason: 'network' as const,
        status: 0,
      })
      .mockImplementationOnce(async (info) => ({ kind: 'ok' as const, value: info }));
    const { dialog, onClose } = renderDialog({
      modifySubscriptions: async () => ({ kind: 'saved' }),
      updatePersonalInfo,
    });
    await userEvent.click(await agreeAndLoad(dialog));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong finalizing changes. Please retry.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(onClose).toHaveBeenCalled();
    expect(updatePersonalInfo).toHaveBeenCalledTimes(2);
  });
});
