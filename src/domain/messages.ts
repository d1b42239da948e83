/** Every user-visible message the spec fixes, quoted exactly, in one place for client and server. */
export const MESSAGES = {
  accessDenied: (feature: string) =>
    `You do not have access to ${feature}. Please contact your workspace administrator for access.`,
  groupPermissionsFailed: 'Failed to load user group permissions',
  creditOverage: 'Additional usage is charged based on your plan',
  incompletePayment: 'You have an incomplete or failed payment.',
  freeTierDisabled: 'Your free tier access has been disabled. Please upgrade to a paid plan.',
  updateSubscription: 'Update subscription?',
  sidebarClose: 'Close sidebar',
  sidebarOpen: 'Open sidebar',
  feedbackEmpty: 'Please enter your feedback.',
  feedbackFailed: 'Sending failed. Please try again later.',
  notificationsFetchFailed: (status: number) =>
    `Error occurred while fetching notifications with status code ${status}`,
  affiliateLinkFailed: 'Error generating affiliate link',
  noVoices: 'No voices',
  noResults: 'No results found.',
  // Speech synthesis (workspace-shell §2.2, §4.2, §5.2, §5.4, §8.1).
  noModelForTask: 'No model found for this task. Please select another task.',
  /** §4.2 names the task as "Text to Speech/Speech to Speech": the one the page does. */
  voiceNotFineTuned: (task: string) =>
    `This voice is not fine-tuned for ${task}. You may encounter some instabilities. Consider using a different voice.`,
  unsupportedLanguage: 'Unsupported Language',
  tooManyCharacters: (max: string) => `You can only have up to ${max} characters in the speech.`,
  useStudio: 'If you want to use more than 5,000 credits, please use Studio.',
  stabilityWarning: 'Under 30% may lead to instability',
  styleWarning: 'Over 50% may lead to instability',
  systemBusy: 'We are sorry, the system is busy, try again...',
  errorFetchingVoice: 'Error fetching voice',
  voiceNotFound: 'Voice not found',
  generationFailed:
    'We are sorry, something went wrong. You were not charged for this request (unless the result appears in the history).',
} as const;

/** Messages of our own for the speech workspace, where the spec names a situation but gives no words. */
export const SPEECH_UI_MESSAGES = {
  braces: 'Curly braces { } and square brackets [ ] can make the speech stumble: the model may read or skip them.',
  curlyBraces: 'Curly braces { } can make the speech stumble: the model may read or skip them.',
  unsupportedLanguage: (language: string, model: string) => `${model} does not speak ${language}.`,
  suggestModel: (model: string) => `Switch to ${model}, which does.`,
  noModelSpeaks: 'No model on this server speaks it.',
  dialogTitles: {
    unusualActivity: 'Unusual activity detected',
    blockedVoice: 'This voice is blocked',
    voiceCaptcha: 'This voice needs verification',
  },
  historyFailed: 'The history could not be loaded.',
  workspaceFailed: 'The voices and models could not be loaded.',
} as const;

/** Messages of our own for the My Voices page, where the spec names a situation but gives no words. */
export const MY_VOICES_MESSAGES = {
  listFailed: 'The voices could not be loaded.',
  settingsSaveFailed: 'The settings could not be saved.',
  deleteFailed: 'The voice could not be deleted.',
  editFailed: 'The voice could not be saved.',
  previewFailed: 'The preview could not be played.',
  noSamples: 'No samples. Samples come with cloning: a cloned voice keeps the recordings it was made from.',
} as const;

/** Messages of our own (account flows the spec leaves open); kept here so client and server agree. */
export const ACCOUNT_MESSAGES = {
  invalidCredentials: 'The email or password is incorrect.',
  emailTaken: 'An account with this email already exists.',
  signupClosed: 'Sign-up is closed on this server. Ask its administrator for an account.',
  unauthenticated: 'Sign in, or send a valid xi-api-key header.',
  invalidApiKey: 'Invalid API key.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  notAdmin: 'Only a workspace administrator can do this.',
  notFound: 'Not found.',
  bodyTooLarge: 'The request body is too large.',
  malformedBody: 'There was an error parsing the body',
  feedbackRateLimited: 'You have sent a lot of feedback in the last hour. Please try again later.',
  affiliateNeedsPaidPlan: 'The affiliate program is open to paid plans. Switch plans on the Subscription page to join.',
} as const;

/** What a failed call reports to the user: its message (the server's, for API failures), else the flow's fallback. */
export const failureMessage = (error: unknown, fallback: string): string =>
  (error as { message?: string } | null | undefined)?.message || fallback;
