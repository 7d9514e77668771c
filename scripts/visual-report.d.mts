import type { ResolvedFonts, VisualEnvironment } from './fonts.mjs';

export declare const REPO_ROOT: string;
export declare const REPORT_DIR: string;
export declare const REPORT_INDEX: string;
export declare const VISUAL_TOLERANCE: { threshold: number; allowedMismatchedPixelRatio: number };
export declare const SECTIONS: Record<'stories' | 'site' | 'admin', string>;
export type VisualSection = keyof typeof SECTIONS;
export type BaselineInfo = { madeWith: string; fonts?: ResolvedFonts };
/** The Chromium and font files of the baselines and of this run, as the report shows them. */
export type EnvironmentTable = {
  baseline: { chromium: string | null; fonts: ResolvedFonts | null };
  run: VisualEnvironment;
};
export type ReportEntry = {
  group: string;
  name: string;
  theme?: string;
  width: number;
  reference?: string | null;
  actual?: string | null;
  diff?: string | null;
  note: string;
};
export declare function readBaselineInfo(file: string): BaselineInfo | null;
export declare function writeBaselineInfo(
  file: string,
  environment: VisualEnvironment,
): Promise<void>;
export declare function versionsLine(
  info: BaselineInfo | null,
  environment: VisualEnvironment,
): string;
export declare function environmentTable(
  info: BaselineInfo | null,
  environment: VisualEnvironment,
): EnvironmentTable;
export declare function checkEnvironment(
  infoFile: string,
  options: { updating: boolean },
): Promise<{ environment: VisualEnvironment; versions: string; table: EnvironmentTable }>;
export declare function startSection(section: VisualSection): Promise<void>;
export declare function finishSection(
  section: VisualSection,
  result: { entries: ReportEntry[]; versions: string; environment?: EnvironmentTable | null },
): Promise<string>;
export declare function filesUnder(folder: string): Promise<string[]>;
