import { Hono } from 'hono';
import { DETECTED_LANGUAGES_MAX, DetectLanguageSchema, type DetectLanguageResponse } from '../../src/domain';
import type { AppEnv } from '../context';
import { loadLanguageDetector } from '../engine/embedded/language';
import { readJson } from './errors';

/**
 * POST /v1/text/detect-language (api-contract §6, a proposed path): the best-scoring languages, best first. The
 * probability is eld's own score for each language (0..1, how well the text matches that language's n-grams):
 * scores are independent, so they do not sum to 1. Text eld cannot place (too short, no letters) gives an empty list.
 */
export const textRoutes = new Hono<AppEnv>()
  .post('/detect-language', async (c) => {
    const { text } = await readJson(c, DetectLanguageSchema);
    const detector = await loadLanguageDetector();
    const response: DetectLanguageResponse = {
      detected_languages: Object.entries(detector.detect(text).getScores())
        .filter(([, score]) => score > 0)
        .sort(([, a], [, b]) => b - a)
        .slice(0, DETECTED_LANGUAGES_MAX)
        .map(([language_code, score]) => ({ language_code, probability: Math.round(score * 1000) / 1000 })),
    };
    return c.json(response);
  });
