import { describe, expect, it } from 'vitest';
import { buildShareCommentary, buildSharePostText, skillHashtags, type SharePostInput } from './share-post-text';

const input: SharePostInput = {
  message: 'Proud of this one.',
  title: 'Checkout rewrite',
  outcomes: [
    { description: 'Cut checkout time', metric: '-40%' },
    { description: 'Raised conversion' },
    { description: 'Removed legacy code', metric: '12k lines' },
    { description: 'Fourth outcome' },
  ],
  skills: ['Type Script', 'React', 'Node  js', 'GraphQL'],
  proofNumber: 'PJ-7KQ2MX',
  origin: 'https://provenly.app/',
};

describe('buildSharePostText', () => {
  it('lays out message, title, 3 outcomes, verify link and 3 hashtags', () => {
    expect(buildSharePostText(input)).toBe(
      [
        'Proud of this one.',
        '',
        'Checkout rewrite',
        '• Cut checkout time (-40%)',
        '• Raised conversion',
        '• Removed legacy code (12k lines)',
        '',
        'Verify this proof: https://provenly.app/proof/PJ-7KQ2MX',
        '',
        '#TypeScript #React #Nodejs',
      ].join('\n'),
    );
  });

  it('uses the default message when the message is blank or missing', () => {
    for (const message of ['', '   ', null, undefined]) {
      expect(buildSharePostText({ ...input, message }).split('\n')[0]).toBe('Excited to share my verified achievement!');
    }
  });

  it('leaves out empty parts', () => {
    expect(buildSharePostText({ ...input, title: ' ', outcomes: [], skills: [], origin: 'https://provenly.app' })).toBe(
      'Proud of this one.\n\nVerify this proof: https://provenly.app/proof/PJ-7KQ2MX',
    );
  });
});

describe('skillHashtags', () => {
  it('removes all whitespace, skips blanks and keeps at most 3', () => {
    expect(skillHashtags([' Machine Learning ', '  ', 'C#', '#Go', 'Rust'])).toEqual(['#MachineLearning', '#C#', '#Go']);
  });
});

describe('buildShareCommentary', () => {
  it('is the post text escaped for the little text format, hashtags in their template', () => {
    expect(buildShareCommentary({ ...input, message: 'Shipped it (finally) @ Acme #win', skills: ['C#', 'Node js'] })).toBe(
      [
        'Shipped it \\(finally\\) \\@ Acme \\#win',
        '',
        'Checkout rewrite',
        '• Cut checkout time \\(-40%\\)',
        '• Raised conversion',
        '• Removed legacy code \\(12k lines\\)',
        '',
        'Verify this proof: https://provenly.app/proof/PJ-7KQ2MX',
        '',
        '{hashtag|#|C\\#} {hashtag|#|Nodejs}',
      ].join('\n'),
    );
  });

  it('uses the default message when blank', () => {
    expect(buildShareCommentary({ ...input, message: ' ' }).split('\n')[0]).toBe('Excited to share my verified achievement!');
  });
});
