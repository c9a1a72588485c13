// The production client-address rule (decision 015) on the X-Forwarded-For shapes Google's front end hands a
// Cloud Function: called at its own URL, through Firebase Hosting, and with every claim a client can add.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  addressRanges,
  behindHosting,
  clientBehindFrontEnd,
  HOSTING_EDGE_RANGES,
  socketAddress,
} from './client-address.ts';

const isEdge = addressRanges(HOSTING_EDGE_RANGES);
const EDGE = '151.101.65.195';
const CLIENT = '49.36.101.7';

const requestWith = (headers: Record<string, string | string[]>, socket = '169.254.1.1') =>
  ({ headers, socket: { remoteAddress: socket } }) as unknown as IncomingMessage;

describe('the client behind Google’s front end (production)', () => {
  it.each([
    ['called at the function’s own URL', CLIENT],
    ['through Hosting', `${CLIENT}, ${EDGE}`],
    ['through Hosting, over IPv6', `2405:201:abcd::7, 2a04:4e42::1ad`],
    ['with the client’s own X-Forwarded-For, at the function’s URL', `203.0.113.9, ${CLIENT}`],
    ['with the client’s own X-Forwarded-For, through Hosting', `203.0.113.9, 198.51.100.1, ${CLIENT}, ${EDGE}`],
    ['claiming to be an edge itself, at the function’s URL', `203.0.113.9, ${EDGE}, ${CLIENT}`],
    ['claiming to be an edge itself, through Hosting', `203.0.113.9, 151.101.1.1, ${CLIENT}, ${EDGE}`],
  ])('is the address the platform appended: %s', (_how, forwardedFor) => {
    const expected = forwardedFor.startsWith('2405') ? '2405:201:abcd::7' : CLIENT;
    expect(clientBehindFrontEnd(forwardedFor, isEdge)).toBe(expected);
  });

  it('reads no other header a client can set', () => {
    const client = behindHosting(isEdge);
    const spoofed = {
      'x-real-ip': '203.0.113.1',
      forwarded: 'for=203.0.113.2',
      'fastly-client-ip': '203.0.113.3',
      'true-client-ip': '203.0.113.4',
      'x-appengine-user-ip': '203.0.113.5',
      'x-fah-client-ip': '203.0.113.6',
    };
    expect(client(requestWith({ ...spoofed, 'x-forwarded-for': `${CLIENT}, ${EDGE}` }))).toBe(CLIENT);
    // Without the front end's header (nothing appended one) it is the socket's peer, not any of the others.
    expect(client(requestWith(spoofed))).toBe('169.254.1.1');
  });

  it('keeps an edge that is the only entry (it is then who connected), and ignores empty entries', () => {
    expect(clientBehindFrontEnd(EDGE, isEdge)).toBe(EDGE);
    expect(clientBehindFrontEnd(` , ${CLIENT},, ${EDGE} `, isEdge)).toBe(CLIENT);
    expect(clientBehindFrontEnd('', isEdge)).toBeNull();
    expect(clientBehindFrontEnd(undefined, isEdge)).toBeNull();
  });

  it('knows Hosting’s edges by their ranges and nothing else as one', () => {
    for (const address of ['151.101.0.1', '199.232.45.9', '2a04:4e42:400::1']) expect(isEdge(address)).toBe(true);
    for (const address of ['49.36.101.7', '34.96.0.1', '::1', 'not-an-address', ''])
      expect(isEdge(address)).toBe(false);
  });
});

describe('the client of the local host', () => {
  it('is the socket’s peer, whatever the headers say', () => {
    expect(socketAddress(requestWith({ 'x-forwarded-for': '203.0.113.9' }, '127.0.0.1'))).toBe('127.0.0.1');
  });
});
