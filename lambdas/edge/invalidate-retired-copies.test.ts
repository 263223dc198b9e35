// Which cached URLs a batch of stream records retires: a public proof view's old card, when the view
// now shows another card or none (an edit, a lost verification, hiding, a deletion), and a
// credential's document, badge and endorsements once its document is erased (its proof deleted).
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { proofImagePath } from '../../domain/rules/proof-image';
import { retiredPaths } from './invalidate-retired-copies';

type Image = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;
const cardA = 'a'.repeat(64);
const cardB = 'b'.repeat(64);
const view = (proofNumber: string, imageVersion?: string): Image => ({
  pk: { S: `PUBLIC#PROOF#${proofNumber}` },
  sk: { S: 'VIEW' },
  type: { S: 'PublicProofView' },
  ...(imageVersion ? { imageVersion: { S: imageVersion } } : {}),
});
const record = (eventName: DynamoDBRecord['eventName'], OldImage?: Image, NewImage?: Image): DynamoDBRecord => ({ eventName, dynamodb: { OldImage, NewImage } });

const credential = (document?: string): Image => ({
  pk: { S: 'CREDENTIAL#c-1' },
  sk: { S: 'CREDENTIAL' },
  type: { S: 'Credential' },
  credentialId: { S: 'c-1' },
  ...(document ? { document: { S: document } } : {}),
});
const signed = JSON.stringify({ id: 'https://provenly.example/api/public/credentials/c-1', endorsement: [{ id: 'https://provenly.example/api/public/credentials/c-1/endorsements/v-9' }, { id: 'https://elsewhere.example/x' }] });

describe('retiredPaths', () => {
  it('names the old card when it was replaced or went, once each', () => {
    const records = [
      record('MODIFY', view('PJ-AAAAAA', cardA), view('PJ-AAAAAA', cardB)),
      record('MODIFY', view('PJ-BBBBBB', cardA), view('PJ-BBBBBB')),
      record('REMOVE', view('PJ-CCCCCC', cardB)),
      record('MODIFY', view('PJ-AAAAAA', cardA), view('PJ-AAAAAA')),
    ];
    expect(retiredPaths(records)).toEqual([proofImagePath('PJ-AAAAAA', cardA), proofImagePath('PJ-BBBBBB', cardA), proofImagePath('PJ-CCCCCC', cardB)].sort());
  });

  it('names an erased credential\u2019s document, badge and endorsements, and nothing for a credential revoked or issued', () => {
    expect(retiredPaths([record('MODIFY', credential(signed), credential())])).toEqual(
      ['/api/public/credentials/c-1', '/api/public/credentials/c-1/badge.png', '/api/public/credentials/c-1/endorsements/v-9'].sort(),
    );
    expect(retiredPaths([record('MODIFY', credential(signed), credential(signed)), record('INSERT', undefined, credential(signed))])).toEqual([]);
  });

  it('names nothing when the card stays, is new, or the item is not a proof view', () => {
    const records = [
      record('MODIFY', view('PJ-AAAAAA', cardA), view('PJ-AAAAAA', cardA)),
      record('INSERT', undefined, view('PJ-BBBBBB', cardA)),
      record('MODIFY', view('PJ-CCCCCC'), view('PJ-CCCCCC', cardA)),
      record('REMOVE', { ...view('PJ-DDDDDD', cardA), type: { S: 'PublicProjectView' } }),
      record('REMOVE', { ...view('PJ-EEEEEE', cardA), pk: { S: 'PUBLIC#PROJECT#x' } }),
    ];
    expect(retiredPaths(records)).toEqual([]);
  });
});
