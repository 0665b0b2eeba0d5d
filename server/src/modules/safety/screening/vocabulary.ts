import { NEAR_KEY_WORDS } from './near-key-words';

/**
 * The key words of the safety checks: the only words a misspelling is corrected to
 * (normalise.ts). Crisis words in the languages the screen reads, and the words of dangerous acts.
 */
const CRISIS_WORDS = [
  // English
  'kill', 'killing', 'killed', 'myself', 'yourself', 'suicide', 'suicidal', 'suicides', 'die', 'dying', 'died', 'dead', 'death',
  'life', 'live', 'living', 'alive', 'overdose', 'overdosing', 'overdosed', 'unalive', 'unalived', 'unaliving', 'aliving', 'alived', 'hang', 'hanging',
  'wrist', 'wrists', 'cutting', 'burning', 'scratching', 'bleed', 'bleeding', 'blood', 'pills', 'tablets', 'paracetamol',
  'acetaminophen', 'tylenol', 'rope', 'noose', 'jump', 'jumping', 'wake', 'waking', 'sleep', 'disappear', 'exist', 'existing',
  'burden', 'anymore', 'tonight', 'tomorrow', 'goodbye', 'goodbyes', 'hopeless', 'worthless', 'pointless', 'everyone',
  'everybody', 'nobody', 'without', 'forever', 'want', 'wanna', 'wish', 'ending', 'harming', 'hurting', 'self', 'deserve',
  'anything', 'nothing', 'around', 'longer', 'finally', 'thoughts', 'thinking', 'intrusive', 'afraid', 'scared', 'terrified',
  'taking', 'planning', 'feeling', 'trying', 'going', 'saving', 'wanting', 'hoping', 'living', 'ending', 'end',
];

/** Words of the other languages: kept as they are, never a target of correction by distance. */
const OTHER_LANGUAGE_WORDS = [
  // Spanish, Portuguese, Italian
  'suicidio', 'suicidarme', 'suicidar', 'matarme', 'morir', 'morirme', 'muerto', 'muerta', 'vivir', 'despertar', 'carga',
  'cortarme', 'autolesion', 'quiero', 'morrer', 'suicidio', 'matar', 'viver', 'acordar', 'fardo', 'cortar', 'automutilacao',
  'quero', 'uccidermi', 'morire', 'vivere', 'svegliarmi', 'voglio',
  // Other languages' words for suicide stay as they are (a Spanish "suicida" is not the English "suicide")
  'suicida', 'suicidas', 'suicido', 'suicidou', 'suicidaron', 'suicidarme', 'suizidal', 'suizid', 'suizide', 'suicidaire', 'suicidaires', 'suicidaal', 'suicidarse', 'suicidarsi', 'suicidio', 'suicidios',
  // French
  'suicider', 'mourir', 'vivre', 'reveiller', 'fardeau', 'scarifier', 'automutilation', 'veux',
  // German, Dutch
  'selbstmord', 'suizid', 'umbringen', 'sterben', 'leben', 'aufwachen', 'ritzen', 'selbstverletzung', 'zelfmoord', 'dood',
];

const DANGER_WORDS = [
  'skip', 'skipping', 'breakfast', 'lunch', 'dinner', 'meals', 'edge', 'speedometer', 'unaccompanied',
  'blindfold', 'blindfolded', 'drunk', 'alcohol', 'vodka', 'whisky', 'whiskey', 'speeding', 'seatbelt', 'straighteners',
  'candle', 'candles', 'unattended', 'bleach', 'condom', 'condoms', 'tissue', 'tissues', 'sertraline', 'fluoxetine',
  'citalopram', 'escitalopram', 'paroxetine', 'fluvoxamine', 'clomipramine', 'venlafaxine', 'medication', 'medicine',
  'antidepressant', 'antidepressants', 'fasting', 'calories', 'calorie', 'vomit', 'vomiting', 'purge', 'purging', 'laxative',
  'laxatives', 'starve', 'starving', 'railing', 'balcony', 'platform', 'cliff', 'midnight', 'paedophile', 'pedophile',
  'teenager', 'underage', 'sexual', 'naked', 'driving', 'blindly',
  // the item filter's words (safety/items): medicines named or not, dangerous acts, undermining aids
  'duloxetine', 'mirtazapine', 'amitriptyline', 'bupropion', 'quetiapine', 'olanzapine', 'aripiprazole', 'risperidone',
  'lithium', 'lamotrigine', 'diazepam', 'lorazepam', 'clonazepam', 'alprazolam', 'pregabalin', 'propranolol', 'insulin',
  'inhaler', 'inhalers', 'levothyroxine', 'metformin', 'warfarin', 'tablet', 'capsules', 'dosage', 'prescription',
  'antipsychotic', 'antipsychotics', 'straightener', 'cigarette', 'railings', 'underpass', 'swimming', 'hitchhike',
  'hitchhiking', 'shoplift', 'shoplifting', 'cocaine', 'cannabis', 'ketamine', 'heroin', 'ecstasy', 'needle', 'needles',
  'syringe', 'scissors', 'knives', 'disinfectant', 'sanitiser', 'sanitizer', 'poison', 'arousal', 'aroused', 'sexually',
  'schoolgirl', 'schoolgirls', 'schoolboy', 'underwear', 'swimwear', 'teenagers', 'breathing', 'meditation', 'meditate',
  'relaxation', 'relaxing', 'grounding', 'mindfulness', 'statistically', 'probability', 'unlikely', 'merciful', 'forgives',
  'exercise', 'exercising',
];

