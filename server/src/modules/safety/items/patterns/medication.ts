import type { ActCategory } from '../rules';
import { oneOf } from '../words';

/**
 * Stopping, skipping or changing any medicine, named or not (docs/clinical.md §10:
 * sertraline, fluoxetine, "my tablets"). Taking one's medication as prescribed without re-checking
 * the packet is ordinary ERP for checking and passes: counting or checking is not a change.
 * Forbidding a change ("do not stop taking it") is advice, but "do not take your tablets" is the
 * danger itself.
 */

const NAMED = oneOf(
  // SSRIs, SNRIs and other antidepressants
  'sertraline', 'fluoxetine', 'citalopram', 'escitalopram', 'paroxetine', 'fluvoxamine', 'venlafaxine', 'desvenlafaxine',
  'duloxetine', 'clomipramine', 'amitriptyline', 'nortriptyline', 'imipramine', 'mirtazapine', 'bupropion', 'trazodone',
  'vortioxetine', 'agomelatine', 'prozac', 'zoloft', 'lustral', 'lexapro', 'cipralex', 'celexa', 'cipramil', 'paxil', 'seroxat',
  'luvox', 'faverin', 'anafranil', 'effexor', 'efexor', 'cymbalta', 'remeron', 'wellbutrin',
  // antipsychotics and mood stabilisers
  'aripiprazole', 'risperidone', 'quetiapine', 'olanzapine', 'haloperidol', 'clozapine', 'lurasidone', 'abilify', 'seroquel',
  'zyprexa', 'risperdal', 'lithium', 'lamotrigine', 'valproate', 'carbamazepine', 'depakote',
  // benzodiazepines, sleeping tablets and others for anxiety
  'diazepam', 'lorazepam', 'clonazepam', 'alprazolam', 'temazepam', 'chlordiazepoxide', 'xanax', 'valium', 'ativan', 'klonopin',
  'rivotril', 'benzos?', 'benzodiazepines?', 'pregabalin', 'gabapentin', 'lyrica', 'propranolol', 'hydroxyzine', 'zopiclone',
  'zolpidem', 'sleeping (?:pills?|tablets?)', 'methylphenidate', 'ritalin', 'concerta', 'adderall', 'lisdexamfetamine', 'elvanse',
  'vyvanse',
  // everyday medicines it is dangerous to stop
  'insulin', 'metformin', 'levothyroxine', 'thyroxine', 'warfarin', 'apixaban', 'rivaroxaban', 'blood thinners?', 'statins?',
  'atorvastatin', 'simvastatin', 'ramipril', 'amlodipine', 'lisinopril', 'bisoprolol', 'salbutamol', 'ventolin', 'inhalers?',
  'puffers?', 'steroids?', 'prednisolone', 'antibiotics?', 'amoxicillin', 'epi-?pens?', 'adrenaline', 'contraceptive pills?',
  'the pill', 'anti-?epileptics?', 'anticonvulsants?', 'antidepressants?', 'anti-?psychotics?', 'ssris?', 'snris?',
);
const MEDICINE = oneOf(
  NAMED, 'medication', 'medications', 'medicine', 'medicines', 'meds', 'pills?', 'tablets?', 'capsules?', 'doses?', 'dosage',
  'painkillers?', 'co-?codamol', 'codeine', 'tramadol', 'morphine', 'oxycodone', 'paracetamol', 'ibuprofen', 'tylenol', 'aspirin',
  'prescriptions?', 'injections?', 'jabs?', 'blister packs?',
);

