import { describe, expect, it } from 'vitest';
import { contentSuggestionsResponseSchemaFor, type SuggestionType } from '../../domain/schemas/content-suggestions';
import { localSuggester, localSuggestions } from './local-suggester';
import { SKILLS } from './local/skill-taxonomy';
import type { SuggestionRequest } from './suggester';

type Context = SuggestionRequest['context'];
const context = (overrides: Partial<Context> = {}): Context => ({ title: 'Checkout rewrite', role: '', orgName: '', description: '', skills: [], ...overrides });

const skillsFor = (overrides: Partial<Context>) => {
  const result = localSuggestions({ type: 'skills', context: context(overrides) });
  if (!('skills' in result)) throw new Error('expected skills');
  return result.skills;
};
const outcomesFor = (overrides: Partial<Context>) => {
  const result = localSuggestions({ type: 'outcomes', context: context(overrides) });
  if (!('outcomes' in result)) throw new Error('expected outcomes');
  return result.outcomes;
};
const descriptionFor = (overrides: Partial<Context>) => {
  const result = localSuggestions({ type: 'description', context: context(overrides) });
  if (!('enhancedDescription' in result)) throw new Error('expected a description');
  return result.enhancedDescription;
};

const checkout: Partial<Context> = {
  title: 'Migrated checkout to React and AWS Lambda',
  role: 'Senior Software Engineer',
  orgName: 'Acme Retail',
  description: 'rebuilt the checkout flow as a react app backed by lambda functions and dynamodb. led a team of 4 engineers and added automated tests with playwright',
  skills: ['TypeScript'],
};

describe('local suggester: skills', () => {
  it('finds the skills the title names, the longest match winning ("AWS Lambda", not also "AWS")', () => {
    const skills = skillsFor({ title: 'Migrated checkout to React and AWS Lambda' });
    expect(skills).toEqual(expect.arrayContaining(['React', 'AWS Lambda']));
    expect(skills).not.toContain('AWS');
  });

  it('reads aliases and phrases in the description and role', () => {
    expect(skillsFor({ title: 'Platform', description: 'Moved 40 services onto k8s' })).toContain('Kubernetes');
    expect(skillsFor({ title: 'Platform', description: 'Ran A/B tests on pricing' })).toEqual(expect.arrayContaining(['Experimentation', 'Pricing Strategy']));
    expect(skillsFor({ title: 'Checkout', description: 'I led a team of five through the rewrite' })).toContain('Team Leadership');
    expect(skillsFor(checkout)).toEqual(expect.arrayContaining(['React', 'AWS Lambda', 'Amazon DynamoDB', 'Test Automation', 'Team Leadership']));
  });

  it('ranks title matches above description matches', () => {
    const skills = skillsFor({ title: 'GraphQL gateway', description: 'Also touched some Docker files.' });
    expect(skills.indexOf('GraphQL')).toBeLessThan(skills.indexOf('Docker'));
  });

  it('leaves out skills already listed, in any case or by alias', () => {
    const skills = skillsFor({ title: 'Migrated checkout to React and AWS Lambda on k8s', skills: ['react', 'Kubernetes'] });
    expect(skills).toContain('AWS Lambda');
    expect(skills.map((skill) => skill.toLowerCase())).not.toContain('react');
    expect(skills).not.toContain('Kubernetes');
    expect(skillsFor({ title: 'Scaled the cluster with Kubernetes', skills: ['k8s'] })).not.toContain('Kubernetes');
  });

  it('does not mistake ordinary words for skills', () => {
    const skills = skillsFor({ title: 'Go-live of the new express delivery option', description: 'A swift rollout; the rest of the team stayed informed.' });
    expect(skills).not.toEqual(expect.arrayContaining(['Go']));
    expect(skills).not.toContain('Express');
    expect(skills).not.toContain('Swift');
    expect(skills).not.toContain('REST APIs');
  });

  it('falls back to defaults for the role when the text names few skills', () => {
    expect(skillsFor({ title: 'Office move', role: 'Product Designer' })).toEqual(expect.arrayContaining(['UX Design', 'Figma', 'Prototyping']));
    expect(skillsFor({ title: 'Office move', role: 'Account Executive' })).toEqual(expect.arrayContaining(['B2B Sales', 'Account Management']));
    expect(skillsFor({ title: 'Office move', role: 'Backend Engineer' })).toEqual(expect.arrayContaining(['System Design', 'Code Review']));
    expect(skillsFor({ title: 'Office move' })).toEqual(expect.arrayContaining(['Project Management', 'Stakeholder Management']));
    expect(skillsFor({ title: 'Office move', role: 'Product Designer', skills: ['Figma'] })).not.toContain('Figma');
  });

  it('gives at most 8 unique skills, each a taxonomy name within the form limit', () => {
    const skills = skillsFor({
      title: 'React, Vue, Angular, Svelte, Python, Go, Rust, Java and Kotlin services on AWS with Docker and Terraform',
    });
    expect(skills).toHaveLength(8);
    expect(new Set(skills.map((skill) => skill.toLowerCase())).size).toBe(8);
    const names = new Set(SKILLS.map((skill) => skill.name));
    for (const skill of skills) {
      expect(names.has(skill)).toBe(true);
      expect(skill.length).toBeLessThanOrEqual(60);
    }
  });
});

