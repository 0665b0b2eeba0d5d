import type { SaidCategory } from '../rules';

/**
 * Relaxation, breathing, grounding, calming music, ice cubes or meditation as part of an exposure:
 * safety behaviours that take away what the exposure teaches (docs/clinical.md §14; Craske et al. 2014). Interoceptive exposure that brings on breathlessness ("breathe
 * through a thin straw", "breathe fast for 30 seconds") is the opposite and passes, as does
 * forbidding them ("Do not use breathing exercises").
 */

export const RELAXATION: SaidCategory = {
  category: 'relaxation',
  patterns: [
    // Cold to the body and company on the phone during the exposure are safety behaviours too.
    /\b(?:hold|holding|held|press\w*|put\w*|keep\w*|rub\w*|squeez\w*) (?:an? |some |the )?(?:ice|cold) (?:packs?|cubes?|flannel|compress)\b|\bice (?:packs?|cubes?) (?:on|against|to|in (?:your|my) (?:hand|palm|mouth))\b|\bcold (?:flannel|compress|pack|water on (?:your|my) (?:face|wrists|neck))\b|\bsplash\w* (?:cold )?water on (?:your|my) face\b/,
    /\b(?:chat|chatting|talk|talking|phone|phoning|call|calling|ring|ringing|facetime|text|texting|video ?call\w*|listen\w*|watch\w*|scroll\w*|play\w*) (?:[\w'-]+ ){0,6}?while (?:you|i) (?:sit|stay|hold|touch|keep|do|are) (?:with|the|onto|it|on)\b|\bdistract\w*\b/,
    /\b(?:deep|deeper|slow|slower|calming|calm|relaxing|belly|diaphragmatic|box|square|paced|4-7-8|mindful|controlled|steady|long|soothing) breath(?:s|ing)?\b/,
    /\bbreath(?:e|es|ing) (?:[\w'-]+ ){0,2}?(?:slowly|deeply|calmly|gently|in for|out for|through (?:the|your) (?:anxiety|fear|discomfort|panic|urge)|into (?:your|the) (?:belly|stomach|diaphragm|tummy)|out slowly)\b|\bbreathing (?:exercises?|techniques?|practice|slow|slowly|deeply)\b|\b(?:focus|concentrat)\w* on (?:your |the )?breath\w*|\b(?:take|taking|took) (?:a|some|a few|three|\d+) (?:deep |slow |long |calming |big )?breaths?\b|\bin for \d+,? (?:hold|out)\b|\bbreath\w* (?:in|out) (?:[\w'-]+ ){0,4}?for (?:a count of )?(?:\d+|two|three|four|five|six|seven|eight)\b/,
    /\b(?:relax(?!ed (?:pace|way|manner|posture|walk|speed))\w*|calming|soothing|soothe|self-?soothe|de-?stress\w*|unwind\w*|comfort (?:yourself|myself|object|item)|safe place|happy place|(?:calm|calming|peaceful|relaxing|quiet|favourite) place|(?:keep|take|get)\w* (?:your|my) mind off|meditat\w*|mindfulness|grounding|ground (?:yourself|myself|your feet)|5-4-3-2-1|five things (?:you|i) can (?:see|hear)|progressive muscle|stress ball|fidget\w*|lavender|aromatherap\w*|essential oils?|white noise|weighted blanket|emotional freedom|eft|tapping (?:points|technique|sequence)|chamomile|scented (?:candles?|oils?)|settle (?:yourself|myself|your nerves|down)|stress (?:balls?|toys?|putty)|release (?:the |your |some )?tension|stretch\w* to (?:relax|release|calm)|comfort (?:blanket|toy)|(?:nature|rain|ocean|wave) sounds|tense and release|(?:stay|keep|remain)(?:ing)? calm|hug\w* (?:a |your )?(?:pillow|cushion|teddy|soft toy|stuffed \w+))\b/,
    /\bcalm\b(?<=\b(?:to|help(?:s|ing)? (?:you|me) to|until (?:you|i)(?:'re| are| feel| am)?) calm)|\bcalm (?:yourself|myself|your \w+|my \w+|down|the (?:anxiety|fear|nerves|panic|body|mind))\b|\b(?:feel|feeling|feels) calm(?:er)?\b|\bvisuali[sz]\w* (?:a|your|my) (?:safe|calm|peaceful|happy|relaxing|favourite)\b/,
    /\b(?:favourite|calm|calming|relaxing|soothing|comforting|gentle|soft|quiet|chill) (?:[\w'-]+ )?(?:music|songs?|playlists?|tunes|sounds|podcast|apps?)\b|\bcold (?:flannel|compress|pack|cloth|towel|water on (?:your|my) face|shower to calm)\b|\bsplash\w* (?:cold )?water on (?:your|my) face\b/,
    // A mantra or affirmation used: naming the person's mantra in order to drop it is the response prevention.
    /\b(?:use|using|repeat\w*|say|saying|chant\w*|recit\w*|try|trying|whisper\w*|with) (?:a |an |your |the |this |some )?(?:calming |soothing |positive |coping |helpful |personal |favourite |comforting )?(?:mantras?|affirmations?)\b|\b(?:calming|soothing|positive|coping|comforting) (?:mantras?|affirmations?)\b|\baffirmations?\b|\b(?:distract\w*|distraction|count\w* (?:to ten|to 10|backwards|your breaths|my breaths))\b|\b(?:i am|i'm) calm\b/,
    /\b(?:hold|squeeze|press|rub|keep|grip)\w* (?:[\w'-]+ ){0,3}?ice cubes?\b|\bice cubes? (?:[\w'-]+ ){0,4}?(?:calm|anxiety|panic|ground|too much|if)\b|\b(?:hand|hug|arm|partner|friend|someone|company)\b[^.]{0,30}\bfor (?:comfort|support)\b/,
    /\b(?:hold|squeez|grip)\w* (?:[\w'-]+ ){0,3}?hands?\b[^.]{0,40}\b(?:whenever|when|if|as) (?:the |your )?(?:fear|anxiety|panic|urge|thought)s? (?:rises?|comes?|peaks?|gets?|spikes?)\b/,
    // An escape clause: stopping once anxiety passes a level keeps the exposure safe in the person's eyes.
    /\b(?:stop|end|leave|finish|quit|pause)\w*\b[^.]{0,30}\b(?<!even )if (?:the |your )?(?:anxiety|fear|panic|distress)\b|(?<!even )\bif (?:the |your )?(?:anxiety|fear|panic|distress) (?:gets|goes|rises|reaches|is) (?:above|over|too|higher|past|beyond)\b/,
    // Music or audio as company through the exposure; listening to the feared song is the exposure itself.
    /\b(?:listen|put on|play)\w* (?:[\w'-]+ ){0,3}?(?:music|beats|playlists?|podcasts?|audiobooks?|radio|songs?|tunes|lo-?fi)\b[^.]{0,40}\b(?:while|as you|during)\b|\b(?:headphones|earbuds|earphones) (?:in|on)\b[^.]{0,40}\b(?:while|as you|during)\b/,
    // A calming aid kept at hand "in case": a safety behaviour.
    /\b(?:keep|keeps|keeping|have|having|carry|carrying)\b (?:[\w'-]+ ){0,4}?(?:nearby|ready|to hand|in (?:your|my) (?:pocket|bag)|with (?:you|me)|close by|by (?:you|me))\b[^.]{0,50}\b(?:in case|to calm|gets too (?:much|high|bad|strong)|if (?:you|i) (?:panic|need|get|start|feel)|if (?:the )?(?:anxiety|panic|fear) (?:gets|goes|rises))\b/,
  ],
};
