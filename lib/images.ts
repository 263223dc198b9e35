// The proof-image function (Satori + resvg, 1 GB), served at /og/* through the HTTP API and
// cached by CloudFront. Its route is `imageRoute` beside the route table (lambdas/routes.ts), so
// the local gateway serves the same entry; its packaging (arm64 resvg from a vendored tarball,
// Inter fonts, nothing downloaded at synth) is lib/image-packaging.ts.
import { HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { Construct } from 'constructs';
import { imageRoute } from '../lambdas/routes';
import type { Api } from './api';
import { IMAGE_FUNCTION_MEMORY_MB, IMAGE_FUNCTION_TIMEOUT, imageBundling } from './image-packaging';
import { ServerFunction, type Backend } from './server-function';

export { arm64Resvg, IMAGE_FONT_WEIGHTS } from './image-packaging';

export const IMAGE_ENTRY = imageRoute.entry;
export const IMAGE_ROUTE_PATH = imageRoute.path;

export interface ImagesProps {
  readonly backend: Backend;
  readonly api: Api;
}

export class Images extends Construct {
  readonly function: ServerFunction;

  constructor(scope: Construct, id: string, props: ImagesProps) {
    super(scope, id);
    this.function = new ServerFunction(this, imageRoute.name, {
      backend: props.backend,
      entry: IMAGE_ENTRY,
      description: `${imageRoute.method} ${imageRoute.path} proof-card images (Satori + resvg)`,
      table: imageRoute.table,
      memorySize: IMAGE_FUNCTION_MEMORY_MB,
      timeout: IMAGE_FUNCTION_TIMEOUT,
      bundling: imageBundling(),
    });

    props.api.addExtraRoute(imageRoute.name, { method: HttpMethod.GET, path: IMAGE_ROUTE_PATH, fn: this.function, throttle: imageRoute.throttle });
  }
}
