// The hand-made charts as assistive technology reads them: a named, described image, and the same
// figures as a table.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DayCounts } from '../../../../domain/api/admin/analytics';
import { DailyChart } from './DailyChart';
import { FunnelChart } from './FunnelChart';

afterEach(cleanup);

const series: DayCounts[] = [
  { day: '2026-11-24', signups: 2, proofs: 0, cosignatures: 0, verifications: 0 },
  { day: '2026-11-25', signups: 5, proofs: 1, cosignatures: 0, verifications: 0 },
  { day: '2026-11-26', signups: 0, proofs: 3, cosignatures: 1, verifications: 1 },
];

describe('the daily chart', () => {
  it('is an image named for its counter and described by its total and busiest day', () => {
    render(<DailyChart series={series} counter="signups" label="Sign-ups" colour="#1d4ed8" />);
    const image = screen.getByRole('img', { name: 'Sign-ups per day' });
    expect(document.getElementById(image.getAttribute('aria-describedby')!)?.textContent).toBe('7 in total from 24 Nov to 26 Nov; the busiest day was 25 Nov with 5.');
    expect(image.textContent).toContain('7 in total from 24 Nov to 26 Nov; the busiest day was 25 Nov with 5.');
    expect(image.querySelectorAll('rect')).toHaveLength(2); // no bar for a day with none
  });

  it('has the same figures as a table', () => {
    render(<DailyChart series={series} counter="proofs" label="Proofs created" colour="#7c3aed" />);
    const rows = within(screen.getByRole('table', { name: 'Proofs created per day' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['DayProofs created', '2026-11-240', '2026-11-251', '2026-11-263']);
  });
});

describe('the funnel chart', () => {
  it('names each step with its people and share, in the image and in the table', () => {
    render(
      <FunnelChart
        funnel={[
          { step: 'signedUp', people: 10 },
          { step: 'createdProof', people: 6 },
          { step: 'invited', people: 4 },
          { step: 'verified', people: 2 },
          { step: 'published', people: 1 },
        ]}
      />,
    );
    const image = screen.getByRole('img', { name: 'People at each step of the funnel' });
    expect(image.textContent).toContain('Signed up: 10 (100%); Created a proof: 6 (60%); Invited a co-signer: 4 (40%); Got a proof verified: 2 (20%); Published a proof: 1 (10%)');
    const table = screen.getByRole('table', { name: 'People at each step of the funnel' });
    expect(within(table).getAllByRole('row').at(-1)?.textContent).toBe('Published a proof110%');
  });
});
