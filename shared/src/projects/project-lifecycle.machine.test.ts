import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Actor } from './project-actions.ts';
import { projectLifecycleMachine, type LifecycleEvent } from './project-lifecycle.machine.ts';
import type { PaymentStatus, Project, ProjectStatus } from './project.ts';

const owner: Actor = { uid: 'student-1', email: 'owner@example.com', role: 'student' };
const seller: Actor = { uid: 'seller-1', email: 'seller@example.com', role: 'seller' };
const otherSeller: Actor = { uid: 'seller-2', email: 'other.seller@example.com', role: 'seller' };
const admin: Actor = { uid: 'admin-1', email: 'admin@example.com', role: 'admin' };

function project(status: ProjectStatus = 'Open', paymentStatus: PaymentStatus = 'Unpaid'): Project {
  const taken = status !== 'Open';
  return {
    id: 'project-1',
    studentId: owner.uid,
    studentEmail: owner.email,
    title: 'Line follower robot',
    description: 'Arduino based',
    hardware: 'Arduino Uno',
    software: '',
    features: 'line sensing, speed control',
    deadline: new Date(2026, 5, 1).getTime(),
    budget: 2500,
    status,
    paymentStatus,
    createdAt: new Date(2026, 2, 1).getTime(),
    sellerId: taken ? seller.uid : null,
    sellerEmail: taken ? seller.email : null,
  };
}

function start(initial: Project) {
  const actor = createActor(projectLifecycleMachine, { input: { project: initial } });
  actor.start();
  const send = (type: LifecycleEvent['type'], by: Actor) => actor.send({ type, actor: by });
  const current = () => actor.getSnapshot().context.project;
  return { send, current };
}

const stage = (p: Project) => `${p.status}/${p.paymentStatus}`;

describe('project lifecycle machine (SPEC 4)', () => {
  it('walks take -> fund -> complete -> release through every status in order', () => {
    const { send, current } = start(project());
    const seen = [stage(current())];
    send('project.take', seller);
    seen.push(stage(current()));
    expect(current()).toMatchObject({ sellerId: seller.uid, sellerEmail: seller.email });
    send('project.fund', owner);
    seen.push(stage(current()));
    send('project.complete', seller);
    seen.push(stage(current()));
    send('project.release', owner);
    seen.push(stage(current()));
    expect(seen).toEqual([
      'Open/Unpaid',
      'In Progress/Unpaid',
      'In Progress/Funded',
      'Completed/Funded',
      'Completed/Released',
    ]);
  });

  it('changes only the fields the action writes', () => {
    const initial = project();
    const { send, current } = start(initial);
    send('project.take', otherSeller);
    expect(current()).toEqual({
      ...initial,
      status: 'In Progress',
      sellerId: otherSeller.uid,
      sellerEmail: otherSeller.email,
    });
  });

  it.each([
    ['release before completion', project('In Progress', 'Funded'), 'project.release', owner],
    ['fund by the seller', project('In Progress', 'Unpaid'), 'project.fund', seller],
    ['complete by another seller', project('In Progress', 'Funded'), 'project.complete', otherSeller],
    ['complete by the owning student', project('In Progress', 'Funded'), 'project.complete', owner],
    ['take by a student', project('Open', 'Unpaid'), 'project.take', owner],
    ['take by an admin', project('Open', 'Unpaid'), 'project.take', admin],
    ['fund before it is taken', project('Open', 'Unpaid'), 'project.fund', owner],
  ] as const)('ignores %s', (_label, initial, type, by) => {
    const { send, current } = start(initial);
    send(type, by);
    expect(current()).toEqual(initial);
  });

  it('ignores a second take, by another seller or the same one', () => {
    const { send, current } = start(project());
    send('project.take', seller);
    const taken = current();
    send('project.take', otherSeller);
    send('project.take', seller);
    expect(current()).toEqual(taken);
    expect(current().sellerId).toBe(seller.uid);
  });

  it('ignores funding twice', () => {
    const { send, current } = start(project('In Progress', 'Unpaid'));
    send('project.fund', owner);
    const funded = current();
    expect(funded.paymentStatus).toBe('Funded');
    send('project.fund', owner);
    expect(current()).toEqual(funded);
  });

  it('treats Released as final: a second release and every other event change nothing', () => {
    const { send, current } = start(project('Completed', 'Funded'));
    send('project.release', owner);
    const released = current();
    expect(stage(released)).toBe('Completed/Released');
    for (const type of ['project.release', 'project.take', 'project.complete', 'project.fund'] as const) {
      for (const by of [owner, seller, otherSeller, admin]) send(type, by);
    }
    expect(current()).toEqual(released);
  });
});
