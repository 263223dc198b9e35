// Signing in.
import { PRODUCT_NAME } from '../product';

export const signIn = {
  providerNotEnabled: 'LinkedIn authentication is currently being set up. Please try again in a few minutes.',
  setupIncomplete: 'Authentication setup incomplete. Please contact support if this persists.',
  network: 'Connection issue. Please check your internet and try again.',
  timeout: 'LinkedIn is taking too long to respond. Please try again.',
  unexpected: 'An unexpected error occurred',
  failedToastTitle: 'LinkedIn Authentication Failed',
  joinTitle: `Join ${PRODUCT_NAME}`,
  continueWithLinkedIn: 'Continue with LinkedIn',
  connecting: 'Connecting...',
} as const;
