// Writing an AI message to a partner: see README.md in this folder.
export { composePartnerMessage, type NoteGender, type NoteLanguage, type PartnerMessageInput } from './compose.ts';
export { BOUNDARY_TOPICS, boundaryTopicsOf, boundaryWords, containsBoundaryKeyword, type BoundaryOptions } from './boundaries.ts';
export { communicatorNow, FIXED_NOW_ENV } from './clock.ts';
export { TRIGGER_TYPES, isTriggerType, type TriggerType } from './triggers.ts';
