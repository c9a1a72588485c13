import { describe, expect, it } from 'vitest';
import { freshEscrow, type Project, type ProjectStatus } from './project.ts';
import { sortProjects } from './sort-projects.ts';

const day = (d: number) => new Date(2026, 2, d).getTime();

function project(id: string, status: ProjectStatus, deadline: number | null): Project {
  return {
    id,
    studentId: 'student-1',
    studentEmail: 'student@example.com',
    title: id,
    description: 'A project',
    hardware: '',
    software: '',
    features: '',
    deadline,
    budget: 100,
    status,
    paymentStatus: 'Unpaid',
    createdAt: day(1),
    sellerId: status === 'Open' ? null : 'seller-1',
    sellerEmail: status === 'Open' ? null : 'seller@example.com',
    ...freshEscrow,
  };
}

describe('sortProjects (SPEC 4 project list sort)', () => {
  const input = Object.freeze([
    project('completed-late', 'Completed', day(20)),
    project('open-none', 'Open', null),
    project('progress-late', 'In Progress', day(25)),
    project('open-soon', 'Open', day(12)),
    project('completed-none', 'Completed', null),
    project('progress-none', 'In Progress', null),
    project('open-late', 'Open', day(28)),
    project('progress-soon', 'In Progress', day(11)),
    project('completed-soon', 'Completed', day(2)),
  ]);

  it('puts In Progress first, then Open, then Completed, each by nearest deadline with no deadline last', () => {
    expect(sortProjects(input).map((p) => p.id)).toEqual([
      'progress-soon',
      'progress-late',
      'progress-none',
      'open-soon',
      'open-late',
      'open-none',
      'completed-soon',
      'completed-late',
      'completed-none',
    ]);
  });

  it('returns a new array and leaves the input as it was', () => {
    const before = input.map((p) => p.id);
    const sorted = sortProjects(input);
    expect(sorted).not.toBe(input);
    expect(input.map((p) => p.id)).toEqual(before);
  });

  it('keeps the given order of projects without a deadline in the same status', () => {
    const a = project('a', 'Open', null);
    const b = project('b', 'Open', null);
    expect(sortProjects([a, b]).map((p) => p.id)).toEqual(['a', 'b']);
    expect(sortProjects([b, a]).map((p) => p.id)).toEqual(['b', 'a']);
  });
});
