CREATE TABLE "generations" (
	"workspace_id" text NOT NULL,
	"generation_key" text NOT NULL,
	"first_generated_at" timestamp with time zone NOT NULL,
	"regeneration_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "generations_workspace_id_generation_key_pk" PRIMARY KEY("workspace_id","generation_key")
);
--> statement-breakpoint
CREATE TABLE "history_items" (
	"history_item_id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text,
	"voice_id" text NOT NULL,
	"voice_name" text NOT NULL,
	"voice_category" text NOT NULL,
	"model_id" text NOT NULL,
	"text" text NOT NULL,
	"settings" jsonb NOT NULL,
	"character_count_change_from" bigint NOT NULL,
	"character_count_change_to" bigint NOT NULL,
	"output_format" text NOT NULL,
	"audio_key" text,
	"content_type" text NOT NULL,
	"source" text NOT NULL,
	"state" text NOT NULL,
	"alignment" jsonb,
	"generation_info" jsonb NOT NULL,
	"regeneration_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_settings" (
	"workspace_id" text NOT NULL,
	"voice_id" text NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_settings_workspace_id_voice_id_pk" PRIMARY KEY("workspace_id","voice_id")
);
--> statement-breakpoint
CREATE TABLE "voices" (
	"voice_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text,
	"created_by_user_id" text,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"model" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"settings" jsonb,
	"sharing" jsonb,
	"original_voice_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_items" ADD CONSTRAINT "history_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_items" ADD CONSTRAINT "history_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_settings" ADD CONSTRAINT "voice_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_settings" ADD CONSTRAINT "voice_settings_voice_id_voices_voice_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."voices"("voice_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voices" ADD CONSTRAINT "voices_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voices" ADD CONSTRAINT "voices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_items_workspace_date_idx" ON "history_items" USING btree ("workspace_id","created_at","history_item_id");--> statement-breakpoint
CREATE INDEX "voices_workspace_idx" ON "voices" USING btree ("workspace_id","created_at");