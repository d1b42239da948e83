CREATE TABLE "library_voices" (
	"voice_id" text PRIMARY KEY NOT NULL,
	"public_owner_id" text NOT NULL,
	"source_voice_id" text,
	"name" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"gender" text NOT NULL,
	"age" text NOT NULL,
	"accent" text NOT NULL,
	"language" text NOT NULL,
	"locale" text,
	"descriptive" text NOT NULL,
	"use_case" text NOT NULL,
	"model" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"embedding" real[] NOT NULL,
	"search_text" text NOT NULL,
	"notice_period" integer,
	"rate" double precision,
	"fiat_rate" double precision,
	"cloned_by_count" integer DEFAULT 0 NOT NULL,
	"usage_character_count_1y" bigint DEFAULT 0 NOT NULL,
	"usage_character_count_7d" bigint DEFAULT 0 NOT NULL,
	"play_api_usage_character_count_1y" bigint DEFAULT 0 NOT NULL,
	"trending_score" double precision DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"free_users_allowed" boolean DEFAULT true NOT NULL,
	"live_moderation_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_design_previews" (
	"generated_voice_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text,
	"model_id" text NOT NULL,
	"prompt" text NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"model" jsonb NOT NULL,
	"seed" bigint NOT NULL,
	"audio_key" text NOT NULL,
	"media_type" text NOT NULL,
	"duration_secs" double precision NOT NULL,
	"saved_voice_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voices" ADD COLUMN "fine_tuning_state" text;--> statement-breakpoint
ALTER TABLE "voices" ADD COLUMN "played_not_selected_voice_ids" jsonb;--> statement-breakpoint
ALTER TABLE "library_voices" ADD CONSTRAINT "library_voices_source_voice_id_voices_voice_id_fk" FOREIGN KEY ("source_voice_id") REFERENCES "public"."voices"("voice_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_design_previews" ADD CONSTRAINT "voice_design_previews_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_design_previews" ADD CONSTRAINT "voice_design_previews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_voices_language_idx" ON "library_voices" USING btree ("language","gender","age");--> statement-breakpoint
CREATE INDEX "library_voices_trending_idx" ON "library_voices" USING btree ("trending_score","voice_id");--> statement-breakpoint
CREATE INDEX "library_voices_created_idx" ON "library_voices" USING btree ("created_at","voice_id");--> statement-breakpoint
CREATE INDEX "library_voices_cloned_idx" ON "library_voices" USING btree ("cloned_by_count","voice_id");--> statement-breakpoint
CREATE INDEX "library_voices_usage_idx" ON "library_voices" USING btree ("usage_character_count_1y","voice_id");--> statement-breakpoint
CREATE INDEX "library_voices_owner_idx" ON "library_voices" USING btree ("public_owner_id");--> statement-breakpoint
CREATE INDEX "voice_design_previews_workspace_idx" ON "voice_design_previews" USING btree ("workspace_id","created_at");