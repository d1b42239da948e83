/**
 * The Prohibited Use check on voice prompts (voice-creation §5, §8 blocked_generation): a prompt is refused before
 * anything is charged or synthesised when it asks to impersonate a named real person, carries a threat, or
 * sexualises minors, or asks for another plainly prohibited use (fraud voices of banks and officials). Word lists
 * and patterns, not a model: it catches the plain cases and says why, and ordinary descriptions pass.
 */

export type PolicyReason = 'impersonation' | 'threat' | 'minor_sexual' | 'fraud';

export interface PolicyVerdict {
  allowed: boolean;
  reason: PolicyReason | null;
}

/** Well-known living or recent public figures whose voices people try to clone. Lower case, as written in prompts. */
const PUBLIC_FIGURES = [
  'donald trump', 'joe biden', 'barack obama', 'michelle obama', 'kamala harris', 'hillary clinton', 'bill clinton',
  'george bush', 'vladimir putin', 'volodymyr zelensky', 'zelenskyy', 'xi jinping', 'emmanuel macron', 'angela merkel',
  'olaf scholz', 'rishi sunak', 'keir starmer', 'boris johnson', 'king charles', 'queen elizabeth', 'prince harry',
  'pope francis', 'narendra modi', 'justin trudeau', 'elon musk', 'mark zuckerberg', 'jeff bezos', 'bill gates',
  'steve jobs', 'tim cook', 'sam altman', 'warren buffett', 'oprah winfrey', 'taylor swift', 'beyonce', 'beyoncé',
  'rihanna', 'drake', 'kanye west', 'ye west', 'eminem', 'snoop dogg', 'ariana grande', 'billie eilish', 'adele',
  'ed sheeran', 'justin bieber', 'lady gaga', 'madonna', 'michael jackson', 'elvis presley', 'freddie mercury',
  'morgan freeman', 'david attenborough', 'tom hanks', 'scarlett johansson', 'leonardo dicaprio', 'brad pitt',
  'angelina jolie', 'keanu reeves', 'tom cruise', 'will smith', 'samuel l. jackson', 'samuel l jackson',
  'arnold schwarzenegger', 'sylvester stallone', 'dwayne johnson', 'robert downey jr', 'johnny depp',
  'emma watson', 'jennifer aniston', 'meryl streep', 'denzel washington', 'christopher walken', 'james earl jones',
  'gilbert gottfried', 'joe rogan', 'jordan peterson', 'andrew tate', 'mrbeast', 'mr beast', 'pewdiepie',
  'kim kardashian', 'kylie jenner', 'cristiano ronaldo', 'lionel messi', 'lebron james', 'michael jordan',
  'serena williams', 'greta thunberg', 'stephen hawking', 'albert einstein', 'martin luther king', 'john f. kennedy',
  'jfk', 'winston churchill', 'adolf hitler', 'gordon ramsay', 'jeremy clarkson', 'ellen degeneres', 'jimmy fallon',
  'stephen colbert', 'jimmy kimmel', 'tucker carlson', 'alex jones', 'bernie sanders', 'nancy pelosi', 'ron desantis',
];

/**
 * Asking for a specific person's own voice: "sound exactly like X", "the real voice of X", "impersonate X",
 * "clone X". Plain "sounds like X" is left to the name list, so "sounds like a wizard" or a fictional character passes.
 */
const IMPERSONATION_PATTERNS = [
  /\b(?:[Ss]ound(?:s|ing)?|[Tt]alk(?:s|ing)?|[Ss]peak(?:s|ing)?)\s+(?:exactly|just|precisely|identically)\s+like\s+(?:the\s+real\s+)?([A-Z][\p{L}'.-]+(?:\s+[A-Z][\p{L}'.-]+)+)/u,
  /\b(?:the\s+)?(?:real|actual|exact)\s+voice\s+of\s+([A-Z][\p{L}'.-]+(?:\s+[A-Z][\p{L}'.-]+)*)/u,
  /\b(?:[Ii]mpersonat(?:e|ing|ion\s+of)|[Cc]lon(?:e|ing)|[Dd]eepfake(?:\s+of)?|[Mm]imic(?:king)?)\s+(?:the\s+voice\s+of\s+)?([A-Z][\p{L}'.-]+(?:\s+[A-Z][\p{L}'.-]+)+)/u,
  /\bvoice\s+of\s+(?:a\s+)?(?:famous|well[- ]known|celebrity|real)\s+(?:person|celebrity|politician|singer|actor|actress|president)\b/iu,
  /\b(?:pretend(?:ing)?\s+to\s+be|pose\s+as|posing\s+as)\s+(?:the\s+)?(?:president|prime\s+minister|ceo|pope|king|queen)\b/iu,
];

