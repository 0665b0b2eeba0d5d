/**
 * A trigger step said in the grammar of its trigger's kind (issue 16, a clinician's rating of 5.5/10):
 * the library's trigger templates say "meet this", "seek it out" or "go to it and touch it", words that suit
 * a thing. Once a trigger of the person's fills the step, its kind (trigger-kind.ts) decides the verb: a thing
 * is handled, a place is gone to, an activity is done, a person is spent time with, a programme is watched or
 * read, an event is gone to, and a sensation is let be when it comes, never brought on (docs/clinical.md §2:
 * a step is concrete and can be done; §9: no sensation is brought on on purpose).
 */
import type { ExposureTemplate } from './library';
import { isConcreteThing, toSecondPerson } from './phrasing';
import { SACRAMENTS } from './library/cues';
import { framedBody, frameTitle, isFramedKind } from './trigger-frames';
import { isUnnamedSound } from './trigger-shape';
import { isArrangeableAct, isBreathOrHeartSensation, isBriefStayPlace, isFixture, isInfantSleepPlace, isPluralTrigger, isSacrament, isSacredText, isSaidAct, isVehicle, namesChemical, namesUnsafeSleep, triggerKind, type TriggerKind } from './trigger-kind';

/** A template that puts hands on its trigger ("touch it … with bare hands"). */
const HANDS_ON = /(?<!\b(?:without|not|never|no) )\b(?:touch\w*|handl\w*|hold|holding|press\w*|stroke|rub\w*|fingertip|bare[- ]hand\w*|palms?)\b/i;
/** A template that acts on its trigger as a thing: "make it uneven", "let it go", "one everyday example of this". */
const THING_ACTS = /\b(?:make it (?:uneven|wrong)|let it go|example of this|recycle it)\b/i;
/** A template that moves or reorders its trigger: "Take the things in {object} and put them back in a mixed-up order". */
const MOVES_IT = /\b(?:mixed-up order|mix up the order|out of (?:line|order|place)|put (?:it|them) back|rearrang\w*|tilt\w*|shift\w*|move (?:it|them))\b/i;
/** Events that come when they come, not every day. */
const OCCASIONAL =
  /\b(?:part(?:y|ies)|weddings?|funerals?|christmas|easter|birthdays?|holidays?|gatherings?|bbqs?|barbe(?:c|q)ues?|cookouts?|picnics?|reunions?|christenings?|baptisms?|graduations?|concerts?|gigs?|festivals?|sleepovers?|playdates?|exams?|interviews?|appointments?|visits?|(?:performance |annual |yearly )?reviews?|appraisals?|audits?|inspections?|(?:coming|come|comes) (?:round|around|over)|(?:in|next|this) (?:january|february|march|april|may|june|july|august|september|october|november|december|month|year|spring|summer|autumn|winter))\b/i;
/**
 * (Above: a review or an appraisal, and anything said for a month or a season ahead, comes once: "performance review in
 * december" is never "when it comes up today"; a twelfth clinician-minded reading.)
 */
/** A step's own schedule: today, or every day. */
const SCHEDULED = /\b(?:today|tonight|each day|every day|daily|seven days|every morning|every evening)\b/i;
/** A template for a task done at a standard ("do your part once"). */
const TASK_ACTS = /\bdo your part\b/i;
const NEAR_IT = /\b(?:sit|stand|stay) near (?:it|them)\b/i;
/** A step set for every day of a week. */
const EVERY_DAY = /\b(?:each day|every day|daily|seven days|twice a day)\b/i;

/** A stay longer than a few minutes: "An hour with your trigger", "Stay an hour", "for 20 minutes", "give it 20 minutes". */
const LONG_STAY = /\b(?:stay|spend|sit|give it|for)\b(?: at least)?[^.]{0,30}?\b(?:an hour|half an hour|(?:two|three|several) hours|hours|all day|a whole day|(?:1[1-9]|[2-9]\d) minutes)\b|^(?:Spend )?(?:(?:1[1-9]|[2-9]\d) minutes|An hour|Half an hour|Two hours) with your trigger/i;

