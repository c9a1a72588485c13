// The open endpoints' limits count by the client's address as the platform saw it: locally the
// socket's peer, whatever a request's headers claim. Once a client has used up its limit, no header it can
// send (X-Forwarded-For, X-Real-IP, Forwarded, Fastly-Client-IP, ...) makes it someone else.
import { beforeEach, describe, expect, it } from 'vitest';
import { assistantErrors } from '@marketplace/shared/assistant/assistant-api';
import { QUESTIONS_PER_MINUTE } from '@marketplace/shared/assistant/conversation';
import { APPLICATIONS_PER_WINDOW, applicationErrors } from '../../functions/src/features/careers/submit-application.ts';
import { serveAsLocalHost, useApiSuite } from './support/api-suite.ts';
import { seedJob } from './support/careers.ts';
import type { Backend } from './support/emulators.ts';
import { postFrom } from './support/from-address.ts';

let backend: Backend;
let server: { url: string; close(): Promise<void> };

useApiSuite({ serve: serveAsLocalHost }, (suite) => ({ backend, api: server } = suite));
beforeEach(async () => {
  await seedJob(backend, 'job-1');
});

/** Each a different client, by every header a proxy or CDN uses to name one (and a few more). */
const spoofs: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.1' },
  { 'x-forwarded-for': '203.0.113.2, 198.51.100.2' },
  { 'x-forwarded-for': '203.0.113.3, 151.101.1.1' },
  { 'x-real-ip': '203.0.113.4' },
  { forwarded: 'for=203.0.113.5;proto=https' },
  { forwarded: 'for="[2001:db8::6]"' },
  { 'fastly-client-ip': '203.0.113.7' },
  { 'true-client-ip': '203.0.113.8' },
  { 'cf-connecting-ip': '203.0.113.9' },
  { 'x-client-ip': '203.0.113.10' },
  { 'x-appengine-user-ip': '203.0.113.11' },
  { 'x-fah-client-ip': '203.0.113.12' },
  { 'x-cluster-client-ip': '203.0.113.13' },
  {
    'x-forwarded-for': '203.0.113.14',
    'x-real-ip': '203.0.113.14',
    forwarded: 'for=203.0.113.14',
    'fastly-client-ip': '203.0.113.14',
  },
];

function application() {
  const form = new FormData();
  form.append('name', 'Asha Verma');
  form.append('email', 'asha@example.com');
  form.append('jobId', 'job-1');
  form.append('resume', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'resume.pdf');
  return form;
}
const question = { messages: [{ sender: 'user', text: 'How do I post a project?' }] };

/**
 * The limits count in fixed windows (a minute for Ask Me): a test that fills one and then expects refusals must not
 * straddle two. Under a loaded machine its requests take seconds, so near a minute's end it starts with the next.
 */
async function startOfAFreshMinute() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe.each([
  {
    route: 'applications',
    limit: APPLICATIONS_PER_WINDOW,
    body: application,
    accepted: 201,
    tooMany: applicationErrors.tooMany,
  },
  {
    route: 'assistant',
    limit: QUESTIONS_PER_MINUTE,
    body: () => question,
    accepted: 200,
    tooMany: assistantErrors.tooMany,
  },
])('POST /api/$route', ({ route, limit, body, accepted, tooMany }) => {
  const post = (from: string, headers: Record<string, string> = {}) =>
    postFrom(from, `${server.url}/api/${route}`, body(), headers);

  it(`still answers 429 once the limit is used up, whatever header claims another client`, async () => {
    await startOfAFreshMinute();
    for (let i = 0; i < limit; i++) expect((await post('127.0.0.2')).status).toBe(accepted);
    for (const headers of spoofs) {
      const refused = await post('127.0.0.2', headers);
      expect({ headers, status: refused.status, body: refused.body }).toEqual({
        headers,
        status: 429,
        body: { error: tooMany },
      });
    }
    // Another client (another address) is not held back.
    expect((await post('127.0.0.3')).status).toBe(accepted);
    // Room for the wait for a fresh minute.
  }, 60_000);
});
