import { describe, expect, it, jest } from '@jest/globals';
import { agreeToTexting, updatePersonalInfo } from '@portal/api-contract/profile/profile-updates';
import {
  getSubscriptionInfo,
  modifySubscriptions,
} from '@portal/api-contract/profile/texting-subscriptions';
import {
  answer,
  handle,
  HttpResponse,
  networkFailure,
  refuse,
  type HttpHandler,
} from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import { screen, waitFor, within } from '@testing-library/react';
import type { PersonalInfo } from '../rules/profile-model';
import { personalInfo } from '../testing/profile-fixtures';
import { TextingDialog } from './texting-dialog';

const OPTIONS = [
  { BrandingId: 1, BrandingName: 'Lakeside', OptInMarketing: false, OptInAccount: false },
  { BrandingId: 2, BrandingName: 'Rewards', OptInMarketing: true, OptInAccount: false },
];

// The back end saves the personal info it is sent and answers with it.
const savingPersonalInfo = answer(updatePersonalInfo, ({ input }) => ({
  PersonalInfo: input as { Address: { Address1: string } },
}));

function renderDialog(handlers: HttpHandler[]) {
  const onClose = jest.fn();
  const onPersonalInfoSaved = jest.fn<(info: PersonalInfo) => void>();
  const view = renderArea(
    <TextingDialog
      phoneIndex={0}
      saved={personalInfo()}
      onClose={onClose}
      onPersonalInfoSaved={onPersonalInfoSaved}
    />,
    {
      area: 'profile',
      handlers: [
        ...handlers,
        answer(agreeToTexting),
        answer(getSubscriptionInfo, { SubscriptionInfo: { Options: OPTIONS } }),
      ],
    },
  );
  return {
    ...view,
    dialog: screen.getByRole('dialog', { name: 'Texting options for 616-555-0142' }),
    onClose,
    onPersonalInfoSaved,
  };
}

async function agreeAndLoad(view: ReturnType<typeof renderDialog>) {
  await view.user.click(within(view.dialog).getByRole('button', { name: 'I Agree' }));
  return within(view.dialog).findByLabelText('Account texts from Lakeside');
}

describe('TextingDialog', () => {
  it('asks for the terms first; disagreeing says texting needs them', async () => {
    const { dialog, user } = renderDialog([]);
    await user.click(within(dialog).getByRole('button', { name: 'Disagree' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'In order to use texting you must agree to the terms.',
    );
  });

  it('Escape on the terms closes the dialog without agreeing or loading anything', async () => {
    const { onClose, user, received } = renderDialog([]);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await received()).toHaveLength(0);
  });

  it.each([
    [
      'refused with Invalid',
      refuse(getSubscriptionInfo, 'Invalid'),
      'This is not a textable phone number',
    ],
    [
      'without an answer',
      networkFailure(getSubscriptionInfo),
      'Something went wrong trying to connect to the server.',
    ],
  ])('a load %s shows its message', async (_, load, message) => {
    const { dialog, user } = renderDialog([load]);
    await user.click(within(dialog).getByRole('button', { name: 'I Agree' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('enables Save only when an option changed; sends only that change, then opts the phone in', async () => {
    const view = renderDialog([answer(modifySubscriptions), savingPersonalInfo]);
    const { dialog, onClose, onPersonalInfoSaved, user, received } = view;
    const account = await agreeAndLoad(view);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(account);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [modify] = await received(modifySubscriptions);
    expect(modify?.body).toEqual({
      PhoneNumber: '6165550142',
      Options: [{ BrandingId: 1, OptInMarketing: null, OptInAccount: true }],
    });
    const [saved] = await received(updatePersonalInfo);
    expect(saved?.body).toMatchObject({
      PhoneNumbers: [{ PhoneNumber: '6165550142', OptInToTexting: true }, {}],
    });
    expect(onPersonalInfoSaved).toHaveBeenCalled();
  });

  it('a modify error reverts the options to what the server reports and says so', async () => {
    // The provider reports each option it kept as JSON text in an error (spec 1 §7).
    const kept = { BrandingId: 1, OptInMarketing: false, OptInAccount: false };
    const view = renderDialog([
      handle(modifySubscriptions, () =>
        HttpResponse.json({
          HasNoErrors: false,
          Errors: [{ ErrorMessage: JSON.stringify(kept) }, { ErrorMessage: 'not json' }],
        }),
      ),
    ]);
    const { dialog, user } = view;
    const account = await agreeAndLoad(view);
    await user.click(account);
    expect(account).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An error occurred while modifying your subscriptions. The form has been set to reflect the changes (if any) that have been made on the server.',
    );
    expect(within(dialog).getByLabelText('Account texts from Lakeside')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Marketing texts from Rewards')).toBeChecked();
  });

  it('when the follow-up save fails, offers Retry or Cancel', async () => {
    const view = renderDialog([answer(modifySubscriptions), networkFailure(updatePersonalInfo)]);
    const { dialog, onClose, user, server, received } = view;
    await user.click(await agreeAndLoad(view));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong finalizing changes. Please retry.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    server.use(savingPersonalInfo);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await received(updatePersonalInfo)).toHaveLength(2);
  });
});
