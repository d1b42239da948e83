import { VOICE_DESCRIPTIVES, type VoiceAge, type VoiceGender } from '../../../src/domain/voiceLabels';
import type { VoiceTraits } from './traits';

/**
 * Reads a free-text voice prompt into VoiceTraits with word lists and a few patterns: English prompts, the way
 * people describe voices ("a deep, raspy old man with a Scottish accent, speaking slowly"). Unknown words are
 * ignored; a trait the prompt does not mention stays null so the prior keeps its full width there.
 */

const words = (list: string) => list.split(/\s*,\s*/);

const GENDER_WORDS: Record<VoiceGender, string[]> = {
  male: words('man, men, male, boy, guy, gentleman, he, him, his, father, dad, grandfather, grandpa, husband, king, '
    + 'prince, masculine, son, brother, uncle, sir, lad, dude, businessman, monk, wizard'),
  female: words('woman, women, female, girl, lady, she, her, hers, mother, mom, mum, grandmother, grandma, granny, wife, '
    + 'queen, princess, feminine, daughter, sister, aunt, madam, gal, businesswoman, nun, witch'),
  neutral: words('androgynous, gender-neutral, genderless, nonbinary, non-binary, neutral voice, robot, android, ai, assistant'),
};

const AGE_WORDS: Record<VoiceAge, string[]> = {
  young: words('young, youthful, teen, teenage, teenager, child, kid, boy, girl, youth, student, twenties, '
    + 'adolescent, little, college'),
  middle_aged: words('middle-aged, middle aged, adult, thirties, forties, fifties, mid-life, grown'),
  old: words('old, elderly, aged, senior, grandfather, grandma, grandpa, grandmother, granny, ancient, older, '
    + 'sixties, seventies, eighties, nineties, retired, veteran, wizened'),
};

/** Language words: ISO 639-1 id and, where it names one, the accent label. */
const LANGUAGE_WORDS: ReadonlyArray<readonly [pattern: string, language: string, accent: string | null]> = [
  ['american', 'en', 'american'], ['new york', 'en', 'new york'], ['british', 'en', 'british'],
  ['english', 'en', 'british'], ['london', 'en', 'british'], ['scottish', 'en', 'scottish'],
  ['irish', 'en', 'irish'], ['australian', 'en', 'australian'], ['aussie', 'en', 'australian'],
  ['canadian', 'en', 'canadian'], ['caribbean', 'en', 'caribbean'], ['jamaican', 'en', 'jamaican'],
  ['new zealand', 'en', 'new zealand'], ['south african', 'en', 'south african'], ['southern', 'en', 'american'],
  ['texan', 'en', 'american'], ['cockney', 'en', 'british'], ['northern english', 'en', 'northern'],
  ['spanish', 'es', 'spanish'], ['mexican', 'es', 'mexican'], ['latin american', 'es', 'latin american'],
  ['argentinian', 'es', 'argentinian'], ['colombian', 'es', 'colombian'], ['castilian', 'es', 'spanish'],
  ['french', 'fr', 'french'], ['parisian', 'fr', 'french'], ['belgian', 'fr', 'belgian'], ['swiss', 'fr', 'swiss'],
  ['german', 'de', 'german'], ['austrian', 'de', 'austrian'], ['italian', 'it', 'italian'],
  ['brazilian', 'pt', 'brazilian'], ['portuguese', 'pt', 'portuguese'], ['polish', 'pl', 'polish'],
  ['dutch', 'nl', 'dutch'], ['swedish', 'sv', 'swedish'], ['danish', 'da', 'danish'], ['norwegian', 'no', 'norwegian'],
  ['finnish', 'fi', 'finnish'], ['russian', 'ru', 'russian'], ['ukrainian', 'uk', 'ukrainian'], ['czech', 'cs', 'czech'],
  ['slovak', 'sk', 'slovak'], ['croatian', 'hr', 'croatian'], ['bulgarian', 'bg', 'bulgarian'],
  ['romanian', 'ro', 'romanian'], ['hungarian', 'hu', 'hungarian'], ['greek', 'el', 'greek'], ['turkish', 'tr', 'turkish'],
  ['arabic', 'ar', 'arabic'], ['hindi', 'hi', 'indian'], ['indian', 'hi', 'indian'], ['tamil', 'ta', 'tamil'],
  ['indonesian', 'id', 'indonesian'], ['malay', 'ms', 'malay'], ['vietnamese', 'vi', 'vietnamese'],
  ['chinese', 'zh', 'mandarin'], ['mandarin', 'zh', 'mandarin'], ['korean', 'ko', 'korean'],
];

