// Where a visit is recorded (SPEC 7), on its own without the contract's builder: the visitor's first load sends
// it as a beacon (web/src/lib/record-visit.ts), and the contract declares the endpoint with it (visits-api.ts).
export const visitRoute = { method: 'POST', path: '/visits' } as const;
