// A closed set's words are the catalogue's alone (decision 090): shared keeps the set's values, so a value added there
// without its words in every language is caught by its screen's test. The catalogues as imported here are compiled
// (web/vite-catalogues.ts): a message is its text or its parts, so an empty one is '' or none. Only tests import this.
export const lackingWords = (ids: readonly string[], ...catalogues: readonly Record<string, unknown>[]): string[] =>
  ids.filter((id) =>
    catalogues.some((catalogue) => {
      const message = catalogue[id];
      return typeof message === 'string' ? message.trim() === '' : !Array.isArray(message) || message.length === 0;
    }),
  );
