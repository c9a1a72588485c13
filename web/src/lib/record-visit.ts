// SPEC 7: on app start a visit is recorded; the server counts it. A failure is only logged.
export function recordVisit(): void {
  fetch('/api/visits', { method: 'POST' })
    .then((response) => {
      if (!response.ok) console.warn(`Visit not recorded (HTTP ${response.status}).`);
    })
    .catch((error: unknown) => console.warn('Visit not recorded.', error));
}
