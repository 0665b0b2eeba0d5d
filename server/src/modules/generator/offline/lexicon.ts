import type { ThemeId } from './theme-ids';

/** "ill" for "I'll" before a verb: a stop term (weight 0) so it is never read as illness. */
const ILL_AS_I_WILL: Readonly<Record<string, number>> = Object.fromEntries(
  ['be', 'forget', 'never', 'have', 'get', 'do', 'lose', 'need', 'make', 'go', 'end', 'say', 'throw', 'regret', 'miss', 'want',
    'feel', 'become', 'vomit', 'hurt', 'ruin', 'burn', 'cause', 'snap', 'do it', 'act', 'turn', 'stop', 'keep', 'always', 'just']
    .map((verb) => [`ill ${verb}`, 0]),
);

/**
 * Weighted words per theme, matched against the person's obsessions, compulsions and triggers
 * (see text.ts for the term syntax). 3 = says the theme on its own ("germs", "stove", "gay"),
 * 2 = strong hint, 1 or less = only counts together with others ("partner", "check", "touch").
 * Weight 0 marks a phrase that must not count at all ("even though" is not about evenness).
 * The vocabulary follows the symptom dimensions of the DOCS and the OCI-R item wording.
 */
export const THEME_LEXICON: Record<ThemeId, Readonly<Record<string, number>>> = {
  contamination: {
    'contamin*': 3, germ: 3, 'bacteri*': 3, 'virus*': 1.5, dirt: 2, dirty: 2, 'filth*': 2, 'grime*': 2, 'disgust*': 1,
    unclean: 2, wash: 2, 'handwash*': 3, 'hand wash': 3, clean: 1.5, scrub: 2.5, 'saniti*': 3, 'hand gel': 3, gel: 1,
    'disinfect*': 3, bleach: 2, wipe: 1.5, wipes: 1.5, shower: 1.5, soap: 2, 'glove*': 1.5, toilet: 2, bathroom: 1,
    bin: 2, bins: 2, rubbish: 2, trash: 2, garbage: 2, 'door handle': 2, 'doorknob*': 2, public: 1, touch: 1,
    'spread*': 1.5, 'infect*': 1.5, catch: 1, 'bodily fluid*': 3, blood: 1, urine: 2, poo: 2, 'faec*': 2, 'fece*': 2,
    vomit: 2, sweat: 1, spit: 1.5, saliva: 2, 'raw meat': 2, 'raw chicken': 2, 'chemical*': 1.5, 'pesticid*': 2,
    'asbestos': 2, 'poison*': 1.5, toxic: 2, 'toxin*': 2, fumes: 1.5, 'residue*': 2, 'weedkiller*': 2, 'weed killer*': 2,
    'detergent*': 1.5, mould: 1.5, mold: 1.5, sticky: 1, 'kill germs': 1, money: 1, coins: 1, shoes: 1, floor: 1,
    sick: 1, ill: 0.5, 'change clothes': 2.5, 'hospital': 0.5, 'dog': 0.5,
    // A badness that clings and spreads from a person or place (mental contamination; a twelfth clinician-minded
    // reading): "feels tainted", "his badness rubs off on me", "a cleansing phrase".
    'tainted': 2.5, 'rubs off': 2, 'rub off': 2, 'cleansing': 1.5, 'cleanse': 1.5,
    // Hands washed or scrubbed ("washing my hands after anyone coughs", "wash my hands 30 times"): the OCI-R's washing
    // item, the ritual of contamination on its own; "wash" alone is as often the dishes or the car. Prayer's washing
    // (wudu) is set apart in themes.ts.
    'wash hand': 3, 'washin* hand': 3, 'rewash* hand': 3, 'scrub hand': 3, 'scrubbin* hand': 3,
    // Dishes or clothes washed "by hand", and "washing my hands of it" (done with it): not hands washed.
    'by hand': 0, 'hand of': 0,
    // "I'll" is written "ill" once the apostrophe goes ("scared ill forget him"): not illness.
    ...ILL_AS_I_WILL,
    // A blood sugar, a blood pressure or a blood test is a body looked after, not blood to be afraid of touching.
    'blood sugar*': 0, 'blood pressure': 0, 'blood test*': 0, 'blood glucose': 0,
    // Blood coughed up is a symptom feared in one's own body (health), not blood to be afraid of touching.
    'cough* up blood': 0, 'cough* blood': 0,
    // Food poisoning is being sick from food (the vomiting theme's), not a poison or a dirt feared.
    'food poisoning': 0,
    // "Touch wood", "knock on wood": a saying against bad luck, not a thing touched (an eleventh blind review).
    'touch wood': 0, 'knock on wood': 0,
  },
  checking: {
    check: 1.5, 'recheck*': 2, 'double check': 2, stove: 3, oven: 3, hob: 3, cooker: 3, gas: 2, iron: 2, 'applianc*': 3,
    plug: 2, 'unplug*': 3, switch: 1.5, socket: 2, lock: 2.5, 'unlock*': 2.5, door: 1, window: 1.5, taps: 1, 'left on': 3,
    'turn off': 2, 'switch off': 2, fire: 2.5, 'burn down': 3, 'flood*': 2, 'burglar*': 3, 'break in': 2.5,
    'intrud*': 2, 'responsib*': 2.5, 'my fault': 2.5, fault: 1.5, blame: 1.5, harm: 1,
    // "By accident", "accidentally": done without meaning to, the doubt of any theme (mixing meat and
    // milk, a sin, a typo); "an accident" is the harm a checker fears. Listed before 'accident*', at its weight, so it wins the word.
    'by accident': 1.5, 'accidental*': 2, 'accident*': 2, drive: 1.5,
    driving: 1.5, hit: 1, 'hit someone': 2, 'run over': 3, 'ran over': 3, 'pedestrian*': 3, 'cyclist*': 2.5,
    'hit and run': 3, 'go back': 2, 'went back': 2, 'retrac*': 2.5, photo: 1, photos: 1, news: 0.5,
    'leave the house': 2, 'leaving the house': 2, 'envelope*': 1.5, 'wrong dose': 3, 'wrong medication': 3,
    // A medicine given wrong at work ("gave the wrong strength tablet", "a medicine error") and harm "because of me":
    // harm to others through a mistake, the responsibility a checker fears (an eleventh blind review: a pharmacist read
    // as symmetry and health). "Because of me" alone is any theme's stakes (themes.ts CHECKING_ONLY).
    'wrong tablet*': 3, 'wrong strength': 3, 'wrong medicine*': 3, 'wrong pill*': 3, 'wrong drug*': 3, 'wrong prescription*': 3,
    'medication error*': 3, 'medicine error*': 3, 'dispensing error*': 3, 'drug error*': 3, 'because of me': 2,
    'did not notice': 1.5, 'didnt notice': 1.5, 'without noticing': 1.5, 'everyone is ok': 2.5, 'everyone is okay': 2.5,
    'make sure': 1.5, 'by mistake': 1.5, 'hit anyone': 2, 'hit somebody': 2,
    // Tapping a thing is an evening-up ritual (symmetry), not the taps left running: whole words, not the stem "tap".
    'tappin*': 0, 'tapped*': 0,
    // "Replaying it on the drive home": a drive is where another doubt happens, not a fear of hitting someone.
    'the drive': 0, 'drive home': 0,
  },
  symmetry: {
    'symmetr*': 3, 'asymmetr*': 3, 'evening*': 0, even: 2, 'even though': 0, 'even if': 0, 'even when': 0, 'even after': 0,
    // "I feel like a monster for even thinking it": the adverb, not evenness.
    'even a': 0, 'even think*': 0, 'for even': 0, 'not even': 0, 'or even': 0, 'uneven*': 3, 'even out': 3, 'crooked*': 2.5, 'align*': 2.5, 'line up': 2.5, 'lined up': 2.5,
    order: 1.5, 'in order to': 0, 'orderl*': 2, 'arrang*': 2.5, 'rearrang*': 2.5, neat: 1.5, tidy: 1, 'exact*': 1.5,
    'just right': 3, 'feel right': 2.5, 'feels right': 2.5, 'not right': 1.5, 'balanc*': 2, count: 2, counting: 2,
    number: 1.5, 'odd number*': 2.5, 'even number*': 2.5, tap: 2, tapping: 2, touch: 1, 'both sides': 2.5,
    'both hands': 2, pattern: 1.5, same: 0.5, perfect: 0.5, redo: 1, 'straighten*': 2.5, 'straightener*': 0, 'hair straightener*': 0, 'straight line': 2,
    repeat: 1, desk: 0.5, shelf: 0.5, pictures: 0.5, 'in place': 1.5,
    // "put everything back exactly where it was, measuring the gap on the shelf" (a tenth clinician-minded reading: an
    // ordering ritual read as no symmetry at all).
    'exactly where': 2.5, 'where it was': 1.5, 'where they were': 1.5, 'measur*': 1,
    // "Touch wood" is a saying against bad luck, not a touch to even up (an eleventh blind review: a woman's "touch wood"
    // about a former boss's bad luck read as symmetry).
    'touch wood': 0, 'knock on wood': 0,
  },
  scrupulosity: {
    sin: 3, sinned: 3, sinful: 3, sins: 3, god: 2.5, jesus: 2, christ: 2, allah: 2, lord: 1.5, holy: 2, bible: 2,
    quran: 2, koran: 2, torah: 2, pray: 2.5, prayer: 2.5, church: 2, mosque: 2, temple: 1.5, 'synagogue*': 2,
    'religi*': 2.5, faith: 1.5, 'confess*': 3, priest: 2, imam: 2, rabbi: 2, pastor: 2, 'forgiv*': 2, hell: 2.5,
    heaven: 1.5, 'damn*': 2, devil: 1.5, 'satan*': 1.5, 'blasphem*': 2, 'moral*': 3, 'immoral*': 3, 'ethic*': 2,
    'unethic*': 2, 'dishonest*': 3, 'honest*': 2, lie: 1.5, lied: 1.5, lying: 1.5, cheat: 1, steal: 2, stole: 2,
    'guilt*': 2, wrong: 1.5, 'did something wrong': 2.5, 'bad person': 1.5, evil: 1.5, 'unfair*': 2, fair: 1,
    offend: 1, 'apolog*': 2.5, 'punish*': 1.5, pure: 1, 'impur*': 2, 'virtu*': 1, 'cross myself': 2,
    // Lying awake or in bed is not a lie told (an eleventh blind review: "lying awake going over each customer").
    'lying awake': 0, 'lie awake': 0, 'lay awake': 0, 'lying in bed': 0, 'lie in bed': 0, 'lying down': 0, 'lie down': 0,
    // Each tradition's own words for its practice and its purity (issue 16: a Hindu person's purity
    // before puja read as germs): puja and a restarted mantra are worship, not hygiene or perfectionism.
    puja: 2.5, pooja: 2.5, 'mantra*': 2, aarti: 2, mandir: 2, shrine: 1.5, 'hindu*': 2, ashuddh: 3, sutak: 2,
    wudu: 3, wuzu: 3, salah: 2.5, salat: 2.5, namaz: 2.5, najis: 3, 'najas*': 3, haram: 2.5, ghusl: 3, 'waswas*': 3,
    'muslim*': 1.5, 'islam*': 1.5, dua: 1.5, kashrut: 3, kosher: 2, treif: 2.5, shabbat: 2, shabbos: 2, tefillin: 2.5,
    'daven*': 2.5, 'mitzv*': 2, 'halach*': 2.5, 'netilat*': 2.5, gurdwara: 2, waheguru: 2, nitnem: 2.5, 'sikh*': 1.5,
    rosary: 2, communion: 2, 'catholic*': 1.5, 'mortal sin': 3, 'buddhis*': 1.5, 'precept*': 2, karma: 1.5,
    'ritual wash*': 3, 'ablution*': 3,
    // The Sikh tradition's own words (a Sikh person's fear of disrespecting the Guru Granth Sahib read as no theme).
    'guru granth*': 3, gurbani: 2.5, bani: 2, paath: 2.5, ardas: 2.5, 'japji*': 2.5, sukhmani: 2.5, hukamnama: 2,
    'amrit*': 2, 'rehat*': 2, beadbi: 3, 'disrespect*': 2, 'sacrileg*': 3,
  },
  taboo_thoughts: {
    'intrusive': 1.5, 'unwanted thought*': 2, stab: 3, knife: 3, knives: 3, 'scissor*': 2, kill: 2, 'kill germs': 0,
    'kill bacteria': 0, 'kill time': 0, 'kill for': 0, 'murder*': 3, 'violen*': 3, attack: 2, 'strangl*': 3, 'push someone': 2.5,
    push: 1, shove: 2, harm: 1.5, hurt: 1.5, snap: 1.5, 'lose control': 2.5, 'lost control': 2.5,
    'losing control': 2.5, 'act on': 2.5, 'poison*': 1, 'poison someone': 3, 'poisoning someone': 3, 'poison my': 2.5,
    'poison his': 2.5, 'poison her': 2.5, 'poison their': 2.5, 'poison them': 2.5, 'in their dinner': 2.5, 'in their food': 2.5,
    'in their drink': 2.5, 'in his food': 2.5, 'in her food': 2.5, dangerous: 1.5, 'psychopath*': 3, monster: 2,
    'jump in front': 2, platform: 1, 'food poisoning': 0,
    // Harm to a baby or child by hand (issue 16: "what if i drop the baby down the stairs on purpose").
    'smother*': 3, 'suffocat*': 2.5, 'drown*': 2, 'drop the baby': 3, 'drop my baby': 3, 'drop him': 1.5, 'drop her': 1.5,
    'shake the baby': 3, 'shake my baby': 3, 'throw the baby': 3,
    // "Swerving into oncoming traffic", "run someone over on purpose": an impulse to harm, where checking
    // fears an accident; a driver's harm thoughts got only hit-and-run checking steps (issue 16 rubric).
    'swerv*': 2, 'on purpose': 1.5, 'deliberately': 1.5, 'sexuality*': 0, sexual: 2, sex: 1.5, 'pervert*': 3,
    'inappropriat*': 1.5, 'incest*': 3, 'arous*': 1, groin: 1,
    'blasphem*': 3, curse: 1.5, devil: 1.5, 'satan*': 1.5, 'obscen*': 2, taboo: 3, 'disturb*': 1, 'horrif*': 1,
    images: 1, thoughts: 0.5, 'bad thoughts': 1.5, 'pure o': 3, 'neutrali*': 2, cancel: 1,
  },
  relationship: {
    relationship: 2.5, partner: 0.5, boyfriend: 1, girlfriend: 1, husband: 0.5, wife: 0.5, 'spous*': 0.5,
    'fianc*': 1, love: 1.5, 'really love': 2.5, 'in love': 2.5, 'love him': 2, 'love her': 2, 'love them': 2,
    'right person': 3, 'the one': 2, 'soulmate*': 3, 'attracted to': 1, compare: 1.5, comparing: 1.5, 'flaw*': 2,
    doubt: 1, 'feelings for': 2, chemistry: 2, spark: 2, settle: 2, settling: 2, 'break up': 2.5, marry: 2,
    married: 2, marriage: 2, wedding: 1, engaged: 1.5, date: 1, dating: 1, cheat: 1, 'ex': 1, kiss: 1,
    'romant*': 1.5, 'couple*': 1.5,
  },
  sexual_orientation: {
    gay: 3, 'lesbian*': 3, 'bisexu*': 3, 'homosexu*': 3, 'heterosexu*': 2, straight: 2, 'queer': 2.5,
    'sexuality*': 3, 'orientation*': 2, 'same sex': 3, 'same gender': 3, 'attract*': 1.5, men: 1, women: 1, guys: 0.5,
    'arous*': 2, groin: 2, 'come out': 2, 'coming out': 2, 'came out': 2, 'closet*': 2.5, 'lgbt*': 2.5, crush: 1.5,
    // Gender-identity doubts (in either direction) are built with the same library, direction read in reading.ts.
    hocd: 3, tocd: 3, trans: 2.5, 'transgender*': 3, 'transition*': 1.5, 'non binary': 3, nonbinary: 3, 'gender identity': 3,
    'wrong gender': 3, 'dysphori*': 2.5, 'trans fat': 0,
  },
  health: {
    cancer: 3, 'tumour*': 3, 'tumor*': 3, hiv: 3, aids: 1.5, 'disease*': 2.5, ill: 1.5, sick: 1, 'symptom*': 3,
    'diagnos*': 3, 'misdiagnos*': 3, doctor: 2, doctors: 2, gp: 1.5, hospital: 1, 'heart attack': 3, heart: 1,
    stroke: 2.5, 'lump*': 3, mole: 2.5, moles: 2.5, 'headache*': 2.5, pain: 1.5, 'chest pain': 2.5, pulse: 2.5,
    heartbeat: 2, google: 1.5, googling: 1.5, 'test result*': 2, 'blood test*': 2.5, scan: 1.5, 'dementia': 3,
    'alzheimer*': 3, ms: 2, als: 2, 'diabet*': 2.5, 'covid*': 2.5, 'infect*': 1, virus: 1, die: 1.5, dying: 1.5,
    death: 1, 'dizz*': 2, 'numb*': 1.5, 'tingl*': 2, rash: 2, fever: 2, 'health*': 2, medical: 1, body: 1,
    ...ILL_AS_I_WILL,
    brain: 1.5, 'rabies': 3, 'mening*': 3, 'sepsis': 3, 'leuk*': 3, 'lymphoma': 3, 'parkinson*': 3,
    // A condition the person looks after (docs/clinical.md §9): its measurements and its feared
    // complications are a health fear, whose ladder keeps the care agreed with their doctor.
    'cough* up blood': 3, 'cough* blood': 3, 'blood sugar*': 2.5, 'blood glucose': 2.5, glucose: 2.5, insulin: 2, hypo: 2.5, hypos: 2.5, 'hypoglyc*': 2.5,
    'hyperglyc*': 2.5, 'epilep*': 2.5, 'seizure*': 2.5, 'asthma*': 2.5, 'blood pressure': 2.5,
  },
  perfectionism: {
    'perfect*': 2.5, 'mistake*': 2.5, 'error*': 2, 'typo*': 3, review: 2, 'mental review*': 3, 'mentally review*': 3,
    'replay*': 3, 'reread*': 3, 're read': 3, 'rewrit*': 2.5, 're write': 2.5, redo: 1, 'over and over': 1,
    'go over': 2, 'went over': 2, 'going over': 2, 'in my head': 2, 'ruminat*': 3, 'overthink*': 2.5,
    'analys*': 2, 'analyz*': 2, email: 2, emails: 2, 'messag*': 1.5, text: 1, texts: 1, said: 1.5,
    'conversation*': 2, 'offend*': 2, rude: 2, 'embarrass*': 1.5, 'incompet*': 3, fail: 1.5, failure: 1.5,
    'good enough': 3, 'remember*': 1.5, 'memor*': 1.5, 'forgot*': 1.5, 'forget*': 1.5, certain: 1, 'judg*': 1.5,
    'critici*': 2, 'proofread*': 3,
    // "Went in by mistake" is an accident, not an error of one's own work.
    'by mistake': 0, 'by accident': 0,
  },
  existential: {
    'exist*': 2.5, 'existential*': 3, 'meaning of life': 3, 'meaning of it all': 3, 'purpose of life': 3, 'point of life': 3,
    'meaningless': 2.5, 'nothing matters': 2.5, 'pointless': 1, 'reality': 2.5, 'is real': 2, 'not real': 2.5, 'unreal': 2.5,
    'is anything real': 3, 'am i real': 3, 'universe': 2.5, 'infinit*': 2.5, 'eternity': 2.5, 'forever': 1, 'conscious*': 2,
    'free will': 3, 'determinis*': 3, 'simulation': 3, 'philosoph*': 3, 'afterlife': 2.5, 'after we die': 2.5,
    'when we die': 2, 'why are we here': 3, 'why do we exist': 3, 'why anything exists': 3, 'am i dreaming': 3,
    'dreaming': 1, 'solipsis*': 3, 'big questions': 2, 'who am i': 2, 'sense of self': 2, 'the void': 2, 'cosmos': 2,
  },
  real_event: {
    'false memor*': 3, 'fake memor*': 3, 'real event': 3, 'did it happen': 3, 'really happened': 3, 'actually happened': 3,
    'did i really': 2.5, 'did i actually': 2.5, 'what if i did': 2, 'something i did': 2.5, 'what i did': 2,
    'did something terrible': 3, 'did something bad': 2.5, 'years ago': 2.5, 'long ago': 2.5, 'as a teenager': 2.5,
    'as a teen': 2.5, 'when i was younger': 2.5, 'in my past': 2.5, 'the past': 1.5, 'that night': 2.5, 'that day': 1.5,
    'back then': 2, 'happened': 1, 'memory': 2, 'memories': 2, 'blackout': 2.5, 'blacked out': 2.5, 'drunk': 1,
    'old messages': 2.5, 'old texts': 2.5, 'old photos': 2, 'diary': 1.5, 'diaries': 1.5, 'police': 1.5, 'crime': 1.5,
    'criminal': 1.5, 'confess*': 1, 'cheated': 1.5, 'replay*': 1,
    // A past act doubted after the fact: "might not have scanned something … basically stolen it".
    'stolen': 2.5, 'thief': 2.5, 'shoplift*': 3, 'self checkout': 2.5, 'security guard*': 1.5,
  },
  saving: {
    'cant throw': 3, 'cannot throw': 3, 'can not throw': 3, 'unable to throw': 3, 'hard to throw': 3, 'to throw': 1.5,
    'throw away': 1.5, 'throw out': 1.5, 'throw things': 2, 'throwing away': 1.5, 'throwing things': 2, 'threw away': 1.5,
    'discard*': 2.5, 'get rid of': 2, 'getting rid of': 2, 'let go of things': 3, 'keep everything': 3,
    'keeping everything': 3, 'keep things': 2.5, 'keeping things': 2.5, 'keep it just': 2, 'saving': 1.5, 'save': 1,
    'just in case': 2.5, 'in case i need': 3, 'might need': 2.5, 'may need': 2, 'need it later': 2.5, 'need them later': 2.5,
    'hoard*': 3, 'clutter*': 3, 'receipt*': 2, 'newspaper*': 1.5, 'magazines': 1, 'junk mail': 2, 'old papers': 2,
    'belonging*': 1.5, 'possession*': 1.5, 'his things': 1.5, 'her things': 1.5, 'sentimental': 2, 'keepsake*': 2,
    'recycl*': 1, 'declutter*': 2.5, 'charity shop': 1.5,
    // Keeping what someone who died touched or wrote, and acquiring "in case" (docs/clinical.md: saving and discarding).
    'keep every': 2.5, 'keeping every': 2.5, 'keep all': 2, 'keeping all': 2, 'delete': 1.5, 'deleting': 1.5,
    'voicemail*': 1.5, 'birthday card*': 1.5, 'handwriting': 1, 'buying extra': 2.5, 'buy extra': 2.5, 'free stuff': 2,
    'bargain*': 2, 'come in useful': 3, 'comes in useful': 3, 'wasteful': 2,
    // Letting go of a loved one's things, a pet's included, as a betrayal (issue 16: "if i throw away
    // anything of my dogs it means i didnt love him" read as germs).
    'throw away anything': 3, 'throw anything': 2.5, 'throw out anything': 3, 'threw something': 2, 'in case i threw': 3,
    'in case i thrown': 3, 'in case i binned': 3, 'his old': 1.5, 'her old': 1.5, 'their old': 1.5, 'anything of': 1.5,
    'didnt love': 1.5, 'did not love': 1.5, 'keeping his': 1.5, 'his toys': 1.5, 'her toys': 1.5,
  },
  pocd: {
    'paedophil*': 3, 'pedophil*': 3, paedo: 3, pedo: 3, pocd: 3, 'p ocd': 3, 'molest*': 3, 'child*': 1, kid: 1, kids: 1,
    'toddler*': 1, 'school run': 1.5, 'playground*': 1.5, 'niece*': 1, 'nephew*': 1, 'babysit*': 1.5, 'minor*': 1,
    'danger to children': 3, 'danger to kids': 3,
  },
  self_harm_intrusive: {
    'hurt myself': 3, 'harm myself': 3, 'kill myself': 3, 'stab myself': 3, 'cut myself': 3, 'jump off': 2,
    'self harm': 3, 'suicid*': 2.5, 'end my life': 3, 'take my own life': 3, 'lose control and': 1, 'myself': 0.5,
    'inject myself': 3, 'jump from': 2, 'throw myself': 3, 'overdose': 2,
  },
  // A fear of being sick (emetophobia, docs/clinical.md §7): the act, the feeling and the bugs that bring it. "Vomit"
  // alone is the substance as often as the act (contamination's too); "sick" alone is any illness, and the idioms
  // ("sick of it", "sick with worry", sick people, "get sick") are set aside before these are read (themes.ts).
  vomiting: {
    'emetophob*': 3, 'vomiti*': 3, 'vomite*': 3, vomit: 1.5, 'to vomit': 3, 'will vomit': 3, 'ill vomit': 3, 'might vomit': 3, 'may vomit': 3,
    'could vomit': 3, 'of vomit*': 2.5, 'throw up': 3, 'threw up': 3, 'thrown up': 3, 'chuck up': 3, 'chucking up': 3,
    'puke*': 3, puking: 3, 'barf*': 3, 'spew*': 2, 'retch*': 2.5, 'dry heav*': 2.5, heaving: 1, 'be sick': 2.5, 'being sick': 2.5,
    'been sick': 2, 'was sick': 2, 'is sick': 1, 'feel sick': 1.5, 'feeling sick': 1.5, 'felt sick': 1.5, 'feels sick': 1.5,
    'nause*': 2.5, 'queas*': 2.5, 'stomach bug*': 3, 'tummy bug*': 3, 'sick bug*': 3, 'sickness bug*': 3, 'stomach flu': 3,
    'stomach virus*': 3, 'norovirus*': 3, noro: 3, 'winter vomiting': 3, 'gastroenteritis': 3, 'gastro': 2,
    'food poisoning': 3, 'sick bag*': 2.5, 'anti sickness': 2.5, 'antiemetic*': 3, 'anti emetic*': 3, 'travel sick*': 2.5,
    'motion sick*': 2.5, 'car sick*': 2.5, 'carsick*': 2.5, 'seasick*': 2.5, 'sea sick*': 2.5, 'upset stomach': 2,
    'stomach': 1, 'tummy': 1, mints: 1.5, 'use by': 1.5, 'best before': 1, 'sell by': 1, 'expiry date*': 1.5,
    'expiration date*': 1.5, 'out of date': 1, 'undercooked': 1, 'eating out': 1, 'eat out': 1, 'check* date*': 1.5, pale: 1.5,
  },
};
