import type { YbocsScore } from '@ladder/contracts';

/**
 * The contract between the exposure generator and the rest of the server. Every engine (offline,
 * OpenAI-compatible, Anthropic) turns a person's own words into candidate exposures; the
 * orchestrator (generate.ts) checks the input for crisis language, falls back to the offline engine
 * on any engine failure, and runs the safety filter on whatever comes out.
 */
export interface GenerationInput {
  /** The person's own words, as they typed them (trimmed, de-duplicated). */
  obsessions: string[];
  compulsions: string[];
  triggers: string[];
  /** Latest Y-BOCS, when taken. */
  ybocs: YbocsScore | null;
  /**
   * The themes the person confirmed in the generating step (docs/clinical.md §8:
   * the person confirms their themes before a ladder is built). Absent or null: the engine uses
   * the themes it detects. An empty list: "none of these", a ladder around their own words.
   */
  confirmedThemes?: readonly string[] | null;
  /**
   * The person answered the crisis screen's question "a fear" for an intrusive thought about
   * harming themselves: only then may a ladder for that theme be built (docs/clinical.md §7).
   */
  selfHarmFear?: boolean;
  /**
   * The lists described an eating-disorder picture and the person went on past its signpost. The
   * texts that said so are set aside before an engine sees them, so this is how an engine knows:
   * no step about eating, fullness or food is built (docs/clinical.md §21).
   */
  eatingDisorder?: boolean;
}

export type ExposureKind = 'in_vivo' | 'imaginal' | 'interoceptive';

export interface CandidateExposure {
  /** Short and concrete, e.g. "Touch the kitchen bin lid, then eat a sandwich". At most 200 characters. */
  title: string;
  /**
   * What to do, where, for how long, and the response prevention ("Do not wash or use hand gel
   * for 20 minutes afterwards."). At most 2000 characters. Shown to the person as it is.
   */
  description: string;
  /** Expected fear on the 1-10 scale. */
  fear_level: number;
  kind: ExposureKind;
  /** The response prevention on its own (also contained in the description). */
  response_prevention: string;
  /** Theme id from the library, e.g. "contamination". */
  theme: string;
  /** One line on why the item sits at its level ("Harder: the knife is in your hand"). */
  why?: string;
}

export interface ExposureEngine {
  readonly name: string;
  /** Resolves with candidates or rejects; never returns partial garbage. */
  generate(input: GenerationInput, signal?: AbortSignal): Promise<CandidateExposure[]>;
}
