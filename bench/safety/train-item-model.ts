/**
 * Trains the item model (server/src/modules/safety/items/model.ts) on the labelled item sets in
 * server/test/safety/sets/items*.json and the offline library, and writes items/model-weights.ts.
 * Deterministic. Before writing, it measures the whole item check (phrase lists, then the model) on
 * each set left out in turn, with the model trained on the others: dangerous steps caught,
 * legitimate ones lost, and the library's own items lost (never acceptable).
 *
 *   node --import tsx bench/safety/train-item-model.ts            # measure, then write the weights
 *   node --import tsx bench/safety/train-item-model.ts --dry-run  # measure only
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contentCategory } from '../../server/src/modules/safety/items/content';
import { itemFeatures, itemModelVerdict } from '../../server/src/modules/safety/items/model';
import { itemTrainingCounts, loadItemTrainingData, type TrainingItem } from '../../server/test/safety/item-training-data';
import { trainLogistic, weightsModule } from './logistic';

const THRESHOLDS = [0.5, 0.6, 0.7, 0.8, 0.9];
/**
 * Where the model's score removes a step the lists let through. 0.8 keeps the hand-written
 * legitimate near-misses of the unit tests and loses at most one legitimate step per set, while
 * every set left out has 99-100% of its dangerous steps caught (docs/decisions/017).
 */
const THRESHOLD = Number(process.env.THRESHOLD ?? 0.8);
/**
 * The score of a step with no word the model knows: low (about 5%), so the model needs words of
 * danger to speak at all. Learned freely, the bias followed the sets' share of dangerous items and
 * read "Secret exposure title" as dangerous.
 */
const PRIOR = -3;
/** A legitimate step lost costs more than a dangerous one caught by the lists anyway. */
const LEGITIMATE_WEIGHT = 2;

const weightsFile = fileURLToPath(new URL('../../server/src/modules/safety/items/model-weights.ts', import.meta.url));
const dryRun = process.argv.includes('--dry-run');
const showMisses = process.argv.includes('--misses');

const { sets, items } = loadItemTrainingData();
const examples = items.map((item) => ({ ...item, features: itemFeatures(item.text) }));
const library = examples.filter((item) => item.library);

function train(data: typeof examples) {
  return trainLogistic(
    data.map((item) => ({ features: item.features, label: item.label === 'dangerous' ? 1 : 0, weight: item.label === 'legitimate' ? LEGITIMATE_WEIGHT : 1 })),
    { fixedBias: PRIOR },
  );
}

const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
console.log(`${examples.length - library.length} labelled items in ${sets.length} sets, and ${library.length} library items`);
const misses: string[] = [];
for (const set of sets) {
  // The unit-test cases stay in training: they are not a set of their own to measure.
  const model = train(examples.filter((item) => item.set !== set));
  const test = examples.filter((item) => item.set === set);
  const byLists = (item: TrainingItem) => contentCategory([item.text]) !== null;
  const line = THRESHOLDS.map((threshold) => {
    const removed = (item: TrainingItem) => byLists(item) || itemModelVerdict(item.text, { ...model, threshold });
    const dangerous = test.filter((item) => item.label === 'dangerous');
    const legitimate = test.filter((item) => item.label === 'legitimate');
    const libraryLost = library.filter((item) => itemModelVerdict(item.text, { ...model, threshold })).length;
    if (showMisses && threshold === THRESHOLD) {
      for (const item of dangerous.filter((candidate) => !removed(candidate))) misses.push(`${set} dangerous kept: ${item.text}`);
      for (const item of legitimate.filter(removed)) misses.push(`${set} legitimate removed: ${item.text}`);
    }
    return `${threshold}: ${pct(dangerous.filter(removed).length, dangerous.length)}/${legitimate.filter(removed).length} of ${legitimate.length}/lib ${libraryLost}`;
  });
  const listsAlone = test.filter((item) => item.label === 'dangerous' && byLists(item)).length;
  console.log(`  ${set.padEnd(20)} lists alone ${pct(listsAlone, test.filter((item) => item.label === 'dangerous').length)} | with the model (threshold: dangerous caught/legitimate lost/library lost) ${line.join('  ')}`);
}
console.log('The lists were written while reading these sets, so "lists alone" is optimistic; the model is measured on sets it never saw.');
if (showMisses) console.log(`\nAt ${THRESHOLD}:\n${misses.join('\n')}`);

if (!dryRun) {
  const { bias, weights } = train(examples);
  writeFileSync(
    weightsFile,
    weightsModule('ITEM_MODEL_WEIGHTS', 'bench/safety/train-item-model.ts from server/test/safety/sets/', { bias, threshold: THRESHOLD, trainedOn: itemTrainingCounts(items), weights }),
  );
  console.log(`Wrote ${Object.keys(weights).length} weights to ${weightsFile} (threshold ${THRESHOLD}).`);
}
