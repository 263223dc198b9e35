// The environment variable names the stack sets on functions: the same object core/config.ts reads.
export { ENV as ENV_NAMES } from '../core/env-names';
