/** The date the current Terms of Service and Privacy Policy took effect. Change it with their text. */
export const legalPagesLastUpdated = '21 November 2026';
