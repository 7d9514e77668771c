export declare const FONT_PACKAGES: string[];
export declare const EXPECTED_FONTS: Record<'body' | 'heading' | 'mono', string>;
export declare function missingFontPackages(): string[];
export declare function ensureFonts(): string[];
export declare function probeChromium(
  executablePath: string,
): Promise<{ chromium: string; fonts: Record<string, string> }>;
export declare function fontProblem(fonts: Record<string, string>): string | null;
