// The AI guide's answer time with the embedded composer (no model): p50/p95 over 200 questions
// (ordinary, halachic and crisis, English and Hebrew), plus the corpus size. Goal: p95 < 50 ms.
// Prints figures; asserts nothing.
//
//   cd backend && npx tsx bench/ai-guide.ts
import { performance } from 'node:perf_hooks';
import { corpusStats } from '../../supabase/functions/_shared/corpus/index.ts';
import { answerQuestion } from '../../supabase/functions/_shared/guide/index.ts';

const SUBJECTS = ['my husband', 'my wife', 'my partner', 'my fiancé', 'my mother-in-law', 'my father', 'my teenage son', 'my sister'];
const SITUATIONS = [
  'interrupts me whenever I talk about my day',
  'and I fight about money every month',
  'never helps with the dishes or the laundry',
  'gets angry and starts yelling when tired',
  'criticises how I raise the kids',
  'and I feel distant, like roommates',
  'forgot our anniversary and I feel taken for granted',
  'and I disagree about how religious our home should be',
  'works late every night and we have no time together',
  'and I need to apologise after a fight',
  'is grieving since the funeral and will not talk',
  'and I argue about which family to visit for the holidays',
];
const EXTRA = [
  'Is it permitted to use the phone on Shabbat to call a sick parent?',
  'My rabbi said to tell me: can we go to the mikvah a day late?',
  'Are we allowed to use birth control after our third child?',
  'My husband refuses to give me a get — what can I do?',
  'He hit me again last night and I am scared',
  'I want to end my life',
  'He checks my phone and took my passport',
  'איך אפשר לדבר עם בעלי על כסף בלי לריב?',
  'אני כל הזמן כועסת ולא יודעת איך להירגע',
  'This commute is killing me and we never see each other',
];

function questions(count: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < count; i += 1) {
    if (i % 10 === 9) out.push(EXTRA[(i / 10) % EXTRA.length | 0]!);
    else out.push(`How do I handle it when ${SUBJECTS[i % SUBJECTS.length]} ${SITUATIONS[(i * 7) % SITUATIONS.length]}? (${i})`);
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function runAiGuideBench(count = 200): Promise<string> {
  const all = questions(count);
  // Warm up (JIT, MiniSearch index already built at import) on other questions.
  for (const q of questions(20)) await answerQuestion({ message: `${q} warm-up` });
  const times: number[] = [];
  for (const message of all) {
    const start = performance.now();
    await answerQuestion({ message, profile: { first_name: 'Noa', location: 'Israel', life_stage: 'young_family', num_children: 2 } });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const stats = corpusStats();
  const fmt = (ms: number): string => `${ms.toFixed(2)} ms`;
  return [
    `AI guide, embedded composer, ${times.length} questions`,
    `  p50 ${fmt(percentile(times, 50))}   p95 ${fmt(percentile(times, 95))}   p99 ${fmt(percentile(times, 99))}   max ${fmt(times[times.length - 1]!)}   (goal p95 < 50 ms)`,
    `  corpus: ${stats.entries} entries, ${stats.kilobytes} KB (${Object.entries(stats.byCollection).map(([k, v]) => `${k} ${v}`).join(', ')})`,
  ].join('\n');
}

if (require.main === module) {
  runAiGuideBench()
    .then((report) => console.log(report))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
