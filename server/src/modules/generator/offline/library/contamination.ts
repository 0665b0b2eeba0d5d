import type { ThemeLibrary } from './types';

/** Things a person can touch with their hands in an ordinary day. */
const TOUCHABLE = [
  'handle*', 'door*', 'doorknob*', 'knob*', 'switch*', 'button*', 'tap', 'taps', 'faucet*', 'rail*', 'remote*',
  'keyboard*', 'phone*', 'counter*', 'worktop*', 'table*', 'surface*', 'trolley*', 'cart*', 'seat*', 'chair*',
  'money', 'coin*', 'note*', 'cash', 'bin', 'bins', 'lid*', 'shoe*', 'floor*', 'pen', 'pens', 'book*', 'bag*',
  'bench*', 'pole*', 'atm*', 'card*', 'menu*', 'mail', 'post', 'parcel*', 'laundry', 'towel*', 'sponge*', 'cloth*',
];
/** Places the person can spend time in. */
const PLACES = [
  'hospital*', 'clinic*', 'surgery', 'waiting room*', 'bus', 'buses', 'train*', 'tube', 'subway', 'metro', 'gym*',
  'shop*', 'supermarket*', 'mall*', 'restaurant*', 'cafe*', 'cinema*', 'library', 'libraries', 'office*', 'pharmac*',
  'station*', 'park', 'parks', 'pool*', 'changing room*', 'market*', 'pub', 'pubs', 'bar', 'bars',
];

/**
 * Contamination: touching what feels dirty and then spreading it, with washing held back.
 * Graded from one fingertip to a whole day; normal washing after the toilet and before cooking
 * stays in place, since that hygiene matters for health (CLINICAL.md "never generate"; normal
 * washing rules as in Foa, Yadin & Lichner, Exposure and Response (Ritual) Prevention for OCD, 2012).
 */
