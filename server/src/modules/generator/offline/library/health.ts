import type { ThemeLibrary } from './types';

/** Body parts and signs people check. */
const CHECKED_BODY_PARTS = [
  'lump*', 'mole*', 'skin', 'breast*', 'testic*', 'throat', 'pulse', 'heart*', 'gland*', 'lymph*', 'neck',
  'stomach', 'belly', 'chest', 'temperature', 'blood pressure', 'tongue', 'spots', 'rash*', 'bruise*',
  'weight',
];

/**
 * Health and illness worries: the feared illness named and imagined, body sensations brought on
 * in everyday ways (interoceptive exposure), and the checking, searching and asking dropped.
 * Genuine medical care stays: every item keeps appointments and checks a doctor has asked for,
 * and exertion items say when to leave them out (CLINICAL.md "never generate": nothing beyond
 * everyday risk). The illness named is the person's own where they named one.
 */
export const HEALTH: ThemeLibrary = {
  theme: 'health',
  templates: [
    {
      id: 'health.write-illness-name',
      kind: 'imaginal',
      fear: 2,
      title: 'Write the name of the illness you fear ten times: {illness|the illness you fear}',
      body: 'At a table, write the word ten times by hand and read it aloud once. Leave the page on the table for the evening.',
      prevention: 'Do not search for it online afterwards, check your body, or ask anyone how you look.',
    },
    {
      id: 'health.maybe-ill',
      kind: 'imaginal',
      fear: 3,
      title: 'Write "Maybe I have {illness|a serious illness} and don’t know it yet" ten times',
      body: 'Write the sentence “Maybe I have {illness|a serious illness} and don’t know it yet; I can’t be sure” ten times by hand and read it aloud once. {ownMaybe}',
      prevention: 'Do not check your body, look up symptoms, or ask anyone whether you might have it.',
    },
    {
      id: 'health.heart-rate',
      kind: 'interoceptive',
      fear: 4,
      title: 'Make your heart beat faster with a minute on the stairs, then sit with the feeling',
      body: 'Walk briskly up and down the stairs, or march on the spot, for one minute until you feel your heart beating faster. Then sit and notice the feeling for five minutes. Leave this one out if a doctor has told you to avoid exertion.',
      prevention: 'Do not take your pulse, look at a smartwatch, or search what the feeling means.',
    },
    {
      id: 'health.dizzy-chair',
      kind: 'interoceptive',
      fear: 4,
      title: 'Turn slowly in a swivel chair for 30 seconds and stay seated with the dizziness',
      body: 'Sit in a swivel chair and turn slowly for 30 seconds until you feel a little dizzy, then stay seated and notice the feeling for five minutes. Leave this one out if you have a balance condition.',
      prevention: 'Do not check your balance, search the symptom, or ask anyone how you look.',
    },
    {
      id: 'health.read-article',
      kind: 'imaginal',
      fear: 5,
      title: 'Read an article about {illness|the illness you fear} for 15 minutes',
      body: 'Read a news or feature article about {illness|the illness you fear} once, slowly, for 15 minutes, at home.',
      prevention: 'Do not check your body afterwards, search your own symptoms, or ask anyone whether you might have it.',
    },
    {
      id: 'health.delay-body-check',
      kind: 'in_vivo',
      fear: 5,
      title: 'Leave {object} unchecked for a whole day',
      body: 'From the moment you wake, leave {object} alone for the whole day. Keep any appointment or check a doctor has actually asked you to have.',
      prevention: 'Do not touch, press, look at or measure it, and do not ask anyone to look for you.',
      object: { accepts: CHECKED_BODY_PARTS, fallback: 'the part of your body you usually check' },
    },
    {
      id: 'health.own-trigger',
      kind: 'in_vivo',
      fear: 5,
      title: 'Face your trigger on purpose and leave the worry unanswered: {trigger|something that sets off your health worry}',
      body: 'Put yourself in front of this on purpose today for 20 minutes and let the worry come.',
      prevention: 'Do not check your body, search online, or ask anyone for reassurance afterwards.',
    },
    {
      id: 'health.no-searching-day',
      kind: 'in_vivo',
      fear: 6,
      title: 'Go a whole day without searching symptoms online',
      body: 'For one day, when the urge comes to search a symptom, write the question on paper and leave it there.',
      prevention: 'Do not search, read health forums, use a symptom checker or ask an AI instead.',
    },
    {
      id: 'health.tv-drama',
      kind: 'imaginal',
      fear: 6,
      title: 'Watch a drama or documentary about {illness|a serious illness}',
      body: 'Watch a TV drama or documentary in which someone has {illness|a serious illness}, at home, for 45 minutes.',
      prevention: 'Do not check your body during or after it, look up the symptoms, or ask anyone whether you seem well.',
    },
    {
      id: 'health.leaflet-in-view',
      kind: 'imaginal',
      fear: 6,
      title: 'Keep an article about {illness|the illness you fear} in view on your table for a week',
      body: 'Print or cut out an article about {illness|the illness you fear} and leave it on a table you use every day for a week.',
      prevention: 'Do not turn it over, hide it, or use it to compare your symptoms.',
    },
    {
      id: 'health.diagnosis-script',
      kind: 'imaginal',
      fear: 7,
      title: 'Write a story in which you are diagnosed with {illness|the illness you fear}',
      body: 'Write one page in the first person and present tense: the appointment, the words the doctor says, telling the people close to you. {ownWords}Read it aloud for 20 minutes a day for a week.',
      prevention: 'Do not add an ending in which it was a mistake, check your body afterwards, or ask anyone whether it could happen.',
    },
    {
      id: 'health.no-asking-week',
      kind: 'in_vivo',
      fear: 7,
      title: 'Go a week without asking anyone whether you look or sound unwell',
      body: 'For seven days, when the urge comes to ask someone whether you look ill or whether a symptom is normal, talk about something else. Keep any appointment a doctor has actually asked you to have.',
      prevention: 'Do not ask, describe symptoms to get an opinion, or book extra appointments to be reassured: only the appointments agreed with your doctor.',
    },
    {
      id: 'health.hospital-cafe',
      kind: 'in_vivo',
      fear: 7,
      title: 'Sit in a hospital café or waiting area for 30 minutes',
      body: 'Go to a hospital café or public waiting area and sit there with a drink for 30 minutes.',
      prevention: 'Do not leave early, check your body, or search illnesses on your phone while you are there.',
    },
    {
      id: 'health.longer-exertion',
      kind: 'interoceptive',
      fear: 8,
      title: 'Bring on a racing heart with three minutes of brisk stairs, then sit with it for 10 minutes',
      body: 'Climb stairs briskly or jog on the spot for three minutes, then sit and stay with the racing heart and breathlessness for 10 minutes. Leave this one out if a doctor has told you to avoid exertion.',
      prevention: 'Do not take your pulse, lie down to make it pass, or search what the feeling means.',
    },
    {
      id: 'health.obituary',
      kind: 'imaginal',
      fear: 8,
      title: 'Write your own obituary, as if you had died of {illness|an illness} sooner than you hoped',
      body: 'Write a short obituary for yourself, as if you had died of {illness|an illness} sooner than you hoped. Read it aloud once a day for five days.',
      prevention: 'Do not soften it, check your body afterwards, or ask anyone for reassurance.',
    },
    {
      id: 'health.recorded-loop',
      kind: 'imaginal',
      fear: 9,
      title: 'Record your diagnosis story and listen to it on a loop for 30 minutes',
      body: 'Record yourself reading your diagnosis story and listen to it on a loop for 30 minutes at home. {ownWords}',
      prevention: 'Do not check your body, search online, or argue with the story in your head.',
    },
    {
      id: 'health.no-checks-week',
      kind: 'in_vivo',
      fear: 10,
      title: 'Go a whole week without body checks, symptom searches or reassurance',
      body: 'For seven days, let every health worry come and go with “maybe, maybe not”. Keep any appointment or test a doctor has actually asked you to have.',
      prevention: 'Do not check your body, search symptoms, ask anyone, or book extra appointments to be reassured: only the appointments agreed with your doctor.',
    },
    {
      id: 'health.own-trigger-week',
      kind: 'in_vivo',
      fear: 8,
      title: 'Meet your trigger every day for a week without checking or searching: {trigger|what sets off your health worry most}',
      body: 'Each day for seven days, put yourself in front of this on purpose for 20 minutes and let the worry come. Keep any appointment a doctor has actually asked you to have.',
      prevention: 'Do not check your body, search online, or ask anyone for reassurance.',
    },
  ],
};
