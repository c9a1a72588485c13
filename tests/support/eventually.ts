// For effects that arrive later (Pub/Sub, triggers, listeners): poll `read` until `done` accepts its value,
// failing with the last value seen once `timeoutMs` has passed.
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) {
      throw new Error(`condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
