export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): string | undefined;
export declare function ensureChromium(): string;
