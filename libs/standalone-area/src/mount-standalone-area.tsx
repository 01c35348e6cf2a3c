// Runs one remote on its own (`pnpm --filter <app> dev`), without the shell: the team sees its
// pages at http://localhost:<port>/#/<page>, with the sandbox behind /api. Development only;
// the remote's production entry for the portal is its exposed ./area module. It bundles the
// tokens and the page's base, which in the portal the shell's page provides; the area brings its
// own building blocks (@portal/ui) either way, so the pages look the same.
import {
  AREA_PAGES,
  getPortal,
  sessionFromLogin,
  usePortalState,
  type AreaModule,
  type AreaName,
  type LoginIdentity,
} from '@portal/shared-contracts';
import {
  ApplicationOptionsSchema,
  institutionSettings,
} from '@portal/settings/application-options';
import { parseWire } from '@portal/wire/parse-wire';
import '@portal/shared-contracts/tokens.css';
import '@portal/ui/page.css';
import { useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, useRoutes, type RouteObject } from 'react-router';
import { Link } from '@portal/ui/link';
import { ui } from '@portal/ui/class-names';

export async function mountStandaloneArea<A extends AreaName>(area: AreaModule<A>) {
  const { api, store } = getPortal();
  const body = await api.get('setup/ApplicationOptions').json();
  store
    .getState()
    .setOptions(institutionSettings(parseWire(ApplicationOptionsSchema, body, 'setup options')));
  const pages = AREA_PAGES[area.area as AreaName] as readonly string[];
  const Page = area.Page as ComponentType<{ page: string; signedIn: boolean }>;
  const routes: RouteObject[] = [
    { index: true, element: <Index name={area.area} pages={pages} /> },
    ...pages.map((page) => ({
      path: `${page}/*`,
      element: <StandalonePage Page={Page} page={page} />,
    })),
  ];
  const container = document.getElementById('root');
  if (container)
    createRoot(container).render(
      <HashRouter>
        <StandaloneRoutes routes={routes} />
      </HashRouter>,
    );
}

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function StandalonePage({
  Page,
  page,
}: {
  Page: ComponentType<{ page: string; signedIn: boolean }>;
  page: string;
}) {
  const signedIn = usePortalState((state) => Boolean(state.session));
  return <Page page={page} signedIn={signedIn} />;
}

function Index({ name, pages }: { name: string; pages: readonly string[] }) {
  return (
    <main style={{ padding: '1rem' }}>
      <h1>{name} (standalone)</h1>
      <DevSignIn />
      <ul>
        {pages.map((page) => (
          <li key={page}>
            <Link to={`/${page}`}>{page}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

function DevSignIn() {
  const session = usePortalState((state) => state.session);
  const [error, setError] = useState('');
  if (session) return <p>Signed in as {session.username}.</p>;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      const login = await getPortal()
        .api.post('login/userlogin', {
          json: { username: form.get('username'), password: form.get('password') },
        })
        .json<LoginIdentity>();
      getPortal().store.getState().startSession(sessionFromLogin(login));
    } catch {
      setError('Sign-in failed');
    }
  };
  return (
    <form onSubmit={submit}>
      <label>
        Username <input name="username" defaultValue="borrower1" />
      </label>{' '}
      <label>
        Password <input name="password" type="password" defaultValue="Welcome123" />
      </label>{' '}
      <button type="submit" className={ui.button}>
        Dev sign-in
      </button>{' '}
      {error}
    </form>
  );
}
