import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import {
  accentMatchesLanguage, EMPTY_LIBRARY_FILTERS, LIBRARY_ACCENTS, LIBRARY_AGE_FILTERS, LIBRARY_CATEGORIES,
  LIBRARY_GENDER_FILTERS, LIBRARY_LANGUAGES, LIBRARY_QUALITIES, LIBRARY_SORTS, libraryFiltersFromParams,
  libraryFiltersToParams, normalizeLibraryFilters, NOTICE_PERIOD_DAYS, sameLibraryFilters, SharedVoicesQuerySchema,
  VOICE_DESCRIPTIVES, VOICE_USE_CASES, type LibraryFilters,
} from '../../src/domain';

const filters: fc.Arbitrary<LibraryFilters> = fc.record({
  search: fc.string({ maxLength: 20 }),
  language: fc.option(fc.constantFrom(...LIBRARY_LANGUAGES.map((l) => l.code), 'xx')),
  accent: fc.option(fc.constantFrom(...LIBRARY_ACCENTS, 'nowhere')),
  gender: fc.constantFrom(...LIBRARY_GENDER_FILTERS),
  age: fc.constantFrom(...LIBRARY_AGE_FILTERS),
  useCases: fc.subarray([...VOICE_USE_CASES]),
  descriptives: fc.subarray([...VOICE_DESCRIPTIVES], { maxLength: 4 }),
  noticePeriod: fc.option(fc.constantFrom(...NOTICE_PERIOD_DAYS)),
  quality: fc.constantFrom(...LIBRARY_QUALITIES),
  featured: fc.boolean(),
  includeCustomRates: fc.boolean(),
  category: fc.option(fc.constantFrom(...LIBRARY_CATEGORIES)),
  sort: fc.constantFrom(...LIBRARY_SORTS),
});

describe('library filters in the address', () => {
  test('the address gives back the filters it was written from', () => {
    fc.assert(fc.property(filters, (chosen) => {
      const normal = normalizeLibraryFilters(chosen);
      const read = libraryFiltersFromParams(libraryFiltersToParams(chosen));
      expect(sameLibraryFilters(read, normal)).toBe(true);
      expect(read.useCases).toEqual(normal.useCases);
    }));
  });

  test('an accent of another language is dropped (voice-creation §5)', () => {
    fc.assert(fc.property(filters, (chosen) => {
      const normal = normalizeLibraryFilters(chosen);
      if (normal.accent) expect(accentMatchesLanguage(normal.accent, normal.language)).toBe(true);
    }));
    expect(normalizeLibraryFilters({ ...EMPTY_LIBRARY_FILTERS, language: 'de', accent: 'american' }).accent).toBeNull();
    expect(normalizeLibraryFilters({ ...EMPTY_LIBRARY_FILTERS, language: 'en', accent: 'british' }).accent).toBe('british');
  });

  test('what the page sends is a query the server accepts', () => {
    fc.assert(fc.property(filters, (chosen) => {
      const params = libraryFiltersToParams(chosen);
      const query = Object.fromEntries([...new Set(params.keys())].map((key) =>
        [key, key === 'use_cases' || key === 'descriptives' ? params.getAll(key) : params.get(key)]));
      expect(v.safeParse(SharedVoicesQuerySchema, query).success).toBe(true);
    }));
  });

  test('unknown values in a hand-edited address fall back to the defaults', () => {
    const read = libraryFiltersFromParams(new URLSearchParams('gender=robot&sort=loudest&min_notice_period_days=7&use_cases=nope'));
    expect(sameLibraryFilters(read, EMPTY_LIBRARY_FILTERS)).toBe(true);
  });
});
