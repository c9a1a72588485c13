import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { HOST, TEST_PORT_RANGE, freePorts } from './ports.ts';

describe('freePorts', () => {
  it('chooses distinct ports below the range the system hands out for connections, passing over a taken one', async () => {
    const first = (await freePorts(1, () => 0.5))[0]!;
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen({ port: first, host: HOST }, resolve));
    try {
      const ports = await freePorts(7, () => 0.5);
      expect(new Set(ports).size).toBe(7);
      expect(ports).not.toContain(first);
      for (const port of ports) {
        expect(port).toBeGreaterThanOrEqual(TEST_PORT_RANGE.from);
        expect(port).toBeLessThan(Math.min(TEST_PORT_RANGE.to, 32_768));
      }
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
