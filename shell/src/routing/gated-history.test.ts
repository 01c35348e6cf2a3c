import { describe, expect, it } from '@jest/globals';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { gatedHistory, type NavigationBlocker } from './gated-history';

function setUp(entries = ['/dashboard', '/profile']) {
  const history = gatedHistory(
    UNSAFE_createMemoryHistory({
      initialEntries: entries,
      initialIndex: entries.length - 1,
      v5Compat: true,
    }),
  );
  const told: string[] = [];
  history.listen(({ action, location }) => told.push(`${action} ${location.pathname}`));
  const answers: Array<(yes: boolean) => void> = [];
  const blocker: NavigationBlocker = {
    blocks: (from, to) => from.pathname !== to.pathname,
    confirm: () => new Promise((resolve) => answers.push(resolve)),
  };
  const answer = async (yes: boolean) => {
    answers.shift()?.(yes);
    await Promise.resolve();
  };
  return { history, told, blocker, answers, answer };
}

describe('the gated history (spec 1 §4 unsaved changes)', () => {
  it('lets every navigation through while no blocker is set', () => {
    const { history, told } = setUp();
    history.push('/payment');
    history.go(-1);
    expect(told).toEqual(['PUSH /payment', 'POP /profile']);
  });

  it('holds a push until the answer: no stays, yes goes', async () => {
    const { history, told, blocker, answers, answer } = setUp();
    history.block(blocker);
    history.push('/payment');
    expect(answers).toHaveLength(1);
    await answer(false);
    expect(history.location.pathname).toBe('/profile');
    history.replace('/payment');
    await answer(true);
    expect(told).toEqual(['REPLACE /payment']);
  });

  it('undoes a Back at once, and replays it after a yes', async () => {
    const { history, told, blocker, answer } = setUp();
    history.block(blocker);
    history.go(-1);
    expect(history.location.pathname).toBe('/profile');
    expect(told).toEqual([]);
    await answer(true);
    expect(history.location.pathname).toBe('/dashboard');
    expect(told).toEqual(['POP /dashboard']);
  });

  it('asks once: navigations while the question is open are dropped', async () => {
    const { history, told, blocker, answers, answer } = setUp();
    history.block(blocker);
    history.push('/payment');
    history.push('/loans');
    history.go(-1);
    expect(answers).toHaveLength(1);
    expect(history.location.pathname).toBe('/profile');
    await answer(false);
    expect(told).toEqual([]);
  });

  it('does not ask for a navigation the blocker lets pass, nor once it is lifted', () => {
    const { history, told, blocker, answers } = setUp();
    const unblock = history.block(blocker);
    history.push('/profile?tab=2');
    unblock();
    history.push('/payment');
    expect(answers).toHaveLength(0);
    expect(told).toEqual(['PUSH /profile', 'PUSH /payment']);
  });

  it('lets a session end through while the question is open; its answer then moves nothing', async () => {
    const { history, told, answers, answer } = setUp();
    let dirty = true;
    history.block({
      blocks: (from, to) => dirty && from.pathname !== to.pathname,
      confirm: () => new Promise((resolve) => answers.push(resolve)),
    });
    history.push('/dashboard');
    expect(answers).toHaveLength(1);
    // The session ends: the flag is cleared, and the portal goes to the login page at once.
    dirty = false;
    history.replace('/home/login');
    expect(history.location.pathname).toBe('/home/login');
    await answer(true);
    expect(history.location.pathname).toBe('/home/login');
    expect(told).toEqual(['REPLACE /home/login']);
  });

  it('still asks about the next navigation after a question was left behind', async () => {
    const { history, blocker, answers } = setUp();
    let dirty = true;
    history.block({ ...blocker, blocks: (from, to) => dirty && blocker.blocks(from, to) });
    history.push('/dashboard');
    dirty = false;
    history.replace('/home/login');
    dirty = true;
    history.push('/home/faq');
    expect(answers).toHaveLength(2);
  });
});
