// What reviews say to people: the refusals and the rating's text. Apart from the contract
// (reviews-api.ts) so the screens show them without loading its schemas (decision 022).

/** The longest review text, in characters (after trimming). */
export const REVIEW_TEXT_MAX_LENGTH = 1000;

export const reviewTexts = {
  notFound: 'Project not found.',
  notParty: 'Only the student and the seller of this project can review it.',
  notClosed: 'You can review this project once its payment is released or settled.',
  windowClosed: 'Reviews for this project closed 14 days after its payment was released.',
  alreadyReviewed: 'You have already reviewed this project.',
  starsInvalid: 'Choose 1 to 5 whole stars.',
  reviewNotFound: 'Review not found.',
  alreadyHidden: 'This review is already hidden.',
  notHidden: 'This review is not hidden.',
  hideReasonRequired: 'Say which of the terms the review breaks.',
  textTooLong: `Keep the review to ${REVIEW_TEXT_MAX_LENGTH.toLocaleString('en-IN')} characters.`,
} as const;
