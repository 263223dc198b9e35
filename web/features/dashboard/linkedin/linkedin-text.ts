// Words of the LinkedIn screens that the spec leaves to us (its own are in domain/messages/sharing.ts).
export const linkedinText = {
  connectedToast: { title: 'LinkedIn connected', description: 'You can now share verified proofs to LinkedIn.' },
  preview: {
    imageAlt: (title: string) => `Proof card image for ${title}`,
    generating: 'Generating the proof card image…',
    idle: 'The proof card image appears here.',
    fallbackNote: 'The card could not be generated for this preview, so the public card is shown.',
    failedNote: 'The image could not be generated. The post will be shared as text only.',
  },
} as const;
