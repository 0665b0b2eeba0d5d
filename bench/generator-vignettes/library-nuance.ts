import { ybocs, type GeneratorVignette } from './types';

/**
 * Religious, medical, safe-sleep, duration and chemical nuance in the library (issue 16, a clinician-minded review
 * of 18 fresh vignettes rated 5.2/10): communion received, not handled; kashrut, najis and Sikh scrupulosity kept as
 * the faith keeps them, with "no extra"; over-correcting speech; sensation steps only for the illness whose sign the
 * sensation is; nothing in an infant's cot; brief stays in places people do not stay; chemical fears that are not
 * germs. Written as people type, before reading any ladder; none copies the review's own intakes.
 */
const NEVER_DO_NOT_PRAY = {
  pattern: /\b(?:do not|don't|skip|without|no|stop)\s+(?:your\s+|the\s+)?(?:prayers?|pray(?:ing)?|salah|namaz|paath|ardas|nitnem|mass|communion)\b(?!\s+(?:\w+\s+)?(?:again|extra|more|twice|over))(?!\s+(?:or \w+\s+)?to\s+(?:settle|undo|cancel|make|fix|check|prove))/i,
  why: 'worship itself is kept: "no extra", never "do not pray" (docs/clinical.md §9)',
};
const NO_SENSATION_STEPS = {
  pattern: /\b(?:heart rate|racing heart|swivel chair|straw|dry crackers|high-necked|march on the spot|jog on the spot)\b/i,
  why: 'a sensation step only for an illness whose feared sign is that sensation (docs/clinical.md §9)',
};

export const LIBRARY_NUANCE_VIGNETTES: readonly GeneratorVignette[] = [
  {
    id: 'libn-catholic-communion',
    summary: 'Catholic teacher afraid of receiving communion in mortal sin; confesses again, checks her conscience',
    tags: ['religious'],
    obsessions: ['if i receive communion with a mortal sin i havent confessed im committing sacrilege', 'maybe my last confession didnt count because i forgot something'],
    compulsions: ['going to confession again before every mass', 'going over my conscience for hours the night before', 'staying in the pew at communion in case im not worthy'],
    triggers: ['sunday mass', 'the queue for communion', 'the confessional'],
    ybocs: ybocs(22),
    expect: {
      themes: ['scrupulosity'],
      forbiddenThemes: ['contamination', 'health', 'sexual_orientation'],
      mustNotContain: [
        NEVER_DO_NOT_PRAY,
        { pattern: /\b(?:handl\w*|touch\w*|hold\w*|have it near)\b[^.]{0,30}\b(?:communion|host|eucharist)\b/i, why: 'a sacrament is received, never handled or had near' },
        { pattern: /\b(?:handl\w*|touch\w*|have it near)\b[^.]{0,20}\bit\b[^.]*\b(?:communion|host)\b/i, why: 'a sacrament is received, never handled' },
      ],
    },
    notes: 'Receive communion after one ordinary confession, with no extra confession or review of worthiness; "maybe my confession did not count" statements.',
  },
  {
    id: 'libn-jewish-kashrut',
    summary: 'Orthodox father afraid a drop of milk got into the meat pot; re-kashers, asks the rabbi again and again',
    tags: ['religious', 'terse'],
    obsessions: ['maybe a drop of milk splashed into the fleishig pot and now the whole kitchen is treif', 'i might be feeding my kids non kosher food without knowing'],
    compulsions: ['kashering the pots again', 'ringing the rabbi with the same shaila', 'throwing out food in case it got mixed'],
    triggers: ['cooking friday night dinner', 'the dairy sink', 'my kids helping in the kitchen'],
    ybocs: ybocs(21),
    expect: {
      themes: ['scrupulosity'],
      forbiddenThemes: ['contamination', 'taboo_thoughts', 'pocd'],
      mustNotContain: [
        NEVER_DO_NOT_PRAY,
        { pattern: /\b(?:mix|eat|cook|use|serve)\w*\b[^.]{0,25}\b(?:meat|fleishig)\b[^.]{0,25}\b(?:milk|dairy|milchig)\b(?![^.]*\b(?:maybe|might|what if)\b)/i, why: 'a step never breaks kashrut: only the extra rituals go' },
        { pattern: /\b(?:eat|serve|cook)\w*\b[^.]{0,20}\b(?:treif|non[- ]kosher|pork)\b/i, why: 'a step never breaks kashrut' },
        { pattern: /\bgerms?\b/i, why: 'kashrut is not germ contamination' },
      ],
    },
    notes: 'Kasher once as the rabbi taught, one question asked once, cook and serve the meal without throwing it out, "maybe the pot is treif" statements. Never mix meat and milk.',
  },
  {
    id: 'libn-muslim-najis',
    summary: 'Young Muslim woman afraid drops of urine and the neighbour\'s dog made her clothes najis; repeats wudu and salah',
    tags: ['religious', 'non_native'],
    obsessions: ['after toilet maybe one drop of urine is on my clothes and then my salah is not accepted', 'neighbour dog touched my coat so it is najis and everything it touches'],
    compulsions: ['doing istinja again and again', 'repeat wudu until it feels right', 'praying the salah again two or three times', 'washing my coat every day'],
    triggers: ['using the toilet at university', 'the neighbours dog', 'prayer times'],
    ybocs: ybocs(25),
    expect: {
      themes: ['scrupulosity'],
      forbiddenThemes: ['contamination', 'health'],
      mustNotContain: [
        NEVER_DO_NOT_PRAY,
        { pattern: /\b(?:touch|stroke|pat|handl)\w*\b[^.]{0,30}\b(?:urine|wee|dog)\b/i, why: 'a step never puts hands on what the faith counts as impure' },
        { pattern: /\bgerms?\b/i, why: 'tahara is not germ contamination' },
        { pattern: /\bpray\w*\b[^.]{0,30}\bwithout (?:wudu|washing)\b/i, why: 'a step never breaks the faith\'s own rules' },
      ],
    },
    notes: 'Istinja and wudu once, as the faith asks, then pray once in the clothes she is unsure of ("doubt does not remove certainty"); no extra wudu or salah; the dog passed by as anyone would, never touched.',
  },
  {
    id: 'libn-sikh-paath',
    summary: 'Sikh man afraid he disrespected the Guru Granth Sahib; repeats paath and Ardas',
    tags: ['religious'],
    obsessions: ['i might have turned my back on the guru granth sahib and disrespected guru ji', 'if i lose focus during japji sahib the paath doesnt count'],
    compulsions: ['starting my nitnem paath again from the beginning', 'doing ardas again and again to ask for forgiveness', 'washing my hands many times before touching my gutka'],
    triggers: ['the darbar hall at the gurdwara', 'my gutka sahib', 'morning nitnem'],
    ybocs: ybocs(20),
    expect: {
      themes: ['scrupulosity'],
      forbiddenThemes: ['contamination', 'symmetry'],
      mustNotContain: [
        NEVER_DO_NOT_PRAY,
        { pattern: /\b(?:germs?|hand gel|bin lid|flush)\b/i, why: 'Sikh scrupulosity is not germ contamination' },
        { pattern: /\b(?:make it uneven|touch\w*)\b[^.]{0,30}\b(?:gutka|guru granth)\b/i, why: 'a sacred text is handled only as the faith asks' },
      ],
    },
    notes: 'Nitnem once at an ordinary pace, one Ardas, sitting in the darbar with the doubt, "maybe I disrespected Guru ji" statements; hands washed once before the gutka.',
  },
  {
    id: 'libn-overcorrecting-speech',
    summary: 'Accountant who corrects everything he says in case it was a lie or misleading',
    tags: ['core'],
    obsessions: ['what if something i said was a lie and i misled someone', 'if i exaggerate even a bit i am a dishonest person'],
    compulsions: ['correcting myself mid sentence to be precise', 'going back to people to re explain what i meant', 'adding "i think" or "roughly" to everything'],
    triggers: ['telling stories at the pub', 'meetings at work', 'giving directions'],
    ybocs: ybocs(19),
    expect: {
      themes: ['scrupulosity'],
      forbiddenThemes: ['contamination', 'checking', 'relationship'],
      mustNotContain: [
        { pattern: /\b(?:lie|deceive|mislead)\b(?![^.]*\b(?:maybe|might|what if|in case|fear)\b)[^.]*\bon purpose\b/i, why: 'no step asks for an actual lie (docs/clinical.md §10)' },
      ],
    },
    notes: 'Say something approximate and leave it, tell a story without "to be precise" corrections, no going back to re-explain; "maybe I misled someone" statements.',
  },
  {
    id: 'libn-hiv-needle',
    summary: 'Student afraid she caught HIV from a cut at the barber\'s and a needle in the park',
    tags: ['medical', 'terse'],
    obsessions: ['i got hiv from the razor at the barbers when it nicked me', 'maybe a used needle in the park went through my shoe'],
    compulsions: ['doing home hiv tests every week', 'googling early symptoms of hiv for hours', 'asking my gp for another test'],
    triggers: ['the barbers', 'the park', 'news about hiv'],
    ybocs: ybocs(22),
    expect: {
      themes: ['health'],
      forbiddenThemes: ['contamination', 'sexual_orientation'],
      mustNotContain: [NO_SENSATION_STEPS],
    },
    notes: 'The barber\'s and the park as steps, an article about HIV, the feared diagnosis written, only the tests the doctor advises; no heart or breathing steps.',
  },
  {
    id: 'libn-cancer-glands-panic',
    summary: 'Man afraid of lymphoma, checks the glands in his neck, panics and feels he will die',
    tags: ['medical'],
    obsessions: ['the lump in my neck is lymphoma and i am going to die', 'i panic that the doctors missed it'],
    compulsions: ['feeling the glands in my neck all day', 'looking for lumps in the mirror', 'asking my wife to feel my neck'],
    triggers: ['shaving', 'adverts for cancer charities', 'hospital appointments'],
    ybocs: ybocs(21),
    expect: {
      themes: ['health'],
      forbiddenThemes: ['contamination', 'relationship'],
      mustNotContain: [NO_SENSATION_STEPS],
    },
    notes: 'Glands left alone for a day, the lymphoma article, the story of the diagnosis; dying and panic are no sign of a racing heart or a closing throat.',
  },
  {
    id: 'libn-heart-attack-control',
    summary: 'Woman afraid her palpitations are a heart attack (a sensation step that fits)',
    tags: ['medical'],
    obsessions: ['my heart skipping means im about to have a heart attack', 'if my heart races it will just stop'],
    compulsions: ['taking my pulse on my watch', 'sitting down straight away when my heart speeds up'],
    triggers: ['climbing the stairs at work', 'coffee'],
    ybocs: ybocs(18),
    expect: {
      themes: ['health'],
      forbiddenThemes: ['contamination'],
      kinds: ['interoceptive'],
    },
    notes: 'Her feared sign is a racing heart: exertion steps fit her, unless a doctor has told her to avoid exertion.',
  },
  {
    id: 'libn-sids-cot',
    summary: 'New mum afraid her baby will stop breathing in the cot; checks all night, lines the cot',
    tags: ['core'],
    obsessions: ['my baby will stop breathing in her cot if i dont watch her', 'cot death'],
    compulsions: ['checking she is breathing every ten minutes at night', 'putting rolled towels and her teddy around her so she cant roll', 'keeping her in my arms for every nap'],
    triggers: ['her cot', 'nap time', 'the baby monitor'],
    ybocs: ybocs(24),
    expect: {
      themes: ['checking'],
      forbiddenThemes: ['pocd', 'sexual_orientation', 'contamination'],
      mustNotContain: [
        { pattern: /\b(?:pillows?|duvets?|quilts?|bumpers?|soft toys?|teddy|teddies|cushions?|rolled towels?|blankets? (?:around|over))\b/i, why: 'nothing soft in an infant\'s cot (NHS and AAP safe-sleep advice)' },
        { pattern: /\b(?:on (?:her|his|their) (?:front|tummy|side)|face down)\b/i, why: 'an infant sleeps on the back (NHS and AAP safe-sleep advice)' },
      ],
    },
    notes: 'Baby on her back in a clear cot, monitor on, checks cut to the agreed few; never anything in the cot, never sleeping on the front or side.',
  },
  {
    id: 'libn-toddler-symmetry',
    summary: 'Dad who arranges his toddler\'s cot toys and pillows evenly every night',
    tags: ['core', 'terse'],
    obsessions: ['if the toys in his cot arent even something bad will happen to him', 'things have to feel just right'],
    compulsions: ['lining up his soft toys in the cot', 'straightening the pillows in his cot again and again'],
    triggers: ['his cot', 'bedtime', 'the toy shelf'],
    ybocs: ybocs(17),
    expect: {
      themes: ['symmetry'],
      forbiddenThemes: ['pocd', 'contamination'],
      mustNotContain: [
        { pattern: /\b(?:pillows?|duvets?|quilts?|bumpers?|soft toys?|teddy|teddies|cushions?)\b[^.]*\bcot\b|\bcot\b[^.]*\b(?:pillows?|duvets?|quilts?|bumpers?|soft toys?|teddy|teddies|cushions?)\b/i, why: 'nothing soft in an infant\'s cot (NHS and AAP safe-sleep advice)' },
      ],
    },
    notes: 'Uneven toy shelf and bedroom, bedtime without evening-up; never a step that puts toys or pillows in the cot.',
  },
  {
    id: 'libn-public-toilet-lift',
    summary: 'Office worker afraid of germs in the public toilets, the lift and the bins area',
    tags: ['core'],
    obsessions: ['the germs in public toilets will make me really ill', 'everyone touches the lift buttons with dirty hands'],
    compulsions: ['washing my hands five times after the loo', 'pressing lift buttons with my sleeve', 'hand gel after taking the rubbish out'],
    triggers: ['public toilets', 'the lift at work', 'the bins area behind our flats'],
    ybocs: ybocs(20),
    expect: {
      themes: ['contamination'],
      forbiddenThemes: ['pocd', 'checking'],
      mustNotContain: [
        { pattern: /\b(?:an hour|two hours|half an hour|[2-9]\d minutes|a whole day)\b[^.]{0,25}\b(?:in|at|on)\b[^.]{0,15}\b(?:toilets?|loo|lift|bins area)\b/i, why: 'nobody stays an hour in a toilet, a lift or a bins area: a few minutes, repeated' },
        { pattern: /\b(?:toilets?|lift at work|bins area)\b[^.]*\.\s*[^.]*\bstay an hour\b/i, why: 'nobody stays an hour in a toilet, a lift or a bins area' },
      ],
    },
    notes: 'Short visits repeated (a few minutes, five times), touching the door, taps and buttons, then no rewashing.',
  },
  {
    id: 'libn-chemical-bleach',
    summary: 'Mum afraid traces of bleach and cleaning sprays will poison her family; rewashes dishes, airs rooms',
    tags: ['core'],
    obsessions: ['bleach residue on the plates will poison my kids', 'cleaning spray fumes are toxic and we are breathing them in'],
    compulsions: ['rinsing the dishes again and again after washing up', 'opening every window for hours after anyone cleans', 'rewashing my hands after touching the bottles'],
    triggers: ['the cupboard under the sink', 'the cleaning aisle in the supermarket', 'the bathroom after it has been cleaned'],
    ybocs: ybocs(21),
    expect: {
      themes: ['contamination'],
      forbiddenThemes: ['taboo_thoughts', 'pocd'],
      mustNotContain: [
        { pattern: /\bgerms?\b/i, why: 'a fear of chemicals is not a fear of germs' },
        { pattern: /\bmix\w*\b[^.]{0,30}\b(?:products?|bleach|chemicals?|cleaners?)\b/i, why: 'products are never mixed (docs/clinical.md §10)' },
        { pattern: /\b(?:touch|handl|rub|dip|pour|sniff|smell|taste|lick)\w*\b[^.]{0,20}\b(?:bleach|the chemical|the spray|the cleaner)\b(?! bottle)/i, why: 'the chemical itself is never touched, smelled or taken in' },
      ],
    },
    notes: 'Sealed bottles handled, a room after ordinary cleaning, dishes washed and rinsed once, a surface cleaned as the label directs touched and then food eaten, labels read once.',
  },
  {
    id: 'libn-chemical-pesticide-asbestos',
    summary: 'Gardener afraid of pesticide on fruit and asbestos dust in his old school building',
    tags: ['terse', 'non_native'],
    obsessions: ['pesticides on the apples will give me cancer', 'asbestos dust from the old school walls is on my clothes'],
    compulsions: ['washing fruit ten times', 'throwing away clothes after work', 'reading every label many times'],
    triggers: ['fruit from the supermarket', 'the old school building', 'the garden centre'],
    ybocs: ybocs(19),
    expect: {
      themes: ['contamination'],
      forbiddenThemes: ['pocd', 'sexual_orientation'],
      mustNotContain: [
        { pattern: /\bgerms?\b/i, why: 'a fear of chemicals is not a fear of germs' },
        { pattern: /\b(?:touch|handl|rub|dig|drill|sand|scrape|break|disturb)\w*\b[^.]{0,25}\b(?:asbestos|pesticides?|weedkiller|the walls?)\b/i, why: 'a real hazard is never touched or disturbed' },
      ],
    },
    notes: 'Fruit washed once under the tap and eaten, work clothes kept and washed once, labels read once, the garden centre aisle walked; never touching asbestos or pesticide.',
  },
];