describe('local suggester: outcomes', () => {
  it('gives three outcomes with metric slots and no invented numbers', () => {
    const outcomes = outcomesFor(checkout);
    expect(outcomes).toHaveLength(3);
    for (const outcome of outcomes) {
      expect(outcome.description.length).toBeGreaterThan(10);
      expect(outcome.metric).toMatch(/\[[A-Za-z]+\]/);
      expect(`${outcome.description} ${outcome.metric}`).not.toMatch(/\d/);
    }
  });

  it('follows the themes of the project', () => {
    expect(outcomesFor(checkout).map((outcome) => outcome.metric)).toEqual(expect.arrayContaining(['+[X]% conversion rate']));
    expect(outcomesFor({ title: 'Cut p95 latency of the search API' })[0]?.metric).toBe('[X]% faster response times');
    expect(outcomesFor({ title: 'Reduced cloud costs' })[0]?.description).toMatch(/costs/);
    expect(outcomesFor({ title: 'SOC 2 readiness', description: 'Closed vulnerabilities before the audit.' })[0]?.description).toMatch(/security/i);
    expect(outcomesFor({ title: 'Mentoring programme', role: 'Engineering Manager' }).some((outcome) => /Mentored/.test(outcome.description))).toBe(true);
  });

  it('falls back to general outcomes', () => {
    expect(outcomesFor({ title: 'Office move' }).map((outcome) => outcome.metric)).toEqual([
      'delivered in [N] weeks',
      '[X]% improvement in [metric]',
      '[N] stakeholders endorsed the result',
    ]);
  });
});

describe('local suggester: description', () => {
  it('says who did what, keeps the person\'s own words (tidied), and invites figures', () => {
    const text = descriptionFor(checkout);
    expect(text.startsWith('As Senior Software Engineer at Acme Retail, I migrated checkout to React and AWS Lambda. ')).toBe(true);
    expect(text).toContain('Rebuilt the checkout flow as a react app backed by lambda functions and dynamodb. Led a team of 4 engineers and added automated tests with playwright.');
    expect(text).toMatch(/The result: .*\[X\]%/);
    const sentences = text.split(/(?<=[.!?])\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(text.length).toBeGreaterThanOrEqual(10);
  });

  it('writes 2 to 4 sentences without a description of their own, with no invented numbers', () => {
    const text = descriptionFor({ title: 'Checkout rewrite', role: 'Tech lead', orgName: 'Acme', skills: ['React'] });
    expect(text).toMatch(/^As Tech lead at Acme, I led the checkout rewrite\. The work drew on my experience with React/);
    const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z])/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
    expect(text.replace(/\[[A-Za-z]+\]/g, '')).not.toMatch(/\d/);
  });

  it('reads titles that start with an action, a gerund or a noun', () => {
    expect(descriptionFor({ title: 'Built the data platform' })).toMatch(/^I built the data platform\./);
    expect(descriptionFor({ title: 'Scaling search', role: 'Engineer' })).toMatch(/^As Engineer, I worked on scaling search\./);
    expect(descriptionFor({ title: 'React Native app', orgName: 'Globex' })).toMatch(/^At Globex, I delivered the React Native app\./);
  });

  it('tidies the person\'s text without rewording it', () => {
    const text = descriptionFor({ title: 'Checkout', description: 'i moved us to node.js, e.g. the cart service.   then the payments service' });
    expect(text).toContain('I moved us to node.js, e.g. the cart service. Then the payments service.');
  });
});

describe('local suggester', () => {
  it('answers the same input with the same output', async () => {
    for (const type of ['description', 'outcomes', 'skills'] as const) {
      const request = { type, context: context(checkout) };
      expect(await localSuggester.suggest(request)).toEqual(await localSuggester.suggest(structuredClone(request)));
    }
  });

  it('always answers within the response rules', () => {
    const contexts: Context[] = [
      context(checkout),
      context({ title: 'X' }),
      context({ title: 'x'.repeat(200), role: 'r'.repeat(120), orgName: 'o'.repeat(200), description: 'd '.repeat(2500).trim() }),
      context({ title: 'Data', skills: SKILLS.slice(0, 30).map((skill) => skill.name) }),
    ];
    for (const ctx of contexts) {
      for (const type of ['description', 'outcomes', 'skills'] as SuggestionType[]) {
        const parsed = contentSuggestionsResponseSchemaFor(type).safeParse({ suggestions: localSuggestions({ type, context: ctx }) });
        expect(parsed.error?.issues ?? [], `${type} for ${ctx.title.slice(0, 20)}`).toEqual([]);
      }
    }
  });
});
