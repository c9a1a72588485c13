// A chart's own words (its table and CSV buttons, its span, its drawing's summary) and the seller's earnings chart
// (decision 071): the English part travels with the members' screens; its Hindi is fetched only when Hindi is shown.
// In English each is word for word shared's insightsTexts (the test holds them together), which the admin's Insights
// and the CSV still read.
import en from '../../i18n/en/insights.json';
import { catalogue } from '../../i18n/i18n.ts';

export const useInsightsTexts = catalogue(en, () => import('../../i18n/hi/insights.json'));
