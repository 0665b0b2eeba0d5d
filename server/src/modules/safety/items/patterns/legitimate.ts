import { screeningForm } from '../../screening/normalise';

/**
 * The work itself, which must survive the filter (docs/clinical.md §15):
 * identity "maybe" statements, writing or reading the intrusive thought, naming the reassurance to
 * drop, kitchen knives with a partner nearby, toilet flush handles, standing behind the yellow line,
 * family events with children, news about crimes, "no extra prayers", medical appointments agreed
 * with a doctor, medication as prescribed. The phrase lists decide these on their own rules; this
 * only keeps the item model from removing them on the strength of their words.
 */
const LEGITIMATE: RegExp[] = [
  /\bmaybe i(?:'m| am) (?:a |an )?(?:paedophile|pedophile|murderer|bad person|monster|psychopath|killer|evil|racist|abuser|danger|gay|straight|bi|lesbian|trans|sinner)\b/,
  /\b(?:write|writing|read|reading|record|recording|say|saying|repeat|repeating)\w* (?:[\w'-]+ ){0,5}?(?:the (?:intrusive )?thoughts?|a (?:short )?(?:script|story|paragraph|letter)|the (?:script|story|words|sentence)|a "?maybe"? statement)\b/,
  /\b(?:do not|don't|no|without|drop|skip|leave out|resist)\b[^.]{0,40}["“‘']/,
  /\b(?:chop|chopping|slice|slicing|cut|cutting|prepare|preparing|peel|peeling|hold|holding)\w* (?:[\w'-]+ ){0,4}?(?:vegetables|veg|onions?|carrots?|bread|food|dinner|lunch|tomatoes|peppers|a (?:kitchen )?knife|the (?:kitchen )?knife)\b[^.]{0,80}\b(?:partner|husband|wife|boyfriend|girlfriend|family|flatmate|housemate|someone|mum|dad) (?:is |are |sits? |stands? )?(?:nearby|in the room|present|next to you|beside you|around|in the kitchen|at the table)\b/,
  /\bflush (?:handle|button|lever|chain)\b/,
  // Ordinary careful driving is the work for hit-and-run fears.
  /\b(?:at|within|under|below|keeping to|sticking to|keep to|stick to) the (?:speed )?limit\b/,
  /\bbehind the (?:yellow |white |safety )?line\b/,
  /\b(?:birthday|party|barbecue|bbq|christening|school run|school gates?|family (?:meal|dinner|gathering|event|day|lunch)|play ?date|nativity|sports day)\b/,
  /\b(?:read|reading|watch|watching|listen|listening)\w* (?:[\w'-]+ ){0,4}?(?:news|article|report|story|documentary|podcast|headline)\w*\b/,
  /\bno extra (?:prayers?|confessions?|rituals?)\b|\b(?:only|just) (?:the )?(?:appointments?|checks?|tests?|check-?ups?) (?:agreed|arranged|booked|scheduled) with\b|\bas prescribed\b/,
];

export function legitimateWork(text: string): boolean {
  const form = screeningForm(text);
  return LEGITIMATE.some((pattern) => pattern.test(form));
}
