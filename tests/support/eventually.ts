// For effects that arrive later (Pub/Sub, triggers, listeners): poll `read` until `done` accepts its value,
// failing with the last value seen once `timeoutMs` has passed. The default leaves room for three lanes on 2 cores
// (a payout's next status took over 10 s there) and still fails, with that last value, inside the api and rules
// projects' 20 s test timeout rather than as a bare timeout.
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
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
