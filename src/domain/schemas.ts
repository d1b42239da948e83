import * as v from 'valibot';
import { TIER_IDS } from './tiers';
import { PERMISSION_IDS } from './permissions';
import {
  API_KEY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, FEEDBACK_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH,
  WORKSPACE_NAME_MAX_LENGTH,
} from './limits';
import { MESSAGES } from './messages';

const email = v.pipe(
  v.string('Enter your email address.'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('Enter your email address.'),
  v.maxLength(EMAIL_MAX_LENGTH, `Email addresses have at most ${EMAIL_MAX_LENGTH} characters.`),
  v.email('Enter a valid email address.'),
);

export const SignupSchema = v.object({
  email,
  password: v.pipe(
    v.string('Enter a password.'),
    v.minLength(PASSWORD_MIN_LENGTH, `Passwords need at least ${PASSWORD_MIN_LENGTH} characters.`),
    v.maxLength(PASSWORD_MAX_LENGTH, `Passwords have at most ${PASSWORD_MAX_LENGTH} characters.`),
  ),
  first_name: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(NAME_MAX_LENGTH, `Names have at most ${NAME_MAX_LENGTH} characters.`)),
  ),
});
export type SignupInput = v.InferOutput<typeof SignupSchema>;

export const LoginSchema = v.object({
  email,
  password: v.pipe(v.string('Enter your password.'), v.nonEmpty('Enter your password.'),
    v.maxLength(PASSWORD_MAX_LENGTH)),
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;

export const CreateApiKeySchema = v.object({
  name: v.pipe(
    v.string('Name the key.'),
    v.trim(),
    v.nonEmpty('Name the key.'),
    v.maxLength(API_KEY_NAME_MAX_LENGTH, `Key names have at most ${API_KEY_NAME_MAX_LENGTH} characters.`),
  ),
});
export type CreateApiKeyInput = v.InferOutput<typeof CreateApiKeySchema>;

export const ChangeTierSchema = v.object({
  tier: v.picklist(TIER_IDS, `Choose one of: ${TIER_IDS.join(', ')}.`),
});

export const UpdateWorkspaceSchema = v.pipe(
  v.object({
    name: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('Name the workspace.'),
      v.maxLength(WORKSPACE_NAME_MAX_LENGTH))),
    all_members_permissions: v.optional(v.nullable(v.array(v.picklist(PERMISSION_IDS)))),
    training_opt_out: v.optional(v.boolean()),
  }),
  v.check((body) => body.name !== undefined || body.all_members_permissions !== undefined
    || body.training_opt_out !== undefined, 'Send name, all_members_permissions or training_opt_out.'),
);

export const CreateGroupSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name the group.'), v.maxLength(NAME_MAX_LENGTH)),
  permissions: v.array(v.picklist(PERMISSION_IDS)),
});

export const GroupMemberSchema = v.object({ email });

/** POST /v1/feedback (workspace-shell §5.8): blank text is refused with the spec's message. */
export const FeedbackSchema = v.object({
  feedback: v.pipe(
    v.string(MESSAGES.feedbackEmpty),
    v.trim(),
    v.nonEmpty(MESSAGES.feedbackEmpty),
    v.maxLength(FEEDBACK_MAX_LENGTH, `Feedback has at most ${FEEDBACK_MAX_LENGTH.toLocaleString('en-US')} characters.`),
  ),
}, MESSAGES.feedbackEmpty);
