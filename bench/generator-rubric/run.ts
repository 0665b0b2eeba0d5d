import type { FastifyBaseLogger } from 'fastify';
import { normaliseItems } from '@ladder/contracts';
import { selectableThemes } from '../../server/src/modules/exposures/drafts/themes';
import { CrisisInputError, createGenerator } from '../../server/src/modules/generator/generate';
import { createOfflineEngine, detectThemes } from '../../server/src/modules/generator/offline';
import { looksLikeHoarding } from '../../server/src/modules/generator/offline/hoarding';
import { soundsUnder18 } from '../../server/src/modules/safety/young-person';
import type { CandidateExposure, GenerationInput } from '../../server/src/modules/generator/types';
import type { StoredAnswers } from '../../server/src/modules/safety/answers';
import { gateGeneration } from '../../server/src/modules/safety/generation-gate';
import { screenGenerationInput, type InputScreen } from '../../server/src/modules/safety/input-screen';
import { filterUnsafe } from '../../server/src/modules/safety/items/filter';
import { aboutOwnHarm } from '../../server/src/modules/safety/self-harm-fear';
import type { GeneratorVignette } from '../generator-vignettes';
import type { RubricRun } from './checks';

/**
 * One vignette through the same steps as POST /erp-exposures/exposures/generate, in process and
 * without a database: the intake's trimming and de-duplication (normaliseItems), the safety gate
 * (screenGenerationInput, gateGeneration: crisis, the question, the eating-disorder signpost, the
 * set-aside notes), the person's answers and confirmed themes (checked as confirmThemes checks
 * them), then the orchestrator the route uses (createGenerator: crisis check, offline engine,
 * safety filter, de-duplication), and the hoarding and under-18 signposts as GET /users/me/safety-notes shows them.
 * The exposures modules' own database steps (the draft, the daily limit) change nothing here.
 */
export interface VignetteRun extends RubricRun {
  /** What the gate or the theme check answered instead of a ladder, when it did. */
  detail?: string;
  /** The themes detected in the person's words (the checklist they are offered). */
  detected: string[];
  /** Items the offline engine proposed that the orchestrator's filter then dropped (the library and the filter disagree). */
  libraryFilterDrops: string[];
  /** The person's texts the crisis screen read as a crisis, when the vignette expects none. */
  crisisRead?: string[];
  /** The ladder behind a crisis answer the vignette does not expect (scored apart). */
  behindFalseCrisis?: VignetteRun;
}

/** The orchestrator logs; the rubric keeps the offline engine's error (a library item the filter drops) for its report. */
function recordingLogger(): FastifyBaseLogger & { errors: unknown[] } {
  const errors: unknown[] = [];
  const ignore = () => undefined;
  const logger = {
    errors,
    level: 'error',
    error: (...args: unknown[]) => void errors.push(args),
    warn: ignore,
    info: ignore,
    debug: ignore,
    trace: ignore,
    fatal: ignore,
    silent: ignore,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger & { errors: unknown[] };
}

const generator = createGenerator({ engine: 'offline', timeoutMs: 10_000 }, { logger: recordingLogger() });
const offline = createOfflineEngine();

export function intakeLists(vignette: GeneratorVignette): GenerationInput {
  return {
    obsessions: normaliseItems([...vignette.obsessions]),
    compulsions: normaliseItems([...vignette.compulsions]),
    triggers: normaliseItems([...vignette.triggers]),
    ybocs: vignette.ybocs,
  };
}

/**
 * What the route answers, and, when the crisis screen stopped a vignette that expects no crisis
 * (a false alarm on ordinary words), the ladder the generator would have built from the rest of
 * the lists (the crisis-read texts left out, as the screen leaves them out): the route's answer
 * is scored; the ladder behind the false alarm is scored apart, so the generator is still measured.
 */
export async function runVignette(vignette: GeneratorVignette): Promise<VignetteRun> {
  const lists = intakeLists(vignette);
  const screen = screenGenerationInput(lists);
  const route = await throughGate(vignette, screen);
  const expected = vignette.expect.outcome ?? 'ladder';
  const crisisExpected = typeof expected === 'string' ? expected === 'crisis' : expected.includes('crisis');
  if (route.outcome !== 'crisis' || crisisExpected || screen.crisis.length === 0) return route;
  return { ...route, crisisRead: screen.crisis, behindFalseCrisis: await throughGate(vignette, { ...screen, crisis: [] }) };
}

async function throughGate(vignette: GeneratorVignette, screen: InputScreen): Promise<VignetteRun> {
  const setAside = screen.notes.map((note) => note.text);
  const base = { items: [] as CandidateExposure[], setAside, engineInput: null, selfHarmFear: false, confirmed: null, detected: [], libraryFilterDrops: [] };
  const hoardingSignpost = looksLikeHoarding(screen.input);
  const youngPersonSignpost = soundsUnder18(screen.input);

  // The person's stored answers: the crisis question per item (the subject is the item itself here), and the signpost.
  const answer = vignette.person?.crisisAnswer;
  const answers: StoredAnswers = {
    crisisQuestion: new Map(answer ? screen.ambiguous.map((text) => [text, answer] as const) : []),
    continuedAfterEatingDisorderSignpost: vignette.person?.continueAfterSignpost === true,
  };
  const gate = gateGeneration(screen, answers, (text) => text);
  if (!gate.proceed) return { ...base, outcome: gate.code, detail: gate.detail, hoardingSignpost, youngPersonSignpost };
  const input: GenerationInput = { ...gate.input, selfHarmFear: screen.ambiguous.some((text) => aboutOwnHarm(text, intakeLists(vignette).obsessions)), eatingDisorder: screen.eatingDisorder };
  const detected = detectThemes(input).map((match) => match.theme);
  if (input.obsessions.length === 0) {
    return { ...base, outcome: 'for_a_professional', detail: 'every obsession was set aside', engineInput: input, hoardingSignpost, youngPersonSignpost, detected };
  }

  let confirmed: string[] | null = null;
  const chosen = vignette.person?.confirmedThemes;
  if (chosen) {
    const selectable = new Set<string>(selectableThemes(input));
    const unknown = chosen.filter((theme) => !selectable.has(theme));
    if (unknown.length > 0) {
      const detail = `"${unknown.join('", "')}" is not a theme the person can choose (the route answers 422)`;
      return { ...base, outcome: 'theme_refused', detail, engineInput: input, selfHarmFear: input.selfHarmFear === true, hoardingSignpost, youngPersonSignpost, detected };
    }
    confirmed = [...new Set(chosen)];
  }

  const engineInput: GenerationInput = { ...input, confirmedThemes: confirmed };
  let items: CandidateExposure[];
  try {
    items = await generator.generate(engineInput);
  } catch (error) {
    if (error instanceof CrisisInputError) return { ...base, outcome: 'crisis', detail: error.detail, engineInput, hoardingSignpost, youngPersonSignpost, detected };
    throw error;
  }
  const libraryFilterDrops = filterUnsafe(await offline.generate(engineInput)).rejected.map(({ candidate, reason }) => `"${candidate.title}": ${reason}`);
  return {
    outcome: 'ladder',
    items,
    setAside,
    engineInput,
    hoardingSignpost,
    youngPersonSignpost,
    selfHarmFear: input.selfHarmFear === true,
    confirmed,
    detected,
    libraryFilterDrops,
  };
}
