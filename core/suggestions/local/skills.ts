// Skill suggestions from the curated taxonomy: skills whose keywords appear in the title, role
// and description, ranked by where and how often they appear, minus the skills already listed.
// With few matches, defaults for the role fill the list.
import { SUGGESTED_SKILLS_MAX } from '../../../domain/constants';
import type { SuggestionRequest } from '../suggester';
import { SKILLS, skillNamed, type Skill } from './skill-taxonomy';
import { sourcesOf } from './sources';
import { findMatches, keywordSpans, rankMatches, type Keyword } from './text';

/** Defaults by role keyword, first match wins; the last entry is for any role. */
const ROLE_DEFAULTS: readonly { readonly role: readonly Keyword[]; readonly skills: readonly string[] }[] = [
  { role: ['product manager', 'product owner', 'product lead', 'head of product', 'pm'], skills: ['Product Strategy', 'Roadmapping', 'User Research', 'Stakeholder Management', 'Product Analytics', 'Requirements Gathering'] },
  { role: ['design*', 'ux', 'ui', 'researcher'], skills: ['UX Design', 'Figma', 'Prototyping', 'User Research', 'Design Systems', 'Usability Testing'] },
  { role: ['data scientist', 'machine learning', 'ml engineer', 'ai engineer'], skills: ['Machine Learning', 'Python', 'Statistics', 'Data Analysis', 'Experimentation', 'Data Visualization'] },
  { role: ['analyst', 'analytics', 'data engineer', 'bi'], skills: ['Data Analysis', 'SQL', 'Data Visualization', 'Microsoft Excel', 'Statistics', 'Stakeholder Management'] },
  { role: ['market*', 'growth', 'content', 'seo', 'brand', 'communications'], skills: ['Digital Marketing', 'Content Marketing', 'Marketing Analytics', 'Campaign Management', 'SEO', 'Copywriting'] },
  { role: ['sales', 'account executive', 'account manager', 'business development', 'bdr', 'sdr', 'partnership*'], skills: ['B2B Sales', 'Account Management', 'Lead Generation', 'CRM', 'Negotiation', 'Business Development'] },
  { role: ['security', 'secops', 'infosec'], skills: ['Application Security', 'Threat Modeling', 'Compliance', 'Identity & Access Management', 'Cybersecurity'] },
  { role: ['devops', 'sre', 'platform', 'infrastructure', 'cloud', 'reliability'], skills: ['CI/CD', 'Infrastructure as Code', 'Kubernetes', 'Observability', 'Site Reliability Engineering', 'AWS'] },
  { role: ['engineering manager', 'head of engineering', 'cto', 'vp engineering', 'director of engineering'], skills: ['Team Leadership', 'Hiring', 'Mentoring', 'System Design', 'Stakeholder Management', 'Agile'] },
  { role: ['qa', 'quality', 'test*'], skills: ['Test Automation', 'Quality Assurance', 'CI/CD', 'Agile', 'Problem Solving'] },
  { role: ['engineer', 'developer', 'programmer', 'architect', 'swe', 'sde', 'coder'], skills: ['System Design', 'Code Review', 'Test Automation', 'CI/CD', 'Technical Documentation', 'Problem Solving'] },
  { role: ['manager', 'lead', 'head', 'director', 'chief', 'vp', 'founder', 'owner'], skills: ['Team Leadership', 'Stakeholder Management', 'Strategic Planning', 'Cross-functional Collaboration', 'Mentoring', 'Budget Management'] },
  { role: ['project', 'program', 'programme', 'delivery', 'scrum master', 'operations', 'ops'], skills: ['Project Management', 'Stakeholder Management', 'Agile', 'Risk Management', 'Process Improvement', 'Communication'] },
  { role: [], skills: ['Project Management', 'Stakeholder Management', 'Cross-functional Collaboration', 'Problem Solving', 'Communication'] },
];

/** Below this many matches, role defaults fill the list. */
const TOP_UP_BELOW = 3;

/** The defaults of the first role entry the role (or, failing that, the title) names, then the general ones. */
function roleDefaults(role: string, title: string): Skill[] {
  const names = (text: string) => ROLE_DEFAULTS.find(({ role: keywords }) => keywords.some((keyword) => keywordSpans(text, keyword).length > 0));
  const entry = names(role) ?? names(title);
  const general = ROLE_DEFAULTS[ROLE_DEFAULTS.length - 1]!;
  return [...(entry?.skills ?? []), ...general.skills].map(skillNamed);
}

/** Taxonomy skills a listed skill stands for ("k8s" is Kubernetes), plus its own name. */
function listedKeys(listed: readonly string[]): Set<string> {
  const keys = new Set(listed.map((skill) => skill.trim().toLowerCase()));
  const sources = listed.map((text) => ({ text, weight: 1 }));
  for (const match of findMatches(sources, SKILLS, (skill) => skill.keywords)) {
    const text = listed[match.source] ?? '';
    // Only when the listed skill is all that one skill ("React", "ReactJS"), not a phrase that mentions it.
    if (match.end - match.start >= text.replace(/\s+/g, ' ').trim().length - 1) keys.add(match.item.name.toLowerCase());
  }
  return keys;
}

/** Taxonomy skills the project's own words mention, most relevant first. */
export function skillsMentioned(context: SuggestionRequest['context']): Skill[] {
  return rankMatches(sourcesOf(context), SKILLS, (skill) => skill.keywords).map(({ item }) => item);
}

/** Up to eight skills for the project that the person has not listed yet. */
export function suggestSkills(context: SuggestionRequest['context']): string[] {
  const listed = listedKeys(context.skills);
  const fresh = (skill: Skill) => !listed.has(skill.name.toLowerCase());
  const matched = skillsMentioned(context).filter(fresh);
  const chosen = matched.slice(0, SUGGESTED_SKILLS_MAX);
  if (chosen.length < TOP_UP_BELOW) {
    for (const skill of roleDefaults(context.role, context.title)) {
      if (chosen.length >= SUGGESTED_SKILLS_MAX) break;
      if (fresh(skill) && !chosen.includes(skill)) chosen.push(skill);
    }
  }
  return chosen.map((skill) => skill.name);
}
