import { sql } from 'drizzle-orm';
import {
  bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PermissionId, SubscriptionStatus, TierId, WorkspaceRole } from '../../src/domain';
import type {
  GenerationInfo, HistorySource, HistoryState, SpeechAlignment, VoiceCategory, VoiceSettingsResponse,
} from '../../src/domain';
import type { VoiceModel } from '../engine/types';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name'),
  photoUrl: text('photo_url'),
  publicUserId: text('public_user_id').notNull(),
  referralLinkCode: text('referral_link_code'),
  partnerDefaultLink: text('partner_default_link'),
  isProducer: boolean('is_producer').notNull().default(false),
  onboardingSurvey: jsonb('onboarding_survey').$type<{ role: string; subrole: string } | null>(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('users_email_unique').on(t.email), uniqueIndex('users_public_id_unique').on(t.publicUserId)]);

export const workspaces = pgTable('workspaces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  ownerUserId: text('owner_user_id').notNull().references(() => users.id),
  tier: text('tier').$type<TierId>().notNull().default('free'),
  subscriptionStatus: text('subscription_status').$type<SubscriptionStatus>().notNull().default('free'),
  characterCount: bigint('character_count', { mode: 'number' }).notNull().default(0),
  /** Start of the current monthly credit period; the reset date is derived from it. */
  periodStartedAt: timestamp('period_started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** null means every member has every permission (workspace-shell §6). */
  allMembersPermissions: jsonb('all_members_permissions').$type<PermissionId[] | null>(),
  customModelRates: jsonb('custom_model_rates').$type<Record<string, { character_cost_multiplier: number }>>()
    .notNull().default(sql`'{}'::jsonb`),
  forceLoggingDisabled: boolean('force_logging_disabled').notNull().default(false),
  /** Opted out of training use: the no-training group (workspace-shell §6), with lower regeneration caps. */
  trainingOptOut: boolean('training_opt_out').notNull().default(false),
  /** Per-workspace feature flag overrides on top of the defaults. */
  featureFlags: jsonb('feature_flags').$type<Record<string, boolean | string>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
});

