import { usePortalState, type AreaPageProps } from '@portal/shared-contracts';

/** The profile area. Its sections arrive with the profile issue; until then it shows who is signed in. */
export function ProfileArea(_props: AreaPageProps<'profile'>) {
  const session = usePortalState((state) => state.session);
  return (
    <section className="card" aria-labelledby="profile-heading">
      <h1 id="profile-heading">Profile</h1>
      <dl>
        <dt>Logon name</dt>
        <dd>{session?.username}</dd>
        <dt>E-mail</dt>
        <dd>{session?.emailAddress || 'No e-mail address on file'}</dd>
      </dl>
      <p>Editing your profile is not available in the portal yet.</p>
    </section>
  );
}