/** Synonyms that map onto one of the 33 descriptives. */
const DESCRIPTIVE_SYNONYMS: Readonly<Record<string, string>> = {
  whisper: 'whispery', whispering: 'whispery', whispered: 'whispery', whispers: 'whispery', airy: 'breathy',
  breath: 'breathy', rasp: 'raspy', hoarse: 'raspy', scratchy: 'raspy', gritty: 'gravelly', rough: 'gravelly',
  gruff: 'gravelly', smoky: 'husky', robot: 'robotic', mechanical: 'robotic', synthetic: 'robotic',
  monotone: 'robotic', android: 'robotic', nasally: 'nasal', twangy: 'nasal', booming: 'deep', bass: 'deep',
  baritone: 'deep', resonant: 'deep', sharp: 'crisp', clear: 'crisp', articulate: 'crisp', sparkling: 'bright',
  cheerful: 'upbeat', happy: 'upbeat', bubbly: 'upbeat', lively: 'energetic', excited: 'energetic',
  enthusiastic: 'energetic', peppy: 'energetic', dynamic: 'energetic', soothing: 'calm', serene: 'calm',
  tranquil: 'calm', peaceful: 'calm', chill: 'relaxed', laid: 'relaxed', mellow: 'relaxed', zen: 'meditative',
  nervous: 'anxious', worried: 'anxious', shaky: 'anxious', commanding: 'authoritative', powerful: 'authoritative',
  stern: 'serious', grave: 'serious', solemn: 'serious', kind: 'gentle', tender: 'gentle', quiet: 'soft',
  hushed: 'soft', cozy: 'warm', friendly: 'warm', kindly: 'warm', sweet: 'cute', adorable: 'cute',
  childlike: 'cute', theatrical: 'dramatic', epic: 'dramatic', cinematic: 'dramatic', grumbling: 'grumpy',
  cranky: 'grumpy', irritable: 'grumpy', fierce: 'intense', passionate: 'intense', mischievous: 'playful',
  cheeky: 'playful', whimsical: 'playful', corporate: 'professional', polished: 'professional', newsreader: 'professional',
  sophisticated: 'formal', refined: 'formal', elegant: 'formal', sage: 'wise', knowing: 'wise', seasoned: 'mature',
  experienced: 'mature', assured: 'confident', bold: 'confident', nice: 'pleasant', smooth: 'pleasant',
  informal: 'casual', conversational: 'casual', sultry: 'breathy', raspier: 'raspy', deeper: 'deep',
};

const PITCH_WORDS: Record<'low' | 'high', string[]> = {
  // Deep, bass, baritone and booming are descriptives (deep), which lower the pitch already.
  low: words('low, low-pitched, lower, low voice'),
  high: words('high, high-pitched, higher, squeaky, shrill, falsetto, soprano, piping'),
};

