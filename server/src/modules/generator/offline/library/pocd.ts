import { FAMILY_CHILDREN } from './cues';
import type { ThemeLibrary } from './types';

/**
 * Places where an adult lingering alone for 20 minutes, or daily, is not ordinary life (issue 16,
 * a clinician's review): the person's own trigger steps take family gatherings and everyday places
 * instead, and the library's park and school-hour steps keep to walking through and shopping.
 */
const NOT_TO_LINGER = [
  'playground*', 'play area*', 'school*', 'nurser*', 'creche*', 'park*', 'pool*', 'swim*', 'changing room*', 'toilet*',
  'soft play', 'playgroup*', 'youth club*',
  // A child's intimate care is never a POCD step, whoever names it (docs/clinical.md §11, §15: non-sexual, everyday
  // proximity; a clinician's review of issue 16 found "Daily for a week, no checking: nappy changes").
  'nappy', 'nappies', 'diaper*', 'bath*', 'potty', 'bedtime', 'undress*', 'changing',
];

/**
 * POCD: unwanted thoughts that one might be a danger to children, and the checking ("did I react?"),
 * avoiding, confessing and reassurance-seeking that follow. Two kinds of step only (docs/clinical.md §7, §15): identity "maybe" statements, including
 * "Maybe I'm a paedophile and I can't know for sure", and non-sexual, everyday proximity to children
 * (family events, the school run, parks, children's TV). No step holds sexual words, and no
 * sexual-orientation step is added unless the person confirmed that theme. The person's own words
 * fill a slot only when they hold no sexual wording (person.ts).
 */
