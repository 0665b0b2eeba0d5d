
/**
 * docs/clinical.md §32. Foa et al. 2005 (exposure and ritual prevention with a therapist):
 * 86% of completers responded, 62% of everyone who started (intent to treat).
 */
export const FOA_2005 = {
  cite: 'Foa et al., 2005',
  reference:
    'Foa, E. B., Liebowitz, M. R., Kozak, M. J., Davies, S., Campeas, R., Franklin, M. E., et al. (2005). Randomized, placebo-controlled trial of exposure and ritual prevention, clomipramine, and their combination in the treatment of obsessive-compulsive disorder. American Journal of Psychiatry, 162(1), 151–161.',
  url: 'https://doi.org/10.1176/appi.ajp.162.1.151',
} as const;

/** Where the full reference is listed. */
export const SOURCES_LINK = '/what-is-erp#sources';

/** The improvement figures, always with who they are about (completers, with a therapist) and the source. */
export function ErpOutcomes() {
  return (
    <p>
      Most people who complete ERP <strong>with a therapist</strong> improve: the figure often quoted is 70–80%. In
      one large study, 86% of the people who finished ERP with a therapist improved, and so did 62% of everyone who
      started it (<a href={SOURCES_LINK}>{FOA_2005.cite}</a>).
    </p>
  );
}

/** Self-help is not what those figures measured (docs/clinical.md §35). */
export function SelfHelpEvidence() {
  return (
    <p>
      Ladder is self-help: you practise on your own, without a therapist guiding you. ERP on your own has been studied
      less, and the evidence for it is weaker than for ERP with a therapist. Ladder does not replace therapy.
    </p>
  );
}

/** "2-3 months" is the usual length of a course, not a promise (docs/clinical.md §33). */
export function ErpTimeline() {
  return (
    <p>
      A course of ERP with a therapist usually takes about 2–3 months: 10 to 16 weekly sessions, with practice at home
      in between. That is a usual length, not a promise. Some people need more time and some need less.
    </p>
  );
}
