// Wire shape of the Settings page (/admin/settings): the effective configuration, read-only.
// Never a secret: no client secret, no key material, no credentials.

export interface SettingItem {
  readonly name: string;
  readonly value: string;
  /** Where the value comes from: the environment variable that set it, or `built in`. */
  readonly source: string;
}

export interface SettingGroup {
  readonly title: string;
  readonly items: readonly SettingItem[];
}

/** GET /api/admin/settings */
export interface EffectiveSettings {
  readonly groups: readonly SettingGroup[];
}