/** Every key word: never corrected into another one. */
export const SPELLING_TARGETS: ReadonlySet<string> = new Set([...CRISIS_WORDS, ...OTHER_LANGUAGE_WORDS, ...DANGER_WORDS]);

/**
 * The key words a misspelling may be corrected to: English ones only, so a Spanish "puerta" (door)
 * never becomes "muerta" (dead).
 */
export const CORRECTION_TARGETS: ReadonlySet<string> = new Set([...CRISIS_WORDS, ...DANGER_WORDS]);

/**
 * Words leetspeak may spell besides the key words ("t0", "m3"): a digit in a word is only read as a
 * letter when that makes a word of these lists, so "u18" and "20-minute" stay as they are.
 */
export const LEET_WORDS: ReadonlySet<string> = new Set([
  'to', 'me', 'my', 'i', 'it', 'is', 'the', 'be', 'do', 'no', 'so', 'all', 'and', 'now', 'am', 'at', 'go', 'out', 'up', 'of', 'on', 'in',
  'a', 'an', 'im', 'ill', 'ive', 'dont', 'cant', 'wont', 'just', 'this', 'that', 'not', 'never', 'will', 'off', 'get', 'feel', 'hate',
  'please', 'help', 'sad', 'alone', 'over', 'gone', 'done', 'bye', 'night', 'today', 'soon', 'want', 'need', 'cut', 'burn', 'hurt',
  'harm', 'pain', 'rope', 'jump', 'bridge', 'gun', 'knife', 'blade', 'razor', 'sh', 'kms', 'kys', 'ctb', 'sewerslide', 'unalive',
  'drink', 'eat', 'lick', 'swallow', 'take', 'stop', 'skip', 'leave', 'touch', 'drive', 'eyes', 'shut', 'closed', 'meds', 'sick',
  // the words of the item filter's gravest category, so "st3pdaughter" and "1ntimate" are read
  'imagine', 'being', 'intimate', 'sexual', 'sex', 'sexy', 'kiss', 'naked', 'nude', 'bed', 'child', 'children', 'kid', 'kids', 'girl',
  'girls', 'boy', 'boys', 'baby', 'teen', 'teens', 'daughter', 'son', 'stepdaughter', 'stepson', 'niece', 'nephew', 'pupil', 'student',
  'school', 'underage', 'minor',
]);

/**
 * Real words one typo away from a key word: never "corrected" ("fridge" is not "bridge", "bride"
 * not "bridge", "overdoes" not "overdose"). Generated from an English word list and checked by hand.
 */
export const NOT_MISSPELLINGS: ReadonlySet<string> = new Set(NEAR_KEY_WORDS);

