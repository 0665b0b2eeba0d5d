import { GRIEF_READ } from '../reading';

/**
 * Grief, read from the person's words (reading.ts): the words for a death (cues.ts GRIEF), or
 * letting their things go read as not having loved them. A pet counts as a person: "if i throw
 * away anything of my dogs it means i didnt love him" got "Let one go today: his lead by the door"
 * (issue 16, a clinician's review).
 */
const GRIEF = GRIEF_READ;
import type { ThemeLibrary } from './types';

/**
 * Acquiring "in case": buying in sales, picking up free things. Non-acquiring steps sit beside the
 * discarding ones (issue 16, a clinician's review: letting go alone misses half of the saving cycle).
 */
const ACQUIRING = [
  // "offers*", never the stem "offer": "my son offering to help clear out the spare room" is help, not a bargain (an
  // eleventh clinician-minded review: a bereaved woman who never buys got sale and shopping-list steps).
  'buy*', 'bought', 'sale', 'sales', 'offers*', 'special offer*', 'bargain*', 'free stuff', 'freebie*', 'free things', 'car boot*',
  'pick up', 'picking up', 'collect*', 'acquir*', 'shops*', 'shopaholic*',
  // Not "charity shop" on its own: it is where things are given as often as bought ("bags for the
  // charity shop"), and it built sale and shopping-list steps for a bereaved person who never
  // acquires (issue 16). Buying there says "buy", "bargain" or "pick up".
];
/** Places and things of acquiring: never what a "let it go" step names as the thing to let go. */
const ACQUIRING_PLACES = ['shops*', 'charity shop*', 'sale', 'sales', 'offer*', 'bargain*', 'market*', 'car boot*', 'free', 'store*', 'website*', 'online'];

/**
 * Saving and discarding: the fear of losing something that might matter, or of a mistake in
 * letting it go, kept alive by keeping "just in case", rereading, copying and rescuing from the bin.
 * Steps start with what has no value and grow to what fear holds on to. Grief-sensitive (docs/clinical.md §22): when someone close has died, only what fear keeps is let go, never what
 * love keeps, the person chooses, and no step asks them to talk with or about the one they lost.
 * Legal and tax papers are never among the things to let go. A picture that reads like hoarding
 * disorder gets the signpost in hoarding.ts beside the ladder.
 */
