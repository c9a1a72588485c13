// The XState inspector hook-up (`npm run dev -- --inspect`): every actor the app creates is given `inspect`
// from here. Vite sets import.meta.env.XSTATE_INSPECT to 'on' only for the dev server started with the
// flag; in a production build it is '', so `inspect` is undefined, and main.tsx's import of the inspector
// (start-inspector.ts) is dead code that the build leaves out.
import type { InspectionEvent } from 'xstate';

type Receiver = (event: InspectionEvent) => void;

/**
 * Hands inspection events to a receiver once one is attached; events from before (the actors created
 * while the inspector's code was still loading) wait in order.
 */
export function inspectionRelay() {
  let receiver: Receiver | null = null;
  const waiting: InspectionEvent[] = [];
  return {
    inspect(event: InspectionEvent) {
      if (receiver) receiver(event);
      else waiting.push(event);
    },
    attach(next: Receiver) {
      receiver = next;
      for (const event of waiting.splice(0)) next(event);
    },
  };
}

export const inspectorEnabled = import.meta.env.XSTATE_INSPECT === 'on';

const relay = inspectorEnabled ? inspectionRelay() : null;

/** The `inspect` option for every actor: undefined unless the inspector is on. */
export const inspect: Receiver | undefined = relay ? (event) => relay.inspect(event) : undefined;

/** Attaches a receiver to every actor's events (the browser inspector, or a test's fake). */
export function attachInspector(receiver: Receiver): void {
  relay?.attach(receiver);
}
