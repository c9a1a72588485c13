// The app-wide actors, provided once by the app shell and read by features.
import { createContext, useContext } from 'react';
import { createActorContext } from '@xstate/react';
import { sessionMachine } from '@marketplace/shared/session/session.machine';
import type { Page } from '@marketplace/shared/navigation/pages';
import { inspect } from './inspect.ts';

export const SessionContext = createActorContext(sessionMachine, { inspect });

export const NavigateContext = createContext<(page: Page) => void>(() => {});

export function useNavigate(): (page: Page) => void {
  return useContext(NavigateContext);
}
