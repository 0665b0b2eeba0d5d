/** Word lists shared by several templates' cues (term syntax as in text.ts). */
export const DRIVING = ['drive', 'driving', 'drove', 'car', 'cyclist*', 'pedestrian*', 'run over', 'ran over', 'hit and run', 'road'];
/**
 * A fear about the road itself, said in the obsessions: driving named, or knocking someone down without the car
 * named ("what if i knocked someone over on my round"). A ritual of driving back home to check the door is not one
 * (a fifth clinician-minded review).
 */
export const ROAD_FEAR = [
  ...DRIVING, 'hit someone', 'hit a person', 'hit a child', 'hit a kid', 'knock* someone over', 'knock* someone down',
  'knock* over someone', 'knocked over', 'knocked down', 'run someone over', 'ran someone over', 'mow* down',
];
export const RELIGIOUS = [
  'god', 'jesus', 'christ', 'allah', 'lord', 'holy', 'bible', 'quran', 'koran', 'torah', 'pray', 'prayer', 'church',
  'mosque', 'temple', 'synagogue*', 'religi*', 'faith', 'priest', 'imam', 'rabbi', 'pastor', 'sin', 'sinned', 'sins',
  'sinful', 'hell', 'heaven', 'blasphem*', 'devil', 'satan*', 'worship', 'mass', 'scripture*',
];
/** Confessing, owning up or going back to tell someone, for relief (docs/clinical.md §9: "no extra prayers or confessions"). */
export const CONFESSING = [
  'confess*', 'own up', 'owning up', 'owned up', 'admit*', 'apologis*', 'apologiz*', 'to tell', 'telling staff',
  'tell staff', 'tell the staff', 'go back in', 'going back in', 'went back in', 'pay again', 'paying again',
];
export const HARM_THOUGHTS = [
  'stab', 'knife', 'knives', 'kill', 'murder*', 'violen*', 'attack', 'strangl*', 'push someone', 'push people',
  'push him', 'push her', 'shove', 'harm', 'hurt', 'snap', 'lose control', 'poison*', 'dangerous', 'psychopath*',
  'monster', 'scissor*', 'jump in front',
];
export const SEXUAL_THOUGHTS = [
  'sexual', 'sex', 'pervert*', 'paedophil*', 'pedophil*', 'paedo', 'pedo', 'incest*', 'arous*', 'groin', 'molest*',
  'inappropriat*',
  // Touching said without a sexual word ("images of touching my daughter in a wrong way when im changing her", a
  // fifth clinician-minded review: read as perfectionism and religious guilt, with a "feared sin" to write out).
  'touch* in a wrong way', 'touch* in the wrong way', 'touch* the wrong way', 'wrong touch*',
  'touch* down there', 'private parts', 'privates', 'genital*',
];
export const BLASPHEMY = ['blasphem*', 'god', 'jesus', 'devil', 'satan*', 'curse', 'holy', 'church', 'religi*'];
export const KNIVES = ['knife', 'knives', 'stab', 'scissor*', 'blade*', 'sharp'];
/** A feared act of poisoning someone else (food, drinks): harm steps about meals and drinks, not knives. */
export const POISONING = ['poison*', 'spike*', 'contaminat* their', 'put something in', 'tamper*'];
/** A feared act of pushing someone (in front of a train, down the stairs, off a platform). */
export const PUSHING = [
  'push someone', 'push people', 'push him', 'push her', 'push them', 'push my', 'pushing someone',
  'pushing people', 'pushing him', 'pushing her', 'pushing them', 'pushing my', 'pushed someone', 'shove*',
  'in front of a train', 'in front of the train', 'in front of a bus', 'off the platform',
];
/** A feared act done with one's hands (strangling, hitting, smothering): closeness steps, not knives. */
export const HANDS_HARM = ['strangl*', 'chok*', 'smother*', 'suffocat*', 'punch*', 'hit him', 'hit her', 'hit them', 'hit my', 'throttl*', 'slap*'];
export const STATIONS = ['train*', 'platform*', 'tube', 'subway', 'metro', 'station*', 'tracks'];
/**
 * Words for children. Items about caring for a baby suit harm fears, but never sexual ones: an
 * exposure must not put minors and sexual content together in any form (docs/clinical.md §11).
 */
