// The rules suites' who-may-do-what tables: one row per operation, one outcome per caller, each cell a test.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { callers, dbFor, type Caller } from './marketplace.ts';

export type Outcome = 'allowed' | 'denied';
// For tables written in code (admin-records); the grids spell them Y and N.
export const Y: Outcome = 'allowed';
export const N: Outcome = 'denied';

/** One outcome per caller, in the order of `callers`. */
export type Outcomes = Outcome[];

/** Awaits what a caller tried: it must succeed when allowed, and be refused by the rules when denied. */
export async function expectOutcome(attempt: Promise<unknown>, outcome: Outcome): Promise<void> {
  if (outcome === 'allowed') await assertSucceeds(attempt);
  else await assertFails(attempt);
}

/** What an operation tries, as the caller, on the caller's own Firestore. */
export type Attempt = (db: Firestore, caller: Caller) => Promise<unknown>;

/** An operation that starts from a state of its own, which the matrix's `seedGiven` writes before `act`. */
export interface OperationFrom {
  /** The document before the caller acts; null: there is none yet. */
  given: (() => DocumentData) | null;
  act: Attempt;
}

export interface PermissionMatrix<Name extends string> {
  operations: Record<Name, Attempt | OperationFrom>;
  /**
   * The table as it reads: a first line naming the callers (in the order of `callers`, by `callerNames`, a
   * space in a name written as '-'), then
   * one line per operation, its name and a Y (allowed) or N (denied) under each caller.
   */
  grid: string;
  /** Writes, past the rules, what every attempt starts from (before each cell). */
  seed?: () => Promise<void>;
  /** Writes, past the rules, an operation's `given` document (before each of its cells). */
  seedGiven?: (given: DocumentData) => Promise<void>;
  /** How the callers are named in the tests' titles, when a suite has words of its own for them. */
  callerNames?: Record<Caller, string>;
}

/** One test per cell, each seeding afresh, and one that the rows name every operation once. */
export function describeMatrix<Name extends string>(
  title: string,
  env: RulesTestEnvironment,
  matrix: PermissionMatrix<Name>,
): void {
  const { operations, grid, seed, seedGiven, callerNames } = matrix;
  const { header, rows } = readGrid(grid);
  describe(title, () => {
    it('covers every operation and every caller, in the order of `callers`', () => {
      expect(header).toEqual(callers.map((caller) => (callerNames?.[caller] ?? caller).replaceAll(' ', '-')));
      expect(rows.map(([operation]) => operation).sort()).toEqual(Object.keys(operations).sort());
      for (const [, outcomes] of rows) expect(outcomes).toHaveLength(callers.length);
    });

    for (const [name, outcomes] of rows as [Name, Outcomes][]) {
      callers.forEach((caller, column) => {
        const outcome = outcomes[column]!;
        it(`${callerNames?.[caller] ?? caller} ${name} -> ${outcome}`, async () => {
          const operation = operations[name];
          const { given, act } = typeof operation === 'function' ? { given: null, act: operation } : operation;
          await seed?.();
          if (given) {
            if (!seedGiven) throw new Error(`'${name}' starts from a given document, but the matrix has no seedGiven`);
            await seedGiven(given());
          }
          // Seeded before the attempt starts, so only the caller's own request can be the refusal.
          await expectOutcome(act(dbFor(env, caller), caller), outcome);
        });
      });
    }
  });
}

/** The grid's caller names and its rows; a line that is neither is an error, so a typo cannot drop a row. */
export function readGrid(grid: string): { header: string[]; rows: [string, Outcomes][] } {
  const [first = '', ...lines] = grid.split('\n').filter((line) => line.trim() !== '');
  const rows = lines.map((line): [string, Outcomes] => {
    const row = /^\s*(.+?)\s+((?:[YN](?:\s+|$))+)$/.exec(line);
    if (!row) throw new Error(`Not a row of the permission grid: '${line}'`);
    const cells = row[2]!.trim().split(/\s+/);
    return [row[1]!, cells.map((cell) => (cell === 'Y' ? 'allowed' : 'denied'))];
  });
  return { header: first.trim().split(/\s+/), rows };
}
