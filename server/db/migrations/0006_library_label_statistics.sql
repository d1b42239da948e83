-- Library labels are correlated (a language's voices share accents, use cases and styles): without joint
-- statistics the planner multiplies the filters' selectivities, expects a handful of matches, and sorts the whole
-- language instead of reading a sort index until the page is full.
CREATE STATISTICS IF NOT EXISTS "library_voices_label_stats" (dependencies, mcv) ON "language", "gender", "age", "use_case", "descriptive" FROM "library_voices";
