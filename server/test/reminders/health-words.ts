/**
 * Words a reminder must never contain (issue 17 item 6): anyone who sees a lock screen or an inbox
 * would learn something about the person's health. Web addresses are left out of the search: a
 * token is random and may spell anything.
 */
export const HEALTH_WORDS = [
  'ocd', 'obsess', 'compuls', 'anxi', 'exposure', 'erp', 'therap', 'mental', 'health', 'disorder', 'crisis', '988',
  'fear', 'intrusive', 'symptom', 'treatment', 'medic', 'emergency', 'ritual', 'trigger', 'y-bocs', 'ybocs', 'journal',
  'mood', 'urge', 'relapse', 'clinic', 'doctor', 'diagnos', 'panic', 'worry', 'suicid',
];

export function healthWordsIn(text: string): string[] {
  const withoutAddresses = text.replace(/https?:\/\/[^\s"'<>]+/g, ' ').replace(/[\w.+-]+@[\w.-]+/g, ' ').toLowerCase();
  return HEALTH_WORDS.filter((word) => withoutAddresses.includes(word));
}
