// The project lifecycle endpoints' refusals as people read them. Apart from the contract
// (projects-api.ts, which adds the admin's), so the screens and the action machine show them without loading the
// contract's schemas: zod stays out of a visitor's first load (decision 022).
import { NOTE_MAX_LENGTH } from './project-actions.ts';

export const lifecycleTexts = {
  notFound: 'Project not found.',
  notYours: 'Only the student who posted this project or its assigned seller can do this.',
  notNow: 'This cannot be done to the project as it stands now. Refresh to see its latest state.',
  noteRequired: 'Please say what should change or what went wrong.',
  noteTooLong: `Keep the note to ${NOTE_MAX_LENGTH} characters.`,
  linkInvalid: 'Please enter a valid link starting with https://.',
  tooManyFiles: 'Attach at most 5 files.',
  fileNotAllowed: 'Delivery files must be PDF, ZIP, PNG, JPEG or WebP, at most 5 MB each.',
  fileGone: 'This file is no longer available.',
  fileUnavailable: 'The file could not be opened. Please try again.',
  disputeNotOpen: 'This project has no open dispute.',
  settlementInvalid:
    'A split refunds at least ₹1.00 and less than the whole budget, leaving the seller at least ₹1.00 of the rest, in whole paise.',
} as const;
