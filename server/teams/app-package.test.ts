// The Teams app package (appPackage/): the manifest is valid against the newest schema that
// @microsoft/app-manifest ships (read from the package, offline), every ${{VARIABLE}} it uses is in the
// environment file, and the icons have the sizes Teams demands, the outline white on transparent.
import { readdirSync, readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { AppManifestUtils, type AppManifest } from '@microsoft/app-manifest';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root));
const schemasDir = new URL('node_modules/@microsoft/app-manifest/build/json-schemas/teams/', root);

function newestSchemaVersion(): string {
  const versions = readdirSync(schemasDir)
    .filter((name) => /^v\d+\.\d+$/.test(name))
    .map((name) => name.slice(1));
  return (
    versions.sort((a, b) => {
      const [aMajor = 0, aMinor = 0] = a.split('.').map(Number);
      const [bMajor = 0, bMinor = 0] = b.split('.').map(Number);
      return aMajor - bMajor || aMinor - bMinor;
    })[versions.length - 1] ?? ''
  );
}

const PLACEHOLDER = /\$\{\{([A-Z0-9_]+)\}\}/g;
/** What the Teams Toolkit would put in place of each placeholder, for the schema check. */
const SAMPLE_VALUES: Record<string, string> = {
  TEAMS_APP_ID: '2f0f9b8e-3c1d-4a6b-9e7f-1a2b3c4d5e6f',
  AAD_APP_CLIENT_ID: '6a4c2e8f-0b1d-4f3a-8e5c-7d9b1a3c5e74',
  BOT_ID: '0f5e3d2c-1b4a-4c6d-8e7f-9a0b1c2d3e4f',
  TAB_ENDPOINT: 'https://agroventas.example.mx',
  TAB_DOMAIN: 'agroventas.example.mx',
  APP_NAME_SUFFIX: ' dev',
};

interface Png {
  width: number;
  height: number;
  colorType: number;
  /** RGBA bytes, row after row (8-bit RGBA, filter 0 rows only: what scripts/make-teams-icons.mjs writes). */
  pixels: Buffer;
}

function readPng(bytes: Buffer): Png {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let header: Buffer | null = null;
  const data: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = body;
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  if (!header) throw new Error('PNG without IHDR');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const raw = inflateSync(Buffer.concat(data));
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const start = y * (width * 4 + 1);
    expect(raw[start]).toBe(0);
    rows.push(raw.subarray(start + 1, start + 1 + width * 4));
  }
  return { width, height, colorType: header[9] ?? -1, pixels: Buffer.concat(rows) };
}

describe('Teams app package', () => {
  const text = read('appPackage/manifest.json').toString('utf8');
  const manifest = JSON.parse(text) as { $schema: string; manifestVersion: string } & Record<string, unknown>;

  it('uses the newest manifest schema the package ships', () => {
    const newest = newestSchemaVersion();
    expect(newest).toMatch(/^\d+\.\d+$/);
    expect(manifest.manifestVersion).toBe(newest);
    expect(manifest.$schema).toBe(
      `https://developer.microsoft.com/json-schemas/teams/v${newest}/MicrosoftTeams.schema.json`,
    );
  });

  it('is valid against that schema once the toolkit fills in its variables (checked offline)', async () => {
    const filled: unknown = JSON.parse(
      text.replace(PLACEHOLDER, (_, name: string) => {
        const value = SAMPLE_VALUES[name];
        if (value === undefined) throw new Error(`No sample value for \${{${name}}}`);
        return value;
      }),
    );
    const schema = JSON.parse(
      readFileSync(new URL(`v${manifest.manifestVersion}/MicrosoftTeams.schema.json`, schemasDir), 'utf8'),
    );
    const errors = await AppManifestUtils.validateAgainstSchema(filled as AppManifest, schema);
    expect(errors).toEqual([]);
  });

  it('would be refused by that schema if it were wrong (the check is real)', async () => {
    const schema = JSON.parse(
      readFileSync(new URL(`v${manifest.manifestVersion}/MicrosoftTeams.schema.json`, schemasDir), 'utf8'),
    );
    const broken = { ...manifest, id: 'no-es-un-guid', accentColor: 'rojo' };
    const errors = await AppManifestUtils.validateAgainstSchema(broken as unknown as AppManifest, schema);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('has the staff tabs, nested app auth and a personal, notification-only bot', () => {
    const filled = JSON.parse(text) as {
      staticTabs: Array<{ entityId: string; contentUrl: string; scopes: string[] }>;
      bots: Array<{ scopes: string[]; isNotificationOnly: boolean }>;
      webApplicationInfo: { nestedAppAuthInfo: Array<{ redirectUri: string; scopes: string[] }> };
      validDomains: string[];
    };
    expect(filled.staticTabs.map((tab) => tab.entityId)).toEqual(['home', 'sales', 'customers']);
    for (const tab of filled.staticTabs) expect(tab.contentUrl.startsWith('${{TAB_ENDPOINT}}/')).toBe(true);
    // The sign-in pop-up's page never hosts the tab: it does not start the Teams host.
    expect(filled.staticTabs.some((tab) => tab.contentUrl.endsWith('/redirect'))).toBe(false);
    expect(filled.bots).toEqual([
      expect.objectContaining({ scopes: ['personal'], isNotificationOnly: true }),
    ]);
    expect(filled.webApplicationInfo.nestedAppAuthInfo).toEqual([
      { redirectUri: 'brk-multihub://${{TAB_DOMAIN}}', scopes: ['User.Read'] },
    ]);
    expect(filled.validDomains).toContain('${{TAB_DOMAIN}}');
  });

  it('names only variables the environment file defines', () => {
    const env = read('env/.env.dev').toString('utf8');
    const defined = new Set([...env.matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const used = new Set([
      ...[...text.matchAll(PLACEHOLDER)].map((m) => m[1]),
      ...[...read('aad.manifest.json').toString('utf8').matchAll(PLACEHOLDER)].map((m) => m[1]),
    ]);
    expect([...used].filter((name) => !defined.has(name ?? ''))).toEqual([]);
  });

  it('has a 192×192 colour icon and a 32×32 outline icon, white on transparent', () => {
    const color = readPng(read('appPackage/color.png'));
    expect([color.width, color.height]).toEqual([192, 192]);
    const outline = readPng(read('appPackage/outline.png'));
    expect([outline.width, outline.height, outline.colorType]).toEqual([32, 32, 6]);
    let transparent = 0;
    let drawn = 0;
    for (let i = 0; i < outline.pixels.length; i += 4) {
      const [r, g, b, a] = outline.pixels.subarray(i, i + 4);
      if (a === 0) transparent += 1;
      else {
        drawn += 1;
        expect([r, g, b]).toEqual([255, 255, 255]);
      }
    }
    expect(transparent).toBeGreaterThan(outline.width * outline.height * 0.5);
    expect(drawn).toBeGreaterThan(40);
    // The corners are background.
    expect(outline.pixels[3]).toBe(0);
    expect(outline.pixels[outline.pixels.length - 1]).toBe(0);
  });
});
