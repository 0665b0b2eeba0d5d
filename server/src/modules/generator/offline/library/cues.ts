/** Word lists shared by several templates' cues (term syntax as in text.ts). */
export const DRIVING = ['drive', 'driving', 'drove', 'car', 'cyclist*', 'pedestrian*', 'run over', 'ran over', 'hit and run', 'road'];
export const RELIGIOUS = [
  'god', 'jesus', 'christ', 'allah', 'lord', 'holy', 'bible', 'quran', 'koran', 'torah', 'pray', 'prayer', 'church',
  'mosque', 'temple', 'synagogue*', 'religi*', 'faith', 'priest', 'imam', 'rabbi', 'pastor', 'sin', 'sinned', 'sins',
  'sinful', 'hell', 'heaven', 'blasphem*', 'devil', 'satan*', 'worship', 'mass', 'scripture*',
];
export const HARM_THOUGHTS = [
  'stab', 'knife', 'knives', 'kill', 'murder*', 'violen*', 'attack', 'strangl*', 'push someone', 'push people',
  'push him', 'push her', 'shove', 'harm', 'hurt', 'snap', 'lose control', 'poison*', 'dangerous', 'psychopath*',
  'monster', 'scissor*', 'jump in front',
];
export const SEXUAL_THOUGHTS = [
  'sexual', 'sex', 'pervert*', 'paedophil*', 'pedophil*', 'paedo', 'pedo', 'incest*', 'arous*', 'groin', 'molest*',
  'inappropriat*',
];
export const BLASPHEMY = ['blasphem*', 'god', 'jesus', 'devil', 'satan*', 'curse', 'holy', 'church', 'religi*'];
export const KNIVES = ['knife', 'knives', 'stab', 'scissor*', 'blade*', 'sharp'];
export const STATIONS = ['train*', 'platform*', 'tube', 'subway', 'metro', 'station*', 'tracks'];
/**
 * Words for children. Items about caring for a baby suit harm fears, but never sexual ones: an
 * exposure must not put minors and sexual content together in any form (docs/clinical.md §11).
 */
export const CHILDREN = [
  'baby', 'babies', 'child', 'children', 'kid', 'kids', 'toddler*', 'infant*', 'newborn*', 'son', 'daughter', 'nephew*',
  'niece*',
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
];
/** Children in the person's own family: the one POCD step that needs them (a game in a shared room). */
export const FAMILY_CHILDREN = [
  'niece*', 'nephew*', 'grandchild*', 'grandson*', 'granddaughter*', 'son', 'sons', 'daughter*', 'my kids', 'my children',
  'my child', 'stepchild*', 'stepson*', 'stepdaughter*',
];
