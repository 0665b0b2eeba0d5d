import type { SaidCategory } from '../rules';

/**
 * The ritual left open: permission to check, wash, tap or ask "just once" or "if it gets too
 * much", distraction that keeps the fear out of mind, someone on hand to reassure, the feared
 * thing covered up (docs/clinical.md §14: no rituals or safety behaviours inside
 * the exposure; Craske et al. 2014 on safety behaviours). Forbidding them is the response
 * prevention and passes ("Do not tap, even once").
 */

/** What the ritual is: the verbs of checking, washing, neutralising and asking. */
const RITUAL = String.raw`(?:(?:wash|rins|clean|sanitis|sanitiz|wip|check|re-?check|tap|count|ask|pray|confess|googl|search|touch|re-?read|repeat|review|fix|straighten|adjust|neutralis|neutraliz|undo|seek)\w*|(?:say|do|have) (?:a |one |the |your )?(?:quick |short |little |small )?(?:prayer|mantra|phrase|sorry|check|wash|tap|count|ritual))`;
const TOO_MUCH = String.raw`(?:too (?:much|strong|bad|high|hard|intense|overwhelming|big|loud)|unbearable|overwhelming|(?:can't|cannot) (?:cope|stand (?:it|the)|bear (?:it|the)|take (?:it|any more)))`;

export const RITUAL_ALLOWED: SaidCategory = {
  category: 'ritual_allowed',
  patterns: [
    // "You can always wash afterwards if it gets too much."
    new RegExp(String.raw`\b(?:you|i) (?:can|may|could|are allowed to|'re allowed to|are free to) (?:always |still |then |just )?${RITUAL}\b[^.]{0,60}\b(?:if|when|whenever|once) (?:[\w'"-]+ ){0,8}?${TOO_MUCH}`),
    // "You may check it just once", "you may ask them once".
    new RegExp(String.raw`\b(?:you|i) (?:can|may|could|are allowed to|'re allowed to) (?:[\w'-]+ ){0,2}?(?:check|re-?check|tap|count|ask|pray|confess|googl|search|re-?read|repeat|review|seek|text|call)\w* (?:[\w'-]+ ){0,4}?(?:just |only )?(?:once|one (?:more |last )?time|a single time)\b`),
    // "One tap is fine."
    /\bone (?:quick |last |small |little |single |more |tiny )?(?:tap|check|wash|rinse|prayer|look|count|touch|text|call|question|reassurance|peek|glance|wipe|adjustment|nudge|fix|correction|touch-?up|recount|re-?read)\b (?:is|would be|will be|is still|are) (?:fine|ok|okay|alright|all right|allowed|acceptable|permitted)\b/,
    // "If the thought gets too strong, tap the frame once."
    new RegExp(String.raw`\b(?:if|when|whenever) (?:[\w'"-]+ ){0,10}?(?:gets?|becomes?|feels?|is|grows?) ${TOO_MUCH},? (?:you (?:can|may|could) )?(?:just )?${RITUAL}`),
    // Keeping the fear out of mind, or the time filled.
    /\bso (?:that )?(?:you|i) (?:don't|do not|won't|can't|aren't|are not|stop) (?:have to )?(?:think\w*|notic\w*|feel\w*|focus\w*|dwell\w*) (?:about |on )?(?:it|them|the (?:fear|anxiety|urge|thought|dirt|germs|door|stove|worry|doubt))\b|\bso (?:that )?the (?:urge|fear|anxiety|thought|worry|doubt)s? (?:doesn't|does not|don't|won't|can't) (?:get|grab|take|have|catch|hold) (?:your|my) (?:attention|focus|mind)\b|\bkeep (?:yourself|myself|your mind|my mind|your hands|my hands) (?:busy|occupied)\b|\bto (?:help )?(?:the time pass|pass the time|kill (?:the |some )?time|make the time (?:go|pass)|take (?:your|my) mind off)\b/,
    // Someone on hand to reassure.
    /\b(?:to|can|could|will|who can|so (?:they|he|she) can|ready to) (?:reassure|comfort|soothe) (?:you|me)\b|\btalk (?:you|me) (?:down|through (?:it|the fear|the anxiety|the panic))\b/,
    // The feared thing hidden or covered so it is easier to bear.
    /\b(?:cover\w*|hid\w*|put\w*|keep\w*|tuck\w*|turn\w*) (?:[\w'-]+ ){0,4}?(?:over|under|away|behind|face down|out of sight|out of view|out of reach|in (?:a|the) (?:drawer|cupboard|box|bag))\b[^.]{0,40}\bso (?:it's|it is|they're|they are|you|i) (?:less|not|can't|cannot|don't|won't)\b|\b(?:with|under) (?:a |the )?(?:tea towel|cloth|towel|napkin|cover|blanket|sheet) (?:over|on|covering) (?:it|them|the [\w'-]+)\b|\bless in (?:your|my) face\b/,
  ],
};
