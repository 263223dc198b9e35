/** The product's name: every user-facing text reads it from here. */
export const PRODUCT_NAME = 'Provenly';

/**
 * Where people write to us (support, appeals of a moderation decision). Like the legal pages'
 * mailboxes, a placeholder domain until the company's own is known.
 */
export const SUPPORT_EMAIL = `support@${PRODUCT_NAME.toLowerCase()}.example`;

/**
 * The product's mark, a blue shield with a white check (viewBox 0 0 32 32): one drawing for the
 * site's logo (web/components/Logo.tsx), the proof card images and the link-preview card
 * (core/images/icons.ts).
 */
export const PRODUCT_MARK = {
  viewBox: '0 0 32 32',
  shield: { d: 'M16 2 4 6.5v8.2c0 7.4 5.1 13.6 12 15.3 6.9-1.7 12-7.9 12-15.3V6.5L16 2Z', fill: '#1d4ed8' },
  check: { d: 'm10.5 16.2 3.8 3.8 7.2-7.6', stroke: '#ffffff', strokeWidth: 2.8 },
} as const;
