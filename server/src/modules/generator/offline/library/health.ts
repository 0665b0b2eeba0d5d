import { BODY_SENSATIONS, MEDICAL_CARE, SAYING_WORDS } from './cues';
import type { ThemeLibrary } from './types';


/** Body parts and signs people check. */
const CHECKED_BODY_PARTS = [
  'lump*', 'mole*', 'skin', 'breast*', 'testic*', 'throat', 'pulse', 'heart*', 'gland*', 'lymph*', 'neck',
  'stomach', 'belly', 'chest', 'temperature', 'blood pressure', 'tongue', 'spots', 'rash*', 'bruise*',
];

/**
 * Interoceptive steps bring on one sensation, so each is offered only when the person's obsessions name an illness
 * whose feared sign is that sensation (docs/clinical.md §9: "interoceptive items match the feared sensation"; issue
 * 16, a clinician-minded review: a fear of HIV from a needle got heart and breathing steps). Dying, panic, a lump or
 * a gland name no sensation, and a word in the rituals or triggers alone ("checking my neck glands", "my heart racing
 * when i think about it") is the anxiety about the fear, not its feared sign.
 */
/** A racing heart, palpitations, breathlessness: the exertion steps. */
const HEART_SENSATIONS = ['heart*', 'pulse', 'palpitat*', 'chest', 'cardiac', 'breathless*', 'short of breath', 'out of breath', 'arrhythmi*'];
/** Dizziness, faintness, balance: the swivel-chair step. */
const HEAD_SENSATIONS = ['dizz*', 'faint*', 'balance', 'vertigo', 'light headed', 'lightheaded', 'stroke', 'ms', 'multiple sclerosis', 'brain tumour*', 'brain tumor*'];

/**
 * A throat that feels tight, closing or lumpy: the straw, dry-swallow and collar items match
 * these fears, never a racing heart (docs/clinical.md "interoceptive items match the feared sensation";
 * issue 16, a clinician's review: a fear of the throat closing got heart-rate items). A lump or a gland in the neck
 * is something checked, not a feeling in the throat.
 */
const THROAT_SENSATIONS = ['throat', 'swallow*', 'chok*', 'gag*', 'suffocat*', 'windpipe', 'airway*'];

/**
 * Health and illness worries: the feared illness named and imagined, body sensations brought on
 * in everyday ways (interoceptive exposure, each item only for the sensation the person fears),
 * and the checking, searching and asking dropped. Genuine medical care stays: "only the
 * appointments agreed with your doctor" (docs/clinical.md §9), and exertion items
 * say when to leave them out (docs/clinical.md §10: nothing beyond everyday risk). The
 * illness named is the person's own where they named one.
 */
