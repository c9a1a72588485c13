// What a screen holds of a machine loaded with it (lazy-logic.ts makes one at the composition root), and how it reads
// it: under a Suspense boundary, suspending until the machine has arrived. Apart from the making, so a screen's path
// carries no loading code (decision 091).
import { use } from 'react';

/** A machine (with its effects) loaded when first asked for. */
export interface LazyLogic<T> {
  load(): Promise<T>;
}

/** The machine, suspending the screen until it has arrived. */
export function useLogic<T>(logic: LazyLogic<T>): T {
  return use(logic.load());
}
