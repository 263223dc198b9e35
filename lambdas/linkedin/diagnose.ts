import type { DiagnoseResult } from '../../domain/api/linkedin';
import { diagnose } from '../../core/linkedin/checks';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('LinkedinDiagnose'), {}, ({ caller }): Promise<DiagnoseResult> => diagnose(caller.id));