/** A step that stays in its trigger as in a place: "… Stay an hour, then touch your face". */
const STAYS_IN_IT = /\bstay (?:an hour|half an hour|(?:two|three) hours|\d+ minutes)\b/i;

/** Whether a step keeps the person in its trigger's place longer than a few minutes. */
function staysLong(template: ExposureTemplate): boolean {
  return LONG_STAY.test(template.title) || LONG_STAY.test(template.body);
}

/**
 * Whether another person's act suits a step written for one kind of act: one arranged with them on purpose takes only
 * an ordinary act at home by someone the person lives with, one listened to only someone saying something (library
 * types.ts `act`; issue 16, another person's act: never a stranger asked, nothing unsafe or intimate arranged).
 */
function actFits(template: ExposureTemplate, trigger: string): boolean {
  if (template.act === 'arranged') return isArrangeableAct(trigger);
  if (template.act === 'said') return isSaidAct(trigger);
  if (template.act === 'comes') return !isArrangeableAct(trigger);
  return true;
}

/** The kinds of trigger a template's own words can take in its {trigger} slots. */
export function templateTakesKind(template: ExposureTemplate, trigger: string): boolean {
  const kind = triggerKind(trigger);
  // A racing heart or a tight chest is never met or stayed with on purpose, in any step (docs/clinical.md §9).
  if (isBreathOrHeartSensation(trigger)) return false;
  const text = `${template.title} ${template.body}`;
  // A sacrament is received as the faith asks, in steps written for receiving it, never handled, timed or had near
  // (issue 16, a clinician-minded review: "handle communion"; docs/clinical.md §9).
  if (isSacrament(trigger)) return template.triggerNeeds === SACRAMENTS;
  // Soft bedding in a cot, or a baby on the front or side, is never a step of any kind (NHS and AAP safe-sleep advice).
  if (namesUnsafeSleep(trigger)) return false;
  // A holy book is read from as the faith asks; a cot is where a baby sleeps, clear and flat (NHS and AAP
  // safe-sleep advice). Neither is handled, arranged, made "uneven" or done to a standard.
  if ((isSacredText(trigger) || isInfantSleepPlace(trigger)) && (HANDS_ON.test(text) || THING_ACTS.test(text) || TASK_ACTS.test(text))) return false;
  // Hands never go on a chemical itself, whatever the template (docs/clinical.md §10: real contamination).
  if (namesChemical(trigger) && HANDS_ON.test(text)) return false;
  // Nobody stays an hour in a public toilet, a lift or a bins area: those are a few minutes, repeated (issue 16).
  if (isBriefStayPlace(trigger) && staysLong(template)) return false;
  // A sight, a sound or another person's act is said in a frame of its own, and a reading of the body in none; a template
  // whose words cannot be said in it gives the trigger no step (trigger-frames.ts; an eighth clinician-minded review:
  // "handle it on purpose for 20 minutes: amira hugging you", "have it near you: the heart rate on my fitbit").
  if (isFramedKind(kind)) {
    if (template.triggerKinds) return template.triggerKinds.includes(kind) && actFits(template, trigger);
    if (HANDS_ON.test(text) || THING_ACTS.test(text) || MOVES_IT.test(text) || TASK_ACTS.test(text) || NEAR_IT.test(text)) return false;
    // Another person's act comes when it comes: never set for every day of a week.
    if (kind === 'happening' && EVERY_DAY.test(text)) return false;
    return framedBody(kind, template.body, false, isUnnamedSound(trigger)) !== null;
  }
  // A template written for some kinds says its own grammar for them ("touch something ordinary that brings the
  // feeling": the hands go on an ordinary thing, not on the sensation).
  // A fixture is still never made uneven by such a template (below).
  if (template.triggerKinds) return template.triggerKinds.includes(kind) && !(isFixture(trigger) && (THING_ACTS.test(text) || MOVES_IT.test(text)));
  // Something that happened to someone ("my aunt had lymphoma") is only brought to mind: never handled, made
  // uneven or done (issue 16, natural wording).
  if (kind === 'memory') return !HANDS_ON.test(text) && !THING_ACTS.test(text) && !TASK_ACTS.test(text);
  // A doorway, a crack in the pavement or a floor tile stays where it is: it is passed or stepped on, never made
  // uneven or let go (issue 16, natural wording: "Leave it 'not right' for a week: doorways").
  if (isFixture(trigger) && (THING_ACTS.test(text) || MOVES_IT.test(text))) return false;
  // "Sit near it" is for a thing: never a day, a routine or a sign on the body (a sixth clinician-minded review: "Sit
  // with a reminder for 20 minutes: bin day — Sit near it").
  if (NEAR_IT.test(text)) return kind === 'object';
  // A party, a wedding or a family barbecue happens when it happens: never "today" or "each day for a week" (a seventh
  // clinician-minded review: "Go to it on purpose for 20 minutes today: parties", "Each day … family bbqs").
  if (kind === 'event' && OCCASIONAL.test(trigger) && SCHEDULED.test(text)) return false;
  // An activity is done, not stayed in for an hour with bare hands: "An hour of getting post from that suburb — Do it
  // yourself on purpose, with bare hands. Stay an hour" (an eleventh clinician-minded review).
  if (HANDS_ON.test(text)) return kind === 'object' || kind === 'place' || (kind === 'activity' && !STAYS_IN_IT.test(text)) || kind === 'event';
  if (THING_ACTS.test(text)) return kind === 'object' || kind === 'activity';
  if (TASK_ACTS.test(text)) return kind === 'object' || kind === 'activity' || kind === 'event' || kind === 'place';
  return true;
}

