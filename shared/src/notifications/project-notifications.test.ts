import { describe, expect, it } from 'vitest';
import { taxWithheldNote } from '../projects/money.ts';
import { historyKinds, noHistoryDetails, type HistoryEvent, type HistoryKind } from '../projects/project-history.ts';
import { actors, aProject } from '../projects/test-projects.ts';
import { escrowNotices, type RowNotices } from '../projects/escrow-notices.ts';
import { escrowProcess, transitionNames, transitionOf } from '../projects/escrow-process.ts';
import { disclosureOf, mayShow } from '../privacy/disclosure.ts';
import { isNewStep, notificationsForHistoryEvent } from './project-notifications.ts';
import { notificationsForRefund, type RefundFacts } from './refund-notifications.ts';

const project = aProject('Completed', 'Funded');
const event = (kind: HistoryKind, by: string, byRole: HistoryEvent['byRole']): HistoryEvent => ({
  id: 'event-1',
  kind,
  by,
  byRole,
  at: 1,
  ...noHistoryDetails,
  files: [],
});
const student = actors.owner.uid;
const seller = actors.seller.uid;

/** Who each notification goes to, with its kind. */
const sent = (drafts: ReturnType<typeof notificationsForHistoryEvent>) =>
  drafts.map((draft) => ['uid' in draft.to ? draft.to.uid : 'admins', draft.content.kind]);

