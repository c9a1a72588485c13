// One way to fake a port in component tests. Only tests import this file.

/** A fake port: fresh stand-ins on every call (so no test sees another's calls), the test's overrides on top. */
export const fakePort =
  <Port>(standIns: () => Port) =>
  (overrides: Partial<Port> = {}): Port => ({ ...standIns(), ...overrides });
