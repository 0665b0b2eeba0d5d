import { CHILD_CARE, MEDICAL_CARE, SAYING_WORDS } from './cues';
import type { ThemeLibrary } from './types';


/** Someone at home the person would look after through a stomach bug. */
const HOUSEHOLD = [
  ...CHILD_CARE, 'partner', 'husband', 'wife', 'boyfriend', 'girlfriend', 'family', 'mum', 'mom', 'dad', 'parents', 'flatmate*',
  'housemate*', 'roommate*',
];

/**
 * Pregnancy brings its own nausea, which is care to keep, never an exposure (docs/clinical.md §9): no sensation is
 * brought on, no meal is eaten to fullness and no food is eaten near its date for someone who is pregnant.
 */
const PREGNANCY = ['pregnan*', 'morning sickness', 'expecting a baby', 'trimester*'];

/**
 * A fear of vomiting (emetophobia): being sick, seeing or hearing someone be sick, and feeling sick. The rituals are
 * checking (food dates, the stomach, a temperature, "do I look pale?"), carrying a safety kit (mints, sick bags,
 * travel bands) and avoiding (eating out, food others cooked, travel, children and anyone unwell). Graded from the
 * words on paper through sounds and film, mild queasiness brought on in everyday ways (docs/clinical.md §6, §9: each
 * with its medical caution), food others cooked, travel and children, to a week without the checking and the kit.
 * Nothing here brings vomiting on, and food is always within its date and cooked as the label says (docs/clinical.md
 * §10); eating steps are left out when the lists describe eating-disorder behaviour (hierarchy.ts, §21); tablets a
 * doctor prescribed are taken as prescribed.
 */
