// What a project is about, detected from keywords: performance, cost, revenue, reliability,
// growth, team, delivery, quality, security, data, automation, design, marketing, sales,
// migration. Each theme brings outcome templates whose metrics are slots ([X]%, [N]) for the
// person to fill in, a phrase for the description's focus and one for its impact. Nothing here
// states a number.
import type { SuggestedOutcome } from '../../../domain/schemas/content-suggestions';
import type { SuggestionRequest } from '../suggester';
import { sourcesOf } from './sources';
import { rankMatches, type Keyword } from './text';

export interface Theme {
  readonly id: string;
  readonly keywords: readonly Keyword[];
  /** Completes "The focus was on …". */
  readonly focus: string;
  /** Completes "The result: …" (with slots). */
  readonly impact: string;
  readonly outcomes: readonly SuggestedOutcome[];
}

const o = (description: string, metric: string): SuggestedOutcome => ({ description, metric });

const LED_A_TEAM = /\b(?:led|lead|leading|managed|managing|built|grew) (?:a |the |my |our )?(?:\w+ )?(?:team|squad|group)s?\b/;

export const THEMES: readonly Theme[] = [
  {
    id: 'performance',
    keywords: ['performance', 'faster', 'speed*', 'latency', 'load time*', 'page load*', 'throughput', 'optimi*', 'cache', 'caching', 'slow*', 'response time*', 'bottleneck*', 'core web vitals', 'lighthouse'],
    focus: 'speed and responsiveness',
    impact: 'response times improved by [X]%',
    outcomes: [
      o('Made the product noticeably faster by removing bottlenecks on the most used paths', '[X]% faster response times'),
      o('Cut page load and API latency for end users', 'p95 latency from [A] ms to [B] ms'),
      o('Increased the load the system handles without adding hardware', '[N]x throughput'),
    ],
  },
  {
    id: 'cost',
    keywords: ['cost*', 'spend', 'spending', 'saving*', 'saved', 'cheaper', 'budget*', 'right-siz*', 'rightsiz*', 'cloud bill', 'finops', 'licence*', 'license*'],
    focus: 'keeping running costs down',
    impact: 'running costs reduced by [X]%',
    outcomes: [
      o('Lowered running costs by right-sizing resources and removing waste', '[X]% lower monthly costs'),
      o('Freed budget for other priorities through lasting savings', '$[N] saved per year'),
    ],
  },
  {
    id: 'revenue',
    keywords: ['revenue', 'conversion*', 'checkout', 'upsell*', 'monetis*', 'monetiz*', 'pricing', 'arr', 'mrr', 'purchase*', 'orders', 'basket', 'cart', 'payments', 'e-commerce', 'ecommerce'],
    focus: 'conversion and revenue',
    impact: 'conversion up [X]%, worth $[N] a year',
    outcomes: [
      o('Raised conversion so more customers completed a purchase', '+[X]% conversion rate'),
      o('Generated additional revenue attributable to the project', '$[N] additional revenue per year'),
    ],
  },
  {
    id: 'reliability',
    keywords: ['reliab*', 'uptime', 'availability', 'incident*', 'outage*', 'downtime', 'sre', 'on-call', 'resilien*', 'failover', 'disaster recovery', 'monitoring', 'alerting', 'observability', 'stability', 'error rate*', 'slo', 'slos', 'sla'],
    focus: 'reliability and fewer incidents',
    impact: 'availability at [X]% with [N] fewer incidents a month',
    outcomes: [
      o('Improved availability so users could count on the service', '[X]% uptime'),
      o('Reduced production incidents and shortened recovery when they happened', '[N] fewer incidents per month; MTTR from [A] to [B] minutes'),
    ],
  },
  {
    id: 'growth',
    keywords: ['users', 'customers', 'adoption', 'engagement', 'retention', 'growth', 'signup*', 'sign-up*', 'onboarding', 'activation', 'churn', 'traffic', 'downloads', 'dau', 'mau', 'active users', 'subscribers', 'community', 'customer experience', 'a/b test*', 'ab test*', 'split test*', 'experiment*'],
    focus: 'adoption and user experience',
    impact: '[N] active users, up [X]%',
    outcomes: [
      o('Grew adoption among the people the project was built for', '[N] active users (+[X]%)'),
      o('Improved retention by making the product easier to come back to', '+[X]% retention after [N] days'),
      o('Raised customer satisfaction, shown in feedback and ratings', 'NPS from [A] to [B]'),
    ],
  },
  {
    id: 'team',
    keywords: [LED_A_TEAM, 'mentor*', 'hired', 'hiring', 'coach*', 'team lead*', 'tech lead*', 'manager', 'head of', 'director', 'leadership', 'onboarded'],
    focus: 'building and guiding the team',
    impact: 'a team of [N] that delivered every commitment',
    outcomes: [
      o('Led the team through delivery, setting priorities and removing blockers', 'team of [N] people'),
      o('Mentored team members who went on to take on larger responsibilities', '[N] people mentored, [N] promoted'),
      o('Grew the team through hiring and onboarding', '[N] hires onboarded'),
    ],
  },
  {
    id: 'delivery',
    keywords: ['deliver*', 'launch*', 'ship', 'shipped', 'shipping', 'deadline*', 'release*', 'time to market', 'time-to-market', 'ahead of schedule', 'on schedule', 'on time', 'roadmap', 'mvp', 'go-live', 'go live', 'rollout', 'rolled out'],
    focus: 'delivering on schedule',
    impact: 'launched in [N] weeks',
    outcomes: [
      o('Delivered the project on schedule, from first plan to launch', 'launched in [N] weeks'),
      o('Shortened the release cycle so improvements reach users sooner', 'releases from every [A] weeks to every [B] days'),
    ],
  },
  {
    id: 'quality',
    keywords: ['test*', 'quality', 'bug*', 'defect*', 'qa', 'coverage', 'regression*', 'code review*', 'tdd'],
    focus: 'quality and test coverage',
    impact: 'production defects down [X]%',
    outcomes: [
      o('Raised automated test coverage so regressions are caught before release', 'test coverage from [A]% to [B]%'),
      o('Reduced the defects that reach production', '[X]% fewer production bugs'),
    ],
  },
  {
    id: 'security',
    keywords: ['security', 'secure', 'vulnerab*', 'compliance', 'compliant', 'gdpr', 'soc 2', 'soc2', 'iso 27001', 'hipaa', 'pci', 'encrypt*', 'pen test*', 'penetration', 'threat*', 'iam', 'access control', 'authentication', 'authorisation', 'authorization', 'sso', 'oauth', 'privacy', 'audit*'],
    focus: 'security and compliance',
    impact: '[N] vulnerabilities closed and a clean audit',
    outcomes: [
      o('Closed security vulnerabilities and hardened the system against common attacks', '[N] vulnerabilities resolved'),
      o('Met the compliance requirements the business depends on', '[standard] audit passed with [N] findings'),
    ],
  },
  {
    id: 'data',
    keywords: ['data', 'analytics', 'dashboard*', 'reporting', 'reports', 'insight*', 'machine learning', 'ml', 'model', 'models', 'ai', 'forecast*', 'etl', 'warehouse', 'prediction*', 'predictive', 'metrics', 'kpi', 'kpis', 'sql', 'bi'],
    focus: 'better data for decisions',
    impact: '[N] hours of manual reporting saved each week',
    outcomes: [
      o('Gave decision-makers timely, trustworthy data in one place', '[N] hours of manual reporting saved per week'),
      o('Improved the accuracy of the predictions the team relies on', 'accuracy from [A]% to [B]%'),
      o('Put insights into regular use across the organisation', '[N] teams using the dashboards weekly'),
    ],
  },
  {
    id: 'automation',
    keywords: ['automat*', 'manual', 'manually', 'workflow*', 'script*', 'self-service', 'self service', 'streamlin*', 'efficien*', 'pipeline*'],
    focus: 'removing manual work',
    impact: '[N] hours of manual work saved each week',
    outcomes: [
      o('Automated repetitive manual steps, freeing time for higher-value work', '[N] hours saved per week'),
      o('Reduced errors from manual handling', '[X]% fewer errors'),
      o('Cut the turnaround time of the process', 'from [A] days to [B] hours'),
    ],
  },
  {
    id: 'design',
    keywords: ['design*', 'ux', 'ui', 'usability', 'accessib*', 'user research', 'prototyp*', 'figma', 'wireframe*', 'redesign*', 'user experience', 'journey'],
    focus: 'ease of use',
    impact: 'task completion up [X]% in user testing',
    outcomes: [
      o('Made key tasks easier to complete, validated in user testing', '+[X]% task completion rate'),
      o('Improved accessibility so more people can use the product', 'WCAG [level] conformance'),
      o('Created reusable design components that speed up delivery', '[N] components in the design system'),
    ],
  },
  {
    id: 'marketing',
    keywords: ['campaign*', 'marketing', 'seo', 'brand*', 'content', 'leads', 'social media', 'newsletter*', 'email*', 'audience', 'awareness', 'organic'],
    focus: 'reach and qualified demand',
    impact: '[N] qualified leads at [X]% lower cost per lead',
    outcomes: [
      o('Ran campaigns that brought in qualified leads for the sales team', '[N] qualified leads'),
      o('Grew organic reach through search and content', '+[X]% organic traffic'),
      o('Improved campaign efficiency', '[X]% lower cost per lead'),
    ],
  },
  {
    id: 'sales',
    keywords: ['sales', 'deal', 'deals', 'quota', 'account', 'accounts', 'key account*', 'sales pipeline', 'prospect*', 'renewal*', 'b2b', 'enterprise customers', 'contracts', 'partnership*', 'closed deals', 'closed-won'],
    focus: 'winning and growing accounts',
    impact: '$[N] in new business',
    outcomes: [
      o('Won new business with new and existing customers', '$[N] in new annual revenue'),
      o('Grew and retained key accounts', '[X]% net revenue retention'),
      o('Shortened the sales cycle', 'from [A] to [B] days'),
    ],
  },
  {
    id: 'migration',
    keywords: ['migrat*', 'moderni*', 'legacy', 'replatform*', 're-platform*', 'rewrite', 'rewrote', 'rewritten', 'upgrade*', 'sunset*', 'decommission*', 'moved to', 'move to'],
    focus: 'a smooth move off the old system',
    impact: 'the switch-over completed with zero downtime for [N] users',
    outcomes: [
      o('Moved users to the new platform without disruption', '[N] users migrated with zero downtime'),
      o('Retired legacy systems and the effort it took to keep them running', '[N] legacy systems decommissioned'),
    ],
  },
];

/** Outcomes for a project no theme fits. */
export const GENERAL_OUTCOMES: readonly SuggestedOutcome[] = [
  o('Delivered the project end to end, from scoping to launch', 'delivered in [N] weeks'),
  o('Moved the main metric the project set out to improve', '[X]% improvement in [metric]'),
  o('Earned strong feedback from stakeholders and users', '[N] stakeholders endorsed the result'),
];

/** Themes present in the project, strongest first (title matches count most). */
export function detectThemes(context: SuggestionRequest['context']): Theme[] {
  return rankMatches(sourcesOf(context), THEMES, (theme) => theme.keywords).map(({ item }) => item);
}
