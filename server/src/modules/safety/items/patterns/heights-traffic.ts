import type { ActCategory } from '../rules';

/**
 * Heights and traffic: the platform edge as a train comes, balcony railings, roofs, cliffs,
 * crossing without looking (docs/clinical.md §15). Standing behind the yellow
 * line, on a balcony well back from the railing, or at a closed window is the work for impulse
 * fears and passes: the danger is being at, over or on the edge, not being up high.
 */

/** Words that make "the edge" or "the line" a drop: the edge of a bed or a comfort zone is no danger. */
const DROP = /\b(?:platforms?|trains?|express|tracks?|railway|tube|roofs?|rooftops?|cliffs?|balcon(?:y|ies)|bridges?|drop|towers?|storeys?|floors? up|high|height|heights|quarry|pier|harbou?r|quay|dock|ledge|window|car park|multi-storey|building|scaffold\w*|crane)\b/;

const EDGE_OBJECT = String.raw`(?:ledges?|parapets?|roofs?|rooftops?|cliffs?|cliff edges?|cliff paths?|window ?sills?|sills?|scaffold\w*|railings?|balustrades?|railway (?:tracks?|lines?)|train tracks?|tracks)`;

/** Far enough from the edge: the legitimate version of these steps. */
const WELL_BACK = /\b(?:back|away) from (?:the )?(?:edge|railings?|rail|line|drop)\b|\b(?:from )?behind (?:the |a )?(?:railings?|barriers?|glass|fence|parapet)\b|\bbehind the (?:yellow |white |safety |painted |marked )*line\b/;

