// A machine's real effects are provided once, at the composition root, with machine.provide(...) (STYLE). Its
// setup declares each with this stand-in, which fails naming the effect if a host forgot to provide it.
import { fromPromise } from 'xstate';

/** An effect to be provided at the composition root; until it is, it fails and says which. */
export const notProvided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is not provided`);
  });