describe('notificationsForHistoryEvent', () => {
  it('tells the other party of each step, never the person who took it', () => {
    expect(sent(notificationsForHistoryEvent(project, event('delivered', seller, 'seller')))).toEqual([
      [student, 'project-delivered'],
    ]);
    expect(sent(notificationsForHistoryEvent(project, event('changes-requested', student, 'student')))).toEqual([
      [seller, 'project-changes-requested'],
    ]);
    expect(sent(notificationsForHistoryEvent(project, event('released', student, 'student')))).toEqual([
      [seller, 'project-released'],
    ]);
    // The student cancels an overdue project alone; the seller agrees to the student's request.
    expect(sent(notificationsForHistoryEvent(project, event('cancelled', student, 'student')))).toEqual([
      [seller, 'project-cancelled'],
    ]);
    expect(sent(notificationsForHistoryEvent(project, event('cancelled', seller, 'seller')))).toEqual([
      [student, 'project-cancelled'],
    ]);
  });

  it("tells the seller of the funding's event, in the fund row's words, not the student who funded it", () => {
    const taken = aProject('In Progress', 'Funded');
    const drafts = notificationsForHistoryEvent(taken, { ...event('funded', student, 'student'), id: 'funded' });
    expect(sent(drafts)).toEqual([[seller, 'project-funded']]);
    expect(drafts[0]!.key).toBe('history-project-1-funded');
    expect(drafts[0]!.content.text).toBe(
      `The student funded “${taken.title}”: the ₹333.33 is held until they release it. Your gross earned will be ₹233.33 (70%).`,
    );
  });

  it('tells both parties of the steps the server or an admin took', () => {
    expect(sent(notificationsForHistoryEvent(project, event('auto-released', 'system', 'system')))).toEqual([
      [student, 'project-released'],
      [seller, 'project-released'],
    ]);
    expect(sent(notificationsForHistoryEvent(project, event('settled', actors.admin.uid, 'admin')))).toEqual([
      [student, 'project-settled'],
      [seller, 'project-settled'],
    ]);
  });

  it('tells the other party and every admin of a dispute, whoever opened it', () => {
    expect(sent(notificationsForHistoryEvent(project, event('disputed', student, 'student')))).toEqual([
      [seller, 'project-disputed'],
      ['admins', 'admin-new-dispute'],
    ]);
    expect(sent(notificationsForHistoryEvent(project, event('disputed', seller, 'seller')))).toEqual([
      [student, 'project-disputed'],
      ['admins', 'admin-new-dispute'],
    ]);
  });

  it("tells the other party and every admin of a dispute's answer, with the answer", () => {
    const answered = { ...event('dispute-answered', seller, 'seller'), note: 'All four sensors work on the video.' };
    const drafts = notificationsForHistoryEvent(project, answered);
    expect(sent(drafts)).toEqual([
      [student, 'project-dispute-answered'],
      ['admins', 'admin-dispute-answered'],
    ]);
    expect(drafts.map((draft) => draft.content.text)).toEqual([
      'The seller gave their side of the dispute about “Line follower robot”: “All four sensors work on the video.”; an admin reads both sides before settling it.',
      'The other side answered the dispute about “Line follower robot”: “All four sensors work on the video.”, so both sides are in for your settlement.',
    ]);
  });

  it('keys every notification by the event, and links to the project', () => {
    const drafts = notificationsForHistoryEvent(project, event('settled', actors.admin.uid, 'admin'));
    expect(drafts.map((draft) => draft.key)).toEqual(['history-project-1-event-1', 'history-project-1-event-1']);
    expect(drafts[0]!.content).toEqual({
      kind: 'project-settled',
      title: 'Dispute settled',
      text: 'An admin settled the dispute about “Line follower robot”.',
      link: '/dashboard?project=project-1',
    });
  });

  it("dates every notification at its event's time, or leaves it to the server when the event has none", () => {
    const at = Date.UTC(2026, 10, 20, 9, 30);
    const disputed = { ...event('disputed', student, 'student'), at };
    expect(notificationsForHistoryEvent(project, disputed).map((draft) => draft.at)).toEqual([at, at]);
    const undated = { ...event('delivered', seller, 'seller'), at: null };
    expect(notificationsForHistoryEvent(project, undated).map((draft) => draft.at)).toEqual([null]);
  });

  it('tells the seller of a request to cancel, and the student of its decline, with the amount and the next step', () => {
    const funded = aProject('In Progress', 'Funded');
    const asked = notificationsForHistoryEvent(funded, {
      ...event('cancel-requested', student, 'student'),
      note: 'I no longer need it.',
    });
    expect(sent(asked)).toEqual([[seller, 'project-cancel-requested']]);
    expect(asked[0]!.content.text).toBe(
      'The student asked to cancel “Line follower robot”: “I no longer need it.” and have the ₹333.33 they funded refunded. Agree or decline on the project.',
    );
    const declined = notificationsForHistoryEvent(funded, event('cancel-declined', seller, 'seller'));
    expect(sent(declined)).toEqual([[student, 'project-cancel-declined']]);
    expect(declined[0]!.content.text).toBe(
      'The seller declined to cancel “Line follower robot”. The ₹333.33 stays held: work it out in the chat, or open a dispute for an admin to settle.',
    );
  });

  it('tells the other party when an unfunded project is withdrawn or given up', () => {
    const taken = aProject('In Progress', 'Unpaid');
    expect(sent(notificationsForHistoryEvent(taken, event('withdrawn', student, 'student')))).toEqual([
      [seller, 'project-withdrawn'],
    ]);
    expect(sent(notificationsForHistoryEvent(taken, event('given-up', seller, 'seller')))).toEqual([
      [student, 'project-given-up'],
    ]);
  });

  it('tells the student a project asking for offers is open for offers again, not for a seller to take', () => {
    const given = (pricing: 'fixed' | 'offers') =>
      notificationsForHistoryEvent(
        { ...aProject('In Progress', 'Unpaid'), pricing },
        event('given-up', seller, 'seller'),
      )[0]!.content.text;
    expect(given('fixed')).toMatch(/It is open again for another seller to take\.$/);
    expect(given('offers')).toMatch(/It is open again at your own terms, for sellers to send you offers\.$/);
  });

  it('names the amounts: what a delivery holds, the seller’s 70% of a release, each side of a split', () => {
    const [delivered] = notificationsForHistoryEvent(project, event('delivered', seller, 'seller'));
    expect(delivered!.content.text).toBe(
      'The seller delivered “Line follower robot”. Check it, then release the ₹333.33 held for it, or ask for changes.',
    );
    const [released] = notificationsForHistoryEvent(project, event('released', student, 'student'));
    expect(released!.content.text).toBe(
      `The student released the ₹333.33 for “Line follower robot”. Your gross earned is ₹233.33 (70%). ${taxWithheldNote}`,
    );
    expect(taxWithheldNote).toMatch(/TCS if you gave a GSTIN, and TDS under section 194-O/);
    const split = {
      ...event('settled', actors.admin.uid, 'admin'),
      outcome: 'split' as const,
      refundPaise: 13_333,
      payoutPaise: 20_000,
    };
    expect(notificationsForHistoryEvent(project, split).map((draft) => draft.content.text)).toEqual([
      'An admin settled the dispute about “Line follower robot”: ₹133.33 goes back to the student and ₹200.00 is released to the seller.',
      `An admin settled the dispute about “Line follower robot”: ₹133.33 goes back to the student and ₹200.00 is released to the seller. Your gross earned is ₹140.00 (70%). ${taxWithheldNote}`,
    ]);
  });

  it('tells each event as the row of the process table that recorded it, with a row for every kind', () => {
    const recorded = transitionNames.map((name) => escrowProcess[name].history);
    expect([...new Set(recorded)].sort()).toEqual([...historyKinds].sort());
    for (const name of transitionNames) {
      const row = escrowProcess[name];
      // Every row records an event (decision 062), with words for those it tells, and for the admins exactly when
      // it tells them.
      const notices: RowNotices = escrowNotices[name];
      expect(notices.adminNotice !== undefined, name).toBe(row.tells.includes('admins'));
    }
    expect(transitionOf({ kind: 'cancelled', byRole: 'seller' })).toBe(escrowProcess['agree-cancel']);
    expect(transitionOf({ kind: 'cancelled', byRole: 'student' })).toBe(escrowProcess['cancel-overdue']);
    expect(transitionOf({ kind: 'auto-released', byRole: 'system' })).toBe(escrowProcess['auto-release']);
  });

  it("tells only the parties in the row's `tells`: a row that tells nobody makes no notification", () => {
    const quiet = { ...escrowProcess.withdraw, tells: [] };
    const told = { ...escrowProcess.withdraw };
    try {
      Object.assign(escrowProcess.withdraw, quiet);
      expect(notificationsForHistoryEvent(project, event('withdrawn', student, 'student'))).toEqual([]);
    } finally {
      Object.assign(escrowProcess.withdraw, told);
    }
  });

  it('tells nobody missing: an event on a project without a seller reaches the student only', () => {
    const open = aProject('Open', 'Unpaid');
    expect(sent(notificationsForHistoryEvent(open, event('cancelled', 'system', 'system')))).toEqual([
      [student, 'project-cancelled'],
    ]);
  });
});

