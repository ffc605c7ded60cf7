// Edge functions called on a timer as the service role: what pg_cron + pg_net do on a hosted
// project, for jobs whose work needs code the database does not have (kosher-zmanim's sunset and
// Hebrew calendar for the weekly check-ins, issue 34). The same function runs on both hosts; a
// failure is logged and tried again next tick; ticks never overlap.
import type { Logger } from 'pino';
import { startPeriodic } from '../process/periodic';

export interface FunctionJob {
  /** The function's folder name under supabase/functions, e.g. 'weekly-checkins'. */
  name: string;
  /** The JSON body it is posted, e.g. { plan: 'due' }. */
  body: Record<string, unknown>;
}

export interface ScheduledFunctionsOptions {
  everySeconds: number;
  jobs: FunctionJob[];
  /** The server's own address and service-role key (known once it listens). */
  baseUrl: () => string;
  serviceRoleKey: string;
}

export interface ScheduledFunctions {
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export function startScheduledFunctions(log: Logger, options: ScheduledFunctionsOptions): ScheduledFunctions {
  async function call(job: FunctionJob): Promise<void> {
    try {
      const response = await fetch(`${options.baseUrl()}/functions/v1/${job.name}`, {
        method: 'POST',
        headers: {
          apikey: options.serviceRoleKey,
          Authorization: `Bearer ${options.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(job.body),
      });
      const text = await response.text();
      // 404: a project without this function.
      if (!response.ok && response.status !== 404) {
        log.warn({ job: job.name, status: response.status, body: text.slice(0, 300) }, 'scheduled function failed; retried on the next tick');
      }
    } catch (error) {
      log.warn({ err: error, job: job.name }, 'scheduled function failed; retried on the next tick');
    }
  }
  const periodic = startPeriodic(
    options.jobs.length > 0 ? options.everySeconds * 1000 : 0,
    async () => {
      for (const job of options.jobs) await call(job);
    },
    () => undefined,
  );
  return { runOnce: periodic.runOnce, stop: periodic.stop };
}