/** Whether one of the person's triggers may fill an {object} slot ("Touch {object}"): a thing or a place only. */
export function objectKindFits(trigger: string): boolean {
  const kind = triggerKind(trigger);
  return kind === 'object' || kind === 'place';
}

const PET = /\b(?:dogs?|pupp(?:y|ies)|cats?|kittens?|pets?|rabbits?|hamsters?|guinea pigs?)\b/i;

interface Verbs {
  /** For "meet this" / "seek it out": the kind's own verb phrase. */
  meet: string;
  /** For the title's "Meet it and …". */
  title: string;
}

function verbsFor(kind: TriggerKind, trigger: string): Verbs | null {
  // A sacrament is received, a holy book read from, a cot sat beside: each in the way it is met in ordinary life
  // (issue 16, a clinician-minded review: "handle communion"; NHS and AAP safe-sleep advice).
  if (isSacrament(trigger)) return { meet: 'receive it as your faith asks', title: 'Receive it' };
  if (isSacredText(trigger)) return { meet: 'read from it as you usually do', title: 'Read from it' };
  if (isInfantSleepPlace(trigger)) return { meet: 'sit beside it', title: 'Sit beside it' };
  const plural = isPluralTrigger(trigger);
  // A vehicle is sat in as a passenger or walked past, never handled or "had near" (issue 16, natural wording:
  // "cars — Have it near you"); never driven: driving is no step the app sets (docs/clinical.md §10).
  if ((kind === 'object' || kind === 'place') && isVehicle(trigger)) {
    return plural ? { meet: 'walk past them or sit in one as a passenger', title: 'Walk past them' } : { meet: 'sit in it as a passenger or walk past it', title: 'Sit in it' };
  }
  switch (kind) {
    case 'place':
      return { meet: 'go there', title: 'Go there' };
    case 'activity':
      return { meet: 'do it', title: 'Do it' };
    case 'person':
      return { meet: 'spend time with them', title: 'See them' };
    case 'media':
      // A chat, a group or messages are opened and read (an eighth clinician-minded review: "handle it: the work whatsapp group").
      if (/\b(?:whatsapp|group chats?|chats?|group|messages?|texts?|e-?mails?|inbox|notifications?|dms?|slack|messenger)\b/i.test(trigger)) {
        return { meet: 'open it and read it', title: 'Open it' };
      }
      if (/\b(?:podcasts?|songs?|music|radio|lyrics)\b/i.test(trigger)) return { meet: 'listen to it', title: 'Listen to it' };
      if (/\b(?:news|articles?|stories|story|books?|novels?|headlines?|posts?|newspapers?|magazines?|reports?)\b/i.test(trigger)) {
        return { meet: 'read or watch it', title: 'Read it' };
      }
      return { meet: 'watch it', title: 'Watch it' };
    case 'event':
      return { meet: 'go to it', title: 'Go to it' };
    case 'sensation':
      return { meet: 'let it be there when it comes', title: 'Notice it' };
    case 'memory':
      // Something that happened to someone is thought about, never sought out or spent time with.
      return { meet: 'bring it to mind', title: 'Think of it' };
    case 'sight':
    case 'sound':
    case 'happening':
    case 'reading': {
      const title = frameTitle(kind, isPluralTrigger(trigger));
      return title ? { meet: '', title } : null;
    }
    case 'object':
      // A pet is stroked, not handled like a thing ("Handle it and let the thought come: your dog", issue 16).
      if (PET.test(trigger)) return { meet: 'stroke them', title: 'Stroke them' };
      // Something dangerous to handle (a knife, the hob) is only had near; an ordinary thing is handled. Many of a
      // thing are "them" (issue 16, natural wording).
      if (plural) return isConcreteThing(trigger) ? { meet: 'handle them', title: 'Handle them' } : { meet: 'have them near you', title: 'Have them near' };
      return isConcreteThing(trigger) ? { meet: 'handle it', title: 'Handle it' } : { meet: 'have it near you', title: 'Have it near' };
  }
}

