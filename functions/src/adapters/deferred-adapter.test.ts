import { describe, expect, it, vi } from 'vitest';
import { deferredAdapter } from './deferred-adapter.ts';

interface Greeter {
  greet(name: string): string;
  count(): Promise<number>;
}

describe('deferredAdapter', () => {
  it('builds the adapter on the first call only, and forwards every call with its arguments and answer', async () => {
    const make = vi.fn((): Greeter => ({
      greet: (name) => `Hello, ${name}`,
      count: async () => make.mock.calls.length,
    }));
    const greeter = deferredAdapter(make, { greet: true, count: true });
    expect(make).not.toHaveBeenCalled();
    expect(greeter.greet('Asha')).toBe('Hello, Asha');
    expect(await greeter.count()).toBe(1);
    expect(greeter.greet('Ravi')).toBe('Hello, Ravi');
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('calls a method on its adapter, so one that uses `this` still works', () => {
    const adapter = {
      prefix: 'Hi',
      greet(name: string) {
        return `${this.prefix}, ${name}`;
      },
    };
    expect(deferredAdapter<Pick<Greeter, 'greet'>>(() => adapter, { greet: true }).greet('Meera')).toBe('Hi, Meera');
  });

  it('builds again after a build that threw, so a secret set later is read', () => {
    let secret = '';
    const make = (): Pick<Greeter, 'greet'> => {
      if (!secret) throw new Error('no secret');
      return { greet: (name) => `${secret} ${name}` };
    };
    const greeter = deferredAdapter(make, { greet: true });
    expect(() => greeter.greet('Asha')).toThrow('no secret');
    secret = 'Hello';
    expect(greeter.greet('Asha')).toBe('Hello Asha');
  });
});