export const SAVING: ThemeLibrary = {
  theme: 'saving',
  preferredKind: 'in_vivo',
  templates: [
    {
      id: 'saving.junk-mail',
      kind: 'in_vivo',
      fear: 2,
      title: 'Recycle one piece of junk mail unopened',
      body: 'Today, put one leaflet or piece of junk mail in the recycling without opening it, and leave it there.',
      prevention: 'Do not {compulsion|check it for anything important} first, and do not take it back out.',
      why: 'The smallest letting go: something with no value.',
    },
    {
      id: 'saving.receipts',
      kind: 'in_vivo',
      fear: 3,
      title: 'Recycle five old receipts without rereading them',
      body: 'Pick five everyday receipts older than three months, put them in the recycling in one go, and take it out today.',
      prevention: 'Do not {compulsion|reread, photograph or copy them} first.',
      why: 'Small things, let go without a last check.',
    },
    {
      id: 'saving.newspapers',
      kind: 'in_vivo',
      fear: 4,
      title: 'Recycle a week of old newspapers or magazines',
      body: 'Gather a week of old newspapers, magazines or leaflets and put them in the recycling within 15 minutes.',
      prevention: 'Do not {compulsion|leaf through them for something to keep}.',
      why: 'More things, and no time to check them.',
    },
    {
      id: 'saving.emails',
      kind: 'in_vivo',
      fear: 4,
      title: 'Delete 50 old newsletters and notifications unopened',
      body: 'Pick 50 emails older than a year, such as newsletters and notifications, delete them in one go and empty the deleted folder.',
      prevention: 'Do not {compulsion|open them, search them or save copies} first.',
      why: 'Digital saving, let go unread.',
    },
    {
      id: 'saving.own-trigger',
      kind: 'in_vivo',
      fear: 5,
      title: 'Let one go today: {trigger|something you feel you must keep}',
      body: 'Choose one everyday example of this and let it go within 20 minutes: recycle it, give it away or delete it.',
      prevention: 'Do not {compulsion|keep a copy, a photo or a note of it}.',
      // Their trigger may be a treasured thing of someone who died ("his coat on the hook").
      avoidWith: GRIEF,
      triggerAvoid: ACQUIRING_PLACES,
      why: 'Your own example, let go for real.',
    },
    {
      id: 'saving.walk-past-shop',
      kind: 'in_vivo',
      fear: 3,
      title: 'Walk past {object} without going in',
      body: 'On an ordinary walk, pass {object} slowly, look in the window for a minute, then walk on for ten minutes.',
      prevention: 'Do not {compulsion|go in, buy anything or go back later}.',
      // Raw prefixes, not stems: "shop" would take "her old shopping lists" as a place to walk past.
      object: { accepts: ['shops*', 'charity shop*', 'markets*', 'car boot*', 'stores*', 'sale', 'sales', 'bargain*'], fallback: 'a shop with a sale on' },
      needs: [ACQUIRING],
      why: 'The pull to acquire, met and left unanswered.',
    },
    {
      id: 'saving.free-thing',
      kind: 'in_vivo',
      fear: 5,
      title: 'Leave three free things where you find them',
      body: 'This week, when you see something free (left out on a wall, a giveaway, a free sample), look at it for a minute, then walk on. Do this three times.',
      prevention: 'Do not {compulsion|take it, come back for it or ask someone to keep it for you}.',
      needs: [ACQUIRING],
      why: 'Something useful, left for someone else.',
    },
    {
      id: 'saving.browse-no-buy',
      kind: 'in_vivo',
      fear: 6,
      title: 'Browse a sale for 15 minutes and leave with nothing',
      body: 'Go into a shop with a sale or offers, look around for 15 minutes and pick things up if you like, then put them back and leave.',
      prevention: 'Do not {compulsion|buy anything, come back later or order it online}.',
      needs: [ACQUIRING],
      why: 'The bargain in your hands, and the doubt about needing it left open.',
    },
    {
      id: 'saving.list-only-week',
      kind: 'in_vivo',
      fear: 8,
      title: 'A week of buying only what is on your list',
      body: 'For seven days, write a list before any shop, in person or online, and buy only what is on it.',
      prevention: 'Do not {compulsion|buy extra “just in case” or go back for what you left}.',
      needs: [ACQUIRING],
      why: 'A whole week without a single "in case" purchase.',
    },
    {
      id: 'saving.bin-overnight',
      kind: 'in_vivo',
      fear: 5,
      title: 'Leave three "just in case" things in the bin overnight',
      body: 'This evening, put three things you would keep “just in case” in the outside recycling bin and leave them there overnight.',
      prevention: 'Do not {compulsion|look in the bin or take anything back}.',
      why: 'The pull to rescue them, left unanswered overnight.',
    },
    {
      id: 'saving.drawer',
      kind: 'in_vivo',
      fear: 6,
      title: 'Sort one drawer in 30 minutes, keeping what you use',
      body: 'Set a timer for 30 minutes and sort one drawer: keep what you have used this year, recycle or donate the rest.',
      prevention: 'Do not {compulsion|put things aside to decide later}, and do not ask anyone whether to keep them.',
      why: 'Decisions made quickly, without a second round.',
    },
    {
      id: 'saving.charity-bag',
      kind: 'in_vivo',
      fear: 6,
      title: 'Take a bag of unused things to a charity shop',
      body: 'Fill one bag with clothes or objects you have not used in a year and drop it at a charity shop within three days.',
      prevention: 'Do not {compulsion|go back through the bag before it goes}, and do not ask for anything back.',
      why: 'Things leave your home for good.',
    },
    {
      id: 'saving.maybe-need-it',
      kind: 'imaginal',
      fear: 6,
      title: 'Write "Maybe I’ll need it one day and it’s gone" ten times',
      body: 'Write “Maybe I’ll need it one day and it will be gone for good” ten times by hand, then read it aloud once. {ownMaybe}',
      prevention: 'Do not add “but I probably won’t”, and do not {compulsion|go and check what you kept}.',
      why: 'The feared loss agreed to with "maybe".',
    },
    {
      id: 'saving.regret-script',
      kind: 'imaginal',
      fear: 7,
      title: 'Write a story of needing something you let go',
      body: 'Write half a page, present tense, of the day you need something you let go and it is gone. {ownWords}Read it aloud once a day for five days.',
      prevention: 'Do not write a happy ending, and do not {compulsion|keep anything back “in case”}.',
      avoidWith: GRIEF,
      why: 'The feared regret imagined in full.',
    },
    {
      id: 'saving.papers-box',
      kind: 'in_vivo',
      fear: 7,
      title: 'Sort a box of old papers: keep five, recycle the rest',
      body: 'Take one box of old everyday papers, not legal or tax documents, keep at most five, and recycle or shred the rest within an hour.',
      prevention: 'Do not {compulsion|scan, photograph or reread them} before they go.',
      why: 'A real box, with only a few things kept.',
    },
    {
      id: 'saving.sentimental-one',
      kind: 'in_vivo',
      fear: 8,
      title: 'Let go of one keepsake you hold on to out of fear',
      body: 'Choose one old card, ticket or gift you keep from fear rather than fondness, and let it go today.',
      prevention: 'Do not {compulsion|photograph it or keep a piece of it} first.',
      avoidWith: GRIEF,
      why: 'Sentimental things are harder: the fear of losing a memory.',
    },
    {
      id: 'saving.move-theirs',
      kind: 'in_vivo',
      fear: 6,
      title: 'Move one of their things to a new place for a week',
      body: 'Choose one everyday thing of your loved one’s that fear keeps exactly in place, such as a mug or a coat, and move it where you choose for a week.',
      prevention: 'Do not {compulsion|put it back or check it is still there}; you keep it, only its place changes.',
      // "If his things are moved I will forget him": the place, not the thing, is what fear holds on to.
      // Nothing is let go, and the person chooses (docs/clinical.md §22, grief-sensitive).
      needs: [GRIEF],
      why: 'Love keeps the thing; only the fear that holds its place is met.',
    },
    {
      id: 'saving.keepsake-choice',
      kind: 'in_vivo',
      fear: 8,
      title: 'Choose which of their things you keep out of love',
      body: 'Give one box of your loved one’s everyday things an hour. Keep what you treasure, and let go of one thing you keep only out of fear. You decide what stays.',
      prevention: 'Do not {compulsion|keep it “just in case”} or take it back afterwards.',
      needs: [GRIEF],
      why: 'Grief stays: only what fear keeps is let go.',
    },
    {
      id: 'saving.one-a-day',
      kind: 'in_vivo',
      fear: 8,
      title: 'Let go of one thing a day for a week',
      body: 'Each day for seven days, choose one thing you would keep “just in case” and recycle, donate or delete it.',
      prevention: 'Do not {compulsion|check the bin or buy it again}.',
      why: 'Letting go, every day, until it is ordinary.',
    },
    {
      id: 'saving.shelf-hour',
      kind: 'in_vivo',
      fear: 9,
      title: 'Clear one shelf or cupboard in an hour',
      body: 'Give one shelf or cupboard an hour: keep what you use or love, recycle or donate the rest, and take it out the same day.',
      prevention: 'Do not {compulsion|make a “maybe” pile or check the bags} afterwards.',
      why: 'A whole space, decided in one go.',
    },
    {
      id: 'saving.grief-maybe',
      kind: 'imaginal',
      fear: 5,
      title: 'Write the fear about their things with "maybe", ten times',
      body: 'Write “Maybe letting one small thing of theirs go means what I fear, and I can’t know for sure” ten times by hand, then read it aloud once. {ownMaybe}',
      prevention: 'Do not argue with it or list proof of your love, and do not {compulsion|check the bin or take anything back}.',
      needs: [GRIEF],
      why: 'The meaning fear gives to letting go, agreed to with "maybe".',
    },
    {
      id: 'saving.grief-reminder',
      kind: 'in_vivo',
      fear: 4,
      title: 'Sit with a reminder for 20 minutes: {trigger|one of their things}',
      body: 'Sit near it for 20 minutes and let the fear about letting go come, without moving or tidying anything.',
      prevention: 'Do not {compulsion|check that everything of theirs is still in place}, and do not put it out of sight.',
      needs: [GRIEF],
      triggerAvoid: ['litter*', 'funeral*', 'grave*', 'cemeter*', 'vet*', 'hospital*'],
      why: 'What reminds you of them, met without keeping or letting go.',
    },
    {
      id: 'saving.their-everyday',
      kind: 'in_vivo',
      fear: 6,
      title: 'Let go of one worn-out thing of theirs you never use',
      body: 'Choose one ordinary, replaceable thing of theirs you keep only from fear, such as an old packet or a worn-out spare, and recycle it today. Keep what you treasure.',
      prevention: 'Do not {compulsion|check the bin or take it back}, and do not photograph it first.',
      needs: [GRIEF],
      why: 'The smallest letting go from their things, chosen by you.',
    },
    {
      id: 'saving.loss-loop',
      kind: 'imaginal',
      fear: 9,
      title: 'Record a story of a needed thing gone; listen 20 minutes',
      body: 'Write five lines of letting something go and needing it later. {ownWords}Record them and play them on a loop for 20 minutes.',
      prevention: 'Do not argue with it, and do not {compulsion|go and check what you kept}.',
      // A story of needing a thing later is not a bereaved person's fear; the "maybe" above is.
      avoidWith: GRIEF,
      why: 'The feared loss heard again and again.',
    },
    {
      id: 'saving.their-paper',
      kind: 'in_vivo',
      fear: 9,
      title: 'Let go of one of their papers you keep only from fear',
      body: 'From your loved one’s everyday papers, choose one you keep only from fear, such as an old leaflet or a used envelope, and recycle it today. Keep what you treasure.',
      prevention: 'Do not {compulsion|photograph or copy it} first.',
      needs: [GRIEF],
      why: 'A small letting go from their things, chosen by you.',
    },
    {
      id: 'saving.week',
      kind: 'in_vivo',
      fear: 10,
      title: 'A week of letting things go without checking',
      body: 'For seven days, recycle, donate or delete what you would usually keep “just in case”, as it comes.',
      prevention: 'Do not {compulsion|check bins, keep copies or ask anyone whether to keep things}.',
      why: 'The top step: a whole week of letting go.',
    },
  ],
};