export const CONTAMINATION: ThemeLibrary = {
  theme: 'contamination',
  templates: [
    {
      id: 'contamination.fingertip',
      kind: 'in_vivo',
      fear: 2,
      title: 'Touch {object} with one fingertip and leave it unwashed for 10 minutes',
      body: 'At home or on an ordinary outing, rest one fingertip on {object} for five seconds. Set a timer for 10 minutes and carry on with something ordinary, letting the dirty feeling stay.',
      prevention: 'Do not wash, wipe or use hand gel until the 10 minutes are up, and do not hold that finger apart from the rest of your hand.',
      object: { accepts: TOUCHABLE, fallback: 'the outside handle of your front door' },
    },
    {
      id: 'contamination.maybe-statements',
      kind: 'imaginal',
      fear: 3,
      title: 'Write and read aloud a "maybe" statement about germs on your hands',
      body: 'At a table, write this sentence ten times by hand and then read it aloud three times: “Maybe there are germs on my hands right now, and I can’t know for sure.” {ownMaybe}Keep the page where you will see it today.',
      prevention: 'Do not wash, look at your hands for dirt or look anything up to settle the doubt for 30 minutes afterwards.',
    },
    {
      id: 'contamination.shared-seat',
      kind: 'in_vivo',
      fear: 3,
      title: 'Sit on a shared seat without wiping it and stay for 20 minutes',
      body: 'In a café, waiting room or on public transport, sit down on a seat others have used. Stay seated for 20 minutes, resting your hands on the seat or armrest now and then.',
      prevention: 'Do not wipe the seat, sit on a tissue or coat, or change your clothes when you get home.',
    },
    {
      id: 'contamination.read-about-germs',
      kind: 'imaginal',
      fear: 4,
      title: 'Read about the germs on everyday things, then hold your phone for 10 minutes',
      body: 'Read a short article about the germs found on phones, keyboards and door handles, slowly, for 15 minutes. Then use your phone with your bare hands for 10 minutes.',
      prevention: 'Do not clean the phone, wash your hands or use hand gel for an hour afterwards.',
    },
    {
      id: 'contamination.whole-hand-face',
      kind: 'in_vivo',
      fear: 4,
      title: 'Grip {object} with your whole hand, then touch your face and hair',
      body: 'On an ordinary outing, grip {object} with your whole hand for five seconds, then touch your face, hair and clothes. Carry on with your outing for 30 minutes.',
      prevention: 'Do not wash, wipe or use hand gel for 30 minutes afterwards, and do not keep your hands away from your face.',
      object: { accepts: TOUCHABLE, fallback: 'a public door handle' },
    },
    {
      id: 'contamination.money-snack',
      kind: 'in_vivo',
      fear: 5,
      title: 'Handle coins and notes, then eat a packaged snack with the same hands',
      body: 'At home, hold a handful of coins and notes for a minute, counting them slowly, then eat a packaged snack such as crisps or a biscuit with the same hands. Stay with it for 20 minutes.',
      prevention: 'Do not wash or use hand gel before eating or for 20 minutes afterwards, and do not hold the food in a wrapper or napkin.',
    },
    {
      id: 'contamination.bin-lid-sandwich',
      kind: 'in_vivo',
      fear: 5,
      title: 'Touch the kitchen bin lid, then make and eat a sandwich without washing',
      body: 'In your kitchen, press both palms on the lid of the bin, then make a sandwich and eat it with your hands. Give it 20 minutes from the first touch.',
      prevention: 'Do not wash or use hand gel for those 20 minutes, and do not use a fork or wrapper to keep your fingers off the bread.',
    },
    {
      id: 'contamination.own-trigger',
      kind: 'in_vivo',
      fear: 5,
      title: 'Spend 20 minutes hands-on with your trigger: {trigger|a place or object you usually avoid}',
      body: 'Go to your trigger on purpose and touch it, or the things around it, with your bare hands several times over 20 minutes. Then touch your face, clothes and phone.',
      prevention: 'Do not wash, wipe, use hand gel or change clothes for an hour afterwards.',
    },
    {
      id: 'contamination.outdoor-shoes',
      kind: 'in_vivo',
      fear: 5,
      title: 'Walk through every room in your outdoor shoes, including the "clean" ones',
      body: 'Wear the shoes you walked outside in through your whole home for 30 minutes, including the rooms you keep clean, then sit on the sofa or bed with them on.',
      prevention: 'Do not clean the floors, wipe the shoes, or wash the sofa or bed covers that day.',
    },
    {
      id: 'contamination.script',
      kind: 'imaginal',
      fear: 6,
      title: 'Write a one-page story of your contamination fear coming true and read it daily',
      body: 'Write one page in the first person and present tense: you touch something dirty, it spreads to you and your things, and you cannot be sure what happens next. {ownWords}Read it aloud slowly for 20 minutes a day for a week.',
      prevention: 'Do not give the story a safe ending, wash after reading, or ask anyone whether it could happen.',
    },
    {
      id: 'contamination.spread-to-clean-places',
      kind: 'in_vivo',
      fear: 6,
      title: 'Touch {object}, then touch your pillow, phone and kitchen worktop',
      body: 'Touch {object} with both hands, then with the same hands touch your pillow, your phone, the kitchen worktop and the inside of your wardrobe. Live with it for the rest of the day. Keep normal hand-washing after using the toilet and before cooking.',
      prevention: 'Otherwise, do not wash your hands and do not clean those places for the rest of the day.',
      object: { accepts: TOUCHABLE, fallback: 'the kitchen bin lid' },
    },
    {
      id: 'contamination.public-toilet-door',
      kind: 'in_vivo',
      fear: 6,
      title: 'Use a public toilet, wash once, and open the door with your bare hand',
      body: 'In a shopping centre or café, use the toilet, wash your hands once for 20 seconds as anyone would, then open the door on the way out with your bare hand and carry on with your day.',
      prevention: 'Do not wash a second time, use a paper towel or sleeve on the door handle, or use hand gel for an hour.',
    },
    {
      id: 'contamination.busy-place',
      kind: 'in_vivo',
      fear: 7,
      title: 'Spend 30 minutes touching seats, rails and handles in a place you avoid: {object}',
      body: 'Go there and stay 30 minutes. Touch the seats, rails, door handles and buttons there with your bare hands, as many times as you can.',
      prevention: 'Do not wash, use hand gel or change clothes for two hours afterwards, and do not shower when you get home.',
      object: { accepts: PLACES, fallback: 'a clinic waiting room or a bus' },
    },
    {
      id: 'contamination.cook-for-someone',
      kind: 'in_vivo',
      fear: 7,
      title: 'Cook a simple meal for {person|someone you live with}, washing your hands only once first',
      body: 'Wash your hands once, for 20 seconds, before you start, as anyone would. Then cook and serve a simple meal for {person|someone you live with} and eat it together.',
      prevention: 'Do not rewash, wipe surfaces twice, warn them about germs, or ask afterwards whether they feel well.',
    },
    {
      id: 'contamination.flush-handle',
      kind: 'in_vivo',
      fear: 7,
      title: 'Touch the toilet flush handle at home, then your face and phone',
      body: 'At home, press the flush handle with your whole hand, then touch your face, hair and phone. Carry on with your evening for an hour.',
      prevention: 'Do not wash, wipe the phone or use hand gel for that hour.',
    },
    {
      id: 'contamination.finger-food',
      kind: 'in_vivo',
      fear: 8,
      title: 'Touch {object}, then eat finger food with the same hands',
      body: 'On an outing, touch {object} with both hands, then buy finger food such as a sandwich or fruit and eat it with your hands within the next ten minutes.',
      prevention: 'Do not wash or use hand gel before or for an hour after eating, and do not eat it from the wrapper.',
      object: { accepts: TOUCHABLE, fallback: 'a public door handle' },
    },
    {
      id: 'contamination.ordinary-washing-day',
      kind: 'in_vivo',
      fear: 8,
      title: 'Live one day with only the washing most people do',
      body: 'Choose one day this week. Wash your hands after using the toilet and before cooking, for 20 seconds, and shower once. Nothing else.',
      prevention: 'Do not do any extra washing, wiping or disinfecting that day, and do not make up for it the next day.',
    },
    {
      id: 'contamination.bed',
      kind: 'in_vivo',
      fear: 9,
      title: 'Touch {object}, then your pillow and sheets, and sleep in that bed',
      body: 'In the evening, touch {object}, then rub your hands over your pillow, sheets and pyjamas. Sleep in the bed that night.',
      prevention: 'Do not change or wash the bedding or pyjamas, and do not shower before bed beyond your usual routine.',
      object: { accepts: TOUCHABLE, fallback: 'the soles of your outdoor shoes' },
    },
    {
      id: 'contamination.whole-day',
      kind: 'in_vivo',
      fear: 10,
      title: 'Spend a whole day "contaminated" from the moment you get up',
      body: 'Start the day by touching {object} with both hands, then touch your face, food, phone, bed and everything you use, all day. Keep normal hand-washing after using the toilet and before cooking.',
      prevention: 'Otherwise, do not wash, wipe, use hand gel or change clothes for the whole day, and do not clean anything at night.',
      object: { accepts: TOUCHABLE, fallback: 'the kitchen bin lid' },
    },
    {
      id: 'contamination.own-trigger-hour',
      kind: 'in_vivo',
      fear: 8,
      title: 'Spend an hour with your trigger, then touch your face, food and bed: {trigger|the thing you avoid touching most}',
      body: 'Go to your trigger on purpose and touch it, or the things around it, with your bare hands. Stay an hour, then touch your face, a snack you eat and your bed.',
      prevention: 'Do not wash, use hand gel or change clothes for the rest of the day, apart from normal hand-washing after using the toilet.',
    },
  ],
};
