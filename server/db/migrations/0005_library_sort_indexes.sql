CREATE INDEX "library_voices_language_trending_idx" ON "library_voices" USING btree ("language","trending_score","voice_id");--> statement-breakpoint
CREATE INDEX "library_voices_language_created_idx" ON "library_voices" USING btree ("language","created_at","voice_id");--> statement-breakpoint
CREATE INDEX "library_voices_language_cloned_idx" ON "library_voices" USING btree ("language","cloned_by_count","voice_id");--> statement-breakpoint
CREATE INDEX "library_voices_language_usage_idx" ON "library_voices" USING btree ("language","usage_character_count_1y","voice_id");--> statement-breakpoint
CREATE INDEX "library_voices_featured_trending_idx" ON "library_voices" USING btree ("trending_score","voice_id") WHERE "library_voices"."featured";