export declare const FONT_PACKAGES: string[];
export declare const FONT_STACKS: Record<'body' | 'heading' | 'mono', string>;
/** One font file as fontconfig resolves it; `package` is its Debian package when recorded. */
export type FontFile = { family: string; file: string; version: string; package?: string };
/** The family a stack draws with (`uses`) and its file in each face. */
export type StackFonts = { uses: string; regular: FontFile; bold: FontFile; italic: FontFile };
export type ResolvedFonts = Record<'body' | 'heading' | 'mono', StackFonts>;
/** fontconfig and dpkg, as the font check asks them (a test passes a fake). */
export type FontSystem = {
  /** Every installed family name (fc-list). */
  families: () => Promise<string[]>;
  /** fc-match's "file|fontversion|family" answer for each pattern, in order. */
  match: (patterns: string[]) => Promise<string[]>;
  /** The Debian package owning each file (dpkg -S); files no package owns are left out. */
  packagesOf: (files: string[]) => Promise<Map<string, string>>;
  isInstalled: (name: string) => Promise<boolean>;
};
export type VisualEnvironment = { chromium: string; fonts: ResolvedFonts };
export declare const fontSystem: FontSystem;
export declare function stackFamilies(stack: string): string[];
export declare function resolveFonts(system?: FontSystem): Promise<ResolvedFonts>;
export declare function withPackages(
  fonts: ResolvedFonts,
  system?: FontSystem,
): Promise<ResolvedFonts>;
export declare function fontProblem(
  expected: ResolvedFonts | undefined,
  found: ResolvedFonts,
  options?: { system?: FontSystem; recordedIn?: string },
): Promise<string | null>;
export declare function fontsSummary(fonts: ResolvedFonts | undefined): string;
export declare function chromiumVersion(executablePath: string): Promise<string>;
export declare function visualEnvironment(
  executablePath: string,
  system?: FontSystem,
): Promise<VisualEnvironment>;
export declare function missingFontPackages(): string[];
export declare function environmentDigest(): string;
export declare function ensureFonts(): string[];
