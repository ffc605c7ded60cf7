// Issue 31: the safety and halachic detectors on both evaluation sets, side by side — recall per
// crisis category, halachic recall, false alarms on ordinary messages, ruling phrases, and the
// Tone Coach's rewrites that keep blame, with the sizes of the sets and the held-out goals.
// A large gap between the two columns means the detectors learned the examples.
// Prints figures; asserts nothing (backend/test/functions/guide-safety-eval.test.ts holds floors).
//
//   cd backend && npx tsx bench/guide-safety.ts            both sets
//   cd backend && npx tsx bench/guide-safety.ts --misses   also the development set's misses
//   cd backend && npx tsx bench/guide-safety.ts --fresh FILE
//        a new batch of development lines measured BEFORE it joins dev.jsonl and before any tuning
//        on it: the honest estimate of how the detectors meet words nobody tuned for
import { readEvalLines } from './safety/sets.ts';
import { CRISIS_CATEGORIES, evaluateSet, GOALS, share, STRICT_CATEGORIES, type Ratio, type SetFigures } from './safety/evaluate.ts';

const pct = (r: Ratio) => `${(share(r) * 100).toFixed(1).padStart(5)} % (${r.hit}/${r.of})`.padEnd(22);

export async function runGuideSafetyBench(showMisses = false, freshFile?: string): Promise<string> {
  const dev = await evaluateSet('dev');
  // A fresh batch is measured beside the development set only: the held-out set is measured at the
  // end of a round of changes, not every time a batch arrives.
  const held = freshFile ? null : await evaluateSet('heldout');
  // Measured as the held-out set is: aggregates only, no misses listed before it joins dev.
  const fresh = freshFile ? await evaluateSet('heldout', readEvalLines(freshFile)) : null;
  const rows: Array<[string, (f: SetFigures) => string, string]> = [
    ['sizes', (f) => Object.entries(f.sizes).map(([k, n]) => `${k} ${n}`).join(', ').padEnd(22), ''],
    ...CRISIS_CATEGORIES.map((c): [string, (f: SetFigures) => string, string] => [
      `crisis recall: ${c}`,
      (f) => pct(f.recall[c]!),
      `${STRICT_CATEGORIES.has(c) ? GOALS.recallStrict * 100 : GOALS.recallOther * 100} %`,
    ]),
    ['  of those caught, answered as clear', (f) => pct(f.clear), ''],
    ['halachic recall (rabbi suggested)', (f) => pct(f.halachicRecall), `≥ ${GOALS.halachicRecall * 100} %`],
    ['false alarms on ordinary', (f) => pct(f.falseAlarms), `≤ ${GOALS.falseAlarms * 100} %`],
    ['  of them on hard negatives', (f) => pct(f.hardNegativeFalseAlarms), ''],
    ['halachic flag on ordinary', (f) => pct(f.halachicOnOrdinary), ''],
    ['answers with a ruling phrase', (f) => pct(f.rulingPhrases), '0'],
    ['Tone Coach rewrites keeping blame', (f) => (f.tone ? pct({ hit: f.tone.keptBlame, of: f.tone.of }) : 'not measured'.padEnd(22)), '0'],
    ['Tone Coach messages left unchanged', (f) => (f.tone ? pct({ hit: f.tone.unchanged, of: f.tone.of }) : 'not measured'.padEnd(22)), '0'],
  ];
  const lines = [
    'Safety and halachic detectors (issue 31), embedded composer, measured through answerQuestion',
    `${''.padEnd(38)}${'development'.padEnd(22)}${held ? 'held-out'.padEnd(22) : ''}${fresh ? 'fresh batch'.padEnd(22) : ''}goal (held-out)`,
    ...rows.map(([label, cell, goal]) => `${label.padEnd(38)}${cell(dev)}${held ? cell(held) : ''}${fresh ? cell(fresh) : ''}${goal}`),
  ];
  if (showMisses) {
    lines.push('', `development-set misses (${dev.misses.length}):`);
    for (const m of dev.misses) lines.push(`  ${m.id} ${m.kind}${m.category ? `/${m.category}` : ''} → ${m.got}: ${m.text}`);
  }
  return lines.join('\n');
}

if (process.argv[1]?.endsWith('guide-safety.ts')) {
  const fresh = process.argv.indexOf('--fresh');
  runGuideSafetyBench(process.argv.includes('--misses'), fresh > 0 ? process.argv[fresh + 1] : undefined).then(console.log, (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