export const CHILDREN = [
  'baby', 'babies', 'child', 'children', 'kid', 'kids', 'toddler*', 'infant*', 'newborn*', 'son', 'daughter', 'nephew*',
  'niece*',
  // "My little girl", "our little one": a child named as a parent does (issue 16, a seventh clinician-minded review).
  'little girl*', 'little boy*', 'little one*',
];
export const CHILD_CARE = ['baby', 'babies', 'infant*', 'newborn*', 'toddler*', 'son', 'daughter', 'child', 'children', 'kid', 'kids'];
/**
 * Words that say someone close has died. Saving steps then keep to what fear keeps, never what
 * love keeps, and never ask the person to talk with or about the one they lost (issue 16; docs/clinical.md §22: saving items are built grief-sensitively).
 */
export const GRIEF = [
  'died', 'dead', 'death', 'passed away', 'my late', 'funeral', 'grief', 'griev*', 'bereave*', 'widow*', 'memorial',
  'lost my', 'miss him', 'miss her', 'his things', 'her things', 'their things', 'belonged to',
  // Keeping a voice or a hand someone left behind is said without the word "died" as often as with it.
  'erasing her', 'erasing him', 'forget her voice', 'forget his voice', 'her voicemail*', 'his voicemail*', 'her handwriting',
  'his handwriting',
  // A parent's or a partner's things kept as they were, and the fear of forgetting them ("if I get rid of Mom's things it's
  // like I'm throwing her away and I'll forget her"; an eleventh clinician-minded review: no grief-sensitive step).
  'forget her', 'forget him', 'throwing her away', 'throwing him away', 'mom* things', 'mum* things', 'mother* things',
  'dad* things', 'father* things', 'mom* belongings', 'mum* belongings', 'mother* belongings', 'dad* belongings',
  'father* belongings', 'mom* bedroom', 'mum* bedroom', 'mother* bedroom', 'dad* bedroom', 'father* bedroom',
  'mom* handwriting', 'mum* handwriting', 'mother* handwriting', 'dad* handwriting', 'father* handwriting',
];
/** Children in the person's own family: the one POCD step that needs them (a game in a shared room). */
export const FAMILY_CHILDREN = [
  'niece*', 'nephew*', 'grandchild*', 'grandson*', 'granddaughter*', 'son', 'sons', 'daughter*', 'my kids', 'my children',
  'my child', 'stepchild*', 'stepson*', 'stepdaughter*',
];
/**
 * Closeness to a child that a person with POCD may write ("on my lap", "bath time"): ordinary care,
 * but beside their sexual intrusive thoughts it is never set up as a step from their own words
 * (docs/clinical.md §11: no sexual content involving minors in any form). Used by person.ts (which
 * phrases may fill a slot) and own-ritual.ts (which avoidances may be undone as a step).
 */
export const CHILD_CONTACT = [
  'lap', 'laps', 'bath*', 'bathing', 'nappy', 'nappies', 'diaper*', 'changing', 'cuddl*', 'hug*', 'kiss*', 'tickl*',
  'swim*', 'undress*', 'dress*', 'naked', 'nude', 'bed', 'beds', 'bedtime', 'sleepover*', 'touch*', 'hold*', 'wrestl*',
  'piggyback*', 'shower*', 'toilet*', 'potty',
  // Time alone with a child: the POCD steps keep to shared rooms, so "do not avoid being on your own
  // with your nephew" is never written from their words (issue 16, a clinician's review).
  'alone', 'on my own', 'on our own', 'by myself', 'one on one', 'just me and',
];
/**
 * Intimate care of a child, and time alone with one: never a step built from the person's own
 * avoidance (own-ritual.ts), whatever their theme. A parent's harm-fear library step for baths and
 * nappies ("taboo.baby-care") is reviewed wording; an undone avoidance is the person's words and
 * stays with everyday closeness (a hug, carrying, feeding, playing) (docs/clinical.md §11).
 */
export const CHILD_INTIMATE = [
  'lap', 'laps', 'bath*', 'bathing', 'nappy', 'nappies', 'diaper*', 'changing', 'undress*', 'dress*', 'naked', 'nude',
  'bed', 'beds', 'bedtime', 'sleepover*', 'wrestl*', 'tickl*', 'kiss*', 'swim*', 'toilet*', 'potty', 'alone', 'on my own',
  'on our own', 'by myself', 'one on one', 'just me and', 'private*', 'secret*',
];
/**
 * Means and places a person with self-harm fears may name. With that fear (answered "a fear" at the
 * crisis screen) no phrase naming one fills any slot of any library, and none becomes a step
 * (docs/clinical.md §10).
 */
