/**
 * Trains the crisis model (server/src/modules/safety/crisis/model.ts) on the labelled sets in
 * server/test/safety/sets/crisis/, and writes model-weights.ts. Deterministic: the same sets give
 * the same weights. Before writing, it measures how the screen does on text it has not seen, one
 * set at a time: the model is trained on the other sets (without any text of the set it is tested
 * on) and the whole screen (phrase lists, then the model) is run on the left-out set. Those are the
 * figures to trust for unseen text; the threshold is the one with the best recall while false
 * refusals of OCD look-alikes stay low (THRESHOLD below).
 *
 *   node --import tsx bench/safety/train-crisis-model.ts            # measure, then write the weights
 *   node --import tsx bench/safety/train-crisis-model.ts --dry-run  # measure only
 *
 * Caveat printed with the figures: the phrase lists were written while reading some of these sets,
 * so their share of a left-out set is optimistic; the model's is not.
 */
import { writeFileSync } from 'node:fs';
import { trainLogistic, weightsModule } from './logistic';
import { fileURLToPath } from 'node:url';
import { crisisFeatures, modelCanRead } from '../../server/src/modules/safety/crisis/model';
import { scoreWith } from '../../server/src/modules/safety/screening/features';
import { screenForCrisis } from '../../server/src/modules/safety/crisis/screen';
import { loadCrisisTrainingData, trainingCounts, type TrainingPhrase } from '../../server/test/safety/crisis-training-data';

interface Example extends TrainingPhrase {
  features: Map<string, number>;
}

const EPOCHS = Number(process.env.EPOCHS ?? 30);
const LEARNING_RATE = 0.5;
const L2 = Number(process.env.L2 ?? 1e-4);
/** Weights smaller than this change no verdict and are left out of the file. */
const PRUNE_BELOW = Number(process.env.PRUNE ?? 0.05);
const MIN_PHRASES = Number(process.env.MINDF ?? 2);
const THRESHOLDS = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9];
/**
 * Where the model's score makes a crisis. 0.65 was chosen on the two sets the phrase lists had not
 * been written against: about 95% recall there with 1% false refusals (docs/decisions/017). With set
 * 9 (intake list entries) in the training data, 0.65 lost one crisis text each on sets 6 and 7 left
 * out; 0.6 keeps every set's recall at or above what it was, at 1.1% false refusals over all sets
 * (docs/decisions/027). Crisis wins over convenience.
 */
const THRESHOLD = Number(process.env.THRESHOLD ?? 0.6);

const weightsFile = fileURLToPath(new URL('../../server/src/modules/safety/crisis/model-weights.ts', import.meta.url));
const dryRun = process.argv.includes('--dry-run');
const showMisses = process.argv.includes('--misses');
const misses: string[] = [];

const { sets, phrases } = loadCrisisTrainingData();
const all: Example[] = phrases.map((phrase) => ({ ...phrase, features: crisisFeatures(phrase.text) }));
const examples = all.filter((example) => !example.ordinary);
const ordinary = all.filter((example) => example.ordinary);

function train(data: Example[]) {
  return trainLogistic(
    data.filter((example) => example.label !== 'ambiguous').map((example) => ({ features: example.features, label: example.label === 'crisis' ? 1 : 0 })),
    { epochs: EPOCHS, learningRate: LEARNING_RATE, l2: L2, minExamples: MIN_PHRASES, pruneBelow: PRUNE_BELOW },
  );
}

interface Tally {
  crisis: number;
  caught: number;
  lookAlikes: number;
  refused: number;
  ambiguous: number;
  asked: number;
}
const empty = (): Tally => ({ crisis: 0, caught: 0, lookAlikes: 0, refused: 0, ambiguous: 0, asked: 0 });
const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;

