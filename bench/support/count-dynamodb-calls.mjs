// Loaded into the local runtime's process (NODE_OPTIONS=--import) by bench/admin-panel.ts: prints a
// line for every DynamoDB call the process sends, so the bench can count the calls one request
// makes. It watches Node's HTTP client (a diagnostics channel), so it counts whichever copy of the
// SDK sent the call; DynamoDB Streams reads (the stream notifier) have another target and are not counted.
import { subscribe } from 'node:diagnostics_channel';

const TARGET = 'DynamoDB_20120810.';

subscribe('http.client.request.start', ({ request }) => {
  const target = request.getHeader('x-amz-target');
  if (typeof target === 'string' && target.startsWith(TARGET)) process.stderr.write(`dynamodb-call ${target.slice(TARGET.length)}\n`);
});
