// What the Hindi journeys expect an amount to read: written out here as hi-IN writes rupees, not taken from the app's
// formats, so a journey fails if the app's Hindi amounts drift.

/** Rupees as hi-IN writes them: the rupee sign, Indian grouping, two decimals. */
export const hindiRupees = (rupees: number) =>
  new Intl.NumberFormat('hi-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(rupees);
