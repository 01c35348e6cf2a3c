/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { createAnswerHandoff, HANDOFF_MAX_AGE_MS } from './answer-handoff';
import { sessionFromLogin } from './session';
import { createPortalStore } from './session-store';

const URL_ = 'http://portal.test/api/accountList';

/** A back end that numbers its answers, so a test sees which request an answer came from. */
function backEnd(status = 200) {
  let asked = 0;
  const transport = async () => {
    asked += 1;
    return new Response(JSON.stringify({ answer: asked }), { status });
  };
  return { transport: transport as unknown as typeof fetch, asked: () => asked };
}

function setup() {
  const store = createPortalStore({ storage: null });
  let clock = 1_000;
  const handoff = createAnswerHandoff(store, { now: () => clock });
  const signIn = (token: string) =>
    store
      .getState()
      .startSession(
        sessionFromLogin({ UserName: 'borrower1', UserToken: token, CompanyNumber: 0 }),
      );
  return { store, handoff, signIn, advance: (ms: number) => (clock += ms) };
}

const body = async (response: Response) => (await response.json()) as { answer: number };

describe('the answer the shell asked for, handed to an area', () => {
  it('reaches the area without a second request; the shell reads its own copy', async () => {
    const { handoff, signIn } = setup();
    signIn('tok-1');
    const back = backEnd();
    const shells = await handoff.preloadingFetch('accountList', back.transport)(URL_);
    const areas = await handoff.preloadedFetch('accountList', back.transport)(URL_);
    expect([await body(shells), await body(areas)]).toEqual([{ answer: 1 }, { answer: 1 }]);
    expect(back.asked()).toBe(1);
  });

  it('is taken while still on its way', async () => {
    const { handoff, signIn } = setup();
    signIn('tok-1');
    const back = backEnd();
    const shells = handoff.preloadingFetch('accountList', back.transport)(URL_);
    const areas = handoff.preloadedFetch('accountList', back.transport)(URL_);
    expect(await body(await areas)).toEqual({ answer: 1 });
    expect(await body(await shells)).toEqual({ answer: 1 });
    expect(back.asked()).toBe(1);
  });

  type Setup = ReturnType<typeof setup>;
  it.each<[string, (t: Setup, take: () => Promise<Response>) => unknown]>([
    ['taken once: the next call asks the back end', (_t, take) => take()],
    ['not after a logout', (t) => t.store.getState().endSession()],
    [
      'never by another session of the tab',
      (t) => (t.store.getState().endSession(), t.signIn('tok-2')),
    ],
    [`not once older than ${HANDOFF_MAX_AGE_MS} ms`, (t) => t.advance(HANDOFF_MAX_AGE_MS + 1)],
  ])('is %s', async (_case, meanwhile) => {
    const t = setup();
    t.signIn('tok-1');
    const back = backEnd();
    const take = () => t.handoff.preloadedFetch('accountList', back.transport)(URL_);
    await t.handoff.preloadingFetch('accountList', back.transport)(URL_);
    await meanwhile(t, take);
    expect(await body(await take())).toEqual({ answer: 2 });
  });

  it('is not kept once the area has asked the back end itself: a later call never gets an older answer', async () => {
    // The shell's request can go out just after the area's first one (both as the page starts).
    // Taken later, after the borrower changed something (hid an account), it would be stale.
    const { handoff, signIn } = setup();
    signIn('tok-1');
    const back = backEnd();
    const take = () => handoff.preloadedFetch('accountList', back.transport)(URL_);
    expect(await body(await take())).toEqual({ answer: 1 });
    await handoff.preloadingFetch('accountList', back.transport)(URL_);
    expect(await body(await take())).toEqual({ answer: 3 });
  });

  it('is not kept when nobody is signed in', async () => {
    const { handoff } = setup();
    const back = backEnd();
    await handoff.preloadingFetch('accountList', back.transport)(URL_);
    await handoff.preloadedFetch('accountList', back.transport)(URL_);
    expect(back.asked()).toBe(2);
  });

  it("is asked again by the area when the shell's request failed or was refused", async () => {
    const { handoff, signIn } = setup();
    signIn('tok-1');
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(handoff.preloadingFetch('accountList', down)(URL_)).rejects.toThrow();
    const back = backEnd();
    expect(await body(await handoff.preloadedFetch('accountList', back.transport)(URL_))).toEqual({
      answer: 1,
    });

    const refusing = backEnd(500);
    await handoff.preloadingFetch('accountList', refusing.transport)(URL_);
    const areas = await handoff.preloadedFetch('accountList', back.transport)(URL_);
    expect([areas.status, await body(areas)]).toEqual([200, { answer: 2 }]);
  });
});