describe('the take, told from its event (decision 062)', () => {
  const taken = aProject('In Progress', 'Unpaid');
  const takenBy = { ...event('taken', seller, 'seller'), id: 'taken' };

  it('tells the student their project was taken, keyed by the seller, whom it lists as named (decision 040)', () => {
    const drafts = notificationsForHistoryEvent(taken, takenBy);
    expect(sent(drafts)).toEqual([[student, 'project-taken']]);
    expect(drafts[0]!.key).toBe(`history-project-1-taken-${seller}`);
    expect(drafts[0]!.names).toEqual([seller]);
    expect(drafts[0]!.content.text).toBe(
      'A seller took “Line follower robot”. Fund its ₹333.33 so the work can start: the platform holds it until you release it.',
    );
  });

  it('names the seller by their shown name, never their email: the one field the disclosure table lets it show', () => {
    expect(taken.sellerEmail).toBe(actors.seller.email);
    const [draft] = notificationsForHistoryEvent(taken, takenBy, { takerName: 'Ravi Kumar' });
    expect(draft!.content.text).toMatch(/^Ravi Kumar took “Line follower robot”\. /);
    expect(JSON.stringify(draft)).not.toContain(actors.seller.email);
    expect(Object.keys(disclosureOf('notifications').fields)).toEqual(['displayName']);
    expect(mayShow('notifications', 'displayName', 'counterparty')).toBe(true);
    expect(mayShow('notifications', 'email', 'counterparty')).toBe(false);
  });

  it("is told once: at its creation, and again only when another seller's later take rewrites it", () => {
    expect(isNewStep(null, takenBy)).toBe(true);
    expect(isNewStep(takenBy, takenBy)).toBe(false);
    // The same seller taking it again after giving it up: told already.
    expect(isNewStep(takenBy, { ...takenBy, at: 2 })).toBe(false);
    expect(isNewStep(takenBy, { ...takenBy, by: 'seller-2', at: 2 })).toBe(true);
    // An erasure's rewrite (the taker's pseudonym, the same time), or any other event rewritten: no step.
    expect(isNewStep(takenBy, { ...takenBy, by: 'former-x' })).toBe(false);
    const released = event('released', student, 'student');
    expect(isNewStep(released, { ...released, by: 'other', at: 2 })).toBe(false);
  });

  it('lists nobody as named in a notice that does not name its taker', () => {
    const [released] = notificationsForHistoryEvent(project, event('released', student, 'student'));
    expect(released!.names).toBeUndefined();
  });
});

