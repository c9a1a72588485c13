// The set-up of the API suites that call the api app over HTTP: the backend, the app on a free port, and the
// suite's people, signed in once for the file.
import express from 'express';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Role } from '@marketplace/shared/session/profile';
import { createApp } from '../../../functions/src/app.ts';
import { localMediaRoutes } from '../../../functions/src/local/media-routes.ts';
import { listen, useBackend, type Backend } from './emulators.ts';
import { restoreProfiles, signedInPerson, type Person } from './payments.ts';

export interface Served {
  url: string;
  close(): Promise<void>;
}

export interface ApiSuite<Api extends Served, Roles extends readonly Role[]> {
  backend: Backend;
  api: Api;
  /** One signed-in person per role asked for, in that order. */
  people: { -readonly [K in keyof Roles]: Person };
}

/** The api app behind the local host's media routes, as `npm start` serves them (functions local/host.ts). */
export function serveAsLocalHost(backend: Backend): Promise<Served> {
  return listen(express().use(localMediaRoutes(backend.localMedia!)).use(createApp(backend)));
}

/**
 * Registers a suite's hooks: the backend (an empty Firestore before each test), the api `serve` starts on it,
 * and a verified person per role in `people` (an admin with the admin claim as well), whose profiles are written
 * again after each clear since the API reads the caller's role from them. `use` receives all of it once started.
 */
export function useApiSuite<Api extends Served, const Roles extends readonly Role[] = []>(
  options: { serve: (backend: Backend) => Promise<Api>; people?: Roles },
  use: (suite: ApiSuite<Api, Roles>) => void,
): void {
  let backend: Backend;
  useBackend((started) => (backend = started));
  let api: Api | undefined;
  let people: Person[] = [];
  const roles: readonly Role[] = options.people ?? [];
  beforeAll(async () => {
    api = await options.serve(backend);
    people = await Promise.all(
      roles.map((role) => signedInPerson(backend, role, role === 'admin' ? { claims: { admin: true } } : {})),
    );
    use({ backend, api, people: people as ApiSuite<Api, Roles>['people'] });
  });
  // Registered after useBackend's, so it runs before the backend closes (vitest runs after-hooks in reverse).
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(async () => {
    const byRole: Partial<Record<Role, Person[]>> = {};
    people.forEach((person, index) => (byRole[roles[index]!] ??= []).push(person));
    await restoreProfiles(backend, byRole);
  });
}

export interface DeletionSuite {
  backend: Backend;
  server: Served;
  admin: Person;
  student: Person;
  seller: Person;
}

/**
 * The suites that delete people (the admin's deletion, the privacy centre's): the api as the local host serves it
 * (the media routes, for signed links, before the api app), an admin for the file, and a fresh student and seller
 * for each test, since a deleted account is gone from Auth for good. `use` receives them before each test.
 */
export function useDeletionSuite(use: (suite: DeletionSuite) => void): void {
  let started: ApiSuite<Served, readonly ['admin']>;
  useApiSuite({ serve: serveAsLocalHost, people: ['admin'] as const }, (suite) => (started = suite));
  beforeEach(async () => {
    const { backend, api: server, people } = started;
    const [student, seller] = await Promise.all([
      signedInPerson(backend, 'student'),
      signedInPerson(backend, 'seller'),
    ]);
    use({ backend, server, admin: people[0], student, seller });
  });
}
