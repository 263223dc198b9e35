// PROVISIONAL until domain/api/linkedin.ts lands.
import { z } from 'zod';

export interface OAuthStartResponse {
  readonly authUrl: string;
}

export const connectMessageSchema = z.object({
  type: z.literal('provenly:linkedin-connect'),
  status: z.enum(['success', 'error']),
  error: z.string().optional(),
});
export type ConnectMessage = z.infer<typeof connectMessageSchema>;

export interface LinkedInStatus {
  readonly connected: boolean;
  readonly scopes: readonly string[];
  readonly expiresAt: string | null;
}

export interface PostRequest {
  readonly recognitionId: string;
  readonly message: string;
  readonly shareType: 'achievement';
  readonly includeProjectLink: boolean;
  readonly useAICard: boolean;
  readonly imageGenerationMethod: string;
}

export interface PostResult {
  readonly success: boolean;
  readonly shareUrn?: string;
  readonly webUrl?: string;
  readonly error?: string;
  readonly details?: { readonly stage?: string; readonly status?: number; readonly message?: string };
}

export interface VerifyResult {
  readonly verified: boolean;
  readonly message: string;
  readonly post?: { readonly status?: string; readonly visibility?: string; readonly created?: string };
}

export interface DiagnoseResult {
  readonly connected: boolean;
  readonly tokenStatus: string;
  readonly hoursUntilExpiry: number | null;
  readonly ugcCapability: boolean;
  readonly hasRequiredScope: boolean;
  readonly error?: string;
  readonly ugcError?: string;
}

export interface DebugResult {
  readonly debug: {
    readonly recommendations: readonly string[];
    readonly tokenInfo: { readonly expires: string | null; readonly scope: string; readonly personId: string | null } | null;
    readonly profile: { readonly localizedFirstName: string; readonly localizedLastName: string } | null;
    readonly recentPosts: { readonly elements: readonly unknown[] };
    readonly ugcPosts: { readonly elements: readonly unknown[] };
  };
}
