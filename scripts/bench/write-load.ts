// A path under load beside its bare server (write-io.ts) in the api's thread: each client's requests made in turn for
// the person whose turn it is, each side warmed untimed, then the two timed in turns (decisions 093, 095, 098 and 099).
// Shared by api-load.ts's post and message and offers-load.ts's offers.
import type autocannon from 'autocannon';
import type { ApiThread } from './api-thread.ts';
import type { BenchFirestore } from './bench-stack.ts';
import type { Figure } from './figures.ts';
import {
  bearer,
  cannon,
  cpuFigures,
  figures,
  interleaved,
  ok,
  roundFigures,
  warmSeconds,
  type Client,
  type Person,
  type Turn,
} from './load-runs.ts';

/** One request again and again, each made for the person whose turn it is on its client (`who`), signed in as them. */
export function inTurn(
  method: 'GET' | 'POST',
  who: (context: Client) => Person,
  make: (person: Person) => { path: string; body?: object },
  answered?: number[],
): autocannon.Request[] {
  return [
    {
      method,
      setupRequest: (request, context) => {
        const person = who(context as Client);
        const { path, body } = make(person);
        (context as Timed).t0 = performance.now();
        return {
          ...request,
          path,
          headers: bearer(person),
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        };
      },
      // Each connection has one request in flight, so its latency is from its setup to its answer.
      onResponse: (status, _body, context) => {
        if (answered && ok(status)) answered.push(performance.now() - (context as Timed).t0!);
      },
    },
  ];
}

interface Timed extends Client {
  t0?: number;
}

export const BARE_WRITE = 'the same I/O, bare Node server';

/** A client's requests, timed into `answered` when it is given. */
export type Requests = (answered?: number[]) => autocannon.Request[];

/**
 * A path under load (a write, or an offers list) beside the same Firestore I/O behind the bare server in the api's
 * thread (write-io.ts), as the fund flow is timed (decisions 093, 095 and 098): each side warmed untimed first, then
 * both in turns.
 */
export async function writeLoad(
  api: ApiThread,
  firestore: BenchFirestore,
  seconds: number,
  { name, each }: { name: string; each: string },
  ours: Requests,
  bare: Requests,
): Promise<Figure[]> {
  const warm = warmSeconds(seconds);
  await cannon({ url: api.url, duration: warm, requests: ours() });
  await cannon({ url: api.bareWriteUrl, duration: warm, requests: bare() });
  const timed =
    (url: string, requests: Requests): Turn =>
    (into, turnSeconds) =>
      cannon({ url, duration: turnSeconds, requests: requests(into) }, into);
  const {
    ours: run,
    baseline,
    rounds,
  } = await interleaved(api, firestore.group, seconds, timed(api.url, ours), timed(api.bareWriteUrl, bare));
  return [
    ...figures(name, run.run, baseline.run, 'req/s', BARE_WRITE),
    ...roundFigures(name, rounds),
    ...cpuFigures(name, run, baseline, { baselineName: BARE_WRITE, each }),
  ];
}
