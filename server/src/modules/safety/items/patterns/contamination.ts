import type { ActCategory } from '../rules';
import { oneOf } from '../words';

/**
 * Real contamination, beyond the everyday kind exposures use (docs/clinical.md §10): ingesting chemicals, eating food from floors or bins, licking toilets, bodily fluids
 * (used condoms, used tissues to the face), raw meat then eating without washing. Touching a toilet
 * flush handle, a bin lid or a bus pole and then eating without washing is the work and passes, as
 * does touching raw chicken when the hands are washed as usual before food.
 */

const INGEST = String.raw`(?:eat|eats|eating|ate|eaten|bite|bites|take a bite|have a bite|drink|drinks|drinking|drank|taste|tastes|tasting|tasted|lick|licks|licking|licked|swallow\w*|sip|sips|sipping|chew\w*|gargl\w*|sniff\w*|inhal\w*|huff\w*|snort\w*|put (?:it |them |some )?in (?:your|my) mouth)`;

const CHEMICAL = oneOf(
  'bleach', 'chemicals?', 'detergents?', 'disinfectants?', 'desinfektionsmittel', 'cleaning (?:products?|sprays?|fluids?|liquids?)',
  '(?:kitchen|oven|drain|toilet|bathroom|surface|floor|glass|window|multi-surface|all-purpose) cleaners?', 'pesticides?', 'insecticides?', 'weed ?killer', 'rat poison', 'poisons?', 'antifreeze', 'ammonia', 'drain cleaner',
  'oven cleaner', 'paint thinner', 'white spirit', 'turpentine', 'petrol', 'gasoline', 'kerosene', 'paraffin', 'lighter fluid',
  'battery acid', 'acid', 'lye', 'caustic soda', 'hand (?:gel|saniti[sz]er)', 'saniti[sz]er', 'washing[- ]up liquid', 'soap',
  'dettol', 'domestos', 'fabric softener', 'washing powder', 'laundry (?:pods?|tablets?|capsules?)', 'dishwasher tablets?',
  'glue', 'paint', 'nail varnish remover', 'acetone', 'surgical spirit', 'rubbing alcohol', 'methylated spirits?',
);

/** Washing, scrubbing, rubbing or soaking, as people name what they do to their body. */
const CLEANSE = String.raw`(?:wash|scrub|clean|rub|wip|soak|rins|bath|shower|disinfect|sanitis|sanitiz|steril|dip|dunk)\w*`;
/** The body, or a part of it that products meant for surfaces burn. */
const BODY = String.raw`(?:(?:my|your|their|his|her|the) )?(?:hands?|skin|face|body|arms?|legs?|feet|foot|fingers?|nails|scalp|genitals|privates|myself|yourself|themselves)`;
/** Products for surfaces, drains or engines, never for skin (ordinary soap, hand wash and gel are not here). */
const CAUSTIC = oneOf(
  'bleach\\w*', '(?:neat|undiluted|pure) (?:disinfectant|dettol)', '(?:oven|drain|toilet|bathroom|floor|kitchen|surface|multi-surface|all-purpose) cleaners?',
  'white spirit', 'turpentine', 'petrol', 'gasoline', 'ammonia', 'caustic soda', 'lye', 'battery acid', 'acid', 'methylated spirits?',
  'paint thinner', 'cleaning (?:sprays?|products?|fluids?|liquids?)', 'domestos',
);

const SPOILED = String.raw`(?:spoiled|spoilt|rotten|rotting|mou?ldy|expired|out[- ]of[- ]date|(?:past|after|beyond) (?:its |the )?use[- ]by(?: date)?|gone[- ]off|gone sour|curdled|smells? (?:off|bad|funny|sour|rotten)|(?:still )?pink (?:in the middle|inside)|still pink|rare (?:chicken|pork|burgers?|sausages?)|off (?:milk|meat|food|chicken|fish)|sour milk|raw (?:chicken|meat|pork|mince|burgers?|sausages?|eggs?|fish|poultry|flour|dough|turkey|prawns?)|undercooked|uncooked (?:chicken|meat|pork|eggs?|mince|turkey)|food (?:from|out of) (?:the |a )?(?:bin|trash|garbage|toilet))`;

