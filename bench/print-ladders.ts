/**
 * Prints the offline engine's ladder for chosen vignettes, for a clinician-minded reading
 * (decision 026). Not a check: the rubric (generator-rubric.ts) scores; this only shows.
 *
 *   node --import tsx bench/print-ladders.ts [id-prefix …]
 */
import { createOfflineEngine } from '../server/src/modules/generator/offline';
import { GENERATOR_VIGNETTES } from './generator-vignettes';

const prefixes = process.argv.slice(2);
const engine = createOfflineEngine();
for (const vignette of GENERATOR_VIGNETTES) {
  if (prefixes.length && !prefixes.some((prefix) => vignette.id.startsWith(prefix))) continue;
  const items = await engine.generate({
    obsessions: [...vignette.obsessions],
    compulsions: [...vignette.compulsions],
    triggers: [...vignette.triggers],
    ybocs: vignette.ybocs,
    confirmedThemes: vignette.person?.confirmedThemes ?? null,
    selfHarmFear: vignette.person?.crisisAnswer === 'fear',
  });
  console.log(`\n── ${vignette.id}: ${vignette.summary}`);
  for (const item of items) {
    console.log(`  [${String(item.fear_level).padStart(2)}] ${item.title}  (${item.theme}, ${item.kind})`);
    console.log(`       ${item.description}`);
  }
}
