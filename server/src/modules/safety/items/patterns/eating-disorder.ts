import type { ActCategory } from '../rules';
import { SELF } from '../words';

/**
 * Eating-disorder behaviours: fasting, not eating, skipping meals, making oneself sick, calorie
 * limits, weighing, compensating (docs/clinical.md §10, §21: no
 * ERP on eating-disorder behaviours). Here the prohibition is often the harm ("do not eat until
 * dinner"), and an imagined scene or a quoted doubt is no excuse, so every rule counts everywhere.
 */

/** Words that may stand between "skip" and the meal: "skip (tonight's) dinner", not "skip (washing before) lunch". */
const MEAL_DETERMINERS = String.raw`(?:(?:your|my|the|a|an|tonight's|today's|tomorrow's|this|next|one|every|all|both|two|main|evening|morning|usual|whole|school|family) ){0,2}`;
const MEAL = String.raw`(?:breakfast|lunch|dinner|tea|supper|brunch|meals?|snacks?)`;

export const EATING_DISORDER: ActCategory = {
  category: 'eating_disorder',
  rules: [
    // Food made conditional on weight or exercise: "eat dinner only if the scale has dropped", "earn your dinner".
    { pattern: /\b(?:eat|have|allow yourself|let yourself)\w* (?:[\w'-]+ ){0,4}?(?:only )?(?:if|once|after|when) (?:[\w'-]+ ){0,4}?(?:scales?|weight|weigh\w*|lost|dropped|burned|burnt|burn off|calories|steps|workout|exercis\w*|run)\b|\bearn (?:your|my|the) (?:dinner|lunch|breakfast|food|meals?|snacks?)\b/, reach: 'always' },
    {
      // "Fast for 24 hours", as an instruction: not "breathe fast for 30 seconds".
      pattern: /\bfast(?:s|ed)? (?:for|until|till|all|through|over|from)\b(?<=(?:^|[.;:] ?|\b(?:then|and|to|or|now|just) )fast(?:s|ed)? (?:for|until|till|all|through|over|from))/,
      unless: /\b(?:breath\w*|hyperventilat\w*|spin\w*|jog\w*|run\w*|walk\w*|driv\w*|heart|pulse|ramadan|lent|yom kippur)\b/,
      negation: 'ignored',
      reach: 'always',
    },
    {
      // A religious fast kept as the faith asks is scrupulosity material, not restriction.
      unless: /\b(?:ramadan|lent|yom kippur|religious fast\w*)\b/,
      pattern: /\bfasting\b(?! (?:blood|glucose|test|sample))|\b(?:water|juice|intermittent|\d+ ?-?hours?|day-long|dry) fast(?:s|ing)?\b|\b(?:drink|drinking|have|having|take|taking) (?:only|nothing but|just) water\b|\b(?:only|nothing but) water (?:until|till|for|today|all)\b|\bwater[- ]only\b|\b(?:only|just) (?:drink|drinking|having|have) (?:water|black coffee|liquids|fluids)\b|\bnothing (?:else )?(?:passes|past) (?:your|my) lips\b|\b(?:drink|drinking|have|having|consume|consuming|live on|living on)\w* (?:only|nothing but|just) (?:a |an )?(?:black )?(?:coffee|tea|water|liquids?|fluids?|juice|broth|soup)\b|\b(?:eat|eats|eating|have|having|drink|drinking)\b (?:[\w'-]+ ){1,4}?and nothing else\b|\bliquid diet\b|\bjuice cleanse\b/,
      negation: 'ignored',
      reach: 'always',
    },
    {
      // Not eating: skipped meals, "do not eat until", "no food", hunger left to build.
      pattern: new RegExp(
        String.raw`\b(?:skip\w*|miss\w*|forgo\w*|cut out|go\w* without|went without|do\w* without|leav\w* out|sav\w* up) ${MEAL_DETERMINERS}${MEAL}\b|\b(?:skip|skips|skipping|stop|stopping) (?:eating|food)\b|\bwithout (?:eating|food|a meal|meals)\b|\b(?:not|don't|do not|never|stop|stopping|no longer) eat(?:ing)? (?:anything|any ?thing|at all|food|breakfast|lunch|dinner|tea|supper|meals?|today|tonight|all day|for|until|till|before (?:dinner|tomorrow|tonight)|after (?:\d+ ?(?:pm|am|o'clock)?|six|seven|eight|dark|tea|dinner))\b|\bnot eating\b|\b(?:eat|eats|eating|ate) nothing\b|\bno (?:food|meals?|breakfast|lunch|dinner|snacks?|snacking|eating)\b|\buneaten\b|\b(?:let|feel|sit with) (?:the |your )?hunger\b|\bhunger (?:build|grow)`,
      ),
      negation: 'ignored',
      reach: 'always',
    },
    {
      // "A breakfast-free week", "push lunch back to mid-afternoon", "meals are to be skipped".
      pattern: /\b(?:breakfast|lunch|dinner|meal|food|snack|carb|sugar|fat)-free (?:days?|week|weekend|month|mornings?)\b|\b(?:push|move|put)\w* (?:your |the )?(?:breakfast|lunch|dinner|tea|meals?) (?:back|later|off)\b|\b(?:meals?|breakfast|lunch|dinner|food|snacks?) (?:is|are|will be|should be|must be|gets?|get) (?:to be )?(?:skipped|missed|omitted|withheld|cut|halved|restricted|limited|delayed)\b/,
      negation: 'ignored',
      reach: 'always',
    },
    // Bingeing: eating past fullness on purpose, or until everything is gone ("Binge on the train", a labelled set of
    // everyday steps, items-7-everyday.json). "Eat until full" (a fear of vomiting's reviewed step) stays.
    {
      pattern: /\bbing(?:e|es|ed|ing)\b(?![- ]?(?:watch|drink))|\b(?:keep|kept|keeps) (?:on )?eating\b|\beat\w* (?:[\w'-]+ ){0,4}?(?:until|till|'til) (?:you |i )?(?:feel (?:physically |really )?(?:ill|sick|pain)|(?:everything|it all|all of it|the lot|they are all|it is all) (?:is |are |has |have )?(?:gone|finished)|can'?t (?:eat|fit|manage) any ?more|(?:are|feel) stuffed)\b|\b(?:do not|don't) stop (?:eating )?until (?:everything|it all|all of it|the lot|they are all|it is all) (?:is |are )?(?:gone|finished)\b/,
      negation: 'ignored',
      reach: 'always',
    },
    // Counting or capping calories, purging, weighing, restricting, compensating.
    { pattern: /\bcalor(?:ie|ies|ic)\b|\bkcal\b|\b\d+ ?cals?\b/, negation: 'ignored', reach: 'always' },
    {
      pattern: new RegExp(
        String.raw`\b(?:make|makes|making|makin|made) (?:${SELF}|you|me) (?:be )?(?:sick|sik|vomit|throw up)\b|\b(?:bring|throw)\w* up (?:my |your |the )?(?:dinner|lunch|breakfast|food|meals?|tea)\b|\b(?:throw|throwing|bring|bringing) (?:it |food |the food |the meal |meals )?(?:back )?up (?:if|when|whenever)\b(?<=(?:^|[.;:,] ?|\b(?:then|and|i|you) )(?:throw|throwing|bring|bringing) (?:it |food |the food |the meal |meals )?(?:back )?up (?:if|when|whenever))|\b(?:throw|bring) (?:it |them |the food |the meal )?(?:back )?up\b(?<=(?:^|[.;:,] ?|\b(?:then|and|to|or) )(?:throw|bring) (?:it |them |the food |the meal )?(?:back )?up)|\b(?:throw\w*|bring\w*) (?:it |food |the food |the meal |meals )?(?:back )?up after (?:(?:i|you) )?(?:eat\w*|ate|meals?|food|dinner|lunch|breakfast)\b|\bvomit\w* after (?:(?:i|you) )?(?:eat\w*|ate|meals?|food|dinner|lunch|breakfast)\b|\b(?:self-induced|induce\w*) vomit\w*|\bpurg(?:e|es|ed|ing)\b|\blaxatives?\b|\b(?:dulcolax|senna|senokot|bisacodyl|movicol|lactulose|ex-?lax)\b|\bdiuretics?\b|\bdiet pills?\b|\bappetite suppressants?\b|\bspit(?:s|ting)? (?:it |them |the food )?out\b|\bchew(?:ing)? and spit\w*`,
      ),
      negation: 'plain',
      reach: 'always',
    },
    {
      pattern: new RegExp(
        String.raw`\bweigh(?:s|ing)? (?:${SELF}|you|your food|my food|the food|food|portions)\b|\b(?:step|get|stand|stepping|getting)\w* on the scales?\b|\bcheck\w* (?:the|your|my) (?:scales|weight)\b|\bif the number (?:has )?(?:gone|goes) up\b`,
      ),
      negation: 'plain',
      reach: 'always',
    },
    {
      pattern: new RegExp(
        String.raw`\blimit\w* (?:${SELF}|you) to (?:[\w'-]+ ){0,2}?(?:meals?|calories|food|snacks?|bites?|portions?|mouthfuls?)\b|\b(?:limit|restrict)\w* (?:your |my )?(?:food|eating|intake|meals|portions|diet)\b|\bone (?:small )?meal a day\b|\b(?:only|just) (?:eat|have|eating|having) (?:one|half|a single|\d+) (?:[\w'-]+ )?(?:meals?|bites?|mouthfuls?|portions?|snacks?|calories)\b|\b(?:eat|eating|have|having) (?:only|just) (?:half|a third|a quarter|a little|a bit|a few bites|one (?:bite|mouthful|spoonful)|\d+ (?:bites?|mouthfuls?))\b|\b(?:half|smaller|tiny) portions?\b|\bcut\w* (?:down|back) (?:on )?(?:your |my )?(?:portions?|meals?|food|intake|eating|snacks?)\b|\bcut\w* (?:your |my )?(?:portions?|meals?|intake) (?:in half|down|by)\b|\b(?:hold off|delay|postpone|put off) (?:eating|your (?:meal|lunch|dinner|breakfast)|meals?)\b|\bpick one small meal\b`,
      ),
      negation: 'plain',
      reach: 'always',
    },
    {
      pattern: /\bexercis\w* (?:for )?(?:\d+|two|three|four|five) hours?\b|\b(?:exercis\w*|run|running|jog\w*|treadmill|cardio|sit-?ups|press-?ups|push-?ups|burpees|star jumps|laps|squats|workouts?|gym)\b[^.]{0,50}\b(?:however|no matter how|even (?:if|when|though) (?:you(?:'re| are)|i(?:'m| am)|it hurts))\b[^.]{0,20}\b(?:tired|exhausted|sore|hurts?|injured|ill|sick|dizzy|faint|hungry|weak|in pain)\b|\b(?:exercis\w*|run|running|jog\w*|treadmill|cardio|sit-?ups|press-?ups|push-?ups|burpees|star jumps|laps|squats|workouts?)\b[^.]{0,40}\b(?:after|for) (?:each|every) (?:'?bad'? |"?bad"? |sinful |intrusive |unwanted )?(?:thought|meal|snack|bite|mistake|slip)s?\b|\b(?:each|every) (?:'?bad'? |"?bad"? |sinful |intrusive |unwanted )?(?:thought|meal|snack|bite|mistake|slip)s?\b[^.]{0,30}\b(?:do|run|jog)\b[^.]{0,10}\b(?:\d+|an hour|forty|thirty|sixty|fifty) (?:minutes?|mins?|miles?|km|laps|sit-?ups|press-?ups|push-?ups|burpees|squats)\b|\bif (?:i|you) (?:go|went) over\b|\b(?:exercis\w*|run|running|jog\w*|work(?:ing)? out|workout\w*|gym) (?:[\w'-]+ ){0,4}?after (?:eating|meals?|food|every meal|each meal|dinner|lunch|breakfast)\b|\bburn\w* (?:it |them |the calories |the food |\w+ )?off\b|\bcompensat\w*/,
      negation: 'plain',
      reach: 'always',
    },
  ],
};
