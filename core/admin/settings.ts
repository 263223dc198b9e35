// The Settings page: the configuration this deployment runs with, as an operator needs to read it
// (limits, link lifetime, mail sender, LinkedIn API version, region). Values come from
// core/config.ts and domain/constants.ts. Nothing secret is read here: no client secret, no key
// ARN or key file, no credentials.
import type { EffectiveSettings, SettingItem } from '../../domain/api/admin/settings';
import { DAILY_INVITE_LIMIT, LINKEDIN_TOKEN_LIFETIME_MS, REMINDER_INTERVAL_MS, SUGGESTION_TIMEOUT_MS, VALIDATION_LINK_LIFETIME_MS } from '../../domain/constants';
import { config, ENV, type Config } from '../config';
import type { JobSchedule } from './jobs';

const HOUR_MS = 60 * 60 * 1000;
const hours = (ms: number) => `${ms / HOUR_MS} hours`;
const days = (ms: number) => `${ms / (24 * HOUR_MS)} days`;

export interface SettingsSources {
  readonly schedules: readonly JobSchedule[];
  readonly settings?: Config;
  readonly env?: NodeJS.ProcessEnv;
}

export function effectiveSettings({ schedules, settings = config(), env = process.env }: SettingsSources): EffectiveSettings {
  const fromEnv = (name: string): string => (env[name] ? name : 'built in');
  const item = (name: string, value: string, source: string): SettingItem => ({ name, value, source });
  return {
    groups: [
      {
        title: 'Limits',
        items: [
          item('Invitations per owner per day', String(DAILY_INVITE_LIMIT), 'built in'),
          item('Reminders per request', `one every ${hours(REMINDER_INTERVAL_MS)}`, 'built in'),
          item('Content suggestions per user per hour', String(settings.suggestionLimitPerHour), fromEnv(ENV.suggestionLimitPerHour)),
          item('Suggestion time limit', `${SUGGESTION_TIMEOUT_MS / 1000} seconds`, 'built in'),
        ],
      },
      {
        title: 'Links and tokens',
        items: [
          item('Validation link lifetime', hours(VALIDATION_LINK_LIFETIME_MS), 'built in'),
          item('LinkedIn connection lifetime', days(LINKEDIN_TOKEN_LIFETIME_MS), 'built in'),
        ],
      },
      {
        title: 'Mail',
        items: [
          item('Sender', settings.mailFrom, fromEnv(ENV.mailFrom)),
          item('SES configuration set', settings.sesConfigurationSet ?? 'none', fromEnv(ENV.sesConfigurationSet)),
          item('Links in mail point to', settings.publicOrigin, fromEnv(ENV.publicOrigin)),
        ],
      },
      {
        title: 'LinkedIn',
        items: [
          item('API version (LinkedIn-Version)', settings.linkedin.apiVersion, fromEnv(ENV.linkedinApiVersion)),
          item('API base', settings.linkedin.apiBase, fromEnv(ENV.linkedinApiBase)),
          item('Client id', settings.linkedin.clientId ?? 'not set', fromEnv(ENV.linkedinClientId)),
        ],
      },
      {
        title: 'Platform',
        items: [
          item('Region', settings.region, fromEnv(ENV.region)),
          item('Table', settings.tableName, fromEnv(ENV.tableName)),
          ...schedules.map((job) => item(`Scheduled job ${job.name}`, `every ${job.everyMinutes} minutes`, 'built in')),
        ],
      },
    ],
  };
}
