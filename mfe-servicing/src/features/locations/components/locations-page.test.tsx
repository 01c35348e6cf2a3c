import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { branchList, zipCoordinates } from '@portal/api-contract/servicing/branches';
import { answer } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import LocationsPage from './locations-page';

const branches = [
  {
    BranchNumber: '0001',
    BranchName: 'Lakeside Main Office',
    StreetAddress: '200 Lake St',
    City: 'Lakeside',
    State: 'MI',
    Zip: '49116',
    PhoneNumber: '2695550100',
    Latitude: 41.8448,
    Longitude: -86.6662,
  },
  {
    BranchNumber: '0002',
    BranchName: 'Grand Haven Branch',
    StreetAddress: '15 Harbor Dr',
    City: 'Grand Haven',
    State: 'MI',
    Zip: '49417',
    PhoneNumber: '6165550142',
    Latitude: 43.0631,
    Longitude: -86.2284,
  },
];

describe('LocationsPage', () => {
  it('says there are no branches to show when the institution lists none', async () => {
    renderArea(<LocationsPage signedIn />, {
      area: 'servicing',
      handlers: [answer(branchList, [])],
    });
    expect(await screen.findByText('No branches to show.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Branches' })).not.toBeInTheDocument();
  });

  it('lists branches without any map tiles, and searches only at exactly 5 digits', async () => {
    const view = renderArea(<LocationsPage signedIn />, {
      area: 'servicing',
      handlers: [
        answer(branchList, branches),
        answer(zipCoordinates, { Latitude: 43.06, Longitude: -86.22 }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Branches' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Lakeside Main Office', 'Grand Haven Branch']);
    expect(screen.queryByRole('region', { name: 'Branch map' })).not.toBeInTheDocument();
    const zip = screen.getByLabelText('Zip code');
    await userEvent.type(zip, '4941a');
    expect(zip).toHaveValue('4941');
    expect(await view.received(zipCoordinates)).toEqual([]);
    await userEvent.type(zip, '7');
    await waitFor(() =>
      expect(within(list).getAllByRole('heading')[0]).toHaveTextContent('Grand Haven Branch'),
    );
    expect(within(list).getByRole('link', { name: '(616) 555-0142' })).toHaveAttribute(
      'href',
      'tel:6165550142',
    );
  });

  it('shows Back to Login for signed-out visitors, and leaves the logo to the layout header', async () => {
    renderArea(<LocationsPage signedIn={false} />, {
      area: 'servicing',
      handlers: [answer(branchList, branches)],
      session: null,
      institution: { CdnFolder: 'https://cdn.example.com/lakeside' },
      settings: { 'Login.LogoFile': 'logo.png' },
    });
    expect(screen.queryByRole('img', { name: 'Logo' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/home/login',
    );
  });
});