// A refund of a project's funding, told from its own record once the provider processed it: the amount it gave back,
// not the project's budget (a split's refunded part, a milestone's funding on a split project).
describe('a processed refund of a project', () => {
  const refund = (fields: Partial<RefundFacts> = {}): RefundFacts => ({
    id: 'project-project-1',
    purpose: 'project',
    subjectId: 'project-1',
    payerId: student,
    title: 'Line follower robot',
    amountPaise: 33_333,
    status: 'requested',
    ...fields,
  });

  it('tells the student when their refund is processed, not when it is only requested', () => {
    expect(notificationsForRefund(null, refund())).toEqual([]);
    const [refunded] = notificationsForRefund(refund(), refund({ status: 'processed' }));
    expect(sent([refunded!])).toEqual([[student, 'project-refunded']]);
    expect(refunded!.key).toBe('project-project-1-refunded');
    expect(refunded!.content).toEqual({
      kind: 'project-refunded',
      title: 'Refund processed',
      text: 'Your refund of ₹333.33 for “Line follower robot” was processed.',
      link: '/dashboard?project=project-1',
    });
  });

  it("names the record's amount: a split's refunded part, or one milestone's funding on a split project", () => {
    const part = notificationsForRefund(refund(), refund({ amountPaise: 13_333, status: 'processed' }));
    expect(part[0]!.content.text).toBe('Your refund of ₹133.33 for “Line follower robot” was processed.');
    const milestone = { id: 'project-project-1_m2', subjectId: 'project-1_m2', title: 'Line follower robot: Firmware' };
    const [later] = notificationsForRefund(
      refund({ ...milestone, amountPaise: 20_000 }),
      refund({ ...milestone, amountPaise: 20_000, status: 'processed' }),
    );
    expect(later!.key).toBe('project-project-1_m2-refunded');
    expect(later!.content).toMatchObject({
      text: 'Your refund of ₹200.00 for “Line follower robot: Firmware” was processed.',
      link: '/dashboard?project=project-1',
    });
  });

  it("leaves a processed refund to the server's time, and tells it once", () => {
    const processed = refund({ status: 'processed' });
    expect(notificationsForRefund(refund(), processed).map((draft) => draft.at)).toEqual([null]);
    expect(notificationsForRefund(processed, processed)).toEqual([]);
    expect(notificationsForRefund(processed, { ...processed, status: 'failed' })).toEqual([]);
  });
});

