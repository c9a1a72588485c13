import { describe, expect, it } from 'vitest';
import { hourlyLimits } from '@marketplace/shared/safety/limits';
import type { Person } from './load-runs.ts';
import { nextProject } from './offers-load.ts';

const person = (n: number): Person => ({ uid: `seller-${n}`, email: `seller-${n}@example.test`, token: 't' });

describe("the offers' load", () => {
  it('never sends one seller to a project twice within their hour, and spreads the sellers over the projects', () => {
    const sellers = Array.from({ length: 300 }, (_, n) => person(n));
    const projects = Array.from({ length: 2_000 }, (_, n) => `project-${n}`);
    const next = nextProject(sellers, projects);
    const sent = new Map<string, Set<string>>();
    const offers = new Map<string, number>();
    for (const seller of sellers)
      for (let i = 0; i < hourlyLimits.offers.limit; i++) {
        const project = next(seller);
        const mine = sent.get(seller.uid) ?? new Set();
        expect(mine.has(project), `${seller.uid} twice on ${project}`).toBe(false);
        sent.set(seller.uid, mine.add(project));
        offers.set(project, (offers.get(project) ?? 0) + 1);
      }
    // 6,000 offers over 2,000 projects: three each, none gathering the clients' writes.
    expect(offers.size).toBe(2_000);
    expect(Math.max(...offers.values())).toBe(3);
  });
});
