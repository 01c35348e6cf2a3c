import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { DialogHost } from './dialog-host';
import { createDialogQueue } from './dialog-store';
import { loadDialogViewsOnFirstInput, type DialogViews } from './load-dialog-views';
import { loadOnce } from '@portal/ui/load-once';
import { createShellDialogs } from './shell-dialogs';
import { chunkFailure } from '../testing/failures-and-pins';

const realViews = () => import('./dialog-views');

function hostWith(importer: () => Promise<DialogViews>) {
  const queue = createDialogQueue();
  const report = jest.fn();
  const importing = jest.fn(importer);
  render(<DialogHost queue={queue} report={report} code={loadOnce(importing)} />);
  return { dialogs: createShellDialogs(queue), report, importing };
}

describe("the dialogs' code (issue 14: not downloaded with the page)", () => {
  it('is not asked for while no dialog is', () => {
    const { importing } = hostWith(realViews);
    expect(importing).not.toHaveBeenCalled();
  });

  it('loads when the first dialog is asked for, which shows once it has arrived', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const { dialogs, importing } = hostWith(() => arrived.then(realViews));
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = dialogs.confirm({ title: 'Logout', text: 'Are you sure you want to logout?' });
    });
    expect(importing).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    arrive();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
  });

  it('cannot load: every waiting caller gets the cancel answer, it is reported, the next dialog tries again', async () => {
    const importer = jest
      .fn<() => Promise<DialogViews>>()
      .mockRejectedValueOnce(chunkFailure())
      .mockImplementation(realViews);
    const { dialogs, report, importing } = hostWith(importer);
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = dialogs.confirm({ title: 'Unsaved Changes', text: 'Continue?' });
      second = dialogs.confirm({ title: 'Logout', text: 'Logout?' });
    });
    let answers: (boolean | undefined)[] = [];
    await act(async () => {
      answers = await Promise.all([first, second]);
    });
    expect(answers).toEqual([false, false]);
    expect(report).toHaveBeenCalledWith(expect.any(TypeError), 'shell dialogs');
    act(() => {
      void dialogs.confirm({ title: 'Logout', text: 'Logout?' });
    });
    expect(await screen.findByRole('alertdialog', { name: 'Logout' })).toBeInTheDocument();
    expect(importing).toHaveBeenCalledTimes(2);
  });
});

describe('loading the dialogs on the first input', () => {
  function watch() {
    const target = new EventTarget();
    const loader = { load: jest.fn(() => Promise.resolve()) };
    const stop = loadDialogViewsOnFirstInput(target, loader);
    return { target, loader, stop };
  }

  it.each(['pointerdown', 'keydown'])('starts on the first %s, once', (event) => {
    const { target, loader } = watch();
    expect(loader.load).not.toHaveBeenCalled();
    target.dispatchEvent(new Event(event));
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it("does not start on the page's own focus or scroll", () => {
    const { target, loader } = watch();
    target.dispatchEvent(new Event('focusin'));
    target.dispatchEvent(new Event('scroll'));
    expect(loader.load).not.toHaveBeenCalled();
  });
});
