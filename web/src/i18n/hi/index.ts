// The whole Hindi catalogue, one chunk fetched when someone chooses Hindi (decision 060). Every part of the
// English catalogue has its Hindi part here (catalogues.test.ts checks it).
import type { Messages } from '@lingui/core';
import shell from './shell.json';

export const messages = { ...shell } as unknown as Messages;
