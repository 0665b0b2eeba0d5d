import { ybocs, type GeneratorVignette } from './types';

/**
 * Vignettes written for the second clinician-minded review of issue 16 (decision 026, "Pairing,
 * own situations and matched sensations"). Each probes one of the problems that review found, in the
 * messy words people type: (a) a held-back compulsion the step does not provoke, (b) the person's
 * central ritual or trigger only ever a "do not" clause, never a step, (c) an interoceptive item for
 * the wrong sensation, (d) saving without non-acquiring steps, (e) grief, POCD and self-harm ladders
 * that do not use the person's own wording. Written before reading what the generator makes of them.
 */
export const CLINICIAN_REVIEW_VIGNETTES: readonly GeneratorVignette[] = [
  {
    id: 'review-contamination-gym',
    summary: 'Gym-goer who washes and wipes after touching shared equipment, and also checks the car',
    tags: ['mixed'],
    obsessions: ['other peoples sweat on the gym machines will make me ill', 'what if I left the car unlocked in the gym car park'],
    compulsions: ['washing my hands till they sting after the gym', 'wiping my phone and keys with antibac wipes', 'going back to the car park to check the car is locked'],
    triggers: ['the weights and benches at the gym', 'the changing room floor', 'leaving the car in the car park'],
    ybocs: ybocs(21),
    expect: {
      themes: ['contamination'],
      forbiddenThemes: ['health', 'relationship'],
      mustNotContain: [
        { pattern: /\b(?:touch|hold|grip|wipe)\w*\b[^.]*\.[^.]*\b(?:check\w*|going back)\b[^.]{0,30}\b(?:car|locked)\b/i, why: 'a touching step holds back washing, not checking the car (pairing, review problem a)' },
      ],
    },
    notes: 'Touch steps hold back washing and wiping; car steps hold back going back to check. Expect the gym weights touched as a step of its own.',
  },
  {
    id: 'review-real-event-self-checkout',
    summary: 'Afraid she stole by mistake at the self-checkout; checks receipts, goes back to confess',
    tags: ['new_theme'],
    obsessions: ['i might not have scanned something at the self checkout and basically stolen it', 'the security guard probably saw me and thinks im a thief'],
    compulsions: ['checking the receipt line by line against whats in my bags', 'going back in to the shop to tell staff and pay again', 'replaying the whole scan in my head on the drive home'],
    triggers: ['using the self-checkout at the supermarket', 'security guards near the exit', 'the beep when something doesnt scan'],
    ybocs: ybocs(19),
    expect: {
      themes: ['real_event'],
      forbiddenThemes: ['contamination', 'health', 'relationship'],
    },
    notes: 'A step that is the self-checkout itself: scan a small shop at the self-checkout, put the receipt in the bin unread, walk out past the guard. Items hold back receipt checking and going back in.',
  },
  {
    id: 'review-relationship-texting',
    summary: 'Texts his girlfriend for reassurance whenever he spends an evening alone',
    tags: ['core'],
    obsessions: ['what if she doesnt really love me and is going to leave', 'maybe I dont love her enough and im leading her on'],
    compulsions: ['texting her over and over when she is out to check she still loves me', 'asking her if we are ok every night', 'comparing us to couples on instagram'],
    triggers: ['an evening alone when she is out with her friends', 'her taking ages to reply', 'couples on instagram'],
    ybocs: ybocs(18),
    expect: {
      themes: ['relationship'],
      forbiddenThemes: ['contamination', 'checking', 'health'],
    },
    notes: 'An evening alone while she is out, with no texting, is the central step (review problem b). Imaginal "maybe she doesn\'t love me" statements; a day off Instagram comparisons.',
  },
  {
    id: 'review-health-throat',
    summary: 'Fears her throat is closing; swallows to test it, feels her neck for lumps',
    tags: ['core'],
    obsessions: ['my throat is closing up and I am going to choke', 'the tight feeling in my neck is throat cancer'],
    compulsions: ['swallowing over and over to check my throat still works', 'feeling my neck for lumps in the mirror', 'googling throat cancer symptoms'],
    triggers: ['eating dry food like crackers', 'wearing a scarf or a high neck top', 'the tight feeling when I swallow'],
    ybocs: ybocs(22),
    expect: {
      themes: ['health'],
      forbiddenThemes: ['contamination', 'checking'],
      kinds: ['interoceptive'],
      mustNotContain: [
        { pattern: /\b(?:heart rate|racing heart|heart beats?)\b/i, why: 'interoceptive items match the feared sensation: a throat, not a racing heart (review problem c)' },
      ],
    },
    notes: 'Interoceptive: breathing through a thin straw, a snug high-necked top, swallowing dry crackers. No racing-heart items. "Only the appointments agreed with your doctor".',
  },
  {
    id: 'review-health-dizzy',
    summary: 'Dizziness read as a brain tumour; avoids escalators, checks his balance',
    tags: ['core'],
    obsessions: ['feeling dizzy means i have a brain tumour', 'one day ill collapse in public and nobody will know why'],
    compulsions: ['standing on one leg to test my balance', 'googling brain tumour symptoms at night', 'asking my wife if i look pale'],
    triggers: ['standing up too quickly', 'escalators in the shopping centre', 'feeling lightheaded'],
    ybocs: ybocs(20),
    expect: {
      themes: ['health'],
      forbiddenThemes: ['contamination', 'relationship'],
      kinds: ['interoceptive'],
      mustNotContain: [
        { pattern: /\b(?:heart rate|racing heart)\b/i, why: 'interoceptive items match the feared sensation: dizziness, not a racing heart' },
      ],
    },
    notes: 'Spinning in a chair, standing up quickly, riding the escalator without testing balance. Asking the wife is reassurance seeking, not a relationship theme.',
  },
  {
    id: 'review-health-heart',
    summary: 'Panic about a heart attack; takes his pulse, avoids the stairs',
    tags: ['core'],
    obsessions: ['my heart is going to stop and i will have a heart attack like my uncle'],
    compulsions: ['taking my pulse on my smartwatch all day', 'avoiding stairs and running for the bus', 'asking my GP for another ECG'],
    triggers: ['my heart skipping a beat', 'climbing the stairs at work', 'coffee'],
    ybocs: ybocs(19),
    expect: {
      themes: ['health'],
      forbiddenThemes: ['contamination', 'checking'],
      kinds: ['interoceptive'],
    },
    notes: 'Control for (c): the racing-heart items are the right ones here. The stairs at work climbed as a step; only appointments agreed with the doctor.',
  },
  {
    id: 'review-saving-acquiring',
    summary: 'Buys in sales and picks up free things in case they are useful; cannot discard',
    tags: ['hoarding'],
    obsessions: ['if i dont buy it now ill need it later and it will be gone', 'throwing things away is wasteful and i will regret it'],
    compulsions: ['buying extra in every sale just in case', 'picking up free stuff people leave outside', 'keeping every jar and box in case it comes in useful'],
    triggers: ['charity shops', 'sales and offers', 'free stuff left out on the street', 'the spare room full of bags'],
    ybocs: ybocs(24),
    expect: {
      themes: ['saving'],
      forbiddenThemes: ['contamination', 'relationship', 'checking'],
      hoardingSignpost: true,
    },
    notes: 'Non-acquiring steps as well as discarding (review problem d): walk past a charity shop or sale without going in or buying; leave free things on the street. Discard jars and boxes.',
  },
  {
    id: 'review-saving-grief-mum',
    summary: 'Keeps everything her mum touched since she died; cannot delete her voicemails',
    tags: ['grief'],
    obsessions: ['if i throw out anything mum touched im erasing her', 'i will forget her voice if i delete her voicemails'],
    compulsions: ['keeping every birthday card and receipt she ever wrote on', 'listening to her voicemails again and again to check they are still there', 'checking the bin bags in case something of hers went in by mistake'],
    triggers: ['her handwriting on old shopping lists', 'her cardigans in the wardrobe', 'bin day'],
    ybocs: ybocs(20),
    expect: {
      themes: ['saving'],
      forbiddenThemes: ['contamination', 'relationship', 'checking', 'health'],
      bereaved: ['mum', 'mom', 'mother', 'her'],
      hoardingSignpost: false,
    },
    notes: 'Grief-sensitive (review problem e): the person chooses what to keep out of love; the old shopping lists and receipts (not her cardigans) are the things to let go; bin day without checking the bags. Nothing asks her to delete the voicemails.',
  },
  {
    id: 'review-pocd-nephew',
    summary: 'Uncle afraid he is a paedophile; avoids being alone with his nephew, checks his reactions',
    tags: ['new_theme'],
    obsessions: ['what if im a paedophile deep down and i just havent acted on it yet', 'i had a horrible thought about my nephew and now i cant stop checking if it means something'],
    compulsions: ['avoiding being on my own with my nephew', 'checking my body for any reaction when kids are around', 'googling do real paedophiles worry about being one'],
    triggers: ['sunday lunch at my sisters with the kids', 'kids tv adverts', 'walking past the school at home time'],
    ybocs: ybocs(25),
    expect: {
      themes: ['pocd'],
      forbiddenThemes: ['sexual_orientation', 'contamination', 'relationship'],
      kinds: ['imaginal'],
    },
    notes: 'Identity "maybe" statements in his own wording ("maybe I\'m a paedophile deep down"), Sunday lunch at his sister\'s without checking his body, no googling. Nothing sexual near children.',
  },
  {
    id: 'review-self-harm-lose-control',
    summary: 'Horrified by the thought she might lose control and hurt herself; answered "a fear"',
    tags: ['new_theme'],
    obsessions: ['what if i suddenly lose control and hurt myself even though i dont want to', 'the thought of hurting myself keeps popping up and i hate it'],
    compulsions: ['asking my partner to hide the kitchen knives', 'telling myself over and over that i would never do it', 'avoiding being home alone'],
    triggers: ['being home alone in the evening', 'cooking dinner', 'news stories about people who hurt themselves'],
    ybocs: ybocs(21),
    person: { crisisAnswer: 'fear' },
    expect: {
      themes: ['self_harm_intrusive'],
      forbiddenThemes: ['taboo_thoughts', 'contamination'],
      mustNotContain: [
        { pattern: /\b(?:knife|knives|blade|razor|scissors)\b/i, why: 'the self-harm library stays means-free (decision 026)' },
      ],
    },
    notes: 'Means-free. The "maybe" statement in her words where safe ("maybe I will lose control"), an evening at home alone as a step, no self-reassurance ("I would never").',
  },
  {
    id: 'review-scrupulosity-wudu-once',
    summary: 'Repeats wudu until it feels right and restarts prayer; fears his prayers are invalid',
    tags: ['religious'],
    obsessions: ['my wudu isnt valid because i might of missed a spot and then allah wont accept my salah', 'i think bad words about allah during prayer'],
    compulsions: ['redoing wudu 4 or 5 times until it feels right', 'restarting salah from the beginning if a bad thought comes', 'asking the imam about wudu rules again'],
    triggers: ['doing wudu before fajr', 'bad thoughts in the middle of salah'],
    ybocs: ybocs(23),
    expect: {
      themes: ['scrupulosity'],
      forbiddenThemes: ['contamination', 'health', 'taboo_thoughts'],
      mustNotContain: [
        { pattern: /\b(?:do not|don't|skip|without|no|stop)\s+(?:your\s+|the\s+)?(?:wudu|salah|prayers?|pray(?:ing)?)\b(?!\s+(?:\w+\s+)?(?:again|extra|more|twice|over))(?!\s+(?:or \w+\s+)?to\s+(?:settle|undo|cancel|make|fix|check|prove))/i, why: 'worship itself is kept (docs/clinical.md §9)' },
      ],
    },
    notes: 'Wudu once, then pray (review problem b): the central ritual done once as a step, not only "do not redo wudu". No restarting salah; no asking the imam again.',
  },
  {
    id: 'review-symmetry-dads-coat',
    summary: 'Things must stay exactly where her late father left them; rearranges when moved',
    tags: ['grief'],
    obsessions: ['if dads coat isnt hanging exactly how he left it something bad will happen to mum', 'things have to be even and lined up or it feels wrong all day'],
    compulsions: ['putting dads coat back on the hook the exact way', 'lining up the shoes in the hall until it feels just right', 'touching the door frame an even number of times'],
    triggers: ['someone moving dads coat', 'shoes left messy in the hall', 'odd numbers'],
    ybocs: ybocs(22),
    expect: {
      themes: ['symmetry'],
      forbiddenThemes: ['contamination', 'relationship', 'health'],
      bereaved: ['dad', 'father'],
    },
    notes: 'The moved coat as a step (review problem b), left as it is, grief-sensitively (never "get rid of his coat"); shoes left uneven; odd numbers of touches.',
  },
];
