// What recruiters read about who co-signed: one trust label everywhere a proof shows (the lookup,
// the project API, the portfolio, the server-rendered pages, the credential), each co-signer
// saying what they proved, and the co-signers who agreed to be named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicProject, PublicProofLookup } from '../../domain/api/public';
import { trustWords } from '../../domain/messages/trust';
import { apiClient, signedInClient, type ApiClient } from '../support/api-client';
import { startInProcessRuntime, type InProcessRuntime } from '../support/in-process-runtime';
import { proofFlow, type OwnProof } from '../support/proof-flow';
import { pageAsCrawler } from '../support/public-pages';
import type { ErrorBody } from '../support/validation-mail';
import { credentialIssuing } from './credentials/issued-credentials';

let runtime: InProcessRuntime;
let anonymous: ApiClient;
let owner: ApiClient;
let flow: ReturnType<typeof proofFlow>;
let me: { id: string; username: string };

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false });
  anonymous = apiClient(runtime.url);
  owner = await signedInClient(runtime.url, { name: 'Olive Owner', email: 'olive.owner@acme.com' });
  me = (await owner.request<{ profile: typeof me }>('GET', '/me')).body.profile;
  flow = proofFlow(runtime.url, anonymous);
});
afterAll(async () => {
  await runtime?.dispose();
});