export const workspaceMembers = pgTable('workspace_members', {
  workspaceId: text('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  role: text('role').$type<WorkspaceRole>().notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('workspace_members_user_idx').on(t.userId)]);

export const workspaceGroups = pgTable('workspace_groups', {
  id: text('id').primaryKey(),
  workspaceId: text('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  permissions: jsonb('permissions').$type<PermissionId[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('workspace_groups_name_unique').on(t.workspaceId, t.name)]);

export const workspaceGroupMembers = pgTable('workspace_group_members', {
  groupId: text('group_id').notNull().references(() => workspaceGroups.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.groupId, t.userId] })]);

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  workspaceId: text('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash)]);

export const apiKeys = pgTable('api_keys', {
  id: text('id').primaryKey(),
  workspaceId: text('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull(),
  /** The last characters only, so a user can tell keys apart without the key ever being shown again. */
  keyHint: text('key_hint').notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  characterCount: integer('character_count').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('api_keys_key_hash_unique').on(t.keyHash), index('api_keys_workspace_idx').on(t.workspaceId)]);

/** Product notices shown in the notifications popover (workspace-shell §3.9, §7.4), newest first. */
export const notifications = pgTable('notifications', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  largeImage: jsonb('large_image').$type<{ src: string; alt: string } | null>(),
  smallImage: jsonb('small_image').$type<{ src: string; alt: string } | null>(),
  linkTo: text('link_to'),
  isImportant: boolean('is_important').notNull().default(false),
  featureFlagControlled: text('feature_flag_controlled'),
  /** 'all' or tier ids. */
  tiers: jsonb('tiers').$type<string[]>().notNull().default(sql`'["all"]'::jsonb`),
  /** 'all' or onboarding roles/subroles. */
  personas: jsonb('personas').$type<string[]>().notNull().default(sql`'["all"]'::jsonb`),
  cta: jsonb('cta').$type<{ label: string; href: string } | null>(),
}, (t) => [index('notifications_published_idx').on(t.publishedAt)]);

export const feedback = pgTable('feedback', {
  id: text('id').primaryKey(),
  workspaceId: text('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  category: text('category').notNull(),
  relevant: boolean('relevant').notNull(),
  positive: boolean('positive').notNull(),
  createdAt: createdAt(),
}, (t) => [index('feedback_user_created_idx').on(t.userId, t.createdAt)]);

/** A user's onboarding checklist (workspace-shell §2.9, §4.12). */
export const onboardingChecklists = pgTable('onboarding_checklists', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  checklistId: text('checklist_id').notNull(),
  hidden: boolean('hidden').notNull().default(false),
  items: jsonb('items').$type<Array<{ onboarding_checklist_item_id: string; is_completed: boolean }>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Voices: premade ones (workspace_id null, seeded at start, visible to every workspace) and a workspace's own. The
 * embedded engine renders `model`; `version` changes with it, so cached previews and seeded determinism follow it.
 */
export const voices = pgTable('voices', {
  voiceId: text('voice_id').primaryKey(),
  workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
  createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  category: text('category').$type<VoiceCategory>().notNull(),
  name: text('name').notNull(),
  description: text('description'),
  labels: jsonb('labels').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  model: jsonb('model').$type<VoiceModel>().notNull(),
  version: integer('version').notNull().default(1),
  /** The voice's own default settings; null means the global defaults. */
  settings: jsonb('settings').$type<VoiceSettingsResponse | null>(),
  /** Library sharing state (api-contract §4.1 Sharing); null while the voice is not shared. */
  sharing: jsonb('sharing').$type<Record<string, unknown> | null>(),
  /** The library voice this one was copied from. */
  originalVoiceId: text('original_voice_id'),
  /** Professional clones only: draft, not_verified, not_started, queued, fine_tuning, fine_tuned, failed, delayed. */
  fineTuningState: text('fine_tuning_state'),
  /** Designed voices: the other previews of the same generation that were played but not chosen. */
  playedNotSelectedVoiceIds: jsonb('played_not_selected_voice_ids').$type<string[] | null>(),
  createdAt: createdAt(),
}, (t) => [index('voices_workspace_idx').on(t.workspaceId, t.createdAt)]);

/**
 * The shared Voice Library (api-contract §4.1 LibraryVoice). Seeded voices have no source voice; a workspace voice
 * shared into the library keeps a link to it. `embedding` is the speaker embedding (server/engine/features.ts)
 * used by similar-voice search; `search_text` is the lower-cased text that search reads.
 */
export const libraryVoices = pgTable('library_voices', {
  voiceId: text('voice_id').primaryKey(),
  publicOwnerId: text('public_owner_id').notNull(),
  sourceVoiceId: text('source_voice_id').references(() => voices.voiceId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description'),
  category: text('category').$type<VoiceCategory>().notNull(),
  gender: text('gender').notNull(),
  age: text('age').notNull(),
  accent: text('accent').notNull(),
  language: text('language').notNull(),
  locale: text('locale'),
  descriptive: text('descriptive').notNull(),
  useCase: text('use_case').notNull(),
  model: jsonb('model').$type<VoiceModel>().notNull(),
  version: integer('version').notNull().default(1),
  embedding: real('embedding').array().notNull(),
  searchText: text('search_text').notNull(),
  noticePeriod: integer('notice_period'),
  rate: doublePrecision('rate'),
  fiatRate: doublePrecision('fiat_rate'),
  clonedByCount: integer('cloned_by_count').notNull().default(0),
  usageCharacterCount1y: bigint('usage_character_count_1y', { mode: 'number' }).notNull().default(0),
  usageCharacterCount7d: bigint('usage_character_count_7d', { mode: 'number' }).notNull().default(0),
  playApiUsageCharacterCount1y: bigint('play_api_usage_character_count_1y', { mode: 'number' }).notNull().default(0),
  trendingScore: doublePrecision('trending_score').notNull().default(0),
  featured: boolean('featured').notNull().default(false),
  freeUsersAllowed: boolean('free_users_allowed').notNull().default(true),
  liveModerationEnabled: boolean('live_moderation_enabled').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  index('library_voices_language_idx').on(t.language, t.gender, t.age),
  index('library_voices_trending_idx').on(t.trendingScore, t.voiceId),
  index('library_voices_created_idx').on(t.createdAt, t.voiceId),
  index('library_voices_cloned_idx').on(t.clonedByCount, t.voiceId),
  index('library_voices_usage_idx').on(t.usageCharacterCount1y, t.voiceId),
  // The language filter is the library page's most common one: one index per sort under it, so a language query
  // reads its rows already in order and stops after the page instead of sorting the whole language.
  index('library_voices_language_trending_idx').on(t.language, t.trendingScore, t.voiceId),
  index('library_voices_language_created_idx').on(t.language, t.createdAt, t.voiceId),
  index('library_voices_language_cloned_idx').on(t.language, t.clonedByCount, t.voiceId),
  index('library_voices_language_usage_idx').on(t.language, t.usageCharacterCount1y, t.voiceId),
  // Featured voices are a few percent of the library: without this the trending scan skips thousands of others.
  index('library_voices_featured_trending_idx').on(t.trendingScore, t.voiceId).where(sql`${t.featured}`),
  index('library_voices_owner_idx').on(t.publicOwnerId),
  // Full-text search (server/library/store.ts searchVector) reads exactly this expression.
  index('library_voices_search_idx').using('gin', sql`to_tsvector('simple', ${t.searchText})`),
]);

/**
 * Voice Design previews (api-contract §2): kept until saved or expired. A saved preview records the voice it became.
 */
export const voiceDesignPreviews = pgTable('voice_design_previews', {
  generatedVoiceId: text('generated_voice_id').primaryKey(),
  workspaceId: text('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  modelId: text('model_id').notNull(),
  prompt: text('prompt').notNull(),
  text: text('text').notNull(),
  language: text('language').notNull(),
  model: jsonb('model').$type<VoiceModel>().notNull(),
  seed: bigint('seed', { mode: 'number' }).notNull(),
  audioKey: text('audio_key').notNull(),
  mediaType: text('media_type').notNull(),
  durationSecs: doublePrecision('duration_secs').notNull(),
  savedVoiceId: text('saved_voice_id'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [index('voice_design_previews_workspace_idx').on(t.workspaceId, t.createdAt)]);

/** A workspace's own settings for a voice (POST /v1/voices/{id}/settings/edit), premade voices included. */
export const voiceSettings = pgTable('voice_settings', {
  workspaceId: text('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
  voiceId: text('voice_id').notNull().references(() => voices.voiceId, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<VoiceSettingsResponse>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.workspaceId, t.voiceId] })]);

/**
 * Speech history (GET /v1/history). Voice name and category are copied, so an item still reads right after its
 * voice is renamed or deleted. A row is `processing` from the charge until its audio is stored.
 */
export const historyItems = pgTable('history_items', {
  historyItemId: text('history_item_id').primaryKey(),
  requestId: text('request_id').notNull(),
  workspaceId: text('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  voiceId: text('voice_id').notNull(),
  voiceName: text('voice_name').notNull(),
  voiceCategory: text('voice_category').$type<VoiceCategory>().notNull(),
  modelId: text('model_id').notNull(),
  text: text('text').notNull(),
  settings: jsonb('settings').$type<VoiceSettingsResponse>().notNull(),
  characterCountChangeFrom: bigint('character_count_change_from', { mode: 'number' }).notNull(),
  characterCountChangeTo: bigint('character_count_change_to', { mode: 'number' }).notNull(),
  outputFormat: text('output_format').notNull(),
  audioKey: text('audio_key'),
  contentType: text('content_type').notNull(),
  source: text('source').$type<HistorySource>().notNull(),
  state: text('state').$type<HistoryState>().notNull(),
  alignment: jsonb('alignment').$type<{ alignment: SpeechAlignment; normalized_alignment: SpeechAlignment } | null>(),
  generationInfo: jsonb('generation_info').$type<GenerationInfo>().notNull(),
  regenerationCount: integer('regeneration_count').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [index('history_items_workspace_date_idx').on(t.workspaceId, t.createdAt, t.historyItemId)]);

/**
 * Regeneration bookkeeping (workspace-shell §4.4): one row per generation key (workspace, voice, model, text), with
 * when it was first generated and how many regenerations it has had. Rows older than the window are pruned.
 */
export const generations = pgTable('generations', {
  workspaceId: text('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
  generationKey: text('generation_key').notNull(),
  firstGeneratedAt: timestamp('first_generated_at', { withTimezone: true, mode: 'date' }).notNull(),
  regenerationCount: integer('regeneration_count').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.workspaceId, t.generationKey] })]);
