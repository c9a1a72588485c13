// Every /api endpoint declared with the contract (decision 022), by feature. An endpoint not yet here is still
// mounted by hand in functions/src/app.ts (issue 19 moves them all).
import { storeSearchContract } from '../store/store-search-api.ts';

export const apiContract = {
  store: { search: storeSearchContract },
};

export type ApiContract = typeof apiContract;