const PACE_WORDS: Record<'slow' | 'fast', string[]> = {
  slow: words('slow, slowly, measured, unhurried, leisurely, deliberate, drawn-out, drawling, slower, slow-paced, slow-talking, slow-speaking, slow-spoken'),
  fast: words('fast, quick, quickly, rapid, rapidly, hurried, brisk, speedy, fast-paced, faster, swift, rushed, fast-talking, quick-talking, fast-speaking, rapid-fire'),
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole-word (or whole-phrase) matcher, hyphens and apostrophes counting as word characters. */
const phrase = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}'-])${escape(text)}(?![\\p{L}\\p{N}'-])`, 'iu');

const matchers = <K extends string>(table: Record<K, string[]>) =>
  (Object.entries(table) as Array<[K, string[]]>).map(([key, list]) => ({ key, patterns: list.map(phrase) }));

const GENDERS = matchers(GENDER_WORDS);
const AGES = matchers(AGE_WORDS);
const PITCHES = matchers(PITCH_WORDS);
const PACES = matchers(PACE_WORDS);
const LANGUAGES = LANGUAGE_WORDS.map(([text, language, accent]) => ({ pattern: phrase(text), language, accent }));

/** The trait value whose words appear most often (first listed wins ties); null when none appears. */
function strongest<K extends string>(text: string, table: Array<{ key: K; patterns: RegExp[] }>): K | null {
  let best: K | null = null;
  let bestCount = 0;
  for (const { key, patterns } of table) {
    const count = patterns.reduce((sum, pattern) => sum + (pattern.test(text) ? 1 : 0), 0);
    if (count > bestCount) {
      best = key;
      bestCount = count;
    }
  }
  return best;
}

/** "in her 60s", "a 70-year-old", "aged 45", "thirty years old" → an age band. */
function ageFromNumbers(text: string): VoiceAge | null {
  const decade = /\b(?:in (?:his|her|their) )?(?:early |mid |mid-|late )?(\d{2})'?s\b/i.exec(text);
  const years = /\b(\d{1,3})[- ](?:years?|yrs?)[- ]old\b|\baged? (\d{1,3})\b/i.exec(text);
  const value = decade ? Number(decade[1]) : years ? Number(years[1] ?? years[2]) : null;
  if (value === null || value > 120) return null;
  if (value < 30) return 'young';
  if (value < 60) return 'middle_aged';
  return 'old';
}

export function parsePrompt(prompt: string): VoiceTraits {
  const text = prompt.normalize('NFKC');
  const gender = strongest(text, GENDERS);
  const age = ageFromNumbers(text) ?? strongest(text, AGES);
  const accentMatch = /\b(?:with|in|has|having) an? ([\p{L} -]{3,30}?) accent\b/iu.exec(text)
    ?? /\b([\p{L} -]{3,30}?) accent\b/iu.exec(text);
  const accentWords = accentMatch?.[1]?.toLowerCase() ?? '';
  // An explicit "X accent" decides the accent; the first language word anywhere decides the language.
  const accentHit = LANGUAGES.find((entry) => entry.pattern.test(accentWords));
  const languageHit = LANGUAGES.find((entry) => entry.pattern.test(text));
  const speaks = /\bspeak(?:s|ing)? (?:in )?([\p{L}]+)/iu.exec(text)?.[1]?.toLowerCase();
  const spokenLanguage = speaks ? LANGUAGES.find((entry) => entry.pattern.test(speaks)) : undefined;
  const language = spokenLanguage?.language ?? accentHit?.language ?? languageHit?.language ?? null;
  const accent = accentHit?.accent ?? languageHit?.accent ?? null;

  const descriptives = new Set<string>();
  for (const tag of VOICE_DESCRIPTIVES) if (phrase(tag).test(text)) descriptives.add(tag);
  for (const [synonym, tag] of Object.entries(DESCRIPTIVE_SYNONYMS)) if (phrase(synonym).test(text)) descriptives.add(tag);
  if (/\blaid[- ]back\b/i.test(text)) descriptives.add('relaxed');

  return {
    gender,
    age,
    language,
    accent,
    descriptives: [...descriptives].sort(),
    pitch: strongest(text, PITCHES),
    pace: strongest(text, PACES),
  };
}
