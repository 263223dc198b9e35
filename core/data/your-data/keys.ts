// The item kinds of the co-signers' own page (the `type` attribute).
export const yourDataItemTypes = {
  yourDataLink: 'YourDataLink',
  linkCounter: 'YourDataLinkCounter',
} as const;
