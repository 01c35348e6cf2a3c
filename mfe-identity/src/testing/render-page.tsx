// Renders an identity screen the way the portal mounts it: real portal store and API client
// (over a fake fetch), the institution settings, a query cache and a router.
import { getPortal } from '@portal/shared-contracts';
import { ApplicationOptionsSchema } from '@portal/settings/application-options';
import { institutionSettings } from '@portal/settings/application-options';
import { type SetupOptionKey } from '@portal/settings/setup-option-catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import * as v from 'valibot';
import { fakeApi, type AnswerTable } from './fake-api';

export interface RenderPageOptions {
  answers: AnswerTable;
  /** The route pattern the page is mounted at, e.g. "/home/login/*". */
  path: string;
  url: string;
  options?: Partial<Record<SetupOptionKey, string>>;
  institution?: {
    PasswordMinimumLength?: number;
    UserNameMinimumLength?: number;
    CdnFolder?: string;
  };
  state?: unknown;
}

function Landing() {
  const location = useLocation();
  return (
    <p>
      Landed on {location.pathname}
      {location.search}
    </p>
  );
}

export function renderPage(page: ReactElement, setup: RenderPageOptions) {
  const { api, sent } = fakeApi({
    // The institution's business day (UTC in the sandbox); a test may answer another day.
    'GET setup/BusinessDate': {
      body: { BusinessDate: `${new Date().toISOString().slice(0, 10)}T00:00:00`, TimeZone: 'UTC' },
    },
    ...setup.answers,
  });
  const portal = getPortal();
  portal.api = api;
  portal.store.getState().endSession();
  portal.store.getState().setOptions(
    institutionSettings(
      v.parse(ApplicationOptionsSchema, {
        gassySettings: { shared: setup.options ?? {}, english: {} },
        institutionOptions: {
          PasswordMinimumLength: 8,
          UserNameMinimumLength: 8,
          ...setup.institution,
          Loan: { Office: 4, Account: 6, CheckDigit: 1 },
          Deposit: { Office: 4, Account: 6, CheckDigit: 1 },
        },
      }),
    ),
  );
  const router = createMemoryRouter(
    [
      { path: setup.path, element: page },
      { path: '*', element: <Landing /> },
    ],
    {
      initialEntries: [
        {
          pathname: setup.url.split('?')[0] ?? '/',
          search: setup.url.includes('?') ? `?${setup.url.split('?')[1]}` : '',
          state: setup.state,
        },
      ],
    },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, sent, router, portal };
}
