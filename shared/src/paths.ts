// Every Firestore path, named once. SPEC 7 keeps all data under artifacts/{appId}.

export const APP_ID = 'default-project-board';

const root = `artifacts/${APP_ID}/public/data`;

export const paths = {
  users: `${root}/users`,
  user: (uid: string) => `${root}/users/${uid}`,
  projects: `${root}/projects`,
  analytics: `${root}/analytics`,
  visitorCount: `${root}/analytics/visitorCount`,
  jobs: `${root}/jobs`,
} as const;

/** Pub/Sub topics, named once for the publisher and the subscriber. */
export const topics = {
  visitRecorded: 'visit-recorded',
} as const;
