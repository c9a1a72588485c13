// firestore.rules against the escrow's process table (shared escrow-process.ts, decision 028): every transition,
// tried from the browser by every caller, from a state where the table allows it, writing exactly the table's
// patch. The expected grid is read from the table: allowed only for a transition whose road is the rules and a
// caller who is one of its parties. A transition moved to the rules' road in the table without its rule, or a rule
// that lets a browser write a step the table sends through the API, fails here.
import { Timestamp, collection, doc, serverTimestamp, writeBatch, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { toPaise } from '@marketplace/shared/projects/money';
import {
  escrowProcess,
  partyFor,
  transitionNames,
  type Actor,
  type TransitionName,
} from '@marketplace/shared/projects/escrow-process';
import { freshEscrow, projectSchema, type Project } from '@marketplace/shared/projects/project';
import { fixedEventId } from '@marketplace/shared/projects/project-history';
import {
  DAY_MS,
  assignedSeller,
  callers,
  emailOf,
  openProject,
  seedProject,
  student,
  takenProject,
  uidOf,
  useMarketplaceRules,
  type Caller,
} from './support/marketplace.ts';
import { describeMatrix, type OperationFrom } from './support/permission-matrix.ts';

const env = useMarketplaceRules();

const delivered = {
  deliveries: 1,
  deliveredAt: Timestamp.now(),
  autoReleaseAt: Timestamp.fromMillis(Date.now() + DAY_MS),
};
const disputed = {
  disputeStatus: 'open',
  disputedBy: student.uid,
  disputeReason: 'Broken.',
  disputedAt: Timestamp.now(),
};

/** For each transition, a stored project from which the table allows it. */
const allowedFrom: Record<TransitionName, () => DocumentData> = {
  take: openProject,
  assign: () => ({ ...openProject(), pricing: 'offers' }),
  complete: () => takenProject('In Progress', 'Funded'),
  fund: () => takenProject('In Progress', 'Unpaid'),
  release: () => ({ ...takenProject('Completed', 'Funded'), ...delivered }),
  'request-changes': () => ({ ...takenProject('Completed', 'Funded'), ...delivered }),
  withdraw: () => takenProject('In Progress', 'Unpaid'),
  'give-up': () => takenProject('In Progress', 'Unpaid'),
  'request-cancel': () => takenProject('In Progress', 'Funded'),
  'agree-cancel': () => ({ ...takenProject('In Progress', 'Funded'), cancelRequestedAt: Timestamp.now() }),
  'decline-cancel': () => ({ ...takenProject('In Progress', 'Funded'), cancelRequestedAt: Timestamp.now() }),
  'cancel-overdue': () => ({
    ...takenProject('In Progress', 'Funded'),
    deadline: Timestamp.fromMillis(Date.now() - 8 * DAY_MS),
  }),
  dispute: () => ({ ...takenProject('Completed', 'Funded'), ...delivered }),
  'answer-dispute': () => ({ ...takenProject('Completed', 'Funded'), ...delivered, ...disputed }),
  'auto-release': () => ({ ...takenProject('Completed', 'Funded'), ...delivered, autoReleaseAt: Timestamp.now() }),
  settle: () => ({ ...takenProject('Completed', 'Funded'), ...delivered, ...disputed }),
};

const projectOf = (data: DocumentData): Project => projectSchema.parse({ ...freshEscrow, ...data, id: 'project-1' });

/** The caller as the table's guards see them; a visitor is nobody, so no party to anything. */
function actorOf(caller: Caller): Actor | null {
  const role = (
    {
      student: 'student',
      'other student': 'student',
      'assigned seller': 'seller',
      'other seller': 'seller',
      admin: 'admin',
    } as const
  )[caller as Exclude<Caller, 'visitor'>];
  return role ? { uid: uidOf(caller), email: emailOf(caller), role } : null;
}

/** The table's patch as a browser would write it: dates as Timestamps. */
function storedPatch(name: TransitionName, project: Project, actor: Actor): DocumentData {
  const now = Date.now();
  const patch = escrowProcess[name].patch(project, actor, {
    now,
    note: 'A reason.',
    settlement: { outcome: 'split', refundPaise: Math.floor(toPaise(project.budget) / 2) },
    // An accepted offer's terms, as the server reads them from the offer (the assignment is no browser's write).
    agreed: { sellerId: assignedSeller.uid, sellerEmail: emailOf('assigned seller'), price: 4200, deliveryBy: now },
  });
  if (!patch) throw new Error(`the table gives ${name} no patch from its own allowed state`);
  const stored: DocumentData = { ...patch };
  for (const [field, value] of Object.entries(patch))
    if (field.endsWith('At') && typeof value === 'number') stored[field] = Timestamp.fromMillis(value);
  if (patch.settlement) stored.settlement = { ...patch.settlement, settledAt: Timestamp.fromMillis(now) };
  // A field the patch leaves out by naming it empty (an assignment at one stage) is not written.
  for (const [field, value] of Object.entries(stored)) if (value === undefined) delete stored[field];
  return stored;
}

const operationName = (name: TransitionName) => `${name} from the browser`;

const operations = Object.fromEntries(
  transitionNames.map((name): [string, OperationFrom] => [
    operationName(name),
    {
      given: allowedFrom[name],
      // The patch and, in the same batch, the row's history event as a browser would write it (decision 062).
      act: (db, caller) => {
        const actor = actorOf(caller) ?? { uid: uidOf(caller), email: emailOf(caller), role: 'student' };
        const batch = writeBatch(db);
        batch.update(doc(db, paths.project('project-1')), storedPatch(name, projectOf(allowedFrom[name]()), actor));
        const event = { kind: escrowProcess[name].history, by: actor.uid, byRole: actor.role };
        const events = collection(db, paths.projectHistory('project-1'));
        const id = fixedEventId(event);
        batch.set(id ? doc(events, id) : doc(events), { ...event, at: serverTimestamp() });
        return batch.commit();
      },
    },
  ]),
);

/** Allowed only on the rules' road, to a caller the table names as a party. */
function expected(name: TransitionName, caller: Caller): 'Y' | 'N' {
  const actor = actorOf(caller);
  const party = actor ? partyFor(name, projectOf(allowedFrom[name]()), actor) : null;
  return escrowProcess[name].road === 'rules' && party !== null ? 'Y' : 'N';
}

const grid = [
  callers.map((caller) => caller.replaceAll(' ', '-')).join(' '),
  ...transitionNames.map(
    (name) => `${operationName(name)} ${callers.map((caller) => expected(name, caller)).join(' ')}`,
  ),
].join('\n');

describeMatrix('the escrow process table, tried from the browser', env, {
  operations,
  grid,
  seedGiven: (project) => seedProject(env, project),
});

describe('the table as the rules read it', () => {
  it('sends only taking through the rules, and every money step through the API, a payment or a task', () => {
    const roads = Object.fromEntries(transitionNames.map((name) => [name, escrowProcess[name].road]));
    expect(Object.entries(roads).filter(([, road]) => road === 'rules')).toEqual([['take', 'rules']]);
    for (const name of transitionNames)
      if (escrowProcess[name].effects.some((effect) => ['refund', 'earn', 'capture'].includes(effect)))
        expect(roads[name], name).not.toBe('rules');
  });

  it('starts each row from a state the table allows (a fixture that drifted would test nothing)', () => {
    for (const name of transitionNames) {
      const project = projectOf(allowedFrom[name]());
      const by = escrowProcess[name].by[0]!;
      const actor: Actor | 'server' =
        by === 'server'
          ? 'server'
          : by === 'admin'
            ? { uid: 'admin', email: '', role: 'admin' }
            : by === 'student'
              ? { uid: student.uid, email: '', role: 'student' }
              : { uid: assignedSeller.uid, email: '', role: 'seller' };
      expect(escrowProcess[name].from(project, Date.now()), name).toBe(true);
      expect(partyFor(name, project, actor), name).not.toBeNull();
    }
  });
});
