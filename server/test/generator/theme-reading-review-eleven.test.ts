import { describe, expect, it } from 'vitest';
import { detectThemes, type ThemeId } from '../../src/modules/generator/offline/themes';
import { generationInput } from './factories';

/**
 * Theme reading found wrong by an eleventh blind review (fresh intakes written by someone who never saw the code).
 * Adverbs read as evenness ("straight after I get home", "even hearing his name"), "touch wood" read as touching, a
 * count of times read as symmetry whatever the ritual, a pharmacist's patients' illnesses read as her own health fear,
 * a day gone over at night read as a past event, everyday doubts about paying and cheating at games read as one past
 * event, and germs making the family ill read as a fear of being sick. Intakes written for this test, in the words
 * people type; half of them are variations made up here, not the review's own words.
 */
interface Case {
  name: string;
  obsessions: string[];
  compulsions: string[];
  triggers: string[];
  /** Themes that must be read. */
  reads: ThemeId[];
  /** Themes that must not be read. */
  not: ThemeId[];
  /** The theme read first, when it matters. */
  first?: ThemeId;
}
const themesOf = ({ obsessions, compulsions, triggers }: Case): ThemeId[] =>
  detectThemes(generationInput(obsessions, compulsions, triggers)).map((match) => match.theme);

const WRONG_READINGS: Case[] = [
  // The review's nurse: "straight" and "touch" of a contamination fear.
  {
    name: 'nurse afraid of HIV from patient blood',
    obsessions: ['What if I caught HIV from a patient\'s blood and passed it on to my family', 'Maybe a needle scratched me and I didn\'t notice'],
    compulsions: ['Taking my uniform off at the back door and putting them straight in a 90 degree wash', 'Asking a colleague to check I never touched anything without gloves', 'Washing my hands like 30-40 times a day'],
    triggers: ['Cuddling Isla straight after I get home', 'Blood samples and cannulas', 'Bin bags on the ward'],
    reads: ['contamination'], not: ['symmetry'], first: 'contamination',
  },
  {
    name: 'straight into the shower, straight away',
    obsessions: ['dog mess on my shoes spreading germs through the house'],
    compulsions: ['going straight into the shower when i get in', 'bagging my shoes straight away', 'wiping the floor even when i didnt walk on it'],
    triggers: ['parks', 'pavements after rain'],
    reads: ['contamination'], not: ['symmetry', 'sexual_orientation'],
  },
  {
    name: 'straight to the sink after the bus',
    obsessions: ['other peoples germs on the bus poles'],
    compulsions: ['going straight to the sink to scrub my hands', 'keeping my gloves on straight through the journey'],
    triggers: ['the bus home', 'touching the bell'],
    reads: ['contamination'], not: ['symmetry', 'sexual_orientation'],
  },
  // A count of times of any ritual, said by itself, is how often, not evenness.
  {
    name: 'emails reread a number of times',
    obsessions: ['what if theres a typo in my email and my boss thinks im incompetent'],
    compulsions: ['rereading every email 6 or 7 times before i send it', 'going over meetings in my head'],
    triggers: ['sending reports'],
    reads: ['perfectionism'], not: ['symmetry'],
  },
  {
    name: 'asking a partner a number of times',
    obsessions: ['what if i dont really love my girlfriend and im wasting her time'],
    compulsions: ['asking her if she thinks we are right for each other like 10 times a day', 'comparing us to other couples'],
    triggers: ['date nights'],
    reads: ['relationship'], not: ['symmetry'],
  },
  {
    name: 'hospital visit, changed straight after',
    obsessions: ['bringing hospital germs home to my newborn'],
    compulsions: ['changing my clothes straight after visiting my dad', 'even the car seat gets wiped'],
    triggers: ['hospital visits'],
    reads: ['contamination'], not: ['symmetry', 'sexual_orientation'],
  },
  // The review's magical contamination.
  {
    name: 'bad luck from a former boss that spreads',
    obsessions: ['my old boss is bad luck and anything he touched or anything from his area carries it', 'even hearing his name feels like it gets on me and i need to get it off', 'what if the bad luck spreads from my handbag to the whole house'],
    compulsions: ['i threw away a blouse and a pair of shoes i wore to the leaving party', 'washing my hair and changing everything if i think i saw his car', 'saying touch wood when his name comes up'],
    triggers: ['his name', 'cars like his', 'emails from the old office'],
    reads: ['contamination'], not: ['symmetry'], first: 'contamination',
  },
  {
    name: 'an ex\'s badness that rubs off',
    obsessions: ['my ex is evil and whatever he touched is tainted, it rubs off on me and spreads onto my things', 'even seeing his street on a map makes me feel dirty inside'],
    compulsions: ['showering and changing my clothes if i walk past his flat', 'touching wood after i think of him'],
    triggers: ['his street', 'people who look like him'],
    reads: ['contamination'], not: ['symmetry'],
  },
  {
    name: 'a neighbour\'s bad energy carried on post',
    obsessions: ['the woman downstairs has bad energy and it spreads into our flat on the post she hands me'],
    compulsions: ['wiping her letters and throwing out anything she gave us', 'knock on wood and touch wood all day'],
    triggers: ['the post', 'meeting her on the stairs'],
    reads: ['contamination'], not: ['symmetry'],
  },
  // The review's pharmacist.
  {
    name: 'pharmacist afraid of poisoning a patient',
    obsessions: ['What if I gave the wrong strength tablet and the patient dies because of me', 'Did I read the doctor\'s handwriting correctly? Maybe it said 5 mg and not 50 mg', 'What if a tablet from another strip fell into the packet while I was counting'],
    compulsions: ['Reading every prescription 4-5 times and checking the strip against the bill again after packing it', 'Opening the packet in front of the customer to recheck', 'Calling patients in the evening to ask if they are okay', 'Lying awake going over each customer of the day in my head'],
    triggers: ['Busy evening rush from 6 to 9 pm with a queue', 'Prescriptions for children or elderly patients, especially insulin or warfarin', 'Look-alike names like Losartan and Valsartan', 'Hearing on the news about a medicine error anywhere'],
    reads: ['checking'], not: ['symmetry', 'health', 'real_event'], first: 'checking',
  },
  {
    name: 'care worker and the medication round',
    obsessions: ['what if i gave a resident the wrong tablets on the medication round and they die in the night'],
    compulsions: ['checking the MAR chart 3 or 4 times', 'counting the tablets in every pot again', 'ringing the night staff to ask if everyone is ok'],
    triggers: ['residents on blood thinners', 'being rushed at teatime'],
    reads: ['checking'], not: ['symmetry', 'health'],
  },
  {
    name: 'vet nurse and the wrong dose',
    obsessions: ['giving a dog the wrong dose and it dies because of me'],
    compulsions: ['redrawing the syringe 5 or 6 times', 'reading the label over and over', 'lying awake going over every patient of the day'],
    triggers: ['small animals', 'insulin for our diabetic patients'],
    reads: ['checking'], not: ['symmetry', 'health', 'real_event'],
  },
  // The review's new father.
  {
    name: 'new father going over the day in his head',
    obsessions: ['What if I am a paedophile because a sexual thought came when I was changing my son', 'I love him so much, what if I am a danger to him'],
    compulsions: ['Going over every interaction with him that day in my head to make sure nothing was wrong', 'Letting my wife do bath time', 'Not being alone with him'],
    triggers: ['Nappy changes', 'Bath time', 'News about abuse'],
    reads: ['pocd'], not: ['real_event'],
  },
  {
    name: 'teacher going over every pupil of the day',
    obsessions: ['what if i touched a pupil inappropriately without realising, what if i am a paedophile'],
    compulsions: ['going over every lesson of the day in my head at night', 'keeping the classroom door open'],
    triggers: ['helping children one to one', 'pe lessons'],
    reads: ['pocd'], not: ['real_event'],
  },
  // The review's moral scrupulosity.
  {
    name: 'paying exactly and board games',
    obsessions: ['What if I underpaid at the servo and I\'m technically a thief', 'When we play Monopoly with the kids I worry I miscounted and cheated them', 'Am I a dishonest person deep down'],
    compulsions: ['Correcting what I\'ve said straight away', 'Confessing small things to Priya, like eating the last biscuit', 'Going back to pay again even if it is only 20 cents'],
    triggers: ['Paying at the self checkout', 'Board games with the kids', 'Filling in my timesheet'],
    reads: ['scrupulosity'], not: ['real_event', 'symmetry'], first: 'scrupulosity',
  },
  {
    name: 'change from the till, a cheat at cards',
    obsessions: ['what if the cashier gave me too much change and im a thief for keeping it', 'i might have cheated at cards with my nan without meaning to, that would make me a bad and dishonest person'],
    compulsions: ['counting my change 3 times before i leave the till', 'confessing to my husband', 'apologising straight after every game'],
    triggers: ['tills', 'card games'],
    reads: ['scrupulosity'], not: ['real_event', 'symmetry'],
  },
  {
    name: 'timesheets and honesty',
    obsessions: ['i worry im stealing from my employer if i take a minute extra at lunch, it feels so dishonest and immoral'],
    compulsions: ['telling my manager about even the smallest thing', 'going straight back to my desk on the dot'],
    triggers: ['lunch breaks', 'filling in the timesheet'],
    reads: ['scrupulosity'], not: ['real_event', 'symmetry'],
  },
  // The review's mother: germs making the family ill, and a checker.
  {
    name: 'mother afraid germs from school make her son ill, and a checker',
    obsessions: ['germs from school, norovirus, the kids bring it home and my little one Zayn gets really ill because of me', 'raw chicken juice on the worktop and everyone gets food poisoning', 'what if i left the gas on and the house burns down'],
    compulsions: ['antibac wipes on everything when i get home, door handles, keys, phone, takes about 40 minutes', 'not cooking chicken anymore', 'checking the hob and the plugs 10 times before bed'],
    triggers: ['sick bug going round my Year 2 class', 'leaving the house'],
    reads: ['checking', 'contamination'], not: ['vomiting'],
  },
  {
    name: 'childminder and a stomach bug going round',
    obsessions: ['a stomach bug going round nursery and the babies catch it off my hands'],
    compulsions: ['bleaching the toys every night', 'washing my hands after every nappy'],
    triggers: ['a parent saying their child was off with noro'],
    reads: ['contamination'], not: ['vomiting'], first: 'contamination',
  },
  {
    name: 'food poisoning for the family',
    obsessions: ['if i dont cook the meat right my husband and kids get food poisoning and it will be my fault'],
    compulsions: ['scrubbing the chopping boards with bleach', 'throwing out food the day before its date'],
    triggers: ['cooking for the family', 'bbqs'],
    reads: ['contamination'], not: ['vomiting'],
  },
];

