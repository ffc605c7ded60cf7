/** The date the current Terms of Service and Privacy Policy took effect. Change it with their text. */
export const legalPagesLastUpdated = new Date(2026, 10, 29);
