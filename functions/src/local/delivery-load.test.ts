import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliveryLoad } from './delivery-load.ts';

describe('deliveryLoad', () => {
  afterEach(() => vi.useRealTimers());

  it("adds up each trigger's runs, running and waiting time and failures, and starts afresh at each take", () => {
    let now = 0;
    const load = deliveryLoad(() => ({ waiting: 0 }), { now: () => now });
    now = 30;
    load.ran('keepListing', 0, 10, false);
    now = 50;
    load.ran('keepListing', 5, 45, true);
    load.ran('keepStoreSearch', 0, 48, false);
    expect(load.take()).toEqual({
      keepListing: { runs: 2, failed: 1, runMs: 25, waitMs: 50 },
      keepStoreSearch: { runs: 1, failed: 0, runMs: 2, waitMs: 48 },
    });
    expect(load.take()).toEqual({});
    load.stop();
  });

  it('logs a line per interval while anything was delivered, and none while idle', () => {
    vi.useFakeTimers();
    const lines = vi.spyOn(console, 'log').mockImplementation(() => {});
    const load = deliveryLoad(() => ({ waiting: 3 }), { everyMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(lines).not.toHaveBeenCalled();
    load.ran('keepListing', 0, 0, false);
    vi.advanceTimersByTime(1000);
    expect(lines).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(lines.mock.calls[0]![0]))).toMatchObject({
      message: 'firestore delivery load',
      triggers: { keepListing: { runs: 1, failed: 0 } },
      waiting: { waiting: 3 },
    });
    vi.advanceTimersByTime(1000);
    expect(lines).toHaveBeenCalledTimes(1);
    load.stop();
  });
});
