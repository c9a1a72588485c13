// The store's texts (the grid, a product's card, a listing's page): in the store's chunk, as decision 060 lays out.
import store from '../../i18n/en/store.json';
import { catalogue } from '../../i18n/i18n.ts';

export const useStoreTexts = catalogue(store);
