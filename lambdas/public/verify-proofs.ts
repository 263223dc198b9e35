// POST /api/public/verify-proofs: a recruiter's list of proof numbers and links, one line each.
import { verifyProofsSchema, type VerifyProofsAnswer } from '../../domain/api/verify-proofs';
import { verifyProofs as m } from '../../domain/messages/verify-proofs';
import { verifyProofs } from '../../core/public/verify-proofs';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('VerifyProofs'), { body: verifyProofsSchema, bodyTooLarge: m.tooMuch }, ({ body }): Promise<VerifyProofsAnswer> => verifyProofs(body.items));
