import { describe, expect, it, jest } from '@jest/globals';
import { agreeToTexting, updatePersonalInfo } from '@portal/api-contract/profile/profile-updates';
import { answer, refuse, type HttpHandler } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import { screen, within } from '@testing-library/react';
import type { PersonalInfo } from '../rules/profile-model';
import { personalInfo, STATES } from '../testing/profile-fixtures';
import { PersonalInfoSection } from './personal-info-section';

function renderSection(
  handlers: HttpHandler[] = [],
  saved: PersonalInfo = personalInfo(),
  textOption = false,
) {
  const onSaved = jest.fn<(info: PersonalInfo) => void>();
  const onDirtyChange = jest.fn<(dirty: boolean) => void>();
  const view = renderArea(
    <PersonalInfoSection
      saved={saved}
      states={STATES}
      textOption={textOption}
      textingDialogs={false}
      onSaved={onSaved}
      onDirtyChange={onDirtyChange}
    />,
    { area: 'profile', handlers },
  );
  return {
    ...view,
    onSaved,
    onDirtyChange,
    section: screen.getByRole('region', { name: 'Personal Information' }),
  };
}

// The back end saves what it is sent and answers with it.
const saving = () =>
  answer(updatePersonalInfo, ({ input }) => ({
    PersonalInfo: input as { Address: { Address1: string } },
  }));

describe('PersonalInfoSection', () => {
  it('shows the saved address and phones (3-3-4), without Save or Cancel', () => {
    const { section } = renderSection();
    expect(within(section).getByLabelText('Street address')).toHaveValue('418 Harbor View Rd');
    expect(within(section).getByLabelText('State')).toHaveValue('MI');
    expect(within(section).getByLabelText('Phone 1 (primary)')).toHaveValue('616-555-0142');
    expect(within(section).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it.each([
    ['Street address', '', 'You must enter an address'],
    ['Street address', 'x'.repeat(46), 'Cannot be longer than 45 characters'],
    ['City', '', 'You must enter a city'],
    ['City', 'y'.repeat(21), 'Cannot be longer than 20 characters'],
    ['Zip code', '', 'You must enter a zip code'],
    ['Zip code', '491', 'Zip code must be 5 digits'],
    ['Zip code', 'abcde', 'Zip code must be 5 digits'],
    ['Phone 1 (primary)', '', 'A phone number is required'],
    ['Phone 1 (primary)', '616555', 'Phone number is invalid. A 10 digit phone number is required'],
  ])('%s %p shows %p and Save stays disabled', async (label, value, message) => {
    const { section, user } = renderSection();
    const input = within(section).getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
    expect(await within(section).findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('asks for a state', async () => {
    const { section, user } = renderSection();
    await user.selectOptions(within(section).getByLabelText('State'), '');
    expect(await within(section).findByText('You must select a state')).toBeInTheDocument();
  });

  it('masks the phone as it is typed and sends digits only', async () => {
    const { section, onSaved, user, received } = renderSection([saving()]);
    const phone = within(section).getByLabelText('Phone 2');
    await user.clear(phone);
    await user.type(phone, '(269) 555.0199 ext 7');
    expect(phone).toHaveValue('269-555-0199');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Saved')).toBeInTheDocument();
    const [sent] = await received(updatePersonalInfo);
    expect(sent?.body).toMatchObject({
      Address: { Address1: '418 Harbor View Rd', City: 'Lakeside', State: 'MI', ZipCode: '49116' },
      PhoneNumbers: [
        { PhoneNumber: '6165550142', Primary: true, OptInToTexting: false },
        { PhoneNumber: '2695550199', Primary: false, OptInToTexting: false },
      ],
    });
    expect(onSaved).toHaveBeenCalled();
    expect(within(section).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it.each([
    ['ContainsPOBox', 'Physical address cannot contain a PO box'],
    ['ZipCityNoMatch', 'City is not found within the specified zip code'],
    ['Invalid', 'There was an error saving changes to your information'],
    ['Unexpected', 'There was an error saving changes to your information'],
  ])('a save refused with %s shows %p; Cancel restores and clears it', async (code, message) => {
    const { section, onDirtyChange, user } = renderSection([refuse(updatePersonalInfo, code)]);
    const street = within(section).getByLabelText('Street address');
    await user.clear(street);
    await user.type(street, 'PO Box 12');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(message);
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(street).toHaveValue('418 Harbor View Rd');
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  it('turning phone 1 texting on opens the terms; Disagree turns it off without an error', async () => {
    const { section, user } = renderSection([], personalInfo(), true);
    await user.click(within(section).getByLabelText('Text messages to phone 1'));
    const terms = await screen.findByRole('dialog', { name: 'Texting Terms' });
    await user.click(within(terms).getByRole('button', { name: 'Disagree' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).getByLabelText('Text messages to phone 1')).not.toBeChecked();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Escape on the texting terms is no agreement: nothing recorded, texting stays off', async () => {
    // No handler: a call to record the agreement would fail the test.
    const { section, user, received } = renderSection([], personalInfo(), true);
    await user.click(within(section).getByLabelText('Text messages to phone 1'));
    expect(await screen.findByRole('dialog', { name: 'Texting Terms' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).getByLabelText('Text messages to phone 1')).not.toBeChecked();
    expect(await received(agreeToTexting)).toHaveLength(0);
  });

  it('agreeing records the agreement and turns texting on; a failed record shows the agreement error', async () => {
    const { section, user, server } = renderSection(
      [refuse(agreeToTexting, 'Error')],
      personalInfo(),
      true,
    );
    const toggle = within(section).getByLabelText('Text messages to phone 1');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'I Agree' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'There was an error updating the agreement.',
    );
    expect(toggle).not.toBeChecked();
    server.use(answer(agreeToTexting));
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'I Agree' }));
    expect(await within(section).findByLabelText('Text messages to phone 1')).toBeChecked();
  });

  it('phone 2 texting turns on without the terms', async () => {
    const { section, user } = renderSection([], personalInfo(), true);
    await user.click(within(section).getByLabelText('Text messages to phone 2'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).getByLabelText('Text messages to phone 2')).toBeChecked();
  });
});

describe('PersonalInfoSection with texting dialogs', () => {
  it('shows each phone texting state and a dialog button instead of a toggle', () => {
    renderArea(
      <PersonalInfoSection
        saved={personalInfo(true)}
        states={STATES}
        textOption
        textingDialogs
        onSaved={() => undefined}
        onDirtyChange={() => undefined}
      />,
      { area: 'profile' },
    );
    const section = screen.getByRole('region', { name: 'Personal Information' });
    expect(within(section).queryByLabelText('Text messages to phone 1')).not.toBeInTheDocument();
    expect(within(section).getByText('Texting on')).toBeInTheDocument();
    expect(within(section).getByText('Texting off')).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Texting options for phone 2' }),
    ).toBeEnabled();
  });
});
