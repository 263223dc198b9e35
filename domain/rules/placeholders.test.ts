import { describe, expect, it } from 'vitest';
import { projectForm } from '../messages/project-form';
import { contentPlaceholders, placeholdersIn } from './placeholders';

describe('placeholders', () => {
  it('finds the slots the suggesters write, once each, in order', () => {
    expect(placeholdersIn('The result: conversion up [X]%, worth $[N] a year.')).toEqual(['[X]', '[N]']);
    expect(placeholdersIn('+[X]% conversion rate')).toEqual(['[X]']);
    expect(placeholdersIn('p95 latency from [A] ms to [B] ms')).toEqual(['[A]', '[B]']);
    expect(placeholdersIn('[N] people mentored, [N] promoted')).toEqual(['[N]']);
    expect(placeholdersIn('[standard] audit passed with [N] findings')).toEqual(['[standard]', '[N]']);
    expect(placeholdersIn('[X]% improvement in [metric]')).toEqual(['[X]', '[metric]']);
    expect(placeholdersIn('The result: [add the measurable change, e.g. X% faster or N more users].')).toEqual([
      '[add the measurable change, e.g. X% faster or N more users]',
    ]);
  });

  it('finds the slots a model writes when asked for placeholders', () => {
    expect(placeholdersIn('Won [Company] as a client, [Y] weeks early')).toEqual(['[Company]', '[Y]']);
    expect(placeholdersIn('[ X ]% faster, [number] users, [Client Name], [insert figure], [TBD], [XX]%')).toEqual([
      '[ X ]',
      '[number]',
      '[Client Name]',
      '[insert figure]',
      '[TBD]',
      '[XX]',
    ]);
    expect(placeholdersIn('［X］% faster')).toEqual(['［X］']);
  });

  it('leaves the brackets a person writes alone', () => {
    for (const text of [
      'Shipped the [beta] to 40 customers',
      'As reported in [1] and [2, 3], latency fell 30%',
      'The quote: "we [the team] shipped it"',
      'They said "[the company] doubled its orders"',
      'Used arr[i] and map[key] in the hot path',
      'Migrated to Next.js [sic] in 2024',
      'Checkout 40% faster, $1.2M a year',
      'Picked [x] in the checklist',
    ]) {
      expect(placeholdersIn(text), text).toEqual([]);
    }
  });

  it('names each field of a proof that still holds one', () => {
    const found = contentPlaceholders({
      description: 'I rebuilt checkout. The result: conversion up [X]%, worth $[N] a year.',
      outcomes: [
        { description: 'Raised conversion', metric: '+[X]% conversion rate' },
        { description: 'Checkout 40% faster', metric: '-40%' },
        { description: 'Won [Company] as a customer' },
      ],
    });
    expect(found).toEqual([
      { field: 'description', placeholders: ['[X]', '[N]'] },
      { field: 'outcomes.0.metric', placeholders: ['[X]'] },
      { field: 'outcomes.2.description', placeholders: ['[Company]'] },
    ]);
    expect(contentPlaceholders({ description: 'Real figures only: 40% faster.', outcomes: [{ description: 'Done', metric: '12 ms' }] })).toEqual([]);
  });

  it('says which placeholders to replace', () => {
    expect(projectForm.placeholderLeft(['[X]'])).toBe('Replace the placeholder [X] with your real figure before saving.');
    expect(projectForm.placeholderLeft(['[X]', '[N]'])).toBe('Replace the placeholders [X] and [N] with your real figures before saving.');
    expect(projectForm.placeholderHint(['[X]', '[A]', '[B]'])).toBe('Replace [X], [A] and [B] with your real figures.');
  });
});
