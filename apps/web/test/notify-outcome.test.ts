import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/lib/api.ts';
import { notifyOutcome } from '../src/lib/notify-outcome.ts';

afterEach(() => vi.restoreAllMocks());

const shown = () => vi.spyOn(notifications, 'show').mockImplementation(() => '');

describe('notifyOutcome: a call answer as a note', () => {
  it('success: the green note from the answer, then settled', () => {
    const show = shown();
    const order: string[] = [];
    const outcome = notifyOutcome<{ message: string }>({
      success: (answer) => `done: ${answer.message}`,
      settled: () => order.push('settled'),
    });
    outcome.onSuccess({ message: 'Archived.' });
    outcome.onSettled();
    expect(show).toHaveBeenCalledWith({ color: 'green', message: 'done: Archived.' });
    expect(order).toEqual(['settled']);
  });

  it("failure: the server's message in red by default, or the caller's own", () => {
    const show = shown();
    const refused = new ApiError(409, { code: 'CONFLICT', message: 'This member has claims.' });
    notifyOutcome({ success: () => '' }).onError(refused);
    expect(show).toHaveBeenLastCalledWith({ color: 'red', message: 'This member has claims.' });
    notifyOutcome({ success: () => '', failure: () => 'Could not archive.' }).onError(refused);
    expect(show).toHaveBeenLastCalledWith({ color: 'red', message: 'Could not archive.' });
  });

  it('an ended session: no red note (the session has its own), but settled still runs', () => {
    const show = shown();
    const settled = vi.fn();
    const outcome = notifyOutcome({ success: () => 'done', settled });
    outcome.onError(
      new ApiError(401, {
        code: 'UNAUTHENTICATED',
        message: 'You are not authenticated! Please log in again.',
      }),
    );
    outcome.onSettled();
    expect(show).not.toHaveBeenCalled();
    expect(settled).toHaveBeenCalledOnce();
  });

  it('without settled: settling does nothing', () => {
    expect(() => notifyOutcome({ success: () => 'done' }).onSettled()).not.toThrow();
  });
});
