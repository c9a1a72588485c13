// The one support address, shared by the Support page and the legal pages.
export const supportEmail = 'support@projectboard.example';
