// The bare Node servers' request handling (fund-io.ts, write-io.ts): the least an API's HTTP answer of a step costs,
// without the api's routing, checks and schemas: the JSON body read, the bearer token taken, the step's I/O made and
// its answer written as JSON.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';

/**
 * The caller's token checked (with the emulator's revocation read) and, unless `profile` is false (an endpoint declared
 * to run while suspended, for which the api reads none), their profile read, as the api's guard does.
 */
export async function checkedCaller(auth: Auth, db: Firestore, token: string, { profile = true } = {}) {
  const { uid, email = '' } = await auth.verifyIdToken(token, true);
  if (profile) await db.doc(paths.user(uid)).get();
  return { uid, email };
}

/** A step of a bare server: the request's path, the bearer token and the JSON body, to the answer's JSON value. */
export type BareStep = (path: string | undefined, token: string, body: Record<string, string>) => Promise<unknown>;

/** A server of `step`: a step that fails answers 500, which the load counts as a failure. */
export function bareJsonServer(step: BareStep): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, string>;
      void step(request.url, token, body).then(
        (answer) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    });
  };
}