export const HEALTH: ThemeLibrary = {
  theme: 'health',
  templates: [
    {
      id: 'health.write-illness-name',
      kind: 'imaginal',
      fear: 2,
      title: 'Write the name of the illness you fear ten times',
      body: 'At a table, write “{illness|the illness you fear}” ten times by hand and read it aloud once. Leave the page out for the evening.',
      prevention: 'Do not {compulsion|search for it online or check your body} afterwards.',
      why: 'Just the word: the first contact with the fear.',
      // "Do not check your body" reads as dropping the checks a condition needs (docs/clinical.md §9): care-* steps instead.
      avoidWith: MEDICAL_CARE,
    },
    {
      id: 'health.maybe-ill',
      kind: 'imaginal',
      fear: 3,
      title: 'Write "Maybe I have {illness|a serious illness}" ten times',
      body: 'Write “Maybe I have {illness|a serious illness} and don’t know it yet; I can’t be sure” ten times by hand and read it aloud once. {ownMaybe}',
      prevention: 'Do not {compulsion|check your body or look up symptoms}, and do not ask anyone whether you might have it.',
      why: 'The doubt agreed to with "maybe" instead of checked.',
      // A diagnosis they already have is no feared unknown: their fear is the condition catching them out (care-* steps).
      avoidWith: MEDICAL_CARE,
    },
    {
      id: 'health.heart-rate',
      kind: 'interoceptive',
      fear: 4,
      title: 'Raise your heart rate for a minute, then sit with it',
      body: 'March on the spot or climb stairs briskly for a minute, until your heart beats faster, then sit with it for five minutes. Skip this if a doctor told you to avoid exertion.',
      prevention: 'Do not {compulsion|take your pulse or look at a smartwatch}, and do not search what it means.',
      needs: [HEART_SENSATIONS],
      needsInObsessions: HEART_SENSATIONS,
      why: 'The feared sensation, brought on safely and left unchecked.',
      // Bringing on a sensation on purpose is for a doctor to agree with someone who looks after a
      // condition: left out for them (docs/clinical.md §9).
      avoidWith: MEDICAL_CARE,
    },
    {
      id: 'health.dizzy-chair',
      kind: 'interoceptive',
      fear: 4,
      title: 'Turn in a swivel chair, then sit with the dizziness',
      body: 'Turn slowly in a swivel chair for 30 seconds until a little dizzy, then stay seated with it for five minutes. Skip this if you have a balance condition.',
      prevention: 'Do not {compulsion|check your balance or search the symptom}, and do not ask anyone how you look.',
      needs: [HEAD_SENSATIONS],
      needsInObsessions: HEAD_SENSATIONS,
      why: 'The feared sensation, brought on safely and left unchecked.',
      // Bringing on a sensation on purpose is for a doctor to agree with someone who looks after a
      // condition: left out for them (docs/clinical.md §9).
      avoidWith: MEDICAL_CARE,
    },
    {
      id: 'health.dry-crackers',
      kind: 'interoceptive',
      fear: 4,
      title: 'Eat three dry crackers slowly, with no drink to hand',
      body: 'Sitting at a table, eat three plain crackers slowly, with no drink within reach, then sit with the feeling in your throat for five minutes.',
      prevention: 'Do not {compulsion|swallow again and again to test your throat}, and do not feel your neck or search the feeling.',
      needs: [THROAT_SENSATIONS],
      needsInObsessions: THROAT_SENSATIONS,
      why: 'The feared throat sensation, brought on by ordinary food.',
    },
    {
      id: 'health.straw-breathing',
      kind: 'interoceptive',
      fear: 6,
      title: 'Breathe through a thin straw for a minute, then sit',
      body: 'Sitting down, breathe only through a thin straw for 60 seconds, until your throat feels tight, then sit with it for five minutes. Skip this if you have asthma or a lung condition.',
      prevention: 'Do not {compulsion|swallow to test your throat or feel your neck} afterwards.',
      needs: [THROAT_SENSATIONS],
      needsInObsessions: THROAT_SENSATIONS,
      why: 'The tight, closing feeling brought on safely and left unchecked.',
      // Bringing on a sensation on purpose is for a doctor to agree with someone who looks after a
      // condition: left out for them (docs/clinical.md §9).
      avoidWith: MEDICAL_CARE,
    },
    {
      id: 'health.high-collar',
      kind: 'in_vivo',
      fear: 7,
      title: 'Wear a high-necked top for an afternoon',
      body: 'Wear a high-necked jumper or top for three hours, at home or out, and let the feeling around your neck be there.',
      prevention: 'Do not loosen or pull at it, and do not {compulsion|feel your neck or check it in a mirror}.',
      needs: [THROAT_SENSATIONS],
      needsInObsessions: THROAT_SENSATIONS,
      why: 'The feeling around your throat for hours, without checking.',
    },
    {
      id: 'health.read-article',
      kind: 'imaginal',
      fear: 5,
      title: 'Read an article about {illness|the illness you fear}',
      body: 'Read a news or feature article about {illness|the illness you fear} once, slowly, for 15 minutes, at home.',
      prevention: 'Do not {compulsion|check your body or search your own symptoms} afterwards, and do not ask anyone about it.',
      why: 'The illness in detail, without comparing it with your body.',
      // "Do not check your body" reads as dropping the checks a condition needs (docs/clinical.md §9): care-* steps instead.
      avoidWith: MEDICAL_CARE,
    },
    {
      id: 'health.delay-body-check',
      kind: 'in_vivo',
      fear: 5,
      title: 'Leave {object} alone for a whole day',
      body: 'From the moment you wake, leave {object} alone all day. Keep only the appointments agreed with your doctor.',
      prevention: 'Do not {compulsion|touch, press, look at or measure it}, and do not ask anyone to look for you.',
      object: { accepts: CHECKED_BODY_PARTS, fallback: 'the part of your body you check' },
      why: 'A day without the body check the fear asks for.',
      // "Do not measure it" is no step for someone whose care is measuring (blood sugar, peak flow).
      avoidWith: MEDICAL_CARE,
    },
    {
      id: 'health.own-trigger',
      kind: 'in_vivo',
      fear: 5,
      title: 'Leave the worry unanswered: {trigger|what sets off the worry}',
      body: 'When it comes up today, or when you seek it out on purpose, give it 20 minutes and let the worry come.',
      prevention: 'Do not {compulsion|check your body or search online}, and do not ask anyone for reassurance.',
      why: 'Your own trigger, with the worry carried instead of answered.',
      // "Do not check your body" reads as dropping the checks a condition needs (docs/clinical.md §9): care-* steps instead.
      avoidWith: MEDICAL_CARE,
    },
    {
      id: 'health.no-searching-day',
      kind: 'in_vivo',
      fear: 6,
      title: 'A whole day without searching symptoms online',
      body: 'For one day, when the urge comes to search a symptom, write the question on paper and leave it there.',
      prevention: 'Do not {compulsion|search or read health forums}, and do not use a symptom checker or ask an AI.',
      why: 'A day of questions left unanswered.',
    },
    {
      id: 'health.tv-drama',
      kind: 'imaginal',
      fear: 6,
      title: 'Watch a drama about {illness|a serious illness}',
      body: 'Watch a TV drama or documentary in which someone has {illness|a serious illness}, at home, for 45 minutes.',
      prevention: 'Do not {compulsion|check your body or look up symptoms} during or after it.',
      why: 'The illness made vivid, without checking yourself against it.',
      // "Do not check your body" reads as dropping the checks a condition needs (docs/clinical.md §9): care-* steps instead.
      avoidWith: MEDICAL_CARE,
    },
    {
      id: 'health.leaflet-in-view',
      kind: 'imaginal',
      fear: 6,
      title: 'Keep an article about {illness|the illness} in view for a week',
      body: 'Print an article about {illness|the illness you fear} and leave it on a table you use every day for a week.',
      prevention: 'Do not turn it over or hide it, and do not {compulsion|compare your symptoms with it}.',
      why: 'A reminder you see every day, for a week.',
    },
    {
      id: 'health.diagnosis-script',
      kind: 'imaginal',
      fear: 7,
      title: 'Write a story of being diagnosed with {illness|the illness}',
      body: 'Write half a page, present tense: the appointment, the words the doctor says, telling people close to you. {ownWords}Read it aloud daily for a week.',
      prevention: 'Do not add an ending where it was a mistake, and do not {compulsion|check your body} afterwards.',
      why: 'The feared diagnosis imagined in full.',
      // A diagnosis they already have is no feared unknown: their fear is the condition catching them out (care-* steps).
      avoidWith: MEDICAL_CARE,
    },
    {
      id: 'health.no-asking-week',
      kind: 'in_vivo',
      fear: 7,
      title: 'A week without asking anyone whether you look unwell',
      body: 'For seven days, when the urge comes to ask someone whether you look ill or a symptom is normal, talk about something else.',
      prevention: 'Do not {compulsion|ask or describe symptoms for an opinion}; keep only the appointments agreed with your doctor.',
      why: 'A week without borrowing anyone else’s certainty.',
    },
    {
      id: 'health.hospital-cafe',
      kind: 'in_vivo',
      fear: 7,
      title: 'Sit in a hospital café or waiting area for 30 minutes',
      body: 'Go to a hospital café or public waiting area and sit there with a drink for 30 minutes.',
      prevention: 'Do not leave early, and do not {compulsion|check your body or search illnesses on your phone}.',
      why: 'A place full of illness, with no checking.',
      // "Do not check your body" reads as dropping the checks a condition needs (docs/clinical.md §9): care-* steps instead.
      avoidWith: MEDICAL_CARE,
    },
    {
      id: 'health.longer-exertion',
      kind: 'interoceptive',
      fear: 8,
      title: 'Bring on a racing heart for three minutes, then sit',
      body: 'Climb stairs briskly or jog on the spot for three minutes, then sit with the racing heart for 10 minutes. Skip this if a doctor told you to avoid exertion.',
      prevention: 'Do not lie down to make it pass, and do not {compulsion|take your pulse or search what it means}.',
      needs: [HEART_SENSATIONS],
      needsInObsessions: HEART_SENSATIONS,
      why: 'The feared sensation stronger and for longer.',
      // Bringing on a sensation on purpose is for a doctor to agree with someone who looks after a
      // condition: left out for them (docs/clinical.md §9).
      avoidWith: MEDICAL_CARE,
    },
    {
      id: 'health.obituary',
      kind: 'imaginal',
      fear: 8,
      title: 'Write your own obituary, as if illness came early',
      body: 'Write a short obituary for yourself, as if you had died of {illness|an illness} sooner than you hoped. Read it aloud once a day for five days.',
      prevention: 'Do not soften it, and do not {compulsion|check your body or ask anyone for reassurance} afterwards.',
      why: 'The worst outcome, written plainly.',
      // "Do not check your body" reads as dropping the checks a condition needs (docs/clinical.md §9): care-* steps instead.
      avoidWith: MEDICAL_CARE,
    },
    {
      id: 'health.own-trigger-week',
      kind: 'in_vivo',
      fear: 8,
      title: 'Daily for a week, no checking: {trigger|what sets off the worry}',
      body: 'Each day for seven days, meet this for 20 minutes, by chance or on purpose, and let the worry come.',
      prevention: 'Do not {compulsion|check your body or search online}; keep only the appointments agreed with your doctor.',
      why: 'Your own trigger, every day, with nothing checked.',
      // "Do not check your body" reads as dropping the checks a condition needs (docs/clinical.md §9): care-* steps instead.
      avoidWith: MEDICAL_CARE,
    },
    {
      id: 'health.recorded-loop',
      kind: 'imaginal',
      fear: 9,
      title: 'Record a diagnosis story and listen on a loop',
      body: 'Write five lines, present tense, of being told you have {illness|the illness you fear}. {ownWords}Record them and listen on a loop for 30 minutes.',
      prevention: 'Do not argue with it, and do not {compulsion|check your body or search online} afterwards.',
      why: 'The feared diagnosis heard again and again.',
      // A diagnosis they already have is no feared unknown: their fear is the condition catching them out (care-* steps).
      avoidWith: MEDICAL_CARE,
    },
    {
      id: 'health.story-in-waiting-room',
      kind: 'imaginal',
      fear: 9,
      title: 'Read a diagnosis story in a hospital café',
      body: 'Write five lines of being diagnosed with {illness|the illness you fear}. Read them twice while sitting in a hospital café for 30 minutes.',
      prevention: 'Do not leave early, and do not {compulsion|check your body or search symptoms on your phone}.',
      why: 'The feared story where illness feels closest.',
      // A diagnosis they already have is no feared unknown: their fear is the condition catching them out (care-* steps).
      avoidWith: MEDICAL_CARE,
    },
    // A condition the person looks after (diabetes, epilepsy, asthma...): the fear is of the condition
    // catching them out, not of a diagnosis they already have, and the exposure is living with only
    // the checks their care team agreed, never fewer (docs/clinical.md §9; issue 16: a diabetes
    // ladder came from the generic library).
    // Someone who looks after a condition and fears another illness (diabetes, and a stroke): the feared illness
    // is what the low steps name; the condition only sets the care kept as agreed (docs/clinical.md §9; issue 16,
    // the fifth clinician-minded review: "Maybe my condition will catch me out" for a man afraid of a heart attack).
    {
      id: 'health.care-feared-name',
      kind: 'imaginal',
      fear: 2,
      title: 'Write the name of the illness you fear ten times',
      body: 'At a table, write “{illness|the illness you fear}” ten times by hand and read it aloud once. Leave the page out for the evening.',
      prevention: 'Afterwards, do not {compulsion|search for it online}; keep your usual care as agreed.',
      needs: [MEDICAL_CARE],
      avoidInObsessions: MEDICAL_CARE,
      why: 'Just the word: the first contact with the fear, your care kept as it is.',
    },
    {
      id: 'health.care-feared-maybe',
      kind: 'imaginal',
      fear: 3,
      title: 'Write "Maybe I will have {illness|it} one day" ten times',
      body: 'Write “Maybe I will have {illness|the illness I fear} one day, and I can’t know for sure” ten times by hand and read it aloud once. {ownMaybe}',
      prevention: 'Afterwards, do not {compulsion|look up symptoms} or ask anyone whether you are all right; keep your usual care as agreed.',
      needs: [MEDICAL_CARE],
      avoidInObsessions: MEDICAL_CARE,
      why: 'The doubt about the illness you fear, agreed to with "maybe" instead of checked.',
    },
    {
      id: 'health.care-maybe',
      kind: 'imaginal',
      fear: 3,
      title: 'Write a "maybe" about your condition ten times',
      body: 'Write “Maybe my condition will catch me out one day, and I can’t know for sure” ten times by hand and read it aloud once. {ownMaybe}',
      prevention: 'Afterwards, do not {compulsion|add a check} beyond those agreed with your care team, or ask anyone whether you are all right.',
      needs: [MEDICAL_CARE],
      // The condition is what this step is about only when the person's fear is the condition (docs/clinical.md §9).
      needsInObsessions: MEDICAL_CARE,
      why: 'The uncertainty every condition carries, named without checking.',
    },
    {
      id: 'health.care-plan-day',
      kind: 'in_vivo',
      fear: 5,
      title: 'A day of only the checks agreed with your care team',
      body: 'For one day, do the checks your care team agreed with you, at the agreed times, and carry on with your day between them. If you feel unwell, follow your care plan.',
      prevention: 'Do not {compulsion|add a check} beyond the agreed ones, or ask anyone to look over your readings.',
      needs: [MEDICAL_CARE],
      why: 'Your care kept in full, and the extra checks left out for a day.',
    },
    {
      id: 'health.care-no-asking',
      kind: 'in_vivo',
      fear: 6,
      title: 'A week without asking anyone to go over your readings',
      body: 'For seven days, keep your questions for the appointments agreed with your care team. When the urge comes to ask someone to look over your readings, write the question down and leave it.',
      prevention: 'Do not {compulsion|ask or hint}, and do not post your readings online for an opinion.',
      // Only for someone who asks others to go over their numbers: not one of the rituals of every condition.
      needs: [MEDICAL_CARE, ['ask*', 'asking', 'reassur*', 'go over', 'look over', 'tell me', 'reading*']],
      why: 'A week without borrowing anyone else’s certainty, with your care kept.',
    },
    {
      id: 'health.care-complication-script',
      kind: 'imaginal',
      fear: 7,
      title: 'Write a story of the complication you fear',
      body: 'Write half a page, present tense, in which the complication you fear from your condition happens. {ownWords}Read it aloud daily for a week.',
      prevention: 'Do not add a safe ending, and afterwards do not {compulsion|add a check} beyond those agreed with your care team.',
      needs: [MEDICAL_CARE],
      // The condition is what this step is about only when the person's fear is the condition (docs/clinical.md §9).
      needsInObsessions: MEDICAL_CARE,
      why: 'The feared outcome imagined in full, with only your agreed care.',
    },
    {
      id: 'health.care-plan-week',
      kind: 'in_vivo',
      fear: 9,
      title: 'A week of only the checks agreed with your care team',
      body: 'For seven days, do the checks your care team agreed with you, at the agreed times, and let the worry come between them. If you feel unwell, follow your care plan.',
      prevention: 'Do not {compulsion|add a check} beyond the agreed ones, or ask anyone to look over your readings.',
      needs: [MEDICAL_CARE],
      why: 'The top step for a condition: a whole week of your care and nothing extra.',
    },
    {
      id: 'health.care-name-it',
      kind: 'imaginal',
      fear: 2,
      title: 'Write the outcome you fear from your condition',
      body: 'On a card, write in one line the outcome you fear from your condition. {ownWords}Read it morning and evening for three days.',
      prevention: 'After reading, do not {compulsion|add a check} beyond those agreed with your care team, or tear the card up.',
      needs: [MEDICAL_CARE],
      // The condition is what this step is about only when the person's fear is the condition (docs/clinical.md §9).
      needsInObsessions: MEDICAL_CARE,
      why: 'The fear named plainly, with only your agreed care.',
    },
    {
      id: 'health.care-own-trigger',
      kind: 'in_vivo',
      fear: 5,
      title: 'Leave the worry unanswered: {trigger|what sets off the worry}',
      body: 'When it comes up today, or when you seek it out on purpose, give it 20 minutes and let the worry come.',
      prevention: 'Do not {compulsion|add a check} beyond those agreed with your care team, or ask anyone for reassurance.',
      needs: [MEDICAL_CARE],
      // A bodily sensation is never the trigger to stay with here: it may be a real warning sign.
      triggerAvoid: BODY_SENSATIONS,
      why: 'Your own trigger, with the worry carried and your agreed care kept.',
    },
    {
      id: 'health.care-own-trigger-week',
      kind: 'in_vivo',
      fear: 8,
      title: 'A week, only agreed checks: {trigger|what sets off the worry}',
      body: 'Each day for seven days, meet this for 20 minutes, by chance or on purpose, and let the worry come.',
      prevention: 'Do not {compulsion|add a check} beyond those agreed with your care team, or ask anyone for reassurance.',
      needs: [MEDICAL_CARE],
      triggerAvoid: BODY_SENSATIONS,
      why: 'Your own trigger, every day, with nothing beyond your agreed care.',
    },
    {
      id: 'health.no-checks-week',
      kind: 'in_vivo',
      fear: 10,
      title: 'A week without body checks, searching or reassurance',
      body: 'For seven days, let every health worry come and go with “maybe, maybe not”.',
      prevention: 'Do not {compulsion|check your body, search symptoms or ask anyone}; keep only the appointments agreed with your doctor.',
      why: 'The top step: a whole week with none of the checking.',
      avoidWith: MEDICAL_CARE,
    },
    // Another person's act (issue 16: such triggers got no step, or a vague one): someone talking about an illness is
    // listened to, in the conversation (trigger-kind.ts isSaidAct); any other act is stayed with where it comes. Googling
    // and checking the body are held back (docs/clinical.md §2, §5, §9).
    {
      id: 'health.happening-listen',
      kind: 'in_vivo',
      fear: 5,
      title: 'Stay and listen: {trigger|someone talking about an illness}',
      body: 'The next time it happens, stay in the conversation for at least ten minutes. Listen, answer as you usually would, and let the worry come.',
      prevention: 'Afterwards, do not {compulsion|Google symptoms or check your body}, and do not ask anyone whether you might have it too.',
      triggerKinds: ['happening'],
      act: 'said',
      why: 'Someone else\'s illness, heard out instead of avoided.',
    },
    {
      id: 'health.happening-stay',
      kind: 'in_vivo',
      fear: 7,
      title: 'Stay with it: {trigger|someone coughing near you}',
      body: 'The next time it happens, stay where you are for at least 20 minutes and carry on with what you were doing, letting the worry come.',
      prevention: 'For the rest of the day, do not {compulsion|check your body or Google symptoms}; keep only the appointments agreed with your doctor.',
      triggerKinds: ['happening'],
      // Someone talking is listened to, in the step above: never "stay where you are" (trigger-kind.ts isSaidAct).
      triggerAvoid: SAYING_WORDS,
      why: 'Another person\'s act, let happen where you are, with the worry left unanswered.',
    },
  ],
};