const get = <T>(path: string) => anonymous.request<T & ErrorBody>('GET', `/public${path}`);
const page = (path: string) => pageAsCrawler(runtime.url, path);

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));
/** React's text of a message: apostrophes escaped. */
const inHtml = (text: string) => text.replace(/'/g, '&#x27;');

/**
 * Has `email` decide on its link: with the link alone, or signed in with LinkedIn as that address
 * (as `name`), agreeing to be named or not.
 */
async function approveAs(proofOwner: ApiClient, proof: OwnProof, email: string, signedIn: boolean, { named = false, name = 'Sam Peer' } = {}) {
  const issuing = credentialIssuing(runtime.url);
  const invited = await proofOwner.request('POST', '/validation-requests', { recognitionId: proof.id, validators: [{ email, role: 'peer' }] });
  expect(invited.status).toBe(201);
  const mails = (await (await fetch(`${runtime.url}/__local/mail.json`)).json()) as { to: string[]; text: string }[];
  const token = /\/validate\/([A-Za-z0-9_-]{43})/.exec(mails.find((mail) => mail.to.includes(email))?.text ?? '')?.[1];
  const client = signedIn ? await signedInClient(runtime.url, { name, email }) : issuing.anonymous;
  const suffix = signedIn ? '-signed-in' : '';
  const opened = await client.request<{ contentHash: string }>('POST', `/validation/open${suffix}`, { token });
  const decided = await client.request('POST', `/validation/decide${suffix}`, { token, decision: 'approved', comment: null, nameInCredential: named, contentHash: opened.body.contentHash });
  expect(decided.status).toBe(200);
}

/** What the lookup API, the project API, the portfolio, the server-rendered pages and the credential say. */
async function surfacesOf(proof: OwnProof, portfolioOf = me.username) {
  const lookup = (await get<PublicProofLookup>(`/proofs/${proof.proofNumber}`)).body;
  const project = (await get<PublicProject>(`/projects/${proof.id}`)).body;
  const portfolio = (await get<{ proofs: { id: string; trustLevel: string }[] }>(`/portfolios/${portfolioOf}`)).body;
  const issuing = credentialIssuing(runtime.url);
  const view = await issuing.credentialOf(proof.proofNumber!);
  const credential = await issuing.download(view!.url);
  return {
    credential,
    portfolio,
    levels: {
      lookup: lookup.trustLevel,
      proof: lookup.proof.trustLevel,
      project: project.project.trustLevel,
      portfolio: portfolio.proofs.find((entry) => entry.id === proof.id)?.trustLevel,
      credential: credential.credentialSubject.result[0].value,
    },
    lookup,
    project,
    proofPage: rootOf((await page(`/proof/${proof.proofNumber}`)).html),
    projectPage: rootOf((await page(`/project/${proof.id}`)).html),
  };
}

const everywhere = (level: string) => ({ lookup: level, proof: level, project: level, portfolio: level, credential: level });

describe('one trust vocabulary where recruiters look', () => {

  it('a company-domain approval beside a link-only free-mail one: one label everywhere, each co-signer saying what they proved', async () => {
    const created = await flow.create(owner, { title: 'Domain and free mail', orgName: 'Acme' });
    await approveAs(owner, created, 'pat.freemail@gmail.com', false);
    await approveAs(owner, created, 'jane.company@acme.com', false);
    const proof = await flow.publish(owner, await flow.get(owner, created.id));
    const seen = await surfacesOf(proof);
    expect(seen.levels).toEqual(everywhere('Domain Verified'));
    const proven = [trustWords.proven({ signedIn: false, companyDomain: 'acme.com' }), trustWords.proven({ signedIn: false, companyDomain: null })];
    expect(seen.lookup.validations.map((validation) => trustWords.proven(validation.proven))).toEqual(proven);
    expect(seen.project.validations).toEqual(seen.lookup.validations);
    for (const html of [seen.proofPage, seen.projectPage]) {
      expect(html).toContain('Domain Verified');
      expect(html).toContain(inHtml(trustWords.meaning['Domain Verified']));
      for (const words of proven) expect(html).toContain(words);
      for (const cardLabel of ['Peer-verified', 'Domain-verified', 'Self-reported']) expect(html).not.toContain(cardLabel);
      expect(html).not.toContain('jane.company@');
    }
  });

  it('a free-mail peer signed in with LinkedIn and a link-only one: Organization Listed everywhere, never Domain Verified', async () => {
    const created = await flow.create(owner, { title: 'Free mail only', orgName: 'Acme' });
    await approveAs(owner, created, 'pat.other@gmail.com', false);
    await approveAs(owner, created, 'sam.freemail@gmail.com', true);
    const proof = await flow.publish(owner, await flow.get(owner, created.id));
    const seen = await surfacesOf(proof);
    expect(seen.levels).toEqual(everywhere('Organization Listed'));
    expect(seen.lookup.validations.map((validation) => trustWords.proven(validation.proven))).toEqual(['Signed in with LinkedIn', 'Link only']);
    for (const html of [seen.proofPage, seen.projectPage]) {
      expect(html).toContain(inHtml(trustWords.meaning['Organization Listed']));
      expect(html).toContain('Signed in with LinkedIn');
      expect(html).toContain('Link only');
      expect(html).not.toContain('Domain Verified');
      expect(html).not.toContain('Peer-verified');
    }
  });
});

describe('co-signers who agreed to be named', () => {
  it('appear by their LinkedIn name on every public surface that shows co-signers; everyone else stays masked', async () => {
    // An owner of their own, whose portfolio holds only this proof.
    const nina = await signedInClient(runtime.url, { name: 'Nina Owner', email: 'nina.owner@acme.com' });
    const { username } = (await nina.request<{ profile: { username: string } }>('GET', '/me')).body.profile;
    const created = await flow.create(nina, { title: 'Named and unnamed co-signers', orgName: 'Acme' });
    await approveAs(nina, created, 'nora.named@acme.com', true, { named: true, name: 'Nora Named' });
    await approveAs(nina, created, 'quinn.quiet@gmail.com', true, { named: false, name: 'Quinn Quiet' });
    // Agreed, but only held the link: no name was proven, so none is shown.
    await approveAs(nina, created, 'lee.link@acme.com', false, { named: true });
    const proof = await flow.publish(nina, await flow.get(nina, created.id));
    const seen = await surfacesOf(proof, username);

    // The API: newest first, a name only for the one who signed in with LinkedIn and agreed.
    expect(seen.lookup.validations.map((validation) => [validation.name, validation.validatorEmail, trustWords.proven(validation.proven)])).toEqual([
      [null, 'l***@acme.com', 'Controls an @acme.com address'],
      [null, 'q***@gmail.com', 'Signed in with LinkedIn'],
      ['Nora Named', 'n***@acme.com', 'Signed in with LinkedIn · Controls an @acme.com address'],
    ]);
    expect(seen.project.validations).toEqual(seen.lookup.validations);
    // The pages the server renders (proof and project): the name, with what she proved; the others masked.
    for (const html of [seen.proofPage, seen.projectPage]) {
      expect(html).toContain('Nora Named');
      expect(html).toContain('q***@gmail.com');
      expect(html).toContain('l***@acme.com');
      expect(html).not.toContain('Quinn Quiet');
      expect(html).not.toContain('nora.named@');
    }
    // The credential names her as the pages do, and nobody who did not agree.
    const credentialText = JSON.stringify(seen.credential);
    expect(credentialText).toContain('Co-signed by Nora Named (peer)');
    expect(credentialText).not.toContain('Quinn Quiet');
    // Surfaces that list no co-signers name nobody: the portfolio, the link previews.
    const previews = await Promise.all([page(`/proof/${proof.proofNumber}`), page(`/project/${proof.id}`), page(`/portfolio/${username}`)]);
    for (const text of [JSON.stringify(seen.portfolio), ...previews.map(({ html }) => html.slice(0, html.indexOf('<div id="root">')))]) {
      expect(text).not.toContain('Quinn Quiet');
      expect(text).not.toContain('quinn.quiet@');
    }
  });
});
