import type { FeedbackCategory, FeedbackResponse } from '../../src/domain';

/**
 * A small, explainable classifier for feedback (workspace-shell §7.4): the category with the most keyword hits
 * (ties go to the earlier category, bugs first because they need acting on soonest), positive when the sentiment
 * words lean that way, and relevant unless the text is too thin to act on.
 */
const CATEGORY_WORDS: ReadonlyArray<[Exclude<FeedbackCategory, 'other'>, ReadonlySet<string>]> = [
  ['bug', new Set(['bug', 'bugs', 'buggy', 'broken', 'break', 'breaks', 'crash', 'crashes', 'crashed', 'error',
    'errors', 'fail', 'fails', 'failed', 'failing', 'freeze', 'freezes', 'froze', 'glitch', 'stuck', 'wrong',
    'issue', 'issues', 'problem', 'problems'])],
  ['billing', new Set(['billing', 'bill', 'price', 'prices', 'pricing', 'plan', 'plans', 'subscription',
    'subscriptions', 'payment', 'payments', 'pay', 'paid', 'credit', 'credits', 'invoice', 'invoices', 'tier',
    'charge', 'charged', 'refund', 'cost', 'costs', 'expensive', 'cheap'])],
  ['voice', new Set(['voice', 'voices', 'sound', 'sounds', 'audio', 'pronunciation', 'pronounce', 'pronounces',
    'accent', 'accents', 'robotic', 'synthetic', 'speech', 'clone', 'clones', 'cloning', 'tts', 'intonation',
    'pitch', 'narration', 'narrator'])],
  ['feature', new Set(['feature', 'features', 'add', 'adding', 'wish', 'suggest', 'suggestion', 'request',
    'option', 'options', 'idea', 'ideas', 'missing', 'support', 'integrate', 'integration', 'would', 'could'])],
];

const POSITIVE = new Set(['love', 'loved', 'loving', 'like', 'liked', 'great', 'good', 'nice', 'awesome', 'amazing',
  'excellent', 'helpful', 'easy', 'fast', 'perfect', 'wonderful', 'cool', 'thanks', 'thank', 'fantastic',
  'brilliant', 'impressive', 'smooth', 'clear', 'useful', 'beautiful', 'enjoy', 'enjoyed', 'happy', 'works']);
const NEGATIVE = new Set(['bad', 'hate', 'hated', 'broken', 'slow', 'terrible', 'awful', 'poor', 'annoying',
  'confusing', 'confused', 'crash', 'crashes', 'buggy', 'worse', 'worst', 'ugly', 'useless', 'frustrating', 'hard',
  'difficult', 'wrong', 'fails', 'failed', 'disappointed', 'disappointing', 'expensive', 'robotic', 'unclear',
  'unhappy', 'missing', 'stuck']);
const NEGATORS = new Set(['not', 'no', 'never', "don't", "doesn't", "isn't", "wasn't", "aren't", "can't", 'cannot',
  "won't", 'hardly']);
/** A negator turns the polarity of sentiment words up to this many words after it ("not very good"). */
const NEGATION_REACH = 2;
const MIN_WORDS_WHEN_UNCLASSIFIED = 3;

const wordsOf = (text: string): string[] =>
  (text.toLowerCase().replace(/[’‘]/g, "'").match(/\p{L}+(?:'\p{L}+)?/gu) ?? []);

export function classifyFeedback(text: string): FeedbackResponse {
  const words = wordsOf(text);
  let category: FeedbackCategory = 'other';
  let best = 0;
  for (const [name, vocabulary] of CATEGORY_WORDS) {
    const hits = words.filter((word) => vocabulary.has(word)).length;
    if (hits > best) [category, best] = [name, hits];
  }
  let sentiment = 0;
  let sentimentWords = 0;
  let negatedUntil = -1;
  words.forEach((word, index) => {
    if (NEGATORS.has(word)) negatedUntil = index + NEGATION_REACH;
    const polarity = POSITIVE.has(word) ? 1 : NEGATIVE.has(word) ? -1 : 0;
    if (polarity === 0) return;
    sentimentWords++;
    sentiment += index <= negatedUntil ? -polarity : polarity;
  });
  return {
    relevant: category !== 'other' || sentimentWords > 0 || words.length >= MIN_WORDS_WHEN_UNCLASSIFIED,
    category,
    positive: sentiment > 0,
  };
}