export const SELF_HARM_MEANS = [
  'knife', 'knives', 'blade*', 'razor*', 'scissor*', 'sharp*', 'cut*', 'burn*', 'bridge*', 'pill*', 'tablet*', 'medication*',
  'medicine*', 'overdose*', 'rope*', 'height*', 'roof*', 'balcon*', 'cliff*', 'ledge*', 'window*', 'train*', 'platform*',
  'tracks', 'railway*', 'jump*', 'gun*', 'poison*', 'drown*', 'hang*', 'car', 'drive', 'driving', 'motorway', 'cord*',
  'belt*', 'ligature*', 'lighter*', 'bleach', 'chemical*', 'paracetamol', 'ibuprofen', 'insulin',
];
/** Beyond the means: harm, death and kitchens never name a situation the self-harm library sets as a step. */
export const SELF_HARM_WORDING = [
  'hurt*', 'harm*', 'injur*', 'suicid*', 'kill*', 'die', 'dying', 'death', 'dead', 'end it', 'self', 'cook*', 'kitchen*', 'bath*',
  'blood*', 'night', 'alone at night', 'wish', 'news',
];
/**
 * Taboo-thought words that, beside a self-harm fear, belong to that fear rather than to harming
 * others (themes.ts); and the words that let a harm-fear ladder hold knife steps at all
 * (taboo-thoughts.ts: knives only when knives or sharp things are the person's own fear, issue 16).
 */
export const KNIFE_WORDS = ['stab', 'stabbing', 'stabbed', 'knife', 'knives', 'scissor*', 'blade*', 'sharp*', 'cutlery', 'slash*'];

/**
 * A condition the person looks after themselves (docs/clinical.md §9: the care a condition needs is never a
 * ritual to drop). With one of these in their words, a bodily sensation is never a trigger to seek
 * out or sit with (shaking may be a real hypo), and the generic steps that drop "all rituals" or do
 * one "wrong" are left out: only the checks beyond those agreed with their care team go.
 */
export const MEDICAL_CARE = [
  'diabet*', 'blood sugar*', 'glucose', 'insulin', 'hypo', 'hypos', 'hypoglyc*', 'epilep*', 'seizure*', 'asthma*',
  'inhaler*', 'pacemaker*', 'angina', 'heart condition*', 'anaphyla*', 'epipen*', 'allerg*', 'dialysis', 'pregnan*',
  'blood pressure', 'blood thinner*', 'warfarin',
];
/** What a body feels: with medical care in the picture, possibly a real warning sign. */
export const BODY_SENSATIONS = [
  'shak*', 'shaki*', 'dizz*', 'faint*', 'light headed', 'lightheaded', 'sweat*', 'clammy', 'palpitat*', 'chest pain*',
  'chest tight*', 'breathless*', 'short of breath', 'out of breath', 'wheez*', 'numb*', 'tingl*', 'trembl*',
  'heart rac*', 'racing heart', 'heart pound*', 'pounding heart', 'blurr*', 'confus*', 'weak', 'weakness',
  // The breathing and heart family in the orders people write it ("a tight chest", "cant breathe"),
  // asthma's and a heart condition's warning signs (docs/clinical.md §9).
  'tight* chest', 'chest feel* tight*', 'chest pressure', 'pressure in my chest', 'chest hurt*', 'chest ach*', 'chest pain',
  'cant breath*', 'can not breath*', 'cannot breath*', 'couldnt breath*', 'struggl* to breath*', 'hard to breath*',
  'breathing', 'breath', 'gasp*', 'cough*', 'heart beat*', 'heartbeat*', 'fast heart*', 'heart skip*', 'skipped beat*',
  'flutter*', 'pulse', 'throat clos*', 'tight throat',
];
/**
 * Emergency care (docs/clinical.md §9): never restricted, counted or put off, whatever the person's
 * ritual says ("going to a&e when my chest feels tight" is held back by no step).
 */
export const EMERGENCY_CARE = [
  'a&e', 'a and e', 'er', 'emergency', 'emergencies', 'ambulance*', '999', '911', '112', 'urgent care', 'casualty',
  'paramedic*', 'walk in centre', 'walk in center',
];
/**
 * Real biological contamination (docs/clinical.md §10): bodily waste and fluids, animal mess, dead
 * animals, vermin and used sharps. Never touched in a step, never an {object} or a trigger to put
 * hands on; a step keeps to passing it and carrying on in the same shoes and clothes.
 */
