/**
 * Speed of the offline exposure engine: runs it over every written vignette, round-robin, a
 * bounded number of times, and prints median and p99 time per call next to a trivial baseline
 * measured in the same run (JSON.stringify of the same input). The ratio is what to compare
 * across machines and commits; absolute milliseconds depend on the machine.
 *
 *   node --import tsx bench/generator.ts
 */
import { performance } from 'node:perf_hooks';
import { createOfflineEngine } from '../server/src/modules/generator/offline';
import type { GenerationInput } from '../server/src/modules/generator/types';
import { VIGNETTES } from '../server/test/generator/vignettes';

const RUNS = 2_000;
const WARM_UP_RUNS = 200;
/** The baseline takes about a microsecond: timing 100 calls per sample keeps it above the timer's resolution. */
const BASELINE_BATCH = 100;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** Time per call in ms, one sample per run, each sample averaging `batch` calls on the same input. */
async function timeEach(runs: number, call: (input: GenerationInput) => unknown, batch = 1): Promise<number[]> {
  const timings: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const { input } = VIGNETTES[run % VIGNETTES.length]!;
    const started = performance.now();
    for (let repeat = 0; repeat < batch; repeat += 1) await call(input);
    timings.push((performance.now() - started) / batch);
  }
  return timings.sort((a, b) => a - b);
}

const engine = createOfflineEngine();
const generate = (input: GenerationInput) => engine.generate(input);
const baseline = (input: GenerationInput) => JSON.stringify(input);

await timeEach(WARM_UP_RUNS, generate);
await timeEach(WARM_UP_RUNS, baseline, BASELINE_BATCH);
const engineTimes = await timeEach(RUNS, generate);
const baselineTimes = await timeEach(RUNS, baseline, BASELINE_BATCH);

const format = (ms: number) => `${ms.toFixed(4)} ms`;
const engineMedian = percentile(engineTimes, 0.5);
const baselineMedian = percentile(baselineTimes, 0.5);
console.log(`offline generator: ${RUNS} calls over ${VIGNETTES.length} vignettes`);
console.log(`  engine    median ${format(engineMedian)}  p99 ${format(percentile(engineTimes, 0.99))}`);
console.log(`  baseline  median ${format(baselineMedian)}  p99 ${format(percentile(baselineTimes, 0.99))}  (JSON.stringify of the input)`);
console.log(`  ratio     median ${(engineMedian / baselineMedian).toFixed(0)}x the baseline`);