function cased(replacement: string, match: string): string {
  return /^[A-Z]/.test(match) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/** A title's time with a trigger: "Spend 20 minutes with your trigger: X", "An hour with your trigger: X". */
const TIME_WITH_TRIGGER = /^(?:Spend )?((?:\d+|Ten|Fifteen|Twenty|Thirty|Forty-five) minutes|An hour|Half an hour|Two hours) with your trigger: (.+)$/i;
/** Vehicles are ridden on or sat in; rooms and buildings are stayed in; elsewhere is "at". */
const RIDDEN_ON = new Set(['bus', 'buses', 'train', 'trains', 'tube', 'tram', 'plane', 'underground', 'subway', 'metro', 'ferry', 'coach']);
const SAT_IN = new Set([
  'car', 'taxi', 'uber', 'lift', 'elevator', 'kitchen', 'bathroom', 'bedroom', 'lounge', 'garden', 'room', 'rooms', 'loft', 'attic',
  'basement', 'cellar', 'shed', 'garage', 'hall', 'corridor', 'classroom', 'canteen', 'lobby', 'reception', 'waiting', 'queue', 'crowds', 'crowd',
]);
const LEADING_PREPOSITION = /^(?:at|in|on|inside|near|by|around)\b/i;

/**
 * The time with a trigger said in its kind's grammar (issue 16: "An hour with your trigger: the bus station" reads as
 * a form, not a step): a place is a time at or in it ("An hour at the bus station", "20 minutes on the bus"), an
 * activity or a programme a time of it ("20 minutes of shaking hands", "An hour of the news"), a person a time with
 * them ("An hour with your neighbour"), an event a time at it, a thing a time with it, and a sensation is let stay
 * when it comes, never sought ("Let it stay 20 minutes: feeling sticky"; docs/clinical.md §2, §9). Null when the
 * title is not a time with a trigger, or when the new wording would not fit.
 */
function timeWithTrigger(title: string, trigger: string, max: number): string | null {
  const match = TIME_WITH_TRIGGER.exec(title);
  if (!match) return null;
  const time = match[1] ?? '';
  const named = (match[2] ?? '').trim();
  const lower = time.charAt(0).toLowerCase() + time.slice(1);
  const last = named.toLowerCase().split(/[^a-z]+/).filter(Boolean).at(-1) ?? '';
  let worded: string;
  switch (triggerKind(trigger)) {
    case 'place':
      if (LEADING_PREPOSITION.test(named)) worded = `${time} ${named}`;
      else if (RIDDEN_ON.has(last)) worded = `${time} on ${named}`;
      else if (SAT_IN.has(last)) worded = `${time} in ${named}`;
      else worded = `${time} at ${named}`;
      break;
    case 'event':
      worded = LEADING_PREPOSITION.test(named) ? `${time} ${named}` : `${time} at ${named}`;
      break;
    case 'activity':
    case 'media':
      worded = `${time} of ${named}`;
      break;
    case 'person':
    case 'object':
      worded = `${time} with ${named}`;
      break;
    case 'sensation':
      worded = `Let it stay ${lower}: ${named}`;
      break;
    case 'memory':
      worded = `${time} thinking of it: ${named}`;
      break;
    default:
      // A sight, a sound or another person's act keeps the library's "with your trigger" (trigger-frames.ts).
      return null;
  }
  return worded.length <= max ? worded.charAt(0).toUpperCase() + worded.slice(1) : null;
}

/** The step's title in the trigger's grammar: "Meet it and let the thought come: bath time" → "Do it and …". */
export function titleInKind(title: string, trigger: string, max = 60): string {
  const timed = timeWithTrigger(title, trigger, max);
  if (timed) return timed;
  const kind = triggerKind(trigger);
  // A routine is not "done" for the step: "Let the thought come: going to bed", never "Do it and let the thought come".
  if ((kind === 'activity' || kind === 'place') && routineClause(trigger)) {
    if (/^Meet it and \w/.test(title)) {
      const rest = title.replace(/^Meet it and /, '');
      return rest.charAt(0).toUpperCase() + rest.slice(1);
    }
    // A routine comes once a day as it comes, as the step says (asRoutine): never "twice a day" in the title.
    if (/^Twice a day for a week\b/.test(title)) return title.replace(/^Twice a day for a week\b/, 'Each day for a week');
  }
  const verbs = verbsFor(kind, trigger);
  if (!verbs) return title;
  return title.replace(/^Meet it\b/, verbs.title);
}

/** Media a minute long or less: adverts, clips, posts, reels. */
const SHORT_MEDIA = /\b(?:adverts?|ads|advertisements?|commercials?|trailers?|clips?|reels?|tiktoks?|shorts|memes?|posts?|tweets?|headlines?|posters?|billboards?)\b/i;

/** The base form of the first verb of an everyday routine ("going to bed", "leaving for work", "brushing my teeth"). */
const ROUTINE_VERBS: Readonly<Record<string, string>> = {
  going: 'go', getting: 'get', leaving: 'leave', coming: 'come', brushing: 'brush', lying: 'lie', waking: 'wake',
  cooking: 'cook', making: 'make', locking: 'lock', taking: 'take', doing: 'do', filling: 'fill', showering: 'shower',
  closing: 'close', climbing: 'climb', packing: 'pack', setting: 'set', putting: 'put',
};
/**
 * Routines of a day, done whether or not the fear is there: going to bed, leaving for work, locking up, brushing one's
 * teeth, making dinner. They come by themselves; a step meets them as they come, never "on purpose" (an eleventh
 * clinician-minded review: "Do it on purpose today and do the ordinary safe thing once: going to bed").
 */
const ROUTINE =
  /^(?:(?:going|getting) (?:to bed|to sleep|up|dressed|ready|home|in|back home|out|off to work|to work|to school|away)|leaving\b|locking up|coming (?:home|in|back)|brushing (?:my |your |the )?teeth|showering|(?:lying|going) (?:down|in bed|on (?:my|your) (?:left|right|back|side))|waking up|(?:cooking|making) (?:dinner|tea|breakfast|lunch|supper|food|meals?|the dinner)|filling in\b|doing (?:the )?(?:school run|washing|laundry|dishes|washing up|food shop|weekly shop|night shift|late shift|early shift)|taking (?:out )?the bins|closing up|packing (?:my |your |the )?(?:bag|lunch)|setting (?:my |your |the )?alarm|putting (?:the )?(?:kids|children|baby) to bed|climbing (?:the )?stairs)\b/i;
/** When the routine already says its time ("on Sunday mornings", "at night"), the step adds none of its own. */
const SAYS_WHEN = /\b(?:mornings?|nights?|evenings?|afternoons?|bedtime|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|at \d|daily|every)\b/i;

/** "going to bed" → "go to bed": the routine as a clause after "when you", or null when it is not one, or too long. */
function routineClause(trigger: string): string | null {
  const text = trigger.replace(/,.*$/, '').trim();
  if (!ROUTINE.test(text) || /\bor\b/i.test(text)) return null;
  const [first = '', ...rest] = toSecondPerson(text.charAt(0).toLowerCase() + text.slice(1)).split(' ');
  const base = ROUTINE_VERBS[first.toLowerCase()];
  const clause = base ? [base, ...rest].join(' ') : null;
  return clause && clause.length <= 45 ? clause : null;
}

/**
 * A routine met as it comes: "Meet this on purpose today and do the ordinary safe thing once" → "When you go to bed
 * today, do the ordinary safe thing once"; "Each day for seven days, meet this for 20 minutes, by chance or on purpose,
 * and let the worry come" → "Each day for seven days, when you climb the stairs, let the worry come". Null when the
 * template's words are not said so.
 */
function asRoutine(body: string, clause: string): string | null {
  // "today" of a routine is its next time ("the next time you go away overnight"); "this week", each time.
  const when = (today: string | undefined) =>
    !today || SAYS_WHEN.test(clause) ? `when you ${clause}` : today.trim() === 'today' ? `the next time you ${clause}` : `each time you ${clause} this week`;
  const text = body
    .replace(/\bWhen it comes up( today)?, or when you seek it out on purpose,/g, (_match, today: string | undefined) => `${cased(when(today), 'W')},`)
    .replace(/^Twice a day for seven days\b/, 'Each day for seven days')
    .replace(
      /\bmeet this(?: on purpose)?( for (?:at least )?(?:\d+|ten|fifteen|twenty|thirty) minutes)?(?:,? (?:by chance or on purpose|on purpose or when it comes up|in the ordinary way anyone would))?( today| this week)?(,? and\b|,)/gi,
      // The time stays the step's: "The next time you lie in bed, give it 20 minutes and let the question come".
      (match, time: string | undefined, today: string | undefined, joiner: string) =>
        `${cased(when(today), match)},${time ? ` give it${time.replace(/^ for/, '')}${/and$/.test(joiner) ? ' and' : ','}` : ''}`,
    );
  return /\b(?:meet this|seek it out)\b/i.test(text) ? null : text.replace(/,\s*,/g, ',');
}

/** The step's description for a routine of the day (ROUTINE), or null when the trigger is none or the words do not fit. */
export function routineBody(body: string, trigger: string): string | null {
  const kind = triggerKind(trigger);
  const clause = kind === 'activity' || kind === 'place' ? routineClause(trigger) : null;
  return clause ? asRoutine(body, clause) : null;
}

/**
 * The step's description in the trigger's grammar. A sensation loses every "on purpose": it is let be when it
 * comes, never sought or brought on.
 */
export function bodyInKind(body: string, trigger: string): string {
  const kind = triggerKind(trigger);
  if (isFramedKind(kind)) return framedBody(kind, body, isPluralTrigger(trigger), isUnnamedSound(trigger)) ?? body;
  const verbs = verbsFor(kind, trigger);
  if (!verbs) return body;
  const asIt = routineBody(body, trigger);
  if (asIt) return asIt;
  let text = body;
  // "Go to it on purpose and touch it, or the things around it, with bare hands several times" (a thing's grammar).
  text = text.replace(/\bgo to it on purpose and touch it, or (?:the things|what is) around it, with bare hands( several times)?/gi, (match, times: string | undefined) => {
    const often = times ?? '';
    if (kind === 'place') return cased(`go there on purpose and touch the seats, handles and surfaces around you with bare hands${often}`, match);
    if (kind === 'activity') return cased(`do it yourself on purpose, with bare hands${often}`, match);
    if (kind === 'event') return cased(`go to it on purpose and touch the things around you with bare hands${often}`, match);
    // Many of a thing are "them": "shopping trolleys — touch them" (issue 16, natural wording).
    if (isPluralTrigger(trigger)) return cased(`go to them on purpose and touch them, or the things around them, with bare hands${often}`, match);
    return match;
  });
  if (kind === 'sensation') {
    text = text
      .replace(/,? (?:by chance or on purpose|on purpose or when it comes up|or when you seek it out on purpose)\b/gi, '')
      .replace(/\bseek it out on purpose, or stay when it comes up\b/gi, (match) => cased('when it comes, stay with it', match))
      .replace(/\bseek it out on purpose and stay\b/gi, (match) => cased('when it comes, stay with it', match))
      .replace(/\bmeet this(?: on purpose)?( today| this week)?( for (?:at least )?\d+ minutes)?/gi, (match, when: string | undefined, long: string | undefined) =>
        cased(`when it comes${when ?? ''}, let it be there${long ?? ''}`, match));
    return text;
  }
  if (kind === 'memory') {
    // Brought to mind on purpose: never "by chance", never "seek it out" (issue 16, natural wording).
    return text
      .replace(/, by chance or on purpose, and\b/gi, ' and')
      .replace(/,? by chance or on purpose\b/gi, '')
      .replace(/\bseek it out on purpose\b/gi, (match) => cased('bring it to mind on purpose', match))
      .replace(/\b(?:seek it out|meet this)\b/gi, (match) => cased(verbs.meet, match));
  }
  // A sacrament or a holy book is met as the faith asks, not "on purpose".
  if (isSacrament(trigger) || isSacredText(trigger)) text = text.replace(/\bmeet this(?: on purpose)?/gi, (match) => cased(verbs.meet, match));
  if (kind === 'object') return text.replace(/\bmeet this\b/gi, (match) => cased(verbs.meet, match));
  if (kind === 'media') {
    // Many are "them"; an advert, a clip or a post lasts a minute, so it is met a few at a time, never "for 20 minutes"
    // (an eleventh clinician-minded review: "watch it for 20 minutes: MS Society adverts").
    const meet = isPluralTrigger(trigger) ? verbs.meet.replace(/\bit$/, 'them') : verbs.meet;
    const few = SHORT_MEDIA.test(trigger) ? `${meet.replace(/\b(?:it|them)$/, '')}a few of them`.replace(/\s+/g, ' ') : null;
    text = text.replace(/\bmeet this(?: on purpose)?( for (?:at least )?(?:\d+|ten|fifteen|twenty|thirty|forty-five) minutes| for an hour| for half an hour)/gi, (match) =>
      few ? cased(few, match) : match,
    );
    return text.replace(/\bseek it out\b/gi, (match) => cased(meet, match)).replace(/\bmeet this\b/gi, (match) => cased(meet, match));
  }
  return text
    .replace(/\bseek it out\b/gi, (match) => cased(verbs.meet, match))
    .replace(/\bmeet this\b/gi, (match) => cased(verbs.meet, match));
}
