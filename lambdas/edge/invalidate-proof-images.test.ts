// Which cached image URLs a batch of stream records retires: a public proof view's old card, when
// the view now shows another card or none (an edit, a lost verification, hiding, a deletion).
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { proofImagePath } from '../../domain/rules/proof-image';
import { retiredImagePaths } from './invalidate-proof-images';

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

describe('retiredImagePaths', () => {
  it('names the old card when it was replaced or went, once each', () => {
    const records = [
      record('MODIFY', view('PJ-AAAAAA', cardA), view('PJ-AAAAAA', cardB)),
      record('MODIFY', view('PJ-BBBBBB', cardA), view('PJ-BBBBBB')),
      record('REMOVE', view('PJ-CCCCCC', cardB)),
      record('MODIFY', view('PJ-AAAAAA', cardA), view('PJ-AAAAAA')),
    ];
    expect(retiredImagePaths(records)).toEqual([proofImagePath('PJ-AAAAAA', cardA), proofImagePath('PJ-BBBBBB', cardA), proofImagePath('PJ-CCCCCC', cardB)].sort());
  });

  it('names nothing when the card stays, is new, or the item is not a proof view', () => {
    const records = [
      record('MODIFY', view('PJ-AAAAAA', cardA), view('PJ-AAAAAA', cardA)),
      record('INSERT', undefined, view('PJ-BBBBBB', cardA)),
      record('MODIFY', view('PJ-CCCCCC'), view('PJ-CCCCCC', cardA)),
      record('REMOVE', { ...view('PJ-DDDDDD', cardA), type: { S: 'PublicProjectView' } }),
      record('REMOVE', { ...view('PJ-EEEEEE', cardA), pk: { S: 'PUBLIC#PROJECT#x' } }),
    ];
    expect(retiredImagePaths(records)).toEqual([]);
  });
});
