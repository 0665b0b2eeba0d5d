import type { ThemeLibrary } from './types';

/**
 * The generic ladder for words that fit no theme clearly: uncertainty tolerance, facing the
 * named triggers, and delaying, shortening and finally dropping the named compulsions. Built
 * around the person's own triggers and compulsions wherever they gave them.
 */
export const GENERAL: ThemeLibrary = {
  theme: 'general',
  templates: [
    {
      id: 'general.card',
      kind: 'imaginal',
      fear: 2,
      title: 'Write your trigger and your feared outcome on a card and read it twice a day',
      body: 'On a card, write your trigger, {trigger|the thing that sets off your worry}, and what you fear will happen. {ownWords}Read it slowly in the morning and evening for a week.',
      prevention: 'Do not add a reassuring line or tear it up, and hold off {compulsion|your usual ritual} after reading.',
    },
    {
      id: 'general.wait-five',
      kind: 'in_vivo',
      fear: 3,
      title: 'Wait 5 minutes before {compulsion|acting on the urge}, once a day',
      body: 'Once a day, when the urge comes, set a timer for 5 minutes and do something ordinary until it rings.',
      prevention: 'Do not do the compulsion while the timer runs, and do not swap in a different ritual, such as going over it in your head.',
    },
    {
      id: 'general.leave-uncertain',
      kind: 'in_vivo',
      fear: 3,
      title: 'Leave one small thing uncertain today',
      body: 'Choose one small question today that you would usually settle, such as whether you said something right or did something properly, and leave it open until tomorrow.',
      prevention: 'Do not check, ask anyone, or think it through to an answer.',
    },
    {
      id: 'general.maybe',
      kind: 'imaginal',
      fear: 4,
      title: 'Write a "maybe" statement about your fear ten times and read it aloud',
      body: 'Write “Maybe it will happen, maybe not; I can’t know for sure, and I’m choosing to live with that” ten times by hand. {ownMaybe}Read it aloud once.',
      prevention: 'Do not argue with it, look for proof, or ask anyone what they think.',
    },
    {
      id: 'general.shorten',
      kind: 'in_vivo',
      fear: 4,
      title: 'Cut {compulsion|the compulsion} to half its usual time, every time today',
      body: 'For one day, each time you do the compulsion, do it for half as long or half as many times as usual, then stop and move on.',
      prevention: 'Do not make up the other half later, start again, or finish it in your head.',
    },
    {
      id: 'general.face-trigger',
      kind: 'in_vivo',
      fear: 5,
      title: 'Spend 15 minutes with your trigger on purpose: {trigger|a situation you usually avoid}',
      body: 'Put yourself in this situation on purpose for 15 minutes and let the worry come.',
      prevention: 'Hold off {compulsion|your usual ritual} during it and for an hour afterwards, and do not leave early.',
    },
    {
      id: 'general.ritual-wrong',
      kind: 'in_vivo',
      fear: 5,
      title: 'Do your ritual "wrong" once: change the order or leave out a step',
      body: 'The next time you do your ritual, change its order or leave out one step, and then stop.',
      prevention: 'Do not go back to do it properly, redo it, or put it right in your head.',
    },
    {
      id: 'general.script',
      kind: 'imaginal',
      fear: 6,
      title: 'Write a one-page story of your fear coming true and read it daily',
      body: 'Write one page in the first person and present tense in which what you fear happens and you cannot undo it. {ownWords}Read it aloud for 15 minutes a day for a week.',
      prevention: 'Do not give it a safe ending or ask anyone whether it could happen, and hold off {compulsion|your usual ritual} after reading.',
    },
    {
      id: 'general.hour-without',
      kind: 'in_vivo',
      fear: 6,
      title: 'Go an hour without {compulsion|the compulsion} after meeting your trigger',
      body: 'After you meet your trigger today, start a one-hour timer and carry on with an ordinary activity.',
      prevention: 'Do not do the compulsion in that hour, or a shorter or secret version of it.',
    },
    {
      id: 'general.no-reassurance-day',
      kind: 'in_vivo',
      fear: 6,
      title: 'Go a whole day without asking anyone for reassurance',
      body: 'For one day, when the urge comes to ask someone whether things are all right, talk about something else or say nothing.',
      prevention: 'Do not ask, hint, search online or ask an AI instead.',
    },
    {
      id: 'general.trigger-longer',
      kind: 'in_vivo',
      fear: 7,
      title: 'Stay with your trigger for 45 minutes without the compulsion: {trigger|the situation you avoid most}',
      body: 'Put yourself in this situation on purpose and stay 45 minutes, letting the worry rise and fall as it will.',
      prevention: 'Hold off {compulsion|your usual ritual}, and do not leave early or distract yourself on purpose.',
    },
    {
      id: 'general.morning-without',
      kind: 'in_vivo',
      fear: 8,
      title: 'Spend a whole morning without {compulsion|any of your compulsions}',
      body: 'From getting up until lunch, go about your morning as usual and let the urges come.',
      prevention: 'Do not do the compulsion, a shorter version of it, or a version in your head, and do not make up for it in the afternoon.',
    },
    {
      id: 'general.day-without',
      kind: 'in_vivo',
      fear: 9,
      title: 'Spend a whole day without {compulsion|any of your compulsions}',
      body: 'For one whole day, live as you would without OCD and let every urge come and go.',
      prevention: 'Do not do the compulsion, a hidden version of it, or ask anyone for reassurance, and do not make up for it the next day.',
    },
    {
      id: 'general.strongest',
      kind: 'in_vivo',
      fear: 10,
      title: 'Face your strongest trigger and read your feared story there, with no ritual afterwards',
      body: 'Go to the situation you fear most, read your feared story aloud there for 15 minutes, and go on with your day.',
      prevention: 'Hold off {compulsion|any compulsion} for the rest of the day, and do not ask anyone for reassurance.',
    },
  ],
};
