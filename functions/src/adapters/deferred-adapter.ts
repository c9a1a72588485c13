// For Cloud Functions, where secrets and params have values only while a function runs: a port whose adapter is
// built (with its keys) on the first call of any of its methods, and kept for the calls after.

/** Every method of the port, named once: the compiler asks for a new one here when the port grows. */
export type MethodNames<Port> = Record<keyof Port, true>;

export function deferredAdapter<Port extends object>(make: () => Port, methods: MethodNames<Port>): Port {
  let adapter: Port | undefined;
  const forward = (name: keyof Port) => [
    name,
    (...args: unknown[]) => {
      adapter ??= make();
      return (adapter[name] as (...args: unknown[]) => unknown).apply(adapter, args);
    },
  ];
  return Object.fromEntries((Object.keys(methods) as (keyof Port)[]).map(forward)) as Port;
}
