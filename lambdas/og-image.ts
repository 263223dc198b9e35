// PLACEHOLDER for the proof-card image function (GET /og/*). The real renderer replaces this file;
// it exists so the stack can be synthesised and the packaging of Satori + resvg + Inter on arm64
// Lambda is exercised end to end. It renders a plain 1200x627 card with the product name.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import satori from 'satori';
import { PROOF_IMAGE } from '../domain/constants';
import { PRODUCT_NAME } from '../domain/product';

let font: Promise<Buffer> | undefined;

/** The Lambda package ships these .woff files under node_modules (lib/images.ts). */
function interBold(): Promise<Buffer> {
  font ??= readFile(createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-700-normal.woff'));
  return font;
}

export async function handler(_event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const card = {
    type: 'div',
    props: {
      style: {
        width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center',
        background: '#0f172a', color: '#f8fafc', fontSize: 96, fontFamily: 'Inter',
      },
      children: PRODUCT_NAME,
    },
  } as unknown as Parameters<typeof satori>[0];
  const svg = await satori(card, {
    width: PROOF_IMAGE.width,
    height: PROOF_IMAGE.height,
    fonts: [{ name: 'Inter', data: await interBold(), weight: 700, style: 'normal' }],
  });
  const png = new Resvg(svg).render().asPng();
  return {
    statusCode: 200,
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
    body: Buffer.from(png).toString('base64'),
    isBase64Encoded: true,
  };
}
