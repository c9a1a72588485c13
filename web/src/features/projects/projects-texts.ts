// The projects board's and the post form's texts (decision 071): the English part travels with the members' screens;
// its Hindi is fetched only when a member reads Hindi. SPEC's texts stay word for word in English (the test holds the
// English part to shared's texts); the shared check's errors are shown by the key that says them.
import { texts } from '@marketplace/shared/texts';
import en from '../../i18n/en/projects.json';
import { catalogue, sayKnown, type Translate } from '../../i18n/i18n.ts';

export const useProjectsTexts = catalogue(en, () => import('../../i18n/hi/projects.json'));
export type ProjectsId = Parameters<ReturnType<typeof useProjectsTexts>>[0];

/** SPEC 5's messages the post form may show, by their key here. */
export const postProjectErrorKeys: Readonly<Record<string, ProjectsId>> = {
  [texts.projects.requiredFields]: 'projects.post.error.requiredFields',
  [texts.projects.budgetMinimum]: 'projects.post.error.budgetMinimum',
  [texts.projects.budgetMaximum]: 'projects.post.error.budgetMaximum',
  [texts.projects.budgetPaise]: 'projects.post.error.budgetPaise',
  [texts.projects.deadlineInvalid]: 'projects.post.error.deadlineInvalid',
  [texts.projects.deadlinePast]: 'projects.post.error.deadlinePast',
  [texts.projects.createFailed]: 'projects.post.error.createFailed',
};

/**
 * An error the form shows, in the shown language: one of SPEC's by its key; any other (a milestone's check, the
 * server's own words) as it came.
 */
export const postProjectError = (t: Translate<ProjectsId>, english: string): string =>
  sayKnown(t, postProjectErrorKeys, english);
