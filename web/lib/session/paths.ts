export const AUTH_PATH = '/auth';
export const AUTH_CALLBACK_PATH = '/auth/callback';
