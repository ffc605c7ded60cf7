// The communicator's "now". Tests of the Shabbat hold need a fixed instant, and the backend runs
// functions in the test's own process, so a test sets PARTNER_COMMUNICATOR_FIXED_NOW (an ISO
// instant) in the environment. It is honoured only when NODE_ENV is 'test' (jest sets it), so a
// stray value in production — or on Supabase Edge, which has no NODE_ENV — never moves the clock.
import type { FunctionContext } from '../function-context.ts';

export const FIXED_NOW_ENV = 'PARTNER_COMMUNICATOR_FIXED_NOW';

export function communicatorNow(ctx: FunctionContext): Date {
  if (ctx.env.get('NODE_ENV') === 'test') {
    const fixed = ctx.env.get(FIXED_NOW_ENV);
    if (fixed) {
      const at = new Date(fixed);
      if (!Number.isNaN(at.getTime())) return at;
    }
  }
  return new Date();
}
