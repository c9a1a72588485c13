// The app-wide actors and services, provided once by the app shell and read by features.
import { createContext, useContext } from 'react';
import { createActorContext } from '@xstate/react';
import { sessionMachine } from '@marketplace/shared/session/session.machine';
import type { Page } from '@marketplace/shared/navigation/pages';
import type { FirebaseServices } from './firebase.ts';

export const SessionContext = createActorContext(sessionMachine);

export const FirebaseContext = createContext<FirebaseServices | null>(null);

export function useFirebase(): FirebaseServices {
  const services = useContext(FirebaseContext);
  if (!services) throw new Error('useFirebase is used outside the app shell.');
  return services;
}

export const NavigateContext = createContext<(page: Page) => void>(() => {});

export function useNavigate(): (page: Page) => void {
  return useContext(NavigateContext);
}
