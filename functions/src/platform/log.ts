// Structured log lines: one JSON object per line, which Cloud Logging parses into fields.

type Level = 'INFO' | 'WARNING' | 'ERROR';

function write(severity: Level, message: string, context: Record<string, unknown>) {
  const line = JSON.stringify({ severity, message, ...context });
  if (severity === 'ERROR') console.error(line);
  else if (severity === 'WARNING') console.warn(line);
  else console.log(line);
}

export const log = {
  info: (message: string, context: Record<string, unknown> = {}) => write('INFO', message, context),
  warn: (message: string, context: Record<string, unknown> = {}) => write('WARNING', message, context),
  /** `error`: what was caught, if anything; a fault found without one (undefined) logs no `error` field. */
  error: (message: string, error: unknown, context: Record<string, unknown> = {}) =>
    write('ERROR', message, {
      ...context,
      ...(error === undefined
        ? {}
        : {
            error:
              error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
          }),
    }),
};
