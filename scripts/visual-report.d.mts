export declare const REPO_ROOT: string;
export declare const REPORT_DIR: string;
export declare const REPORT_INDEX: string;
export declare const VISUAL_TOLERANCE: { threshold: number; allowedMismatchedPixelRatio: number };
export declare const SECTIONS: Record<'stories' | 'site' | 'admin', string>;
export type VisualSection = keyof typeof SECTIONS;
export type BaselineInfo = { madeWith: string; fonts: Record<string, string> };
export type ChromiumProbe = { chromium: string; fonts: Record<string, string> };
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
export declare function writeBaselineInfo(file: string, probe: ChromiumProbe): Promise<void>;
export declare function versionsLine(info: BaselineInfo | null, probe: ChromiumProbe): string;
export declare function startSection(section: VisualSection): Promise<void>;
export declare function finishSection(
  section: VisualSection,
  result: { entries: ReportEntry[]; versions: string },
): Promise<string>;
export declare function filesUnder(folder: string): Promise<string[]>;
