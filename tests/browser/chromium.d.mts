export declare function chromiumPath(): string | null;
export declare function testChromiumPath(): string | null;
export declare const CHROMIUM_ARGS: string[];