console.log(`${examples.length} labelled phrases in ${sets.length} sets, and ${ordinary.length} texts of ordinary OCD writing`);
const bySet = new Map<string, Map<number, Tally>>();
const rulesOnly = new Map<string, Tally>();
for (const set of sets) {
  const model = train([...examples.filter((example) => example.set !== set), ...ordinary]);
  const tallies = new Map(THRESHOLDS.map((threshold) => [threshold, empty()]));
  const rules = empty();
  for (const example of examples.filter((candidate) => candidate.set === set)) {
    const score = () => scoreWith(model, example.features);
    for (const threshold of THRESHOLDS) {
      const { verdict } = screenForCrisis(example.text, {
        score: (text) => (text === example.text ? score() : scoreWith(model, crisisFeatures(text))),
        threshold,
        canRead: (text) => modelCanRead(text, model.weights),
      });
      count(tallies.get(threshold)!, example.label, verdict);
      if (showMisses && threshold === THRESHOLD && (example.label === 'crisis') !== (verdict === 'crisis') && example.label !== 'ambiguous') {
        misses.push(`${set} ${example.label} → ${verdict} (${score().toFixed(2)}): ${example.text}`);
      }
    }
    count(rules, example.label, screenForCrisis(example.text, { score: () => 0, threshold: 1, canRead: () => false }).verdict);
  }
  bySet.set(set, tallies);
  rulesOnly.set(set, rules);
}

function count(tally: Tally, label: TrainingPhrase['label'], verdict: string) {
  if (label === 'crisis') {
    tally.crisis += 1;
    if (verdict === 'crisis') tally.caught += 1;
  } else if (label === 'not_crisis') {
    tally.lookAlikes += 1;
    if (verdict === 'crisis') tally.refused += 1;
  } else {
    tally.ambiguous += 1;
    if (verdict === 'ambiguous') tally.asked += 1;
  }
}

console.log('\nEach set left out in turn (model trained on the others):');
const totals = new Map(THRESHOLDS.map((threshold) => [threshold, empty()]));
const rulesTotal = empty();
for (const set of sets) {
  const rules = rulesOnly.get(set)!;
  for (const key of Object.keys(rulesTotal) as Array<keyof Tally>) rulesTotal[key] += rules[key];
  const line = THRESHOLDS.map((threshold) => {
    const tally = bySet.get(set)!.get(threshold)!;
    const total = totals.get(threshold)!;
    for (const key of Object.keys(total) as Array<keyof Tally>) total[key] += tally[key];
    return `${threshold}: ${pct(tally.caught, tally.crisis)}/${pct(tally.refused, tally.lookAlikes)}`;
  });
  console.log(`  ${set.padEnd(16)} lists alone ${pct(rules.caught, rules.crisis)}/${pct(rules.refused, rules.lookAlikes)} | with the model (threshold: recall/false refusals) ${line.join('  ')}`);
}
console.log(`  ${'all'.padEnd(16)} lists alone ${pct(rulesTotal.caught, rulesTotal.crisis)}/${pct(rulesTotal.refused, rulesTotal.lookAlikes)}`);
for (const threshold of THRESHOLDS) {
  const total = totals.get(threshold)!;
  console.log(`  threshold ${threshold}: recall ${pct(total.caught, total.crisis)}, false refusals ${pct(total.refused, total.lookAlikes)}, intrusive thoughts asked about ${pct(total.asked, total.ambiguous)}`);
}
const chosen = THRESHOLD;
console.log(`Threshold written: ${chosen} (THRESHOLD=… to change it).`);
console.log('The lists were written while reading these sets, so "lists alone" is optimistic; the model column is measured on text it never saw.');
if (showMisses) console.log(`\nMisses at ${THRESHOLD} on the left-out sets:\n${misses.join('\n')}`);

if (!dryRun) {
  const { bias, weights } = train([...examples, ...ordinary]);
  const model = { bias, threshold: chosen, trainedOn: trainingCounts(phrases), weights };
  writeFileSync(weightsFile, weightsModule('CRISIS_MODEL_WEIGHTS', 'bench/safety/train-crisis-model.ts from server/test/safety/sets/', model));
  const strongest = Object.entries(weights)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 25)
    .map(([key, weight]) => `${key} ${weight}`);
  console.log(`\nWrote ${Object.keys(weights).length} weights to ${weightsFile}. Strongest towards crisis:\n  ${strongest.join('\n  ')}`);
}