export const BIOLOGICAL_HAZARDS = [
  'mess', 'poo', 'poos', 'poop*', 'faece*', 'fece*', 'excrement', 'turd*', 'dung', 'manure', 'dropping*', 'litter tray*',
  'litter box*', 'cat litter', 'kitty litter', 'sick', 'vomit*', 'puke*', 'spew*', 'diarrh*', 'urine', 'pee', 'piss*',
  'wee', 'blood*', 'spit', 'spat', 'phlegm', 'snot*', 'mucus', 'saliva', 'pus', 'bodily fluid*', 'semen', 'sperm',
  'roadkill', 'dead animal*', 'dead bird*', 'dead rat*', 'dead mouse', 'dead mice', 'dead fox*', 'dead pigeon*',
  'dead squirrel*', 'dead cat*', 'dead dog*', 'carcass*', 'rat', 'rats', 'mice', 'vermin', 'maggot*', 'needle*',
  'syringe*', 'sharps', 'condom*', 'tampon*', 'sanitary', 'nappy contents', 'dirty napp*', 'soiled', 'bin juice',
  'sewage', 'sewer*', 'used tissue*', 'used plaster*',
];

/**
 * Where a baby or toddler sleeps. NHS and AAP safe-sleep advice: a clear, flat cot with nothing soft in it (no
 * pillows, duvets, bumpers or soft toys), the baby on their back. Such a place is never the thing a step handles,
 * arranges or makes "uneven" (trigger-grammar.ts), and no step names it beside soft bedding (issue 16, a
 * clinician-minded review: a toddler step involved pillows and cot items).
 */
export const INFANT_SLEEP_PLACES = ['cot', 'cots', 'crib*', 'moses basket*', 'bassinet*', 'carrycot*', 'carry cot*', 'travel cot*', 'next to me cot*', 'sleepyhead*', 'baby nest*'];
/** Soft things that never go in an infant's sleep place, and the positions an infant never sleeps in (NHS, AAP). */
export const SOFT_BEDDING = [
  'pillow*', 'duvet*', 'quilt*', 'bumper*', 'soft toy*', 'teddy', 'teddies', 'cuddly toy*', 'cushion*', 'blanket*', 'rolled towel*',
  'sleep positioner*', 'wedge*', 'on her front', 'on his front', 'on their front', 'on her tummy', 'on his tummy', 'on her side',
  'on his side', 'face down',
];
/**
 * Places people pass through rather than stay in: a step there is a few minutes, repeated, never "an hour at the
 * public toilets" (issue 16, a clinician-minded review: durations a person would never keep to).
 */
export const BRIEF_STAY_PLACES = [
  'toilet', 'toilets', 'loo', 'loos', 'restroom*', 'lavator*', 'washroom*', 'portaloo*', 'urinal*', 'lift', 'lifts',
  'elevator*', 'bins area', 'bin area', 'bin store', 'bin stores', 'bin shed', 'bin room', 'bins room', 'rubbish room', 'refuse room',
  'recycling point', 'cash machine*', 'atm', 'atms', 'phone box*', 'stairwell*',
];
/**
 * Chemical contamination (bleach, pesticides, cleaning products, asbestos, lead, radiation): a fear of its own, not of
 * germs. Its steps are safe ones only: sealed containers, a room after ordinary cleaning, a surface cleaned as the
 * label directs, labels read once; the chemical itself is never touched, smelled or taken in, and products are
 * never mixed (docs/clinical.md §10; issue 16, a clinician-minded review: chemical fears got germ steps).
 */
