// The curated skill list the local suggester draws from: the names people put on a profile, by
// category, each with the words and phrases that point to it. A skill's own name (lower-cased)
// always counts as a keyword; the others are listed after it. Keyword syntax: ./text.ts.
import type { Keyword } from './text';

export type SkillCategory =
  | 'languages'
  | 'frameworks'
  | 'cloud'
  | 'data'
  | 'practices'
  | 'security'
  | 'leadership'
  | 'product'
  | 'design'
  | 'marketing'
  | 'sales'
  | 'operations';

export interface Skill {
  readonly name: string;
  readonly category: SkillCategory;
  readonly keywords: readonly Keyword[];
}

type Row = readonly [name: string, ...keywords: Keyword[]];

/** Names that are also ordinary words ("go live", "swift", "express delivery"): only their keywords count. */
const NOT_BY_NAME = new Set(['Go', 'Swift', 'Express']);

const group = (category: SkillCategory, rows: readonly Row[]): Skill[] =>
  rows.map(([name, ...keywords]) => ({
    name,
    category,
    keywords: NOT_BY_NAME.has(name) ? keywords : [name.toLowerCase(), ...keywords],
  }));

export const SKILLS: readonly Skill[] = [
  ...group('languages', [
    ['TypeScript'],
    ['JavaScript', 'javascript', 'js', 'ecmascript', 'es6'],
    ['Python', 'py', 'python3'],
    ['Java', 'jvm', 'java 17', 'java 21'],
    ['Go', 'golang', 'written in go', 'go service*', 'go microservice*', 'go backend', 'go api', 'go developer', 'go engineer'],
    ['Rust', 'rustlang'],
    ['C#', 'c sharp', 'csharp'],
    ['C++', 'cpp'],
    ['Kotlin'],
    ['Swift', 'swiftui', 'in swift', 'swift code', 'swift app*', 'swift developer', 'swift engineer'],
    ['Ruby'],
    ['PHP'],
    ['Scala'],
    ['SQL', 't-sql', 'pl/sql', 'sql queries'],
    ['HTML & CSS', 'html', 'css', 'sass', 'scss'],
    ['Bash', 'shell script*', 'bash script*'],
  ]),
  ...group('frameworks', [
    ['React', 'react.js', 'reactjs', 'react hooks'],
    ['React Native'],
    ['Next.js', 'nextjs', 'next js'],
    ['Angular', 'angularjs'],
    ['Vue.js', 'vue', 'vuejs', 'nuxt'],
    ['Svelte', 'sveltekit'],
    ['Node.js', 'nodejs', 'node backend', 'node service*', 'node api'],
    ['Express', 'express.js', 'expressjs', 'express server', 'express api', 'express app*'],
    ['NestJS', 'nest.js'],
    ['Django'],
    ['Flask'],
    ['FastAPI'],
    ['Spring Boot', 'spring framework', 'spring mvc'],
    ['.NET', 'dotnet', 'asp.net', '.net core'],
    ['Ruby on Rails', 'rails app*', 'ror'],
    ['Laravel'],
    ['Flutter', 'dart'],
    ['GraphQL', 'apollo'],
    ['Tailwind CSS', 'tailwind'],
    ['Redux', 'redux toolkit'],
  ]),
  ...group('cloud', [
    ['AWS', 'amazon web services'],
    ['AWS Lambda', 'lambda', 'lambdas', 'lambda functions'],
    ['Amazon DynamoDB', 'dynamodb', 'dynamo db'],
    ['Amazon S3', 's3', 's3 bucket*'],
    ['AWS CDK', 'cdk', 'cloud development kit'],
    ['Microsoft Azure', 'azure'],
    ['Google Cloud', 'gcp', 'google cloud platform'],
    ['Kubernetes', 'k8s', 'eks', 'aks', 'gke', 'helm'],
    ['Docker', 'container*', 'dockeri*'],
    ['Terraform', 'hcl'],
    ['Infrastructure as Code', 'iac', 'cloudformation', 'pulumi'],
    ['Serverless Architecture', 'serverless'],
    ['Microservices', 'microservice', 'micro-service*', 'service-oriented'],
    ['CI/CD', 'ci pipeline*', 'continuous integration', 'continuous delivery', 'continuous deployment', 'deployment pipeline*', 'build pipeline*'],
    ['GitHub Actions'],
    ['Jenkins'],
    ['Linux', 'ubuntu', 'debian', 'red hat'],
    ['Cloud Migration', /\bmigrat\w* (?:\w+ ){0,4}(?:to|onto|into) (?:the )?(?:cloud|aws|azure|gcp|google cloud|kubernetes|serverless)\b/, 'lift and shift', 'cloud-native', 'cloud native'],
    ['Observability', 'monitoring', 'datadog', 'grafana', 'prometheus', 'opentelemetry', 'alerting', 'new relic', 'tracing'],
    ['Site Reliability Engineering', 'sre', 'slo', 'slos', 'sla', 'slas', 'service level objective*', 'on-call', 'incident response', 'uptime'],
    ['Event-Driven Architecture', 'event-driven', 'event driven', 'event sourcing', 'pub/sub', 'eventbridge', 'sqs', 'sns'],
    ['Apache Kafka', 'kafka'],
    ['Redis', 'elasticache'],
    ['PostgreSQL', 'postgres', 'postgresql', 'aurora'],
    ['MySQL', 'mariadb'],
    ['MongoDB', 'mongo'],
    ['Elasticsearch', 'opensearch', 'elastic search'],
    ['REST APIs', 'restful', 'rest api*', 'openapi', 'swagger'],
    ['API Design', 'api', 'apis', 'api-first', 'public api*'],
    ['System Design', 'architecture', 'architected', 'system architecture', 'distributed system*', 'scalab*'],
    ['Performance Optimization', 'optimi*', 'performance', 'latency', 'load time*', 'caching', 'cache', 'faster'],
  ]),
  ...group('data', [
    ['Data Analysis', 'analys*', 'analyz*', 'analytics', 'insight*'],
    ['Data Engineering', 'data pipeline*', 'data platform', 'data warehouse', 'data lake*', 'ingestion'],
    ['ETL', 'elt', 'etl pipeline*', 'extract, transform'],
    ['Machine Learning', 'ml', 'machine-learning', 'predictive model*', 'prediction model*', 'churn prediction', 'propensity model*', 'trained a model', 'model training', 'classifier', 'recommendation engine', 'recommender'],
    ['Deep Learning', 'neural network*'],
    ['Natural Language Processing', 'nlp', 'text classification', 'sentiment analysis'],
    ['Computer Vision', 'image recognition', 'object detection', 'ocr'],
    ['Generative AI', 'genai', 'gen ai', 'llm*', 'large language model*', 'gpt', 'chatbot', 'bedrock', 'openai', 'rag', 'retrieval-augmented'],
    ['Prompt Engineering', 'prompts', 'prompt design', 'prompt tuning'],
    ['Artificial Intelligence', { exact: 'AI' }, 'artificial intelligence', 'ai-powered', 'ai powered'],
    ['PyTorch', 'torch'],
    ['TensorFlow', 'keras'],
    ['scikit-learn', 'sklearn'],
    ['Pandas', 'numpy', 'jupyter'],
    ['Apache Spark', 'spark', 'pyspark', 'databricks'],
    ['Apache Airflow', 'airflow'],
    ['dbt', 'data build tool'],
    ['Snowflake'],
    ['BigQuery', 'big query'],
    ['Tableau'],
    ['Power BI', 'powerbi'],
    ['Looker', 'looker studio'],
    ['Microsoft Excel', 'excel model*', 'excel spreadsheet*', 'in excel', 'spreadsheet*', 'vlookup', 'pivot table*'],
    ['Statistics', 'statistical', 'regression analysis', 'hypothesis test*'],
    ['Data Visualization', 'dashboard*', 'visualis*', 'visualiz*', 'charts', 'reporting'],
    ['Experimentation', 'a/b', 'a/b test*', 'ab test*', 'split test*', 'experiment*', 'multivariate'],
    ['Forecasting', 'forecast*', 'demand planning', 'time series'],
  ]),
  ...group('practices', [
    ['Agile', 'agile methodolog*', 'sprint*'],
    ['Scrum', 'scrum master', 'stand-up*', 'retrospective*'],
    ['Kanban'],
    ['Test-Driven Development', 'tdd', 'test-driven', 'test driven'],
    ['Test Automation', 'automated test*', 'test suite*', 'unit test*', 'integration test*', 'end-to-end test*', 'e2e', 'playwright', 'cypress', 'selenium', 'jest', 'vitest', 'pytest', 'regression test*', 'test coverage', 'qa automation'],
    ['Quality Assurance', 'qa', 'quality assurance', 'bug*', 'defect*'],
    ['Code Review', 'code review*', 'pull request*', 'peer review*'],
    ['Refactoring', 'refactor*', 'technical debt', 'tech debt', 'legacy code', 'rewrite', 'rewrote', 'rewritten'],
    ['Technical Documentation', 'documentation', 'documented', 'runbook*', 'technical writing', 'adrs', 'architecture decision record*'],
    ['Accessibility', 'a11y', 'wcag', 'screen reader*'],
    ['Git', 'github', 'gitlab', 'version control'],
    ['DevOps', 'devops', 'platform engineering', 'developer experience', 'devex'],
    ['Automation', 'automat*', 'script*', 'workflow automation', 'rpa'],
    ['Mobile Development', 'mobile app*', 'ios', 'android', 'app store'],
    ['Frontend Development', 'frontend', 'front-end', 'front end', 'single-page app*', 'spa', 'web app*', 'user interface code'],
    ['Backend Development', 'backend', 'back-end', 'back end', 'server-side'],
  ]),
  ...group('security', [
    ['Application Security', 'security', 'vulnerabilit*', 'owasp', 'appsec', 'secure coding'],
    ['Identity & Access Management', 'iam', 'sso', 'single sign-on', 'access control', 'rbac', 'permissions model'],
    ['OAuth / OpenID Connect', 'oauth', 'oauth2', 'openid', 'oidc', 'jwt'],
    ['Penetration Testing', 'pen test*', 'pentest*', 'penetration test*', 'red team*'],
    ['Compliance', 'gdpr', 'soc 2', 'soc2', 'iso 27001', 'hipaa', 'pci', 'pci dss', 'regulatory', 'audit*'],
    ['Threat Modeling', 'threat model*', 'stride'],
    ['Encryption', 'encrypt*', 'kms', 'tls', 'cryptograph*'],
    ['Cybersecurity', 'cyber security', 'siem', 'soc', 'intrusion detection', 'zero trust'],
  ]),
  ...group('leadership', [
    ['Team Leadership', /\b(?:led|lead|leading|managed|managing|ran|running|built|grew|growing) (?:a |the |my |our )?(?:(?:small|new|distributed|remote|cross-functional|global) )?(?:team|squad|group|tribe)s?\b/, /\b(?:led|leading|managed|managing) (?:a team of )?\d+\+? (?:engineers|developers|designers|analysts|people|reports|marketers|sellers)\b/, 'team lead*', 'tech lead*', 'technical lead*', 'engineering manager', 'head of', 'people manage*', 'line manag*', 'leadership'],
    ['Mentoring', 'mentor*', 'onboarded new', 'pairing', 'pair programming'],
    ['Coaching', 'coach*'],
    ['Hiring', 'hiring', 'hired', 'recruit*', 'interview*', 'talent acquisition'],
    ['Stakeholder Management', 'stakeholder*', 'executive*', 'c-level', 'board', 'leadership team', 'sponsor*'],
    ['Cross-functional Collaboration', 'cross-functional', 'cross functional', 'cross-team', 'across teams', 'collaborat*', 'partnered with'],
    ['Strategic Planning', 'strategy', 'strategic', 'long-term plan*', 'annual plan*'],
    ['Change Management', 'transformation', 'organisational change', 'organizational change'],
    ['Budget Management', 'budget*', 'p&l', 'cost control'],
    ['Vendor Management', 'vendor*', 'supplier*', 'contractor*', 'outsourc*', 'agency'],
    ['Public Speaking', 'conference talk*', 'keynote', 'presented at', 'webinar*', 'talk at'],
    ['Negotiation', 'negotiat*'],
    ['Communication', 'communicat*', 'presentation*', 'storytelling'],
    ['Problem Solving', 'problem solving', 'troubleshoot*', 'root cause', 'debugg*', 'diagnos*'],
  ]),
  ...group('product', [
    ['Product Management', 'product manager', 'product owner', 'backlog', 'prd', 'prds'],
    ['Product Strategy', 'product strategy', 'product vision', 'positioning', 'market fit', 'product-market fit'],
    ['Roadmapping', 'roadmap*', 'prioritis*', 'prioritiz*'],
    ['User Research', 'user research', 'customer interview*', 'user interview*', 'research with users', 'personas', 'jobs to be done', 'jtbd', 'survey*'],
    ['Product Discovery', 'discovery', 'validated the idea', 'problem validation'],
    ['Requirements Gathering', 'requirements', 'user stories', 'user story', 'specification*', 'acceptance criteria'],
    ['Go-to-Market Strategy', 'go-to-market', 'go to market', 'gtm', 'launch plan', 'product launch'],
    ['Pricing Strategy', 'pricing', 'monetis*', 'monetiz*'],
    ['Product Analytics', 'product analytics', 'amplitude', 'mixpanel', 'funnel*', 'cohort*', 'retention', 'activation', 'engagement metrics'],
    ['OKRs', 'okr', 'objectives and key results', 'kpi', 'kpis'],
    ['Customer Success', 'customer success', 'customer satisfaction', 'nps', 'csat', 'support tickets', 'churn'],
    ['E-commerce', 'ecommerce', 'e-commerce', 'checkout', 'shopping cart', 'online store', 'shopify', 'payments', 'stripe'],
    ['Onboarding Design', 'onboarding flow', 'user onboarding', 'signup flow', 'sign-up flow'],
  ]),
  ...group('design', [
    ['UX Design', 'ux', 'user experience', 'user journey*', 'journey map*'],
    ['UI Design', 'ui', 'user interface', 'interface design', 'visual refresh'],
    ['Figma', 'figjam'],
    ['Prototyping', 'prototyp*', 'mockup*', 'mock-up*'],
    ['Design Systems', 'design system*', 'component library', 'ui kit', 'style guide'],
    ['Usability Testing', 'usability', 'user testing', 'tested with users', 'task completion'],
    ['Interaction Design', 'interaction design', 'micro-interaction*', 'animation*'],
    ['Information Architecture', 'information architecture', 'navigation', 'sitemap', 'card sort*'],
    ['Wireframing', 'wireframe*'],
    ['Visual Design', 'visual design', 'branding', 'typography', 'illustration*', 'iconography'],
    ['Responsive Design', 'responsive web', 'responsive layout*', 'mobile-first', 'mobile first'],
  ]),
  ...group('marketing', [
    ['Digital Marketing', 'online marketing', 'paid media', 'performance marketing', 'multi-channel', 'multichannel', 'omnichannel'],
    ['Conversion Rate Optimization', 'cro', 'landing page*', 'conversion rate*', 'conversion optimi*'],
    ['SEO', 'search engine optimi*', 'organic search', 'organic traffic', 'keyword research'],
    ['SEM', 'ppc', 'google ads', 'paid search', 'adwords'],
    ['Content Marketing', 'content marketing', 'blog*', 'content strategy', 'editorial', 'newsletter*'],
    ['Email Marketing', 'email campaign*', 'email marketing', 'drip campaign*', 'mailchimp', 'klaviyo'],
    ['Social Media Marketing', 'social media', 'linkedin campaign*', 'linkedin ads', 'instagram', 'tiktok', 'influencer*'],
    ['Marketing Analytics', 'marketing analytics', 'attribution', 'roas', 'cac', 'campaign performance'],
    ['Brand Strategy', 'brand', 'rebrand*', 'brand identity'],
    ['Copywriting', 'copywrit*', 'landing page copy', 'ad copy'],
    ['Growth Marketing', 'growth hacking', 'growth marketing', 'user acquisition', 'customer acquisition', 'viral', 'referral program*'],
    ['Marketing Automation', 'marketing automation', 'hubspot', 'marketo', 'pardot', 'lead scoring'],
    ['Google Analytics', 'ga4', 'google tag manager', 'gtm tag*'],
    ['Campaign Management', 'campaign*'],
    ['Event Marketing', 'event marketing', 'trade show*', 'conference booth', 'meetup*'],
  ]),
  ...group('sales', [
    ['B2B Sales', 'b2b', 'enterprise sales', 'sales cycle', 'closed deals', 'closed-won', 'quota'],
    ['Account Management', 'account manag*', 'key account*', 'upsell*', 'renewal*', 'expansion revenue'],
    ['Lead Generation', 'lead gen*', 'qualified leads', 'sales leads', 'inbound leads', 'new leads', 'prospect*', 'outbound', 'cold outreach', 'sdr', 'bdr'],
    ['Salesforce', 'sfdc'],
    ['CRM', 'crm', 'customer relationship management', 'pipedrive', 'dynamics 365'],
    ['Business Development', 'business development', 'biz dev', 'new markets', 'market expansion'],
    ['Partnerships', 'partnership*', 'partner program*', 'channel partner*', 'alliances'],
    ['Sales Enablement', 'sales playbook*', 'sales training', 'battlecard*'],
  ]),
  ...group('operations', [
    ['Project Management', 'project manag*', 'project plan*', 'gantt', 'milestone*', 'delivery plan*', 'pmp', 'prince2'],
    ['Program Management', 'program manag*', 'programme manag*', 'portfolio of projects'],
    ['Process Improvement', 'process improvement', 'streamlin*', 'process redesign', 'efficien*', 'bottleneck*'],
    ['Lean Six Sigma', 'lean manufacturing', 'lean methodolog*', 'six sigma', 'kaizen', 'dmaic'],
    ['Operations Management', 'operations', 'ops', 'operational'],
    ['Supply Chain Management', 'supply chain', 'logistics', 'inventory', 'warehouse', 'fulfilment', 'fulfillment', 'order fulfil*', 'procurement'],
    ['Financial Modeling', 'financial model*', 'business case', 'dcf', 'valuation'],
    ['Risk Management', 'risk assessment*', 'risk register', 'risk mitigation', 'mitigat* risk*', 'operational risk', 'credit risk'],
    ['Jira', 'confluence', 'atlassian'],
    ['Customer Support', 'customer support', 'help desk', 'helpdesk', 'zendesk', 'support team'],
  ]),
];

/** A skill by its exact name (for the role defaults). */
export function skillNamed(name: string): Skill {
  const skill = SKILLS.find((candidate) => candidate.name === name);
  if (!skill) throw new Error(`No skill named ${name} in the taxonomy`);
  return skill;
}
