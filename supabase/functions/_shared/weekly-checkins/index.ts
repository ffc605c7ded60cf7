// Weekly check-ins and milestones (issue 34): see README.md in this folder.
export { invitationTime, reminderTime, nextAnniversary, hebrewAnniversaryDay } from './timing.ts';
export type { CheckinDay, AnniversaryCalendar, Anniversary } from './timing.ts';
export { planCheckins, planSends, type CheckinWork, type PlannedSend } from './plan.ts';
export { composeAnniversaryNote, occasionOf, hebrewDateOf, genderOf, PARTNER_MARK, type AnniversaryNote, type Occasion } from './anniversary-note.ts';
