// Test support for the project lifecycle's tests: the five kinds of caller the issue names, a fixed clock and a
// project built for one stage of its life. Used by tests only.
import { freshEscrow, type PaymentStatus, type Project, type ProjectStatus } from './project.ts';
import type { Actor } from './project-actions.ts';
import { milestonePatch } from './milestone-steps.ts';

export const actors = {
  owner: { uid: 'student-1', email: 'owner@example.com', role: 'student' },
  otherStudent: { uid: 'student-2', email: 'other.student@example.com', role: 'student' },
  seller: { uid: 'seller-1', email: 'seller@example.com', role: 'seller' },
  otherSeller: { uid: 'seller-2', email: 'other.seller@example.com', role: 'seller' },
  admin: { uid: 'admin-1', email: 'admin@example.com', role: 'admin' },
} as const satisfies Record<string, Actor>;
export type Who = keyof typeof actors;
export const everyone = Object.keys(actors) as Who[];

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The tests' clock: 25 Nov 2026, noon UTC. */
export const NOW = Date.UTC(2026, 10, 25, 12);

/** A project of the owner at one stage; taken (by `seller`) at every stage but Open. */
export function aProject(
  status: ProjectStatus,
  paymentStatus: PaymentStatus,
  overrides: Partial<Project> = {},
): Project {
  const taken = status !== 'Open';
  return {
    id: 'project-1',
    studentId: actors.owner.uid,
    studentEmail: actors.owner.email,
    title: 'Line follower robot',
    description: 'Arduino based',
    hardware: '',
    software: '',
    features: '',
    deadline: NOW + 10 * DAY_MS,
    budget: 333.33,
    status,
    paymentStatus,
    createdAt: NOW - 20 * DAY_MS,
    sellerId: taken ? actors.seller.uid : null,
    sellerEmail: taken ? actors.seller.email : null,
    ...freshEscrow,
    ...overrides,
  };
}

/** A price split into three milestones (decision 068): ₹100, ₹200 and ₹33.33, all due at NOW. */
const threeMilestones = [
  { title: 'Circuit', amountPaise: 10_000, due: NOW },
  { title: 'Firmware', amountPaise: 20_000, due: NOW },
  { title: 'Report', amountPaise: 3_333, due: NOW },
];

/** A project taken and not yet funded, its ₹333.33 split into threeMilestones, with `overrides`. */
export const aSplitProject = (overrides: Partial<Project>) =>
  aProject('In Progress', 'Unpaid', { budget: 333.33, milestones: threeMilestones, ...overrides });

/** The project after a row's patch, as milestonePatch carries it from one milestone to the next. */
export const afterStep = (project: Project, patch: Partial<Project>) => ({
  ...project,
  ...milestonePatch(project, patch),
});
