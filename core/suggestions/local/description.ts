// A professional project description built from the form: who (role at organisation) did what
// (the title), the person's own description tidied but kept word for word, what the work
// focused on, and the result with slots ([X]%, [N]) for the person's own figures. Never a number.
import { SUGGESTED_DESCRIPTION_MAX_LENGTH } from '../../../domain/constants';
import type { SuggestionRequest } from '../suggester';
import { SKILLS } from './skill-taxonomy';
import { skillsMentioned } from './skills';
import { detectThemes } from './themes';
import { keywordSpans, listPhrase, tidyParagraphs, tidySentence, type Keyword } from './text';

type Context = SuggestionRequest['context'];

/** Achievement verbs a title may start with ("Migrated checkout to React"): the title reads as "I migrated …". */
const PAST_TENSE_VERBS = new Set(
  ('accelerated architected automated boosted built centralised centralized consolidated converted created cut decreased delivered deployed designed developed doubled drove eliminated established ' +
    'expanded founded grew halved hired implemented improved increased introduced launched led lowered mentored migrated modernised modernized moved negotiated optimised optimized organised ' +
    'organized overhauled piloted raised ran rebuilt redesigned reduced refactored replaced restructured revamped rewrote rolled saved scaled set shipped simplified spearheaded standardised ' +
    'standardized streamlined transformed tripled turned upgraded won wrote')
    .split(' '),
);

const DETERMINERS = new Set(['the', 'a', 'an', 'our', 'my', 'their', 'its', 'this']);

/** Roles whose holder leads the work rather than delivers a part of it. */
const LEADING_ROLE: readonly Keyword[] = ['lead*', 'manager', 'head', 'director', 'chief', 'founder', 'co-founder', 'owner', 'principal', 'vp', 'cto', 'ceo', 'president'];

const stripEnd = (text: string) => text.replace(/[\s.!?;:,]+$/, '');
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('en') + text.slice(1);

/** Lower-case the first word of a sentence-case title ("Checkout rewrite"), unless it is a name ("React migration"). */
function inSentence(title: string): string {
  const [first = '', second = ''] = title.split(/\s+/);
  const sentenceCase = /^\p{Lu}\p{Ll}+$/u.test(first) && (second === '' || !/^\p{Lu}/u.test(second));
  // "React migration": the first word is a product's name, which keeps its capital.
  const startsWithName = SKILLS.some((skill) => skill.name.toLowerCase() === first.toLowerCase());
  return sentenceCase && !startsWithName ? lowerFirst(title) : title;
}

/** "I migrated checkout to React", "I worked on scaling search", "I led the checkout rewrite". */
function action(context: Context): string {
  const title = stripEnd(context.title.replace(/\s+/g, ' ').trim());
  const firstWord = (title.split(' ')[0] ?? '').toLowerCase();
  if (PAST_TENSE_VERBS.has(firstWord)) return `I ${lowerFirst(title)}`;
  if (/^\p{L}{3,}ing$/u.test(firstWord)) return `I worked on ${lowerFirst(title)}`;
  const leads = LEADING_ROLE.some((keyword) => keywordSpans(context.role, keyword).length > 0);
  const article = DETERMINERS.has(firstWord) ? '' : 'the ';
  return `I ${leads ? 'led' : 'delivered'} ${article}${inSentence(title)}`;
}

function opening(context: Context): string {
  const role = stripEnd(context.role);
  const org = stripEnd(context.orgName);
  const who = role && org ? `As ${role} at ${org}` : role ? `As ${role}` : org ? `At ${org}` : '';
  return tidySentence(who ? `${who}, ${action(context)}` : action(context));
}

/** Without a description of their own: what the work drew on, from the skills it names. */
function approach(context: Context): string {
  const names = [...context.skills, ...skillsMentioned(context).map((skill) => skill.name)];
  const unique = names.filter((name, index) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index);
  if (unique.length === 0) return 'I owned the work from scoping through delivery, working closely with the people who would use it.';
  return `The work drew on my experience with ${listPhrase(unique.slice(0, 3))}.`;
}

function closing(context: Context): string {
  const themes = detectThemes(context);
  const [first, second] = themes;
  const focus = first ? (second ? `${first.focus}, and on ${second.focus}` : first.focus) : 'a dependable result that people would actually use';
  const impact = first?.impact ?? '[add the measurable change, e.g. X% faster or N more users]';
  return `The focus was on ${focus}. The result: ${impact}.`;
}

export function suggestDescription(context: Context): string {
  const own = tidyParagraphs(context.description);
  const [firstParagraph = '', ...moreParagraphs] = own ? own.split('\n\n') : [];
  const paragraphs = [`${opening(context)} ${firstParagraph || approach(context)}`, ...moreParagraphs, closing(context)];
  const text = moreParagraphs.length > 0 ? paragraphs.join('\n\n') : paragraphs.join(' ');
  if (text.length <= SUGGESTED_DESCRIPTION_MAX_LENGTH) return text;
  // A long description of their own is the best text there is: keep it (tidied) rather than cut it.
  return own.length <= SUGGESTED_DESCRIPTION_MAX_LENGTH ? own : own.slice(0, SUGGESTED_DESCRIPTION_MAX_LENGTH);
}
