// CPU time as Linux's /proc counts it (user plus system), for a load path's 'CPU a flow': of the calling thread alone
// (process.cpuUsage() counts every thread of the process, and the bench's api thread and its direct baseline share
// one; Node 20 has no per-thread call), and of a process group (an emulator: its launcher script and the JVM it
// starts). Null where /proc does not exist (not Linux): the figures are then left out.
import { readFileSync, readdirSync } from 'node:fs';

/** Clock ticks a second, as Linux reports /proc times (USER_HZ, 100 on every mainstream kernel). */
const TICKS_PER_SECOND = 100;

/** Milliseconds of CPU this thread has used. */
export function threadCpuMs(): number | null {
  const stat = readStat('/proc/thread-self/stat');
  return stat === null ? null : statOf(stat).cpuMs;
}

/** Milliseconds of CPU the living processes of a group have used (each with all its threads). */
export function groupCpuMs(pgid: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let total = 0;
  for (const pid of entries.filter((entry) => /^\d+$/.test(entry))) {
    const stat = readStat(`/proc/${pid}/stat`);
    if (stat === null) continue;
    const { group, cpuMs } = statOf(stat);
    if (group === pgid) total += cpuMs;
  }
  return total;
}

/** A stat file's text; null when it is not there (not Linux, or the process has just ended). */
function readStat(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The process group and the user plus system time (ms) of a /proc stat line. The command's name, in parentheses, may
 * hold spaces and parentheses of its own, so the fields are counted from after its last closing parenthesis, where
 * field 3 (the state) starts: the group is field 5, utime and stime are fields 14 and 15.
 */
export function statOf(stat: string): { group: number; cpuMs: number } {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [group, utime, stime] = [Number(fields[2]), Number(fields[11]), Number(fields[12])];
  return { group, cpuMs: ((utime + stime) * 1000) / TICKS_PER_SECOND };
}
