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
  affiliateLinkFailed: 'Error generating affiliate link',
  noVoices: 'No voices',
  noResults: 'No results found.',
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
} as const;
