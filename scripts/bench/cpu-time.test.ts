import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { groupCpuMs, statOf, threadCpuMs } from './cpu-time.ts';

// A stat line as Linux writes it: pid, (comm), state, ppid, pgrp, then numbers; utime and stime are fields 14 and 15.
const statLine = (comm: string, group: number, utime: number, stime: number) =>
  `4242 (${comm}) R 1 ${group} 4242 0 -1 4194560 1200 0 3 0 ${utime} ${stime} 0 0 20 0 7 0 5000 1000000 2000`;

describe('CPU time from /proc', () => {
  it('adds user and system time, in ms, and reads the process group', () => {
    expect(statOf(statLine('node', 77, 1234, 56))).toEqual({ group: 77, cpuMs: 12_900 });
  });

  it('counts the fields from after the name, whatever the name holds', () => {
    expect(statOf(statLine('a (b) 9 c', 5, 7, 3))).toEqual({ group: 5, cpuMs: 100 });
  });

  it.runIf(process.platform === 'linux')('is read for this thread and this process group on Linux', () => {
    // The test runner has used some CPU by now, in this thread and in its group.
    expect(threadCpuMs()).toBeGreaterThan(0);
    const group = statOf(readOwnStat()).group;
    expect(groupCpuMs(group)).toBeGreaterThanOrEqual(statOf(readOwnStat()).cpuMs);
    expect(groupCpuMs(-1)).toBe(0);
  });
});

function readOwnStat(): string {
  return readFileSync('/proc/self/stat', 'utf8');
}
