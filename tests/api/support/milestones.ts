// The steps the milestone suites take on a project split into milestones (decision 068), as its parties take them
// through the API, bound to the suite's backend and people once they are ready.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import type { Backend } from './emulators.ts';
import { call, seedSplitProject, type PaymentsApi, type Person } from './payments.ts';

export interface MilestoneSuite {
  backend: Backend;
  api: PaymentsApi;
  student: Person;
  seller: Person;
}

/** `suite` is read at each step: the suite's backend and people start in its beforeAll. */
export function milestoneSteps(suite: () => MilestoneSuite, amounts: readonly number[]) {
  const transition = (id: string, as: Person, action: string) =>
    call(suite().api, 'POST', `/projects/${id}/transitions`, { as, body: { action, note: 'Checked.' } });
  return {
    /** A taken project between the suite's student and seller, split into `amounts`. */
    splitProject: () => seedSplitProject(suite().backend, suite().student, suite().seller, amounts),
    projectOf: async (id: string): Promise<DocumentData> =>
      (await suite().backend.db.doc(paths.project(id)).get()).data()!,
    transition,
    /** The seller's delivery of the milestone under way (the delivery's files are project-deliveries' business). */
    delivered: (id: string) =>
      suite()
        .backend.db.doc(paths.project(id))
        .update({ status: 'Completed', deliveries: 1, deliveredAt: Timestamp.now() }),
    /** The student asks to cancel and the seller agrees, each accepted. */
    async cancelByAgreement(id: string): Promise<void> {
      expect((await transition(id, suite().student, 'request-cancel')).status).toBe(200);
      expect((await transition(id, suite().seller, 'agree-cancel')).status).toBe(200);
    },
  };
}
