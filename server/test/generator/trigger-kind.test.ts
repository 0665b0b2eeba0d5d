import { describe, expect, it } from 'vitest';
import { isBreathOrHeartSensation, triggerKind, type TriggerKind } from '../../src/modules/generator/offline/trigger-kind';

/**
 * Issue 16 (a clinician's rating of 5.5/10): every trigger was a thing to touch or "meet". Triggers as people
 * type them (lower case, typos), with the kind a clinician reads in them.
 */
const CASES: Record<TriggerKind, readonly string[]> = {
  object: [
    'door handles', 'door handles at work', 'public door handles', 'the kitchen bin', 'money', 'my phone', 'toilet seats',
    'the cupboard under the sink', 'raw chicken packaging', 'my straighteners', 'the seats on the bus', 'knives',
    'my desk', 'their nursery bags', 'light switches', 'shopping trolleys', 'the remote', 'my pens', 'lift buttons',
    'receipts', 'old letters', 'hand soap', 'hair clips', 'my nephews bike', 'my daughters school bag',
  ],
  place: [
    'the bus', 'the temple', 'the platform', 'the platform at rush hour', 'the park', 'public toilets', 'the gym',
    'the supermarket', 'at the station', 'the school gates', 'soft play', 'the stairs', 'in the car', 'the hospital',
    'my sisters house', 'church', 'the tube',
  ],
  activity: [
    'shaking hands', 'cooking dinner', 'bath time', 'clearing out the cupboard', 'taking my daughter to the park',
    'leaving the flat in the morning', 'picking up from nursery', 'making the kids packed lunches', 'holding the baby',
    'using the self checkout', 'driving past schools', 'talking to people at work', 'telling stories to friends',
    'writing emails', 'leaving for work', 'going to bed', 'locking up at night', 'hugging my mum', 'the school run',
    'bed time', 'changing nappies',
  ],
  sensation: [
    'feeling sticky', 'smelling burning', 'feeling dirty', 'tingling in my hands', 'my heart racing',
    'a tight chest', 'feeling my heartbeat', 'itchy skin', 'smelling bleach', 'feeling sweaty', 'headaches',
  ],
  person: [
    'my mother in law', 'my boss', 'my mum', 'strangers', 'my sister and her kids visiting',
    'my girlfriend', 'people from work', 'my neighbour', 'the priest', 'kids', 'my boyfriends ex',
    // A seventh clinician-minded review.
    'my nephews (5 and 8) coming round', 'the grandkids', 'my stepson',
  ],
  media: [
    'news about people being punished', 'kids tv programmes', 'news about murders', 'horror films', 'watching crime documentaries',
    'articles about cancer', 'youtube videos about hiv', 'songs with swearing', 'the news', 'books about religion',
    'reading stories about abuse', 'true crime podcasts', 'couples on social media', 'posts on reddit about ocd',
    'romcoms', 'crime dramas', 'sitcoms',
  ],
  event: ['bin day', 'sunday lunch', 'christmas', 'family parties', 'funerals', 'sunday service', 'meetings', 'family bbqs', 'summer barbecues', 'the school reunion'],
  // Something that happened to someone (issue 16, natural wording): brought to mind, never a person to be near.
  memory: ['my aunt had lymphoma', 'my friend died in a crash', 'she was diagnosed with ms', 'my colleague got hiv'],
  // An eighth clinician-minded review (trigger-shape.ts): a sight is gone where it is seen, a siren is a sound (once a
  // sensation here, let be when it comes), another person's act happens (once a person here, "spend time with them").
  sight: ['seeing a police car'],
  sound: ['hearing a siren'],
  happening: ['my flatmate moving my things'],
  reading: ['my pulse'],
};

describe('triggerKind (issue 16: a trigger step in the grammar of its kind)', () => {
  const all = Object.entries(CASES).flatMap(([kind, triggers]) => triggers.map((trigger) => [trigger, kind] as const));

  it('covers at least 60 triggers of our own', () => {
    expect(all.length).toBeGreaterThanOrEqual(60);
  });

  it.each(all)('reads "%s" as %s', (trigger, kind) => {
    expect(triggerKind(trigger)).toBe(kind);
  });

  it('marks breathing and heart sensations, never met on purpose (docs/clinical.md §9)', () => {
    for (const trigger of ['my heart racing', 'a tight chest', 'feeling my heartbeat', 'feeling out of breath', 'feeling dizzy']) {
      expect(isBreathOrHeartSensation(trigger), trigger).toBe(true);
    }
    for (const trigger of ['feeling sticky', 'smelling burning', 'the bus', 'heart shaped cushions']) {
      expect(isBreathOrHeartSensation(trigger), trigger).toBe(false);
    }
  });
});
