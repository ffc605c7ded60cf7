// Groups failing tests by what went wrong, so a run of several hundred tests reads as a short list
// of gaps. The key is the assertion that failed plus the first line where the server's answer
// differed from what the suite expected (the "+ Received" side of jest's diff), with ids,
// numbers and timestamps blanked so the same gap in many tests falls into one group.

export interface FailedTest {
  file: string;
  name: string;
  message: string;
}

export interface CauseGroup {
  cause: string;
  tests: FailedTest[];
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

function blank(line: string): string {
  return line
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})?/g, '<time>')
    .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '<jwt>')
    .replace(/\d+/g, 'N')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The group key for one failure message. */
export function causeOf(message: string): string {
  const lines = message.replace(ANSI, '').split('\n').map((l) => l.trimEnd());
  const first = (lines.find((l) => l.trim() !== '') ?? '(no message)').replace(/^\s*Error: (?=expect\()/, '');
  // A thrown error (not an assertion): its first line says it all.
  if (!/^\s*expect\(/.test(first)) return blank(first).slice(0, 160);
  const added = lines.filter((l) => /^\s*\+ /.test(l) && !/^\s*\+ Received/.test(l));
  // In a snapshot diff of a response, the server's message or code says the most.
  const received =
    added.find((l) => /"message":/.test(l)) ??
    added.find((l) => /"code":/.test(l)) ??
    added[0] ??
    lines.find((l) => /^\s*Received:/.test(l)) ??
    lines.find((l) => /^\s*Received /.test(l));
  const matcher = blank(first).replace(/\(.*\)\./, '(…).');
  return received ? `${matcher} — ${blank(received).slice(0, 140)}` : matcher;
}

export function groupFailures(failed: FailedTest[]): CauseGroup[] {
  const groups = new Map<string, FailedTest[]>();
  for (const test of failed) {
    const cause = causeOf(test.message);
    const list = groups.get(cause) ?? [];
    list.push(test);
    groups.set(cause, list);
  }
  return [...groups.entries()]
    .map(([cause, tests]) => ({ cause, tests }))
    .sort((a, b) => b.tests.length - a.tests.length || a.cause.localeCompare(b.cause));
}