/** A change to how the medicine is taken. Checking, counting and re-reading are not changes. */
const CHANGE = oneOf(
  // stopping or skipping
  'stop\\w*', 'skip\\w*', 'miss\\w*', 'paus\\w*', '(?:medications?|medicines?|meds|drugs?|pills?|tablets?|treatment) (?:holiday|break|vacation|pause)',
  'laps\\w*', 'run\\w* out', 'ran out', 'omit\\w*', 'take another(?: one)?', 'an extra', 'stay\\w* in (?:the|their|its|your) (?:blister pack|pack|packet|box|bottle|drawer|cupboard|bag)',
  'throw\\w* (?:[\\w\'"]+ ){0,3}?(?:in|into) the (?:bin|toilet|sink|rubbish)', 'in the (?:cupboard|cabinet|bathroom cabinet|drawer) for',
  "(?:your|my|a|their) (?:partner|friend|flatmate|housemate|mum|dad|mother|father|sister|brother|colleague|wife|husband|neighbou?r|boyfriend|girlfriend)'s", "(?:do not|don't|never|not) (?:re-?order|renew|collect|pick up|refill|request)\\w*", 'let (?:\\w+ ){0,3}?(?:run out|lapse|expire)', '(?:holiday|break|vacation|time off) from', 'ditch\\w*', 'give\\w* up', 'cold turkey', 'quit\\w*', 'come off', 'coming off', 'came off',
  'wean\\w*', 'taper\\w*', 'forget\\w*', 'take none', 'none today', 'out of sight', 'unopened', 'go(?:ing)? (?:\\w+ ){0,3}?without',
  'throw\\w* (?:\\w+ ){0,3}?away', 'flush\\w*', 'empty\\w* (?:\\w+ ){0,3}?(?:into|out|down)', '(?:put|drop|tip)\\w* (?:\\w+ ){0,3}?(?:in|into) the (?:bin|toilet|sink)',
  'leav\\w* out', 'left out', 'leav\\w* (?:\\w+ ){0,3}?(?:behind|at home|untouched|in the drawer)', 'left (?:\\w+ ){0,3}?(?:behind|at home|untouched)',
  // a different dose
  'halv\\w*', 'halves', 'half', 'cut\\w* (?:\\w+ ){0,3}?(?:in half|down|back|out)', 'reduc\\w*', 'lower\\w*', 'doubl\\w*', 'twice',
  'a second (?:dose|tablet|pill|capsule|time)', 'extra', 'more than (?:prescribed|usual)', 'every (?:other|second|third) day',
  'on alternate days',
  // a different time
  // "change your sertraline to the evening", not "maybe the sertraline is changing who I am"
  `chang\\w* (?:(?:your|my|the|a|an|how|when|what) )?(?:\\w+ )?(?:dose|dosage|doses|medication|medicine|meds|tablets?|pills?|prescription|timing|time|brand|${NAMED})`, 'mov\\w* (?:\\w+ ){0,4}?(?:from|to)', 'swap\\w*', 'switch\\w* (?:to|from|your|my|the time)', 'delay\\w*', 'postpon\\w*',
  'put off', 'hold off', 'wait\\w* (?:\\w+ ){0,4}?before', 'late', 'different time', 'instead of',
  // someone else's medicine
  'borrow\\w*', "someone else's", "a friend's", "another person's", 'shar(?:e|es|ed|ing)',
  'from (?:a |your |my )?(?:friend|partner|flatmate|housemate|colleague|mum|dad|sister|brother|someone|neighbou?r)',
);

const COUNT = String.raw`(?:[3-9]|\d{2,3}|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|a (?:whole|full) (?:box|packet|pack|bottle|strip|blister)(?: of)?|all (?:the|your|of the|of your)|the (?:whole|rest of the) (?:box|packet|pack|bottle|strip)(?: of)?)`;
const OVERDOSE = new RegExp(
  String.raw`\b(?:take|taking|took|swallow\w*|pop\w*|have|having) ${COUNT} (?:[\w'-]+ ){0,2}?(?:tylenol|paracetamol|acetaminophen|ibuprofen|advil|nurofen|motrin|aspirin|co-?codamol|codeine|panadol|excedrin|anadin|solpadeine|benadryl|nytol|tablets?|pills?|capsules?|caplets?|painkillers?|${NAMED})\b`,
);

export const MEDICATION: ActCategory = {
  category: 'medication',
  // Everywhere, quoted doubts included: an item never names stopping or changing a medicine, even
  // as a "maybe" (the engine quoting "I might stop taking my sertraline" is still that sentence).
  rules: [
    { pattern: new RegExp(String.raw`\b${CHANGE}\b`), with: [new RegExp(String.raw`\b${MEDICINE}\b`)], reach: 'always' },
    // Many painkillers or tablets at once is an overdose, whatever the exposure is said to be for.
    { pattern: OVERDOSE, unless: /\b(?:as prescribed|prescribed dose|usual dose|as (?:the|your) (?:doctor|gp|pharmacist) (?:said|says|advised))\b/, negation: 'plain', reach: 'always' },
    { pattern: new RegExp(String.raw`\bwithout (?:your |the |any |my |a )?(?:(?!\w+ing )\w+ )?${MEDICINE}\b`), reach: 'always' },
    {
      pattern: new RegExp(
        String.raw`\b(?:do not|don't|never|not|no longer|stop) tak\w* (?:(?:your|the|any|my|a|an|tonight's|today's|this|morning|evening|usual|daily) ){0,2}(?:[\w'-]+ ){0,2}?${MEDICINE}\b`,
      ),
      negation: 'ignored',
      reach: 'always',
    },
    {
      pattern: /\b(?:do not|don't|never|not|stop) tak\w* (?:them|it|any)\b/,
      with: [new RegExp(String.raw`\b${MEDICINE}\b`)],
      negation: 'ignored',
      reach: 'always',
    },
  ],
};
