// The keys of wallet offers (docs/wallets.md): an offer by the SHA-256 of its pre-authorized code,
// and the nonces a wallet's proof of possession answers, by their SHA-256. Both expire (ttl).
import type { Key } from '../plumbing/key-parts';

/** The item kinds of wallet issuance (the `type` attribute). */
export const walletItemTypes = {
  walletOffer: 'WalletOffer',
  walletNonce: 'WalletNonce',
} as const;

export const walletKeys = {
  walletOffer: (codeHash: string): Key => ({ pk: `WALLET_OFFER#${codeHash}`, sk: 'OFFER' }),
  walletNonce: (nonceHash: string): Key => ({ pk: `WALLET_NONCE#${nonceHash}`, sk: 'NONCE' }),
} as const;