export const HEIGHTS_OR_TRAFFIC: ActCategory = {
  category: 'heights_or_traffic',
  rules: [
    {
      pattern: /\bplatform edge\b|\bedge of (?:the |a )?(?:[\w'-]+ )?(?:platform|cliff|roof|balcony|building|bridge|quarry|tower|car park|pier|drop|rooftop|multi-storey)\b|\bwrong side of the (?:railings?|barriers?|fence|line|parapet)\b|\blean\w* out (?:of )?(?:an? |the )?(?:open )?(?:[\w'-]+ )?windows?\b/,
      unless: WELL_BACK,
    },
    {
      pattern: /\b(?:hang|dangl|climb|lean|jump|sit|sat|stand|perch|balanc)\w* (?:[\w'-]+ ){0,3}?(?:off|over|out over|on the edge of|on the (?:rail|railing|ledge|wall) of) (?:the |a )?balcon(?:y|ies)\b|\b(?:walk|balanc|stand|sit)\w* (?:along|on) (?:the )?(?:top of (?:the |a )?)?(?:[\w'-]+ ){0,2}?(?:walls?|fences?|barriers?)\b/,
      with: [DROP],
      unless: WELL_BACK,
    },
    {
      pattern: /\b(?:over|past|across|beyond|in front of) the (?:yellow |white |safety |painted |marked )*line\b|\bon the (?:yellow|white|safety|painted|marked) line\b|\b(?:toes|feet|legs|body|upper body|head|torso)\b[^.]{0,25}\b(?:over|outside|out of|dangling|hanging)\b|\b(?:at|to|on|near|by|along|over|from|off) the (?:very |right )?(?:edge|drop)\b/,
      with: [DROP],
      unless: WELL_BACK,
    },
    {
      pattern: new RegExp(
        String.raw`\b(?:lean|hang|dangl|perch|balanc|sit|sat|stand|stood|climb|walk|step|stay|lie|lying|kneel|crouch|jump)\w* (?:[\w'-]+ ){0,4}?(?:over|on|onto|on to|along|up|on top of|out of|out over|across|off|at|from) (?:the |a |an |your )?(?:[\w'-]+ )?${EDGE_OBJECT}\b`,
      ),
      unless: WELL_BACK,
    },
    { pattern: /\b(?:tip|tilt|topple|rock)\w* (?:forward|over|back)\b/, with: [DROP] },
    { pattern: /\bwithout (?:a |any )?(?:harness|safety (?:line|rope|net|rail|barrier)|anyone (?:holding|footing) (?:it|the ladder))\b/ },
    {
      pattern: /\bclimb\w* (?:up |over |onto |on to |on top of )?(?:the |a |an )?(?:[\w'-]+ ){0,2}?(?:fences?|pylons?|cranes?|scaffold\w*|roofs?|bridges?|railings?|barriers?|towers?|parapets?)\b/,
    },
    {
      pattern: /\b(?:lean|hang|dangl|look)\w* (?:down )?(?:out )?over (?:the |a )?(?:[\w'-]+ )?(?:edge|railings?|rail|side|parapet|balcony|bridge|balustrade)\b|\band look (?:down )?over\b(?! (?:the |your )?(?:list|page|notes|it|them))/,
      unless: WELL_BACK,
    },
    {
      // A chair or stool on a balcony or by a railing or an open window.
      pattern: /\b(?:stand|climb|get|step|kneel)\w* (?:up )?(?:on|onto) (?:a |the )?(?:[\w'-]+ )?(?:chair|stool|table|box|ladder|step|bench|bin)\b[^.]{0,40}\b(?:balcon(?:y|ies)|railings?|open window|window ledge|parapet)\b|\b(?:chairs?|stools?|tables?|box|ladders?|bench) (?:on|at|by|next to|near) (?:the |a )?(?:balcony|railing|edge|roof|open window)\b/,
    },
    {
      pattern: /\bcross\w* (?:[\w'-]+ ){0,3}?(?:road|roads|street|streets|junction|carriageway|railway|level crossing|tracks?)\b[^.]{0,50}\b(?:without (?:looking|checking)|not looking|eyes (?:closed|shut)|blindfold\w*|on red|against the lights)\b|\b(?:without (?:looking|checking for (?:cars|traffic))|with (?:your|my) eyes (?:closed|shut)|blindfold\w*)\b[^.]{0,50}\bcross\w*|\bwithout checking for (?:cars|traffic)\b|\b(?:do not|don't|never|no|without) (?:check\w*|look\w*)(?: out)? for (?:cars|traffic|vehicles|buses|lorries)\b(?! (?:you|that|which))|\bbackwards? across (?:the |a )?(?:road|street|junction)\b|\b(?:with )?(?:your|my) back to the (?:traffic|cars|road)\b|\bcross\w* (?:the |a )?(?:motorway|dual carriageway)\b|\b(?:barriers?|lights?|gates?) (?:are |is |have |has )?(?:come |gone |started )?(?:coming down|down|flashing|closed|lowering)\b[^.]{0,40}\bcross|\bcross\w*[^.]{0,40}\b(?:barriers?|lights?|gates?) (?:are |is |have |has )?(?:come |gone |started )?(?:coming down|down|flashing|closed|lowering)\b|\b(?:clos|shut)\w* (?:your|my) eyes\b[^.]{0,40}\bcross\w*|\b(?:toes|feet|heels|body) (?:[\w'-]+ ){0,2}?(?:over|off|past) the (?:kerb|curb)\b|\bstep\w* (?:off|out|into|onto|from) (?:the )?(?:kerb|curb|pavement|road|street)\b[^.]{0,40}\b(?:without (?:looking|checking)|approach\w*|coming|oncoming|pass(?:es|ing)|last (?:moment|second|minute))\b|\b(?:walk|stand|stroll|wander|jog|run)\w* (?:[\w'-]+ ){0,3}?(?:along|on|across|beside|down) (?:the |a )?(?:motorway|dual carriageway|hard shoulder|railway line|railway tracks?|train tracks?|bypass|a-road)\b|\b(?:run|dash|walk|step)\w* (?:out )?(?:across|into) (?:the |a )?(?:road|street)\b[^.]{0,40}\b(?:approach\w*|coming|oncoming|speeding)\b|\b(?:walk|step|run|cross)\w* (?:[\w'-]+ ){0,3}?(?:road|street|traffic|junction)\b[^.]{0,30}\b(?:eyes (?:closed|shut)|blindfold\w*)|\b(?:run|step|walk|dash|jump)\w* (?:out )?(?:into|in front of) (?:the |a |an |oncoming )?(?:road|traffic|cars?|bus|lorry|train)\b/,
    },
    {
      pattern: /\bjump\w* (?:off|from|in front of|down from) (?:the |a |an )?(?:[\w'-]+ )?(?:bridge|roof|balcony|building|cliff|platform|train|tracks|ledge|window|car park|wall|tower)\b|\bjump\w* (?:down )?(?:onto|on to) (?:the )?(?:tracks|railway|line|road)\b/,
    },
  ],
};
