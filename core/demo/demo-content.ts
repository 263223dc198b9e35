// The demo portfolio's business data (the landing page links to /portfolio/demo): a professional
// with three realistic projects, each co-signed by colleagues. Addresses use the reserved
// `.example` domain, so nothing here can ever reach a real mailbox.
import type { ValidatorRole } from '../../domain/entities';

export const DEMO_USERNAME = 'demo';

export const DEMO_PROFILE = {
  username: DEMO_USERNAME,
  displayName: 'Jordan Rivera',
  headline: 'Staff Software Engineer · Payments and logistics platforms',
  bio: 'I build the systems behind checkout and delivery: fast, observable and boring in the best way. Ten years across retail, health and logistics.',
} as const;

export interface DemoValidator {
  readonly name: string;
  readonly email: string;
  readonly role: ValidatorRole;
  readonly comment: string;
}

export interface DemoProject {
  readonly content: {
    readonly title: string;
    readonly role: string;
    readonly orgName: string;
    readonly description: string;
    readonly startDate: string;
    readonly endDate: string | null;
    readonly skills: readonly string[];
    readonly outcomes: readonly { readonly description: string; readonly metric?: string }[];
    readonly links: readonly { readonly title: string; readonly url: string }[];
  };
  readonly validators: readonly DemoValidator[];
}

/** Oldest first: they are created in this order, so the portfolio lists the newest first. */
export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    content: {
      title: 'Open-sourced the design system used by 14 product teams',
      role: 'Frontend Lead',
      orgName: 'Brightline Health',
      description:
        'Turned a folder of copy-pasted components into a versioned, accessible design system with visual regression tests, then open-sourced it. Ran the migration with each product team and wrote the contribution guide.',
      startDate: '2021-02-01',
      endDate: '2022-06-30',
      skills: ['React', 'TypeScript', 'Accessibility', 'Design systems', 'Storybook'],
      outcomes: [
        { description: 'Adopted by every product team in nine months', metric: '14 teams' },
        { description: 'UI bug reports down a third after the migration', metric: '-35%' },
        { description: 'Accessibility audit score raised from 71 to 98' },
      ],
      links: [{ title: 'Design system docs', url: 'https://design.brightlinehealth.example' }],
    },
    validators: [
      { name: 'Sam Okafor', email: 'sam.okafor@brightlinehealth.example', role: 'peer', comment: 'Jordan made accessibility the default rather than an afterthought. Our team migrated in two sprints.' },
      { name: 'Lena Fischer', email: 'lena.fischer@brightlinehealth.example', role: 'peer', comment: 'The contribution guide and review rota are still how we work today.' },
    ],
  },
  {
    content: {
      title: 'Moved order routing to an event-driven platform',
      role: 'Senior Backend Engineer',
      orgName: 'Northwind Logistics',
      description:
        'Replaced a nightly batch router with an event-driven service on managed queues and DynamoDB. Designed the idempotent consumers, the replay tooling and the cut-over plan that ran with zero downtime.',
      startDate: '2022-07-15',
      endDate: '2023-11-30',
      skills: ['Node.js', 'AWS', 'DynamoDB', 'Event-driven architecture', 'Observability'],
      outcomes: [
        { description: 'Orders routed in seconds instead of overnight', metric: '< 5 s' },
        { description: 'Cut-over of 1.2M open orders with zero downtime' },
        { description: 'Infrastructure cost of routing down 42%', metric: '-42%' },
      ],
      links: [],
    },
    validators: [
      { name: 'Ana Costa', email: 'ana.costa@northwindlogistics.example', role: 'peer', comment: 'The replay tooling saved us twice during peak season. Careful, calm engineering.' },
    ],
  },
  {
    content: {
      title: 'Rebuilt checkout for 2 million monthly shoppers',
      role: 'Tech Lead, Payments',
      orgName: 'Acme Retail',
      description:
        'Led a team of six rebuilding checkout as a single-page flow with server-side payment orchestration. Introduced feature flags, per-step latency budgets and a payment-provider failover that keeps checkout open when a provider degrades.',
      startDate: '2024-01-08',
      endDate: null,
      skills: ['TypeScript', 'React', 'Payments', 'Performance', 'Team leadership'],
      outcomes: [
        { description: 'Checkout completion up from 61% to 68%', metric: '+7 pts' },
        { description: 'Median checkout time on mobile cut by 40%', metric: '-40%' },
        { description: 'No lost orders during two payment-provider outages' },
      ],
      links: [{ title: 'Engineering blog post', url: 'https://engineering.acmeretail.example/checkout-rebuild' }],
    },
    validators: [
      { name: 'Priya Shah', email: 'priya.shah@acmeretail.example', role: 'manager', comment: 'Jordan led the rebuild end to end and set the bar for how we ship payments work.' },
      { name: 'Marcus Lee', email: 'marcus.lee@acmeretail.example', role: 'peer', comment: 'The failover design is the reason Black Friday was quiet for us.' },
    ],
  },
];
