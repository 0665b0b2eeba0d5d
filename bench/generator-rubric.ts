/**
 * The generator rubric (issue 16): runs every vignette in bench/generator-vignettes/ through the
 * generate route's own steps (bench/generator-rubric/run.ts) and scores the automated checks in
 * bench/generator-rubric/checks.ts. docs/generator-rubric.md explains each check and its source.
 *
 *   node --import tsx bench/generator-rubric.ts                  table, overall figures, every failed check
 *   node --import tsx bench/generator-rubric.ts --print          also every ladder, as the person reads it
 *   node --import tsx bench/generator-rubric.ts --print=id1,id2  the ladders of these vignettes only
 *   node --import tsx bench/generator-rubric.ts --only=id1,id2   run these vignettes only
 *   node --import tsx bench/generator-rubric.ts --strict         exit 1 on any failure outside the pending themes
 */
import { GENERATOR_VIGNETTES, type GeneratorVignette } from './generator-vignettes';
import { CHECKS, expectsPendingTheme, NO_LADDER_PREFIX, runChecks, type CheckOutcome } from './generator-rubric/checks';
import { runVignette, type VignetteRun } from './generator-rubric/run';

interface Scored {
  vignette: GeneratorVignette;
  run: VignetteRun;
  outcomes: CheckOutcome[];
  pending: boolean;
  /** The ladder behind a crisis answer the vignette does not expect, scored apart. */
  behind?: { run: VignetteRun; outcomes: CheckOutcome[] };
}

function option(name: string): string | true | undefined {
  const arg = process.argv.slice(2).find((value) => value === `--${name}` || value.startsWith(`--${name}=`));
  if (!arg) return undefined;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : true;
}

const idList = (value: string | true | undefined) => (typeof value === 'string' ? new Set(value.split(',').map((id) => id.trim())) : null);

function counts(outcomes: readonly CheckOutcome[]) {
  const pass = outcomes.filter((outcome) => outcome.status === 'pass').length;
  const fail = outcomes.filter((outcome) => outcome.status === 'fail').length;
  return { pass, fail, total: pass + fail };
}

const percent = (pass: number, total: number) => (total === 0 ? '  n/a' : `${((100 * pass) / total).toFixed(1).padStart(5)}%`);
const pad = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));

function printLadder({ vignette, run, behind }: Scored) {
  console.log(`\n── ${vignette.id}: ${vignette.summary}`);
  if (behind) {
    console.log(`   crisis screen read as a crisis: ${(run.crisisRead ?? []).map((text) => `"${text}"`).join('; ')}`);
    console.log('   the ladder behind it (not shown to the person):');
    run = behind.run;
  }
  console.log(`   detected: ${run.detected.join(', ') || 'none'}; confirmed: ${run.confirmed ? run.confirmed.join(', ') || 'none of these' : '(not confirmed)'}`);
  if (run.setAside.length) console.log(`   set aside: ${run.setAside.map((text) => `"${text}"`).join('; ')}`);
  if (run.hoardingSignpost) console.log('   hoarding signpost shown');
  if (run.youngPersonSignpost) console.log('   under-18 signpost shown');
  if (run.outcome !== 'ladder') {
    console.log(`   ${run.outcome}: ${run.detail ?? ''}`);
    return;
  }
  for (const item of run.items) {
    console.log(`   [${String(item.fear_level).padStart(2)}] ${item.title}   (${item.theme}, ${item.kind})`);
    console.log(`        ${item.description}`);
    if (item.why) console.log(`        why: ${item.why}`);
  }
}

function printFailures(title: string, scored: readonly Scored[]) {
  const failing = scored.filter(({ outcomes }) => outcomes.some((outcome) => outcome.status === 'fail'));
  console.log(`\n${title}: ${failing.length === 0 ? 'none' : ''}`);
  for (const { vignette, outcomes } of failing) {
    console.log(`  ${vignette.id}`);
    const failed = outcomes.filter((candidate) => candidate.status === 'fail');
    const noLadder = failed.filter((outcome) => outcome.problems.length === 1 && outcome.problems[0]?.startsWith(NO_LADDER_PREFIX));
    if (noLadder.length) console.log(`    ✗ ${noLadder.length} ladder checks: ${noLadder[0]?.problems[0]}`);
    for (const outcome of failed.filter((candidate) => !noLadder.includes(candidate))) {
      const mark = outcome.adversarial ? ' [adversarial]' : '';
      console.log(`    ✗ ${outcome.check.id}${mark}: ${outcome.problems[0]}`);
      for (const problem of outcome.problems.slice(1)) console.log(`        ${problem}`);
    }
  }
}