/** What makes hands unsafe for food until washed: raw meat (not its sealed packaging), a nappy, animal mess. */
const ILLNESS_ON_HANDS = /\b(?:raw|uncooked|undercooked) (?:chicken|meat|pork|mince|beef|burgers?|sausages?|turkey|poultry|fish|prawns?|eggs?|liver|bacon)\b(?! (?:packag\w*|packets?|packs?|wrappers?|trays?|aisle|counter|section|fridge))|\b(?:dirty |used |soiled )?(?:nappy|nappies|diapers?)\b|\b(?:dog|cat|bird|pigeon|animal) (?:mess|poo|poop|faeces|droppings)\b|\bcat litter\b|\braw (?:chicken|meat) juices?\b/;
/**
 * Real biological contamination named anywhere in an item (docs/clinical.md §10): animal mess, bodily
 * waste and fluids, blood other than a test's, dead animals, vermin, dirty nappies, used sharps.
 * Walking past it is exposure; a hand on it, or on the face after it, is not (a clinician's review:
 * "seeing dog mess — touch it with bare hands, then your face"). A nappy changed, litter picked with
 * gloves or a bin lid are everyday and are not named here.
 */
const BIOHAZARD = new RegExp(
  [
    String.raw`\b(?:dogs?|cats?|birds?|pigeons?|(?:sea)?gulls?|animals?|fox(?:es)?|horses?|rats?|mice|mouse|ducks?|geese|goose|cows?|sheep|hedgehogs?)(?:'s|s')? (?:mess|poos?|poop|muck|faeces|feces|dung|droppings|sick|vomit|wee|pee|urine|diarrh\w*)\b`,
    String.raw`\b(?:poos?|poop|faeces|feces|excrement|turds?|dung|manure|droppings|vomit\w*|puke|diarrh\w*|urine|pee|piss|phlegm|snot|mucus|pus|bodily fluids?|semen|sperm|sewage|sewers?|roadkill|carcass\w*|maggots?|vermin|rats?)\b`,
    String.raw`\b(?:pool|puddle|patch|pile|bag) of sick\b|\bsick (?:on|in) (?:the|a|your|my)\b|\b(?:someone|somebody|people|a child|a baby)(?:'s)? (?:being )?sick\b|\bspit (?:on|in) the\b|\bmess (?:on|in) the (?:pavement|path|street|grass|park|road)\b`,
    String.raw`(?<!\b(?:take|takes|taking|took|give|gives|giving|gave|draw|draws|drawing|drew|donate|donating|donated) )\bblood\b(?! (?:tests?|pressure|sugars?|samples?|donation|donors?|bank|cells?|results?|glucose|type|group|count|work|levels?|forms?|clinic|orange|brothers?|sisters?|relatives?|moon))|\bbloodstain\w*|\bbloody (?:tissues?|plasters?|bandages?|nose)\b`,
    String.raw`\bdead (?:animals?|birds?|mice|mouse|rats?|pigeons?|fox(?:es)?|squirrels?|hedgehogs?|cats?|dogs?|badgers?|rabbits?|deer|(?:sea)?gulls?)\b`,
    String.raw`\b(?:cat|kitty) litter\b|\blitter (?:trays?|box(?:es)?|pans?)\b|\b(?:dirty|soiled|used|pooe?y|full|wet) (?:nappy|nappies|diapers?)\b|\b(?:nappy|diaper) (?:contents|bins?|pails?)\b`,
    String.raw`\b(?:used|discarded|dirty|old) (?:needles?|syringes?|condoms?|tampons?|sanitary (?:towels?|pads?)|plasters?|tissues?)\b|\bsharps\b|\bbin (?:juice|liquid|water|sludge)\b|\bclinical waste\b`,
  ].join('|'),
);
/** Bare hands on a thing the item names elsewhere ("touch it, or the things around it, with bare hands"). */
const HANDS_ON_IT = /\b(?:touch|handle|stroke|rub|pat|poke|prod|scoop|feel)\w* (?:[\w'-]+ ){0,2}?(?:it|them|this|that|the (?:things?|stuff|area|spot|ground|surface)s? (?:around|near|next to|beside|by) (?:it|them)|what(?:'s| is) (?:around|near|next to|beside) (?:it|them))\b|\bpick\w* (?:it|them) up\b|\bwith (?:your |my )?bare hands?\b|\bbare[- ]handed\b/;
/** Hands to the face. */
const HANDS_TO_FACE = /\b(?:touch|rub|press|put|bring|wipe|lay)\w* (?:[\w'-]+ ){0,3}?(?:your|my) (?:face|mouth|lips|eyes?|nose)\b|\b(?:hands?|fingers?) (?:to|on|near) (?:your|my) (?:face|mouth|lips|eyes?|nose)\b/;

/** Between a verb and its object, without passing a "without", "and" or "then". */
const GAP = (count: number) => String.raw`(?:(?!without |not |no |never |using |use |and |then |after |before |while |when )[\w'-]+ ){0,${count}}?`;

/** Eating, or food to the mouth, anywhere in the item. */
const EATING = new RegExp(String.raw`\b${INGEST}\b|\b(?:sandwich|snack|meal|lunch|dinner|food|crisps?|biscuits?|fruit|toast|breakfast|salad|cook\w*|prepare\w*)\b`);
/** Hands washed as usual before the food: the everyday version. */
const WASHED_AS_USUAL = /\bwash\w* (?:your |my )?(?:hands )?(?:once|as usual|normally|as you (?:normally|usually) would|thoroughly|with soap|for 20 seconds)\b/;

export const REAL_CONTAMINATION: ActCategory = {
  category: 'real_contamination',
  rules: [
    // Chemicals swallowed, sipped, sniffed, in the eyes or on the skin.
    { pattern: new RegExp(String.raw`\b${INGEST} ${GAP(10)}(?:${CHEMICAL})\b`) },
    { pattern: new RegExp(String.raw`\b${CHEMICAL} (?:[\w'-]+ ){0,3}?(?:in|into|onto|over) (?:your|my|a|the|their|someone's|somebody's) (?:[\w'-]+ )?(?:mouth|eyes?|nose|ears?|drink|food|cup|glass|water|tea|coffee|dinner|lunch|breakfast|meal|plate|sandwich|salad|soup)\b`) },
    { pattern: new RegExp(String.raw`\bmix\w* (?:[\w'-]+ ){0,3}?${CHEMICAL} (?:and|with) (?:[\w'-]+ ){0,2}?${CHEMICAL}\b`) },
    // Bleach with ammonia, acid or vinegar gives off toxic gas, however the item puts it.
    { pattern: /\bbleach\b[^.]{0,50}\b(?:ammonia|vinegar|acid\w*|limescale remover|toilet cleaner|rubbing alcohol|surgical spirit)\b|\b(?:ammonia|vinegar|acid\w*|limescale remover)\b[^.]{0,50}\bbleach\b/ },
    {
      // A floor, urinal, drain or gutter, then the mouth.
      pattern: /\b(?:floor|urinals?|drains?|gutters?|pavement)\b[^.]{0,60}\b(?:touch|put|press|rub|wipe|bring)\w* (?:[\w'-]+ ){0,3}?(?:to )?(?:your |my )?(?:lips|mouth|tongue|teeth)\b/,
    },
    {
      pattern: new RegExp(
        String.raw`\b(?:put|pour|rub|spray|apply|splash|dab|wipe)\w* (?:[\w'-]+ ){0,3}?(?:neat |undiluted )?(?:bleach|chemicals?|disinfectant|drain cleaner|oven cleaner|ammonia|acid|white spirit|petrol) (?:on|onto|over|into|in) (?:your |my )?(?:hands?|skin|face|body|eyes|mouth|tongue|lips|wounds?|cuts?)\b`,
      ),
    },
    // A caustic product on the body, washed, scrubbed or soaked in ("scrub my hands with bleach", "scrub it off with
    // bleach" of the skin): it burns, so such a compulsion is for a professional, never a step to delay or cut
    // down (issue 16, a clinician-minded review). Bleach on a worktop, and soap, gel or hand wash on the hands,
    // stay the work.
    { pattern: new RegExp(String.raw`\b${CLEANSE} (?:[\w'-]+ ){0,2}?${BODY}\b(?: [\w'-]+){0,4}? (?:with|in|using) (?:[\w'-]+ ){0,2}?${CAUSTIC}`) },
    {
      pattern: new RegExp(String.raw`\b${CLEANSE} (?:it|them|this|that|the dirt|the germs|the feeling)(?: off| away)? (?:with|in|using) (?:[\w'-]+ ){0,2}?${CAUSTIC}`),
      with: [/\b(?:skin|my body|your body|myself|yourself)\b/],
    },
    // Spoiled, raw or undercooked food eaten.
    { pattern: new RegExp(String.raw`\b${INGEST} ${GAP(8)}${SPOILED}`) },
    {
      // Food from floors, bins or the toilet.
      pattern: new RegExp(
        String.raw`\b${INGEST} ${GAP(5)}(?:from|off|out of|on|that (?:fell|has fallen|dropped|landed) on) (?:the |a |your )?(?:[\w'-]+ )?(?:floors?|ground|pavement|street|gutter)\b|\b${INGEST} ${GAP(5)}(?:from|out of|in) (?:the |a |your )?(?:[\w'-]+ )?(?:bins?|rubbish|trash|garbage|dustbin|skip|compost)\b|\b${INGEST} ${GAP(5)}(?:from|out of) (?:the |a )?(?:toilet|puddles?|ponds?|canals?|streams?|rivers?|drains?|gutters?|birdbath|fish tank|dog bowl)\b`,
      ),
    },
    {
      // Food dropped on a floor or in a toilet, then eaten, in either order.
      pattern: /\b(?:drop|drops|dropped|dropping|fallen|fell|dipped)\b[^.]{0,40}\b(?:floor|toilet|ground|pavement|street|gutter|bathroom tiles|tiles)\b/,
      with: [new RegExp(String.raw`\b${INGEST}\b`)],
    },
    {
      // Picked up off the floor or out of a bin, then eaten.
      pattern: /\b(?:pick|take|grab|scoop|fish)\w* (?:[\w'-]+ ){0,3}?(?:up )?(?:off|from|out of) (?:the |a )?(?:[\w'-]+ ){0,4}?(?:floor|ground|pavement|street|gutter|bins?|toilet)\b/,
      with: [new RegExp(String.raw`\b${INGEST}\b`)],
    },
    {
      pattern: new RegExp(
        String.raw`\b(?:food|piece|pieces|item|leftovers|scraps|something|crisps?|chips?|fries|sweets?|biscuits?|sandwich\w*) (?:[\w'-]+ ){0,3}?(?:from|out of|off) (?:the |a )?(?:[\w'-]+ )?(?:bins?|rubbish|trash|garbage|floor|toilet)\b`,
      ),
      with: [new RegExp(String.raw`\b${INGEST}\b`)],
    },
    { pattern: /\braw (?:chicken|meat|pork|mince) juices?\b/, with: [new RegExp(String.raw`\b${INGEST}\b`)] },
    // Someone's old gum, found and chewed.
    { pattern: /\b(?:old|used|chewed|discarded|someone else's|somebody's|stuck)\b[^.]{0,30}\bgum\b|\bgum (?:stuck|from|off|under)\b/, with: [new RegExp(String.raw`\b${INGEST}\b`)] },
    { pattern: /\btoilet (?:bowl )?water\b|\b(?:water|drink) (?:from|out of) the toilet\b|\bkiss\w* (?:the )?(?:toilet|floor|bin|pavement|ground)\b/ },
    {
      pattern: /\b(?:fingers?|hands?|thumbs?) (?:in|into) (?:your|my) mouth\b/,
      with: [/\b(?:toilet|bin|floor|raw|bathroom|used|nappy|mess|poo)\b/],
    },
    // Licking anything but food; bodily fluids, used sharps and hygiene items; dead animals.
    {
      pattern: /\blick(?:s|ing|ed)?\b(?! (?:your |my |the |a |an )?(?:lips|ice ?creams?|lolly|lollies|lollipops?|spoons?|stamps?|envelopes?|yog(?:h)?urts?|plates?|fingers? after (?:eating|a meal|dinner|lunch|crisps)))|\b(?:run|put|press|touch|rub)\w* (?:your|my) tongue\b|\btongue (?:along|on|against|over|across)\b/,
    },
    {
      pattern: /\bused (?:condoms?|johnn(?:y|ies)|rubbers|needles?|syringes?|razors?|razor blades?|toothbrush(?:es)?|tampons?|sanitary (?:towels?|pads?)|plasters?|bandages?|dressings?|cotton buds?|dental floss)\b|\bsomeone else's (?:razor|toothbrush|needle|syringe|underwear|retainer|mouthguard|tampon)s?\b|\b(?:share|sharing|borrow\w*) (?:[\w'-]+ ){0,3}?(?:razor|toothbrush|needle|syringe)s?\b/,
    },
    // Used tissues carry other people's illness: handled at all, they are more than everyday dirt.
    { pattern: /\b(?:used|dirty|snotty|someone else's) tissues?\b|\btissues? (?:from|out of) (?:the |a )?(?:[\w'-]+ )?bins?\b/ },
    {
      // Something from the floor, a bin or a toilet to the face: "pick it up off the floor and wipe your mouth".
      pattern: /\b(?:from|off|out of) the (?:[\w'-]+ )?(?:floor|bin|toilet|ground|pavement|gutter)\b/,
      with: [/\b(?:wip|rub|dab|press)\w* (?:[\w'-]+ ){0,3}?(?:your |my )?(?:face|mouth|eyes?|lips|nose)\b/],
    },
    {
      // Chemical residue swallowed: "spray the tap with bleach, then drink from it without rinsing".
      pattern: /\bwithout rinsing\b|\bunrinsed\b|\b(?:do not|don't|no) rins\w*/,
      with: [new RegExp(String.raw`\b${CHEMICAL}\b|\bspray\w*`), new RegExp(String.raw`\b${INGEST}\b`)],
      negation: 'ignored',
    },
    {
      pattern: /\b(?:touch|handle|pick\w* up|hold|rub|press|put|dip|stroke|wipe|smear|clean\w* up|wipe\w* up|mop\w* up)\w* (?:[\w'-]+ ){0,5}?(?:blood(?! (?:test|tests|pressure|sugar|samples?|donation|donors?|bank|cells?|results?))|vomit|faeces|feces|poo|poop|excrement|urine|pee|semen|sperm|saliva|spit|phlegm|snot|mucus|pus|bodily fluids?|diarrh\w*|(?:dog|cat|bird|pigeon|animal|fox|rat|mouse) (?:mess|poo|poop|droppings|muck|faeces|dirt|sick)|droppings|sick bag|dead (?:animals?|birds?|mice|mouse|rats?|pigeons?|fox(?:es)?|squirrels?|hedgehogs?|cats?|dogs?)|(?<!(?:new|sterile|unused|capped|sealed|clean|blunt) )(?:needles?|syringes?)|sharps|roadkill)\b/,
    },
    // Biological contamination touched, by name or as "it", or hands to the face where the item names it.
    { pattern: new RegExp(String.raw`\b(?:touch|handle|pick\w* up|hold|rub|press|put (?:your|my) hands? (?:on|in)|dip|stroke|wipe|smear|scoop)\w* (?:[\w'-]+ ){0,5}?(?:${BIOHAZARD.source})`) },
    { pattern: HANDS_ON_IT, withInItem: [BIOHAZARD] },
    { pattern: HANDS_TO_FACE, withInItem: [BIOHAZARD] },
    {
      // Raw meat (or a nappy, or animal mess), then food, without washing (docs/clinical.md §10): over the whole item.
      pattern: /\b(?:without|no|not|don't|do not|never|skip\w*) (?:[\w'-]+ ){0,2}?(?:wash\w*|handwash\w*|rins\w*|clean\w*)|\bunwashed\b|\bstraight (?:away|after)\b/,
      withInItem: [ILLNESS_ON_HANDS, EATING],
      unlessInItem: WASHED_AS_USUAL,
      negation: 'ignored',
    },
    {
      // Using the toilet without washing afterwards: the flush handle alone is not using it.
      pattern: /\b(?:use|using|used|go to|going to|after (?:using |going to )?|visit\w*) (?:the |a )?(?:public )?(?:toilet|loo|bathroom|restroom|lavatory|wc)\b(?! (?:flush|handle|door|seat|lid|floor|tap))[^.]{0,80}\b(?:without|no|not|don't|do not|never|skip\w*) (?:[\w'-]+ ){0,3}?(?:wash\w*|handwash\w*|rins\w*)/,
      unlessInItem: WASHED_AS_USUAL,
      negation: 'ignored',
    },
    { pattern: /\b(?:do not|don't|never|without|no) (?:clean\w*|cover\w*|treat\w*|wash\w*|disinfect\w*) (?:a |the |your |my )?(?:cut|cuts|wound|wounds|graze|grazes|burn|bite|blister)\b/, negation: 'ignored' },
  ],
};
