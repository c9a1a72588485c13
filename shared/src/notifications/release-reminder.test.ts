import { describe, expect, it } from 'vitest';
import { AUTO_RELEASE_MS, transitionPatch } from '../projects/project-actions.ts';
import { actors, aProject, DAY_MS, NOW } from '../projects/test-projects.ts';
import { emailGroupOf, emailWanted, mailFor } from './email.ts';
import {
  awaitsReleaseReminder,
  RELEASE_REMINDER_LEAD_MS,
  releaseReminder,
  releaseReminderAt,
} from './release-reminder.ts';

const due = NOW + AUTO_RELEASE_MS;
/** Delivered once, funded, at NOW: released automatically at `due` unless the student answers. */
const delivered = aProject('Completed', 'Funded', { deliveries: 1, deliveredAt: NOW, autoReleaseAt: due });
const task = { round: 1, autoReleaseAt: due };
const remindAt = due - RELEASE_REMINDER_LEAD_MS;

describe('releaseReminderAt', () => {
  it('is two days before the automatic release', () => {
    expect(RELEASE_REMINDER_LEAD_MS).toBe(2 * DAY_MS);
    expect(releaseReminderAt(delivered)).toBe(NOW + 5 * DAY_MS);
  });

  it('is none without an automatic release, or when the period is no longer than two days', () => {
    expect(releaseReminderAt({ deliveredAt: NOW, autoReleaseAt: null })).toBeNull();
    expect(releaseReminderAt({ deliveredAt: null, autoReleaseAt: due })).toBeNull();
    // A short demo or test period: the delivery's own notification has just asked the student to act.
    expect(releaseReminderAt({ deliveredAt: NOW, autoReleaseAt: NOW + 300 })).toBeNull();
    expect(releaseReminderAt({ deliveredAt: NOW, autoReleaseAt: NOW + 2 * DAY_MS })).toBeNull();
    expect(releaseReminderAt({ deliveredAt: NOW, autoReleaseAt: NOW + 2 * DAY_MS + 1 })).toBe(NOW + 1);
  });
});

describe('awaitsReleaseReminder', () => {
  it('holds while the project still waits for that automatic release, until it is due', () => {
    expect(awaitsReleaseReminder(delivered, task, remindAt)).toBe(true);
    expect(awaitsReleaseReminder(delivered, task, due - 1)).toBe(true);
    expect(awaitsReleaseReminder(delivered, task, due)).toBe(false);
  });

  it('is false once the student answered, the project was disputed or delivered again', () => {
    const at = { now: NOW + DAY_MS };
    const answered = {
      'changes requested': { ...delivered, ...transitionPatch('request-changes', delivered, actors.owner, at) },
      released: { ...delivered, ...transitionPatch('release', delivered, actors.owner, at) },
      disputed: { ...delivered, ...transitionPatch('dispute', delivered, actors.seller, { ...at, note: 'x' }) },
      'delivered again': { ...delivered, deliveries: 2, autoReleaseAt: NOW + DAY_MS + AUTO_RELEASE_MS },
      'another release date': { ...delivered, autoReleaseAt: due + 1 },
      'not funded': aProject('Completed', 'Unpaid', { deliveries: 1, deliveredAt: NOW, autoReleaseAt: due }),
    };
    for (const [what, project] of Object.entries(answered))
      expect(awaitsReleaseReminder(project, task, remindAt), what).toBe(false);
  });
});

describe('releaseReminder', () => {
  const draft = releaseReminder(delivered, task, remindAt);

  it('reaches the student only, keyed by the project and its round, linking to the project', () => {
    expect(draft.to).toEqual({ uid: actors.owner.uid });
    expect(draft.key).toBe('project-project-1-release-reminder-1');
    expect(draft.content).toEqual({
      kind: 'project-release-reminder',
      title: 'Automatic release in 2 days',
      text:
        'The payment for “Line follower robot” will be released to the seller automatically in 2 days. ' +
        'If something is wrong, ask for changes or open a dispute before then.',
      link: '/dashboard?project=project-1',
    });
  });

  it('says how long is left when it comes late (a catch-up after a restart)', () => {
    expect(releaseReminder(delivered, task, due - DAY_MS).content.text).toContain(' automatically in 1 day.');
    expect(releaseReminder(delivered, task, due - 3_600_000).content.title).toBe('Automatic release within a day');
  });

  it('is emailed with the project emails, which the student can turn off', () => {
    expect(emailGroupOf('project-release-reminder')).toBe('projects');
    expect(emailWanted({ emailOff: { projects: true } }, 'project-release-reminder')).toBe(false);
    const mail = mailFor('student@example.test', draft.content, 'https://app.example');
    expect(mail.message.subject).toBe('Automatic release in 2 days');
    expect(mail.message.text).toContain('https://app.example/dashboard?project=project-1');
  });
});
