import { describe, expect, it } from 'vitest';
import { figureLine } from './figures.ts';
import { interleaved, roundFigures, TURNS_A_SIDE, type Run, type Turn } from './load-runs.ts';

/**
 * A side that records when it ran and for how long, and times one request a turn: `latency`, or the next of
 * `latencies` turn by turn.
 */
function side(name: string, latency: number | number[], log: string[]): Turn {
  let turn = 0;
  return async (into, seconds) => {
    log.push(`${name}:${seconds}`);
    const timed = typeof latency === 'number' ? latency : latency[turn++]!;
    into.push(timed);
    const run: Run = {
      p50: timed,
      p99: timed,
      perSecond: 1,
      answers: { ok: 1, limited: 0, refused: 1, failed: 0 },
      unanswered: 0,
      completed: 1,
    };
    return run;
  };
}

describe('interleaved', () => {
  it("cuts each side's time into turns, ours around the baseline's, from a collected heap each time", async () => {
    const log: string[] = [];
    let cpu = 0;
    const api = {
      collect: async () => void log.push('collect'),
      // Each reading of the thread's CPU moves it on by 5 ms: a turn costs 5 ms.
      cpuMs: async () => (cpu += 5),
    };
    const { ours, baseline, rounds } = await interleaved(api, null, 60, side('ours', 10, log), side('base', 20, log));

    const turns = log.filter((entry) => entry !== 'collect');
    expect(turns).toEqual([...Array(TURNS_A_SIDE / 2)].flatMap(() => ['ours:10', 'base:10', 'base:10', 'ours:10']));
    // Every turn starts from a collected heap.
    expect(log.filter((entry) => entry === 'collect')).toHaveLength(2 * TURNS_A_SIDE);
    for (let i = 0; i < log.length; i += 2) expect(log[i]).toBe('collect');

    // Each side pools only its own turns: their latencies, answers and CPU.
    expect(ours.run.p99).toBe(10);
    expect(baseline.run.p99).toBe(20);
    expect(ours.run.answers).toEqual({ ok: TURNS_A_SIDE, limited: 0, refused: TURNS_A_SIDE, failed: 0 });
    expect(ours.threadMs).toBe(5 * TURNS_A_SIDE);
    expect(baseline.threadMs).toBe(5 * TURNS_A_SIDE);
    // Each round pools its own two turns a side.
    expect(rounds).toHaveLength(TURNS_A_SIDE / 2);
    for (const round of rounds) {
      expect(round.ours.run.completed).toBe(2);
      expect(round.baseline.run.p99).toBe(20);
    }
  });

  it("pools each round's own turns, in the order they ran", async () => {
    const log: string[] = [];
    const api = { collect: async () => {}, cpuMs: async () => null };
    // Ours ran 1, 2 | 3, 4 | 5, 6 and the baseline 10, 20 | 30, 40 | 50, 60: each round's p99 is its slower turn's.
    const { rounds } = await interleaved(
      api,
      null,
      60,
      side('ours', [1, 2, 3, 4, 5, 6], log),
      side('base', [10, 20, 30, 40, 50, 60], log),
    );
    expect(rounds.map((round) => [round.ours.run.p99, round.baseline.run.p99])).toEqual([
      [2, 20],
      [4, 40],
      [6, 60],
    ]);
  });

  it('gives every turn at least a second, however short the run', async () => {
    const log: string[] = [];
    const api = { collect: async () => {}, cpuMs: async () => null };
    const { ours } = await interleaved(api, null, 2, side('ours', 1, log), side('base', 1, log));
    expect(new Set(log)).toEqual(new Set(['ours:1', 'base:1']));
    expect(ours.threadMs).toBeNull();
  });
});

describe('roundFigures', () => {
  const round = (ours: number, baseline: number, completed = 1000) => {
    const measuredOf = (p99: number) => ({
      run: {
        p50: p99 / 2,
        p99,
        perSecond: 1,
        answers: { ok: completed, limited: 0, refused: 0, failed: 0 },
        unanswered: 0,
        completed,
      },
      wallMs: 1,
      threadMs: null,
      emulatorMs: null,
    });
    return { ours: measuredOf(ours), baseline: measuredOf(baseline) };
  };

  it("prints each round's p99 against its baseline's in the same round, without a target", () => {
    const rows = roundFigures('search', [round(30, 20), round(26, 20), round(40, 20)]);
    expect(rows.map((row) => [row.name, row.value])).toEqual([
      ['search @50 p99 ratio, round 1', 1.5],
      ['search @50 p99 ratio, round 2', 1.3],
      ['search @50 p99 ratio, round 3', 2],
    ]);
    expect(rows.some((row) => row.target)).toBe(false);
  });

  it('says a round with too few requests is not meaningful', () => {
    const [few] = roundFigures('fund', [round(99, 10, 50)]);
    expect(figureLine(few!).line).toMatch(/^n\/a/);
  });
});
