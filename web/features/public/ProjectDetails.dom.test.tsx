// A public project's links: only web addresses become links (the public pages hydrate on a runtime
// that, unlike React, does not block a `javascript:` address).
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import type { PublicProof } from '../../../domain/api/public';
import { ProjectDetails } from './ProjectDetails';

afterEach(cleanup);

const project: PublicProof = {
  id: 'p1', title: 'Checkout rewrite', role: 'Lead Engineer', orgName: 'Acme', description: 'Rebuilt the checkout.',
  startDate: '2025-01-01', endDate: null, skills: ['TypeScript'], outcomes: [],
  links: [
    { title: 'Write-up', url: 'https://acme.com/post' },
    { title: 'Trap', url: 'javascript:alert(1)' },
    { title: 'Mixed case', url: 'HTTP://acme.com/old' },
  ],
  proofNumber: 'PJ-7KQ2MX', proofScore: null, sealVariant: null, verifiedAt: '2025-06-01T00:00:00.000Z',
  updatedAt: '2025-06-01T00:00:00.000Z', createdAt: '2025-01-01T00:00:00.000Z', imageUrl: '/og/proof/PJ-7KQ2MX.png?v=1',
  trustLevel: 'Domain Verified',
};

it('links a project\'s web addresses and nothing else', () => {
  render(<MemoryRouter><ProjectDetails project={project} /></MemoryRouter>);
  expect(screen.getByRole('link', { name: /Write-up/ }).getAttribute('href')).toBe('https://acme.com/post');
  expect(screen.getByRole('link', { name: /Mixed case/ }).getAttribute('href')).toBe('HTTP://acme.com/old');
  expect(screen.queryByRole('link', { name: /Trap/ })).toBeNull();
  expect(screen.queryByText(/Trap/)).toBeNull();
});
