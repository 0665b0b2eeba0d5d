import { BIOLOGICAL_HAZARDS } from './cues';
import type { ThemeLibrary } from './types';

/** A feeling of dirt on the skin, in the person's words: the sensation steps need one. */
const SKIN_FEELING = [
  'sticky', 'greasy', 'slimy', 'tacky', 'grimy', 'gritty', 'residue', 'on my skin', 'on my hands', 'feel dirty', 'feeling dirty',
  'feels dirty', 'feel contaminated', 'feeling contaminated', 'feel unclean', 'feeling unclean',
];
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
 * stays in place, since that hygiene matters for health (docs/clinical.md §14; normal
 * washing rules as in Foa, Yadin & Lichner, Exposure and Response (Ritual) Prevention for OCD, 2012).
 */
export const CONTAMINATION: ThemeLibrary = {
  theme: 'contamination',
  templates: [
    {
      id: 'contamination.fingertip',
      kind: 'in_vivo',
      fear: 2,
      title: 'Touch {object} with one fingertip',
      body: 'Rest one fingertip on {object} for five seconds. Set a 10-minute timer and carry on with something ordinary.',
      prevention: 'Until it rings, hold off {compulsion|washing, wiping or hand gel}, and do not keep that finger apart from your hand.',
      object: { accepts: TOUCHABLE, fallback: 'your front door handle' },
      why: 'The smallest step: one finger, a short wait, and the dirty feeling left alone.',
    },
    {
      id: 'contamination.maybe-statements',
      kind: 'imaginal',
      fear: 3,
      title: 'Write a "maybe" statement about germs ten times',
      body: 'Write it ten times by hand, then read it aloud: “Maybe there are germs on my hands right now, and I can’t know for sure.” {ownMaybe}',
      prevention: 'For 30 minutes, do not {compulsion|wash or look at your hands for dirt}, and do not look anything up.',
      why: 'Words only: you meet the doubt on paper before you meet it with your hands.',
    },
    {
      id: 'contamination.shared-seat',
      kind: 'in_vivo',
      fear: 3,
      title: 'Sit on a shared seat for 20 minutes without wiping it',
      body: 'In a café, waiting room or bus, sit on a seat others have used and rest your hands on it now and then.',
      prevention: 'Do not {compulsion|wipe the seat or sit on a tissue}, and do not change your clothes when you get home.',
      why: 'An everyday surface that only your clothes and hands touch.',
    },
    {
      id: 'contamination.read-about-germs',
      kind: 'imaginal',
      fear: 4,
      title: 'Read about germs on phones, then use yours bare-handed',
      body: 'Read a short article about the germs on phones and door handles for 15 minutes, then use your phone with bare hands for 10 minutes.',
      prevention: 'For an hour, do not clean the phone, and do not {compulsion|wash or use hand gel}.',
      why: 'The fear is named in detail, then carried on the thing you touch most.',
    },
    {
      id: 'contamination.whole-hand-face',
      kind: 'in_vivo',
      fear: 4,
      title: 'Grip {object}, then touch your face and hair',
      body: 'On an outing, grip {object} with your whole hand for five seconds, then touch your face, hair and clothes. Carry on for 30 minutes.',
      prevention: 'For those 30 minutes, hold off {compulsion|washing, wiping or hand gel}, and do not keep your hands from your face.',
      object: { accepts: TOUCHABLE, fallback: 'a public door handle' },
      why: 'Harder than a fingertip: the whole hand, and the "dirt" reaches your face.',
    },
    {
      id: 'contamination.money-snack',
      kind: 'in_vivo',
      fear: 5,
      title: 'Handle money, then eat a snack with the same hands',
      body: 'At home, count a handful of coins and notes slowly for a minute, then eat a packaged snack with the same hands.',
      prevention: 'For 20 minutes, do not {compulsion|wash or use hand gel}, and do not hold the food in its wrapper.',
      why: 'The "dirt" goes from your hands to your food, which is what the fear is about.',
    },
    {
      id: 'contamination.bin-lid-sandwich',
      kind: 'in_vivo',
      fear: 5,
      title: 'Touch the kitchen bin lid, then make and eat a sandwich',
      body: 'In your kitchen, press both palms on the bin lid, then make a sandwich and eat it with your hands.',
      prevention: 'For 20 minutes, hold off {compulsion|washing or hand gel}, and do not use a fork or wrapper to keep the bread clean.',
      why: 'A thing that feels dirty, then food in your hands: touching and eating together.',
    },
    // A feeling of being dirty on the skin ("feeling sticky", "the feeling of dirt on my skin") is let stay after
    // touching something ordinary, with no washing for a set time: the contamination step in a sensation's grammar,
    // never sought for itself (issue 16: such triggers got no contamination step). Skin only: a breathing or heart
    // sensation never fills the slot (trigger-grammar.ts; docs/clinical.md §9).
    {
      id: 'contamination.sensation-stay',
      kind: 'in_vivo',
      fear: 5,
      title: 'Let it stay 30 minutes: {trigger|the sticky feeling}',
      body: 'Touch something ordinary that brings the feeling, such as a door handle, and let it stay on your skin for 30 minutes while you carry on.',
      prevention: 'Until then, do not {compulsion|wash, wipe or use hand gel}, and do not rub it off on your clothes.',
      needs: [SKIN_FEELING],
      triggerKinds: ['sensation'],
      why: 'The feeling itself, left alone instead of washed away.',
    },
    {
      id: 'contamination.sensation-afternoon',
      kind: 'in_vivo',
      fear: 7,
      title: 'Let it stay two hours: {trigger|the sticky feeling}',
      body: 'Touch something ordinary that brings the feeling, then go on with your afternoon for two hours: read, tidy, use your phone.',
      prevention: 'Keep washing after the toilet. Otherwise, for the two hours, do not {compulsion|wash, wipe or use hand gel}, and do not change clothes.',
      needs: [SKIN_FEELING],
      triggerKinds: ['sensation'],
      why: 'The same feeling, carried for longer and onto your things.',
    },
    {
      id: 'contamination.own-trigger',
      kind: 'in_vivo',
      fear: 5,
      title: 'Spend 20 minutes with your trigger: {trigger|what you avoid touching}',
      body: 'Go to it on purpose and touch it, or the things around it, with bare hands several times. Then touch your face, clothes and phone.',
      prevention: 'For an hour afterwards, do not wash or use hand gel, and do not {compulsion|change clothes}.',
      why: 'Your own trigger, met on purpose: the practice closest to your daily life.',
      // A ward, a clinic or an ambulance has hand-hygiene rules of its own (visitors gel in and out): no
      // "touch it bare-handed, then no hand gel" step is built there, and a vehicle cannot be touched.
      triggerAvoid: ['hospital*', 'ward', 'wards', 'ambulance*', 'clinic*', 'surgery', 'surgeries', 'care home*', 'hospice*', 'icu', 'a&e'],
    },
    {
      // Real biological contamination (animal mess, sick, blood, a dead animal) is never touched (docs/clinical.md §10):
      // the step is passing it, then carrying the feeling home on shoes and clothes that only went near it.
      id: 'contamination.own-trigger-nearby',
      kind: 'in_vivo',
      fear: 4,
      title: 'Walk by it, then go home: {trigger|dirt outside}',
      body: 'Walk past it on purpose, as close as anyone would, without touching it. Then walk through your home in the same shoes and sit down for 20 minutes.',
      prevention: 'For an hour, do not {compulsion|wipe your shoes or clean the floor}, and do not change clothes.',
      needs: [BIOLOGICAL_HAZARDS],
      triggerNeeds: BIOLOGICAL_HAZARDS,
      why: 'Your own trigger, met as anyone meets it, with what feels dirty carried into your home.',
    },
    {
      id: 'contamination.outdoor-shoes',
      kind: 'in_vivo',
      fear: 5,
      title: 'Wear outdoor shoes through every room, "clean" ones too',
      body: 'Walk through your whole home for 30 minutes in the shoes you wore outside, then sit on the sofa or bed with them on.',
      prevention: 'That day, do not {compulsion|clean, scrub or disinfect the floors}, and do not wash the sofa or bed covers.',
      why: 'Outside "dirt" comes into the places you keep clean.',
    },
    {
      id: 'contamination.script',
      kind: 'imaginal',
      fear: 6,
      title: 'Write and read a story of your contamination fear',
      body: 'Write half a page, present tense: something dirty spreads to you and your things, and you never learn what follows. {ownWords}Read it aloud daily for a week.',
      prevention: 'Do not add a safe ending or ask if it could happen, and hold off {compulsion|washing after reading}.',
      why: 'Imagining the feared outcome in full, with no way to check it.',
    },
    {
      id: 'contamination.spread-to-clean-places',
      kind: 'in_vivo',
      fear: 6,
      title: 'Touch {object}, then your pillow and phone',
      body: 'Touch {object} with both hands, then your pillow, phone, kitchen worktop and the inside of your wardrobe. Keep normal washing after the toilet and before cooking.',
      prevention: 'Otherwise, for the rest of the day, do not {compulsion|wash your hands or clean those places}.',
      object: { accepts: TOUCHABLE, fallback: 'the kitchen bin lid' },
      why: 'The "dirt" is spread on purpose to the places you protect most.',
    },
    {
      id: 'contamination.public-toilet-door',
      kind: 'in_vivo',
      fear: 6,
      title: 'Use a public toilet, wash once, open the door bare-handed',
      body: 'In a shop or café, use the toilet, wash your hands once for 20 seconds as anyone would, then open the door with your bare hand.',
      prevention: 'For an hour, do not {compulsion|wash again or use hand gel}, and do not use a sleeve or towel on the handle.',
      why: 'A place the fear says is dirtiest, with only the washing anyone does.',
    },
    {
      id: 'contamination.busy-place',
      kind: 'in_vivo',
      fear: 7,
      title: 'Spend 30 minutes touching things in {object}',
      body: 'Go there and touch the seats, rails, handles and buttons with bare hands, as often as you can, for 30 minutes.',
      prevention: 'For two hours afterwards, do not wash or use hand gel, and do not {compulsion|change clothes or shower when you get home}.',
      object: { accepts: PLACES, fallback: 'a waiting room or a bus' },
      why: 'A whole place you avoid, touched again and again, with a long wait after.',
    },
    {
      id: 'contamination.cook-for-someone',
      kind: 'in_vivo',
      fear: 7,
      title: 'Cook a meal for {person|someone you live with}, washing once',
      body: 'Wash your hands once for 20 seconds, as anyone would. Then cook a simple meal for {person|someone you live with} and eat it together.',
      prevention: 'Do not {compulsion|rewash or wipe surfaces twice}, warn them about germs, or ask later if they feel well.',
      why: 'The fear of making someone else ill, faced with the ordinary amount of care.',
    },
    {
      id: 'contamination.flush-handle',
      kind: 'in_vivo',
      fear: 7,
      title: 'Touch the toilet flush handle, then your face and phone',
      body: 'At home, press the flush handle with your whole hand, then touch your face, hair and phone. Carry on with your evening for an hour.',
      prevention: 'For that hour, hold off {compulsion|washing or hand gel}, and do not wipe the phone.',
      why: 'A thing that feels very dirty, spread to your face and phone.',
    },
    {
      id: 'contamination.finger-food',
      kind: 'in_vivo',
      fear: 8,
      title: 'Touch {object}, then eat finger food',
      body: 'On an outing, touch {object} with both hands, then buy finger food such as a sandwich or fruit and eat it with your hands within ten minutes.',
      prevention: 'For an hour, do not {compulsion|wash or use hand gel}, and do not eat from the wrapper.',
      object: { accepts: TOUCHABLE, fallback: 'a public door handle' },
      // Eating after a rail, a floor, a bin or a toilet is real contamination, not exposure (docs/clinical.md §10).
      triggerAvoid: ['rail*', 'floor*', 'bin', 'bins', 'toilet*', 'flush*', 'pole*', 'shoe*', 'lid*', 'laundry', 'towel*', 'sponge*', 'cloth*'],
      why: 'Outside "dirt" straight to your mouth: harder than touching alone.',
    },
    {
      id: 'contamination.ordinary-washing-day',
      kind: 'in_vivo',
      fear: 8,
      title: 'Live one day with only the washing most people do',
      body: 'Choose a day this week. Wash your hands after the toilet and before cooking, for 20 seconds, and shower once.',
      prevention: 'Do not {compulsion|do any extra washing, scrubbing or disinfecting}, and do not make up for it the next day.',
      why: 'A whole day of ordinary washing: the goal of this ladder, practised once.',
    },
    {
      id: 'contamination.own-trigger-hour',
      kind: 'in_vivo',
      fear: 8,
      title: 'An hour with your trigger: {trigger|what you avoid touching most}',
      // No snack in this one: "touch it, then eat" filled with a person's trigger read to the item model as
      // real danger, so the step was always dropped and the person's own trigger never became a step.
      body: 'Go to it on purpose and touch it, or what is around it, with bare hands. Stay an hour, then touch your face, clothes and bed.',
      prevention: 'Keep washing after the toilet and before cooking. Otherwise, do not wash or use hand gel today, and do not {compulsion|change clothes}.',
      why: 'Your own trigger for longer, carried to your face and your bed.',
      // A ward, a clinic or an ambulance has hand-hygiene rules of its own (visitors gel in and out): no
      // "touch it bare-handed, then no hand gel" step is built there, and a vehicle cannot be touched.
      triggerAvoid: ['hospital*', 'ward', 'wards', 'ambulance*', 'clinic*', 'surgery', 'surgeries', 'care home*', 'hospice*', 'icu', 'a&e'],
    },
    {
      id: 'contamination.bed',
      kind: 'in_vivo',
      fear: 9,
      title: 'Touch {object}, then your bed, and sleep in it',
      body: 'In the evening, touch {object}, then rub your hands over your pillow, sheets and pyjamas. Sleep in that bed tonight.',
      prevention: 'Do not {compulsion|change or wash the bedding}, and do not shower before bed beyond your usual routine.',
      object: { accepts: TOUCHABLE, fallback: 'your outdoor shoes' },
      why: 'The place you keep cleanest, "contaminated" for a whole night.',
    },
    {
      id: 'contamination.guests-at-home',
      kind: 'in_vivo',
      fear: 9,
      title: 'Have a visitor use your kitchen and sit where they like',
      body: 'Invite a friend round for two hours. Let them keep their shoes on, sit anywhere, and make drinks in your kitchen.',
      prevention: 'Afterwards, do not {compulsion|clean, wipe or wash what they touched} that day, and do not ask them to wash first.',
      why: 'Someone else decides what gets touched, and you leave it as it is.',
    },
    {
      id: 'contamination.whole-day',
      kind: 'in_vivo',
      fear: 10,
      title: 'Spend a whole day "contaminated" from the moment you wake',
      body: 'Start the day by touching {object} with both hands, then touch your face, food, phone and bed, all day. Keep washing after the toilet and before cooking.',
      prevention: 'Otherwise, do not wash or use hand gel all day, and do not {compulsion|change clothes or clean anything at night}.',
      object: { accepts: TOUCHABLE, fallback: 'the kitchen bin lid' },
      why: 'The top step: a whole day lived with the "dirt" and none of the rituals.',
    },
    {
      id: 'contamination.week-of-ordinary-washing',
      kind: 'in_vivo',
      fear: 10,
      title: 'A week with only the washing most people do',
      body: 'For seven days, wash your hands after the toilet and before cooking, for 20 seconds, and shower once a day.',
      prevention: 'Do not {compulsion|do any extra washing, wiping or disinfecting}, and do not make up for it after the week.',
      why: 'The ordinary-washing day kept up for a week, so the change can last.',
    },
  ],
};