async function main() {
  const only = idList(option('only'));
  const printOption = option('print');
  const toPrint = printOption === true ? null : idList(printOption);
  const vignettes = GENERATOR_VIGNETTES.filter((vignette) => !only || only.has(vignette.id));
  if (vignettes.length === 0) throw new Error('no vignette matches --only');

  const scored: Scored[] = [];
  for (const vignette of vignettes) {
    const run = await runVignette(vignette);
    const behind = run.behindFalseCrisis ? { run: run.behindFalseCrisis, outcomes: runChecks(vignette, run.behindFalseCrisis) } : undefined;
    scored.push({ vignette, run, outcomes: runChecks(vignette, run), pending: expectsPendingTheme(vignette), ...(behind ? { behind } : {}) });
  }

  if (printOption) for (const entry of scored) if (!toPrint || toPrint.has(entry.vignette.id)) printLadder(entry);

  console.log(`\nGenerator rubric: ${scored.length} vignettes, ${CHECKS.length} checks each (n/a where a check does not apply)\n`);
  console.log(`  ${pad('vignette', 38)} ${pad('answer', 16)} items  ${pad('themes in the ladder', 44)} passed   score`);
  for (const { vignette, run, outcomes, pending } of scored) {
    const { pass, total } = counts(outcomes);
    const themes = [...new Set(run.items.map((item) => item.theme))].join(', ') || '-';
    const mark = run.behindFalseCrisis ? '!' : pending ? '*' : ' ';
    console.log(`${mark} ${pad(vignette.id, 38)} ${pad(run.outcome, 16)} ${String(run.items.length).padStart(5)}  ${pad(themes, 44)} ${`${pass}/${total}`.padStart(6)}  ${percent(pass, total)}`);
  }
  console.log('  * expects a theme the library does not have yet (reported apart below)');
  console.log('  ! the crisis screen read ordinary words as a crisis: no ladder (the ladder behind it is scored apart below)');

  const all = counts(scored.flatMap(({ outcomes }) => outcomes));
  const current = scored.filter(({ pending }) => !pending);
  const now = counts(current.flatMap(({ outcomes }) => outcomes));
  const pendingScored = scored.filter(({ pending }) => pending);
  const later = counts(pendingScored.flatMap(({ outcomes }) => outcomes));
  const adversarialFailures = scored.flatMap(({ vignette, outcomes }) =>
    outcomes.filter((outcome) => outcome.status === 'fail' && outcome.adversarial).map((outcome) => `${vignette.id}/${outcome.check.id}`),
  );
  const perfect = scored.filter(({ outcomes }) => counts(outcomes).fail === 0).length;

  console.log('\nOverall');
  console.log(`  all vignettes                     ${percent(all.pass, all.total)}  (${all.pass}/${all.total} checks; ${perfect}/${scored.length} vignettes pass every check)`);
  console.log(`  themes the library has (${String(current.length).padStart(2)})      ${percent(now.pass, now.total)}  (${now.pass}/${now.total})`);
  console.log(`  themes still to come (${String(pendingScored.length).padStart(2)})        ${percent(later.pass, later.total)}  (${later.pass}/${later.total})`);
  console.log(`  adversarial failures              ${adversarialFailures.length}${adversarialFailures.length ? `  (${adversarialFailures.join(', ')})` : ''}`);

  console.log('\nBy check (failures / applicable)');
  for (const check of CHECKS) {
    const results = scored.map(({ outcomes }) => outcomes.find((outcome) => outcome.check === check)).filter((outcome) => outcome !== undefined);
    const { fail, total } = counts(results);
    console.log(`  ${pad(check.id, 24)} ${`${fail}/${total}`.padStart(6)}  ${check.title}`);
  }

  const drops = scored.filter(({ run }) => run.libraryFilterDrops.length > 0);
  if (drops.length) {
    console.log('\nLibrary items the orchestrator\'s filter dropped (the person never sees them; the library and the filter disagree):');
    for (const { vignette, run } of drops) for (const drop of run.libraryFilterDrops) console.log(`  ${vignette.id}: ${drop}`);
  }

  const falseCrisis = scored.filter((entry) => entry.behind);
  if (falseCrisis.length) {
    console.log(`\nCrisis screen false alarms (${falseCrisis.length} vignettes; the texts it read as a crisis, docs/clinical.md §17):`);
    for (const { vignette, run } of falseCrisis) console.log(`  ${pad(vignette.id, 38)} ${(run.crisisRead ?? []).map((text) => `"${text}"`).join('; ')}`);
    const behind = counts(falseCrisis.flatMap((entry) => entry.behind?.outcomes ?? []));
    console.log(`  the ladders behind them, scored as if shown: ${percent(behind.pass, behind.total)} (${behind.pass}/${behind.total})`);
    for (const entry of falseCrisis) {
      const { pass, total } = counts(entry.behind?.outcomes ?? []);
      console.log(`    ${pad(entry.vignette.id, 38)} ${pad([...new Set(entry.behind?.run.items.map((item) => item.theme))].join(', ') || '-', 44)} ${`${pass}/${total}`.padStart(6)}  ${percent(pass, total)}`);
    }
  }

  printFailures('Failed checks, themes the library has', current);
  printFailures('Failed checks, vignettes expecting a theme still to come', pendingScored);
  printFailures(
    'Failed checks of the ladders behind a false crisis alarm (not shown to the person)',
    falseCrisis.map((entry) => ({ ...entry, outcomes: entry.behind?.outcomes.filter((outcome) => outcome.check.id !== 'outcome') ?? [] })),
  );

  if (option('strict') && now.fail > 0) process.exitCode = 1;
}

await main();
