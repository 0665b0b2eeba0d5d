import type { ExposureKind } from '../../types';
import type { LibraryTheme } from '../theme-ids';
import type { TriggerKind } from '../trigger-kind';

/**
 * One exposure in the library. Texts may hold slots filled from the person's own words:
 * {object} (one of their triggers that fits `object.accepts`, else `object.fallback`),
 * {trigger|fallback} (any trigger of theirs, always after a colon or in quotation marks),
 * {compulsion|fallback} (one of their compulsions as an "-ing" phrase), {ownWords} and {ownMaybe}
 * (a sentence quoting their obsession as the start of a script or of a "maybe" statement, or nothing), and keyword slots {person|…}, {partner|…}, {appliance|…},
 * {lockable|…}, {illness|…} (see keywords.ts). Every item is concrete (what, where, how long)
 * and states its response prevention (docs/clinical.md §5).
 */
export interface ExposureTemplate {
  /** Stable and unique, e.g. "contamination.bin-lid-sandwich". */
  id: string;
  kind: ExposureKind;
  /** Expected fear on the 1-10 scale for someone whose fears are in this theme. */
  fear: number;
  title: string;
  /** What to do, where and for how long. */
  body: string;
  /** What the person does not do, during and after. */
  prevention: string;
  object?: { accepts: readonly string[]; fallback: string };
  /** Words in the person's text that make this item fit them especially well. */
  cues?: readonly string[];
  /**
   * Offered only when, for every list, one of its words is in the person's text: driving items
   * are noise for someone who never drives.
   */
  needs?: ReadonlyArray<readonly string[]>;
  /**
   * Offered only when one of the person's obsessions (not any list) names one of these words: a step about
   * "your condition" fits someone whose fear is the condition, not someone who looks after diabetes and fears
   * a heart attack (docs/clinical.md §9; issue 16, the fifth clinician-minded review).
   */
  needsInObsessions?: readonly string[];
  /** Never offered when one of the person's obsessions names one of these words (the fear is the condition itself). */
  avoidInObsessions?: readonly string[];
  /**
   * The object families the step is about, each a cue list of the library's (the home's locks and appliances,
   * driving): inside a theme, a person whose words name one of its families gets that family's steps and the
   * family-free ones before another family's, which only fill a band nothing else can (issue 16, a clinician-minded
   * review: a driver afraid of a hit-and-run got door and oven steps as filler). A template's `needs` lists that are
   * some template's family count as its families too.
   */
  family?: ReadonlyArray<readonly string[]>;
  /**
   * Every "they", "them", "their" and "themselves" in the template's own words stands for the one this keyword slot
   * names: said "she"/"her" or "he"/"him" when the slot names a wife, a son… (pronouns.ts). Only where none of those
   * words means anything else ("where your hands fall", "read them aloud").
   */
  pronounsFor?: 'person' | 'target';
  /** Never offered when one of these words is in the person's text. */
  avoidWith?: readonly string[];
  /** A trigger of the person's holding one of these words never fills this template's {trigger} slots. */
  triggerAvoid?: readonly string[];
  /** Only a trigger of these kinds (trigger-kind.ts) fills this template's {trigger} slots. */
  triggerKinds?: readonly TriggerKind[];
  /**
   * For a step about another person's act (`triggerKinds: ['happening']`, trigger-kind.ts): 'arranged' is asked of
   * them on purpose, so only an ordinary act at home by someone the person lives with fills it ("my flatmate moving my
   * stuff"), never a stranger's, an intimate, unsafe or bodily one; 'said' is listened to, so only someone saying or
   * talking about something fills it ("my colleague talking about her cancer"); 'comes' is stayed with when it comes
   * by itself, for an act that cannot be arranged, so one that can gets the arranged step instead ("someone coughing
   * near me"). Without it, any act is stayed with when it comes (docs/clinical.md §2, §10).
   */
  act?: 'arranged' | 'said' | 'comes';
  /** Only a trigger of the person's holding one of these words fills this template's {trigger} slots. */
  triggerNeeds?: readonly string[];
  /**
   * Left out for a person whose intrusive thoughts are about harming themselves (answered "a fear"
   * at the crisis screen): knives in hand or a platform edge are harm-OCD steps, not theirs.
   */
  notWithSelfHarmFear?: true;
  /** One line on why the item sits at its level, shown when the card is opened. */
  why?: string;
  /** Built from undoing the person's own ritual (own-ritual.ts), not from the library: no slots, no pairing. */
  ownRitual?: true;
}

export interface ThemeLibrary {
  theme: LibraryTheme;
  /** The kind of exposure this theme is usually practised with (imaginal for taboo thoughts). */
  preferredKind?: ExposureKind;
  templates: readonly ExposureTemplate[];
}