// Decision 068: a split project's step is told of its milestone, by number and title, with the milestone's money; a
// milestone paid to the seller with another after it tells the student the next one waits for their funding.
describe('the steps of a project split into milestones', () => {
  const split = {
    ...aProject('In Progress', 'Funded'),
    title: 'Smart irrigation',
    budget: 400,
    milestones: [
      { title: 'Design', amountPaise: 10_000, due: 1 },
      { title: 'Prototype', amountPaise: 20_000, due: 2 },
      { title: 'Report', amountPaise: 10_000, due: 3 },
    ],
  };
  const of = (kind: HistoryKind, by: string, byRole: HistoryEvent['byRole'], milestone: number) => ({
    ...event(kind, by, byRole),
    id: `${kind}-m${milestone + 1}`,
    milestone,
  });
  const texts = (drafts: ReturnType<typeof notificationsForHistoryEvent>) =>
    drafts.map((draft) => [draft.content.kind, draft.content.title, draft.content.text]);

  it('tells the seller a milestone was funded and the student it was delivered, with its number, title and amount', () => {
    expect(texts(notificationsForHistoryEvent(split, of('funded', student, 'student', 1)))).toEqual([
      [
        'project-funded',
        'Milestone 2 funded',
        'The student funded milestone 2 “Prototype” of “Smart irrigation”: the ₹200.00 is held until they release it. Your gross earned will be ₹140.00 (70%).',
      ],
    ]);
    expect(texts(notificationsForHistoryEvent(split, of('delivered', seller, 'seller', 1)))).toEqual([
      [
        'project-delivered',
        'Milestone 2 delivered',
        'The seller delivered milestone 2 “Prototype” of “Smart irrigation”. Check it, then release the ₹200.00 held for it, or ask for changes.',
      ],
    ]);
  });

  it('tells the seller a milestone was released, and the student that the next one is theirs to fund', () => {
    const drafts = notificationsForHistoryEvent(split, of('released', student, 'student', 0));
    expect(sent(drafts)).toEqual([
      [seller, 'project-released'],
      [student, 'project-milestone-to-fund'],
    ]);
    expect(drafts[0]!.content.title).toBe('Milestone 1 released');
    expect(drafts[0]!.content.text).toContain(
      'The student released the ₹100.00 for milestone 1 “Design” of “Smart irrigation”.',
    );
    expect(drafts[1]!.key).toBe(`${drafts[0]!.key}-next`);
    expect(texts([drafts[1]!])).toEqual([
      [
        'project-milestone-to-fund',
        'Milestone 2 to fund',
        'Milestone 1 “Design” of “Smart irrigation” is done. Fund milestone 2 “Prototype”, ₹200.00, when the seller should start on it: the platform holds it until you release it.',
      ],
    ]);
  });

  it('asks for the next funding after an automatic release or a settlement that pays the seller, never after the last', () => {
    const kinds = (drafts: ReturnType<typeof notificationsForHistoryEvent>) => drafts.map((d) => d.content.kind);
    expect(kinds(notificationsForHistoryEvent(split, of('auto-released', 'system', 'system', 1)))).toContain(
      'project-milestone-to-fund',
    );
    const settled = (outcome: 'release' | 'split' | 'refund') => ({
      ...of('settled', 'admin-1', 'admin', 0),
      outcome,
    });
    expect(kinds(notificationsForHistoryEvent(split, settled('split')))).toContain('project-milestone-to-fund');
    expect(kinds(notificationsForHistoryEvent(split, settled('refund')))).not.toContain('project-milestone-to-fund');
    expect(kinds(notificationsForHistoryEvent(split, of('released', student, 'student', 2)))).toEqual([
      'project-released',
    ]);
    expect(kinds(notificationsForHistoryEvent(split, of('delivered', seller, 'seller', 0)))).toEqual([
      'project-delivered',
    ]);
  });

  // Decision 075: milestones funded ahead with others are held already; a cancellation says all it refunds.
  it('asks nobody to fund a milestone funded ahead, and tells a cancellation all it refunded', () => {
    const funded = { state: 'funded' as const, payoutPaise: 0, refundPaise: 0 };
    const ahead = { ...split, milestoneOutcomes: [funded, funded, funded] };
    const kinds = notificationsForHistoryEvent(ahead, of('released', student, 'student', 0)).map((d) => d.content.kind);
    expect(kinds).toEqual(['project-released']);
    const cancelled = { ...of('cancelled', seller, 'seller', 1), refundPaise: 30_000 };
    expect(notificationsForHistoryEvent(ahead, cancelled)[0]!.content.text).toBe(
      '“Smart irrigation” was cancelled. The ₹300.00 you funded is being refunded to you.',
    );
  });

  it('tells a settlement refunded whole of the project and all it refunded, milestones funded ahead included', () => {
    const refunds = [
      { milestone: 1, amountPaise: 20_000 },
      { milestone: 2, amountPaise: 10_000 },
    ];
    const settled = {
      ...of('settled', 'admin-1', 'admin', 1),
      outcome: 'refund' as const,
      refundPaise: 30_000,
      refunds,
    };
    const drafts = notificationsForHistoryEvent(split, settled);
    expect(sent(drafts)).toEqual([
      [student, 'project-settled'],
      [seller, 'project-settled'],
    ]);
    for (const draft of drafts)
      expect(draft.content.text).toBe(
        'An admin settled the dispute about “Smart irrigation”: the ₹300.00 is refunded to the student.',
      );
  });

  it('tells the seller a withdrawal after paid milestones as it is: only the milestone under way was not paid', () => {
    const [later] = notificationsForHistoryEvent(split, of('withdrawn', student, 'student', 1));
    expect(later!.content.text).toBe(
      'The student withdrew “Smart irrigation” before funding milestone 2, so nothing is owed for it or the milestones after it. What was released for the milestones before it stays released.',
    );
    // Its own sentence in the catalogue too, so its Hindi does not say that nothing was paid.
    expect(later!.words!.text.id).toBe('project.withdrawn.milestone');
    const [first] = notificationsForHistoryEvent(split, of('withdrawn', student, 'student', 0));
    expect(first!.content.text).toBe(
      'The student withdrew “Smart irrigation”. Nothing was paid for it, so nothing is owed.',
    );
  });

  it("tells a project's end of the project, and a project of one milestone exactly as before", () => {
    const [cancelled] = notificationsForHistoryEvent(split, of('cancelled', seller, 'seller', 1));
    expect(cancelled!.content.text).toBe(
      '“Smart irrigation” was cancelled. The ₹200.00 you funded is being refunded to you.',
    );
    const whole = { ...split, milestones: undefined };
    const [released] = notificationsForHistoryEvent(whole, event('released', student, 'student'));
    expect(released!.content.title).toBe('Payment released');
    expect(released!.content.text).toContain('The student released the ₹400.00 for “Smart irrigation”.');
  });
});
