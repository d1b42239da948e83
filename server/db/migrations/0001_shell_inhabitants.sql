CREATE TABLE "feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"text" text NOT NULL,
	"category" text NOT NULL,
	"relevant" boolean NOT NULL,
	"positive" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"large_image" jsonb,
	"small_image" jsonb,
	"link_to" text,
	"is_important" boolean DEFAULT false NOT NULL,
	"feature_flag_controlled" text,
	"tiers" jsonb DEFAULT '["all"]'::jsonb NOT NULL,
	"personas" jsonb DEFAULT '["all"]'::jsonb NOT NULL,
	"cta" jsonb
);
--> statement-breakpoint
CREATE TABLE "onboarding_checklists" (
	"user_id" text PRIMARY KEY NOT NULL,
	"checklist_id" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_checklists" ADD CONSTRAINT "onboarding_checklists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_user_created_idx" ON "feedback" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_published_idx" ON "notifications" USING btree ("published_at");