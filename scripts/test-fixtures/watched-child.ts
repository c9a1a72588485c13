// A script that starts one long-running process with startProcess and then waits, for
// scripts/processes.test.ts to kill.
import { startProcess } from '../processes.ts';

const child = startProcess('sleeper', 'sleep', ['300'], { output: 'inherit' });
console.log(`child ${child.child.pid}`);
await new Promise(() => setInterval(() => {}, 60_000));