export const POCD: ThemeLibrary = {
  theme: 'pocd',
  preferredKind: 'imaginal',
  templates: [
    {
      id: 'pocd.notice',
      kind: 'imaginal',
      fear: 2,
      title: 'Write "I’m having the thought again" once, today',
      body: 'When the unwanted thought comes today, write once: “I’m having the thought again.” Put the page away and carry on with your day.',
      prevention: 'Do not {compulsion|check how you reacted or push the thought away}.',
      why: 'The first contact: the thought named, once, and left.',
    },
    {
      id: 'pocd.maybe-identity',
      kind: 'imaginal',
      fear: 3,
      title: 'Write "Maybe I am the person my thoughts say" ten times',
      body: 'Write “Maybe I am the kind of person my thoughts say I am, and I can’t know for sure” ten times by hand, then read it aloud once.',
      prevention: 'Do not argue with it, and do not {compulsion|look for proof that you are a good person}.',
      why: 'The identity doubt agreed to with "maybe" instead of argued.',
    },
    {
      id: 'pocd.family-photos',
      kind: 'in_vivo',
      fear: 4,
      title: 'Look through family photos with children in them',
      body: 'At home, look through a family album or phone photos that include children for 15 minutes.',
      prevention: 'Do not skip past the children, and do not {compulsion|check yourself for a reaction}.',
      why: 'Ordinary family pictures, without the checking.',
    },
    {
      id: 'pocd.kids-tv',
      kind: 'in_vivo',
      fear: 4,
      title: 'Leave a children’s TV programme on for 20 minutes',
      body: 'At home, leave a children’s programme or cartoon on in the background for 20 minutes while you do something else.',
      prevention: 'Do not turn it off early, and do not {compulsion|check yourself for a reaction}.',
      why: 'Everyday sounds of childhood, left on.',
    },
    {
      id: 'pocd.maybe-label',
      kind: 'imaginal',
      fear: 5,
      title: 'Write "Maybe I’m a paedophile and I can’t know for sure"',
      body: 'Write it ten times by hand, slowly, then read it aloud once. {ownMaybe}Keep the page until tomorrow.',
      prevention: 'Do not add “but I would never”, and do not {compulsion|search online for proof that you aren’t}.',
      why: 'The feared label itself, agreed to with "maybe".',
    },
    {
      id: 'pocd.park-walk',
      kind: 'in_vivo',
      fear: 5,
      title: 'Walk through a park with a playground for 20 minutes',
      body: 'In daylight, walk an ordinary route through a park that has a playground, at your normal pace, for 20 minutes.',
      prevention: 'Do not look away or take a detour, and do not {compulsion|check yourself for a reaction}.',
      why: 'A place you may avoid, walked through as anyone would.',
    },
    {
      id: 'pocd.own-trigger',
      triggerAvoid: NOT_TO_LINGER,
      kind: 'in_vivo',
      fear: 5,
      title: 'Let the thought come: {trigger|an everyday place you avoid}',
      body: 'Meet this on purpose for 20 minutes, in the ordinary way anyone would, and let the thought come as it likes.',
      prevention: 'Do not leave early, and do not {compulsion|check yourself for a reaction}.',
      why: 'Your own trigger, met as part of ordinary life.',
    },
    {
      id: 'pocd.family-event',
      kind: 'in_vivo',
      fear: 6,
      title: 'Stay for a whole family gathering with children there',
      body: 'At a family meal, party or birthday where children are present, stay for at least two hours and join in as usual.',
      prevention: 'Do not avoid the children, and do not {compulsion|check yourself or ask later whether you seemed normal}.',
      why: 'Family life back, without avoiding or checking.',
    },
    {
      id: 'pocd.record-listen',
      kind: 'imaginal',
      fear: 6,
      title: 'Record your "maybe" and listen to it for 20 minutes',
      body: 'Record yourself saying “Maybe I am the person my thoughts say I am, and I can’t know for sure”, and play it on a loop for 20 minutes at home.',
      prevention: 'Do not turn it off early, and do not {compulsion|argue with it in your head}.',
      why: 'The doubt in your own voice, again and again.',
    },
    {
      id: 'pocd.school-time-shop',
      kind: 'in_vivo',
      fear: 6,
      title: 'Do your food shop just after school finishes',
      body: 'Shop for 30 minutes at the time children come out of school, taking your usual route round the shop.',
      prevention: 'Do not skip aisles with families, and do not {compulsion|check yourself for a reaction}.',
      why: 'A busy everyday place, at the time you might avoid.',
    },
    {
      id: 'pocd.news-story',
      kind: 'imaginal',
      fear: 7,
      title: 'Read a news report of a court case about harm to a child',
      body: 'Read one news report of a court case about someone who harmed a child, once, slowly, within 15 minutes.',
      prevention: 'Do not {compulsion|compare yourself with the person in it} afterwards.',
      why: 'The feared label in someone else’s story, without comparing.',
    },
    {
      id: 'pocd.short-script',
      kind: 'imaginal',
      fear: 7,
      title: 'Write five lines about never being sure what you are',
      body: 'Write five lines, present tense, about living on without ever being sure what kind of person you are. Read them aloud daily for three days.',
      prevention: 'Do not add a line that clears you, and do not {compulsion|search for proof either way}.',
      why: 'The doubt as a story in which certainty never comes.',
    },
    {
      id: 'pocd.game-with-family-child',
      kind: 'in_vivo',
      fear: 8,
      title: 'Play a board game with a child in your family',
      body: 'In a shared room at a family visit, play a board game or do a puzzle with a child in your family for 30 minutes.',
      prevention: 'Do not keep your distance, and do not {compulsion|check yourself or ask later whether it looked normal}.',
      needs: [FAMILY_CHILDREN],
      why: 'Closer, ordinary time with a child in your family.',
    },
    {
      id: 'pocd.no-reassurance-week',
      kind: 'in_vivo',
      fear: 8,
      title: 'A week without asking whether you seem normal with children',
      body: 'For seven days, when the urge comes to ask someone, or yourself, whether you behaved normally near children, let the question wait.',
      prevention: 'Do not {compulsion|ask, confess or replay the moment}.',
      why: 'A week without borrowing anyone’s certainty about you.',
    },
    {
      id: 'pocd.maybe-mirror',
      kind: 'imaginal',
      fear: 8,
      title: 'Say your "maybe" aloud at a mirror for ten minutes',
      body: 'Stand at a mirror at home and say “Maybe I’m a paedophile, and I can’t know for sure” aloud, slowly, again and again for ten minutes.',
      prevention: 'Do not look away, and do not {compulsion|add “but I would never”}.',
      why: 'The feared label said aloud while looking at yourself.',
    },
    {
      id: 'pocd.record-loop',
      kind: 'imaginal',
      fear: 9,
      title: 'Record a story of never being sure; listen 30 minutes',
      body: 'Write five lines about never being sure what kind of person you are. Record them and play them on a loop for 30 minutes at home.',
      prevention: 'Do not argue with it, and do not {compulsion|search for proof} afterwards.',
      why: 'The doubt heard again and again, for longer.',
    },
    {
      id: 'pocd.family-day',
      kind: 'in_vivo',
      fear: 9,
      title: 'Spend a day out with family, children included',
      body: 'Join a family day out, such as the zoo, a beach or a fair, where children are part of the group, for most of the day.',
      prevention: 'Do not hang back, and do not {compulsion|check yourself or replay moments} afterwards.',
      why: 'A whole day of ordinary family life.',
    },
    {
      id: 'pocd.trigger-week',
      triggerAvoid: NOT_TO_LINGER,
      kind: 'in_vivo',
      fear: 9,
      title: 'Daily for a week, no checking: {trigger|a place you avoid}',
      body: 'Each day for seven days, meet this for 20 minutes in the ordinary way anyone would, and let the thought come.',
      prevention: 'Do not {compulsion|check yourself, leave or ask anyone}.',
      why: 'Your own trigger, every day, with nothing checked.',
    },
    {
      id: 'pocd.week-open',
      kind: 'in_vivo',
      fear: 10,
      title: 'A week of ordinary life near children, no checking',
      body: 'For seven days, go where daily life takes you, parks, shops and family visits, without avoiding children, and let the thoughts come and go.',
      prevention: 'Do not {compulsion|check yourself, avoid, confess or ask for reassurance}.',
      why: 'The top step: a whole week of ordinary life.',
    },
  ],
};