/** True readings that must stay: evenness, a past event, one's own illness, a fear of being sick. */
const TRUE_READINGS: Case[] = [
  {
    name: 'pictures that must hang straight',
    obsessions: ['the pictures have to be perfectly straight or it feels wrong all day'],
    compulsions: ['straightening the frames', 'lining up the cushions'],
    triggers: ['guests moving things'],
    reads: ['symmetry'], not: ['sexual_orientation'],
  },
  {
    name: 'even on both sides',
    obsessions: ['everything has to feel even on both sides of my body'],
    compulsions: ['if i touch something with my left hand i touch it with my right', 'tapping the doorframe 4 times'],
    triggers: ['bumping into things'],
    reads: ['symmetry'], not: [],
  },
  {
    name: 'tapping in fours so mum does not die',
    obsessions: ['if i dont tap the light switch 4 times my mum will die'],
    compulsions: ['tapping things 4 times', 'starting again if i lose count'],
    triggers: ['light switches'],
    reads: ['symmetry'], not: [],
  },
  {
    name: 'even number of steps',
    obsessions: ['it has to be an even number or something bad will happen'],
    compulsions: ['walking in even steps', 'touching the table 2 times'],
    triggers: ['stairs'],
    reads: ['symmetry'], not: [],
  },
  {
    name: 'a night at a party years ago',
    obsessions: ['that night at the party in 2018 i was drunk, what if i did something to her'],
    compulsions: ['going over that night again and again', 'asking friends what happened'],
    triggers: ['photos from that time'],
    reads: ['real_event'], not: [],
  },
  {
    name: 'the self checkout, one past doubt',
    obsessions: ['i might not have scanned something at the self checkout last week and basically stolen it'],
    compulsions: ['replaying leaving the shop', 'checking the receipt line by line'],
    triggers: ['security guards'],
    reads: ['real_event'], not: [],
  },
  {
    name: 'a nurse afraid for her own health',
    obsessions: ['what if i have cancer and the doctors missed it'],
    compulsions: ['googling symptoms', 'asking my gp for more tests'],
    triggers: ['patients with cancer on my ward'],
    reads: ['health'], not: [],
  },
  {
    name: 'a diabetic afraid of a hypo',
    obsessions: ['what if i have a hypo in my sleep and die'],
    compulsions: ['checking my blood sugar every hour'],
    triggers: ['night time'],
    reads: ['health'], not: [],
  },
  {
    name: 'norovirus and throwing up',
    obsessions: ['norovirus going round school and me throwing up in front of everyone'],
    compulsions: ['washing my hands after the kids come home', 'not eating out'],
    triggers: ['sick bug letters from school'],
    reads: ['vomiting'], not: [],
  },
  {
    name: 'seeing someone be sick',
    obsessions: ['seeing someone be sick on the train'],
    compulsions: ['sitting by the doors', 'sucking mints'],
    triggers: ['a stomach bug going round work'],
    reads: ['vomiting'], not: [],
  },
  {
    name: 'honest checker beside scrupulosity keeps a past event with its own words',
    obsessions: ['years ago i cheated in an exam and god will punish me for it', 'the memory of it comes back every day'],
    compulsions: ['praying for forgiveness', 'replaying the exam'],
    triggers: ['exam season'],
    reads: ['real_event'], not: [],
  },
  {
    name: 'even spacing on the shelf',
    obsessions: ['the books need even spacing and the edges lined up or i cant relax'],
    compulsions: ['measuring the gaps with a ruler', 'even things out after anyone touches them'],
    triggers: ['the bookshelf'],
    reads: ['symmetry'], not: [],
  },
  {
    name: 'not really straight, straight away',
    obsessions: ['what if im not really straight and ive been lying to myself'],
    compulsions: ['checking if i look at men straight away when they walk past', 'asking my girlfriend if i seem gay'],
    triggers: ['gay couples on tv'],
    reads: ['sexual_orientation'], not: ['symmetry'],
  },
];

describe('theme reading, an eleventh blind review', () => {
  it.each(WRONG_READINGS.map((entry) => [entry.name, entry] as const))('reads the right themes (%s)', (_name, entry) => {
    const themes = themesOf(entry);
    for (const theme of entry.reads) expect(themes, `reads ${theme}`).toContain(theme);
    for (const theme of entry.not) expect(themes, `not ${theme}`).not.toContain(theme);
    if (entry.first) expect(themes[0]).toBe(entry.first);
  });

  it.each(TRUE_READINGS.map((entry) => [entry.name, entry] as const))('keeps a true reading (%s)', (_name, entry) => {
    const themes = themesOf(entry);
    for (const theme of entry.reads) expect(themes, `reads ${theme}`).toContain(theme);
    for (const theme of entry.not) expect(themes, `not ${theme}`).not.toContain(theme);
  });
});