/** Misspellings too short or too far for the edit distance, seen in how people type the key words. */
export const KEY_WORD_MISSPELLINGS: ReadonlyMap<string, string> = new Map([
  ['kil', 'kill'], ['kll', 'kill'], ['kilk', 'kill'], ['kiol', 'kill'], ['kilm', 'kill'], ['klil', 'kill'], ['kiling', 'killing'],
  ['kilin', 'killing'], ['killin', 'killing'], ['mysef', 'myself'], ['meself', 'myself'], ['mysel', 'myself'], ['myslf', 'myself'],
  ['mself', 'myself'], ['myelf', 'myself'], ['urself', 'yourself'], ['yourslef', 'yourself'], ['ded', 'dead'], ['lfie', 'life'], ['lief', 'life'], ['liffe', 'life'], ['slef', 'self'], ['sefl', 'self'], ['slf', 'self'], ['dei', 'die'], ['deid', 'died'], ['daed', 'dead'], ['deth', 'death'],
  ['deaht', 'death'], ['dieing', 'dying'], ['dyin', 'dying'], ['dyign', 'dying'], ['lyf', 'life'], ['lyfe', 'life'],
  ['liv', 'live'], ['livin', 'living'], ['aliv', 'alive'], ['alve', 'alive'], ['wnat', 'want'], ['edj', 'edge'], ['razr', 'razor'], ['razer', 'razor'], ['razrs', 'razors'], ['egde', 'edge'], ['lunsh', 'lunch'], ['brekkie', 'breakfast'], ['sterbn', 'sterben'], ['kiero', 'quiero'], ['qiero', 'quiero'], ['kero', 'quero'], ['qero', 'quero'], ['suisidar', 'suicidar'], ['suisidarme', 'suicidarme'], ['suisidio', 'suicidio'], ['suicidarce', 'suicidarse'], ['selbstmort', 'selbstmord'], ['selbsmord', 'selbstmord'], ['suizit', 'suizid'], ['suicidé', 'suicide'], ['morir', 'morir'], ['muerir', 'morir'], ['morrir', 'morrer'], ['mourrir', 'mourir'], ['sterbe', 'sterben'], ['sterbenn', 'sterben'], ['wsh', 'wish'], ['wsih', 'wish'], ['wihs', 'wish'], ['wamt', 'want'], ['whant', 'want'],
  ['wna', 'want'], ['wan', 'want'], ['wnt', 'want'], ['wanan', 'wanna'], ['wnana', 'wanna'], ['waek', 'wake'], ['wkae', 'wake'],
  ['slep', 'sleep'], ['sleap', 'sleep'], ['pils', 'pills'], ['pillz', 'pills'], ['tabs', 'tablets'], ['tablts', 'tablets'],
  ['sucide', 'suicide'], ['sucidal', 'suicidal'], ['suiside', 'suicide'], ['suicde', 'suicide'], ['suiciedal', 'suicidal'],
  ['sucidle', 'suicidal'], ['suecide', 'suicide'], ['suiside', 'suicide'], ['sewercide', 'suicide'], ['suicid', 'suicide'],
  ['suicidial', 'suicidal'], ['suisidal', 'suicidal'], ['suacidal', 'suicidal'], ['soocide', 'suicide'], ['suside', 'suicide'],
  ['anymroe', 'anymore'], ['anymor', 'anymore'], ['nomore', 'no more'], ['tonite', 'tonight'], ['tonigt', 'tonight'],
  ['tonihgt', 'tonight'], ['2nite', 'tonight'], ['2night', 'tonight'], ['tmrw', 'tomorrow'], ['tmr', 'tomorrow'],
  ['tomoz', 'tomorrow'], ['2moro', 'tomorrow'], ['2morrow', 'tomorrow'], ['everyon', 'everyone'], ['evry1', 'everyone'],
  ['every1', 'everyone'], ['evryone', 'everyone'], ['noone', 'no one'], ['no1', 'no one'], ['some1', 'someone'],
  ['burdon', 'burden'], ['burdan', 'burden'], ['hopless', 'hopeless'], ['worthles', 'worthless'], ['blindfoled', 'blindfolded'],
  ['overdoze', 'overdose'], ['overdos', 'overdose'], ['unalve', 'unalive'], ['unaliv', 'unalive'], ['nooose', 'noose'],
  ['drve', 'drive'], ['drvie', 'drive'], ['drving', 'driving'], ['drivng', 'driving'], ['dirve', 'drive'], ['wrsit', 'wrist'], ['wirst', 'wrist'], ['wrsits', 'wrists'], ['wirsts', 'wrists'], ['bleding', 'bleeding'], ['bledding', 'bleeding'],
  ['dissapear', 'disappear'], ['disapear', 'disappear'], ['dissappear', 'disappear'], ['exsist', 'exist'], ['exsit', 'exist'],
  ['existin', 'existing'], ['goodby', 'goodbye'], ['gudbye', 'goodbye'], ['godbye', 'goodbye'],
]);

/**
 * Shorthand and slang read as what it means before matching. Phrases people use for suicide and
 * self-harm online ("kms", "unalive", "sewerslide", "self-delete", "catch the bus" is left out: it
 * is too often literal) map to the plain words the patterns know.
 */
