// ai-guidance-secure: see ../_shared/guide/guidance-handler.ts for the contract and the consent rule.
import { guidanceHandler } from '../_shared/guide/guidance-handler.ts';

export default guidanceHandler('secure');