export const VOMITING: ThemeLibrary = {
  theme: 'vomiting',
  templates: [
    {
      id: 'vomiting.write-words',
      kind: 'imaginal',
      fear: 2,
      title: 'Write the words "vomit" and "being sick" ten times',
      body: 'At a table, write “vomit”, “being sick” and “throwing up” ten times each by hand, then read them aloud once. Leave the page out for the evening.',
      prevention: 'Do not turn the page over, and do not {compulsion|check how your stomach feels} afterwards.',
      why: 'Just the words: the first contact with the fear.',
    },
    {
      id: 'vomiting.maybe-sick',
      kind: 'imaginal',
      fear: 3,
      title: 'Write "Maybe I will be sick today" ten times',
      body: 'Write “Maybe I will be sick today, and I can’t know for sure” ten times by hand and read it aloud once. {ownMaybe}',
      prevention: 'Do not {compulsion|check your stomach or your temperature}, and do not ask anyone whether you look ill.',
      why: 'The doubt agreed to with "maybe" instead of checked.',
    },
    {
      id: 'vomiting.spin-chair',
      kind: 'interoceptive',
      fear: 4,
      title: 'Turn in a swivel chair until a little queasy, then sit',
      body: 'Turn slowly in a swivel chair for 30 seconds until a little queasy, then stay seated with it for five minutes. With a heart or balance condition, ask your doctor first.',
      prevention: 'Do not {compulsion|suck a mint or sip water to settle your stomach}, and do not lie down.',
      why: 'A mild queasy feeling, brought on safely and left alone.',
      // Bringing on a sensation on purpose is for a doctor to agree with someone who looks after a condition, and a
      // pregnant person's nausea is no exposure (docs/clinical.md §9).
      avoidWith: [...MEDICAL_CARE, ...PREGNANCY],
    },
    {
      id: 'vomiting.meal-someone-cooked',
      kind: 'in_vivo',
      fear: 4,
      title: 'Eat a meal someone else cooked, without asking',
      body: 'Once this week, eat a meal a friend or family member cooked for you, at their table or yours, and eat what you would normally eat.',
      prevention: 'Do not {compulsion|ask how it was cooked or check the dates}, and do not sniff or pick through it.',
      why: 'Food you did not control, eaten without the questions.',
    },
    {
      id: 'vomiting.sounds',
      kind: 'imaginal',
      fear: 5,
      title: 'Listen to the sound of someone retching for 10 minutes',
      body: 'At home, play a sound-effect clip of someone retching and being sick, on repeat for 10 minutes, loud enough to hear clearly.',
      prevention: 'Do not turn it down or leave the room, and do not {compulsion|check your stomach or take a mint}.',
      why: 'The sound that sets off the fear, heard again and again.',
    },
    {
      id: 'vomiting.full-stomach',
      kind: 'interoceptive',
      fear: 5,
      title: 'Eat until full, then sit with the feeling for 20 minutes',
      body: 'Eat a generous ordinary meal until your stomach feels full, then sit with the fullness for 20 minutes. Skip this if a doctor has told you to watch how much you eat.',
      prevention: 'Do not {compulsion|loosen your clothes, check your stomach or sip water to settle it}.',
      why: 'A full, heavy stomach, felt and left unchecked.',
      // No sensation brought on for someone who looks after a condition or is pregnant (docs/clinical.md §9).
      avoidWith: [...MEDICAL_CARE, ...PREGNANCY],
    },
    {
      id: 'vomiting.film-scene',
      kind: 'imaginal',
      fear: 6,
      title: 'Watch a film scene where someone is sick, three times',
      body: 'Find a film or TV scene in which a character vomits, and watch it three times in a row at home.',
      prevention: 'Do not look away or skip ahead, and do not {compulsion|check your stomach or sip water to settle it}.',
      why: 'Seeing it happen, without looking away.',
    },
    {
      id: 'vomiting.eat-out',
      kind: 'in_vivo',
      fear: 6,
      title: 'Eat a meal at a café or restaurant you have avoided',
      body: 'Eat a main meal sitting inside a café or restaurant you have avoided, and stay for at least 30 minutes after ordering.',
      prevention: 'Do not {compulsion|pick only "safe" food or read reviews for food poisoning}, and do not sit by the door.',
      why: 'Eating out, the food out of your hands.',
    },
    {
      id: 'vomiting.date-day',
      kind: 'in_vivo',
      fear: 6,
      title: 'Eat a yoghurt on its use-by day, kept as the label says',
      body: 'Keep a yoghurt in the fridge as its label says and eat it on the day of its use-by date, never after that date.',
      prevention: 'Do not {compulsion|sniff it, check the date again or look it up}, and do not ask anyone if it is all right.',
      why: 'Food you would have thrown away early, eaten within its date.',
      // Food safety in pregnancy is for the midwife to advise, not an exposure (docs/clinical.md §9).
      avoidWith: PREGNANCY,
    },
    {
      id: 'vomiting.children-nearby',
      kind: 'in_vivo',
      fear: 7,
      title: 'Spend two hours where young children play',
      body: 'Spend two hours at a family gathering, a park café or a soft-play café with young children about, sitting near them.',
      prevention: 'Do not {compulsion|keep your distance or ask if anyone has been ill}, and wash your hands only as you usually would.',
      why: 'Children, who the fear says carry bugs, close by for hours.',
    },
    {
      id: 'vomiting.bus-back-seat',
      kind: 'in_vivo',
      fear: 7,
      title: 'Take a 30-minute bus ride sitting at the back',
      body: 'Take a bus ride of at least 30 minutes, sitting near the back where it sways most, and look at your phone for part of it.',
      prevention: 'Do not get off early, and do not {compulsion|suck a mint or sit by the door}.',
      why: 'Motion and a little queasiness, with no way out for half an hour.',
    },
    {
      id: 'vomiting.no-kit-day',
      kind: 'in_vivo',
      fear: 7,
      title: 'A day out with no mints, sick bags or travel bands',
      body: 'Go out for a whole day with no mints, ginger sweets, sick bags or travel bands in your bag. Tablets your doctor prescribed are taken as prescribed.',
      prevention: 'Do not {compulsion|buy mints on the way or plan where the toilets are}.',
      why: 'A day without the "just in case" kit.',
    },
    {
      id: 'vomiting.friend-feels-sick',
      kind: 'in_vivo',
      fear: 7,
      title: 'Stay for 20 minutes while a friend talks about feeling sick',
      body: 'Ask a friend or family member to tell you, over a drink, about a time they felt sick and were sick. Stay at the table with them for 20 minutes.',
      prevention: 'Do not change the subject or move away, and do not {compulsion|check your own stomach} afterwards.',
      why: 'Someone close talking about being sick, and you staying.',
    },
    {
      id: 'vomiting.bug-at-home',
      kind: 'in_vivo',
      fear: 8,
      title: 'Look after someone at home with a stomach bug as usual',
      body: 'When someone at home has a stomach bug, care for them for a day as you usually would: drinks, company, sitting with them. Wash your hands with soap after helping, as anyone would.',
      prevention: 'Do not {compulsion|keep away, sleep elsewhere or clean beyond ordinary hygiene}.',
      needs: [HOUSEHOLD],
      why: 'The thing the fear avoids most, met with ordinary care.',
    },
    {
      id: 'vomiting.no-asking-week',
      kind: 'in_vivo',
      fear: 8,
      title: 'A week without asking "Do I look pale?"',
      body: 'For seven days, when the urge comes to ask whether you look pale or ill, or how some food was cooked, say nothing about it and carry on.',
      prevention: 'Do not {compulsion|ask, hint or check your face in a mirror}; keep only the appointments agreed with your doctor.',
      why: 'A week without borrowing anyone else’s certainty.',
    },
    {
      id: 'vomiting.public-script',
      kind: 'imaginal',
      fear: 8,
      title: 'Write a story of being sick in front of people',
      body: 'Write half a page, present tense: feeling sick in a shop or on a train, being sick there, people looking. {ownWords}Read it aloud daily for a week.',
      prevention: 'Do not add an ending where it was not so bad, and do not {compulsion|check your stomach} afterwards.',
      why: 'The feared scene imagined in full.',
    },
    {
      id: 'vomiting.boat-or-coach',
      kind: 'in_vivo',
      fear: 9,
      title: 'Take an hour-long ferry or winding coach trip',
      body: 'Take a ferry crossing or a coach trip on winding roads of at least an hour, seated inside where you feel the movement.',
      prevention: 'Do not sit by the exit, and do not {compulsion|suck mints or keep a sick bag in reach}.',
      why: 'An hour of motion and queasiness, with no way off.',
    },
    {
      id: 'vomiting.recorded-loop',
      kind: 'imaginal',
      fear: 9,
      title: 'Record a story of being sick and listen on a loop',
      body: 'Write five lines, present tense, of being sick in front of people. {ownWords}Record them and listen on a loop for 30 minutes.',
      prevention: 'Do not argue with it, and do not {compulsion|check your stomach or take a mint} afterwards.',
      why: 'The feared scene heard again and again.',
    },
    {
      id: 'vomiting.no-checks-week',
      kind: 'in_vivo',
      fear: 9,
      title: 'A week without checking your stomach or temperature',
      body: 'For seven days, when the urge comes to feel your stomach, take your temperature or scan for queasiness, let it pass and carry on with your day.',
      prevention: 'Do not {compulsion|press your stomach or take your temperature}; keep only the appointments agreed with your doctor.',
      why: 'A week of the body left unchecked.',
      // A condition's agreed checks stay (docs/clinical.md §9).
      avoidWith: MEDICAL_CARE,
    },
    {
      id: 'vomiting.no-avoiding-week',
      kind: 'in_vivo',
      fear: 10,
      title: 'A week of going where you would avoid in case of sickness',
      body: 'For seven days, go wherever you would normally avoid in case you are sick, and let every “what if I’m sick” come and go with “maybe, maybe not”.',
      prevention: 'Do not {compulsion|check your stomach, ask if you look ill or carry mints}; keep only the appointments agreed with your doctor.',
      why: 'The top step: a whole week with none of the checking, kit or avoiding.',
    },
    // Another person's act (issue 16: such triggers got no step, or a vague one): someone saying they feel queasy is
    // stayed with and listened to (trigger-kind.ts isSaidAct); someone gagging nearby is stayed with where it comes.
    // Moving away and checking the stomach are held back; nothing is arranged (docs/clinical.md §2, §5).
    {
      id: 'vomiting.happening-listen',
      kind: 'in_vivo',
      fear: 5,
      title: 'Stay and listen: {trigger|someone saying they feel sick}',
      body: 'The next time it happens, stay with them for at least ten minutes, talk as you usually would, and carry on with what you were doing.',
      prevention: 'Do not {compulsion|leave the room or check your stomach}, and do not ask them whether it is catching.',
      triggerKinds: ['happening'],
      act: 'said',
      why: 'Someone else feeling sick, stayed with instead of fled.',
    },
    {
      id: 'vomiting.happening-stay',
      kind: 'in_vivo',
      fear: 7,
      title: 'Stay where you are: {trigger|someone coughing or gagging nearby}',
      body: 'The next time it happens, stay where you are for at least 15 minutes and carry on with what you were doing, letting the queasy worry come.',
      prevention: 'Do not {compulsion|move away or check your stomach}, and do not take a mint or sip water to settle it.',
      triggerKinds: ['happening'],
      // Someone talking is listened to, in the step above: never "stay where you are" (trigger-kind.ts isSaidAct).
      triggerAvoid: SAYING_WORDS,
      why: 'Another person\'s act that brings the fear, stayed with where you are.',
    },
  ],
};