export const SLANG: ReadonlyMap<string, string> = new Map([
  ['kms', 'kill myself'],
  ['kmss', 'kill myself'],
  ['kys', 'kill yourself'],
  ['ctb', 'kill myself'],
  ["sh'd", 'self-harmed'],
  ['shd', 'self-harmed'],
  ["sh'ing", 'self-harming'],
  ['sh-ing', 'self-harming'],
  ['shing', 'self-harming'],
  ['kill urself', 'kill yourself'],
  ['kill my self', 'kill myself'],
  ['k myself', 'kill myself'],
  ['sewerslide', 'suicide'],
  ['sewercidal', 'suicidal'],
  ['sewer-cidal', 'suicidal'],
  ['commit sudoku', 'commit suicide'],
  ['permanent nap', 'sleep forever'],
  ['forever nap', 'sleep forever'],
  ['dirt nap', 'sleep forever'],
  ['sewer slide', 'suicide'],
  ['sewer-slide', 'suicide'],
  ['sooside', 'suicide'],
  ['suey', 'suicide'],
  ['self delete', 'kill myself'],
  ['self-delete', 'kill myself'],
  ['self deleting', 'killing myself'],
  ['self-deleting', 'killing myself'],
  ['delete myself', 'kill myself'],
  ['unalive myself', 'kill myself'],
  ['unaliving myself', 'killing myself'],
  ['unalived myself', 'killed myself'],
  ['un-alive myself', 'kill myself'],
  ['un alive myself', 'kill myself'],
  ['off myself', 'kill myself'],
  ['offing myself', 'killing myself'],
  ['top myself', 'kill myself'],
  ['topping myself', 'killing myself'],
  ['neck myself', 'kill myself'],
  ['rope myself', 'kill myself'],
  ['end myself', 'kill myself'],
  ['s/h', 'self-harm'],
  ['sh urges', 'self-harm urges'],
  ['jveux', 'je veux'],
  ['jsuis', 'je suis'],
  ['chui', 'je suis'],
  ['g envie', "j'ai envie"],
  ['n quero', 'nao quero'],
  ['yeet', 'throw'],
  ['yeeting', 'throwing'],
  ['yeeted', 'threw'],
  ['an overdoes', 'an overdose'],
  ['wont to', 'want to'],
  ['iwanttodie', 'i want to die'],
  ['iwannadie', 'i want to die'],
  ['idontwanttolive', "i don't want to live"],
  ['s**cide', 'suicide'],
  ['s*icide', 'suicide'],
  ['su*cide', 'suicide'],
  ['sui*ide', 'suicide'],
  ['s*u*i*c*i*d*e', 'suicide'],
  ['k*ll', 'kill'],
  ['wanna', 'want to'],
  ['wannna', 'want to'],
  ['gonna', 'going to'],
  ['gunna', 'going to'],
  ['gotta', 'got to'],
  ['im', "i'm"],
  ['ive', "i've"],
  ['id', "i'd"],
  ['dont', "don't"],
  ['doesnt', "doesn't"],
  ['didnt', "didn't"],
  ['cant', "can't"],
  ['cannot', "can't"],
  ['can not', "can't"],
  ['wont', "won't"],
  ['wouldnt', "wouldn't"],
  ['couldnt', "couldn't"],
  ['shouldnt', "shouldn't"],
  ['isnt', "isn't"],
  ['arent', "aren't"],
  ['wasnt', "wasn't"],
  ['werent', "weren't"],
  ['havent', "haven't"],
  ['hasnt', "hasn't"],
  ['thats', "that's"],
  ['theres', "there's"],
  ['whats', "what's"],
  ['theyd', "they'd"],
  ['theyll', "they'll"],
  ['youd', "you'd"],
  ['youre', "you're"],
  ['u', 'you'],
  ['ya', 'you'],
  ['ur', 'your'],
  ['r', 'are'],
  ['n', 'and'],
  ['rn', 'right now'],
  ['atm', 'at the moment'],
  ['idk', "i don't know"],
  ['idc', "i don't care"],
  ['ppl', 'people'],
  ['b4', 'before'],
  ['bc', 'because'],
  ['cuz', 'because'],
  ['coz', 'because'],
  ['cos', 'because'],
  ['bcos', 'because'],
  ['w/o', 'without'],
  ['w/', 'with'],
  ['abt', 'about'],
  ['any more', 'anymore'],
  ['want 2', 'want to'],
  ['going 2', 'going to'],
  ['need 2', 'need to'],
  ['have 2', 'have to'],
  ['ready 2', 'ready to'],
  ['wish 2', 'wish to'],
  ['plan 2', 'plan to'],
  ['deserve 2', 'deserve to'],
  ['try 2', 'try to'],
  ['trying 2', 'trying to'],
  ['tryna', 'trying to'],
  ['b', 'be'],
  ['luv', 'love'],
  ['pls', 'please'],
  ['plz', 'please'],
  ['tho', 'though'],
  ['thru', 'through'],
  ['nite', 'night'],
  ['2day', 'today'],
  ['oclock', "o'clock"],
  ['y/o', 'years old'],
  ['y.o.', 'years old'],
  ['yr old', 'years old'],
  ['yrs old', 'years old'],
  ['year-old', 'years old'],
  ['years-old', 'years old'],
  ['year old', 'years old'],
]);
