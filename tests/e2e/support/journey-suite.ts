// A journey file's set-up in one call: its browser and admin connection (useBrowserSuite's), and the steps every
// journey takes bound to them, to the journeys' password and to the journey's name for its screenshots.
import type { Browser, Page } from 'playwright-core';
import { openSession, shoot, useBrowserSuite, type Session } from './browser.ts';
import { password } from './journey.ts';
import { seedVerifiedPerson, signIn, signInAsAdmin, type Person } from './projects.ts';
import { uniqueEmail, type Admin } from './stack.ts';

type Viewport = { width: number; height: number };
type Credentials = { email: string; password: string };

export interface Journey {
  /** The file's browser and admin connection; only inside a test (they start in the suite's beforeAll). */
  readonly browser: Browser;
  readonly admin: Admin;
  /** A verified student or seller with the journeys' password, at a fresh address made from `label`. */
  seedPerson(role: Person['role'], label: string): Promise<Person & { uid: string }>;
  /** A verified admin with the journeys' password, at a fresh address made from `label`. */
  seedAdmin(label: string): Promise<Credentials>;
  signIn(person: Person, viewport?: Viewport): Promise<Session>;
  signInAsAdmin(credentials: Credentials, viewport?: Viewport): Promise<Session>;
  openSession(path: string, viewport?: Viewport): Promise<Session>;
  /** A screenshot named after the journey and `step`. */
  shoot(page: Page, step: string, options?: { fullPage?: boolean }): Promise<void>;
}

export function useJourney(name: string): Journey {
  let started: { browser: Browser; admin: Admin } | undefined;
  useBrowserSuite((suite) => (started = suite));
  const ready = () => {
    if (!started) throw new Error(`the ${name} journey's browser is used before its suite started`);
    return started;
  };
  return {
    get browser() {
      return ready().browser;
    },
    get admin() {
      return ready().admin;
    },
    seedPerson: (role, label) => seedVerifiedPerson(ready().admin, role, label, password),
    async seedAdmin(label) {
      const credentials = { email: uniqueEmail(label), password };
      await ready().admin.seedPerson({ ...credentials, role: 'admin', verified: true });
      return credentials;
    },
    signIn: (person, viewport) => signIn(ready().browser, person, viewport),
    signInAsAdmin: (credentials, viewport) => signInAsAdmin(ready().browser, credentials, viewport),
    openSession: (path, viewport) => openSession(ready().browser, path, viewport),
    shoot: (page, step, options) => shoot(page, name, step, options),
  };
}
