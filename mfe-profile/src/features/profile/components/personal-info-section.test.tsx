import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PersonalInfo } from '../rules/profile-model';
import type { ProfileCalls } from '../hooks/use-profile-calls';
import { fakeCalls, personalInfo, STATES, WithCalls } from '../testing/profile-fixtures';
import { PersonalInfoSection } from './personal-info-section';

function renderSection(
  calls: ProfileCalls,
  saved: PersonalInfo = personalInfo(),
  textOption = false,
) {
  const onSaved = jest.fn<(info: PersonalInfo) => void>();
  const onDirtyChange = jest.fn<(dirty: boolean) => void>();
  render(
    <WithCalls calls={calls}>
      <PersonalInfoSection
        saved={saved}
        states={STATES}
        textOption={textOption}
        textingDialogs={false}
        onSaved={onSaved}
        onDirtyChange={onDirtyChange}
      />
    </WithCalls>,
  );
  return {
    onSaved,
    onDirtyChange,
    section: screen.getByRole('region', { name: 'Personal Information' }),
  };
}

const refusing = (code: string) =>
  fakeCalls({ updatePersonalInfo: async () => ({ kind: 'refused' as const, code }) });

describe('PersonalInfoSection', () => {
  it('shows the saved address and phones (3-3-4), without Save or Cancel', () => {
    const { section } = renderSection(fakeCalls());
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
    const { section } = renderSection(fakeCalls());
    const input = within(section).getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
    expect(await within(section).findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('asks for a state', async () => {
    const { section } = renderSection(fakeCalls());
    await userEvent.selectOptions(within(section).getByLabelText('State'), '');
    expect(await within(section).findByText('You must select a state')).toBeInTheDocument();
  });

  it('masks the phone as it is typed and sends digits only', async () => {
    const updatePersonalInfo = jest.fn<ProfileCalls['updatePersonalInfo']>(async (info) => ({
      kind: 'ok' as const,
      value: info,
    }));
    const { section, onSaved } = renderSection(fakeCalls({ updatePersonalInfo }));
    const phone = within(section).getByLabelText('Phone 2');
    await userEvent.clear(phone);
    await userEvent.type(phone, '(269) 555.0199 ext 7');
    expect(phone).toHaveValue('269-555-0199');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Saved')).toBeInTheDocument();
    expect(updatePersonalInfo.mock.calls[0]?.[0].phoneNumbers[1]?.phoneNumber).toBe('2695550199');
    expect(onSaved).toHaveBeenCalled();
    expect(within(section).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it.each([
    ['ContainsPOBox', 'Physical address cannot contain a PO box'],
    ['ZipCityNoMatch', 'City is not found within the specified zip code'],
    ['Invalid', 'There was an error saving changes to your information'],
    ['Unexpected', 'There was an error saving changes to your information'],
  ])('a save refused with %s shows %p; Cancel restores and clears it', async (code, message) => {
    const { section, onDirtyChange } = renderSection(refusing(code));
    const street = within(section).getByLabelText('Street address');
    await userEvent.clear(street);
    await userEvent.type(street, 'PO Box 12');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(message);
    await userEvent.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(street).toHaveValue('418 Harbor View Rd');
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  it('turning phone 1 texting on opens the terms; Disagree turns it off without an error', async () => {
    const { section } = renderSection(fakeCalls(), personalInfo(), true);
    await userEvent.click(within(section).getByLabelText('Text messages to phone 1'));
    const terms = screen.getByRole('dialog', { name: 'Texting Terms' });
    await userEvent.click(within(terms).getByRole('button', { name: 'Disagree' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).getByLabelText('Text messages to phone 1')).not.toBeChecked();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Escape on the texting terms is no agreement: nothing recorded, texting stays off', async () => {
    const agreeToTexting = jest.fn<ProfileCalls['agreeToTexting']>();
    const { section } = renderSection(fakeCalls({ agreeToTexting }), personalInfo(), true);
    await userEvent.click(within(section).getByLabelText('Text messages to phone 1'));
    expect(screen.getByRole('dialog', { name: 'Texting Terms' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).getByLabelText('Text messages to phone 1')).not.toBeChecked();
    expect(agreeToTexting).not.toHaveBeenCalled();
  });

  it('agreeing records the agreement and turns texting on; a failed record shows the agreement error', async () => {
    const agreeToTexting = jest
      .fn<ProfileCalls['agreeToTexting']>()
      .mockResolvedValueOnce({ kind: 'refused' as const, code: 'Error' })
      .mockResolvedValueOnce({ kind: 'ok' as const, value: true });
    const { section } = renderSection(fakeCalls({ agreeToTexting }), personalInfo(), true);
    const toggle = within(section).getByLabelText('Text messages to phone 1');
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'I Agree' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'There was an error updating the agreement.',
    );
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'I Agree' }));
    expect(await within(section).findByLabelText('Text messages to phone 1')).toBeChecked();
  });

  it('phone 2 texting turns on without the terms', async () => {
    const { section } = renderSection(fakeCalls(), personalInfo(), true);
    await userEvent.click(within(section).getByLabelText('Text messages to phone 2'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).getByLabelText('Text messages to phone 2')).toBeChecked();
  });
});

describe('PersonalInfoSection with texting dialogs', () => {
  it('shows each phone texting state and a dialog button instead of a toggle', () => {
    render(
      <WithCalls calls={fakeCalls()}>
        <PersonalInfoSection
          saved={personalInfo(true)}
          states={STATES}
          textOption
          textingDialogs
          onSaved={() => undefined}
          onDirtyChange={() => undefined}
        />
      </WithCalls>,
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
