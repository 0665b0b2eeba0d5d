import type { ThemeLibrary } from './types';

/** Surfaces a person keeps things lined up on. */
const SURFACES = ['desk*', 'table*', 'bedside*', 'shel*', 'counter*', 'worktop*', 'dresser*', 'mantel*', 'windowsill*'];
/** Places at home a person keeps in order. */
const ORDERED_PLACES = [
  'desk*', 'shel*', 'bookcase*', 'bookshel*', 'drawer*', 'cupboard*', 'wardrobe*', 'closet*', 'fridge*', 'pantry',
  'kitchen', 'bathroom', 'bedroom', 'room', 'office', 'car',
];

/**
 * Symmetry, ordering and "just right": things left uneven, out of order or unfinished, with the
 * evening-up, counting and redoing held back until the "not right" feeling is simply carried.
 */
export const SYMMETRY: ThemeLibrary = {
  theme: 'symmetry',
  templates: [
    {
      id: 'symmetry.move-one-object',
      kind: 'in_vivo',
      fear: 2,
      title: 'Move one object on {object} slightly out of place and leave it for a day',
      body: 'Shift one item on {object} a couple of centimetres out of line, so it looks a little off, and leave it there for 24 hours.',
      prevention: 'Do not move it back, straighten anything around it to balance it, or keep looking at it.',
      object: { accepts: SURFACES, fallback: 'your desk or bedside table' },
    },
    {
      id: 'symmetry.door-ajar',
      kind: 'in_vivo',
      fear: 3,
      title: 'Leave a cupboard door or drawer slightly open for an evening',
      body: 'At home, leave one cupboard door or drawer a few centimetres open and spend the evening in the same room.',
      prevention: 'Do not close it, line it up, or touch it until the next morning.',
    },
    {
      id: 'symmetry.maybe-never-right',
      kind: 'imaginal',
      fear: 3,
      title: 'Write "It may never feel just right, and I can carry on anyway" ten times',
      body: 'Write the sentence “Maybe it will never feel just right, and I can live my day anyway” ten times, deliberately in uneven handwriting, and read it aloud once. {ownMaybe}',
      prevention: 'Do not rewrite a line that looks wrong, count the lines to a good number, or tidy the page.',
    },
    {
      id: 'symmetry.crooked-picture',
      kind: 'in_vivo',
      fear: 4,
      title: 'Hang a picture or mirror slightly crooked and leave it for two days',
      body: 'Tilt a picture, mirror or frame you pass every day so it hangs noticeably crooked, and leave it for two days.',
      prevention: 'Do not straighten it, avoid looking at it, or balance it by tilting something else.',
    },
    {
      id: 'symmetry.one-side-touch',
      kind: 'in_vivo',
      fear: 4,
      title: 'Touch things with one hand only, ten times today, without evening it up',
      body: 'During the day, touch a doorframe, a table or your knee with one hand only, ten times in all.',
      prevention: 'Do not touch with the other hand to balance it, tap again, or even it up in your head.',
    },
    {
      id: 'symmetry.shelf-out-of-order',
      kind: 'in_vivo',
      fear: 4,
      title: 'Put the items in {object} out of their usual order and leave them for a week',
      body: 'Take the things in {object} and put them back in a mixed-up order: sizes, colours or labels not matching. Use them as normal for a week.',
      prevention: 'Do not re-sort them, line them up, or fix just one or two.',
      object: { accepts: ORDERED_PLACES, fallback: 'one shelf or cupboard' },
    },
    {
      id: 'symmetry.uneven-laces',
      kind: 'in_vivo',
      fear: 5,
      title: 'Tie one shoelace tighter than the other and wear the shoes all morning',
      body: 'Tie one lace tight and the other loose, with uneven loops, and wear the shoes through a normal morning, out of the house.',
      prevention: 'Do not retie them, tighten the other one to match, or adjust your socks to even it out.',
    },
    {
      id: 'symmetry.stop-on-wrong-number',
      kind: 'in_vivo',
      fear: 5,
      title: 'Stop on a number that feels wrong, five times today',
      body: 'When you do an everyday action you tend to count, such as stirring a drink, climbing stairs or pressing a button, stop on a number that feels wrong to you, such as 7 or 13. Do this five times today.',
      prevention: 'Do not continue to a good number, start again, or correct the count in your head.',
    },
    {
      id: 'symmetry.messy-note',
      kind: 'in_vivo',
      fear: 5,
      title: 'Write a shopping list in quick, untidy handwriting and use it as it is',
      body: 'Write your next shopping list in two minutes, with uneven letters and lines, and take it to the shop.',
      prevention: 'Do not rewrite it, trace over letters, or tidy the spacing.',
    },
    {
      id: 'symmetry.own-trigger',
      kind: 'in_vivo',
      fear: 5,
      title: 'Leave your trigger "not right" for a whole day: {trigger|something at home you keep even}',
      body: 'Make it uneven, out of order or unfinished on purpose in the morning, and go about your day with it like that.',
      prevention: 'Do not fix it, check on it, or make it right in your head until the next morning.',
    },
    {
      id: 'symmetry.unmade-bed',
      kind: 'in_vivo',
      fear: 6,
      title: 'Make the bed unevenly and leave it until bedtime',
      body: 'Make your bed quickly in the morning with the cover hanging lower on one side and the pillows uneven, and leave it all day.',
      prevention: 'Do not straighten it, smooth the creases, or go back to look at it.',
    },
    {
      id: 'symmetry.interrupt-routine',
      kind: 'in_vivo',
      fear: 6,
      title: 'Stop your getting-ready routine before it feels "just right" and leave the room',
      body: 'In the morning, stop your routine (hair, clothes, the order of things) at a point where it does not feel right yet, and leave the room.',
      prevention: 'Do not go back to finish it, redo a step, or repeat the movement until it feels right.',
    },
    {
      id: 'symmetry.doorways',
      kind: 'in_vivo',
      fear: 6,
      title: 'Step through doorways and kerbs with whichever foot comes first for a whole outing',
      body: 'On a one-hour outing, step through doorways and on and off kerbs with whichever foot comes first, without planning it.',
      prevention: 'Do not go back to redo a step with the "right" foot, count steps, or balance it out on the next step.',
    },
    {
      id: 'symmetry.script',
      kind: 'imaginal',
      fear: 7,
      title: 'Write what you fear will happen if things stay uneven, and read it daily',
      body: 'Write one page in the first person about what you fear if things stay uneven or unfinished: the bad feeling never goes, or something bad happens because of it. {ownWords}Read it aloud for 15 minutes a day for a week.',
      prevention: 'Do not even anything up after reading, repeat phrases until they sound right, or add a safe ending.',
    },
    {
      id: 'symmetry.mess-up-area',
      kind: 'in_vivo',
      fear: 7,
      title: 'Mess up {object} and leave it that way for a day',
      body: 'Move the things in {object} around so nothing is lined up or in its usual place, and leave it for 24 hours while you use it as normal.',
      prevention: 'Do not put anything back, line things up, or spend time looking at it.',
      object: { accepts: ORDERED_PLACES, fallback: 'your desk or a drawer you keep perfectly ordered' },
    },
    {
      id: 'symmetry.someone-rearranges',
      kind: 'in_vivo',
      fear: 8,
      title: 'Ask someone to move five things in a room you keep ordered, without telling you which',
      body: 'Ask {person|someone you live with} to move five things in a room you keep in order, slightly or a lot, without telling you which ones. Live with the room for two days.',
      prevention: 'Do not search for the moved things, put them back, or ask which ones they were.',
    },
    {
      id: 'symmetry.room-wrong-week',
      kind: 'in_vivo',
      fear: 9,
      title: 'Leave a whole room "not right" for a week',
      body: 'Choose a room you use every day. Put several things in it out of order, uneven or crooked and leave them for a week.',
      prevention: 'Do not fix any of them, make up for it elsewhere, or even things out in your head.',
    },
    {
      id: 'symmetry.whole-day',
      kind: 'in_vivo',
      fear: 10,
      title: 'Spend a whole day leaving every urge to even up, count or redo undone',
      body: 'For one whole day, each time you notice the urge to balance, tap, count, redo or line something up, name it (“that’s the urge”) and carry on with what you were doing.',
      prevention: 'Do not act on the urge, not even once, and do not make up for it the next day.',
    },
    {
      id: 'symmetry.own-trigger-week',
      kind: 'in_vivo',
      fear: 8,
      title: 'Leave your trigger "not right" for a whole week: {trigger|the thing at home you most need to keep even}',
      body: 'Make it uneven, out of order or unfinished on purpose, and live with it that way for seven days.',
      prevention: 'Do not fix it, touch it to even it up, or make up for it somewhere else.',
    },
  ],
};