export const CHEMICALS = [
  'bleach', 'chemical', 'chemicals', 'pesticide*', 'weedkiller*', 'weed killer*', 'herbicide*', 'insecticide*', 'fungicide*',
  'glyphosate', 'cleaning product*', 'cleaning spray*', 'cleaning fluid*', 'cleaning chemical*', 'oven cleaner*', 'drain cleaner*',
  'toilet cleaner*', 'detergent*', 'toxic', 'toxin*', 'fumes', 'asbestos', 'lead paint', 'lead pipe*', 'lead dust', 'radiation',
  'radioactive', 'mercury', 'solvent*', 'antifreeze', 'fertiliser*', 'fertilizer*', 'ammonia', 'chlorine', 'paint fumes',
  // "poisono*", never the stem "poison": "food poisoning" is germs on food, not a chemical (an eleventh clinician-minded
  // review: a mother afraid of raw chicken got "Read a product label once").
  'poisono*',
];
/** Holy books handled as the faith asks: read from, never a thing to "handle" or make "uneven". */
export const SACRED_TEXTS = [
  'guru granth*', 'granth sahib', 'gutka*', 'gurbani', 'quran', 'koran', 'qur an', 'mushaf', 'torah', 'sefer*', 'siddur*', 'bible*',
  'gita', 'bhagavad*', 'scripture*', 'holy book*', 'prayer book*', 'psalter', 'tefillin', 'mezuzah',
];
/** Sacraments, received as the faith asks, never handled (issue 16: "handle communion"). */
export const SACRAMENTS = ['communion', 'eucharist', 'communion wafer*', 'sacrament*', 'prasad', 'prashad', 'karah prashad'];
/** Kashrut (docs/clinical.md §9): the law kept once as the rabbi taught, never broken, and no extra observance. */
export const KASHRUT = [
  'kosher', 'kashrut', 'kashrus', 'kasher*', 'treif', 'treyf', 'trayf', 'fleishig', 'fleishik', 'milchig', 'milchik', 'meat and milk',
  'milk and meat', 'meat and dairy', 'dairy and meat', 'hechsher*', 'pareve', 'parve',
];
/** Ritual purity in Islam (tahara): purity kept once as the faith asks, nothing impure touched, and no extra washing. */
export const TAHARA = ['najis', 'najas*', 'napak', 'na pak', 'nijis', 'impure', 'impurity', 'tahara*', 'taharat', 'istinja', 'istibra', 'not pure', 'not clean for prayer', 'not clean for namaz', 'not clean for salah'];
/** A feared disrespect of what is holy (a holy book, a guru, a shrine). */
export const DISRESPECT = ['disrespect*', 'beadbi', 'beadabi', 'turned my back', 'back towards', 'feet towards', 'feet pointing', 'offended guru*', 'offend* god', 'dishonour*', 'dishonor*'];
/**
 * Correcting or re-explaining what one said in case it was a lie or misleading (honesty scrupulosity): the steps
 * say something approximate and leave it, with no "to be precise" and no going back (issue 16).
 */
export const SPEECH_CORRECTING = [
  'correct* myself', 'correct* what i', 'correcting people', 're explain*', 're-explain*', 'reexplain*', 'explain again', 'explaining again',
  'to be precise', 'technically', 'clarify*', 'clarifi*', 'rephras*', 'what i meant', 'what i said',
];
export const SPEECH_WRONG = [
  'lie', 'lies', 'lied', 'liar', 'lying to', 'mislead*', 'misled', 'exaggerat*', 'accurate', 'inaccura*', 'not true', 'untrue',
  'not exactly true', 'dishonest*', 'honest*', 'deceiv*', 'deceptive',
];

/**
 * Those a person lives with: a step that arranges an ordinary act at home with them on purpose ("Ask your flatmate to
 * move three of your things") suits a person who names them (issue 16, another person's act; trigger-kind.ts
 * isArrangeableAct decides which acts).
 */
export const HOUSEHOLD_MEMBERS = [
  'partner', 'husband', 'wife', 'hubby', 'spouse', 'boyfriend', 'girlfriend', 'fiance*', 'flatmate*', 'housemate*', 'roommate*',
  'lodger*', 'son', 'sons', 'daughter*', 'kids', 'children', 'teen*', 'mum', 'mom', 'dad', 'parents', 'brother', 'sister', 'family',
];

/** Words of saying or talking: such an act is listened to (trigger-kind.ts isSaidAct), never only "stayed with" where one is. */
export const SAYING_WORDS = ['talk*', 'say*', 'said', 'tell*', 'told', 'mention*', 'speak*', 'complain*', 'ask*'];
/**
 * Another person's acts that leave things, or the body, uneven: moved, messed up, bumped or touched on one side
 * (issue 16, another person's act). Someone asking how one is leaves nothing to leave uneven.
 */
// Not "leaving" nor a bare "shift": "my dad leaving for his night shift" is someone going to work, which no "leave it
// uneven" step fits (a tenth clinician-minded reading).
export const DISORDERING_ACTS = [
  'mov*', 'mess*', 'touch*', 'bump*', 'knock*', 'tidy*', 'tidies', 'tidied', 'rearrang*', 'shifting*', 'shifted*', 'nudg*', 'brush*', 'push*',
  'sit*', 'sat', 'put*', 'chang*', 'swap*', 'use', 'uses', 'using', 'used', 'borrow*', 'tap*', 'stack*',
  'fold*', 'hang*', 'tilt*', 'wonky', 'drop*', 'lean*', 'open*', 'clos*', 'shut*',
];
/** Another person's acts with what one checks: using the hob, locking up, switching off (issue 16, another person's act). */
export const CHECKED_ACTS = [
  'use', 'uses', 'using', 'lock*', 'cook*', 'turn*', 'switch*', 'shut*', 'clos*', 'plug*', 'unplug*', 'load*', 'iron*',
  'mak* dinner', 'mak* tea', 'boil*', 'light*', 'lit', 'put*', 'leav*',
];