/** Names alone are fine in a description ("a narrator for a book about Einstein"); these verbs make it a request. */
const LIKENESS_WORDS = /\b(?:sound(?:s|ing)?\s+like|voice\s+of|as\s+if\s+(?:it\s+were|spoken\s+by)|impersonat\w*|clone\w*|mimic\w*|imitat\w*|deepfake|exactly\s+like|just\s+like|same\s+voice\s+as|replica\s+of|copy\s+of)\b/iu;

const THREAT_PATTERNS = [
  /\b(?:i|we)(?:'ll|\s+will|\s+am\s+going\s+to|\s+are\s+going\s+to|\s+gonna)\s+(?:kill|murder|shoot|stab|bomb|rape|hurt|find\s+and\s+kill)\s+(?:you|him|her|them|your)\b/iu,
  /\b(?:blackmail(?:ing)?|extort(?:ing|ion)?)\b.{0,40}\b(?:call|message|victims?|family|money)\b/iu,
  /\b(?:ransom|hostage)\s+(?:call|demand|message)\b/iu,
  /\byou(?:'re|\s+are)\s+(?:going\s+to\s+)?die\b/iu,
];

const MINOR_WORDS = /\b(?:child|children|kid|kids|minor|minors|underage|under-age|preteen|pre-teen|little\s+(?:girl|boy)|schoolgirl|schoolboy|toddler|(?:[1-9]|1[0-7])[- ]?(?:year|yr)s?[- ]?old|teen(?:age)?\s*(?:girl|boy)?|loli|shota)\b/iu;
const SEXUAL_WORDS = /\b(?:sex|sexy|sexual|sexually|erotic|porn|porno|pornographic|nsfw|nude|naked|orgasm\w*|moan(?:ing)?\s+(?:in\s+)?pleasure|seductive|seduc\w+|aroused|horny|lewd|fetish|explicit|intimate\s+acts?)\b/iu;

const FRAUD_PATTERNS = [
  /\b(?:scam|phishing|vishing|fraud(?:ulent)?)\b.{0,40}\b(?:call|calls|voice|victims?|bank|grandparents?)\b/iu,
  /\b(?:pretend(?:ing)?\s+to\s+be|pose\s+as|posing\s+as|impersonat\w*)\s+(?:a\s+|the\s+|my\s+|their\s+)?(?:bank|irs|police|officer|tax\s+office|government\s+official|grandson|granddaughter)\b/iu,
  /\bbypass\w*\s+(?:voice\s+)?(?:authentication|verification|biometric\w*)\b/iu,
];

const normalise = (prompt: string) => prompt.normalize('NFKC').replace(/\s+/g, ' ').trim();

function namesPublicFigure(lower: string): boolean {
  return PUBLIC_FIGURES.some((name) => {
    const at = lower.indexOf(name);
    if (at < 0) return false;
    const before = lower[at - 1];
    const after = lower[at + name.length];
    return (before === undefined || !/[\p{L}\p{N}]/u.test(before)) && (after === undefined || !/[\p{L}\p{N}]/u.test(after));
  });
}

export function checkPrompt(prompt: string): PolicyVerdict {
  const text = normalise(prompt);
  const lower = text.toLowerCase();
  const blocked = (reason: PolicyReason): PolicyVerdict => ({ allowed: false, reason });
  if (MINOR_WORDS.test(text) && SEXUAL_WORDS.test(text)) return blocked('minor_sexual');
  if (THREAT_PATTERNS.some((pattern) => pattern.test(text))) return blocked('threat');
  if (FRAUD_PATTERNS.some((pattern) => pattern.test(text))) return blocked('fraud');
  if (namesPublicFigure(lower) && LIKENESS_WORDS.test(text)) return blocked('impersonation');
  if (IMPERSONATION_PATTERNS.some((pattern) => pattern.test(text))) return blocked('impersonation');
  return { allowed: true, reason: null };
}
