import type { SaidCategory } from '../rules';

/**
 * Reassurance in any form, said to oneself or sought from others (docs/clinical.md §13; Kobori & Salkovskis 2013): "you are safe", "this won't happen", "you'd never…",
 * "thoughts are just thoughts", "you're a good person", probability ("statistically very
 * unlikely"), religious ("God is merciful"), asking or texting someone to confirm, a photo kept
 * to look at. Naming it in order to drop it is the response prevention and passes ("Do not tell
 * yourself 'I'm a good person'", "without asking anyone whether you are safe").
 */

/**
 * The phrase, found first, with what must come right before it: "safe" after "you are". Starting
 * from the rarer words keeps each pattern one quick pass over the text.
 */
function after(before: string, phrase: string, then = ''): RegExp {
  return new RegExp(String.raw`\b(?:${phrase})\b${then}(?<=${before}(?:${phrase}))`);
}

export const REASSURANCE: SaidCategory = {
  category: 'reassurance',
  patterns: [
    // Each pattern starts at its rarest words and then looks back for the subject ("you are" safe):
    // a scan for common words such as "you" would cost a pass over every item.
    // Checking for certainty is the compulsion: "check it once, to be sure".
    /\b(?:to be|so you are|so you're|to make|make) (?:100% |completely |totally |absolutely |extra )?(?:sure|certain)\b(?! (?:you (?:do not|don't)|not to))/,
    // Safety and outcome promised.
    after(
      String.raw`\b(?:you|i|we|everyone|everybody|they|it|this|that|everything|things|all|the (?:door|stove|hob|oven|iron|house|baby|kids|children))(?:'re|'m|'s| are| am| is| will be|'ll be| are going to be| feel| feels) (?:completely |perfectly |totally |quite |absolutely |definitely |really |100% |just |all |going to be )?`,
      'safe|fine|ok|okay|alright|all right|protected',
      String.raw`(?! (?:to|if|with not knowing|with the doubt|with uncertainty)\b)`,
    ),
    after(String.raw`\b(?:everything|it|things|all) (?:will|is going to|'ll)(?: all)? (?:be|turn out) `, 'fine|ok|okay|alright|all right'),
    after(String.raw`(?:\bis|\bare|\bam|'re|'s|'m|\bwill be|'ll be|\bstay|\bstays|\bkept) (?:completely |perfectly |totally |absolutely |definitely |100% |all )?`, 'safe|protected', String.raw`(?! (?:to|if|enough to)\b)`),
    after(
      String.raw`\b(?:this|that|it|nothing bad|nothing|thing|outcome|what you fear|your fear|harm|the worst)(?:'ll| will|'s| is)? `,
      String.raw`(?:won't|will not|is not going to|isn't going to|cannot|can't|could never|will never|never will) (?:ever )?(?:happen|come true)`,
    ),
    /\bnothing (?:bad |terrible |awful )?(?:will|is going to|can|could|would) (?:ever )?(?:happen|go wrong)\b|\bnothing to worry about\b|\b(?:almost|practically|virtually) never\b|\bhardly ever\b/,
    // Certainty about oneself: "you know deep down you're not that kind of person", "you'd have noticed".
    /\bdeep down (?:you|i) (?:know|are|love|'re|'m)\b|\b(?:knowing|know|knew) deep down\b|\byou know (?:that )?(?:you(?:'re| are| would| wouldn't| did| didn't| have| love)|it(?:'s| is| was))\b|\bwould have (?:noticed|known|seen|heard|felt)\b|\b(?:comforted|reassured) by\b|\btake comfort (?:in|from)\b/,
    after(String.raw`\b(?:you|i)(?:'re| are|'ll be| will be|'m| am) `, 'saved|forgiven|going to heaven|redeemed'),
    /\b(?:germs|bacteria|viruses?)\b (?:[\w'-]+ ){0,2}?(?:die|dies|can't|cannot|won't|don't|do not|are (?:killed|harmless|gone|dead))\b|\bremember(?:ing)? (?:that )?(?:germs|bacteria|it(?:'s| is) (?:clean|safe|fine|locked|off|unlikely|rare)|nothing|most people|you(?:'re| are) (?:safe|fine|ok|clean|a good|not)|you (?:have|did|locked|checked|turned|switched)|the (?:risk|chance|odds|door|stove|hob|iron) (?:is|was))\b/,
    /\b(?:reasons?|evidence|proof) (?:why )?(?:it|the thought|this|that)(?:'s| is)? (?:not true|false|wrong|untrue|irrational)\b|\bwhy (?:it|the thought)(?:'s| is) (?:not true|false|untrue|irrational)\b|\b(?:it|the thought)(?:'s| is) (?:false|not true|untrue|irrational)\b/,
    // "You'd never…": certainty about oneself.
    after(String.raw`\b(?:you|i)(?:'d| would| will| could|'ll)? `, String.raw`never (?:actually |really |ever )?(?:do|act|hurt|harm|kill|stab|push|touch|want|go through)`),
    /\bnever would\b/,
    after(
      String.raw`\b(?:you|i)(?:'re| are|'m| am) `,
      String.raw`in control|in charge|not going to (?:lose control|act|do it|snap)|not (?:capable|the kind|the type|that kind|that type|like that|someone who)`,
    ),
    after(String.raw`\b(?:you|i) `, String.raw`(?:couldn't|could not|wouldn't|would not) (?:ever |really |actually )?(?:hurt|harm|do|act|kill)`),
    after(String.raw`\b(?:you|i) `, String.raw`(?:don't|do not) (?:really |actually )?want to (?:hurt|harm|kill|do)`),
    after(String.raw`\b(?:is|are) `, 'harmless|not harmful|not dirty|not contaminated|germ-free|clean enough'),
    /\b(?:think of|remember|recall|list) (?:all )?the times\b|\b(?:seek|seeking|get|getting|ask for|asking for|gain)\w* (?:[\w'-]+ )?reassurance\b|\b(?:sign of the cross|cross (?:yourself|myself)|knock on wood|touch wood)\b/,
    /\bnever (?:do|act|hurt|harm|go through|carry)\b(?<=\b(?:people|those|anyone|someone|they) (?:who|with ocd|that) (?:[\w'-]+ ){0,4}never \w+)/,
    after(String.raw`\b(?:people|you|they) (?:with ocd )?(?:never|don't|do not|won't|will not) `, 'act on (?:these|their|your|such|intrusive|the)'),
    after(String.raw`\b(?:having|the|your) (?:the )?`, String.raw`thoughts? (?:proves?|means?|shows?) (?:you|that|i)`),
    /\bproves? (?:you|that you|i)(?:'d| would)? never\b/,
    // "Thoughts are just thoughts", "it's just OCD".
    /\bthoughts? (?:are|is) (?:just|only|merely|simply) (?:a |an )?(?:thoughts?|ocd|anxiety|noise|words)\b|\b(?:just|only) a thought\b/,
    after(
      String.raw`\b(?:it|this|that|doubt|thought|fear|worry|feeling)(?:'s| is) `,
      String.raw`(?:just|only|simply|merely) (?:ocd|anxiety|a thought|a feeling|your brain|noise|the ocd)`,
    ),
    /\bthoughts? (?:mean|means) nothing\b|\bthoughts? (?:don't|do not|doesn't|does not) mean anything\b|\bthoughts? (?:are|is) (?:meaningless|harmless|not dangerous|normal|common|universal|nothing to worry about)\b|\bthoughts? (?:can't|cannot) (?:hurt|harm)\b|\b(?:aren't|are not|isn't|is not) (?:real|dangerous)\b/,
    // "You're a good person" and "you're not a paedophile".
    after(
      String.raw`\b(?:you|i)(?:'re| are|'m| am) (?:a |an )?`,
      String.raw`(?:good|kind|decent|loving|safe|moral|gentle|caring|nice|normal|faithful|devoted) (?:person|man|woman|parent|mum|mother|dad|father|husband|wife|partner|friend|christian|muslim|jew|believer|human)`,
    ),
    after(
      String.raw`\b(?:you|i)(?:'re| are|'m| am) `,
      String.raw`(?:not|never) (?:a |an )?(?:bad|evil|dangerous|terrible|awful|horrible|sinful|paedophile|pedophile|paedo|murderer|killer|monster|rapist|abuser|pervert|danger|sinner|psychopath|criminal|racist|ill|sick|dying|gay|straight|bisexual|lesbian|crazy|mad|going crazy|losing control|going to hell)`,
    ),
    after(
      String.raw`\b(?:you|i)(?:'re| are|'m| am) `,
      String.raw`(?:definitely|certainly|really|truly|surely) (?:gay|straight|bisexual|a lesbian|healthy|not ill|in love|with the right person|a good)|healthy|perfectly healthy|not (?:ill|sick|dying)`,
    ),
    after(
      String.raw`\b(?:you|i) `,
      String.raw`(?:definitely|really|truly|surely|do) love (?:him|her|them|your|my)|(?:don't|do not|definitely don't) have (?:cancer|hiv|aids|a tumou?r|\w+ disease|an illness|als|ms)`,
    ),
    // Certainty that the check was done: "the door is definitely locked".
    after(String.raw`\b(?:you|i)(?:'ve| have)? `, String.raw`(?:definitely|certainly|really|surely) (?:locked|turned off|switched off|checked|closed|unplugged|taken|took|washed)`),
    after(String.raw`\b(?:is|are|was|were) `, String.raw`(?:definitely|certainly|surely|100%) (?:off|locked|clean|safe|shut|closed|unplugged|fine|ok)`),
    // Said to oneself: "remind yourself…", "answer each doubt with…", unless the words keep the doubt open.
    /\b(?:tell|tells|telling|told|remind|reminds|reminding|reassure|reassures|reassuring|convince|convincing|confirm|confirming|prove|proving) (?:to )?(?:yourself|myself)\b(?![^.]{0,60}\b(?:maybe|might|may|can't know|cannot know|not know|don't know|uncertain|not sure|possibl\w*|could)\b)/,
    /\banswer(?:s|ing)? (?:it|them|each|every|the|that|this) (?:[\w'-]+ )?(?:thought|doubt|worry|question|image|urge)?s? ?with\b(?![^.]{0,40}\b(?:maybe|might|may|can't know|not sure|possibl\w*)\b)/,
    // Probability (docs/clinical.md §13: "statistically very unlikely", "one in a million").
    /\b(?:odds|probabilit\w*|statistic\w*|likelihood|unlikely|improbable|(?:one|1) in (?:a |one )?(?:million|thousand|hundred|billion|[\d,]+)|\d[\d,]* in [\d,]+|(?:infection|accident|crime|death|fire|cancer|transmission|survival|mortality) rates?|(?:real|actual|true) (?:rate|risk|chance|odds|numbers?|figures?)|how (?:rare|unlikely|small|low|safe|common|many (?:other )?people)|less than (?:\d+(?:\.\d+)? ?%|one percent|1 percent)|\d+(?:\.\d+)? ?% (?:chance|risk)|(?:tiny|small|low|minimal|negligible|remote) (?:chance|risk|probability|odds)|(?:very|extremely|incredibly|vanishingly) rare|struck by lightning|(?:chances?|risk|odds)(?: of [\w']+(?: [\w']+)?)? (?:is|are) (?:tiny|small|low|minimal|negligible|very \w+|slim|remote|zero|almost zero|practically zero|next to nothing)|millions of (?:people|others|times)|almost certainly|evidence (?:that|it|against)|calculat\w* (?:the )?(?:real |actual |true )?(?:odds|risk|chances?|probability|likelihood)|figures? (?:on|for|about)|(?:check|look at|read)\w* the (?:figures|numbers|statistics))(?!\w)/,
    /\b(?:reasons?|evidence) (?:why )?(?:it|the|that|you|this)\b[^.]{0,40}\b(?:unlikely|won't|will not|not)\b/,
    // Religious reassurance and neutralising prayer; "no extra prayers or confessions" is the work.
    /\b(?:god|allah|jesus|christ|lord|hashem|adonai|the prophet|heaven|mary|the holy spirit|the universe)(?:'s| is| was| has| will| does| always| already| surely| truly| still)?(?: always| already| surely| truly| certainly| still| most| all)? (?:merciful|forgiving|forgives|forgave|forgiven|will forgive|loving|loves you|loves me|forgive (?:you|me)|understands|knows your (?:heart|intentions?)|knows (?:you|your intentions?|my intentions?) (?:are|is) (?:pure|good)|accepts you|is not angry|isn't angry|won't punish|will not punish|doesn't punish|does not punish|doesn't judge|does not judge|won't judge|will not judge|knows you (?:didn't|did not) mean)\b/,
    /\bintentions? (?:is|are|was|were) (?:pure|good|accepted|valid|clean|sincere)\b|\bintention (?:is )?accepted\b|\bno sin\b/,
    after(String.raw`\b(?:isn't|is not|aren't|are not|wasn't|was not|weren't|were not|not|never) (?:a )?`, String.raw`sins?|sinful|blasphem\w*`),
    after(
      String.raw`\b(?:pray|prays|praying|prayer|prayers|say|says|saying|recite|reciting|read|reading)\b(?: [\w'-]+){0,5} `,
      String.raw`to (?:cancel|undo|neutrali\w*|settle|make (?:it|things|up)|protect|feel (?:better|forgiven|clean|calm)|put (?:it )?right|fix|calm)|for (?:god to )?(?:protect\w*|forgiveness|protection|safety)|asking (?:[\w'-]+ ){0,2}?(?:for )?(?:protection|forgiveness|safety)|on (?:forgiveness|grace|mercy)|about (?:grace|forgiveness|mercy)`,
    ),
    /\b(?:hail marys?|our fathers?|act of contrition|istighfar) (?:[\w'-]+ ){0,4}?(?:to|after|afterwards|when|each time|every time)\b|\b(?:protective|protection) (?:prayers?|duas?|verses?|psalms?)\b|\b(?:your favourite|a comforting|a reassuring|a calming) (?:verse|psalm|scripture|passage|prayer|dua|du'a|dhikr)\b/,
    // Seeking it from others: asking, texting to confirm, checking with someone.
    /\bask(?:s|ing|ed)? (?:[\w'-]+ ){0,5}?(?:once |one time |again |twice )?(?:whether|if)\b|\bask(?:s|ing|ed)? (?:[\w'-]+ ){0,3}?to (?:check|confirm|reassure|tell you (?:that|it|you)|look at|promise)\b/,
    after(
      String.raw`\b(?:text|texts|texting|call|calls|calling|phone|phones|phoning|message|messaging|email|emailing|ring|ringing|send|sends|sending)\b(?: [\w'-]+){0,5} `,
      String.raw`to (?:confirm|check|make sure|ask (?:whether|if))`,
    ),
    /\bcheck\w* online\b|\bconfirm\w* with\b|\bcheck\w* with (?:the |your |a |an )?(?:priest|imam|rabbi|pastor|minister|vicar|doctor|gp|pharmacist|partner|friend|mum|dad|wife|husband|family|someone|anyone|others)\b/,
    /\blook\w* (?:it|this|them|that|the (?:[\w'-]+ ){0,2}?(?:rate|risk|odds|figures?|statistics|facts|symptoms?)) up\b|\blook\w* up (?:the|how|whether|if|symptoms|statistics|rates?|figures?|odds|facts)\b|\bgoogl\w*|\bsearch\w* (?:online|the internet|the web)\b/,
    // A "proof" photo kept to look at.
    /\b(?:photo|picture|video|note)s?\b(?: [\w'-]+){0,6}? (?:to look at|to check|if (?:the )?(?:anxiety|fear|doubt|worry|urge)|in case|(?:when|whenever) (?:the )?(?:doubt|anxiety|worry|urge))\b|\b(?:look at|check) (?:it|the photo) only if\b/,
  ],
};
