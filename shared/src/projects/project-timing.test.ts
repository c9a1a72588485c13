// The automatic steps' timing, at their boundaries: the automatic release a set time after a funded
// delivery, and the student's cancellation of a funded project long past its deadline with no delivery.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTO_RELEASE_MS,
  autoReleaseDate,
  availableActions,
  canAutoRelease,
  canPerform,
  OVERDUE_CANCEL_MS,
  overdueCancelFrom,
  transitionPatch,
} from './project-actions.ts';
import type { Project } from './project.ts';
import { actors, aProject, DAY_MS, NOW } from './test-projects.ts';

const apply = (project: Project, patch: Partial<Project>): Project => ({ ...project, ...patch });

describe('the automatic release', () => {
  const delivery = apply(
    aProject('In Progress', 'Funded'),
    transitionPatch('complete', aProject('In Progress', 'Funded'), actors.seller, { now: NOW }),
  );
  const due = NOW + AUTO_RELEASE_MS;

  it('is set AUTO_RELEASE_MS after a funded delivery and shown from that moment', () => {
    expect(delivery.autoReleaseAt).toBe(due);
    expect(autoReleaseDate(delivery)).toBe(due);
  });

  it.each([
    ['just delivered', NOW, false],
    ['a millisecond early', due - 1, false],
    ['exactly on time', due, true],
    ['a day late (the server was down)', due + DAY_MS, true],
  ])('%s -> %s', (_label, now, expected) => {
    expect(canAutoRelease(delivery, now)).toBe(expected);
  });

  it.each([
    ['released by the student', { paymentStatus: 'Released' }],
    ['settled by an admin', { paymentStatus: 'Settled', disputeStatus: 'settled' }],
    ['refunded', { status: 'Cancelled', paymentStatus: 'Refunded' }],
    ['disputed', { disputeStatus: 'open' }],
    ['sent back for changes', { status: 'In Progress' }],
    ['delivered before it was funded (no date set)', { paymentStatus: 'Unpaid', autoReleaseAt: null }],
  ] as const)('never happens once %s, however late, and no date is shown', (_label, change) => {
    const project = apply(delivery, change);
    expect(canAutoRelease(project, due + 365 * DAY_MS)).toBe(false);
    expect(autoReleaseDate(project)).toBeNull();
  });

  it('stops at a dispute and at a change request, through their own patches', () => {
    for (const [action, by] of [
      ['dispute', actors.owner],
      ['dispute', actors.seller],
      ['request-changes', actors.owner],
    ] as const) {
      const after = apply(delivery, transitionPatch(action, delivery, by, { now: due - 1, note: 'why' }));
      expect(canAutoRelease(after, due), `${action} by ${by.uid}`).toBe(false);
      expect(autoReleaseDate(after)).toBeNull();
    }
  });

  it('restarts from the next delivery after a change request', () => {
    const sentBack = apply(delivery, transitionPatch('request-changes', delivery, actors.owner, { now: NOW + DAY_MS }));
    const again = apply(
      sentBack,
      transitionPatch('complete', sentBack, actors.seller, { now: NOW + 2 * DAY_MS, autoReleaseAfterMs: 60_000 }),
    );
    expect(autoReleaseDate(again)).toBe(NOW + 2 * DAY_MS + 60_000);
    expect(canAutoRelease(again, NOW + 2 * DAY_MS + 59_999)).toBe(false);
    expect(canAutoRelease(again, NOW + 2 * DAY_MS + 60_000)).toBe(true);
  });
});

describe('the overdue cancellation', () => {
  const deadline = NOW + 10 * DAY_MS;
  const from = deadline + OVERDUE_CANCEL_MS;
  const funded = aProject('In Progress', 'Funded', { deadline });

  it('opens OVERDUE_CANCEL_MS after the deadline, and never without one', () => {
    expect(overdueCancelFrom(funded)).toBe(from);
    expect(overdueCancelFrom({ deadline: null })).toBeNull();
  });

  it.each([
    ['on the deadline', deadline, false],
    ['a millisecond early', from - 1, false],
    ['exactly OVERDUE_CANCEL_MS past the deadline', from, true],
    ['a month later', from + 30 * DAY_MS, true],
  ])('%s -> %s', (_label, now, expected) => {
    expect(canPerform('cancel-overdue', funded, actors.owner, now)).toBe(expected);
  });

  describe('with a fake clock (the guards read Date.now() when given no time)', () => {
    afterEach(() => vi.useRealTimers());

    it('is offered to the student from that moment on, and never to the seller', () => {
      vi.useFakeTimers();
      vi.setSystemTime(from - 1);
      expect(availableActions(funded, actors.owner)).toEqual(['request-cancel', 'dispute']);
      vi.setSystemTime(from);
      expect(availableActions(funded, actors.owner)).toEqual(['request-cancel', 'cancel-overdue', 'dispute']);
      expect(availableActions(funded, actors.seller)).toEqual(['complete', 'dispute']);
    });

    it('is withdrawn by a delivery made in time', () => {
      vi.useFakeTimers();
      vi.setSystemTime(from + DAY_MS);
      const deliveredLate = apply(funded, transitionPatch('complete', funded, actors.seller, { now: from }));
      expect(canPerform('cancel-overdue', deliveredLate, actors.owner)).toBe(false);
      // Still delivered once after the student sends it back: the student asks, disputes or waits.
      const sentBack = apply(
        deliveredLate,
        transitionPatch('request-changes', deliveredLate, actors.owner, { now: from }),
      );
      expect(canPerform('cancel-overdue', sentBack, actors.owner)).toBe(false);
    });
  });
});
