/**
 * Helplines Ladder names (the crisis page, the crisis screen, the signposts). Only numbers we are sure
 * of; for every other country, findahelpline.com. None of them is a service Ladder contacts: Ladder
 * cannot send help (docs/clinical.md §19).
 */

export interface Helpline {
  /** Where the line answers. */
  where: string;
  name: string;
  /** As people write it in that country. */
  number: string;
  /** What `tel:` dials there. */
  dial: string;
  /** The line also answers texts at `dial`. */
  text?: boolean;
}

export const FIND_A_HELPLINE = 'https://findahelpline.com';

/** The 988 Suicide & Crisis Lifeline (US) and the 9-8-8 Suicide Crisis Helpline (Canada): call or text. */
export const LIFELINE_988 = { number: '988', call: 'tel:988', text: 'sms:988' } as const;

export const CRISIS_HELPLINES: readonly Helpline[] = [
  { where: 'United States', name: '988 Suicide & Crisis Lifeline', number: '988', dial: '988', text: true },
  { where: 'Canada', name: '9-8-8 Suicide Crisis Helpline', number: '988', dial: '988', text: true },
  { where: 'United Kingdom and Ireland', name: 'Samaritans', number: '116 123', dial: '116123' },
  { where: 'Australia', name: 'Lifeline', number: '13 11 14', dial: '131114' },
  { where: 'New Zealand', name: 'Need to talk?', number: '1737', dial: '1737', text: true },
  { where: 'Germany', name: 'TelefonSeelsorge', number: '0800 111 0 111', dial: '08001110111' },
  { where: 'Austria', name: 'TelefonSeelsorge', number: '142', dial: '142' },
  { where: 'Switzerland', name: 'Die Dargebotene Hand / La Main Tendue', number: '143', dial: '143' },
  { where: 'France', name: 'Numéro national de prévention du suicide', number: '3114', dial: '3114' },
  { where: 'Spain', name: 'Línea 024', number: '024', dial: '024' },
  { where: 'Netherlands', name: '113 Zelfmoordpreventie', number: '113', dial: '113' },
  { where: 'Brazil', name: 'CVV', number: '188', dial: '188' },
  { where: 'India', name: 'Tele-MANAS', number: '14416', dial: '14416' },
];

export const EATING_DISORDER_HELPLINES: readonly Helpline[] = [
  { where: 'United States', name: 'ANAD Helpline', number: '1-888-375-7767', dial: '18883757767' },
  { where: 'United Kingdom', name: 'Beat', number: '0808 801 0677', dial: '08088010677' },
  { where: 'Australia', name: 'Butterfly Foundation', number: '1800 33 4673', dial: '1800334673' },
  { where: 'Canada', name: 'NEDIC', number: '1-866-633-4220', dial: '18666334220' },
];

/** SAMHSA's National Helpline (US): free, confidential, 24 hours, for alcohol and drug use. */
export const SAMHSA_HELPLINE: Helpline = {
  where: 'United States',
  name: 'SAMHSA National Helpline',
  number: '1-800-662-4357',
  dial: '18006624357',
};

export const CRISIS_PAGE = '/crisis';
